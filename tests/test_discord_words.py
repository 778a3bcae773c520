"""The words of the Discord match screens, without Discord: durations with their plural
forms, the rules line, and where-to-play refusals in every language."""

from __future__ import annotations

import pytest

from cogs.interactions import NoMatchHere, Where
from cogs.screens.common import rules_line, thread_name
from cogs.screens.notices import duration
from ginbot.engine import Rules
from ginbot.model import MatchStatus, Seat
from ginbot.service import MatchInfo
from ginbot.text import Locale, players, preset_name, say

EN = Locale.EN
PLAYING = MatchInfo(7, 1, 2, 99, (Seat(1, None, "小明"), Seat(2, None, "Siti")), Rules(),
                    MatchStatus.ACTIVE, 0.0)
ELSEWHERE = MatchInfo(8, 3, 4, 98, (Seat(1, None, "小明"), Seat(5, None, "Ann")), Rules(),
                      MatchStatus.ACTIVE, 0.0)


@pytest.mark.parametrize(("seconds", "minutes", "left"), [
    (-3, False, 0), (1, False, 1), (59.4, False, 59), (60, True, 1), (119, True, 1),
    (150, True, 2),
])
def test_time_left_is_whole_minutes_from_a_minute_up(seconds, minutes, left):
    for locale in Locale:
        assert duration(locale, seconds) == (
            say(locale, "duration-minutes", minutes=left) if minutes
            else say(locale, "duration-seconds", seconds=left))


def test_english_durations_and_points_take_their_plural_forms():
    assert say(EN, "duration-minutes", minutes=1) != say(
        EN, "duration-minutes", minutes=2).replace("2", "1")
    assert say(EN, "duration-seconds", seconds=1) != say(
        EN, "duration-seconds", seconds=2).replace("2", "1")
    assert say(EN, "summary-points", name="Ann", points=1) != say(
        EN, "summary-points", name="Ann", points=2).replace("2", "1")


def test_the_rules_line_names_the_preset_the_house_rules_and_the_target():
    assert rules_line(Locale.ZH_CN, Rules()) == say(
        Locale.ZH_CN, "rule-summary", preset=preset_name(Locale.ZH_CN, "classic"), target=100)
    house = Rules().with_changes(big_gin=True, target=30)
    assert rules_line(Locale.MS, house) == say(
        Locale.MS, "rule-summary-house", preset=preset_name(Locale.MS, "classic"),
        house="big_gin", target=30)


@pytest.mark.parametrize("locale", list(Locale))
def test_the_rules_line_of_a_table_of_three_or_four_names_the_table(locale):
    for players_at_table, target in ((3, 30), (4, 60)):
        assert rules_line(locale, Rules(players=players_at_table, target=target)) == say(
            locale, "rule-summary-table", players=players_at_table, target=target)
    assert "rules" not in rules_line(EN, Rules(players=3, target=30))


@pytest.mark.parametrize("locale", list(Locale))
def test_where_to_play_is_said_in_every_language_naming_the_match(locale):
    said = {where: NoMatchHere(where, matches).words(locale) for where, matches in (
        (Where.NO_MATCH, ()), (Where.NO_MATCH_HERE, ()),
        (Where.SEVERAL_SERVERS, (PLAYING, ELSEWHERE)),
        (Where.ELSEWHERE, (ELSEWHERE,)), (Where.NOT_PLAYING, (PLAYING,)))}
    assert set(said) == set(Where) and len(set(said.values())) == len(Where)
    assert "<#99>" in said[Where.SEVERAL_SERVERS] and "<#98>" in said[Where.SEVERAL_SERVERS]
    assert said[Where.ELSEWHERE] == say(locale, "where-elsewhere", thread="<#98>",
                                        players=players(locale, ("小明", "Ann")))
    assert said[Where.NOT_PLAYING] == say(locale, "where-not-playing",
                                          players=players(locale, ("小明", "Siti")))
    if locale is not EN:
        english = {w: NoMatchHere(w, (PLAYING,)).words(EN) for w in Where}
        assert all(said[w] != english[w] for w in (Where.NO_MATCH, Where.NO_MATCH_HERE))


def test_a_thread_name_fits_discord_whatever_the_names():
    long = MatchInfo(9, 1, 2, None, (Seat(1, None, "名" * 100), Seat(2, None, "Siti")),
                     Rules(), MatchStatus.ACTIVE, 0.0)
    for locale in Locale:
        assert len(thread_name(locale, long)) == 100
        assert thread_name(locale, PLAYING) == say(
            locale, "match-thread-name", players=players(locale, ("小明", "Siti")))
