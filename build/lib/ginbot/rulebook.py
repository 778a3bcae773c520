"""The rule book players read, in each language: the one text behind ``ginbot rules
--full``, ``/gin rules section:`` and docs/RULES.md (docs/RULES.<language>.md).

Its text lives in the text layer, one Markdown file a language
(``ginbot/text/locales/<language>/rulebook.md``), because long Markdown is awkward
in a Fluent catalogue. A file is the title (``# ...``), the introduction, and the
sections, each under a ``## key: Title`` heading. The keys are what commands take,
the same in every language (a test keeps the translations in step with English).

The docs are these files written out (``python -m ginbot.rulebook [LANGUAGE]``), and
a test keeps them equal. English and Malay are hard-wrapped; Discord breaks a line
wherever the text does, so ``joined`` puts each paragraph and bullet back on one
line for it. Chinese is not wrapped: joining its lines would put spaces between
characters.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from ginbot.model import Locale

BOOK_FILE = "rulebook.md"
_HEADING = re.compile(r"^## ([a-z]+): (.+)$", re.MULTILINE)


@dataclass(frozen=True)
class Section:
    key: str  # what ``ginbot rules --section`` and ``/gin rules section:`` take
    number: int
    title: str
    text: str  # Markdown: paragraphs and "- " bullets

    @property
    def heading(self) -> str:
        return f"{self.number}. {self.title}"

    def markdown(self) -> str:
        return f"## {self.heading}\n\n{self.text}\n"

    def joined(self) -> str:
        """The text with every paragraph and bullet on one line."""
        return joined(self.text)


@dataclass(frozen=True)
class Book:
    locale: Locale
    title: str
    introduction: str
    sections: tuple[Section, ...]

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(section.key for section in self.sections)

    def section(self, key: str) -> Section:
        """The section called ``key``; the error names the sections there are."""
        for found in self.sections:
            if found.key == key.lower():
                return found
        raise ValueError(f"the rule book has no section {key!r}; "
                         f"its sections are {', '.join(self.keys)}")

    def page(self) -> str:
        """The whole rule book, as ``ginbot rules --full`` prints it."""
        parts = [f"# {self.title}\n", f"{self.introduction}\n",
                 *(s.markdown() for s in self.sections)]
        return "\n".join(parts)


def read_book(locale: Locale, source: str) -> Book:
    """A rule book from its Markdown; a file without its title or headings raises."""
    where = f"{locale.value}/{BOOK_FILE}"
    title, _, rest = source.partition("\n")
    if not title.startswith("# "):
        raise ValueError(f"{where} does not start with its title (# ...)")
    parts = _HEADING.split(rest)
    introduction, found = parts[0], parts[1:]
    if not found:
        raise ValueError(f"{where} has no sections (## key: Title)")
    for line in (introduction + "".join(found[2::3])).splitlines():
        if line.startswith("## "):
            raise ValueError(f"{where}: {line!r} is not a heading of the shape ## key: Title")
    sections = tuple(
        Section(key, number, section_title, text.strip("\n"))
        for number, (key, section_title, text)
        in enumerate(zip(found[::3], found[1::3], found[2::3], strict=True), 1))
    return Book(locale, title[2:], introduction.strip("\n"), sections)


@cache
def book(locale: Locale = Locale.EN) -> Book:
    """The rule book in ``locale``."""
    source = files("ginbot.text").joinpath("locales", locale.value, BOOK_FILE)
    return read_book(locale, source.read_text(encoding="utf-8"))


KEYS = book().keys  # the same in every language


def section(key: str, locale: Locale = Locale.EN) -> Section:
    return book(locale).section(key)


def page(locale: Locale = Locale.EN) -> str:
    return book(locale).page()


def document_name(locale: Locale) -> str:
    """docs/RULES.md in English, docs/RULES.zh-CN.md and so on in the others."""
    return "RULES.md" if locale is Locale.EN else f"RULES.{locale.value}.md"


def document(locale: Locale = Locale.EN) -> str:
    """The docs' copy of the book: the page, with a note saying where it comes from."""
    command = "python -m ginbot.rulebook" + ("" if locale is Locale.EN else f" {locale.value}")
    note = (f"<!-- Written by `{command} > docs/{document_name(locale)}` from "
            f"ginbot/text/locales/{locale.value}/{BOOK_FILE}: edit the rules there. -->\n")
    return note + "\n" + page(locale)


# A line break inside a paragraph or a bullet: not next to a blank line, and not
# before a bullet ("- ") or a bold lead-in ("**") at the start of a line.
_WRAP = re.compile(r"(?<!\n)\n(?!\n|- |\*\*)[ \t]*")


def joined(text: str) -> str:
    """Markdown with each paragraph and bullet on one line."""
    return _WRAP.sub(" ", text)


if __name__ == "__main__":
    print(document(Locale.parse(sys.argv[1]) if len(sys.argv) > 1 else Locale.EN), end="")
