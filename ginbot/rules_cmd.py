"""``ginbot rules [PRESET] [--full | --section NAME] [--lang LANGUAGE]``: what each preset
plays, and the rule book itself (``ginbot.rulebook``), in the reader's language."""

from __future__ import annotations

import argparse
import io
import os
import sys

from ginbot import rulebook
from ginbot.cli import add_language_option
from ginbot.engine import PRESETS, TABLE_PRESETS, Rules
from ginbot.text import Locale, environment_locale, rules_lines, say
from ginbot.text.refusals import listing
from ginbot.text.rules import preset_label


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("preset", nargs="?", choices=list(PRESETS), help="one preset to show")
    book = parser.add_mutually_exclusive_group()
    book.add_argument("--full", action="store_true", help="print the whole rule book")
    book.add_argument("--section", choices=rulebook.KEYS, metavar="NAME",
                      help=f"print one section of the rule book: {', '.join(rulebook.KEYS)}")
    add_language_option(parser, "the language to read")


def run(args: argparse.Namespace) -> int:
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")  # a terminal without ♥ still reads the rules
    locale = args.lang or environment_locale(os.environ)
    book = rulebook.page(locale) if args.full else (
        rulebook.section(args.section, locale).markdown() if args.section else None)
    if args.preset:
        print(preset_text(locale, args.preset))
    elif book is None:
        print(presets_text(locale))
    if book is not None:
        if args.preset:
            print()
        print(book, end="")
    return 0


# How a table of three or four is seated: the challenge in Discord, the terminal's command.
TABLE_COMMANDS = {
    "three": ("/gin challenge opponent:@b opponent2:@c", "ginbot play --format three"),
    "teams": ("/gin challenge opponent:@b opponent2:@c partner:@d",
              "ginbot play --format teams"),
}


def preset_text(locale: Locale, name: str) -> str:
    """The preset's rules, one line each, under its name as the reader types it; for a
    table of three or four, how to seat one."""
    lines = [say(locale, "preset-heading", preset=preset_label(locale, name)),
             *(f"  {line}" for line in rules_lines(locale, Rules.preset(name)))]
    if name in TABLE_COMMANDS:
        challenge, play = (say(locale, "preset-code", preset=command)
                           for command in TABLE_COMMANDS[name])
        lines.append(f"  {say(locale, 'presets-table-how', challenge=challenge, play=play)}")
    return "\n".join(lines)


def presets_text(locale: Locale) -> str:
    """Every preset: first those of two players, then the tables of three and four."""
    tables = [name for name in PRESETS if name not in TABLE_PRESETS]
    parts = [say(locale, "presets-playable"),
             *(preset_text(locale, name) for name in TABLE_PRESETS),
             "", say(locale, "presets-tables-heading"),
             *(preset_text(locale, name) for name in tables),
             "", say(locale, "presets-rulebook", sections=listing(locale, rulebook.KEYS))]
    return "\n".join(parts)
