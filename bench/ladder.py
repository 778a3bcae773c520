"""Measure /gin ladder on a server with 10,000 finished matches: the service's query
(``MatchService.ladder_board``) and the picture of the top 20, for each period.

    .venv/bin/python bench/ladder.py [--matches 10000] [--people 300] [--repeat 30] [--write]

Target (issue 40): the answer <= 300 ms. The database is made first, as play would leave
it (through the store: players, matches with their seats and result, ratings and their
history, ranking points off the computer), over the last 90 days; then each period is
asked ``--repeat`` times and the median and 90th percentile reported.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import machine, write_section
from cards_img import render_ladder
from ginbot.engine import Rules
from ginbot.model import EndReason, LadderPeriod, Seat, User
from ginbot.service import MatchService, SystemClock, ratings
from ginbot.store import Database, ladder, matches, players
from ginbot.text import Locale

GUILD, CHANNEL = 1, 2
TARGET_MS = 300.0


async def fill(path: Path, count: int, people: int, seed: int = 1) -> float:
    """``count`` finished matches between ``people`` (one in ten against the computer),
    spread over the 90 days before now; returns the seconds it took."""
    rng = random.Random(seed)
    started = time.perf_counter()
    now = time.time()
    db = await Database.open(path)
    try:
        users = [User(10_000 + n, f"Player {n}") for n in range(people)]
        strength = {u.id: rng.gauss(0, 1) for u in users}
        rated: dict[int, object] = {}
        async with db.transaction() as conn:
            for user in users:
                await players.save_user(conn, user, now - 91 * 86400)
        for start in range(0, count, 500):
            async with db.transaction() as conn:
                for n in range(start, min(count, start + 500)):
                    at = now - 90 * 86400 * (1 - n / count)
                    first = rng.choice(users)
                    computer = rng.random() < 0.1
                    second = Seat.computer("normal") if computer else Seat.person(
                        rng.choice([u for u in users if u is not first]))
                    seats = (Seat.person(first), second)
                    match_id = await matches.insert_match(
                        conn, guild_id=GUILD, channel_id=CHANNEL, thread_id=None, seats=seats,
                        rules=Rules(), seed=n, first_seeds=[n], now=at)
                    if computer:
                        winner = 0 if rng.random() < 0.4 else 1
                    else:
                        assert second.user_id is not None
                        edge = strength[first.id] - strength[second.user_id]
                        winner = 0 if rng.random() < 1 / (1 + 10 ** (-edge / 2)) else 1
                    scores = (100 + rng.randrange(40), rng.randrange(90))
                    await matches.finish_match(conn, match_id, winner=winner,
                                               scores=scores if winner == 0 else scores[::-1],
                                               reason=EndReason.TARGET, now=at)
                    if computer:
                        if winner == 0:
                            await ladder.award_points(conn, match_id, GUILD, first.id, 1,
                                                      "normal", 30, at)
                        continue
                    assert second.user_id is not None
                    ids = (first.id, second.user_id)
                    before = [rated.get(i) or ratings.new_rating() for i in ids]
                    won, lost = ratings.rate_win(before[winner], before[1 - winner])  # type: ignore[arg-type]
                    after = [won, lost] if winner == 0 else [lost, won]
                    for i, old, new in zip(ids, before, after, strict=True):
                        rated[i] = new
                        await ladder.save_rating(conn, GUILD, i, new, at)
                        await ladder.add_history(conn, GUILD, i, match_id, new,
                                                 ratings.shown(old), ratings.shown(new), at)  # type: ignore[arg-type]
    finally:
        await db.close()
    return time.perf_counter() - started


async def measure(path: Path, repeat: int, people: int) -> dict[str, list[float]]:
    service = MatchService(path, clock=SystemClock())
    await service.start()
    timings: dict[str, list[float]] = {}
    try:
        for period in (LadderPeriod.ALL, LadderPeriod.MONTH):
            caller = 10_000 + people - 1  # someone further down, most likely
            for _ in range(repeat):
                started = time.perf_counter()
                board = await service.ladder_board(GUILD, period, user_id=caller, limit=20)
                queried = time.perf_counter()
                picture = render_ladder(board, locale=Locale.EN, you=caller)
                drawn = time.perf_counter()
                assert board.entries and picture.png
                timings.setdefault(f"{period.value}: query", []).append((queried - started) * 1e3)
                timings.setdefault(f"{period.value}: picture", []).append((drawn - queried) * 1e3)
                timings.setdefault(f"{period.value}: answer", []).append((drawn - started) * 1e3)
    finally:
        await service.close()
    return timings


def p90(values: list[float]) -> float:
    return sorted(values)[max(0, round(len(values) * 0.9) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--people", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--write", action="store_true", help="write bench/RESULTS.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ladder.sqlite3"
        made = asyncio.run(fill(path, args.matches, args.people))
        timings = asyncio.run(measure(path, args.repeat, args.people))
    lines = [f"{machine()}; SQLite; {args.matches} finished matches between {args.people} "
             f"people (one in ten against the computer) over 90 days, made in {made:.0f} s; "
             f"{args.repeat} runs each; the machine is shared, so timings are noisy.", "",
             "| what | median ms | p90 ms | target ms |", "|---|---:|---:|---:|"]
    for name, values in timings.items():
        median = statistics.median(values)
        target = f"{TARGET_MS:.0f} {'ok' if median <= TARGET_MS else 'MISSED'}" \
            if name.endswith("answer") else ""
        lines.append(f"| {name} | {median:.1f} | {p90(values):.1f} | {target} |")
    text = "## The ladder (`bench/ladder.py`)\n\n" + "\n".join(lines)
    print(text)
    if args.write:
        write_section("ladder", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
