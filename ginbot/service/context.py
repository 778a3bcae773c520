"""What the service's parts share: the store, the clock, the notifier, the matches in
play, and the background work that runs after a change (timers, ordered notices).

Each part holds its own state and reaches the others' only through this and
their public methods.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from ginbot.model import User
from ginbot.store import Database, Synchronous

from .clock import Clock, TimerHandle
from .errors import AlreadyInMatch, ServiceClosed
from .live import LiveMatch
from .notifier import Broadcast, Notifier

log = logging.getLogger("ginbot.service")

Call = Callable[[], Awaitable[None]]


class Context:
    """The service's shared state, one per ``MatchService``."""

    def __init__(
        self, database: str | Path | None, notifier: Notifier, clock: Clock,
        synchronous: Synchronous,
    ) -> None:
        self.database_path = database
        self.synchronous: Synchronous = synchronous
        self.listeners: list[Notifier] = [notifier]  # the front end's first
        self.announce = Broadcast(self.listeners)
        self.clock = clock
        self.store: Database | None = None
        self.live: dict[int, LiveMatch] = {}
        self.active: dict[tuple[int, int], int] = {}  # (guild, user) -> match id
        self.tasks: set[asyncio.Task[Any]] = set()
        self.closing = False
        self.generation = 0

    @property
    def notifier(self) -> Notifier:
        """The front end's notifier (the first listener)."""
        return self.listeners[0]

    @notifier.setter
    def notifier(self, notifier: Notifier) -> None:
        self.listeners[0] = notifier

    @property
    def db(self) -> Database:
        if self.store is None:
            raise ServiceClosed(restarting=False)
        return self.store

    def check_open(self) -> None:
        if self.closing or self.store is None:
            raise ServiceClosed()

    # -- the matches in play -------------------------------------------------------------

    def register(self, live: LiveMatch) -> None:
        self.live[live.id] = live
        for user_id in live.info.user_ids:
            self.active[(live.info.guild_id, user_id)] = live.id

    def retire(self, live: LiveMatch) -> None:
        live.cancel_timers()
        self.live.pop(live.id, None)
        for user_id in live.info.user_ids:
            if self.active.get((live.info.guild_id, user_id)) == live.id:
                del self.active[(live.info.guild_id, user_id)]

    def current(self, live: LiveMatch) -> bool:
        """This match is still in play in this run of the service."""
        return not self.closing and self.live.get(live.id) is live

    def check_free(self, guild_id: int, user: User) -> None:
        match_id = self.active.get((guild_id, user.id))
        if match_id is not None:
            raise AlreadyInMatch(user.name, match_id)

    # -- background work and ordered notifications --------------------------------------

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

    def after(
        self, delay: float, work: Callable[[], Coroutine[Any, Any, Any]]
    ) -> TimerHandle:
        """Run ``work()`` as a task after ``delay`` seconds (at once when 0)."""
        generation = self.generation

        def fire() -> None:
            if not self.closing and generation == self.generation:
                self.spawn(work())

        if delay <= 0:
            fire()
            return _NoTimer()
        return self.clock.call_later(delay, fire)

    def notify(self, live: LiveMatch, calls: list[Call]) -> None:
        """Deliver after the match's earlier notifications, never blocking play."""
        live.outbox = self.spawn(deliver(live.outbox, calls))


async def deliver(previous: asyncio.Task[None] | None, calls: list[Call]) -> None:
    """Make ``calls`` in order once ``previous`` (the same outbox's last delivery) is done."""
    if previous is not None and not previous.done():
        await asyncio.wait([previous])
    for call in calls:
        try:
            await call()
        except Exception:
            log.exception("a notifier failed; the change it announced stands")


class _NoTimer:
    def cancel(self) -> None:
        pass
