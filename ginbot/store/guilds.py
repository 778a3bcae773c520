"""Per-guild settings (timers, idle action, next-hand delay, challenge expiry, language,
tournaments, seasons)."""

from __future__ import annotations

from ginbot.model import GuildSettings

from .sql import Conn


async def load_all(conn: Conn) -> dict[int, GuildSettings]:
    """Every guild that changed a setting; the others use the defaults."""
    rows = await conn.rows(
        "SELECT guild_id, turn_timeout, idle_action, next_hand_delay, challenge_expiry, "
        "language, tournaments_by_managers, season_days, season_ratings "
        "FROM guild_settings"
    )
    return {
        row.guild_id: GuildSettings(
            row.turn_timeout, row.idle_action, row.next_hand_delay,
            row.challenge_expiry, row.language, bool(row.tournaments_by_managers),
            row.season_days, row.season_ratings,
        )
        for row in rows
    }


async def load(conn: Conn, guild_id: int, *, for_update: bool = False
               ) -> GuildSettings | None:
    """One guild's settings, if it changed any (``for_update``: locked until the caller's
    transaction ends, for a change made of them)."""
    row = await conn.row(
        "SELECT turn_timeout, idle_action, next_hand_delay, challenge_expiry, language, "
        "tournaments_by_managers, season_days, season_ratings FROM guild_settings "
        "WHERE guild_id = ?"
        + (conn.for_update if for_update else ""),
        guild_id)
    if row is None:
        return None
    return GuildSettings(row.turn_timeout, row.idle_action, row.next_hand_delay,
                         row.challenge_expiry, row.language,
                         bool(row.tournaments_by_managers), row.season_days,
                         row.season_ratings)


async def save(conn: Conn, guild_id: int, settings: GuildSettings, *,
               keep: bool = False) -> None:
    """Store a guild's settings (``keep``: only if it has none yet)."""
    await conn.run(
        "INSERT INTO guild_settings "
        "(guild_id, turn_timeout, idle_action, next_hand_delay, challenge_expiry, language, "
        "tournaments_by_managers, season_days, season_ratings) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) "
        + ("DO NOTHING" if keep else
        "DO UPDATE SET "
        "turn_timeout = excluded.turn_timeout, idle_action = excluded.idle_action, "
        "next_hand_delay = excluded.next_hand_delay, "
        "challenge_expiry = excluded.challenge_expiry, language = excluded.language, "
        "tournaments_by_managers = excluded.tournaments_by_managers, "
        "season_days = excluded.season_days, season_ratings = excluded.season_ratings"),
        guild_id, settings.turn_timeout, settings.idle_action.value,
        float(settings.next_hand_delay), settings.challenge_expiry,
        None if settings.language is None else settings.language.value,
        int(settings.tournaments_by_managers), settings.season_days,
        settings.season_ratings.value,
    )
