"""The SQLite file: one connection, WAL, and one transaction per acknowledged change.

``synchronous = FULL``: a commit returns only after the write-ahead log is on
disk, so a change the bot has acknowledged survives a killed process and a
power cut alike (NORMAL in WAL mode survives the first but not the second). The
fsync costs about 0.2 ms here (see bench/results_service.md).

aiosqlite runs the connection on its own thread; the asyncio lock keeps one
coroutine's transaction from interleaving with another's statements.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from .migrate import Migration, migrate, schema_version

DEFAULT_DATABASE = "ginbot.sqlite3"


def default_path() -> str:
    """``GINBOT_DATABASE``, or ``ginbot.sqlite3`` in the working directory."""
    return os.environ.get("GINBOT_DATABASE") or DEFAULT_DATABASE


class Database:
    """An open ginbot database; use ``transaction()`` to write and ``reading()`` to read."""

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn = conn
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(
        cls, path: str | Path | None = None, *, migrations: list[Migration] | None = None
    ) -> Database:
        """Open (creating if needed) and bring the schema up to date."""
        path = str(path or default_path())
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = FULL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute("PRAGMA busy_timeout = 5000")
            await migrate(conn, migrations)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path)

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """All statements inside commit together, or none do."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[aiosqlite.Connection]:
        """Reads that never see another coroutine's half-done transaction."""
        async with self._lock:
            yield self._conn

    async def schema_version(self) -> int:
        async with self.reading() as conn:
            return await schema_version(conn)

    async def integrity_check(self) -> str:
        async with self.reading() as conn:
            rows = await conn.execute_fetchall("PRAGMA integrity_check")
            return "; ".join(str(row[0]) for row in rows)
