"""A person's profile in a picture: the matches by kind of table and against each
computer level, the hands' numbers, the rating with its chart (its last point where the
rating ends), names of any script; and its text, the profile's text answer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards_img import render_profile
from cards_img.profile import profile_text
from ginbot.model import BestMatch, Profile, Seat, TableKind, Tally, User
from ginbot.text import Locale, say
from tests.picture_support import all_within, at, near, overlaps, png

EN = Locale.EN


def profile(name: str = "Ann", history: tuple[float, ...] = (10.0, 12.5, 11.0, 15.2)
            ) -> Profile:
    return Profile(
        1, name, Tally(12, 7), ((TableKind.TWO, Tally(8, 5)), (TableKind.TEAMS, Tally(4, 2))),
        (("easy", Tally(3, 3)), ("expert", Tally(2, 0))), 90, 50, 1300, 30, 6, 40, 3, 2,
        5.25, 7.5, BestMatch(42, 131, (Seat.person(User(2, "Bob")),), 0.0), -2,
        history[-1] if history else None, len(history), history, 60, Tally(3, 1), "Bob")


def test_every_number_is_drawn_in_its_panel_and_the_chart_ends_at_the_rating():
    shown = profile()
    picture = render_profile(shown, locale=EN)
    all_within(picture)
    layout = picture.layout
    assert not overlaps(layout["matches"], layout["hands"])
    assert layout["rating"][1] > max(layout["matches"][3], layout["hands"][3])
    # All, two players, teams, against the easy and the expert computer.
    assert [f"matches:{i}:label" in layout for i in range(6)] == [True] * 5 + [False]
    assert "chart:empty" not in layout and "chart:scale:0" in layout
    last = layout["chart:last"]
    chart = layout["chart"]
    assert chart[2] - 20 <= (last[0] + last[2]) / 2 <= chart[2]
    assert last[1] <= layout["chart:scale:0"][3]  # the best rating is the last one: on top
    image = png(picture)
    centre = ((last[0] + last[2]) // 2, (last[1] + last[3]) // 2)
    assert near(at(image, *centre), (242, 192, 64), 40)  # gold
    text = picture.text
    for words in ("7 won of 12", "58%", "Against Computer (easy)", "14.4", "7%", "8%",
                  "5.2", "7.5", "#42, by 131 against Bob", "2 losses in a row",
                  "15.2 after 4 rated matches", "**Ranking points**: 60",
                  "**You against Ann**: 1 won, 2 lost"):
        assert words in text, words
    assert text == profile_text(EN, shown)


def test_no_rating_yet_no_chart_and_no_record_against_oneself():
    shown = replace(profile(history=()), versus=None, reader_name=None)
    picture = render_profile(shown, locale=EN)
    assert "chart:empty" in picture.layout and "chart:last" not in picture.layout
    assert "rating:2:label" not in picture.layout
    assert say(EN, "profile-rating-none") in picture.text
    nobody = Profile(9, "Zed", Tally(), (), (), 0, 0, 0, 0, 0, 0, 0, 0, None, None, None, 0,
                     None, 0, (), 0)
    assert profile_text(EN, nobody) == say(EN, "profile-empty", name="Zed")


@pytest.mark.parametrize("locale", list(Locale))
@pytest.mark.parametrize("name", ["Ann", "小明 Ming", "Ольга", "Zoë 🎲"])
def test_any_name_in_any_language_fits(locale, name):
    picture = render_profile(profile(name), locale=locale)
    all_within(picture)
    assert picture.layout["title"][2] <= picture.size[0]
    assert name.split()[0] in picture.text
