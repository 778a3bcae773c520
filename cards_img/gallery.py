"""Write one picture of each kind, in several situations, for review.

    python -m cards_img.gallery OUTDIR [--locale en|zh-CN|zh-TW|ms|all]

The pictures are worded in the language asked for (English by default; "all"
writes one folder per language). Every situation comes from playing the engine
(see ``cards_img.scenes``). Next to each PNG goes a ``.txt`` with the picture's
text equivalent.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ginbot.engine import (
    HandState,
    HandView,
    Knock,
    Match,
    Phase,
    Rules,
    Table,
    TeamMatch,
    best_arrangement,
)
from ginbot.text import Locale, news_lines, recent_news

from . import scenes
from .hand import render_hand
from .picture import Picture
from .showdown import render_round_showdown, render_showdown
from .summary import render_summary
from .table import render_table

NAMES = ("Annabelle", "Bob")
CHINESE = ("小明", "陳美玲")  # simplified and traditional
MIXED = ("Nurul Aïn Zulkiflé", "Анна Петрова 🎲")  # Malay with accents; Cyrillic and an emoji
THREE = ("Annabelle", "Bob", "Cat")
FOUR = ("Annabelle", "Bob", "Cat", "Dan")  # teams: Annabelle & Cat against Bob & Dan
CHINESE_FOUR = ("小明", "陳美玲", "李华", "王小虎")


def _own(state: HandState) -> HandView:
    return state.view(state.to_move)


def _taken_in_meld() -> HandState:
    """Eleven cards after taking the upcard into a meld: the taken card is marked."""
    def wanted(s: HandState) -> bool:
        if s.phase is not Phase.DISCARD or s.taken is None or len(s.history) < 6:
            return False
        hand = s.hand(s.to_move)
        melds = best_arrangement(hand).melds
        return (len(melds) >= 2 and any(s.taken in m for m in melds)
                and not any(isinstance(a, Knock) for a in s.legal_actions()))
    return scenes.find_hand(wanted)


def _long_match() -> Match:
    """The longest of a few greedy matches: a chart with many hands."""
    matches = [scenes.play_match(Rules(), seed) for seed in range(40)]
    return max(matches, key=lambda m: (len(m.results), -m.seed))


def _showdown(locale: Locale, state: HandState, four_color: bool = False,
              names: tuple[str, str] = NAMES) -> Picture:
    assert state.result is not None
    winner = state.result.winner
    scores = [37, 52]
    if winner is not None:
        scores[winner] += state.result.points
    return render_showdown(state.result, names, tuple(scores), hand_number=6,
                           four_color=four_color, locale=locale)


def _table(locale: Locale, match: Match, names: tuple[str, str] = NAMES) -> Picture:
    view = match.view(None)
    return render_table(view, names, news_lines(locale, recent_news(view.hand, 6), names, None),
                        locale=locale)


def _board_winners(table: TeamMatch) -> list[int | None]:
    """The team that won each board of the round just played (None: a dead hand)."""
    teams = []
    for board in table.boards:
        result = board.hand.result
        assert result is not None
        teams.append(None if result.winner is None else board.players[result.winner] % 2)
    return teams


def _split_round(table: TeamMatch) -> bool:
    """A round where each team won a board, with lay-offs on one of them."""
    layoffs = any(b.hand.result is not None and b.hand.result.showdown is not None
                  and b.hand.result.showdown.layoffs for b in table.boards)
    return sorted(map(str, _board_winners(table))) == ["0", "1"] and layoffs


def _both_to_one_team(table: TeamMatch) -> bool:
    winners = _board_winners(table)
    return winners[0] is not None and winners[0] == winners[1]


def pictures(locale: Locale = Locale.EN) -> Iterator[tuple[str, Callable[[], Picture]]]:
    """(file name, how to make it) for every gallery picture, worded in ``locale``."""
    def hand(state: HandState, **options: Any) -> Picture:
        return render_hand(_own(state), locale=locale, **options)

    def showdown(state: HandState, four_color: bool = False,
                 names: tuple[str, str] = NAMES) -> Picture:
        return _showdown(locale, state, four_color, names)

    def table(match: Match, names: tuple[str, str] = NAMES) -> Picture:
        return _table(locale, match, names)

    def summary(match: Match, names: tuple[str, str] = NAMES) -> Picture:
        return render_summary(match.view(None), names, locale=locale)

    def group_table(table: Table, names: tuple[str, ...]) -> Picture:
        return render_table(table.view(None), names, locale=locale)

    def group_showdown(table: Table, names: tuple[str, ...]) -> Picture:
        boards = []
        for board in table.boards:
            assert board.hand.result is not None
            boards.append((board.players, board.hand.result))
        return render_round_showdown(boards, names, table.scores, table.sides, locale=locale,
                                     hand_number=table.hand_number)

    hollywood = Rules.preset("hollywood")
    yield "hand_gin.png", lambda: hand(scenes.gin_available())
    yield "hand_taken_11_cards.png", lambda: hand(_taken_in_meld())
    yield "hand_can_knock.png", lambda: hand(scenes.can_knock())
    waiting = scenes.waiting_hand
    yield "hand_waiting.png", lambda: render_hand(waiting().view(1 - waiting().to_move),
                                                  locale=locale)
    yield "hand_to_draw.png", lambda: hand(scenes.about_to_draw())
    yield "hand_by_suit.png", lambda: hand(scenes.can_knock(), sort="suit")
    yield "hand_by_rank.png", lambda: hand(_taken_in_meld(), sort="rank")
    yield "hand_four_color.png", lambda: hand(scenes.can_knock(), sort="suit", four_color=True)
    yield "showdown_undercut_layoffs.png", lambda: showdown(scenes.undercut_with_layoffs())
    yield "showdown_knock_layoffs.png", lambda: showdown(scenes.knock_with_layoffs())
    yield "showdown_gin.png", lambda: showdown(scenes.gin_showdown())
    yield "showdown_big_gin.png", lambda: showdown(scenes.big_gin_showdown())
    yield "showdown_dead_hand.png", lambda: showdown(scenes.dead_hand())
    yield "showdown_four_color.png", lambda: showdown(scenes.knock_with_layoffs(), True)
    yield "table_mid_hand.png", lambda: table(scenes.mid_match())
    yield "table_oklahoma.png", lambda: table(scenes.mid_match(Rules.preset("oklahoma"), 2))
    yield "table_hollywood.png", lambda: table(scenes.mid_match(hollywood, 2, hands=8))
    yield "table_match_over.png", lambda: table(scenes.play_match(Rules(), 3))
    yield "table_long_pile.png", lambda: table(scenes.long_hand())
    yield "summary_long_match.png", lambda: summary(_long_match())
    yield "summary_scarne_margin.png", lambda: summary(scenes.play_match(
        Rules.preset("scarne").with_changes(unit_scoring=True), 3))
    yield "summary_hollywood.png", lambda: summary(scenes.play_match(hollywood, 2))
    yield "names_table_chinese.png", lambda: table(scenes.mid_match(), CHINESE)
    yield "names_showdown_chinese.png", lambda: showdown(scenes.knock_with_layoffs(),
                                                         names=CHINESE)
    yield "names_showdown_mixed.png", lambda: showdown(scenes.undercut_with_layoffs(),
                                                       names=MIXED)
    yield "names_table_mixed.png", lambda: table(scenes.mid_match(hollywood, 2, hands=8), MIXED)
    yield "names_summary_mixed.png", lambda: summary(_long_match(), ("Ana 小明 🎲", MIXED[1]))
    yield "names_summary_chinese.png", lambda: summary(scenes.play_match(hollywood, 2), CHINESE)
    yield "three_table.png", lambda: group_table(scenes.three_mid_match(), THREE)
    yield "teams_table_one_board_over.png", lambda: group_table(scenes.teams_one_board_over(),
                                                                FOUR)
    yield "three_showdown.png", lambda: group_showdown(scenes.three_hand_over(
        lambda r: r.outcome == "knock" and bool(r.showdown and r.showdown.layoffs)), THREE)
    yield "teams_round_showdown_split.png", lambda: group_showdown(
        scenes.teams_round_over(_split_round), FOUR)
    yield "teams_round_showdown_both.png", lambda: group_showdown(
        scenes.teams_round_over(_both_to_one_team), FOUR)
    yield "names_teams_showdown_chinese.png", lambda: group_showdown(
        scenes.teams_round_over(_split_round), CHINESE_FOUR)
    yield "three_summary.png", lambda: render_summary(scenes.three_match().view(None), THREE,
                                                      locale=locale)
    yield "three_summary_so_far.png", lambda: render_summary(
        scenes.three_mid_match().view(None), THREE, locale=locale)
    yield "teams_summary.png", lambda: render_summary(scenes.teams_match().view(None), FOUR,
                                                      locale=locale)
    yield "names_teams_summary_chinese.png", lambda: render_summary(
        scenes.teams_match().view(None), CHINESE_FOUR, locale=locale)
    yield "names_teams_table_chinese.png", lambda: group_table(scenes.teams_one_board_over(),
                                                               CHINESE_FOUR)


def write_gallery(out: Path, locale: Locale = Locale.EN) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in pictures(locale):
        picture = make()
        path = out / name
        path.write_bytes(picture.png)
        path.with_suffix(".txt").write_text(picture.text + "\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cards_img.gallery", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--locale", default=Locale.EN.value,
                        choices=[*(locale.value for locale in Locale), "all"],
                        help="the language of the pictures (default en); all: one folder each")
    args = parser.parse_args(argv)
    if args.locale == "all":
        folders = [(args.outdir / locale.value, locale) for locale in Locale]
    else:
        folders = [(args.outdir, Locale(args.locale))]
    for folder, locale in folders:
        for path in write_gallery(folder, locale):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
