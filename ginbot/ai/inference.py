"""Opponent hands that fit how the opponent has played.

Most players take a card only to meld it, throw the card that leaves them
the least deadwood and knock as soon as they may. So each thing the opponent
did tells about the hand they held then (``knowledge.Clue``): a card they let
go by did not meld with it, a card they threw was one of the cheapest to let
go, a card they took and keep still melds, and a hand they could have knocked
with is one they do not hold. The hand they held then is their hand now with
the cards they took and threw since put back, less sure with each stock draw
since; clues old enough to say nearly nothing are left out.

Hands are drawn by a Metropolis walk over the hidden cards: swap one card of
the hand for one outside it, keep the swap by the odds of the two cards and
by how well the hand explains the clues. The weights were chosen by how
close knocks priced on these hands came to the price on the opponent's real
hand (bench/RESULTS.md).
"""

from __future__ import annotations

import math
import random

from ginbot.engine.melds import arrange_mask, best_discard_mask, discard_deadwoods

from .evaluate import cards_in
from .knowledge import Clue, Knowledge
from .simple import melds_with

PASS_FIT = 3.0  # log-odds lost when a card they let go by would have melded
TAKE_FIT = 2.0  # ... when a card they took and keep melds no more
THROW_FIT = 2.0  # ... per point of deadwood a throw kept beyond their best throw
KNOCK_FIT = 20.0  # ... when they could knock now and did not
DECAY = 0.5  # a clue counts this much less for each stock draw since
FAINT = 0.02  # clues weighed less than this are left out
BURN = 60  # swaps before the first hand is kept
THIN = 5  # swaps between kept hands


def throw_cost(hand: int, thrown: int, taken: int | None) -> int:
    """Deadwood the opponent kept beyond their best choice by throwing ``thrown``
    from ``hand`` plus that card (never counting the card they had just taken)."""
    eleven = hand | 1 << thrown
    best, card = best_discard_mask(eleven)
    if taken is not None and card == taken:
        best = min(d for c, d in discard_deadwoods(eleven).items() if c != taken)
    return max(0, arrange_mask(hand)[0] - best)


def misfit(hand: int, clues: list[tuple[float, Clue]], kept_takes: list[int], limit: int) -> float:
    """Log-odds against ``hand`` being the opponent's, from their clues."""
    cost = 0.0
    for weight, clue in clues:
        then = (hand & ~clue.gained) | clue.thrown
        card = clue.card
        if clue.kind == "pass":
            if melds_with(then & ~(1 << card), card):
                cost += PASS_FIT * weight
        else:
            cost += THROW_FIT * weight * throw_cost(then, card, clue.taken)
    for card in kept_takes:
        if not melds_with(hand & ~(1 << card), card):
            cost += TAKE_FIT
    if arrange_mask(hand)[0] <= limit:
        cost += KNOCK_FIT
    return cost


def fitting_hands(know: Knowledge, odds: list[float], count: int, rng: random.Random) -> list[int]:
    """``count`` opponent hands (masks): the cards known there plus hidden ones."""
    hidden = know.opp_hidden
    pool = cards_in(know.unseen)
    if hidden <= 0 or len(pool) < hidden:
        return [know.opp_known] * count
    weighed = [(DECAY**clue.draws, clue) for clue in know.clues]
    clues = [(weight, clue) for weight, clue in weighed if weight >= FAINT]
    kept_takes = cards_in(know.opp_known)
    limit = know.knock_limit
    prior = [0.0] * 52
    for card in pool:
        chance = min(max(odds[card], 1e-3), 0.999)
        prior[card] = math.log(chance / (1.0 - chance))

    inside = rng.sample(pool, hidden)
    held = set(inside)
    outside = [c for c in pool if c not in held]
    hand = know.opp_known
    for card in inside:
        hand |= 1 << card
    cost = misfit(hand, clues, kept_takes, limit)
    hands = []
    rand = rng.random
    for step in range(BURN + THIN * count):
        i = int(rand() * hidden)
        j = int(rand() * len(outside))
        out_card, in_card = inside[i], outside[j]
        swapped = (hand & ~(1 << out_card)) | 1 << in_card
        new_cost = misfit(swapped, clues, kept_takes, limit)
        gain = cost - new_cost + prior[in_card] - prior[out_card]
        if gain >= 0 or rand() < math.exp(gain):
            hand, cost = swapped, new_cost
            inside[i], outside[j] = in_card, out_card
        if step >= BURN and (step - BURN) % THIN == THIN - 1:
            hands.append(hand)
    return hands
