"""Opponent hands that fit how the opponent has played.

Most players throw the card that leaves them the least deadwood. So the card
the opponent threw last was, of the eleven they held then (the ten they hold
now and that card), one of the cheapest to let go: a hand in which that
throw would have cost them points is unlikely. A run of low throws thus
tells that their hand is nearly down, which the card odds alone miss.

Hands are drawn by a Metropolis walk over the hidden cards: swap one card of
the hand for one outside it, keep the swap by the odds of the two cards and
by how well the hand explains the last throw.
"""

from __future__ import annotations

import math
import random

from ginbot.engine.melds import arrange_mask, best_discard_mask, discard_deadwoods

from .evaluate import cards_in
from .knowledge import Knowledge

FIT = 2.0  # log-odds lost per point of deadwood the last throw would have cost
BURN = 60  # swaps before the first hand is kept
THIN = 4  # swaps between kept hands


def throw_cost(hand: int, thrown: int, taken: int | None) -> int:
    """Deadwood the opponent kept beyond their best choice by throwing ``thrown``
    from ``hand`` plus that card (never counting the card they had just taken)."""
    eleven = hand | 1 << thrown
    best, card = best_discard_mask(eleven)
    if taken is not None and card == taken:
        best = min(d for c, d in discard_deadwoods(eleven).items() if c != taken)
    return max(0, arrange_mask(hand)[0] - best)


def fitting_hands(know: Knowledge, odds: list[float], count: int, rng: random.Random) -> list[int]:
    """``count`` opponent hands (masks): the cards known there plus hidden ones."""
    hidden = know.opp_hidden
    pool = cards_in(know.unseen)
    if hidden <= 0 or len(pool) < hidden:
        return [know.opp_known] * count
    thrown = know.opp_discards[-1] if know.opp_discards else None
    taken = know.opp_last_take
    prior = [0.0] * 52
    for card in pool:
        chance = min(max(odds[card], 1e-3), 0.999)
        prior[card] = math.log(chance / (1.0 - chance))

    def fit(hand: int) -> float:
        return -FIT * throw_cost(hand, thrown, taken) if thrown is not None else 0.0

    inside = rng.sample(pool, hidden)
    held = set(inside)
    outside = [c for c in pool if c not in held]
    hand = know.opp_known
    for card in inside:
        hand |= 1 << card
    score = fit(hand)
    hands = []
    rand = rng.random
    for step in range(BURN + THIN * count):
        i = int(rand() * hidden)
        j = int(rand() * len(outside))
        out_card, in_card = inside[i], outside[j]
        swapped = (hand & ~(1 << out_card)) | 1 << in_card
        new_score = fit(swapped)
        gain = new_score - score + prior[in_card] - prior[out_card]
        if gain >= 0 or rand() < math.exp(gain):
            hand, score = swapped, new_score
            inside[i], outside[j] = in_card, out_card
        if step >= BURN and (step - BURN) % THIN == THIN - 1:
            hands.append(hand)
    return hands
