"""More than two people (RULES.md section 10): three-handed gin and two teams of two.

Both are built from ordinary two-player hands (``HandState``); what differs is
who plays each hand and how its result counts. Players are numbered around the
table, 0 to 2 (or 0 to 3; teams are 0 and 2 against 1 and 3).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, parse_action
from .cards import Card, shuffled_deck
from .hand import Event, HandResult, HandState
from .match import final_totals, finished_hand, hand_seed
from .refusals import HandNotOver, MatchIsOver, SeatSitsOut
from .rules import Rules


def cut_among(seed: int, people: int) -> tuple[int, list[list[Card]]]:
    """Everyone cuts; the lowest card deals (ranks only; the tied lowest cut again)."""
    cuts: list[list[Card]] = []
    cutting = list(range(people))
    attempt = 0
    while True:
        deck = shuffled_deck(hand_seed(seed, -1 - attempt))
        cards = {p: deck[i * 5] for i, p in enumerate(cutting)}
        cuts.append([cards[p] for p in cutting])
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
    """Three people. The dealer sits out and the other two play; the loser of a hand
    deals the next one and the winner plays on. A dead hand is dealt again by the
    same dealer. The first to the target wins."""

    def __init__(self, rules: Rules, seed: int = 0) -> None:
        if rules.players != 3:
            raise ValueError("a three-handed match needs rules with players=3")
        self.rules = rules
        self.seed = seed
        self.first_dealer, self.cuts = cut_among(seed, 3)
        self.scores = [0, 0, 0]
        self.wins = [0, 0, 0]
        self.results: list[tuple[Seating, HandResult]] = []
        self.hand_seeds: list[int] = []
        self.actions: list[list[Action]] = []
        self.winner: int | None = None
        self.final: list[int] | None = None
        self.dealer = self.first_dealer
        self.seating, self.hand = self._deal(self.dealer)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def sitting_out(self) -> int:
        return self.dealer

    def _deal(self, dealer: int) -> tuple[Seating, HandState]:
        """The player on the dealer's left plays first (the hand's non-dealer)."""
        seating = Seating(((dealer + 1) % 3, (dealer + 2) % 3), dealer_seat=1)
        seed = hand_seed(self.seed, len(self.hand_seeds))
        self.hand_seeds.append(seed)
        self.actions.append([])
        return seating, HandState(self.rules, seating.dealer_seat, seed)

    def to_move(self) -> int:
        return self.seating.players[self.hand.to_move]

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self.hand.legal_actions()

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        if self.over:
            raise MatchIsOver()
        seat = None if player is None else self.seating.seat_of(player)
        events = self.hand.apply(action, seat)
        self.actions[-1].append(action)
        if self.hand.is_over:
            self._score(self.hand.result)
        return events

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
        if result.winner is None:
            return
        winner = self.seating.players[result.winner]
        self.wins[winner] += 1
        self.scores[winner] += result.points
        if self.scores[winner] >= self.rules.target:
            self.winner = winner
            self.final = final_totals(self.rules, self.scores, self.wins, winner)

    def totals(self) -> list[int]:
        return list(self.final if self.final is not None else self.scores)


class TeamMatch:
    """Two teams of two (players 0 and 2 against 1 and 3). Each round both partners
    play a separate hand against a member of the other team at the same time; the
    opponents swap every round. If one team wins both hands it scores both results;
    if each team wins one, the larger result scores the difference. A dead hand
    counts as no result; two dead hands score nothing."""

    TEAMS = ((0, 2), (1, 3))

    def __init__(self, rules: Rules, seed: int = 0) -> None:
        if rules.players != 4:
            raise ValueError("a team match needs rules with players=4")
        self.rules = rules
        self.seed = seed
        self.scores = [0, 0]
        self.rounds_won = [0, 0]
        self.rounds: list[tuple[tuple[Seating, Seating], tuple[HandResult, HandResult]]] = []
        self.hand_seeds: list[tuple[int, int]] = []
        self.actions: list[tuple[list[Action], list[Action]]] = []
        self.winner: int | None = None  # the winning team, 0 or 1
        self.final: list[int] | None = None
        self.seatings, self.tables = self._deal()

    @property
    def over(self) -> bool:
        return self.winner is not None

    @staticmethod
    def team_of(player: int) -> int:
        return player % 2

    def _deal(self) -> tuple[tuple[Seating, Seating], tuple[HandState, HandState]]:
        number = len(self.hand_seeds)
        pairs = ((0, 1), (2, 3)) if number % 2 == 0 else ((0, 3), (2, 1))
        dealer_seat = number % 2  # the deal alternates between the teams
        seatings = (Seating(pairs[0], dealer_seat), Seating(pairs[1], dealer_seat))
        seeds = (hand_seed(self.seed, 2 * number), hand_seed(self.seed, 2 * number + 1))
        self.hand_seeds.append(seeds)
        self.actions.append(([], []))
        tables = (HandState(self.rules, dealer_seat, seeds[0]),
                  HandState(self.rules, dealer_seat, seeds[1]))
        return seatings, tables

    def table_of(self, player: int) -> int:
        return 0 if player in self.seatings[0].players else 1

    def legal_actions(self, table: int) -> list[Action]:
        return [] if self.over else self.tables[table].legal_actions()

    def apply(self, action: Action, player: int) -> list[Event]:
        """Play for ``player`` at their table this round."""
        if self.over:
            raise MatchIsOver()
        table = self.table_of(player)
        hand = self.tables[table]
        events = hand.apply(action, self.seatings[table].seat_of(player))
        self.actions[-1][table].append(action)
        if all(t.is_over for t in self.tables):
            self._score()
        return events

    @property
    def round_over(self) -> bool:
        return all(t.is_over for t in self.tables)

    def next_round(self) -> tuple[HandState, HandState]:
        if self.over:
            raise MatchIsOver()
        if not self.round_over:
            raise HandNotOver(hands=2)
        self.seatings, self.tables = self._deal()
        return self.tables

    def _score(self) -> None:
        results = (self.tables[0].result, self.tables[1].result)
        assert results[0] is not None and results[1] is not None
        self.rounds.append((self.seatings, (results[0], results[1])))
        won: list[list[int]] = [[], []]
        for seating, result in zip(self.seatings, results, strict=True):
            if result.winner is not None:
                won[self.team_of(seating.players[result.winner])].append(result.points)
        team, points = round_score(won[0], won[1])
        if points == 0:
            return  # equal results, or two dead hands
        self.rounds_won[team] += 1
        self.scores[team] += points
        if self.scores[team] >= self.rules.target:
            self.winner = team
            self.final = final_totals(self.rules, self.scores, self.rounds_won, team)

    def totals(self) -> list[int]:
        return list(self.final if self.final is not None else self.scores)


def round_score(first: list[int], second: list[int]) -> tuple[int, int]:
    """(team, points) of a team round from the results each team won: a team that won
    both hands scores both; one each, the larger result scores the difference."""
    if first and second:
        difference = sum(first) - sum(second)
        return (0 if difference > 0 else 1), abs(difference)
    return (0, sum(first)) if first else (1, sum(second))


def replay_three(rules: Rules, seed: int, hands: list[list[str]]) -> ThreeHandedMatch:
    """Rebuild a three-handed match from its actions, hand by hand."""
    match = ThreeHandedMatch(rules, seed)
    for index, actions in enumerate(hands):
        if index:
            match.next_hand()
        for text in actions:
            match.apply(parse_action(text))
    return match


def replay_teams(rules: Rules, seed: int, rounds: list[tuple[list[str], list[str]]]) -> TeamMatch:
    """Rebuild a team match from each round's actions at its two tables (the tables
    never touch, so their order of play does not matter)."""
    match = TeamMatch(rules, seed)
    for index, tables in enumerate(rounds):
        if index:
            match.next_round()
        for table, actions in enumerate(tables):
            for text in actions:
                hand, seating = match.tables[table], match.seatings[table]
                match.apply(parse_action(text), seating.players[hand.to_move])
    return match
