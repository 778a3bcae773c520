"""``defensive-gin-hunter``: builds for gin and feeds the opponent nothing.

The style of a published program that won a public Gin Rummy AI competition
(issue 41), implemented from its description:

- it knocks only in its first three turns of a hand (with any legal deadwood),
  and afterwards only with gin;
- it takes the upcard only when the card goes into a meld of its best
  arrangement and lowers its deadwood;
- it discards among its unmelded cards within ``window`` points of the
  highest one, choosing the card with the lowest sum of two prices: what
  keeping it is worth to its own hand over the coming draws (the hand it
  keeps, priced by its deadwood less what the coming stock draws are expected
  to save), and how useful it would be to the opponent, given every card seen
  (the discards, the cards the opponent took, the cards it passed): a card the
  opponent can no longer meld with costs nothing, one that would fit a run or
  set the opponent may hold costs ``feed`` points for each unit of that chance;
- when it shows its hand, it picks among equal arrangements the one that
  offers the fewest lay-offs. The engine already shows every knocker's hand
  that way (RULES.md section 6: of the least-deadwood arrangements, the one
  that leaves the defender the most deadwood), so there is nothing to choose here.

Such a player makes gin often and leaves a knocker exposed to undercuts: its
deadwood falls fast while it builds.
"""

from __future__ import annotations

from collections.abc import Iterable

from ginbot.engine import (
    VALUES,
    Action,
    Card,
    Discard,
    Knock,
    MatchView,
    arrange_mask,
    discard_deadwoods,
    least_melds,
)

from ..base import Player
from ..evaluate import draw_saving, stock_chances
from ..knowledge import Knowledge, meld_danger, read
from .moves import best_knock, throwable, turn_start


class DefensiveGinHunter(Player):
    level = "defensive-gin-hunter"
    early_turns = 3  # it may knock without gin in this many of its first turns
    window = 5  # it throws among unmelded cards within this many points of the highest
    horizon = 1.5  # weight of the expected saving of the coming draws, with a full stock
    feed = 5.0  # points charged per unit of the opponent's chance to meld the card

    def choose(self, view: MatchView) -> Action:
        know = read(view)
        start = turn_start(view, know, lambda upcard: takes(know.hand, upcard))
        if start is not None:
            return start
        deads = throwable(view, know)
        knock = best_knock(view, deads)
        if knock is not None:
            dead, card = knock
            if dead == 0 or turns_played(view) < self.early_turns:
                return Knock(card)
        return Discard(self.discard(view, know, deads))

    def discard(self, view: MatchView, know: Knowledge, deads: dict[Card, int]) -> Card:
        """The unmelded card, near the highest, whose two prices add up least."""
        eleven = know.hand
        candidates = near_highest(eleven, deads, self.window)
        odds = know.held_odds()
        draws = stock_chances(know, odds)
        horizon = self.horizon * min(1.0, know.stock_size / 20.0)
        best_card, best_price = candidates[0], float("inf")
        for card in candidates:
            kept = eleven & ~(1 << card)
            dead = deads[card]
            live = [(c, p) for c, p in draws if not eleven >> c & 1]
            keep = dead - horizon * draw_saving(kept, dead, live)
            price = keep + self.feed * meld_danger(card, odds, eleven)
            if price < best_price or (price == best_price and VALUES[card] > VALUES[best_card]):
                best_card, best_price = card, price
        return best_card


def takes(hand: int, upcard: int) -> bool:
    """Does ``upcard`` go into a meld of the best arrangement it makes with ``hand``
    (after the best discard of another card), and lower the deadwood?"""
    eleven = hand | 1 << upcard
    deads = {c: d for c, d in discard_deadwoods(eleven).items() if c != upcard}
    after = min(deads.values())
    if after >= arrange_mask(hand)[0]:
        return False
    return any(any(meld >> upcard & 1 for meld in least_melds(eleven & ~(1 << c)))
               for c, d in deads.items() if d == after)


def turns_played(view: MatchView) -> int:
    """The turns the player has ended in this hand (its discards so far)."""
    me = view.hand.player
    return sum(1 for e in view.hand.history
               if e.player == me and e.kind in ("discard", "knock", "gin"))


def near_highest(eleven: int, allowed: Iterable[Card], window: int) -> list[Card]:
    """The unmelded cards of the best arrangement of ``eleven`` that may be thrown,
    within ``window`` points of the highest of them; every card that may be thrown
    when all are melded."""
    melded = 0
    for meld in least_melds(eleven):
        melded |= meld
    held = sorted(c for c in allowed if eleven >> c & 1)
    loose = [c for c in held if not melded >> c & 1]
    if not loose:
        return held
    highest = max(VALUES[c] for c in loose)
    return [c for c in loose if VALUES[c] >= highest - window]


__all__ = ["DefensiveGinHunter", "near_highest", "takes", "turns_played"]
