"""How the text meets this terminal: lines wrapped to its width, suits in colour.

Both only for a terminal: through a pipe or into a file a line stays one line
and carries no colour codes, so scripts read what they always read. A Chinese
character takes two columns, and a line may break between two of them (never
before a closing mark such as "，" or "）"). The usual
switches decide otherwise: ``COLUMNS`` sets the width, ``NO_COLOR`` turns
colour off and ``FORCE_COLOR`` on (https://no-color.org, https://force-color.org).
"""

from __future__ import annotations

import os
import re
import shutil
import textwrap
import unicodedata
from collections.abc import Sequence
from typing import TextIO

from ginbot.engine import SUIT_SYMBOLS

RESET = "\x1b[0m"
# Black suits keep the terminal's own text colour: black on a light background,
# and still readable on a dark one.
TWO_COLOURS = ("", "\x1b[31m", "\x1b[31m", "")  # spades, hearts, diamonds, clubs
FOUR_COLOURS = ("", "\x1b[31m", "\x1b[34m", "\x1b[32m")  # diamonds blue, clubs green

_CARD = re.compile(rf"(?<!\w)(?:10|[A2-9JQK])([{SUIT_SYMBOLS}])")
_GLUE = "\u00a0"  # no-break space: textwrap never breaks a line there
_MELD = re.compile(r"\[[^\[\]]*\]|\([^()]{1,20}\)")  # a meld; "(deadwood 4)"
_COLUMN = re.compile(r"^ +\S.*?  +(?=\S)")  # a help line's description column
_LONE_BEFORE = re.compile(r"(?<!\S)([^\w\s\[\]()]+) (?=\S)")  # "·", "="
_NUMBER = re.compile(r"(^|[:;] )(\d+\.) (?=\S)")  # an item's number: "Hands: 1. Ann"
_LONE_AFTER = re.compile(r"(?<=\S) ([^\w\s\[\]()]+)$")  # a closing "──"
_CLOSING = "，。、；：！？）」』”’〉》】"  # Chinese marks that never start a line
_OPENING = "（「『“‘〈《【"  # and those that never end one


def wants_colour(out: TextIO) -> bool:
    """Colour on a terminal, unless ``NO_COLOR``; anywhere with ``FORCE_COLOR``."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return os.environ.get("TERM") != "dumb" and _is_terminal(out)


def width_of(out: TextIO) -> int | None:
    """The terminal's width (``COLUMNS`` first), or None: no wrapping through a pipe."""
    if "COLUMNS" not in os.environ and not _is_terminal(out):
        return None
    return max(20, shutil.get_terminal_size().columns)


ERASE_LINE = "\r\x1b[K"  # back to the line's start, and clear it
UP_ERASE = "\x1b[1A\x1b[2K"  # up a line, and clear it


def taken_back(out: TextIO, rows: Sequence[str], width: int | None) -> str:
    """What to write before lines that come while ``rows`` wait at the bottom of the
    screen (a question, and maybe lines above it; they are written again below the new
    lines): on a terminal they are erased, when each is a row of its own; elsewhere the
    lines start on a line of their own."""
    fits = width is None or all(columns(row) <= width for row in rows)
    if os.environ.get("TERM") != "dumb" and _is_terminal(out) and fits:
        return ERASE_LINE + UP_ERASE * (len(rows) - 1)
    return "\n"


def wrap(line: str, width: int | None) -> list[str]:
    """``line`` in lines of at most ``width``, broken between cards and words only.

    A meld in brackets and a short aside in parentheses stay on one line, and
    a lone mark (``·``, ``=``, a closing ``──``) or an item's number (``2.``)
    stays with its word. Lines after the first are indented two more than the
    first, or to a help line's description column.
    """
    if width is None or columns(line) <= width:
        return [line]
    glued = _MELD.sub(lambda m: m[0].replace(" ", _GLUE), line)
    glued = _LONE_BEFORE.sub(rf"\1{_GLUE}", glued)
    glued = _NUMBER.sub(rf"\1\2{_GLUE}", glued)
    glued = _LONE_AFTER.sub(rf"{_GLUE}\1", glued)
    column = _COLUMN.match(line)
    if column and column.end() <= width // 2:
        indent = " " * column.end()
    else:
        indent = " " * (len(line) - len(line.lstrip(" ")) + 2)
    if any(_wide(char) for char in line):
        lines = _wrap_wide(glued, width, indent)
    else:
        lines = textwrap.wrap(glued, width, subsequent_indent=indent, break_long_words=False,
                              break_on_hyphens=False)
    return [part.replace(_GLUE, " ") for part in lines] or [line]


def columns(text: str) -> int:
    """How many columns of a terminal ``text`` takes: a Chinese character two."""
    return sum(2 if _wide(char) else 1 for char in text)


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


def _wrap_wide(glued: str, width: int, indent: str) -> list[str]:
    """``textwrap.wrap`` for a line with Chinese in it: measured in columns, and broken
    at spaces or between Chinese characters, a closing mark kept with what it closes
    and an opening one with what it opens."""
    units: list[str] = []  # what no line break may split, and the spaces between
    for piece in re.findall(r"[ \t]+|[^ \t]", glued.lstrip(" ")):
        previous = units[-1] if units else " "
        if previous.isspace() or piece.isspace():
            units.append(piece)
        elif piece in _CLOSING or previous[-1] in _OPENING:
            units[-1] += piece
        elif _wide(piece) or _wide(previous[-1]):
            units.append(piece)
        else:
            units[-1] += piece  # the same word
    lines: list[str] = []
    line, space = glued[:len(glued) - len(glued.lstrip(" "))], ""
    for unit in units:
        if unit.isspace():
            space = unit
            continue
        if line.strip() and columns(line + space + unit) > width:
            lines.append(line)
            line = indent + unit
        else:
            line += space + unit
        space = ""
    return [*lines, line] if line.strip() else lines


def paint(text: str, four_colour: bool = False) -> str:
    """Every card in ``text`` (``7♥``, ``10♦``) in its suit's colour."""
    colours = FOUR_COLOURS if four_colour else TWO_COLOURS

    def card(found: re.Match[str]) -> str:
        colour = colours[SUIT_SYMBOLS.index(found[1])]
        return f"{colour}{found[0]}{RESET}" if colour else found[0]

    return _CARD.sub(card, text)


def _is_terminal(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError):  # closed, or no file behind it
        return False
