"""Write one picture of each kind, in several situations, for review.

    python -m cards_img.gallery OUTDIR

Every situation comes from playing the engine (see ``cards_img.scenes``).
Next to each PNG goes a ``.txt`` with the picture's text equivalent.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from ginbot.engine import HandState, HandView, Knock, Match, Phase, Rules, best_arrangement
from ginbot.text import Locale, news_lines, recent_news

from . import scenes
from .hand import render_hand
from .picture import Picture
from .showdown import render_showdown
from .summary import render_summary
from .table import render_table

NAMES = ("Annabelle", "Bob")
CHINESE = ("小明", "陳美玲")  # simplified and traditional
MIXED = ("Nurul Aïn Zulkiflé", "Анна Петрова 🎲")  # Malay with accents; Cyrillic and an emoji


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


def _showdown(state: HandState, four_color: bool = False,
              names: tuple[str, str] = NAMES) -> Picture:
    assert state.result is not None
    winner = state.result.winner
    scores = [37, 52]
    if winner is not None:
        scores[winner] += state.result.points
    return render_showdown(state.result, names, tuple(scores), hand_number=6,
                           four_color=four_color)


def _table(match: Match, names: tuple[str, str] = NAMES) -> Picture:
    view = match.view(None)
    return render_table(view, names, news_lines(Locale.EN, recent_news(view.hand, 6), names, None))


def pictures() -> Iterator[tuple[str, Callable[[], Picture]]]:
    """(file name, how to make it) for every gallery picture."""
    yield "hand_gin.png", lambda: render_hand(_own(scenes.gin_available()))
    yield "hand_taken_11_cards.png", lambda: render_hand(_own(_taken_in_meld()))
    yield "hand_can_knock.png", lambda: render_hand(_own(scenes.can_knock()))
    waiting = scenes.waiting_hand
    yield "hand_waiting.png", lambda: render_hand(waiting().view(1 - waiting().to_move))
    yield "hand_to_draw.png", lambda: render_hand(_own(scenes.about_to_draw()))
    yield "hand_by_suit.png", lambda: render_hand(_own(scenes.can_knock()), sort="suit")
    yield "hand_by_rank.png", lambda: render_hand(_own(_taken_in_meld()), sort="rank")
    yield "hand_four_color.png", lambda: render_hand(_own(scenes.can_knock()), sort="suit",
                                                     four_color=True)
    yield "showdown_undercut_layoffs.png", lambda: _showdown(scenes.undercut_with_layoffs())
    yield "showdown_knock_layoffs.png", lambda: _showdown(scenes.knock_with_layoffs())
    yield "showdown_gin.png", lambda: _showdown(scenes.gin_showdown())
    yield "showdown_big_gin.png", lambda: _showdown(scenes.big_gin_showdown())
    yield "showdown_dead_hand.png", lambda: _showdown(scenes.dead_hand())
    yield "showdown_four_color.png", lambda: _showdown(scenes.knock_with_layoffs(), True)
    yield "table_mid_hand.png", lambda: _table(scenes.mid_match())
    yield "table_oklahoma.png", lambda: _table(scenes.mid_match(Rules.preset("oklahoma"), 2))
    yield "table_hollywood.png", lambda: _table(
        scenes.mid_match(Rules.preset("hollywood"), 2, hands=8))
    yield "summary_long_match.png", lambda: render_summary(_long_match().view(None), NAMES)
    yield "summary_scarne_margin.png", lambda: render_summary(scenes.play_match(
        Rules.preset("scarne").with_changes(unit_scoring=True), 3).view(None), NAMES)
    yield "summary_hollywood.png", lambda: render_summary(
        scenes.play_match(Rules.preset("hollywood"), 2).view(None), NAMES)
    yield "names_table_chinese.png", lambda: _table(scenes.mid_match(), CHINESE)
    yield "names_showdown_chinese.png", lambda: _showdown(scenes.knock_with_layoffs(),
                                                          names=CHINESE)
    yield "names_showdown_mixed.png", lambda: _showdown(scenes.undercut_with_layoffs(),
                                                        names=MIXED)
    yield "names_table_mixed.png", lambda: _table(
        scenes.mid_match(Rules.preset("hollywood"), 2, hands=8), MIXED)
    yield "names_summary_mixed.png", lambda: render_summary(_long_match().view(None),
                                                            ("Ana 小明 🎲", MIXED[1]))
    yield "names_summary_chinese.png", lambda: render_summary(
        scenes.play_match(Rules.preset("hollywood"), 2).view(None), CHINESE)


def write_gallery(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in pictures():
        picture = make()
        path = out / name
        path.write_bytes(picture.png)
        path.with_suffix(".txt").write_text(picture.text + "\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cards_img.gallery", description=__doc__)
    parser.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    for path in write_gallery(args.outdir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
