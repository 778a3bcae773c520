import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    CARDS,
    DRAW_STOCK,
    Discard,
    HandState,
    Knock,
    Outcome,
    Pass,
    Rules,
    Side,
    best_discard,
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


def test_the_knocker_never_leaves_a_meld_unmelded_to_block_layoffs():
    # Showing 6H-8H with 5H as deadwood (10, within the limit) would block 4H and 3H;
    # the knocker is shown and scored in the least arrangement, 5H-8H: 5 against 13.
    result = show("5H 6H 7H 8H JS JD JC 2C 2D AC", "3H 4H KS KD KH 10S 10D 10H 6C 7D")
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Side.KNOCKER, 8)
    assert result.knocker_deadwood == 5 and result.defender_deadwood == 13
    assert tuple(parse_cards("5H 6H 7H 8H")) in result.knocker_melds
    assert sorted(str(lo.card) for lo in result.layoffs) == ["3♥", "4♥"]


def test_the_knocker_is_scored_on_the_least_deadwood_not_a_blocking_arrangement():
    # Issue 20: 9S lays off on the nines, 5S 6S on 2S-4S, 10C on J-K of clubs: 1 vs 10.
    result = show("2S 3S 4S 9H 9D 9C JC QC KC AD", "2H 3H 4H 5H 5S 6S 9S TC 2D 8C")
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Side.KNOCKER, 9)
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 10)
    assert sorted(map(str, result.defender_deadwood_cards)) == ["2♦", "8♣"]


def test_rule_book_undercut_by_layoffs_onto_the_least_arrangement():
    # RULES.md section 6: the spade run is melded, A♠ 5♠ 6♠ are laid off, 0 undercuts 1.
    result = show("2S 3S 4S 9H 9D 9C JC QC KC AD", "AS 5S 6S 4H 5H 6H 7H 8D 8C 8H")
    assert (result.outcome, result.winner, result.points) == (
        Outcome.UNDERCUT, Side.DEFENDER, 26)
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 0)
    assert sorted(str(lo.card) for lo in result.layoffs) == ["5♠", "6♠", "A♠"]


def test_of_equal_least_arrangements_the_knocker_shows_the_one_that_blocks():
    # 4D goes to the fours (3D 5D dead) or to 3D-4D-5D (4S 4H dead): 10 either way.
    # Only the set of fours takes the defender's 4C, so the run is shown.
    result = show("2S 4S AH 2H 4H 2D 3D 4D 5D AC", "5S 7S 9S 3H 5H JD QD 4C 6C 8C")
    assert result.knocker_deadwood == 10
    assert tuple(parse_cards("3D 4D 5D")) in result.knocker_melds
    assert sorted(map(str, result.knocker_deadwood_cards)) == ["4♠", "4♥", "A♣", "A♥"]
    assert result.layoffs == ()
    assert (result.defender_deadwood, result.points) == (67, 57)


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
    assert (result.points, result.multiplier) == (30, 2)


def test_bonuses_follow_the_rules():
    rules = Rules(gin_bonus=20, undercut_bonus=10)
    assert show(f"{KNOCKER_MELDS} 10C", "AH AD AC 5C 6C 7C 8C 10H 7D 6H", rules).points == 43
    assert show(f"{KNOCKER_MELDS} 10D", "AH AD AC QH QD QS 5C 6C 7C 6H", rules).points == 14


def test_showdown_results_are_consistent():
    result = show("6H 7H 8H 9C 9S 9D 2S 3S 4S 5D", "2H 3H 4H QS QH QD QC 9H 7S AC")
    assert all(is_meld(m) for m in result.knocker_melds + result.defender_melds)
    shown = [c for m in result.defender_melds for c in m]
    shown += list(result.defender_deadwood_cards) + [lo.card for lo in result.layoffs]
    assert sorted(shown) == sorted(parse_cards("2H 3H 4H QS QH QD QC 9H 7S AC"))


@st.composite
def knock_deal(draw):
    """Meld-dense: both hands from a window of ranks, so sets, runs and lay-offs cross."""
    low = draw(st.integers(0, 5))
    width = draw(st.integers(6, 8))
    pool = [CARDS[s * 13 + r] for s in range(4) for r in range(low, low + width)]
    cards = draw(st.permutations(pool))[:20]
    return cards[:10], cards[10:]


def _meld(kind: int, a: int, b: int, size: int) -> frozenset[int]:
    """A run (kind 0: suit ``a``, from rank ``b``) or a set (kind 1: rank ``b``, leaving
    out suit ``a`` when three) of ``size`` cards."""
    if kind == 0:
        return frozenset(a * 13 + r for r in range(b, min(13, b + size)))
    suits = range(4) if size > 3 else [s for s in range(4) if s != a]
    return frozenset(s * 13 + b for s in suits)


melds = st.builds(_meld, st.integers(0, 1), st.integers(0, 3), st.integers(0, 12),
                  st.integers(3, 5))


@st.composite
def knock_hand_and_random_defender(draw):
    """A knocker built from melds and low cards; the defender any ten of the rest."""
    knocker: set[int] = set()
    for meld in draw(st.lists(melds, min_size=3, max_size=5)):
        if not meld & knocker and len(knocker | meld) <= 10:
            knocker |= meld
    low_cards = [c for c in range(52) if c % 13 < 4 and c not in knocker]
    knocker |= set(draw(st.permutations(low_cards))[:10 - len(knocker)])
    rest = [c for c in range(52) if c not in knocker]
    defender = draw(st.permutations(rest))[:10]
    return [CARDS[c] for c in knocker], [CARDS[c] for c in defender]


@st.composite
def knock_from_play(draw):
    """The hands at a knock of a hand played out: both sides throw their worst card and
    the first to be able to knocks."""
    state = HandState(Rules(), draw(st.integers(0, 1)), draw(st.integers(0, 2**32)))
    state.apply(Pass())
    state.apply(Pass())
    while not state.is_over:
        state.apply(DRAW_STOCK)
        knocks = [a for a in state.legal_actions() if isinstance(a, Knock)]
        if knocks:
            card = draw(st.sampled_from(knocks)).card
            knocker = [c for c in state.hand(state.to_move) if c != card]
            return knocker, state.hand(1 - state.to_move)
        state.apply(Discard(best_discard(state.hand(state.to_move))[0]))
    assume(False)
    return [], []


def check_against_reference(knocker, defender):
    assume(deadwood(knocker) <= 10)
    result = showdown(knocker, defender, Rules())
    assert (result.outcome.value, result.points) == reference.showdown_outcome(
        knocker, defender, 10
    )
    if result.outcome is not Outcome.GIN:
        assert result.knocker_deadwood == deadwood(knocker)
        shown = [c for m in result.defender_melds for c in m]
        shown += list(result.defender_deadwood_cards) + [lo.card for lo in result.layoffs]
        assert sorted(shown) == sorted(defender)
        assert sum(c.value for c in result.defender_deadwood_cards) == result.defender_deadwood


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(knock_deal())
def test_showdown_equals_the_brute_force_on_meld_dense_deals(deal):
    check_against_reference(*deal)


@settings(max_examples=150, deadline=None)
@given(knock_hand_and_random_defender())
def test_showdown_equals_the_brute_force_on_random_knock_hands(deal):
    check_against_reference(*deal)


@settings(max_examples=100, deadline=None)
@given(knock_from_play())
def test_showdown_equals_the_brute_force_on_knocks_from_play(deal):
    check_against_reference(*deal)
