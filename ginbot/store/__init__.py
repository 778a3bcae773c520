"""Persistence on SQLite (one file, WAL) or PostgreSQL, through one query code path
(``Conn``, over ``sqlite3`` and ``asyncpg``), with numbered migrations for both.

``Database`` owns the connections; the modules (``players``, ``guilds``, ``challenges``,
``matches``, ``ladder``, ``due``, ``outbox``, ``posts``, ...) hold the queries, each a
function taking the connection of a ``transaction()`` or ``reading()`` block so that
several changes can commit together. The values they read and write (seats,
match info, settings) are ``ginbot.model``'s; the store owns only its records.
"""

from . import (
    challenges,
    discord_state,
    guilds,
    ladder,
    matches,
    players,
    posts,
    seasons,
    tournaments,
)
from .database import (
    DEFAULT_DATABASE,
    Database,
    DatabaseInUse,
    DatabaseUnreachable,
    Synchronous,
    UnusableDatabase,
    default_path,
    is_url,
    shown,
)
from .migrate import Migration, MigrationError, bundled_migrations
from .records import StoredAction, StoredHandResult, StoredMatch
from .sql import Conn, DatabaseError, IntegrityError, Row, observe

__all__ = [
    "DEFAULT_DATABASE",
    "Conn",
    "Database",
    "DatabaseError",
    "DatabaseInUse",
    "DatabaseUnreachable",
    "IntegrityError",
    "Migration",
    "MigrationError",
    "Row",
    "StoredAction",
    "StoredHandResult",
    "StoredMatch",
    "Synchronous",
    "UnusableDatabase",
    "bundled_migrations",
    "challenges",
    "default_path",
    "discord_state",
    "guilds",
    "is_url",
    "ladder",
    "matches",
    "observe",
    "players",
    "posts",
    "seasons",
    "shown",
    "timers",
    "tournaments",
]
