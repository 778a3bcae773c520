"""Slow, obviously-correct reference implementations the engine is checked against."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ginbot.engine import CARDS, VALUES


def all_melds(cards: Sequence[int]) -> list[frozenset[int]]:
    held = set(cards)
    melds = []
    for rank in range(13):
        same = [c for c in cards if c % 13 == rank]
        for size in (3, 4):
            melds += [frozenset(m) for m in combinations(same, size)]
    for suit in range(4):
        for lo in range(13):
            for hi in range(lo + 2, 13):
                run = [suit * 13 + r for r in range(lo, hi + 1)]
                if all(c in held for c in run):
                    melds.append(frozenset(run))
    return melds


def all_arrangements(cards: Sequence[int]) -> list[list[frozenset[int]]]:
    """Every choice of disjoint melds."""
    melds = all_melds(cards)
    found: list[list[frozenset[int]]] = []

    def extend(start: int, used: frozenset[int], chosen: list[frozenset[int]]) -> None:
        found.append(chosen)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                extend(i + 1, used | melds[i], [*chosen, melds[i]])

    extend(0, frozenset(), [])
    return found


def value(cards: Sequence[int] | set[int] | frozenset[int]) -> int:
    return sum(VALUES[c] for c in cards)


def min_deadwood(cards: Sequence[int]) -> int:
    total = value(cards)
    return min(total - sum(value(m) for m in a) for a in all_arrangements(cards))


def min_deadwood_after_discard(cards: Sequence[int]) -> int:
    return min(min_deadwood([c for c in cards if c != d]) for d in cards)


def least_after_layoffs(knocker_melds: list[frozenset[int]], dead: Sequence[int]) -> int:
    """The defender's least deadwood laying off ``dead`` onto the knocker's melds,
    trying every order and target."""
    sets = [m for m in knocker_melds if len({c % 13 for c in m}) == 1]
    runs = [m for m in knocker_melds if len({c % 13 for c in m}) > 1]
    best = value(dead)

    def search(left: frozenset[int], sets: list, runs: list) -> None:
        nonlocal best
        best = min(best, value(left))
        for card in left:
            for i, s in enumerate(sets):
                if len(s) == 3 and card % 13 == next(iter(s)) % 13:
                    search(left - {card}, [*sets[:i], s | {card}, *sets[i + 1:]], runs)
            for i, r in enumerate(runs):
                suit = next(iter(r)) // 13
                ranks = [c % 13 for c in r]
                if card // 13 == suit and card % 13 in (min(ranks) - 1, max(ranks) + 1):
                    search(left - {card}, sets, [*runs[:i], r | {card}, *runs[i + 1:]])

    search(frozenset(dead), sets, runs)
    return best


def showdown_outcome(
    knocker: Sequence[int], defender: Sequence[int], knock_limit: int,
    gin_bonus: int = 25, undercut_bonus: int = 25,
) -> tuple[str, int]:
    """(outcome, points) by RULES.md section 6: the knocker shows an arrangement with
    the least deadwood, and of those the one that does best after the defender's
    best lay-offs; the defender picks own melds and lay-offs together."""
    least = min_deadwood(knocker)
    if least == 0:
        return "gin", min_deadwood(defender) + gin_bonus
    assert least <= knock_limit, "not a legal knock"
    defender_arrangements = all_arrangements(defender)
    best = None
    for arrangement in all_arrangements(knocker):
        used = frozenset().union(*arrangement)
        knocker_dead = value([c for c in knocker if c not in used])
        if knocker_dead != least:
            continue
        defender_dead = min(
            least_after_layoffs(arrangement, unmelded(defender, a))
            for a in defender_arrangements
        )
        if knocker_dead < defender_dead:
            score = defender_dead - knocker_dead
        else:
            score = -(knocker_dead - defender_dead + undercut_bonus)
        best = score if best is None else max(best, score)
    assert best is not None
    return ("knock", best) if best > 0 else ("undercut", -best)


def unmelded(cards: Sequence[int], arrangement: list[frozenset[int]]) -> list[int]:
    used = frozenset().union(*arrangement)
    return [c for c in cards if c not in used]


def card_names(cards: Sequence[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]
