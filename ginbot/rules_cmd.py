"""``ginbot rules [PRESET] [--full | --section NAME]``: what each preset plays, and the
rule book itself (``ginbot.rulebook``)."""

from __future__ import annotations

import argparse
import io
import sys

from ginbot import rulebook
from ginbot.engine import PRESETS, TABLE_PRESETS, Rules

PLAYABLE = "Presets to play (ginbot play --preset NAME; /gin bot and /gin challenge in Discord):"
NOT_YET = "Not yet playable at the table, in Discord or the terminal (ginbot rules --section more)"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("preset", nargs="?", choices=list(PRESETS), help="one preset to show")
    book = parser.add_mutually_exclusive_group()
    book.add_argument("--full", action="store_true", help="print the whole rule book")
    book.add_argument("--section", choices=rulebook.KEYS, metavar="NAME",
                      help=f"print one section of the rule book: {', '.join(rulebook.KEYS)}")


def run(args: argparse.Namespace) -> int:
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")  # a terminal without ♥ still reads the rules
    book = rulebook.page() if args.full else (
        rulebook.section(args.section).markdown() if args.section else None)
    if args.preset:
        print(preset_text(args.preset))
    elif book is None:
        print(presets_text())
    if book is not None:
        if args.preset:
            print()
        print(book, end="")
    return 0


def preset_text(name: str, *, say_where: bool = True) -> str:
    """The preset's rules, one line each; for one the table cannot play yet, a line
    that says so (unless ``say_where`` is off: a heading says it already)."""
    lines = [f"{name}:", *(f"  {line}" for line in Rules.preset(name).describe())]
    if say_where and name not in TABLE_PRESETS:
        lines.append(f"  {NOT_YET}.")
    return "\n".join(lines)


def presets_text() -> str:
    """Every preset: first those the table plays, then those it cannot play yet."""
    later = [name for name in PRESETS if name not in TABLE_PRESETS]
    parts = [PLAYABLE, *(preset_text(name) for name in TABLE_PRESETS)]
    if later:
        parts += ["", f"{NOT_YET}:", *(preset_text(name, say_where=False) for name in later)]
    parts += ["", "The whole rule book: ginbot rules --full. One section: "
              f"ginbot rules --section NAME ({', '.join(rulebook.KEYS)})."]
    return "\n".join(parts)
