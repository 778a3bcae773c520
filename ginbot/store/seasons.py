"""Seasons: each server's seasons (the one under way has no end yet) and the ladder of
each ended one, archived as it stood at the end."""

from __future__ import annotations

from collections.abc import Iterable

from ginbot.model import LadderEntry, SeasonRatings

from .sql import Conn, Row


async def current(conn: Conn, guild_id: int, *, for_update: bool = False
                  ) -> tuple[int, float] | None:
    """The season under way: its number and when it started (None: none yet)."""
    row = await conn.row(
        "SELECT number, started_at FROM seasons WHERE guild_id = ? AND ended_at IS NULL"
        + (conn.for_update if for_update else ""), guild_id)
    return None if row is None else (int(row.number), float(row.started_at))


async def start(conn: Conn, guild_id: int, started_at: float) -> int:
    """Open the guild's next season (after its last one); its number."""
    number = int(await conn.value(
        "SELECT COALESCE(MAX(number), 0) + 1 FROM seasons WHERE guild_id = ?", guild_id))
    await conn.run("INSERT INTO seasons (guild_id, number, started_at) VALUES (?, ?, ?)",
                   guild_id, number, started_at)
    return number


async def restart(conn: Conn, guild_id: int, number: int, started_at: float) -> None:
    """Season ``number`` (under way) begins again at ``started_at``."""
    await conn.run("UPDATE seasons SET started_at = ? WHERE guild_id = ? AND number = ?",
                   started_at, guild_id, number)


async def end(conn: Conn, guild_id: int, number: int, ended_at: float,
              ratings: SeasonRatings, channel_id: int | None,
              entries: Iterable[LadderEntry]) -> None:
    """Close season ``number`` at ``ended_at`` with its ladder as it stands then."""
    await conn.run(
        "UPDATE seasons SET ended_at = ?, ratings = ?, channel_id = ? "
        "WHERE guild_id = ? AND number = ?",
        ended_at, ratings.value, channel_id, guild_id, number)
    await conn.run_many(
        "INSERT INTO season_ladder (guild_id, season, rank, user_id, name, rating, mu, sigma, "
        "games, wins, losses, points, moved) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(guild_id, number, e.rank, e.user_id, e.name, e.rating, e.mu, e.sigma, e.games,
          e.wins, e.losses, e.points, e.moved) for e in entries])


async def ended(conn: Conn, guild_id: int, number: int
                ) -> tuple[float, float, list[LadderEntry]] | None:
    """An ended season: when it started and ended, and its archived ladder, best first."""
    row = await conn.row(
        "SELECT started_at, ended_at FROM seasons WHERE guild_id = ? AND number = ? "
        "AND ended_at IS NOT NULL", guild_id, number)
    if row is None:
        return None
    rows = await conn.rows(
        "SELECT rank, user_id, name, rating, mu, sigma, games, wins, losses, points, moved "
        "FROM season_ladder WHERE guild_id = ? AND season = ? ORDER BY rank",
        guild_id, number)
    return float(row.started_at), float(row.ended_at), [_entry(r) for r in rows]


async def channel_of(conn: Conn, guild_id: int, number: int) -> int | None:
    """Where season ``number``'s end was told."""
    value = await conn.value("SELECT channel_id FROM seasons WHERE guild_id = ? AND number = ?",
                             guild_id, number)
    return None if value is None else int(value)


async def ratings_of(conn: Conn, guild_id: int, number: int) -> SeasonRatings | None:
    """What the season after ended season ``number`` did with the ratings."""
    value = await conn.value("SELECT ratings FROM seasons WHERE guild_id = ? AND number = ?",
                             guild_id, number)
    return None if value is None else SeasonRatings(value)


async def numbers(conn: Conn, guild_id: int) -> list[int]:
    """The guild's ended seasons, newest first."""
    return [int(row.number) for row in await conn.rows(
        "SELECT number FROM seasons WHERE guild_id = ? AND ended_at IS NOT NULL "
        "ORDER BY number DESC", guild_id)]


async def last_channel(conn: Conn, guild_id: int) -> int | None:
    """The channel of the guild's latest match (where a season's end is told)."""
    value = await conn.value(
        "SELECT channel_id FROM matches WHERE guild_id = ? ORDER BY created_at DESC, id DESC "
        "LIMIT 1", guild_id)
    return None if value is None else int(value)


async def reset_ratings(conn: Conn, guild_id: int) -> None:
    """Every rating of the guild starts again (its history and ranking points stay)."""
    await conn.run("DELETE FROM ratings WHERE guild_id = ?", guild_id)


def _entry(row: Row) -> LadderEntry:
    return LadderEntry(int(row.rank), int(row.user_id), row.name, row.rating, row.mu, row.sigma,
                       int(row.games), int(row.wins), int(row.losses), int(row.points),
                       row.moved)
