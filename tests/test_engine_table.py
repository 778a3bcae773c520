"""Every kind of table through the one ``Table`` interface (RULES.md section 10)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    BigGin,
    HandIsOver,
    Knock,
    Match,
    MatchRecord,
    NotYourTurn,
    Rules,
    SeatSitsOut,
    Table,
    TeamMatch,
    ThreeHandedMatch,
    parse_action,
    replay,
)
from tests.refused import refused

KINDS = {
    "two": lambda seed: Match(Rules().with_changes(target=60), seed),
    "three": lambda seed: ThreeHandedMatch(Rules.preset("three").with_changes(target=60), seed),
    "teams": lambda seed: TeamMatch(Rules.preset("teams").with_changes(target=60), seed),
}


def pick(rng: random.Random, actions: list) -> object:
    knocks = [a for a in actions if isinstance(a, (Knock, BigGin))]
    return rng.choice(knocks) if knocks and rng.random() < 0.8 else rng.choice(actions)


def play(table: Table, seed: int, check=None) -> list:
    """Play to the end through the interface only, every event kept."""
    rng = random.Random(seed)
    events = []
    while not table.over:
        if table.awaiting_deal:
            table.next_hand()
            continue
        seat = rng.choice(table.to_move)
        if check is not None:
            check(table, seat)
        events += table.apply(pick(rng, table.legal(seat)), seat)
    return events


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_whole_match_plays_to_the_end_and_replays_the_same(kind):
    table = KINDS[kind](11)
    events = play(table, 11)
    assert table.over and table.to_move == () and not table.awaiting_deal
    assert table.scores[table.winner] >= 60
    assert sorted(table.scores)[-2] < 60 or table.rules.bonuses
    assert table.seats == {"two": 2, "three": 3, "teams": 4}[kind]
    assert sorted(s for side in table.sides for s in side) == list(range(table.seats))
    assert {e.player for e in events} == set(range(table.seats))  # events name table seats
    record = MatchRecord.from_json(table.record().to_json())
    assert record == table.record()
    again = replay(record)
    assert type(again) is type(table)
    assert again.scores == table.scores and again.winner == table.winner
    assert again.record() == table.record()
    for seat in (*range(table.seats), None):
        assert again.view(seat) == table.view(seat)


def test_replay_refuses_a_record_whose_seats_disagree():
    table = KINDS["three"](4)
    play(table, 4)
    record = table.record()
    assert record.seats is not None
    first = record.seats[0]
    wrong = (((first[0] + 1) % 3, *first[1:]), *record.seats[1:])
    with pytest.raises(NotYourTurn):
        replay(MatchRecord(record.rules, record.seed, record.hand_seeds, record.hands, wrong))


def test_a_team_record_without_seats_is_refused():
    table = KINDS["teams"](2)
    play(table, 2)
    record = table.record()
    with pytest.raises(ValueError, match="seat of every action"):
        replay(MatchRecord(record.rules, record.seed, record.hand_seeds, record.hands))


def refusals_of_the_others(table: Table, seat: int) -> None:
    """Every seat that may not act now is refused by ``legal`` and by ``apply``."""
    action = table.legal(seat)[0]
    for other in range(table.seats):
        if other in table.to_move:
            continue
        if isinstance(table, ThreeHandedMatch) and other == table.sitting_out:
            expected = SeatSitsOut(other)
        elif isinstance(table, TeamMatch) and table.boards[table.table_of(other)].hand.is_over:
            expected = HandIsOver()
        else:
            expected = NotYourTurn()
        with refused(expected):
            table.legal(other)
        before = table.record()
        with refused(expected):
            table.apply(action, other)
        assert table.record() == before  # nothing half-applied


@pytest.mark.parametrize("kind", [  # three-handed matches are the longest
    pytest.param(kind, marks=pytest.mark.slow) if kind == "three" else kind
    for kind in sorted(KINDS)])
def test_a_seat_that_may_not_act_is_refused(kind):
    play(KINDS[kind](5), 5, check=refusals_of_the_others)


def test_the_dealer_sits_out_three_handed():
    table = KINDS["three"](8)
    out = table.sitting_out
    assert out not in table.boards[0].players
    with refused(SeatSitsOut(out)):
        table.legal(out)
    with pytest.raises(ValueError, match="seats 0 to 2"):
        table.legal(3)


def hidden_cards(board, seat: int | None) -> set:
    """The cards of a board ``seat`` may not know: every hand there it does not hold,
    before the showdown (each board is dealt from its own deck)."""
    if board.hand.is_over:
        return set()
    return {c for own, player in enumerate(board.players) if player != seat
            for c in board.hand.hand(own)}


def seen_cards(board_view) -> set:
    """The cards a board's view shows as held: the hand and the drawn card."""
    hand = board_view.hand
    if hand.result is not None:
        return set()
    return set(hand.hand) | ({hand.drawn} if hand.drawn is not None else set())


def others_secrets(board_view) -> list:
    """Events of another seat that the view shows with a secret card (none may be)."""
    hand = board_view.hand
    return [e for e in hand.history if e.player != hand.player and e.card is not None
            and (e.private or e.face_down)]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(sorted(KINDS)), st.integers(0, 2**32))
def test_views_hide_the_other_seats_hands(kind, seed):
    def check(table: Table, _: int) -> None:
        for seat in (*range(table.seats), None):
            view = table.view(seat)
            assert len(view.boards) == len(table.boards)
            for board, shown in zip(table.boards, view.boards, strict=True):
                assert shown.players == board.players
                assert not seen_cards(shown) & hidden_cards(board, seat)
                assert others_secrets(shown) == []
                if seat in board.players and not board.hand.is_over:  # its own hand it sees
                    assert list(shown.hand.hand) == board.hand.hand(board.players.index(seat))
                elif not board.hand.is_over:
                    assert shown.hand.hand == () and shown.hand.legal == ()

    play(KINDS[kind](seed), seed, check=check)


def test_a_two_player_record_of_todays_shape_replays_the_same():
    """The service stores rules, seed, hand seeds and action texts, without seats."""
    match = Match(Rules(), 21)
    rng = random.Random(21)
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        match.apply(pick(rng, match.legal_actions()))
    old = match.record()
    stored = MatchRecord(old.rules, old.seed, old.hand_seeds, old.hands)
    text = stored.to_json()
    assert "seats" not in text
    again = replay(MatchRecord.from_json(text))
    assert isinstance(again, Match)
    assert again.scores == match.scores and again.results == match.results
    assert again.margin == match.margin and again.view(0) == match.view(0)
    assert again.record() == old
    probe = Match(Rules(), 21)  # and the record is today's: plain texts, hand by hand
    for index, actions in enumerate(old.hands):
        if index:
            probe.next_hand()
        for text_ in actions:
            probe.apply(parse_action(text_))
    assert probe.scores == match.scores
