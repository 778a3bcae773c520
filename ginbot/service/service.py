"""The match service: the one place where matches live.

A thin front over parts with one job each: the lobby (challenges, the start of
matches), tables (act, resign, rebuild; one lock per match), the scheduler
(computer moves, deals, turn timers), results (the end, ratings, ladders),
queries (views, replays), settings (guild and player) and what a front end
remembers. They share one ``Context``: the store, the clock, the notifier,
the matches in play. ``start()`` rebuilds every unfinished match from the
store and picks up where it stopped.

The service knows nothing of Discord: front ends call it with user ids and
display names, and hear back through a ``Notifier``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from ginbot.ai import PLAYERS
from ginbot.engine import Action, MatchRecord, Rules
from ginbot.model import (
    Challenge,
    EndReason,
    GuildSettings,
    MatchInfo,
    PlayerSettings,
    Seat,
    User,
)
from ginbot.store import Database, Synchronous, challenges, matches, timers

from .clock import Clock, SystemClock
from .context import Context
from .live import LiveMatch
from .lobby import Lobby
from .memory import FrontEndMemory
from .notifier import Notifier
from .queries import Queries
from .results import Results
from .scheduler import AUTOPLAY_TURNS, Scheduler
from .settings import Settings
from .tables import Tables
from .views import Acceptance, ActResult, HandReplay, LadderEntry, MatchSummary, TableSnapshot

__all__ = ["AUTOPLAY_LEVELS", "AUTOPLAY_TURNS", "MatchService"]

log = logging.getLogger("ginbot.service")

AUTOPLAY_LEVELS = ("normal", "easy", "simple", "random")  # the first one available plays


class MatchService:
    """Challenges, matches against people and the computer, timers, ladders."""

    def __init__(
        self,
        database: str | Path | None = None,
        notifier: Notifier | None = None,
        *,
        clock: Clock | None = None,
        computer_pause: float = 1.0,
        guild_defaults: GuildSettings | None = None,
        autoplay_level: str | None = None,
        seeds: Callable[[], int] | None = None,
        synchronous: Synchronous = "NORMAL",
    ) -> None:
        """``seeds`` makes match seeds (default: ``secrets``; tests pass their own).

        ``synchronous``: NORMAL keeps every stored change through a killed process;
        FULL also through a power cut, at one fsync per move (see ``ginbot.store.database``).
        """
        self._context = context = Context(
            database, notifier or Notifier(), clock or SystemClock(), synchronous)
        self._settings = Settings(context, guild_defaults or GuildSettings())
        self._results = Results(context)
        self._tables = Tables(context, self._results)
        self._scheduler = Scheduler(
            context, self._settings, self._tables, computer_pause=computer_pause,
            autoplay_level=autoplay_level or next(
                level for level in AUTOPLAY_LEVELS if level in PLAYERS),
        )
        self._tables.scheduler = self._scheduler  # a move schedules the next; it plays here
        self._lobby = Lobby(context, self._settings, self._scheduler, seeds)
        self._queries = Queries(context)
        self._memory = FrontEndMemory(context)

    # -- what the parts were made with ------------------------------------------

    @property
    def database_path(self) -> str | Path | None:
        return self._context.database_path

    @property
    def synchronous(self) -> Synchronous:
        return self._context.synchronous

    @property
    def notifier(self) -> Notifier:
        return self._context.notifier

    @notifier.setter
    def notifier(self, notifier: Notifier) -> None:
        self._context.notifier = notifier

    def subscribe(self, listener: Notifier) -> None:
        """Hear everything the parts announce, after the front end's notifier (tournaments,
        statistics); overriding only the events it wants."""
        self._context.listeners.append(listener)

    @property
    def clock(self) -> Clock:
        return self._context.clock

    @property
    def computer_pause(self) -> float:
        return self._scheduler.computer_pause

    @computer_pause.setter
    def computer_pause(self, seconds: float) -> None:
        self._scheduler.computer_pause = seconds

    @property
    def autoplay_level(self) -> str:
        return self._scheduler.autoplay_level

    @property
    def guild_defaults(self) -> GuildSettings:
        return self._settings.defaults

    @property
    def _live(self) -> dict[int, LiveMatch]:
        """The matches in play (tests read the truth from inside)."""
        return self._context.live

    # -- life cycle ------------------------------------------------------------

    async def start(self) -> None:
        """Open the store, rebuild every unfinished match, re-arm timers, resume play."""
        context = self._context
        if context.store is not None:
            raise RuntimeError("the match service is running already")
        context.closing = False
        context.generation += 1  # timers of an earlier run never fire into this one
        context.live.clear()
        context.active.clear()
        self._lobby.resume([])
        context.store = await Database.open(context.database_path,
                                            synchronous=context.synchronous)
        async with context.db.reading() as conn:
            await self._settings.load(conn)
            stored = await matches.load_active(conn)
            armed = await timers.load_all(conn)
            open_challenges = await challenges.load_open(conn)
        for record in stored:
            try:
                live = LiveMatch.rebuild(record)
            except Exception:
                log.exception("match %d could not be rebuilt from its record; it is left "
                              "untouched in the store", record.info.id)
                continue
            context.register(live)
        for live in list(context.live.values()):
            if live.match.over:  # cannot happen (the end commits with the last action)
                async with live.lock:
                    await self._tables.end(
                        live, live.match.winner or 0, EndReason.TARGET, None)
            else:
                self._scheduler.after_change(  # no "your turn" again
                    live, restarted=True, stored=armed.get(live.id, ()))
        self._lobby.resume(open_challenges)
        log.info("match service started: %d matches in play, %d open challenges",
                 len(context.live), len(open_challenges))

    async def close(self, timeout: float = 5.0) -> None:
        """Stop timers, let work in flight finish (up to ``timeout``), close the store."""
        context = self._context
        if context.store is None:
            return
        context.closing = True
        for live in context.live.values():
            live.cancel_timers()
        self._lobby.stop()
        pending = context.pending()
        if pending:
            _, late = await asyncio.wait(pending, timeout=timeout)
            for task in late:
                task.cancel()
            if late:
                log.warning("%d tasks still running after %.0f s were cancelled", len(late),
                            timeout)
                await asyncio.wait(late)
        await context.store.close()
        context.store = None
        log.info("match service stopped: %d matches in play are kept for the next start",
                 sum(not live.info.finished for live in context.live.values()))

    async def __aenter__(self) -> MatchService:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def settle(self) -> None:
        """Wait until work already due is done: computer moves, deals, notifications."""
        while pending := self._context.pending():
            await asyncio.wait(pending)

    @property
    def db(self) -> Database:
        return self._context.db

    # -- the lobby ---------------------------------------------------------------

    async def challenge(
        self, guild_id: int, channel_id: int, challenger: User,
        invited: User | Seat | Sequence[User | Seat], rules: Rules | None = None,
    ) -> Challenge:
        """Invite one person, or fill the other seats of a table of three or four in order
        (people, or ``Seat.computer(level)``; a team table: seat 2 is the challenger's
        partner). It expires after the guild's challenge expiry."""
        others = [invited] if isinstance(invited, User | Seat) else list(invited)
        seats = [Seat.person(s) if isinstance(s, User) else s for s in others]
        return await self._lobby.challenge(guild_id, channel_id, challenger, seats, rules)

    async def accept(
        self, challenge_id: int, user: User, *, thread_id: int | None = None
    ) -> Acceptance:
        """One of those asked accepts; the match starts once all have (in ``thread_id``)."""
        return await self._lobby.accept(challenge_id, user, thread_id=thread_id)

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """One of those asked says no: the challenge is off; the challenger hears
        ``challenge_declined``."""
        return await self._lobby.decline(challenge_id, user_id)

    async def cancel_challenge(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenger withdraws an open challenge."""
        return await self._lobby.cancel_challenge(challenge_id, user_id)

    async def challenge_info(self, challenge_id: int) -> Challenge:
        return await self._lobby.challenge_info(challenge_id)

    async def start_vs_computer(
        self, guild_id: int, channel_id: int, user: User, level: str,
        rules: Rules | None = None, *, thread_id: int | None = None,
    ) -> MatchInfo:
        """A match against the computer at ``level`` (see ``ginbot.ai.PLAYERS``); with rules
        for three or four, the computer takes every other seat (a team table: your partner
        too)."""
        return await self._lobby.start_vs_computer(
            guild_id, channel_id, user, level, rules, thread_id=thread_id)

    # -- the tables --------------------------------------------------------------

    async def act(self, match_id: int, user_id: int, action: Action) -> ActResult:
        """Play ``action`` for ``user_id``; returns once it is stored.

        Raises the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a
        card not held, the card just taken, an illegal knock, the match is over)
        or ``NotInMatch``/``NoSuchMatch``; a refused action writes nothing.
        """
        return await self._tables.act(match_id, user_id, action)

    async def resign(self, match_id: int, user_id: int) -> MatchSummary:
        """Give up the match: the other side wins (and the ladder says so)."""
        return await self._tables.resign(match_id, user_id)

    async def set_thread(self, match_id: int, thread_id: int | None) -> MatchInfo:
        """Move the match's table into a thread (or back to the channel with None)."""
        return await self._tables.set_thread(match_id, thread_id)

    # -- reading -----------------------------------------------------------------------

    async def player_view(self, match_id: int, user_id: int) -> TableSnapshot:
        """The match as this player sees it (their own hand, never the other's)."""
        return await self._queries.player_view(match_id, user_id)

    async def public_view(self, match_id: int) -> TableSnapshot:
        """The match as the channel sees it."""
        return await self._queries.public_view(match_id)

    async def match_info(self, match_id: int) -> MatchInfo:
        return await self._queries.match_info(match_id)

    async def record(self, match_id: int) -> MatchRecord:
        """The whole record (seeds and actions) of a finished match, for replays."""
        return await self._queries.record(match_id)

    async def replay_hand(self, match_id: int, hand_number: int) -> HandReplay:
        """Hand ``hand_number`` (from 1) of a finished match, move by move, all cards shown."""
        return await self._queries.replay_hand(match_id, hand_number)

    def active_match(self, guild_id: int, user_id: int) -> MatchInfo | None:
        """This person's match in play in this guild, if any."""
        return self._queries.active_match(guild_id, user_id)

    def active_matches_for_user(self, user_id: int) -> list[MatchInfo]:
        """Every match in play of this person, in all guilds (for DM buttons)."""
        return self._queries.active_matches_for_user(user_id)

    def matches_in_channel(self, channel_id: int) -> list[MatchInfo]:
        """Matches in play whose table is in this channel or this thread."""
        return self._queries.matches_in_channel(channel_id)

    def active_matches(self) -> list[MatchInfo]:
        return self._queries.active_matches()

    async def recent_matches(
        self, guild_id: int, user_id: int | None = None, limit: int = 10
    ) -> list[MatchInfo]:
        """Finished matches of the guild (or of one person there), newest first."""
        return await self._queries.recent_matches(guild_id, user_id, limit)

    async def ladder(
        self, guild_id: int, *, order: Literal["rating", "points"] = "rating",
        limit: int | None = None,
    ) -> list[LadderEntry]:
        """The guild's standings: by rating between people, or by points won off the computer.

        People without a rated match come after the rated ones when ordering by rating.
        """
        return await self._results.ladder(guild_id, order=order, limit=limit)

    # -- settings --------------------------------------------------------------------

    def guild_settings(self, guild_id: int) -> GuildSettings:
        return self._settings.guild_settings(guild_id)

    async def update_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some of turn_timeout, idle_action, next_hand_delay, challenge_expiry,
        language (a ``Locale`` or its code; None: the guild's preferred locale on Discord).

        Matches in play use the new values from their next turn on.
        """
        return await self._settings.update_guild_settings(guild_id, **changes)

    async def player_settings(self, user_id: int) -> PlayerSettings:
        return await self._settings.player_settings(user_id)

    async def update_player_settings(self, user: User, **changes: Any) -> PlayerSettings:
        """Change some of dm_closed, sort (melds|suit|rank), four_colour, language
        (a ``Locale`` or its code; None: the language of the player's Discord client),
        client_locale (that client's Discord locale as last seen)."""
        return await self._settings.update_player_settings(user, **changes)

    async def saw_client_locale(self, user: User, client_locale: str) -> None:
        """Keep the language of ``user``'s app as the front end last saw it (a Discord
        locale), for what is sent to them unasked; written only when it changed."""
        await self._settings.saw_client_locale(user, client_locale)

    # -- what a front end remembers: its messages for a match, its own facts -----------

    async def remember_post(
        self, match_id: int, key: str, channel_id: int, message_id: int
    ) -> None:
        """Note where a front end posted ``key`` for a match (e.g. the table message)."""
        await self._memory.remember_post(match_id, key, channel_id, message_id)

    async def post(self, match_id: int, key: str) -> tuple[int, int] | None:
        """(channel id, message id) of what was remembered under ``key``, if anything."""
        return await self._memory.post(match_id, key)

    async def front_end_state(self, key: str) -> str | None:
        return await self._memory.front_end_state(key)

    async def set_front_end_state(self, key: str, value: str) -> None:
        await self._memory.set_front_end_state(key, value)
