"""What the league's styles share: the start of a turn, the cards they may throw, the
upcard's worth and the best legal knock."""

from __future__ import annotations

from collections.abc import Callable

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Card,
    Knock,
    MatchView,
    Pass,
    Phase,
    arrange_mask,
    discard_deadwoods,
)

from ..knowledge import Knowledge

PASS = Pass()


def turn_start(view: MatchView, know: Knowledge, take: Callable[[int], bool]) -> Action | None:
    """The move at the start of a turn (the upcard when ``take(upcard)``, else a pass or
    the stock), or big gin when the rules offer it; None when it is time to discard."""
    hand = view.hand
    if hand.phase in (Phase.OFFER, Phase.DRAW):
        upcard = know.upcard
        return draw(view, upcard is not None and take(upcard))
    if BigGin() in hand.legal:
        return BigGin()
    return None


def throwable(view: MatchView, know: Knowledge, barred: set[int] | None = None
              ) -> dict[Card, int]:
    """The deadwood each card the player may throw leaves: not the upcard just taken,
    nor one of ``barred``."""
    taken, barred = view.hand.taken, barred or set()
    return {c: d for c, d in discard_deadwoods(know.hand).items()
            if c != taken and c not in barred}


def draw(view: MatchView, take: bool) -> Action:
    """Take the upcard when ``take`` and the rules allow it; otherwise pass it
    (the first upcard) or draw from the stock."""
    hand = view.hand
    if take and DRAW_DISCARD in hand.legal:
        return DRAW_DISCARD
    return PASS if hand.phase is Phase.OFFER else DRAW_STOCK


def upcard_saving(know: Knowledge) -> int:
    """Deadwood that taking the upcard saves, after the best discard of another card."""
    upcard = know.upcard
    assert upcard is not None
    now = arrange_mask(know.hand)[0]
    eleven = know.hand | 1 << upcard
    after = min(d for c, d in discard_deadwoods(eleven).items() if c != upcard)
    return now - after


def best_knock(view: MatchView, deads: dict[Card, int]) -> tuple[int, Card] | None:
    """(deadwood, card) of the legal knock that leaves the least deadwood, None
    when the rules allow no knock now; ``deads`` (``discard_deadwoods`` of the
    hand) holds only the cards the player is willing to throw."""
    knocks = [a.card for a in view.hand.legal if isinstance(a, Knock) and a.card in deads]
    if not knocks:
        return None
    card = min(knocks, key=lambda c: (deads[c], -c))
    return deads[card], card
