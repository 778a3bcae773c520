"""The load benchmark on a small scale, run as people run it (``python
bench/discord_load.py``, no test imports the benchmarks): the real ``ginbot run`` against
fakecord with Discord's limits, two tables (people, and a person against the computer)
for a few seconds, on SQLite and on PostgreSQL, and a report with every figure."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from tests.db_support import Databases

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow  # a bench run
def test_two_tables_for_a_few_seconds_give_every_figure(databases: Databases,
                                                        tmp_path: Path) -> None:
    figures = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, "bench/discord_load.py", "--tables", "2", "--seconds", "6",
         "--seed", "23", "--speed", "10", "--think", "0.05,0.2",
         "--database", databases.kind, "--json", str(figures)],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    [r] = json.loads(figures.read_text())
    assert r["tables"] == 2 and r["matches_started"] >= 2
    assert r["interactions"] > 0 and r["moves"] > 0 and r["rest_calls"] > 0
    assert r["unanswered"] == 0
    assert r["moves_by_people"] > 0 and (r["moves_lost"], r["moves_doubled"]) == (0, 0)
    for name in ("p50_ms", "p95_ms", "p99_ms", "max_ms", "moves_per_second",
                 "rest_per_move", "bot_cpu", "users_cpu", "fakecord_cpu", "kb_per_table"):
        assert math.isfinite(r[name]) and r[name] >= 0, name
    assert r["p50_ms"] <= r["p95_ms"] <= r["p99_ms"] <= r["max_ms"]
    assert r["bot_cpu"] > 0 and r["rss_tables_mb"] >= r["rss_idle_mb"] > 0
    assert "POST /interactions/{interaction_id}/{token}/callback" in r["routes"]
    assert sum(r["routes"].values()) == r["rest_calls"]
    assert r["moves_all"] >= r["moves_by_people"]
    name = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}[databases.kind]
    # The first table's row; the CPU table's follows (one bot process).
    row, cpu = [line for line in done.stdout.splitlines() if line.startswith("| 2 | ")]
    assert cpu.startswith(f"| 2 | {name} | 1 | ")
    header = next(line for line in done.stdout.splitlines() if line.startswith("| tables |"))
    assert header.count("|") == row.count("|")
    assert row.startswith(f"| 2 | {name} | {r['seconds']:.0f} | {r['interactions']} | 0 |")
    if databases.kind == "postgresql":
        assert r["db_ms_per_move"] is not None and r["db_ms_per_move"] > 0
        assert f"| {r['db_ms_per_move']:.2f} |" in row
    else:
        assert r["db_ms_per_move"] is None
    assert "`POST /interactions/{interaction_id}/{token}/callback` |" in done.stdout


@pytest.mark.slow  # a bench run
@pytest.mark.usefixtures("postgresql")  # skipped (failed under CI) without a server
def test_two_processes_on_postgresql_share_the_tables_and_report_each_part(
        tmp_path: Path) -> None:
    figures = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, "bench/discord_load.py", "--tables", "4", "--seconds", "8",
         "--seed", "23", "--speed", "10", "--think", "0.05,0.2", "--processes", "2",
         "--database", "postgresql", "--json", str(figures)],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    [r] = json.loads(figures.read_text())
    assert r["processes"] == 2 and r["matches_started"] >= 4
    assert r["unanswered"] == 0 and (r["moves_lost"], r["moves_doubled"]) == (0, 0)
    assert r["bot_cpu"] > 0 and r["server_cpu"] > 0
    assert any(line.startswith("| 4 | PostgreSQL | 2 | ") for line in done.stdout.splitlines())


def test_several_processes_need_postgresql() -> None:
    done = subprocess.run(
        [sys.executable, "bench/discord_load.py", "--processes", "2", "--database", "sqlite"],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "several processes share a database on PostgreSQL only" in done.stderr
