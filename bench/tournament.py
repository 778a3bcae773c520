"""Milliseconds to pair each round of a big Swiss, and to draw up its standings.

    python bench/tournament.py [--players 64] [--rounds 6] [--events 20] [--seed 1]

Each event is a whole Swiss with random results (seeded): every round is paired with
``swiss`` from the games so far, then decided. The target is at most 100 ms a round
(the service pairs inside one transaction). Times are wall clock, one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import machine
from ginbot.model import Entrant, Game, GameEnd, Seat, TournamentFormat
from ginbot.tournament import standings, swiss

TARGET_MS = 100.0


def decide(number: int, pairs: list[tuple[int, int | None]], rng: random.Random) -> list[Game]:
    """The round's results: a coin for the winner, a few hands' worth of points."""
    games = []
    for board, (first, second) in enumerate(pairs, 1):
        if second is None:
            games.append(Game(number, board, first, None, first, (0, 0), GameEnd.BYE))
            continue
        winner = rng.choice((first, second))
        beaten = rng.randrange(0, 100)
        points = (100, beaten) if winner == first else (beaten, 100)
        games.append(Game(number, board, first, second, winner, points, GameEnd.PLAYED))
    return games


def event(players: int, rounds: int, rng: random.Random) -> tuple[list[float], list[Game]]:
    """One whole Swiss: the milliseconds each round took to pair, and every game."""
    field = list(range(1, players + 1))
    games: list[Game] = []
    times = []
    for number in range(1, rounds + 1):
        started = time.perf_counter()
        pairs = swiss(field, games)
        times.append((time.perf_counter() - started) * 1000)
        games += decide(number, pairs, rng)
    return times, games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--events", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    entrants = [Entrant(n, Seat(n, None, f"player {n}")) for n in range(1, args.players + 1)]

    by_round: list[list[float]] = [[] for _ in range(args.rounds)]
    standing_ms = []
    for _ in range(args.events):
        times, games = event(args.players, args.rounds, rng)
        for number, ms in enumerate(times):
            by_round[number].append(ms)
        started = time.perf_counter()
        standings(TournamentFormat.SWISS, entrants, games)
        standing_ms.append((time.perf_counter() - started) * 1000)

    every = [ms for times in by_round for ms in times]
    lines = [
        f"Swiss pairing: {args.players} players, {args.rounds} rounds, {args.events} events "
        f"(seed {args.seed}); {machine()}. Milliseconds to pair a round, median / worst.",
        "",
        "| round | median ms | worst ms |",
        "|---|---|---|",
        *(f"| {number} | {statistics.median(times):.1f} | {max(times):.1f} |"
          for number, times in enumerate(by_round, 1)),
        f"| all | {statistics.median(every):.1f} | {max(every):.1f} |",
        "",
        f"Target: at most {TARGET_MS:.0f} ms a round: "
        f"{'met' if max(every) <= TARGET_MS else 'MISSED'}.",
        f"`standings` of the whole event: median {statistics.median(standing_ms):.2f} ms, "
        f"worst {max(standing_ms):.2f} ms.",
    ]
    print("\n".join(lines))
    return 0 if max(every) <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
