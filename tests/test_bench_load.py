"""The load benchmark's machinery on a small scale: the real ``ginbot run`` against
fakecord with Discord's limits, two tables (people, and a person against the
computer) for a few seconds, on SQLite and on PostgreSQL, and a report with every
figure."""

from __future__ import annotations

import math

import pytest

from bench.discord_load import report, run
from tests.db_support import Databases


@pytest.mark.slow  # a bench run
async def test_two_tables_for_a_few_seconds_give_every_figure(databases: Databases) -> None:
    r = await run(2, seconds=6, seed=23, speed=10, think=(0.05, 0.2),
                  database=databases.kind)
    assert r.tables == 2 and r.matches_started >= 2
    assert r.interactions > 0 and r.moves > 0 and r.rest_calls > 0
    assert r.unanswered == 0
    assert r.moves_by_people > 0 and (r.moves_lost, r.moves_doubled) == (0, 0)
    for figure in (r.p50_ms, r.p95_ms, r.p99_ms, r.max_ms, r.moves_per_second,
                   r.rest_per_move, r.bot_cpu, r.users_cpu, r.fakecord_cpu, r.kb_per_table):
        assert math.isfinite(figure) and figure >= 0
    assert r.p50_ms <= r.p95_ms <= r.p99_ms <= r.max_ms
    assert r.bot_cpu > 0 and r.rss_tables_mb >= r.rss_idle_mb > 0
    assert "POST /interactions/{interaction_id}/{token}/callback" in r.routes
    assert sum(r.routes.values()) == r.rest_calls
    text = report([r], "python bench/discord_load.py --tables 2")
    header, _, row = text.splitlines()[7:10]
    assert header.count("|") == row.count("|")
    name = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}[databases.kind]
    assert row.startswith(f"| 2 | {name} | {r.seconds:.0f} | {r.interactions} | 0 |")
    assert r.moves_all >= r.moves_by_people
    if databases.kind == "postgresql":
        assert r.db_ms_per_move is not None and r.db_ms_per_move > 0
        assert f"| {r.db_ms_per_move:.2f} |" in row
    else:
        assert r.db_ms_per_move is None
    assert "`POST /interactions/{interaction_id}/{token}/callback` |" in text
