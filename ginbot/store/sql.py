"""One way to run a query on SQLite or PostgreSQL: ``Conn``, over each database's own
driver (the standard library's ``sqlite3``, and ``asyncpg``).

The store's SQL is written once, in what both databases accept (``?`` placeholders,
``INSERT ... ON CONFLICT ... DO UPDATE``, ``RETURNING``; ``[?]`` stands for a list, as in
``id IN [?]``), and ``Conn`` runs it on the connection of a ``transaction()`` or
``reading()`` block. What the two differ in is asked of the connection by name:
``for_update`` locks the rows a change reads (PostgreSQL; SQLite's one writer holds the
whole file already), and ``skip_locked`` lets several processes claim different rows of
one table.

Why no toolkit between the store and the drivers: the store writes its SQL itself, so
all it needs is placeholders, rows with named columns and one kind of error, which this
module gives in a page. SQLAlchemy's async Core did the same at twice the CPU a
statement on PostgreSQL (145 µs against 53 µs for a one-row read, 1.05 ms against
0.5 ms for a change and a read, on the machine of ``bench/RESULTS.md``), and a busy bot
spends that on its event loop, where every click waits.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections import namedtuple
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, NoReturn

import asyncpg

Dialect = Literal["sqlite", "postgresql"]

if TYPE_CHECKING:
    class Row(tuple[Any, ...]):
        """A row: a tuple whose columns are also attributes (``row.user_id``)."""

        def __getattr__(self, name: str) -> Any: ...
else:
    Row = tuple

_PLACEHOLDER = re.compile(r"\[\?\]|\?")


class DatabaseError(Exception):
    """The database refused a statement (its own words are the message)."""


class IntegrityError(DatabaseError):
    """A constraint refused a write: a unique index, a foreign key, a check."""


def refused(error: Exception) -> NoReturn:
    """Raise the driver's refusal as ours; anything else (a lost connection) as it is."""
    if isinstance(error, sqlite3.IntegrityError | asyncpg.IntegrityConstraintViolationError):
        raise IntegrityError(str(error)) from error
    if isinstance(error, sqlite3.Error | asyncpg.PostgresError):
        raise DatabaseError(str(error)) from error
    raise error


# -- what the benchmarks time ----------------------------------------------------------

Observer = Callable[[float, int], None]
"""Told of every statement (seconds, 1) and every commit or rollback (seconds, 0)."""

_observers: list[Observer] = []


def observe(observer: Observer) -> Callable[[], None]:
    """Tell ``observer`` of every statement from now on; returns what stops it."""
    _observers.append(observer)
    return lambda: _observers.remove(observer)


def observed(seconds: float, statements: int) -> None:
    for observer in _observers:
        observer(seconds, statements)


# -- placeholders ------------------------------------------------------------------------


@cache
def _parts(sql: str) -> tuple[tuple[str, ...], tuple[bool, ...]]:
    """``sql`` split at its placeholders, and which of them stand for a list."""
    return tuple(_PLACEHOLDER.split(sql)), tuple(
        found == "[?]" for found in _PLACEHOLDER.findall(sql))


@cache
def _statement(sql: str, dialect: Dialect, lengths: tuple[int, ...]) -> str:
    """``sql`` in the driver's placeholders (``?`` or ``$1``), each list of ``lengths``
    spread out as ``(?, ?, ?)`` (an empty one as ``(NULL)``, which ``IN`` never matches)."""
    texts, lists = _parts(sql)
    number = 0

    def one() -> str:
        nonlocal number
        number += 1
        return "?" if dialect == "sqlite" else f"${number}"

    out = [texts[0]]
    for index, is_list in enumerate(lists):
        if is_list:
            out.append("(" + (", ".join(one() for _ in range(lengths[index])) or "NULL") + ")")
        else:
            out.append(one())
        out.append(texts[index + 1])
    return "".join(out)


def bound(sql: str, dialect: Dialect, params: Sequence[Any]) -> tuple[str, list[Any]]:
    """The statement and its values as the driver takes them."""
    lists = _parts(sql)[1]
    if len(lists) != len(params):
        raise ValueError(f"{len(lists)} placeholders and {len(params)} values: {sql}")
    if not any(lists):
        return _statement(sql, dialect, ()), list(params)
    values: list[Any] = []
    lengths = []
    for is_list, value in zip(lists, params, strict=True):
        if is_list:
            values.extend(value)
            lengths.append(len(value))
        else:
            values.append(value)
            lengths.append(0)
    return _statement(sql, dialect, tuple(lengths)), values


@cache
def _row_type(names: tuple[str, ...]) -> Any:
    return namedtuple("Row", names, rename=True)


# -- the connection ----------------------------------------------------------------------


class Conn:
    """A connection inside a transaction (or a read).

    On PostgreSQL it is a connection of the pool; on SQLite the one connection, run on the
    event loop's own thread (its statements take microseconds)."""

    def __init__(self, connection: sqlite3.Connection | asyncpg.Connection,
                 dialect: Dialect) -> None:
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

    async def rows(self, sql: str, *params: Any) -> list[Row]:
        started = time.perf_counter()
        statement, values = bound(sql, self.dialect, params)
        try:
            if isinstance(self.connection, sqlite3.Connection):
                cursor = self.connection.execute(statement, values)
                found = cursor.fetchall()
                names = () if cursor.description is None else tuple(
                    d[0] for d in cursor.description)
            else:
                records = await self.connection.fetch(statement, *values)
                found = [tuple(record.values()) for record in records]
                names = tuple(records[0].keys()) if records else ()
        except Exception as error:
            refused(error)
        finally:
            if _observers:
                observed(time.perf_counter() - started, 1)
        if not found:
            return []
        make = _row_type(names)._make
        return [make(values) for values in found]

    async def row(self, sql: str, *params: Any) -> Row | None:
        found = await self.rows(sql, *params)
        return found[0] if found else None

    async def value(self, sql: str, *params: Any) -> Any:
        """The first column of the first row (None without a row)."""
        found = await self.row(sql, *params)
        return None if found is None else found[0]

    async def run(self, sql: str, *params: Any) -> int:
        """Run a change; returns how many rows it touched."""
        started = time.perf_counter()
        statement, values = bound(sql, self.dialect, params)
        try:
            if isinstance(self.connection, sqlite3.Connection):
                return self.connection.execute(statement, values).rowcount
            status = await self.connection.execute(statement, *values)
            count = status.rpartition(" ")[2]
            return int(count) if count.isdigit() else 0
        except Exception as error:
            refused(error)
        finally:
            if _observers:
                observed(time.perf_counter() - started, 1)

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [bound(sql, self.dialect, row) for row in rows]
        if not batch:
            return
        started = time.perf_counter()
        statement = batch[0][0]
        try:
            if isinstance(self.connection, sqlite3.Connection):
                self.connection.executemany(statement, [values for _, values in batch])
            else:
                await self.connection.executemany(statement, [values for _, values in batch])
        except Exception as error:
            refused(error)
        finally:
            if _observers:
                observed(time.perf_counter() - started, len(batch))
