"""Time for the service: the real one, and a manual one for tests.

Timers (turn reminders and forfeits, next deals, challenge expiry, the
computer's pause) all go through a ``Clock`` so that a test can jump five
minutes ahead without sleeping.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Protocol


class TimerHandle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def now(self) -> float:
        """Wall-clock seconds since the epoch (stored with every change)."""
        ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> TimerHandle:
        """Call ``callback`` (plain, not async) after ``delay`` seconds."""
        ...

    async def sleep(self, delay: float) -> None: ...


class SystemClock:
    """The real time, with the running event loop's timers."""

    def now(self) -> float:
        return time.time()

    def call_later(self, delay: float, callback: Callable[[], None]) -> TimerHandle:
        return asyncio.get_running_loop().call_later(max(0.0, delay), callback)

    async def sleep(self, delay: float) -> None:
        await asyncio.sleep(delay)


class _ManualTimer:
    def __init__(self, when: float, callback: Callable[[], None]) -> None:
        self.when = when
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """Time that moves only when ``advance`` is awaited; timers fire in order."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self._now = start
        self._queue: list[tuple[float, int, _ManualTimer]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    def call_later(self, delay: float, callback: Callable[[], None]) -> TimerHandle:
        timer = _ManualTimer(self._now + max(0.0, delay), callback)
        heapq.heappush(self._queue, (timer.when, next(self._order), timer))
        return timer

    async def sleep(self, delay: float) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def wake() -> None:
            if not done.done():
                done.set_result(None)

        self.call_later(delay, wake)
        await done

    @property
    def pending(self) -> int:
        """Timers still waiting (cancelled ones not counted)."""
        return sum(1 for _, _, t in self._queue if not t.cancelled)

    def jump(self, seconds: float) -> None:
        """Move time without firing timers yet: a timer running late."""
        self._now += seconds

    async def advance(self, seconds: float) -> None:
        """Move time forward, firing due timers in order and letting their tasks start."""
        target = self._now + seconds
        while self._queue and self._queue[0][0] <= target:
            when, _, timer = heapq.heappop(self._queue)
            if timer.cancelled:
                continue
            self._now = max(self._now, when)
            timer.callback()
            await asyncio.sleep(0)
        self._now = target
