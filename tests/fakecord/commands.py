"""Registered application commands, global and per guild, as the bot synced them.

Every write is checked against Discord's rules (names, descriptions, option
counts and order, choices) so a tree that Discord would refuse fails here too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from . import errors
from .errors import FormErrors
from .model import Snowflakes

CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER_OPT, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(3, 12)
NAME = re.compile(r"^[-_\w]{1,32}$")
MAX_COMMANDS, MAX_OPTIONS, MAX_CHOICES = 100, 25, 25
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko",
})
"""The locales Discord has: the keys of ``name_localizations`` and ``description_localizations``."""


class CommandRegistry:
    """Commands by scope: `None` is global, otherwise a guild id."""

    def __init__(self, application_id: int, snowflakes: Snowflakes) -> None:
        self.application_id = application_id
        self._ids = snowflakes
        self.scopes: dict[int | None, dict[int, dict[str, Any]]] = {None: {}}
        self.writes = 0

    def list(self, scope: int | None) -> list[dict[str, Any]]:
        return list(self.scopes.get(scope, {}).values())

    def get(self, scope: int | None, command_id: int) -> dict[str, Any]:
        try:
            return self.scopes.get(scope, {})[command_id]
        except KeyError:
            raise errors.unknown_command() from None

    def overwrite(self, scope: int | None, payloads: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """PUT: the scope's commands become exactly these (ids kept by name and type)."""
        problems = FormErrors()
        seen: set[tuple[str, int]] = set()
        for i, payload in enumerate(payloads):
            check_command(payload, problems, str(i))
            key = (payload.get("name", ""), payload.get("type", CHAT_INPUT))
            if key in seen:
                problems.add(
                    f"{i}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME", f"Duplicate name {key[0]!r}"
                )
            seen.add(key)
        if sum(1 for p in payloads if p.get("type", CHAT_INPUT) == CHAT_INPUT) > MAX_COMMANDS:
            problems.add("_", "BASE_TYPE_MAX_LENGTH", f"At most {MAX_COMMANDS} commands.")
        problems.raise_if_any()
        old = {(c["name"], c["type"]): c for c in self.list(scope)}
        fresh: dict[int, dict[str, Any]] = {}
        for payload in payloads:
            previous = old.get((payload["name"], payload.get("type", CHAT_INPUT)))
            stored = self._store(scope, payload, previous)
            fresh[int(stored["id"])] = stored
        self.scopes[scope] = fresh
        self.writes += 1
        return list(fresh.values())

    def upsert(self, scope: int | None, payload: dict[str, Any]) -> tuple[dict[str, Any], bool]:
        """POST: create, or replace the command of the same name and type."""
        problems = FormErrors()
        check_command(payload, problems, "")
        problems.raise_if_any()
        key = (payload["name"], payload.get("type", CHAT_INPUT))
        previous = next((c for c in self.list(scope) if (c["name"], c["type"]) == key), None)
        stored = self._store(scope, payload, previous)
        self.scopes.setdefault(scope, {})[int(stored["id"])] = stored
        self.writes += 1
        return stored, previous is None

    def edit(self, scope: int | None, command_id: int, patch: dict[str, Any]) -> dict[str, Any]:
        current = self.get(scope, command_id)
        merged = {k: v for k, v in current.items() if k not in ("id", "version")} | patch
        problems = FormErrors()
        check_command(merged, problems, "")
        problems.raise_if_any()
        stored = self._store(scope, merged, current)
        self.scopes[scope][command_id] = stored
        self.writes += 1
        return stored

    def delete(self, scope: int | None, command_id: int) -> None:
        self.get(scope, command_id)
        del self.scopes[scope][command_id]
        self.writes += 1

    def find(
        self, name: str, guild_id: int | None, kind: int = CHAT_INPUT
    ) -> dict[str, Any] | None:
        """What a user in that guild (or DM when None) sees: guild commands, then global ones."""
        scopes: Iterable[int | None] = (guild_id, None) if guild_id is not None else (None,)
        for scope in scopes:
            for command in self.list(scope):
                if command["name"] == name and command["type"] == kind:
                    return command
        return None

    def names(self) -> set[str]:
        return {c["name"] for scope in self.scopes.values() for c in scope.values()}

    def _store(
        self, scope: int | None, payload: dict[str, Any], previous: dict[str, Any] | None
    ) -> dict[str, Any]:
        stored: dict[str, Any] = {
            "type": CHAT_INPUT,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "contexts": None,
            "integration_types": [0],
            "name_localizations": None,
            "description_localizations": None,
        }
        stored |= payload
        stored["id"] = previous["id"] if previous else str(self._ids.next())
        stored["application_id"] = str(self.application_id)
        stored["version"] = str(self._ids.next())
        if stored["default_member_permissions"] is not None:  # Discord answers a string
            stored["default_member_permissions"] = str(stored["default_member_permissions"])
        if scope is not None:
            stored["guild_id"] = str(scope)
        else:
            stored.pop("guild_id", None)
        return stored


def check_command(payload: dict[str, Any], problems: FormErrors, path: str) -> None:
    """Record every rule a command payload breaks."""
    at = f"{path}." if path else ""
    kind = payload.get("type", CHAT_INPUT)
    name = payload.get("name")
    if kind not in (CHAT_INPUT, USER, MESSAGE, 4):
        problems.add(f"{at}type", "BASE_TYPE_CHOICES", f"Unknown command type {kind!r}.")
    if kind == CHAT_INPUT:
        _check_name(name, problems, f"{at}name")
        _check_description(payload.get("description"), problems, f"{at}description")
        _check_localizations(payload, problems, at, _check_name, _check_description)
        _check_options(payload.get("options") or [], problems, f"{at}options", depth=0)
    else:
        if not isinstance(name, str) or not 1 <= len(name) <= 32:
            problems.add(f"{at}name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length.")
        if payload.get("description"):
            problems.add(f"{at}description", "BASE_TYPE_MAX_LENGTH", "Must be empty.")


def _check_name(name: Any, problems: FormErrors, path: str) -> None:
    if not isinstance(name, str) or not NAME.match(name) or name != name.lower():
        problems.add(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {name!r}")


def _check_description(text: Any, problems: FormErrors, path: str) -> None:
    if not isinstance(text, str) or not 1 <= len(text) <= 100:
        problems.add(path, "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")


def _check_choice_name(name: Any, problems: FormErrors, path: str) -> None:
    if not isinstance(name, str) or not 1 <= len(name) <= 100:
        problems.add(path, "BASE_TYPE_BAD_LENGTH", "1..100 characters.")


def _check_localizations(
    payload: dict[str, Any], problems: FormErrors, at: str,
    name_rule: Callable[[Any, FormErrors, str], None],
    description_rule: Callable[[Any, FormErrors, str], None] | None = None,
) -> None:
    """``name_localizations`` and ``description_localizations``: keyed by Discord's
    locales, each text held to the rule of the text it translates."""
    rules = {"name_localizations": name_rule, "description_localizations": description_rule}
    for field, rule in rules.items():
        localizations = payload.get(field)
        if localizations is None:
            continue
        if rule is None:
            problems.add(f"{at}{field}", "BASE_TYPE_INVALID", "Not allowed here.")
            continue
        if not isinstance(localizations, dict):
            problems.add(f"{at}{field}", "DICT_TYPE_CONVERT",
                         "Only dictionaries may be used in a DictType")
            continue
        for locale, text in localizations.items():
            if locale in LOCALES:
                rule(text, problems, f"{at}{field}.{locale}")
            else:
                problems.add(f"{at}{field}.{locale}", "BASE_TYPE_CHOICES",
                             f"Value must be one of {sorted(LOCALES)}.")


def _check_options(
    options: list[dict[str, Any]], problems: FormErrors, path: str, depth: int
) -> None:
    if len(options) > MAX_OPTIONS:
        problems.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_OPTIONS} or fewer in length.")
    kinds = [o.get("type") for o in options]
    nested = [k in (SUB_COMMAND, SUB_COMMAND_GROUP) for k in kinds]
    if any(nested) and not all(nested):
        problems.add(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Mixed subcommands.")
    names: set[str] = set()
    optional_seen = False
    for i, option in enumerate(options):
        at = f"{path}.{i}"
        kind = option.get("type")
        _check_name(option.get("name"), problems, f"{at}.name")
        _check_description(option.get("description"), problems, f"{at}.description")
        _check_localizations(option, problems, f"{at}.", _check_name, _check_description)
        if option.get("name") in names:
            problems.add(
                f"{at}.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Duplicate name."
            )
        names.add(option.get("name", ""))
        if kind == SUB_COMMAND_GROUP:
            if depth > 0 or any(o.get("type") != SUB_COMMAND for o in option.get("options", [])):
                problems.add(at, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Bad group.")
            _check_options(option.get("options") or [], problems, f"{at}.options", depth + 1)
        elif kind == SUB_COMMAND:
            if depth > 1:
                problems.add(at, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Too deep.")
            sub = option.get("options") or []
            if any(o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in sub):
                problems.add(at, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Nested subcommand.")
            _check_options(sub, problems, f"{at}.options", depth + 2)
        elif kind in range(STRING, ATTACHMENT + 1):
            if option.get("required"):
                if optional_seen:
                    problems.add(
                        f"{at}.required",
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                        "Required options must be placed before non-required options",
                    )
            else:
                optional_seen = True
            _check_value_rules(option, problems, at)
        else:
            problems.add(f"{at}.type", "BASE_TYPE_CHOICES", f"Unknown option type {kind!r}.")


def _check_value_rules(option: dict[str, Any], problems: FormErrors, at: str) -> None:
    kind = option["type"]
    choices = option.get("choices") or []
    if choices:
        if kind not in (STRING, INTEGER, NUMBER):
            problems.add(
                f"{at}.choices", "APPLICATION_COMMAND_OPTION_CHOICES_INVALID", "No choices."
            )
        if len(choices) > MAX_CHOICES:
            problems.add(f"{at}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        if option.get("autocomplete"):
            problems.add(
                f"{at}.autocomplete", "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID", "Has choices."
            )
        for j, choice in enumerate(choices):
            _check_choice_name(choice.get("name"), problems, f"{at}.choices.{j}.name")
            _check_localizations(choice, problems, f"{at}.choices.{j}.", _check_choice_name)
            if not value_fits(kind, choice.get("value")):
                problems.add(f"{at}.choices.{j}.value", "BASE_TYPE_CHOICES", "Wrong value type.")
    if ("min_value" in option or "max_value" in option) and kind not in (INTEGER, NUMBER):
        problems.add(f"{at}.min_value", "APPLICATION_COMMAND_OPTION_INVALID", "Numbers only.")
    if ("min_length" in option or "max_length" in option) and kind != STRING:
        problems.add(f"{at}.min_length", "APPLICATION_COMMAND_OPTION_INVALID", "Strings only.")
    if option.get("autocomplete") and kind not in (STRING, INTEGER, NUMBER):
        problems.add(
            f"{at}.autocomplete", "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID", "Not for this type."
        )


def value_fits(kind: int, value: Any) -> bool:
    """Whether `value` is a valid value of an option of type `kind` (choices, autocomplete)."""
    if kind == STRING:
        return isinstance(value, str) and len(value) <= 100
    if kind == INTEGER:
        return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 2**53
    if kind == NUMBER:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return False
