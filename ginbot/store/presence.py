"""Which processes are alive, so that a claim of a dead one is taken over at once.

A claim on a due row or on a stream of the outbox names its process (``owner``, "pid:key").
On PostgreSQL a process holds a session advisory lock on its ``key`` for its whole life, on
a connection of its own; the server drops the lock when the process dies (the connection
closes with it, by SIGKILL too), so a claim whose key has no lock is a dead process's,
whatever its lease says. On SQLite the file lock already says one process: every claim
found at start is an earlier run's.
"""

from __future__ import annotations

import secrets

from .sql import Conn

PRESENCE = 0x67696E  # the advisory lock space of ginbot's processes ("gin")


def new_owner(pid: int) -> str:
    """A name for this process in its claims: its pid (for people) and its lock key."""
    return f"{pid}:{secrets.randbelow(2**31 - 1) + 1}"


def key_of(owner: str) -> int | None:
    key = owner.partition(":")[2]
    return int(key) if key.isdigit() else None


async def alive_keys(conn: Conn) -> set[int]:
    """The keys whose processes are alive (PostgreSQL)."""
    rows = await conn.rows(
        "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = ? "
        "AND objsubid = 2 AND granted "
        "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        PRESENCE)
    return {int(row[0]) for row in rows}


async def release_dead(conn: Conn, me: str) -> int:
    """Let go of every claim whose process is gone; how many owners that was."""
    owners = {str(row[0]) for table in ("due", "outbox_progress") for row in await conn.rows(
        f"SELECT DISTINCT claimed_by FROM {table} WHERE claimed_by IS NOT NULL")}
    owners.discard(me)
    if not owners:
        return 0
    alive = await alive_keys(conn) if conn.dialect == "postgresql" else set()
    dead = [owner for owner in owners if key_of(owner) not in alive]
    if dead:
        for table in ("due", "outbox_progress"):
            await conn.run(f"UPDATE {table} SET claimed_by = NULL, claimed_until = NULL "
                           "WHERE claimed_by IN [?]", dead)
    return len(dead)
