"""The 52 card faces, the card back and the card shadow, drawn by our code.

Each image is drawn at three times its size and scaled down, which gives
smooth edges. There are few of them (52 faces and a back per size and colour
scheme), so each is drawn once and cached; the cache is filled under a lock,
and cached images are never modified (callers paste them).
"""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFilter

from ginbot.engine import CARDS, Card

from .cache import cached
from .glyphs import SUIT_ASPECT, draw_suit
from .style import (
    BACK_BORDER,
    BACK_FILL,
    BACK_LINE,
    CAP_HEIGHT,
    CARD_EDGE,
    CARD_FACE,
    COURT_FILL,
    COURT_GOLD,
    RGB,
    CardSize,
    font,
    suit_colour,
)

SUPER = 3
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# Pip centres as (column, row): columns -1/0/1 (left, middle, right), rows 0..1
# from the top of the pip area to the bottom. Pips below the middle are drawn
# upside down, as on printed cards.
PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: ((-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0)),
    10: ((-1, 0.0), (1, 0.0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
         (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1.0), (1, 1.0)),
}



def card_face(card: Card, height: int, four_color: bool = False) -> Image.Image:
    """The RGBA face of ``card``, ``height`` px tall (cached; do not modify)."""
    return cached(("face", int(card), height, four_color),
                   lambda: _draw_face(card, CardSize(height), four_color))


def card_back(height: int) -> Image.Image:
    """The RGBA card back, ``height`` px tall (cached; do not modify)."""
    return cached(("back", height), lambda: _draw_back(CardSize(height)))


def card_shadow(height: int) -> tuple[Image.Image, int]:
    """A soft 'L' shadow mask for a card and the margin it extends beyond the card."""
    size = CardSize(height)
    margin = max(3, round(height * 0.06))
    mask = cached(("shadow", height), lambda: _draw_shadow(size, margin))
    return mask, margin


def card_on_shadow(card: Card | None, height: int, four_color: bool = False
                   ) -> tuple[Image.Image, int]:
    """The card (``None``: the back) on its shadow as one RGBA image, and the margin
    around the card: one paste per card instead of two."""
    face = card_back(height) if card is None else card_face(card, height, four_color)
    shadow, margin = card_shadow(height)
    key = ("on_shadow", None if card is None else int(card), height, four_color)
    return cached(key, lambda: _compose(face, shadow, margin, height)), margin


def _compose(face: Image.Image, shadow: Image.Image, margin: int, height: int) -> Image.Image:
    drop = max(1, height // 40)  # light from above: the shadow falls a little down
    size = (shadow.width + drop // 2, shadow.height + drop * 2)
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.paste((0, 0, 0, 255), (drop // 2, drop * 2), shadow)
    out.alpha_composite(face, (margin, margin))
    return out


def _blank(size: CardSize, fill: RGB, edge: RGB) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = size.width * SUPER, size.height * SUPER
    image = Image.new("RGBA", (w, h), (*fill, 0))
    draw = ImageDraw.Draw(image)
    line = SUPER
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=size.radius * SUPER,
                           fill=(*fill, 255), outline=(*edge, 255), width=line)
    return image, draw


def _finish(image: Image.Image, size: CardSize) -> Image.Image:
    return image.resize(size.size, Image.Resampling.LANCZOS)


def _index(size: CardSize, card: Card, colour: RGB) -> Image.Image:
    """The rank-and-suit corner index, top left, on a clear layer."""
    w, h = size.width * SUPER, size.height * SUPER
    layer = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    rank = RANK_TEXT[card.rank]
    text_size = round(h * 0.225)
    f = font(text_size)
    column = w * 0.14  # centre of the index column
    top = h * 0.045
    cap = text_size * CAP_HEIGHT
    max_width = w * 0.24
    glyph = Image.new("L", (round(f.getlength(rank)) + 8, round(cap) + 8), 0)
    ImageDraw.Draw(glyph).text((4, 4 + cap), rank, font=f, fill=255, anchor="ls",
                               stroke_width=text_size * 0.035, stroke_fill=255)
    if glyph.width - 8 > max_width:  # "10" is drawn condensed
        glyph = glyph.resize((round(max_width) + 8, glyph.height), Image.Resampling.LANCZOS)
    layer.paste((*colour, 255), (round(column - glyph.width / 2), round(top - 4)), glyph)
    suit_height = h * 0.11
    draw_suit(draw, card.suit, (column, top + cap + h * 0.03 + suit_height / 2),
              suit_height, (*colour, 255))
    return layer


def _draw_face(card: Card, size: CardSize, four_color: bool) -> Image.Image:
    colour = suit_colour(card.suit, four_color)
    image, draw = _blank(size, CARD_FACE, CARD_EDGE)
    w, h = image.size
    index = _index(size, card, colour)
    image.alpha_composite(index)
    image.alpha_composite(index.rotate(180))
    ink = (*colour, 255)
    if card.rank == 0:
        big = h * (0.4 if card.suit == 0 else 0.32)
        draw_suit(draw, card.suit, (w / 2, h / 2), big, ink)
    elif card.rank >= 10:
        _draw_court(draw, card, w, h, colour)
    else:
        pip = h * 0.096
        top, bottom = h * 0.19, h * 0.81
        spread = w * 0.145
        for column, row in PIPS[card.rank + 1]:
            y = top + (bottom - top) * row
            draw_suit(draw, card.suit, (w / 2 + column * spread, y), pip, ink, flip=row > 0.5)
    return _finish(image, size)


def _draw_court(draw: ImageDraw.ImageDraw, card: Card, w: int, h: int, colour: RGB) -> None:
    """A framed panel: a crown or coronet, a large letter, the suit."""
    ink = (*colour, 255)
    gold = (*COURT_GOLD, 255)
    box = (w * 0.29, h * 0.075, w * 0.71, h * 0.925)
    draw.rounded_rectangle(box, radius=w * 0.05, fill=(*COURT_FILL, 255), outline=gold,
                           width=round(SUPER * 1.4))
    inset = SUPER * 2.2
    draw.rounded_rectangle((box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset),
                           radius=w * 0.035, outline=ink, width=max(1, round(SUPER * 0.7)))
    cx = w / 2
    letter = RANK_TEXT[card.rank]
    text_size = round(h * 0.27)
    f = font(text_size)
    draw.text((cx, h * 0.5 + text_size * CAP_HEIGHT / 2), letter, font=f, fill=ink,
              anchor="ms", stroke_width=text_size * 0.04, stroke_fill=ink)
    _draw_crown(draw, card.rank, cx, h * 0.26, w * 0.3, gold, ink)
    suit_h = h * 0.12
    draw_suit(draw, card.suit, (cx, h * 0.76), suit_h * min(1.0, 0.9 / SUIT_ASPECT[card.suit]),
              ink)


def _draw_crown(
    draw: ImageDraw.ImageDraw, rank: int, cx: float, cy: float, width: float,
    gold: tuple[int, int, int, int], ink: tuple[int, int, int, int],
) -> None:
    """King: three tall points; queen: five small points; jack: a coronet of lozenges."""
    half = width / 2
    base = cy + width * 0.22
    if rank == 12 or rank == 11:
        points = 3 if rank == 12 else 5
        tall = width * (0.42 if rank == 12 else 0.3)
        outline: list[tuple[float, float]] = [(cx - half, base)]
        for i in range(points):
            left = cx - half + width * i / points
            outline.append((left + width / points / 2, base - tall))
            outline.append((left + width / points, base - tall * 0.45))
        outline[-1] = (cx + half, base - tall * 0.45)
        outline.append((cx + half, base))
        draw.polygon(outline, fill=gold, outline=ink)
        r = width * 0.06
        for i in range(points):
            x = cx - half + width * (i + 0.5) / points
            draw.ellipse((x - r, base - tall - r, x + r, base - tall + r), fill=ink)
        draw.rectangle((cx - half, base, cx + half, base + width * 0.1), fill=ink)
    else:  # a coronet: a band with three lozenges
        draw.rectangle((cx - half, base - width * 0.12, cx + half, base + width * 0.1),
                       fill=gold, outline=ink)
        for i, tall in ((-1, 0.26), (0, 0.36), (1, 0.26)):
            x = cx + i * half * 0.62
            top = base - width * 0.12 - width * tall
            mid = base - width * 0.12 - width * tall / 2
            r = width * 0.11
            draw.polygon(((x, top), (x + r, mid), (x, base - width * 0.1), (x - r, mid)),
                         fill=gold, outline=ink)
        draw.rectangle((cx - half, base, cx + half, base + width * 0.1), fill=ink)


def _draw_back(size: CardSize) -> Image.Image:
    image, draw = _blank(size, BACK_BORDER, CARD_EDGE)
    w, h = image.size
    inset = round(w * 0.075)
    inner = (inset, inset, w - 1 - inset, h - 1 - inset)
    draw.rounded_rectangle(inner, radius=size.radius * SUPER * 0.6, fill=(*BACK_FILL, 255))
    pattern = Image.new("RGBA", image.size, (0, 0, 0, 0))
    pd = ImageDraw.Draw(pattern)
    step = w * 0.11
    line = (*BACK_LINE, 255)
    n = int((w + h) / step) + 2
    for i in range(-n, n):
        x = i * step
        pd.line((x, 0, x + h, h), fill=line, width=SUPER)
        pd.line((x + h, 0, x, h), fill=line, width=SUPER)
    clip = Image.new("L", image.size, 0)
    ImageDraw.Draw(clip).rounded_rectangle(
        (inner[0] + SUPER * 2, inner[1] + SUPER * 2, inner[2] - SUPER * 2, inner[3] - SUPER * 2),
        radius=size.radius * SUPER * 0.4, fill=255)
    image.paste(pattern, (0, 0), Image.composite(pattern.getchannel("A"), clip, clip))
    cx, cy = w / 2, h / 2
    rx, ry = w * 0.2, w * 0.2
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=(*BACK_FILL, 255),
                 outline=(*BACK_BORDER, 255), width=SUPER * 2)
    draw_suit(draw, 0, (cx, cy), ry * 1.05, (*BACK_BORDER, 255))
    return _finish(image, size)


def _draw_shadow(size: CardSize, margin: int) -> Image.Image:
    w, h = size.size
    mask = Image.new("L", (w + 2 * margin, h + 2 * margin), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (margin, margin, margin + w - 1, margin + h - 1), radius=size.radius, fill=120)
    return mask.filter(ImageFilter.GaussianBlur(margin / 2.2))


def card_ring(height: int) -> tuple[Image.Image, int]:
    """An 'L' mask of a highlight ring around a card, and how far it reaches outside."""
    size = CardSize(height)
    outset = max(3, round(height * 0.035))
    mask = cached(("ring", height), lambda: _draw_ring(size, outset))
    return mask, outset


def _draw_ring(size: CardSize, outset: int) -> Image.Image:
    w, h = size.width + 2 * outset, size.height + 2 * outset
    big = Image.new("L", (w * SUPER, h * SUPER), 0)
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, w * SUPER - 1, h * SUPER - 1), radius=(size.radius + outset) * SUPER,
        outline=255, width=round(outset * SUPER * 0.8))
    return big.resize((w, h), Image.Resampling.LANCZOS)


def warm_up(heights: tuple[int, ...] = (120, 100, 96)) -> None:
    """Draw every face and back for the usual sizes and both colour schemes now.

    Optional: a bot may call it once at start-up (off the event loop), so the
    first pictures are as quick as the rest (each face costs about 2 ms).
    """
    for height in heights:
        card_back(height)
        card_shadow(height)
        card_ring(height)
        for card in CARDS:
            card_face(card, height, False)
            card_face(card, height, True)
