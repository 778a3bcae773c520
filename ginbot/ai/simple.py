"""``simple``: the baseline player of the EAAI-2021 Gin Rummy challenge.

A re-implementation, from its published description and policy, of Todd
Neller's SimpleGinRummyPlayer:

- take the upcard only if it would be part of some meld of the 11 cards held
  after taking it (the original checks every meld, not only the best ones);
- discard at random among the cards that leave the least deadwood, never the
  card just taken, and never repeat a (drawn card, discarded card) pair of
  this hand, in either order (the original's guard against endless take-and-discard loops);
- knock as soon as the deadwood left allows it (gin when it is 0).

It ignores everything the opponent does.
"""

from __future__ import annotations

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    M13,
    RUN_MELDED,
    Action,
    BigGin,
    Discard,
    Knock,
    MatchView,
    Pass,
    Phase,
    arrange_mask,
    discard_deadwoods,
    mask_of,
)

from .base import Player

PASS = Pass()


def melds_with(hand: int, card: int) -> bool:
    """Would ``card`` be part of some meld together with cards of ``hand``?"""
    rank = card % 13
    same_rank = (hand >> rank & 1) + (hand >> (rank + 13) & 1) + (hand >> (rank + 26) & 1) + (
        hand >> (rank + 39) & 1
    )
    if same_rank >= 2:
        return True
    suit = card // 13
    return bool(RUN_MELDED[((hand >> (13 * suit)) & M13) | 1 << rank] >> rank & 1)


def hand_mask(view: MatchView) -> int:
    return mask_of(view.hand.hand)


class SimplePlayer(Player):
    level = "simple"

    def choose(self, view: MatchView) -> Action:
        hand = view.hand
        upcard = hand.upcard
        if hand.phase is Phase.OFFER:
            assert upcard is not None
            return DRAW_DISCARD if melds_with(hand_mask(view), upcard) else PASS
        if hand.phase is Phase.DRAW:
            if DRAW_DISCARD in hand.legal and upcard is not None and melds_with(
                    hand_mask(view), upcard):
                return DRAW_DISCARD
            return DRAW_STOCK
        return self._discard(view)

    def _discard(self, view: MatchView) -> Action:
        hand = view.hand
        mask = hand_mask(view)
        may_end = hand.drawn is not None  # Scarne's opening discard cannot knock
        if may_end and view.rules.big_gin and arrange_mask(mask)[0] == 0:
            return BigGin()
        barred = repeated_pairs(view)
        best, candidates = 1 << 20, []
        for card, dead in discard_deadwoods(mask).items():
            if card == hand.taken or card in barred:
                continue
            if dead < best:
                best, candidates = dead, [card]
            elif dead == best:
                candidates.append(card)
        card = candidates[0] if len(candidates) == 1 else self.rng(view).choice(candidates)
        if may_end and best <= (hand.knock_limit or 0):
            return Knock(card)
        return Discard(card)


def repeated_pairs(view: MatchView) -> set[int]:
    """Discards that would repeat an earlier (drawn, discarded) pair of this hand.

    Only a card taken from the pile can have been drawn before, so the search
    runs only then.
    """
    hand = view.hand
    drawn = hand.taken
    if drawn is None:
        return set()
    me = hand.player
    barred: set[int] = set()
    last_drawn = None
    for event in hand.history:
        if event.player != me:
            continue
        if event.kind in ("take", "draw"):
            last_drawn = event.card
        elif event.kind == "discard" and last_drawn is not None and event.card is not None:
            # The original keeps the pair as an unordered set of two cards.
            if last_drawn == drawn:
                barred.add(event.card)
            elif event.card == drawn:
                barred.add(last_drawn)
    return barred
