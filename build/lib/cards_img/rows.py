"""A row of cards in groups (melds, deadwood, suits), fanned or spread.

Cards of a group overlap like a held hand, so the corner index of every card
stays visible and the picture stays narrow enough to read on a phone; groups
are separated by gaps; a deadwood group sits on a dark tray with a caption.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginbot.engine import Card
from ginbot.text import Locale, say

from .canvas import Canvas, card_width
from .picture import Box
from .style import DEAD_MARK, TRAY

Group = tuple[str, tuple[Card, ...]]  # (kind, cards); a kind in TRAYS sits on a tray

# Groups set apart on a dark tray, with a caption: the deadwood, and the card a
# knocker put face down (shown at the showdown).
TRAYS = frozenset({"deadwood", "knock"})


def tray_caption(locale: Locale, kind: str) -> str:
    if kind == "knock":
        return say(locale, "pic-tray-knock-card")
    return say(locale, "pic-tray-deadwood")


@dataclass(frozen=True)
class RowMetrics:
    """Spacing of a row, from the card height."""

    height: int
    fan: bool = True

    @property
    def card_w(self) -> int:
        return card_width(self.height)

    @property
    def step(self) -> int:
        w = self.card_w
        return round(w * 0.62) if self.fan else w + max(3, self.height // 28)

    @property
    def gap(self) -> int:
        return round(self.height * 0.2)

    @property
    def pad(self) -> int:
        return round(self.height * 0.07)

    @property
    def caption(self) -> int:
        return round(self.height * 0.125)

    @property
    def below(self) -> int:
        """Room under the cards for marks and the tray caption."""
        return self.pad + round(self.caption * 1.9)

    def span(self, count: int) -> int:
        return self.step * (count - 1) + self.card_w if count else 0

    def width(self, groups: Sequence[Group]) -> int:
        total = sum(self.span(len(cards)) for _, cards in groups)
        total += self.gap * max(0, len(groups) - 1)
        return total + sum(2 * self.pad for kind, _ in groups if kind in TRAYS)


@dataclass(frozen=True)
class PlacedCard:
    card: Card
    x: int
    reach: int  # how much of the card shows before the next card covers it
    group: int


def place_row(
    canvas: Canvas, groups: Sequence[Group], x: int, top: int, metrics: RowMetrics,
    *, locale: Locale, prefix: str = "",
) -> list[PlacedCard]:
    """Draw the deadwood trays and return where each card goes (cards are drawn by
    the caller, which adds its own marks). Group boxes are recorded in the layout
    as ``{prefix}group:i`` and a tray by its kind, e.g. ``{prefix}deadwood``."""
    m = metrics
    placed: list[PlacedCard] = []
    bottom = top + m.height
    for index, (kind, cards) in enumerate(groups):
        if kind in TRAYS:
            tray = (x, top - m.pad, x + m.span(len(cards)) + 2 * m.pad, bottom + m.pad)
            canvas.rounded(tray, m.pad * 1.5, TRAY)
            canvas.mark(f"{prefix}{kind}", tray)
            canvas.text(((tray[0] + tray[2]) / 2, tray[3] + m.caption * 1.25),
                        tray_caption(locale, kind), m.caption, DEAD_MARK, anchor="ms")
            x += m.pad
        start = x
        for i, card in enumerate(cards):
            reach = m.card_w if i == len(cards) - 1 else m.step
            placed.append(PlacedCard(card, x, reach, index))
            x += m.step
        canvas.mark(f"{prefix}group:{index}", (start, top, start + m.span(len(cards)), bottom))
        x = start + m.span(len(cards)) + m.gap
        if kind in TRAYS:
            x += m.pad
    return placed


def bar_under(canvas: Canvas, spot: PlacedCard, top: int, metrics: RowMetrics,
              colour: tuple[int, int, int], name: str) -> Box:
    """A short bar under the visible part of a card (deadwood, laid off)."""
    bottom = top + metrics.height
    pad = metrics.pad
    bar = (spot.x + spot.reach * 0.15, bottom + pad * 0.35, spot.x + spot.reach * 0.85,
           bottom + pad)
    canvas.rounded(bar, pad / 2, colour)
    return canvas.mark(name, bar)


__all__ = ["Group", "PlacedCard", "RowMetrics", "bar_under", "place_row"]
