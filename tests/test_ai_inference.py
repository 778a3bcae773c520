"""The expert's reading of the opponent: hands that fit what they did."""

from __future__ import annotations

import dataclasses
import random

from ginbot.ai.evaluate import cards_in
from ginbot.ai.inference import fitting_hands, throw_cost
from ginbot.ai.knowledge import Knowledge, Move, read
from ginbot.ai.simple import melds_with
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Deal,
    Discard,
    Match,
    Rules,
    arrange_mask,
    mask_of,
    parse_cards,
)

MINE = mask_of(parse_cards("2C 3C 4C 5D 5S 5H 7D 8D KH 9S"))
FILLERS = parse_cards("QC JC")  # what they threw on the turns they took a card


def _knowledge(thrown: str, known: str = "", passed: str = "") -> Knowledge:
    """The opponent took the ``known`` cards (throwing a filler each time), then
    let the ``passed`` cards go by, drew from the stock and threw ``thrown``."""
    card = parse_cards(thrown)[0]
    takes = parse_cards(known) if known else []
    passes = parse_cards(passed) if passed else []
    story: list[Move] = []
    for take, filler in zip(takes, FILLERS, strict=False):
        story += [Move("take", take), Move("throw", filler, take)]
    story += [Move("pass", p) for p in passes]
    story += [Move("draw"), Move("throw", card)]
    pile = mask_of([*FILLERS[: len(takes)], *passes, card])
    return Knowledge(
        me=0,
        hand=MINE,
        pile=pile,
        upcard=card,
        opp_known=mask_of(takes),
        opp_taken=tuple(takes),
        opp_passed=tuple(passes),
        opp_discards=(*FILLERS[: len(takes)], card),
        my_discards=(),
        opp_size=10,
        stock_size=25,
        turns=5,
        story=tuple(story),
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
    told = _knowledge("KD", passed="6H")

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
    assert throw_cost(hand, parse_cards("TH")[0], None) == (18, 0)
    assert throw_cost(hand, parse_cards("5H")[0], None) == (18, 5)  # the KD could have gone
    # The card just taken cannot be thrown, so keeping it costs nothing.
    assert throw_cost(hand, parse_cards("5H")[0], parse_cards("KD")[0]) == (18, 0)


def test_read_tells_the_opponents_story_in_order() -> None:
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
    assert read(match.match_view(0)).story[-2:] == (
        Move("take", upcard),
        Move("throw", thrown.card, upcard),
    )
    match.apply(DRAW_STOCK, 0)
    offered = next(a for a in state.legal_actions() if isinstance(a, Discard))
    match.apply(offered, 0)
    match.apply(DRAW_STOCK, 1)
    second = next(a for a in state.legal_actions() if isinstance(a, Discard))
    match.apply(second, 1)
    # They let my discard go by, drew from the stock (a card I cannot see) and threw.
    assert read(match.match_view(0)).story[-3:] == (
        Move("pass", offered.card),
        Move("draw"),
        Move("throw", second.card),
    )


def test_a_scarne_opening_discard_comes_without_a_draw() -> None:
    match = Match(Rules(deal=Deal.SCARNE), 4)
    state = match.hand
    opener = state.to_move
    match.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)), opener)
    story = read(match.match_view(1 - opener)).story
    assert [m.kind for m in story] == ["throw"]


def test_an_old_pass_still_weighs_on_the_cards_dealt_then() -> None:
    """They let the 6H go by, then drew and threw three times: most of the
    cards they hold now were dealt, and those did not meld with the 6H."""
    passed = parse_cards("6H")[0]
    throws = parse_cards("QD JD KD")

    def story(*first: Move) -> Knowledge:
        know = _knowledge("KD")
        moves = (*first, *(m for card in throws for m in (Move("draw"), Move("throw", card))))
        pile = mask_of(throws) | (1 << passed if first else 0)
        return dataclasses.replace(know, story=moves, pile=pile, opp_discards=tuple(throws))

    def melding(know: Knowledge) -> int:
        hands = fitting_hands(know, know.held_odds(), 200, random.Random(6))
        return sum(melds_with(h, passed) for h in hands)

    assert melding(story(Move("pass", passed))) < 0.75 * melding(story())
