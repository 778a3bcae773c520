"""Pictures drawn in a process of their own (as ``ginbot run`` does) are the same as
those drawn in a thread, and a drawing process that dies is replaced."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from cards_img import render_hand, scenes
from cogs import drawing
from ginbot.text import Locale


@pytest.fixture
def processes() -> Iterator[None]:
    drawing.start(1)
    try:
        yield
    finally:
        drawing.stop()


async def test_a_picture_from_the_drawing_process_is_the_one_a_thread_draws(
    processes: None,
) -> None:
    state = scenes.can_knock()
    view = state.view(state.to_move)
    drawn = await drawing.draw(render_hand, view, locale=Locale.ZH_CN, sort="suit")
    assert drawn == render_hand(view, locale=Locale.ZH_CN, sort="suit")
    assert drawing._pool is not None


async def test_a_drawing_process_that_dies_is_replaced(
    processes: None, caplog: pytest.LogCaptureFixture,
) -> None:
    state = scenes.can_knock()
    view = state.view(state.to_move)
    await drawing.draw(render_hand, view, locale=Locale.EN)
    pool = drawing._pool
    assert pool is not None
    for pid in list(pool._processes):  # the pool's own record of its processes
        os.kill(pid, signal.SIGKILL)
    again = await drawing.draw(render_hand, view, locale=Locale.EN)
    assert again == render_hand(view, locale=Locale.EN)
    assert drawing._pool is not None and drawing._pool is not pool
    assert "a drawing process died" in caplog.text
    assert await drawing.draw(render_hand, view, locale=Locale.EN) == again


async def test_without_start_pictures_are_drawn_in_a_thread() -> None:
    state = scenes.can_knock()
    view = state.view(state.to_move)
    assert drawing._pool is None
    assert await drawing.draw(render_hand, view, locale=Locale.EN) == render_hand(
        view, locale=Locale.EN)
