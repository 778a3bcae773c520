"""``ginbot backup FILE``: a copy of the bot's database taken while the bot writes to it
(SQLite's online backup, WAL included), and a one-line refusal (exit 2) for a source
that is not there and a target that is, or is a folder, and for a PostgreSQL database
(naming the pg_dump command, its password hidden).

Every case is a real ``python -m ginbot backup`` against a real database that the
store holds open, as ``ginbot run`` does.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from ginbot.model import User
from ginbot.store import Database, players

ROOT = Path(__file__).resolve().parent.parent


def clean_env(**settings: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    return env | settings


async def ginbot_backup(folder: Path, *args: str, **settings: str) -> tuple[int, str, str]:
    """``python -m ginbot backup ARGS`` in ``folder``: its status, stdout and stderr."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "ginbot", "backup", *args, cwd=folder, env=clean_env(**settings),
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(process.communicate(), 120)
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


def names_in(path: Path) -> list[str]:
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as conn:
        return [row[0] for row in conn.execute("SELECT display_name FROM players ORDER BY 1")]


async def test_a_backup_while_the_bot_writes_has_every_commit_and_no_half_of_one(
    tmp_path: Path,
) -> None:
    database = tmp_path / "ginbot.sqlite3"
    db = await Database.open(database)
    try:
        async with db.transaction() as conn:
            await players.save_user(conn, User(1, "Ann"), time.time())
        async with db.transaction() as conn:
            await players.save_user(conn, User(2, "Bob"), time.time())
        assert (tmp_path / "ginbot.sqlite3-wal").stat().st_size > 0  # the commits are in the log
        version = await db.schema_version()
        async with db.transaction() as conn:  # a writer mid-transaction: the backup waits for none
            await players.save_user(conn, User(3, "Carol"), time.time())
            status, out, err = await ginbot_backup(
                tmp_path, "saved.sqlite3", GINBOT_DATABASE=str(database))
        assert (status, err) == (0, ""), err
        saved = tmp_path / "saved.sqlite3"
        assert out == (f"ginbot: backed up {database} to saved.sqlite3 (schema version "
                       f"{version}, {saved.stat().st_size:,} bytes)\n")
        assert names_in(saved) == ["Ann", "Bob"]  # committed, in the WAL; Carol was not yet
        assert names_in(database) == ["Ann", "Bob", "Carol"]  # the bot wrote on meanwhile
        assert await db.integrity_check() == "ok"
    finally:
        await db.close()
    # The copy is one self-contained file: no log beside it, and the store opens it.
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("saved")) == [
        "saved.sqlite3"]
    with sqlite3.connect(saved) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    copy = await Database.open(saved)
    try:
        assert await copy.schema_version() == version
    finally:
        await copy.close()


async def test_the_database_is_the_one_ginbot_run_opens_or_the_one_named(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    for path, name in ((tmp_path / "data" / "bot.sqlite3", "Dan"),
                       (tmp_path / "ginbot.sqlite3", "Eve")):
        db = await Database.open(path)
        async with db.transaction() as conn:
            await players.save_user(conn, User(4, name), time.time())
        await db.close()
    (tmp_path / "prod.env").write_text("GINBOT_DATABASE=data/bot.sqlite3\n")
    assert (await ginbot_backup(tmp_path, "a.sqlite3", "--env-file", "prod.env"))[0] == 0
    assert names_in(tmp_path / "a.sqlite3") == ["Dan"]
    assert (await ginbot_backup(tmp_path, "b.sqlite3"))[0] == 0  # the default file
    assert names_in(tmp_path / "b.sqlite3") == ["Eve"]
    assert (await ginbot_backup(tmp_path, "c.sqlite3", "--database", "data/bot.sqlite3"))[0] == 0
    assert names_in(tmp_path / "c.sqlite3") == ["Dan"]


@pytest.fixture
async def bot_database(tmp_path: Path) -> Path:
    database = tmp_path / "ginbot.sqlite3"
    db = await Database.open(database)
    async with db.transaction() as conn:
        await players.save_user(conn, User(1, "Ann"), time.time())
    await db.close()
    return database


@pytest.mark.parametrize(("target", "problem"), [
    ("kept.sqlite3", "kept.sqlite3 exists already: a backup never overwrites a file"),
    ("backups", "backups is a folder: name the backup file to write in it"),
    ("gone/saved.sqlite3", "cannot write gone/saved.sqlite3: the folder gone does not exist"),
    ("notes.txt/saved.sqlite3",
     "cannot write notes.txt/saved.sqlite3: notes.txt is a file, not a folder"),
])
async def test_a_target_that_exists_or_cannot_be_written_is_refused_in_one_line(
    tmp_path: Path, bot_database: Path, target: str, problem: str,
) -> None:
    (tmp_path / "kept.sqlite3").write_bytes(b"last week's backup")
    (tmp_path / "backups").mkdir()
    (tmp_path / "notes.txt").write_text("eggs\n")
    before = sorted(p.name for p in tmp_path.iterdir())
    status, out, err = await ginbot_backup(tmp_path, target)
    assert (status, out, err) == (2, "", f"ginbot: {problem}\n")
    assert (tmp_path / "kept.sqlite3").read_bytes() == b"last week's backup"
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert list((tmp_path / "backups").iterdir()) == []


@pytest.mark.parametrize(("source", "problem"), [
    ("missing.sqlite3", "the database missing.sqlite3 does not exist"),
    ("saves", "the database saves is a folder, not a file"),
    ("noise.bin", "cannot back up noise.bin: file is not a database"),
    ("empty.sqlite3", "empty.sqlite3 is not a ginbot database (it has no schema)"),
])
async def test_a_source_that_is_not_a_ginbot_database_is_refused_and_nothing_is_written(
    tmp_path: Path, source: str, problem: str,
) -> None:
    (tmp_path / "saves").mkdir()
    (tmp_path / "noise.bin").write_bytes(bytes(range(256)) * 64)
    sqlite3.connect(tmp_path / "empty.sqlite3").close()
    before = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    status, out, err = await ginbot_backup(tmp_path, "saved.sqlite3", "--database", source)
    assert (status, out, err) == (2, "", f"ginbot: {problem}\n")
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == before


@pytest.mark.parametrize("where", ["environment", "option"])
async def test_a_postgresql_database_is_refused_naming_pg_dump_without_its_password(
    tmp_path: Path, where: str,
) -> None:
    url = "postgresql://ginbot:s3cret@db.example:5432/ginbot"
    args, settings = (["--database", url], {}) if where == "option" else (
        [], {"GINBOT_DATABASE": url})
    status, out, err = await ginbot_backup(tmp_path, "ginbot.dump", *args, **settings)
    assert (status, out) == (2, "")
    assert err == ("ginbot: postgresql://ginbot:***@db.example:5432/ginbot is a PostgreSQL "
                   "database, which ginbot backup does not copy: back it up with pg_dump "
                   "--format=custom --file=ginbot.dump "
                   "'postgresql://ginbot:***@db.example:5432/ginbot'\n")
    assert "s3cret" not in err
    assert list(tmp_path.iterdir()) == []  # nothing written, no server asked
