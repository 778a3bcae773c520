"""``easy``: a beginner's game, so that a beginner can win.

It looks only at its own deadwood: it takes the upcard when that lowers its
deadwood, throws the card that leaves the least deadwood (the highest, on a
tie) and knocks the moment the rules let it. It never thinks about what the
opponent collects, and now and then it throws a loose card without checking
that it is the one that leaves the least deadwood, as beginners do.
"""

from __future__ import annotations

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    VALUES,
    Action,
    BigGin,
    Discard,
    Knock,
    MatchView,
    Pass,
    Phase,
    arrange_mask,
    arrangement_of_mask,
    best_discard_mask,
    discard_deadwoods,
)

from .base import Player
from .simple import hand_mask

PASS = Pass()
SLIP = 0.15  # how often it throws any loose card instead of the best one


class EasyPlayer(Player):
    level = "easy"

    def choose(self, view: MatchView) -> Action:
        hand = view.hand
        if hand.phase in (Phase.OFFER, Phase.DRAW):
            if DRAW_DISCARD in hand.legal and self._upcard_helps(view):
                return DRAW_DISCARD
            return PASS if hand.phase is Phase.OFFER else DRAW_STOCK
        return self._discard(view)

    def _upcard_helps(self, view: MatchView) -> bool:
        mask = hand_mask(view)
        upcard = view.hand.upcard
        assert upcard is not None
        me = view.hand.player
        assert me is not None
        if upcard in view.hand.discarded_by(me):
            return False  # taking back my own discard could go round for ever
        now = arrange_mask(mask)[0]
        eleven = mask | 1 << upcard
        after = min(d for c, d in discard_deadwoods(eleven).items() if c != upcard)
        return after < now

    def _discard(self, view: MatchView) -> Action:
        hand = view.hand
        mask = hand_mask(view)
        may_end = hand.drawn is not None
        if may_end and view.rules.big_gin and arrange_mask(mask)[0] == 0:
            return BigGin()
        limit = hand.knock_limit or 0
        if may_end and best_discard_mask(mask)[0] <= limit:
            deads = discard_deadwoods(mask)
            card = min((c for c in deads if c != hand.taken), key=lambda c: (deads[c], -c))
            return Knock(card)
        rng = self.rng(view)
        if rng.random() < SLIP:
            loose = [c for c in arrangement_of_mask(mask).deadwood if c != hand.taken]
            if loose:
                return Discard(rng.choice(loose))
        deads = discard_deadwoods(mask)
        card = min((c for c in deads if c != hand.taken), key=lambda c: (deads[c], -VALUES[c], -c))
        return Discard(card)
