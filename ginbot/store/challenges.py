"""Challenges to a table of two to four, open until everyone asked has accepted, or one
declines, the challenger cancels or it expires."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from ginbot.engine import Rules
from ginbot.model import Challenge, ChallengeStatus, Seat

from .sql import Conn, Row

_SELECT = "SELECT c.* FROM challenges c "


async def _challenges(conn: Conn, rows: Iterable[Row]) -> list[Challenge]:
    rows = list(rows)
    if not rows:
        return []
    ids = [row.id for row in rows]
    seated = await conn.rows(
        "SELECT s.challenge_id, s.user_id, s.level, s.accepted_at, p.display_name "
        "FROM challenge_seats s LEFT JOIN players p ON p.user_id = s.user_id "
        "WHERE s.challenge_id IN [?] ORDER BY s.challenge_id, s.seat", ids)
    seats: dict[int, list[Seat]] = {i: [] for i in ids}
    accepted: dict[int, set[int]] = {i: set() for i in ids}
    for seat in seated:
        if seat.level is not None:
            seats[seat.challenge_id].append(Seat.computer(seat.level))
            continue
        seats[seat.challenge_id].append(
            Seat(seat.user_id, None, seat.display_name))
        if seat.accepted_at is not None:
            accepted[seat.challenge_id].add(seat.user_id)
    return [
        Challenge(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            seats=tuple(seats[row.id]),
            rules=Rules.from_dict(json.loads(row.rules)),
            status=ChallengeStatus(row.status),
            created_at=row.created_at,
            expires_at=row.expires_at,
            match_id=row.match_id,
            accepted=frozenset(accepted[row.id]),
        )
        for row in rows
    ]


async def insert(
    conn: Conn, guild_id: int, channel_id: int, seats: Sequence[Seat],
    rules: Rules, now: float, expires_at: float,
) -> int:
    """A new challenge; seat 0 is the challenger, accepted from the start like the computer.

    A person already asked by the same challenger, or asking them, in an open challenge
    of the server breaks ``challenge_seats_one_open`` (one open challenge a pair)."""
    challenger = seats[0].user_id
    assert challenger is not None
    challenge_id = int(await conn.value(
        "INSERT INTO challenges (guild_id, channel_id, challenger_id, rules, "
        "created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
        guild_id, channel_id, challenger, json.dumps(rules.to_dict()), now, expires_at,
    ))
    await conn.run_many(
        "INSERT INTO challenge_seats (challenge_id, seat, user_id, level, accepted_at, "
        "guild_id, pair, open) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(challenge_id, index, seat.user_id, seat.level,
          now if index == 0 or seat.is_computer else None, guild_id,
          pair_of(challenger, seat.user_id) if index and seat.user_id is not None else None,
          int(bool(index) and seat.user_id is not None))
         for index, seat in enumerate(seats)],
    )
    return challenge_id


def pair_of(first: int, second: int) -> str:
    """Two people as the index of open challenges knows them: the lower id first."""
    low, high = sorted((first, second))
    return f"{low}:{high}"


async def accept(
    conn: Conn, challenge_id: int, user_id: int, now: float
) -> bool:
    """``user_id`` accepts their seat; False when they had already."""
    return await conn.run(
        "UPDATE challenge_seats SET accepted_at = ? "
        "WHERE challenge_id = ? AND user_id = ? AND accepted_at IS NULL",
        now, challenge_id, user_id,
    ) == 1


async def load(conn: Conn, challenge_id: int) -> Challenge | None:
    rows = await conn.rows(_SELECT + "WHERE c.id = ?", challenge_id)
    return next(iter(await _challenges(conn, rows)), None)


async def lock(conn: Conn, challenge_id: int) -> Challenge | None:
    """A challenge, its row locked for the caller's change (PostgreSQL; SQLite's one
    writer holds the file): two answers to it at once are told one after the other."""
    rows = await conn.rows(_SELECT + "WHERE c.id = ?" + conn.for_update, challenge_id)
    return next(iter(await _challenges(conn, rows)), None)


async def open_between(conn: Conn, guild_id: int, first: int, second: int) -> int | None:
    """The open challenge between two people in the guild, if any."""
    value = await conn.value("SELECT challenge_id FROM challenge_seats WHERE guild_id = ? "
                             "AND pair = ? AND open = 1", guild_id, pair_of(first, second))
    return None if value is None else int(value)


async def load_open(conn: Conn) -> list[Challenge]:
    rows = await conn.rows(_SELECT + "WHERE c.status = 'open' ORDER BY c.id")
    return await _challenges(conn, rows)


async def close(
    conn: Conn, challenge_id: int, status: ChallengeStatus, now: float,
    match_id: int | None = None,
) -> bool:
    """Close an open challenge; False when it was no longer open."""
    if not await conn.run(
        "UPDATE challenges SET status = ?, closed_at = ?, match_id = ? "
        "WHERE id = ? AND status = 'open'",
        status.value, now, match_id, challenge_id,
    ):
        return False
    await conn.run("UPDATE challenge_seats SET open = 0 WHERE challenge_id = ?", challenge_id)
    return True
