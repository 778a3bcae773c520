"""Drives ``ginbot play`` as a subprocess: reads its screen, answers its prompts.

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
import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

from ginbot.engine import CARDS
from ginbot.text import Locale, messages, placeholders, say
from ginbot.text.language import LOCALE_VARIABLES

WAIT = 30.0
TERMINAL_VARIABLES = ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR")
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"


def shown(locale: Locale, message_id: str, **groups: str) -> str:
    """A regular expression for message ``message_id`` as ``locale`` words it: each
    placeholder matches its pattern in ``groups``, or anything (``.*?``)."""
    names = placeholders(messages(Locale.EN)[message_id])
    marks = {name: f"\x00{number}\x00" for number, name in enumerate(sorted(names))}
    pattern = re.escape(say(locale, message_id, **marks))
    for name, mark in marks.items():
        pattern = pattern.replace(re.escape(mark), groups.get(name, ".*?"))
    return pattern


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

    def _last(self, *message_ids: str, **groups: str) -> str | None:
        """The first group of the last line on the screen worded as one of the messages."""
        either = "|".join(shown(self.locale, m, **groups) for m in message_ids)
        found = re.findall(f"^(?:{either})$", self.screen, re.MULTILINE)
        if not found:
            return None
        last = found[-1]
        return next(part for part in last if part) if isinstance(last, tuple) else last

    def hand(self) -> list[str]:
        line = self._last("terminal-hand", "terminal-hand-by-suit", "terminal-hand-by-rank",
                          cards="(.*)")
        assert line is not None, self.screen
        return line.replace("[", "").replace("]", "").split()

    def suggested_discard(self) -> str:
        card = self._last("terminal-deadwood-after", card=f"({CARD})")
        assert card is not None, self.screen
        return card

    def knock_card(self) -> str:
        card = self._last("terminal-knock-offer", "terminal-gin-offer", options=f"({CARD}).*",
                          cards=f"({CARD}).*")
        assert card is not None, self.screen
        return card

    def taken(self) -> str | None:
        return self._last("terminal-took", card=f"({CARD})")

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
