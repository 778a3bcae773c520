"""The lobby: challenges and their expiry, rematches, and the start of every match
(accepted challenges and matches against the computer).

The database keeps two starts from claiming one person: a person plays one match at a
time in a server, and two people have one open challenge between them at a time, both
as unique indexes (``match_seats_one_match``, ``challenge_seats_one_open``). A start
that loses the race is refused like one that came late.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace

from ginbot.ai import PLAYERS
from ginbot.engine import AnyTable, Rules, new_table
from ginbot.model import (
    Challenge,
    ChallengeStatus,
    Cut,
    MatchInfo,
    MatchStatus,
    News,
    Seat,
    User,
)
from ginbot.store import Conn, IntegrityError, challenges, due, matches, outbox, players
from ginbot.store.due import Due

from .changes import Change, Coordinator, challenge_stream
from .context import Context
from .errors import (
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeOpen,
    ChallengeProblem,
    ChallengeRole,
    InvalidChallenge,
    NoSuchChallenge,
    NoSuchLevel,
    NoSuchMatch,
    NotInMatch,
    NotYourChallenge,
)
from .live import LiveMatch
from .notices import Notices
from .settings import Settings
from .tables import dealt
from .views import Acceptance


class Lobby:
    def __init__(
        self, context: Context, settings: Settings, coordinator: Coordinator,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        """``seeds`` makes match seeds (default: ``secrets``)."""
        self.context = context
        self.settings = settings
        self.coordinator = coordinator
        self._seeds = seeds or (lambda: secrets.randbits(63))

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
        now = context.clock.now()
        try:
            async with context.db.transaction() as conn:
                for seat in seats:
                    if seat.user_id is not None:
                        await self._check_free(conn, guild_id, seat.user_id, seat.name)
                        await players.save_user(conn, User(seat.user_id, seat.name), now)
                for seat in seats[1:]:
                    if seat.user_id is not None:
                        await self._check_no_challenge(conn, guild_id, challenger.id, seat)
                settings = await self.settings.of(conn, guild_id)
                expires = now + settings.challenge_expiry
                challenge_id = await challenges.insert(
                    conn, guild_id, channel_id, seats, rules, now, expires)
                await due.arm(conn, [Due("expire", expires, challenge_id=challenge_id)])
        except IntegrityError:
            await self._refuse_race(guild_id, seats)
            raise
        context.wake()
        return Challenge(challenge_id, guild_id, channel_id, seats, rules,
                         ChallengeStatus.OPEN, now, expires, accepted=frozenset({challenger.id}))

    async def accept(
        self, challenge_id: int, user: User, *, thread_id: int | None = None
    ) -> Acceptance:
        """One of those asked accepts; the match starts once all have (in ``thread_id``)."""
        context = self.context
        context.check_open()
        now = context.clock.now()
        try:
            async with context.db.transaction() as conn:
                challenge = await self._open(conn, challenge_id, now)
                seat = _answering(challenge, user.id, ChallengeRole.OWN_ACCEPT)
                if user.id in challenge.accepted:
                    raise NotYourChallenge(ChallengeRole.ALREADY_ACCEPTED)
                await self._check_free(conn, challenge.guild_id, user.id, user.name)
                seats = tuple(replace(s, name=user.name) if i == seat else s
                              for i, s in enumerate(challenge.seats))
                challenge = replace(challenge, seats=seats,
                                    accepted=challenge.accepted | {user.id})
                await players.save_user(conn, user, now)
                await challenges.accept(conn, challenge_id, user.id, now)
                if challenge.waiting_for:
                    return Acceptance(challenge, None)
                for person in seats:
                    if person.user_id is not None:
                        await self._check_free(conn, challenge.guild_id, person.user_id,
                                               person.name)
                live = await self.start_in(conn, challenge.guild_id, challenge.channel_id,
                                         thread_id, seats, challenge.rules, now)
                await challenges.close(conn, challenge_id, ChallengeStatus.ACCEPTED, now,
                                       live.id)
                await due.cancel_challenge(conn, challenge_id)
        except IntegrityError:
            await self._refuse_race(challenge.guild_id, challenge.seats)
            raise
        self.started(live)
        started = replace(challenge, status=ChallengeStatus.ACCEPTED, match_id=live.id)
        return Acceptance(started, live.info)

    async def decline(self, challenge_id: int, user_id: int) -> Challenge:
        """One of those asked says no: the challenge is off; the challenger hears
        ``challenge_declined``."""
        now = self.context.clock.now()
        async with self.context.db.transaction() as conn:
            challenge = await self._open(conn, challenge_id, now)
            _answering(challenge, user_id, ChallengeRole.OWN_DECLINE)
            challenge = await self._close(conn, challenge, ChallengeStatus.DECLINED, now)
            notices = Notices()
            notices.add("declined", user_id=user_id)
            await outbox.append(conn, challenge_stream(challenge_id), 0, "change",
                                notices.to_json(), now)
        self.context.wake()
        return challenge

    async def cancel_challenge(self, challenge_id: int, user_id: int) -> Challenge:
        """The challenger withdraws an open challenge."""
        now = self.context.clock.now()
        async with self.context.db.transaction() as conn:
            challenge = await self._open(conn, challenge_id, now)
            if user_id != challenge.challenger.id:
                raise NotYourChallenge(
                    ChallengeRole.CHALLENGER_CANCELS, challenge.challenger.name)
            return await self._close(conn, challenge, ChallengeStatus.CANCELLED, now)

    async def challenge_info(self, challenge_id: int) -> Challenge:
        async with self.context.db.reading() as conn:
            challenge = await challenges.load(conn, challenge_id)
        if challenge is None:
            raise NoSuchChallenge(challenge_id)
        return challenge

    async def expire(self, timer: Due) -> None:
        """A challenge's expiry falls due: closed if nobody answered, the challenger told."""
        assert timer.challenge_id is not None
        context = self.context
        now = context.clock.now()
        async with context.db.transaction() as conn:
            if not await due.take(conn, timer.id or 0, context.owner):
                return
            challenge = await challenges.lock(conn, timer.challenge_id)
            if challenge is None or challenge.status is not ChallengeStatus.OPEN:
                return
            await self._close(conn, challenge, ChallengeStatus.EXPIRED, now)
            notices = Notices()
            notices.add("expired")
            await outbox.append(conn, challenge_stream(challenge.id), 0, "change",
                                notices.to_json(), now)
        context.wake()

    async def _open(self, conn: Conn, challenge_id: int, now: float) -> Challenge:
        """The challenge, locked, if still open (past its expiry it is closed right away:
        its timer may not have fired yet)."""
        challenge = await challenges.lock(conn, challenge_id)
        if challenge is None:
            raise NoSuchChallenge(challenge_id)
        if challenge.status is not ChallengeStatus.OPEN:
            raise ChallengeClosed(challenge.status)
        if now >= challenge.expires_at:
            raise ChallengeClosed(ChallengeStatus.EXPIRED)
        return challenge

    @staticmethod
    async def _close(conn: Conn, challenge: Challenge, status: ChallengeStatus, now: float,
                     match_id: int | None = None) -> Challenge:
        if not await challenges.close(conn, challenge.id, status, now, match_id):
            raise ChallengeClosed()
        await due.cancel_challenge(conn, challenge.id)
        return replace(challenge, status=status, match_id=match_id)

    @staticmethod
    async def _check_free(conn: Conn, guild_id: int, user_id: int, name: str) -> None:
        match_id = await matches.active_of(conn, guild_id, user_id)
        if match_id is not None:
            raise AlreadyInMatch(name, match_id)

    @staticmethod
    async def _check_no_challenge(conn: Conn, guild_id: int, challenger: int,
                                  seat: Seat) -> None:
        assert seat.user_id is not None
        open_id = await challenges.open_between(conn, guild_id, challenger, seat.user_id)
        if open_id is not None:
            raise ChallengeOpen(seat.name, open_id)

    async def _refuse_race(self, guild_id: int, seats: Sequence[Seat]) -> None:
        """Another start claimed someone between the checks and the write: say who."""
        async with self.context.db.reading() as conn:
            for seat in seats:
                if seat.user_id is not None:
                    await self._check_free(conn, guild_id, seat.user_id, seat.name)
            for seat in seats[1:]:
                if seat.user_id is not None and seats[0].user_id is not None:
                    await self._check_no_challenge(conn, guild_id, seats[0].user_id, seat)

    # -- rematches ---------------------------------------------------------------

    async def rematch(self, match_id: int, user: User) -> MatchInfo | Challenge:
        """``user``, a player of ``match_id``, asks for the same table again: the other
        seats turned round so that they sit first (the order of play and the teams stay).
        Against the computer alone the match starts at once (``MatchInfo``); else the
        people of the other seats are challenged (``Challenge``). ``NotInMatch`` for
        anyone else."""
        async with self.context.db.reading() as conn:
            info = await matches.load_info(conn, match_id)
        if info is None:
            raise NoSuchMatch(match_id)
        seat = info.seat_of(user.id)
        if seat is None:
            raise NotInMatch(match_id, info.seats, finished=info.finished)
        others = rematch_seats(info, seat)
        if all(other.is_computer for other in others):
            level = others[0].level
            assert level is not None
            return await self.start_vs_computer(info.guild_id, info.channel_id, user, level,
                                                info.rules)
        return await self.challenge(info.guild_id, info.channel_id, user, others, info.rules)

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
        self.context.check_open()
        rules = rules or Rules()
        seats = (Seat.person(user), *(Seat.computer(level) for _ in range(rules.players - 1)))
        now = self.context.clock.now()
        try:
            async with self.context.db.transaction() as conn:
                await self._check_free(conn, guild_id, user.id, user.name)
                live = await self.start_in(conn, guild_id, channel_id, thread_id, seats, rules,
                                         now)
        except IntegrityError:
            await self._refuse_race(guild_id, seats)
            raise
        self.started(live)
        return live.info

    async def start_in(
        self, conn: Conn, guild_id: int, channel_id: int, thread_id: int | None,
        seats: tuple[Seat, ...], rules: Rules, now: float, *, seed: int | None = None,
    ) -> LiveMatch:
        """A new match written in the caller's transaction, with its first timers and the
        notices of its start (``started`` once it commits); dealt from ``seed`` (default:
        a new one)."""
        seed = self._seeds() if seed is None else seed
        match = new_table(rules, seed)
        for seat in seats:
            if seat.user_id is not None:
                await players.save_user(conn, User(seat.user_id, seat.name), now)
        match_id = await matches.insert_match(
            conn, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id, seats=seats,
            rules=rules, seed=seed, first_seeds=match.hand_seeds, now=now)
        info = MatchInfo(match_id, guild_id, channel_id, thread_id, seats, rules,
                         MatchStatus.ACTIVE, now)
        live = LiveMatch(info, match, 0)
        news: list[News] = [*cut(match), *dealt(match)]
        change = Change()
        change.notices.add("started", news)
        for user_id in info.user_ids:
            change.notices.add("hand", news, user_id=user_id)
        await self.coordinator.write(conn, live, change)
        return live

    def started(self, live: LiveMatch) -> None:
        """A match written by a committed transaction: cache it, wake the loops."""
        self.context.cache[live.id] = live
        self.context.wake()


def _answering(challenge: Challenge, user_id: int, own: ChallengeRole) -> int:
    """The seat of the person answering, who must be one of those asked."""
    seat = challenge.seat_of(user_id)
    if seat == 0:
        raise NotYourChallenge(own)
    if seat is None:
        names = tuple(u.name for u in challenge.waiting_for or challenge.invited)
        raise NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, names[0], names)
    return seat


def rematch_seats(match: MatchInfo, seat: int) -> list[Seat]:
    """The other seats of the table, from ``seat`` (the one asking for a rematch) on:
    turned round so that they sit first, the order of play and the teams stay."""
    count = len(match.seats)
    return [match.seats[(seat + step) % count] for step in range(1, count)]


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
