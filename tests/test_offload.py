"""Work done in processes of their own (as ``ginbot run`` does: pictures, computer
moves) gives what a thread gives, and a worker that dies is replaced."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

import pytest

from cards_img import render_hand, scenes
from ginbot import offload
from ginbot.ai import make_player
from ginbot.engine import HandView, Match, Rules
from ginbot.text import Locale
from tests.discord_support import ROOT


@pytest.fixture
def processes() -> Iterator[None]:
    offload.start(1)
    try:
        yield
    finally:
        offload.stop()


async def test_a_picture_and_a_computer_move_from_a_worker_are_those_of_a_thread(
    processes: None,
) -> None:
    state = scenes.can_knock()
    view = state.view(state.to_move)
    drawn = await offload.run(render_hand, view, locale=Locale.ZH_CN, sort="suit")
    assert drawn == render_hand(view, locale=Locale.ZH_CN, sort="suit")
    assert offload._pool is not None
    match = Match(Rules(), 11)
    if match.awaiting_deal:
        match.next_hand()
    position = match.match_view(match.hand.to_move)
    for level in ("easy", "normal", "expert"):
        player = make_player(level, seed=7)
        assert await offload.run(player.choose, position) == player.choose(position)


async def a_pool_at_work() -> tuple[HandView, ProcessPoolExecutor]:
    """A hand to draw, and the pool once its worker has drawn it."""
    state = scenes.can_knock()
    view = state.view(state.to_move)
    await offload.run(render_hand, view, locale=Locale.EN)
    assert offload._pool is not None
    return view, offload._pool


def kill_workers(pool: ProcessPoolExecutor) -> None:
    for pid in list(pool._processes):  # the pool's own record of its processes
        os.kill(pid, signal.SIGKILL)


async def test_a_worker_that_dies_is_replaced(
    processes: None, caplog: pytest.LogCaptureFixture,
) -> None:
    view, pool = await a_pool_at_work()
    kill_workers(pool)
    again = await offload.run(render_hand, view, locale=Locale.EN)
    assert again == render_hand(view, locale=Locale.EN)
    assert offload._pool is not None and offload._pool is not pool
    assert "a worker process died" in caplog.text
    assert await offload.run(render_hand, view, locale=Locale.EN) == again


async def test_a_job_orphaned_by_a_dying_worker_is_done_anyway(
    processes: None, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Python 3.11's race, set up on purpose: a job submitted while the pool notices a
    dead worker gets a future that nothing will ever set."""
    view, pool = await a_pool_at_work()

    def submit_as_it_breaks(job: object) -> Future[object]:
        kill_workers(pool)
        while not pool._broken:  # the manager thread notices the death
            time.sleep(0.01)
        return Future()  # the lost job: never run, never failed

    monkeypatch.setattr(pool, "submit", submit_as_it_breaks)
    monkeypatch.setattr(offload, "ORPHAN_CHECK", 0.05)
    drawn = await offload.run(render_hand, view, locale=Locale.EN)
    assert drawn == render_hand(view, locale=Locale.EN)
    assert "a worker process died" in caplog.text
    assert offload._pool is not None and offload._pool is not pool
    assert await offload.run(render_hand, view, locale=Locale.EN) == drawn


async def test_jobs_that_all_see_the_pool_break_start_one_new_pool(
    processes: None, monkeypatch: pytest.MonkeyPatch,
) -> None:
    view, pool = await a_pool_at_work()
    kill_workers(pool)
    started: list[object] = []
    real_start = offload.start

    def counted_start(processes: int = offload.WORKERS) -> None:
        real_start(processes)
        started.append(offload._pool)

    monkeypatch.setattr(offload, "start", counted_start)
    drawn = await asyncio.gather(
        *(offload.run(render_hand, view, locale=Locale.EN) for _ in range(3)))
    assert drawn == [render_hand(view, locale=Locale.EN)] * 3
    assert len(started) == 1 and offload._pool is started[0]


async def test_without_start_pictures_are_drawn_in_a_thread() -> None:
    state = scenes.can_knock()
    view = state.view(state.to_move)
    assert offload._pool is None
    assert await offload.run(render_hand, view, locale=Locale.EN) == render_hand(
        view, locale=Locale.EN)


def test_a_worker_whose_bot_was_killed_ends_too(tmp_path: Path) -> None:
    """``ginbot run`` killed with SIGKILL cannot stop its pool: the worker goes anyway."""
    script = tmp_path / "bot.py"
    script.write_text(
        "import asyncio, os, time\n"
        "from ginbot import offload\n"
        "if __name__ == '__main__':\n"
        "    offload.start(1)\n"
        "    print(asyncio.run(offload.run(os.getpid)), flush=True)  # the worker's pid\n"
        "    time.sleep(60)\n")
    bot = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True,
                           cwd=ROOT)
    assert bot.stdout is not None
    worker = int(bot.stdout.readline())
    os.kill(bot.pid, signal.SIGKILL)
    bot.wait()
    for _ in range(100):  # the worker looks for its parent once a second
        if not alive(worker):
            break
        time.sleep(0.1)
    assert not alive(worker)


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


def test_a_long_lived_bot_freezes_what_it_loaded_and_collects_in_full_less_often() -> None:
    """In a process of its own: the collector's settings are the process's."""
    done = subprocess.run(
        [sys.executable, "-c", "import gc\nfrom ginbot.bot import settle_memory\n"
         "before = gc.get_threshold()\nsettle_memory()\n"
         "print(before[2], gc.get_threshold()[2], gc.get_freeze_count() > 1000)"],
        capture_output=True, text=True, cwd=ROOT, check=True)
    assert done.stdout.split() == ["10", "100", "True"]
