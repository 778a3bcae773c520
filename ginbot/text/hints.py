"""A hint in words: the expert's suggested move and its one-line reason."""

from __future__ import annotations

from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, BigGin, Discard, Knock, Pass
from ginbot.model import Hint, HintReason

from .cards import card_name
from .catalogue import say
from .language import Locale

_MESSAGES = {reason: f"hint-{reason.value}" for reason in HintReason}


def hint_line(locale: Locale, hint: Hint) -> str:
    """The suggested move and why, in one line: "Discard K♠: it keeps the least deadwood
    (12) and is the safest." """
    action = hint.action
    message_id = _MESSAGES[hint.reason]
    if hint.reason is HintReason.ONLY_MOVE:
        return say(locale, message_id, move=hint_move(locale, hint))
    if hint.reason is HintReason.BIG_GIN:
        return say(locale, message_id)
    args: dict[str, object] = {}
    if isinstance(action, (Discard, Knock)):
        args["card"] = card_name(locale, action.card)
    elif hint.card is not None:
        args["card"] = card_name(locale, hint.card)
    if hint.reason in (HintReason.KNOCK, HintReason.PLAY_ON, HintReason.STOCK,
                       HintReason.PASS):
        args["points"] = hint_points(locale, hint.points)
    if hint.reason not in (HintReason.GIN, HintReason.STOCK, HintReason.PASS):
        args["deadwood"] = hint.deadwood if hint.deadwood is not None else 0
    return say(locale, message_id, **args)


def hint_move(locale: Locale, hint: Hint) -> str:
    """The suggested move alone: "Discard K♠", "Draw from the stock"."""
    action = hint.action
    match action:
        case Discard(card=card):
            return say(locale, "hint-move-discard", card=card_name(locale, card))
        case Knock(card=card) if hint.deadwood == 0:
            return say(locale, "hint-move-gin", card=card_name(locale, card))
        case Knock(card=card):
            return say(locale, "hint-move-knock", card=card_name(locale, card))
        case BigGin():
            return say(locale, "hint-move-big-gin")
        case Pass():
            return say(locale, "hint-move-pass")
    if action == DRAW_DISCARD:
        return say(locale, "hint-move-take")
    assert action == DRAW_STOCK, action
    return say(locale, "hint-move-stock")


def hint_points(locale: Locale, points: float) -> str:
    """Points of expected result, as a hint says them: "about 14 points"."""
    return say(locale, "hint-points", points=round(points))
