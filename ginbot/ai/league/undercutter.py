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
    Discard,
    Knock,
    MatchView,
)

from ..base import Player
from ..knowledge import read
from .moves import best_knock, throwable, turn_start, upcard_saving


class Undercutter(Player):
    level = "undercutter"
    late_stock = 10  # from here on it knocks with ...
    late_knock = 3  # ... this much deadwood or less
    last_stock = 3  # and with any legal deadwood at the last draws

    def choose(self, view: MatchView) -> Action:
        know = read(view)
        start = turn_start(view, know, lambda upcard: upcard not in know.my_discards
                           and upcard_saving(know) > 0)
        if start is not None:
            return start
        deads = throwable(view, know)
        knock = best_knock(view, deads)
        if knock is not None:
            dead, card = knock
            stock = know.stock_size
            if (dead == 0 or (stock <= self.late_stock and dead <= self.late_knock)
                    or stock <= self.last_stock):
                return Knock(card)
        return Discard(min(deads, key=lambda c: (deads[c], -VALUES[c], -c)))
