"""Where a front end's messages for a match are, and its own small facts."""

from __future__ import annotations

from .sql import Conn


async def save_post(
    conn: Conn, match_id: int, key: str, channel_id: int, message_id: int,
    now: float,
) -> None:
    await conn.run(
        "INSERT INTO posts (match_id, key, channel_id, message_id, updated_at) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id, key) DO UPDATE SET "
        "channel_id = excluded.channel_id, message_id = excluded.message_id, "
        "updated_at = excluded.updated_at",
        match_id, key, channel_id, message_id, now,
    )


async def load_post(
    conn: Conn, match_id: int, key: str
) -> tuple[int, int] | None:
    row = await conn.row(
        "SELECT channel_id, message_id FROM posts WHERE match_id = ? AND key = ?",
        match_id, key)
    return None if row is None else (int(row.channel_id), int(row.message_id))


async def save_state(conn: Conn, key: str, value: str, now: float) -> None:
    await conn.run(
        "INSERT INTO front_end_state (key, value, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        key, value, now,
    )


async def load_state(conn: Conn, key: str) -> str | None:
    value = await conn.value("SELECT value FROM front_end_state WHERE key = ?", key)
    return None if value is None else str(value)
