"""Computer levels: legal play under every preset, no peeking, reproducible."""

from __future__ import annotations

import random

import pytest

from ginbot.ai import PLAYERS, make_player
from ginbot.ai.evaluate import stock_chances
from ginbot.ai.expert import ExpertPlayer
from ginbot.ai.knowledge import read
from ginbot.engine import (
    CARDS,
    DRAW_DISCARD,
    DRAW_STOCK,
    TABLE_PRESETS,
    Discard,
    Event,
    HandState,
    Knock,
    Match,
    MatchView,
    Pass,
    Phase,
    Rules,
    parse_cards,
    parse_house_rules,
)

LEVELS = sorted(PLAYERS)
# Hands played per level and preset: the thinking levels are slower.
HANDS = {"random": 300, "simple": 300, "easy": 300, "normal": 200, "expert": 40}


def play_hands(rules: Rules, levels: tuple[str, str], hands: int, seed: int) -> int:
    """Play ``hands`` hands (whole matches as needed), checking every action is legal."""
    played = 0
    number = 0
    while played < hands:
        match = Match(rules, seed * 1000 + number)
        players = [make_player(levels[0], number), make_player(levels[1], number + 1)]
        number += 1
        while not match.over and played < hands:
            if match.awaiting_deal:
                match.next_hand()
            seat = match.hand.to_move
            view = match.view(seat)
            action = players[seat].choose(view)
            assert action in view.hand.legal, f"{levels[seat]} chose {action} not in legal"
            match.apply(action, seat)
            if match.hand.is_over:
                played += 1
    return played


@pytest.mark.parametrize("preset", sorted(TABLE_PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_actions(level: str, preset: str) -> None:
    rules = Rules.preset(preset)
    hands = HANDS[level]
    # Half against the baseline, half against itself; random opponents make long hands.
    assert play_hands(rules, (level, "simple"), hands // 2, seed=1) == hands // 2
    assert play_hands(rules, ("random", level), hands - hands // 2, seed=2) > 0


# Every Rules option set away from its default at least once, some together.
HOUSE_RULES = (
    "big_gin big_gin_bonus=50", "knock_limit=0", "knock_limit=1", "deal=scarne oklahoma",
    "dealer=loser straight_gin", "oklahoma oklahoma_spades_double big_gin",
    "bonuses shutout=plus100 unit_scoring box_bonus=0 game_bonus=0",
    "hollywood target=30", "gin_bonus=0 undercut_bonus=0", "target=1",
)


@pytest.mark.parametrize("house", HOUSE_RULES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_actions_under_every_option(level: str, house: str) -> None:
    rules = parse_house_rules(house)
    hands = max(4, HANDS[level] // 10)
    assert play_hands(rules, (level, "random"), hands, seed=3) == hands


def _opponent_known(state: HandState, opp: int) -> int:
    """Cards the opponent took from the pile and still holds (public knowledge)."""
    known = 0
    for event in state.history:
        if event.player != opp or event.card is None:
            continue
        if event.kind == "take":
            known |= 1 << event.card
        elif event.kind in ("discard", "knock", "gin"):
            known &= ~(1 << event.card)
    return known


def _reshuffle_hidden(match: Match, player: int, rng: random.Random) -> None:
    """Deal the cards ``player`` cannot see (opponent's unknown cards and the
    stock) again, keeping everything the player's view shows."""
    state = match.hand
    opp = 1 - player
    known = _opponent_known(state, opp)
    hidden_opp = [c for c in range(52) if state.hands[opp] >> c & 1 and not known >> c & 1]
    pool = hidden_opp + list(state.stock)
    rng.shuffle(pool)
    new_opp = known
    for card in pool[: len(hidden_opp)]:
        new_opp |= 1 << card
    state.hands[opp] = new_opp
    state.stock[:] = pool[len(hidden_opp) :]


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_hidden_cards(level: str) -> None:
    rng = random.Random(7)
    checked = 0
    for number in range(4 if level == "expert" else 10):
        match = Match(Rules(), 500 + number)
        players = [make_player(level, 11), make_player("simple", 12)]
        while not match.over and match.hand_number < 3:
            if match.awaiting_deal:
                match.next_hand()
            seat = match.hand.to_move
            view = match.view(seat)
            action = players[seat].choose(view)
            if seat == 0:
                twin = Match(Rules(), 500 + number)
                twin.hand = match.hand.copy()
                twin.hand_seeds = list(match.hand_seeds)
                twin.results = list(match.results)
                twin.games = match.games
                _reshuffle_hidden(twin, 0, rng)
                twin_view = twin.view(0)
                assert twin_view == view
                assert make_player(level, 11).choose(twin_view) == action
                checked += 1
            match.apply(action, seat)
    assert checked > 20


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_matches_repeat_exactly(level: str) -> None:
    def record(seed: int) -> str:
        match = Match(Rules.preset("quick"), 99)
        players = [make_player(level, seed), make_player("simple", seed + 1)]
        while not match.over:
            if match.awaiting_deal:
                match.next_hand()
            seat = match.hand.to_move
            match.apply(players[seat].choose(match.view(seat)), seat)
        return match.record().to_json()

    assert record(5) == record(5)


def test_a_player_asked_again_gives_the_same_answer() -> None:
    """The service rebuilds matches after a restart and asks again."""
    match = Match(Rules(), 3)
    for _ in range(12):
        seat = match.hand.to_move
        view = match.view(seat)
        for level in LEVELS:
            first = make_player(level, 4).choose(view)
            assert make_player(level, 4).choose(view) == first
        match.apply(make_player("simple", 1).choose(view), seat)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="levels are"):
        make_player("grandmaster")


# -- positions ---------------------------------------------------------------


def _position(mine: str, theirs: str, upcard: str, rules: Rules | None = None) -> Match:
    """A match whose first hand is set to a chosen position, seat 0 to draw."""
    match = Match(rules or Rules(), 1)
    state = match.hand
    cards_mine, cards_theirs = parse_cards(mine), parse_cards(theirs)
    up = parse_cards(upcard)[0]
    used = {*cards_mine, *cards_theirs, up}
    state.hands = [sum(1 << c for c in cards_mine), sum(1 << c for c in cards_theirs)]
    state.pile = [up]
    state.stock = [c for c in CARDS if c not in used]
    state.phase = Phase.DRAW
    state.to_move = 0
    state.stock_only = False
    return match


def _view(match: Match) -> MatchView:
    return match.view(match.hand.to_move)


def test_simple_takes_the_upcard_only_when_it_melds() -> None:
    melds = _position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "7D")
    assert make_player("simple").choose(_view(melds)) == DRAW_DISCARD
    loose = _position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    assert make_player("simple").choose(_view(loose)) == DRAW_STOCK


def test_simple_discards_to_the_least_deadwood_and_knocks_at_once() -> None:
    match = _position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    match.apply(DRAW_DISCARD, 0)
    # Keeping AD and shedding KD leaves 1 deadwood: knock at once.
    assert make_player("simple").choose(_view(match)) == Knock(parse_cards("KD")[0])


def test_simple_passes_a_first_upcard_that_does_not_meld() -> None:
    match = _position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    match.hand.phase = Phase.OFFER
    assert make_player("simple").choose(_view(match)) == Pass()


@pytest.mark.parametrize("level", ["simple", "easy", "normal", "expert"])
def test_every_thinking_level_takes_gin(level: str) -> None:
    match = _position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "5C")
    match.apply(DRAW_DISCARD, 0)
    assert make_player(level).choose(_view(match)) == Knock(parse_cards("KD")[0])


def test_easy_knocks_as_soon_as_it_may() -> None:
    match = _position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "4D")
    match.apply(DRAW_DISCARD, 0)
    assert make_player("easy").choose(_view(match)) == Knock(parse_cards("KD")[0])


def test_normal_does_not_feed_a_meld_the_opponent_is_collecting() -> None:
    """The opponent took JH and QH: normal keeps KH although it is the highest
    loose card; simple, which ignores the opponent, throws it."""
    match = _position("2C 3C 4C 5D 5S 5H 7D 8D KH 9S", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
    state = match.hand
    jack, queen, drawn = parse_cards("JH QH 3D")
    state.history = [
        Event("pass", 1, CARDS[parse_cards("AD")[0]]),
        Event("take", 1, jack),
        Event("discard", 1, CARDS[parse_cards("KS")[0]]),
        Event("take", 1, queen),
        Event("discard", 1, CARDS[parse_cards("KC")[0]]),
    ]
    state.pile = parse_cards("AD KS KC")
    state.stock = [c for c in state.stock if c not in (drawn, *state.pile)]
    state.hands[0] |= 1 << drawn
    state.drawn = drawn
    state.phase = Phase.DISCARD
    view = _view(match)
    kh = parse_cards("KH")[0]
    assert make_player("simple").choose(view) == Discard(kh)
    assert make_player("normal").choose(view) != Discard(kh)
    assert make_player("expert").choose(view) != Discard(kh)


def test_expert_charges_a_feeding_discard_more_when_the_opponent_is_close() -> None:
    """The danger of a discard weighs more when the opponent may knock next."""
    match = _position("2C 3C 4C 5D 5S 5H 7D 8D KH 9S", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
    match.apply(DRAW_DISCARD, 0)
    view = _view(match)
    expert = make_player("expert")
    assert isinstance(expert, ExpertPlayer)
    know = read(view)
    odds = [0.0] * 52
    odds[parse_cards("QH")[0]] = odds[parse_cards("JH")[0]] = 0.9  # KH would meld
    draws = stock_chances(know, odds)
    reading = expert._read(know, random.Random(1))._replace(odds=odds)
    calm, close = (
        {
            p.card: p
            for p in expert._discard_prices(
                know.hand, view.hand.taken, reading._replace(threat=threat), draws, 1.0
            )
        }
        for threat in (0.0, 0.5)
    )
    king, nine = parse_cards("KH")[0], parse_cards("9S")[0]
    assert calm[king].danger > 0.8 and calm[nine].danger == 0.0
    assert calm[nine].value == close[nine].value
    extra = ExpertPlayer.style.danger_threat * 0.5 * calm[king].danger
    assert extra > 2.0
    assert close[king].value == pytest.approx(calm[king].value + extra)
