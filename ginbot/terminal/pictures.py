"""The pictures a Discord player would get, written as numbered PNG files (``--images``).

Pictures are drawn off the event loop, one after another in the order they
were asked for, so the terminal's text never waits for Pillow. Numbering
goes on after the highest number already in the folder: a resumed match
adds to its pictures, never over them.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from pathlib import Path

from cards_img import Picture

log = logging.getLogger("ginbot.terminal")

_NUMBERED = re.compile(r"^(\d+)-")


class PictureWriter:
    def __init__(self, folder: Path) -> None:
        """``folder`` is there already (``ginbot play`` makes it, and says so)."""
        self.folder = folder
        numbers = (_NUMBERED.match(p.name) for p in folder.glob("*.png"))
        self._last = max((int(m.group(1)) for m in numbers if m), default=0)
        self._queue: asyncio.Queue[tuple[Path, Callable[[], Picture]]] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None
        self.written: list[Path] = []

    def add(self, kind: str, draw: Callable[[], Picture]) -> None:
        """Queue a picture: ``draw()`` runs in a worker thread; never blocks."""
        self._last += 1
        self._queue.put_nowait((self.folder / f"{self._last:04d}-{kind}.png", draw))
        if self._worker is None:
            self._worker = asyncio.get_running_loop().create_task(self._work())

    async def close(self) -> None:
        """Write everything still queued, then stop."""
        await self._queue.join()
        if self._worker is not None:
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)
            self._worker = None

    async def _work(self) -> None:
        while True:
            path, draw = await self._queue.get()
            try:
                picture = await asyncio.to_thread(draw)
                await asyncio.to_thread(path.write_bytes, picture.png)
                self.written.append(path)
            except Exception:
                log.exception("the picture %s could not be written", path.name)
            finally:
                self._queue.task_done()
