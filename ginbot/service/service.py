"""The match service: the one front over the parts that run matches.

A thin front over parts with one job each: the lobby (challenges, rematches, the start
of matches), tables (act, resign), the coordinator that writes every change (``changes``),
the scheduler and its dispatcher (due rows: deals, turn clocks, computer moves,
expiries), the delivery of the outbox to each subscriber, results (the end, ratings,
ladders), queries (views, replays) and settings. The database is the truth: a match in
this process's memory is a cache checked against its stored version, so several
processes can share a PostgreSQL database.

The service knows nothing of Discord: front ends call it with user ids and display
names, and hear back through a ``Notifier``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from ginbot.ai import PLAYERS
from ginbot.engine import Action, HandScore, MatchRecord, Rules
from ginbot.model import (
    Challenge,
    GuildSettings,
    Hint,
    Ladder,
    LadderEntry,
    LadderPeriod,
    MatchInfo,
    PlayerSettings,
    Profile,
    SeasonEnd,
    Seat,
    Tournament,
    TournamentFormat,
    TournamentNews,
    User,
)
from ginbot.store import (
    Database,
    Synchronous,
    challenges,
    due,
    matches,
    outbox,
    posts,
    presence,
    seasons,
)
from ginbot.store.due import Due

from .changes import Coordinator
from .clock import Clock, SystemClock
from .context import Context
from .delivery import Call, Delivery
from .dispatcher import HEARTBEAT, Dispatcher
from .live import LiveMatch
from .lobby import Lobby
from .memory import FrontEndMemory, HandScreen, HandToken, Post
from .notices import Notice
from .notifier import Notifier
from .queries import Queries
from .results import Results
from .scheduler import Scheduler
from .seasons import TOP, Seasons
from .settings import Settings
from .statistics import StatisticsListener
from .tables import Tables
from .timers import AUTOPLAY_TURNS, NEVER
from .tournaments import TournamentListener, Tournaments
from .views import Acceptance, ActResult, HandReplay, MatchSummary, TableSnapshot

__all__ = ["AUTOPLAY_LEVELS", "AUTOPLAY_TURNS", "MatchService"]

log = logging.getLogger("ginbot.service")

AUTOPLAY_LEVELS = ("normal", "easy", "simple", "random")  # the first one available plays
POLL = 0.5  # seconds between looks at the store for other processes' rows (PostgreSQL)
DOWN = 30.0  # seconds without a dispatcher after which turn clocks are moved on at start


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
        self._coordinator = Coordinator(context, self._results, self._settings.of)
        self._coordinator.computer_pause = computer_pause
        self._tables = Tables(self._coordinator)
        self._scheduler = Scheduler(
            self._coordinator, self._settings, autoplay_level=autoplay_level or next(
                level for level in AUTOPLAY_LEVELS if level in PLAYERS))
        self._lobby = Lobby(context, self._settings, self._coordinator, seeds)
        self._queries = Queries(self._coordinator)
        self._tournaments = Tournaments(context, self._settings, self._lobby,
                                        self._coordinator, seeds)
        context.subscribers["tournaments"] = TournamentListener(self._tournaments)
        context.subscribers["statistics"] = StatisticsListener(context)
        self._seasons = Seasons(context)
        self._settings.changed = self._seasons.settings_changed
        self._memory = FrontEndMemory(context)
        self._dispatcher: Dispatcher | None = None
        self._deliveries: dict[str, Delivery] = {}

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

    def subscribe(self, listener: Notifier, name: str | None = None) -> None:
        """Hear everything the parts announce, from the outbox, as subscriber ``name``
        (default: the listener's class), with its own progress: it hears each change once,
        in any process, even across a restart (overriding only the events it wants)."""
        name = name or type(listener).__name__
        if name in self._context.subscribers:
            raise ValueError(f"a subscriber named {name!r} is listening already")
        self._context.subscribers[name] = listener
        if self._context.store is not None:
            self._deliver(name)

    @property
    def clock(self) -> Clock:
        return self._context.clock

    @property
    def computer_pause(self) -> float:
        return self._coordinator.computer_pause

    @computer_pause.setter
    def computer_pause(self, seconds: float) -> None:
        self._coordinator.computer_pause = seconds

    @property
    def autoplay_level(self) -> str:
        return self._scheduler.autoplay_level

    @property
    def guild_defaults(self) -> GuildSettings:
        return self._settings.defaults

    @property
    def _live(self) -> dict[int, LiveMatch]:
        """This process's cached matches (tests look inside)."""
        return self._context.cache

    # -- life cycle ------------------------------------------------------------

    async def start(self) -> None:
        """Open the store, pick up where the last run stopped: the dispatcher applies what
        fell due meanwhile, the delivery tells what was not yet told."""
        context = self._context
        if context.store is not None:
            raise RuntimeError("the match service is running already")
        context.closing = False
        context.cache.clear()
        context.store = await Database.open(context.database_path,
                                            synchronous=context.synchronous)
        await context.store.be_present(context.owner)
        poll = POLL if context.store.dialect == "postgresql" else None
        await self._resume_clocks()
        async with context.db.reading() as conn:
            await self._settings.load(conn)
        self._dispatcher = Dispatcher(context, self._fire, poll, self._coordinator.warm)
        self._dispatcher.start()
        for name in context.subscribers:
            self._deliver(name, poll)
        context.spawn(self._tournaments.start_waiting())
        log.info("match service started on %s", context.store.shown)

    def _deliver(self, name: str, poll: float | None = None) -> None:
        if poll is None and self._context.db.dialect == "postgresql":
            poll = POLL
        delivery = Delivery(self._context, name, {
            "match": self._tell, "challenge": self._tell_challenge,
            "tournament": self._tell_tournament, "season": self._tell_season}, poll)
        self._deliveries[name] = delivery
        delivery.start()

    async def _resume_clocks(self) -> None:
        """Nobody loses time for the bot's absence: when no dispatcher has looked for a
        while (every process was down), each turn under way gets a fresh clock."""
        context = self._context
        now = context.clock.now()
        async with context.db.transaction() as conn:
            if context.db.exclusive:  # an earlier run's claims: it is gone
                await due.release_all(conn)
                await outbox.release_all(conn)
            else:
                await presence.release_dead(conn, context.owner)
            seen = await posts.load_state(conn, HEARTBEAT)
            if seen is not None and now - float(seen) > DOWN:
                turns = [d for d in await due.of_kinds(conn, ("remind", "turn"))
                         if d.kind == "turn" and d.due_at < NEVER]
                await due.cancel(conn, [d.id for d in await due.of_kinds(
                    conn, ("remind", "turn")) if d.due_at < NEVER and d.id is not None])
                fresh = []
                for turn in turns:
                    assert turn.match_id is not None
                    guild = await matches.guild_of(conn, turn.match_id)
                    timeout = (await self._settings.of(conn, guild)).turn_timeout
                    fresh += [replace(turn, kind="remind", due_at=now + timeout / 2, id=None),
                              replace(turn, due_at=now + timeout, id=None)]
                await due.arm(conn, fresh)
            await posts.save_state(conn, HEARTBEAT, repr(now), now)

    async def close(self, timeout: float = 5.0) -> None:
        """Stop the loops, let work in flight finish (up to ``timeout``), close the store."""
        context = self._context
        if context.store is None:
            return
        context.closing = True
        context.wake()
        if self._dispatcher is not None:
            await self._dispatcher.stop()
        pending = context.pending()
        if pending:
            _, late = await asyncio.wait(pending, timeout=timeout)
            for task in late:
                task.cancel()
            if late:
                log.warning("%d tasks still running after %.0f s were cancelled", len(late),
                            timeout)
                await asyncio.wait(late)
        for delivery in self._deliveries.values():
            await delivery.stop()
        self._deliveries.clear()
        async with context.db.transaction() as conn:
            await posts.save_state(conn, HEARTBEAT, repr(context.clock.now()),
                                   context.clock.now())
        await context.store.close()
        context.store = None
        log.info("match service stopped")

    async def __aenter__(self) -> MatchService:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def settle(self, *, deliveries: bool = True) -> None:
        """Wait until work already due is done: computer moves, deals, notifications
        (``deliveries`` False: not the notifications, which a front end may be holding)."""
        context = self._context
        while True:
            pending = [t for t in context.pending()
                       if deliveries or t in (self._dispatcher.running if self._dispatcher
                                              else ())]
            if pending:
                await asyncio.wait(pending)
                continue
            context.wake()
            await asyncio.sleep(0)
            if self._dispatcher is not None and not await self._dispatcher.idle():
                await asyncio.sleep(0.005)
                continue
            if not deliveries:
                return
            if context.pending():
                continue
            behind = [d for d in self._deliveries.values() if not await d.caught_up()]
            if behind:
                await asyncio.sleep(0.005)
                continue
            if not context.pending():
                return

    @property
    def db(self) -> Database:
        return self._context.db

    # -- what falls due, and what is told ------------------------------------------------

    async def _fire(self, row: Due) -> None:
        if row.kind == "expire":
            await self._lobby.expire(row)
            return
        if row.kind == "deadline":
            await self._tournaments.deadline(row)
            return
        if row.kind == "season":
            await self._seasons.end(row, self._settings.of)
            return
        await self._scheduler.fire(row)

    async def _tell(self, notifier: Notifier, match_id: int, notice: Notice,
                    drawn: object) -> Call | None:
        """The call that tells one notice of a match: with the views its change showed
        (``drawn``), or as they stand now."""
        queries = self._queries
        news = list(notice.news)
        user = notice.user_id

        async def table(user_id: int | None) -> TableSnapshot:
            if isinstance(drawn, TableSnapshot):
                return drawn
            if user_id is None:
                return await queries.public_view(match_id)
            return await queries.player_view(match_id, user_id)

        info = drawn.match if isinstance(drawn, TableSnapshot) else await queries.match_info(
            match_id)
        match notice.kind:
            case "started":
                public = await table(None)
                return lambda: notifier.match_started(info, public, news)
            case "table":
                public = await table(None)
                return lambda: notifier.table_changed(info, public, news)
            case "hand" if user is not None:
                own = await table(user)
                return lambda: notifier.hand_changed(info, user, own, news)
            case "your_turn" if user is not None:
                own = await table(user)
                return lambda: notifier.your_turn(info, user, own)
            case "showdown" if notice.hand_number is not None:
                number = notice.hand_number
                scored = drawn if isinstance(drawn, HandScore) else (
                    await queries.public_view(match_id)).view.hands[number - 1]
                return lambda: notifier.showdown(info, number, scored.boards, scored.scores)
            case "over":
                async with self._context.db.reading() as conn:
                    summary = await self._results.summary(conn, info)
                return lambda: notifier.match_over(info, summary)
            case "reminder" if user is not None and notice.seconds_left is not None:
                seconds = notice.seconds_left
                return lambda: notifier.reminder(info, user, seconds)
        return None

    async def _tell_challenge(self, notifier: Notifier, challenge_id: int,
                              notice: Notice, drawn: object) -> Call | None:
        async with self._context.db.reading() as conn:
            challenge = await challenges.load(conn, challenge_id)
        if challenge is None:
            return None
        if notice.kind == "expired":
            return lambda: notifier.challenge_expired(challenge)
        if notice.kind == "declined" and notice.user_id is not None:
            by = notice.user_id
            return lambda: notifier.challenge_declined(challenge, by)
        return None

    async def _tell_tournament(self, notifier: Notifier, tournament_id: int,
                               notice: Notice, drawn: object) -> Call | None:
        if notice.kind == "ended":
            return lambda: notifier.tournament_match_ended(tournament_id, notice.round,
                                                           notice.board)
        tournament = await self._tournaments.load(tournament_id)
        news = TournamentNews(notice.kind)
        return lambda: notifier.tournament_news(tournament, news, notice.round, notice.board)

    async def _tell_season(self, notifier: Notifier, guild_id: int, notice: Notice,
                           drawn: object) -> Call | None:
        if notice.kind != "season_ended" or notice.season is None:
            return None
        number = notice.season
        async with self._context.db.reading() as conn:
            found = await seasons.ended(conn, guild_id, number)
            channel = await seasons.channel_of(conn, guild_id, number)
            carried = await seasons.ratings_of(conn, guild_id, number)
        if found is None or carried is None:
            return None
        started, ended, entries = found
        end = SeasonEnd(guild_id, number, started, ended, carried, tuple(entries[:TOP]), channel)
        return lambda: notifier.season_ended(end)

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

    async def rematch(self, match_id: int, user: User) -> MatchInfo | Challenge:
        """``user``, a player of ``match_id``, asks for the same table again: the other
        seats turned round so that they sit first (the order of play and the teams stay).
        Against the computer alone the match starts at once (``MatchInfo``); else the
        people of the other seats are challenged (``Challenge``). ``NotInMatch`` for
        anyone else."""
        return await self._lobby.rematch(match_id, user)

    # -- the tables --------------------------------------------------------------

    async def act(self, match_id: int, user_id: int, action: Action,
                  version: int | None = None) -> ActResult:
        """Play ``action`` for ``user_id``; returns once it is stored.

        Raises the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a card
        not held, the card just taken, an illegal knock, the match is over), ``NotInMatch``
        or ``NoSuchMatch``, and ``StaleTable`` when ``version`` (the version the player
        saw) is no longer the match's; a refused action writes nothing.
        """
        return await self._tables.act(match_id, user_id, action, version)

    async def resign(self, match_id: int, user_id: int) -> MatchSummary:
        """Give up the match: the other side wins (and the ladder says so)."""
        return await self._tables.resign(match_id, user_id)

    async def hint(self, match_id: int, user_id: int) -> Hint:
        """The expert's suggested move for ``user_id`` at their turn, with why (the review
        API's best move, thought off the event loop). Only in a match against the
        computer: the match is marked as hinted and earns no ranking points.

        Raises ``HintRefused`` in a match with another person, ``NotYourTurn`` when it
        is not the caller's turn, ``NotInMatch``, ``NoSuchMatch`` or ``MatchFinished``.
        """
        return await self._tables.hint(match_id, user_id)

    async def set_thread(self, match_id: int, thread_id: int | None) -> MatchInfo:
        """Move the match's table into a thread (or back to the channel with None)."""
        return (await self._tables.set_thread(match_id, thread_id)).live.info

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

    async def active_match(self, guild_id: int, user_id: int) -> MatchInfo | None:
        """This person's match in play in this guild, if any."""
        return await self._queries.active_match(guild_id, user_id)

    async def active_matches_for_user(self, user_id: int) -> list[MatchInfo]:
        """Every match in play of this person, in all guilds (for DM buttons)."""
        return await self._queries.active_matches_for_user(user_id)

    async def matches_in_channel(self, channel_id: int) -> list[MatchInfo]:
        """Matches in play whose table is in this channel or this thread."""
        return await self._queries.matches_in_channel(channel_id)

    async def active_matches(self) -> list[MatchInfo]:
        return await self._queries.active_matches()

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

    async def profile(self, guild_id: int, user_id: int, reader_id: int | None = None,
                      name: str | None = None) -> Profile:
        """``user_id``'s numbers in the guild: their finished matches (by kind of table and
        against each computer level), their hands' statistics, best match (the win by the
        most points: box scoring's margin, else the totals' difference), current
        streak, rating with its last ``history`` changes, ranking points, and the record
        of ``reader_id`` against them (when someone else). ``name``: theirs when the
        store has none."""
        return await self._queries.profile(guild_id, user_id, reader_id, name)

    async def ladder_board(
        self, guild_id: int, period: LadderPeriod = LadderPeriod.ALL, *,
        user_id: int | None = None, limit: int = 20,
    ) -> Ladder:
        """The guild's ladder for ``period``: its top ``limit``, and ``user_id``'s line when
        it is further down.

        ``ALL`` places everyone by rating between people (those with none after, by
        ranking points), and counts the movement from 30 days ago. ``MONTH`` places the
        people who played a rated match this calendar month (UTC) by their wins in it,
        then fewer matches, then ranking points and rating now; its movement is from
        their place in last month's.
        """
        return await self._queries.ladder_board(guild_id, period, user_id, limit)

    async def season_board(self, guild_id: int, number: int, *, user_id: int | None = None,
                           limit: int = 20) -> Ladder:
        """Ended season ``number``'s ladder as it was archived at the season's end (the
        all-time ladder then), like ``ladder_board``; ``NoSuchSeason`` when the guild has
        no such ended season."""
        return await self._queries.season_board(guild_id, number, user_id, limit)

    async def ended_seasons(self, guild_id: int) -> list[int]:
        """The numbers of the guild's ended seasons, newest first."""
        return await self._queries.ended_seasons(guild_id)

    # -- settings --------------------------------------------------------------------

    def guild_settings(self, guild_id: int) -> GuildSettings:
        return self._settings.guild_settings(guild_id)

    async def update_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some of turn_timeout, idle_action, next_hand_delay, challenge_expiry,
        language (a ``Locale`` or its code; None: the guild's preferred locale on Discord),
        tournaments_by_managers, season_days (0: no seasons; else a season begins, or the
        one under way goes on, and ends that many days after it began) and season_ratings
        (``carry`` or ``reset`` at each new season).

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

    # -- what a front end remembers: its messages, DM channels, click tokens, facts -----

    async def remember_post(
        self, match_id: int, key: str, channel_id: int, message_id: int
    ) -> None:
        """Note where a front end posted ``key`` for a match (e.g. the table message)."""
        await self._memory.remember_post(match_id, key, channel_id, message_id)

    async def post(self, match_id: int, key: str) -> Post | None:
        """Where what was remembered under ``key`` is (channel and message), and the match
        version it draws."""
        return await self._memory.post(match_id, key)

    async def hand_screen(self, match_id: int, user_id: int, key: str) -> HandScreen:
        """What drawing a person's hand screens needs, in one read: the post ``key`` (their
        hand DM), their settings, the latest click token of the DM and of ``/hand``."""
        return await self._memory.hand_screen(match_id, user_id, key)

    async def remember_drawn(
        self, match_id: int, key: str, version: int, channel_id: int | None = None,
        message_id: int | None = None,
    ) -> None:
        """Note that the post ``key`` of a match now draws the match at ``version`` (never
        lowered); with ``channel_id`` and ``message_id``: a new message, which becomes
        the post."""
        await self._memory.remember_drawn(match_id, key, version, channel_id, message_id)

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the DM channel between a person and the bot, if it was remembered."""
        return await self._memory.dm_channel(user_id)

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Note the DM channel between a person and the bot."""
        await self._memory.remember_dm_channel(user_id, channel_id)

    async def hand_token(self, match_id: int, user_id: int, ephemeral: bool
                         ) -> HandToken | None:
        """The latest click token of a person's hand screen (``ephemeral``: the one shown
        by ``/hand``, else their DM), if one is kept."""
        return await self._memory.hand_token(match_id, user_id, ephemeral)

    async def remember_hand_token(
        self, match_id: int, user_id: int, ephemeral: bool, token: HandToken, *,
        prune_before: float | None = None,
    ) -> None:
        """Keep ``token`` as the latest of a hand screen (a later one kept already stays);
        ``prune_before``: and forget every other token made before then (spent)."""
        await self._memory.remember_hand_token(match_id, user_id, ephemeral, token,
                                               prune_before=prune_before)

    async def forget_hand_token(self, match_id: int, user_id: int, ephemeral: bool,
                                token: str | None = None) -> None:
        """Forget a hand screen's token (spent, or its screen gone); with ``token``: only
        that one, not a later one."""
        await self._memory.forget_hand_token(match_id, user_id, ephemeral, token)

    async def forget_hand_tokens(self, match_id: int) -> None:
        """Forget every hand screen's token of a match (it is over)."""
        await self._memory.forget_hand_tokens(match_id)

    async def front_end_state(self, key: str) -> str | None:
        return await self._memory.front_end_state(key)

    async def identify_turn(self, bucket: int, spacing: float,
                            answered: asyncio.Future[None]) -> None:
        """Return when a shard of Discord's IDENTIFY ``bucket`` may connect: ``spacing``
        seconds after the bucket's last IDENTIFY was answered, whichever process of the
        bot sent it. The turn is held until ``answered`` is done (the shard's READY;
        cancelled if it never comes) or IDENTIFY_HOLD has passed, so the next one counts
        from Discord's answer, however late this one was sent."""
        await self._memory.identify_turn(bucket, spacing, answered)

    async def set_front_end_state(self, key: str, value: str) -> None:
        await self._memory.set_front_end_state(key, value)

    # -- tournaments ---------------------------------------------------------------

    async def create_tournament(
        self, guild_id: int, channel_id: int, creator: User, format: TournamentFormat,
        name: str, *, rounds: int | None = None, rules: Rules | None = None,
        duplicate: bool = False, round_hours: float = 24.0, manager: bool = False,
    ) -> Tournament:
        """A tournament open for entries in ``channel_id``, its creator the first entrant.
        ``rounds`` only for a Swiss (default: enough for one player to stay unbeaten);
        ``manager``: the creator manages the server (a server may let only managers)."""
        return await self._tournaments.create(
            guild_id, channel_id, creator, format, name, rounds=rounds, rules=rules,
            duplicate=duplicate, round_hours=round_hours, manager=manager)

    async def join_tournament(self, tournament_id: int, user: User) -> Tournament:
        """Enter during sign-up, once."""
        return await self._tournaments.join(tournament_id, user)

    async def leave_tournament(self, tournament_id: int, user_id: int) -> Tournament:
        """Withdraw during sign-up."""
        return await self._tournaments.leave(tournament_id, user_id)

    async def add_computer_to_tournament(self, tournament_id: int, by: User, level: str, *,
                                        manager: bool = False) -> Tournament:
        """Its creator or a manager enters a computer player of ``level``."""
        return await self._tournaments.add_computer(tournament_id, by, level, manager=manager)

    async def start_tournament(self, tournament_id: int, by: User, *, manager: bool = False
                               ) -> Tournament:
        """Seed the field by ladder rating, fix the rounds, pair and start round 1."""
        return await self._tournaments.start(tournament_id, by, manager=manager)

    async def cancel_tournament(self, tournament_id: int, by: User, *, manager: bool = False,
                                reason: str = "") -> Tournament:
        """Called off: by a manager, or by its creator before it starts. Matches in play go
        on as friendly matches."""
        return await self._tournaments.cancel(tournament_id, by, manager=manager,
                                              reason=reason)

    async def remove_from_tournament(self, tournament_id: int, by: User, number: int, *,
                                     manager: bool = False, reason: str = "") -> Tournament:
        """A manager takes a player out: their game in play and every later one is lost."""
        return await self._tournaments.remove(tournament_id, by, number, manager=manager,
                                              reason=reason)

    async def record_tournament_result(self, tournament_id: int, by: User, winner: int, *,
                                       manager: bool = False, reason: str = "") -> Tournament:
        """A manager decides a game of the round by hand: ``winner`` (an entry number)
        wins it, its match in play is ended."""
        return await self._tournaments.record(tournament_id, by, winner, manager=manager,
                                              reason=reason)

    async def tournament(self, tournament_id: int) -> Tournament:
        """The tournament as stored: entrants, every game so far, managers' acts."""
        return await self._tournaments.load(tournament_id)

    async def tournaments(self, guild_id: int, *, search: str = "", limit: int = 25
                          ) -> list[Tournament]:
        """The server's tournaments, newest first (``search``: part of a name)."""
        return await self._tournaments.of_guild(guild_id, search, limit)

    async def tournament_of_match(self, match_id: int) -> Tournament | None:
        """The tournament a match is a game of, if any."""
        return await self._tournaments.of_match(match_id)

    async def set_tournament_message(self, tournament_id: int, message_id: int) -> None:
        """The message that shows the tournament (sign-up, then standings), to edit."""
        await self._tournaments.set_message(tournament_id, message_id)
