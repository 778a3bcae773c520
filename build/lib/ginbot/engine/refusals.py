"""Why the rules refuse an action: one type per refusal, each a value with fields.

No sentence is built here: ``ginbot.text.refusal`` words a refusal for its reader,
in their language. ``str(error)`` is the plain ``repr``, for logs and debugging.
Every refusal leaves the state exactly as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


@dataclass(eq=False)
class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is unchanged."""

    def __str__(self) -> str:
        return repr(self)


@dataclass(eq=False)
class NotAnAction(IllegalAction):
    """Something that is not one of the engine's actions (a front end's mistake)."""

    action: object


@dataclass(eq=False)
class CardUnreadable(IllegalAction):
    """``text`` was typed as a card but reads as none (``ginbot.text.read_card``)."""

    text: str


@dataclass(eq=False)
class NotYourTurn(IllegalAction):
    pass


@dataclass(eq=False)
class SeatSitsOut(NotYourTurn):
    """Three-handed: ``player`` (from 0) sits this hand out."""

    player: int


class PhaseRule(StrEnum):
    """Which rule of the turn's order an action broke."""

    PASS_ON_FIRST_UPCARD = "pass-on-first-upcard"  # passing is for the first upcard only
    DRAWN_ALREADY = "drawn-already"  # discard or knock now
    STOCK_AFTER_PASSES = "stock-after-passes"  # both passed the first upcard: the stock
    UPCARD_OFFER = "upcard-offer"  # take the first upcard or pass; the stock comes after
    DRAW_FIRST = "draw-first"


@dataclass(eq=False)
class WrongPhase(IllegalAction):
    rule: PhaseRule


@dataclass(eq=False)
class CardNotHeld(IllegalAction):
    """``card`` is a ``Card``, or the number a front end sent when it is none."""

    card: Card | int


@dataclass(eq=False)
class CardJustTaken(IllegalAction):
    """The upcard just taken cannot be discarded on the same turn."""

    card: Card


class KnockRule(StrEnum):
    """Which rule a knock (or a big gin) broke."""

    OVER_LIMIT = "over-limit"  # card, deadwood and limit are set; limit 0: only gin
    OPENING_DISCARD = "opening-discard"  # Scarne: the opening discard is not a knock
    NO_BIG_GIN = "no-big-gin"  # big gin is not played under these rules
    BIG_GIN_DRAW_FIRST = "big-gin-draw-first"
    BIG_GIN_ALL_MELDED = "big-gin-all-melded"  # all 11 cards must be in melds


@dataclass(eq=False)
class KnockNotAllowed(IllegalAction):
    """A knock the rules refuse: over the limit, discarding ``card`` leaves ``deadwood``
    points against a ``limit`` (0 when only gin ends the hand)."""

    card: Card | None = None
    deadwood: int | None = None
    limit: int | None = None
    rule: KnockRule = KnockRule.OVER_LIMIT


@dataclass(eq=False)
class HandIsOver(IllegalAction):
    """``dealing``: the next hand is about to be dealt."""

    dealing: bool = False


@dataclass(eq=False)
class MatchIsOver(IllegalAction):
    """The service says which match and how it ended (its ``MatchFinished``)."""


@dataclass(eq=False)
class HandNotOver(IllegalAction):
    """The hands of the round still in play: 1, or 2 at a table of two teams."""

    hands: int = 1
