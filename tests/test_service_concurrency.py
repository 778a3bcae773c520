"""Changes at the same moment: the database decides. Two clicks of one move apply it
once, and two acceptances that would seat one person at two tables start one match; on
SQLite as two tasks of one process, on PostgreSQL as two processes' services (each its
own pool of connections) on one database."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from ginbot.engine import Rules, replay
from ginbot.model import AlreadyInMatch, StaleTable
from ginbot.service import ActResult, MatchService, User
from tests.db_support import Location, query, stored_record
from tests.service_support import greedy, quick_service, running

ANN, BOB, CAT = User(1, "Ann"), User(2, "Bob"), User(3, "Cat")
GUILD, CHANNEL = 10, 100
DEAL = 7  # a deal whose hand lasts the dozen moves (a random one may end in five)


@asynccontextmanager
async def two_services(database: Location) -> AsyncIterator[tuple[MatchService, MatchService]]:
    """Two services on ``database``: two processes' on PostgreSQL; on SQLite (one process
    a file) the same service twice."""
    async with running(quick_service(database, seeds=lambda: DEAL, next_hand_delay=5)) as first:
        if first.db.dialect == "sqlite":
            yield first, first
            return
        async with running(quick_service(database, seeds=lambda: DEAL,
                                         next_hand_delay=5)) as second:
            yield first, second


async def test_one_move_clicked_through_two_services_at_once_applies_once(database) -> None:
    async with two_services(database) as (first, second):
        challenge = await first.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=500))
        info = (await first.accept(challenge.id, BOB)).match
        for _ in range(12):  # a dozen moves, each clicked twice at the same moment
            table = await first.public_view(info.id)
            if table.view.awaiting_deal:
                break
            user = info.seats[table.to_move[0]].user_id
            assert user is not None
            seen = await second.player_view(info.id, user)
            move = greedy(seen)
            results = await asyncio.gather(
                first.act(info.id, user, move, seen.version),
                second.act(info.id, user, move, seen.version), return_exceptions=True)
            applied = [r for r in results if isinstance(r, ActResult)]
            assert len(applied) == 1, results
            [refused] = [r for r in results if not isinstance(r, ActResult)]
            assert isinstance(refused, StaleTable) and refused.match_id == info.id
            assert applied[0].table.version == seen.version + 1
        stored = query(database, "SELECT seq FROM match_actions WHERE match_id = ? "
                       "ORDER BY seq", info.id)
        assert [seq for (seq,) in stored] == list(range(len(stored))) and len(stored) >= 6
        after = await first.player_view(info.id, ANN.id)
        assert query(database, "SELECT version FROM matches WHERE id = ?", info.id) == [
            (after.version,)]


async def test_two_acceptances_that_would_seat_one_person_twice_start_one_match(
        database) -> None:
    async with two_services(database) as (first, second):
        from_ann = await first.challenge(GUILD, CHANNEL, ANN, BOB)
        from_cat = await second.challenge(GUILD, CHANNEL, CAT, BOB)
        results = await asyncio.gather(first.accept(from_ann.id, BOB),
                                       second.accept(from_cat.id, BOB),
                                       return_exceptions=True)
        started = [r for r in results if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, BaseException)]
        assert len(started) == 1 and len(refused) == 1, results
        assert isinstance(refused[0], AlreadyInMatch) and refused[0].name == "Bob"
        assert refused[0].match_id == started[0].match.id
        assert query(database, "SELECT COUNT(*) FROM matches") == [(1,)]
        assert query(database, "SELECT match_id FROM match_seats WHERE user_id = ? "
                     "AND active = 1", BOB.id) == [(started[0].match.id,)]


async def test_two_settings_changes_at_once_both_stay(database) -> None:
    async with two_services(database) as (first, second):
        await asyncio.gather(first.update_guild_settings(GUILD, turn_timeout=120),
                             second.update_guild_settings(GUILD, language="ms"))
        assert query(database, "SELECT turn_timeout, language FROM guild_settings "
                     "WHERE guild_id = ?", GUILD) == [(120, "ms")]


async def test_a_copy_of_a_match_catches_up_with_the_moves_and_deals_of_another_process(
        postgresql: Location, caplog: pytest.LogCaptureFixture) -> None:
    """Two processes' services take turns on one match, across deals: each brings its
    copy up to date with what the other stored (no replay of the whole match), and both
    show the match as replaying its record shows it."""
    database = postgresql
    async with running(quick_service(database, seeds=lambda: DEAL)) as first, \
            running(quick_service(database, seeds=lambda: DEAL)) as second:
        challenge = await first.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=500))
        info = (await first.accept(challenge.id, BOB)).match
        services = (first, second)
        moves = 0
        while True:
            for service in services:
                await service.settle()
            table = await services[moves % 2].public_view(info.id)
            if table.view.hand_number >= 3 or table.view.over:
                break
            if table.view.awaiting_deal:
                await asyncio.sleep(0.05)  # the deal is due: either process makes it
                continue
            service = services[moves % 2]
            user = info.seats[table.to_move[0]].user_id
            assert user is not None
            seen = await service.player_view(info.id, user)
            await service.act(info.id, user, greedy(seen), seen.version)
            moves += 1
        record = await stored_record(database, info.id)
        for service in services:
            shown = await service.public_view(info.id)
            assert shown.view == replay(record).view(None)
        assert moves > 10
    assert not [r for r in caplog.records if "could not catch up" in r.getMessage()]
