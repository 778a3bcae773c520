"""A copy of a ginbot database, safe to take while the bot runs.

Copying the file with ``cp`` while the bot runs is not safe: in WAL mode the last
commits live in ``<file>-wal`` until a checkpoint, and a copy taken mid-write is torn.
SQLite's online backup API reads one consistent snapshot, WAL included, and in WAL mode
a reader never blocks the bot's writes. The bot's lock (``<file>.lock``, one process
per database) is not taken: the backup only reads, through a read-only connection.

The copy is written beside the target under a temporary name, checked, and only then
given the target's name (a hard link, which refuses to replace a file that appeared
meanwhile): a backup that fails leaves nothing at the target, and an existing file is
never overwritten.

A PostgreSQL database (a ``postgresql://`` URL) is not copied here: it is refused,
naming the ``pg_dump`` command that backs it up (its password hidden).
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .database import is_url, path_problem, shown


class BackupRefused(Exception):
    """The backup cannot be made; the message says why, naming the file."""


@dataclass(frozen=True)
class Backup:
    """What was written: the copy's path, its schema version and size in bytes."""

    path: Path
    schema_version: int
    size: int


def backup(source: str | Path, target: str | Path) -> Backup:
    """Copy the database ``source`` to the new file ``target`` with SQLite's online backup.

    Raises ``BackupRefused`` when ``source`` is missing, a folder or not a ginbot
    database, when it is a PostgreSQL URL (``pg_dump`` backs that up), and when
    ``target`` exists, is a folder or its folder does not exist.
    """
    if is_url(str(source)):
        url = shown(str(source))
        libpq = "postgresql://" + url.split("://", 1)[1]  # pg_dump's own form of the URL
        command = shlex.join(["pg_dump", "--format=custom", f"--file={target}", libpq])
        raise BackupRefused(f"{url} is a PostgreSQL database, which ginbot backup does "
                            f"not copy: back it up with {command}")
    source, target = Path(source), Path(target)
    if source.is_dir():
        raise BackupRefused(f"the database {source} is a folder, not a file")
    if not source.is_file():
        raise BackupRefused(f"the database {source} does not exist")
    if target.is_dir():
        raise BackupRefused(f"{target} is a folder: name the backup file to write in it")
    if target.exists() or target.is_symlink():
        raise BackupRefused(f"{target} exists already: a backup never overwrites a file")
    if problem := path_problem(target):
        raise BackupRefused(f"cannot write {target}: {problem}")
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        version = _copy(source, partial)
        try:
            os.link(partial, target)
        except FileExistsError:
            raise BackupRefused(
                f"{target} exists already: a backup never overwrites a file") from None
        return Backup(target, version, target.stat().st_size)
    finally:
        with contextlib.suppress(FileNotFoundError):
            partial.unlink()


def _copy(source: Path, partial: Path) -> int:
    """The snapshot of ``source`` written to ``partial`` as one self-contained file,
    checked; returns its schema version."""
    try:
        reader = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise BackupRefused(f"cannot read the database {source}: {error}") from error
    try:
        copy = sqlite3.connect(partial)
        try:
            reader.backup(copy)
            version = copy.execute("PRAGMA user_version").fetchone()[0]
            if version < 1:
                raise BackupRefused(f"{source} is not a ginbot database (it has no schema)")
            # One file, with no -wal beside it, that any SQLite opens as it is.
            copy.execute("PRAGMA journal_mode = DELETE")
            checked = copy.execute("PRAGMA quick_check").fetchone()[0]
            if checked != "ok":
                raise BackupRefused(f"the copy of {source} fails SQLite's check: {checked}")
        finally:
            copy.close()
    except sqlite3.DatabaseError as error:
        raise BackupRefused(f"cannot back up {source}: {error}") from error
    finally:
        reader.close()
    return int(version)
