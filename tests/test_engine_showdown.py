import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    CARDS,
    Outcome,
    Rules,
    Side,
    deadwood,
    is_meld,
    parse_cards,
    showdown,
)
from tests import reference

KNOCKER_MELDS = "2S 3S 4S 9H 9D 9C KC QC JC"


def show(knocker, defender, rules=None, **kwargs):
    return showdown(parse_cards(knocker), parse_cards(defender), rules or Rules(), **kwargs)


# -- the worked examples of RULES.md section 7 -----------------------------------


def test_knock_with_4_against_19_scores_15():
    result = show(f"{KNOCKER_MELDS} 4D", "AH AD AC 5C 6C 7C 8C 10H 7D 2H")
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Side.KNOCKER, 15)
    assert (result.knocker_deadwood, result.defender_deadwood) == (4, 19)
    assert result.layoffs == ()


def test_gin_against_23_scores_48():
    result = show(f"{KNOCKER_MELDS} 10C", "AH AD AC 5C 6C 7C 8C 10H 7D 6H")
    assert (result.outcome, result.winner, result.points) == (Outcome.GIN, Side.KNOCKER, 48)


def test_knock_with_8_defender_5_after_layoffs_undercuts_for_28():
    result = show(f"{KNOCKER_MELDS} 8D", "5S 6S 10C AH AD AC 5C 6C 7C 5H")
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Side.DEFENDER, 28)
    assert result.defender_deadwood == 5
    assert {str(lo.card) for lo in result.layoffs} == {"5♠", "6♠", "10♣"}


def test_knock_with_10_against_10_the_tie_goes_to_the_defender():
    result = show(f"{KNOCKER_MELDS} 10D", "AH AD AC 5C 6C 7C 6D 6H 6S 10H")
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Side.DEFENDER, 25)


def test_knock_with_10_against_6_undercut_scores_29():
    result = show(f"{KNOCKER_MELDS} 10D", "AH AD AC QH QD QS 5C 6C 7C 6H")
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Side.DEFENDER, 29)


def test_gin_against_21_scores_46_and_nothing_is_laid_off_on_gin():
    # 5S would extend 2S-3S-4S, but nothing can be laid off onto gin.
    result = show(f"{KNOCKER_MELDS} 10C", "AH AD AC QH QD QS 8H 6D 5S 2D")
    assert (result.outcome, result.points) == (Outcome.GIN, 46)
    assert result.layoffs == () and result.defender_deadwood == 21


def test_knock_with_3_against_12_scores_9():
    result = show(f"{KNOCKER_MELDS} 3D", "4H 5H 6H 7H 8H AH AD AC QD 2D")
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Side.KNOCKER, 9)


def test_rule_book_layoff_example():
    result = show("6H 7H 8H 9C 9S 9D 2S 3S 4S 5D", "2H 3H 4H QS QH QD QC 9H 7S AC")
    assert (result.outcome, result.points) == (Outcome.KNOCK, 3)
    assert result.knocker_deadwood == 5 and result.defender_deadwood == 8
    assert len(result.layoffs) == 1
    layoff = result.layoffs[0]
    assert str(layoff.card) == "9♥"
    assert [str(c) for c in layoff.meld] == ["6♥", "7♥", "8♥"]
    assert sorted(map(str, result.defender_deadwood_cards)) == ["7♠", "A♣"]


# -- lay-offs ----------------------------------------------------------------------


def test_chained_layoffs_are_recorded_in_order_from_the_meld():
    result = show("6S 7S 8S KH KD KC 2C 3C 4C AD", "9S 10S 2H 4D 6C 8D QH 5H 3H 7D")
    laid = [str(lo.card) for lo in result.layoffs]
    assert laid == ["9♠", "10♠"]
    assert all([str(c) for c in lo.meld] == ["6♠", "7♠", "8♠"] for lo in result.layoffs)


def test_the_fourth_card_of_a_set_can_be_laid_off():
    result = show("KH KD KC 2C 3C 4C 7S 8S 9S AD", "KS 2H 4D 6C 8D QH 5H 3H 7D 10D")
    assert [str(lo.card) for lo in result.layoffs] == ["K♠"]
    assert result.defender_deadwood == deadwood(parse_cards("2H 4D 6C 8D QH 5H 3H 7D 10D"))


def test_a_card_may_be_worth_more_as_a_layoff_than_in_the_defenders_own_set():
    # 4H could be the fourth four; laid onto 5H-7H with 3H chained after it,
    # and 4S 4D 4C kept as a set, nothing of them is left.
    result = show("5H 6H 7H KS KD KC 9C 10C JC AD", "4H 4S 4D 4C 3H QS QD 8S 6D 9D")
    assert [str(lo.card) for lo in result.layoffs] == ["4♥", "3♥"]
    assert result.defender_deadwood == 10 + 10 + 8 + 6 + 9
    assert tuple(parse_cards("4S 4D 4C")) in result.defender_melds


def test_and_worth_more_in_the_defenders_own_meld_when_that_wins():
    # 5C could be the fourth five, but it is worth more in the run 5C 6C 7C.
    result = show("5S 5D 5H KS KD KC 9C 10C JC AD", "5C 6C 7C QS QD 8S 6D 2H 3S AS")
    assert result.layoffs == ()
    assert result.defender_deadwood == 10 + 10 + 8 + 6 + 2 + 3 + 1
    assert tuple(parse_cards("5C 6C 7C")) in result.defender_melds


def test_the_knocker_picks_the_arrangement_that_blocks_layoffs():
    # Showing 5H-8H lets 4H and 3H chain on (knocker +8); showing 6H-8H with
    # 5H as deadwood (10, still legal) blocks them: knocker +10.
    result = show("5H 6H 7H 8H JS JD JC 2C 2D AC", "3H 4H KS KD KH 10S 10D 10H 6C 7D")
    assert result.points == 10 and result.winner is Side.KNOCKER
    assert result.knocker_deadwood == 10
    assert "5♥" in map(str, result.knocker_deadwood_cards)
    assert result.layoffs == ()


def test_knock_over_the_limit_is_refused():
    with pytest.raises(ValueError, match="knock limit"):
        show(f"{KNOCKER_MELDS} KD", "AH AD AC 5C 6C 7C 8C 10H 7D 2H", Rules(knock_limit=5))
    with pytest.raises(ValueError, match="knock limit is 3"):
        show(f"{KNOCKER_MELDS} 4D", "AH AD AC 5C 6C 7C 8C 10H 7D 2H", knock_limit=3)


def test_big_gin_scores_its_bonus():
    rules = Rules(big_gin=True)
    result = show(f"{KNOCKER_MELDS} 10C 5S", "AH AD AC 5C 6C 7C 8C 10H 7D 6H", rules)
    assert (result.outcome, result.points) == (Outcome.BIG_GIN, 23 + 31)
    with pytest.raises(ValueError, match="big gin"):
        show(f"{KNOCKER_MELDS} 10C 5S", "AH AD AC 5C 6C 7C 8C 10H 7D 6H", Rules())


def test_multiplier_doubles_the_points():
    result = show(f"{KNOCKER_MELDS} 4D", "AH AD AC 5C 6C 7C 8C 10H 7D 2H", multiplier=2)
    assert result.points == 30
    assert "doubled" in result.describe("Ann", "Bob")


def test_bonuses_follow_the_rules():
    rules = Rules(gin_bonus=20, undercut_bonus=10)
    assert show(f"{KNOCKER_MELDS} 10C", "AH AD AC 5C 6C 7C 8C 10H 7D 6H", rules).points == 43
    assert show(f"{KNOCKER_MELDS} 10D", "AH AD AC QH QD QS 5C 6C 7C 6H", rules).points == 14


def test_describe_reads_like_the_result():
    assert show(f"{KNOCKER_MELDS} 4D", "AH AD AC 5C 6C 7C 8C 10H 7D 2H").describe(
        "Ann", "Bob"
    ) == "Knock 4 vs 19: Ann +15"


def test_showdown_results_are_consistent():
    result = show("6H 7H 8H 9C 9S 9D 2S 3S 4S 5D", "2H 3H 4H QS QH QD QC 9H 7S AC")
    assert all(is_meld(m) for m in result.knocker_melds + result.defender_melds)
    shown = [c for m in result.defender_melds for c in m]
    shown += list(result.defender_deadwood_cards) + [lo.card for lo in result.layoffs]
    assert sorted(shown) == sorted(parse_cards("2H 3H 4H QS QH QD QC 9H 7S AC"))


@st.composite
def knock_deal(draw):
    low = draw(st.integers(0, 5))
    width = draw(st.integers(6, 8))
    pool = [CARDS[s * 13 + r] for s in range(4) for r in range(low, low + width)]
    cards = draw(st.permutations(pool))[:20]
    return cards[:10], cards[10:]


@settings(max_examples=150, deadline=None)
@given(knock_deal())
def test_showdown_equals_the_brute_force(deal):
    knocker, defender = deal
    assume(deadwood(knocker) <= 10)
    result = showdown(knocker, defender, Rules())
    assert (result.outcome.value, result.points) == reference.showdown_outcome(
        knocker, defender, 10
    )
    if result.outcome is not Outcome.GIN:
        shown = [c for m in result.defender_melds for c in m]
        shown += list(result.defender_deadwood_cards) + [lo.card for lo in result.layoffs]
        assert sorted(shown) == sorted(defender)
        assert sum(c.value for c in result.defender_deadwood_cards) == result.defender_deadwood
