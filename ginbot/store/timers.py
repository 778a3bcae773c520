"""The timers the scheduler has armed for the matches in play, so a restart re-arms them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .sql import Conn

TimerKind = Literal["deal", "turn", "computer"]


@dataclass(frozen=True)
class StoredTimer:
    kind: TimerKind
    seat: int | None  # None: the next deal
    due_at: float


async def replace_all(
    conn: Conn, match_id: int, timers: Sequence[StoredTimer]
) -> None:
    """The match's armed timers are now exactly ``timers`` (none: forget them all)."""
    await conn.run("DELETE FROM due WHERE match_id = ? AND kind IN ('deal', 'turn', 'computer')",
                   match_id)
    await conn.run_many(
        "INSERT INTO due (match_id, kind, seat, due_at) VALUES (?, ?, ?, ?)",
        [(match_id, t.kind, t.seat, t.due_at) for t in timers],
    )


async def load_all(conn: Conn) -> dict[int, list[StoredTimer]]:
    """Every match's armed timers, by match id."""
    rows = await conn.rows(
        "SELECT match_id, kind, seat, due_at FROM due WHERE match_id IS NOT NULL "
        "AND kind IN ('deal', 'turn', 'computer') ORDER BY match_id, kind, seat")
    timers: dict[int, list[StoredTimer]] = {}
    for row in rows:
        timers.setdefault(row.match_id, []).append(
            StoredTimer(row.kind, row.seat, row.due_at))
    return timers
