"""Where the pictures are drawn.

Drawing and PNG encoding are CPU work that holds the GIL for much of its time; in the
bot's own process, every picture of a busy server slows the answer to the next click.
So ``ginbot run`` draws in a process of its own (``start``); elsewhere (tests, tools)
pictures are drawn in a thread. Either way, ``draw`` is the one call.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from cards_img.picture import Picture

log = logging.getLogger("ginbot.discord")

NICER = 5  # the drawing process's lower priority
_pool: ProcessPoolExecutor | None = None
_processes = 0


def _quiet() -> None:
    """A drawing process leaves signals to the bot (it stops when the bot's pool does),
    and yields the CPU to it: a click's answer matters more than a picture."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    os.nice(NICER)


def start(processes: int = 1) -> None:
    """Draw in ``processes`` processes of their own (0: in threads, as before)."""
    global _pool, _processes
    stop()
    _processes = processes
    if processes > 0:
        context = multiprocessing.get_context("spawn")  # the bot has threads: no fork
        _pool = ProcessPoolExecutor(processes, mp_context=context, initializer=_quiet)


def stop() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


async def draw(render: Callable[..., Picture], *args: Any, **kwargs: Any) -> Picture:
    """``render(*args, **kwargs)`` off the event loop."""
    job = functools.partial(render, *args, **kwargs)
    if _pool is None:
        return await asyncio.to_thread(job)
    try:
        return await asyncio.get_running_loop().run_in_executor(_pool, job)
    except BrokenProcessPool:
        log.warning("a drawing process died; starting a new one")
        start(_processes)
        return await asyncio.to_thread(job)
