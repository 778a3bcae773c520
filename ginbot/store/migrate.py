"""Numbered SQL migrations, applied in order at start-up.

Each ``migrations/NNNN_name.sql`` file moves the schema from version NNNN-1 to
NNNN; the version lives in ``PRAGMA user_version``. A released migration is
never edited: a change to the schema is a new file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

import aiosqlite

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


class MigrationError(RuntimeError):
    pass


def bundled_migrations() -> list[Migration]:
    """The migrations shipped in ``ginbot/store/migrations``, checked to be 1, 2, 3..."""
    found = []
    for entry in resources.files("ginbot.store").joinpath("migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise MigrationError(f"migration {expected:04d} is missing (found {migration.name})")
    return found


async def schema_version(conn: aiosqlite.Connection) -> int:
    rows = await conn.execute_fetchall("PRAGMA user_version")
    return int(next(iter(rows))[0])


async def migrate(conn: aiosqlite.Connection, migrations: list[Migration] | None = None) -> int:
    """Apply every migration newer than the database, each in its own transaction.

    Returns the schema version reached. A database newer than this code is refused
    rather than guessed at.
    """
    migrations = bundled_migrations() if migrations is None else migrations
    current = await schema_version(conn)
    latest = migrations[-1].version if migrations else 0
    if current > latest:
        raise MigrationError(
            f"the database has schema version {current}, newer than this ginbot ({latest})"
        )
    enforced = bool(next(iter(await conn.execute_fetchall("PRAGMA foreign_keys")))[0])
    # A migration may rebuild a table that others reference: SQLite's way is to turn
    # foreign keys off (only possible outside a transaction) and check them all at the end.
    await conn.execute("PRAGMA foreign_keys = OFF")
    try:
        for migration in migrations:
            if migration.version <= current:
                continue
            await _apply(conn, migration)
            current = migration.version
    finally:
        await conn.execute(f"PRAGMA foreign_keys = {'ON' if enforced else 'OFF'}")
    return current


async def _apply(conn: aiosqlite.Connection, migration: Migration) -> None:
    """One migration in one transaction, committed only if every foreign key holds."""
    script = f"BEGIN IMMEDIATE;\n{migration.sql}\nPRAGMA user_version = {migration.version:d};"
    try:
        await conn.executescript(script)
        broken = await conn.execute_fetchall("PRAGMA foreign_key_check")
        if broken:
            table, _, parent, _ = next(iter(broken))
            raise MigrationError(
                f"migration {migration.name} leaves rows of {table} whose {parent} is missing")
        await conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise
