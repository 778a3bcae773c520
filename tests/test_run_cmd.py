"""``ginbot run`` as a new user meets it: what it says when Discord, the database or the
settings file are not there, and that a connection lost later is only a pause.

Every case is a real ``python -m ginbot run`` in a folder of its own, with only the
variables the test gives it. This machine has no network, so the real Discord cannot
be reached; ``.invalid`` names never resolve (RFC 6761) and port 9 of 127.0.0.1 is
closed, which makes the same failures on any machine.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from ginbot.run_cmd import CRASHED, UNREACHABLE, OneLineReconnects
from ginbot.store import bundled_migrations
from tests.db_support import Databases
from tests.fakecord import FakeDiscord

# Shaped like a bot token (id . timestamp . signature); no Discord ever issued it.
TOKEN = "MTE5MTIzNDU2Nzg5MDEyMzQ1Ng.GbWq3x.c2lnbmF0dXJlLW9mLWEtZmFrZS10b2tlbi0xOQ"
CLOSED_PORT = {"DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
               "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/gateway"}
NO_SUCH_HOST = {"DISCORD_API_BASE": "https://discord.invalid/api/v10",
                "DISCORD_GATEWAY_URL": "wss://gateway.discord.invalid/"}
NO_NETWORK = "Discord could not be reached"
SCHEMA = bundled_migrations()[-1].version
SERVER_DOWN = [
    "the server at DISCORD_API_BASE could not be reached (127.0.0.1:9: Connection refused).",
    "Check that it is running, then start ginbot again.",
]


def clean_env(**settings: str) -> dict[str, str]:
    """The caller's environment without any ginbot or Discord setting, plus ``settings``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    return env | settings


def ginbot(folder: Path, *args: str, **settings: str) -> subprocess.CompletedProcess[str]:
    """``python -m ginbot ARGS`` in ``folder``, stdin closed, with only ``settings`` set."""
    return subprocess.run(
        [sys.executable, "-m", "ginbot", *args], capture_output=True, text=True, timeout=120,
        cwd=folder, env=clean_env(**settings), stdin=subprocess.DEVNULL,
    )


def said(done: subprocess.CompletedProcess[str]) -> list[str]:
    """Everything the process printed, line by line (no traceback can hide in it)."""
    return (done.stdout + done.stderr).splitlines()


# -- Discord out of reach ------------------------------------------------------------


def test_no_route_to_discord_is_two_lines_and_its_own_exit_status(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nGINBOT_LOG_LEVEL=WARNING\n")
    done = ginbot(tmp_path, "run")
    assert said(done) == [
        f"ginbot: {NO_NETWORK} (discord.com:443: Name or service not known).",
        "Check the network connection, then start ginbot again.",
    ]
    assert done.returncode == UNREACHABLE == 3
    assert (tmp_path / "ginbot.sqlite3").is_file()  # checked before Discord was tried


def test_a_name_that_does_not_resolve_gets_the_same_two_lines(tmp_path: Path) -> None:
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, GINBOT_LOG_LEVEL="WARNING",
                  **NO_SUCH_HOST)
    assert said(done) == [
        "ginbot: the server at DISCORD_API_BASE could not be reached "
        "(discord.invalid:443: Name or service not known).",
        "Check that it is running, then start ginbot again.",
    ]
    assert done.returncode == UNREACHABLE


def test_a_closed_port_at_the_configured_endpoints_gets_the_same_two_lines(
    tmp_path: Path,
) -> None:
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, **CLOSED_PORT)
    # At INFO the log says what was tried; nothing about voice, nothing else.
    log, message = done.stderr.splitlines()[:-2], done.stderr.splitlines()[-2:]
    assert message == ["ginbot: " + SERVER_DOWN[0], SERVER_DOWN[1]]
    assert [line.split(" ", 2)[2] for line in log] == [
        f"INFO ginbot: database {tmp_path.resolve() / 'ginbot.sqlite3'} "
        f"(schema version {SCHEMA})",
        "INFO discord.client: logging in using static token",
    ]
    assert done.stdout == ""
    assert done.returncode == UNREACHABLE


async def test_an_error_nobody_foresaw_is_logged_and_has_its_own_exit_status(
    tmp_path: Path,
) -> None:
    """A server that answers the login with nonsense (a user with no fields): the error is
    logged with its traceback and the status is 4, which a service manager restarts on,
    not 1 (a refused token, which it must not)."""
    from aiohttp import web

    async def nonsense(request: web.Request) -> web.Response:
        return web.Response(text="{}", content_type="application/json")

    app = web.Application()
    app.router.add_get("/api/v10/{tail:.*}", nonsense)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        bot = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ginbot", "run", cwd=tmp_path,
            env=clean_env(DISCORD_TOKEN=TOKEN, GINBOT_LOG_LEVEL="WARNING",
                          DISCORD_API_BASE=f"http://127.0.0.1:{port}/api/v10",
                          DISCORD_GATEWAY_URL=f"ws://127.0.0.1:{port}/gateway"),
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, err = await asyncio.wait_for(bot.communicate(), 120)
    finally:
        await runner.cleanup()
    assert bot.returncode == CRASHED == 4
    assert "ERROR ginbot: ginbot stopped on an unexpected error" in err.decode()
    assert "Traceback" in err.decode() and out == b""


async def test_a_connection_lost_after_the_start_is_retried_not_fatal(tmp_path: Path) -> None:
    """discord.py reconnects with backoff, one log line an attempt; the process stays up
    until it is told to stop."""
    async with FakeDiscord() as fd:
        fd.add_guild("Card Club")
        env = clean_env(**fd.bot_env(), GINBOT_DATABASE=str(tmp_path / "ginbot.sqlite3"),
                        GINBOT_LOG_LEVEL="WARNING")
        bot = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ginbot", "run", cwd=tmp_path, env=env,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            await fd.wait_ready("gin", timeout=60)
            port = fd.base_url.rsplit(":", 1)[1]
            await fd.close()  # Discord gone: the socket closes, new connections are refused
            assert bot.stderr is not None
            lines: list[str] = []
            while not any("Attempting a reconnect" in line for line in lines):
                line = (await asyncio.wait_for(bot.stderr.readline(), 60)).decode()
                assert line, f"the bot ended ({await bot.wait()}):\n{''.join(lines)}"
                lines.append(line)
            assert bot.returncode is None
            assert re.fullmatch(
                r"\S+ \S+ ERROR discord\.shard: Attempting a reconnect for shard ID 0 in "
                rf"[0-9.]+s \(127\.0\.0\.1:{port}: Connection refused\)\n", lines[-1])
            bot.send_signal(signal.SIGTERM)
            said = "".join(lines) + (await asyncio.wait_for(bot.stderr.read(), 60)).decode()
            assert await asyncio.wait_for(bot.wait(), 60) == 0, said
            assert "Traceback" not in said and "could not be reached" not in said
        finally:
            if bot.returncode is None:
                bot.kill()
                await bot.wait()


def test_only_reconnect_lines_for_lost_connections_lose_their_traceback() -> None:
    def record(message: str, error: Exception) -> logging.LogRecord:
        return logging.LogRecord("discord.shard", logging.ERROR, __file__, 1, message,
                                 (1.5,), (type(error), error, None))

    lost = record("Attempting a reconnect in %.2fs", ConnectionRefusedError(111, "refused"))
    assert OneLineReconnects().filter(lost)
    assert (lost.getMessage(), lost.exc_info) == (
        "Attempting a reconnect in 1.50s (Connection refused)", None)
    for kept in (record("Attempting a reconnect in %.2fs", KeyError("bug")),
                 record("Shard %s failed", ConnectionRefusedError(111, "refused"))):
        assert OneLineReconnects().filter(kept)
        assert kept.exc_info is not None and kept.args == (1.5,)


# -- the database, before Discord ------------------------------------------------------


def random_bytes(path: Path) -> bytes:
    noise = random.Random(19).randbytes(16384)
    path.write_bytes(noise)
    return noise


@pytest.mark.parametrize(("database", "problem"), [
    ("notes.txt/ginbot.sqlite3", "notes.txt is a file, not a folder"),
    ("gone/ginbot.sqlite3", "the folder gone does not exist"),
    ("saves", "it is a folder, not a file"),
    ("random.bin", "file is not a database"),
])
def test_a_database_it_cannot_use_is_named_before_discord_is_tried(
    tmp_path: Path, database: str, problem: str
) -> None:
    (tmp_path / "notes.txt").write_text("shopping: eggs, milk\n")
    (tmp_path / "saves").mkdir()
    noise = random_bytes(tmp_path / "random.bin")
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, GINBOT_DATABASE=database,
                  **CLOSED_PORT)
    assert said(done) == [f"ginbot: cannot open {database} as a ginbot database: {problem}"]
    assert done.returncode == 2
    assert (tmp_path / "random.bin").read_bytes() == noise
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "random.bin", "saves"]


def test_the_database_opened_is_logged_by_its_absolute_path_before_discord_is_tried(
    tmp_path: Path,
) -> None:
    """A service manager starts ginbot in a folder of its own: the log says which file
    that made the database, wherever GINBOT_DATABASE pointed from there."""
    (tmp_path / "data").mkdir()
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, GINBOT_DATABASE="data/bot.sqlite3",
                  **CLOSED_PORT)
    assert done.returncode == UNREACHABLE
    first = done.stderr.splitlines()[0].split(" ", 2)[2]
    where = tmp_path.resolve() / "data" / "bot.sqlite3"
    assert first == f"INFO ginbot: database {where} (schema version {SCHEMA})"
    assert Path(first.split(" ")[3]).is_absolute() and where.is_file()


def test_a_database_from_a_newer_ginbot_is_refused_and_its_schema_left_alone(
    tmp_path: Path,
) -> None:
    """No downgrade: an older ginbot does not guess at a newer schema (README, Upgrades)."""
    newer = tmp_path / "ginbot.sqlite3"
    with sqlite3.connect(newer) as conn:
        conn.execute("CREATE TABLE from_the_future (x)")
        conn.execute(f"PRAGMA user_version = {SCHEMA + 1}")
    conn.close()
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, **CLOSED_PORT)
    assert said(done) == [
        f"ginbot: cannot open ginbot.sqlite3 as a ginbot database: the database has schema "
        f"version {SCHEMA + 1}, newer than this ginbot ({SCHEMA})"]
    assert done.returncode == 2
    with sqlite3.connect(newer) as conn:  # no migration ran, nothing was dropped
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA + 1
        assert [row[0] for row in conn.execute("SELECT name FROM sqlite_master")] == [
            "from_the_future"]
    conn.close()


def test_play_names_a_folder_given_as_its_database_and_nothing_else(tmp_path: Path) -> None:
    (tmp_path / "saves").mkdir()
    done = ginbot(tmp_path, "play", "--database", "saves")
    assert said(done) == ["! Cannot open saves as a ginbot database: it is a folder, not a file"]
    assert done.returncode == 2


def test_play_names_a_file_in_the_way_of_its_database_folder(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("shopping: eggs, milk\n")
    done = ginbot(tmp_path, "play", "--database", "notes.txt/play.sqlite3")
    assert said(done) == [
        "! Cannot use notes.txt/play.sqlite3: notes.txt is a file, not a folder"]
    assert done.returncode == 2


def test_play_refuses_random_bytes_and_leaves_them(tmp_path: Path) -> None:
    noise = random_bytes(tmp_path / "random.bin")
    done = ginbot(tmp_path, "play", "--database", "random.bin")
    assert said(done) == ["! Cannot open random.bin as a ginbot database: file is not a database"]
    assert done.returncode == 2
    assert (tmp_path / "random.bin").read_bytes() == noise


# -- the settings file -----------------------------------------------------------------


def test_a_settings_file_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    done = ginbot(tmp_path, "run", "--env-file", "prod.env", DISCORD_TOKEN=TOKEN, **CLOSED_PORT)
    assert said(done) == ["ginbot: the settings file prod.env does not exist"]
    assert done.returncode == 2
    assert list(tmp_path.iterdir()) == []  # refused before the database was made


def test_a_folder_given_as_the_settings_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "conf").mkdir()
    done = ginbot(tmp_path, "run", "--env-file", "conf")
    assert said(done) == ["ginbot: the settings file conf is a folder"]
    assert done.returncode == 2


def test_the_named_settings_file_is_read(tmp_path: Path) -> None:
    settings = "\n".join(f"{name}={value}" for name, value in CLOSED_PORT.items())
    (tmp_path / "prod.env").write_text(f"DISCORD_TOKEN={TOKEN}\n{settings}\n"
                                       "GINBOT_DATABASE=prod.sqlite3\nGINBOT_LOG_LEVEL=ERROR\n")
    done = ginbot(tmp_path, "run", "--env-file", "prod.env")
    assert said(done) == ["ginbot: " + SERVER_DOWN[0], SERVER_DOWN[1]]
    assert done.returncode == UNREACHABLE
    assert (tmp_path / "prod.sqlite3").is_file()


def test_no_env_file_at_all_is_not_mentioned(tmp_path: Path) -> None:
    done = ginbot(tmp_path, "run")
    assert done.returncode == 2
    assert said(done)[0] == "ginbot needs a Discord bot token to run."
    assert ".env file next to where you run ginbot" in done.stderr
    assert "does not exist" not in done.stderr


def test_a_postgresql_database_is_logged_without_its_password(
    tmp_path: Path, databases: Databases,
) -> None:
    if databases.kind != "postgresql":
        pytest.skip("a SQLite file has no password")
    parts = urlsplit(str(databases.new()))
    url = urlunsplit(parts._replace(netloc=f"postgres:s3cret@{parts.hostname}:{parts.port}"))
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, GINBOT_DATABASE=url, **CLOSED_PORT)
    assert done.returncode == UNREACHABLE  # the database was fine; Discord was not there
    shown = url.replace(":s3cret@", ":***@")
    latest = bundled_migrations("postgresql")[-1].version
    first = done.stderr.splitlines()[0].split(" ", 2)[2]
    assert first == f"INFO ginbot: database {shown} (schema version {latest})"
    assert "s3cret" not in done.stderr + done.stdout


def test_a_postgresql_server_that_does_not_answer_is_a_later_try(tmp_path: Path) -> None:
    """Status 3, which a service manager restarts (not 2, which waits for a person)."""
    url = "postgresql://ginbot:s3cret@127.0.0.1:9/ginbot"  # nothing listens on port 9
    done = ginbot(tmp_path, "run", DISCORD_TOKEN=TOKEN, GINBOT_DATABASE=url, **CLOSED_PORT)
    assert done.returncode == UNREACHABLE
    assert said(done) == [
        "ginbot: the database server of postgresql://ginbot:***@127.0.0.1:9/ginbot could "
        "not be reached ([Errno 111] Connect call failed ('127.0.0.1', 9)).",
        "Check that PostgreSQL is running, then start ginbot again."]


# -- shards and processes ----------------------------------------------------------------


@pytest.mark.parametrize(("arguments", "settings", "words"), [
    (("--shards", "0"), {}, "GINBOT_SHARDS (--shards) must be a number of shards, 1 or more, "
                            "not '0'"),
    (("--process", "3/3", "--shards", "4"), {},
     "GINBOT_PROCESS (--process) must be P/M, this process's number from 0 and the number "
     "of processes, like 0/3; not '3/3'"),
    (("--process", "1/3"), {}, "GINBOT_PROCESS=1/3 needs GINBOT_SHARDS (--shards): every "
                               "process must be given the same shard count"),
    ((), {"GINBOT_PROCESS": "2/3", "GINBOT_SHARDS": "2"},
     "process 2/3 would run none of the 2 shards: run at most as many processes as shards"),
    (("--process", "1/2", "--shards", "4"), {},
     "2 processes share one database only on PostgreSQL: set GINBOT_DATABASE to a "
     "postgresql:// URL (a SQLite file is one process's)."),
])
def test_shards_and_processes_that_cannot_work_are_refused_before_anything_opens(
        tmp_path: Path, arguments: tuple[str, ...], settings: dict[str, str], words: str
) -> None:
    done = ginbot(tmp_path, "run", *arguments, DISCORD_TOKEN=TOKEN, **CLOSED_PORT, **settings)
    assert said(done) == [f"ginbot: {words}"]
    assert done.returncode == 2
    assert list(tmp_path.iterdir()) == []  # no database made


def test_a_process_runs_the_shards_of_its_number() -> None:
    from ginbot.config import Settings

    def shards(**env: str) -> tuple[list[int] | None, bool]:
        settings = Settings.from_mapping(env)
        return settings.shard_ids, settings.holds_shard_zero

    assert shards() == (None, True)  # Discord's recommended count, all here
    assert shards(GINBOT_SHARDS="4") == ([0, 1, 2, 3], True)
    assert shards(GINBOT_SHARDS="4", GINBOT_PROCESS="0/3") == ([0, 3], True)
    assert shards(GINBOT_SHARDS="4", GINBOT_PROCESS="1/3") == ([1], False)
    assert shards(GINBOT_SHARDS="4", GINBOT_PROCESS="2/3") == ([2], False)
