"""``ginbot run``: start the Discord bot with the settings from the environment or ``.env``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ginbot.config import Settings

NO_TOKEN = """\
ginbot needs a Discord bot token to run.

  1. Open https://discord.com/developers/applications and create an application.
  2. Under "Bot", reset the token and copy it (no privileged intents are needed).
  3. Put it in a .env file next to where you run ginbot:  DISCORD_TOKEN=your-token
     (see .env.example for every setting), or export DISCORD_TOKEN.
  4. Invite the bot with the "bot" and "applications.commands" scopes (see the README).

To try the game without Discord: ginbot play"""


UNREACHABLE = 3  # the exit status when Discord cannot be reached at start
CRASHED = 4  # the exit status of a failure ginbot did not foresee (logged with its traceback)

log = logging.getLogger("ginbot")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--env-file", default=None, metavar="PATH",
                        help="settings file (default: .env, when there is one)")
    parser.add_argument("--shards", default=None, metavar="N",
                        help="Discord's shard count, the same in every process (default: "
                             "Discord's recommendation; GINBOT_SHARDS)")
    parser.add_argument("--process", default=None, metavar="P/M",
                        help="run as process P of M (from 0), with the shards s where "
                             "s %% M == P; several need PostgreSQL (GINBOT_PROCESS)")


def run(args: argparse.Namespace) -> int:
    from ginbot.config import ConfigError, Settings

    overrides = {name: value for name, value in (
        ("GINBOT_SHARDS", args.shards), ("GINBOT_PROCESS", args.process)) if value is not None}
    try:
        settings = Settings.load(args.env_file, **overrides)
    except ConfigError as error:
        print(f"ginbot: {error}", file=sys.stderr)
        return 2
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if settings.log_level != "DEBUG":
        for name in ("discord.client", "discord.shard"):
            logging.getLogger(name).addFilter(OneLineReconnects())
    return asyncio.run(serve(settings))


async def serve(settings: Settings) -> int:
    """Check the database, log in, and stay connected until SIGTERM or SIGINT.

    Only the first connection is this function's business: Discord unreachable at
    start is reported and ends with ``UNREACHABLE``, so that whatever started the
    bot can try again later. A connection lost once the bot is up is discord.py's
    to restore: it reconnects with exponential backoff for as long as it takes.
    """
    import discord

    from ginbot.bot import GinBot
    from ginbot.store import Database, DatabaseUnreachable, UnusableDatabase, is_url, shown

    assert settings.token
    processes = settings.process[1]
    if processes > 1 and not is_url(settings.database):
        print(f"ginbot: {processes} processes share one database only on PostgreSQL: set "
              "GINBOT_DATABASE to a postgresql:// URL (a SQLite file is one process's).",
              file=sys.stderr)
        return 2
    try:  # a bad file is found now, not after logging in
        database = await Database.open(settings.database)
        version = await database.schema_version()
        await database.close()
    except UnusableDatabase as error:
        print(f"ginbot: {error}", file=sys.stderr)
        return 2
    except DatabaseUnreachable as error:
        print(f"ginbot: {error}.\nCheck that PostgreSQL is running, then start ginbot again.",
              file=sys.stderr)
        return UNREACHABLE
    # Which file, whatever the working directory: a service manager's is rarely the
    # owner's, and a relative GINBOT_DATABASE there makes a second, empty database.
    where = settings.database
    log.info("database %s (schema version %d)",
             shown(where) if is_url(where) else os.path.abspath(where), version)
    if settings.shards is not None:
        log.info("process %d of %d: shards %s of %d", *settings.process, settings.shard_ids,
                 settings.shards)
    from ginbot import offload

    bot = GinBot(settings, long_lived=True)
    offload.start()  # pictures and computer moves: clicks are answered meanwhile
    try:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
        try:
            async with bot:
                await bot.start(settings.token)
        except discord.LoginFailure:
            print("ginbot: Discord refused the token: check DISCORD_TOKEN.", file=sys.stderr)
            return 1
        except UnusableDatabase as error:
            print(f"ginbot: {error}", file=sys.stderr)
            return 2
        except connection_errors() as error:
            where = "the server at DISCORD_API_BASE" if settings.endpoints else "Discord"
            check = ("check that it is running" if settings.endpoints
                     else "check the network connection")
            print(f"ginbot: {where} could not be reached ({why_unreachable(error)}).\n"
                  f"{check.capitalize()}, then start ginbot again.", file=sys.stderr)
            return UNREACHABLE
        except Exception:
            log.exception("ginbot stopped on an unexpected error")
            return CRASHED
        return 0
    finally:
        offload.stop()


def connection_errors() -> tuple[type[Exception], ...]:
    """What failing to reach Discord raises: the network's fault, or Discord's."""
    import aiohttp
    import discord

    return (aiohttp.ClientConnectionError, TimeoutError, discord.GatewayNotFound,
            discord.DiscordServerError)


def why_unreachable(error: BaseException) -> str:
    """Why the connection failed, in the words of the operating system when it has them."""
    import aiohttp
    import discord

    if isinstance(error, discord.DiscordServerError):
        return f"it answered {error.status} {error.response.reason}"
    if isinstance(error, TimeoutError):
        return "no answer in time"
    if isinstance(error, OSError) and error.errno is not None:
        why = os.strerror(error.errno) if error.errno > 0 else error.strerror
        if isinstance(error, aiohttp.ClientConnectorError):
            return f"{error.host}:{error.port}: {why}"
        return str(why)
    return str(error) or type(error).__name__


class OneLineReconnects(logging.Filter):
    """discord.py logs every reconnect attempt with the failed connection's traceback;
    while the network is down that is dozens of lines a minute saying one thing. The
    attempt keeps its line, with the reason; other errors keep their tracebacks."""

    def filter(self, record: logging.LogRecord) -> bool:
        import discord

        error = record.exc_info[1] if record.exc_info else None
        lost: tuple[type[BaseException], ...] = (
            *connection_errors(), OSError, discord.ConnectionClosed)
        if isinstance(error, lost) and record.getMessage().startswith("Attempting a reconnect"):
            record.msg, record.args = f"{record.getMessage()} ({why_unreachable(error)})", ()
            record.exc_info = record.exc_text = None
        return True
