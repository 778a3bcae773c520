"""The catalogues: one Fluent bundle per language, loaded from the .ftl files as written.

Nothing is compiled, so nothing can drift from its source. A missing message, a
missing or unexpected argument or a broken catalogue raises ``TextError``: the
catalogue tests make sure every language has every message of English, with the
same placeholders, so a reader never sees a message id.
"""

from __future__ import annotations

from enum import Enum
from functools import cache
from importlib.resources import files

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from ginbot.engine import Card

from .language import Locale

LOCALES_DIR = "locales"


class TextError(LookupError):
    """A message or an argument is missing, or a catalogue does not parse."""


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalogue_sources(locale: Locale) -> dict[str, str]:
    """The locale's .ftl files by name, as written."""
    folder = files("ginbot.text").joinpath(LOCALES_DIR, locale.value)
    return {entry.name: entry.read_text(encoding="utf-8")
            for entry in sorted(folder.iterdir(), key=lambda e: e.name)
            if entry.name.endswith(".ftl")}


@cache
def messages(locale: Locale) -> dict[str, ast.Message]:
    """Every message of the locale by id; a catalogue that does not parse raises."""
    return read_messages(locale.value, catalogue_sources(locale))


def read_messages(where: str, sources: dict[str, str]) -> dict[str, ast.Message]:
    """The messages of .ftl sources by id; junk or an id given twice raises."""
    found: dict[str, ast.Message] = {}
    for name, source in sources.items():
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, ast.Junk):
                problems = "; ".join(a.message for a in entry.annotations)
                raise TextError(f"{where}/{name} does not parse: {problems}: "
                                f"{entry.content.strip()[:80]!r}")
            if isinstance(entry, ast.Message):
                if entry.id.name in found:
                    raise TextError(f"{where}/{name}: {entry.id.name} is there twice")
                found[entry.id.name] = entry
    return found


def placeholders(message: ast.Message) -> frozenset[str]:
    """The variables a message uses, in its text and its selectors."""
    visitor = _Variables()
    visitor.visit(message)
    return frozenset(visitor.names)


@cache
def _bundle(locale: Locale) -> FluentBundle:
    bundle = FluentBundle([locale.value], use_isolating=False)
    for source in catalogue_sources(locale).values():
        bundle.add_resource(FluentParser().parse(source))
    messages(locale)  # refuse a catalogue with junk in it
    return bundle


@cache
def _expected(message_id: str) -> frozenset[str] | None:
    message = messages(Locale.EN).get(message_id)
    return None if message is None else placeholders(message)


def _argument(value: object) -> object:
    """Cards as written (``10♥``), choices by their value, whole numbers ungrouped."""
    if isinstance(value, Card | Enum):
        return str(value) if isinstance(value, Card) else str(value.value)
    if isinstance(value, bool):
        raise TextError(f"a yes/no argument has no words: {value!r}")
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


def say(locale: Locale, message_id: str, **args: object) -> str:
    """The message ``message_id`` in ``locale``, its placeholders filled from ``args``."""
    expected = _expected(message_id)
    if expected is None:
        raise TextError(f"no message {message_id!r} in the English catalogue")
    if set(args) != expected:
        raise TextError(f"{message_id} takes {sorted(expected)}, not {sorted(args)}")
    bundle = _bundle(locale)
    if not bundle.has_message(message_id):
        raise TextError(f"no message {message_id!r} in the {locale.value} catalogue")
    pattern = bundle.get_message(message_id).value
    if pattern is None:
        raise TextError(f"{message_id} has no text of its own in {locale.value}")
    text, errors = bundle.format_pattern(pattern, {k: _argument(v) for k, v in args.items()})
    if errors:
        raise TextError(f"{locale.value} {message_id}: " + "; ".join(map(str, errors)))
    return str(text)
