"""Drawing on the felt: cards with shadows, rings, pills, and the layout record."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from ginbot.engine import Card

from .faces import card_back, card_face, card_ring, card_shadow
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
        shadow, margin = card_shadow(height)
        drop = max(1, height // 40)
        self.image.paste((0, 0, 0), (x - margin + drop // 2, y - margin + drop * 2), shadow)
        face = card_back(height) if card is None else card_face(card, height, four_color)
        self.image.paste(face, (x, y), face)
        box = (x, y, x + face.width, y + face.height)
        if name is not None:
            self.mark(name, box)
        return box

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
        self.draw.rounded_rectangle(box, radius=height / 2, fill=fill, outline=outline,
                                    width=max(1, size // 12))
        draw_text(self.image, (left + width / 2, y), text, size, ink, bold=bold, anchor="mm")
        if name is not None:
            self.mark(name, box)
        return box

    def picture(self, text: str) -> Picture:
        return Picture(encode(self.image), text, (self.width, self.height), dict(self.layout))


def pill_size(text: str, size: int) -> tuple[int, int]:
    """(width, height) of a pill holding ``text`` at font ``size``."""
    height = round(size * 1.55)
    return text_width(text, size) + height, height


def card_width(height: int) -> int:
    return CardSize(height).width
