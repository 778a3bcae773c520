"""The records only the store keeps: a match as stored, ready to replay, and its hands'
results as stored, for each seat's statistics.

The shared values (seats, match info, settings) live in ``ginbot.model``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ginbot.engine import MatchRecord
from ginbot.model import ActionSource, MatchInfo


@dataclass(frozen=True)
class StoredAction:
    seq: int
    hand_index: int
    seat: int
    action: str
    source: ActionSource
    at: float


@dataclass(frozen=True)
class StoredHandResult:
    """One board's result as stored; every seat named is a table seat.

    ``players`` played the board (at three seats the dealer sat out; a team round has
    boards 0 and 1); ``knocker`` and ``winner`` are None for a dead hand. ``scores``
    are each side's running totals as they stood when the hand ended.
    """

    hand_index: int
    board: int
    players: tuple[int, ...]
    outcome: str
    knocker: int | None
    winner: int | None
    points: int
    knocker_deadwood: int | None
    defender_deadwood: int | None
    scores: tuple[int, ...]
    at: float

    @property
    def defender(self) -> int | None:
        """The seat that faced the knock (None for a dead hand)."""
        if self.knocker is None:
            return None
        return next(seat for seat in self.players if seat != self.knocker)


@dataclass(frozen=True)
class StoredMatch:
    """A match as kept: enough to rebuild every state with ``replay``."""

    info: MatchInfo
    seed: int
    hand_seeds: tuple[int, ...]
    actions: tuple[StoredAction, ...] = field(default=())
    version: int = 0  # the match's version when it was read

    def record(self) -> MatchRecord:
        boards = self.info.rules.boards
        hands: list[list[str]] = [[] for _ in range(len(self.hand_seeds) // boards)]
        seats: list[list[int]] = [[] for _ in hands]
        for action in self.actions:
            hands[action.hand_index].append(action.action)
            seats[action.hand_index].append(action.seat)
        return MatchRecord(self.info.rules, self.seed, self.hand_seeds,
                           tuple(tuple(h) for h in hands), tuple(tuple(s) for s in seats))
