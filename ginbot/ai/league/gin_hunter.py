"""``gin-hunter``: plays for gin.

It follows the rule books' "play for gin" line of strategy: hold the hand
together and knock late or not at all, rather than at once. It takes an
upcard only to meld it, discards to keep its melds and near-melds together
(deadwood less what the coming stock draws are expected to save, as
``normal`` prices it), and knocks only with very little deadwood or once the
stock is nearly gone; otherwise it keeps drawing for gin.
"""

from __future__ import annotations

from ginbot.engine import CARDS, Action, Discard, Knock, MatchView

from ..base import Player
from ..evaluate import draw_saving, stock_chances
from ..knowledge import read
from ..simple import melds_with
from .moves import best_knock, throwable, turn_start


class GinHunter(Player):
    level = "gin-hunter"
    low = 2  # knocks at any time with this much deadwood or less
    late_stock = 8  # ... and with any legal deadwood once the stock is down to this
    lookahead = 1.0  # weight of the expected saving of the next draw
    prune = 10  # only discards within this much of the least deadwood are priced

    def choose(self, view: MatchView) -> Action:
        know = read(view)
        start = turn_start(view, know, lambda upcard: upcard not in know.my_discards
                           and melds_with(know.hand, upcard))
        if start is not None:
            return start
        deads = throwable(view, know)
        knock = best_knock(view, deads)
        if knock is not None:
            dead, card = knock
            if dead <= self.low or know.stock_size <= self.late_stock:
                return Knock(card)
        draws = [(c, p) for c, p in stock_chances(know, [0.0] * 52) if not know.hand >> c & 1]
        least = min(deads.values())
        best_card, best_value = -1, float("inf")
        for card, dead in sorted(deads.items()):
            if dead > least + self.prune:
                continue
            value = dead - self.lookahead * draw_saving(know.hand & ~(1 << card), dead, draws)
            if value < best_value:
                best_card, best_value = card, value
        return Discard(CARDS[best_card])
