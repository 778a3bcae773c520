"""The expert's reading of the opponent: hands that fit their last throw."""

from __future__ import annotations

import random

from ginbot.ai.inference import fitting_hands, throw_cost
from ginbot.ai.knowledge import Knowledge, read
from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, Discard, Match, Rules, mask_of, parse_cards
from ginbot.engine.melds import arrange_mask

MINE = mask_of(parse_cards("2C 3C 4C 5D 5S 5H 7D 8D KH 9S"))


def _knowledge(thrown: str, known: str = "") -> Knowledge:
    card = parse_cards(thrown)[0]
    opp_known = mask_of(parse_cards(known)) if known else 0
    return Knowledge(
        me=0,
        hand=MINE,
        pile=1 << card,
        upcard=card,
        opp_known=opp_known,
        opp_taken=(),
        opp_passed=(),
        opp_discards=(card,),
        my_discards=(),
        opp_size=10,
        stock_size=25,
        turns=5,
    )


def _mean_deadwood(know: Knowledge, seed: int = 3) -> float:
    hands = fitting_hands(know, know.held_odds(), 200, random.Random(seed))
    return sum(arrange_mask(h)[0] for h in hands) / len(hands)


def test_fitting_hands_hold_only_cards_the_opponent_can_hold() -> None:
    know = _knowledge("KS", known="JH QH")
    hands = fitting_hands(know, know.held_odds(), 30, random.Random(1))
    assert len(hands) == 30
    for hand in hands:
        assert hand.bit_count() == 10
        assert hand & know.opp_known == know.opp_known
        assert not hand & (know.hand | know.pile)
    again = fitting_hands(know, know.held_odds(), 30, random.Random(1))
    assert again == hands


def test_a_low_throw_tells_that_the_opponent_is_nearly_down() -> None:
    """Throwing a 2 when a higher loose card could have gone is a costly
    choice, so the hands that explain it hold little deadwood."""
    assert _mean_deadwood(_knowledge("2D")) < _mean_deadwood(_knowledge("KD")) - 5


def test_throw_cost_counts_the_deadwood_a_throw_kept() -> None:
    hand = mask_of(parse_cards("AS 2S 3S 7H 7D 7C 4D 3C AC KD"))
    assert throw_cost(hand, parse_cards("TH")[0], None) == 0
    assert throw_cost(hand, parse_cards("5H")[0], None) == 5  # the KD could have gone
    # The card just taken cannot be thrown, so keeping it costs nothing.
    assert throw_cost(hand, parse_cards("5H")[0], parse_cards("KD")[0]) == 0


def test_read_remembers_what_the_opponent_took_on_their_latest_turn() -> None:
    match = Match(Rules(), 8)
    state = match.hand
    while state.to_move != 1 or DRAW_DISCARD not in state.legal_actions():
        seat = state.to_move
        legal = state.legal_actions()
        action = DRAW_STOCK if DRAW_STOCK in legal else legal[0]
        if not isinstance(action, Discard) and action not in (DRAW_STOCK, DRAW_DISCARD):
            action = next(a for a in legal if a.__class__.__name__ in ("Pass", "Discard"))
        match.apply(action, seat)
    upcard = state.upcard
    match.apply(DRAW_DISCARD, 1)
    thrown = next(a for a in state.legal_actions() if isinstance(a, Discard))
    match.apply(thrown, 1)
    assert read(match.view(0)).opp_last_take == upcard
    match.apply(DRAW_STOCK, 0)
    match.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)), 0)
    match.apply(DRAW_STOCK, 1)
    match.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)), 1)
    assert read(match.view(0)).opp_last_take is None
