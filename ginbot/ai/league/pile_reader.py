"""``pile-reader``: watches the discard pile and holds back what the opponent wants.

It follows the rule books' advice on discarding: watch what the opponent
picks up and do not throw them a card that fits it. It tracks the upcards
the opponent took and still holds, the ones they passed and the cards they
threw, and holds back a card of the rank of a card they took (unless they
have thrown or passed that rank since) or next to one in its suit, while
keeping it costs no more than ``hold`` deadwood. Otherwise it plays the
baseline's way (``simple``: takes an upcard that melds, the least deadwood,
ties at random, no repeated pairs) and knocks soundly: when allowed with
little deadwood, or with any legal deadwood once the stock runs low.
"""

from __future__ import annotations

from ginbot.engine import Action, Discard, Knock, MatchView

from ..base import Player
from ..knowledge import Knowledge, read
from ..simple import melds_with, repeated_pairs
from .moves import best_knock, throwable, turn_start


class PileReader(Player):
    level = "pile-reader"
    hold = 3  # deadwood points a card the opponent wants costs to throw
    low = 3  # knocks with this much deadwood or less...
    late_stock = 10  # ... and with any legal deadwood once the stock is down to this

    def choose(self, view: MatchView) -> Action:
        know = read(view)
        start = turn_start(view, know, lambda upcard: melds_with(know.hand, upcard))
        if start is not None:
            return start
        deads = throwable(view, know, repeated_pairs(view))
        knock = best_knock(view, deads)
        if knock is not None:
            dead, card = knock
            if dead <= self.low or know.stock_size <= self.late_stock:
                return Knock(card)
        prices = {c: d + self.hold * wanted(c, know) for c, d in deads.items()}
        best = min(prices.values())
        candidates = sorted(c for c, price in prices.items() if price == best)
        card = candidates[0] if len(candidates) == 1 else self.rng(view).choice(candidates)
        return Discard(card)


def wanted(card: int, know: Knowledge) -> bool:
    """Does the opponent probably want ``card``: the rank of a card they took and
    hold (a rank they have since thrown or passed is cleared), or next to one in its suit?"""
    rank, suit = card % 13, card // 13
    shed = {c % 13 for c in (*know.opp_discards, *know.opp_passed)}
    held = know.opp_known
    for other in range(52):
        if not held >> other & 1:
            continue
        if other % 13 == rank and rank not in shed:
            return True
        if other // 13 == suit and abs(other % 13 - rank) == 1:
            return True
    return False
