"""Cards, notation and the deck.

A card is an ``int`` from 0 to 51, ``suit * 13 + rank``, with rank 0 for the
ace up to 12 for the king. Being an int keeps hands cheap to turn into the
52-bit masks the meld tables work on, while ``str(card)`` still reads like a
card (``10♥``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

RANKS = "A23456789TJQK"
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RED_SUITS = frozenset({1, 2})

_SYMBOL_TO_SUIT = {s: i for i, s in enumerate(SUIT_SYMBOLS)}
_SYMBOL_TO_SUIT.update({"♤": 0, "♡": 1, "♢": 2, "♧": 3})
_CARD_RE = re.compile(r"^(10|[A2-9TJQK])([SHDC♠♥♦♣♤♡♢♧])$", re.IGNORECASE)


class Card(int):
    """One of the 52 cards; compares equal by rank and suit."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise ValueError(f"card index must be 0..51, not {index}")
        return int.__new__(cls, index)

    @classmethod
    def of(cls, rank: int, suit: int) -> Card:
        """The card of ``rank`` (0 = ace .. 12 = king) and ``suit`` (0..3, S H D C)."""
        if not (0 <= rank < 13 and 0 <= suit < 4):
            raise ValueError(f"no card with rank {rank} and suit {suit}")
        return CARDS[suit * 13 + rank]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card such as ``7h``, ``10♥``, ``TH`` or ``q♦``."""
        match = _CARD_RE.match(text.strip())
        if not match:
            raise ValueError(
                f"{text.strip()!r} is not a card: write a rank (A, 2-10, J, Q, K) "
                "and a suit (S, H, D, C or ♠ ♥ ♦ ♣), e.g. 7H or 10♥"
            )
        rank_text, suit_text = match.groups()
        rank = 9 if rank_text == "10" else RANKS.index(rank_text.upper())
        suit = _SYMBOL_TO_SUIT.get(suit_text)
        if suit is None:
            suit = SUITS.index(suit_text.upper())
        return CARDS[suit * 13 + rank]

    @property
    def rank(self) -> int:
        return self % 13

    @property
    def suit(self) -> int:
        return self // 13

    @property
    def value(self) -> int:
        """Deadwood value: ace 1, pips at face value, court cards 10."""
        return VALUES[self]

    @property
    def is_red(self) -> bool:
        return self // 13 in RED_SUITS

    @property
    def code(self) -> str:
        """ASCII form used in records and custom ids, e.g. ``TH``."""
        return RANKS[self % 13] + SUITS[self // 13]

    def __str__(self) -> str:
        return RANK_NAMES[self % 13] + SUIT_SYMBOLS[self // 13]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
VALUES: tuple[int, ...] = tuple(min(i % 13 + 1, 10) for i in range(52))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read cards separated by spaces or commas: ``"7H 10s TH qd A♠ 9♥"``."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(part) for part in parts]


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(str(CARDS[c]) for c in cards)


def deck() -> list[Card]:
    """A fresh deck in order: spades A..K, hearts, diamonds, clubs."""
    return list(CARDS)


def shuffled_deck(seed: int) -> list[Card]:
    """The deck shuffled by ``seed``; the same seed always gives the same order."""
    cards = deck()
    random.Random(seed).shuffle(cards)
    return cards


def mask_of(cards: Iterable[int]) -> int:
    """The 52-bit mask of a set of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a 52-bit mask, in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return cards


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c % 13, c // 13))


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards)
