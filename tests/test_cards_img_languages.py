"""The pictures in four languages: every label from the catalogue, drawable by the shipped
fonts, fitting its place, and no English word left in a Chinese picture."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from cards_img import render_hand, render_showdown, render_summary, render_table, scenes
from cards_img.canvas import pill_size
from cards_img.gallery import main as gallery
from cards_img.glyphs import MARK, SUIT_OF_SYMBOL, _drawable, text_width
from cards_img.picture import Box
from cards_img.table import DEALER_MARK
from ginbot.engine import CARDS, Rules
from ginbot.text import Locale, messages, plan_hand, say, score_line
from ginbot.text.catalogue import catalogue_sources

ZH = Locale.ZH_CN
CHINESE = ("小明", "陳美玲")
SMALL = {"table": round(96 * 0.17), "showdown": round(100 * 0.15), "summary": 16}


class _Words(Visitor):
    """The literal text of a message: what is drawn besides its placeholders."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.parts.append(node.parse()["value"])


def words_of(message: ast.Message) -> str:
    visitor = _Words()
    visitor.visit(message.value)
    return "".join(visitor.parts)


def undrawable(text: str) -> set[str]:
    """The characters of ``text`` no shipped face draws as themselves."""
    return {ch for ch in text if not ch.isspace() and ch not in SUIT_OF_SYMBOL
            and (_drawable(ch)[0] in ("", MARK) or _drawable(ch)[1] != ch)}


def picture_messages(locale: Locale) -> dict[str, ast.Message]:
    """The messages of pictures.ftl and news.ftl (the words the pictures draw)."""
    ids = set()
    for name in ("pictures.ftl", "news.ftl"):
        source = catalogue_sources(locale)[name]
        ids |= {m.group(1) for m in re.finditer(r"^([a-z][a-z0-9-]*) =", source, re.M)}
    return {k: v for k, v in messages(locale).items() if k in ids}


@pytest.mark.parametrize("locale", list(Locale))
def test_every_character_the_pictures_may_draw_is_in_the_shipped_fonts(locale):
    found = picture_messages(locale)
    assert len(found) > 100 and "pic-table-last-actions" in found and "turn-draw" in found
    missing = {mid: undrawable(words_of(m)) for mid, m in found.items()}
    assert not {mid: chars for mid, chars in missing.items() if chars}


def test_a_character_outside_the_font_subset_would_be_found():
    assert undrawable("散牌𠀋") == {"𠀋"}  # a Han character of CJK extension B, not shipped
    assert undrawable("莊家 庄家 流局 反超 補牌") == set()


# -- the words of a Chinese picture ------------------------------------------------------


ALLOWED_LATIN = {"Gin"}  # the glossary keeps "Gin" in Chinese; ranks A J Q K stay letters


def english_left(text: str, names: tuple[str, ...]) -> set[str]:
    """Latin words in ``text`` that are not a name, a card or the glossary's "Gin"."""
    for name in names:
        text = text.replace(name, " ")
    for card in sorted(map(str, CARDS), key=len, reverse=True):
        text = text.replace(card, " ")
    return set(re.findall(r"[A-Za-z]+", text)) - ALLOWED_LATIN


def width(box: Box) -> int:
    return box[2] - box[0]


def test_a_chinese_table_is_worded_in_chinese():
    match = scenes.long_hand()
    view = match.view(None)
    picture = render_table(view, CHINESE, locale=ZH)
    text = picture.text
    assert text.startswith(say(ZH, "pic-table-text-head", hand=view.hand_number,
                               score=score_line(ZH, CHINESE, view.scores),
                               target=view.rules.target))
    assert say(ZH, "pic-table-text-upcard", card=view.hand.pile[-1],
               cards=" ".join(map(str, reversed(view.hand.pile[-5:])))) in text
    assert say(ZH, "pic-table-text-cards", stock=view.hand.stock_size, first=CHINESE[0],
               first_count=10, second=CHINESE[1], second_count=10,
               dealer=CHINESE[view.hand.dealer]) in text
    assert "牌堆" in text and "明牌" in text and "最近" in text
    assert not english_left(text, CHINESE)
    small = SMALL["table"]
    drawn = {"log:title": say(ZH, "pic-table-last-actions"),
             "stock:count": say(ZH, "pic-table-stock", count=view.hand.stock_size),
             "upcard:caption": say(ZH, "pic-upcard"),
             "pile:below": say(ZH, "pic-table-pile-below", count=len(view.hand.pile) - 5),
             "points:0": say(ZH, "pic-table-points")}
    for key, words in drawn.items():
        assert width(picture.layout[key]) == text_width(words, small), key
    assert width(picture.layout["dealer"]) == text_width(say(ZH, "pic-table-dealer-chip"),
                                                         round(small * DEALER_MARK))


@pytest.mark.parametrize("locale", list(Locale))
def test_the_dealer_chip_is_large_enough_for_a_character_of_many_strokes(locale):
    """莊 (zh-TW) blurred at 13 px (12 px wide): every language's mark is drawn at 21 px
    now, on its plate beside the name and clear of the score below."""
    view = scenes.mid_match().view(None)
    picture = render_table(view, CHINESE, locale=locale)
    seat = view.hand.dealer
    mark, plate = picture.layout["dealer"], picture.layout[f"name:{seat}"]
    if locale in (Locale.ZH_CN, Locale.ZH_TW):  # a character's advance: 0.9 of its size
        assert mark[2] - mark[0] >= 18
    assert plate[0] <= mark[0] and mark[2] <= plate[2] and plate[1] <= mark[1]
    assert picture.layout[f"name_text:{seat}"][2] < mark[0]
    assert mark[3] < picture.layout[f"score:{seat}"][1]


def test_a_chinese_showdown_is_worded_in_chinese():
    state = scenes.knock_with_layoffs()
    result = state.result
    picture = render_showdown(result, CHINESE, (40, 77), hand_number=5, locale=ZH)
    knocker, defender = CHINESE[result.knocker], CHINESE[1 - result.knocker]
    title = say(ZH, "pic-showdown-title", hand=5,
                headline=say(ZH, "pic-showdown-knocks", name=knocker))
    assert picture.text.startswith(say(ZH, "news-sentence", line=title))
    assert say(ZH, "pic-showdown-text-score", score=score_line(ZH, CHINESE, (40, 77))) \
        in picture.text
    assert say(ZH, "pic-showdown-text-face-down", name=knocker, card=result.knock_card) \
        in picture.text
    assert f"{defender}补牌：" in picture.text and "散牌" in picture.text
    assert not english_left(picture.text, CHINESE)
    small = SMALL["showdown"]
    badge = say(ZH, "pic-showdown-badge-knock")
    assert badge == "敲牌"  # not upper-cased, not "KNOCK"
    assert width(picture.layout["badge"]) == pill_size(badge, round(small * 1.2))[0]
    label = say(ZH, "pic-showdown-deadwood-after-layoffs",
                deadwood=result.showdown.defender_deadwood)
    assert width(picture.layout[f"label:{1 - result.knocker}"]) == pill_size(label, small)[0]


@pytest.mark.parametrize(("finder", "badge"), [
    (scenes.gin_showdown, "Gin"), (scenes.big_gin_showdown, "大 Gin"),
    (scenes.undercut_with_layoffs, "反超"), (scenes.dead_hand, "流局")])
def test_every_chinese_showdown_badge_is_a_chinese_word(finder, badge):
    result = finder().result
    picture = render_showdown(result, CHINESE, (1, 2), locale=Locale.ZH_TW)
    assert not english_left(picture.text, CHINESE)
    assert width(picture.layout["badge"]) == pill_size(badge, round(SMALL["showdown"] * 1.2))[0]


def test_a_chinese_hand_is_worded_in_chinese():
    state = scenes.can_knock()
    view = state.view(state.to_move)
    picture = render_hand(view, locale=ZH)
    plan = plan_hand(view)
    label = plan.label(ZH)
    assert label == say(ZH, "pic-hand-deadwood-after-discard", deadwood=plan.after_discard,
                        card=plan.discard)
    assert say(ZH, "news-sentence", line=label) in picture.text
    assert say(ZH, "pic-hand-text-knock") in picture.text
    assert say(ZH, "pic-hand-text-drew", card=view.drawn) in picture.text
    assert plan.status(ZH) == say(ZH, "pic-hand-status-discard")
    assert not english_left(picture.text, ())
    head = round(120 * 0.19)
    assert width(picture.layout["label:deadwood"]) == pill_size(label, head)[0]
    assert width(picture.layout["badge:knock"]) == pill_size(say(ZH, "pic-hand-badge-knock"),
                                                             head)[0]
    assert width(picture.layout["status"]) == text_width(plan.status(ZH), round(120 * 0.15))
    tag = say(ZH, "pic-hand-tag-new")
    assert width(picture.layout["mark:drawn"]) == pill_size(tag, round(120 * 0.12))[0]


def test_a_chinese_summary_is_worded_in_chinese():
    view = scenes.play_match(Rules.preset("hollywood"), 2).view(None)
    picture = render_summary(view, CHINESE, locale=ZH)
    winner = CHINESE[view.winner]
    assert picture.text.startswith(say(ZH, "news-sentence", line=say(
        ZH, "pic-summary-over", name=winner, winner_score=view.scores[view.winner],
        loser_score=view.scores[1 - view.winner])))
    assert "累计得分" in picture.text and "胜局" in picture.text
    assert not english_left(picture.text, CHINESE)
    small = SMALL["summary"]
    columns = [say(ZH, "pic-summary-column-score"), say(ZH, "pic-summary-column-games-won"),
               say(ZH, "pic-summary-column-hands-won"), say(ZH, "pic-summary-column-gins"),
               say(ZH, "pic-summary-column-undercuts")]
    for i, words in enumerate(columns):
        assert width(picture.layout[f"column:{i}:0"]) == text_width(words, small), words
    assert width(picture.layout["legend:undercut"]) == text_width(
        say(ZH, "pic-summary-legend-undercut"), small)
    assert width(picture.layout["hands"]) == text_width(
        say(ZH, "pic-summary-hands", count=len(view.hands)), small)


# -- every language fits -----------------------------------------------------------------


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def within(box: Box, size: tuple[int, int]) -> bool:
    return 0 <= box[0] <= box[2] <= size[0] and 0 <= box[1] <= box[3] <= size[1]


@pytest.mark.parametrize("locale", list(Locale))
def test_the_labels_of_every_language_fit_without_overlapping(locale):
    table = render_table(scenes.long_hand().view(None), CHINESE, locale=locale)
    assert not overlaps(table.layout["pile:below"], table.layout["upcard:caption"])
    for key, box in table.layout.items():
        assert within(box, table.size), key

    state = scenes.can_knock()
    hand = render_hand(state.view(state.to_move), locale=locale)
    header = [hand.layout[k] for k in ("label:deadwood", "badge:knock", "status")]
    assert not any(overlaps(a, b) for i, a in enumerate(header) for b in header[i + 1:])
    for key, box in hand.layout.items():
        assert within(box, hand.size), key

    showdown = render_showdown(scenes.big_gin_showdown().result, ("Nurul Aïn", "小明 🎲"),
                               (1, 2), hand_number=12, locale=locale)
    assert not overlaps(showdown.layout["title"], showdown.layout["badge"])
    assert not overlaps(showdown.layout["result"], showdown.layout["score"])

    for rules in (Rules.preset("hollywood"), Rules()):
        summary = render_summary(scenes.play_match(rules, 2).view(None), CHINESE, locale=locale)
        columns = [box for key, box in summary.layout.items() if key.startswith("column:")]
        assert not any(overlaps(a, b) for i, a in enumerate(columns) for b in columns[i + 1:])
        assert not overlaps(summary.layout["title"], summary.layout["hands"])
        for key, box in summary.layout.items():
            assert within(box, summary.size), key


def test_every_picture_needs_its_readers_language():
    state = scenes.can_knock()
    with pytest.raises(TypeError, match="locale"):
        render_hand(state.view(state.to_move))  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="locale"):
        render_table(scenes.mid_match().view(None), CHINESE)  # type: ignore[call-arg]


def test_the_gallery_writes_each_language_in_its_own_folder(tmp_path, capsys):
    assert gallery([str(tmp_path), "--locale", "all"]) == 0
    for locale in Locale:
        folder = tmp_path / locale.value
        table = (folder / "table_mid_hand.txt").read_text(encoding="utf-8")
        assert table.startswith(say(locale, "pic-hand-number", hand=4))
        assert (folder / "names_table_chinese.png").stat().st_size > 0
    traditional = (tmp_path / "zh-TW" / "showdown_dead_hand.txt").read_text(encoding="utf-8")
    assert say(Locale.ZH_TW, "showdown-dead") in traditional and "Dead hand" not in traditional
    assert str(tmp_path / "ms" / "hand_gin.png") in capsys.readouterr().out
    with pytest.raises(SystemExit):
        gallery([str(tmp_path), "--locale", "fr"])
