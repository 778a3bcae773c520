"""What a player can do, and the text form used in records and the terminal."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


class Source(StrEnum):
    STOCK = "stock"
    DISCARD = "discard"


@dataclass(frozen=True)
class Pass:
    """Refuse the first upcard."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Draw:
    """Take the top card of the stock or of the discard pile."""

    source: Source

    def __post_init__(self) -> None:
        object.__setattr__(self, "source", Source(self.source))

    def __str__(self) -> str:
        return f"draw {self.source.value}"


@dataclass(frozen=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True)
class Knock:
    """Discard ``card`` and end the hand (gin when no deadwood is left)."""

    card: Card

    def __str__(self) -> str:
        return f"knock {self.card.code}"


@dataclass(frozen=True)
class BigGin:
    """Show all 11 cards melded, without a discard (variant ``big_gin``)."""

    def __str__(self) -> str:
        return "big gin"


Action = Pass | Draw | Discard | Knock | BigGin

DRAW_STOCK = Draw(Source.STOCK)
DRAW_DISCARD = Draw(Source.DISCARD)


def parse_action(text: str) -> Action:
    """Read an action in the form ``str(action)`` gives (``draw stock``, ``knock 7H``)."""
    words = text.strip().lower().split()
    match words:
        case ["pass"]:
            return Pass()
        case ["draw", ("stock" | "discard") as source]:
            return Draw(Source(source))
        case ["discard", card]:
            return Discard(Card.parse(card))
        case ["knock", card]:
            return Knock(Card.parse(card))
        case ["big", "gin"]:
            return BigGin()
    raise ValueError(f"not an action: {text!r}")
