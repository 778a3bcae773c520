"""How a match's totals add up under box scoring (RULES.md section 9), in words: one
text for the summary picture and the terminal's result."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import Rules, Shutout, match_margin

from .catalogue import joined, say
from .language import Locale


def bonus_lines(
    locale: Locale, rules: Rules, sides: Sequence[str], points: Sequence[int],
    hands_won: Sequence[int], totals: Sequence[int], winner: int,
) -> list[str]:
    """Each side's total from the points of its hands (``points``), the box bonus for each
    hand won, the winner's game bonus and shutout; then, with unit scoring, the margin
    counted in whole tens. None without box scoring, or when ``totals`` came by a way not
    told here (a resignation before the bonuses, Hollywood's three games)."""
    if not rules.bonuses:
        return []
    shutout = all(p == 0 for side, p in enumerate(points) if side != winner)
    lines = []
    for side, name in enumerate(sides):
        parts = [say(locale, "bonus-hands", points=points[side])]
        total = points[side] + rules.box_bonus * hands_won[side]
        if hands_won[side] and rules.box_bonus:
            parts.append(say(locale, "bonus-box", count=hands_won[side], bonus=rules.box_bonus))
        if side == winner and rules.game_bonus:
            total += rules.game_bonus
            parts.append(say(locale, "bonus-game", bonus=rules.game_bonus))
        if side == winner and shutout and rules.shutout is Shutout.PLUS100:
            total += 100
            parts.append(say(locale, "bonus-shutout-plus", bonus=100))
        added = joined(locale, "bonus-plus", parts)
        if side == winner and shutout and rules.shutout is Shutout.DOUBLE:
            total *= 2
            added = say(locale, "bonus-shutout-double", parts=added)
        if total != totals[side]:
            return []
        lines.append(say(locale, "bonus-side", name=name, parts=added, total=total))
    margin = match_margin(rules, totals, winner)
    if rules.unit_scoring and margin is not None:
        lost = max(t for side, t in enumerate(totals) if side != winner)
        lines.append(say(locale, "bonus-tens", name=sides[winner], won=totals[winner],
                         lost=lost, raw=totals[winner] - lost, margin=margin))
    return lines
