"""Seasons, from the service with its manual clock: a manager sets a season length; at
the season's end (a due row, applied once) the ladder is archived as it stood, a new
season starts with the ratings carried or reset, and the end is told once through the
outbox with the top three and the channel of the server's latest match."""

from __future__ import annotations

import asyncio

import pytest

from ginbot.model import (
    InvalidSetting,
    LadderPeriod,
    NoSuchSeason,
    SeasonEnd,
    SeasonRatings,
    SettingProblem,
    User,
)
from ginbot.service import ManualClock, MatchService, Notifier
from tests.db_support import Location, query
from tests.service_support import quick_service, running

GUILD, CHANNEL, LATER_CHANNEL = 7, 70, 71
ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")
DAY = 86400.0
NOVEMBER_14 = 1_700_000_000.0


class Heard(Notifier):
    streams = ("season",)

    def __init__(self) -> None:
        self.ends: list[SeasonEnd] = []

    async def season_ended(self, end: SeasonEnd) -> None:
        self.ends.append(end)


async def beats(service: MatchService, winner: User, loser: User,
                channel: int = CHANNEL) -> None:
    challenge = await service.challenge(GUILD, channel, winner, loser)
    match = (await service.accept(challenge.id, loser)).match
    await service.resign(match.id, loser.id)
    await service.settle()


async def test_a_season_ends_archives_the_ladder_carries_ratings_and_is_told_once(database):
    clock = ManualClock(NOVEMBER_14)
    heard = Heard()
    async with running(quick_service(database, clock=clock)) as service:
        service.subscribe(heard, "seasons")
        settings = await service.update_guild_settings(GUILD, season_days=7)
        assert (settings.season_days, settings.season_ratings) == (7, SeasonRatings.CARRY)
        await beats(service, ANN, BOB)
        await beats(service, CAT, DAN)
        await beats(service, ANN, CAT, LATER_CHANNEL)
        at_the_end = await service.ladder_board(GUILD, limit=100)
        ratings = {e.user_id: e.rating for e in await service.ladder(GUILD)}
        await clock.advance(7 * DAY - 60)
        await service.settle()
        assert heard.ends == [] and await service.ended_seasons(GUILD) == []
        await clock.advance(60)
        await service.settle()

        archived = await service.season_board(GUILD, 1, limit=100)
        assert archived.period is LadderPeriod.SEASON and archived.season == 1
        assert archived.entries == at_the_end.entries and archived.total == 4
        assert archived.ended == NOVEMBER_14 + 7 * DAY and archived.since == NOVEMBER_14
        assert [(e.name, e.rank) for e in archived.entries[:2]] == [("Ann", 1), ("Cat", 2)]
        assert heard.ends == [SeasonEnd(GUILD, 1, NOVEMBER_14, NOVEMBER_14 + 7 * DAY,
                                        SeasonRatings.CARRY, at_the_end.entries[:3],
                                        LATER_CHANNEL)]
        assert {e.user_id: e.rating for e in await service.ladder(GUILD)} == ratings
        assert await service.ended_seasons(GUILD) == [1]
        top = await service.season_board(GUILD, 1, user_id=DAN.id, limit=2)
        assert top.caller is not None and top.caller.name == "Dan" and top.total == 4
        with pytest.raises(NoSuchSeason) as refused:
            await service.season_board(GUILD, 2)
        assert (refused.value.number, refused.value.last) == (2, 1)

        await clock.advance(7 * DAY)  # season 2 ends in turn, once
        await service.settle()
        assert [end.number for end in heard.ends] == [1, 2]
        assert await service.ended_seasons(GUILD) == [2, 1]
    assert query(database, "SELECT COUNT(*) FROM due WHERE kind = 'season'") == [(1,)]


async def test_reset_ratings_and_a_restart_before_the_end_still_rolls_over(database):
    clock = ManualClock(NOVEMBER_14)
    async with running(quick_service(database, clock=clock)) as service:
        await service.update_guild_settings(GUILD, season_days=1, season_ratings="reset")
        await beats(service, ANN, BOB)
        await beats(service, ANN, BOB)
        at_the_end = await service.ladder_board(GUILD, limit=100)
    clock.jump(DAY + 5)  # the bot was down when the season ended
    heard = Heard()
    async with running(quick_service(database, clock=clock)) as service:
        service.subscribe(heard, "seasons")
        await service.settle()
        assert [end.number for end in heard.ends] == [1]
        assert heard.ends[0].ratings is SeasonRatings.RESET
        assert (await service.season_board(GUILD, 1)).entries == at_the_end.entries
        assert all(e.rating is None for e in await service.ladder(GUILD))  # reset
        await beats(service, BOB, ANN)
        fresh = {e.name: (e.games, e.wins) for e in await service.ladder(GUILD)}
        assert fresh == {"Bob": (1, 1), "Ann": (1, 0)}
    heard_again = Heard()
    async with running(quick_service(database, clock=clock)) as service:
        service.subscribe(heard_again, "seasons")  # told already: not again
        await service.settle()
        assert heard_again.ends == []


async def test_switched_off_nothing_ends_and_switched_on_again_it_counts_from_then(database):
    clock = ManualClock(NOVEMBER_14)
    heard = Heard()
    async with running(quick_service(database, clock=clock)) as service:
        service.subscribe(heard, "seasons")
        await service.update_guild_settings(GUILD, season_days=2)
        await service.update_guild_settings(GUILD, season_days=0)
        await clock.advance(3 * DAY)
        await service.settle()
        assert heard.ends == []
        await service.update_guild_settings(GUILD, season_days=2)
        await clock.advance(DAY)
        await service.settle()
        assert heard.ends == []
        await service.update_guild_settings(GUILD, season_days=3)  # a longer season
        await clock.advance(1.5 * DAY)
        await service.settle()
        assert heard.ends == []
        await clock.advance(0.5 * DAY)
        await service.settle()
        assert [(e.number, e.started, e.ended, e.channel_id) for e in heard.ends] == [
            (1, NOVEMBER_14 + 3 * DAY, NOVEMBER_14 + 6 * DAY, None)]  # no match: no channel
        with pytest.raises(InvalidSetting) as refused:
            await service.update_guild_settings(GUILD, season_days=400)
        assert refused.value.rejected is not None
        assert refused.value.rejected.problem is SettingProblem.SEASON_DAYS


async def test_two_processes_end_a_season_once(postgresql: Location):
    clock = ManualClock(NOVEMBER_14)
    heard = [Heard(), Heard()]
    async with running(quick_service(postgresql, clock=clock)) as first, \
            running(quick_service(postgresql, clock=clock)) as second:
        for service, listener in zip((first, second), heard, strict=True):
            service.subscribe(listener, "seasons")
        await first.update_guild_settings(GUILD, season_days=1)
        await beats(second, ANN, BOB)
        await clock.advance(DAY)
        for _ in range(3):
            await asyncio.gather(first.settle(), second.settle())
            await asyncio.sleep(0.6)  # each looks again at its poll
        assert [end.number for h in heard for end in h.ends] == [1]
        assert query(postgresql, "SELECT number, ended_at IS NOT NULL FROM seasons "
                     "ORDER BY number") == [(1, True), (2, False)]
