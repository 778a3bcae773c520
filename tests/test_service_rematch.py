"""A rematch in the service's lobby: the one who asks sits first, the others follow round
the table (the order of play and the teams stay), the rules and the channel stay;
against the computer alone it starts at once, with people it is a challenge to them."""

from __future__ import annotations

from ginbot.engine import Rules
from ginbot.model import ChallengeStatus, MatchStatus, Seat
from ginbot.service import Challenge, MatchInfo, MatchService, NotInMatch, User
from tests.refused import refused
from tests.service_support import Recorder, counter, quick_service, running

GUILD, CHANNEL = 10, 20
ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")


async def finished_table(
    service: MatchService, people: list[User | Seat], rules: Rules | None = None,
) -> MatchInfo:
    """Ann challenges ``people`` (the other seats in order), everyone accepts, and the
    last person resigns: the match is over."""
    challenge = await service.challenge(GUILD, CHANNEL, ANN, people, rules)
    info = None
    for user in people:
        if isinstance(user, User):
            info = (await service.accept(challenge.id, user)).match
    assert info is not None
    await service.settle()
    last = next(user for user in reversed(people) if isinstance(user, User))
    await service.resign(info.id, last.id)
    return await service.match_info(info.id)


def seated(seats: tuple[Seat, ...]) -> list[int | str | None]:
    """Who sits where: a person's id, or the computer's level."""
    return [seat.user_id if seat.user_id is not None else seat.level for seat in seats]


async def test_a_rematch_of_two_is_a_challenge_from_the_one_who_asks(database) -> None:
    async with running(quick_service(database, Recorder(),
                                     seeds=counter())) as service:
        done = await finished_table(service, [BOB], Rules.preset("knock5"))
        again = await service.rematch(done.id, BOB)
        assert isinstance(again, Challenge)
        assert seated(again.seats) == [BOB.id, ANN.id]
        assert (again.guild_id, again.channel_id) == (GUILD, CHANNEL)
        assert again.rules == done.rules and again.status is ChallengeStatus.OPEN
        assert [user.id for user in again.invited] == [ANN.id]
        assert (await service.accept(again.id, ANN)).match is not None


async def test_a_rematch_turns_the_table_round_and_keeps_the_teams(database) -> None:
    async with running(quick_service(database, Recorder(),
                                     seeds=counter())) as service:
        done = await finished_table(service, [BOB, CAT, DAN])  # Ann & Cat vs Bob & Dan
        assert seated(done.seats) == [ANN.id, BOB.id, CAT.id, DAN.id]
        again = await service.rematch(done.id, BOB)
        assert isinstance(again, Challenge)
        assert seated(again.seats) == [BOB.id, CAT.id, DAN.id, ANN.id]  # Bob & Dan vs Cat & Ann
        assert again.rules == done.rules


async def test_a_rematch_keeps_the_computers_seat_and_level(database) -> None:
    async with running(quick_service(database, Recorder(),
                                     seeds=counter())) as service:
        done = await finished_table(service, [BOB, Seat.computer("easy")])
        again = await service.rematch(done.id, BOB)
        assert isinstance(again, Challenge)
        assert seated(again.seats) == [BOB.id, "easy", ANN.id]
        assert [user.id for user in again.invited] == [ANN.id]


async def test_a_rematch_against_the_computer_alone_starts_at_once(database) -> None:
    async with running(quick_service(database, Recorder(),
                                     seeds=counter())) as service:
        first = await service.start_vs_computer(GUILD, CHANNEL, ANN, "easy",
                                                Rules.preset("three"))
        await service.settle()
        await service.resign(first.id, ANN.id)
        again = await service.rematch(first.id, ANN)
        assert isinstance(again, MatchInfo) and again.id != first.id
        assert seated(again.seats) == [ANN.id, "easy", "easy"]
        assert again.status is MatchStatus.ACTIVE and again.rules == first.rules
        assert (again.guild_id, again.channel_id) == (GUILD, CHANNEL)


async def test_only_a_player_of_the_match_may_ask_for_its_rematch(database) -> None:
    async with running(quick_service(database, Recorder(),
                                     seeds=counter())) as service:
        done = await finished_table(service, [BOB])
        with refused(NotInMatch(done.id, done.seats, finished=True)):
            await service.rematch(done.id, CAT)
        assert (await service.active_matches()) == []
