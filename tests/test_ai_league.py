"""The league's styles: each one's defining choice, legal and seeded play under
every rule variant, no peeking, and how sim and the levels see them."""

from __future__ import annotations

import pytest

from ginbot.ai import PLAYERS, make_player
from ginbot.ai.knowledge import read
from ginbot.ai.league import STYLES, make_opponent, opponent_names
from ginbot.ai.league.defensive_gin_hunter import near_highest, takes
from ginbot.ai.league.pile_reader import wanted
from ginbot.ai.sim import play_match
from ginbot.cli import main
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    TABLE_PRESETS,
    Discard,
    Event,
    Knock,
    Match,
    MatchView,
    Pass,
    Phase,
    Rules,
    mask_of,
    parse_cards,
    parse_house_rules,
)
from tests.ai_support import (
    HOUSE_RULES,
    assert_blind_to_hidden_cards,
    hearts_collected,
    play_hands,
    position,
    seeded_record,
    view_of,
)

# The styles the league adds; ``baseline`` and ``expert`` are the levels
# ``simple`` and ``expert``, whose own tests are in test_ai_players.
NEW_STYLES = ("gin-hunter", "undercutter", "pile-reader", "defensive-gin-hunter")
# Three sets and a run held, KS loose: after taking the upcard, KS is the knock card.
SETS_AND_RUN = "7H 7S 7D 2C 3C 4C 9S 9D 9H KS"
THEIRS = "AS 2S 3S 4S 5S 6S 8S TS JS QS"


def card(name: str) -> int:
    return parse_cards(name)[0]


def taken(mine: str, upcard: str, stock: int | None = None) -> Match:
    """Seat 0 has taken ``upcard`` and is to discard; the stock cut to ``stock`` cards."""
    match = position(mine, THEIRS, upcard)
    if stock is not None:
        del match.hand.stock[stock:]
    match.apply(DRAW_DISCARD, 0)
    return match


def test_the_styles_are_opponents_not_levels() -> None:
    assert set(STYLES) == {"baseline", "gin-hunter", "undercutter", "pile-reader",
                           "defensive-gin-hunter", "expert"}
    assert STYLES["baseline"] is PLAYERS["simple"] and STYLES["expert"] is PLAYERS["expert"]
    for name in NEW_STYLES:
        assert name not in PLAYERS
        with pytest.raises(ValueError, match="levels are"):
            make_player(name)
        player = make_opponent(name, 3)
        assert player.level == name and player.seed == 3
    assert make_opponent("normal").level == "normal"
    assert set(opponent_names()) == set(PLAYERS) | set(STYLES)
    with pytest.raises(ValueError, match=r"no computer level or style 'grandmaster'; levels "
                       r"are random, .*; styles are baseline, gin-hunter"):
        make_opponent("grandmaster")


def test_gin_hunter_waits_with_eight_early_but_knocks_late_or_with_two() -> None:
    king = card("KS")
    early = view_of(taken(SETS_AND_RUN, "8D"))  # 8 deadwood after KS, 31 cards in the stock
    assert Knock(king) in early.hand.legal
    assert make_player("simple").choose(early) == Knock(king)
    assert not isinstance(make_opponent("gin-hunter").choose(early), Knock)
    late = view_of(taken(SETS_AND_RUN, "8D", stock=8))
    assert make_opponent("gin-hunter").choose(late) == Knock(king)
    low = view_of(taken(SETS_AND_RUN, "2D"))  # 2 deadwood, early
    assert make_opponent("gin-hunter").choose(low) == Knock(king)
    gin = view_of(taken(SETS_AND_RUN, "5C"))
    assert make_opponent("gin-hunter").choose(gin) == Knock(king)


def test_gin_hunter_keeps_a_near_meld_together() -> None:
    """KH, QH and TC each leave the same deadwood: the baseline throws any of
    them; the gin hunter keeps KH QH, a run when JH comes."""
    view = view_of(taken("7H 7S 7D 2C 3C KH QH TC 5D 9S", "4C"))
    baseline = {make_opponent("baseline", seed).choose(view) for seed in range(8)}
    assert Discard(card("QH")) in baseline or Discard(card("KH")) in baseline
    for seed in range(8):
        assert make_opponent("gin-hunter", seed).choose(view) == Discard(card("TC"))


def test_gin_hunter_takes_only_upcards_that_meld() -> None:
    assert make_opponent("gin-hunter").choose(view_of(position(SETS_AND_RUN, THEIRS, "5D"))) == (
        DRAW_STOCK)
    assert make_opponent("gin-hunter").choose(view_of(position(SETS_AND_RUN, THEIRS, "5C"))) == (
        DRAW_DISCARD)


def later_turn(mine: str, upcard: str, turns: int, thrown: str = "") -> Match:
    """Seat 0 to draw with ``upcard`` on top after ``turns`` turns of each seat: both
    passed a first upcard, then each threw stock cards (``thrown`` first), seat 1's
    last throw being ``upcard``."""
    match = position(mine, THEIRS, upcard)
    if not turns:
        return match
    state = match.hand
    named = parse_cards(thrown)
    state.stock = [c for c in state.stock if c not in named]
    more = 2 * turns - len(named)
    cards = [*named, *state.stock[:more]]
    del state.stock[:more]
    first, throws = cards[0], [*cards[1:], state.pile[0]]
    state.history = [Event("pass", 0, first), Event("pass", 1, first)] + [
        Event("discard", i % 2, c) for i, c in enumerate(throws)]
    state.pile = [first, *throws]
    return match


def hunter_after(mine: str, upcard: str, turns: int) -> MatchView:
    """The defensive gin hunter's view in seat 0, having taken ``upcard`` in its turn
    after ``turns`` turns of each seat."""
    match = later_turn(mine, upcard, turns)
    match.apply(DRAW_DISCARD, 0)
    return view_of(match)


def test_defensive_gin_hunter_knocks_in_its_first_three_turns_then_only_with_gin() -> None:
    king = card("KS")
    hunter = make_opponent("defensive-gin-hunter")
    for turns in range(3):  # its first, second and third turns: any legal knock (8 here)
        assert hunter.choose(hunter_after(SETS_AND_RUN, "8D", turns)) == Knock(king), turns
    for turns in (3, 6):  # from its fourth turn on, only gin
        view = hunter_after(SETS_AND_RUN, "8D", turns)
        assert Knock(king) in view.hand.legal
        assert hunter.choose(view) == Discard(king)
        assert hunter.choose(hunter_after(SETS_AND_RUN, "AD", turns)) == Discard(king)
        assert hunter.choose(hunter_after(SETS_AND_RUN, "5C", turns)) == Knock(king)
    # Even at the last draw before a dead hand, a knock that is not gin waits.
    late = later_turn(SETS_AND_RUN, "AD", 4)
    del late.hand.stock[3:]
    late.apply(DRAW_DISCARD, 0)
    assert hunter.choose(view_of(late)) == Discard(king)


def test_defensive_gin_hunter_takes_an_upcard_only_into_a_meld_that_lowers_its_deadwood() -> None:
    hunter = make_opponent("defensive-gin-hunter")
    assert hunter.choose(view_of(position(SETS_AND_RUN, THEIRS, "5C"))) == DRAW_DISCARD
    # AD lowers the deadwood (it replaces KS) but melds with nothing: the stock.
    assert hunter.choose(view_of(position(SETS_AND_RUN, THEIRS, "AD"))) == DRAW_STOCK
    offer = position(SETS_AND_RUN, THEIRS, "AD")
    offer.hand.phase = Phase.OFFER
    assert hunter.choose(view_of(offer)) == Pass()
    # 8S makes a set with 8H and 8D, but their runs are worth more: the best
    # arrangement leaves 8S loose, although it lowers the deadwood (it replaces KC).
    runs = "6H 7H 8H 6D 7D 8D 2C 3C KC QS"
    assert not takes(mask_of(parse_cards(runs)), card("8S"))
    assert make_player("simple").choose(view_of(position(runs, THEIRS, "8S"))) == DRAW_DISCARD
    assert hunter.choose(view_of(position(runs, THEIRS, "8S"))) == DRAW_STOCK
    assert takes(mask_of(parse_cards(runs)), card("4C"))
    assert hunter.choose(view_of(position(runs, THEIRS, "4C"))) == DRAW_DISCARD


def test_defensive_gin_hunter_throws_near_its_highest_loose_card() -> None:
    """Loose KS, 9D, 4D, 3S and AH: only KS and 9D are within 5 points of the highest."""
    eleven = mask_of(parse_cards("7H 7S 7D 2C 3C 4C KS 9D 4D AH 3S"))
    assert sorted(near_highest(eleven, set(range(52)), 5)) == sorted(parse_cards("KS 9D"))
    every = mask_of(parse_cards("7H 7S 7D 2C 3C 4C 5C 9S 9D 9H 9C"))  # all melded
    assert near_highest(every, {card("5C"), card("9S")}, 5) == sorted(parse_cards("9S 5C"))
    view = view_of(taken("7H 7S 7D 2C 3C KS 9D 4C AH 2H", "4D"))
    for seed in range(4):
        assert make_opponent("defensive-gin-hunter", seed).choose(view) in (
            Discard(card("KS")), Discard(card("9D")))


def test_defensive_gin_hunter_keeps_back_what_the_opponent_may_meld() -> None:
    """The opponent took JH and QH: KH, its highest loose card, would fit them; it
    throws 9S, one point lower, which the opponent cannot meld."""
    view = view_of(hearts_collected())
    assert make_player("simple").choose(view) == Discard(card("KH"))
    assert make_opponent("defensive-gin-hunter").choose(view) == Discard(card("9S"))


def test_defensive_gin_hunter_throws_a_card_the_opponent_can_no_longer_meld() -> None:
    """QD and KC are its loose cards worth 10: the other queens and JD are in the pile,
    so QD can help nobody, while three kings are unseen."""
    match = later_turn("7H 7S 7D 2C 3C 4C 9S 9H QD KC", "5C", 2, thrown="QS QH QC JD")
    match.apply(DRAW_DISCARD, 0)
    view = view_of(match)
    assert make_opponent("defensive-gin-hunter").choose(view) == Discard(card("QD"))
    assert make_player("simple").choose(view) in (Discard(card("QD")), Discard(card("KC")))


def test_defensive_gin_hunter_shows_the_arrangement_with_the_fewest_layoffs() -> None:
    """7S sits in four sevens or in 7S-8S-9S-TS: shown in the run, it would let the
    defender lay 6S off; the knocker's cards are shown with the four sevens."""
    match = position("7S 7H 7D 7C 8S 9S TS AD 2C KH", "6S 2S 3S QH QD QC 5D 9C JH 4H", "3H")
    match.apply(DRAW_DISCARD, 0)
    action = make_opponent("defensive-gin-hunter").choose(view_of(match))
    assert action == Knock(card("KH"))
    match.apply(action, 0)
    result = match.hand.result
    assert result is not None and result.showdown is not None
    shown = result.showdown
    assert card("6S") not in {layoff.card for layoff in shown.layoffs}
    assert set(parse_cards("7S 7H 7D 7C")) in [set(meld) for meld in shown.knocker_melds]
    assert shown.defender_deadwood == 6 + 2 + 3 + 5 + 9 + 10 + 4


def test_undercutter_throws_its_highest_deadwood_and_holds_nine_early() -> None:
    mine = "7H 7S 9S 9D 9H KS 4H 3D AC AS"  # with 7D: two sets, KS 4H 3D AC AS loose
    early = view_of(taken(mine, "7D"))
    king = card("KS")
    assert Knock(king) in early.hand.legal  # 9 deadwood after KS
    assert make_player("simple").choose(early) == Knock(king)
    assert make_opponent("undercutter").choose(early) == Discard(king)
    # Early it knocks only for gin; late with 3 or less; at the last draws with any.
    two, four = "7H 7S 9S 9D 9H 4C 5C 6C KS 2H", "7H 7S 9S 9D 9H 4C 5C 6C KS 4H"
    undercutter = make_opponent("undercutter")
    assert undercutter.choose(view_of(taken(two, "7D"))) == Discard(king)
    assert undercutter.choose(view_of(taken(two, "7D", stock=10))) == Knock(king)
    assert undercutter.choose(view_of(taken(four, "7D", stock=10))) == Discard(king)
    last = view_of(taken(mine, "7D", stock=3))
    assert make_opponent("undercutter").choose(last) == Knock(king)


def test_undercutter_takes_a_low_upcard_that_replaces_a_high_card() -> None:
    mine = "7H 7S 7D 9S 9D 9H KS 4H 3D QC"
    assert make_opponent("undercutter").choose(view_of(position(mine, THEIRS, "AD"))) == (
        DRAW_DISCARD)
    assert make_player("simple").choose(view_of(position(mine, THEIRS, "AD"))) == DRAW_STOCK
    hand = position(mine, THEIRS, "AD")
    hand.hand.phase = hand.hand.phase.OFFER
    assert make_opponent("undercutter").choose(view_of(hand)) == DRAW_DISCARD
    hand = position(mine, THEIRS, "JD")
    hand.hand.phase = hand.hand.phase.OFFER
    assert make_opponent("undercutter").choose(view_of(hand)) == Pass()


def test_pile_reader_keeps_back_the_card_next_to_one_the_opponent_took() -> None:
    view = view_of(hearts_collected())
    kh, nine = card("KH"), card("9S")
    assert make_player("simple").choose(view) == Discard(kh)  # the least deadwood
    assert make_opponent("pile-reader").choose(view) == Discard(nine)  # the next least


def test_pile_reader_wants_the_rank_of_a_taken_card_until_that_rank_is_shed() -> None:
    know = read(view_of(hearts_collected()))  # they hold JH QH, threw KS and KC
    for name in ("JD", "QC", "TH", "KH"):
        assert wanted(card(name), know), name
    for name in ("9H", "9S", "AD", "TD"):
        assert not wanted(card(name), know), name
    know.opp_discards += (card("JC"),)
    assert not wanted(card("JD"), know) and wanted(card("QC"), know)


@pytest.mark.parametrize("preset", sorted(TABLE_PRESETS))
@pytest.mark.parametrize("style", NEW_STYLES)
@pytest.mark.slow
def test_every_style_plays_whole_matches_legally_under_every_preset(
    style: str, preset: str
) -> None:
    rules = Rules.preset(preset)
    for opponent in ("baseline", "undercutter"):
        for number in range(2):
            tally = play_match(rules, style, opponent, seed=8, number=number)
            assert tally.games == 1 and tally.hands >= 1
    assert play_hands(rules, (style, "random"), 30, seed=4) == 30
    assert play_hands(rules, ("gin-hunter", style), 30, seed=5) == 30


@pytest.mark.parametrize("house", HOUSE_RULES)
@pytest.mark.parametrize("style", NEW_STYLES)
@pytest.mark.slow
def test_every_style_plays_legally_under_every_option(style: str, house: str) -> None:
    assert play_hands(parse_house_rules(house), (style, "pile-reader"), 20, seed=6) == 20


@pytest.mark.parametrize("style", NEW_STYLES)
@pytest.mark.slow
def test_a_style_plays_the_same_match_for_the_same_seed(style: str) -> None:
    def record(seed: int) -> str:
        return seeded_record("classic", lambda s: make_opponent(style, s),
                             lambda s: make_opponent("baseline", s), seed)

    assert record(5) == record(5)
    assert record(5) != record(6)  # the baseline's ties fall by its seed


@pytest.mark.parametrize("style", NEW_STYLES)
@pytest.mark.slow
def test_style_decisions_do_not_depend_on_hidden_cards(style: str) -> None:
    assert_blind_to_hidden_cards(lambda seed: make_opponent(style, seed), 600, 8, at_least=50)


@pytest.mark.slow
def test_sim_plays_a_level_against_a_style(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--a", "easy", "--b", "gin-hunter", "--games", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "A: easy" in out and "B: gin-hunter" in out
    with pytest.raises(SystemExit):
        main(["sim", "--a", "grandmaster", "--quiet"])
    assert "invalid choice: 'grandmaster'" in capsys.readouterr().err
