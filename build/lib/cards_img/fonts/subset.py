"""Build the font subsets shipped in this folder (a build-time tool, not used at run time).

    apt-get install fonts-noto-core fonts-noto-cjk && pip install fonttools
    python -m cards_img.fonts.subset

Pillow's built-in font has only ASCII; player names hold anything. Two Noto
fonts (SIL Open Font Licence, see OFL.txt) are cut down to what names and
labels need:

- NotoSans-Names.ttf: Latin with every accent (Malay, French, Spanish,
  Vietnamese), Greek, Cyrillic and common punctuation.
- NotoSansCJK-Names.otf: the 8836 Han characters of GB2312 (all 6763
  simplified) and Big5 level 1 (5401 common traditional), the 2965 kanji of
  JIS X 0208 level 1, kana, the 2350 Hangul syllables of KS X 1001, CJK
  punctuation and full-width forms. Drawn from the simplified-Chinese face.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent
NOTO_SANS = Path("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
CJK_FACE = "Noto Sans CJK SC"

LATIN_RANGES = (
    (0x0020, 0x036F),  # Latin, Latin-1, Extended-A/B, IPA, modifiers, combining marks
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x052F),  # Cyrillic and its supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # general punctuation
    (0x20A0, 0x20CF),  # currency signs
    (0x2100, 0x214F),  # letterlike symbols (№, ™)
)
CJK_RANGES = (
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x3100, 0x312F),  # bopomofo
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)


def _decoded(codec: str, leads: range, trails: list[int]) -> set[int]:
    """Every code point a two-byte legacy encoding can spell with these bytes."""
    found: set[int] = set()
    for lead in leads:
        for trail in trails:
            try:
                found.update(ord(c) for c in bytes((lead, trail)).decode(codec))
            except UnicodeDecodeError:
                continue
    return found


def cjk_code_points() -> set[int]:
    high = list(range(0xA1, 0xFF))
    points = _decoded("gb2312", range(0xA1, 0xF8), high)  # all of GB2312
    points |= _decoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + high)  # level 1
    points |= _decoded("euc_jp", range(0xB0, 0xD0), high)  # JIS X 0208 level 1 kanji
    points |= {p for p in _decoded("euc_kr", range(0xB0, 0xC9), high) if p >= 0xAC00}
    for low, high_end in CJK_RANGES:
        points.update(range(low, high_end + 1))
    return points


def _write(font: TTFont, points: set[int], out: Path) -> None:
    options = subset.Options()
    options.layout_features = ["kern", "mark", "mkmk", "ccmp", "liga", "locl"]
    options.hinting = False
    options.desubroutinize = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    font.save(out)
    print(f"{out.name}: {len(font.getBestCmap())} characters, {out.stat().st_size:,} bytes")


def main() -> int:
    latin = {p for low, high in LATIN_RANGES for p in range(low, high + 1)}
    _write(TTFont(NOTO_SANS), latin, HERE / "NotoSans-Names.ttf")
    faces = [f for f in TTCollection(NOTO_CJK).fonts if f["name"].getDebugName(4) == CJK_FACE]
    _write(faces[0], cjk_code_points(), HERE / "NotoSansCJK-Names.otf")
    return 0


if __name__ == "__main__":
    sys.exit(main())
