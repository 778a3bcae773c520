"""Delivery: each subscriber reads the outbox, stream by stream, and hears each change's
notices in order, through its ``Notifier``.

A subscriber's progress is stored once its rows are told and its notifier says their
work is done (``Notifier.delivered``; a long batch stores it as it goes, renewing its
lease on the stream), so a process killed between a commit and its delivery delivers it
when it comes back (or another process does), and a row is delivered again only if the
process died while delivering it: the front ends
make a repeat harmless (an edit names the version it draws, ``notice_version``, and one
already drawn is skipped; a new message carries a nonce made from ``notice_key``).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections.abc import Awaitable, Callable, Iterator

from ginbot.store import outbox
from ginbot.store.outbox import Notice as Row

from .context import Context
from .loop import Loop
from .notices import Notice, Notices
from .notifier import Notifier

log = logging.getLogger("ginbot.service")

LEASE = 30.0  # seconds a claimed stream is this process's to deliver (then another's)
SETTLE = 5.0  # seconds after which a row's id is taken as committed in order
PAGE = 500

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


@contextlib.contextmanager
def telling(version: int) -> Iterator[None]:
    """Tell what follows as of the match's ``version`` (a front end catching up at the
    start draws as a delivery would)."""
    token = _VERSION.set(version)
    try:
        yield
    finally:
        _VERSION.reset(token)


Call = Callable[[], Awaitable[None]]
Tell = Callable[[Notifier, int, Notice, object], Awaitable[Call | None]]
"""Read what a notice needs and return the notifier call that tells it: a row's calls are
then made one after another, nothing read between. The last argument is what the notice
showed when its change was written in this process (None: read it as it stands now)."""


class Delivery(Loop):
    """One subscriber's delivery in this process."""

    def __init__(self, context: Context, name: str, tellers: dict[str, Tell],
                 poll: float | None) -> None:
        """``tellers``: how to tell a notice of each kind of stream (``match``,
        ``challenge``, ``tournament``)."""
        super().__init__(context, poll)
        self.name = name
        self.tellers = tellers
        # Rows above ``_settled`` are looked at again at each look (their ids may still be
        # committed out of order); ``_told``: per stream, the row delivered up to here.
        self._settled: int | None = None
        self._seen = 0  # the newest row id looked at
        self._next_settle = 0.0  # loop time of the next look at the last seconds' rows
        self._told: dict[str, int] = {}
        self._released = 0
        self._busy: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()  # streams that got rows while being delivered

    @property
    def notifier(self) -> Notifier:
        return self.context.subscribers[self.name]

    async def stop(self) -> None:
        await super().stop()
        for task in list(self._busy.values()):
            task.cancel()
        if self._busy:
            await asyncio.wait(list(self._busy.values()))

    async def look(self) -> float | None:
        """Deliver the streams with rows not yet told (at the first look: every stream
        this subscriber has not delivered to its end)."""
        try:
            async with self.context.db.reading() as conn:
                if self._settled is None or self._released != self.context.released:
                    # The first look, or a dead process's streams were let go: all of them
                    self._released = self.context.released
                    self._settled = self._seen = await outbox.last_id(conn)
                    for stream in await outbox.unfinished(conn, self.name):
                        if self.notifier.hears(stream):
                            self._deliver(stream)
                # Woken by a change here: the rows after the last seen. At each poll (other
                # processes write too, their ids committing out of order): again the
                # rows of the last seconds.
                now = asyncio.get_running_loop().time()
                again = self.poll is not None and now >= self._next_settle
                if again:
                    self._next_settle = now + (self.poll or 0.0)
                after = self._settled if again else self._seen
                settled = self._settled
                while True:
                    found = await outbox.newer(conn, after, PAGE)
                    for row_id, stream, at in found:
                        self._seen = max(self._seen, row_id)
                        if self.poll is None or at < self.context.clock.now() - SETTLE:
                            settled = max(settled, row_id)
                        if row_id > self._told.get(stream, 0) and self.notifier.hears(stream):
                            self._deliver(stream, row_id)
                    if len(found) < PAGE:
                        break
                    after = found[-1][0]
                self._settled = settled
        except Exception:
            log.exception("%s: the outbox could not be read; it tries again", self.name)
        return None

    def _deliver(self, stream: str, row_id: int = 0) -> None:
        """Deliver ``stream`` (it has rows up to ``row_id`` at least)."""
        if stream in self._busy:
            self._again.add(stream)
            return
        task = self.context.spawn(self._stream(stream, row_id))
        self._busy[stream] = task
        task.add_done_callback(lambda _: self._done(stream))

    def _done(self, stream: str) -> None:
        self._busy.pop(stream, None)
        if stream in self._again and not self.context.closing:
            self._again.discard(stream)
            self._deliver(stream)

    async def _stream(self, stream: str, row_id: int) -> None:
        context = self.context
        async with context.db.bookkeeping() as conn:
            last = await outbox.claim(conn, self.name, stream, context.owner,
                                      context.clock.now(), LEASE)
            rows = [] if last is None else await outbox.rows_after(conn, stream, last)
        if last is None:  # another process delivers it (if it dies, ``released`` says so)
            self._told[stream] = max(self._told.get(stream, 0), row_id)
            return
        kind, _, number = stream.partition(":")
        match_id = int(number) if kind == "match" else None
        delivered_to, told_to = last, last
        stored_at = context.clock.now()
        try:
            for row in rows:
                await self._row(row)
                told_to = row.id
                if row is not rows[-1] and context.clock.now() - stored_at >= LEASE / 3:
                    # A long batch: what it told has reached its readers, its progress is
                    # stored and the lease renewed (the rows in between stay coalesced).
                    await self._finished(match_id)
                    delivered_to, stored_at = told_to, context.clock.now()
                    async with context.db.bookkeeping() as conn:
                        if not await outbox.delivered(
                                conn, self.name, stream, delivered_to, context.owner,
                                until=stored_at + LEASE):
                            return  # the lease ran out and another process delivers it
            await self._finished(match_id)
            delivered_to = told_to
        finally:
            # A process that dies before its progress is stored tells those rows again
            # when it is back (a repeat the front ends make harmless).
            self._told[stream] = max(self._told.get(stream, 0), delivered_to)
            with contextlib.suppress(Exception):
                async with context.db.bookkeeping() as conn:
                    await outbox.delivered(conn, self.name, stream, delivered_to,
                                           context.owner, until=None)

    async def _finished(self, match_id: int | None) -> None:
        """What the notices told has reached its readers (the notifier says so)."""
        try:
            await self.notifier.delivered(match_id)
        except Exception:
            log.exception("%s: the notifier failed to finish its work for %s", self.name,
                          f"match {match_id}" if match_id is not None else "a challenge")

    async def _row(self, row: Row) -> None:
        kind, _, number = row.stream.partition(":")
        prepare = self.tellers[kind]
        calls: list[tuple[str, str, Call]] = []
        notifier = self.notifier
        for index, notice in enumerate(Notices.from_json(row.payload).items):
            if notifier.kinds is not None and notice.kind not in notifier.kinds:
                continue
            drawn = self.context.drawn.get((int(number), row.version)) if kind == "match" \
                else None
            try:
                call = await prepare(notifier, int(number), notice,
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

    async def caught_up(self) -> bool:
        """Every row written so far has been delivered by this subscriber."""
        if any(not t.done() for t in self._busy.values()):
            return False
        async with self.context.db.reading() as conn:
            return not any(self.notifier.hears(stream)
                           for stream in await outbox.unfinished(conn, self.name))

