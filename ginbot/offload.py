"""Where the CPU work is done: pictures and the computer players' moves.

Both hold the GIL for much of their time; in the bot's own process every picture and
every computer move of a busy server slows the answer to the next click. So ``ginbot
run`` does them in processes of their own (``start``); elsewhere (tests, tools) they
run in a thread. Either way, ``run`` is the one call. The work must be picklable: a
module-level function or a computer player's ``choose`` (it depends on nothing but its
seed and the view), with values for arguments.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger("ginbot")
T = TypeVar("T")

NICER = 5  # the workers yield to the bot, but are never starved by other work
WORKERS = 1
ORPHAN_CHECK = 1.0  # seconds between looks at the pool while a job is out
_pool: ProcessPoolExecutor | None = None
_processes = 0


def _quiet() -> None:
    """A worker leaves signals to the bot (it stops when the bot's pool does, or when
    the bot is gone), and yields the CPU to it: a click's answer matters more than a
    picture."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    os.nice(NICER)
    threading.Thread(target=_orphaned, args=(os.getppid(),), daemon=True).start()


def _orphaned(parent: int) -> None:
    """End the worker once the bot is gone (killed, it could not stop the pool): the
    worker holds its queue's both ends, so it would never read an end of file."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def start(processes: int = WORKERS) -> None:
    """Work in ``processes`` processes of their own (0: in threads)."""
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


async def run(work: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``work(*args, **kwargs)`` off the event loop."""
    job = functools.partial(work, *args, **kwargs)
    pool = _pool
    if pool is None:
        return await asyncio.to_thread(job)
    try:
        return await _answer(pool, job)
    except BrokenProcessPool:
        log.warning("a worker process died; starting new ones")
        _replace(pool)
        return await asyncio.to_thread(job)


async def _answer(pool: ProcessPoolExecutor, job: Callable[[], T]) -> T:
    """The pool's answer to ``job``; a broken pool's error if the job was orphaned.

    Python 3.11's pool marks itself broken without its lock: a job submitted while a
    dead worker is being noticed can land after the pending jobs were failed, and its
    future would never be set. So the wait looks at the pool now and then."""
    future = asyncio.wrap_future(pool.submit(job))
    try:
        while not future.done():
            await asyncio.wait({future}, timeout=ORPHAN_CHECK)
            if not future.done() and pool._broken:
                raise BrokenProcessPool(pool._broken)
        return future.result()
    finally:
        future.cancel()  # given up, or the caller was cancelled: not run if not begun


def _replace(broken: ProcessPoolExecutor) -> None:
    """A broken pool is let go without waiting for it (its manager may hang on the
    dead worker), and new workers start, once however many jobs saw it break."""
    global _pool
    if _pool is not broken:
        return
    _pool = None
    broken.shutdown(wait=False, cancel_futures=True)
    start(_processes)
