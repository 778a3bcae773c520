"""Drives ``ginbot play`` as a subprocess: reads its screen, answers its prompts,
through a pipe (``Game``) or on a terminal of a given width (``on_a_terminal``).

The strategy is plain and deterministic: pass on the first upcard, draw
from the stock, knock (or go gin) whenever the prompt offers it, otherwise
discard the card the hand line suggests ("... after discarding K♣"), and
press Enter when a showdown waits for it.

The game runs as through a pipe: no width to wrap to and no colour, unless a
test sets ``COLUMNS``, ``NO_COLOR`` or ``FORCE_COLOR`` itself, and in English
unless a test gives ``--lang`` or a locale (``LANG``); the driver reads the
screen in the ``locale`` it is given, through the patterns of that catalogue
(``shown``).
"""

from __future__ import annotations

import codecs
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import threading
from functools import cache
from pathlib import Path

from fluent.syntax import ast

from ginbot.engine import CARDS
from ginbot.text import Locale, messages, placeholders, say
from ginbot.text.language import LOCALE_VARIABLES

WAIT = 30.0
SEED = "7"
TERMINAL_VARIABLES = ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR")
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"


def shown(locale: Locale, message_id: str, **groups: str) -> str:
    """A regular expression for message ``message_id`` as ``locale`` words it: each
    placeholder matches its pattern in ``groups``, or anything (``.*?``); a selector
    matches any of its variants."""
    message = messages(locale)[message_id]
    assert message.value is not None and set(groups) <= placeholders(message), groups
    return _regex(message.value, groups)


def _regex(pattern: ast.Pattern, groups: dict[str, str] | None = None,
           placeholders_as: str = ".*?") -> str:
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(_text_regex(element.value))
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            parts.append("(?:" + "|".join(_regex(v.value, groups, placeholders_as)
                                          for v in expression.variants) + ")")
        elif isinstance(expression, ast.StringLiteral):
            parts.append(re.escape(expression.parse()["value"]))
        elif isinstance(expression, ast.Placeable):
            parts.append(_regex(ast.Pattern([expression]), groups, placeholders_as))
        elif isinstance(expression, ast.VariableReference):
            parts.append((groups or {}).get(expression.id.name, placeholders_as))
        elif isinstance(expression, ast.MessageReference):
            parts.append(placeholders_as)  # another message: its words, whatever they are
        else:
            raise AssertionError(f"no pattern for {expression!r}")
    return "".join(parts)


CHINESE = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]"  # a character or a mark
WORD = re.compile(f"[A-Za-z]{{3}}|{CHINESE}")
"""A word of a message's own: three letters, or a Chinese character or mark."""


def _text_regex(text: str) -> str:
    """A message's own words; a space between them and a placeable may be gone where
    they begin or end with Chinese (``say`` drops it when the placeable holds Chinese)."""
    words = text.strip(" ")
    if not words:
        return re.escape(text)
    before, after = text[:text.index(words)], text[text.index(words) + len(words):]
    return ((" *" if before and re.match(CHINESE, words[0]) else re.escape(before))
            + re.escape(words)
            + (" *" if after and re.match(CHINESE, words[-1]) else re.escape(after)))


def _worded(message: ast.Message) -> bool:
    """Whether the message has words of its own, not only placeholders and marks
    ("{ $name } { $score }" reads as any two words), in every variant (a preset's name
    is its own words, or the name itself for one the catalogue does not know)."""
    assert message.value is not None
    pattern = _regex(message.value)
    return bool(WORD.search(re.sub(r"\\.", "", pattern))) and not re.fullmatch(pattern, "qq 7")


@cache
def catalogue_patterns(locale: Locale, *, worded: bool = True) -> tuple[re.Pattern[str], ...]:
    """The messages of ``locale`` with words of their own, as a line of the screen reads
    them; not ``worded``, the others, their placeholders holding no Chinese (a name,
    cards, numbers)."""
    anything = ".*?" if worded else f"(?:(?!{CHINESE}).)*?"  # checked for English below
    return tuple(re.compile(_regex(m.value, placeholders_as=anything))
                 for m in messages(locale).values()
                 if m.value is not None and _worded(m) is worded)


@cache
def english_patterns(locale: Locale) -> tuple[re.Pattern[str], ...]:
    """The English messages with words of their own that ``locale`` words otherwise: a
    line reading as one of them is English."""
    other = messages(locale)
    return tuple(re.compile(_regex(message.value))
                 for message_id, message in messages(Locale.EN).items()
                 if message.value is not None and _worded(message)
                 and _regex(message.value) != _regex(other[message_id].value))


@cache
def english_words(locale: Locale) -> frozenset[str]:
    """The words of the English catalogue that ``locale``'s never uses."""
    def words(of: Locale) -> set[str]:
        return {word.lower() for m in messages(of).values() if m.value is not None
                for word in re.findall(r"[A-Za-z]{3,}", re.sub(r"\\.", " ", _regex(m.value)))}
    return frozenset(words(Locale.EN) - words(locale))


def foreign_lines(text: str, locale: Locale) -> list[str]:
    """The pieces of the screen that are not worded by ``locale``'s catalogue, or read as
    English: each line, split after the prompts, without the marks of news (``·``) and
    problems (``!``). A message with no words of its own ("{ $name }: { $cards }") reads
    as nearly anything: a line that is only such a one may hold no English word."""
    asked = "|".join([shown(locale, "terminal-prompt") + " ",
                      shown(locale, "terminal-continue") + " ",
                      shown(locale, "terminal-resign-question") + " "])
    text = text.replace(say(locale, "terminal-help"), "")
    pieces = re.sub(f"({asked})", "\\1\n", text).splitlines()
    english = english_words(locale)
    bad = []
    for piece in pieces:
        piece = piece.removeprefix("· ").removeprefix("! ").strip()
        if not piece:
            continue
        if any(p.fullmatch(piece) for p in catalogue_patterns(locale)):
            ours = True
        else:
            ours = any(p.fullmatch(piece) for p in catalogue_patterns(locale, worded=False)) \
                and not any(w.lower() in english for w in re.findall(r"[A-Za-z]{3,}", piece))
        if not ours or (locale is not Locale.EN
                        and any(p.fullmatch(piece) for p in english_patterns(locale))):
            bad.append(piece)
    return bad


def prompt_pattern(locale: Locale) -> str:
    return shown(locale, "terminal-prompt", moves=r"(?P<moves>[^\]]*)") + " "


def environment(cwd: Path, **changes: str) -> dict[str, str]:
    """The environment of a game played by Ann, with its own data folder."""
    dropped = (*TERMINAL_VARIABLES, *LOCALE_VARIABLES)
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    return {**env, "USER": "Ann", "PYTHONIOENCODING": "utf-8",
            "XDG_DATA_HOME": str(cwd / "data"), "GINBOT_PLAY_DATABASE": "", **changes}


class Game:
    """One ``ginbot play`` process, read in ``locale``."""

    def __init__(self, *args: str, cwd: Path, env: dict[str, str] | None = None,
                 locale: Locale = Locale.EN) -> None:
        self.locale = locale
        env = environment(cwd, **(env or {}))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ginbot.cli", "play", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=cwd, env=env,
        )
        self.text = ""
        self.seen = 0  # output before this was read already
        self.closed = False
        self._changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        decoder = codecs.getincrementaldecoder("utf-8")()
        fd = self.proc.stdout.fileno()
        while chunk := os.read(fd, 65536):
            with self._changed:
                self.text += decoder.decode(chunk)
                self._changed.notify_all()
        with self._changed:
            self.closed = True
            self._changed.notify_all()

    def expect(self, pattern: str | re.Pattern[str], timeout: float = WAIT) -> re.Match[str]:
        """Wait for ``pattern`` in the output not read yet; read up to its end."""
        regex = re.compile(pattern)
        with self._changed:
            self._changed.wait_for(
                lambda: regex.search(self.text, self.seen) or self.closed, timeout)
            found = regex.search(self.text, self.seen)
            if found is None:
                raise AssertionError(f"no {regex.pattern!r} in the output:\n"
                                     f"{self.text[self.seen:][-3000:]}\n{self.stderr()}")
            self.seen = found.end()
            return found

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def close_input(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()

    def interrupt(self) -> None:
        self.proc.send_signal(signal.SIGINT)

    def finish(self, timeout: float = WAIT) -> int:
        code = self.proc.wait(timeout)
        with self._changed:
            self._changed.wait_for(lambda: self.closed, timeout)
        return code

    def stderr(self) -> str:
        if self.proc.poll() is None or self.proc.stderr is None:
            return ""
        return self.proc.stderr.read().decode(errors="replace")


class Turn:
    """A prompt and the screen since the previous one (after ``before``: the same turn's)."""

    def __init__(self, game: Game, before: str = "") -> None:
        start = game.seen
        self.locale = locale = game.locale
        over = shown(locale, "terminal-result", ending="(?P<over>.*)")
        wait = shown(locale, "terminal-continue") + " "
        found = game.expect(f"{prompt_pattern(locale)}|{over}|(?P<wait>{wait})")
        self.screen = before + game.text[start:found.start()]
        self.over = found["over"]
        self.waiting = found["wait"] is not None  # a showdown waits for Enter
        moves = found["moves"].split(say(locale, "terminal-moves-between")) \
            if found["moves"] else []
        self.choices = {move.split()[0]: move for move in moves}

    def _last(self, *patterns: str) -> str | None:
        """The first group of the last line on the screen that reads as one of the
        ``patterns`` (of ``shown``), each with one group."""
        found = re.findall(f"^(?:{'|'.join(patterns)})$", self.screen, re.MULTILINE)
        if not found:
            return None
        last = found[-1]
        return next(part for part in last if part) if isinstance(last, tuple) else last

    def hand(self) -> list[str]:
        line = self._last(*(shown(self.locale, m, cards="(.*)") for m in (
            "terminal-hand", "terminal-hand-by-suit", "terminal-hand-by-rank")))
        assert line is not None, self.screen
        return line.replace("[", "").replace("]", "").split()

    def suggested_discard(self) -> str:
        card = self._last(shown(self.locale, "terminal-deadwood-after", card=f"({CARD})"))
        assert card is not None, self.screen
        return card

    def knock_card(self) -> str:
        card = self._last(shown(self.locale, "terminal-knock-offer", options=f"({CARD}).*"),
                          shown(self.locale, "terminal-gin-offer", cards=f"({CARD}).*"))
        assert card is not None, self.screen
        return card

    def taken(self) -> str | None:
        return self._last(shown(self.locale, "terminal-took", card=f"({CARD})"))

    def card_not_held(self) -> str:
        held = set(self.hand())
        return next(str(c) for c in CARDS if str(c) not in held)

    def move(self) -> str:
        """The plain strategy's move."""
        if self.waiting:
            return ""
        if "k" in self.choices:
            return f"k {self.knock_card()}"
        if "b" in self.choices:
            return "b"
        if "d" in self.choices:
            return f"d {self.suggested_discard()}"
        return "p" if "p" in self.choices else "s"


def bonus_totals(text: str, names: tuple[str, ...]) -> list[int]:
    """Each side's total as the box-scoring lines at the match's end add it up
    ("Ann: 7 in hands + box bonus 1 × 20 = 27"), checked: the numbers shown make the
    total shown."""
    totals = []
    for name in names:
        found = re.search(shown(Locale.EN, "bonus-side", name=re.escape(name),
                                parts="(?P<sum>.*)", total=r"(?P<total>\d+)") + "$", text,
                          re.MULTILINE)
        assert found is not None, (name, text[-1500:])
        sum_ = re.sub(r"[^\d+×()]", "", found["sum"]).replace("×", "*")  # the numbers alone
        assert re.fullmatch(r"[\d+*()]+", sum_)
        assert eval(sum_, {"__builtins__": {}}) == int(found["total"]), found[0]
        totals.append(int(found["total"]))
    return totals


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def on_a_terminal(tmp_path: Path, columns: int, locale: Locale = Locale.EN, *args: str,
                  until: str | None = None, **env: str) -> str:
    """What ``ginbot play`` (with ``args``) writes to a terminal ``columns`` wide, up to its
    first prompt (or the first text ``until`` matches), when it then quits (``q``), playing
    in ``locale``."""
    until = until or prompt_pattern(locale)
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    proc = subprocess.Popen(
        [sys.executable, "-m", "ginbot.cli", "play", "--database", str(tmp_path / "p.sqlite3"),
         "--pause", "0", "--seed", SEED, "--level", "easy", "--lang", locale.value, *args],
        stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path,
        env=environment(tmp_path, TERM="xterm", **env))
    os.close(slave)
    text, sent = b"", False
    try:
        while True:
            ready, _, _ = select.select([master], [], [], WAIT)
            assert ready, f"ginbot play said nothing more:\n{text.decode(errors='replace')}"
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the other side closed: the game is over
                break
            if not chunk:
                break
            text += chunk
            if not sent and re.search(until, text.decode(errors="replace")):
                os.write(master, b"q\n")
                sent = True
    finally:
        os.close(master)
        assert proc.wait(WAIT) == 0
    return text.decode().replace("\r\n", "\n")
