"""The outbox: what each change announces, written in the change's own transaction.

Rows are grouped in streams (``match:12``, ``challenge:5``) and read in order. Each
subscriber (the Discord delivery, the terminal, tournaments, statistics) keeps its
progress through each stream in ``outbox_progress`` and claims a stream for a lease
while it delivers: a process that dies mid-delivery leaves the rest to be delivered
again, so a subscriber is idempotent.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .sql import Conn


@dataclass(frozen=True)
class Notice:
    id: int
    stream: str
    version: int
    kind: str
    payload: str  # JSON
    at: float


async def append(conn: Conn, stream: str, version: int, kind: str, payload: str,
                 at: float) -> int:
    return int(await conn.value(
        "INSERT INTO outbox (stream, version, kind, payload, at) VALUES (?, ?, ?, ?, ?) "
        "RETURNING id", stream, version, kind, payload, at))


async def newer(conn: Conn, after_id: int, limit: int = 500
                ) -> list[tuple[int, str, float]]:
    """(id, stream, at) of the rows after ``after_id``, oldest first: where to look next.

    On PostgreSQL ids are taken in one order and committed in another, so a row may
    appear below an id already seen: a reader looks again from a little before."""
    return [(int(row.id), str(row.stream), float(row.at)) for row in await conn.rows(
        "SELECT id, stream, at FROM outbox WHERE id > ? ORDER BY id LIMIT ?",
        after_id, limit)]


async def unfinished(conn: Conn, subscriber: str) -> list[str]:
    """Every stream with rows ``subscriber`` has not yet delivered."""
    rows = await conn.rows(
        "SELECT o.stream FROM outbox o LEFT JOIN outbox_progress p "
        "ON p.subscriber = ? AND p.stream = o.stream "
        "GROUP BY o.stream HAVING MAX(o.id) > MAX(COALESCE(p.last_id, 0))", subscriber)
    return [row.stream for row in rows]


async def claim(conn: Conn, subscriber: str, stream: str, owner: str, now: float,
                lease: float) -> int | None:
    """Hold ``stream`` for ``subscriber`` until ``now + lease``; the id delivered up to,
    or None when another holds it. One statement (no transaction needed around it): the
    database locks the row while it decides."""
    last = await conn.value(
        "INSERT INTO outbox_progress (subscriber, stream, last_id, claimed_by, claimed_until) "
        "VALUES (?, ?, 0, ?, ?) ON CONFLICT (subscriber, stream) DO UPDATE "
        "SET claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until "
        "WHERE outbox_progress.claimed_by IS NULL OR outbox_progress.claimed_by = ? "
        "OR COALESCE(outbox_progress.claimed_until, 0) <= ? RETURNING last_id",
        subscriber, stream, owner, now + lease, owner, now)
    return None if last is None else int(last)


async def rows_after(conn: Conn, stream: str, after_id: int) -> list[Notice]:
    return [Notice(row.id, row.stream, row.version, row.kind, row.payload, row.at)
            for row in await conn.rows(
                "SELECT id, stream, version, kind, payload, at FROM outbox "
                "WHERE stream = ? AND id > ? ORDER BY id", stream, after_id)]


async def delivered(conn: Conn, subscriber: str, stream: str, last_id: int, owner: str,
                    *, until: float | None) -> bool:
    """``subscriber`` has delivered ``stream`` up to ``last_id`` and holds it on until
    ``until`` (None: lets it go); False when ``owner`` no longer holds it."""
    return await conn.run(
        "UPDATE outbox_progress SET last_id = ?, claimed_until = ?, "
        "claimed_by = CASE WHEN ? = 1 THEN NULL ELSE claimed_by END "
        "WHERE subscriber = ? AND stream = ? AND claimed_by = ?",
        last_id, until, int(until is None), subscriber, stream, owner) == 1


async def last_id(conn: Conn) -> int:
    return int(await conn.value("SELECT COALESCE(MAX(id), 0) FROM outbox"))


async def release_all(conn: Conn) -> None:
    """Forget every claim on a stream (the processes that made them are gone)."""
    await conn.run("UPDATE outbox_progress SET claimed_by = NULL, claimed_until = NULL "
                   "WHERE claimed_by IS NOT NULL")


async def prune(conn: Conn, subscribers: Iterable[str], before: float, kind: str) -> int:
    """Delete the rows of ``kind``'s streams (``match``, ...) older than ``before`` that
    every one of ``subscribers`` (those that hear that kind) has delivered; how many went."""
    names = sorted(subscribers)
    return await conn.run(
        "DELETE FROM outbox WHERE at < ? AND stream LIKE ? "
        "AND (SELECT COUNT(*) FROM outbox_progress p WHERE p.stream = outbox.stream "
        "     AND p.subscriber IN [?] AND p.last_id >= outbox.id) = ?",
        before, f"{kind}:%", names, len(names))
