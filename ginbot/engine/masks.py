"""The engine's card masks, for the computer players and the pictures.

A hand is an ``int`` of 52 bits: bit ``c`` is card ``c``, which is
``13 * suit + rank`` (suits ♠ ♥ ♦ ♣, ranks ace 0 to king 12), so each suit is
13 bits (``M13``) at ``13 * suit``. These are the engine's own fast paths: the
rules use the same functions, so a computer player that reasons with them
reasons exactly as the rules score.

- ``mask_of(cards)`` / ``cards_of(mask)``: cards to a mask and back (sorted).
- ``VALUES[card]``: the deadwood value of a card (ace 1, faces 10).
- ``M13``: the 13 bits of one suit.
- ``RUN_MELDED[bits]``: for a suit's 13 bits, the bits inside a run of three or more.
- ``arrange_mask(mask)``: ``(least deadwood, set masks)`` of the best arrangement.
- ``arrangement_of_mask(mask)``: that arrangement as an ``Arrangement`` (melds, deadwood).
- ``deadwood_of_mask(mask)``: the least deadwood of ``mask``.
- ``best_discard_mask(mask)``: ``(least deadwood after one discard, that discard)``.
- ``discard_deadwoods(mask)``: ``{card: deadwood left}`` for every discard of ``mask``.
- ``least_melds(mask)``: the melds (masks) of the plain best arrangement.
- ``knock_targets(knocker)``: for each way a knocker's 10 cards may be shown, the
  ``(runs, fourths)`` a defender may lay off onto.
- ``defender_deadwood(defender, targets)``: the defender's least deadwood with its
  lay-offs onto ``targets`` (none: against gin).
"""

from __future__ import annotations

from .cards import VALUES, cards_of, mask_of
from .melds import (
    M13,
    RUN_MELDED,
    arrange_mask,
    arrangement_of_mask,
    best_discard_mask,
    deadwood_of_mask,
    discard_deadwoods,
)
from .showdown import defender_deadwood, knock_targets, least_melds

__all__ = [
    "M13",
    "RUN_MELDED",
    "VALUES",
    "arrange_mask",
    "arrangement_of_mask",
    "best_discard_mask",
    "cards_of",
    "deadwood_of_mask",
    "defender_deadwood",
    "discard_deadwoods",
    "knock_targets",
    "least_melds",
    "mask_of",
]
