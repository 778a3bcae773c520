"""Timers as due rows: a turn's reminder and time-out, the next deal, a computer's move,
a challenge's expiry, a tournament round's deadline, a server's season's end.

A change writes the rows it arms and deletes the ones it cancels in its own
transaction. A dispatcher claims rows that are due (``claim``: on PostgreSQL with
``SKIP LOCKED``, so several processes claim different rows) for a lease of a few
seconds, and the effect deletes its row in the transaction that applies it
(``take``): a row is applied once, and a row whose claimer died is claimed again
when its lease runs out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from .sql import Conn, Row

DueKind = Literal["deal", "remind", "turn", "computer", "expire", "deadline", "season"]


@dataclass(frozen=True)
class Due:
    """A timer. ``token`` says what it belongs to (a turn's number, a board's position):
    a change that moves the match on replaces the rows whose token no longer holds."""

    kind: DueKind
    due_at: float
    match_id: int | None = None
    challenge_id: int | None = None
    seat: int | None = None
    token: int = 0
    id: int | None = None  # set once stored
    tournament_id: int | None = None  # a round's deadline (token: the round; < 0 a warning)
    guild_id: int | None = None  # a season's end (token: the season's number)


_COLUMNS = "id, kind, match_id, challenge_id, seat, due_at, token, tournament_id, guild_id"


def _due(row: Row) -> Due:
    return Due(row.kind, row.due_at, row.match_id, row.challenge_id, row.seat, row.token, row.id,
               row.tournament_id, row.guild_id)


async def arm(conn: Conn, timers: Iterable[Due]) -> None:
    await conn.run_many(
        "INSERT INTO due (kind, match_id, challenge_id, seat, due_at, token, tournament_id, "
        "guild_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(t.kind, t.match_id, t.challenge_id, t.seat, t.due_at, t.token, t.tournament_id,
          t.guild_id) for t in timers])


async def of_match(conn: Conn, match_id: int) -> list[Due]:
    return [_due(row) for row in await conn.rows(
        f"SELECT {_COLUMNS} FROM due WHERE match_id = ? ORDER BY id", match_id)]


async def of_kinds(conn: Conn, kinds: Iterable[str]) -> list[Due]:
    return [_due(row) for row in await conn.rows(
        f"SELECT {_COLUMNS} FROM due WHERE kind IN [?] ORDER BY id", list(kinds))]


async def cancel(conn: Conn, ids: Iterable[int]) -> None:
    ids = list(ids)
    if ids:
        await conn.run("DELETE FROM due WHERE id IN [?]", ids)


async def cancel_challenge(conn: Conn, challenge_id: int) -> None:
    await conn.run("DELETE FROM due WHERE challenge_id = ?", challenge_id)


async def cancel_tournament(conn: Conn, tournament_id: int) -> None:
    await conn.run("DELETE FROM due WHERE tournament_id = ?", tournament_id)


async def cancel_season(conn: Conn, guild_id: int) -> None:
    await conn.run("DELETE FROM due WHERE kind = 'season' AND guild_id = ?", guild_id)


async def claim(conn: Conn, now: float, owner: str, lease: float, limit: int = 50) -> list[Due]:
    """Rows due by ``now`` that nobody holds, held by ``owner`` for ``lease`` seconds."""
    rows = await conn.rows(
        f"SELECT {_COLUMNS} FROM due WHERE due_at <= ? "
        "AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY due_at LIMIT ?"
        + conn.skip_locked, now, now, limit)
    if rows:
        await conn.run("UPDATE due SET claimed_by = ?, claimed_until = ? WHERE id IN [?]",
                       owner, now + lease, [row.id for row in rows])
    return [_due(row) for row in rows]


async def take(conn: Conn, due_id: int, owner: str) -> bool:
    """Delete a claimed row in the transaction that applies its effect; False when it is
    gone (a change cancelled it) or another process holds it now."""
    return await conn.run("DELETE FROM due WHERE id = ? AND claimed_by = ?",
                          due_id, owner) == 1


async def release(conn: Conn, due_id: int, owner: str) -> None:
    """Give a claimed row back (its effect found nothing to do yet)."""
    await conn.run("UPDATE due SET claimed_by = NULL, claimed_until = NULL "
                   "WHERE id = ? AND claimed_by = ?", due_id, owner)


async def release_all(conn: Conn) -> None:
    """Forget every claim (the processes that made them are gone)."""
    await conn.run("UPDATE due SET claimed_by = NULL, claimed_until = NULL "
                   "WHERE claimed_by IS NOT NULL")


async def next_due(conn: Conn) -> float | None:
    """When the soonest row falls due (a held one counts from when its lease ends)."""
    value = await conn.value(
        "SELECT MIN(CASE WHEN claimed_until IS NOT NULL AND claimed_until > due_at "
        "THEN claimed_until ELSE due_at END) FROM due")
    return None if value is None else float(value)


async def shift(conn: Conn, kinds: Iterable[str], seconds: float) -> None:
    """Move every row of ``kinds`` later by ``seconds`` (the turns of a bot that was down)."""
    await conn.run("UPDATE due SET due_at = due_at + ? WHERE kind IN [?]", seconds, list(kinds))
