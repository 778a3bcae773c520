"""Statistics as data: per hand and per seat of its board, what a profile needs (the
seat's result, points, knock, gin, undercut given or taken, knock deadwood, turns), in
``hand_stats``; and the reads a profile makes of them and of the stored matches.

``record`` writes a match's rows from its stored hand results and actions, once: a row
already there is left alone, so a repeat (a delivery told again after a crash) changes
nothing. Migration 0015 back-fills the same rows with the same SELECT.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sql import Conn

SELECT_HAND_STATS = (
    "SELECT h.match_id, h.hand_index, s.seat, m.guild_id, s.user_id, "
    "  CASE WHEN h.winner IS NULL THEN 'dead' WHEN h.winner = s.seat THEN 'won' "
    "       ELSE 'lost' END, "
    "  CASE WHEN h.winner = s.seat THEN h.points ELSE 0 END, "
    "  CASE WHEN h.knocker = s.seat THEN 1 ELSE 0 END, "
    "  CASE WHEN h.knocker = s.seat AND h.outcome IN ('gin', 'big_gin') THEN 1 ELSE 0 END, "
    "  CASE WHEN h.winner = s.seat AND h.outcome = 'undercut' THEN 1 ELSE 0 END, "
    "  CASE WHEN h.knocker = s.seat AND h.outcome = 'undercut' THEN 1 ELSE 0 END, "
    "  CASE WHEN h.knocker = s.seat THEN h.knocker_deadwood END, "
    "  (SELECT COUNT(*) FROM match_actions a WHERE a.match_id = h.match_id "
    "     AND a.hand_index = h.hand_index AND a.seat = s.seat AND a.action LIKE 'draw %'), "
    "  h.at "
    "FROM hand_results h JOIN matches m ON m.id = h.match_id "
    "JOIN match_seats s ON s.match_id = h.match_id AND s.seat IN (h.seat_a, h.seat_b) "
)
INSERT_HAND_STATS = (
    "INSERT INTO hand_stats (match_id, hand_index, seat, guild_id, user_id, result, points, "
    "knocked, gin, undercut_given, undercut_taken, knock_deadwood, turns, at) "
)
COLUMNS = ("match_id, hand_index, seat, guild_id, user_id, result, points, knocked, gin, "
           "undercut_given, undercut_taken, knock_deadwood, turns, at")


async def record(conn: Conn, match_id: int) -> int:
    """Write the statistics of every stored hand result of the match not yet written
    (idempotent); how many rows were new."""
    return await conn.run(
        INSERT_HAND_STATS + SELECT_HAND_STATS +
        "WHERE h.match_id = ? ON CONFLICT (match_id, hand_index, seat) DO NOTHING", match_id)


async def rows_of(conn: Conn, match_ids: list[int] | None = None) -> list[tuple[object, ...]]:
    """Every stored statistics row (of ``match_ids``), in order: for tests and checks."""
    where = "" if match_ids is None else \
        f" WHERE match_id IN ({', '.join(str(int(m)) for m in match_ids)})"
    return [tuple(float(v) if k == "at" else v for k, v in zip(COLUMNS.split(", "), row,
                                                                strict=True))
            for row in await conn.rows(f"SELECT {COLUMNS} FROM hand_stats{where} "
                                       "ORDER BY match_id, hand_index, seat")]


# -- what a profile reads -----------------------------------------------------------------


@dataclass(frozen=True)
class HandTotals:
    """One person's hands in a guild, summed."""

    hands: int
    won: int
    dead: int
    points: int
    knocks: int
    gins: int
    undercuts_given: int
    undercuts_taken: int
    knock_deadwood: float | None  # the average when knocking
    turns_to_knock: float | None  # the average draws before a knock


async def hand_totals(conn: Conn, guild_id: int, user_id: int) -> HandTotals:
    row = await conn.row(
        "SELECT COUNT(*) AS hands, "
        "  COALESCE(SUM(CASE WHEN result = 'won' THEN 1 ELSE 0 END), 0) AS won, "
        "  COALESCE(SUM(CASE WHEN result = 'dead' THEN 1 ELSE 0 END), 0) AS dead, "
        "  COALESCE(SUM(points), 0) AS points, COALESCE(SUM(knocked), 0) AS knocks, "
        "  COALESCE(SUM(gin), 0) AS gins, COALESCE(SUM(undercut_given), 0) AS given, "
        "  COALESCE(SUM(undercut_taken), 0) AS taken, "
        "  AVG(CASE WHEN knocked = 1 THEN knock_deadwood END) AS deadwood, "
        "  AVG(CASE WHEN knocked = 1 THEN turns END) AS turns "
        "FROM hand_stats WHERE guild_id = ? AND user_id = ?", guild_id, user_id)
    assert row is not None
    return HandTotals(
        int(row.hands), int(row.won), int(row.dead), int(row.points), int(row.knocks),
        int(row.gins), int(row.given), int(row.taken),
        None if row.deadwood is None else float(row.deadwood),
        None if row.turns is None else float(row.turns))


@dataclass(frozen=True)
class SeatAtMatch:
    """A seat of one of a person's finished matches (theirs included)."""

    match_id: int
    winner: int
    margin: int | None
    finished_at: float
    own_seat: int
    seat: int
    user_id: int | None
    level: str | None
    name: str | None
    score: int | None  # the seat's side's final score


async def matches_of(conn: Conn, guild_id: int, user_id: int) -> list[SeatAtMatch]:
    """Every seat of every finished match of the person in the guild, newest match first."""
    rows = await conn.rows(
        "SELECT m.id, m.winner, m.margin, m.finished_at, s.seat AS own, o.seat, o.user_id, "
        "  o.level, p.display_name, o.score "
        "FROM match_seats s JOIN matches m ON m.id = s.match_id "
        "JOIN match_seats o ON o.match_id = s.match_id "
        "LEFT JOIN players p ON p.user_id = o.user_id "
        "WHERE s.user_id = ? AND m.guild_id = ? AND m.status = 'finished' "
        "ORDER BY m.finished_at DESC, m.id DESC, o.seat", user_id, guild_id)
    return [SeatAtMatch(row.id, row.winner, row.margin, float(row.finished_at), row.own,
                        row.seat, row.user_id, row.level, row.display_name, row.score)
            for row in rows]


async def rating_chart(conn: Conn, guild_id: int, user_id: int, limit: int
                       ) -> list[float]:
    """The person's shown rating after each of their last ``limit`` rated matches, oldest
    first."""
    rows = await conn.rows(
        "SELECT after FROM rating_history WHERE guild_id = ? AND user_id = ? "
        "ORDER BY id DESC LIMIT ?", guild_id, user_id, limit)
    return [float(row.after) for row in reversed(rows)]


async def name_of(conn: Conn, user_id: int) -> str | None:
    value = await conn.value("SELECT display_name FROM players WHERE user_id = ?", user_id)
    return None if value is None else str(value)
