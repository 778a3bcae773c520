"""Challenges to a table of two to four, open until everyone asked has accepted, or one
declines, the challenger cancels or it expires."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence

import aiosqlite

from ginbot.engine import Rules
from ginbot.model import Challenge, ChallengeStatus, Seat

_SELECT = "SELECT * FROM challenges c "


async def _challenges(conn: aiosqlite.Connection, rows: Iterable[sqlite3.Row]) -> list[Challenge]:
    rows = list(rows)
    if not rows:
        return []
    ids = [row["id"] for row in rows]
    seated = await conn.execute_fetchall(
        "SELECT s.challenge_id, s.user_id, s.level, s.accepted_at, p.display_name "
        "FROM challenge_seats s LEFT JOIN players p ON p.user_id = s.user_id "
        f"WHERE s.challenge_id IN ({', '.join('?' * len(ids))}) ORDER BY s.challenge_id, s.seat",
        ids,
    )
    seats: dict[int, list[Seat]] = {i: [] for i in ids}
    accepted: dict[int, set[int]] = {i: set() for i in ids}
    for seat in seated:
        if seat["level"] is not None:
            seats[seat["challenge_id"]].append(Seat.computer(seat["level"]))
            continue
        seats[seat["challenge_id"]].append(
            Seat(seat["user_id"], None, seat["display_name"]))
        if seat["accepted_at"] is not None:
            accepted[seat["challenge_id"]].add(seat["user_id"])
    return [
        Challenge(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            seats=tuple(seats[row["id"]]),
            rules=Rules.from_dict(json.loads(row["rules"])),
            status=ChallengeStatus(row["status"]),
            created_at=row["created_at"],
            expires_at=row["expires_at"],
            match_id=row["match_id"],
            accepted=frozenset(accepted[row["id"]]),
        )
        for row in rows
    ]


async def insert(
    conn: aiosqlite.Connection, guild_id: int, channel_id: int, seats: Sequence[Seat],
    rules: Rules, now: float, expires_at: float,
) -> int:
    """A new challenge; seat 0 is the challenger, accepted from the start like the computer."""
    challenger = seats[0].user_id
    cursor = await conn.execute(
        "INSERT INTO challenges (guild_id, channel_id, challenger_id, rules, "
        "created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
        (guild_id, channel_id, challenger, json.dumps(rules.to_dict()), now, expires_at),
    )
    challenge_id = cursor.lastrowid
    assert challenge_id is not None
    await conn.executemany(
        "INSERT INTO challenge_seats (challenge_id, seat, user_id, level, accepted_at) "
        "VALUES (?, ?, ?, ?, ?)",
        [(challenge_id, index, seat.user_id, seat.level,
          now if index == 0 or seat.is_computer else None)
         for index, seat in enumerate(seats)],
    )
    return challenge_id


async def accept(
    conn: aiosqlite.Connection, challenge_id: int, user_id: int, now: float
) -> bool:
    """``user_id`` accepts their seat; False when they had already."""
    cursor = await conn.execute(
        "UPDATE challenge_seats SET accepted_at = ? "
        "WHERE challenge_id = ? AND user_id = ? AND accepted_at IS NULL",
        (now, challenge_id, user_id),
    )
    return cursor.rowcount == 1


async def load(conn: aiosqlite.Connection, challenge_id: int) -> Challenge | None:
    rows = await conn.execute_fetchall(_SELECT + "WHERE c.id = ?", (challenge_id,))
    return next(iter(await _challenges(conn, rows)), None)


async def load_open(conn: aiosqlite.Connection) -> list[Challenge]:
    rows = await conn.execute_fetchall(_SELECT + "WHERE c.status = 'open' ORDER BY c.id")
    return await _challenges(conn, rows)


async def close(
    conn: aiosqlite.Connection, challenge_id: int, status: ChallengeStatus, now: float,
    match_id: int | None = None,
) -> bool:
    """Close an open challenge; False when it was no longer open."""
    cursor = await conn.execute(
        "UPDATE challenges SET status = ?, closed_at = ?, match_id = ? "
        "WHERE id = ? AND status = 'open'",
        (status.value, now, match_id, challenge_id),
    )
    return cursor.rowcount == 1
