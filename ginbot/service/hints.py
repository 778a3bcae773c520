"""Hints: the expert's suggested move at one decision, and why, from the review API.

``advise`` runs in a worker (``ginbot.offload``): it prices every legal move of the
seat's view with ``ginbot.ai.review`` and says why the best one is best, as data
(``HintReason`` and its figures) that ``ginbot.text`` words for the reader.
"""

from __future__ import annotations

from ginbot.ai.review import Decision, Price, Review, review
from ginbot.engine import DRAW_DISCARD, BigGin, Discard, Knock, MatchView, best_discard
from ginbot.model import Hint, HintReason


def advise(view: MatchView, match_id: int, seat: int, version: int) -> Hint:
    """The expert's move for the seat to move in ``view`` (its own view), with its reason:
    exactly ``review(view).best.action``."""
    priced = review(view)
    best = priced.best.action

    def hint(reason: HintReason, points: float = 0.0, deadwood: int | None = None,
             upcard: bool = False) -> Hint:
        return Hint(match_id, seat, best, reason, round(max(points, 0.0), 1), deadwood,
                    view.hand.upcard if upcard else None, version)

    if priced.forced:
        return hint(HintReason.ONLY_MOVE)
    hand = view.hand
    if priced.decision in (Decision.TAKE_OR_PASS, Decision.DRAW):
        gap = -_second(priced.prices).points
        if best == DRAW_DISCARD:
            assert hand.upcard is not None
            _, kept = best_discard([*hand.hand, hand.upcard])
            melded = any(hand.upcard in meld for meld in kept.melds)
            return hint(HintReason.TAKE_MELDS if melded else HintReason.TAKE, gap,
                        kept.deadwood_points, upcard=True)
        reason = HintReason.PASS if priced.decision is Decision.TAKE_OR_PASS else HintReason.STOCK
        return hint(reason, gap, upcard=True)
    if isinstance(best, BigGin):
        return hint(HintReason.BIG_GIN, deadwood=0)
    if isinstance(best, Knock):
        dead = hand.deadwood_after(best.card)
        if dead == 0:
            return hint(HintReason.GIN, deadwood=0)
        play_on = max(p.points for p in priced.prices if isinstance(p.action, Discard))
        return hint(HintReason.KNOCK, -play_on, dead)
    assert isinstance(best, Discard)
    dead = hand.deadwood_after(best.card)
    if priced.decision is Decision.KNOCK:
        knock = max(p.points for p in priced.prices if isinstance(p.action, (Knock, BigGin)))
        return hint(HintReason.PLAY_ON, -knock, dead)
    return hint(_discard_reason(priced, best), -_second(priced.prices).points, dead)


def _second(prices: tuple[Price, ...]) -> Price:
    return prices[1]


def _discard_reason(priced: Review, best: Discard) -> HintReason:
    """Why this discard: the least deadwood kept (and the safest such), or, keeping a
    little more, less help to the opponent or better draws to come."""
    discards = priced.discards
    chosen = next(d for d in discards if d.card == best.card)
    least = min(d.deadwood for d in discards)
    if chosen.deadwood == least:
        lowest = [d for d in discards if d.deadwood == least]
        if len(lowest) > 1 and chosen.danger <= min(d.danger for d in lowest):
            return HintReason.DISCARD_SAFEST
        return HintReason.DISCARD_LEAST
    leaner = min((d for d in discards if d.deadwood == least), key=lambda d: d.value)
    return HintReason.DISCARD_SAFER if chosen.danger < leaner.danger else HintReason.DISCARD_DRAWS
