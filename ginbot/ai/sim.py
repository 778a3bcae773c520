"""``ginbot sim``: computer levels play whole matches against each other.

Matches run through the engine's ``Match`` (the one game loop). Side A deals
first in even-numbered matches and side B in odd ones. With ``--jobs`` the
matches are shared out to worker processes; every match is fixed by
``--seed`` and its number, so the figures do not depend on ``--jobs``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

SIDES = ("a", "b")


@dataclass
class SideStats:
    """What one side did over many matches."""

    wins: int = 0
    hands_won: int = 0
    points: int = 0  # hand points scored (match bonuses not included)
    knocks: int = 0  # hands ended by this side, gin included
    gins: int = 0  # gin and big gin
    undercuts: int = 0  # hands this side won by undercutting the knocker
    knock_deadwood: int = 0  # summed over this side's knocks that were not gin
    times_ms: array = field(default_factory=lambda: array("f"))

    def merge(self, other: SideStats) -> None:
        self.wins += other.wins
        self.hands_won += other.hands_won
        self.points += other.points
        self.knocks += other.knocks
        self.gins += other.gins
        self.undercuts += other.undercuts
        self.knock_deadwood += other.knock_deadwood
        self.times_ms.extend(other.times_ms)


@dataclass
class Tally:
    games: int = 0
    hands: int = 0
    dead_hands: int = 0
    sides: dict[str, SideStats] = field(default_factory=lambda: {s: SideStats() for s in SIDES})

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.hands += other.hands
        self.dead_hands += other.dead_hands
        for side in SIDES:
            self.sides[side].merge(other.sides[side])


def match_seed(seed: int, number: int) -> int:
    from ginbot.engine import hand_seed

    return hand_seed(seed, number)


def seat_of_a(first_dealer: int, number: int) -> int:
    """Side A's seat: the first dealer's in even-numbered matches, the other in odd."""
    return first_dealer if number % 2 == 0 else 1 - first_dealer


def seat_match(
    rules: Any, level_a: str, level_b: str, seed: int, number: int
) -> tuple[Any, int, dict[int, Any]]:
    """(match, side A's seat, player of each seat) of match ``number`` of a run;
    a side is a computer level or a style of the league."""
    from ginbot.ai.league import make_opponent
    from ginbot.engine import Match

    mseed = match_seed(seed, number)
    match = Match(rules, mseed)
    seat_a = seat_of_a(match.first_dealer, number)
    players = {
        seat_a: make_opponent(level_a, mseed * 2 + 1),
        1 - seat_a: make_opponent(level_b, mseed * 2 + 2),
    }
    return match, seat_a, players


def play_match(rules: Any, level_a: str, level_b: str, seed: int, number: int) -> Tally:
    """Play match ``number`` of a run; side A deals first when ``number`` is even."""
    return play_seated(*seat_match(rules, level_a, level_b, seed, number))


def play_seated(match: Any, seat_a: int, players: dict[int, Any]) -> Tally:
    """Play ``match`` to its end between ``players`` (side A in ``seat_a``), timing each
    decision, and tally how its hands ended."""
    side_of = {seat_a: "a", 1 - seat_a: "b"}
    tally = Tally(games=1)
    times = {seat: tally.sides[side_of[seat]].times_ms for seat in (0, 1)}
    clock = time.perf_counter
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        seat = match.hand.to_move
        view = match.match_view(seat)
        start = clock()
        action = players[seat].choose(view)
        times[seat].append((clock() - start) * 1000.0)
        match.apply(action, seat)
    for result in match.results:
        tally.hands += 1
        if result.dead:
            tally.dead_hands += 1
            continue
        winner = tally.sides[side_of[result.winner]]
        knocker = tally.sides[side_of[result.knocker]]
        winner.hands_won += 1
        winner.points += result.points
        knocker.knocks += 1
        outcome = result.outcome
        if outcome in ("gin", "big_gin"):
            knocker.gins += 1
        else:
            knocker.knock_deadwood += result.showdown.knocker_deadwood
        if outcome == "undercut":
            winner.undercuts += 1
    tally.sides[side_of[match.winner]].wins += 1
    return tally


def _play_chunk(job: tuple[dict[str, Any], str, str, int, list[int]]) -> Tally:
    from ginbot.engine import Rules

    rules_dict, level_a, level_b, seed, numbers = job
    rules = Rules.from_dict(rules_dict)
    tally = Tally()
    for number in numbers:
        tally.merge(play_match(rules, level_a, level_b, seed, number))
    return tally


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% with the default z)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[index]


def side_summary(stats: SideStats, tally: Tally) -> dict[str, Any]:
    hands = max(tally.hands, 1)
    non_gin = stats.knocks - stats.gins
    low, high = wilson(stats.wins, tally.games)
    times = sorted(stats.times_ms)
    return {
        "wins": stats.wins,
        "win_rate": stats.wins / tally.games if tally.games else 0.0,
        "win_ci95": [low, high],
        "hands_won": stats.hands_won,
        "points_per_hand": stats.points / hands,
        "knock_pct": 100.0 * stats.knocks / hands,
        "gin_pct": 100.0 * stats.gins / hands,
        "undercut_pct": 100.0 * stats.undercuts / hands,
        "avg_knock_deadwood": stats.knock_deadwood / non_gin if non_gin else 0.0,
        "decisions": len(times),
        "decision_ms_p50": percentile(times, 0.50),
        "decision_ms_p95": percentile(times, 0.95),
        "decision_ms_max": times[-1] if times else 0.0,
    }


def summary(tally: Tally, args: argparse.Namespace, seconds: float) -> dict[str, Any]:
    return {
        "a": args.a,
        "b": args.b,
        "preset": args.preset,
        "seed": args.seed,
        "jobs": args.jobs,
        "games": tally.games,
        "a_wins": tally.sides["a"].wins,
        "b_wins": tally.sides["b"].wins,
        "hands": tally.hands,
        "dead_hand_pct": 100.0 * tally.dead_hands / max(tally.hands, 1),
        "hands_per_match": tally.hands / max(tally.games, 1),
        "seconds": seconds,
        "hands_per_second": tally.hands / seconds if seconds > 0 else 0.0,
        "a_stats": side_summary(tally.sides["a"], tally),
        "b_stats": side_summary(tally.sides["b"], tally),
    }


def format_table(result: dict[str, Any]) -> str:
    rows = [
        ("match wins", lambda s: f"{s['wins']} ({100 * s['win_rate']:.1f}%)"),
        ("95% interval", lambda s: f"{100 * s['win_ci95'][0]:.1f}-{100 * s['win_ci95'][1]:.1f}%"),
        ("points per hand", lambda s: f"{s['points_per_hand']:.2f}"),
        ("knock %", lambda s: f"{s['knock_pct']:.1f}"),
        ("gin %", lambda s: f"{s['gin_pct']:.1f}"),
        ("undercut %", lambda s: f"{s['undercut_pct']:.1f}"),
        ("avg knock deadwood", lambda s: f"{s['avg_knock_deadwood']:.2f}"),
        ("decision ms p50", lambda s: f"{s['decision_ms_p50']:.3f}"),
        ("decision ms p95", lambda s: f"{s['decision_ms_p95']:.3f}"),
        ("decision ms max", lambda s: f"{s['decision_ms_max']:.1f}"),
    ]
    a, b = result["a_stats"], result["b_stats"]
    head_a, head_b = f"A: {result['a']}", f"B: {result['b']}"
    lines = [
        f"{_count(result['games'], 'match', 'matches')}, preset {result['preset']}, "
        f"seed {result['seed']}, "
        f"{result['hands']} hands ({result['hands_per_match']:.2f} per match, "
        f"{result['dead_hand_pct']:.1f}% dead), {result['seconds']:.1f}s, "
        f"{result['hands_per_second']:.0f} hands/s with {_count(result['jobs'], 'job', 'jobs')}",
        f"{'':<20} {head_a:>18} {head_b:>18}",
    ]
    for name, cell in rows:
        lines.append(f"{name:<20} {cell(a):>18} {cell(b):>18}")
    return "\n".join(lines)


def _count(number: int, one: str, more: str) -> str:
    """``1 match``, ``2 matches``."""
    return f"{number} {one if number == 1 else more}"


def clock_text(seconds: float) -> str:
    """``1:02``, or ``1:02:03`` from an hour on."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def progress_line(done: int, total: int, elapsed: float) -> str:
    """``[###...] 37/100 matches · 1:02 elapsed · ~1:45 left``: the rest at the pace so far."""
    width = 30
    filled = width * done // max(total, 1)
    matches = "match" if total == 1 else "matches"
    line = (f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {matches} · "
            f"{clock_text(elapsed)} elapsed")
    if 0 < done < total:
        line += f" · ~{clock_text(elapsed / done * (total - done))} left"
    return line


def _progress(done: int, total: int, started: float) -> None:
    line = progress_line(done, total, time.perf_counter() - started)
    sys.stderr.write(f"\r{line}\x1b[K" if sys.stderr.isatty() else f"\r{line}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def play_matches(
    rules: Any, level_a: str, level_b: str, seed: int, games: int, jobs: int,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Matches 0 to ``games`` - 1 of a run, shared out in chunks to ``jobs``
    worker processes; ``progress`` sees the tally after each chunk."""
    numbers = list(range(games))
    size = max(1, min(25, games // max(1, jobs * 20)))
    chunks = [numbers[i : i + size] for i in range(0, len(numbers), size)]
    work = [(rules.to_dict(), level_a, level_b, seed, chunk) for chunk in chunks]
    tally = Tally()
    if jobs <= 1:
        for job in work:
            tally.merge(_play_chunk(job))
            if progress:
                progress(tally)
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part in pool.imap_unordered(_play_chunk, work):
                tally.merge(part)
                if progress:
                    progress(tally)
    return tally


def simulate(args: argparse.Namespace) -> dict[str, Any]:
    from ginbot.engine import Rules

    rules = Rules.preset(args.preset)
    if args.target:
        rules = rules.with_changes(target=args.target)
    started = time.perf_counter()

    def show(tally: Tally) -> None:
        _progress(tally.games, args.games, started)

    tally = play_matches(rules, args.a, args.b, args.seed, args.games, args.jobs,
                         None if args.quiet else show)
    return summary(tally, args, time.perf_counter() - started)


def configure(parser: argparse.ArgumentParser) -> None:
    from ginbot.ai.league import opponent_names
    from ginbot.engine import TABLE_PRESETS

    parser.epilog = ("A bare run plays 100 matches of expert against simple: a few minutes "
                     "on one core. --jobs shares the matches out to more cores, with the "
                     "same figures. A side may also be one of the league's styles of play "
                     "(ginbot.ai.league), opponents for measurement.")
    levels = opponent_names()
    parser.add_argument("--a", default="expert", choices=levels,
                        help="level of side A (default %(default)s)")
    parser.add_argument("--b", default="simple", choices=levels,
                        help="level of side B (default %(default)s)")
    parser.add_argument("--games", type=int, default=100, metavar="N",
                        help="matches to play (default %(default)s)")
    parser.add_argument("--seed", type=int, default=1, metavar="N",
                        help="seed of the whole run (default %(default)s)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="worker processes (default %(default)s)")
    parser.add_argument("--preset", default="classic", choices=sorted(TABLE_PRESETS),
                        help="the rules (default %(default)s; see ginbot rules)")
    parser.add_argument("--target", type=int, default=0, metavar="POINTS",
                        help="match target (default 0: the preset's)")
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")
    parser.add_argument("--quiet", action="store_true",
                        help="no progress bar (it goes to stderr, with the time left)")


def run(args: argparse.Namespace) -> int:
    if args.games <= 0:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    result = simulate(args)
    print(format_table(result))
    if args.json:
        print(json.dumps(result))
    return 0
