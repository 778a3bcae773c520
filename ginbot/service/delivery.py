"""Delivery: each subscriber reads the outbox, stream by stream, and hears each change's
notices in order, through its ``Notifier``.

A subscriber's progress is stored after each delivered row (renewing its lease on the
stream), so a process killed between a commit and its delivery delivers it when it
comes back (or another process does), and a row is delivered again only if the process
died while delivering it: the front ends
make a repeat harmless (an edit names the version it draws, ``notice_version``, and one
already drawn is skipped; a new message carries a nonce made from ``notice_key``).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections.abc import Awaitable, Callable

from ginbot.store import outbox
from ginbot.store.outbox import Notice as Row

from .context import Context
from .notices import Notice, Notices
from .notifier import Notifier

log = logging.getLogger("ginbot.service")

LEASE = 30.0  # seconds a claimed stream is this process's to deliver (then another's)

_NOTICE: contextvars.ContextVar[str | None] = contextvars.ContextVar("notice", default=None)
_VERSION: contextvars.ContextVar[int | None] = contextvars.ContextVar("version", default=None)


def notice_key() -> str | None:
    """Which notice is being delivered (``"<row id>.<index>"``), for a front end to make
    the nonce of a message it sends for it; None outside a delivery."""
    return _NOTICE.get()


def notice_version() -> int | None:
    """The match version of the change whose notice is being delivered (0: a
    challenge's), for a front end to note which version an edit draws and to skip one
    it drew already; None outside a delivery."""
    return _VERSION.get()


Call = Callable[[], Awaitable[None]]
Tell = Callable[[Notifier, int, Notice, object], Awaitable[Call | None]]
"""Read what a notice needs and return the notifier call that tells it: a row's calls are
then made one after another, nothing read between. The last argument is what the notice
showed when its change was written in this process (None: read it as it stands now)."""


class Delivery:
    """One subscriber's delivery in this process."""

    def __init__(self, context: Context, name: str, tell: Tell,
                 tell_challenge: Tell, poll: float | None) -> None:
        self.context = context
        self.name = name
        self.tell = tell
        self.tell_challenge = tell_challenge
        self.poll = poll
        self._waker = context.waker()
        self._task: asyncio.Task[None] | None = None
        self._seen = 0  # the last outbox id looked at
        self._busy: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()  # streams that got rows while being delivered

    @property
    def notifier(self) -> Notifier:
        return self.context.subscribers[self.name]

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        for task in list(self._busy.values()):
            task.cancel()
        if self._busy:
            await asyncio.wait(list(self._busy.values()))

    async def _run(self) -> None:
        try:
            async with self.context.db.reading() as conn:
                for stream in await outbox.unfinished(conn, self.name):
                    self._deliver(stream)
        except Exception:
            log.exception("%s: the unfinished notices could not be read", self.name)
        while not self.context.closing:
            self._waker.clear()
            try:
                async with self.context.db.reading() as conn:
                    found = await outbox.newer(conn, self._seen)
            except Exception:
                log.exception("%s: the outbox could not be read; it tries again", self.name)
                found = []
            for row_id, stream in found:
                self._seen = max(self._seen, row_id)
                self._deliver(stream)
            if found:
                continue
            await self._wait()

    async def _wait(self) -> None:
        waits: list[asyncio.Future[bool | None]] = [asyncio.ensure_future(self._waker.wait())]
        if self.poll is not None:
            waits.append(asyncio.ensure_future(asyncio.sleep(self.poll)))
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiting in waits:
                waiting.cancel()

    def _deliver(self, stream: str) -> None:
        if stream in self._busy:
            self._again.add(stream)
            return
        task = self.context.spawn(self._stream(stream))
        self._busy[stream] = task
        task.add_done_callback(lambda _: self._done(stream))

    def _done(self, stream: str) -> None:
        self._busy.pop(stream, None)
        if stream in self._again and not self.context.closing:
            self._again.discard(stream)
            self._deliver(stream)

    async def _stream(self, stream: str) -> None:
        context = self.context
        async with context.db.transaction() as conn:
            last = await outbox.claim(conn, self.name, stream, context.owner,
                                      context.clock.now(), LEASE)
            rows = [] if last is None else await outbox.rows_after(conn, stream, last)
        if last is None:
            return  # another process delivers it
        delivered_to = last
        try:
            for row in rows:
                await self._row(row)
                delivered_to = row.id
                if row is not rows[-1]:  # a long batch: its progress, and the lease renewed
                    async with context.db.transaction() as conn:
                        if not await outbox.delivered(
                                conn, self.name, stream, delivered_to, context.owner,
                                until=context.clock.now() + LEASE):
                            return  # the lease ran out and another process delivers it
        finally:
            # A process that dies before its progress is stored tells those rows again
            # when it is back (a repeat the front ends make harmless).
            with contextlib.suppress(Exception):
                async with context.db.transaction() as conn:
                    await outbox.delivered(conn, self.name, stream, delivered_to,
                                           context.owner, until=None)

    async def _row(self, row: Row) -> None:
        kind, _, number = row.stream.partition(":")
        prepare = self.tell if kind == "match" else self.tell_challenge
        calls: list[tuple[str, str, Call]] = []
        for index, notice in enumerate(Notices.from_json(row.payload).items):
            drawn = self.context.drawn.get((int(number), row.version)) if kind == "match" \
                else None
            try:
                call = await prepare(self.notifier, int(number), notice,
                                     drawn[index] if drawn else None)
            except Exception:
                log.exception("the %s notice of %s could not be read; it is not told",
                              notice.kind, row.stream)
                continue
            if call is not None:
                calls.append((f"{row.id}.{index}", notice.kind, call))
        for key, what, call in calls:
            token, version = _NOTICE.set(key), _VERSION.set(row.version)
            try:
                await call()
            except Exception:
                log.exception("a notifier failed on %s of %s (subscriber %s); the change it "
                              "announced stands", what, row.stream, self.name)
            finally:
                _VERSION.reset(version)
                _NOTICE.reset(token)
        with contextlib.suppress(Exception):
            await self.notifier.delivered(int(number) if kind == "match" else None)

    async def caught_up(self) -> bool:
        """Every row written so far has been delivered by this subscriber."""
        if any(not t.done() for t in self._busy.values()):
            return False
        async with self.context.db.reading() as conn:
            return not await outbox.unfinished(conn, self.name)

