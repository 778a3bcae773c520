"""Melds and deadwood: the exact best arrangement of a hand, fast.

A hand is a 52-bit mask, four 13-bit suit masks side by side. Runs live
inside one suit, so for a suit mask alone the best use of runs is fixed: every
stretch of three or more consecutive cards is one run and the rest is
deadwood. That answer is tabulated once for all 8192 suit masks.

Sets cross the suits. Only ranks held three or four times can make a set, and
a card of such a rank matters to the runs only when it sits in a stretch of
three in its suit ("contested"). So the search tries the few set choices that
can change the answer and prices each with four table look-ups.

An 11-card hand is priced the same way: discarding card ``x`` from a suit
costs ``RUN_DEAD[suit - x]``, so a second table holds, per suit mask, the best
saving from discarding one of its cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise, product

from .cards import CARDS, Card, cards_of

M13 = 0x1FFF
_NO_CARD = -1
_INF = 1 << 20

Meld = tuple[Card, ...]


def _run_melded(mask: int) -> int:
    """Bits of ``mask`` inside a stretch of three or more consecutive ranks."""
    starts = mask & (mask >> 1) & (mask >> 2)
    return starts | (starts << 1) | (starts << 2)


def _build_suit_tables() -> tuple[list[int], list[int], list[int], list[int], list[int]]:
    melded = [_run_melded(m) for m in range(8192)]
    value = [0] * 8192
    for m in range(1, 8192):
        low = m & -m
        value[m] = value[m ^ low] + min(low.bit_length(), 10)
    run_dead = [value[m & ~melded[m]] for m in range(8192)]
    # DISCARD_GAIN[m]: least (deadwood after discarding one card of m) minus
    # deadwood before, over the cards of m; DISCARD_RANK[m] is that card.
    gain = [_INF] * 8192
    gain_rank = [_NO_CARD] * 8192
    for m in range(1, 8192):
        before = run_dead[m]
        best, best_rank = _INF, _NO_CARD
        rest = m
        while rest:
            low = rest & -rest
            rest ^= low
            after = run_dead[m ^ low] - before
            if after <= best:  # ties go to the higher card
                best, best_rank = after, low.bit_length() - 1
        gain[m], gain_rank[m] = best, best_rank
    return melded, value, run_dead, gain, gain_rank


RUN_MELDED, SUIT_VALUE, RUN_DEAD, DISCARD_GAIN, DISCARD_RANK = _build_suit_tables()


def mask_value(mask: int) -> int:
    """Deadwood value of all the cards of ``mask``."""
    return (
        SUIT_VALUE[mask & M13]
        + SUIT_VALUE[(mask >> 13) & M13]
        + SUIT_VALUE[(mask >> 26) & M13]
        + SUIT_VALUE[mask >> 39]
    )


def _set_option_table(eleven: bool) -> list[list[tuple[int, ...]]]:
    """For each rank, and each (held suits, contested suits) pair of 4-bit
    masks, the set choices worth trying: each a 52-bit mask of the cards that
    go into a set (0 for no set)."""
    table: list[list[tuple[int, ...]]] = []
    for rank in range(13):
        per_rank: list[tuple[int, ...]] = [()] * 256
        for held in range(16):
            suits = [s for s in range(4) if held >> s & 1]
            if len(suits) < 3:
                continue
            full = sum(1 << (s * 13 + rank) for s in suits)
            for contested in range(16):
                if contested & ~held:
                    continue
                hot = [s for s in suits if contested >> s & 1]
                options = [full]
                if len(suits) == 3:
                    if hot:
                        options.append(0)
                else:
                    options += [full ^ (1 << (s * 13 + rank)) for s in hot]
                    cold = [s for s in suits if not contested >> s & 1]
                    if eleven and cold:
                        options.append(full ^ (1 << (cold[0] * 13 + rank)))
                    if len(hot) >= 2:
                        options.append(0)
                per_rank[held | contested << 4] = tuple(options)
        table.append(per_rank)
    return table


_SET_OPTIONS = _set_option_table(eleven=False)
_SET_OPTIONS_11 = _set_option_table(eleven=True)


def _set_choices(
    mask: int, three: int, table: list[list[tuple[int, ...]]]
) -> list[tuple[int, ...]]:
    a = mask & M13
    b = (mask >> 13) & M13
    c = (mask >> 26) & M13
    d = mask >> 39
    ma, mb, mc, md = RUN_MELDED[a], RUN_MELDED[b], RUN_MELDED[c], RUN_MELDED[d]
    choices = []
    while three:
        low = three & -three
        three ^= low
        r = low.bit_length() - 1
        held = (a >> r & 1) | (b >> r & 1) << 1 | (c >> r & 1) << 2 | (d >> r & 1) << 3
        hot = (ma >> r & 1) | (mb >> r & 1) << 1 | (mc >> r & 1) << 2 | (md >> r & 1) << 3
        choices.append(table[r][held | (hot & held) << 4])
    return choices


def _held_three_times(mask: int) -> int:
    a = mask & M13
    b = (mask >> 13) & M13
    c = (mask >> 26) & M13
    d = mask >> 39
    return (a & b & (c | d)) | (c & d & (a | b))


def arrange_mask(mask: int) -> tuple[int, tuple[int, ...]]:
    """Least deadwood of the hand ``mask`` and the set masks that reach it."""
    a = mask & M13
    b = (mask >> 13) & M13
    c = (mask >> 26) & M13
    d = mask >> 39
    three = (a & b & (c | d)) | (c & d & (a | b))
    if not three:
        return RUN_DEAD[a] + RUN_DEAD[b] + RUN_DEAD[c] + RUN_DEAD[d], ()
    return least_over_choices(mask, _set_choices(mask, three, _SET_OPTIONS))


def least_over_choices(
    mask: int, choices: Sequence[tuple[int, ...]]
) -> tuple[int, tuple[int, ...]]:
    """Try every combination of the choices (cards taken out of the suits, 0 for
    none) and price what is left with the run tables: (least deadwood, its combo)."""
    best = _INF
    best_combo: tuple[int, ...] = ()
    for combo in product(*choices):
        rest = mask
        for part in combo:
            rest &= ~part
        dead = (
            RUN_DEAD[rest & M13]
            + RUN_DEAD[(rest >> 13) & M13]
            + RUN_DEAD[(rest >> 26) & M13]
            + RUN_DEAD[rest >> 39]
        )
        if dead < best:
            best, best_combo = dead, combo
    return best, best_combo


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the hand ``mask``."""
    return arrange_mask(mask)[0]


def _discard_in_suits(rest: int) -> tuple[int, int]:
    """(deadwood, card) of the best single discard from the run-only cards ``rest``."""
    a = rest & M13
    b = (rest >> 13) & M13
    c = (rest >> 26) & M13
    d = rest >> 39
    base = RUN_DEAD[a] + RUN_DEAD[b] + RUN_DEAD[c] + RUN_DEAD[d]
    ga, gb, gc, gd = DISCARD_GAIN[a], DISCARD_GAIN[b], DISCARD_GAIN[c], DISCARD_GAIN[d]
    gain, suit = ga, 0
    if gb < gain:
        gain, suit = gb, 1
    if gc < gain:
        gain, suit = gc, 2
    if gd < gain:
        gain, suit = gd, 3
    return base + gain, suit * 13 + DISCARD_RANK[(rest >> (13 * suit)) & M13]


def best_discard_mask(mask: int) -> tuple[int, int]:
    """(least deadwood after one discard, that discard) for the hand ``mask``."""
    three = _held_three_times(mask)
    if not three:
        return _discard_in_suits(mask)
    best, best_card = _INF, _NO_CARD
    for combo in product(*_set_choices(mask, three, _SET_OPTIONS_11)):
        rest = mask
        for meld in combo:
            rest &= ~meld
        if not rest:
            continue
        dead, card = _discard_in_suits(rest)
        if dead < best:
            best, best_card = dead, card
    return best, best_card


def discard_deadwoods(mask: int) -> dict[Card, int]:
    """Deadwood left by each possible discard of the hand ``mask``."""
    result = {}
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        result[CARDS[low.bit_length() - 1]] = arrange_mask(mask ^ low)[0]
    return result


class Arrangement:
    """A choice of disjoint melds; the rest of the hand is deadwood.

    The meld and deadwood tuples are built when first read, so that callers
    who only need the count (computer players, knock checks) do not pay for
    them.
    """

    __slots__ = ("_deadwood", "_melds", "_set_masks", "deadwood_points", "mask")

    def __init__(self, mask: int, set_masks: tuple[int, ...], deadwood_points: int) -> None:
        self.mask = mask
        self._set_masks = set_masks
        self.deadwood_points = deadwood_points
        self._melds: tuple[Meld, ...] | None = None
        self._deadwood: tuple[Card, ...] | None = None

    @classmethod
    def from_melds(cls, cards: Iterable[int], melds: Iterable[Iterable[int]]) -> Arrangement:
        """An arrangement with exactly the given melds (checked)."""
        mask = _mask(cards)
        arrangement = cls(mask, (), 0)
        used = 0
        built = []
        for meld in melds:
            meld_cards = tuple(sorted(CARDS[c] for c in meld))
            meld_mask = _mask(meld_cards)
            if not is_meld(meld_cards) or meld_mask & used or meld_mask & ~mask:
                raise ValueError(f"not a legal meld of this hand: {meld_cards}")
            used |= meld_mask
            built.append(meld_cards)
        arrangement._melds = tuple(built)
        arrangement._deadwood = _cards_in(mask & ~used)
        arrangement.deadwood_points = mask_value(mask & ~used)
        return arrangement

    @property
    def melds(self) -> tuple[Meld, ...]:
        if self._melds is None:
            self._build()
        assert self._melds is not None
        return self._melds

    @property
    def deadwood(self) -> tuple[Card, ...]:
        if self._deadwood is None:
            self._build()
        assert self._deadwood is not None
        return self._deadwood

    @property
    def is_gin(self) -> bool:
        return self.deadwood_points == 0

    def _build(self) -> None:
        melds: list[Meld] = [_cards_in(s) for s in self._set_masks if s]
        rest = self.mask
        for s in self._set_masks:
            rest &= ~s
        dead = rest
        for suit in range(4):
            bits = RUN_MELDED[(rest >> (13 * suit)) & M13]
            dead &= ~(bits << (13 * suit))
            for run in _stretches(bits):
                melds.append(_cards_in(run << (13 * suit)))
        melds.sort(key=lambda meld: (len({c % 13 for c in meld}) == 1, meld[0] // 13, meld[0] % 13))
        self._melds = tuple(melds)
        self._deadwood = _cards_in(dead)

    def __repr__(self) -> str:
        melds = " | ".join(" ".join(str(c) for c in m) for m in self.melds)
        dead = " ".join(str(c) for c in self.deadwood)
        return f"<Arrangement melds=[{melds}] deadwood=[{dead}] ({self.deadwood_points})>"


def _stretches(bits: int) -> list[int]:
    """Split a mask into its maximal runs of consecutive bits."""
    out = []
    while bits:
        low = bits & -bits
        stretch = bits & ~(bits + low)
        out.append(stretch)
        bits &= ~stretch
    return out


def _cards_in(mask: int) -> tuple[Card, ...]:
    return tuple(cards_of(mask))


_BIT = tuple(1 << i for i in range(52))


def _mask(cards: Iterable[int]) -> int:
    if not isinstance(cards, Sequence):
        cards = tuple(cards)
    mask = 0
    for c in cards:
        mask |= _BIT[c]
    if mask.bit_count() != len(cards):
        raise ValueError("a card appears twice in the hand")
    return mask


def is_meld(cards: Sequence[int]) -> bool:
    """A set (3 or 4 of a rank) or a run (3+ consecutive of one suit)."""
    if len(cards) < 3:
        return False
    ranks = sorted(c % 13 for c in cards)
    if len(set(ranks)) == 1:
        return len(cards) <= 4 and len(set(cards)) == len(cards)
    if len({c // 13 for c in cards}) != 1:
        return False
    return all(b - a == 1 for a, b in pairwise(ranks))


def arrangement_of_mask(mask: int) -> Arrangement:
    dead, sets = arrange_mask(mask)
    return Arrangement(mask, sets, dead)


def best_arrangement(cards: Iterable[int]) -> Arrangement:
    """The arrangement with the least deadwood (exact)."""
    mask = _mask(cards)
    dead, sets = arrange_mask(mask)
    return Arrangement(mask, sets, dead)


def best_discard(cards: Iterable[int]) -> tuple[Card, Arrangement]:
    """For 11 cards: the discard leaving the least deadwood, and the arrangement left."""
    mask = _mask(cards)
    if mask.bit_count() != 11:
        raise ValueError(f"best_discard needs 11 cards, not {mask.bit_count()}")
    _, card = best_discard_mask(mask)
    return CARDS[card], arrangement_of_mask(mask ^ (1 << card))


def deadwood(cards: Iterable[int]) -> int:
    """The least deadwood of a hand."""
    return arrange_mask(_mask(cards))[0]


def knock_discards(
    cards: Iterable[int], knock_limit: int, taken: int | None = None
) -> dict[Card, int]:
    """The legal knock discards of an 11-card hand and the deadwood each leaves.

    A knock discard leaves deadwood within ``knock_limit``; the card just taken
    from the discard pile (``taken``) is never one of them.
    """
    mask = _mask(cards)
    if mask.bit_count() != 11:
        raise ValueError(f"a knock needs 11 cards in hand, not {mask.bit_count()}")
    if best_discard_mask(mask)[0] > knock_limit:
        return {}
    return {
        card: dead
        for card, dead in discard_deadwoods(mask).items()
        if dead <= knock_limit and card != taken
    }
