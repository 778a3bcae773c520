"""``undercutter``: keeps its deadwood low and waits for the opponent's knock.

It follows the rule books' defensive line of strategy (keep low cards, shed
high ones early, and let an opponent who knocks early run into an
undercut): it takes any upcard that lowers its deadwood, throws the
card that leaves the least deadwood (the highest, on a tie), so that its
deadwood stays under what an opponent is likely to knock with, and rarely
knocks: gin, or very little deadwood once the stock runs low, or any legal
knock at the last draws, where a dead hand would score nothing.
"""

from __future__ import annotations

from ginbot.engine import (
    VALUES,
    Action,
    BigGin,
    Discard,
    Knock,
    MatchView,
    Phase,
    discard_deadwoods,
)

from ..base import Player
from ..knowledge import read
from .moves import best_knock, draw, upcard_saving


class Undercutter(Player):
    level = "undercutter"
    late_stock = 10  # from here on it knocks with ...
    late_knock = 3  # ... this much deadwood or less
    last_stock = 3  # and with any legal deadwood at the last draws

    def choose(self, view: MatchView) -> Action:
        hand = view.hand
        know = read(view)
        if hand.phase in (Phase.OFFER, Phase.DRAW):
            upcard = know.upcard
            take = (upcard is not None and upcard not in know.my_discards
                    and upcard_saving(know) > 0)
            return draw(view, take)
        if BigGin() in hand.legal:
            return BigGin()
        deads = {c: d for c, d in discard_deadwoods(know.hand).items() if c != hand.taken}
        knock = best_knock(view, deads)
        if knock is not None:
            dead, card = knock
            stock = know.stock_size
            if (dead == 0 or (stock <= self.late_stock and dead <= self.late_knock)
                    or stock <= self.last_stock):
                return Knock(card)
        return Discard(min(deads, key=lambda c: (deads[c], -VALUES[c], -c)))
