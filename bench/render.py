"""Measure the card pictures: render + PNG encode times, file sizes, card height.

    .venv/bin/python bench/render.py [--repeat 200] [--write]

Targets: hand picture median <= 8 ms, showdown <= 25 ms, a tournament's standings
(64 players) <= 50 ms, the ladder (a top 25) <= 50 ms, every PNG <= 150 KB, cards in the
hand picture at least about 90 px tall. Card images are cached after the first picture,
so a warm-up round runs before timing (that is how a running bot renders).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import PIL

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import write_section
from cards_img import (
    Picture,
    render_bracket,
    render_hand,
    render_ladder,
    render_showdown,
    render_standings,
    render_summary,
    render_table,
    scenes,
)
from cards_img import gallery as tournaments
from ginbot import model
from ginbot.engine import Rules
from ginbot.text import Locale

NAMES = ("Annabelle", "Bob")
CHINESE = ("小明", "Bob")  # a name drawn from the CJK fallback font
TARGET_MS = {"hand": 8.0, "showdown": 25.0, "standings": 50.0, "ladder": 50.0}
MAX_KB = 150
EN, ZH = Locale.EN, Locale.ZH_CN


def _cases() -> dict[str, tuple[str, Callable[[], Picture]]]:
    knock = scenes.can_knock()
    gin = scenes.gin_available()
    waiting = scenes.waiting_hand()
    to_draw = scenes.about_to_draw()
    undercut = scenes.undercut_with_layoffs()
    gin_sd = scenes.gin_showdown()
    dead = scenes.dead_hand()
    match = scenes.mid_match()
    long_match = scenes.play_match(Rules(), 3)
    hollywood = scenes.play_match(Rules.preset("hollywood"), 2)
    assert undercut.result and gin_sd.result and dead.result
    swiss = model.TournamentFormat.SWISS
    field = tournaments.entrants(64, computers=(9, 33, 50), removed=(41, 58))
    rows = tournaments.standings(swiss, field, tournaments.swiss_games(field, 4, seed=7))
    seeded = tournaments.entrants(64, computers=(20,))
    rounds = tournaments.knockout_games(seeded, 3, seed=4, undecided=3)
    [you] = tournaments.ladder_entries(1, ("Quentin",), first=143, seed=5)
    ladder = tournaments.ladder_of(model.LadderPeriod.ALL, tournaments.ladder_entries(25), you)
    world = tournaments.ladder_of(model.LadderPeriod.MONTH, tournaments.ladder_entries(
        25, tournaments.WORLD), you)
    return {
        "hand, 11 cards, can knock": (
            "hand", lambda: render_hand(knock.view(knock.to_move), locale=EN)),
        "hand, 11 cards, can knock, in Chinese": (
            "hand", lambda: render_hand(knock.view(knock.to_move), locale=ZH)),
        "hand, 11 cards, gin, by suit": (
            "hand", lambda: render_hand(gin.view(gin.to_move), sort="suit", locale=EN)),
        "hand, 10 cards + upcard, to draw": (
            "hand", lambda: render_hand(to_draw.view(to_draw.to_move), locale=EN)),
        "hand, 10 cards, four-colour": (
            "hand", lambda: render_hand(waiting.view(1 - waiting.to_move), four_color=True,
                                        locale=EN)),
        "showdown, undercut with lay-offs": (
            "showdown", lambda: render_showdown(undercut.result, NAMES, (40, 77), hand_number=5,
                                                locale=EN)),
        "showdown, gin": ("showdown", lambda: render_showdown(gin_sd.result, NAMES, (90, 12),
                                                              locale=EN)),
        "showdown, dead hand": ("showdown", lambda: render_showdown(dead.result, NAMES, (0, 0),
                                                                    locale=EN)),
        "showdown, undercut, Chinese name": (
            "showdown", lambda: render_showdown(undercut.result, CHINESE, (40, 77), hand_number=5,
                                                locale=EN)),
        "showdown, undercut, Chinese name, in Chinese": (
            "showdown", lambda: render_showdown(undercut.result, CHINESE, (40, 77), hand_number=5,
                                                locale=ZH)),
        "table, mid-hand": ("table", lambda: render_table(match.view(None), NAMES, locale=EN)),
        "table, mid-hand, Chinese name": (
            "table", lambda: render_table(match.view(None), CHINESE, locale=EN)),
        "table, mid-hand, Chinese name, in Chinese": (
            "table", lambda: render_table(match.view(None), CHINESE, locale=ZH)),
        "summary, whole match": (
            "summary", lambda: render_summary(long_match.view(None), NAMES, locale=EN)),
        "summary, Hollywood": (
            "summary", lambda: render_summary(hollywood.view(None), NAMES, locale=EN)),
        "summary, Hollywood, Chinese name": (
            "summary", lambda: render_summary(hollywood.view(None), CHINESE, locale=EN)),
        "summary, Hollywood, Chinese name, in Chinese": (
            "summary", lambda: render_summary(hollywood.view(None), CHINESE, locale=ZH)),
        "standings, Swiss of 64, round 4 of 6": (
            "standings", lambda: render_standings(
                "Spring Open", swiss, rows, round_number=4, rounds=6,
                status=model.TournamentStatus.RUNNING, locale=EN)),
        "standings, Swiss of 64, in Chinese": (
            "standings", lambda: render_standings(
                "Spring Open", swiss, rows, round_number=4, rounds=6,
                status=model.TournamentStatus.RUNNING, locale=ZH)),
        "bracket, knockout of 64, round 3": (
            "bracket", lambda: render_bracket("Grand Gin Knockout", seeded, rounds,
                                              total_rounds=6, locale=EN)),
        "ladder, top 25 and the reader's line below": (
            "ladder", lambda: render_ladder(ladder, locale=EN, you=you.user_id)),
        "ladder, top 25, names of every script, in Chinese": (
            "ladder", lambda: render_ladder(world, locale=ZH, you=you.user_id)),
    }


def measure(repeat: int) -> list[tuple[str, str, float, float, int, tuple[int, int], int]]:
    rows = []
    for name, (kind, make) in _cases().items():
        picture = make()  # warm the caches
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            picture = make()
            times.append((time.perf_counter() - start) * 1000)
        card_h = 0
        cards = [box for key, box in picture.layout.items() if key.startswith("card:")]
        if cards:
            card_h = min(box[3] - box[1] for box in cards)
        times.sort()
        p90 = times[int(len(times) * 0.9)]
        rows.append((name, kind, statistics.median(times), p90, len(picture.png),
                     picture.size, card_h))
    return rows


def table(rows: list[tuple[str, str, float, float, int, tuple[int, int], int]],
          repeat: int) -> str:
    lines = [
        "## Card pictures (`bench/render.py`)",
        "",
        f"Render + PNG encode, {repeat} runs each after a warm-up; Python "
        f"{platform.python_version()}, Pillow {PIL.__version__}, {platform.machine()}. "
        "The machine is shared (2 cores; load average "
        f"{os.getloadavg()[0]:.1f} at the end of the run), so timings are noisy.",
        "",
        "| picture | median ms | p90 ms | target ms | PNG KB | size px | card height px |",
        "|---|---:|---:|---:|---:|---|---:|",
    ]
    for name, kind, median, p90, size, (w, h), card_h in rows:
        target = TARGET_MS.get(kind)
        ok = "" if target is None else (" ok" if median <= target else " MISSED")
        kb = size / 1024
        lines.append(
            f"| {name} | {median:.2f} | {p90:.2f} | "
            f"{'-' if target is None else f'{target:g}{ok}'} | "
            f"{kb:.1f}{'' if kb <= MAX_KB else ' (over 150)'} | {w}x{h} | "
            f"{card_h or '-'} |"
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    text = table(measure(args.repeat), args.repeat)
    print(text)
    if args.write:
        write_section("render", text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
