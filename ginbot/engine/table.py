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
from typing import Protocol

from .actions import Action
from .cards import Card
from .hand import Event, HandResult, HandState, HandView
from .record import MatchRecord
from .rules import Rules


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

    @property
    def dealer(self) -> int:
        """The table seat who dealt this board."""
        return self.players[self.hand.dealer]


@dataclass(frozen=True)
class BoardResult:
    """How one board of a deal ended: ``players`` are its table seats, for the hand's
    seats 0 and 1 in ``result``."""

    players: tuple[int, int]
    result: HandResult

    @property
    def winner(self) -> int | None:
        """The table seat who won the board (None: a dead hand)."""
        return None if self.result.winner is None else self.players[self.result.winner]

    @property
    def knocker(self) -> int | None:
        return None if self.result.knocker is None else self.players[self.result.knocker]


@dataclass(frozen=True)
class HandScore:
    """One hand played to its end (a team table: one round, both boards) and what it
    scored: ``side`` won ``points`` (None and 0: nobody scored), leaving ``scores``, each
    side's points before end-of-game bonuses."""

    boards: tuple[BoardResult, ...]
    side: int | None
    points: int
    scores: tuple[int, ...]


@dataclass(frozen=True)
class GameScore:
    """One scored game (a match has one, or Hollywood's three): each side's points after
    each hand from 0 on (``running[0]`` is all zeros), its winner, and its totals (with
    box scoring's bonuses once the game is won)."""

    running: tuple[tuple[int, ...], ...]
    winner: int | None
    totals: tuple[int, ...]


@dataclass(frozen=True)
class TableView:
    """What one seat (or the public, ``seat`` None) sees of a table of two, three or four.

    Nothing in it belongs to another seat's hidden hand, a partner's included: each
    board shows the seat's own hand if it plays there, else what the public sees."""

    seat: int | None
    rules: Rules
    sides: tuple[tuple[int, ...], ...]
    hand_number: int  # 1-based, the hand (a team table: the round) in play
    scores: tuple[int, ...]  # by side; with box scoring, bonuses included once it is won
    boards: tuple[BoardView, ...]
    to_move: tuple[int, ...]
    over: bool
    winner: int | None  # the winning side
    hands: tuple[HandScore, ...] = ()  # every hand played to its end, in order
    games: tuple[GameScore, ...] = ()  # one game, or Hollywood's three
    hands_won: tuple[int, ...] = ()  # by side (a team table: rounds won)
    margin: int | None = None  # box scoring: what the winning side wins by, once over
    sitting_out: int | None = None  # three-handed: the dealer, who sits this hand out

    @property
    def seats(self) -> int:
        """How many people sit at the table."""
        return sum(len(side) for side in self.sides)

    @property
    def board(self) -> BoardView | None:
        """The board ``seat`` plays this hand (None: sitting out); the public's is the
        first board (the only one, but at a team table)."""
        if self.seat is None:
            return self.boards[0]
        return next((b for b in self.boards if self.seat in b.players), None)

    @property
    def hand(self) -> HandView | None:
        """The hand of ``seat``'s board as ``seat`` may know it (None: sitting out)."""
        board = self.board
        return None if board is None else board.hand

    @property
    def legal(self) -> tuple[Action, ...]:
        """What ``seat`` may do now (nothing for the public, or out of turn)."""
        hand = self.hand
        return hand.legal if hand is not None and self.seat in self.to_move else ()

    @property
    def awaiting_deal(self) -> bool:
        """Every board of the deal has ended and the match goes on."""
        return not self.over and all(b.hand.result is not None for b in self.boards)

    @property
    def running(self) -> tuple[tuple[int, ...], ...]:
        """Each side's points after each hand (before end-of-game bonuses)."""
        return tuple(h.scores for h in self.hands)

    def side_of(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)


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

    @property
    def first_dealer(self) -> int:
        """The seat who dealt the first hand."""
        ...

    @property
    def cut(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        """How the first dealer was chosen: each round of cuts as (seat, card), the tied
        lowest cutting again; none where the deal is not cut for (a team table)."""
        ...

    def view(self, seat: int | None) -> TableView: ...

    def record(self) -> MatchRecord: ...


def check_seat(seat: int, seats: int) -> None:
    """A front end's mistake: a seat that is not at the table."""
    if not 0 <= seat < seats:
        raise ValueError(f"seat {seat}: this table has seats 0 to {seats - 1}")
