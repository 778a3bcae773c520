"""Measure the match service on a real SQLite file (WAL) and on PostgreSQL.

    .venv/bin/python bench/service.py [--acts 3000] [--matches 500] [--seconds 30]
                                      [--database sqlite|postgresql|both] [--write]

Each measurement has a fresh database: on SQLite a file (with ``synchronous`` NORMAL,
the service's default, and FULL), on PostgreSQL a database of its own on
``tests.db_support.SERVER`` (``GINBOT_TEST_POSTGRESQL``, default the local server),
dropped after it.

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

Database time per move: the time spent inside the database's statements and its
transactions' BEGIN, COMMIT and ROLLBACK (what ``ginbot.store.observe`` is told), over
the acknowledged ``act`` calls: "in act" counts what ran inside a timed ``act``, "all"
everything the service did meanwhile (the players' views, deliveries from the outbox,
timers, new matches). With many matches at once on PostgreSQL a statement's
time includes its wait for the event loop, which is busy with other tables. On
PostgreSQL the server's own count (``pg_stat_database.active_time``, after the
migrations, per move) is given beside it.
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
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import (
    NAMES,
    databases,
    fresh_database,
    machine,
    postgresql_active_ms,
    postgresql_version,
    write_section,
)
from ginbot.engine import Rules
from ginbot.service import GuildSettings, MatchService, User
from ginbot.store import Database, Synchronous, observe
from ginbot.store.database import BOOKKEEPING_POOL_SIZE, POOL_SIZE
from tests.service_support import greedy

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


Where = Path | str  # a SQLite file or a PostgreSQL URL

# A timed ``act`` is under way in this task (a list, so that tasks it starts, which copy
# the context, stop counting when it returns).
IN_ACT: ContextVar[list[bool] | None] = ContextVar("in_act", default=None)


class DatabaseTime:
    """Time spent inside database statements and commits, and how many statements, in
    all and inside a timed ``act``."""

    def __init__(self) -> None:
        self.reset()
        observe(self._add)

    def reset(self) -> None:
        self.seconds = self.act_seconds = 0.0
        self.statements = self.act_statements = 0

    def per_move(self, moves: int) -> dict[str, float]:
        moves = max(1, moves)
        return {"db_ms": 1000 * self.seconds / moves,
                "db_act_ms": 1000 * self.act_seconds / moves,
                "statements": self.statements / moves,
                "act_statements": self.act_statements / moves}

    def _add(self, seconds: float, statements: int) -> None:
        self.seconds += seconds
        self.statements += statements
        mark = IN_ACT.get()
        if mark and mark[0]:
            self.act_seconds += seconds
            self.act_statements += statements


DB_TIME = DatabaseTime()


@contextmanager
def measured_database(kind: str, folder: Path, name: str) -> Iterator[dict[str, Any]]:
    """A fresh database for one measurement, as ``{"where": ...}``; on PostgreSQL, after
    the block, ``server_ms``: its ``active_time`` since the migrations."""
    with fresh_database(kind, folder, name) as where:
        found: dict[str, Any] = {"where": where, "server_ms": None}
        baseline = None
        if kind == "postgresql":
            asyncio.run(_migrated(where))
            baseline = postgresql_active_ms(str(where))
        yield found
        if baseline is not None:
            found["server_ms"] = postgresql_active_ms(str(where)) - baseline


async def _migrated(where: Where) -> None:
    await (await Database.open(where)).close()


def service_on(path: Where, synchronous: Synchronous) -> MatchService:
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
    mark = [True]
    token = IN_ACT.set(mark)
    start = time.perf_counter()
    try:
        await service.act(match_id, user, action)
        return time.perf_counter() - start
    finally:
        mark[0] = False
        IN_ACT.reset(token)


async def single(path: Where, acts: int, synchronous: Synchronous) -> dict[str, float]:
    times: list[float] = []
    async with service_on(path, synchronous) as service:
        DB_TIME.reset()
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
        db = DB_TIME.per_move(len(times))
    return {**summary(times), **db}


async def crowd(
    path: Where, matches: int, seconds: float, synchronous: Synchronous
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
        DB_TIME.reset()

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
        db = DB_TIME.per_move(len(times))
        rss_after = rss_mb()
    result: dict[str, Any] = {**summary(times), **db}
    result["kinds"] = {seats: summary(t) for seats, t in by_kind.items()}
    result.update(
        matches=matches, seconds=wall, errors=errors, per_second=len(times) / wall,
        cpu_share=cpu / wall, cpu_per_act_ms=1000 * cpu / max(1, len(times)),
        rss_base_mb=rss_before, rss_loaded_mb=rss_loaded, rss_end_mb=rss_after,
        kb_per_match=1024 * (rss_after - rss_before) / matches,
        max_rss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    )
    return result


async def memory(path: Where, matches: int, moves: int) -> float:
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


def _db(r: dict[str, Any]) -> str:
    """The database time columns: ms per move in act / all, statements per move in act /
    all, and the server's own ms per move (PostgreSQL)."""
    server = "-" if r.get("server_ms") is None else f"{r['server_ms'] / r['count']:.2f}"
    return (f"{r['db_act_ms']:.2f} / {r['db_ms']:.2f} | "
            f"{r['act_statements']:.1f} / {r['statements']:.1f} | {server}")


DB_HEADER = "db ms/move in act / all | statements/move in act / all | server ms/move"


def report(
    singles: dict[str, dict[str, Any]], crowds: dict[str, dict[str, Any]],
    load: tuple[float, ...], commit_ms: dict[str, float], kb_per_match: float,
    kinds: tuple[str, ...],
) -> str:
    matches = next(iter(crowds.values()))["matches"]
    where = []
    if "sqlite" in kinds:
        where.append(f"SQLite {sqlite3.sqlite_version}, WAL, a file on the local disk")
    if "postgresql" in kinds:
        where.append(f"PostgreSQL {postgresql_version()} on this machine (TCP to 127.0.0.1, "
                     f"asyncpg, the service's pools of {POOL_SIZE} connections for changes "
                     f"and reads and {BOOKKEEPING_POOL_SIZE} for bookkeeping)")
    lines = [
        "## Match service (`bench/service.py`)",
        "",
        f"{machine()}; {'; '.join(where)}; each measurement on a fresh database. The "
        "machine is shared (2 cores, other sessions running; load average "
        f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the end of the run), so timings "
        "are noisy.",
    ]
    if commit_ms:
        lines += [
            "",
            "On SQLite the service runs with `synchronous=NORMAL` (see "
            "`ginbot/store/database.py`); FULL is measured alongside to show what an fsync "
            "per move costs on this disk: a bare one-row commit took "
            f"{commit_ms['NORMAL']:.3f} ms with NORMAL and {commit_ms['FULL']:.2f} ms with "
            "FULL (median of 300, sqlite3 directly) during this run.",
        ]
    lines += [
        "",
        "Database time per move: time inside the database's statements, BEGINs and "
        "COMMITs (as `ginbot.store.observe` tells them), per acknowledged `act`; \"in act\" "
        "is what ran inside the timed `act`, \"all\" everything the service did meanwhile (the "
        "players' views, deliveries from the outbox, timers, new matches). Server: "
        "PostgreSQL's `pg_stat_database.active_time` of the run's database after its "
        "migrations (every session of it), per move"
        + (f"; with {matches:.0f} matches it includes dealing them" if "postgresql" in kinds
           else "") + ".",
        "",
        "### `act`, one match, actions one after another",
        "",
        f"| database | actions | median ms | p90 ms | p99 ms | max ms | {DB_HEADER} | target |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for label, r in singles.items():
        lines.append(
            f"| {label} | {r['count']:.0f} | {r['median']:.2f} | {r['p90']:.2f} | "
            f"{r['p99']:.2f} | {r['max']:.2f} | {_db(r)} | median <= 2 {_ok(r['median'], 2)}, "
            f"p99 <= 10 {_ok(r['p99'], 10)} |")
    lines += [
        "",
        f"### {matches:.0f} matches at once (a third each of two players, three-handed "
        "and teams), each table acting about once a second",
        "",
        "| database | seconds | actions | actions/s | median ms | p90 ms | p99 ms | max ms "
        f"| {DB_HEADER} | target | errors |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for label, r in crowds.items():
        lines.append(
            f"| {label} | {r['seconds']:.0f} | {r['count']:.0f} | {r['per_second']:.0f} | "
            f"{r['median']:.2f} | {r['p90']:.2f} | {r['p99']:.2f} | {r['max']:.2f} | "
            f"{_db(r)} | p99 <= 50 {_ok(r['p99'], 50)} | {r['errors']:.0f} |")
    lines += [
        "",
        "The same runs by kind of table:",
        "",
        "| database | table | actions | median ms | p99 ms | max ms |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for label, r in crowds.items():
        for seats, k in r["kinds"].items():
            lines.append(f"| {label} | {KINDS[seats]} | {k['count']:.0f} | "
                         f"{k['median']:.2f} | {k['p99']:.2f} | {k['max']:.2f} |")
    lines += [
        "",
        "| database | CPU (share of one core) | CPU per action ms | CPU per match |",
        "|---|---:|---:|---:|",
    ]
    for label, r in crowds.items():
        lines.append(
            f"| {label} | {r['cpu_share']:.2f} | {r['cpu_per_act_ms']:.2f} | "
            f"{100 * r['cpu_share'] / r['matches']:.3f} % of a core |")
    first_label, first = next(iter(crowds.items()))
    cache = ", SQLite's page cache included" if first_label.startswith("SQLite") else ""
    lines += [
        "",
        "CPU is this process's (service, engine, the SQLite connection or the asyncpg "
        "driver, and the greedy players choosing moves) over the run; PostgreSQL's own "
        "server processes are not in it.",
        "",
        f"Memory: {kb_per_match:.1f} KB of Python objects per match in play, 20 actions "
        f"into each of {matches:.0f} matches (tracemalloc, on {NAMES[kinds[0]]}). The "
        f"process held {first['rss_base_mb']:.0f} MB before the first crowd "
        f"({first_label}), {first['rss_loaded_mb']:.0f} MB with its {matches:.0f} matches "
        f"dealt, and {first['rss_end_mb']:.0f} MB after {first['seconds']:.0f} s of play "
        f"({first['kb_per_match']:.0f} KB per match{cache}).",
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


SETUPS: dict[str, tuple[tuple[str, Synchronous], ...]] = {
    "sqlite": (("SQLite, NORMAL", "NORMAL"), ("SQLite, FULL", "FULL")),
    "postgresql": (("PostgreSQL", "NORMAL"),),  # synchronous is SQLite's alone
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--acts", type=int, default=3000)
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--database", choices=("sqlite", "postgresql", "both"),
                        default="both")
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    kinds = databases(args.database)
    setups = [(label, kind, sync) for kind in kinds for label, sync in SETUPS[kind]]
    singles: dict[str, dict[str, Any]] = {}
    crowds: dict[str, dict[str, Any]] = {}
    commit: dict[str, float] = {}
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
        folder = Path(tmp)
        if "sqlite" in kinds:
            for _, sync in SETUPS["sqlite"]:
                commit[sync] = bare_commit_ms(folder / f"bare-{sync}.sqlite3", sync)
        for label, kind, sync in setups:
            with measured_database(kind, folder, f"single-{sync}") as db:
                singles[label] = asyncio.run(single(db["where"], args.acts, sync))
            singles[label]["server_ms"] = db["server_ms"]
        for label, kind, sync in setups:
            with measured_database(kind, folder, f"crowd-{sync}") as db:
                crowds[label] = asyncio.run(crowd(db["where"], args.matches, args.seconds,
                                                  sync))
            crowds[label]["server_ms"] = db["server_ms"]
        with fresh_database(kinds[0], folder, "memory") as where:
            kb = asyncio.run(memory(where, args.matches, 20))
    text = report(singles, crowds, os.getloadavg(), commit, kb, kinds)
    print(text)
    if args.write:
        write_section("service", text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
