"""A match in play as this process last read it from the store: the engine's state at a
stored version. Only a cache: every change locks the match's row, and uses this copy
only if the stored version is the one it was built at; otherwise it replays the store.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from ginbot.ai import Player, make_player
from ginbot.engine import AnyTable, parse_action, replay
from ginbot.model import ActionSource, MatchInfo
from ginbot.store import StoredAction, StoredMatch

from .errors import NotInMatch
from .views import TableSnapshot

_TURN_ENDS = ("discard", "knock", "pass", "big")


def player_seed(match_seed: int, purpose: str) -> int:
    """A computer player's seed, fixed by the match, so a restart plays on identically."""
    digest = hashlib.blake2b(f"{match_seed}:{purpose}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


@dataclass(eq=False)
class LiveMatch:
    info: MatchInfo
    match: AnyTable
    seq: int  # the sequence number of the next stored action
    version: int = 0  # the stored version this state is
    idle_turns: list[int] = field(default_factory=list)  # per seat: turns played by the timer
    players: dict[tuple[int, str], Player] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.idle_turns = self.idle_turns or [0] * len(self.info.seats)

    @classmethod
    def rebuild(cls, stored: StoredMatch, version: int = 0) -> LiveMatch:
        live = cls(stored.info, replay(stored.record()), len(stored.actions), version)
        live._count_idle(stored.actions)
        return live

    def catch_up(self, actions: Sequence[StoredAction], hand_seeds: Sequence[int],
                 version: int) -> None:
        """Bring this copy to ``version`` with what was stored since it was made (by
        another process, whose deals and moves it did not see): the ``actions`` from
        ``seq`` on and every hand's seed, dealt and checked as ``replay`` does. A copy
        that fails here is half-updated: drop it and rebuild."""
        table, boards = self.match, self.info.rules.boards
        for action in actions:
            while len(table.hand_seeds) // boards <= action.hand_index:
                table.next_hand()
            table.apply(parse_action(action.action), action.seat)
        while len(table.hand_seeds) < len(hand_seeds):
            table.next_hand()
        if tuple(table.hand_seeds) != tuple(hand_seeds):
            raise ValueError(f"match {self.id}: the hands dealt do not match the store")
        self._count_idle(actions)
        self.seq += len(actions)
        self.version = version

    def _count_idle(self, actions: Sequence[StoredAction]) -> None:
        """Each seat's turns in a row played by the timer, through ``actions``."""
        for action in actions:
            if action.source is ActionSource.PLAYER:
                self.idle_turns[action.seat] = 0
            elif action.source is ActionSource.TIMER and action.action.startswith(_TURN_ENDS):
                self.idle_turns[action.seat] += 1

    @property
    def id(self) -> int:
        return self.info.id

    def winner_without(self, seat: int) -> int:
        """The side that wins when ``seat`` resigns or forfeits: the other side of two or
        of a team table; at three, the best placed of the other two (score, then hands won,
        then the seat after the one who left)."""
        sides = self.info.sides
        leaving = self.info.side_of(seat)
        others = [i for i in range(len(sides)) if i != leaving]
        if len(others) == 1:
            return others[0]
        scores, wins = self.match.scores, self.match.hands_won
        after = sorted(others, key=lambda side: (side - leaving) % len(sides))
        return max(after, key=lambda side: (scores[side], wins[side], -after.index(side)))

    def seat_of(self, user_id: int) -> int:
        """The seat of ``user_id``, who must be playing here."""
        seat = self.info.seat_of(user_id)
        if seat is None:
            raise NotInMatch(self.id, self.info.seats)
        return seat

    def player(self, seat: int, level: str) -> Player:
        """The computer player for ``seat`` at ``level`` (the seat's own, or the autoplayer)."""
        key = (seat, level)
        if key not in self.players:
            self.players[key] = make_player(level, player_seed(self.match.seed, f"{seat}:{level}"))
        return self.players[key]

    def table(self, seat: int | None, deadlines: dict[int, float] | None = None,
              next_deal_at: float | None = None) -> TableSnapshot:
        """The match as ``seat`` sees it, with the clocks the store holds for it."""
        awaiting = self.match.awaiting_deal
        return TableSnapshot(
            match=self.info,
            seat=seat,
            view=self.match.view(seat),
            deadlines={} if awaiting or deadlines is None else dict(deadlines),
            next_deal_at=next_deal_at if awaiting else None,
            version=self.version,
        )
