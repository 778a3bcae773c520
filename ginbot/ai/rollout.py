"""Playing a hand out on sampled cards, to price "knock now" against "play on".

A rollout deals the hidden cards one way the evidence allows (the opponent's
hand by the odds, the stock shuffled) and plays both sides to the end of the
hand with quick policies: the opponent takes an upcard that melds, throws
the card leaving the least deadwood and knocks as soon as it may (the way
most players, and the published baseline, play); I do the same but knock
only at or under my own threshold. Everything works on 52-bit masks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ginbot.engine import (
    CARDS,
    best_discard_mask,
    defender_deadwood,
    discard_deadwoods,
    knock_targets,
)

from .simple import melds_with


@dataclass(frozen=True)
class Table:
    """The rules a rollout needs."""

    knock_limit: int
    gin_bonus: int
    undercut_bonus: int


def _discard(hand: int, taken: int) -> tuple[int, int]:
    """(deadwood, card) of the best discard of 11 cards, never the card just taken."""
    dead, card = best_discard_mask(hand)
    if card != taken:
        return dead, card
    deads = discard_deadwoods(hand)
    del deads[CARDS[taken]]
    card = min(deads, key=deads.__getitem__)
    return deads[card], card


def score(knocker: int, knocker_dead: int, defender: int, table: Table) -> int:
    """Points of a knock, from the knocker's side (negative: undercut)."""
    if knocker_dead == 0:
        return defender_deadwood(defender) + table.gin_bonus
    defender_dead = max(defender_deadwood(defender, t) for t in knock_targets(knocker))
    if knocker_dead < defender_dead:
        return defender_dead - knocker_dead
    return -(knocker_dead - defender_dead + table.undercut_bonus)


def play_out(
    mine: int,
    theirs: int,
    top: int,
    stock: list[int],
    my_threshold: int,
    table: Table,
    their_threshold: int | None = None,
) -> int:
    """Points for me when the opponent is to move, ``top`` on the pile; the
    opponent knocks at ``their_threshold`` or less (the knock limit when None).

    ``stock`` is the remaining stock, its top last; it is consumed.
    """
    limit = table.knock_limit
    theirs_at = limit if their_threshold is None else min(limit, their_threshold)
    hands = [theirs, mine]
    thrown = [0, 0]  # cards each side threw: never taken back, so the hand moves on
    turn = 0  # 0: the opponent, 1: me
    while True:
        hand = hands[turn]
        if not thrown[turn] >> top & 1 and melds_with(hand, top):
            hand |= 1 << top
            dead, card = _discard(hand, top)
        else:
            if len(stock) <= 2:
                return 0
            drawn = stock.pop()
            hand |= 1 << drawn
            dead, card = best_discard_mask(hand)
        hand &= ~(1 << card)
        hands[turn] = hand
        thrown[turn] |= 1 << card
        top = card
        threshold = theirs_at if turn == 0 else min(limit, my_threshold)
        if dead <= threshold:
            points = score(hand, dead, hands[1 - turn], table)
            return points if turn == 1 else -points
        if len(stock) <= 2:
            return 0
        turn = 1 - turn


def shuffled_stock(unseen: list[int], theirs: int, rng: random.Random) -> list[int]:
    stock = [c for c in unseen if not theirs >> c & 1]
    rng.shuffle(stock)
    return stock
