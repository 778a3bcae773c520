"""One table interface for two players, three, and two teams of two (RULES.md section 10).

Every kind of table is made of ordinary two-player hands, its *boards*: two players
have one, three-handed gin one (the dealer sits out), a team round two. A table
numbers its people by *seat*, 0 to ``seats - 1`` around it; *sides* are the seats
that score together. ``Match``, ``ThreeHandedMatch`` and ``TeamMatch`` all are a
``Table``; ``replay(record)`` rebuilds any of them from its ``MatchRecord``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from .actions import Action
from .hand import Event, HandState, HandView
from .rules import Rules

if TYPE_CHECKING:
    from .match import MatchRecord


@dataclass(frozen=True)
class Board:
    """One hand in play at a table: ``players[s]`` is the table seat at the hand's seat s."""

    players: tuple[int, int]
    hand: HandState

    def view(self, seat: int | None) -> BoardView:
        """The board as ``seat`` sees it: their own hand if they play here, else the public's."""
        own = self.players.index(seat) if seat in self.players else None
        return BoardView(self.players, self.hand.view(own))

    def events_at_table(self, events: Sequence[Event]) -> list[Event]:
        """The hand's events with the table's seats in place of the hand's."""
        return [replace(e, player=self.players[e.player]) for e in events]


@dataclass(frozen=True)
class BoardView:
    """A board as one seat (or the public) sees it; ``hand`` counts the hand's own seats
    0 and 1, which are the table seats ``players``."""

    players: tuple[int, int]
    hand: HandView


@dataclass(frozen=True)
class TableView:
    """What one seat (or the public, ``seat`` None) sees of a table of three or four."""

    seat: int | None
    rules: Rules
    sides: tuple[tuple[int, ...], ...]
    hand_number: int
    scores: tuple[int, ...]  # by side
    boards: tuple[BoardView, ...]
    to_move: tuple[int, ...]
    over: bool
    winner: int | None  # the winning side
    running: tuple[tuple[int, ...], ...] = ()  # each side's points after each hand or round


class SeatView(Protocol):
    """What every table's view holds (``MatchView`` and ``TableView``)."""

    @property
    def seat(self) -> int | None: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def boards(self) -> tuple[BoardView, ...]: ...
    @property
    def to_move(self) -> tuple[int, ...]: ...
    @property
    def over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...


class Table(Protocol):
    """A match at a table of two, three or four seats."""

    rules: Rules
    seed: int

    @property
    def seats(self) -> int:
        """How many people sit at the table."""
        ...

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side, the ones that score together."""
        ...

    @property
    def boards(self) -> tuple[Board, ...]:
        """The hands of the current deal."""
        ...

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats that may act now (none while a deal is awaited or once it is over)."""
        ...

    @property
    def hand_number(self) -> int:
        """1-based: the hand (a team table: the round) in play, re-deals counted."""
        ...

    @property
    def awaiting_deal(self) -> bool:
        """The hand (or round) has ended and the next is not dealt yet."""
        ...

    @property
    def over(self) -> bool: ...

    @property
    def winner(self) -> int | None:
        """The winning side, once the match is over."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Each side's total; with box scoring, bonuses included once the game ends."""
        ...

    def legal(self, seat: int) -> list[Action]:
        """Every legal action of ``seat``; refuses a seat that may not act now."""
        ...

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play for ``seat``; the events name table seats."""
        ...

    def next_hand(self) -> object:
        """Deal the next hand (a team table: the next round)."""
        ...

    def view(self, seat: int | None) -> SeatView: ...

    def record(self) -> MatchRecord: ...


def check_seat(seat: int, seats: int) -> None:
    """A front end's mistake: a seat that is not at the table."""
    if not 0 <= seat < seats:
        raise ValueError(f"seat {seat}: this table has seats 0 to {seats - 1}")
