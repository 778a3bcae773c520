"""``ginbot run``: start the Discord bot with the settings from the environment or ``.env``."""

from __future__ import annotations

import argparse
import asyncio
import logging
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


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--env-file", default=".env", help="settings file (default: .env)")


def run(args: argparse.Namespace) -> int:
    from ginbot.config import ConfigError, Settings

    try:
        settings = Settings.load(args.env_file)
    except ConfigError as error:
        print(f"ginbot: {error}", file=sys.stderr)
        return 2
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    return asyncio.run(serve(settings))


async def serve(settings: Settings) -> int:
    import discord

    from ginbot.bot import GinBot

    assert settings.token
    bot = GinBot(settings)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        print("ginbot: Discord refused the token: check DISCORD_TOKEN.", file=sys.stderr)
        return 1
    return 0
