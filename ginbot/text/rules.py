"""The rules in force in words: a line for each rule of a ``Rules``, and the short
summary a match is introduced with ("knock5 rules, to 30")."""

from __future__ import annotations

from collections.abc import Iterable

from ginbot.engine import Deal, Dealer, Rules
from ginbot.engine.house import nearest_preset

from .catalogue import say
from .language import Locale
from .refusals import listing


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
    # Three-handed, the loser always deals (rule-three-players says so); a team table's
    # deal always alternates between the teams: ``dealer`` is for two players.
    if rules.players == 2 and rules.dealer is Dealer.LOSER:
        lines.append(say(locale, "rule-dealer-loser"))
    elif rules.players != 3:
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
    "knock5 rules, to 30", "classic + big_gin bonuses rules, to 100"."""
    name, house = nearest_preset(rules)
    preset = preset_name(locale, name)
    extra = " ".join(word for word in house.split() if not word.startswith("target="))
    if rules.players > 2:  # "three-handed, to 30": the table, not a set of rules
        if extra:
            return say(locale, "rule-summary-table-house", players=rules.players, house=extra,
                       target=rules.target)
        return say(locale, "rule-summary-table", players=rules.players, target=rules.target)
    if extra:
        return say(locale, "rule-summary-house", preset=preset, house=extra, target=rules.target)
    return say(locale, "rule-summary", preset=preset, target=rules.target)


def preset_name(locale: Locale, name: str) -> str:
    """A preset as people read it: 经典 for ``classic`` (they type the name itself)."""
    return say(locale, "preset-name", preset=name)


def preset_label(locale: Locale, name: str) -> str:
    """A preset where the reader must type it: their name for it with the name to type
    as code, 经典（`classic`）; only the code where the two are one (`classic`, `scarne`)."""
    read = preset_name(locale, name)
    if read.casefold() == name.casefold():
        return say(locale, "preset-code", preset=name)
    return say(locale, "preset-typed", name=read, preset=name)


def preset_listing(locale: Locale, names: Iterable[str]) -> str:
    """Presets to choose from, each labelled to be typed, as a list in the reader's
    language: "`classic`, `quick`, ...", "经典（`classic`）、快速（`quick`）、..."."""
    return listing(locale, tuple(preset_label(locale, name) for name in names))
