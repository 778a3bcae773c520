"""Where a front end's messages for a match are, and its own small facts."""

from __future__ import annotations

import aiosqlite


async def save_post(
    conn: aiosqlite.Connection, match_id: int, key: str, channel_id: int, message_id: int,
    now: float,
) -> None:
    await conn.execute(
        "INSERT INTO posts (match_id, key, channel_id, message_id, updated_at) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id, key) DO UPDATE SET "
        "channel_id = excluded.channel_id, message_id = excluded.message_id, "
        "updated_at = excluded.updated_at",
        (match_id, key, channel_id, message_id, now),
    )


async def load_post(
    conn: aiosqlite.Connection, match_id: int, key: str
) -> tuple[int, int] | None:
    rows = await conn.execute_fetchall(
        "SELECT channel_id, message_id FROM posts WHERE match_id = ? AND key = ?",
        (match_id, key),
    )
    for row in rows:
        return int(row["channel_id"]), int(row["message_id"])
    return None


async def save_state(conn: aiosqlite.Connection, key: str, value: str, now: float) -> None:
    await conn.execute(
        "INSERT INTO front_end_state (key, value, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        (key, value, now),
    )


async def load_state(conn: aiosqlite.Connection, key: str) -> str | None:
    rows = await conn.execute_fetchall("SELECT value FROM front_end_state WHERE key = ?", (key,))
    for row in rows:
        return str(row["value"])
    return None
