"""Challenges between two people, open until accepted, declined, cancelled or expired."""

from __future__ import annotations

import json
import sqlite3

import aiosqlite

from ginbot.engine import Rules
from ginbot.model import Challenge, ChallengeStatus, User

_SELECT = (
    "SELECT c.*, a.display_name AS challenger_name, b.display_name AS opponent_name "
    "FROM challenges c JOIN players a ON a.user_id = c.challenger_id "
    "JOIN players b ON b.user_id = c.opponent_id "
)


def _challenge(row: sqlite3.Row) -> Challenge:
    return Challenge(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        challenger=User(row["challenger_id"], row["challenger_name"]),
        opponent=User(row["opponent_id"], row["opponent_name"]),
        rules=Rules.from_dict(json.loads(row["rules"])),
        status=ChallengeStatus(row["status"]),
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        match_id=row["match_id"],
    )


async def insert(
    conn: aiosqlite.Connection, guild_id: int, channel_id: int, challenger: User,
    opponent: User, rules: Rules, now: float, expires_at: float,
) -> int:
    cursor = await conn.execute(
        "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, rules, "
        "created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (guild_id, channel_id, challenger.id, opponent.id, json.dumps(rules.to_dict()),
         now, expires_at),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def load(conn: aiosqlite.Connection, challenge_id: int) -> Challenge | None:
    rows = await conn.execute_fetchall(_SELECT + "WHERE c.id = ?", (challenge_id,))
    return next((_challenge(row) for row in rows), None)


async def load_open(conn: aiosqlite.Connection) -> list[Challenge]:
    rows = await conn.execute_fetchall(_SELECT + "WHERE c.status = 'open' ORDER BY c.id")
    return [_challenge(row) for row in rows]


async def close(
    conn: aiosqlite.Connection, challenge_id: int, status: ChallengeStatus, now: float,
    match_id: int | None = None,
) -> bool:
    """Close an open challenge; False when it was no longer open."""
    cursor = await conn.execute(
        "UPDATE challenges SET status = ?, closed_at = ?, match_id = ? "
        "WHERE id = ? AND status = 'open'",
        (status.value, now, match_id, challenge_id),
    )
    return cursor.rowcount == 1
