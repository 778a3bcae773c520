"""The records only the store keeps: a match as stored, ready to replay.

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
class StoredMatch:
    """A match as kept: enough to rebuild every state with ``replay``."""

    info: MatchInfo
    seed: int
    hand_seeds: tuple[int, ...]
    actions: tuple[StoredAction, ...] = field(default=())

    def record(self) -> MatchRecord:
        hands: list[list[str]] = [[] for _ in self.hand_seeds]
        seats: list[list[int]] = [[] for _ in self.hand_seeds]
        for action in self.actions:
            hands[action.hand_index].append(action.action)
            seats[action.hand_index].append(action.seat)
        return MatchRecord(self.info.rules, self.seed, self.hand_seeds,
                           tuple(tuple(h) for h in hands), tuple(tuple(s) for s in seats))
