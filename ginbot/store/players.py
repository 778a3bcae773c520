"""People: display names (kept current) and their own table settings."""

from __future__ import annotations

from typing import Any

from ginbot.model import PlayerSettings, User

from .sql import Conn


async def save_user(conn: Conn, user: User, now: float) -> None:
    """Remember ``user``, updating the display name when it changed."""
    await conn.run(
        "INSERT INTO players (user_id, display_name, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, "
        "updated_at = excluded.updated_at "
        "WHERE players.display_name <> excluded.display_name",
        user.id, user.name, now,
    )


async def save_client_locale(conn: Conn, user: User, client_locale: str, now: float
                             ) -> None:
    """Keep the Discord locale of ``user``'s app, in one statement (written only when it
    changed)."""
    await conn.run(
        "INSERT INTO players (user_id, display_name, updated_at, client_locale) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
        "client_locale = excluded.client_locale, updated_at = excluded.updated_at "
        "WHERE players.client_locale IS NULL "
        "OR players.client_locale <> excluded.client_locale",
        user.id, user.name, now, client_locale)


SETTINGS = ("dm_closed", "sort", "four_colour", "language", "client_locale")


def settings_of(row: Any) -> PlayerSettings:
    """The settings in a row's ``SETTINGS`` columns (all NULL: a person never seen)."""
    if row.sort is None:
        return PlayerSettings()
    return PlayerSettings(bool(row.dm_closed), row.sort, bool(row.four_colour),
                          row.language, row.client_locale)


async def load_settings(conn: Conn, user_id: int) -> PlayerSettings:
    row = await conn.row(f"SELECT {', '.join(SETTINGS)} FROM players WHERE user_id = ?",
                         user_id)
    return PlayerSettings() if row is None else settings_of(row)


async def save_settings(
    conn: Conn, user: User, settings: PlayerSettings, now: float
) -> None:
    await save_user(conn, user, now)
    await conn.run(
        "UPDATE players SET dm_closed = ?, sort = ?, four_colour = ?, language = ?, "
        "client_locale = ?, updated_at = ? WHERE user_id = ?",
        int(settings.dm_closed), settings.sort.value, int(settings.four_colour),
        None if settings.language is None else settings.language.value,
        settings.client_locale, now, user.id,
    )
