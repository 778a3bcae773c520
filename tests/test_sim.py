"""``ginbot sim``: whole matches between levels, with consistent figures."""

from __future__ import annotations

import json
import re

import pytest

from ginbot.ai.sim import clock_text, play_match, progress_line, seat_of_a, wilson
from ginbot.cli import main
from ginbot.engine import Rules


def run_sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[str, dict]:
    code = main(["sim", *args, "--json", "--quiet"])
    out = capsys.readouterr().out
    assert code == 0
    lines = out.strip().splitlines()
    return out, json.loads(lines[-1])


@pytest.mark.slow
def test_sim_figures_add_up(capsys: pytest.CaptureFixture[str]) -> None:
    out, result = run_sim(capsys, "--a", "simple", "--b", "easy", "--games", "12", "--seed", "4")
    assert "match wins" in out and "decision ms p95" in out
    assert result["games"] == 12
    assert result["a_wins"] + result["b_wins"] == 12
    assert result["hands"] >= 12
    for side in ("a", "b"):
        stats = result[f"{side}_stats"]
        low, high = stats["win_ci95"]
        assert low <= stats["win_rate"] <= high
        assert stats["wins"] == result[f"{side}_wins"]
        assert 0 <= stats["gin_pct"] <= stats["knock_pct"] <= 100
        assert stats["decision_ms_p50"] <= stats["decision_ms_p95"]
        assert stats["decisions"] > 0
    knocks = sum(result[f"{s}_stats"]["knock_pct"] for s in ("a", "b"))
    assert knocks + result["dead_hand_pct"] == pytest.approx(100.0)
    assert result["hands_per_match"] == pytest.approx(result["hands"] / 12)


@pytest.mark.slow
def test_sim_does_not_depend_on_the_number_of_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--a", "simple", "--b", "random", "--games", "6", "--seed", "9")
    _, one = run_sim(capsys, *args, "--jobs", "1")
    _, two = run_sim(capsys, *args, "--jobs", "2")
    for key in ("a_wins", "b_wins", "hands"):
        assert one[key] == two[key]
    assert one["a_stats"]["points_per_hand"] == two["a_stats"]["points_per_hand"]


@pytest.mark.slow
def test_sim_runs_under_a_preset(capsys: pytest.CaptureFixture[str]) -> None:
    _, result = run_sim(
        capsys, "--a", "normal", "--b", "simple", "--games", "3", "--preset", "oklahoma"
    )
    assert result["preset"] == "oklahoma"
    assert result["a_wins"] + result["b_wins"] == 3


def test_sides_alternate_the_first_deal() -> None:
    for first_dealer in (0, 1):
        assert seat_of_a(first_dealer, 0) == first_dealer
        assert seat_of_a(first_dealer, 1) == 1 - first_dealer
    tally = play_match(Rules.preset("quick"), "simple", "random", seed=1, number=1)
    assert tally.games == 1
    assert tally.sides["a"].wins + tally.sides["b"].wins == 1
    assert tally.sides["a"].wins == 1  # the baseline beats random play


def test_sim_refuses_no_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "0", "--quiet"]) == 2


def test_wilson_interval() -> None:
    low, high = wilson(80, 100)
    assert low == pytest.approx(0.711, abs=0.001)
    assert high == pytest.approx(0.867, abs=0.001)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0


def test_the_progress_bar_tells_the_time_elapsed_and_left() -> None:
    assert progress_line(37, 100, 62.0) == (
        f"[{'#' * 11}{'.' * 19}] 37/100 matches · 1:02 elapsed · ~1:46 left")
    assert progress_line(100, 100, 418.4) == f"[{'#' * 30}] 100/100 matches · 6:58 elapsed"
    assert progress_line(1, 1, 3.0) == f"[{'#' * 30}] 1/1 match · 0:03 elapsed"


def test_one_match_is_one_match(capsys: pytest.CaptureFixture[str]) -> None:
    out, result = run_sim(capsys, "--a", "random", "--b", "random", "--games", "1")
    assert result["games"] == 1 and result["jobs"] == 1
    first = out.splitlines()[0]
    assert first.startswith("1 match, ") and first.endswith(" with 1 job"), first
    assert clock_text(3725) == "1:02:05" and clock_text(4.6) == "0:05"


def test_sim_shows_its_progress_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--a", "simple", "--b", "random", "--games", "2"]) == 0
    err = capsys.readouterr().err
    assert re.search(r"\] 2/2 matches · \d+:\d\d elapsed\n\Z", err), err


def test_sim_help_gives_the_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for default in ("level of side A (default expert)", "level of side B (default simple)",
                    "matches to play (default 100)", "seed of the whole run (default 1)",
                    "worker processes (default 1)", "the rules (default classic"):
        assert default in out
