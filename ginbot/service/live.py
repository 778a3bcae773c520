"""A match in play, held in memory: the engine's state plus its lock and timers.

The store is the truth; a ``LiveMatch`` is rebuilt from it by replaying the
stored deals and actions (at start-up, and whenever a write fails).
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field

from ginbot.ai import Player, make_player
from ginbot.engine import AnyTable, replay
from ginbot.model import ActionSource, MatchInfo
from ginbot.store import StoredMatch, StoredTimer

from .clock import TimerHandle
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
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    version: int = 0  # moves on with every stored change; stale timers and moves compare it
    turns: dict[int, int] = field(default_factory=dict)  # seat to move -> its turn's number
    turn_count: int = 0  # numbers the turns: a turn begins when a seat comes to move
    dealing: int | None = None  # the hand (round) number whose next deal is awaited
    timers: dict[int | None, list[TimerHandle]] = field(default_factory=dict)  # seat (None:
    # the deal) -> its timers
    deadlines: dict[int, float] = field(default_factory=dict)
    next_deal_at: float | None = None
    idle_turns: list[int] = field(default_factory=list)  # per seat: turns played by the timer
    outbox: asyncio.Task[None] | None = None  # the last notification delivery, to keep order
    players: dict[tuple[int, str], Player] = field(default_factory=dict)
    computer_due: dict[int, tuple[object, float]] = field(default_factory=dict)  # seat ->
    # the board it will move at (``scheduler.board_token``) and when
    stored_timers: tuple[StoredTimer, ...] | None = None  # what the store holds as armed
    # (None: not known, as after a rebuild)
    timer_writes: asyncio.Task[None] | None = None  # the last write of the armed timers

    def __post_init__(self) -> None:
        self.idle_turns = self.idle_turns or [0] * len(self.info.seats)

    @classmethod
    def rebuild(cls, stored: StoredMatch) -> LiveMatch:
        live = cls(stored.info, replay(stored.record()), len(stored.actions))
        for action in stored.actions:
            if action.source is ActionSource.PLAYER:
                live.idle_turns[action.seat] = 0
            elif action.source is ActionSource.TIMER and action.action.startswith(_TURN_ENDS):
                live.idle_turns[action.seat] += 1
        return live

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

    def table(self, seat: int | None) -> TableSnapshot:
        awaiting = self.match.awaiting_deal
        return TableSnapshot(
            match=self.info,
            seat=seat,
            view=self.match.view(seat),
            deadlines={} if awaiting else dict(self.deadlines),
            next_deal_at=self.next_deal_at if awaiting else None,
        )

    def cancel_timers_of(self, key: int | None) -> None:
        """Cancel one seat's turn timers (``key`` None: the next deal's)."""
        for timer in self.timers.pop(key, []):
            timer.cancel()
        if key is None:
            self.next_deal_at = None
        else:
            self.deadlines.pop(key, None)

    def cancel_timers(self) -> None:
        for key in list(self.timers):
            self.cancel_timers_of(key)
        self.deadlines.clear()
        self.next_deal_at = None
