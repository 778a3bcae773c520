"""``python -m bench.ai.league`` on a tiny run, as a subprocess: two levels against
two styles, two matches each, give every figure; bad arguments get clear errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ginbot.ai.sim import play_matches
from ginbot.engine import Rules

ROOT = Path(__file__).resolve().parents[1]

ROW = re.compile(
    r"^\| (?P<level>[a-z]+) \| (?P<style>[a-z-]+) \| (?P<wins>[\d.]+)% "
    r"\| (?P<low>[\d.]+)-(?P<high>[\d.]+)% \| (?P<level_pts>[\d.]+) \| (?P<style_pts>[\d.]+) "
    r"\| (?P<undercut>[\d.]+%|-) \((?P<undercuts>\d+)/(?P<plain>\d+)\) "
    r"\| (?P<gins>[\d.]+)% \| (?P<hands>\d+) \| (?P<seconds>[\d.]+) \|$")


def league(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bench.ai.league", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=False)


@pytest.mark.slow
def test_a_tiny_league_gives_every_figure(tmp_path: Path) -> None:
    table = tmp_path / "league.md"
    captured = league("--games", "2", "--seed", "3", "--jobs", "1", "--levels", "easy,normal",
                      "--styles", "gin-hunter,undercutter", "--markdown", str(table))
    assert captured.returncode == 0, captured.stderr
    assert table.read_text() == captured.stdout
    rows = [m.groupdict() for line in captured.stdout.splitlines() if (m := ROW.match(line))]
    assert [(r["level"], r["style"]) for r in rows] == [
        ("easy", "gin-hunter"), ("easy", "undercutter"),
        ("normal", "gin-hunter"), ("normal", "undercutter")]
    for row in rows:
        # The same matches played through sim's machinery give the same figures.
        tally = play_matches(Rules.preset("classic"), row["level"], row["style"], 3, 2, 1)
        level, style = tally.sides["a"], tally.sides["b"]
        assert float(row["wins"]) == pytest.approx(50.0 * level.wins, abs=0.051)
        assert float(row["low"]) <= float(row["wins"]) <= float(row["high"])
        assert int(row["hands"]) == tally.hands >= 2
        assert float(row["level_pts"]) == pytest.approx(level.points / tally.hands, abs=0.0051)
        assert float(row["style_pts"]) == pytest.approx(style.points / tally.hands, abs=0.0051)
        assert int(row["undercuts"]) == style.undercuts
        assert int(row["plain"]) == level.knocks - level.gins
        if int(row["plain"]):
            assert float(row["undercut"][:-1]) == pytest.approx(
                100 * style.undercuts / int(row["plain"]), abs=0.051)
        assert float(row["gins"]) == pytest.approx(100 * level.gins / tally.hands, abs=0.051)
    assert "2 matches per row, preset classic, seed 3" in captured.stdout
    for pair in ("easy vs gin-hunter", "normal vs undercutter"):
        assert re.search(rf"{pair} \[#+\] 2/2 matches", captured.stderr), captured.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--levels", "grandmaster"],
     "argument --levels: no level 'grandmaster'; levels are random, simple, easy, normal, expert"),
    (["--styles", "simple"], "argument --styles: no style 'simple'; styles are baseline, "
     "gin-hunter, undercutter, pile-reader, defensive-gin-hunter, expert"),
    (["--styles", "baseline,baseline"], "a style is named twice in 'baseline,baseline'"),
    (["--levels", ","], "argument --levels: no levels given"),
    (["--games", "0"], "--games must be at least 1, not 0"),
    (["--jobs", "0"], "--jobs must be at least 1, not 0"),
    (["--preset", "oklahom"], "argument --preset: invalid choice: 'oklahom'"),
])
def test_bad_arguments_are_refused_clearly(args: list[str], message: str) -> None:
    captured = league(*args)
    assert captured.returncode == 2
    assert message in captured.stderr
