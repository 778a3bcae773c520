"""More than two people (RULES.md section 10): three-handed gin and two teams of two.

Both are built from ordinary two-player hands (``HandState``); what differs is
who plays each hand and how its result counts. Players are numbered around the
table, 0 to 2 (or 0 to 3; teams are 0 and 2 against 1 and 3).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card, shuffled_deck
from .hand import Event, HandResult, HandState
from .match import final_totals, finished_hand, hand_seed, match_margin, refuse_to_act
from .record import MatchRecord
from .refusals import HandIsOver, HandNotOver, MatchIsOver, NotYourTurn, SeatSitsOut
from .rules import Rules
from .table import Board, BoardResult, GameScore, HandScore, TableView, check_seat


def cut_among(seed: int, people: int) -> tuple[int, list[tuple[tuple[int, Card], ...]]]:
    """Everyone cuts; the lowest card deals (ranks only; the tied lowest cut again).
    Returns the dealer and each round of cuts as (seat, card) pairs."""
    cuts: list[tuple[tuple[int, Card], ...]] = []
    cutting = list(range(people))
    attempt = 0
    while True:
        deck = shuffled_deck(hand_seed(seed, -1 - attempt))
        cards = {p: deck[i * 5] for i, p in enumerate(cutting)}
        cuts.append(tuple((p, cards[p]) for p in cutting))
        low = min(c.rank for c in cards.values())
        cutting = [p for p in cutting if cards[p].rank == low]
        if len(cutting) == 1:
            return cutting[0], cuts
        attempt += 1


@dataclass(frozen=True)
class Seating:
    """Who plays a hand: ``players[seat]`` for the hand's seats 0 and 1."""

    players: tuple[int, int]
    dealer_seat: int

    def seat_of(self, player: int) -> int:
        if player not in self.players:
            raise SeatSitsOut(player)
        return self.players.index(player)


class ThreeHandedMatch:
    """Three people, each their own side. The dealer sits out and the other two play;
    the loser of a hand deals the next one and the winner plays on. A dead hand is
    dealt again by the same dealer. The first to the target wins."""

    seats = 3
    sides = ((0,), (1,), (2,))

    def __init__(self, rules: Rules, seed: int = 0) -> None:
        if rules.players != 3:
            raise ValueError("a three-handed match needs rules with players=3")
        self.rules = rules
        self.seed = seed
        self.first_dealer, self.cuts = cut_among(seed, 3)
        self.points = [0, 0, 0]  # before bonuses
        self.wins = [0, 0, 0]
        self.results: list[tuple[Seating, HandResult]] = []
        self.hand_seeds: list[int] = []
        self.actions: list[list[Action]] = []
        self.action_seats: list[list[int]] = []
        self.scored: list[HandScore] = []
        self.winner: int | None = None
        self.final: list[int] | None = None
        self.dealer = self.first_dealer
        self.seating, self.hand = self._deal(self.dealer)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.final if self.final is not None else self.points)

    @property
    def sitting_out(self) -> int:
        return self.dealer

    @property
    def cut(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        return tuple(self.cuts)

    @property
    def hands_won(self) -> tuple[int, ...]:
        return tuple(self.wins)

    @property
    def hand_number(self) -> int:
        return len(self.hand_seeds)

    @property
    def boards(self) -> tuple[Board, ...]:
        return (Board(self.seating.players, self.hand),)

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.over or self.hand.is_over:
            return ()
        return (self.seating.players[self.hand.to_move],)

    @property
    def awaiting_deal(self) -> bool:
        return self.hand.is_over and not self.over

    def _deal(self, dealer: int) -> tuple[Seating, HandState]:
        """The player on the dealer's left plays first (the hand's non-dealer)."""
        seating = Seating(((dealer + 1) % 3, (dealer + 2) % 3), dealer_seat=1)
        seed = hand_seed(self.seed, len(self.hand_seeds))
        self.hand_seeds.append(seed)
        self.actions.append([])
        self.action_seats.append([])
        return seating, HandState(self.rules, seating.dealer_seat, seed)

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self.hand.legal_actions()

    def legal(self, seat: int) -> list[Action]:
        check_seat(seat, self.seats)
        if not self.over:
            self.seating.seat_of(seat)
        refuse_to_act(self.over, self.hand, self.to_move == (seat,))
        return self.hand.legal_actions()

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play for ``seat`` (default: the seat to move); the dealer sits out."""
        if self.over:
            raise MatchIsOver()
        if seat is not None:
            check_seat(seat, self.seats)
        own = None if seat is None else self.seating.seat_of(seat)
        mover = self.seating.players[self.hand.to_move]
        events = self.hand.apply(action, own)
        self.actions[-1].append(action)
        self.action_seats[-1].append(mover)
        if self.hand.is_over:
            self._score(self.hand.result)
        return self.boards[0].events_at_table(events)

    def next_hand(self) -> HandState:
        result = finished_hand(self.over, self.hand)
        if not result.dead:
            assert result.winner is not None
            self.dealer = self.seating.players[1 - result.winner]  # the loser deals
        self.seating, self.hand = self._deal(self.dealer)
        return self.hand

    def _score(self, result: HandResult | None) -> None:
        assert result is not None
        self.results.append((self.seating, result))
        board = BoardResult(self.seating.players, result)
        winner = board.winner
        if winner is not None:
            self.wins[winner] += 1
            self.points[winner] += result.points
        self.scored.append(HandScore((board,), winner, 0 if winner is None else result.points,
                                     tuple(self.points)))
        if winner is not None and self.points[winner] >= self.rules.target:
            self.winner = winner
            self.final = final_totals(self.rules, self.points, self.wins, winner)

    def view(self, seat: int | None) -> TableView:
        return table_view(self, seat, sitting_out=self.sitting_out)

    def record(self) -> MatchRecord:
        return table_record(self, self.actions, self.action_seats)


class TeamMatch:
    """Two teams of two (seats 0 and 2 against 1 and 3; the sides are the teams). Each
    round both partners play a separate hand, a board, against a member of the other
    team at the same time; the opponents swap every round. If one team wins both hands
    it scores both results; if each team wins one, the larger result scores the
    difference. A dead hand counts as no result; two dead hands score nothing."""

    TEAMS = ((0, 2), (1, 3))
    seats = 4
    sides = TEAMS

    def __init__(self, rules: Rules, seed: int = 0) -> None:
        if rules.players != 4:
            raise ValueError("a team match needs rules with players=4")
        self.rules = rules
        self.seed = seed
        self.points = [0, 0]  # before bonuses
        self.rounds_won = [0, 0]
        self.rounds: list[tuple[tuple[Seating, Seating], tuple[HandResult, HandResult]]] = []
        self.scored: list[HandScore] = []
        self.hand_seeds: list[int] = []  # two a round: board 0, then board 1
        self.actions: list[list[Action]] = []  # each round's, both boards in order of play
        self.action_seats: list[list[int]] = []
        self.winner: int | None = None  # the winning team, 0 or 1
        self.final: list[int] | None = None
        self.seatings, self.tables = self._deal()

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.final if self.final is not None else self.points)

    @staticmethod
    def team_of(player: int) -> int:
        return player % 2

    first_dealer = 0  # the deal alternates between the teams, from the first seat's
    cut: tuple[tuple[tuple[int, Card], ...], ...] = ()  # nobody cuts for the first deal

    @property
    def hands_won(self) -> tuple[int, ...]:
        return tuple(self.rounds_won)

    @property
    def hand_number(self) -> int:
        """1-based number of the round in play."""
        return len(self.actions)

    @property
    def boards(self) -> tuple[Board, ...]:
        return tuple(Board(s.players, t) for s, t in zip(self.seatings, self.tables, strict=True))

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return tuple(sorted(b.players[b.hand.to_move] for b in self.boards if not b.hand.is_over))

    def _deal(self) -> tuple[tuple[Seating, Seating], tuple[HandState, HandState]]:
        number = len(self.actions)
        pairs = ((0, 1), (2, 3)) if number % 2 == 0 else ((0, 3), (2, 1))
        dealer_seat = number % 2  # the deal alternates between the teams
        seatings = (Seating(pairs[0], dealer_seat), Seating(pairs[1], dealer_seat))
        seeds = (hand_seed(self.seed, 2 * number), hand_seed(self.seed, 2 * number + 1))
        self.hand_seeds.extend(seeds)
        self.actions.append([])
        self.action_seats.append([])
        tables = (HandState(self.rules, dealer_seat, seeds[0]),
                  HandState(self.rules, dealer_seat, seeds[1]))
        return seatings, tables

    def table_of(self, player: int) -> int:
        return 0 if player in self.seatings[0].players else 1

    def legal_actions(self, table: int) -> list[Action]:
        return [] if self.over else self.tables[table].legal_actions()

    def legal(self, seat: int) -> list[Action]:
        check_seat(seat, self.seats)
        board = self.boards[self.table_of(seat)]
        refuse_to_act(self.over, board.hand, board.players[board.hand.to_move] == seat)
        return board.hand.legal_actions()

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play for ``seat`` at their board this round (None: the one seat to move)."""
        if self.over:
            raise MatchIsOver()
        if seat is None:
            if len(self.to_move) != 1:
                raise NotYourTurn() if self.to_move else HandIsOver()
            seat = self.to_move[0]
        check_seat(seat, self.seats)
        table = self.table_of(seat)
        hand = self.tables[table]
        events = hand.apply(action, self.seatings[table].seat_of(seat))
        self.actions[-1].append(action)
        self.action_seats[-1].append(seat)
        if all(t.is_over for t in self.tables):
            self._score()
        return self.boards[table].events_at_table(events)

    @property
    def awaiting_deal(self) -> bool:
        """Both boards of the round have ended and the match goes on."""
        return all(t.is_over for t in self.tables) and not self.over

    def next_hand(self) -> tuple[HandState, HandState]:
        """Deal the next round: a board for each pair of opponents."""
        if self.over:
            raise MatchIsOver()
        if not all(t.is_over for t in self.tables):
            raise HandNotOver(hands=2)
        self.seatings, self.tables = self._deal()
        return self.tables

    def _score(self) -> None:
        results = (self.tables[0].result, self.tables[1].result)
        assert results[0] is not None and results[1] is not None
        self.rounds.append((self.seatings, (results[0], results[1])))
        boards = tuple(BoardResult(s.players, r)
                       for s, r in zip(self.seatings, (results[0], results[1]), strict=True))
        won: list[list[int]] = [[], []]
        for board in boards:
            if board.winner is not None:
                won[self.team_of(board.winner)].append(board.result.points)
        team, points = round_score(won[0], won[1])
        if points:
            self.rounds_won[team] += 1
            self.points[team] += points
        self.scored.append(HandScore(boards, team if points else None, points,
                                     tuple(self.points)))
        if points and self.points[team] >= self.rules.target:
            self.winner = team
            self.final = final_totals(self.rules, self.points, self.rounds_won, team)

    def view(self, seat: int | None) -> TableView:
        return table_view(self, seat)

    def record(self) -> MatchRecord:
        return table_record(self, self.actions, self.action_seats)


def table_view(table: ThreeHandedMatch | TeamMatch, seat: int | None,
               sitting_out: int | None = None) -> TableView:
    """What ``seat`` sees: its own board's hand; every other board as the public does."""
    if seat is not None:
        check_seat(seat, table.seats)
    running = (tuple(0 for _ in table.sides), *(h.scores for h in table.scored))
    return TableView(
        seat=seat,
        rules=table.rules,
        sides=table.sides,
        hand_number=table.hand_number,
        scores=table.scores,
        boards=tuple(b.view(seat) for b in table.boards),
        to_move=table.to_move,
        over=table.over,
        winner=table.winner,
        hands=tuple(table.scored),
        games=(GameScore(running, table.winner, table.scores),),
        hands_won=table.hands_won,
        margin=None if table.winner is None else match_margin(
            table.rules, table.scores, table.winner),
        sitting_out=sitting_out,
    )


def table_record(
    table: ThreeHandedMatch | TeamMatch, actions: list[list[Action]], seats: list[list[int]]
) -> MatchRecord:
    return MatchRecord(
        rules=table.rules,
        seed=table.seed,
        hand_seeds=tuple(table.hand_seeds),
        hands=tuple(tuple(str(a) for a in h) for h in actions),
        seats=tuple(tuple(s) for s in seats),
    )


def round_score(first: list[int], second: list[int]) -> tuple[int, int]:
    """(team, points) of a team round from the results each team won: a team that won
    both hands scores both; one each, the larger result scores the difference."""
    if first and second:
        difference = sum(first) - sum(second)
        return (0 if difference > 0 else 1), abs(difference)
    return (0, sum(first)) if first else (1, sum(second))
