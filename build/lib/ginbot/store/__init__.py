"""Persistence in one SQLite file (aiosqlite, WAL, numbered migrations).

``Database`` owns the connection; the modules ``players``, ``guilds``,
``challenges``, ``matches`` and ``ladder`` hold the queries, each a function
taking the connection of a ``transaction()`` or ``reading()`` block so that
several changes can commit together.
"""

from . import challenges, guilds, ladder, matches, players, posts
from .database import DEFAULT_DATABASE, Database, Synchronous, UnusableDatabase, default_path
from .migrate import Migration, MigrationError, bundled_migrations
from .records import (
    ActionSource,
    Challenge,
    ChallengeStatus,
    EndReason,
    GuildSettings,
    HandSort,
    IdleAction,
    MatchInfo,
    MatchStatus,
    PlayerSettings,
    Rating,
    Seat,
    SettingError,
    SettingProblem,
    Standing,
    StoredAction,
    StoredMatch,
    User,
)

__all__ = [
    "DEFAULT_DATABASE",
    "ActionSource",
    "Challenge",
    "ChallengeStatus",
    "Database",
    "EndReason",
    "GuildSettings",
    "HandSort",
    "IdleAction",
    "MatchInfo",
    "MatchStatus",
    "Migration",
    "MigrationError",
    "PlayerSettings",
    "Rating",
    "Seat",
    "SettingError",
    "SettingProblem",
    "Standing",
    "StoredAction",
    "StoredMatch",
    "Synchronous",
    "UnusableDatabase",
    "User",
    "bundled_migrations",
    "challenges",
    "default_path",
    "guilds",
    "ladder",
    "matches",
    "players",
    "posts",
]
