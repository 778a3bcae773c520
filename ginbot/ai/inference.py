"""Opponent hands that fit how the opponent has played, move by move.

Most players take a card only to meld it, throw the card that leaves them
the least deadwood and knock as soon as they may. So each thing the opponent
did tells about the hand they held at that moment: a card they let go by did
not meld with it, a card they took did, a card they threw was one of the
cheapest to let go, and after each throw they could not knock (which
counts for less against an opponent who holds knocks: ``belief``).

A sampled hand comes with a whole story: the cards they were dealt and the
card each of their stock draws brought. The story is replayed from the deal
and each move is checked against that way of playing, so an old clue
weighs on exactly the cards that were in the hand when it was given.
Stories are drawn by a Metropolis walk: change one hidden card for another
unseen one (proposed by the card odds), or swap when two cards came in (at
the deal or at a draw); a change is kept by how well the story explains the
moves. The weights were chosen by how close the card odds and knock prices
came to the opponent's real hand (bench/RESULTS.md).
"""

from __future__ import annotations

import math
import random

from ginbot.engine import arrange_mask, best_discard_mask, discard_deadwoods, mask_of

from .evaluate import cards_in
from .knowledge import Knowledge, Move
from .simple import melds_with

PASS_FIT = 3.0  # log-odds lost when a card they let go by would have melded
TAKE_FIT = 3.0  # ... when a card they took did not meld
THROW_FIT = 2.0  # ... per point of deadwood a throw kept beyond their best throw
KNOCK_FIT = 6.0  # ... when they could have knocked after a throw and did not
CHANGE = 0.5  # share of steps that change a hidden card (the rest swap arrivals)
BURN = 800  # steps before the first hand is kept
THIN = 16  # steps between kept hands
LEAST_ODDS = 0.02  # the least weight a card gets when proposed
DEALT = 0  # arrival of a card that was dealt; draw j arrives at j (1, 2, ...)


def throw_cost(hand: int, thrown: int, taken: int | None) -> tuple[int, int]:
    """(deadwood of ``hand``, deadwood the opponent kept beyond their best choice)
    after throwing ``thrown`` from ``hand`` plus that card; the card they had
    just taken (``taken``) was no choice."""
    eleven = hand | 1 << thrown
    best, card = best_discard_mask(eleven)
    if taken is not None and card == taken:
        best = min(d for c, d in discard_deadwoods(eleven).items() if c != taken)
    after = arrange_mask(hand)[0]
    return after, after - best


class _Story:
    """One story of the opponent's hand, replayed move by move.

    Tokens are the cards the opponent held other than by taking them: the
    free cards they threw (known) and the hidden cards they hold now. Each
    token arrived at the deal or at one of their stock draws.
    """

    def __init__(self, moves: tuple[Move, ...], thrown: list[int], hidden: list[int],
                 dealt: int, limit: int, knock_fit: float, eager_throws: int = 0) -> None:
        self.moves = moves
        self.limit = limit
        # What a held knock costs after each move that is a throw: the eager player's
        # price for the first ``eager_throws`` throws, the belief's after them.
        self.knock_fits = [0.0] * len(moves)
        throws = 0
        for i, move in enumerate(moves):
            if move.kind == "throw":
                self.knock_fits[i] = KNOCK_FIT if throws < eager_throws else knock_fit
                throws += 1
        self.draw_at = [i for i, m in enumerate(moves) if m.kind == "draw"]
        self.cards = thrown + hidden
        self.arrival = [DEALT] * len(self.cards)
        # Thrown cards first fill the deal, then the earliest draws: every
        # throw then comes after its card arrived.
        draws = len(self.draw_at)
        for token in range(len(thrown)):
            if token >= dealt:
                self.arrival[token] = token - dealt + 1
        free = [j for j in range(1, draws + 1) if j not in self.arrival[: len(thrown)]]
        for token in range(len(thrown), len(self.cards)):
            if free:
                self.arrival[token] = free.pop()
        self.drawn = [0] * len(moves)  # the card each draw brought, by move
        self.by_draw = [0] * (draws + 1)  # the token of each draw
        for token, j in enumerate(self.arrival):
            if j:
                self.by_draw[j] = token
                self.drawn[self.draw_at[j - 1]] = self.cards[token]
        self.deal = mask_of(c for c, j in zip(self.cards, self.arrival, strict=True) if j == DEALT)
        # The misfit, and the hand and misfit before each move, for replays from the middle.
        self.cost, self.hands, self.costs = self.replay(0, self.deal, 0.0)

    def start(self, arrival: int) -> int:
        """The first move a card arriving at ``arrival`` can change."""
        return 0 if arrival == DEALT else self.draw_at[arrival - 1]

    def replay(self, first: int, hand: int, cost: float) -> tuple[float, list[int], list[float]]:
        """(misfit, hands, costs) from move ``first`` on, given the hand before it."""
        hands: list[int] = []
        costs: list[float] = []
        limit = self.limit
        for i in range(first, len(self.moves)):
            hands.append(hand)
            costs.append(cost)
            kind, card, taken = self.moves[i]
            if kind == "pass":
                if melds_with(hand, card):
                    cost += PASS_FIT
            elif kind == "take":
                if not melds_with(hand, card):
                    cost += TAKE_FIT
                hand |= 1 << card
            elif kind == "draw":
                hand |= 1 << self.drawn[i]
            else:
                if not hand >> card & 1:
                    return math.inf, hands, costs
                hand &= ~(1 << card)
                after, kept = throw_cost(hand, card, taken)
                cost += THROW_FIT * kept
                if after <= limit:
                    cost += self.knock_fits[i]
        return cost, hands, costs

    def try_replay(self, first: int, deal: int) -> tuple[float, list[int], list[float]]:
        if first == 0:
            return self.replay(0, deal, 0.0)
        return self.replay(first, self.hands[first], self.costs[first])

    def keep(self, first: int, cost: float, hands: list[int], costs: list[float]) -> None:
        self.cost = cost
        self.hands[first:] = hands
        self.costs[first:] = costs

    def change(self, token: int, card: int, rng_value: float, odds_gain: float) -> bool:
        """Try holding ``card`` in place of the hidden card ``token``."""
        old = self.cards[token]
        arrival = self.arrival[token]
        first = self.start(arrival)
        deal = self.deal
        if arrival == DEALT:
            deal = (deal & ~(1 << old)) | 1 << card
        else:
            self.drawn[first] = card
        cost, hands, costs = self.try_replay(first, deal)
        gain = self.cost - cost + odds_gain
        if gain >= 0 or rng_value < math.exp(gain):
            self.cards[token] = card
            self.deal = deal
            self.keep(first, cost, hands, costs)
            return True
        if arrival != DEALT:
            self.drawn[first] = old
        return False

    def swap(self, draw: int, other: int, rng_value: float) -> None:
        """Try swapping when the card of stock draw ``draw`` and token ``other`` arrived."""
        token = self.by_draw[draw]
        was = self.arrival[other]
        if other == token:
            return
        cards = self.cards
        deal = self.deal
        self._arrive(token, was)
        self._arrive(other, draw)
        if was == DEALT:
            deal = (deal & ~(1 << cards[other])) | 1 << cards[token]
            first = 0
        else:
            first = self.start(min(draw, was))
        cost, hands, costs = self.try_replay(first, deal)
        gain = self.cost - cost
        if gain >= 0 or rng_value < math.exp(gain):
            self.deal = deal
            self.keep(first, cost, hands, costs)
        else:
            self._arrive(token, draw)
            self._arrive(other, was)

    def _arrive(self, token: int, arrival: int) -> None:
        self.arrival[token] = arrival
        if arrival != DEALT:
            self.by_draw[arrival] = token
            self.drawn[self.draw_at[arrival - 1]] = self.cards[token]


def knock_fit(waits: float) -> float:
    """Log-odds lost by a story in which they held a knock and played on, when
    they play on with a knock in hand with chance ``waits``."""
    return -math.log(waits + (1.0 - waits) * math.exp(-KNOCK_FIT))


def fitting_hands(
    know: Knowledge, odds: list[float], count: int, rng: random.Random, waits: float = 0.0,
    eager_throws: int = 0,
) -> list[int]:
    """``count`` opponent hands (masks): the cards known there plus hidden ones,
    each from a story that fits what they did; ``waits`` is the chance that
    they play on with a knock in hand (``belief``), after their first
    ``eager_throws`` throws of the hand, when they knock if they can."""
    hidden = know.opp_hidden
    pool = cards_in(know.unseen)
    if hidden <= 0 or len(pool) < hidden:
        return [know.opp_known] * count
    weight = [max(p, LEAST_ODDS) for p in odds]
    inside = _by_weight(pool, weight, hidden, rng)
    thrown = _free_throws(know.story)
    draws = sum(1 for m in know.story if m.kind == "draw")
    dealt = len(thrown) + hidden - draws
    if dealt not in (10, 11):
        return [know.opp_known | mask_of(inside)] * count  # a story the moves cannot tell
    story = _Story(know.story, thrown, inside, dealt, know.knock_limit, knock_fit(waits),
                   eager_throws)
    first_hidden = len(thrown)
    held = set(inside)
    outside = [c for c in pool if c not in held]
    outside_weight = sum(weight[c] for c in outside)
    hands = []
    rand = rng.random
    for step in range(BURN + THIN * count):
        if draws == 0 or rand() < CHANGE:
            token = first_hidden + int(rand() * hidden)
            j = _pick(outside, weight, rand() * outside_weight)
            card, old = outside[j], story.cards[token]
            back = outside_weight - weight[card] + weight[old]
            # The walk proposes by weight: correct for it so the odds are not counted twice.
            odds_gain = math.log(weight[old] / back) - math.log(weight[card] / outside_weight)
            if story.change(token, card, rand(), odds_gain):
                outside[j] = old
                outside_weight = back
        else:
            story.swap(1 + int(rand() * draws), int(rand() * len(story.cards)), rand())
        if step >= BURN and (step - BURN) % THIN == THIN - 1:
            hands.append(know.opp_known | mask_of(story.cards[first_hidden:]))
    return hands


def _by_weight(pool: list[int], weight: list[float], count: int, rng: random.Random) -> list[int]:
    """``count`` cards of ``pool`` drawn without replacement by ``weight``."""
    left = list(pool)
    chosen = []
    for _ in range(count):
        chosen.append(left.pop(_pick(left, weight, rng.random() * sum(weight[c] for c in left))))
    return chosen


def _pick(cards: list[int], weight: list[float], value: float) -> int:
    """The index where ``value`` falls when ``cards`` are laid end to end by ``weight``."""
    for i, card in enumerate(cards):
        value -= weight[card]
        if value <= 0:
            return i
    return len(cards) - 1


def _free_throws(story: tuple[Move, ...]) -> list[int]:
    """The cards they threw that they had not taken from the pile, in order."""
    taken: set[int] = set()
    thrown = []
    for move in story:
        if move.kind == "take":
            taken.add(move.card)
        elif move.kind == "throw":
            if move.card in taken:
                taken.discard(move.card)
            else:
                thrown.append(move.card)
    return thrown
