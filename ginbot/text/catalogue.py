"""The catalogues: one Fluent bundle per language, loaded from the .ftl files as written.

Nothing is compiled, so nothing can drift from its source. A missing message, a
missing or unexpected argument or a broken catalogue raises ``TextError``: the
catalogue tests make sure every language has every message of English, with the
same placeholders, so a reader never sees a message id.

Chinese is written without spaces between words, but with a space around a Latin
name or a number (``Ann 拿取了 7♥``). A catalogue cannot know which a placeable
will hold, so it spaces every placeable, and ``say`` drops such a space wherever it
ends up between two Chinese characters (``你拿取了 7♥``, ``电脑（专家）切到 K♠``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
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

_FSI, _PDI = "\u2068", "\u2069"
"""The marks Fluent puts around each placeable: where a placeable's value begins and ends."""
CJK = ("\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf"
       "\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
       "\U00020000-\U0003ffff")
"""Characters written without spaces between them: Han, kana, Hangul, bopomofo, and the
full-width punctuation of CJK text (，。：（）)."""
_GAP = re.compile(rf"(?<=[{CJK}])([{_FSI}{_PDI}*]*) +([{_FSI}{_PDI}*]*)(?=[{CJK}])")
"""Spaces between two CJK characters, with the placeable marks (and Markdown's ``**``)
around them."""
_UNSPACED = frozenset({Locale.ZH_CN, Locale.ZH_TW})
"""The languages that drop a placeable's space between two CJK characters."""


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
                problems = "; ".join(a.message or a.code for a in entry.annotations)
                raise TextError(f"{where}/{name} does not parse: {problems}: "
                                f"{(entry.content or '').strip()[:80]!r}")
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
    bundle = FluentBundle([locale.value], use_isolating=True)
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
    return _typeset(locale, str(text))


def joined(locale: Locale, between_id: str, items: Iterable[str]) -> str:
    """``items`` with the message ``between_id`` between them, spaced as ``say`` spaces
    placeables: "Ann vs Bob", "小明对小红", "Ann 对小红"."""
    between = say(locale, between_id)
    return _typeset(locale, between.join(f"{_FSI}{item}{_PDI}" for item in items))


def _typeset(locale: Locale, marked: str) -> str:
    """The text without Fluent's placeable marks; in Chinese, without a space that a
    placeable's value put between two CJK characters. A space the catalogue wrote between
    two of its own words is the catalogue's (a test keeps them out), a space inside a
    value is the value's: only one beside a mark goes."""
    if locale in _UNSPACED:
        marked = _GAP.sub(_close_gap, marked)
    return marked.replace(_FSI, "").replace(_PDI, "")


def _close_gap(gap: re.Match[str]) -> str:
    before, after = gap.group(1), gap.group(2)
    at_placeable = any(mark in before + after for mark in (_FSI, _PDI))
    return before + after if at_placeable else gap.group(0)
