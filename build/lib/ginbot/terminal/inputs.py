"""Everything a session waits for, in one queue: lines typed, the end of input,
Ctrl-C, and the end of the match.

Lines are read from the file descriptor by a daemon thread with ``os.read``,
so the event loop never blocks on the keyboard (the computer's moves and the
service's timers run on), and a thread still waiting for a line never keeps
the process alive at exit. It works the same for a terminal, a pipe or a file.
"""

from __future__ import annotations

import asyncio
import codecs
import os
import threading
from enum import Enum


class Signal(Enum):
    EOF = "end of input"
    INTERRUPT = "Ctrl-C"
    OVER = "the match is over"


Inbox = asyncio.Queue[str | Signal]


def read_lines(fd: int, inbox: Inbox) -> threading.Thread:
    """Put each line read from ``fd`` into ``inbox`` (without its newline), then ``EOF``."""
    loop = asyncio.get_running_loop()

    def put(item: str | Signal) -> bool:
        try:
            loop.call_soon_threadsafe(inbox.put_nowait, item)
        except RuntimeError:  # the loop has closed: nobody is listening any more
            return False
        return True

    def work() -> None:
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        text = ""
        while True:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            text += decoder.decode(chunk, final=not chunk)
            *lines, text = text.split("\n")
            for line in lines:
                if not put(line.removesuffix("\r")):
                    return
            if not chunk:
                if text:
                    put(text)
                put(Signal.EOF)
                return

    thread = threading.Thread(target=work, name="ginbot-keyboard", daemon=True)
    thread.start()
    return thread
