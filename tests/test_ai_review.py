"""The review API: every legal move priced in points from the best, the expert
playing the best of its own prices, and nothing read that the view hides."""

from __future__ import annotations

import random

import pytest

from ginbot.ai import ExpertPlayer, make_player
from ginbot.ai.review import (
    ACCURACY_MARGIN,
    Decision,
    Review,
    points_per_deadwood,
    review,
)
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Discard,
    Knock,
    Match,
    Pass,
    Phase,
    Rules,
    parse_cards,
    parse_house_rules,
)
from tests.ai_support import hearts_collected, hidden_twin, position, turns, view_of

SETS_AND_RUN = "7H 7S 7D 2C 3C 4C 9S 9D 9H KS"
THEIRS = "AS 2S 3S 4S 5S 6S 8S TS JS QS"


def card(name: str) -> int:
    return parse_cards(name)[0]


def check_prices(result: Review, legal: tuple[object, ...]) -> None:
    """Every legal move once, the best first at 0, the others below it."""
    actions = [p.action for p in result.prices]
    assert sorted(map(str, actions)) == sorted(map(str, legal))
    assert len(set(actions)) == len(actions)
    assert result.best.points == 0.0
    points = [p.points for p in result.prices]
    assert points == sorted(points, reverse=True)
    for price in result.prices:
        assert result.points(price.action) == price.points
        assert result.loss(price.action) == -price.points >= 0.0
    assert result.accurate(result.best.action)


@pytest.mark.slow
def test_a_match_reviewed_move_by_move() -> None:
    """Each decision of the expert's seat in a match against the baseline: every
    kind of decision comes up, every legal move is priced, and the expert plays
    the best of the prices its review gives."""
    match = Match(Rules(), 21)
    expert = ExpertPlayer(5)
    players = [expert, make_player("simple", 6)]
    kinds: set[Decision] = set()
    for seat, view in turns(match, players):
        if match.hand_number > 6 or match.over:
            break
        if seat != 0:
            continue
        result = expert.review(view)
        check_prices(result, view.hand.legal)
        kinds.add(result.decision)
        taking_back = (result.best.action == DRAW_DISCARD
                       and view.hand.upcard in result.knowledge.my_discards)
        if not taking_back:
            assert expert.choose(view) == result.best.action
        phase = view.hand.phase
        if phase is Phase.OFFER:
            assert result.decision is Decision.TAKE_OR_PASS
        elif phase is Phase.DRAW:
            assert result.decision is Decision.DRAW
            if not result.forced:
                assert result.draw is not None
        elif any(isinstance(a, Knock) for a in view.hand.legal):
            assert result.decision is Decision.KNOCK and result.weighings
        else:
            assert result.decision is Decision.DISCARD and result.discards
    assert kinds >= {Decision.DRAW, Decision.DISCARD, Decision.KNOCK}


def test_the_first_upcard_is_taken_or_passed() -> None:
    mine = "7H 7S 2C 3C 9D JD KS QH 5S 8C"
    for upcard, best in (("7D", DRAW_DISCARD), ("KD", Pass())):
        match = position(mine, THEIRS, upcard)
        match.hand.phase = Phase.OFFER
        result = review(view_of(match))
        assert result.decision is Decision.TAKE_OR_PASS
        assert result.best.action == best, upcard
        other = Pass() if best == DRAW_DISCARD else DRAW_DISCARD
        assert result.loss(other) > ACCURACY_MARGIN
        assert not result.accurate(other)


def test_a_card_that_melds_is_worth_more_than_the_stock() -> None:
    result = review(view_of(position("7H 7S 2C 3C 9D JD KS QH 5S 8C", THEIRS, "7D")))
    assert result.decision is Decision.DRAW
    assert result.best.action == DRAW_DISCARD
    assert result.draw is not None and result.draw.take < result.draw.stock
    loose = review(view_of(position("7H 7S 2C 3C 9D JD KS QH 5S 8C", THEIRS, "KD")))
    assert loose.best.action == DRAW_STOCK


def test_feeding_the_opponent_a_meld_gives_points_away() -> None:
    """The opponent took JH and QH: throwing KH (the least deadwood) is dearer than 9S."""
    result = review(view_of(hearts_collected()))
    assert result.decision is Decision.DISCARD
    king, nine = Discard(card("KH")), Discard(card("9S"))
    assert result.points(nine) > result.points(king)
    assert result.loss(king) > 0.0
    assert result.accurate(king, margin=result.loss(king))
    assert not result.accurate(king, margin=result.loss(king) / 2)


def test_gin_is_the_best_move_and_playing_on_gives_points_away() -> None:
    match = position(SETS_AND_RUN, THEIRS, "5C")
    match.apply(DRAW_DISCARD, 0)
    result = review(view_of(match))
    assert result.decision is Decision.KNOCK
    assert result.best.action == Knock(card("KS"))
    assert result.loss(Discard(card("KS"))) > 0.0
    assert len(result.weighings) == 1  # gin needs no second reading


def test_big_gin_is_priced_above_gin() -> None:
    rules = parse_house_rules("big_gin")
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H 9C", THEIRS, "5C", rules)
    match.apply(DRAW_DISCARD, 0)
    view = view_of(match)
    assert BigGin() in view.hand.legal
    result = review(view)
    check_prices(result, view.hand.legal)
    assert result.best.action == BigGin()
    assert result.loss(Knock(card("9C"))) >= rules.big_gin_bonus - rules.gin_bonus


def test_a_knock_is_priced_against_playing_on_on_every_reading() -> None:
    """Taking AD leaves 1 deadwood with KD out: knocking is priced against playing on,
    its margin the least of the readings that were made."""
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
    match.apply(DRAW_DISCARD, 0)
    view = view_of(match)
    result = review(view)
    check_prices(result, view.hand.legal)
    knock = Knock(card("KD"))
    style = ExpertPlayer.style
    margins = [w.margin(next(k for k in w.knocks if k.card == card("KD")), style)
               for w in result.weighings]
    first = result.weighings[0]
    best_discard = result.discards[0]
    assert result.points(knock) - result.points(Discard(best_discard.card)) == pytest.approx(
        min(margins))
    assert first.credit == style.hold_bias
    assert 1 <= len(result.weighings) <= 1 + style.confirm_knocks


def test_only_one_legal_move_is_forced() -> None:
    match = Match(Rules(), 4)
    hand = match.hand
    offered = hand.to_move
    match.apply(Pass(), offered)
    match.apply(Pass(), hand.to_move)
    view = match.match_view(hand.to_move)
    assert view.hand.legal == (DRAW_STOCK,)
    result = review(view)
    assert result.forced and result.best == (DRAW_STOCK, 0.0)


def test_no_decision_and_illegal_moves_are_refused() -> None:
    match = position(SETS_AND_RUN, THEIRS, "5C")
    with pytest.raises(ValueError, match="no decision"):
        review(match.match_view(1))
    result = review(view_of(match))
    with pytest.raises(ValueError, match="not a legal move"):
        result.points(Discard(card("KS")))


@pytest.mark.slow
def test_a_review_reads_nothing_the_view_hides() -> None:
    """The same review when every card the seat cannot see is dealt again."""
    rng = random.Random(3)
    checked = 0
    for number in range(3):
        match = Match(Rules(), 700 + number)
        players = [make_player("simple", 1), make_player("simple", 2)]
        for seat, view in turns(match, players):
            if match.hand_number > 2:
                break
            if seat == 0 and len(view.hand.history) % 3 == 0:
                twin = hidden_twin(match, 0, rng).match_view(0)
                assert twin == view
                assert review(twin) == review(view)
                checked += 1
    assert checked > 15


def test_the_same_review_every_time() -> None:
    view = view_of(hearts_collected())
    assert review(view) == review(view) == review(view, ExpertPlayer(0))


def test_a_deadwood_point_is_worth_more_as_the_stock_runs_out() -> None:
    assert points_per_deadwood(31) == points_per_deadwood(20) < points_per_deadwood(19)
    assert points_per_deadwood(14) < points_per_deadwood(13) == points_per_deadwood(0)
