"""Ladder ratings between people, and ranking points for beating the computer.

Both count every kind of table: the service rates and awards by side (see
``ginbot.service.ratings``); here a rating is one person's, and a ranking-points
row one person's points for one computer seat they beat in one match.
"""

from __future__ import annotations

from ginbot.model import Rating, Standing

from .sql import Conn


async def load_rating(conn: Conn, guild_id: int, user_id: int) -> Rating | None:
    row = await conn.row(
        "SELECT mu, sigma, games, wins, losses FROM ratings WHERE guild_id = ? AND user_id = ?",
        guild_id, user_id)
    return None if row is None else Rating(
        row.mu, row.sigma, row.games, row.wins, row.losses)


async def save_rating(
    conn: Conn, guild_id: int, user_id: int, rating: Rating, now: float
) -> None:
    await conn.run(
        "INSERT INTO ratings (guild_id, user_id, mu, sigma, games, wins, losses, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET "
        "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
        "wins = excluded.wins, losses = excluded.losses, updated_at = excluded.updated_at",
        guild_id, user_id, rating.mu, rating.sigma, rating.games, rating.wins, rating.losses,
        now,
    )


async def award_points(
    conn: Conn, match_id: int, guild_id: int, user_id: int, seat: int,
    level: str, points: int, now: float,
) -> None:
    """``user_id`` beat the computer at ``seat`` (of ``level``) in ``match_id``."""
    await conn.run(
        "INSERT INTO ranking_points (match_id, guild_id, user_id, seat, level, points, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        match_id, guild_id, user_id, seat, level, points, now,
    )


async def points_of(conn: Conn, guild_id: int, user_id: int) -> int:
    return int(await conn.value(
        "SELECT COALESCE(SUM(points), 0) FROM ranking_points WHERE guild_id = ? AND user_id = ?",
        guild_id, user_id))


async def standings(conn: Conn, guild_id: int) -> list[Standing]:
    """Everyone with a rating or ranking points in the guild (unsorted)."""
    rows = await conn.rows(
        "WITH people AS ("
        "  SELECT user_id FROM ratings WHERE guild_id = ?"
        "  UNION SELECT user_id FROM ranking_points WHERE guild_id = ?) "
        "SELECT p.user_id, pl.display_name, r.mu, r.sigma, r.games, r.wins, r.losses, "
        "  (SELECT COALESCE(SUM(points), 0) FROM ranking_points rp "
        "   WHERE rp.guild_id = ? AND rp.user_id = p.user_id) AS points "
        "FROM people p JOIN players pl ON pl.user_id = p.user_id "
        "LEFT JOIN ratings r ON r.guild_id = ? AND r.user_id = p.user_id",
        guild_id, guild_id, guild_id, guild_id,
    )
    return [
        Standing(
            row.user_id, row.display_name,
            None if row.mu is None else Rating(
                row.mu, row.sigma, row.games, row.wins, row.losses),
            row.points,
        )
        for row in rows
    ]


async def add_history(conn: Conn, guild_id: int, user_id: int, match_id: int, rating: Rating,
                      before: float | None, after: float, now: float) -> None:
    """One rating change, with the match that made it (``before`` None: the first)."""
    await conn.run(
        "INSERT INTO rating_history (guild_id, user_id, match_id, mu, sigma, before, after, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        guild_id, user_id, match_id, rating.mu, rating.sigma, before, after, now)


async def changes_of_match(conn: Conn, match_id: int) -> dict[int, tuple[float | None, float]]:
    """Each person's (before, after) shown rating across the match."""
    return {row.user_id: (row.before, row.after) for row in await conn.rows(
        "SELECT user_id, before, after FROM rating_history WHERE match_id = ?", match_id)}


async def points_of_match(conn: Conn, match_id: int) -> dict[int, int]:
    """Each person's ranking points earned in the match."""
    return {row.user_id: int(row.total) for row in await conn.rows(
        "SELECT user_id, SUM(points) AS total FROM ranking_points WHERE match_id = ? "
        "GROUP BY user_id", match_id)}


# -- the ladder by period: what changed since a moment, what was played between two -----


async def history_since(conn: Conn, guild_id: int, since: float
                        ) -> dict[int, tuple[float | None, int]]:
    """Each person rated in the guild at or after ``since``: their shown rating just
    before (the first change's ``before``) and how many rated matches since."""
    rows = await conn.rows(
        "SELECT f.user_id, f.before, g.changes FROM ("
        "  SELECT user_id, MIN(id) AS first, COUNT(*) AS changes FROM rating_history"
        "  WHERE guild_id = ? AND at >= ? GROUP BY user_id) g "
        "JOIN rating_history f ON f.id = g.first",
        guild_id, since)
    return {row.user_id: (row.before, int(row.changes)) for row in rows}


async def rated_between(conn: Conn, guild_id: int, start: float, end: float | None
                        ) -> list[tuple[int, int, int, int]]:
    """(person, seat, seats at the table, winning side) for each person of each rated
    match of the guild that ended from ``start`` until ``end`` (None: until now)."""
    rows = await conn.rows(
        "SELECT h.user_id, s.seat, m.winner, "
        "  (SELECT COUNT(*) FROM match_seats c WHERE c.match_id = h.match_id) AS seats "
        "FROM rating_history h JOIN matches m ON m.id = h.match_id "
        "JOIN match_seats s ON s.match_id = h.match_id AND s.user_id = h.user_id "
        "WHERE h.guild_id = ? AND h.at >= ?" + ("" if end is None else " AND h.at < ?"),
        guild_id, start, *(() if end is None else (end,)))
    return [(row.user_id, row.seat, int(row.seats), row.winner) for row in rows]


async def points_between(conn: Conn, guild_id: int, start: float, end: float | None
                         ) -> dict[int, int]:
    """Each person's ranking points earned in the guild from ``start`` until ``end``
    (None: until now)."""
    rows = await conn.rows(
        "SELECT user_id, SUM(points) AS total FROM ranking_points "
        "WHERE guild_id = ? AND at >= ?" + ("" if end is None else " AND at < ?") +
        " GROUP BY user_id",
        guild_id, start, *(() if end is None else (end,)))
    return {row.user_id: int(row.total) for row in rows}
