"""The database: a SQLite file (one process, the default) or PostgreSQL (any number of
processes), one transaction per acknowledged change, each through its own driver
(``sqlite3`` on the event loop's thread, ``asyncpg`` with a pool).

``GINBOT_DATABASE`` is a file path or a ``postgresql://`` URL (``is_url``).

SQLite
------

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

One connection serves every block in turn, on the event loop's own thread (a
statement takes microseconds: handing it to a thread, as aiosqlite does, cost ten times
the work); the asyncio lock keeps one coroutine's transaction from interleaving with
another's statements.

PostgreSQL
----------

A pool of connections; several processes may share the database. A migration runs
under an advisory lock, so processes started at once upgrade it once.

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
import contextlib
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

try:
    import fcntl
except ImportError:  # Windows: no flock; one process per database is then the owner's care
    fcntl = None  # type: ignore[assignment]

import asyncpg

from . import presence
from .migrate import (
    Migration,
    MigrationError,
    migrate_postgresql,
    migrate_sqlite,
    postgresql_version,
    sqlite_version,
)
from .sql import Conn, Dialect, observed, refused

DEFAULT_DATABASE = "ginbot.sqlite3"

Synchronous = Literal["NORMAL", "FULL"]
POOL_SIZE = 16  # PostgreSQL connections a process opens at most for changes and reads
BOOKKEEPING_POOL_SIZE = 8  # and for its bookkeeping (``Database.bookkeeping``)



def default_path() -> str:
    """``GINBOT_DATABASE``, or ``ginbot.sqlite3`` in the working directory."""
    return os.environ.get("GINBOT_DATABASE") or DEFAULT_DATABASE


def is_url(where: str) -> bool:
    """A PostgreSQL URL (``postgresql://user@host/db``), not a SQLite file's path."""
    return where.startswith(("postgresql://", "postgres://", "postgresql+asyncpg://"))


def shown(where: str) -> str:
    """The database as logs and refusals name it: a URL without its password."""
    if not is_url(where):
        return where
    parts = urlsplit(where)
    if parts.password is None:
        return where
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return parts._replace(netloc=netloc).geturl()


class DatabaseUnreachable(Exception):
    """The PostgreSQL server did not answer: a later try may work."""

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"the database server of {where} could not be reached ({problem})")
        self.where = where
        self.problem = problem


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


class Database:
    """An open ginbot database; ``transaction()`` to write and ``reading()`` to read.

    On SQLite one connection serves everything, one block at a time (the asyncio lock:
    one coroutine's statements never interleave with another's transaction); on
    PostgreSQL each block takes a connection of the pool, and rows a change must not
    share are locked with ``Conn.for_update``.
    """

    def __init__(self, where: str, dialect: Dialect, *,
                 pools: tuple[asyncpg.Pool, asyncpg.Pool] | None = None,
                 sqlite: tuple[sqlite3.Connection, _Lock] | None = None) -> None:
        self.path = where  # a file path, or the URL
        self.dialect: Dialect = dialect
        # PostgreSQL's connections: for changes and reads, and for bookkeeping
        self._pool: asyncpg.Pool | None = pools[0] if pools else None
        self._bookkeeping: asyncpg.Pool | None = pools[1] if pools else None
        self._sqlite = sqlite  # SQLite's one connection, and the file lock
        self._lock = asyncio.Lock()
        self._presence: asyncpg.Connection | None = None  # holds this process's lock

    @property
    def shown(self) -> str:
        return shown(self.path)

    @property
    def exclusive(self) -> bool:
        """This process is the database's only one (SQLite's file lock): every claim on a
        due row or a stream of the outbox was made by an earlier run, which is gone."""
        return self._sqlite is not None

    @classmethod
    async def open(
        cls, where: str | Path | None = None, *, migrations: list[Migration] | None = None,
        synchronous: Synchronous = "NORMAL", pool_size: int = POOL_SIZE,
    ) -> Database:
        """Open (creating a SQLite file if needed) and bring the schema up to date.

        Raises ``UnusableDatabase`` when it cannot be a ginbot database, and
        ``DatabaseInUse`` when another process has the SQLite file open.
        """
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be NORMAL or FULL, not {synchronous!r}")
        where = str(where or default_path())
        if is_url(where):
            return await cls._open_postgresql(where, migrations, pool_size)
        return cls._open_sqlite(where, migrations, synchronous)

    @classmethod
    def _open_sqlite(
        cls, path: str, migrations: list[Migration] | None, synchronous: Synchronous
    ) -> Database:
        """SQLite runs on the event loop's own thread: a statement takes microseconds, less
        than handing it to another thread would (its one writer never waits for another:
        one process a file, ``_Lock``)."""
        if problem := path_problem(Path(path)):
            raise UnusableDatabase(path, problem)
        lock = _Lock(path)
        # Autocommit at the driver: ``transaction()`` says BEGIN IMMEDIATE itself, so a
        # change takes the write lock before it reads, never halfway through. The asyncio
        # lock keeps the one connection to one block at a time, whichever thread runs it.
        try:
            conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as error:
            lock.release(refused=True)
            raise UnusableDatabase(path, _problem(error)) from error
        except BaseException:
            lock.release()
            raise
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute(f"PRAGMA synchronous = {synchronous}")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA busy_timeout = 5000")
            migrate_sqlite(conn, migrations)
        except (sqlite3.Error, MigrationError) as error:
            conn.close()
            lock.release(refused=True)
            raise UnusableDatabase(path, _problem(error)) from error
        except BaseException:
            conn.close()
            lock.release()
            raise
        return cls(path, "sqlite", sqlite=(conn, lock))

    @classmethod
    async def _open_postgresql(
        cls, url: str, migrations: list[Migration] | None, pool_size: int
    ) -> Database:
        dsn = driver_url(url)
        try:
            conn = await asyncpg.connect(dsn)
        except (OSError, TimeoutError, asyncpg.CannotConnectNowError) as error:
            raise DatabaseUnreachable(shown(url), _problem(error)) from error  # not yet
        except (asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise UnusableDatabase(shown(url), _problem(error)) from error
        try:
            await migrate_postgresql(Conn(conn, "postgresql"), migrations)
        except (asyncpg.PostgresError, MigrationError) as error:
            raise UnusableDatabase(shown(url), _problem(error)) from error
        finally:
            await conn.close()
        pool = await asyncpg.create_pool(dsn, min_size=1, max_size=pool_size,
                                         reset=_unchanged)
        bookkeeping = await asyncpg.create_pool(
            dsn, min_size=1, max_size=BOOKKEEPING_POOL_SIZE, reset=_unchanged,
            server_settings={"synchronous_commit": "off"})
        return cls(url, "postgresql", pools=(pool, bookkeeping))

    async def be_present(self, owner: str) -> None:
        """Hold ``owner``'s presence lock for as long as the database is open (PostgreSQL;
        on SQLite the file lock says the same): see ``presence``."""
        key = presence.key_of(owner)
        if self._pool is None or self._presence is not None or key is None:
            return
        conn = await asyncpg.connect(driver_url(self.path))
        try:
            await conn.execute(f"SELECT pg_advisory_lock({presence.PRESENCE}, {key})")
        except BaseException:
            await conn.close()
            raise
        self._presence = conn

    async def close(self) -> None:
        """Close the connections, then give up the lock (its last commit is on disk)."""
        async with self._lock:
            if self._presence is not None:
                await self._presence.close()
                self._presence = None
            for pool in (self._pool, self._bookkeeping):
                if pool is not None:
                    await pool.close()
            if self._sqlite is not None:
                conn, lock = self._sqlite
                try:
                    conn.close()
                finally:
                    lock.release()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Conn]:
        """All statements inside commit together, or none do."""
        if self._sqlite is not None:
            async with self._lock:
                conn = self._sqlite[0]
                _said(conn, "BEGIN IMMEDIATE")
                try:
                    yield Conn(conn, self.dialect)
                except BaseException:
                    if conn.in_transaction:
                        _said(conn, "ROLLBACK")
                    raise
                _said(conn, "COMMIT")
            return
        assert self._pool is not None
        async with self._pool.acquire() as pooled:
            started = time.perf_counter()
            transaction = pooled.transaction()
            await transaction.start()
            observed(time.perf_counter() - started, 0)
            try:
                yield Conn(pooled, self.dialect)
            except BaseException:
                with contextlib.suppress(Exception):  # a lost connection: the error is above
                    await _ended(transaction.rollback())
                raise
            try:
                await _ended(transaction.commit())
            except asyncpg.PostgresError as error:  # a deferred constraint, at the commit
                refused(error)

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Conn]:
        """Reads that never see another block's half-done transaction."""
        if self._sqlite is not None:
            async with self._lock:
                yield Conn(self._sqlite[0], self.dialect)
            return
        assert self._pool is not None
        # Without BEGIN and COMMIT (two round trips saved): under READ COMMITTED a
        # statement sees the same committed rows with or without a transaction around it.
        async with self._pool.acquire() as pooled:
            yield Conn(pooled, self.dialect)

    @asynccontextmanager
    async def bookkeeping(self) -> AsyncIterator[Conn]:
        """Writes of what the service keeps for itself and its front ends (a delivery's
        claim and progress, where a message is and the version it draws, click tokens):
        a repeat of them is harmless by design (a notice told again, a picture drawn
        again), so on PostgreSQL each statement commits on its own, without BEGIN and
        COMMIT, and without waiting for the disk (a crash of the server, not of the bot,
        may forget its last moments); on connections of their own, so a move never waits
        for one of these. SQLite, which opens a transaction before any write, commits
        them together."""
        if self._sqlite is not None:
            async with self.transaction() as conn:
                yield conn
            return
        assert self._bookkeeping is not None
        async with self._bookkeeping.acquire() as pooled:
            yield Conn(pooled, self.dialect)

    async def schema_version(self) -> int:
        async with self.reading() as conn:
            if self.dialect == "sqlite":
                return sqlite_version(conn.connection)
            return await postgresql_version(conn)

    async def integrity_check(self) -> str:
        """SQLite's own check of the file ("ok"); PostgreSQL keeps its own house."""
        if self.dialect != "sqlite":
            return "ok"
        async with self.reading() as conn:
            rows = await conn.rows("PRAGMA integrity_check")
            return "; ".join(str(row[0]) for row in rows)


def driver_url(url: str) -> str:
    """The URL as asyncpg takes it (``postgresql+asyncpg://`` is SQLAlchemy's spelling,
    which earlier ginbot configurations used)."""
    return "postgresql://" + url.split("://", 1)[1]


async def _unchanged(conn: asyncpg.Connection) -> None:
    """A pooled connection goes back as it is: the store changes no session state (its
    advisory locks are on connections of their own), so the reset's round trip is saved
    (asyncpg still rolls back a transaction left open)."""


def _said(conn: sqlite3.Connection, statement: str) -> None:
    """BEGIN, COMMIT or ROLLBACK on SQLite, timed for the benchmarks."""
    started = time.perf_counter()
    try:
        conn.execute(statement)
    except sqlite3.Error as error:
        refused(error)
    finally:
        observed(time.perf_counter() - started, 0)


async def _ended(ending: Awaitable[None]) -> None:
    """A PostgreSQL commit or rollback, timed for the benchmarks."""
    started = time.perf_counter()
    try:
        await ending
    finally:
        observed(time.perf_counter() - started, 0)


def _problem(error: BaseException) -> str:
    """What the driver said."""
    return str(error).strip() or type(error).__name__
