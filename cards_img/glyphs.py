"""Suits as vector shapes, and text that may contain suit symbols.

The built-in font has no ♠ ♥ ♦ ♣, so suits are drawn as polygons and
ellipses: on card faces at the faces' supersampled scale, and inside text as
small anti-aliased masks (cached, built under a lock). Other text is drawn
run by run in the first face of the fallback chain (``style.FACES``) that has
each character; emoji become a small neutral mark.
"""

from __future__ import annotations

import functools
import math
import unicodedata

from PIL import Image, ImageDraw

from .cache import cached
from .style import CAP_HEIGHT, FACES, RGB, RGBA, ROOMY_NAME, font

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


def _stem(neck: float, foot: float, top: float, samples: int = 16) -> tuple[Point, ...]:
    """The flared foot of a spade or a club in the unit box: half as wide as ``neck``
    at ``top``, as ``foot`` at the bottom."""
    left: list[Point] = []
    for i in range(samples + 1):
        t = i / samples
        # From the narrow neck (t=0) to the wide foot (t=1), curving outwards.
        left.append((-neck - (foot - neck) * t**2.2, top + (0.5 - top) * t))
    right = [(-x, y) for x, y in reversed(left)]
    return tuple(left + right)


HEART = _heart()
SPADE_BODY = tuple((x * 0.95, -y * 0.8 - 0.1) for x, y in HEART)
DIAMOND = _diamond()
STEM = _stem(0.045, 0.215, 0.12)
# A club is three round lobes that only just overlap, so that the notches between them
# still show at 10 px (a pip on a showdown card), where a club of plump lobes is a blob
# like a spade; the hub between their centres and a thin stem hold them together.
CLUB_LOBES = ((0.0, -0.28), (-0.275, 0.075), (0.275, 0.075))  # centres of the three lobes
CLUB_RADIUS = 0.2
CLUB_STEM = _stem(0.03, 0.14, 0.0)
SUIT_ASPECT = (0.98, 1.04, 0.8, 0.98)  # width / height of each suit's shape


def draw_suit(
    draw: ImageDraw.ImageDraw,
    suit: int,
    centre: Point,
    height: float,
    fill: RGB | RGBA | int,
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
        draw.polygon(place(CLUB_LOBES), fill=fill)
        draw.polygon(place(CLUB_STEM), fill=fill)


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


MARK = "mark"
"""A piece drawn as a small filled circle: an emoji, or a script no shipped face has."""
Piece = tuple[str, str]  # (a face from FACES, "suit" or MARK; the text it draws)

BOLD_STROKE = {"base": 1.0, "latin": 1.0, "cjk": 0.75}  # dense ideographs fill in at full weight
ZWJ = "\u200d"
SKIN_TONES = range(0x1F3FB, 0x1F400)
FLAG_LETTERS = range(0x1F1E6, 0x1F200)  # two of these make one flag


@functools.lru_cache(maxsize=1)
def _notdefs() -> dict[str, bytes]:
    """How each face draws a character it lacks (its .notdef box), at 20 px."""
    return {face: bytes(font(20, face).getmask("\uffff")) for face in FACES}


@functools.lru_cache(maxsize=16384)
def _has(face: str, ch: str) -> bool:
    """Whether ``face`` has a glyph for ``ch``."""
    return bytes(font(20, face).getmask(ch)) != _notdefs()[face]


def _face_of(text: str) -> str:
    """The first face in the fallback chain that has every character of ``text``, or ""."""
    return next((face for face in FACES if all(_has(face, ch) for ch in text)), "")


@functools.lru_cache(maxsize=8192)
def _drawable(ch: str) -> tuple[str, str]:
    """(face, text) that draws ``ch``: its own glyph, else its plain letters, else MARK.

    Player names can hold anything: a glyph no face has would print as an
    empty box, so a fancy letter (𝓐, Ａ) falls back to its compatibility
    decomposition and an emoji or an unknown script to the neutral mark.
    """
    if ch.isspace():
        return "base", " "
    if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return "", ""  # a combining mark left after NFC, a joiner, a selector: no glyph of its own
    face = _face_of(ch)
    if face:
        return face, ch
    plain = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    if plain and plain != ch and _face_of(plain):
        return _face_of(plain), plain
    return MARK, ch


def _pieces(text: str) -> list[Piece]:
    """Split text into runs of one face each, suits and neutral marks.

    An emoji sequence (joined by ZWJ, with a skin tone, a two-letter flag)
    becomes one mark; a combining mark joins its letter when that face has it.
    """
    out: list[Piece] = []
    joined = False  # the last character was a ZWJ after a mark
    for ch in unicodedata.normalize("NFC", text):
        last = out[-1] if out else ("", "")
        if last[0] == MARK and (joined or ord(ch) in SKIN_TONES or (
                ord(ch) in FLAG_LETTERS and len(last[1]) == 1
                and ord(last[1]) in FLAG_LETTERS)):
            out[-1] = (MARK, last[1] + ch)
            joined = False
            continue
        joined = ch == ZWJ and last[0] == MARK
        suit = SUIT_OF_SYMBOL.get(ch)
        if suit is not None:
            out.append(("suit", ch))
            continue
        face, drawn = _drawable(ch)
        if not face:
            if last[0] in FACES and unicodedata.combining(ch) and _has(last[0], ch):
                out[-1] = (last[0], last[1] + ch)
            continue
        if drawn == " " and last[0] in FACES and _has(last[0], " "):
            face = last[0]  # a space keeps the run it is in
        if face == last[0] and face in FACES:
            out[-1] = (face, last[1] + drawn)
        else:
            out.append((face, drawn))
    return out


def _suit_height(size: int) -> int:
    return max(4, round(size * CAP_HEIGHT * 1.02))


def _mark_diameter(size: int) -> int:
    return max(3, round(size * 0.42))


def _mark_mask(size: int) -> Image.Image:
    """The neutral mark: an anti-aliased filled circle (cached)."""
    def build() -> Image.Image:
        d = _mark_diameter(size)
        big = Image.new("L", (d * _SUPER, d * _SUPER), 0)
        ImageDraw.Draw(big).ellipse((0, 0, d * _SUPER - 1, d * _SUPER - 1), fill=255)
        return big.resize((d, d), Image.Resampling.LANCZOS)

    return cached(("mark", size), build)


def _advance(piece: Piece, size: int) -> float:
    """How far ``piece`` moves the pen at text ``size``."""
    kind, text = piece
    if kind == "suit":
        suit = SUIT_OF_SYMBOL[text]
        return math.ceil(_suit_height(size) * SUIT_ASPECT[suit]) + size * 0.06
    if kind == MARK:
        return _mark_diameter(size) + size * 0.16
    return font(size, kind).getlength(text)


@functools.lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> int:
    """Width in px of ``text`` at font ``size`` (suits and marks included)."""
    return math.ceil(sum(_advance(piece, size) for piece in _pieces(text)))


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
    stroke = max(0.5, size / 40) if bold else 0
    cursor = float(margin)
    for piece in _pieces(text):
        kind, run = piece
        if kind == "suit":
            h = _suit_height(size)
            glyph = suit_mask(SUIT_OF_SYMBOL[run], h)
            mask.paste(255, (round(cursor + size * 0.03), ascent - h), glyph)
        elif kind == MARK:
            glyph = _mark_mask(size)
            top = ascent - round(size * CAP_HEIGHT / 2 + glyph.height / 2)
            mask.paste(255, (round(cursor + size * 0.08), top), glyph)
        else:
            width = stroke * BOLD_STROKE[kind]
            draw.text((cursor, ascent), run, font=font(size, kind), fill=255, anchor="ls",
                      stroke_width=width, stroke_fill=255)
        cursor += _advance(piece, size)
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


NO_LINE_START = frozenset("，。、：；！？）」』》〉・…,.:;!?)")
NO_LINE_END = frozenset("（「『《〈(")


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _segments(word: str) -> list[str]:
    """``word`` cut where a line may break: around each Chinese or Japanese character
    (they are written without spaces), never before closing or after opening punctuation."""
    parts: list[str] = []
    for ch in word:
        if parts and (ch in NO_LINE_START or parts[-1][-1] in NO_LINE_END
                      or not (_wide(ch) or _wide(parts[-1][-1]))):
            parts[-1] += ch
        else:
            parts.append(ch)
    return parts


def wrap(text: str, size: int, width: float) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` px (long words stay whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        for index, part in enumerate(_segments(word)):
            candidate = (line + (" " if index == 0 else "") + part) if line else part
            if line and text_width(candidate, size) > width:
                lines.append(line)
                line = part
            else:
                line = candidate
    if line:
        lines.append(line)
    return lines


def name_room(size: int) -> int:
    """The width a picture keeps for a player's name at font ``size``: 20 characters fit."""
    return text_width(ROOMY_NAME, size)


def shrink(text: str, size: int, width: float, smallest: int) -> int:
    """The largest font size from ``size`` down to ``smallest`` at which ``text`` fits in
    ``width`` px (``smallest`` when none does): a long title in a wordy language stays whole."""
    while size > smallest and text_width(text, size) > width:
        size -= 1
    return size


def fit(text: str, size: int, width: float) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``width`` px."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text.rstrip() + "…"
