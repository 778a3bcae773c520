"""People: display names (kept current) and their own table settings."""

from __future__ import annotations

import aiosqlite

from ginbot.model import PlayerSettings, User


async def save_user(conn: aiosqlite.Connection, user: User, now: float) -> None:
    """Remember ``user``, updating the display name when it changed."""
    await conn.execute(
        "INSERT INTO players (user_id, display_name, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, "
        "updated_at = excluded.updated_at WHERE display_name <> excluded.display_name",
        (user.id, user.name, now),
    )


async def load_settings(conn: aiosqlite.Connection, user_id: int) -> PlayerSettings:
    rows = await conn.execute_fetchall(
        "SELECT dm_closed, sort, four_colour, language, client_locale FROM players "
        "WHERE user_id = ?",
        (user_id,),
    )
    for row in rows:
        return PlayerSettings(bool(row["dm_closed"]), row["sort"], bool(row["four_colour"]),
                              row["language"], row["client_locale"])
    return PlayerSettings()


async def save_settings(
    conn: aiosqlite.Connection, user: User, settings: PlayerSettings, now: float
) -> None:
    await save_user(conn, user, now)
    await conn.execute(
        "UPDATE players SET dm_closed = ?, sort = ?, four_colour = ?, language = ?, "
        "client_locale = ?, updated_at = ? WHERE user_id = ?",
        (int(settings.dm_closed), settings.sort.value, int(settings.four_colour),
         None if settings.language is None else settings.language.value,
         settings.client_locale, now, user.id),
    )
