"""What the service's parts share: the store, the clock, who hears what happened, this
process's cache of matches, and the background work that runs for it.

Nothing here is the truth: the matches in the cache are checked against their stored
version before use, and the dispatcher and the delivery read the store.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from ginbot.store import Database, Synchronous, presence

from .clock import Clock
from .errors import ServiceClosed
from .live import LiveMatch
from .notifier import Notifier

log = logging.getLogger("ginbot.service")

DRAWN_KEPT = 5000  # changes whose notices' views are kept for their delivery


class Context:
    """The service's shared state, one per ``MatchService``."""

    def __init__(
        self, database: str | Path | None, notifier: Notifier, clock: Clock,
        synchronous: Synchronous,
    ) -> None:
        self.database_path = database
        self.synchronous: Synchronous = synchronous
        self.subscribers: dict[str, Notifier] = {"front": notifier}
        self.clock = clock
        self.store: Database | None = None
        self.cache: dict[int, LiveMatch] = {}
        # What each notice of a change written here showed, by (match, version): delivery
        # tells a notice with the table as it was at its change when it has it, and as it
        # stands now otherwise (another process's change, or after a restart).
        self.drawn: dict[tuple[int, int], list[object]] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        self.closing = False
        self.owner = presence.new_owner(os.getpid())  # this process, in claims
        self.wakers: list[asyncio.Event] = []  # one a loop (dispatcher, deliveries)
        self.released = 0  # how often a dead process's claims were let go here

    @property
    def notifier(self) -> Notifier:
        """The front end's notifier."""
        return self.subscribers["front"]

    @notifier.setter
    def notifier(self, notifier: Notifier) -> None:
        self.subscribers["front"] = notifier

    @property
    def db(self) -> Database:
        if self.store is None:
            raise ServiceClosed(restarting=False)
        return self.store

    def check_open(self) -> None:
        if self.closing or self.store is None:
            raise ServiceClosed()

    def remember_drawn(self, match_id: int, version: int, shown: list[object]) -> None:
        self.drawn[(match_id, version)] = shown
        while len(self.drawn) > DRAWN_KEPT:
            del self.drawn[next(iter(self.drawn))]

    def waker(self) -> asyncio.Event:
        """An event set whenever a change is written in this process."""
        event = asyncio.Event()
        self.wakers.append(event)
        return event

    def wake(self) -> None:
        """Something was written that the dispatcher or the deliveries should look at now
        (other processes find it when they next look)."""
        for event in self.wakers:
            event.set()

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background work failed", exc_info=task.exception())

    def pending(self) -> list[asyncio.Task[Any]]:
        return [t for t in self.tasks if not t.done()]
