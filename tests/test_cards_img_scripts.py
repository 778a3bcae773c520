"""Names in any script: Chinese, accented Latin, Cyrillic and emoji are drawn, never "?"."""

import io
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageChops

import cards_img
from cards_img import render_showdown, render_summary, render_table, scenes
from cards_img.glyphs import (
    MARK,
    _pieces,
    draw_text,
    fit,
    name_room,
    text_mask,
    text_width,
    wrap,
)
from cards_img.showdown import DEFAULT_HEIGHT as SHOWDOWN_HEIGHT
from cards_img.style import FACES, PLAYER_COLOURS, font
from cards_img.table import DEFAULT_HEIGHT as TABLE_HEIGHT
from ginbot.engine import Rules
from ginbot.text import Locale, say

EN = Locale.EN

NAMES_IN_EVERY_SCRIPT = (
    "小明", "王芳", "陳美玲", "臺灣 張偉", "Nurul Ain binti Abdullah", "Siti Nurhaliza Tarudin",
    "Zoë Aimée", "José Ñandú", "Hàng Nguyễn", "Анна Каренина", "Ελένη", "さくら", "김민준",
)


def ink(mask: Image.Image) -> int:
    """How many pixels of an 'L' mask are clearly inked."""
    return sum(mask.histogram()[129:])


def crop(picture, box) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png)).convert("RGB")
    return image.crop(box)


@pytest.mark.parametrize("name", NAMES_IN_EVERY_SCRIPT)
def test_every_character_of_real_names_has_a_glyph(name):
    assert all(kind in FACES for kind, _ in _pieces(name)), _pieces(name)


def test_the_fonts_ship_inside_the_package():
    shipped = Path(cards_img.__file__).parent / "fonts"
    for face in FACES[1:]:
        assert Path(font(20, face).path).parent == shipped
    assert (shipped / "OFL.txt").read_text(encoding="utf-8").startswith("The fonts in this folder")


def test_a_chinese_name_is_drawn_in_ink_not_as_boxes_or_question_marks():
    assert _pieces("小明") == [("cjk", "小明")]
    size = 24
    xiao, ming = (text_mask(ch, size, False)[0] for ch in "小明")
    box = text_mask("\uffff", size, False)[0]  # what a missing glyph looks like
    question = text_mask("?", size, False)[0]
    for glyph in (xiao, ming):
        assert ink(glyph) > 20
        for missing in (box, question):
            assert glyph.size != missing.size or ImageChops.difference(glyph, missing).getbbox()
    assert ImageChops.difference(xiao, ming).getbbox()  # two characters, two shapes
    # Traditional and simplified forms are different glyphs, both drawn.
    simplified, traditional = (text_mask(ch, size, False)[0] for ch in "体體")
    assert ink(traditional) > ink(simplified) > 20


def test_accented_letters_keep_their_accents():
    plain, accented = text_mask("Aimee", 30, False)[0], text_mask("Aimée", 30, False)[0]
    assert ink(accented) > ink(plain)
    assert _pieces("Анна") == [("latin", "Анна")]
    assert _pieces("Zoe\u0308") == _pieces("Zoë")  # a combining accent is composed first


def test_a_name_mixing_scripts_is_drawn_run_by_run():
    name = "Ana 小明 🎲"
    kinds = [kind for kind, _ in _pieces(name)]
    assert kinds == ["base", "cjk", "base", MARK]
    size = 30
    mask, _, margin = text_mask(name, size, False)
    # Each run's ink lies where text_width puts it.
    edges = [margin + text_width(prefix, size) for prefix in ("Ana ", "Ana 小明", "Ana 小明 ")]
    runs = [(margin, edges[0]), (edges[0], edges[1]), (edges[2], mask.width - margin)]
    for left, right in runs:
        assert ink(mask.crop((left, 0, right, mask.height))) > 15, (left, right)


def test_emoji_become_one_neutral_mark_each():
    assert _pieces("🎲") == [(MARK, "🎲")]
    assert [kind for kind, _ in _pieces("👨‍👩‍👧 👍🏽 🇲🇾")] == [MARK, "base", MARK, "base", MARK]
    assert [kind for kind, _ in _pieces("❤️")] == [MARK]  # the variation selector draws nothing
    size = 40
    dot = text_mask("🎲", size, False)[0]
    box = dot.getbbox()
    assert box is not None
    width, height = box[2] - box[0], box[3] - box[1]
    assert abs(width - height) <= 1 and width >= size * 0.35  # a round mark, not a thin "?"
    filled = ink(dot.crop(box)) / (width * height)
    assert 0.65 < filled < 0.9  # a filled circle covers pi/4 of its box
    assert text_mask("🎲", size, False)[0].tobytes() == text_mask("😀", size, False)[0].tobytes()


@pytest.mark.parametrize("name", ["Ana 小明 🎲", "陳美玲", "Zoë Aimée", "Анна ♥ 7", "𝓐𝓷𝓷𝓪"])
@pytest.mark.parametrize("bold", [False, True])
def test_text_width_agrees_with_the_ink(name, bold):
    size = 28
    image = Image.new("L", (600, 80), 0)
    x, _, right, _ = draw_text(image, (20, 50), name, size, 255, bold=bold)
    assert right - x == text_width(name, size)
    inked = image.point(lambda v: 255 if v > 100 else 0).getbbox()
    assert inked is not None
    assert x - 2 <= inked[0] and inked[2] <= right + 2
    assert inked[2] >= right - size * 0.25  # the last glyph ends near the reported edge


def test_fit_shortens_chinese_names_with_an_ellipsis():
    name = "歐陽娜娜" * 6
    size = 20
    room = text_width("歐陽娜娜", size) * 2
    shown = fit(name, size, room)
    assert shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) > 4
    assert text_width(shown, size) <= room
    assert text_width(shown[:-1] + name[len(shown) - 1] + "…", size) > room  # no room wasted
    assert fit("小明", size, room) == "小明"


def _name_ink(picture, key: str, seat: int) -> Image.Image:
    """The name's box in the picture, with the player's colour as white and the rest black."""
    bands = crop(picture, picture.layout[key]).split()
    near = [band.point(lambda v, t=t: 255 if abs(v - t) <= 40 else 0)
            for band, t in zip(bands, PLAYER_COLOURS[seat], strict=True)]
    return ImageChops.multiply(ImageChops.multiply(near[0], near[1]), near[2])


def test_pictures_draw_chinese_names_in_the_players_colours():
    match = scenes.mid_match()
    undercut = scenes.undercut_with_layoffs().result
    tables = [render_table(match.view(None), names, locale=EN)
              for names in (("小明", "Bob"), ("王芳", "Bob"))]
    head = round(TABLE_HEIGHT * 0.23)
    for table, name in zip(tables, ("小明", "王芳"), strict=True):
        drawn = table.layout["name_text:0"]
        assert drawn[2] - drawn[0] == text_width(name, head)
        assert ink(_name_ink(table, "name_text:0", 0)) > 40
        assert f"{name}" in table.text
    first, second = (_name_ink(t, "name_text:0", 0) for t in tables)
    assert ImageChops.difference(first, second).getbbox()  # not the same "??" twice

    showdown = render_showdown(undercut, ("繁體 陳美玲", "Nurul Ain 🎲"), (5, 6), hand_number=3,
                               locale=EN)
    head = round(SHOWDOWN_HEIGHT * 0.21)
    for seat, name in enumerate(("繁體 陳美玲", "Nurul Ain 🎲")):
        drawn = showdown.layout[f"name:{seat}"]
        assert drawn[2] - drawn[0] == text_width(name, head)
        assert ink(_name_ink(showdown, f"name:{seat}", seat)) > 40

    view = scenes.play_match(Rules.preset("hollywood"), 2).view(None)
    summary = render_summary(view, ("Анна", "小明"), locale=EN)
    for game, score in enumerate((g.totals for g in view.games), 1):
        leader = ("Анна", "小明")[0 if score[0] >= score[1] else 1]
        drawn = summary.layout[f"chart:{game}:leader"]
        assert drawn[2] - drawn[0] == text_width(say(EN, "pic-summary-game-won", name=leader), 16)


def test_long_chinese_names_are_shortened_in_pictures_and_kept_in_the_text():
    names = ("愛新覺羅·溥儀愛新覺羅·溥儀愛新覺羅", "Bob")
    undercut = scenes.undercut_with_layoffs().result
    picture = render_showdown(undercut, names, (5, 6), hand_number=3, locale=EN)
    head = round(SHOWDOWN_HEIGHT * 0.21)
    drawn = picture.layout["name:0"]
    assert drawn[2] - drawn[0] < text_width(names[0], head)
    shown = fit(names[0], head, name_room(head))
    assert shown.endswith("…") and drawn[2] - drawn[0] == text_width(shown, head)
    assert names[0] in picture.text


def test_chinese_text_wraps_between_characters_but_not_before_closing_punctuation():
    text = "轮到陈美玲摸牌，或者拿起弃牌堆上的牌（10♦）然后出牌。"
    size, width = 20, 150
    lines = wrap(text, size, width)
    assert len(lines) >= 3 and "".join(lines) == text
    assert all(text_width(line, size) <= width for line in lines)
    assert not any(line[0] in "，。）" for line in lines)
    assert not any(line.endswith("（") for line in lines)
    assert wrap("Annabelle to draw or take the upcard", size, width) == [
        "Annabelle to", "draw or take the", "upcard"]  # words stay whole


def test_chinese_names_render_the_same_from_many_threads():
    """Each thread loads its own fallback faces (FreeType faces are not shared)."""
    match = scenes.mid_match()
    undercut = scenes.undercut_with_layoffs().result
    jobs = [
        lambda: render_table(match.view(None), ("龍飛鳳舞", "Zoë 🎲"), card_height=89,
                             locale=Locale.ZH_TW),
        lambda: render_showdown(undercut, ("Анна", "龍飛鳳舞"), (3, 4), card_height=87,
                                locale=Locale.ZH_CN),
    ]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda i: jobs[i % len(jobs)]().png, range(16)))
    for i, data in enumerate(results):
        assert data == jobs[i % len(jobs)]().png


def test_an_unknown_font_face_is_refused_by_name():
    with pytest.raises(ValueError, match="no font face 'emoji': the faces are base, latin, cjk"):
        font(20, "emoji")
