"""``ginbot rules [PRESET]``: what each preset plays."""

from __future__ import annotations

import argparse

from ginbot.engine import PRESETS, Rules


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("preset", nargs="?", choices=sorted(PRESETS), help="one preset to show")


def run(args: argparse.Namespace) -> int:
    names = [args.preset] if args.preset else list(PRESETS)
    for name in names:
        print(f"{name}:")
        for line in Rules.preset(name).describe():
            print(f"  {line}")
    return 0
