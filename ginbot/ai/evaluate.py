"""Pricing hands and knocks for the thinking levels (normal and expert).

A 10-card hand is worth its deadwood minus what the coming draws are expected
to save: for each card that may still come from the stock, the deadwood the
best discard would leave after drawing it. Knocks are priced against sampled
opponent hands (``inference``) with the engine's own lay-off search.
"""

from __future__ import annotations

from ginbot.engine import best_discard_mask, defender_deadwood, knock_targets

from .knowledge import Knowledge


def cards_in(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def stock_chances(know: Knowledge, odds: list[float]) -> list[tuple[int, float]]:
    """Each unseen card with the chance it is the one I draw from the stock."""
    cards = cards_in(know.unseen)
    weights = [(c, max(0.0, 1.0 - odds[c])) for c in cards]
    total = sum(w for _, w in weights)
    if total <= 0:
        return [(c, 1.0 / len(cards)) for c in cards] if cards else []
    return [(c, w / total) for c, w in weights if w > 0]


def draw_saving(hand: int, dead: int, draws: list[tuple[int, float]]) -> float:
    """Expected deadwood the next stock draw saves the 10-card ``hand``."""
    saving = 0.0
    for card, chance in draws:
        if hand >> card & 1:
            continue
        after = best_discard_mask(hand | 1 << card)[0]
        if after < dead:
            saving += chance * (dead - after)
    return saving


def draw_outlook(hand: int, dead: int, draws: list[tuple[int, float]]) -> tuple[float, float]:
    """(expected deadwood the next stock draw saves the 10-card ``hand``, chance that
    it brings gin)."""
    saving = gin = 0.0
    for card, chance in draws:
        if hand >> card & 1:
            continue
        after = best_discard_mask(hand | 1 << card)[0]
        if after < dead:
            saving += chance * (dead - after)
            if after == 0:
                gin += chance
    return saving, gin


def knock_value(
    kept: int, dead: int, opponents: list[int], undercut_bonus: int, needed: float = 1e9
) -> tuple[float, float, float]:
    """(mean points, chance of an undercut, chance of scoring ``needed`` or more)
    of knocking with ``kept`` against the sampled opponent hands; points are
    from the knocker's side."""
    shown = knock_targets(kept)
    total = 0.0
    undercuts = 0
    enough = 0
    for opp in opponents:
        defender = max(defender_deadwood(opp, targets) for targets in shown)
        if dead < defender:
            total += defender - dead
            enough += defender - dead >= needed
        else:
            total -= dead - defender + undercut_bonus
            undercuts += 1
    n = max(1, len(opponents))
    return total / n, undercuts / n, enough / n


def gin_value(opponents: list[int], gin_bonus: int, needed: float = 1e9
              ) -> tuple[float, float, float]:
    """(mean points, 0: no undercut, chance of scoring ``needed`` or more) of going
    gin against the sampled opponent hands (no lay-offs onto gin)."""
    points = [defender_deadwood(opp) + gin_bonus for opp in opponents]
    n = max(1, len(opponents))
    return sum(points) / n, 0.0, sum(p >= needed for p in points) / n


def knock_threat(opponents: list[int], unseen: int, limit: int, waits: float = 0.0) -> float:
    """Chance the opponent may knock after their next stock draw, over the
    sampled ``opponents`` hands (the stock: the unseen cards they do not hold);
    with chance ``waits`` they play on unless the draw gives them gin."""
    total = 0.0
    for hand in opponents:
        stock = cards_in(unseen & ~hand)
        if stock:
            ready = gin = 0
            for card in stock:
                dead = best_discard_mask(hand | 1 << card)[0]
                ready += dead <= limit
                gin += dead == 0
            total += ((1.0 - waits) * ready + waits * gin) / len(stock)
    return total / max(1, len(opponents))
