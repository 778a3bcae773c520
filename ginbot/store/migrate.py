"""Numbered SQL migrations, applied in order at start-up, on SQLite and on PostgreSQL.

Each ``migrations/NNNN_name.sql`` file moves the schema from version NNNN-1 to NNNN on
both databases; where the two need different SQL, one step is two files,
``NNNN_name.sqlite.sql`` and ``NNNN_name.postgresql.sql``. SQLite's history starts at
1. PostgreSQL's starts at 9, a baseline of the schema SQLite had reached then (no
PostgreSQL database is older). From 10 on every step exists for both, and a test keeps
the two schemas alike.

The version lives in ``PRAGMA user_version`` on SQLite and in ``ginbot_schema`` on
PostgreSQL, where the migrations run under an advisory lock: of several processes
started at once, one upgrades and the others find it done. A released migration is
never edited: a change to the schema is a new file.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources

import asyncpg

from .sql import Conn, Dialect

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+(?:\.(sqlite|postgresql))?\.sql$")
_ADVISORY = 7_117_110_911  # the advisory lock key of ginbot's migrations ("gin" bot)



@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str
    dialect: Dialect | None = None  # None: the same SQL for both


class MigrationError(RuntimeError):
    pass


def _dialect(suffix: str | None) -> Dialect | None:
    match suffix:
        case "sqlite":
            return "sqlite"
        case "postgresql":
            return "postgresql"
    return None


def bundled_migrations(dialect: Dialect = "sqlite") -> list[Migration]:
    """The migrations shipped in ``ginbot/store/migrations`` for ``dialect``, checked to
    run without a gap from its first version on."""
    found = []
    for entry in resources.files("ginbot.store").joinpath("migrations").iterdir():
        match = _NAME.match(entry.name)
        if match and match.group(2) in (None, dialect):
            found.append(Migration(int(match.group(1)), entry.name,
                                   entry.read_text("utf-8"), _dialect(match.group(2))))
    found.sort(key=lambda m: m.version)
    if not found:
        raise MigrationError(f"no migrations for {dialect}")
    for expected, migration in enumerate(found, start=found[0].version):
        if migration.version != expected:
            raise MigrationError(f"{dialect} migration {expected:04d} is missing "
                                 f"(found {migration.name})")
    return found


def sqlite_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0] or 0)


async def postgresql_version(conn: Conn) -> int:
    if await conn.value("SELECT to_regclass('ginbot_schema')") is None:
        return 0
    return int(await conn.value("SELECT version FROM ginbot_schema") or 0)


def _check_newer(current: int, migrations: list[Migration]) -> None:
    latest = migrations[-1].version if migrations else 0
    if current > latest:
        raise MigrationError(
            f"the database has schema version {current}, newer than this ginbot ({latest})")


def migrate_sqlite(conn: sqlite3.Connection, migrations: list[Migration] | None = None
                   ) -> int:
    """Apply every migration newer than the database, each in its own transaction.

    Returns the schema version reached. A database newer than this code is refused
    rather than guessed at.
    """
    migrations = bundled_migrations("sqlite") if migrations is None else migrations
    current = sqlite_version(conn)
    _check_newer(current, migrations)
    enforced = bool(conn.execute("PRAGMA foreign_keys").fetchone()[0])
    # A migration may rebuild a table that others reference: SQLite's way is to turn
    # foreign keys off (only possible outside a transaction) and check them all at the end.
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        for migration in migrations:
            if migration.version <= current:
                continue
            _apply_sqlite(conn, migration)
            current = migration.version
    finally:
        conn.execute(f"PRAGMA foreign_keys = {'ON' if enforced else 'OFF'}")
    return current


def _apply_sqlite(driver: sqlite3.Connection, migration: Migration) -> None:
    """One migration in one transaction, committed only if every foreign key holds."""
    script = f"BEGIN IMMEDIATE;\n{migration.sql}\nPRAGMA user_version = {migration.version:d};"
    try:
        driver.executescript(script)
        broken = driver.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            table, _, parent, _ = broken[0]
            raise MigrationError(
                f"migration {migration.name} leaves rows of {table} whose {parent} is missing")
        driver.execute("COMMIT")
    except BaseException:
        if driver.in_transaction:
            driver.execute("ROLLBACK")
        raise


async def migrate_postgresql(conn: Conn, migrations: list[Migration] | None = None) -> int:
    """``migrate_sqlite`` on PostgreSQL, under an advisory lock: of several processes started
    at once, one upgrades and the others wait for it and find it done. ``conn``: a
    connection of its own (not the pool's: the lock is the session's)."""
    migrations = bundled_migrations("postgresql") if migrations is None else migrations
    driver = conn.connection
    assert isinstance(driver, asyncpg.Connection)
    await driver.execute(f"SELECT pg_advisory_lock({_ADVISORY})")
    try:
        current = await postgresql_version(conn)
        _check_newer(current, migrations)
        first = migrations[0].version if migrations else 1
        for migration in migrations:
            if migration.version <= current:
                continue
            if current == 0 and migration.version != first:
                raise MigrationError(f"PostgreSQL starts at migration {first:04d}")
            async with driver.transaction():
                await driver.execute(migration.sql)
                await driver.execute(
                    "CREATE TABLE IF NOT EXISTS ginbot_schema (version integer NOT NULL)")
                await driver.execute("DELETE FROM ginbot_schema")
                await driver.execute("INSERT INTO ginbot_schema (version) VALUES ($1)",
                                     migration.version)
            current = migration.version
        return current
    finally:
        await driver.execute(f"SELECT pg_advisory_unlock({_ADVISORY})")
