"""Variants of the expert's ``Style`` on the same deals: which knobs win more matches?

Each ``--variant NAME:KNOB=VALUE,...`` is the expert (side A) with those knobs of
``ginbot.ai.expert.Style`` changed (``NAME:`` alone: the style as it is; a pair is
written ``1/3``). Every variant plays matches 0 to ``--games`` - 1 of ``--seed``
against ``--style`` through ``ginbot sim``'s machinery, so each match is the same
deal, the same seats and the same seeds for every variant: only the knobs differ.
The paired difference of match wins against the first variant is far less noisy
than the difference of two runs on their own.

The first table gives each variant's match wins with their 95% interval, the paired
difference with its 95% half-width, the share of the expert's knocks that were not
gin and were undercut, points a hand and decision times (the matches are shared out
to ``--jobs`` processes, so the times are one core's only with one job a core). The
second gives how the hands ended, a hand: each side's gins, knocks that won and
undercuts, and the dead hands.

The knobs are set through the player's public ``style``; nothing else of the expert
is touched.

Usage: ``python -m bench.ai.paired --style defensive-gin-hunter --games 200 --seed 500
--jobs 2 --variant base: --variant c:gin_held=1,dead_held=1,early_eager=3,wait_prior=1/1``
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
import time
from pathlib import Path
from typing import Any, NamedTuple

from bench.ai._matches import each_match, match_options
from ginbot.ai.expert import ExpertPlayer, Style
from ginbot.ai.league import STYLES
from ginbot.ai.sim import Tally, percentile, play_seated, progress_line, seat_match, wilson
from ginbot.engine import TABLE_PRESETS, Rules


class Variant(NamedTuple):
    """A name and the knobs of ``Style`` it changes."""

    name: str
    changes: dict[str, Any]

    @property
    def style(self) -> Style:
        return dataclasses.replace(Style(), **self.changes)

    @property
    def knobs(self) -> str:
        return ", ".join(f"{k}={_text(v)}" for k, v in self.changes.items()) or "as it is"


def _text(value: Any) -> str:
    return "/".join(map(str, value)) if isinstance(value, tuple) else str(value)


KNOBS = {f.name: f.default for f in dataclasses.fields(Style)}


def _value(knob: str, text: str) -> Any:
    """``text`` as a value of the type of ``knob``'s default."""
    default = KNOBS[knob]
    try:
        if isinstance(default, tuple):
            kind = type(default[0]) if default else float
            return tuple(kind(part) for part in text.split("/"))
        if isinstance(default, bool):
            if text not in ("0", "1", "true", "false"):
                raise ValueError(text)
            return text in ("1", "true")
        return type(default)(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{knob}={text}: not a {type(default).__name__} like {_text(default)}") from None


def variant(text: str) -> Variant:
    """``NAME:KNOB=VALUE,...`` as a ``Variant``; a clear error otherwise."""
    name, colon, rest = text.partition(":")
    name = name.strip()
    if not colon or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: a variant is NAME:KNOB=VALUE,... "
                                         "(NAME: alone for the style as it is)")
    changes: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        knob, equals, value = (x.strip() for x in part.partition("="))
        if not equals or not value:
            raise argparse.ArgumentTypeError(f"{part!r}: a knob is KNOB=VALUE")
        if knob not in KNOBS:
            raise argparse.ArgumentTypeError(
                f"no knob {knob!r}; the knobs of Style are {', '.join(KNOBS)}")
        if knob in changes:
            raise argparse.ArgumentTypeError(f"{knob} is set twice in {text!r}")
        changes[knob] = _value(knob, value)
    return Variant(name, changes)


def parser() -> argparse.ArgumentParser:
    options = match_options(__doc__, games=200, seed=500)
    options.add_argument("--style", default="defensive-gin-hunter", choices=list(STYLES),
                         help="the opponent, a style of the league (default %(default)s)")
    options.add_argument("--variant", dest="variants", action="append", type=variant,
                         metavar="NAME:KNOB=VALUE,...", help="a variant of the expert's Style; "
                         "repeat it (the first is the one the others are compared with)")
    options.add_argument("--preset", default="classic", choices=sorted(TABLE_PRESETS))
    options.add_argument("--markdown", type=Path, metavar="FILE",
                         help="also write the tables to FILE")
    return options


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    options = parser()
    args = options.parse_args(argv)
    if args.games < 1:
        options.error(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        options.error(f"--jobs must be at least 1, not {args.jobs}")
    if not args.variants:
        options.error("give at least one --variant (base: for the style as it is)")
    names = [v.name for v in args.variants]
    if len(set(names)) < len(names):
        options.error(f"a variant's name is given twice in {', '.join(names)}")
    return args


def play(job: tuple[dict[str, Any], str, tuple[Style, ...], int, int]
         ) -> tuple[int, list[Tally]]:
    """Match ``number`` of the run played by each variant: (number, a tally each)."""
    rules_dict, style, styles, seed, number = job
    rules = Rules.from_dict(rules_dict)
    tallies = []
    for chosen in styles:
        match, seat_a, players = seat_match(rules, "expert", style, seed, number)
        expert = players[seat_a]
        assert isinstance(expert, ExpertPlayer)
        expert.style = chosen
        tallies.append(play_seated(match, seat_a, players))
    return number, tallies


def run(args: argparse.Namespace) -> list[list[Tally]]:
    """Each variant's tally of each match, in the order of the matches; progress on stderr."""
    rules = Rules.preset(args.preset)
    styles = tuple(v.style for v in args.variants)
    started = time.perf_counter()
    done: dict[int, list[Tally]] = {}

    def arrived(result: tuple[int, list[Tally]]) -> None:
        number, tallies = result
        done[number] = tallies
        line = progress_line(len(done), args.games, time.perf_counter() - started)
        sys.stderr.write(f"\r{line}\x1b[K" if sys.stderr.isatty() else f"\r{line}")
        sys.stderr.flush()

    each_match(play, args, rules.to_dict(), args.style, styles, chunksize=1, arrived=arrived)
    sys.stderr.write("\n")
    return [done[n] for n in range(args.games)]


def paired(wins: list[int], base: list[int]) -> tuple[float, float]:
    """The mean paired difference of match wins, and its 95% half-width (normal)."""
    diffs = [w - b for w, b in zip(wins, base, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, float("inf")
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def tables(results: list[list[Tally]], args: argparse.Namespace) -> str:
    """The two tables of the run."""
    total = []
    for index in range(len(args.variants)):
        tally = Tally()
        for match in results:
            tally.merge(match[index])
        total.append(tally)
    base = [m[0].sides["a"].wins for m in results]
    lines = [
        f"expert variants against {args.style}: {args.games} matches each, the same deals, "
        f"preset {args.preset}, seed {args.seed}, {args.jobs} job(s).",
        "",
        "| variant | knobs | match wins | 95% interval | paired difference "
        f"vs {args.variants[0].name} | knocks undercut | points/hand (expert) "
        "| points/hand (style) | decision ms p50 / p95 |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for index, (chosen, tally) in enumerate(zip(args.variants, total, strict=True)):
        a, b = tally.sides["a"], tally.sides["b"]
        low, high = wilson(a.wins, tally.games)
        wins = [m[index].sides["a"].wins for m in results]
        diff, half = paired(wins, base)
        plain = a.knocks - a.gins
        share = f"{100 * b.undercuts / plain:.1f}%" if plain else "-"
        hands = max(tally.hands, 1)
        times = sorted(a.times_ms)
        lines.append(
            f"| {chosen.name} | {chosen.knobs} | {100 * a.wins / tally.games:.1f}% "
            f"| {100 * low:.1f}-{100 * high:.1f}% | {100 * diff:+.1f} ± {100 * half:.1f} "
            f"| {share} ({b.undercuts}/{plain}) | {a.points / hands:.2f} | {b.points / hands:.2f} "
            f"| {percentile(times, 0.5):.1f} / {percentile(times, 0.95):.1f} |")
    lines += [
        "",
        "How the hands ended, a hand (won by knocking: knocks that were not gin and were not "
        "undercut).",
        "",
        "| variant | hands | expert gin | expert won by knocking | expert won by undercut "
        "| style gin | style won by knocking | style won by undercut | dead |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for chosen, tally in zip(args.variants, total, strict=True):
        a, b = tally.sides["a"], tally.sides["b"]
        hands = max(tally.hands, 1)

        def pct(count: int, hands: int = hands) -> str:
            return f"{100 * count / hands:.1f}%"

        lines.append(
            f"| {chosen.name} | {tally.hands} | {pct(a.gins)} "
            f"| {pct(a.knocks - a.gins - b.undercuts)} | {pct(a.undercuts)} | {pct(b.gins)} "
            f"| {pct(b.knocks - b.gins - a.undercuts)} | {pct(b.undercuts)} "
            f"| {pct(tally.dead_hands)} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    text = tables(run(args), args)
    print(text, end="")
    if args.markdown:
        args.markdown.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
