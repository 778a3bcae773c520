"""The server's ladder in a picture: a line a person, medals for the first three, the
places moved since the last period, the reader's own line below the top after a gap,
names of every script; and its text, the ladder's text answer."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from cards_img.gallery import WORLD, ladder_entries, ladder_of
from cards_img.glyphs import fit, text_width
from cards_img.ladder import DOWN, UP, ladder_text, render_ladder
from cards_img.standings import MEDALS
from ginbot.model import LadderEntry, LadderPeriod
from ginbot.text import Locale, say
from tests.picture_support import all_within, at, near, overlaps, png

EN = Locale.EN
ALL, MONTH = LadderPeriod.ALL, LadderPeriod.MONTH


def centre(box: tuple[int, int, int, int]) -> tuple[int, int]:
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def top25() -> list[LadderEntry]:
    return ladder_entries(25)


def test_a_top_25_has_a_line_each_medals_for_three_and_the_numbers():
    entries = top25()
    picture = render_ladder(ladder_of(ALL, entries), locale=EN)
    image = png(picture)
    all_within(picture)
    rows = [picture.layout[f"row:{i}"] for i in range(25)]
    assert "row:25" not in picture.layout and "gap" not in picture.layout
    assert all(a[3] <= b[1] for a, b in pairwise(rows))  # top to bottom, no overlap
    for place in range(3):
        medal = picture.layout[f"medal:{place}"]
        pixel = at(image, medal[0] + 3, (medal[1] + medal[3]) // 2)
        assert near(pixel, MEDALS[place], 40), place
    assert "medal:3" not in picture.layout and "place:3" in picture.layout
    for i in range(25):
        for key in (f"name:{i}", f"cell:{i}:rating", f"cell:{i}:matches", f"cell:{i}:win-rate"):
            assert overlaps(picture.layout[key], rows[i]), key
    assert picture.text == ladder_text(EN, ladder_of(ALL, entries))
    assert picture.text.splitlines()[0] == say(EN, "ladder-title")
    assert picture.text.splitlines()[1].startswith("1. **Annabelle** · " + say(
        EN, "ladder-rating", rating=f"{entries[0].rating:.1f}", wins=entries[0].wins,
        losses=entries[0].losses))


def test_the_readers_line_below_the_top_comes_after_a_gap_outlined():
    entries = top25()
    [you] = ladder_entries(1, ("Quentin",), first=143, seed=5)
    picture = render_ladder(ladder_of(ALL, entries, you, 180), locale=EN, you=you.user_id)
    png(picture)
    all_within(picture)
    gap, last, mine = picture.layout["gap"], picture.layout["row:24"], picture.layout["row:25"]
    assert last[3] <= gap[1] and gap[3] <= mine[1]
    assert overlaps(picture.layout["you"], mine) and not overlaps(picture.layout["you"], last)
    assert picture.layout["place:25"][2] <= picture.layout["name:25"][0]
    lines = picture.text.splitlines()
    assert lines[-2:] == ["…", "143. **Quentin** · " + say(
        EN, "ladder-rating", rating=f"{you.rating:.1f}", wins=you.wins, losses=you.losses)
        + " · " + say(EN, "ladder-moved-down", places=-(you.moved or 0))]
    # The reader in the top: outlined there, no gap.
    inside = render_ladder(ladder_of(ALL, entries), locale=EN, you=entries[6].user_id)
    assert "gap" not in inside.layout
    assert overlaps(inside.layout["you"], inside.layout["row:6"])
    assert not overlaps(inside.layout["you"], inside.layout["row:5"])


def test_movement_is_an_arrow_and_the_places_or_new():
    entries = [replace(e, moved=moved) for e, moved in zip(
        ladder_entries(5, points=False), (3, -2, 0, None, 11), strict=True)]
    picture = render_ladder(ladder_of(ALL, entries), locale=EN)
    image = png(picture)
    layout = picture.layout
    assert set(k for k in layout if k.startswith(("up:", "down:"))) == {"up:0", "down:1",
                                                                         "up:4"}
    for key, colour in (("up:0", UP), ("down:1", DOWN), ("up:4", UP)):
        x, y = centre(layout[key])
        assert near(at(image, x, y + 1), colour, 30), key
        index = key.split(":")[1]
        assert layout[key][2] <= layout[f"cell:{index}:moved"][0]  # the arrow, then the number
    up_arrow, down_arrow = image.crop(layout["up:0"]), image.crop(layout["down:1"])
    # Up points up: more of it lit at the bottom than the top; down the other way.
    def lit(crop, row):
        """How many pixels of a row of the arrow's box are the arrow's colour."""
        colour = crop.getpixel((crop.width // 2, crop.height // 2))
        return sum(near(crop.getpixel((x, row)), colour, 40) for x in range(crop.width))
    assert lit(up_arrow, up_arrow.height - 2) > lit(up_arrow, 1)
    assert lit(down_arrow, 1) > lit(down_arrow, down_arrow.height - 2)
    assert "cell:3:moved" in layout and "cell:2:moved" in layout
    text = picture.text.splitlines()
    assert text[1].endswith(say(EN, "ladder-moved-up", places=3))
    assert text[2].endswith(say(EN, "ladder-moved-down", places=2))
    assert "up" not in text[3] and "down" not in text[3] and "new" not in text[4]
    assert "ranking point" not in "".join(text[1:])
    assert not any(k.endswith(":points") for k in layout)


def test_a_months_ladder_is_titled_with_the_month_in_every_language():
    entries = ladder_entries(4, points=False)
    for locale, month in ((EN, "December 2026"), (Locale.ZH_CN, "2026年12月"),
                          (Locale.ZH_TW, "2026年12月"), (Locale.MS, "Disember 2026")):
        picture = render_ladder(ladder_of(MONTH, entries), locale=locale)
        png(picture)
        assert picture.text.splitlines()[0] == say(locale, "ladder-title-month", month=month)
        assert month in picture.text.splitlines()[0]
        assert picture.layout["title"][2] - picture.layout["title"][0] >= text_width(
            month, 20) // 2


def test_an_ended_seasons_ladder_is_titled_with_its_number_and_month_in_every_language():
    entries = ladder_entries(4, points=False)
    season = replace(ladder_of(LadderPeriod.SEASON, entries), season=3, ended=1.0)
    for locale, month in ((EN, "December 2026"), (Locale.ZH_CN, "2026年12月"),
                          (Locale.ZH_TW, "2026年12月"), (Locale.MS, "Disember 2026")):
        picture = render_ladder(season, locale=locale)
        png(picture)
        assert picture.text.splitlines()[0] == say(locale, "ladder-title-season", season=3,
                                                   month=month)
        assert say(locale, "ladder-pic-title-season", season=3) != say(
            locale, "ladder-pic-title")
        title = picture.layout["title"]
        assert title[2] - title[0] >= text_width(say(locale, "ladder-pic-title-season",
                                                     season=3), 20) // 2


@pytest.mark.parametrize("locale", list(Locale))
def test_names_of_every_script_are_drawn_whole_or_shortened(locale):
    entries = ladder_entries(8, WORLD, seed=9)
    [far] = ladder_entries(1, ("Анна Петрова 🎲",), first=1234, seed=2)
    picture = render_ladder(ladder_of(ALL, entries, far, 2000), locale=locale,
                            you=far.user_id)
    image = png(picture)
    all_within(picture)
    layout = picture.layout
    for i, name in enumerate(WORLD):
        box = layout[f"name:{i}"]
        assert box[2] <= layout[f"cell:{i}:rating"][0], name  # never into the numbers
        inked = image.crop(box).getcolors(1 << 16)
        assert inked is not None and len(inked) > 3, name  # something drawn
    long = WORLD.index("Maximilian Alexander von Habsburg-Lothringen")
    room = layout["name:3"][2] - layout["name:3"][0]
    assert fit(WORLD[long], 17, room + 2).endswith("…")
    assert layout["place:8"][2] <= layout["name:8"][0]  # place 1234 fits its column
    assert all(name in picture.text for name in WORLD)


def test_the_text_keeps_within_one_message():
    entries = ladder_entries(60, ("Maximilian Alexander von Habsburg-Lothringen",))
    [you] = ladder_entries(1, ("Quentin",), first=300)
    text = ladder_text(EN, ladder_of(ALL, entries, you, 400))
    assert len(text) <= 2000 and text.splitlines()[-1].startswith("300. **Quentin**")
    assert ladder_text(EN, ladder_of(ALL, [])) == say(EN, "ladder-empty")
