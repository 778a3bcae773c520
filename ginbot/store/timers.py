"""The timers the scheduler has armed for the matches in play, so a restart re-arms them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import aiosqlite

TimerKind = Literal["deal", "turn", "computer"]


@dataclass(frozen=True)
class StoredTimer:
    kind: TimerKind
    seat: int | None  # None: the next deal
    due_at: float


async def replace_all(
    conn: aiosqlite.Connection, match_id: int, timers: Sequence[StoredTimer]
) -> None:
    """The match's armed timers are now exactly ``timers`` (none: forget them all)."""
    await conn.execute("DELETE FROM match_timers WHERE match_id = ?", (match_id,))
    await conn.executemany(
        "INSERT INTO match_timers (match_id, kind, seat, due_at) VALUES (?, ?, ?, ?)",
        [(match_id, t.kind, -1 if t.seat is None else t.seat, t.due_at) for t in timers],
    )


async def load_all(conn: aiosqlite.Connection) -> dict[int, list[StoredTimer]]:
    """Every match's armed timers, by match id."""
    rows = await conn.execute_fetchall(
        "SELECT match_id, kind, seat, due_at FROM match_timers ORDER BY match_id, kind, seat")
    timers: dict[int, list[StoredTimer]] = {}
    for row in rows:
        seat = None if row["seat"] < 0 else row["seat"]
        timers.setdefault(row["match_id"], []).append(
            StoredTimer(row["kind"], seat, row["due_at"]))
    return timers
