"""Drawing on the felt: cards with shadows, rings, pills, and the layout record."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageChops, ImageDraw

from ginbot.engine import Card

from .faces import card_on_shadow, card_ring
from .glyphs import draw_text, text_width
from .picture import Box, Picture, encode
from .style import FELT, FELT_DARK, RGB, CardSize


@dataclass
class Canvas:
    """A felt-green picture being drawn, with the named regions drawn so far."""

    width: int
    height: int
    image: Image.Image = field(init=False)
    layout: dict[str, Box] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.image = Image.new("RGB", (self.width, self.height), FELT)
        rim = max(3, self.height // 90)
        ImageDraw.Draw(self.image).rectangle(
            (0, 0, self.width - 1, self.height - 1), outline=FELT_DARK, width=rim)

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.image)

    def mark(self, name: str, box: Sequence[float]) -> Box:
        """Record a named region (rounded to whole pixels)."""
        left, top, right, bottom = (round(v) for v in box)
        self.layout[name] = (left, top, right, bottom)
        return self.layout[name]

    def card(
        self, card: Card | None, x: int, y: int, height: int, *, four_color: bool = False,
        name: str | None = None,
    ) -> Box:
        """A card face (or the back, for ``None``) with its shadow; top-left at (x, y)."""
        image, margin = card_on_shadow(card, height, four_color)
        self.image.paste(image, (x - margin, y - margin), image)
        w, h = CardSize(height).size
        box = (x, y, x + w, y + h)
        if name is not None:
            self.mark(name, box)
        return box

    def rounded(self, box: Sequence[float], radius: float, fill: RGB | None = None, *,
                outline: RGB | None = None, width: int = 1) -> Box:
        """An anti-aliased rounded rectangle (ImageDraw's own has jagged corners)."""
        left, top, right, bottom = (round(v) for v in box)
        w, h = right - left, bottom - top
        if w <= 0 or h <= 0:
            return (left, top, right, bottom)
        r = min(round(radius), w // 2, h // 2)
        if outline is not None:
            self.image.paste(outline, (left, top), outline_mask(w, h, r, width))
        if fill is not None and w > 2 * width and h > 2 * width:
            inset = width if outline is not None else 0
            self.image.paste(fill, (left + inset, top + inset),
                             rounded_mask(w - 2 * inset, h - 2 * inset, max(0, r - inset)))
        return (round(box[0]), round(box[1]), round(box[2]), round(box[3]))

    def ring(self, box: Box, colour: RGB, height: int) -> None:
        """An anti-aliased highlight ring around a card's box."""
        ring, outset = card_ring(height)
        self.image.paste(colour, (box[0] - outset, box[1] - outset), ring)

    def text(self, xy: tuple[float, float], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "ls", name: str | None = None) -> Box:
        box = draw_text(self.image, xy, text, size, fill, bold=bold, anchor=anchor)
        if name is not None:
            self.mark(name, box)
        return box

    def pill(self, x: float, y: float, text: str, size: int, fill: RGB, ink: RGB, *,
             anchor: str = "l", name: str | None = None, bold: bool = True,
             outline: RGB | None = None) -> Box:
        """Text on a rounded pill; (x, y) is the pill's left (or right, ``anchor="r"``,
        or centre, ``"m"``) and vertical middle."""
        width, height = pill_size(text, size)
        left = {"l": x, "m": x - width / 2, "r": x - width}[anchor]
        box = (round(left), round(y - height / 2), round(left + width), round(y + height / 2))
        self.rounded(box, height / 2, fill, outline=outline, width=max(1, size // 12))
        draw_text(self.image, (left + width / 2, y), text, size, ink, bold=bold, anchor="mm")
        if name is not None:
            self.mark(name, box)
        return box

    def picture(self, text: str) -> Picture:
        return Picture(encode(self.image), text, (self.width, self.height), dict(self.layout))


@functools.lru_cache(maxsize=1024)
def rounded_mask(width: int, height: int, radius: int) -> Image.Image:
    """An 'L' mask of a rounded rectangle, drawn at 4x and scaled down (cached)."""
    big = Image.new("L", (width * 4, height * 4), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, width * 4 - 1, height * 4 - 1),
                                          radius=radius * 4, fill=255)
    return big.resize((width, height), Image.Resampling.BOX)


@functools.lru_cache(maxsize=256)
def outline_mask(width: int, height: int, radius: int, line: int) -> Image.Image:
    """The ring of a rounded rectangle's outline, ``line`` px wide (cached)."""
    inner = Image.new("L", (width, height), 0)
    if width > 2 * line and height > 2 * line:
        inner.paste(rounded_mask(width - 2 * line, height - 2 * line, max(0, radius - line)),
                    (line, line))
    return ImageChops.subtract(rounded_mask(width, height, radius), inner)


def pill_size(text: str, size: int) -> tuple[int, int]:
    """(width, height) of a pill holding ``text`` at font ``size``."""
    height = round(size * 1.55)
    return text_width(text, size) + height, height


def card_width(height: int) -> int:
    return CardSize(height).width
