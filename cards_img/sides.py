"""Who scores together at a table: each side's name and colour, for every picture.

Two players and three-handed gin have one seat a side; teams are two partners
("Ann & Cat"). A seat is drawn in its side's colour, so partners share one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.text import Locale, score_line, side_names

from .style import RGB, SIDE_COLOURS

Sides = Sequence[Sequence[int]]


def side_of(sides: Sides, seat: int) -> int:
    """The side ``seat`` plays for."""
    for number, seats in enumerate(sides):
        if seat in seats:
            return number
    raise ValueError(f"seat {seat} is on no side of {tuple(map(tuple, sides))}")


def side_score_line(locale: Locale, sides: Sides, names: Sequence[str],
                    scores: Sequence[int]) -> str:
    """The totals by side: "Ann & Cat 34, Bob & Dan 12"."""
    return score_line(locale, side_names(locale, sides, names), scores)


def seat_colour(sides: Sides, seat: int) -> RGB:
    return SIDE_COLOURS[side_of(sides, seat)]
