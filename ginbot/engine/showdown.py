"""The showdown: lay-offs and the score of a hand (RULES.md sections 6 and 7).

Lay-offs are priced with the same suit tables as the melds: the knocker's
runs are added to the defender's suit masks, so a defender card joined to a
knocker's run, directly or through a chain, lands in a stretch of three and
stops counting. The fourth card of a knocker's set is an optional removal.
The defender's own sets are searched exactly as in ``arrange_mask``, so own
melds and lay-offs are chosen together.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from .cards import CARDS, VALUES, Card
from .melds import (
    _SET_OPTIONS,
    M13,
    RUN_MELDED,
    Arrangement,
    Meld,
    _cards_in,
    _held_three_times,
    _mask,
    _stretches,
    arrange_mask,
    arrangement_of_mask,
    least_over_choices,
    mask_value,
)
from .rules import Rules


class Outcome(StrEnum):
    KNOCK = "knock"
    GIN = "gin"
    UNDERCUT = "undercut"
    BIG_GIN = "big_gin"


class Side(StrEnum):
    KNOCKER = "knocker"
    DEFENDER = "defender"


@dataclass(frozen=True)
class Layoff:
    card: Card
    meld: Meld  # the knocker's meld it joins


@dataclass(frozen=True)
class ShowdownResult:
    outcome: Outcome
    winner: Side
    points: int
    knocker_deadwood: int
    defender_deadwood: int  # after lay-offs
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: tuple[Card, ...]
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: tuple[Card, ...]
    layoffs: tuple[Layoff, ...]
    multiplier: int = 1

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The knocker's melds, as shown (lay-offs not included)."""
        return self.knocker_melds



def all_melds(mask: int) -> list[int]:
    """Every meld (as a mask) that can be made from the cards of ``mask``."""
    melds = []
    for suit in range(4):
        shift = 13 * suit
        for stretch in _stretches(RUN_MELDED[(mask >> shift) & M13]):
            lo = (stretch & -stretch).bit_length() - 1
            hi = stretch.bit_length() - 1
            for i in range(lo, hi - 1):
                for j in range(i + 2, hi + 1):
                    melds.append(((1 << (j + 1)) - (1 << i)) << shift)
    three = _held_three_times(mask)
    while three:
        low = three & -three
        three ^= low
        rank = low.bit_length() - 1
        held = [1 << (s * 13 + rank) for s in range(4) if mask >> (s * 13 + rank) & 1]
        full = sum(held)
        melds.append(full)
        if len(held) == 4:
            melds.extend(full ^ bit for bit in held)
    return melds


def arrangements_within(mask: int, limit: int) -> list[tuple[int, tuple[int, ...]]]:
    """All arrangements of ``mask`` with deadwood at most ``limit``, as
    (deadwood, meld masks), least deadwood first."""
    melds = all_melds(mask)
    total = mask_value(mask)
    need = total - limit
    found: list[tuple[int, tuple[int, ...]]] = []
    reach = [0] * (len(melds) + 1)
    for i in range(len(melds) - 1, -1, -1):
        reach[i] = reach[i + 1] | melds[i]

    def extend(start: int, used: int, chosen: tuple[int, ...], covered: int) -> None:
        if covered >= need:
            found.append((total - covered, chosen))
        if covered + mask_value(reach[start] & ~used) < need:
            return
        for i in range(start, len(melds)):
            meld = melds[i]
            if not meld & used:
                extend(i + 1, used | meld, (*chosen, meld), covered + mask_value(meld))

    extend(0, 0, (), 0)
    found.sort(key=lambda item: (item[0], -len(item[1])))
    return found


def _is_set(meld: int) -> bool:
    low = (meld & -meld).bit_length() - 1
    return meld >> (low + 1) & 1 == 0 and meld.bit_count() >= 3


def layoff_targets(knocker_melds: Iterable[int]) -> tuple[int, int]:
    """What a defender may lay off onto: (the knocker's run cards, as a mask, which
    join the defender's suits; the fourth cards of the knocker's sets of three)."""
    blocks = 0
    fourths = 0
    for meld in knocker_melds:
        if _is_set(meld):
            if meld.bit_count() == 3:
                rank = ((meld & -meld).bit_length() - 1) % 13
                for suit in range(4):
                    bit = 1 << (suit * 13 + rank)
                    if not meld & bit:
                        fourths |= bit
        else:
            blocks |= meld
    return blocks, fourths


def _defend(defender: int, blocks: int, fourths: int) -> tuple[int, tuple[int, ...], int]:
    """Least defender deadwood with own melds and lay-offs chosen together.

    Returns (deadwood, the defender's set masks, the fourth cards laid off).
    """
    joined = defender | blocks
    a = joined & M13
    b = (joined >> 13) & M13
    c = (joined >> 26) & M13
    d = joined >> 39
    ma, mb, mc, md = RUN_MELDED[a], RUN_MELDED[b], RUN_MELDED[c], RUN_MELDED[d]
    choices: list[tuple[int, ...]] = []
    three = _held_three_times(defender)
    da = defender & M13
    db = (defender >> 13) & M13
    dc = (defender >> 26) & M13
    dd = defender >> 39
    while three:
        low = three & -three
        three ^= low
        r = low.bit_length() - 1
        held = (da >> r & 1) | (db >> r & 1) << 1 | (dc >> r & 1) << 2 | (dd >> r & 1) << 3
        hot = (ma >> r & 1) | (mb >> r & 1) << 1 | (mc >> r & 1) << 2 | (md >> r & 1) << 3
        choices.append(_SET_OPTIONS[r][held | (hot & held) << 4])
    laid = fourths & defender
    while laid:
        low = laid & -laid
        laid ^= low
        card = low.bit_length() - 1
        suit_melded = RUN_MELDED[(joined >> (13 * (card // 13))) & M13]
        if suit_melded >> (card % 13) & 1:
            choices.append((0, low))
        else:
            choices.append((low,))
    best, best_combo = least_over_choices(joined, choices)
    sets = tuple(m for m in best_combo if m and m & ~fourths)
    laid_fourths = 0
    for m in best_combo:
        if m and not m & ~fourths:
            laid_fourths |= m
    return best, sets, laid_fourths


def defender_deadwood(defender: int, targets: tuple[int, int] = (0, 0)) -> int:
    """The defender's least deadwood (a mask) with its own melds and its lay-offs onto
    ``layoff_targets`` chosen together; no targets: against gin."""
    runs, fourths = targets
    return _defend(defender, runs, fourths & defender)[0]


def _score(knocker_dead: int, defender_dead: int, rules: Rules) -> tuple[Outcome, Side, int]:
    if knocker_dead < defender_dead:
        return Outcome.KNOCK, Side.KNOCKER, defender_dead - knocker_dead
    return Outcome.UNDERCUT, Side.DEFENDER, knocker_dead - defender_dead + rules.undercut_bonus


def showdown(
    knocker: Iterable[int],
    defender: Iterable[int],
    rules: Rules | None = None,
    *,
    knock_limit: int | None = None,
    multiplier: int = 1,
) -> ShowdownResult:
    """Score a hand ended by the knocker.

    ``knocker`` holds the 10 cards kept after the knock discard (11 cards for
    big gin). ``knock_limit`` overrides the rules' limit for this hand
    (Oklahoma); ``multiplier`` doubles an Oklahoma spade hand.
    """
    rules = rules or Rules()
    k_mask = _mask(knocker)
    d_mask = _mask(defender)
    if k_mask & d_mask:
        raise ValueError("the knocker and the defender hold the same card")
    if d_mask.bit_count() != 10:
        raise ValueError(f"the defender must hold 10 cards, not {d_mask.bit_count()}")
    limit = rules.knock_limit if knock_limit is None else knock_limit
    if rules.straight_gin:
        limit = 0
    defender_plain = arrangement_of_mask(d_mask)

    if k_mask.bit_count() == 11:
        k_plain = arrangement_of_mask(k_mask)
        if not rules.big_gin or k_plain.deadwood_points:
            raise ValueError("11 cards can only be shown as big gin, with every card melded")
        points = (defender_plain.deadwood_points + rules.big_gin_bonus) * multiplier
        return _no_layoffs(Outcome.BIG_GIN, k_plain, defender_plain, points, multiplier)
    if k_mask.bit_count() != 10:
        raise ValueError(f"the knocker must hold 10 cards, not {k_mask.bit_count()}")

    k_plain = arrangement_of_mask(k_mask)
    k_dead = k_plain.deadwood_points
    if k_dead == 0:
        points = (defender_plain.deadwood_points + rules.gin_bonus) * multiplier
        return _no_layoffs(Outcome.GIN, k_plain, defender_plain, points, multiplier)
    if k_dead > limit:
        raise ValueError(f"cannot knock with {k_dead} deadwood: the knock limit is {limit}")

    # The knocker shows a least-deadwood arrangement; among those (a card fitting a
    # set or a run) the one the defender can lay off least onto.
    best: tuple[int, tuple[int, ...], tuple[int, ...], int] | None = None
    for melds, (blocks, fourths) in least_arrangements(k_mask).items():
        dd, d_sets, laid_fourths = _defend(d_mask, blocks, fourths & d_mask)
        if best is None or dd > best[0]:
            best = (dd, melds, d_sets, laid_fourths)
    assert best is not None
    dd, melds, d_sets, laid_fourths = best
    outcome, side, pts = _score(k_dead, dd, rules)
    return _with_layoffs(outcome, side, pts * multiplier, k_mask, melds, d_mask,
                         d_sets, laid_fourths, k_dead, dd, multiplier)


def least_arrangements(knocker: int) -> dict[tuple[int, ...], tuple[int, int]]:
    """The knocker's least-deadwood arrangements (meld masks), one for each distinct
    ``layoff_targets`` they offer: almost always one. Only a card that can sit in a
    set or a run makes a second, so the plain arrangement is used when none can."""
    if not _held_three_times(knocker) & _ranks_in_runs(knocker):
        melds = least_melds(knocker)
        return {melds: layoff_targets(melds)}
    found: dict[tuple[int, ...], tuple[int, int]] = {}
    seen: set[tuple[int, int]] = set()
    least = arrange_mask(knocker)[0]
    for _, melds in arrangements_within(knocker, least):
        targets = layoff_targets(melds)
        if targets not in seen:
            seen.add(targets)
            found[melds] = targets
    return found


def least_melds(hand: int) -> tuple[int, ...]:
    """The melds (as masks) of the plain best arrangement of ``hand``."""
    _, sets = arrange_mask(hand)
    melds = [s for s in sets if s]
    rest = hand
    for s in melds:
        rest &= ~s
    for suit in range(4):
        shift = 13 * suit
        melds.extend(stretch << shift for stretch in _stretches(RUN_MELDED[(rest >> shift) & M13]))
    return tuple(melds)


def knock_targets(knocker: int) -> list[tuple[int, int]]:
    """What a defender may lay off onto, for each way the knocker's 10 cards may be
    shown; the knocker's result is the best of them (the most defender deadwood)."""
    return list(least_arrangements(knocker).values())


def _ranks_in_runs(mask: int) -> int:
    """The ranks (a 13-bit mask) of the cards of ``mask`` in a stretch of three of their
    suit."""
    return (RUN_MELDED[mask & M13] | RUN_MELDED[(mask >> 13) & M13]
            | RUN_MELDED[(mask >> 26) & M13] | RUN_MELDED[mask >> 39])


def _no_layoffs(
    outcome: Outcome, knocker: Arrangement, defender: Arrangement, points: int, multiplier: int
) -> ShowdownResult:
    return ShowdownResult(
        outcome=outcome,
        winner=Side.KNOCKER,
        points=points,
        knocker_deadwood=knocker.deadwood_points,
        defender_deadwood=defender.deadwood_points,
        knocker_melds=knocker.melds,
        knocker_deadwood_cards=knocker.deadwood,
        defender_melds=defender.melds,
        defender_deadwood_cards=defender.deadwood,
        layoffs=(),
        multiplier=multiplier,
    )


def _with_layoffs(
    outcome: Outcome,
    side: Side,
    points: int,
    k_mask: int,
    k_melds: tuple[int, ...],
    d_mask: int,
    d_sets: tuple[int, ...],
    laid_fourths: int,
    dk: int,
    dd: int,
    multiplier: int,
) -> ShowdownResult:
    knocker = Arrangement.from_melds(_cards_in(k_mask), [_cards_in(m) for m in k_melds])
    melds_by_mask = {m: _cards_in(m) for m in k_melds}
    layoffs: list[Layoff] = []
    for meld in k_melds:
        if _is_set(meld) and laid_fourths:
            rank = ((meld & -meld).bit_length() - 1) % 13
            for card in _cards_in(laid_fourths):
                if card % 13 == rank:
                    layoffs.append(Layoff(card, melds_by_mask[meld]))
    blocks = 0
    for meld in k_melds:
        if not _is_set(meld):
            blocks |= meld
    rest = d_mask & ~laid_fourths
    for s in d_sets:
        rest &= ~s
    joined = rest | blocks
    own_runs: list[int] = []
    for suit in range(4):
        shift = 13 * suit
        for stretch in _stretches(RUN_MELDED[(joined >> shift) & M13]):
            stretch <<= shift
            if not stretch & blocks:
                own_runs.append(stretch)
                continue
            for local in _stretches((stretch & rest) >> shift):
                group = local << shift
                if local.bit_count() >= 3:
                    own_runs.append(group)
                    continue
                below = ((local & -local) >> 1) << shift
                above = (local << 1 & ~local & M13) << shift
                target = next(m for m in k_melds if not _is_set(m) and m & (below | above))
                target_cards = melds_by_mask[target]
                # Lay-offs chain outward from the knocker's run.
                order = _cards_in(group)
                if not target & below:
                    order = order[::-1]
                for card in order:
                    layoffs.append(Layoff(card, target_cards))
    laid = sum(1 << c for c in (lo.card for lo in layoffs))
    d_melds = [_cards_in(s) for s in d_sets] + [_cards_in(r) for r in own_runs]
    d_dead = _cards_in(d_mask & ~laid & ~sum(d_sets) & ~sum(own_runs))
    assert sum(VALUES[c] for c in d_dead) == dd
    return ShowdownResult(
        outcome=outcome,
        winner=side,
        points=points,
        knocker_deadwood=dk,
        defender_deadwood=dd,
        knocker_melds=knocker.melds,
        knocker_deadwood_cards=knocker.deadwood,
        defender_melds=tuple(d_melds),
        defender_deadwood_cards=d_dead,
        layoffs=tuple(layoffs),
        multiplier=multiplier,
    )


__all__ = ["CARDS", "Layoff", "Outcome", "ShowdownResult", "Side", "showdown"]
