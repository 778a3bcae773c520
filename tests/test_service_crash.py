"""Crash safety: the match driver kills itself with SIGKILL at moments of its play
drawn from a seeded RNG (during start-up, after an acknowledged action, as a hand
ends, at a deal, at a match end) and is started again. Every action it saw
acknowledged is still stored, every match plays on to a correct end, and the
database passes its integrity check. The moments are counted in the play, not
timed, so the kills land where they are meant to on a machine of any speed."""

from __future__ import annotations

import asyncio
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ginbot.engine import replay
from ginbot.store import Database, StoredMatch, matches
from tests.db_support import Location, query

ROOT = Path(__file__).resolve().parent.parent
KILLS = 20
# How far into a run each kind of moment is drawn. A run has at least three new
# matches (about 300 acknowledged actions, 11 hands): start-up, showdown and end
# moments of these numbers always come, ack and deal ones almost always.
MOMENTS = {"start-up": 5, "ack": 200, "showdown": 3, "deal": 4, "end": 3}
TRIES = 4  # runs that may end before their moment comes, for one kill


def run_driver(
    database: Location, matches: int, kill_at: tuple[str, int] | None
) -> tuple[list[str], bool]:
    """Run the driver; returns its lines and whether it was killed at ``kill_at``."""
    command = [sys.executable, "-m", "tests.service_crash_driver", str(database), str(matches)]
    if kill_at is not None:
        command += ["--kill-at", kill_at[0], str(kill_at[1])]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    lines = proc.stdout.splitlines()
    if proc.returncode == -signal.SIGKILL:
        assert kill_at is not None and lines[-1] == f"KILL {kill_at[0]} {kill_at[1]}", lines[-3:]
        return lines, True
    assert proc.returncode == 0 and lines[-1] == "DONE", proc.stderr
    return lines, False


async def stored_matches(database: Location) -> list[StoredMatch]:
    db = await Database.open(database)
    try:
        async with db.reading() as conn:
            ids = [row[0] for row in await conn.rows("SELECT id FROM matches")]
            found = [await matches.load_match(conn, match_id) for match_id in ids]
    finally:
        await db.close()
    return [m for m in found if m is not None]


@pytest.mark.slow
def test_killed_at_random_moments_nothing_acknowledged_is_lost(database):
    rng = random.Random(2024)
    plan = [kind for kind in MOMENTS for _ in range(KILLS // len(MOMENTS))]
    rng.shuffle(plan)
    acknowledged: dict[tuple[int, int], tuple[int, str]] = {}
    runs = 0

    def run(kill_at: tuple[str, int] | None) -> bool:
        nonlocal runs
        runs += 1
        lines, killed = run_driver(database, 6 + 3 * runs, kill_at)
        for line in lines:
            if line.startswith("ACK "):
                _, match_id, seq, seat, action = line.split(maxsplit=4)
                acknowledged[(int(match_id), int(seq))] = (int(seat), action)
        return killed

    kills = [(kind, rng.randint(1, MOMENTS[kind])) for kind in plan]
    for kill_at in kills:  # each run dies at its moment (``run_driver`` checks) or plays out
        assert any(run(kill_at) for _ in range(TRIES)), f"no run came to the moment {kill_at}"
    assert not run(None)

    if isinstance(database, Path):
        assert query(database, "PRAGMA integrity_check") == [("ok",)]
        assert query(database, "PRAGMA foreign_key_check") == []
    rows = {(m, s): (seat, action, source) for m, s, seat, action, source in query(
        database, "SELECT match_id, seq, seat, action, source FROM match_actions")}
    results = {(m, h): tuple(r) for m, h, *r in query(
        database, "SELECT match_id, hand_index, outcome, winner, points, score0, score1 "
        "FROM hand_results")}

    # Every acknowledged action is stored as it was acknowledged.
    for key, (seat, action) in acknowledged.items():
        assert rows[key] == (seat, action, "player"), key

    # Every match ended, and replaying it gives the stored result, hand by hand.
    stored_all = asyncio.run(stored_matches(database))
    assert len(stored_all) == 6 + 3 * runs
    for stored in stored_all:
        info = stored.info
        assert info.finished and info.end_reason == "target", info.id
        assert [a.seq for a in stored.actions] == list(range(len(stored.actions)))
        match = replay(stored.record())
        assert match.over and (match.winner, match.scores) == (info.winner, info.scores)
        for index, result in enumerate(match.results):
            expected = (result.outcome, result.winner, result.points)
            assert results[(info.id, index)][:3] == expected, (info.id, index)
        assert results[(info.id, len(match.results) - 1)][3:] == match.scores
    print(f"{runs} runs, {len(kills)} kills at {sorted(kills)}, "
          f"{len(acknowledged)} acknowledged actions, {len(rows)} stored")
