"""The SQLite file: one connection, WAL, and one transaction per acknowledged change.

Durability: in WAL mode a commit appends to the write-ahead log before it
returns. With ``synchronous = NORMAL`` (the default here) the log is not
fsynced at every commit, only at checkpoints: a committed change survives the
bot's process being killed at any moment (a crash, a deploy, SIGKILL: the
kernel still holds the write), and the file is never corrupted, but a power
cut or kernel crash may lose the last moments of play. ``FULL`` fsyncs every
commit and survives those too, at the price of one fsync per move: 0.2 ms on
this machine's disk when quiet, 4 ms when the shared disk is busy, and then
one file can take only a few hundred moves a second (bench/results_service.md).
A bot's "acknowledged" means the player saw the reply; the process-crash
guarantee is the one ``tests/test_service_crash.py`` checks.

aiosqlite runs the connection on its own thread; the asyncio lock keeps one
coroutine's transaction from interleaving with another's statements.

``Database.open`` is the one way in: a file that cannot be used (a folder, a
missing folder, not SQLite, a schema from a newer ginbot, a failed migration)
is an ``UnusableDatabase`` naming the path and the problem.

One process per database: an open ``Database`` holds ``flock`` on ``<file>.lock``
beside the file, and a second process (a second ``ginbot run``, or ``ginbot play`` on
the bot's file) is refused with ``DatabaseInUse`` at once, before it reads anything.
Not SQLite's own locks: they are held only while a transaction runs (or, in
``locking_mode = EXCLUSIVE``, from the first write on), so a second bot would get as
far as logging in and then meet "database is locked" after the busy timeout, in the
middle of a move. The kernel drops a ``flock`` when its holder dies, by a crash or
SIGKILL too, so a stale lock file never blocks a restart; the file stays, with the
pid of its last holder for the refusal to name.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Literal

try:
    import fcntl
except ImportError:  # Windows: no flock; one process per database is then the owner's care
    fcntl = None  # type: ignore[assignment]

import aiosqlite

from .migrate import Migration, MigrationError, migrate, schema_version

DEFAULT_DATABASE = "ginbot.sqlite3"

Synchronous = Literal["NORMAL", "FULL"]


def default_path() -> str:
    """``GINBOT_DATABASE``, or ``ginbot.sqlite3`` in the working directory."""
    return os.environ.get("GINBOT_DATABASE") or DEFAULT_DATABASE


class UnusableDatabase(Exception):
    """The file cannot serve as a ginbot database; the message names the path and why."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"cannot open {path} as a ginbot database: {problem}")
        self.path = path
        self.problem = problem


def path_problem(path: Path) -> str | None:
    """What stops SQLite from opening ``path``, in words its own error does not give."""
    if path.is_dir():
        return "it is a folder, not a file"
    if path.parent.is_dir():
        return None
    for folder in path.parents:
        if folder.is_dir():
            break
        if folder.exists():
            return f"{folder} is a file, not a folder"
    return f"the folder {path.parent} does not exist"


class DatabaseInUse(UnusableDatabase):
    """Another process holds the database's lock: one ginbot process per database."""

    def __init__(self, path: str, pid: int | None) -> None:
        holder = "another ginbot process" + (f" (pid {pid})" if pid else "")
        super().__init__(path, f"{holder} is using it (one process per database); "
                               "stop that one first, or use another database file")
        self.pid = pid


def lock_path(path: str) -> str:
    """The lock file beside the database: ``ginbot.sqlite3.lock``."""
    return f"{path}.lock"


class _Lock:
    """This process's hold on a database: ``flock`` on its lock file, open while held."""

    def __init__(self, path: str) -> None:
        self.where = lock_path(path)
        try:
            self.created = not os.path.exists(self.where)
            self.fd = os.open(self.where, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise UnusableDatabase(path, f"cannot create its lock file {self.where}: "
                                         f"{error.strerror}") from error
        try:
            if fcntl is not None:
                fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(self.fd, 32).decode(errors="replace").strip()
            os.close(self.fd)
            raise DatabaseInUse(path, int(holder) if holder.isdigit() else None) from None
        os.ftruncate(self.fd, 0)
        os.write(self.fd, f"{os.getpid()}\n".encode())

    def release(self, *, refused: bool = False) -> None:
        """Closing the lock file releases the lock. The file stays (removing it would let
        a process that has just opened it lock a file no one else can find), except
        when this open made it for a file that is then refused: that leaves no trace."""
        if self.fd < 0:  # a second close must not close a reused fd
            return
        if refused and self.created:
            os.unlink(self.where)
        os.close(self.fd)
        self.fd = -1


def _probe(path: str) -> None:
    """Open and close the file on this thread: a file aiosqlite fails to open leaves its
    worker thread reporting to the event loop after ``asyncio.run`` has closed it."""
    sqlite3.connect(path).close()


class Database:
    """An open ginbot database; use ``transaction()`` to write and ``reading()`` to read."""

    def __init__(self, conn: aiosqlite.Connection, path: str, lock: _Lock) -> None:
        self._conn = conn
        self.path = path
        self._file_lock = lock
        self._lock = asyncio.Lock()

    @classmethod
    async def open(
        cls, path: str | Path | None = None, *, migrations: list[Migration] | None = None,
        synchronous: Synchronous = "NORMAL",
    ) -> Database:
        """Open (creating if needed) and bring the schema up to date.

        Raises ``UnusableDatabase`` when the file cannot be a ginbot database, and
        ``DatabaseInUse`` when another process has it open.
        """
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be NORMAL or FULL, not {synchronous!r}")
        path = str(path or default_path())
        if problem := path_problem(Path(path)):
            raise UnusableDatabase(path, problem)
        lock = _Lock(path)
        try:
            await asyncio.to_thread(_probe, path)
            conn = await aiosqlite.connect(path, isolation_level=None)
        except sqlite3.Error as error:
            lock.release(refused=True)
            raise UnusableDatabase(path, str(error)) from error
        except BaseException:
            lock.release()
            raise
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute("PRAGMA busy_timeout = 5000")
            await migrate(conn, migrations)
        except (sqlite3.Error, MigrationError) as error:
            await conn.close()
            lock.release(refused=True)
            raise UnusableDatabase(path, str(error)) from error
        except BaseException:
            await conn.close()
            lock.release()
            raise
        return cls(conn, path, lock)

    async def close(self) -> None:
        """Close the connection, then give up the lock (its last commit is on disk)."""
        async with self._lock:
            try:
                await self._conn.close()
            finally:
                self._file_lock.release()

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
