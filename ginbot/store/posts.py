"""Where a front end's messages for a match are, the match version each draws, and the
front end's own small facts."""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class Post:
    """A front end's message for a match, and the match version it draws (0: none, such
    as a message posted before versions were kept)."""

    channel_id: int
    message_id: int
    version: int = 0

    def draws(self, version: int | None) -> bool:
        """It draws ``version`` already, or a later one."""
        return version is not None and self.version >= version


async def load_post(conn: Conn, match_id: int, key: str) -> Post | None:
    row = await conn.row(
        "SELECT channel_id, message_id, version FROM posts WHERE match_id = ? AND key = ?",
        match_id, key)
    return None if row is None else Post(int(row.channel_id), int(row.message_id),
                                         int(row.version))


async def save_drawn(
    conn: Conn, match_id: int, key: str, version: int, now: float,
    channel_id: int | None = None, message_id: int | None = None,
) -> None:
    """The post ``key`` draws the match at ``version`` now: never lowered for the same
    message; a new message (``channel_id`` and ``message_id``) replaces the post and
    draws exactly ``version``."""
    if channel_id is not None and message_id is not None:
        await conn.run(
            "INSERT INTO posts (match_id, key, channel_id, message_id, updated_at, version) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (match_id, key) DO UPDATE SET "
            "channel_id = excluded.channel_id, message_id = excluded.message_id, "
            "updated_at = excluded.updated_at, version = excluded.version",
            match_id, key, channel_id, message_id, now, version)
        return
    await conn.run(
        "UPDATE posts SET version = ?, updated_at = ? "
        "WHERE match_id = ? AND key = ? AND version < ?",
        version, now, match_id, key, version)


async def save_state(conn: Conn, key: str, value: str, now: float) -> None:
    await conn.run(
        "INSERT INTO front_end_state (key, value, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        key, value, now,
    )


async def load_state(conn: Conn, key: str) -> str | None:
    value = await conn.value("SELECT value FROM front_end_state WHERE key = ?", key)
    return None if value is None else str(value)
