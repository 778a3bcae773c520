"""What the service hands back: tables as one player (or the public) sees them,
the outcome of an action, a finished match, a ladder line."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ginbot.engine import Action, BoardView, Card, HandResult, HandView, TableView
from ginbot.model import Challenge, EndReason, MatchInfo, News, Played


@dataclass(frozen=True)
class TableSnapshot:
    """A match as ``seat`` sees it at one moment (``seat`` None: the public, e.g. the
    channel): the engine's view of the table, and the clocks the scheduler runs.

    ``view`` holds the seat's own hand, the discard piles, the public history (plus the
    seat's own stock draws), the legal actions when it is their turn. Nothing in it
    belongs to another seat's hidden hand, a partner's included.
    """

    match: MatchInfo
    seat: int | None
    view: TableView
    deadlines: Mapping[int, float] = field(default_factory=dict)  # seat -> out of time at
    next_deal_at: float | None = None  # the hand is over; the next deal comes then
    version: int = 0  # the match's stored version this shows (``act`` refuses a stale one)

    @property
    def board(self) -> BoardView | None:
        """The board ``seat`` plays this hand (None: sitting out); the public's is the
        first board (the only one, but at a team table)."""
        return self.view.board

    @property
    def hand(self) -> HandView | None:
        """The hand of ``seat``'s board as ``seat`` may know it (None: sitting out)."""
        return self.view.hand

    @property
    def sitting_out(self) -> bool:
        """``seat`` deals this hand of a three-handed table and does not play it."""
        return self.seat is not None and self.board is None

    @property
    def awaiting_deal(self) -> bool:
        return self.view.awaiting_deal

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats to play (two at once at a team table); none between hands."""
        return self.view.to_move

    @property
    def your_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_move

    @property
    def deadline(self) -> float | None:
        """When ``seat`` (the public: the first of the seats to move) runs out of time."""
        if self.seat is not None:
            return self.deadlines.get(self.seat)
        return min(self.deadlines.values(), default=None)

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.view.legal


@dataclass(frozen=True)
class Acceptance:
    """A yes to a challenge: ``match`` is the match it started, once everyone said yes."""

    challenge: Challenge
    match: MatchInfo | None


@dataclass(frozen=True)
class RatingChange:
    """One person's ladder rating across a rated match."""

    user_id: int
    before: float  # the shown rating (openskill ordinal) before the match
    after: float


@dataclass(frozen=True)
class MatchSummary:
    match: MatchInfo  # finished: winner, final scores, end reason
    winner: int  # the winning side (``match.sides``)
    scores: tuple[int, ...]  # the final scores, side by side
    reason: EndReason
    rating_changes: tuple[RatingChange, ...] = ()  # each person's, in seat order
    # (user_id, points): the ranking points each person on the winning side earned
    # for beating the computer, in seat order (see ``ratings``)
    points: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ActResult:
    """An acknowledged action: it is stored, and announced to everyone else."""

    match: MatchInfo
    seat: int
    action: Action
    seq: int  # the action's number in the match's stored record (0, 1, 2...)
    news: tuple[News, ...]  # what happened, as the actor may know it
    table: TableSnapshot  # the actor's view after the action
    hand_result: HandResult | None = None  # the hand ended with this action
    summary: MatchSummary | None = None  # the match ended with this action


@dataclass(frozen=True)
class BoardReplay:
    """One board of a replayed deal, every card face up. ``players`` are its table seats;
    ``held`` their cards as dealt, in that order; ``dealer`` a table seat (at three, the
    one who sits out)."""

    players: tuple[int, int]
    dealer: int
    held: tuple[tuple[Card, ...], tuple[Card, ...]]
    upcard: Card | None
    moves: tuple[Played, ...]  # every move, every card shown
    result: HandResult | None  # None: the match ended during this hand (resign, forfeit)


@dataclass(frozen=True)
class HandReplay:
    """One hand (at a team table: one round, its two boards) of a finished match."""

    match: MatchInfo
    hand_number: int  # 1-based
    hands: int  # how many hands the match had
    boards: tuple[BoardReplay, ...]
    scores: tuple[int, ...]  # the match score by side after this hand
