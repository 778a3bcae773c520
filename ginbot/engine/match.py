"""A match: hands played to the target, scores, bonuses and the record.

A match is its rules, its seed and its actions. Each hand's deal comes from a
seed derived from the match seed, so the record (rules, seed, per-hand seeds,
actions) rebuilds every state exactly: ``replay(record)`` (``ginbot.engine.replay``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action
from .cards import Card, shuffled_deck
from .hand import Event, HandResult, HandState, HandView, Phase
from .record import MatchRecord
from .refusals import HandIsOver, HandNotOver, MatchIsOver, NotYourTurn
from .rules import Dealer, Rules, Shutout
from .table import Board, BoardResult, BoardView, GameScore, HandScore, TableView, check_seat

HOLLYWOOD_GAMES = 3


def hand_seed(seed: int, index: int) -> int:
    """The deal seed of hand ``index`` (counting re-deals) of a match."""
    digest = hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def cut_for_deal(seed: int) -> tuple[int, list[tuple[Card, Card]]]:
    """Both players cut the deck; the lower card deals (ranks only, ties cut again).

    Returns the first dealer and the cuts, for showing.
    """
    cuts: list[tuple[Card, Card]] = []
    attempt = 0
    while True:
        deck = shuffled_deck(hand_seed(seed, -1 - attempt))
        a, b = deck[0], deck[26]
        cuts.append((a, b))
        if a % 13 != b % 13:
            return (0 if a % 13 < b % 13 else 1), cuts
        attempt += 1


@dataclass
class Game:
    """One scored game; a match has one, or three under Hollywood."""

    scores: list[int] = field(default_factory=lambda: [0, 0])
    hands_won: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None
    final: list[int] | None = None  # totals with bonuses, once the game is over
    running: list[tuple[int, int]] = field(default_factory=lambda: [(0, 0)])  # after each hand

    def total(self, player: int) -> int:
        return self.final[player] if self.final is not None else self.scores[player]

    def score(self) -> GameScore:
        return GameScore(tuple(self.running), self.winner, (self.total(0), self.total(1)))


@dataclass(frozen=True)
class MatchView:
    """What a computer player reads: its board as a two-player match (``player`` its seat
    on the board, None: the public), the scores of its side and of the side it plays.
    Front ends read the ``TableView`` of every table instead (``Table.view``)."""

    player: int | None
    rules: Rules
    hand_number: int
    scores: tuple[int, int]
    games: tuple[tuple[int, int], ...]
    hand: HandView
    results: tuple[HandResult, ...]
    over: bool
    winner: int | None
    target: int
    margin: int | None = None  # box scoring: what the winner wins by, once the match is over

    @property
    def seat(self) -> int | None:
        return self.player

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return SIDES

    @property
    def boards(self) -> tuple[BoardView, ...]:
        return (BoardView((0, 1), self.hand),)

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.over or self.hand.result is not None else (self.hand.to_move,)


SIDES = ((0,), (1,))


class Match:
    """Hands to the target, with the dealer rotation and match scoring: a ``Table``
    of two seats, each its own side."""

    seats = 2
    sides = SIDES

    def __init__(self, rules: Rules | None = None, seed: int = 0) -> None:
        self.rules = rules or Rules()
        if self.rules.players != 2:
            raise ValueError(
                f"a Match is for two players; use ThreeHandedMatch or TeamMatch for "
                f"{self.rules.players}"
            )
        self.seed = seed
        self.first_dealer, self.cuts = cut_for_deal(seed)
        self.games = [Game() for _ in range(HOLLYWOOD_GAMES if self.rules.hollywood else 1)]
        self.results: list[HandResult] = []
        self.scored: list[HandScore] = []
        self.hand_seeds: list[int] = []
        self.actions: list[list[Action]] = []
        self.action_seats: list[list[int]] = []  # who made each action
        self.wins = [0, 0]  # hands won in the whole match
        self.winner: int | None = None
        self.hand: HandState = self._deal(self.first_dealer)

    # -- reading ---------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> tuple[int, int]:
        """Match totals: the single game's, or the sum of Hollywood's games."""
        return (
            sum(g.total(0) for g in self.games),
            sum(g.total(1) for g in self.games),
        )

    @property
    def margin(self) -> int | None:
        """Box scoring: the winner's result, once the match is won (see ``match_margin``)."""
        if self.winner is None:
            return None
        return match_margin(self.rules, self.scores, self.winner)

    @property
    def hand_number(self) -> int:
        """1-based number of the hand in play, counting re-deals of dead hands."""
        return len(self.hand_seeds)

    @property
    def cut(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        return tuple(((0, a), (1, b)) for a, b in self.cuts)

    @property
    def hands_won(self) -> tuple[int, int]:
        return self.wins[0], self.wins[1]

    def view(self, seat: int | None) -> TableView:
        if seat is not None:
            check_seat(seat, self.seats)
        return TableView(
            seat=seat,
            rules=self.rules,
            sides=self.sides,
            hand_number=self.hand_number,
            scores=self.scores,
            boards=(BoardView((0, 1), self.hand.view(seat)),),
            to_move=self.to_move,
            over=self.over,
            winner=self.winner,
            hands=tuple(self.scored),
            games=tuple(g.score() for g in self.games),
            hands_won=self.hands_won,
            margin=self.margin,
        )

    def match_view(self, player: int | None) -> MatchView:
        """The match as a computer player at ``player`` reads it."""
        return MatchView(
            player=player,
            rules=self.rules,
            hand_number=self.hand_number,
            scores=self.scores,
            games=tuple((g.total(0), g.total(1)) for g in self.games),
            hand=self.hand.view(player),
            results=tuple(self.results),
            over=self.over,
            winner=self.winner,
            target=self.rules.target,
            margin=self.margin,
        )

    @property
    def boards(self) -> tuple[Board, ...]:
        return (Board((0, 1), self.hand),)

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.over or self.hand.is_over else (self.hand.to_move,)

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self.hand.legal_actions()

    def legal(self, seat: int) -> list[Action]:
        check_seat(seat, self.seats)
        refuse_to_act(self.over, self.hand, self.hand.to_move == seat)
        return self.hand.legal_actions()

    def record(self) -> MatchRecord:
        return MatchRecord(
            rules=self.rules,
            seed=self.seed,
            hand_seeds=tuple(self.hand_seeds),
            hands=tuple(tuple(str(a) for a in h) for h in self.actions),
            seats=tuple(tuple(s) for s in self.action_seats),
        )

    # -- playing -------------------------------------------------------------------

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Play an action in the current hand; a finished hand is scored at once."""
        if self.over:
            raise MatchIsOver()
        seat = self.hand.to_move
        events = self.hand.apply(action, player)
        self.actions[-1].append(action)
        self.action_seats[-1].append(seat)
        if self.hand.is_over:
            self._score_hand(self.hand.result)
        return events

    @property
    def awaiting_deal(self) -> bool:
        """A hand has ended and the next one has not been dealt yet."""
        return self.hand.phase is Phase.OVER and not self.over

    def next_hand(self) -> HandState:
        """Deal the next hand (the previous one must be over)."""
        result = finished_hand(self.over, self.hand)
        if result.dead:
            dealer = self.hand.dealer
        elif self.rules.dealer is Dealer.LOSER:
            dealer = 1 - result.winner  # type: ignore[operator]
        else:
            dealer = 1 - self.hand.dealer
        self.hand = self._deal(dealer)
        return self.hand

    def _deal(self, dealer: int) -> HandState:
        seed = hand_seed(self.seed, len(self.hand_seeds))
        self.hand_seeds.append(seed)
        self.actions.append([])
        self.action_seats.append([])
        return HandState(self.rules, dealer, seed)

    def _score_hand(self, result: HandResult | None) -> None:
        assert result is not None
        self.results.append(result)
        winner = result.winner
        if winner is not None:
            self.wins[winner] += 1
            for number, game in enumerate(self.games):
                # Hollywood: a player's n-th win scores in games 1..n.
                if game.winner is None and number < self.wins[winner]:
                    game.hands_won[winner] += 1
                    game.scores[winner] += result.points
                    if game.scores[winner] >= self.rules.target:
                        self._end_game(game, winner)
        for game in self.games:
            game.running.append((game.scores[0], game.scores[1]))
        points = (sum(g.scores[0] for g in self.games), sum(g.scores[1] for g in self.games))
        self.scored.append(HandScore((BoardResult((0, 1), result),), winner,
                                     0 if winner is None else result.points, points))
        if winner is not None and all(g.winner is not None for g in self.games):
            won = [sum(1 for g in self.games if g.winner == p) for p in (0, 1)]
            self.winner = 0 if won[0] > won[1] else 1

    def _end_game(self, game: Game, winner: int) -> None:
        game.winner = winner
        game.final = final_totals(self.rules, game.scores, game.hands_won, winner)


def finished_hand(match_over: bool, hand: HandState) -> HandResult:
    """The result of the hand in play, which must be over, before another is dealt."""
    if match_over:
        raise MatchIsOver()
    if hand.result is None:
        raise HandNotOver()
    return hand.result


def refuse_to_act(match_over: bool, hand: HandState, seat_to_move: bool) -> None:
    """Why a seat of a hand may not act now, if it may not: the match or the hand is
    over, or it is the other seat's turn."""
    if match_over:
        raise MatchIsOver()
    if hand.is_over:
        raise HandIsOver()
    if not seat_to_move:
        raise NotYourTurn()


def final_totals(
    rules: Rules, scores: Sequence[int], hands_won: Sequence[int], winner: int
) -> list[int]:
    """Totals at the end of a game: with box scoring, the box bonus for every hand
    won, the game bonus, and the shutout (every other side scored nothing)."""
    final = list(scores)
    if not rules.bonuses:
        return final
    shutout = all(score == 0 for side, score in enumerate(scores) if side != winner)
    for side, won in enumerate(hands_won):
        final[side] += rules.box_bonus * won
    final[winner] += rules.game_bonus
    if shutout and rules.shutout is Shutout.DOUBLE:
        final[winner] *= 2
    elif shutout and rules.shutout is Shutout.PLUS100:
        final[winner] += 100
    return final


def match_margin(rules: Rules, totals: Sequence[int], winner: int) -> int | None:
    """What the winner wins by under box scoring (RULES.md section 9): their total with
    bonuses less the best other side's; ``unit_scoring`` drops the units digit (Scarne:
    a margin of 182 counts as 18). None without box scoring: the totals are the result."""
    if not rules.bonuses:
        return None
    won = totals[winner] - max(t for side, t in enumerate(totals) if side != winner)
    return won // 10 if rules.unit_scoring else won
