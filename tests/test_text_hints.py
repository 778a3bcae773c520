"""A hint in words: every reason in every language, from its fields."""

from __future__ import annotations

import pytest

from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, BigGin, Discard, Knock, Pass, parse_cards
from ginbot.model import Hint, HintReason
from ginbot.text import Locale, hint_line, hint_move, say

K, SEVEN = parse_cards("KS 7H")

EXAMPLES = [
    Hint(1, 0, DRAW_STOCK, HintReason.ONLY_MOVE),
    Hint(1, 0, Discard(K), HintReason.ONLY_MOVE),
    Hint(1, 0, DRAW_DISCARD, HintReason.TAKE_MELDS, 3.2, 12, SEVEN),
    Hint(1, 0, DRAW_DISCARD, HintReason.TAKE, 1.0, 20, SEVEN),
    Hint(1, 0, DRAW_STOCK, HintReason.STOCK, 2.4, None, SEVEN),
    Hint(1, 0, Pass(), HintReason.PASS, 0.3, None, SEVEN),
    Hint(1, 0, Discard(K), HintReason.DISCARD_SAFEST, 0.5, 12),
    Hint(1, 0, Discard(K), HintReason.DISCARD_LEAST, 0.5, 12),
    Hint(1, 0, Discard(K), HintReason.DISCARD_SAFER, 0.5, 15),
    Hint(1, 0, Discard(K), HintReason.DISCARD_DRAWS, 0.5, 15),
    Hint(1, 0, Knock(K), HintReason.KNOCK, 14.2, 6),
    Hint(1, 0, Knock(K), HintReason.GIN, 0.0, 0),
    Hint(1, 0, BigGin(), HintReason.BIG_GIN, 0.0, 0),
    Hint(1, 0, Discard(K), HintReason.PLAY_ON, 1.0, 8),
]


def test_the_examples_cover_every_reason():
    assert {hint.reason for hint in EXAMPLES} == set(HintReason)


@pytest.mark.parametrize("locale", list(Locale))
def test_every_hint_has_its_line_in_every_language(locale):
    for hint in EXAMPLES:
        line = hint_line(locale, hint)
        assert line.strip() and "{" not in line and "$" not in line, (hint, line)
        if locale is not Locale.EN:
            assert line != hint_line(Locale.EN, hint), (locale, hint)
        assert hint_move(locale, hint)


def test_a_hint_says_the_move_and_the_figures_of_its_price():
    assert hint_line(Locale.EN, EXAMPLES[10]) == (
        "Knock with 6 deadwood, discarding K♠: you win about 14 points more than playing on.")
    assert hint_line(Locale.EN, EXAMPLES[6]) == (
        "Discard K♠: the least deadwood kept (12) and the safest.")
    assert hint_line(Locale.EN, EXAMPLES[2]) == (
        "Take the 7♥: it completes a meld, leaving 12 deadwood.")
    assert hint_line(Locale.EN, EXAMPLES[5]) == (
        "Pass: the 7♥ helps you less than a card from the stock should (by less than a point).")
    assert say(Locale.EN, "hint-points", points=1) == "about 1 point"
    assert "红桃" in hint_line(Locale.ZH_CN, EXAMPLES[3])
