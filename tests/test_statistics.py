"""Statistics as data (issue 40): the statistics subscriber writes, per hand and per seat,
what a profile needs; a notice told again writes nothing new; migration 0015 back-fills
the same rows for the matches stored before it."""

from __future__ import annotations

import contextlib
import sqlite3

import asyncpg
import pytest

from ginbot.engine import Rules
from ginbot.model import TableKind, Tally, User
from ginbot.store import bundled_migrations, statistics
from tests.db_support import query
from tests.service_support import counter, play_until, quick_service, running

GUILD, CHANNEL = 7, 70
ANN, BOB = User(1, "Ann"), User(2, "Bob")
QUICK = Rules.preset("quick")


async def played(database) -> list[int]:
    """A finished match between Ann and Bob, and one of Ann against the computer."""
    ids = []
    async with running(quick_service(database, seeds=counter(11))) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, QUICK)
        match = (await service.accept(challenge.id, BOB)).match
        await play_until(service, match.id, lambda t: t.view.over)
        ids.append(match.id)
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "easy", QUICK)
        await play_until(service, info.id, lambda t: t.view.over)
        await service.settle()
        ids.append(info.id)
    return ids


def stored(database) -> list[tuple[object, ...]]:
    return [tuple(float(v) if isinstance(v, float) else v for v in row) for row in query(
        database, f"SELECT {statistics.COLUMNS} FROM hand_stats "
        "ORDER BY match_id, hand_index, seat")]


async def test_the_subscriber_writes_each_hand_once_and_the_back_fill_writes_the_same(
        database):
    ids = await played(database)
    written = stored(database)
    results = query(database, "SELECT match_id, hand_index, seat_a, seat_b, outcome, "
                    "knocker, winner, points FROM hand_results ORDER BY match_id, hand_index")
    assert len(written) == 2 * len(results) > 4
    assert {row[0] for row in written} == set(ids)
    by_key = {(row[0], row[1], row[2]): row for row in written}
    for match_id, hand, a, b, outcome, knocker, winner, points in results:
        for seat in (a, b):
            row = by_key[(match_id, hand, seat)]
            result, got, knocked, gin, given, taken, deadwood, turns = row[5:13]
            assert result == ("dead" if winner is None else "won" if winner == seat
                              else "lost")
            assert got == (points if winner == seat else 0)
            assert knocked == (knocker == seat)
            assert gin == (knocker == seat and outcome in ("gin", "big_gin"))
            assert given == (winner == seat and outcome == "undercut")
            assert taken == (knocker == seat and outcome == "undercut")
            assert (deadwood is None) == (knocker != seat)
            assert turns >= (1 if knocker == seat else 0)
    assert {row[4] for row in written} == {ANN.id, BOB.id, None}  # the computer's too

    # Told again after a crash: every match's notices from the start; nothing changes.
    query(database, "DELETE FROM outbox_progress WHERE subscriber = 'statistics'")
    async with running(quick_service(database)) as service:
        await service.settle()
    assert stored(database) == written

    # The same matches stored before 0015: its back-fill writes the same rows.
    query(database, "DROP TABLE hand_stats")
    dialect = "postgresql" if isinstance(database, str) else "sqlite"
    backfill = next(m for m in bundled_migrations(dialect) if m.version == 15)
    if isinstance(database, str):
        server = await asyncpg.connect(database)
        try:
            await server.execute(backfill.sql)
        finally:
            await server.close()
    else:
        with contextlib.closing(sqlite3.connect(database)) as db, db:
            db.executescript(backfill.sql)
    assert stored(database) == written
    assert len(bundled_migrations()) >= 15


async def test_a_profile_counts_matches_hands_streak_rating_and_head_to_head(database):
    cat = User(3, "Cat")
    async with running(quick_service(database, seeds=counter(5))) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, QUICK)
        first = (await service.accept(challenge.id, BOB)).match
        await play_until(service, first.id, lambda t: t.view.over)
        ann_won_first = (await service.match_info(first.id)).winner == 0
        for loser in (BOB, cat):  # two more wins for Ann, each by resignation
            challenge = await service.challenge(GUILD, CHANNEL, ANN, loser)
            match = (await service.accept(challenge.id, loser)).match
            await service.resign(match.id, loser.id)
        computer = await service.start_vs_computer(GUILD, CHANNEL, ANN, "easy", QUICK)
        await service.resign(computer.id, ANN.id)
        await service.settle()

        ann = await service.profile(GUILD, ANN.id, reader_id=BOB.id)
        assert ann.name == "Ann" and ann.matches == Tally(4, 2 + ann_won_first)
        assert dict(ann.by_table) == {TableKind.TWO: Tally(4, 2 + ann_won_first)}
        assert dict(ann.by_level) == {"easy": Tally(1, 0)}
        assert ann.streak == -1  # the latest: resigned to the computer
        assert ann.versus == Tally(2, 1 - ann_won_first) and ann.reader_name == "Bob"
        assert ann.rating is not None and ann.rating_games == 3
        assert len(ann.history) == 3 and ann.history[-1] == ann.rating
        assert ann.best is not None and [s.name for s in ann.best.opponents] in (["Bob"], ["Cat"])

        hands = query(database, "SELECT result, points, knocked, gin, undercut_given, "
                      "undercut_taken, knock_deadwood, turns FROM hand_stats "
                      "WHERE user_id = ?", ANN.id)
        assert ann.hands == len(hands) > 0
        assert ann.points == sum(int(h[1]) for h in hands)
        assert ann.knocks == sum(int(h[2]) for h in hands)
        assert ann.gins == sum(int(h[3]) for h in hands)
        assert ann.undercuts_given + ann.undercuts_taken == sum(int(h[4]) + int(h[5])
                                                                for h in hands)
        knocked = [h for h in hands if h[2]]
        if knocked:
            assert ann.knock_deadwood == pytest.approx(
                sum(int(h[6]) for h in knocked) / len(knocked))
            assert ann.turns_to_knock == pytest.approx(
                sum(int(h[7]) for h in knocked) / len(knocked))
        assert ann.points_per_hand == pytest.approx(ann.points / ann.hands)

        mine = await service.profile(GUILD, ANN.id, reader_id=ANN.id)
        assert mine.versus is None and mine.reader_name is None
        nobody = await service.profile(GUILD, 99, name="Zed")
        assert nobody.name == "Zed" and nobody.matches == Tally() and nobody.hands == 0
        assert nobody.rating is None and nobody.best is None and nobody.streak == 0
