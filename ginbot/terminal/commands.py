"""What the player types, read into a move for the service or a command for the table.

Short forms first (``s``, ``t``, ``p``, ``d 7h``, ``k 7h``, ``b``), long ones
too (``stock``, ``take``, ``discard 7h``, ``knock 7h``, ``gin 7h``, ``big gin``),
and the table's own commands (``sort``, ``colours``, ``pile``, ``look``, ``help``,
``quit``, ``resign``).
A line that means nothing raises ``BadInput`` with a message for the player.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    CardUnreadable,
    Discard,
    Knock,
    Pass,
)
from ginbot.store import HandSort
from ginbot.text import Locale, read_card, refusal


class BadInput(ValueError):
    """The line is not a command; ``str(error)`` says why."""


@dataclass(frozen=True)
class Sort:
    order: HandSort


@dataclass(frozen=True)
class Colours:
    """Suits in two colours (red and black) or four (diamonds blue, clubs green)."""

    four: bool


@dataclass(frozen=True)
class Help:
    pass


@dataclass(frozen=True)
class Pile:
    """Show the whole discard pile (it is public)."""


@dataclass(frozen=True)
class Look:
    """Show the table and the hand again."""


@dataclass(frozen=True)
class Quit:
    """Save and leave; the match is stored already, ``--resume`` continues it."""


@dataclass(frozen=True)
class Resign:
    """Give up the match, once the player confirms it."""


Command = Action | Sort | Colours | Help | Pile | Look | Quit | Resign

_PLAIN: dict[str, Command] = {
    "s": DRAW_STOCK, "stock": DRAW_STOCK, "draw": DRAW_STOCK,
    "t": DRAW_DISCARD, "take": DRAW_DISCARD,
    "p": Pass(), "pass": Pass(),
    "draw stock": DRAW_STOCK, "draw discard": DRAW_DISCARD, "draw pile": DRAW_DISCARD,
    "b": BigGin(), "big gin": BigGin(),
    "h": Help(), "help": Help(), "?": Help(),
    "l": Look(), "look": Look(), "": Look(),
    "pile": Pile(),
    "q": Quit(), "quit": Quit(), "exit": Quit(),
    "resign": Resign(),
}
_WITH_CARD = {"d": Discard, "discard": Discard, "k": Knock, "knock": Knock, "g": Knock,
              "gin": Knock}
_SORTS = {word: order for order in HandSort for word in (order.value, order.value[0])}
_COLOURS = {"two": False, "2": False, "four": True, "4": True}

HELP = """\
Commands (short and long forms):
  s, stock        draw the top card of the stock
  t, take         take the upcard (the top of the discard pile)
  p, pass         pass on the first upcard of a hand
  d 7h            discard a card (7h, 7♥, 10s, TS, qd all work)
  k 7h            knock (or go gin) by discarding that card; also: knock 7h, gin 7h
  b, big gin      declare big gin (only when the rules play it)
  sort suit       sort your hand by melds, suit or rank (remembered)
  colours four    diamonds blue, clubs green (colours two: red and black; remembered)
  pile            the whole discard pile, top first
  l, look         show the table and your hand again (an empty line too)
  h, help         this help
  q, quit         save and quit (Ctrl-C and Ctrl-D too); ginbot play --resume continues
  resign          give up the match (asks you to confirm)"""


def _reads_as_card(word: str) -> bool:
    try:
        read_card(word)
    except CardUnreadable:
        return False
    return True


def parse_command(line: str) -> Command:
    words = line.strip().lower().split()
    phrase = " ".join(words)
    if phrase in _PLAIN:
        return _PLAIN[phrase]
    head, rest = (words[0], words[1:])
    if head in _WITH_CARD:
        kind = _WITH_CARD[head]
        verb = "discard" if kind is Discard else "knock"
        if not rest:
            raise BadInput(f"say which one card to {verb}, e.g. {head} 7h")
        try:
            return kind(read_card(" ".join(rest)))  # 7h, 红桃7, 7 hati, K sped
        except CardUnreadable as error:
            if len(rest) > 1 and all(_reads_as_card(word) for word in rest):
                raise BadInput(f"say which one card to {verb}, e.g. {head} 7h") from None
            raise BadInput(refusal(Locale.EN, error)) from None
    if head == "sort":
        if len(rest) != 1 or rest[0] not in _SORTS:
            raise BadInput("sort by melds, suit or rank, e.g. sort suit")
        return Sort(_SORTS[rest[0]])
    if head in ("colours", "colors"):
        if len(rest) != 1 or rest[0] not in _COLOURS:
            raise BadInput("colours two or four, e.g. colours four")
        return Colours(_COLOURS[rest[0]])
    if head in _PLAIN:
        raise BadInput(f"{head} takes nothing after it: type h for help")
    raise BadInput(f"unknown command {line.strip()!r}: type h for help")

