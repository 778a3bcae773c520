"""Migration 0008 on challenges the two-seat schema wrote (the schema-5 fixture brought to
7, challenges added as that schema kept them): every challenge, open or closed, comes
across with its seats and who has accepted, and keeps its id."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ginbot.model import ChallengeStatus, Seat
from ginbot.store import Database, IntegrityError, bundled_migrations, challenges
from tests.migration_support import old_database

RULES = '{"target": 100}'


async def schema_7(path: Path) -> None:
    await old_database(
        path, 7, "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, opponent_id, "
        "rules, status, created_at, expires_at, closed_at, match_id) VALUES "
        "(4, 5, 50, 1, 2, ?, 'open', 10.0, 310.0, NULL, NULL), "
        "(7, 5, 50, 2, 3, ?, 'accepted', 20.0, 320.0, 25.0, 3), "
        "(9, 5, 50, 3, 1, ?, 'declined', 30.0, 330.0, 31.0, NULL)", (RULES, RULES, RULES))


async def test_0008_carries_every_challenge_across_with_its_seats(tmp_path):
    path = tmp_path / "g.sqlite3"
    await schema_7(path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 7
        names = dict(conn.execute("SELECT user_id, display_name FROM players"))
    db = await Database.open(path)
    try:
        assert await db.schema_version() == len(bundled_migrations()) >= 8
        async with db.reading() as conn:
            loaded = {i: await challenges.load(conn, i) for i in (4, 7, 9)}
            still_open = [c.id for c in await challenges.load_open(conn)]
            columns = {row[1] for row in await conn.rows(
                "PRAGMA table_info(challenges)")}
            assert [r[0] for r in await conn.rows("PRAGMA foreign_key_check")] == []
        with pytest.raises(IntegrityError):  # 4 is still open between Ann and Bob (0010)
            async with db.transaction() as conn:
                await challenges.insert(
                    conn, 5, 50, (Seat(2, None, names[2]), Seat(1, None, names[1])),
                    loaded[4].rules, 40.0, 340.0)  # type: ignore[union-attr]
        async with db.transaction() as conn:  # the next challenge takes the next id
            fresh = await challenges.insert(
                conn, 5, 50, (Seat(1, None, names[1]), Seat(3, None, names[3])),
                loaded[4].rules, 40.0, 340.0)  # type: ignore[union-attr]
    finally:
        await db.close()
    assert "opponent_id" not in columns and fresh == 10 and still_open == [4]
    want = {4: (1, 2, ChallengeStatus.OPEN, {1}, None),
            7: (2, 3, ChallengeStatus.ACCEPTED, {2, 3}, 3),
            9: (3, 1, ChallengeStatus.DECLINED, {3}, None)}
    for challenge_id, (challenger, opponent, status, accepted, match_id) in want.items():
        challenge = loaded[challenge_id]
        assert challenge is not None
        assert [s.user_id for s in challenge.seats] == [challenger, opponent]
        assert challenge.challenger.name == names[challenger]
        assert challenge.opponent.name == names[opponent]
        assert (challenge.status, set(challenge.accepted), challenge.match_id) == (
            status, accepted, match_id)
