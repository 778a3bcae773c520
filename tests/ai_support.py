"""What the tests of computer players share: whole hands checked for legal play,
set positions, and a twin of a match with the hidden cards dealt again."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ginbot.ai import Player, make_player
from ginbot.ai.league import make_opponent
from ginbot.engine import (
    CARDS,
    Event,
    HandState,
    Match,
    MatchView,
    Phase,
    Rules,
    parse_cards,
)

# Every Rules option set away from its default at least once, some together.
HOUSE_RULES = (
    "big_gin big_gin_bonus=50", "knock_limit=0", "knock_limit=1", "deal=scarne oklahoma",
    "dealer=loser straight_gin", "oklahoma oklahoma_spades_double big_gin",
    "bonuses shutout=plus100 unit_scoring box_bonus=0 game_bonus=0",
    "hollywood target=30", "gin_bonus=0 undercut_bonus=0", "target=1",
)


def play_hands(rules: Rules, levels: tuple[str, str], hands: int, seed: int) -> int:
    """Play ``hands`` hands (whole matches as needed) between two levels or styles,
    checking every action is legal."""
    played = 0
    number = 0
    while played < hands:
        match = Match(rules, seed * 1000 + number)
        players = [make_opponent(levels[0], number), make_opponent(levels[1], number + 1)]
        number += 1
        while not match.over and played < hands:
            if match.awaiting_deal:
                match.next_hand()
            seat = match.hand.to_move
            view = match.match_view(seat)
            action = players[seat].choose(view)
            assert action in view.hand.legal, f"{levels[seat]} chose {action} not in legal"
            match.apply(action, seat)
            if match.hand.is_over:
                played += 1
    return played


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


def hidden_twin(match: Match, player: int, rng: random.Random) -> Match:
    """A copy of ``match`` in which the cards ``player`` cannot see are dealt again."""
    twin = Match(match.rules, match.seed)
    twin.hand = match.hand.copy()
    twin.hand_seeds = list(match.hand_seeds)
    twin.results = list(match.results)
    twin.games = match.games
    _reshuffle_hidden(twin, player, rng)
    return twin


def position(mine: str, theirs: str, upcard: str, rules: Rules | None = None) -> Match:
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


def view_of(match: Match) -> MatchView:
    """The view of the player to move."""
    return match.match_view(match.hand.to_move)


def hearts_collected() -> Match:
    """Seat 0 to discard after drawing 3D, holding KH (its highest loose card),
    9S and other loose cards; the opponent took JH and QH from the pile and holds them."""
    match = position("2C 3C 4C 5D 5S 5H 7D 8D KH 9S", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
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
    return match


def assert_blind_to_hidden_cards(
    make: Callable[[int], Player], first_match: int, matches: int, at_least: int
) -> None:
    """Seat 0's player (``make(seed)``) chooses the same when every card it cannot see is
    dealt again, over the first three hands of ``matches`` matches against the baseline."""
    rng = random.Random(7)
    checked = 0
    for number in range(matches):
        match = Match(Rules(), first_match + number)
        players = [make(11), make_player("simple", 12)]
        while not match.over and match.hand_number < 3:
            if match.awaiting_deal:
                match.next_hand()
            seat = match.hand.to_move
            view = match.match_view(seat)
            action = players[seat].choose(view)
            if seat == 0:
                twin_view = hidden_twin(match, 0, rng).match_view(0)
                assert twin_view == view
                assert make(11).choose(twin_view) == action
                checked += 1
            match.apply(action, seat)
    assert checked > at_least


def seeded_record(preset: str, make_a: Callable[[int], Player], make_b: Callable[[int], Player],
                  seed: int) -> str:
    """The record of match 99 under ``preset``, A (``make_a(seed)``) against B
    (``make_b(seed + 1)``): the same seed must give the same match."""
    match = Match(Rules.preset(preset), 99)
    for _ in turns(match, [make_a(seed), make_b(seed + 1)]):
        pass
    return match.record().to_json()


def turns(match: Match, players: list[Player]) -> Iterator[tuple[int, MatchView]]:
    """Each turn of ``match`` played out by ``players``: the seat to move and its view,
    given before that player moves."""
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
            continue
        seat = match.hand.to_move
        view = match.match_view(seat)
        yield seat, view
        match.apply(players[seat].choose(view), seat)
