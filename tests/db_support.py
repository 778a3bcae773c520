"""Where a test's database lives: a SQLite file in the test's folder, or a PostgreSQL
database of the test's own, made for it and dropped after it.

The PostgreSQL server is ``GINBOT_TEST_POSTGRESQL`` (default: the project machines'
``postgresql://postgres@127.0.0.1:5432/postgres``, trust authentication); its user must
be allowed to create databases. Without a server the PostgreSQL tests are skipped with
one line saying so, except under ``CI=true``, where they fail."""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
import threading
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from ginbot.engine import MatchRecord
from ginbot.store import Database, matches

SERVER = os.environ.get("GINBOT_TEST_POSTGRESQL",
                        "postgresql://postgres@127.0.0.1:5432/postgres")
KINDS = ("sqlite", "postgresql")

Location = Path | str


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def _on_server(url: str, statement: str, args: tuple[object, ...]) -> list[tuple[object, ...]]:
    """Run one statement on a PostgreSQL database from any thread (a test may hold a
    running event loop): its rows."""
    rows: list[tuple[object, ...]] = []
    failure: list[BaseException] = []

    async def run() -> None:
        conn = await asyncpg.connect(url, timeout=10)
        try:
            rows.extend(tuple(r) for r in await conn.fetch(statement, *args))
        finally:
            await conn.close()

    def in_thread() -> None:
        try:
            asyncio.run(run())
        except BaseException as error:
            failure.append(error)

    thread = threading.Thread(target=in_thread)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return rows


def _admin(statement: str) -> None:
    _on_server(SERVER, statement, ())


def query(location: Location, statement: str, *args: object) -> list[tuple[object, ...]]:
    """The rows of one statement (``?`` placeholders) on a test's database, read or
    written beside the service, as a person with a database shell would."""
    if isinstance(location, str) and location.startswith("postgresql://"):
        numbered = iter(range(1, 1000))
        return _on_server(location, re.sub(r"\?", lambda _: f"${next(numbered)}", statement),
                          args)
    with sqlite3.connect(location) as conn:
        return [tuple(row) for row in conn.execute(statement, args).fetchall()]


def unreachable(error: BaseException) -> None:
    """Skip (or, in CI, fail) the test that needs the server."""
    line = (f"PostgreSQL tests need a server at {SERVER} ({type(error).__name__}: {error}); "
            "start PostgreSQL there with trust authentication, or set "
            "GINBOT_TEST_POSTGRESQL to a server URL whose user may create databases")
    if in_ci():
        pytest.fail(line)
    pytest.skip(line)


class Databases:
    """New databases of one kind for a test, each empty; the PostgreSQL ones are dropped
    when the test ends."""

    def __init__(self, kind: str, folder: Path) -> None:
        self.kind = kind
        self.folder = folder
        self._made: list[str] = []

    def new(self, name: str = "g") -> Location:
        if self.kind == "sqlite":
            return self.folder / f"{name}-{len(self._made)}.sqlite3"
        database = f"ginbot_test_{uuid.uuid4().hex[:16]}"
        try:
            _admin(f'CREATE DATABASE "{database}"')
        except (OSError, asyncpg.PostgresError) as error:
            unreachable(error)
        self._made.append(database)
        parts = urlsplit(SERVER)
        return urlunsplit(parts._replace(path=f"/{database}"))

    def drop_all(self) -> None:
        for database in self._made:
            _admin(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        self._made.clear()


async def stored_record(database: Location, match_id: int) -> MatchRecord:
    """A match's record as stored (replayed by the engine, so a move stored twice or out
    of turn fails here)."""
    db = await Database.open(database)
    try:
        async with db.reading() as conn:
            stored = await matches.load_match(conn, match_id)
    finally:
        await db.close()
    assert stored is not None
    return stored.record()
