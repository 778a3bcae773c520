"""Load the real bot through Discord's API: ``ginbot run`` against fakecord with Discord's
rate limits on, many tables in play at once.

    .venv/bin/python bench/discord_load.py [--tables 50,100,200] [--seconds 120]
                                           [--seed 23] [--database sqlite|postgresql|both]
                                           [--write]

For each size in turn, and on each database: a fresh emulator
(``RateLimits.like_discord()``), a fresh database (a SQLite file, or a PostgreSQL
database of its own on ``tests.db_support.SERVER``, dropped after the run), and the
bot as production runs it (``python -m ginbot run``: its own computer pause and table
settings, ``GINBOT_DATABASE`` the file or the database's URL) in a process of its own,
so its CPU time and its memory are its alone. Half the tables are matches between two
people, half a person against the computer; each table has a channel of its own, and
its people arrive within the first ``RAMP`` seconds (a crowd, not one instant).
Every person is a light simulated user in this process: it looks at its latest DM hand
screen every ``LOOK`` seconds and, on its turn, thinks 1-3 s and moves by the buttons
(knock when offered, else the least deadwood). A table whose match ends starts another.

Measured over ``--seconds`` once every table is in play: the first response to each
interaction (fakecord's time from the click or slash to the bot's ack, defer or
reply) p50/p95/p99 and those never answered, moves a second (stored actions, the
computer's included), the bot's REST calls per move by route, 429s met, the CPU
share of the bot (its drawing process included), of the simulated users (time inside
their own code) and of fakecord (the rest of this process), and the bot's memory per
table (RSS growth from an idle bot to every table in play, over the tables).

Over the whole run: moves lost or doubled (the people's moves the bot took against
those in its store), and on PostgreSQL the database time per move: the database's
``pg_stat_database.active_time`` (the time its sessions spent running statements, every
session of that database counted, the bot's pool and its presence connection and this
script's reads of the store alike), from after the migrations to after the bot has
stopped, over every move stored (the computer's included).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import gc
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import (  # noqa: E402
    NAMES,
    databases,
    fresh_database,
    machine,
    postgresql_active_ms,
    write_section,
)
from ginbot.store import Database  # noqa: E402
from tests.db_support import Location, query  # noqa: E402
from tests.discord_support import (  # noqa: E402
    GIN_COMMANDS,
    PLAYABLE,
    best_discard_option,
    control,
    enabled,
    flat,
)
from tests.fakecord import Channel, FakeDiscord, Message, RateLimits, User  # noqa: E402
from tests.fakecord.interactions import InteractionHandle  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")
TICK = os.sysconf("SC_CLK_TCK")
DEFERRED_UPDATE = 6
LOOK = 0.5  # seconds between a user's looks at their screen
LATE = 15  # seconds a failed start may still bring its thread
RAMP = 10.0  # seconds over which the people arrive at their tables
THINK = (1.0, 3.0)  # seconds a person thinks before a move
GRACE = 5.0  # seconds after the window for the last answers to come


# -- the bot's process ---------------------------------------------------------------


def family(pid: int) -> list[int]:
    """``pid`` and its descendants (the bot and its drawing process)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        found.append(todo.pop())
        todo += children.get(found[-1], [])
    return found


def process_seconds(pids: list[int]) -> float:
    """CPU time of these processes (one that ended is no longer counted)."""
    total = 0.0
    for member in pids:
        with contextlib.suppress(OSError), open(f"/proc/{member}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / TICK  # utime, stime
    return total


def cpu_seconds(pids: list[int]) -> float:
    """CPU time of the bot's processes, their drawing processes included."""
    return process_seconds([member for pid in pids for member in family(pid)])


def postgresql_seconds() -> float:
    """CPU time of the PostgreSQL server's processes on this machine (every database's:
    the machine is otherwise quiet while the bench runs)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if (entry / "comm").read_text().strip() == "postgres":
                    found.append(int(entry.name))
    return process_seconds(found)


def rss_mb(pids: list[int]) -> float:
    total = 0
    for member in (member for pid in pids for member in family(pid)):
        with contextlib.suppress(OSError), open(f"/proc/{member}/statm") as f:
            total += int(f.read().split()[1])
    return total * PAGE / 2**20


@contextlib.asynccontextmanager
async def bot_processes(fd: FakeDiscord, folder: Path, database: Location,
                        log: Path | None = None, count: int = 1) -> AsyncIterator[list[int]]:
    """``count`` ``ginbot run`` processes on ``database`` against the emulator, each
    with one shard of ``count`` when there are several (warnings and errors to ``log``,
    else to ``bot.log`` in ``folder``)."""
    settings = folder / "empty.env"  # not the repository's own .env
    settings.write_text("")
    env = {**os.environ, **fd.bot_env(), "GINBOT_DATABASE": str(database),
           "GINBOT_LOG_LEVEL": "WARNING"}
    env.pop("GINBOT_GUILD", None)
    since = fd.gateway.identifies
    sharding = [[] if count == 1 else ["--shards", str(count), "--process", f"{n}/{count}"]
                for n in range(count)]
    with (log or folder / "bot.log").open("a") as stderr:
        started = [await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ginbot", "run", "--env-file", str(settings), *arguments,
            cwd=ROOT, env=env, stderr=stderr) for arguments in sharding]
    try:
        await fd.wait_ready(*GIN_COMMANDS, since=since, timeout=120)
        yield [process.pid for process in started]
    finally:
        for process in started:
            if process.returncode is None:
                process.terminate()
        for process in started:
            try:
                await asyncio.wait_for(process.wait(), 20)
            except TimeoutError:
                process.kill()
                await process.wait()


def moves_stored(database: Location, source: str | None = None) -> int:
    """Moves in the store (a SQLite file or a PostgreSQL URL); only a person's own
    (``"player"``) or the computer's. It blocks: call it in a thread
    (``asyncio.to_thread``), so the emulator's loop goes on meanwhile."""
    statement, args = "SELECT COUNT(*) FROM match_actions", ()
    if source is not None:
        statement, args = statement + " WHERE source = ?", (source,)
    return int(query(database, statement, *args)[0][0])  # type: ignore[call-overload]


# -- the simulated people ------------------------------------------------------------


@dataclass
class UserClock:
    """CPU time spent inside the simulated users' own code."""

    seconds: float = 0.0

    @contextlib.contextmanager
    def timing(self) -> Iterator[None]:
        start = time.thread_time()
        try:
            yield
        finally:
            self.seconds += time.thread_time() - start


@dataclass
class Table:
    """One channel and the people who play there (one: against the computer)."""

    fd: FakeDiscord
    channel: Channel
    people: tuple[User, ...]
    random: random.Random
    clock: UserClock
    think: tuple[float, float] = THINK
    thread: Channel | None = None
    started: int = 0
    starts_again: int = 0
    known_threads: set[int] = field(default_factory=set)
    moves: list[InteractionHandle] = field(default_factory=list)  # every try at a move

    @property
    def computer(self) -> bool:
        return len(self.people) == 1

    def match_over(self) -> bool:
        return self.thread is not None and any(
            c.get("custom_id", "").endswith(":rematch")
            for m in self.thread.visible_messages for c in flat(m.components))

    def new_thread(self) -> Channel | None:
        name = f" {self.people[0].name.lower()} "  # the thread names players by name
        for thread in self.fd.channels.values():
            if thread.is_thread and thread.id not in self.known_threads \
                    and name in f" {thread.name.lower()} ":
                return thread
        return None

    async def start_match(self, after: float = 0.0) -> None:
        """A challenge accepted, or a match against the computer; returns once its
        thread is there. At a crowded start the bot may answer a start too late (Discord
        then fails it): a match against the computer is asked for again, as a person
        would; a challenge that fails ends the run with the reason."""
        first = self.people[0]
        await asyncio.sleep(after)
        while True:
            if self.computer:
                r = await first.slash(self.channel, "gin bot", level="normal")
            else:
                offer = await waited_message(await first.slash(
                    self.channel, "gin challenge", opponent=self.people[1]))
                r = await self.people[1].click(offer, control(offer, "accept"))
            thread = await self.thread_after(r)
            if thread is not None:
                break
            if not self.computer:
                raise RuntimeError(f"{self.channel.name}: {r.description} was never answered")
            self.starts_again += 1
        self.known_threads.add(thread.id)
        self.thread = thread
        self.started += 1

    async def thread_after(self, r: InteractionHandle) -> Channel | None:
        """The match's new thread, once there; None if the start failed and no thread came
        within ``LATE`` seconds (a late answer may still have started it)."""
        failed_at: float | None = None
        while (thread := self.new_thread()) is None:
            if r.failed:
                failed_at = failed_at or time.monotonic()
                if time.monotonic() - failed_at > LATE:
                    return None
            await asyncio.sleep(LOOK)
        return thread

    async def play(self, stop: asyncio.Event) -> None:
        """Each person plays their turns; a finished match is followed by another."""
        while not stop.is_set():
            players = [asyncio.create_task(self.person(user, stop)) for user in self.people]
            while not (stop.is_set() or self.match_over()):
                await asyncio.sleep(LOOK)
            for player in players:
                player.cancel()
            await asyncio.gather(*players, return_exceptions=True)
            if not stop.is_set():
                await self.start_match()

    async def person(self, user: User, stop: asyncio.Event) -> None:
        last: tuple[int, int] = (0, 0)
        while not stop.is_set():
            await asyncio.sleep(LOOK * (0.5 + self.random.random()))
            with self.clock.timing():
                screen = latest_hand(user)
                if screen is None or screen_key(screen) == last \
                        or not enabled(screen).keys() & PLAYABLE:
                    continue
                last = screen_key(screen)
            await asyncio.sleep(self.random.uniform(*self.think))
            # A move under way is seen through, so every click sent is also counted.
            await asyncio.shield(self.move(user, screen))

    async def move(self, user: User, screen: Message) -> None:
        """Knock when offered, else the discard leaving the least deadwood, else pass the
        upcard or draw (as tests.discord_support.play_turn_by_buttons, without its waits
        on every change, which would cost the emulator a scan per user per event)."""
        with self.clock.timing():
            controls = enabled(screen)
        if "knock" in controls:
            r = await user.click(screen, controls["knock"]["custom_id"])
            self.moves.append(r)
            if await acked(r) == 4 and r.original is not None:  # a menu: first is best
                with self.clock.timing():
                    menu = flat(r.original.components)[0]
                self.moves.append(await user.select(
                    r.original, menu["custom_id"], [menu["options"][0]["value"]]))
        elif "discard" in controls:
            with self.clock.timing():
                card = best_discard_option(controls["discard"])
            self.moves.append(await user.select(screen, controls["discard"]["custom_id"], [card]))
        else:
            action = "pass" if "pass" in controls else "stock"
            self.moves.append(await user.click(screen, controls[action]["custom_id"]))


def applied(r: InteractionHandle) -> bool:
    """The bot took this try as a move: a deferred update and no word back (a refusal
    is an ephemeral answer; the knock button's card menu is an answer too)."""
    return r.response_type == DEFERRED_UPDATE and not r.followups


def latest_hand(user: User) -> Message | None:
    """The user's latest DM hand screen, from their DM channel alone."""
    screens = [m for m in user.dm.visible_messages if any(
        c.get("custom_id", "").endswith(":stock") for c in flat(m.components))]
    return screens[-1] if screens else None


def screen_key(screen: Message) -> tuple[int, int]:
    return screen.id, len(screen.versions)


async def acked(r: InteractionHandle) -> int | None:
    while not (r.acknowledged or r.failed):
        await asyncio.sleep(0.05)
    return r.response_type


async def waited_message(r: InteractionHandle) -> Message:
    while r.original is None or r.original.loading:
        if r.failed:
            raise RuntimeError(f"{r.description} was never answered")
        await asyncio.sleep(0.05)
    return r.original


# -- one run ---------------------------------------------------------------------------


@dataclass
class Report:
    tables: int
    seconds: float
    interactions: int
    unanswered: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    moves: int
    rest_calls: int
    routes: dict[str, int]
    limited: int
    bot_cpu: float  # share of one core
    users_cpu: float
    fakecord_cpu: float
    rss_idle_mb: float
    rss_tables_mb: float
    matches_started: int
    moves_applied: int  # people's moves the bot took (its answers), the whole run
    moves_by_people: int  # people's moves in the store, the whole run
    database: str = "sqlite"
    moves_all: int = 0  # every move in the store, the computer's included, the whole run
    server_ms: float | None = None  # PostgreSQL's active_time over the whole run
    # The slowest hundredth of first responses: (seconds into the window, what, ms).
    slowest: list[tuple[float, str, float]] = field(default_factory=list)
    server_cpu: float | None = None  # PostgreSQL's processes, share of one core
    processes: int = 1  # bot processes
    global_limited: int = 0  # 429s of the global limit (every process's), the whole run
    # The load script's own stalls in the window: (seconds into the window, ms).
    stalls: list[tuple[float, float]] = field(default_factory=list)

    @property
    def db_ms_per_move(self) -> float | None:
        """The database's time per move stored (PostgreSQL; None on SQLite)."""
        return None if self.server_ms is None else self.server_ms / max(1, self.moves_all)

    @property
    def moves_lost(self) -> int:
        return max(0, self.moves_applied - self.moves_by_people)

    @property
    def moves_doubled(self) -> int:
        return max(0, self.moves_by_people - self.moves_applied)

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds

    @property
    def rest_per_move(self) -> float:
        return self.rest_calls / max(1, self.moves)

    @property
    def kb_per_table(self) -> float:
        return 1024 * (self.rss_tables_mb - self.rss_idle_mb) / self.tables


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(
    tables: int, seconds: float, seed: int, speed: float = 1.0,
    think: tuple[float, float] = THINK, database: str = "sqlite", log: Path | None = None,
    processes: int = 1,
) -> Report:
    """``tables`` tables for ``seconds`` on a fresh ``database`` (``"sqlite"`` or
    ``"postgresql"``) with ``processes`` bot processes (each a shard of its own, the
    tables in a server a shard, round the shards); ``speed`` > 1 shortens the rate-limit
    windows and a shorter ``think`` hurries the people, for a quick test only."""
    rng = random.Random(seed)
    clock = UserClock()
    server_ms = None
    window_start = 0.0
    stalls: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory(prefix="discord-load-") as tmp, \
            fresh_database(database, Path(tmp), "ginbot") as where:
        folder = Path(tmp)
        if database == "postgresql":  # the migrations are not the run's
            await (await Database.open(where)).close()
            baseline = await asyncio.to_thread(postgresql_active_ms, str(where))
        sharded = {} if processes == 1 else {
            "shard_count": processes, "identify_spacing": 5.0}  # Discord's IDENTIFY pace
        async with FakeDiscord(rate_limits=RateLimits.like_discord(speed), timeout=60,
                               **sharded) as fd:
            clubs = [fd.add_guild(f"Card Club {k}", shard=(k, processes))
                     for k in range(processes)]
            setups = []
            for n in range(tables):
                chan = clubs[n % processes].add_text_channel(f"games-{n}")
                club = clubs[n % processes]
                people = (fd.add_user(f"p{n}a", club),) if n % 2 else (
                    fd.add_user(f"p{n}a", club), fd.add_user(f"p{n}b", club))
                setups.append((chan, people))
            async with bot_processes(fd, folder, where, log, processes) as pid:
                rss_idle = rss_mb(pid)
                in_play = [Table(fd, chan, people, random.Random(rng.random()), clock, think)
                           for chan, people in setups]
                await asyncio.gather(*(t.start_match(RAMP * n / tables)
                                       for n, t in enumerate(in_play)))
                # Every hand dealt before the clock starts.
                people = sum(len(t.people) for t in in_play)
                with contextlib.suppress(TimeoutError):
                    await fd.wait_for(lambda: all(
                        latest_hand(u) for t in in_play for u in t.people),
                        60 + 2 * people / speed, "the hands")
                dealt = sum(latest_hand(u) is not None for t in in_play for u in t.people)
                again = sum(t.starts_again for t in in_play)
                print(f"{tables} tables: {dealt} of {people} people have a hand screen "
                      f"at the start ({again} starts asked for again)", file=sys.stderr)
                rss_tables = rss_mb(pid)
                stop = asyncio.Event()
                first_request, first_handle = len(fd.requests), len(fd.interactions.all)
                moves_before = await asyncio.to_thread(moves_stored, where)
                bot_before, process_before = cpu_seconds(pid), time.process_time()
                server_before = postgresql_seconds()
                users_before, wall_before = clock.seconds, time.monotonic()
                window_start = fd.now()
                # The emulator keeps every request and message: a full collection over
                # that heap would pause this loop, and the answers it times, for 100s of ms.
                gc.collect()
                gc.freeze()
                watcher = asyncio.create_task(watch_stalls(stalls, fd.now))
                players = [asyncio.create_task(t.play(stop)) for t in in_play]
                await asyncio.sleep(seconds)
                wall = time.monotonic() - wall_before
                bot_cpu = cpu_seconds(pid) - bot_before
                server_cpu = postgresql_seconds() - server_before
                process_cpu = time.process_time() - process_before
                users_cpu = clock.seconds - users_before
                moves = await asyncio.to_thread(moves_stored, where) - moves_before
                requests = fd.requests[first_request:]
                stop.set()
                watcher.cancel()
                await asyncio.gather(*players, return_exceptions=True)
                handles = fd.interactions.all[first_handle:]
                await asyncio.sleep(GRACE)  # the last clicks get their answers or fail
                rss_tables = max(rss_tables, rss_mb(pid))
                by_people = await asyncio.to_thread(moves_stored, where, "player")
            moves_all = await asyncio.to_thread(moves_stored, where)
            if database == "postgresql":  # the bot has stopped: its sessions are counted
                server_ms = await asyncio.to_thread(postgresql_active_ms, str(where)) \
                    - baseline
    answered = [1000 * h.responded_after for h in handles if h.responded_after is not None]
    slowest = sorted(((h.created - window_start, h.description, 1000 * h.responded_after)
                      for h in handles if h.responded_after is not None),
                     key=lambda found: -found[2])[:max(1, len(handles) // 100)]
    return Report(
        tables=tables, seconds=wall, interactions=len(handles),
        unanswered=len(handles) - len(answered),
        p50_ms=percentile(answered, 0.50), p95_ms=percentile(answered, 0.95),
        p99_ms=percentile(answered, 0.99), max_ms=max(answered, default=float("nan")),
        moves=moves, rest_calls=len(requests),
        routes=dict(Counter(f"{r.method} {r.route}" for r in requests).most_common()),
        limited=sum(r.status == 429 for r in requests),
        bot_cpu=bot_cpu / wall, users_cpu=users_cpu / wall,
        server_cpu=server_cpu / wall if database == "postgresql" else None,
        processes=processes, global_limited=fd.global_limited,
        fakecord_cpu=(process_cpu - users_cpu) / wall,
        rss_idle_mb=rss_idle, rss_tables_mb=rss_tables,
        matches_started=sum(t.started for t in in_play),
        moves_applied=sum(applied(r) for t in in_play for r in t.moves),
        moves_by_people=by_people, database=database, moves_all=moves_all,
        server_ms=server_ms, slowest=slowest,
        stalls=[(at - window_start, ms) for at, ms in stalls],
    )


STALL_MS = 80.0  # a pause of the load script's own loop worth counting


async def watch_stalls(stalls: list[tuple[float, float]], now: Callable[[], float]) -> None:
    """Note each time this process's event loop (the people and fakecord) was late by
    STALL_MS or more, with ``now()`` at the time: a first response measured over such a
    pause is the load script's delay as much as the bot's."""
    tick = 0.02
    while True:
        before = time.monotonic()
        await asyncio.sleep(tick)
        late = 1000 * (time.monotonic() - before - tick)
        if late >= STALL_MS:
            stalls.append((now(), late))


def report(runs: list[Report], command: str) -> str:
    kinds = [k for k in ("sqlite", "postgresql") if any(r.database == k for r in runs)]
    lines = [
        "## The bot through Discord's API (bench/discord_load.py)",
        "",
        f"`{command}` on {machine()}, load average at the end "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
        + " and ".join({"sqlite": "SQLite (a file, WAL, synchronous NORMAL)",
                        "postgresql": "PostgreSQL (on this machine, a fresh database a run)"
                        }[k] for k in kinds) + ".",
        "`ginbot run` in a process of its own against fakecord with "
        "`RateLimits.like_discord()` (5 creates/edits per 5 s per channel, 50 requests a "
        "second in all); half the tables between two simulated people (a move 1-3 s after "
        "their turn comes, by the DM buttons), half a person against the computer at its "
        "production pause. First response: fakecord's time from the click or slash to the "
        "bot's ack, defer or reply. CPU: share of one core (the bot's drawing process "
        "included).",
        "",
        "Moves lost or doubled: over the whole run, the people's moves the bot took "
        "(a deferred update and no refusal) against the people's moves in its store. "
        "Database ms/move (PostgreSQL): the database's `pg_stat_database.active_time` from "
        "after the migrations to after the bot stopped (every session of that database: "
        "the bot's pool, its presence connection, this script's counts of the moves), over "
        "every move stored in the run, the computer's included.",
        "",
        "| tables | database | seconds | interactions | unanswered | first response p50 / "
        "p95 / p99 / max (ms) | moves/s | moves lost / doubled | database ms/move | REST "
        "calls/move | 429s | bot CPU | users CPU | fakecord CPU | memory/table (KiB) |",
        "|---:|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in runs:
        db = "-" if r.db_ms_per_move is None else f"{r.db_ms_per_move:.2f}"
        lines.append(
            f"| {r.tables} | {NAMES[r.database]} | {r.seconds:.0f} | {r.interactions} | "
            f"{r.unanswered} | "
            f"{r.p50_ms:.1f} / {r.p95_ms:.1f} / {r.p99_ms:.1f} / {r.max_ms:.1f} | "
            f"{r.moves_per_second:.1f} | {r.moves_lost} / {r.moves_doubled} "
            f"(of {r.moves_by_people}) | {db} | {r.rest_per_move:.2f} | {r.limited} | "
            f"{100 * r.bot_cpu:.0f}% | {100 * r.users_cpu:.1f}% | {100 * r.fakecord_cpu:.0f}% | "
            f"{r.kb_per_table:.0f} |")
    lines += ["", "CPU seconds per 1,000 moves (every move stored in the window, the "
              "computer's included), by component:", "",
              "| tables | database | bot processes | bot | PostgreSQL | emulator and people "
              "| 429s of the global limit |",
              "|---:|---|---:|---:|---:|---:|---:|"]
    for r in runs:
        per = 1000 * r.seconds / max(1, r.moves)
        server = "-" if r.server_cpu is None else f"{per * r.server_cpu:.1f}"
        lines.append(f"| {r.tables} | {NAMES[r.database]} | {r.processes} | "
                     f"{per * r.bot_cpu:.1f} | {server} | "
                     f"{per * (r.users_cpu + r.fakecord_cpu):.1f} | {r.global_limited} |")
    lines += ["", "The slowest hundredth of first responses, by what was asked, and the load "
              f"script's own stalls of {STALL_MS:.0f} ms or more (its people and fakecord "
              "share one event loop, so a stall delays the answers it measures):", ""]
    for r in runs:
        asked = Counter(what.split(" by ")[0] for _, what, _ in r.slowest)
        longest = max((ms for _, ms in r.stalls), default=0.0)
        lines.append(
            f"- {r.tables} tables, {NAMES[r.database]}: "
            + ", ".join(f"{what} {n}" for what, n in asked.most_common(6))
            + f"; {len(r.stalls)} stalls, longest {longest:.0f} ms")
    lines += ["", "REST calls per move, by route:", "",
              "| route | " + " | ".join(f"{r.tables} tables, {NAMES[r.database]}"
                                       for r in runs) + " |",
              "|---|" + "---:|" * len(runs)]
    routes = sorted({route for r in runs for route in r.routes},
                    key=lambda route: -sum(r.routes.get(route, 0) for r in runs))
    for route in routes:
        lines.append(f"| `{route}` | " + " | ".join(
            f"{r.routes.get(route, 0) / max(1, r.moves):.2f}" for r in runs) + " |")
    return "\n".join(lines) + "\n"


def sizes(text: str) -> list[int]:
    try:
        found = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--tables takes table counts separated by commas, like 50,100,200; not {text!r}"
        ) from None
    if not found or any(n < 2 for n in found):
        raise argparse.ArgumentTypeError(f"each table count must be at least 2, not {text!r}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=sizes, default=[50, 100, 200])
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--database", choices=("sqlite", "postgresql", "both"),
                        default="both")
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    parser.add_argument("--speed", type=float, default=1.0,
                        help="the people's pace, times their usual (a quick check: 10)")
    parser.add_argument("--think", type=thinking, default=THINK, metavar="LOW,HIGH",
                        help="the people's seconds to think, before --speed")
    parser.add_argument("--processes", type=int, default=1, metavar="M",
                        help="bot processes, each with a shard of its own (PostgreSQL only)")
    parser.add_argument("--json", type=Path, default=None, metavar="FILE",
                        help="also write every figure of each run to FILE")
    parser.add_argument("--bot-log", type=Path, default=None, metavar="FILE",
                        help="keep the bot's warnings and errors in FILE (appended)")
    args = parser.parse_args()
    if args.processes < 1:
        parser.error("--processes takes 1 or more")
    if args.processes > 1 and args.database != "postgresql":
        parser.error("several processes share a database on PostgreSQL only: "
                     "--database postgresql")
    runs = [asyncio.run(run(n, args.seconds, args.seed, args.speed, args.think,
                            database=kind, log=args.bot_log, processes=args.processes))
            for n in args.tables for kind in databases(args.database)]
    command = "python bench/discord_load.py " + " ".join(sys.argv[1:])
    text = report(runs, command.strip())
    print(text)
    if args.write:
        write_section("discord_load", text)
    if args.json is not None:
        args.json.write_text(json.dumps([figures(r) for r in runs], indent=1))
    return 0


def thinking(text: str) -> tuple[float, float]:
    low, high = (float(part) for part in text.split(","))
    return low, high


def figures(r: Report) -> dict[str, object]:
    """Every figure of a run, the derived ones too."""
    derived = ("db_ms_per_move", "moves_lost", "moves_doubled", "moves_per_second",
               "rest_per_move", "kb_per_table")
    return {**dataclasses.asdict(r), **{name: getattr(r, name) for name in derived}}


if __name__ == "__main__":
    raise SystemExit(main())
