"""The two-player view of one seat's board at any table, for the computer players.

A computer player reads a ``MatchView``: its own hand against one opponent. At a
table of three or four, that is the seat's board this hand, with the scores of its
own side and of the side it plays against; nothing of another board's hands.
"""

from __future__ import annotations

from .match import Match, MatchView
from .replay import AnyTable


def seat_match_view(table: AnyTable, seat: int) -> MatchView:
    """What ``seat`` knows of the hand it plays, as a two-player match view."""
    if isinstance(table, Match):
        return table.view(seat)
    board = next((b for b in table.boards if seat in b.players), None)
    if board is None:
        raise ValueError(f"seat {seat} plays no board this hand")
    own = board.players.index(seat)
    side_of = {s: i for i, side in enumerate(table.sides) for s in side}
    scores = table.scores
    mine, theirs = scores[side_of[seat]], scores[side_of[board.players[1 - own]]]
    ordered = (mine, theirs) if own == 0 else (theirs, mine)
    winner = None
    if table.winner is not None:
        winner = own if table.winner == side_of[seat] else 1 - own
    return MatchView(
        player=own,
        rules=table.rules,
        hand_number=table.hand_number,
        scores=ordered,
        games=(),
        hand=board.hand.view(own),
        results=(),
        over=table.over,
        winner=winner,
        target=table.rules.target,
    )
