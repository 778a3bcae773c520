"""The match service: the one place where matches live.

The way of one action: under the match's lock the engine checks it, the store
appends it in one transaction, and only then is it announced. A refused
action changes and writes nothing. The computer thinks off the event loop;
after a showdown the next hand is dealt after the guild's delay; turn timers
remind, then forfeit (or play for) the idle player. ``start()`` rebuilds every
unfinished match from the store and picks up where it stopped.

The service knows nothing of Discord: front ends call it with user ids and
display names, and hear back through a ``Notifier``.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Literal

from ginbot.ai import PLAYERS
from ginbot.engine import (
    Action,
    Event,
    HandIsOver,
    HandResult,
    IllegalAction,
    Match,
    MatchRecord,
    Rules,
    parse_action,
    replay,
)
from ginbot.model import (
    ActionSource,
    Challenge,
    ChallengeStatus,
    Cut,
    Dealt,
    EndReason,
    GuildSettings,
    IdleAction,
    MatchInfo,
    MatchStatus,
    News,
    Played,
    PlayerSettings,
    Resigned,
    Seat,
    SettingError,
    TimedOut,
    User,
)
from ginbot.store import (
    Database,
    StoredAction,
    Synchronous,
    challenges,
    guilds,
    ladder,
    matches,
    players,
    posts,
)

from . import ratings
from .clock import Clock, SystemClock, TimerHandle
from .errors import (
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeProblem,
    ChallengeRole,
    InvalidChallenge,
    InvalidSetting,
    MatchFinished,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchHand,
    NoSuchLevel,
    NoSuchMatch,
    NotInMatch,
    NotYourChallenge,
    ServiceClosed,
    SettingScope,
)
from .live import LiveMatch
from .notifier import Notifier
from .views import ActResult, HandReplay, LadderEntry, MatchSummary, RatingChange, TableView

log = logging.getLogger("ginbot.service")

AUTOPLAY_TURNS = 3  # turns the computer plays for an idle person before they forfeit
AUTOPLAY_LEVELS = ("normal", "easy", "simple", "random")  # the first one available plays

Call = Callable[[], Awaitable[None]]


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
        self.database_path = database
        self.synchronous: Synchronous = synchronous
        self.notifier = notifier or Notifier()
        self.clock: Clock = clock or SystemClock()
        self.computer_pause = computer_pause
        self.guild_defaults = guild_defaults or GuildSettings()
        self.autoplay_level = autoplay_level or next(
            level for level in AUTOPLAY_LEVELS if level in PLAYERS
        )
        self._seeds = seeds or (lambda: secrets.randbits(63))
        self._db: Database | None = None
        self._live: dict[int, LiveMatch] = {}
        self._active: dict[tuple[int, int], int] = {}  # (guild, user) -> match id
        self._guilds: dict[int, GuildSettings] = {}
        self._client_locales: dict[int, str] = {}  # user -> as stored, once seen
        self._lobby = asyncio.Lock()  # creating matches, closing challenges
        self._lobby_outbox: asyncio.Task[None] | None = None
        self._challenge_timers: dict[int, TimerHandle] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False
        self._generation = 0

    # -- life cycle ------------------------------------------------------------

    async def start(self) -> None:
        """Open the store, rebuild every unfinished match, re-arm timers, resume play."""
        if self._db is not None:
            raise RuntimeError("the match service is running already")
        self._closing = False
        self._generation += 1  # timers of an earlier run never fire into this one
        self._live.clear()
        self._active.clear()
        self._challenge_timers.clear()
        self._db = await Database.open(self.database_path, synchronous=self.synchronous)
        async with self._db.reading() as conn:
            self._guilds = await guilds.load_all(conn)
            stored = await matches.load_active(conn)
            open_challenges = await challenges.load_open(conn)
        for record in stored:
            try:
                live = LiveMatch.rebuild(record)
            except Exception:
                log.exception("match %d could not be rebuilt from its record; it is left "
                              "untouched in the store", record.info.id)
                continue
            self._register(live)
        for live in list(self._live.values()):
            if live.match.over:  # cannot happen (the end commits with the last action)
                async with live.lock:
                    await self._end(live, live.match.winner or 0, EndReason.TARGET, None)
            else:
                self._after_change(live, restarted=True)  # nobody is told "your turn" again
        for challenge in open_challenges:
            self._arm_challenge_expiry(challenge)
        log.info("match service started: %d matches in play, %d open challenges",
                 len(self._live), len(open_challenges))

    async def close(self, timeout: float = 5.0) -> None:
        """Stop timers, let work in flight finish (up to ``timeout``), close the store."""
        if self._db is None:
            return
        self._closing = True
        for live in self._live.values():
            live.cancel_timers()
        for timer in self._challenge_timers.values():
            timer.cancel()
        pending = [t for t in self._tasks if not t.done()]
        if pending:
            _, late = await asyncio.wait(pending, timeout=timeout)
            for task in late:
                task.cancel()
            if late:
                await asyncio.wait(late)
        await self._db.close()
        self._db = None

    async def __aenter__(self) -> MatchService:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def settle(self) -> None:
        """Wait until work already due is done: computer moves, deals, notifications."""
        while pending := [t for t in self._tasks if not t.done()]:
            await asyncio.wait(pending)

    @property
    def db(self) -> Database:
        if self._db is None:
            raise ServiceClosed(restarting=False)
        return self._db

    def _check_open(self) -> None:
        if self._closing or self._db is None:
            raise ServiceClosed()

    # -- challenges --------------------------------------------------------------

    async def challenge(
        self, guild_id: int, channel_id: int, challenger: User, opponent: User,
        rules: Rules | None = None,
    ) -> Challenge:
        """Challenge a person; the challenge expires after the guild's challenge expiry."""
        self._check_open()
        if challenger.id == opponent.id:
            raise InvalidChallenge(ChallengeProblem.YOURSELF)
        rules = two_player(rules or Rules())
        async with self._lobby:
            self._check_free(guild_id, challenger)
            self._check_free(guild_id, opponent)
            now = self.clock.now()
            expires = now + self.guild_settings(guild_id).challenge_expiry
            async with self.db.transaction() as conn:
                await players.save_user(conn, challenger, now)
                await players.save_user(conn, opponent, now)
                challenge_id = await challenges.insert(
                    conn, guild_id, channel_id, challenger, opponent, rules, now, expires)
        challenge = Challenge(challenge_id, guild_id, channel_id, challenger, opponent, rules,
                              ChallengeStatus.OPEN, now, expires)
        self._arm_challenge_expiry(challenge)
        return challenge

    async def accept(
        self, challenge_id: int, user: User, *, thread_id: int | None = None
    ) -> MatchInfo:
        """The challenged person accepts: the match starts (in ``thread_id`` if given)."""
        async with self._lobby:
            challenge = await self._open_challenge(challenge_id)
            if user.id != challenge.opponent.id:
                if user.id == challenge.challenger.id:
                    raise NotYourChallenge(ChallengeRole.OWN_ACCEPT)
                raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, challenge.opponent.name)
            opponent = replace(challenge.opponent, name=user.name)
            self._check_free(challenge.guild_id, challenge.challenger)
            self._check_free(challenge.guild_id, opponent)
            live = await self._create_match(
                challenge.guild_id, challenge.channel_id, thread_id,
                (Seat.person(challenge.challenger), Seat.person(opponent)), challenge.rules,
                challenge_id=challenge.id,
            )
        self._drop_challenge_timer(challenge_id)
        self._announce_start(live)
        return live.info

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenged person says no; the challenger hears ``challenge_declined``."""
        async with self._lobby:
            challenge = await self._open_challenge(challenge_id)
            if user_id != challenge.opponent.id:
                if user_id == challenge.challenger.id:
                    raise NotYourChallenge(ChallengeRole.OWN_DECLINE)
                raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, challenge.opponent.name)
            challenge = await self._close_challenge(challenge, ChallengeStatus.DECLINED)
        self._notify_lobby(lambda: self.notifier.challenge_declined(challenge))
        return challenge

    async def cancel_challenge(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenger withdraws an open challenge."""
        async with self._lobby:
            challenge = await self._open_challenge(challenge_id)
            if user_id != challenge.challenger.id:
                raise NotYourChallenge(
                    ChallengeRole.CHALLENGER_CANCELS, challenge.challenger.name)
            return await self._close_challenge(challenge, ChallengeStatus.CANCELLED)

    async def challenge_info(self, challenge_id: int) -> Challenge:
        async with self.db.reading() as conn:
            challenge = await challenges.load(conn, challenge_id)
        if challenge is None:
            raise NoSuchChallenge(challenge_id)
        return challenge

    async def _open_challenge(self, challenge_id: int) -> Challenge:
        challenge = await self.challenge_info(challenge_id)
        if challenge.status is not ChallengeStatus.OPEN:
            raise ChallengeClosed(challenge.status)
        if self.clock.now() >= challenge.expires_at:
            expired = await self._close_challenge(challenge, ChallengeStatus.EXPIRED)
            self._notify_lobby(lambda: self.notifier.challenge_expired(expired))
            raise ChallengeClosed(ChallengeStatus.EXPIRED)
        return challenge

    async def _close_challenge(
        self, challenge: Challenge, status: ChallengeStatus, match_id: int | None = None
    ) -> Challenge:
        async with self.db.transaction() as conn:
            if not await challenges.close(conn, challenge.id, status, self.clock.now(), match_id):
                raise ChallengeClosed()
        self._drop_challenge_timer(challenge.id)
        return replace(challenge, status=status, match_id=match_id)

    def _arm_challenge_expiry(self, challenge: Challenge) -> None:
        delay = challenge.expires_at - self.clock.now()
        self._challenge_timers[challenge.id] = self._after(
            delay, lambda: self._expire_challenge(challenge.id))

    def _drop_challenge_timer(self, challenge_id: int) -> None:
        timer = self._challenge_timers.pop(challenge_id, None)
        if timer is not None:
            timer.cancel()

    async def _expire_challenge(self, challenge_id: int) -> None:
        async with self._lobby:
            self._challenge_timers.pop(challenge_id, None)
            challenge = await self.challenge_info(challenge_id)
            if challenge.status is not ChallengeStatus.OPEN:
                return
            challenge = await self._close_challenge(challenge, ChallengeStatus.EXPIRED)
        self._notify_lobby(lambda: self.notifier.challenge_expired(challenge))

    # -- starting matches --------------------------------------------------------

    async def start_vs_computer(
        self, guild_id: int, channel_id: int, user: User, level: str,
        rules: Rules | None = None, *, thread_id: int | None = None,
    ) -> MatchInfo:
        """A match against the computer at ``level`` (see ``ginbot.ai.PLAYERS``)."""
        if level not in PLAYERS:
            raise NoSuchLevel(level, tuple(PLAYERS))
        rules = two_player(rules or Rules())
        async with self._lobby:
            self._check_free(guild_id, user)
            live = await self._create_match(
                guild_id, channel_id, thread_id, (Seat.person(user), Seat.computer(level)),
                rules,
            )
        self._announce_start(live)
        return live.info

    def _check_free(self, guild_id: int, user: User) -> None:
        match_id = self._active.get((guild_id, user.id))
        if match_id is not None:
            raise AlreadyInMatch(user.name, match_id)

    async def _create_match(
        self, guild_id: int, channel_id: int, thread_id: int | None,
        seats: tuple[Seat, Seat], rules: Rules, *, challenge_id: int | None = None,
    ) -> LiveMatch:
        self._check_open()
        seed = self._seeds()
        match = Match(rules, seed)
        now = self.clock.now()
        async with self.db.transaction() as conn:
            for seat in seats:
                if seat.user_id is not None:
                    await players.save_user(conn, User(seat.user_id, seat.name), now)
            match_id = await matches.insert_match(
                conn, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
                seats=seats, rules=rules, seed=seed, first_hand_seed=match.hand_seeds[0],
                now=now,
            )
            if challenge_id is not None and not await challenges.close(
                conn, challenge_id, ChallengeStatus.ACCEPTED, now, match_id
            ):
                raise ChallengeClosed()
        info = MatchInfo(match_id, guild_id, channel_id, thread_id, seats, rules,
                         MatchStatus.ACTIVE, now)
        live = LiveMatch(info, match, 0)
        self._register(live)
        return live

    def _register(self, live: LiveMatch) -> None:
        self._live[live.id] = live
        for user_id in live.info.user_ids:
            self._active[(live.info.guild_id, user_id)] = live.id

    def _retire(self, live: LiveMatch) -> None:
        live.cancel_timers()
        self._live.pop(live.id, None)
        for user_id in live.info.user_ids:
            if self._active.get((live.info.guild_id, user_id)) == live.id:
                del self._active[(live.info.guild_id, user_id)]

    def _announce_start(self, live: LiveMatch) -> None:
        after = self._after_change(live)  # first, so the tables show the turn's deadline
        match = live.match
        news: list[News] = [Cut(tuple(match.cuts), match.first_dealer), dealt(match)]
        info = live.info
        public = live.table(None)
        calls: list[Call] = [lambda: self.notifier.match_started(info, public, news)]
        calls += self._hand_calls(live, news)
        self._notify(live, calls + after)

    # -- playing -------------------------------------------------------------------

    async def act(self, match_id: int, user_id: int, action: Action) -> ActResult:
        """Play ``action`` for ``user_id``; returns once it is stored.

        Raises the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a
        card not held, the card just taken, an illegal knock, the match is over)
        or ``NotInMatch``/``NoSuchMatch``; a refused action writes nothing.
        """
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            seat = self._seat(live, user_id)
            return await self._apply(live, seat, action, ActionSource.PLAYER)

    async def resign(self, match_id: int, user_id: int) -> MatchSummary:
        """Give up the match: the other side wins (and the ladder says so)."""
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            seat = self._seat(live, user_id)
            return await self._end(live, 1 - seat, EndReason.RESIGN, Resigned(seat))

    async def set_thread(self, match_id: int, thread_id: int | None) -> MatchInfo:
        """Move the match's table into a thread (or back to the channel with None)."""
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            async with self.db.transaction() as conn:
                await matches.set_thread(conn, match_id, thread_id, self.clock.now())
            live.info = replace(live.info, thread_id=thread_id)
            return live.info

    async def _playing(self, match_id: int) -> LiveMatch:
        live = self._live.get(match_id)
        if live is not None:
            return live
        info = await self.match_info(match_id)  # raises NoSuchMatch
        raise MatchFinished(info)

    def _check_in_play(self, live: LiveMatch) -> None:
        self._check_open()
        if live.info.finished:
            raise MatchFinished(live.info)

    @staticmethod
    def _seat(live: LiveMatch, user_id: int) -> int:
        seat = live.info.seat_of(user_id)
        if seat is None:
            raise NotInMatch(live.id, tuple(s.name for s in live.info.seats))
        return seat

    async def _apply(
        self, live: LiveMatch, seat: int, action: Action, source: ActionSource,
        intro: Sequence[News] = (),
    ) -> ActResult:
        """Check, store, announce one action. The caller holds the match's lock."""
        match = live.match
        if match.awaiting_deal:
            raise HandIsOver(dealing=True)
        hand_index = match.hand_number - 1
        events = match.apply(action, seat)  # the engine refuses before changing anything
        result = match.hand.result if match.hand.is_over else None
        now = self.clock.now()
        stored = StoredAction(live.seq, hand_index, seat, str(action), source, now)
        summary = None
        try:
            async with self.db.transaction() as conn:
                await matches.append_action(conn, live.id, stored)
                if result is not None:
                    await matches.insert_hand_result(
                        conn, live.id, hand_index, result, match.scores, now)
                if match.over:
                    assert match.winner is not None
                    summary = await self._write_end(
                        conn, live, match.winner, EndReason.TARGET, now)
        except BaseException:
            await self._rebuild(live)
            raise
        live.seq += 1
        live.version += 1
        if source is ActionSource.PLAYER:
            live.idle_turns[seat] = 0
        if summary is not None:
            live.info = summary.match
            self._retire(live)
        news = self._announce_action(live, seat, events, result, summary, intro)
        return ActResult(live.info, seat, action, stored.seq, tuple(news), live.table(seat),
                         result, summary)

    async def _rebuild(self, live: LiveMatch) -> None:
        """A write failed: the store is the truth, rebuild the match from it."""
        log.warning("rebuilding match %d from the store after a failed write", live.id)
        try:
            async with self.db.reading() as conn:
                stored = await matches.load_match(conn, live.id)
        except Exception:
            log.exception("match %d could not be reloaded; it is set aside", live.id)
            self._retire(live)
            return
        assert stored is not None
        fresh = LiveMatch.rebuild(stored)
        live.match, live.seq, live.info = fresh.match, fresh.seq, stored.info
        live.idle_turns = fresh.idle_turns
        live.version += 1
        if stored.info.finished:
            self._retire(live)
            return
        live.turn_key = None
        self._after_change(live, restarted=True)

    def _announce_action(
        self, live: LiveMatch, seat: int, events: list[Event], result: HandResult | None,
        summary: MatchSummary | None, intro: Sequence[News],
    ) -> list[News]:
        """Tell everyone what happened, each only what they may know; returns the
        mover's own news."""
        after = self._after_change(live)  # first, so the tables show the new turn's deadline
        info = live.info
        public_news = [*intro, *(Played.seen(e, None, result) for e in events)]
        public = live.table(None)
        calls: list[Call] = [lambda: self.notifier.table_changed(info, public, public_news)]
        own_news = [*intro, *(Played.seen(e, seat, result) for e in events)]
        user_id = info.seats[seat].user_id
        if user_id is not None:
            own = live.table(seat)
            calls.append(lambda: self.notifier.hand_changed(info, user_id, own, own_news))
        if result is not None:
            scores = live.match.scores
            calls.append(lambda: self.notifier.showdown(info, result, scores))
        if summary is not None:
            calls.append(lambda: self.notifier.match_over(info, summary))
        self._notify(live, calls + after)
        return own_news

    def _hand_calls(self, live: LiveMatch, news: Sequence[News]) -> list[Call]:
        """Each person's new hand after a deal."""
        info = live.info
        calls: list[Call] = []
        for seat, user_id in enumerate(s.user_id for s in info.seats):
            if user_id is not None:
                table = live.table(seat)
                calls.append(
                    lambda u=user_id, t=table: self.notifier.hand_changed(info, u, t, news))
        return calls

    # -- what happens next: the computer, the next deal, turn timers ----------------

    def _after_change(self, live: LiveMatch, *, restarted: bool = False) -> list[Call]:
        """Schedule what the new state calls for; runs after every stored change.

        Returns the "your turn" notice to send after the change's own notices.
        """
        if live.info.finished or self._closing:
            return []
        match = live.match
        awaiting = match.awaiting_deal
        key = ("deal", match.hand_number) if awaiting else (match.hand_number, match.hand.to_move)
        new_turn = key != live.turn_key
        if new_turn:
            live.turn_key = key
            live.turn += 1
            live.cancel_timers()
        if awaiting:
            if new_turn:
                delay = self.guild_settings(live.info.guild_id).next_hand_delay
                live.next_deal_at = self.clock.now() + delay
                version = live.version
                live.timers.append(self._after(delay, lambda: self._deal(live, version)))
            return []
        seat = match.hand.to_move
        if live.info.seats[seat].is_computer:
            version = live.version
            self._after(self.computer_pause, lambda: self._computer_move(live, version))
            return []
        if not new_turn:
            return []
        self._arm_turn_timer(live, seat)
        if restarted:
            return []
        user_id = live.info.seats[seat].user_id
        assert user_id is not None
        info, table = live.info, live.table(seat)
        return [lambda: self.notifier.your_turn(info, user_id, table)]

    def _current(self, live: LiveMatch) -> bool:
        """This match is still in play in this run of the service."""
        return not self._closing and self._live.get(live.id) is live

    async def _computer_move(self, live: LiveMatch, version: int) -> None:
        if live.version != version or not self._current(live):
            return
        seat = live.match.hand.to_move
        level = live.info.seats[seat].level
        assert level is not None
        view = live.match.view(seat)
        try:
            action = await asyncio.to_thread(live.player(seat, level).choose, view)
        except Exception:
            log.exception("the %s player failed in match %d; it plays a plain move", level,
                          live.id)
            action = view.hand.legal[0]
        async with live.lock:
            if live.version != version or not self._current(live):
                return
            try:
                await self._apply(live, seat, action, ActionSource.COMPUTER)
            except IllegalAction as error:
                log.error("the %s player chose %s in match %d (%s); it plays a plain move",
                          level, action, live.id, error)
                await self._apply(live, seat, view.hand.legal[0], ActionSource.COMPUTER)

    async def _deal(self, live: LiveMatch, version: int) -> None:
        async with live.lock:
            if (live.version != version or not self._current(live)
                    or not live.match.awaiting_deal):
                return
            live.match.next_hand()
            index = live.match.hand_number - 1
            try:
                async with self.db.transaction() as conn:
                    await matches.insert_hand(
                        conn, live.id, index, live.match.hand_seeds[index], self.clock.now())
            except BaseException:
                await self._rebuild(live)
                raise
            live.version += 1
            after = self._after_change(live)
            news: list[News] = [dealt(live.match)]
            info, public = live.info, live.table(None)
            calls: list[Call] = [lambda: self.notifier.table_changed(info, public, news)]
            self._notify(live, calls + self._hand_calls(live, news) + after)

    def _arm_turn_timer(self, live: LiveMatch, seat: int) -> None:
        timeout = self.guild_settings(live.info.guild_id).turn_timeout
        if timeout <= 0:
            return
        turn = live.turn
        live.deadline = self.clock.now() + timeout
        half = timeout / 2
        live.timers += [
            self._after(half, lambda: self._remind(live, turn, seat, timeout - half)),
            self._after(timeout, lambda: self._time_out(live, turn)),
        ]

    async def _remind(self, live: LiveMatch, turn: int, seat: int, seconds_left: float) -> None:
        if live.turn != turn or not self._current(live):
            return
        user_id = live.info.seats[seat].user_id
        assert user_id is not None
        info = live.info
        self._notify(live, [lambda: self.notifier.reminder(info, user_id, seconds_left)])

    async def _time_out(self, live: LiveMatch, turn: int) -> None:
        """The player to move ran out of time: forfeit, or the computer plays their turn."""
        async with live.lock:
            if live.turn != turn or not self._current(live):
                return
            seat = live.match.hand.to_move
            settings = self.guild_settings(live.info.guild_id)
            if (settings.idle_action is IdleAction.FORFEIT
                    or live.idle_turns[seat] >= AUTOPLAY_TURNS):
                await self._end(live, 1 - seat, EndReason.FORFEIT, TimedOut(seat, autoplay=False))
                return
            live.idle_turns[seat] += 1
            intro: list[News] = [TimedOut(seat, autoplay=True)]
            player = live.player(seat, self.autoplay_level)
            while live.turn == turn and not live.info.finished:
                action = await asyncio.to_thread(player.choose, live.match.view(seat))
                await self._apply(live, seat, action, ActionSource.TIMER, intro)
                intro = []

    # -- the end of a match -----------------------------------------------------------

    async def _end(
        self, live: LiveMatch, winner: int, reason: EndReason, news: News
    ) -> MatchSummary:
        """End the match outside the rules' own end (resign, forfeit). Lock held."""
        try:
            async with self.db.transaction() as conn:
                summary = await self._write_end(conn, live, winner, reason, self.clock.now())
        except BaseException:
            await self._rebuild(live)
            raise
        live.version += 1
        live.info = summary.match
        self._retire(live)
        info = live.info
        public = live.table(None)
        self._notify(live, [
            lambda: self.notifier.table_changed(info, public, [news]),
            lambda: self.notifier.match_over(info, summary),
        ])
        return summary

    async def _write_end(
        self, conn: Any, live: LiveMatch, winner: int, reason: EndReason, now: float
    ) -> MatchSummary:
        """The result, the ladder and ranking points, inside the caller's transaction."""
        info = live.info
        scores = live.match.scores
        margin = live.match.margin if reason is EndReason.TARGET else None
        await matches.finish_match(
            conn, live.id, winner=winner, scores=scores, reason=reason, now=now, margin=margin)
        loser = 1 - winner
        changes: list[RatingChange] = []
        points = 0
        won, lost = info.seats[winner], info.seats[loser]
        if won.user_id is not None and lost.user_id is not None:
            before_w = await ladder.load_rating(conn, info.guild_id, won.user_id)
            before_l = await ladder.load_rating(conn, info.guild_id, lost.user_id)
            before_w = before_w or ratings.new_rating()
            before_l = before_l or ratings.new_rating()
            after_w, after_l = ratings.rate_win(before_w, before_l)
            await ladder.save_rating(conn, info.guild_id, won.user_id, after_w, now)
            await ladder.save_rating(conn, info.guild_id, lost.user_id, after_l, now)
            changes = [
                RatingChange(won.user_id, ratings.shown(before_w), ratings.shown(after_w)),
                RatingChange(lost.user_id, ratings.shown(before_l), ratings.shown(after_l)),
            ]
        elif won.user_id is not None and lost.level is not None:
            points = ratings.computer_points(lost.level)
            if points:
                await ladder.award_points(
                    conn, live.id, info.guild_id, won.user_id, lost.level, points, now)
        finished = replace(info, status=MatchStatus.FINISHED, finished_at=now, winner=winner,
                           scores=scores, end_reason=reason, margin=margin)
        return MatchSummary(finished, winner, scores, reason, tuple(changes), points)

    # -- reading -----------------------------------------------------------------------

    async def player_view(self, match_id: int, user_id: int) -> TableView:
        """The match as this player sees it (their own hand, never the other's)."""
        live = self._live.get(match_id)
        if live is not None:
            return live.table(self._seat(live, user_id))
        info, match = await self._finished(match_id)
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotInMatch(match_id, tuple(s.name for s in info.seats), finished=True)
        return TableView(info, seat, match.view(seat))

    async def public_view(self, match_id: int) -> TableView:
        """The match as the channel sees it."""
        live = self._live.get(match_id)
        if live is not None:
            return live.table(None)
        info, match = await self._finished(match_id)
        return TableView(info, None, match.view(None))

    async def match_info(self, match_id: int) -> MatchInfo:
        live = self._live.get(match_id)
        if live is not None:
            return live.info
        async with self.db.reading() as conn:
            info = await matches.load_info(conn, match_id)
        if info is None:
            raise NoSuchMatch(match_id)
        return info

    async def record(self, match_id: int) -> MatchRecord:
        """The whole record (seeds and actions) of a finished match, for replays."""
        async with self.db.reading() as conn:
            stored = await matches.load_match(conn, match_id)
        if stored is None:
            raise NoSuchMatch(match_id)
        if not stored.info.finished:
            raise MatchNotOver(match_id)
        return stored.record()

    async def replay_hand(self, match_id: int, hand_number: int) -> HandReplay:
        """Hand ``hand_number`` (from 1) of a finished match, move by move, all cards shown."""
        record = await self.record(match_id)
        info = await self.match_info(match_id)
        if not 1 <= hand_number <= len(record.hands):
            raise NoSuchHand(match_id, len(record.hands))
        match = Match(record.rules, record.seed)
        for actions in record.hands[:hand_number - 1]:
            for text in actions:
                match.apply(parse_action(text))
            match.next_hand()
        hand = match.hand
        held = tuple(tuple(hand.hand(seat)) for seat in range(len(info.seats)))
        dealer, upcard = hand.dealer, hand.upcard
        events: list[Event] = []
        for text in record.hands[hand_number - 1]:
            events += match.apply(parse_action(text))
        moves = tuple(Played.seen(e, e.player, hand.result) for e in events)
        return HandReplay(info, hand_number, len(record.hands), dealer, held, upcard, moves,
                          hand.result, match.scores)

    async def _finished(self, match_id: int) -> tuple[MatchInfo, Match]:
        async with self.db.reading() as conn:
            stored = await matches.load_match(conn, match_id)
        if stored is None:
            raise NoSuchMatch(match_id)
        return stored.info, replay(stored.record())

    def active_match(self, guild_id: int, user_id: int) -> MatchInfo | None:
        """This person's match in play in this guild, if any."""
        match_id = self._active.get((guild_id, user_id))
        return None if match_id is None else self._live[match_id].info

    def active_matches_for_user(self, user_id: int) -> list[MatchInfo]:
        """Every match in play of this person, in all guilds (for DM buttons)."""
        return [live.info for live in self._live.values() if user_id in live.info.user_ids]

    def matches_in_channel(self, channel_id: int) -> list[MatchInfo]:
        """Matches in play whose table is in this channel or this thread."""
        return [live.info for live in self._live.values()
                if channel_id in (live.info.channel_id, live.info.thread_id)]

    def active_matches(self) -> list[MatchInfo]:
        return [live.info for live in self._live.values()]

    async def recent_matches(
        self, guild_id: int, user_id: int | None = None, limit: int = 10
    ) -> list[MatchInfo]:
        """Finished matches of the guild (or of one person there), newest first."""
        async with self.db.reading() as conn:
            return await matches.recent(conn, guild_id, user_id, limit)

    async def ladder(
        self, guild_id: int, *, order: Literal["rating", "points"] = "rating",
        limit: int | None = None,
    ) -> list[LadderEntry]:
        """The guild's standings: by rating between people, or by points won off the computer.

        People without a rated match come after the rated ones when ordering by rating.
        """
        async with self.db.reading() as conn:
            standings = await ladder.standings(conn, guild_id)

        def rating_key(s: Any) -> tuple[int, float, int]:
            shown = ratings.shown(s.rating) if s.rating else 0.0
            return (0 if s.rating else 1, -shown, -s.points)

        def points_key(s: Any) -> tuple[int, int, float]:
            shown = ratings.shown(s.rating) if s.rating else float("-inf")
            return (-s.points, 0 if s.rating else 1, -shown)

        standings.sort(key=rating_key if order == "rating" else points_key)
        entries = []
        for rank, s in enumerate(standings[:limit] if limit else standings, start=1):
            r = s.rating
            entries.append(LadderEntry(
                rank, s.user_id, s.name, ratings.shown(r) if r else None,
                r.mu if r else None, r.sigma if r else None,
                r.games if r else 0, r.wins if r else 0, r.losses if r else 0, s.points,
            ))
        return entries

    # -- settings --------------------------------------------------------------------

    def guild_settings(self, guild_id: int) -> GuildSettings:
        return self._guilds.get(guild_id, self.guild_defaults)

    async def update_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some of turn_timeout, idle_action, next_hand_delay, challenge_expiry,
        language (a ``Locale`` or its code; None: the guild's preferred locale on Discord).

        Matches in play use the new values from their next turn on.
        """
        known = {f.name for f in fields(GuildSettings)}
        unknown = set(changes) - known
        if unknown:
            raise InvalidSetting(SettingScope.GUILD, tuple(sorted(unknown)), tuple(sorted(known)))
        try:
            settings = replace(self.guild_settings(guild_id), **changes)
        except SettingError as error:
            raise InvalidSetting(SettingScope.GUILD, rejected=error) from None
        async with self.db.transaction() as conn:
            await guilds.save(conn, guild_id, settings)
        self._guilds[guild_id] = settings
        return settings

    async def player_settings(self, user_id: int) -> PlayerSettings:
        async with self.db.reading() as conn:
            return await players.load_settings(conn, user_id)

    async def update_player_settings(self, user: User, **changes: Any) -> PlayerSettings:
        """Change some of dm_closed, sort (melds|suit|rank), four_colour, language
        (a ``Locale`` or its code; None: the language of the player's Discord client),
        client_locale (that client's Discord locale as last seen)."""
        known = {f.name for f in fields(PlayerSettings)}
        unknown = set(changes) - known
        if unknown:
            raise InvalidSetting(SettingScope.PLAYER, tuple(sorted(unknown)), tuple(sorted(known)))
        async with self.db.transaction() as conn:  # read and write as one: no change is lost
            try:
                settings = replace(await players.load_settings(conn, user.id), **changes)
            except SettingError as error:
                raise InvalidSetting(SettingScope.PLAYER, rejected=error) from None
            await players.save_settings(conn, user, settings, self.clock.now())
        return settings

    async def saw_client_locale(self, user: User, client_locale: str) -> None:
        """Keep the language of ``user``'s app as the front end last saw it (a Discord
        locale), for what is sent to them unasked; written only when it changed."""
        if self._client_locales.get(user.id) == client_locale:
            return
        if (await self.player_settings(user.id)).client_locale != client_locale:
            await self.update_player_settings(user, client_locale=client_locale)
        self._client_locales[user.id] = client_locale

    # -- what a front end remembers: its messages for a match, its own facts -----------

    async def remember_post(
        self, match_id: int, key: str, channel_id: int, message_id: int
    ) -> None:
        """Note where a front end posted ``key`` for a match (e.g. the table message)."""
        async with self.db.transaction() as conn:
            await posts.save_post(conn, match_id, key, channel_id, message_id, self.clock.now())

    async def post(self, match_id: int, key: str) -> tuple[int, int] | None:
        """(channel id, message id) of what was remembered under ``key``, if anything."""
        async with self.db.reading() as conn:
            return await posts.load_post(conn, match_id, key)

    async def front_end_state(self, key: str) -> str | None:
        async with self.db.reading() as conn:
            return await posts.load_state(conn, key)

    async def set_front_end_state(self, key: str, value: str) -> None:
        async with self.db.transaction() as conn:
            await posts.save_state(conn, key, value, self.clock.now())

    # -- background work and ordered notifications --------------------------------------

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background work failed", exc_info=task.exception())

    def _after(
        self, delay: float, work: Callable[[], Coroutine[Any, Any, Any]]
    ) -> TimerHandle:
        """Run ``work()`` as a task after ``delay`` seconds (at once when 0)."""
        generation = self._generation

        def fire() -> None:
            if not self._closing and generation == self._generation:
                self._spawn(work())

        if delay <= 0:
            fire()
            return _NoTimer()
        return self.clock.call_later(delay, fire)

    def _notify(self, live: LiveMatch, calls: list[Call]) -> None:
        """Deliver after the match's earlier notifications, never blocking play."""
        live.outbox = self._spawn(_deliver(live.outbox, calls))

    def _notify_lobby(self, call: Call) -> None:
        self._lobby_outbox = self._spawn(_deliver(self._lobby_outbox, [call]))


async def _deliver(previous: asyncio.Task[None] | None, calls: list[Call]) -> None:
    if previous is not None and not previous.done():
        await asyncio.wait([previous])
    for call in calls:
        try:
            await call()
        except Exception:
            log.exception("a notifier failed; the change it announced stands")


def dealt(match: Match) -> Dealt:
    """The news of the match's current deal."""
    hand = match.hand
    return Dealt(match.hand_number, hand.dealer, hand.to_move, hand.upcard)


def two_player(rules: Rules) -> Rules:
    """The table seats two: three-handed and team matches are engine-only for now."""
    if rules.players != 2:
        raise InvalidChallenge(ChallengeProblem.TABLE_SIZE, rules.players)
    return rules


class _NoTimer:
    def cancel(self) -> None:
        pass
