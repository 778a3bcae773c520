"""A match's record: its rules, seeds and actions, from which ``replay`` rebuilds it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .rules import Rules


@dataclass(frozen=True)
class MatchRecord:
    """Everything needed to rebuild a match at any table (``replay``); the kind of
    table is ``rules.players``.

    ``hand_seeds`` are the seeds of every deal in order (a team round deals two
    boards: board 0, then board 1). ``hands`` holds the actions of each hand (a team
    round: of both boards, in the order they were played) and ``seats`` the table
    seat that made each of them. Records written before seats were kept have
    ``seats`` None: two or three players replay them with the seat to move.
    """

    rules: Rules
    seed: int
    hand_seeds: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]  # the actions of each hand, as text
    seats: tuple[tuple[int, ...], ...] | None = None  # the seat of each action

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "hand_seeds": list(self.hand_seeds),
            "hands": [list(h) for h in self.hands],
        }
        if self.seats is not None:
            data["seats"] = [list(s) for s in self.seats]
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        data: dict[str, Any] = json.loads(text)
        return cls(
            rules=Rules.from_dict(data["rules"]),
            seed=int(data["seed"]),
            hand_seeds=tuple(int(s) for s in data["hand_seeds"]),
            hands=tuple(tuple(h) for h in data["hands"]),
            seats=None if data.get("seats") is None
            else tuple(tuple(int(s) for s in h) for h in data["seats"]),
        )
