import pytest
from hypothesis import given, settings

from ginbot.engine import (
    Arrangement,
    arrange_mask,
    best_arrangement,
    best_discard,
    deadwood,
    discard_deadwoods,
    is_meld,
    knock_discards,
    parse_cards,
)
from tests import reference
from tests.strategies import any_hand, dense_hand, random_hand


def cards(text):
    return parse_cards(text)


def test_rule_book_example_four_sevens_or_run():
    arrangement = best_arrangement(cards("7H 7S 7D 7C 8C 9C"))
    assert arrangement.deadwood_points == 0
    assert set(map(frozenset, arrangement.melds)) == {
        frozenset(cards("7H 7S 7D")),
        frozenset(cards("7C 8C 9C")),
    }


def test_ace_is_low_and_runs_never_wrap():
    assert best_arrangement(cards("AS 2S 3S")).deadwood_points == 0
    assert best_arrangement(cards("QS KS AS")).deadwood_points == 21
    assert not is_meld(cards("QS KS AS"))
    assert is_meld(cards("AS 2S 3S"))


def test_meld_shapes():
    assert is_meld(cards("9C 9S 9D"))
    assert is_meld(cards("9C 9S 9D 9H"))
    assert not is_meld(cards("9C 9S"))
    assert not is_meld(cards("9C 10C JD"))
    assert is_meld(cards("5H 6H 7H 8H 9H 10H"))
    assert not is_meld(cards("5H 6H 8H"))


def test_deadwood_values_court_cards_ten():
    arrangement = best_arrangement(cards("KS QH JD 10C AS"))
    assert arrangement.deadwood_points == 41
    assert arrangement.melds == ()
    assert sorted(arrangement.deadwood) == sorted(cards("KS QH JD 10C AS"))


def test_a_card_belongs_to_one_meld_only():
    # 7D could finish the diamond run or the set of sevens, not both.
    arrangement = best_arrangement(cards("7S 7H 7D 5D 6D"))
    used = [c for meld in arrangement.melds for c in meld]
    assert len(used) == len(set(used))
    assert arrangement.deadwood_points == 11  # 5D 6D left, or 7S 7H: both 11 and 14 -> 11


def test_arrangement_partitions_the_hand():
    hand = cards("2S 3S 4S 5S 9H 9D 9C KC QC JC")
    arrangement = best_arrangement(hand)
    laid = [c for m in arrangement.melds for c in m] + list(arrangement.deadwood)
    assert sorted(laid) == sorted(hand)
    assert arrangement.deadwood_points == 0
    assert all(is_meld(m) for m in arrangement.melds)


def test_duplicates_are_refused():
    with pytest.raises(ValueError, match="twice"):
        best_arrangement(cards("7H 7H 8H"))


def test_best_discard_needs_eleven_cards():
    with pytest.raises(ValueError, match="11 cards"):
        best_discard(cards("7H 8H 9H"))


def test_best_discard_finds_gin():
    card, arrangement = best_discard(cards("2S 3S 4S 5S 9H 9D 9C KC QC JC 8D"))
    assert card == cards("8D")[0]
    assert arrangement.deadwood_points == 0


def test_best_discard_breaks_a_four_card_meld_when_that_wins():
    # All 11 meld (big gin); any discard from the 4-run's end keeps gin.
    card, arrangement = best_discard(cards("2S 3S 4S 5S 9H 9D 9C KC QC JC 10C"))
    assert arrangement.deadwood_points == 0
    assert card in cards("2S 5S 10C KC")


def test_knock_discards_respects_limit_and_the_card_just_taken():
    hand = cards("2S 3S 4S 9H 9D 9C KC QC JC 5D 3H")
    five, three = cards("5D 3H")
    assert knock_discards(hand, 10) == {five: 3, three: 5}
    assert knock_discards(hand, 10, taken=five) == {three: 5}
    assert knock_discards(hand, 4) == {five: 3}
    assert knock_discards(hand, 2) == {}


def test_from_melds_checks_the_melds():
    hand = cards("7H 8H 9H 7S 7D 2C")
    arrangement = Arrangement.from_melds(hand, [cards("7H 8H 9H")])
    assert arrangement.deadwood_points == 7 + 7 + 2
    with pytest.raises(ValueError, match="not a legal meld"):
        Arrangement.from_melds(hand, [cards("7H 8H 9H"), cards("7H 7S 7D")])


@settings(max_examples=400, deadline=None)
@given(any_hand(10))
def test_best_arrangement_equals_brute_force_on_10(hand):
    arrangement = best_arrangement(hand)
    assert arrangement.deadwood_points == reference.min_deadwood(hand)
    assert arrangement.deadwood_points == sum(c.value for c in arrangement.deadwood)
    assert all(is_meld(m) for m in arrangement.melds)
    laid = [c for m in arrangement.melds for c in m] + list(arrangement.deadwood)
    assert sorted(laid) == sorted(hand)


@settings(max_examples=200, deadline=None)
@given(any_hand(11))
def test_best_arrangement_and_discard_on_11(hand):
    assert best_arrangement(hand).deadwood_points == reference.min_deadwood(hand)
    card, arrangement = best_discard(hand)
    assert card in hand
    assert arrangement.deadwood_points == reference.min_deadwood_after_discard(hand)
    assert arrangement.deadwood_points == deadwood([c for c in hand if c != card])


@settings(max_examples=150, deadline=None)
@given(dense_hand(11))
def test_every_discard_deadwood_is_exact(hand):
    from ginbot.engine import mask_of

    for card, dead in discard_deadwoods(mask_of(hand)).items():
        assert dead == reference.min_deadwood([c for c in hand if c != card])


@settings(max_examples=200, deadline=None)
@given(random_hand(7))
def test_small_hands_work_too(hand):
    assert arrange_mask(sum(1 << c for c in hand))[0] == reference.min_deadwood(hand)
