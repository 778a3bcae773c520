import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    TABLE_PRESETS,
    BigGin,
    HandNotOver,
    HandResult,
    Knock,
    Match,
    MatchIsOver,
    MatchRecord,
    Rules,
    RulesError,
    RulesProblem,
    parse_cards,
    replay,
    showdown,
)
from ginbot.engine.match import cut_for_deal
from tests.refused import refused


def play(match: Match, seed: int, knock_bias: float = 0.8, stop_after: int | None = None) -> Match:
    """Random legal play, knocking when it can most of the time."""
    rng = random.Random(seed)
    steps = 0
    while not match.over and (stop_after is None or steps < stop_after):
        if match.awaiting_deal:
            match.next_hand()
        actions = match.legal_actions()
        knocks = [a for a in actions if isinstance(a, (Knock, BigGin))]
        match.apply(rng.choice(knocks) if knocks and rng.random() < knock_bias else
                    rng.choice(actions))
        steps += 1
    return match


def expected_totals(match: Match) -> list[list[int]]:
    """The game totals recomputed from the hand results alone (a test oracle)."""
    rules = match.rules
    count = 3 if rules.hollywood else 1
    scores = [[0, 0] for _ in range(count)]
    won = [[0, 0] for _ in range(count)]
    ended = [False] * count
    wins = [0, 0]
    for result in match.results:
        if result.winner is None:
            continue
        wins[result.winner] += 1
        for g in range(min(wins[result.winner], count)):
            if not ended[g]:
                scores[g][result.winner] += result.points
                won[g][result.winner] += 1
                ended[g] = scores[g][result.winner] >= rules.target
    finals = []
    for g in range(count):
        final = list(scores[g])
        if rules.bonuses:
            winner = 0 if scores[g][0] >= rules.target else 1
            final = [s + rules.box_bonus * w for s, w in zip(scores[g], won[g], strict=True)]
            final[winner] += rules.game_bonus
            if scores[g][1 - winner] == 0:
                if rules.shutout == "double":
                    final[winner] *= 2
                elif rules.shutout == "plus100":
                    final[winner] += 100
        finals.append(final)
    return finals


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(TABLE_PRESETS)), st.integers(0, 2**40))
def test_random_matches_under_every_preset_end_with_a_winner(preset, seed):
    match = play(Match(Rules.preset(preset), seed), seed)
    assert match.over and match.winner in (0, 1)
    assert [[g.total(0), g.total(1)] for g in match.games] == expected_totals(match)
    for game in match.games:
        assert game.winner is not None
        assert game.scores[game.winner] >= match.rules.target
        assert game.scores[1 - game.winner] < match.rules.target
    if not match.rules.hollywood:
        assert match.winner == match.games[0].winner
    else:
        assert sum(g.winner == match.winner for g in match.games) >= 2
    with pytest.raises(MatchIsOver):
        match.apply(match.legal_actions()[0] if match.legal_actions() else BigGin())


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(TABLE_PRESETS)), st.integers(0, 2**40), st.integers(0, 400))
def test_replay_of_the_record_rebuilds_the_state(preset, seed, steps):
    live = play(Match(Rules.preset(preset), seed), seed, stop_after=steps)
    record = MatchRecord.from_json(live.record().to_json())
    assert record == live.record()
    rebuilt = replay(record)
    assert rebuilt.scores == live.scores and rebuilt.winner == live.winner
    assert rebuilt.results == live.results
    for player in (0, 1, None):
        assert rebuilt.view(player) == live.view(player)


def test_replay_refuses_a_tampered_record():
    live = play(Match(Rules(), 5), 5, stop_after=200)
    record = live.record()
    tampered = MatchRecord(record.rules, record.seed, (1, *record.hand_seeds[1:]), record.hands)
    with pytest.raises(ValueError, match="seed does not match"):
        replay(tampered)


def test_dealer_alternates_and_a_dead_hand_is_redealt_by_the_same_dealer():
    match = play(Match(Rules(), 3), 3, knock_bias=0.3)
    dealers = []
    probe = Match(Rules(), 3)
    for index, actions in enumerate(match.record().hands):
        if index:
            probe.next_hand()
        dealers.append(probe.hand.dealer)
        for text in actions:
            from ginbot.engine import parse_action

            probe.apply(parse_action(text))
    assert dealers[0] == match.first_dealer
    for before, after, result in zip(dealers, dealers[1:], match.results, strict=False):
        assert after == (before if result.dead else 1 - before)


def test_the_loser_deals_under_dealer_loser():
    match = Match(Rules(dealer="loser"), 9)
    rng = random.Random(9)
    while not match.over:
        if match.awaiting_deal:
            previous = match.hand
            match.next_hand()
            result = previous.result
            expected = previous.dealer if result.dead else 1 - result.winner
            assert match.hand.dealer == expected
        actions = match.legal_actions()
        knocks = [a for a in actions if isinstance(a, Knock)]
        match.apply(rng.choice(knocks) if knocks else rng.choice(actions))


def test_next_hand_needs_the_hand_to_be_over():
    match = Match(Rules(), 1)
    with pytest.raises(HandNotOver):
        match.next_hand()


def test_cut_for_deal_is_seeded_and_the_lower_card_deals():
    dealer, cuts = cut_for_deal(77)
    assert (dealer, cuts) == cut_for_deal(77)
    a, b = cuts[-1]
    assert a.rank != b.rank and dealer == (0 if a.rank < b.rank else 1)
    assert all(x.rank == y.rank for x, y in cuts[:-1])
    assert {cut_for_deal(s)[0] for s in range(40)} == {0, 1}


def knock_result(winner: int, points: int) -> HandResult:
    knocker = parse_cards("2S 3S 4S 9H 9D 9C KC QC JC 4D")
    defender = parse_cards("AH AD AC 5C 6C 7C 8C 10H 7D 2H")
    return HandResult(winner, winner, points, showdown(knocker, defender), (tuple(knocker),
                      tuple(defender)))


@pytest.mark.parametrize(
    ("shutout", "expected_winner_total"),
    [("double", (100 + 4 * 25 + 100) * 2), ("plus100", 100 + 4 * 25 + 100 + 100)],
)
def test_box_scoring_with_a_shutout(shutout, expected_winner_total):
    match = Match(Rules(bonuses=True, shutout=shutout), 1)
    for _ in range(4):
        match._score_hand(knock_result(0, 25))
    assert match.over and match.winner == 0
    assert match.scores == (expected_winner_total, 0)


def test_box_scoring_without_a_shutout_counts_every_hand_won():
    match = Match(Rules.preset("scarne"), 1)
    match._score_hand(knock_result(1, 30))
    match._score_hand(knock_result(0, 60))
    match._score_hand(knock_result(0, 45))
    assert match.over and match.winner == 0
    assert match.scores == (105 + 2 * 20 + 100, 30 + 20)


def test_box_scoring_result_is_the_margin_and_unit_scoring_drops_its_units():
    # Scarne: 102 in three hands + 3 boxes of 20 + game 100 = 262, against 60 + 20 = 80.
    for unit_scoring, expected in ((False, 182), (True, 18)):
        match = Match(Rules.preset("scarne").with_changes(unit_scoring=unit_scoring), 1)
        for winner, points in ((1, 60), (0, 40), (0, 32), (0, 30)):
            assert match.margin is None
            match._score_hand(knock_result(winner, points))
        assert match.over and match.winner == 0 and match.scores == (262, 80)
        assert match.margin == match.view(None).margin == expected


def test_without_box_scoring_there_is_no_margin_and_unit_scoring_is_refused():
    match = Match(Rules(), 1)
    for _ in range(4):
        match._score_hand(knock_result(0, 25))
    assert match.over and match.margin is None
    with refused(RulesError(RulesProblem.NEEDS, "unit_scoring", other="bonuses")):
        Rules(unit_scoring=True)


def test_hollywood_scores_the_nth_win_in_the_first_n_games():
    match = Match(Rules(hollywood=True), 1)
    match._score_hand(knock_result(0, 20))  # ann's 1st: game 1
    match._score_hand(knock_result(1, 10))  # bob's 1st: game 1
    match._score_hand(knock_result(0, 30))  # ann's 2nd: games 1, 2
    match._score_hand(knock_result(0, 40))  # ann's 3rd: games 1, 2, 3
    assert [g.scores for g in match.games] == [[90, 10], [70, 0], [40, 0]]
    match._score_hand(knock_result(0, 15))  # game 1 ends at 105
    assert match.games[0].winner == 0 and match.games[0].scores == [105, 10]
    match._score_hand(knock_result(1, 50))  # bob's 2nd: game 1 is over, so game 2 only
    assert [g.scores for g in match.games] == [[105, 10], [85, 50], [55, 0]]
    assert not match.over
    match._score_hand(knock_result(0, 50))
    assert match.over and match.winner == 0


def test_a_dead_hand_scores_nothing():
    match = Match(Rules(), 1)
    dead = HandResult(None, None, 0, None, ((), ()))
    match._score_hand(dead)
    assert match.scores == (0, 0) and match.results == [dead] and not match.over
