"""``normal``: a club player who watches the table.

It remembers the discards and what the opponent took, keeps cards that
still have live partners, does not feed the opponent a card that plainly
fits what they took, and waits for a stronger hand before knocking unless
the stock is running out.
"""

from __future__ import annotations

from ginbot.engine import (
    CARDS,
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Discard,
    Knock,
    MatchView,
    Pass,
    Phase,
    arrange_mask,
    discard_deadwoods,
)

from .base import Player
from .evaluate import draw_saving, stock_chances
from .knowledge import Knowledge, read
from .simple import melds_with

PASS = Pass()


class NormalPlayer(Player):
    level = "normal"
    lookahead = 0.5  # weight of the expected saving of the next draw
    feed = 4.0  # deadwood points charged for a card that plainly fits the opponent's
    early_turns = 6  # in the first discards of a hand any legal knock will do
    strong = 4  # after that, knocks with at most this deadwood...
    late_stock = 8  # ...until the stock is down to this, when any legal knock will do
    take_saving = 3  # a loose upcard is taken only if it saves this much deadwood

    def choose(self, view: MatchView) -> Action:
        hand = view.hand
        know = read(view)
        if hand.phase in (Phase.OFFER, Phase.DRAW):
            if DRAW_DISCARD in hand.legal and self._take_upcard(know):
                return DRAW_DISCARD
            return PASS if hand.phase is Phase.OFFER else DRAW_STOCK
        return self._discard(view, know)

    def _take_upcard(self, know: Knowledge) -> bool:
        upcard = know.upcard
        assert upcard is not None
        if upcard in know.my_discards:
            return False  # taking back my own discard could go round for ever
        eleven = know.hand | 1 << upcard
        now = arrange_mask(know.hand)[0]
        after = min(d for c, d in discard_deadwoods(eleven).items() if c != upcard)
        # A card that melds is worth taking; a loose one only if it saves a lot.
        return (melds_with(know.hand, upcard) and after < now) or after <= now - self.take_saving

    def _discard(self, view: MatchView, know: Knowledge) -> Action:
        hand = view.hand
        eleven = know.hand
        if view.rules.big_gin and BigGin() in hand.legal:
            return BigGin()
        deads = {c: d for c, d in discard_deadwoods(eleven).items() if c != hand.taken}
        knocks = {a.card for a in hand.legal if isinstance(a, Knock)}
        if knocks:
            least = min(deads[c] for c in knocks)
            if (
                least <= self.strong
                or know.turns < self.early_turns
                or know.stock_size <= self.late_stock
            ):
                card = min(knocks, key=lambda c: (deads[c], -c))
                return Knock(card)
        odds = [0.0] * 52
        draws = stock_chances(know, odds)
        draws = [(c, p) for c, p in draws if not eleven >> c & 1]
        least = min(deads.values())
        best_card, best_value = -1, float("inf")
        for card, dead in deads.items():
            if dead > least + 10:
                continue
            kept = eleven & ~(1 << card)
            value = dead - self.lookahead * draw_saving(kept, dead, draws)
            value += self.feed * _feeds(card, know)
            if value < best_value:
                best_card, best_value = card, value
        return Discard(CARDS[best_card])


def _feeds(card: int, know: Knowledge) -> float:
    """1 when ``card`` melds with cards the opponent is known to hold, 0.5
    when it sits next to one of them (same rank, or same suit one apart)."""
    known = know.opp_known
    if not known:
        return 0.0
    if melds_with(known, card):
        return 1.0
    rank, suit = card % 13, card // 13
    for s in range(4):
        if known >> (s * 13 + rank) & 1:
            return 0.5
    for other in (rank - 1, rank + 1):
        if 0 <= other < 13 and known >> (suit * 13 + other) & 1:
            return 0.5
    return 0.0
