"""The ``ginbot`` command: each subcommand lives in its own module.

A module named in ``COMMANDS`` provides ``configure(parser)`` and
``run(args) -> int``. Keep their top-level imports light: every module is
imported to build ``ginbot --help``; heavy imports belong inside ``run``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from ginbot import __version__
from ginbot.model import Locale

# name -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("ginbot.run_cmd", "run the Discord bot (needs DISCORD_TOKEN)"),
    "play": ("ginbot.play_cmd", "play a match against the computer in the terminal"),
    "rules": ("ginbot.rules_cmd", "the presets and what each plays; --full: the whole rule book"),
    "tournament": ("ginbot.tournament_cmd",
                   "a local tournament against computer players, or of computers alone"),
    "sim": ("ginbot.ai.sim", "computer levels play matches against each other; win rates"),
    "backup": ("ginbot.backup_cmd",
               "copy the bot's database to a new file, safely while the bot runs"),
}


def add_language_option(parser: argparse.ArgumentParser, what: str) -> None:
    """``--lang en|zh-CN|zh-TW|ms``, or a variety of one read as it (``zh``, ``ms-MY``,
    ``zh-HK``); without it (None), the command reads the language of the environment's
    locale (``ginbot.text.environment_locale``)."""
    def language(text: str) -> Locale:
        from ginbot.text import typed_locale  # the text layer is heavy: only when --lang is given

        try:
            return typed_locale(text)
        except ValueError as error:  # names the four choices
            raise argparse.ArgumentTypeError(str(error)) from None

    parser.add_argument("--lang", type=language, default=None,
                        metavar="|".join(locale.value for locale in Locale),
                        help=f"{what} (default: the one of your locale, "
                             "LC_ALL / LC_MESSAGES / LANG, else en)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ginbot",
        description="Gin Rummy for Discord: run the bot, play in the terminal, measure the AI.",
    )
    parser.add_argument("--version", action="version", version=f"ginbot {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        command.set_defaults(_module=module_name)
        importlib.import_module(module_name).configure(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_module", None):
        parser.print_help()
        return 2
    module = importlib.import_module(args._module)
    try:
        status = int(module.run(args) or 0)
        sys.stdout.flush()  # a reader gone is found here, not in the interpreter's exit
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return reader_gone()


READER_GONE = 141  # 128 + SIGPIPE: what a shell reports for a writer whose reader left


def reader_gone() -> int:
    """``ginbot rules | head -3``: the reader has what it wanted and closed the pipe. The
    rest of the output goes nowhere (so that the interpreter's last flush does not fail
    too), and the command ends quietly, with the status a killed-by-SIGPIPE one has."""
    with open(os.devnull, "w") as nowhere:
        os.dup2(nowhere.fileno(), sys.stdout.fileno())
    return READER_GONE


if __name__ == "__main__":
    sys.exit(main())
