import pytest

from ginbot.engine import (
    PRESETS,
    Deal,
    Dealer,
    HouseRuleError,
    HouseRuleProblem,
    Rules,
    RulesError,
    RulesProblem,
    Shutout,
    house_rules_text,
    parse_house_rules,
)
from ginbot.text import Locale, refusal, say
from tests.refused import refused

CONTRACT_FIELDS = {
    "knock_limit", "gin_bonus", "undercut_bonus", "big_gin", "big_gin_bonus", "target",
    "dealer", "deal", "straight_gin", "oklahoma", "oklahoma_spades_double", "bonuses",
    "box_bonus", "game_bonus", "shutout", "hollywood",
}


def test_defaults_are_the_classic_rules():
    rules = Rules()
    assert (rules.knock_limit, rules.gin_bonus, rules.undercut_bonus) == (10, 25, 25)
    assert (rules.target, rules.dealer, rules.deal) == (100, Dealer.ALTERNATE, Deal.STANDARD)
    assert (rules.big_gin_bonus, rules.box_bonus, rules.game_bonus) == (31, 25, 100)
    assert not (rules.big_gin or rules.straight_gin or rules.oklahoma or rules.bonuses)
    assert rules == Rules.preset("classic") and rules.name == "classic"


def test_every_contract_field_exists():
    assert set(Rules().to_dict()) >= CONTRACT_FIELDS


def test_presets_named_in_the_design_exist():
    assert set(PRESETS) == {
        "classic", "scarne", "oklahoma", "straight", "quick", "knock5", "bonuses", "hollywood",
        "three", "teams",
    }
    for name in PRESETS:
        assert Rules.preset(name).name == name
        assert Rules.preset(name.upper()) == PRESETS[name]


def test_scarne_preset_matches_the_rule_book():
    rules = Rules.preset("scarne")
    assert (rules.gin_bonus, rules.undercut_bonus, rules.box_bonus, rules.game_bonus) == (
        20, 10, 20, 100
    )
    assert rules.shutout is Shutout.PLUS100 and rules.bonuses
    assert rules.dealer is Dealer.LOSER and rules.deal is Deal.SCARNE


def test_other_presets():
    assert Rules.preset("quick").target == 50
    assert Rules.preset("knock5").knock_limit == 5
    assert Rules.preset("straight").straight_gin
    assert Rules.preset("oklahoma").oklahoma and Rules.preset("oklahoma").oklahoma_spades_double
    assert Rules.preset("hollywood").hollywood
    assert Rules.preset("bonuses").bonuses


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"knock_limit": 11}, RulesError(RulesProblem.KNOCK_LIMIT, "knock_limit", 11)),
        ({"knock_limit": -1}, RulesError(RulesProblem.KNOCK_LIMIT, "knock_limit", -1)),
        ({"target": 0}, RulesError(RulesProblem.TARGET, "target", 0)),
        ({"target": -50}, RulesError(RulesProblem.TARGET, "target", -50)),
        ({"gin_bonus": -1}, RulesError(RulesProblem.NEGATIVE, "gin_bonus", -1)),
        ({"dealer": "winner"},
         RulesError(RulesProblem.NOT_A_CHOICE, "dealer", "winner", ("alternate", "loser"))),
        ({"deal": "twelve"},
         RulesError(RulesProblem.NOT_A_CHOICE, "deal", "twelve", ("standard", "scarne"))),
        ({"shutout": "triple", "bonuses": True}, RulesError(
            RulesProblem.NOT_A_CHOICE, "shutout", "triple", ("none", "double", "plus100"))),
        ({"shutout": "double"},
         RulesError(RulesProblem.NEEDS, "shutout", "double", other="bonuses")),
        ({"oklahoma_spades_double": True},
         RulesError(RulesProblem.NEEDS, "oklahoma_spades_double", other="oklahoma")),
        ({"straight_gin": True, "oklahoma": True},
         RulesError(RulesProblem.EXCLUSIVE, "straight_gin", other="oklahoma")),
        ({"target": "100"}, RulesError(RulesProblem.NOT_A_NUMBER, "target", "100")),
        ({"big_gin": 1}, RulesError(RulesProblem.NOT_YES_NO, "big_gin", 1)),
    ],
)
def test_impossible_settings_raise_a_clear_error(changes, error):
    with refused(error):
        Rules(**changes)


def test_unknown_preset_names_the_choices():
    with refused(RulesError(RulesProblem.NO_PRESET, "preset", "texas", tuple(PRESETS))):
        Rules.preset("texas")


def test_round_trip_through_a_dict():
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules
    with refused(RulesError(RulesProblem.UNKNOWN_FIELDS, value=("colour",))):
        Rules.from_dict({"colour": "red"})


@pytest.mark.parametrize(("preset", "typed", "limit"), [
    ("classic", "straight_gin knock_limit=5", 5),
    ("straight", "knock_limit=5", 5),
    ("straight", "knock_limit=10", 10),  # the default, typed: still said with straight gin
    ("knock5", "straight_gin", 5),  # the preset's own limit
])
def test_a_knock_limit_with_straight_gin_is_refused_as_a_contradiction(preset, typed, limit):
    """RULES.md section 5: straight gin has no knocking, only gin ends a hand."""
    error = HouseRuleError(HouseRuleProblem.KNOCK_IN_STRAIGHT_GIN, "knock_limit", str(limit))
    with refused(error):
        parse_house_rules(typed, Rules.preset(preset))
    for locale in Locale:  # worded in every language, the limit in it
        assert str(limit) in refusal(locale, error)
    assert refusal(Locale.EN, error) == say(Locale.EN, "refusal-house-knock-straight-gin",
                                            limit=str(limit))


@pytest.mark.parametrize(("preset", "typed"), [
    ("straight", "knock_limit=0"),  # gin only: what straight gin is
    ("classic", "straight_gin"),  # the default limit, not typed, says nothing
    ("straight", "target=50"),
    ("knock5", "target=50"),
])
def test_straight_gin_with_no_knock_limit_said_is_played(preset, typed):
    rules = parse_house_rules(typed, Rules.preset(preset))
    assert rules == parse_house_rules(house_rules_text(rules), Rules())  # typed again
