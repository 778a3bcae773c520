"""The league: every computer level against every style of play.

Each level (side A) plays ``--games`` matches against each style of
``ginbot.ai.league`` (side B) through ``ginbot sim``'s machinery, seeded
and shared out to ``--jobs`` worker processes. The table gives the level's
match wins with the 95% interval, the points per hand of each side, the
share of the level's knocks that were not gin and were undercut, the
level's gins per hand, the hands played and the seconds each row took.

Usage: ``python -m bench.ai.league --games 400 --seed 1 --jobs 2 --markdown league.md``
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bench.ai._matches import match_options
from ginbot.ai import PLAYERS
from ginbot.ai.league import STYLES
from ginbot.ai.sim import Tally, play_matches, progress_line, wilson
from ginbot.engine import TABLE_PRESETS, Rules

LEVELS = ("easy", "normal", "expert")


@dataclass
class Row:
    """One level against one style."""

    level: str
    style: str
    tally: Tally
    seconds: float

    @property
    def win_rate(self) -> float:
        return self.tally.sides["a"].wins / max(self.tally.games, 1)

    @property
    def win_ci95(self) -> tuple[float, float]:
        return wilson(self.tally.sides["a"].wins, self.tally.games)

    def points_per_hand(self, side: str) -> float:
        return self.tally.sides[side].points / max(self.tally.hands, 1)

    @property
    def plain_knocks(self) -> int:
        """The level's knocks that were not gin."""
        level = self.tally.sides["a"]
        return level.knocks - level.gins

    @property
    def undercut(self) -> int:
        """The level's knocks the style undercut."""
        return self.tally.sides["b"].undercuts

    @property
    def gin_share(self) -> float:
        return self.tally.sides["a"].gins / max(self.tally.hands, 1)


def names(text: str, known: dict[str, object], what: str) -> list[str]:
    """The comma-separated ``text`` as a list of names of ``known``; a clear error otherwise."""
    chosen = [name.strip() for name in text.split(",") if name.strip()]
    if not chosen:
        raise argparse.ArgumentTypeError(f"no {what} given")
    for name in chosen:
        if name not in known:
            raise argparse.ArgumentTypeError(
                f"no {what[:-1]} {name!r}; {what} are {', '.join(known)}")
    if len(set(chosen)) < len(chosen):
        raise argparse.ArgumentTypeError(f"a {what[:-1]} is named twice in {text!r}")
    return chosen


def parser() -> argparse.ArgumentParser:
    options = match_options(__doc__, games=400, seed=1)
    options.add_argument("--levels", default=",".join(LEVELS),
                         type=lambda t: names(t, PLAYERS, "levels"),
                         help="comma-separated computer levels (default %(default)s)")
    options.add_argument("--styles", default=",".join(STYLES),
                         type=lambda t: names(t, STYLES, "styles"),
                         help="comma-separated styles (default %(default)s)")
    options.add_argument("--preset", default="classic", choices=sorted(TABLE_PRESETS))
    options.add_argument("--markdown", type=Path, metavar="FILE",
                         help="also write the table to FILE")
    return options


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    options = parser()
    args = options.parse_args(argv)
    if args.games < 1:
        options.error(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        options.error(f"--jobs must be at least 1, not {args.jobs}")
    return args


def play_league(args: argparse.Namespace) -> list[Row]:
    """Every level of ``args.levels`` against every style, progress on stderr."""
    rules = Rules.preset(args.preset)
    rows = []
    for level in args.levels:
        for style in args.styles:
            started = time.perf_counter()

            def show(tally: Tally, level: str = level, style: str = style,
                     started: float = started) -> None:
                line = progress_line(tally.games, args.games, time.perf_counter() - started)
                clear = "\x1b[K" if sys.stderr.isatty() else ""
                sys.stderr.write(f"\r{level} vs {style} {line}{clear}")
                sys.stderr.flush()

            tally = play_matches(rules, level, style, args.seed, args.games, args.jobs, show)
            sys.stderr.write("\n")
            rows.append(Row(level, style, tally, time.perf_counter() - started))
    return rows


def table(rows: list[Row], args: argparse.Namespace) -> str:
    lines = [
        f"{args.games} matches per row, preset {args.preset}, seed {args.seed}, "
        f"{args.jobs} job(s). Undercut: the style's undercuts over the level's knocks "
        "that were not gin.",
        "",
        "| level | style | match wins | 95% interval | points/hand (level) "
        "| points/hand (style) | knocks undercut | gin/hand | hands | seconds |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        low, high = row.win_ci95
        plain = row.plain_knocks
        undercut = f"{100 * row.undercut / plain:.1f}%" if plain else "-"
        lines.append(
            f"| {row.level} | {row.style} | {100 * row.win_rate:.1f}% "
            f"| {100 * low:.1f}-{100 * high:.1f}% | {row.points_per_hand('a'):.2f} "
            f"| {row.points_per_hand('b'):.2f} | {undercut} ({row.undercut}/{plain}) "
            f"| {100 * row.gin_share:.1f}% | {row.tally.hands} | {row.seconds:.1f} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    text = table(play_league(args), args)
    print(text, end="")
    if args.markdown:
        args.markdown.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
