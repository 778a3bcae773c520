"""``python -m bench.ai.paired``: its variants are read clearly, and on a tiny run the
variant that is the style as it is gives the figures of ``ginbot sim``'s machinery."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench.ai.paired import Variant, paired, variant
from ginbot.ai.expert import Style
from ginbot.ai.sim import play_matches
from ginbot.engine import Rules

ROOT = Path(__file__).resolve().parents[1]


def test_a_variant_names_knobs_of_the_style() -> None:
    assert variant("base:") == Variant("base", {})
    chosen = variant("c:gin_held=1, dead_held=0.5,early_eager=3,wait_prior=1/1")
    assert chosen.changes == {"gin_held": 1.0, "dead_held": 0.5, "early_eager": 3,
                              "wait_prior": (1.0, 1.0)}
    assert isinstance(chosen.changes["early_eager"], int)
    assert chosen.style == Style(gin_held=1.0, dead_held=0.5, early_eager=3,
                                 wait_prior=(1.0, 1.0))
    assert variant("h:hold_levels=0/-1/-2").style.hold_levels == (0, -1, -2)
    assert chosen.knobs == "gin_held=1.0, dead_held=0.5, early_eager=3, wait_prior=1.0/1.0"


@pytest.mark.parametrize(("text", "message"), [
    ("gin_held=1", "a variant is NAME:KNOB=VALUE"),
    (":gin_held=1", "a variant is NAME:KNOB=VALUE"),
    ("x:gin_held", "a knob is KNOB=VALUE"),
    ("x:nerve=1", "no knob 'nerve'; the knobs of Style are lookahead, "),
    ("x:early_eager=1.5", "early_eager=1.5: not a int like "),
    ("x:wait_prior=a/b", "wait_prior=a/b: not a tuple like "),
    ("x:gin_held=1,gin_held=2", "gin_held is set twice"),
])
def test_a_bad_variant_is_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match=re.escape(message)):
        variant(text)


def test_the_paired_difference_and_its_half_width() -> None:
    assert paired([1, 1, 0, 1], [1, 0, 0, 1]) == (0.25, pytest.approx(1.96 * 0.5 / 2))
    assert paired([1, 0], [1, 0]) == (0.0, 0.0)


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bench.ai.paired", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=False)


@pytest.mark.parametrize(("args", "message"), [
    ([], "give at least one --variant"),
    (["--variant", "a:", "--variant", "a:gin_held=1"], "a variant's name is given twice"),
    (["--variant", "a:nerve=1"], "argument --variant: no knob 'nerve'"),
    (["--variant", "a:", "--style", "simple"], "argument --style: invalid choice: 'simple'"),
    (["--variant", "a:", "--games", "0"], "--games must be at least 1, not 0"),
])
def test_bad_arguments_are_refused_clearly(args: list[str], message: str) -> None:
    captured = bench(*args)
    assert captured.returncode == 2
    assert message in captured.stderr


ROW = re.compile(r"^\| (?P<name>\w+) \| [^|]+ \| (?P<wins>[\d.]+)% \| [\d.]+-[\d.]+% "
                 r"\| (?P<diff>[+-][\d.]+) ± [\d.]+ \| (?:[\d.]+%|-) \((?P<undercuts>\d+)/"
                 r"(?P<plain>\d+)\) \| (?P<pts>[\d.]+) \|", re.M)


@pytest.mark.slow
def test_a_tiny_run_plays_the_same_matches_as_sim(tmp_path: Path) -> None:
    out = tmp_path / "paired.md"
    captured = bench("--style", "baseline", "--games", "2", "--seed", "3", "--jobs", "1",
                     "--variant", "base:", "--variant", "same:hold_bias=6",
                     "--markdown", str(out))
    assert captured.returncode == 0, captured.stderr
    assert out.read_text() == captured.stdout
    rows = {m["name"]: m for m in ROW.finditer(captured.stdout)}
    assert set(rows) == {"base", "same"}, captured.stdout
    tally = play_matches(Rules.preset("classic"), "expert", "baseline", 3, 2, 1)
    expert, style = tally.sides["a"], tally.sides["b"]
    for row in rows.values():
        # hold_bias=6 is the default: the same decisions, the same matches.
        assert float(row["wins"]) == pytest.approx(50.0 * expert.wins, abs=0.051)
        assert float(row["diff"]) == 0.0
        assert int(row["undercuts"]) == style.undercuts
        assert int(row["plain"]) == expert.knocks - expert.gins
        assert float(row["pts"]) == pytest.approx(expert.points / tally.hands, abs=0.0051)
    assert f"| base | {tally.hands} |" in captured.stdout
    assert "expert variants against baseline: 2 matches each, the same deals" in captured.stdout
