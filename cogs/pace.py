"""The bot's own pace under Discord's global limit of 50 requests a second.

discord.py waits out a 429 but never paces the global limit, and every request that
was under way when the limit hit retries at once: with many tables starting together
that turns into a storm of 429s, then the ban Discord gives for too many failing
requests. So every request through discord.py's HTTP client (interaction answers go
another way, and Discord does not bind them by the global limit) waits for its turn
here, a little under the limit; hand screens go before table pictures, which the
notifier coalesces while they wait. Several processes each take an equal share.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

# Discord allows 50 a second. A bucket of this rate and burst sends at most 45 in any
# second, spread out, so a late arrival of one burst cannot meet the next in Discord's
# window.
RATE, BURST = 40.0, 5
URGENT, BACKGROUND = 0, 1
CHECK = 0.05  # seconds between looks at the clock while requests wait

_priority: contextvars.ContextVar[int] = contextvars.ContextVar("pace", default=URGENT)


@contextlib.contextmanager
def background() -> Iterator[None]:
    """Requests made inside wait behind every urgent one (a table picture's edit)."""
    token = _priority.set(BACKGROUND)
    try:
        yield
    finally:
        _priority.reset(token)


class GlobalPace:
    """A token bucket: ``rate`` requests a second and bursts of ``burst``, urgent
    requests first and each class in the order it came."""

    def __init__(self, rate: float = RATE, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._tokens = float(burst)
        self._at = clock()
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._releasing: asyncio.Task[None] | None = None

    @classmethod
    def share(cls, processes: int) -> GlobalPace:
        """One process's pace when ``processes`` run the bot: an equal share of the
        limit, which is the whole bot's. The work a share paces (table and hand
        drawings, delivered from the outbox by whichever process claims a match's
        stream) spreads evenly over the processes; answers to interactions, which
        follow the shards, are not bound by the global limit."""
        return cls(RATE / processes, max(1, BURST // processes))

    async def turn(self) -> None:
        """Return when this request may go."""
        if not self._waiting and self._take():
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (_priority.get(), next(self._order), future))
        if self._releasing is None or self._releasing.done():
            self._releasing = asyncio.create_task(self._release())
        await future

    def _take(self) -> bool:
        now = self.clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True

    async def _release(self) -> None:
        while self._waiting:
            if self._waiting[0][2].done():  # its request was cancelled meanwhile
                heapq.heappop(self._waiting)
                continue
            if not self._take():
                await asyncio.sleep(min(CHECK, (1.0 - self._tokens) / self.rate))
                continue
            heapq.heappop(self._waiting)[2].set_result(None)

    def wrap(self, request: Callable[P, Awaitable[T]]) -> Callable[P, Coroutine[Any, Any, T]]:
        """``request`` (discord.py's ``HTTPClient.request``), each call in its turn."""

        async def paced(*args: P.args, **kwargs: P.kwargs) -> T:
            await self.turn()
            return await request(*args, **kwargs)

        return paced
