"""The league's styles: each one's defining choice, legal and seeded play under
every rule variant, no peeking, and how sim and the levels see them."""

from __future__ import annotations

import pytest

from ginbot.ai import PLAYERS, make_player
from ginbot.ai.knowledge import read
from ginbot.ai.league import STYLES, make_opponent, opponent_names
from ginbot.ai.league.pile_reader import wanted
from ginbot.ai.sim import play_match
from ginbot.cli import main
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    TABLE_PRESETS,
    Discard,
    Knock,
    Match,
    Pass,
    Rules,
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
NEW_STYLES = ("gin-hunter", "undercutter", "pile-reader")
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
    assert set(STYLES) == {"baseline", "gin-hunter", "undercutter", "pile-reader", "expert"}
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
def test_every_style_plays_legally_under_every_option(style: str, house: str) -> None:
    assert play_hands(parse_house_rules(house), (style, "pile-reader"), 20, seed=6) == 20


@pytest.mark.parametrize("style", NEW_STYLES)
def test_a_style_plays_the_same_match_for_the_same_seed(style: str) -> None:
    def record(seed: int) -> str:
        return seeded_record("classic", lambda s: make_opponent(style, s),
                             lambda s: make_opponent("baseline", s), seed)

    assert record(5) == record(5)
    assert record(5) != record(6)  # the baseline's ties fall by its seed


@pytest.mark.parametrize("style", NEW_STYLES)
def test_style_decisions_do_not_depend_on_hidden_cards(style: str) -> None:
    assert_blind_to_hidden_cards(lambda seed: make_opponent(style, seed), 600, 8, at_least=50)


def test_sim_plays_a_level_against_a_style(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--a", "easy", "--b", "gin-hunter", "--games", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "A: easy" in out and "B: gin-hunter" in out
    with pytest.raises(SystemExit):
        main(["sim", "--a", "grandmaster", "--quiet"])
    assert "invalid choice: 'grandmaster'" in capsys.readouterr().err
