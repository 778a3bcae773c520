"""Measure /gin profile on a server with 10,000 finished matches: the service's query
(``MatchService.profile``) and the picture, for the person who played most.

    .venv/bin/python bench/profile.py [--matches 10000] [--people 300] [--hands 8]
                                      [--repeat 30] [--write]

Target (issue 40): the answer <= 300 ms. The database is the ladder benchmark's
(``bench/ladder.py``: players, matches, ratings and their history, ranking points), with
``--hands`` hands a match in ``hand_stats`` as the statistics subscriber writes them (two
seats a hand); then the profile of the busiest person, read by their most frequent
opponent, is asked ``--repeat`` times and the median and 90th percentile reported.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import machine, write_section
from bench.ladder import CHANNEL, GUILD, fill, p90
from cards_img import render_profile
from ginbot.service import MatchService, SystemClock
from ginbot.text import Locale

TARGET_MS = 300.0


def add_hands(path: Path, hands: int, seed: int = 2) -> tuple[int, int, int]:
    """``hands`` hands a match in ``hand_stats``; (rows written, the busiest person, their
    most frequent opponent)."""
    rng = random.Random(seed)
    rows = []
    with sqlite3.connect(path) as conn:
        seats = conn.execute(
            "SELECT s.match_id, s.seat, s.user_id, m.finished_at FROM match_seats s "
            "JOIN matches m ON m.id = s.match_id ORDER BY s.match_id, s.seat").fetchall()
        by_match: dict[int, list[tuple[int, int | None, float]]] = {}
        for match_id, seat, user_id, at in seats:
            by_match.setdefault(match_id, []).append((seat, user_id, at))
        for match_id, both in by_match.items():
            for hand in range(hands):
                knocker = rng.randrange(2)
                outcome = rng.choices(["knock", "gin", "undercut", "dead"], [70, 15, 10, 5])[0]
                winner = None if outcome == "dead" else \
                    1 - knocker if outcome == "undercut" else knocker
                deadwood = 0 if outcome == "gin" else rng.randrange(1, 11)
                points = rng.randrange(5, 60)
                for seat, user_id, at in both:
                    knocked = outcome != "dead" and seat == knocker
                    rows.append((
                        match_id, hand, seat, GUILD, user_id,
                        "dead" if winner is None else "won" if winner == seat else "lost",
                        points if winner == seat else 0, int(knocked),
                        int(knocked and outcome == "gin"),
                        int(winner == seat and outcome == "undercut"),
                        int(knocked and outcome == "undercut"),
                        deadwood if knocked else None, rng.randrange(3, 14), at))
        conn.executemany("INSERT INTO hand_stats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                         "?, ?)", rows)
        busiest = conn.execute(
            "SELECT user_id FROM match_seats WHERE user_id IS NOT NULL GROUP BY user_id "
            "ORDER BY COUNT(*) DESC LIMIT 1").fetchone()[0]
        rival = conn.execute(
            "SELECT o.user_id FROM match_seats s JOIN match_seats o ON o.match_id = s.match_id "
            "AND o.seat <> s.seat WHERE s.user_id = ? AND o.user_id IS NOT NULL "
            "GROUP BY o.user_id ORDER BY COUNT(*) DESC LIMIT 1", (busiest,)).fetchone()[0]
    return len(rows), busiest, rival


async def measure(path: Path, repeat: int, user: int, reader: int
                  ) -> tuple[dict[str, list[float]], int]:
    service = MatchService(path, clock=SystemClock())
    await service.start()
    timings: dict[str, list[float]] = {}
    played = 0
    try:
        for _ in range(repeat):
            started = time.perf_counter()
            profile = await service.profile(GUILD, user, reader_id=reader)
            queried = time.perf_counter()
            picture = render_profile(profile, locale=Locale.EN)
            drawn = time.perf_counter()
            assert profile.hands and picture.png
            played = profile.matches.played
            timings.setdefault("query", []).append((queried - started) * 1e3)
            timings.setdefault("picture", []).append((drawn - queried) * 1e3)
            timings.setdefault("answer", []).append((drawn - started) * 1e3)
    finally:
        await service.close()
    return timings, played


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--people", type=int, default=300)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--write", action="store_true", help="write bench/RESULTS.md")
    args = parser.parse_args()
    assert CHANNEL
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "profile.sqlite3"
        made = asyncio.run(fill(path, args.matches, args.people))
        rows, user, reader = add_hands(path, args.hands)
        timings, played = asyncio.run(measure(path, args.repeat, user, reader))
    lines = [f"{machine()}; SQLite; {args.matches} finished matches between {args.people} "
             f"people (the ladder benchmark's, made in {made:.0f} s) with {rows} rows of "
             f"hand statistics ({args.hands} hands a match); the profile of the busiest "
             f"person ({played} matches), read by their most frequent opponent; "
             f"{args.repeat} runs; the machine is shared, so timings are noisy.", "",
             "| what | median ms | p90 ms | target ms |", "|---|---:|---:|---:|"]
    for name, values in timings.items():
        median = statistics.median(values)
        target = f"{TARGET_MS:.0f} {'ok' if median <= TARGET_MS else 'MISSED'}" \
            if name == "answer" else ""
        lines.append(f"| {name} | {median:.1f} | {p90(values):.1f} | {target} |")
    text = "## The profile (`bench/profile.py`)\n\n" + "\n".join(lines)
    print(text)
    if args.write:
        write_section("profile", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
