"""The dispatcher: one loop a process that claims the due rows that have fallen due and
applies each through the service (a deal, a reminder, a time-out, a computer's move, a
challenge's expiry). A row is deleted in the transaction that applies it, so it fires
once; a row whose process died is claimed again at once (``presence``), or when its
lease runs out.

It sleeps until the soonest row is due, and wakes when a change in this process arms
one; with other processes sharing the database it also looks every ``poll`` seconds,
and then reads ahead the matches in play that another process started.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from ginbot.store import due, outbox, presence
from ginbot.store.due import Due

from .context import Context
from .loop import Loop

STREAM_KINDS = ("match", "challenge", "tournament", "season")

log = logging.getLogger("ginbot.service")

LEASE = 15.0  # seconds a claimed row is this process's to apply (then another's)
HEARTBEAT = "dispatcher-heartbeat"  # front_end_state key: when a dispatcher last looked
KEEP_NOTICES = 7 * 24 * 3600.0  # an outbox row every subscriber delivered goes after this
PRUNE_EVERY = 3600.0


class Dispatcher(Loop):
    def __init__(self, context: Context, fire: Callable[[Due], Awaitable[None]],
                 poll: float | None, warm: Callable[[], Awaitable[int]] | None = None
                 ) -> None:
        super().__init__(context, poll)
        self.fire = fire
        self.warm = warm  # with other processes: read ahead the matches they started
        self.running: set[asyncio.Task[None]] = set()
        self._next_reap = 0.0
        self._next_prune = 0.0

    async def look(self) -> float | None:
        try:
            return await self.step()
        except Exception:
            log.exception("the dispatcher could not read the due rows; it tries again")
            return None

    async def step(self) -> float | None:
        """Claim and start what is due now; when the next row falls due."""
        context = self.context
        now = context.clock.now()
        if now >= self._next_prune:
            self._next_prune = now + PRUNE_EVERY
            async with context.db.transaction() as conn:
                for kind in STREAM_KINDS:
                    hearing = [name for name, listener in context.subscribers.items()
                               if listener.hears(f"{kind}:0")]
                    await outbox.prune(conn, hearing, now - KEEP_NOTICES, kind)
        if self.poll is not None and now >= self._next_reap:  # other processes may die
            self._next_reap = now + self.poll
            async with context.db.transaction() as conn:
                if await presence.release_dead(conn, context.owner):
                    context.released += 1  # the deliveries look at every stream again
                    context.wake()
            if self.warm is not None:
                try:
                    await self.warm()
                except Exception:
                    log.exception("the matches in play could not be read ahead")
        async with context.db.reading() as conn:
            soonest = await due.next_due(conn)
        if soonest is None or soonest > now:
            return soonest
        async with context.db.transaction() as conn:
            claimed = await due.claim(conn, now, context.owner, LEASE)
            soonest = await due.next_due(conn)
        for row in claimed:
            task = context.spawn(self._apply(row))
            self.running.add(task)
            task.add_done_callback(self.running.discard)
        return soonest

    async def _apply(self, row: Due) -> None:
        try:
            await self.fire(row)
        except Exception:
            log.exception("the %s timer of %s failed; it is tried again once its lease ends",
                          row.kind, f"match {row.match_id}" if row.match_id is not None
                          else f"challenge {row.challenge_id}" if row.challenge_id is not None
                          else f"tournament {row.tournament_id}"
                          if row.tournament_id is not None else f"guild {row.guild_id}")

    async def idle(self) -> bool:
        """Nothing is due now and nothing claimed is still being applied here."""
        if any(not t.done() for t in self.running):
            return False
        async with self.context.db.reading() as conn:
            soonest = await due.next_due(conn)
        return soonest is None or soonest > self.context.clock.now()
