"""Drives ``ginbot play`` as a subprocess: reads its screen, answers its prompts.

The strategy is plain and deterministic: pass on the first upcard, draw
from the stock, knock (or go gin) whenever the prompt offers it, otherwise
discard the card the hand line suggests ("... after discarding K♣"), and
press Enter when a showdown waits for it.

The game runs as through a pipe: no width to wrap to and no colour, unless a
test sets ``COLUMNS``, ``NO_COLOR`` or ``FORCE_COLOR`` itself.
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

PROMPT = re.compile(r"Your move \[([^\]]*)\]: ")
OVER = re.compile(r"══ Match over: (.*) ══")
CONTINUE = re.compile(r"Press Enter for the next hand: ")
WAIT = 30.0
TERMINAL_VARIABLES = ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR")


def environment(cwd: Path, **changes: str) -> dict[str, str]:
    """The environment of a game played by Ann, with its own data folder."""
    env = {k: v for k, v in os.environ.items() if k not in TERMINAL_VARIABLES}
    return {**env, "USER": "Ann", "PYTHONIOENCODING": "utf-8",
            "XDG_DATA_HOME": str(cwd / "data"), "GINBOT_PLAY_DATABASE": "", **changes}


class Game:
    """One ``ginbot play`` process."""

    def __init__(self, *args: str, cwd: Path, env: dict[str, str] | None = None) -> None:
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
        found = game.expect(f"{PROMPT.pattern}|{OVER.pattern}|{CONTINUE.pattern}")
        self.screen = before + game.text[start:found.start()]
        self.over = found.group(2)
        self.waiting = found.group(0) == CONTINUE.pattern  # a showdown waits for Enter
        self.choices = {c.split()[0]: c for c in found.group(1).split(", ")} if found.group(1) \
            else {}

    def hand(self) -> list[str]:
        line = re.findall(r"Your hand[^:]*: (.*)", self.screen)[-1]
        return line.replace("[", "").replace("]", "").split()

    def suggested_discard(self) -> str:
        return re.findall(r"after discarding (\S+)\.", self.screen)[-1]

    def knock_card(self) -> str:
        return re.findall(r"(?:Knock|Gin) by discarding (\S+)", self.screen)[-1]

    def taken(self) -> str | None:
        found = re.findall(r"You took (\S+): it may not be discarded", self.screen)
        return found[-1] if found else None

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
