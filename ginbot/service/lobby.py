"""The lobby: challenges and their expiry, and the start of every match (accepted
challenges and matches against the computer). One lock keeps two matches from claiming
the same person."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import replace

from ginbot.ai import PLAYERS
from ginbot.engine import Match, Rules
from ginbot.model import Challenge, ChallengeStatus, Cut, MatchInfo, MatchStatus, News, Seat, User
from ginbot.store import challenges, matches, players

from .clock import TimerHandle
from .context import Call, Context, deliver
from .errors import (
    ChallengeClosed,
    ChallengeProblem,
    ChallengeRole,
    InvalidChallenge,
    NoSuchChallenge,
    NoSuchLevel,
    NotYourChallenge,
)
from .live import LiveMatch
from .scheduler import Scheduler, dealt, hand_calls
from .settings import Settings


class Lobby:
    def __init__(
        self, context: Context, settings: Settings, scheduler: Scheduler,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        """``seeds`` makes match seeds (default: ``secrets``)."""
        self.context = context
        self.settings = settings
        self.scheduler = scheduler
        self._seeds = seeds or (lambda: secrets.randbits(63))
        self._lock = asyncio.Lock()  # creating matches, closing challenges
        self._outbox: asyncio.Task[None] | None = None
        self._timers: dict[int, TimerHandle] = {}

    def resume(self, open_challenges: list[Challenge]) -> None:
        """At start-up: forget an earlier run's timers, re-arm each open challenge's expiry."""
        self._timers.clear()
        for challenge in open_challenges:
            self._arm_expiry(challenge)

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()

    # -- challenges --------------------------------------------------------------

    async def challenge(
        self, guild_id: int, channel_id: int, challenger: User, opponent: User,
        rules: Rules | None = None,
    ) -> Challenge:
        """Challenge a person; the challenge expires after the guild's challenge expiry."""
        context = self.context
        context.check_open()
        if challenger.id == opponent.id:
            raise InvalidChallenge(ChallengeProblem.YOURSELF)
        rules = two_player(rules or Rules())
        async with self._lock:
            context.check_free(guild_id, challenger)
            context.check_free(guild_id, opponent)
            now = context.clock.now()
            expires = now + self.settings.guild_settings(guild_id).challenge_expiry
            async with context.db.transaction() as conn:
                await players.save_user(conn, challenger, now)
                await players.save_user(conn, opponent, now)
                challenge_id = await challenges.insert(
                    conn, guild_id, channel_id, challenger, opponent, rules, now, expires)
        challenge = Challenge(challenge_id, guild_id, channel_id, challenger, opponent, rules,
                              ChallengeStatus.OPEN, now, expires)
        self._arm_expiry(challenge)
        return challenge

    async def accept(
        self, challenge_id: int, user: User, *, thread_id: int | None = None
    ) -> MatchInfo:
        """The challenged person accepts: the match starts (in ``thread_id`` if given)."""
        async with self._lock:
            challenge = await self._open_challenge(challenge_id)
            if user.id != challenge.opponent.id:
                if user.id == challenge.challenger.id:
                    raise NotYourChallenge(ChallengeRole.OWN_ACCEPT)
                raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, challenge.opponent.name)
            opponent = replace(challenge.opponent, name=user.name)
            self.context.check_free(challenge.guild_id, challenge.challenger)
            self.context.check_free(challenge.guild_id, opponent)
            live = await self._create_match(
                challenge.guild_id, challenge.channel_id, thread_id,
                (Seat.person(challenge.challenger), Seat.person(opponent)), challenge.rules,
                challenge_id=challenge.id,
            )
        self._drop_timer(challenge_id)
        self._announce_start(live)
        return live.info

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenged person says no; the challenger hears ``challenge_declined``."""
        async with self._lock:
            challenge = await self._open_challenge(challenge_id)
            if user_id != challenge.opponent.id:
                if user_id == challenge.challenger.id:
                    raise NotYourChallenge(ChallengeRole.OWN_DECLINE)
                raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, challenge.opponent.name)
            challenge = await self._close(challenge, ChallengeStatus.DECLINED)
        self._notify(lambda: self.context.notifier.challenge_declined(challenge))
        return challenge

    async def cancel_challenge(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenger withdraws an open challenge."""
        async with self._lock:
            challenge = await self._open_challenge(challenge_id)
            if user_id != challenge.challenger.id:
                raise NotYourChallenge(
                    ChallengeRole.CHALLENGER_CANCELS, challenge.challenger.name)
            return await self._close(challenge, ChallengeStatus.CANCELLED)

    async def challenge_info(self, challenge_id: int) -> Challenge:
        async with self.context.db.reading() as conn:
            challenge = await challenges.load(conn, challenge_id)
        if challenge is None:
            raise NoSuchChallenge(challenge_id)
        return challenge

    async def _open_challenge(self, challenge_id: int) -> Challenge:
        challenge = await self.challenge_info(challenge_id)
        if challenge.status is not ChallengeStatus.OPEN:
            raise ChallengeClosed(challenge.status)
        if self.context.clock.now() >= challenge.expires_at:
            expired = await self._close(challenge, ChallengeStatus.EXPIRED)
            self._notify(lambda: self.context.notifier.challenge_expired(expired))
            raise ChallengeClosed(ChallengeStatus.EXPIRED)
        return challenge

    async def _close(
        self, challenge: Challenge, status: ChallengeStatus, match_id: int | None = None
    ) -> Challenge:
        now = self.context.clock.now()
        async with self.context.db.transaction() as conn:
            if not await challenges.close(conn, challenge.id, status, now, match_id):
                raise ChallengeClosed()
        self._drop_timer(challenge.id)
        return replace(challenge, status=status, match_id=match_id)

    def _arm_expiry(self, challenge: Challenge) -> None:
        delay = challenge.expires_at - self.context.clock.now()
        self._timers[challenge.id] = self.context.after(
            delay, lambda: self._expire(challenge.id))

    def _drop_timer(self, challenge_id: int) -> None:
        timer = self._timers.pop(challenge_id, None)
        if timer is not None:
            timer.cancel()

    async def _expire(self, challenge_id: int) -> None:
        async with self._lock:
            self._timers.pop(challenge_id, None)
            challenge = await self.challenge_info(challenge_id)
            if challenge.status is not ChallengeStatus.OPEN:
                return
            challenge = await self._close(challenge, ChallengeStatus.EXPIRED)
        self._notify(lambda: self.context.notifier.challenge_expired(challenge))

    def _notify(self, call: Call) -> None:
        """Lobby notices keep their order among themselves, like a match's."""
        self._outbox = self.context.spawn(deliver(self._outbox, [call]))

    # -- starting matches --------------------------------------------------------

    async def start_vs_computer(
        self, guild_id: int, channel_id: int, user: User, level: str,
        rules: Rules | None = None, *, thread_id: int | None = None,
    ) -> MatchInfo:
        """A match against the computer at ``level`` (see ``ginbot.ai.PLAYERS``)."""
        if level not in PLAYERS:
            raise NoSuchLevel(level, tuple(PLAYERS))
        rules = two_player(rules or Rules())
        async with self._lock:
            self.context.check_free(guild_id, user)
            live = await self._create_match(
                guild_id, channel_id, thread_id, (Seat.person(user), Seat.computer(level)),
                rules,
            )
        self._announce_start(live)
        return live.info

    async def _create_match(
        self, guild_id: int, channel_id: int, thread_id: int | None,
        seats: tuple[Seat, Seat], rules: Rules, *, challenge_id: int | None = None,
    ) -> LiveMatch:
        context = self.context
        context.check_open()
        seed = self._seeds()
        match = Match(rules, seed)
        now = context.clock.now()
        async with context.db.transaction() as conn:
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
        context.register(live)
        return live

    def _announce_start(self, live: LiveMatch) -> None:
        after = self.scheduler.after_change(live)  # first: the tables show the deadline
        match = live.match
        news: list[News] = [Cut(tuple(match.cuts), match.first_dealer), dealt(match)]
        info = live.info
        public = live.table(None)
        calls: list[Call] = [lambda: self.context.notifier.match_started(info, public, news)]
        calls += hand_calls(self.context, live, news)
        self.context.notify(live, calls + after)


def two_player(rules: Rules) -> Rules:
    """The table seats two: three-handed and team matches are engine-only for now."""
    if rules.players != 2:
        raise InvalidChallenge(ChallengeProblem.TABLE_SIZE, rules.players)
    return rules
