"""Migration 0007 on the database the schema-5 store wrote (tests/data/make_schema5.py),
brought to schema 6 first: every hand result and ranking-points row carried across,
with table seats, board 0 and the running scores by side."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ginbot.model import Rating, User
from ginbot.store import Database, IntegrityError, bundled_migrations, ladder, matches, players
from tests.migration_support import old_database

GUILD = 5
OLD_COLUMNS = ("match_id, hand_index, outcome, knocker, winner, points, knocker_deadwood, "
               "defender_deadwood, score0, score1, at")


async def schema_6(path: Path) -> None:
    """The schema-5 fixture, migrated to 6, with ranking points as schema 6 kept them:
    Ann's match 2 against the expert (seat 1), Bob's 6 against the novice (seat 1)."""
    await old_database(
        path, 6, "INSERT INTO ranking_points (match_id, guild_id, user_id, level, points, at) "
        "VALUES (2, 5, 1, 'expert', 100, 70.5), (6, 5, 2, 'novice', 0, 80.5)")


async def test_0007_carries_every_hand_result_and_ranking_point_across(tmp_path):
    path = tmp_path / "g.sqlite3"
    await schema_6(path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
        old = conn.execute(f"SELECT {OLD_COLUMNS} FROM hand_results "
                           "ORDER BY match_id, hand_index").fetchall()
    assert len(old) == 13 and any(row[2] == "knock" for row in old)

    db = await Database.open(path)
    try:
        assert await db.schema_version() == len(bundled_migrations()) >= 7
        async with db.reading() as conn:
            rows = [tuple(r) for r in await conn.rows(
                "SELECT match_id, hand_index, board, seat_a, seat_b, outcome, knocker, winner, "
                "points, knocker_deadwood, defender_deadwood, score0, score1, score2, at "
                "FROM hand_results ORDER BY match_id, hand_index, board")]
            columns = {row[1] for row in await conn.rows(
                "PRAGMA table_info(hand_results)")}
            loaded = {match_id: await matches.load_hand_results(conn, match_id)
                      for match_id in range(1, 7)}
            points = [tuple(r) for r in await conn.rows(
                "SELECT match_id, guild_id, user_id, seat, level, points, at "
                "FROM ranking_points ORDER BY match_id")]
            ann, bob = [await ladder.points_of(conn, GUILD, u) for u in (1, 2)]
            assert [r[0] for r in await conn.rows("PRAGMA foreign_key_check")] == []
            assert next(iter(await conn.rows("PRAGMA foreign_keys")))[0] == 1
            indexes = {r[1] for r in await conn.rows(
                "PRAGMA index_list(ranking_points)")}
    finally:
        await db.close()

    # 0007 kept the board's seats and the totals as JSON; 0010 as columns again
    assert rows == [(m, h, 0, 0, 1, *same, s0, s1, None, at) for m, h, *same, s0, s1, at in old]
    assert not {c for c in columns if c in ("players", "scores")}
    assert [(r.hand_index, r.outcome, r.knocker, r.winner, r.points, r.scores)
            for r in loaded[5]] == [(h, o, k, w, p, (s0, s1))
                                    for m, h, o, k, w, p, _, _, s0, s1, _ in old if m == 5]
    knock = next(r for r in loaded[5] if r.outcome == "knock")
    assert (knock.players, knock.knocker, knock.defender) == ((0, 1), 0, 1)
    assert sum(len(v) for v in loaded.values()) == len(old)
    assert points == [(2, 5, 1, 1, "expert", 100, 70.5), (6, 5, 2, 1, "novice", 0, 80.5)]
    assert (ann, bob) == (100, 0)
    assert "ranking_points_guild" in indexes


async def test_after_0007_a_team_round_keeps_both_boards_and_results_stay_append_only(
    tmp_path,
):
    path = tmp_path / "g.sqlite3"
    await schema_6(path)
    db = await Database.open(path)
    try:
        async with db.transaction() as conn:  # a new deal of match 1, played on two boards
            hand = await conn.value(
                "SELECT MAX(hand_index) + 1 FROM match_hands WHERE match_id = 1")
            await matches.insert_hand(conn, 1, hand, 77, 9.0)
            for board, (a, b) in ((0, (0, 1)), (1, (2, 3))):
                await conn.run(
                    "INSERT INTO hand_results (match_id, hand_index, board, seat_a, seat_b, "
                    "outcome, points, score0, score1, at) "
                    "VALUES (1, ?, ?, ?, ?, 'dead', 0, 3, 0, 9.0)", hand, board, a, b)
        async with db.reading() as conn:
            boards = [(r.board, r.players) for r in await matches.load_hand_results(conn, 1)
                      if r.hand_index == hand]
        with pytest.raises(IntegrityError, match="FOREIGN KEY"):
            async with db.transaction() as conn:  # no such hand
                await conn.run(
                    "INSERT INTO hand_results (match_id, hand_index, board, seat_a, seat_b, "
                    "outcome, points, score0, score1, at) "
                    "VALUES (1, 99, 0, 0, 1, 'dead', 0, 0, 0, 9.0)")
        async with db.transaction() as conn:  # a person beats two computer seats
            await players.save_user(conn, User(1, "Ann"), 1.0)
            await ladder.award_points(conn, 2, GUILD, 1, 3, "easy", 10, 99.0)
            await ladder.save_rating(conn, GUILD, 1, Rating(25.0, 8.0), 99.0)
        async with db.reading() as conn:
            ann = await ladder.points_of(conn, GUILD, 1)
    finally:
        await db.close()
    assert boards == [(0, (0, 1)), (1, (2, 3))]
    assert ann == 110
    with sqlite3.connect(path) as conn:
        with pytest.raises(sqlite3.IntegrityError, match="hand results are append-only"):
            conn.execute("UPDATE hand_results SET points = 1 WHERE match_id = 5")
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("INSERT INTO hand_results (match_id, hand_index, board, seat_a, "
                         "seat_b, outcome, points, score0, score1, at) "
                         "VALUES (5, 0, 2, 0, 1, 'dead', 0, 0, 0, 1.0)")
