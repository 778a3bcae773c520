"""The computer's view of its board at tables of three and four."""

from __future__ import annotations

import pytest

from ginbot.ai import make_player
from ginbot.engine import Rules, TeamMatch, ThreeHandedMatch, seat_match_view


def play_out(table: ThreeHandedMatch | TeamMatch, hands: int) -> None:
    players = {s: make_player("normal", s) for s in range(table.seats)}
    for _ in range(hands):
        while table.to_move:
            seat = table.to_move[0]
            table.apply(players[seat].choose(seat_match_view(table, seat)), seat)
        if table.over:
            return
        table.next_hand()


def test_three_handed_view_is_own_board_and_scores() -> None:
    table = ThreeHandedMatch(Rules(players=3), seed=5)
    seat = table.to_move[0]
    view = seat_match_view(table, seat)
    board = table.boards[0]
    own = board.players.index(seat)
    assert view.player == own
    assert view.hand.hand == board.hand.view(own).hand
    with pytest.raises(ValueError):
        seat_match_view(table, table.sitting_out)


def test_team_view_never_shows_the_other_board() -> None:
    table = TeamMatch(Rules(players=4), seed=9)
    for seat in range(4):
        view = seat_match_view(table, seat)
        board = table.boards[table.table_of(seat)]
        assert view.hand == board.hand.view(board.players.index(seat))
        other = table.boards[1 - table.table_of(seat)]
        assert view.hand != other.hand.view(0) and view.hand != other.hand.view(1)


@pytest.mark.parametrize("kind", ["three", "teams"])
def test_computer_players_finish_a_match_at_every_table(kind: str) -> None:
    table: ThreeHandedMatch | TeamMatch = (
        ThreeHandedMatch(Rules(players=3, target=60), seed=3) if kind == "three"
        else TeamMatch(Rules(players=4, target=60), seed=3))
    play_out(table, 200)
    assert table.over and table.winner is not None
    assert max(table.scores) >= 60
