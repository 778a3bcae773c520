"""One way to run a query on SQLite or PostgreSQL: ``Conn``, over SQLAlchemy's async Core.

The store's SQL is written once, in what both databases accept (``?`` placeholders,
``INSERT ... ON CONFLICT ... DO UPDATE``, ``RETURNING``), and ``Conn`` runs it on the
connection of a ``transaction()`` or ``reading()`` block. What the two differ in is
asked of the connection by name: ``for_update`` locks the rows a change reads
(PostgreSQL; SQLite's one writer holds the whole file already), and ``skip_locked``
lets several processes claim different rows of one table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, Literal

from sqlalchemy import Connection, CursorResult, Row, TextClause, bindparam, text
from sqlalchemy.ext.asyncio import AsyncConnection

Dialect = Literal["sqlite", "postgresql"]

_PLACEHOLDER = re.compile(r"\?|\[\?\]")


@cache
def statement(sql: str) -> tuple[TextClause, int]:
    """``sql`` with its ``?`` placeholders named ``p0, p1...`` (a ``[?]`` stands for a list,
    expanded to ``(:p0_1, :p0_2...)`` by SQLAlchemy), and how many there are."""
    names: list[str] = []
    expanding: list[str] = []

    def name(found: re.Match[str]) -> str:
        names.append(f"p{len(names)}")
        if found.group(0) == "[?]":
            expanding.append(names[-1])
        return f":{names[-1]}"

    clause = text(_PLACEHOLDER.sub(name, sql))
    if expanding:
        clause = clause.bindparams(*(bindparam(n, expanding=True) for n in expanding))
    return clause, len(names)


def _bind(sql: str, params: Sequence[Any]) -> tuple[TextClause, dict[str, Any]]:
    clause, count = statement(sql)
    if count != len(params):
        raise ValueError(f"{count} placeholders and {len(params)} values: {sql}")
    return clause, {f"p{i}": value for i, value in enumerate(params)}


class Conn:
    """A connection inside a transaction (or a read). Rows come back as SQLAlchemy's
    ``Row``: a tuple whose columns are also attributes (``row.user_id``).

    On PostgreSQL it is an async connection of the pool; on SQLite the one connection,
    run on the event loop's own thread (its statements take microseconds)."""

    def __init__(self, connection: AsyncConnection | Connection, dialect: Dialect) -> None:
        self.connection = connection
        self.dialect: Dialect = dialect

    @property
    def for_update(self) -> str:
        """`` FOR UPDATE`` where the database locks rows (PostgreSQL)."""
        return " FOR UPDATE" if self.dialect == "postgresql" else ""

    @property
    def skip_locked(self) -> str:
        """`` FOR UPDATE SKIP LOCKED``: claim rows nobody else has claimed (PostgreSQL)."""
        return " FOR UPDATE SKIP LOCKED" if self.dialect == "postgresql" else ""

    async def _execute(self, sql: str, params: Sequence[Any]) -> CursorResult[Any]:
        clause, values = _bind(sql, params)
        if isinstance(self.connection, AsyncConnection):
            return await self.connection.execute(clause, values)
        return self.connection.execute(clause, values)

    async def rows(self, sql: str, *params: Any) -> list[Row[Any]]:
        return list((await self._execute(sql, params)).all())

    async def row(self, sql: str, *params: Any) -> Row[Any] | None:
        return (await self._execute(sql, params)).first()

    async def value(self, sql: str, *params: Any) -> Any:
        """The first column of the first row (None without a row)."""
        return (await self._execute(sql, params)).scalar()

    async def run(self, sql: str, *params: Any) -> int:
        """Run a change; returns how many rows it touched."""
        return int((await self._execute(sql, params)).rowcount)

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [_bind(sql, row)[1] for row in rows]
        if not batch:
            return
        clause = statement(sql)[0]
        if isinstance(self.connection, AsyncConnection):
            await self.connection.execute(clause, batch)
        else:
            self.connection.execute(clause, batch)
