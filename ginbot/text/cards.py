"""Cards as players type them, in any of ginbot's languages, and named in the reader's.

A typed card reads the same whoever types it: ``7h``, ``10♥``, ``红桃7``, ``紅心10``,
``7 hati``, ``K sped``, ``queen of spades``; the reader's language only changes how a
card is named back (``card_name``) and how a card that reads as none is refused
(``CardUnreadable``). Full-width letters and digits, as Chinese input methods give
them, read as their plain forms.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from ginbot.engine import RANK_NAMES, SUIT_NAMES, Card, CardUnreadable

from .catalogue import say
from .language import Locale

SUIT_WORDS: tuple[tuple[str, ...], ...] = (
    ("s", "♠", "♤", "spade", "spades", "黑桃", "sped"),
    ("h", "♥", "♡", "heart", "hearts", "红桃", "紅桃", "红心", "紅心", "hati"),
    ("d", "♦", "♢", "diamond", "diamonds", "方块", "方塊", "方片", "wajik", "berlian"),
    ("c", "♣", "♧", "club", "clubs", "梅花", "草花", "kelawar"),
)
"""Each suit (spades, hearts, diamonds, clubs) as it may be typed, in lower case."""

RANK_WORDS: tuple[tuple[str, ...], ...] = (
    ("a", "ace", "as"),
    ("2", "two", "二", "两", "兩"),
    ("3", "three", "三"),
    ("4", "four", "四"),
    ("5", "five", "五"),
    ("6", "six", "六"),
    ("7", "seven", "七"),
    ("8", "eight", "八"),
    ("9", "nine", "九"),
    ("10", "t", "ten", "十"),
    ("j", "jack"),
    ("q", "queen"),
    ("k", "king"),
)
"""Each rank (ace up to king) as it may be typed: letters and digits, the English words
and the Chinese numerals; A, J, Q and K are letters in every language."""

SHOWN_TYPED = 40  # a refusal quotes this much of what was typed


def _alternatives(words: tuple[tuple[str, ...], ...]) -> str:
    every = sorted((w for group in words for w in group), key=len, reverse=True)
    return "|".join(map(re.escape, every))


_RANK = _alternatives(RANK_WORDS)
_SUIT = _alternatives(SUIT_WORDS)
_TYPED_CARD = re.compile(rf"(?P<rank>{_RANK})\s*(?:of\s+)?(?P<suit>{_SUIT})"
                         rf"|(?P<suit_first>{_SUIT})\s*(?P<rank_last>{_RANK})")
_RANK_OF = {word: rank for rank, group in enumerate(RANK_WORDS) for word in group}
_SUIT_OF = {word: suit for suit, group in enumerate(SUIT_WORDS) for word in group}


def _plain(text: str) -> str:
    """Full-width forms made plain, lower case, one space between words."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def read_card(text: str) -> Card:
    """The card ``text`` names, in any language; ``CardUnreadable`` when it names none."""
    found = _TYPED_CARD.fullmatch(_plain(text))
    if found is None:
        typed = text.strip()
        shown = typed if len(typed) <= SHOWN_TYPED else typed[:SHOWN_TYPED - 1] + "…"
        raise CardUnreadable(shown)
    rank = found["rank"] or found["rank_last"]
    suit = found["suit"] or found["suit_first"]
    return Card.of(_RANK_OF[rank], _SUIT_OF[suit])


@cache
def _spellings(card: Card) -> tuple[str, ...]:
    """Every way to type the card, without spaces: rank then suit, suit then rank."""
    ranks, suits = RANK_WORDS[card.rank], SUIT_WORDS[card.suit]
    return tuple({form for r in ranks for s in suits for form in (r + s, r + "of" + s, s + r)})


def card_matches(card: Card, typed: str) -> bool:
    """Whether ``typed`` (say, what an autocomplete has so far) can be the start of the
    card in any language's spelling: ``红`` and ``hati`` are all hearts, ``7`` all sevens."""
    start = _plain(typed).replace(" ", "")
    return any(spelling.startswith(start) for spelling in _spellings(card))


def card_name(locale: Locale, card: Card) -> str:
    """The card in the reader's words: 7♥, 红桃7, 紅心7, 7 hati."""
    return say(locale, "card-name", rank=RANK_NAMES[card.rank], suit=SUIT_NAMES[card.suit])


def discard_choice(locale: Locale, card: Card, deadwood: int | None) -> str:
    """A card to discard, with the deadwood the discard leaves (None: no discard now)."""
    name = card_name(locale, card)
    if deadwood is None:
        return name
    return say(locale, "card-choice-discard", card=name, deadwood=deadwood)


def knock_choice(locale: Locale, card: Card, deadwood: int) -> str:
    """A card to knock with, with the deadwood the knock leaves; none left is gin."""
    name = card_name(locale, card)
    if deadwood == 0:
        return say(locale, "card-choice-gin", card=name)
    return say(locale, "card-choice-knock", card=name, deadwood=deadwood)

