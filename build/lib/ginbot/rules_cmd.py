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


def preset_text(locale: Locale, name: str, *, say_where: bool = True) -> str:
    """The preset's rules, one line each; for one the table cannot play yet, a line
    that says so (unless ``say_where`` is off: a heading says it already)."""
    lines = [f"{name}:", *(f"  {line}" for line in rules_lines(locale, Rules.preset(name)))]
    if say_where and name not in TABLE_PRESETS:
        lines.append(f"  {say(locale, 'presets-not-yet')}")
    return "\n".join(lines)


def presets_text(locale: Locale) -> str:
    """Every preset: first those the table plays, then those it cannot play yet."""
    later = [name for name in PRESETS if name not in TABLE_PRESETS]
    parts = [say(locale, "presets-playable"),
             *(preset_text(locale, name) for name in TABLE_PRESETS)]
    if later:
        parts += ["", say(locale, "presets-not-yet-heading"),
                  *(preset_text(locale, name, say_where=False) for name in later)]
    parts += ["", say(locale, "presets-rulebook", sections=listing(locale, rulebook.KEYS))]
    return "\n".join(parts)
