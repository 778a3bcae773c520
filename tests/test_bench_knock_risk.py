"""bench/ai_knock_risk.py on a tiny run: the knocks it records are the expert's non-gin
knocks of the same matches, and its undercuts are theirs."""

from __future__ import annotations

import re

import pytest

from bench.ai_knock_risk import main
from ginbot.ai.sim import play_matches
from ginbot.engine import Rules

ALL = re.compile(r"^\| all \| (\d+) \| (\d+) \(\d+%\) \| \d+% \| [\d.]+ \| \d+% \|$", re.M)


def test_a_tiny_run_records_every_knock_that_was_not_gin(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--games", "3", "--seed", "3", "--jobs", "1", "--style", "baseline",
                 "--late", "0"]) == 0
    out = capsys.readouterr().out
    found = ALL.search(out)
    assert found, out
    tally = play_matches(Rules.preset("classic"), "expert", "baseline", 3, 3, 1)
    expert, style = tally.sides["a"], tally.sides["b"]
    assert int(found[1]) == expert.knocks - expert.gins > 0
    assert int(found[2]) == style.undercuts
    assert f"At the {found[1]} knocks 0 moves or more into the hand" in out
    assert "expert against baseline, 3 matches, seed 3" in out
