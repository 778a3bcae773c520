"""House rules: any ``Rules`` field set on top of a preset, written the way people type
them: ``knock_limit=7 big_gin bonuses unit_scoring target=150``.

A bare name turns a setting on, ``no_name`` (or ``name=off``) turns it off; numbers
and choices take ``name=value``. One parser serves every front end (the Discord
options, ``ginbot play --rules``), and ``house_rules_text`` writes rules back in the
same form, so what a challenge shows can be typed again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from enum import StrEnum

from .rules import PRESETS, Rules, RulesError

# The number of players comes from who sits at the table, not from a house rule.
HOUSE_FIELDS: dict[str, object] = {
    f.name: f.default for f in fields(Rules) if f.name != "players"
}
_TRUE = ("on", "true", "yes", "1")
_FALSE = ("off", "false", "no", "0")


class HouseRuleProblem(StrEnum):
    """What is wrong with a house rule as typed."""

    UNKNOWN = "unknown"  # no rule ``name``; ``allowed`` lists the rules
    NEEDS_CHOICE = "needs-choice"  # ``name`` needs one of ``allowed``
    NEEDS_NUMBER = "needs-number"  # ``name`` needs a whole number, like ``example``
    BAD_VALUE = "bad-value"  # ``value`` is not one of ``allowed`` (empty: a whole number)
    TWICE = "twice"  # ``name`` is set twice
    # a knock limit (``value``) with straight gin, where nobody knocks (RULES.md section 5)
    KNOCK_IN_STRAIGHT_GIN = "knock-in-straight-gin"
    RULES = "rules"  # the rules refuse the result; ``rules_error`` says why


@dataclass(eq=False)
class HouseRuleError(ValueError):
    """A house rule that cannot be played: ``name`` and ``value`` as typed (``value``
    None when none was given), with what would be accepted instead."""

    problem: HouseRuleProblem
    name: str
    value: str | None = None
    allowed: tuple[str, ...] = ()
    example: int | None = None
    rules_error: RulesError | None = None

    def __str__(self) -> str:
        return repr(self)


def allowed_values(name: str) -> tuple[str, ...]:
    """What ``name=`` accepts as a player types it; empty for a whole number."""
    default = HOUSE_FIELDS[name]
    if isinstance(default, bool):
        return ("on", "off")
    if isinstance(default, StrEnum):
        return tuple(choice.value for choice in type(default))
    return ()


def parse_house_rules(text: str, base: Rules | None = None) -> Rules:
    """``base`` (default: the classic rules) with the house rules of ``text`` on top.

    Raises ``HouseRuleError`` naming the rule and what it allows; nothing is half set.
    """
    base = base or Rules()
    changes: dict[str, object] = {}
    for token in re.split(r"[\s,;]+", text.strip()):
        if not token:
            continue
        name, has_value, value = (part.strip() for part in token.partition("="))
        name = name.lower().replace("-", "_")
        if not has_value and name.startswith("no_") and name[3:] in HOUSE_FIELDS:
            name, has_value, value = name[3:], "=", "off"
        if name not in HOUSE_FIELDS:
            raise HouseRuleError(HouseRuleProblem.UNKNOWN, name, allowed=tuple(HOUSE_FIELDS))
        if name in changes:
            raise HouseRuleError(HouseRuleProblem.TWICE, name, value)
        changes[name] = _value(name, value if has_value else None)
    try:
        rules = base.with_changes(**changes)
    except RulesError as error:
        raise HouseRuleError(HouseRuleProblem.RULES, error.field or next(iter(changes), ""),
                             rules_error=error) from None
    _refuse_contradiction(rules, changes)
    return rules


def _refuse_contradiction(rules: Rules, changes: dict[str, object]) -> None:
    """Straight gin has no knocking, only gin ends a hand: a knock limit typed with it, or
    straight gin typed on a preset's own limit (knock5), says two things at once. A limit
    of 0 (gin only) agrees with it, and the default one, not typed, says nothing."""
    if not rules.straight_gin or rules.knock_limit == 0 or not (
            {"knock_limit", "straight_gin"} & changes.keys()):
        return
    if "knock_limit" in changes or rules.knock_limit != HOUSE_FIELDS["knock_limit"]:
        raise HouseRuleError(HouseRuleProblem.KNOCK_IN_STRAIGHT_GIN, "knock_limit",
                             str(rules.knock_limit))


def _value(name: str, text: str | None) -> object:
    default = HOUSE_FIELDS[name]
    allowed = allowed_values(name)
    if isinstance(default, bool):
        if text is None or text.lower() in _TRUE:
            return True
        if text.lower() in _FALSE:
            return False
    elif text is None and isinstance(default, StrEnum):
        raise HouseRuleError(HouseRuleProblem.NEEDS_CHOICE, name, allowed=allowed)
    elif text is None:
        assert isinstance(default, int)
        raise HouseRuleError(HouseRuleProblem.NEEDS_NUMBER, name, example=default)
    elif isinstance(default, StrEnum):
        if text.lower() in allowed:
            return type(default)(text.lower())
    elif re.fullmatch(r"[+-]?\d{1,6}", text):
        return int(text)
    raise HouseRuleError(HouseRuleProblem.BAD_VALUE, name, text, allowed)


def house_rules_text(rules: Rules, base: Rules | None = None) -> str:
    """The house rules that make ``rules`` from ``base``, as ``parse_house_rules`` reads
    them; empty when they are the same."""
    base = base or Rules()
    words = []
    for name in HOUSE_FIELDS:
        value, was = getattr(rules, name), getattr(base, name)
        if value == was:
            continue
        if isinstance(value, bool):
            words.append(name if value else f"no_{name}")
        else:
            words.append(f"{name}={value.value if isinstance(value, StrEnum) else value}")
    return " ".join(words)


def nearest_preset(rules: Rules) -> tuple[str, str]:
    """(preset, house rules) that make ``rules`` with the fewest house rules."""
    best = min(PRESETS.items(), key=lambda item: (
        item[1].players != rules.players, len(house_rules_text(rules, item[1]).split())))
    return best[0], house_rules_text(rules, best[1])


def house_rule_hints(text: str, limit: int = 25) -> list[str]:
    """Ways to finish ``text`` (for autocomplete): the last word completed to a rule name,
    or to a value once it has ``=``; every earlier word is kept as typed."""
    head, _, last = text.rpartition(" ")
    head = f"{head} " if head else ""
    name, has_value, value = last.partition("=")
    name = name.lower()
    if has_value and name in HOUSE_FIELDS:
        options = allowed_values(name)
        return [f"{head}{name}={v}" for v in options if v.startswith(value.lower())][:limit]
    hints = []
    for field_name, default in HOUSE_FIELDS.items():
        if field_name.startswith(name):
            hints.append(f"{head}{field_name}" + ("" if isinstance(default, bool) else "="))
    return hints[:limit]


__all__ = [
    "HOUSE_FIELDS",
    "HouseRuleError",
    "HouseRuleProblem",
    "allowed_values",
    "house_rule_hints",
    "house_rules_text",
    "nearest_preset",
    "parse_house_rules",
]
