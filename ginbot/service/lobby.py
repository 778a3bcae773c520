"""The lobby: challenges and their expiry, and the start of every match (accepted
challenges and matches against the computer). One lock keeps two matches from claiming
the same person."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace

from ginbot.ai import PLAYERS
from ginbot.engine import AnyTable, Rules, new_table
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
from .views import Acceptance


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
        self, guild_id: int, channel_id: int, challenger: User, others: Sequence[Seat],
        rules: Rules | None = None,
    ) -> Challenge:
        """Invite one person, or fill the other seats of a table of three or four in order
        (people, or ``Seat.computer(level)``; a team table: seat 2 is the challenger's
        partner). It expires after the guild's challenge expiry."""
        context = self.context
        context.check_open()
        seats = (Seat.person(challenger), *others)
        people = [s.user_id for s in seats if s.user_id is not None]
        if challenger.id in people[1:]:
            raise InvalidChallenge(ChallengeProblem.YOURSELF)
        if len(set(people)) != len(people):
            raise InvalidChallenge(ChallengeProblem.SAME_PERSON_TWICE)
        if len(people) < 2:
            raise InvalidChallenge(ChallengeProblem.NO_PERSON)
        rules = table_rules(rules or Rules(), len(seats))
        async with self._lock:
            for seat in seats:
                if seat.user_id is not None:
                    context.check_free(guild_id, User(seat.user_id, seat.name))
            now = context.clock.now()
            expires = now + self.settings.guild_settings(guild_id).challenge_expiry
            async with context.db.transaction() as conn:
                for seat in seats:
                    if seat.user_id is not None:
                        await players.save_user(conn, User(seat.user_id, seat.name), now)
                challenge_id = await challenges.insert(
                    conn, guild_id, channel_id, seats, rules, now, expires)
        challenge = Challenge(challenge_id, guild_id, channel_id, seats, rules,
                              ChallengeStatus.OPEN, now, expires,
                              accepted=frozenset({challenger.id}))
        self._arm_expiry(challenge)
        return challenge

    async def accept(
        self, challenge_id: int, user: User, *, thread_id: int | None = None
    ) -> Acceptance:
        """One of those asked accepts; the match starts once all have (in ``thread_id``)."""
        async with self._lock:
            challenge = await self._open_challenge(challenge_id)
            seat = self._answering(challenge, user.id, ChallengeRole.OWN_ACCEPT)
            if user.id in challenge.accepted:
                raise NotYourChallenge(ChallengeRole.ALREADY_ACCEPTED)
            self.context.check_free(challenge.guild_id, user)
            seats = tuple(replace(s, name=user.name) if i == seat else s
                          for i, s in enumerate(challenge.seats))
            challenge = replace(challenge, seats=seats,
                                accepted=challenge.accepted | {user.id})
            if challenge.waiting_for:
                now = self.context.clock.now()
                async with self.context.db.transaction() as conn:
                    await players.save_user(conn, user, now)
                    await challenges.accept(conn, challenge_id, user.id, now)
                return Acceptance(challenge, None)
            for person in challenge.seats:
                if person.user_id is not None:
                    self.context.check_free(challenge.guild_id, User(person.user_id, person.name))
            live = await self._create_match(
                challenge.guild_id, challenge.channel_id, thread_id, seats, challenge.rules,
                challenge_id=challenge.id,
            )
        self._drop_timer(challenge_id)
        self._announce_start(live)
        started = replace(challenge, status=ChallengeStatus.ACCEPTED, match_id=live.id)
        return Acceptance(started, live.info)

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """One of those asked says no: the challenge is off; the challenger hears
        ``challenge_declined``."""
        async with self._lock:
            challenge = await self._open_challenge(challenge_id)
            self._answering(challenge, user_id, ChallengeRole.OWN_DECLINE)
            challenge = await self._close(challenge, ChallengeStatus.DECLINED)
        self._notify(lambda: self.context.announce.challenge_declined(challenge, user_id))
        return challenge

    @staticmethod
    def _answering(challenge: Challenge, user_id: int, own: ChallengeRole) -> int:
        """The seat of the person answering, who must be one of those asked."""
        seat = challenge.seat_of(user_id)
        if seat == 0:
            raise NotYourChallenge(own)
        if seat is None:
            names = tuple(u.name for u in challenge.waiting_for or challenge.invited)
            raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, names[0], names)
        return seat

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
            self._notify(lambda: self.context.announce.challenge_expired(expired))
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
        self._notify(lambda: self.context.announce.challenge_expired(challenge))

    def _notify(self, call: Call) -> None:
        """Lobby notices keep their order among themselves, like a match's."""
        self._outbox = self.context.spawn(deliver(self._outbox, [call]))

    # -- starting matches --------------------------------------------------------

    async def start_vs_computer(
        self, guild_id: int, channel_id: int, user: User, level: str,
        rules: Rules | None = None, *, thread_id: int | None = None,
    ) -> MatchInfo:
        """A match against the computer at ``level`` (see ``ginbot.ai.PLAYERS``); with rules
        for three or four, the computer takes every other seat (a team table: your partner
        too)."""
        if level not in PLAYERS:
            raise NoSuchLevel(level, tuple(PLAYERS))
        rules = rules or Rules()
        computers = tuple(Seat.computer(level) for _ in range(rules.players - 1))
        async with self._lock:
            self.context.check_free(guild_id, user)
            live = await self._create_match(
                guild_id, channel_id, thread_id, (Seat.person(user), *computers), rules)
        self._announce_start(live)
        return live.info

    async def _create_match(
        self, guild_id: int, channel_id: int, thread_id: int | None,
        seats: tuple[Seat, ...], rules: Rules, *, challenge_id: int | None = None,
    ) -> LiveMatch:
        context = self.context
        context.check_open()
        seed = self._seeds()
        match = new_table(rules, seed)
        now = context.clock.now()
        async with context.db.transaction() as conn:
            for seat in seats:
                if seat.user_id is not None:
                    await players.save_user(conn, User(seat.user_id, seat.name), now)
            match_id = await matches.insert_match(
                conn, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
                seats=seats, rules=rules, seed=seed, first_seeds=match.hand_seeds,
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
        news: list[News] = [*cut(match), *dealt(match)]
        info = live.info
        public = live.table(None)
        calls: list[Call] = [lambda: self.context.announce.match_started(info, public, news)]
        calls += hand_calls(self.context, live, news)
        self.context.notify(live, calls + after)


def table_rules(rules: Rules, seats: int) -> Rules:
    """The rules for a table of ``seats``: two-player rules (the presets) are set for the
    table; rules made for another table size are refused."""
    if rules.players == seats:
        return rules
    if rules.players != 2:
        raise InvalidChallenge(ChallengeProblem.TABLE_SIZE, rules.players)
    return replace(rules, players=seats)


def cut(match: AnyTable) -> list[Cut]:
    """How the first dealer was chosen (a team table has no cut: the deal alternates)."""
    if not match.cut:
        return []
    return [Cut(tuple(tuple(card for _, card in round_) for round_ in match.cut),
                match.first_dealer,
                tuple(tuple(seat for seat, _ in round_) for round_ in match.cut))]
