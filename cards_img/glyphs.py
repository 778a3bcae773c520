"""Suits as vector shapes, and text that may contain suit symbols.

The built-in font has no ♠ ♥ ♦ ♣, so suits are drawn as polygons and
ellipses: on card faces at the faces' supersampled scale, and inside text as
small anti-aliased masks (cached, built under a lock).
"""

from __future__ import annotations

import functools
import math
import unicodedata

from PIL import Image, ImageDraw

from .cache import cached
from .style import CAP_HEIGHT, RGB, ROOMY_NAME, font

SUIT_OF_SYMBOL = {"♠": 0, "♥": 1, "♦": 2, "♣": 3}
Point = tuple[float, float]


def _heart(samples: int = 96) -> tuple[Point, ...]:
    """The classic parametric heart, scaled to height 1, centred on (0, 0)."""
    raw = []
    for i in range(samples):
        t = 2 * math.pi * i / samples
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    top = min(y for _, y in raw)
    bottom = max(y for _, y in raw)
    scale = 1 / (bottom - top)
    middle = (top + bottom) / 2
    return tuple((x * scale * 1.08, (y - middle) * scale) for x, y in raw)


def _diamond(samples: int = 24) -> tuple[Point, ...]:
    """A lozenge with gently curved (concave) sides."""
    corners = ((0.0, -0.5), (0.4, 0.0), (0.0, 0.5), (-0.4, 0.0))
    points: list[Point] = []
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        for i in range(samples):
            t = i / samples
            # A quadratic curve pulled a little towards the centre.
            cx, cy = (ax + bx) * 0.38, (ay + by) * 0.38
            x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t**2 * bx
            y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t**2 * by
            points.append((x, y))
    return tuple(points)


def _stem(samples: int = 16) -> tuple[Point, ...]:
    """The flared foot of a spade or a club, in the unit box."""
    left: list[Point] = []
    for i in range(samples + 1):
        t = i / samples
        # From the narrow neck (t=0) to the wide foot (t=1), curving outwards.
        left.append((-0.045 - 0.17 * t**2.2, 0.12 + 0.38 * t))
    right = [(-x, y) for x, y in reversed(left)]
    return tuple(left + right)


HEART = _heart()
SPADE_BODY = tuple((x * 0.95, -y * 0.8 - 0.1) for x, y in HEART)
DIAMOND = _diamond()
STEM = _stem()
CLUB_LOBES = ((0.0, -0.255), (-0.245, 0.07), (0.245, 0.07))  # centres of the three lobes
CLUB_RADIUS = 0.225
SUIT_ASPECT = (0.98, 1.04, 0.8, 0.98)  # width / height of each suit's shape


def draw_suit(
    draw: ImageDraw.ImageDraw,
    suit: int,
    centre: Point,
    height: float,
    fill: RGB | int,
    *,
    flip: bool = False,
) -> None:
    """Draw ``suit`` centred on ``centre``, ``height`` px tall (upside down if ``flip``)."""
    cx, cy = centre
    sign = -1 if flip else 1

    def place(points: tuple[Point, ...]) -> list[Point]:
        return [(cx + x * height, cy + sign * y * height) for x, y in points]

    if suit == 1:
        draw.polygon(place(HEART), fill=fill)
    elif suit == 2:
        draw.polygon(place(DIAMOND), fill=fill)
    elif suit == 0:
        draw.polygon(place(SPADE_BODY), fill=fill)
        draw.polygon(place(STEM), fill=fill)
    else:
        r = CLUB_RADIUS * height
        for x, y in CLUB_LOBES:
            px, py = cx + x * height, cy + sign * y * height
            draw.ellipse((px - r, py - r, px + r, py + r), fill=fill)
        draw.polygon(place(((-0.12, -0.05), (0.12, -0.05), (0.0, 0.2))), fill=fill)
        draw.polygon(place(STEM), fill=fill)


_SUPER = 4


def suit_mask(suit: int, height: int) -> Image.Image:
    """An anti-aliased 'L' mask of ``suit``, ``height`` px tall (cached)."""
    def build() -> Image.Image:
        width = max(1, math.ceil(height * SUIT_ASPECT[suit]))
        big = Image.new("L", (width * _SUPER, height * _SUPER), 0)
        draw_suit(
            ImageDraw.Draw(big), suit, (width * _SUPER / 2, height * _SUPER / 2),
            height * _SUPER, 255,
        )
        return big.resize((width, height), Image.Resampling.LANCZOS)

    return cached(("suit", suit, height), build)


@functools.lru_cache(maxsize=1024)
def _drawable(ch: str) -> str:
    """``ch`` if the built-in font has it; else its unaccented letter, else "?".

    The font covers ASCII and a little more (no é, ñ, emoji), and player
    names can hold anything: a missing glyph would print as an empty box.
    """
    if ch.isspace():
        return " "
    f = font(20)
    notdef = bytes(f.getmask("\uffff"))
    if bytes(f.getmask(ch)) != notdef:
        return ch
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    if base and base != ch and all(bytes(f.getmask(c)) != notdef for c in base):
        return base
    return "?"


def _pieces(text: str) -> list[str | int]:
    """Split text into drawable strings and suits (ints)."""
    out: list[str | int] = []
    run = ""
    for ch in text:
        suit = SUIT_OF_SYMBOL.get(ch)
        if suit is None:
            run += _drawable(ch)
            continue
        if run:
            out.append(run)
            run = ""
        out.append(suit)
    if run:
        out.append(run)
    return out


def _suit_height(size: int) -> int:
    return max(4, round(size * CAP_HEIGHT * 1.02))


@functools.lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> int:
    """Width in px of ``text`` at font ``size`` (suits included)."""
    total = 0.0
    f = font(size)
    for piece in _pieces(text):
        if isinstance(piece, int):
            h = _suit_height(size)
            total += math.ceil(h * SUIT_ASPECT[piece]) + size * 0.06
        else:
            total += f.getlength(piece)
    return math.ceil(total)


@functools.lru_cache(maxsize=2048)
def text_mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int]:
    """An 'L' mask of a line of text, with the baseline's depth and the left margin.

    Lines repeat from picture to picture ("Deadwood 7", names, "NEW"), so they
    are rendered once; the cache is thread-safe and masks are never modified.
    """
    margin = math.ceil(size * 0.1) + 1
    ascent = math.ceil(size * 1.0)
    descent = math.ceil(size * 0.3)
    mask = Image.new("L", (text_width(text, size) + 2 * margin, ascent + descent), 0)
    draw = ImageDraw.Draw(mask)
    f = font(size)
    stroke = max(0.5, size / 40) if bold else 0
    cursor = float(margin)
    for piece in _pieces(text):
        if isinstance(piece, int):
            h = _suit_height(size)
            glyph = suit_mask(piece, h)
            mask.paste(255, (round(cursor + size * 0.03), ascent - h), glyph)
            cursor += glyph.width + size * 0.06
        else:
            draw.text((cursor, ascent), piece, font=f, fill=255, anchor="ls",
                      stroke_width=stroke, stroke_fill=255)
            cursor += f.getlength(piece)
    return mask, ascent, margin


def draw_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    anchor: str = "ls",
) -> tuple[int, int, int, int]:
    """Draw ``text`` (which may hold suit symbols) in ``fill`` and return its box.

    ``anchor`` is two letters: l/m/r horizontally, and s (baseline), m (middle
    of the capitals) or t (top of the capitals) vertically.
    """
    width = text_width(text, size)
    cap = size * CAP_HEIGHT
    x, y = xy
    x = round(x - {"l": 0, "m": width / 2, "r": width}[anchor[0]])
    y = round(y + {"s": 0, "m": cap / 2, "t": cap}[anchor[1]])
    mask, ascent, margin = text_mask(text, size, bold)
    image.paste(fill, (x - margin, y - ascent), mask)
    return (x, round(y - cap), x + width, round(y + size * 0.22))


def wrap(text: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` px (long words stay whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def name_room(size: int) -> int:
    """The width a picture keeps for a player's name at font ``size``: 20 characters fit."""
    return text_width(ROOMY_NAME, size)


def fit(text: str, size: int, width: float) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``width`` px."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text.rstrip() + "…"
