"""Databases in an older shape, for the migration tests: the schema-5 fixture the old
store wrote (tests/data/make_schema5.py), brought up to a given schema and given rows
written as that schema kept them."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from ginbot.store import Database, bundled_migrations

DATA = Path(__file__).parent / "data"


async def old_database(path: Path, version: int, sql: str, args: Sequence[object] = ()
                       ) -> None:
    """The fixture at schema ``version``, with ``sql`` run on it."""
    with sqlite3.connect(path) as conn:
        conn.executescript((DATA / "schema5_matches.sql").read_text(encoding="utf-8"))
    db = await Database.open(path, migrations=bundled_migrations()[:version])
    try:
        async with db.transaction() as conn:
            await conn.run(sql, *args)
    finally:
        await db.close()
