"""What the service hands back: tables as one player (or the public) sees them,
the outcome of an action, a finished match, a ladder line."""

from __future__ import annotations

from dataclasses import dataclass

from ginbot.engine import Action, Card, HandResult, MatchView, Phase
from ginbot.model import EndReason, MatchInfo, News, Played


@dataclass(frozen=True)
class TableView:
    """A match as ``seat`` sees it (``seat`` None: the public, e.g. the channel).

    ``view`` is the engine's view: the player's own hand, the discard pile, the
    public history (plus the player's own stock draws), the legal actions when it
    is their turn. Nothing in it belongs to the other player's hidden hand.
    """

    match: MatchInfo
    seat: int | None
    view: MatchView
    deadline: float | None = None  # when the player to move runs out of time (epoch seconds)
    next_deal_at: float | None = None  # the hand is over; the next deal comes then

    @property
    def awaiting_deal(self) -> bool:
        return self.view.hand.phase is Phase.OVER and not self.view.over

    @property
    def to_move(self) -> int | None:
        """The seat to play, or None between hands and after the match."""
        if self.view.over or self.view.hand.phase is Phase.OVER:
            return None
        return self.view.hand.to_move

    @property
    def your_turn(self) -> bool:
        return self.seat is not None and self.to_move == self.seat

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.view.hand.legal


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
    table: TableView  # the actor's view after the action
    hand_result: HandResult | None = None  # the hand ended with this action
    summary: MatchSummary | None = None  # the match ended with this action


@dataclass(frozen=True)
class LadderEntry:
    rank: int
    user_id: int
    name: str
    rating: float | None  # openskill ordinal (mu - 3 sigma); None before a rated match
    mu: float | None
    sigma: float | None
    games: int
    wins: int
    losses: int
    points: int  # ranking points for beating the computer


@dataclass(frozen=True)
class HandReplay:
    """One hand of a finished match, every card face up."""

    match: MatchInfo
    hand_number: int  # 1-based
    hands: int  # how many hands the match had
    dealer: int
    held: tuple[tuple[Card, ...], ...]  # each seat's cards as dealt
    upcard: Card | None
    moves: tuple[Played, ...]  # every move, every card shown
    result: HandResult | None  # None: the match ended during this hand (resign, forfeit)
    scores: tuple[int, int]  # the match score after this hand
