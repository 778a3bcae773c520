"""Crash safety: the match driver is killed with SIGKILL at random moments (during
start-up, play, deals and match ends) and started again. Every action it saw
acknowledged is still stored, every match plays on to a correct end, and the
database passes its integrity check."""

from __future__ import annotations

import asyncio
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from ginbot.engine import replay
from ginbot.store import Database, StoredMatch, matches

ROOT = Path(__file__).resolve().parent.parent
KILLS = 20


def run_driver(database: Path, matches: int, kill_after: float | None) -> tuple[list[str], bool]:
    """Run the driver; returns its lines and whether it was killed before ``DONE``."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.service_crash_driver", str(database), str(matches)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        out, err = proc.communicate(timeout=kill_after if kill_after is not None else 120)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        return out.splitlines(), True
    assert proc.returncode == 0, err
    return out.splitlines(), False


async def stored_matches(database: Path) -> list[StoredMatch]:
    db = await Database.open(database)
    try:
        async with db.reading() as conn:
            ids = [row[0] for row in await conn.execute_fetchall("SELECT id FROM matches")]
            found = [await matches.load_match(conn, match_id) for match_id in ids]
    finally:
        await db.close()
    return [m for m in found if m is not None]


def test_killed_at_random_moments_nothing_acknowledged_is_lost(tmp_path):
    database = tmp_path / "crash.sqlite3"
    rng = random.Random(2024)
    acknowledged: dict[tuple[int, int], tuple[int, str]] = {}
    kills = kills_in_play = 0
    runs = 0
    while kills < KILLS:
        runs += 1
        lines, killed = run_driver(database, 6 + 3 * runs, rng.uniform(0.15, 0.7))
        acks = [line.split(maxsplit=4) for line in lines if line.startswith("ACK ")]
        for _, match_id, seq, seat, action in acks:
            acknowledged[(int(match_id), int(seq))] = (int(seat), action)
        kills += killed
        kills_in_play += killed and bool(acks)
    lines, killed = run_driver(database, 6 + 3 * runs, None)
    assert not killed and lines[-1] == "DONE"
    for line in lines:
        if line.startswith("ACK "):
            _, match_id, seq, seat, action = line.split(maxsplit=4)
            acknowledged[(int(match_id), int(seq))] = (int(seat), action)
    assert kills_in_play >= KILLS // 2  # most kills landed in the middle of play

    with sqlite3.connect(database) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        rows = {(m, s): (seat, action, source) for m, s, seat, action, source in conn.execute(
            "SELECT match_id, seq, seat, action, source FROM match_actions")}
        results = {(m, h): tuple(r) for m, h, *r in conn.execute(
            "SELECT match_id, hand_index, outcome, winner, points, score0, score1 "
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
    print(f"{runs} runs, {kills} kills ({kills_in_play} during play), "
          f"{len(acknowledged)} acknowledged actions, {len(rows)} stored")
