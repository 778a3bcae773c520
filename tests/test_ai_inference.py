"""The expert's reading of the opponent: hands that fit what they did."""

from __future__ import annotations

import random

from ginbot.ai.evaluate import cards_in
from ginbot.ai.inference import fitting_hands, throw_cost
from ginbot.ai.knowledge import Clue, Knowledge, read
from ginbot.ai.simple import melds_with
from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, Discard, Match, Rules, mask_of, parse_cards
from ginbot.engine.melds import arrange_mask

MINE = mask_of(parse_cards("2C 3C 4C 5D 5S 5H 7D 8D KH 9S"))


def _knowledge(thrown: str, known: str = "", clues: tuple[Clue, ...] = ()) -> Knowledge:
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
        clues=(*clues, Clue("throw", card, 0, 0, 0)),
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


def test_hands_that_could_knock_are_ones_the_opponent_does_not_hold() -> None:
    """A player who could have knocked would have: the sampled hands hold
    more deadwood than the knock limit."""
    know = _knowledge("9D")
    hands = fitting_hands(know, know.held_odds(), 100, random.Random(5))
    assert sum(arrange_mask(h)[0] > 10 for h in hands) >= 97


def test_a_card_let_go_by_seldom_melds_with_the_hand_they_held() -> None:
    passed = parse_cards("6H")[0]
    plain = _knowledge("KD")
    told = _knowledge("KD", clues=(Clue("pass", passed, 0, 0, 0),))

    def melding(know: Knowledge) -> int:
        hands = fitting_hands(know, know.held_odds(), 200, random.Random(2))
        return sum(melds_with(h, passed) for h in hands)

    assert melding(told) < melding(plain) / 2


def test_a_taken_card_they_keep_mostly_still_melds() -> None:
    taken = parse_cards("7S")[0]
    know = _knowledge("KD", known="7S")
    fitted = fitting_hands(know, know.held_odds(), 200, random.Random(4))
    rng = random.Random(4)
    pool = cards_in(know.unseen)
    chance = [mask_of(rng.sample(pool, 9)) | 1 << taken for _ in range(2000)]

    def melding(hands: list[int]) -> float:
        return sum(melds_with(h & ~(1 << taken), taken) for h in hands) / len(hands)

    assert melding(fitted) > 2 * melding(chance)


def test_throw_cost_counts_the_deadwood_a_throw_kept() -> None:
    hand = mask_of(parse_cards("AS 2S 3S 7H 7D 7C 4D 3C AC KD"))
    assert throw_cost(hand, parse_cards("TH")[0], None) == 0
    assert throw_cost(hand, parse_cards("5H")[0], None) == 5  # the KD could have gone
    # The card just taken cannot be thrown, so keeping it costs nothing.
    assert throw_cost(hand, parse_cards("5H")[0], parse_cards("KD")[0]) == 0


def test_read_keeps_the_opponents_passes_and_throws_as_clues() -> None:
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
    clue = read(match.view(0)).clues[-1]
    assert (clue.kind, clue.card, clue.taken) == ("throw", thrown.card, upcard)
    match.apply(DRAW_STOCK, 0)
    offered = next(a for a in state.legal_actions() if isinstance(a, Discard))
    match.apply(offered, 0)
    match.apply(DRAW_STOCK, 1)
    second = next(a for a in state.legal_actions() if isinstance(a, Discard))
    match.apply(second, 1)
    *_, old, passed, last = read(match.view(0)).clues
    # They let my discard go by, then threw from a stock draw.
    assert (passed.kind, passed.card, passed.draws) == ("pass", offered.card, 1)
    assert (last.kind, last.card, last.taken, last.draws) == ("throw", second.card, None, 0)
    # Their hand when they threw the first card: the second throw was in it.
    assert (old.card, old.thrown, old.draws) == (thrown.card, 1 << second.card, 1)
