"""``python -m bench.ai.knock_risk`` on a tiny run, as a subprocess: the knocks it
records are the expert's non-gin knocks of the same matches, and its undercuts are theirs."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ginbot.ai.sim import play_matches
from ginbot.engine import Rules

ROOT = Path(__file__).resolve().parents[1]

ALL = re.compile(r"^\| all \| (\d+) \| (\d+) \(\d+%\) \| \d+% \| [\d.]+ \| \d+% \|$", re.M)


@pytest.mark.slow
def test_a_tiny_run_records_every_knock_that_was_not_gin() -> None:
    run = subprocess.run([sys.executable, "-m", "bench.ai.knock_risk", "--games", "3",
                          "--seed", "3", "--jobs", "1", "--style", "baseline", "--late", "0"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr
    out = run.stdout
    found = ALL.search(out)
    assert found, out
    tally = play_matches(Rules.preset("classic"), "expert", "baseline", 3, 3, 1)
    expert, style = tally.sides["a"], tally.sides["b"]
    assert int(found[1]) == expert.knocks - expert.gins > 0
    assert int(found[2]) == style.undercuts
    assert f"At the {found[1]} knocks 0 moves or more into the hand" in out
    assert "expert against baseline, 3 matches, seed 3" in out
