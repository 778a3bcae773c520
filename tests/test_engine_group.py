"""Three-handed gin and two teams of two (RULES.md section 10)."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    BigGin,
    Knock,
    Match,
    Rules,
    RulesError,
    RulesProblem,
    SeatSitsOut,
    TeamMatch,
    ThreeHandedMatch,
    replay,
)
from ginbot.engine.group import cut_among, round_score
from tests.refused import refused

THREE, TEAMS = Rules.preset("three"), Rules.preset("teams")


def pick(rng: random.Random, actions: list) -> object:
    knocks = [a for a in actions if isinstance(a, (Knock, BigGin))]
    return rng.choice(knocks) if knocks and rng.random() < 0.8 else rng.choice(actions)


def test_rules_for_more_players_are_checked():
    assert THREE.players == 3 and TEAMS.players == 4
    with refused(RulesError(RulesProblem.PLAYERS, "players", 5)):
        Rules(players=5)
    with refused(RulesError(RulesProblem.HOLLYWOOD_PLAYERS, "hollywood", 3)):
        Rules(players=3, hollywood=True)
    with pytest.raises(ValueError, match="use ThreeHandedMatch or TeamMatch"):
        Match(THREE, 1)


def test_everyone_cuts_and_the_lowest_card_deals():
    dealer, cuts = cut_among(5, 3)
    assert (dealer, cuts) == cut_among(5, 3)
    assert [seat for seat, _ in cuts[0]] == [0, 1, 2]
    low = min(card.rank for _, card in cuts[-1])
    assert [seat for seat, card in cuts[-1] if card.rank == low] == [dealer]
    for before, after in itertools.pairwise(cuts):  # only the tied lowest cut again
        tied = min(card.rank for _, card in before)
        assert [s for s, c in before if c.rank == tied] == [s for s, _ in after]
    assert {cut_among(s, 3)[0] for s in range(60)} == {0, 1, 2}


def test_three_handed_the_dealer_sits_out_and_the_loser_deals_next():
    match = ThreeHandedMatch(THREE, 7)
    rng = random.Random(7)
    checked = 0
    while not match.over:
        if match.hand.is_over:
            seating, result = match.results[-1]
            dealer = match.dealer
            match.next_hand()
            if result.dead:
                assert match.dealer == dealer
            else:
                winner = seating.players[result.winner]
                loser = seating.players[1 - result.winner]
                assert match.dealer == loser and winner in match.seating.players
                assert dealer in match.seating.players  # who sat out plays now
                checked += 1
        assert match.sitting_out not in match.seating.players
        out = match.sitting_out
        with refused(SeatSitsOut(out)):
            match.apply(match.legal_actions()[0], out)
        match.apply(pick(rng, match.legal_actions()), match.to_move[0])
    assert checked > 0
    assert match.points[match.winner] >= THREE.target
    assert sorted(match.points)[1] < THREE.target  # one winner


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_three_handed_matches_end_and_replay(seed, bonuses):
    rules = THREE.with_changes(target=50, bonuses=bonuses)
    match = ThreeHandedMatch(rules, seed)
    rng = random.Random(seed)
    while not match.over:
        if match.hand.is_over:
            match.next_hand()
        match.apply(pick(rng, match.legal_actions()))
    again = replay(match.record())
    assert again.scores == match.scores and again.winner == match.winner
    box = rules.box_bonus if bonuses else 0
    game = rules.game_bonus if bonuses else 0
    for player in range(3):
        expected = match.points[player] + box * match.wins[player]
        assert match.scores[player] == expected + (game if player == match.winner else 0)


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        ([12, 30], [], (0, 42)),  # both hands won by the first team: both results
        ([], [25, 9], (1, 34)),
        ([20], [15], (0, 5)),  # one each: the larger scores the difference
        ([8], [33], (1, 25)),
        ([10], [10], (1, 0)),  # equal: nobody scores
        ([17], [], (0, 17)),  # the other hand was dead
        ([], [], (1, 0)),  # two dead hands
    ],
)
def test_team_round_scoring(first, second, expected):
    team, points = round_score(first, second)
    assert points == expected[1]
    if points:
        assert team == expected[0]


def test_teams_swap_opponents_every_round():
    match = TeamMatch(TEAMS, 3)
    assert [s.players for s in match.seatings] == [(0, 1), (2, 3)]
    rng = random.Random(3)
    while not match.awaiting_deal and not match.over:
        for table in (0, 1):
            hand, seating = match.tables[table], match.seatings[table]
            if not hand.is_over:
                match.apply(pick(rng, hand.legal_actions()), seating.players[hand.to_move])
    if not match.over:
        match.next_hand()
        assert [s.players for s in match.seatings] == [(0, 3), (2, 1)]


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32))
def test_team_matches_end_with_one_winning_team_and_replay(seed):
    rules = TEAMS.with_changes(target=60)
    match = TeamMatch(rules, seed)
    rng = random.Random(seed)
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        table = rng.choice([t for t in (0, 1) if not match.tables[t].is_over])
        hand, seating = match.tables[table], match.seatings[table]
        match.apply(pick(rng, hand.legal_actions()), seating.players[hand.to_move])
    assert match.scores[match.winner] >= 60 > match.scores[1 - match.winner]
    again = replay(match.record())
    assert again.scores == match.scores and again.winner == match.winner
