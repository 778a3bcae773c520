"""The two-player view of one seat's board at any table, for the computer players.

A computer player reads a ``MatchView``: its own hand against one opponent. At a
table of three or four, that is the seat's board this hand, with the scores of its
own side and of the side it plays against; nothing of another board's hands.
"""

from __future__ import annotations

from .match import Match, MatchView
from .replay import AnyTable
from .table import TableView


def seat_match_view(table: AnyTable, seat: int) -> MatchView:
    """What ``seat`` knows of the hand it plays, as a two-player match view."""
    if isinstance(table, Match):
        return table.match_view(seat)
    return match_view_of(table.view(seat))


def match_view_of(view: TableView) -> MatchView:
    """A seat's view of any table as the two-player match view a computer player reads
    (the seat must play a board this hand). Two players keep every hand's result; at a
    table of three or four the hands played against others are not the board's."""
    seat = view.seat
    board = view.board
    if seat is None or board is None:
        raise ValueError(f"seat {seat} plays no board this hand")
    own = board.players.index(seat)
    mine, theirs = (view.scores[view.side_of(p)] for p in (seat, board.players[1 - own]))
    winner = None
    if view.winner is not None:
        winner = own if view.winner == view.side_of(seat) else 1 - own
    two = view.seats == 2
    return MatchView(
        player=own,
        rules=view.rules,
        hand_number=view.hand_number,
        scores=(mine, theirs) if own == 0 else (theirs, mine),
        games=tuple((g.totals[0], g.totals[1]) for g in view.games) if two else (),
        hand=board.hand,
        results=tuple(h.boards[0].result for h in view.hands) if two else (),
        over=view.over,
        winner=winner,
        target=view.rules.target,
        margin=view.margin if two else None,
    )
