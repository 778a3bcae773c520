"""Colours, proportions and fonts shared by every picture.

Text is set in Pillow's built-in scalable font (``ImageFont.load_default(size)``);
what it lacks comes from the Noto subsets shipped in ``cards_img/fonts`` (see
``fonts/subset.py``), never from the system, so a picture looks the same on
every machine. FreeType faces must not be shared between threads, so fonts
are cached per thread.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from PIL import ImageFont

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

FELT: RGB = (22, 94, 56)
FELT_LIGHT: RGB = (34, 122, 74)
FELT_DARK: RGB = (12, 60, 35)
TRAY: RGB = (10, 52, 30)  # the darker inset behind deadwood
INK: RGB = (246, 242, 226)  # text on the felt
INK_SOFT: RGB = (176, 205, 184)
GOLD: RGB = (242, 192, 64)
GOLD_DARK: RGB = (120, 84, 10)
AMBER: RGB = (232, 112, 40)  # the card that may not be discarded
DEAD_MARK: RGB = (226, 96, 86)
LAYOFF: RGB = (84, 170, 240)  # a defender's card laid off on the knocker's meld
GIN: RGB = (255, 214, 70)
KNOCK: RGB = (120, 214, 140)

CARD_FACE: RGB = (255, 253, 246)
CARD_EDGE: RGB = (196, 190, 172)
COURT_FILL: RGB = (247, 234, 196)
COURT_GOLD: RGB = (196, 150, 40)
BACK_FILL: RGB = (142, 28, 46)
BACK_LINE: RGB = (186, 64, 80)
BACK_BORDER: RGB = (250, 246, 236)

BLACK: RGB = (26, 26, 30)
RED: RGB = (204, 22, 44)
BLUE: RGB = (24, 88, 196)
GREEN: RGB = (18, 128, 58)

PLAYER_COLOURS: tuple[RGB, RGB] = ((255, 162, 64), (104, 186, 255))  # orange, blue
# By side: two players and the two teams use the players' colours; the third
# player of a three-handed table is pink.
SIDE_COLOURS: tuple[RGB, ...] = (*PLAYER_COLOURS, (240, 128, 196))

CARD_RATIO = 0.72  # width / height

# Every picture has room for a player's name as wide as this one (20 characters)
# and draws it whole; only longer names are shortened.
ROOMY_NAME = "Annabelle Montgomery"


def suit_colour(suit: int, four_color: bool) -> RGB:
    """Spades black, hearts red; diamonds and clubs red/black, or blue/green."""
    if four_color:
        return (BLACK, RED, BLUE, GREEN)[suit]
    return (BLACK, RED, RED, BLACK)[suit]


@dataclass(frozen=True)
class CardSize:
    """A card's pixel size, derived from its height."""

    height: int

    @property
    def width(self) -> int:
        return round(self.height * CARD_RATIO)

    @property
    def radius(self) -> int:
        return max(3, round(self.height * 0.065))

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)


FACES = ("base", "latin", "cjk")
"""The fallback chain, in order: a character is drawn in the first face that has it.

base: the built-in font (ASCII); latin: Noto Sans (accented Latin, Greek,
Cyrillic); cjk: Noto Sans CJK (Chinese, Japanese, Korean).
"""
FONTS = Path(__file__).resolve().parent / "fonts"  # package data, installed with the code
_FILES = {"latin": "NotoSans-Names.ttf", "cjk": "NotoSansCJK-Names.otf"}
FACE_SCALE = {"base": 1.0, "latin": 1.0, "cjk": 0.9}
"""Each face's size relative to the text size: ideographs stand a little over the capitals."""

_fonts = threading.local()


def font(size: int, face: str = "base") -> ImageFont.FreeTypeFont:
    """``face`` (one of FACES) for text of ``size`` px, cached for the calling thread."""
    cache: dict[tuple[int, str], ImageFont.FreeTypeFont] | None = getattr(_fonts, "cache", None)
    if cache is None:
        cache = _fonts.cache = {}
    found = cache.get((size, face))
    if found is None:
        if face not in FACES:
            raise ValueError(f"no font face {face!r}: the faces are {', '.join(FACES)}")
        if face == "base":
            loaded = ImageFont.load_default(size)
            assert isinstance(loaded, ImageFont.FreeTypeFont), "Pillow needs FreeType"
        else:
            scaled = max(1, round(size * FACE_SCALE[face]))
            loaded = ImageFont.truetype(FONTS / _FILES[face], scaled)
        found = cache[(size, face)] = loaded
    return found


CAP_HEIGHT = 0.70  # of the font size, for the built-in font
