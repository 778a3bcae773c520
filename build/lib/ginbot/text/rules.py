"""The rules in force in words: a line for each rule of a ``Rules``, and the short
summary a match is introduced with ("knock5 rules, to 30")."""

from __future__ import annotations

from ginbot.engine import Deal, Dealer, Rules
from ginbot.engine.house import nearest_preset

from .catalogue import say
from .language import Locale


def rules_lines(locale: Locale, rules: Rules) -> list[str]:
    """Every rule of ``rules`` briefly, one sentence a line, for whoever plays by them."""
    lines = [say(locale, "rule-target", target=rules.target)]
    if rules.straight_gin:
        lines.append(say(locale, "rule-straight-gin"))
    elif rules.oklahoma and rules.oklahoma_spades_double:
        lines.append(say(locale, "rule-oklahoma-spades-double"))
    elif rules.oklahoma:
        lines.append(say(locale, "rule-oklahoma"))
    elif rules.knock_limit == 0:
        lines.append(say(locale, "rule-gin-only"))
    else:
        lines.append(say(locale, "rule-knock-limit", limit=rules.knock_limit))
    lines.append(say(locale, "rule-bonuses", gin=rules.gin_bonus, undercut=rules.undercut_bonus))
    if rules.big_gin:
        lines.append(say(locale, "rule-big-gin", bonus=rules.big_gin_bonus))
    if rules.deal is Deal.SCARNE:
        lines.append(say(locale, "rule-scarne-deal"))
    if rules.dealer is Dealer.LOSER:
        lines.append(say(locale, "rule-dealer-loser"))
    else:
        lines.append(say(locale, "rule-dealer-alternate"))
    if rules.bonuses:
        lines.append(say(locale, "rule-box-scoring", game=rules.game_bonus, box=rules.box_bonus,
                         shutout=rules.shutout))
        lines.append(say(locale, "rule-margin-units" if rules.unit_scoring else "rule-margin"))
    if rules.hollywood:
        lines.append(say(locale, "rule-hollywood"))
    if rules.players == 3:
        lines.append(say(locale, "rule-three-players"))
    elif rules.players == 4:
        lines.append(say(locale, "rule-teams"))
    return lines


def rules_summary(locale: Locale, rules: Rules) -> str:
    """The preset the rules come from, the house rules on top, and the target:
    "knock5 rules, to 30", "classic + big_gin unit_scoring rules, to 100"."""
    name, house = nearest_preset(rules)
    preset = preset_name(locale, name)
    extra = " ".join(word for word in house.split() if not word.startswith("target="))
    if extra:
        return say(locale, "rule-summary-house", preset=preset, house=extra, target=rules.target)
    return say(locale, "rule-summary", preset=preset, target=rules.target)


def preset_name(locale: Locale, name: str) -> str:
    """A preset as people read it: 经典 for ``classic`` (they type the name itself)."""
    return say(locale, "preset-name", preset=name)
