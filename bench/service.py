"""Measure the match service on a real SQLite file (synchronous=FULL, WAL).

    .venv/bin/python bench/service.py [--acts 3000] [--matches 500] [--seconds 30]
                                      [--write]

1. ``act`` alone: one match between two people, actions one after another; the
   time of ``service.act`` from the call to its return, which includes the
   engine's check and the committed transaction. Targets: median <= 2 ms,
   p99 <= 10 ms.
2. Many matches at once: ``--matches`` matches between people in one process, a
   mix of the three kinds of table (two players, three-handed, two teams of two, in
   turn), each table acting about once a second (a random pause of 0.5..1.5 s between
   actions), for ``--seconds``. Target: p99 <= 50 ms per action. Reports the
   process CPU time and the memory (RSS) per match.

People's moves come from a plain greedy strategy (knock when allowed, least
deadwood); its thinking is not inside the timed ``act``. Notifications go to a
notifier that does nothing, as the front end's own work is not the service's.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import machine, write_section
from ginbot.engine import Rules
from ginbot.service import GuildSettings, MatchService, User
from ginbot.store import Synchronous
from tests.service_support import greedy

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def service_on(path: Path, synchronous: Synchronous) -> MatchService:
    return MatchService(path, computer_pause=0, synchronous=synchronous,
                        guild_defaults=GuildSettings(turn_timeout=300, next_hand_delay=0))


KINDS = {2: "two players", 3: "three-handed", 4: "two teams of two"}


async def new_match(service: MatchService, index: int, seats: int = 2) -> int:
    """A match between ``seats`` new people, every one of them accepting."""
    people = [User(4 * index + k + 1, f"P{index}.{k}") for k in range(seats)]
    challenge = await service.challenge(1, 1, people[0], people[1:], Rules())
    for person in people[1:]:
        started = (await service.accept(challenge.id, person)).match
    assert started is not None
    return started.id


def mixed(index: int) -> int:
    """The table size of the ``index``-th match of a crowd: two, three and four in turn."""
    return 2 + index % 3


async def one_move(service: MatchService, match_id: int) -> float | None:
    """Play one move of a person to move (at a team table, either board's); returns the
    time ``act`` took, or None if nobody may move."""
    table = await service.public_view(match_id)
    if table.match.finished or not table.to_move:
        return None
    seat = random.choice(table.to_move)
    user = table.match.seats[seat].user_id
    assert user is not None
    action = greedy(await service.player_view(match_id, user))
    start = time.perf_counter()
    await service.act(match_id, user, action)
    return time.perf_counter() - start


async def single(path: Path, acts: int, synchronous: Synchronous) -> dict[str, float]:
    times: list[float] = []
    async with service_on(path, synchronous) as service:
        index = 0
        match_id = await new_match(service, index)
        while len(times) < acts:
            await service.settle()
            took = await one_move(service, match_id)
            if took is None:
                if (await service.match_info(match_id)).finished:
                    index += 1
                    match_id = await new_match(service, index)
                continue
            times.append(took)
    return summary(times)


async def crowd(
    path: Path, matches: int, seconds: float, synchronous: Synchronous
) -> dict[str, Any]:
    rss_before = rss_mb()
    async with service_on(path, synchronous) as service:
        ids = [await new_match(service, i, mixed(i)) for i in range(matches)]
        next_index = matches
        rss_loaded = rss_mb()
        times: list[float] = []
        by_kind: dict[int, list[float]] = {seats: [] for seats in KINDS}
        errors = 0
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        stop = wall_start + seconds

        async def table(slot: int) -> None:
            nonlocal next_index, errors
            rng = random.Random(slot)
            await asyncio.sleep(rng.uniform(0, 1))
            while time.perf_counter() < stop:
                try:
                    took = await one_move(service, ids[slot])
                except Exception:
                    errors += 1
                    took = None
                if took is not None:
                    times.append(took)
                    by_kind[mixed(slot)].append(took)
                elif (await service.match_info(ids[slot])).finished:
                    next_index += 1
                    ids[slot] = await new_match(service, next_index, mixed(slot))
                    continue
                await asyncio.sleep(rng.uniform(0.5, 1.5))

        await asyncio.gather(*(table(slot) for slot in range(matches)))
        cpu = time.process_time() - cpu_start
        wall = time.perf_counter() - wall_start
        rss_after = rss_mb()
    result: dict[str, Any] = dict(summary(times))
    result["kinds"] = {seats: summary(t) for seats, t in by_kind.items()}
    result.update(
        matches=matches, seconds=wall, errors=errors, per_second=len(times) / wall,
        cpu_share=cpu / wall, cpu_per_act_ms=1000 * cpu / max(1, len(times)),
        rss_base_mb=rss_before, rss_loaded_mb=rss_loaded, rss_end_mb=rss_after,
        kb_per_match=1024 * (rss_after - rss_before) / matches,
        max_rss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    )
    return result


async def memory(path: Path, matches: int, moves: int) -> float:
    """Python memory (tracemalloc) per match in play, ``moves`` actions into each."""
    async with service_on(path, "NORMAL") as service:
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        ids = [await new_match(service, i, mixed(i)) for i in range(matches)]
        for _ in range(moves):
            for match_id in ids:
                await one_move(service, match_id)
            await service.settle()
        used = tracemalloc.get_traced_memory()[0] - base
        tracemalloc.stop()
    return used / matches / 1024


def summary(times: list[float]) -> dict[str, float]:
    ms = [t * 1000 for t in times]
    return {"count": len(ms), "median": statistics.median(ms), "p90": percentile(ms, 0.90),
            "p99": percentile(ms, 0.99), "max": max(ms)}


def _ok(value: float, target: float) -> str:
    return "ok" if value <= target else "MISSED"


def report(
    singles: dict[str, dict[str, float]], crowds: dict[str, dict[str, Any]],
    load: tuple[float, ...], commit_ms: dict[str, float], kb_per_match: float,
) -> str:
    matches = next(iter(crowds.values()))["matches"]
    lines = [
        "## Match service (`bench/service.py`)",
        "",
        f"{machine()}; SQLite {sqlite3.sqlite_version}, WAL, a file on the local disk. "
        "The machine is shared (2 cores, other sessions running; load average "
        f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the end of the run), so timings "
        "are noisy. The service runs with `synchronous=NORMAL` (see "
        "`ginbot/store/database.py`); FULL is measured alongside to show what an fsync "
        f"per move costs on this disk: a bare one-row commit took {commit_ms['NORMAL']:.3f} ms "
        f"with NORMAL and {commit_ms['FULL']:.2f} ms with FULL (median of 300) during "
        "this run.",
        "",
        "### `act`, one match, actions one after another",
        "",
        "| synchronous | actions | median ms | p90 ms | p99 ms | max ms | target |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for sync, r in singles.items():
        lines.append(
            f"| {sync} | {r['count']:.0f} | {r['median']:.2f} | {r['p90']:.2f} | "
            f"{r['p99']:.2f} | {r['max']:.2f} | median <= 2 {_ok(r['median'], 2)}, "
            f"p99 <= 10 {_ok(r['p99'], 10)} |")
    lines += [
        "",
        f"### {matches:.0f} matches at once (a third each of two players, three-handed "
        "and teams), each table acting about once a second",
        "",
        "| synchronous | seconds | actions | actions/s | median ms | p90 ms | p99 ms | max ms "
        "| target | errors |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for sync, r in crowds.items():
        lines.append(
            f"| {sync} | {r['seconds']:.0f} | {r['count']:.0f} | {r['per_second']:.0f} | "
            f"{r['median']:.2f} | {r['p90']:.2f} | {r['p99']:.2f} | {r['max']:.2f} | "
            f"p99 <= 50 {_ok(r['p99'], 50)} | {r['errors']:.0f} |")
    lines += [
        "",
        "The same runs by kind of table:",
        "",
        "| synchronous | table | actions | median ms | p99 ms | max ms |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for sync, r in crowds.items():
        for seats, k in r["kinds"].items():
            lines.append(f"| {sync} | {KINDS[seats]} | {k['count']:.0f} | {k['median']:.2f} | "
                         f"{k['p99']:.2f} | {k['max']:.2f} |")
    lines += [
        "",
        "| synchronous | CPU (share of one core) | CPU per action ms | CPU per match |",
        "|---|---:|---:|---:|",
    ]
    for sync, r in crowds.items():
        lines.append(
            f"| {sync} | {r['cpu_share']:.2f} | {r['cpu_per_act_ms']:.2f} | "
            f"{100 * r['cpu_share'] / r['matches']:.3f} % of a core |")
    first = next(iter(crowds.values()))
    lines += [
        "",
        "CPU is the whole process (service, engine, the SQLite thread and the greedy "
        "players choosing moves) over the run.",
        "",
        f"Memory: {kb_per_match:.1f} KB of Python objects per match in play, 20 actions "
        f"into each of {matches:.0f} matches (tracemalloc). The process held "
        f"{first['rss_base_mb']:.0f} MB before the first crowd, "
        f"{first['rss_loaded_mb']:.0f} MB with its {matches:.0f} matches dealt, and "
        f"{first['rss_end_mb']:.0f} MB after {first['seconds']:.0f} s of play "
        f"({first['kb_per_match']:.0f} KB per match, SQLite's page cache included).",
    ]
    return "\n".join(lines) + "\n"


def bare_commit_ms(path: Path, synchronous: Synchronous) -> float:
    """The cost of one tiny committed transaction, to tell the disk's fsync apart."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(f"PRAGMA synchronous = {synchronous}")
    conn.execute("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)")
    times = []
    for _ in range(300):
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (b) VALUES ('draw stock')")
        conn.execute("COMMIT")
        times.append(time.perf_counter() - start)
    conn.close()
    return 1000 * statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--acts", type=int, default=3000)
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    syncs: tuple[Synchronous, ...] = ("NORMAL", "FULL")
    singles, crowds, commit = {}, {}, {}
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
        for sync in syncs:
            commit[sync] = bare_commit_ms(Path(tmp) / f"bare-{sync}.sqlite3", sync)
            singles[sync] = asyncio.run(single(Path(tmp) / f"single-{sync}.sqlite3",
                                               args.acts, sync))
        for sync in syncs:
            crowds[sync] = asyncio.run(crowd(Path(tmp) / f"crowd-{sync}.sqlite3",
                                             args.matches, args.seconds, sync))
        kb = asyncio.run(memory(Path(tmp) / "memory.sqlite3", args.matches, 20))
    text = report(singles, crowds, os.getloadavg(), commit, kb)
    print(text)
    if args.write:
        write_section("service", text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
