"""What the dispatcher and each delivery share: a loop of this process over the store,
started and stopped with the service, that sleeps until a change written here wakes it,
its own next deadline comes, or (other processes sharing the database) the next poll."""

from __future__ import annotations

import asyncio
import contextlib

from .context import Context


class Loop:
    def __init__(self, context: Context, poll: float | None) -> None:
        self.context = context
        self.poll = poll  # seconds between looks for other processes' rows (None: alone)
        self._task: asyncio.Task[None] | None = None
        self._waker = context.waker()

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while not self.context.closing:
            self._waker.clear()  # before looking: a change written meanwhile wakes the sleep
            await self.sleep(await self.look())

    async def look(self) -> float | None:
        """One look at the store; the clock's time to look again at the latest (None:
        when woken, or at the next poll)."""
        raise NotImplementedError

    async def sleep(self, until: float | None) -> None:
        delay = None if until is None else max(0.0, until - self.context.clock.now())
        if delay == 0:
            await asyncio.sleep(0)
            return
        waits: list[asyncio.Future[bool | None]] = [asyncio.ensure_future(self._waker.wait())]
        if delay is not None:
            waits.append(asyncio.ensure_future(self.context.clock.sleep(delay)))
        if self.poll is not None:
            waits.append(asyncio.ensure_future(asyncio.sleep(self.poll)))
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiting in waits:
                waiting.cancel()
