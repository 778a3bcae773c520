"""What the player types, read into a move for the service or a command for the table.

Short forms first (``s``, ``t``, ``p``, ``d 7h``, ``k 7h``, ``b``), long ones
too (``stock``, ``take``, ``discard 7h``, ``knock 7h``, ``gin 7h``, ``big gin``),
and the table's own commands (``sort``, ``colours``, ``pile``, ``look``, ``help``,
``quit``, ``resign``, ``hint``).
The commands are typed as they are written here in every language; a move may also be
typed in the words the prompt shows beside its letter, in any of the languages (``拿取``,
``不要``, ``langkau``). A line that means nothing raises a ``BadInput``: a value saying
what is wrong, worded for the player by ``screen.input_problem`` in their language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Card,
    CardUnreadable,
    Discard,
    Knock,
    Pass,
)
from ginbot.model import HandSort
from ginbot.text import Locale, read_card, say


@dataclass(eq=False)
class BadInput(ValueError):
    """The line is not a command; ``str(error)`` is the plain ``repr``, for logs."""

    def __str__(self) -> str:
        return repr(self)


@dataclass(eq=False)
class UnknownCommand(BadInput):
    line: str


@dataclass(eq=False)
class WhichCard(BadInput):
    """``command`` (``d``, ``knock``) needs exactly one card after it."""

    command: str
    knock: bool


@dataclass(eq=False)
class NotACard(BadInput):
    text: str


@dataclass(eq=False)
class NothingAfter(BadInput):
    """``command`` (``s``, ``pile``) takes no words after it."""

    command: str


@dataclass(eq=False)
class SortHow(BadInput):
    """``sort`` wants melds, suit or rank."""


@dataclass(eq=False)
class ColoursHow(BadInput):
    """``colours`` wants two or four."""


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


@dataclass(frozen=True)
class Hint:
    """The expert's suggested move and why (against the computer only)."""


Command = Action | Sort | Colours | Help | Pile | Look | Quit | Resign | Hint

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
    "hint": Hint(),
}
_WITH_CARD: dict[str, type[Discard] | type[Knock]] = {
    "d": Discard, "discard": Discard, "k": Knock, "knock": Knock, "g": Knock, "gin": Knock}
_SORTS = {word: order for order in HandSort for word in (order.value, order.value[0])}
_COLOURS = {"two": False, "2": False, "four": True, "4": True}
_SOME_CARD = Card.parse("AS")  # the upcard of "t take A♠", which is no word of the move


@cache
def prompt_words() -> dict[str, Action]:
    """Every move's words as the prompt shows them in each language, beside its letter
    (``t 拿取 10♠``: ``拿取``), each typed as that move, also without its spaces (``大gin``)."""
    words: dict[str, Action] = {}
    for locale in Locale:
        shown: dict[Action, str] = {
            DRAW_STOCK: say(locale, "terminal-move-stock"),
            DRAW_DISCARD: say(locale, "terminal-move-take", upcard=_SOME_CARD),
            Pass(): say(locale, "terminal-move-pass"),
            BigGin(): say(locale, "terminal-move-big-gin"),
        }
        for action, choice in shown.items():
            phrase = " ".join(choice.replace(str(_SOME_CARD), "").lower().split()[1:])
            if phrase:
                words[phrase] = words["".join(phrase.split())] = action
    return words


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
    if phrase in prompt_words():
        return prompt_words()[phrase]
    head, rest = (words[0], words[1:])
    if head in _WITH_CARD:
        kind = _WITH_CARD[head]
        if not rest:
            raise WhichCard(head, knock=kind is Knock)
        typed = " ".join(rest)
        try:
            return kind(read_card(typed))  # 7h, 红桃7, 7 hati, K sped
        except CardUnreadable:
            if len(rest) > 1 and all(_reads_as_card(word) for word in rest):
                raise WhichCard(head, knock=kind is Knock) from None
            raise NotACard(typed) from None
    if head == "sort":
        if len(rest) != 1 or rest[0] not in _SORTS:
            raise SortHow()
        return Sort(_SORTS[rest[0]])
    if head in ("colours", "colors"):
        if len(rest) != 1 or rest[0] not in _COLOURS:
            raise ColoursHow()
        return Colours(_COLOURS[rest[0]])
    if head in _PLAIN:
        raise NothingAfter(head)
    raise UnknownCommand(line.strip())

