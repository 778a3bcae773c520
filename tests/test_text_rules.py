"""The rules in words (``ginbot.text.rules_lines``, ``rules_summary``) in every language,
and the language of a terminal from its environment (``environment_locale``)."""

import re

import pytest

from ginbot.engine import PRESETS, Dealer, Rules, Shutout
from ginbot.text import Locale, environment_locale, preset_name, rules_lines, rules_summary, say
from ginbot.text.rules import preset_label, preset_listing

EN = Locale.EN


def test_the_engine_has_no_words_for_its_rules():
    assert not hasattr(Rules, "describe")


def test_the_classic_rules_are_the_target_the_knock_limit_the_bonuses_and_the_deal():
    assert rules_lines(EN, Rules()) == [
        say(EN, "rule-target", target=100),
        say(EN, "rule-knock-limit", limit=10),
        say(EN, "rule-bonuses", gin=25, undercut=25),
        say(EN, "rule-dealer-alternate"),
    ]


def test_scarne_is_worded_from_its_settings():
    assert rules_lines(EN, Rules.preset("scarne")) == [
        say(EN, "rule-target", target=100),
        say(EN, "rule-knock-limit", limit=10),
        say(EN, "rule-bonuses", gin=20, undercut=10),
        say(EN, "rule-scarne-deal"),
        say(EN, "rule-dealer-loser"),
        say(EN, "rule-box-scoring", game=100, box=20, shutout=Shutout.PLUS100),
        say(EN, "rule-margin"),
    ]


@pytest.mark.parametrize(("rules", "line"), [
    (Rules.preset("straight"), say(EN, "rule-straight-gin")),
    (Rules.preset("oklahoma"), say(EN, "rule-oklahoma-spades-double")),
    (Rules(oklahoma=True), say(EN, "rule-oklahoma")),
    (Rules(knock_limit=0), say(EN, "rule-gin-only")),
    (Rules.preset("knock5"), say(EN, "rule-knock-limit", limit=5)),
])
def test_one_line_says_how_a_hand_ends(rules, line):
    assert rules_lines(EN, rules)[1] == line
    assert len([said for said in rules_lines(EN, rules) if said == line]) == 1


def test_the_variants_each_add_their_line():
    assert say(EN, "rule-big-gin", bonus=40) in rules_lines(EN, Rules(big_gin=True,
                                                                       big_gin_bonus=40))
    assert rules_lines(EN, Rules.preset("hollywood"))[-1] == say(EN, "rule-hollywood")
    assert rules_lines(EN, Rules.preset("three"))[-1] == say(EN, "rule-three-players")
    assert rules_lines(EN, Rules.preset("teams"))[-1] == say(EN, "rule-teams")
    boxed = rules_lines(EN, Rules.preset("bonuses").with_changes(unit_scoring=True))
    assert boxed[-2:] == [say(EN, "rule-box-scoring", game=100, box=25, shutout=Shutout.DOUBLE),
                          say(EN, "rule-margin-units")]
    assert say(EN, "rule-margin") not in rules_lines(EN, Rules())


@pytest.mark.parametrize("locale", list(Locale))
def test_every_preset_is_worded_in_every_language(locale):
    for name, rules in PRESETS.items():
        lines = rules_lines(locale, rules)
        assert len(lines) == len(rules_lines(EN, rules)), name
        assert all(line.strip() and "{" not in line for line in lines), (name, lines)
        if locale is not EN:
            assert not set(lines) & set(rules_lines(EN, rules)), (name, lines)
        assert str(rules.target) in lines[0]


def test_every_shutout_has_its_own_words():
    for locale in Locale:
        worded = {say(locale, "rule-box-scoring", game=100, box=25, shutout=kind)
                  for kind in Shutout}
        assert len(worded) == len(Shutout), locale


def test_the_summary_names_the_preset_the_house_rules_and_the_target():
    assert rules_summary(EN, Rules(knock_limit=5, target=30)) == say(
        EN, "rule-summary", preset="knock5", target=30)
    assert rules_summary(EN, Rules(big_gin=True)) == say(
        EN, "rule-summary-house", preset="classic", house="big_gin", target=100)
    knock5 = rules_summary(Locale.ZH_TW, Rules.preset("knock5"))
    assert preset_name(Locale.ZH_TW, "knock5") in knock5


def test_every_preset_reads_in_every_language_and_english_keeps_the_name():
    for name in PRESETS:
        assert preset_name(EN, name) == name
        for locale in (Locale.ZH_CN, Locale.ZH_TW):
            assert preset_name(locale, name) != name, (locale, name)
    assert preset_name(Locale.MS, "classic") == "klasik"


# -- the language of a terminal ---------------------------------------------------------


@pytest.mark.parametrize(("environ", "locale"), [
    ({"LANG": "zh_CN.UTF-8"}, Locale.ZH_CN),
    ({"LANG": "zh_SG.UTF-8"}, Locale.ZH_CN),
    ({"LANG": "zh"}, Locale.ZH_CN),
    ({"LANG": "zh_TW.UTF-8"}, Locale.ZH_TW),
    ({"LANG": "zh_HK.Big5-HKSCS"}, Locale.ZH_TW),
    ({"LANG": "zh_MO"}, Locale.ZH_TW),
    ({"LANG": "zh_Hant_TW"}, Locale.ZH_TW),
    ({"LANG": "ms_MY.UTF-8"}, Locale.MS),
    ({"LANG": "ms"}, Locale.MS),
    ({"LANG": "en_GB.UTF-8"}, Locale.EN),
    ({"LANG": "fr_FR.UTF-8@euro"}, Locale.EN),
    ({"LANG": "C.UTF-8"}, Locale.EN),
    ({"LANG": "POSIX"}, Locale.EN),
    ({}, Locale.EN),
])
def test_a_terminal_reads_the_language_of_its_locale(environ, locale):
    assert environment_locale(environ) is locale


def test_lc_all_comes_first_then_lc_messages_then_lang():
    everything = {"LC_ALL": "ms_MY.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8", "LANG": "zh_CN.UTF-8"}
    assert environment_locale(everything) is Locale.MS
    assert environment_locale(everything | {"LC_ALL": ""}) is Locale.ZH_TW
    assert environment_locale({"LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"}) is Locale.ZH_CN
    assert environment_locale({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}) is Locale.EN
    assert environment_locale({"LC_CTYPE": "zh_CN.UTF-8"}) is Locale.EN


# -- the words of the rules (issue 35) --------------------------------------------------


def test_a_preset_to_type_shows_the_readers_name_and_the_name_to_type_as_code():
    assert preset_label(EN, "classic") == "`classic`"
    assert preset_label(Locale.ZH_CN, "classic") == "经典（`classic`）"
    assert preset_label(Locale.ZH_TW, "knock5") == "敲牌 5（`knock5`）"
    assert preset_label(Locale.MS, "quick") == "pantas (`quick`)"
    # Where the reader's name is the typed one (Scarne in every language), only the code.
    for locale in Locale:
        assert preset_label(locale, "scarne") == "`scarne`"
    assert preset_listing(Locale.ZH_CN, ("classic", "quick")) == (
        "经典（`classic`）、快速（`quick`）")
    assert preset_listing(EN, PRESETS) == ", ".join(f"`{name}`" for name in PRESETS)
    for locale in Locale:
        listed = preset_listing(locale, PRESETS)
        assert all(f"`{name}`" in listed for name in PRESETS), locale


def test_chinese_keeps_scarne_as_its_name():
    for locale in (Locale.ZH_CN, Locale.ZH_TW):
        assert preset_name(locale, "scarne") == "Scarne"
        assert "斯卡尼" not in " ".join(rules_lines(locale, Rules.preset("scarne")))


def test_the_box_bonus_is_for_each_hand_won_in_every_language():
    worded = {locale: say(locale, "rule-box-scoring", game=100, box=25, shutout="none")
              for locale in Locale}
    assert "for each hand won" in worded[EN]
    assert "bagi setiap pusingan yang dimenangi" in worded[Locale.MS]
    assert "每赢一局" in worded[Locale.ZH_CN] and "每贏一局" in worded[Locale.ZH_TW]


def test_a_hollywood_game_is_not_a_match_in_chinese_or_malay():
    """盘 is the match everywhere else (and "permainan" in Malay): a Hollywood game is 场."""
    assert "三场" in say(Locale.ZH_CN, "rule-hollywood")
    assert "三場" in say(Locale.ZH_TW, "rule-hollywood")
    assert "tiga game" in say(Locale.MS, "rule-hollywood")
    for locale, match in ((Locale.ZH_CN, "盘"), (Locale.ZH_TW, "盤"), (Locale.MS, "permainan")):
        assert match not in say(locale, "rule-hollywood"), locale


def test_three_handed_rules_say_the_loser_deals_and_never_that_the_deal_alternates():
    for dealer in Dealer:
        three = rules_lines(EN, Rules(players=3, dealer=dealer))
        assert say(EN, "rule-dealer-alternate") not in three
        assert say(EN, "rule-dealer-loser") not in three  # rule-three-players says it
        assert three[-1] == say(EN, "rule-three-players")
        teams = rules_lines(EN, Rules(players=4, dealer=dealer))
        assert say(EN, "rule-dealer-alternate") in teams  # between the teams, always
        assert say(EN, "rule-dealer-loser") not in teams
    assert say(EN, "rule-dealer-loser") in rules_lines(EN, Rules(dealer=Dealer.LOSER))


CJK = r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]"


@pytest.mark.parametrize("locale", [Locale.ZH_CN, Locale.ZH_TW])
def test_chinese_rules_put_no_space_between_two_chinese_words(locale):
    said = [*(line for rules in PRESETS.values() for line in rules_lines(locale, rules)),
            *(rules_summary(locale, rules) for rules in PRESETS.values()),
            preset_listing(locale, PRESETS)]
    for text in said:
        assert not re.search(f"{CJK} +{CJK}", text), text
    assert rules_summary(locale, Rules()) == say(
        locale, "rule-summary", preset=preset_name(locale, "classic"), target=100)
    assert rules_summary(Locale.ZH_CN, Rules()) == "经典规则，打到 100 分"


@pytest.mark.parametrize("locale", list(Locale))
def test_a_table_of_three_or_four_is_summed_up_by_its_table_not_as_rules(locale):
    for players, target in ((3, 30), (4, 60)):
        rules = Rules(players=players, target=target)
        assert rules_summary(locale, rules) == say(
            locale, "rule-summary-table", players=players, target=target)
        assert rules_summary(locale, Rules(players=players, knock_limit=5)) == say(
            locale, "rule-summary-table-house", players=players, house="knock_limit=5",
            target=100)
        preset = "three" if players == 3 else "teams"
        named_as_rules = say(locale, "rule-summary", preset=preset_name(locale, preset),
                             target=target)
        assert rules_summary(locale, rules) != named_as_rules
    assert "rules" not in rules_summary(EN, Rules(players=3, target=30))
    assert rules_summary(locale, Rules(players=3)) != rules_summary(locale, Rules(players=4))
