"""Ladder ratings between people, and ranking points for beating the computer.

Both count every kind of table: the service rates and awards by side (see
``ginbot.service.ratings``); here a rating is one person's, and a ranking-points
row one person's points for one computer seat they beat in one match.
"""

from __future__ import annotations

import aiosqlite

from ginbot.model import Rating, Standing


async def load_rating(conn: aiosqlite.Connection, guild_id: int, user_id: int) -> Rating | None:
    rows = await conn.execute_fetchall(
        "SELECT mu, sigma, games, wins, losses FROM ratings WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    return next((Rating(*row) for row in rows), None)


async def save_rating(
    conn: aiosqlite.Connection, guild_id: int, user_id: int, rating: Rating, now: float
) -> None:
    await conn.execute(
        "INSERT INTO ratings (guild_id, user_id, mu, sigma, games, wins, losses, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET "
        "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
        "wins = excluded.wins, losses = excluded.losses, updated_at = excluded.updated_at",
        (guild_id, user_id, rating.mu, rating.sigma, rating.games, rating.wins, rating.losses,
         now),
    )


async def award_points(
    conn: aiosqlite.Connection, match_id: int, guild_id: int, user_id: int, seat: int,
    level: str, points: int, now: float,
) -> None:
    """``user_id`` beat the computer at ``seat`` (of ``level``) in ``match_id``."""
    await conn.execute(
        "INSERT INTO ranking_points (match_id, guild_id, user_id, seat, level, points, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (match_id, guild_id, user_id, seat, level, points, now),
    )


async def points_of(conn: aiosqlite.Connection, guild_id: int, user_id: int) -> int:
    rows = await conn.execute_fetchall(
        "SELECT COALESCE(SUM(points), 0) FROM ranking_points WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    return int(next(iter(rows))[0])


async def standings(conn: aiosqlite.Connection, guild_id: int) -> list[Standing]:
    """Everyone with a rating or ranking points in the guild (unsorted)."""
    rows = await conn.execute_fetchall(
        "WITH people AS ("
        "  SELECT user_id FROM ratings WHERE guild_id = :guild"
        "  UNION SELECT user_id FROM ranking_points WHERE guild_id = :guild) "
        "SELECT p.user_id, pl.display_name, r.mu, r.sigma, r.games, r.wins, r.losses, "
        "  (SELECT COALESCE(SUM(points), 0) FROM ranking_points rp "
        "   WHERE rp.guild_id = :guild AND rp.user_id = p.user_id) AS points "
        "FROM people p JOIN players pl ON pl.user_id = p.user_id "
        "LEFT JOIN ratings r ON r.guild_id = :guild AND r.user_id = p.user_id",
        {"guild": guild_id},
    )
    return [
        Standing(
            row["user_id"], row["display_name"],
            None if row["mu"] is None else Rating(
                row["mu"], row["sigma"], row["games"], row["wins"], row["losses"]),
            row["points"],
        )
        for row in rows
    ]
