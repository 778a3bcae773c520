"""The ladder by period, from the service: this calendar month's places by wins, the
all-time places by rating, each line's movement since the last period, and the caller's
own line when it is below the top."""

from __future__ import annotations

from ginbot.model import LadderPeriod, User
from ginbot.service import ManualClock, MatchService
from tests.service_support import quick_service, running

GUILD, CHANNEL = 7, 70
ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")
DAY = 86400.0
NOVEMBER_14 = 1_700_000_000.0  # 2023-11-14 22:13 UTC


async def beats(service: MatchService, winner: User, loser: User) -> None:
    """A match between two people that ``loser`` resigns."""
    challenge = await service.challenge(GUILD, CHANNEL, winner, loser)
    match = (await service.accept(challenge.id, loser)).match
    await service.resign(match.id, loser.id)
    await service.settle()


def lines(board, *fields: str) -> list[tuple[object, ...]]:
    return [tuple(getattr(e, f) for f in ("name", *fields)) for e in board.entries]


async def test_the_month_places_by_wins_and_moves_from_last_months_places(database):
    clock = ManualClock(NOVEMBER_14)
    async with running(quick_service(database, clock=clock)) as service:
        await beats(service, ANN, BOB)
        await beats(service, ANN, BOB)
        await beats(service, CAT, BOB)
        november = await service.ladder_board(GUILD, LadderPeriod.MONTH)
        assert (november.year, november.month, november.total) == (2023, 11, 3)
        assert lines(november, "games", "wins", "losses", "moved") == [
            ("Ann", 2, 2, 0, None), ("Cat", 1, 1, 0, None), ("Bob", 3, 0, 3, None)]
        clock.jump(20 * DAY)  # December 4th
        assert (await service.ladder_board(GUILD, LadderPeriod.MONTH)).entries == ()
        await beats(service, BOB, ANN)
        await beats(service, BOB, ANN)
        await beats(service, BOB, CAT)
        december = await service.ladder_board(GUILD, LadderPeriod.MONTH)
        assert (december.year, december.month) == (2023, 12)
        # Cat lost as often as Ann but played fewer matches.
        assert lines(december, "games", "wins", "moved") == [
            ("Bob", 3, 3, 2), ("Cat", 1, 0, 0), ("Ann", 2, 0, -2)]
        now = {e.user_id: e.rating for e in await service.ladder(GUILD)}
        assert [e.rating for e in december.entries] == [now[BOB.id], now[CAT.id], now[ANN.id]]
        top = await service.ladder_board(GUILD, LadderPeriod.MONTH, user_id=ANN.id, limit=2)
        assert [e.name for e in top.entries] == ["Bob", "Cat"] and top.total == 3
        assert top.caller == december.entries[2]
        assert (await service.ladder_board(GUILD, LadderPeriod.MONTH, user_id=CAT.id,
                                           limit=2)).caller is None  # in the top already


async def test_all_time_places_by_rating_and_moves_from_thirty_days_ago(database):
    clock = ManualClock(NOVEMBER_14)
    async with running(quick_service(database, clock=clock)) as service:
        assert (await service.ladder_board(GUILD)).entries == ()
        await beats(service, ANN, BOB)
        await beats(service, CAT, DAN)
        await beats(service, ANN, CAT)
        fresh = await service.ladder_board(GUILD, user_id=DAN.id, limit=3)
        old = await service.ladder(GUILD)  # the places by rating, as the ladder always was
        assert [(e.user_id, e.rating, e.games, e.wins) for e in fresh.entries] == [
            (e.user_id, e.rating, e.games, e.wins) for e in old[:3]]
        assert all(e.moved is None for e in fresh.entries)  # nobody was there 30 days ago
        assert fresh.caller is not None and fresh.caller.user_id == DAN.id
        assert fresh.caller.rank == 4 and fresh.total == 4

        clock.jump(40 * DAY)
        still = await service.ladder_board(GUILD)
        assert [(e.user_id, e.moved) for e in still.entries] == [(e.user_id, 0) for e in old]
        before = {e.user_id: e.rank for e in old}
        for _ in range(3):
            await beats(service, DAN, ANN)
        moved = await service.ladder_board(GUILD)
        assert moved.entries[0].name == "Dan" and moved.entries[0].games == 4
        assert [e.moved for e in moved.entries] == [before[e.user_id] - e.rank
                                                    for e in moved.entries]
        assert moved.entries[0].moved == 3
        assert sum(e.moved or 0 for e in moved.entries) == 0
