"""Fixtures that more than one test module uses; a module's own stay in that module.

Helpers that are not fixtures live in the support modules (``*_support.py``), which a
test imports by name; no test module imports another (tests/test_suite_shape.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.fakecord.demo_bot import Table, demo_table
from tests.play_support import TERMINAL_VARIABLES


@pytest.fixture
def as_through_a_pipe(monkeypatch: pytest.MonkeyPatch) -> None:
    """No terminal width (pytest-xdist sets COLUMNS) and no colour switches: a module
    of terminal tests asks for it with ``pytest.mark.usefixtures``."""
    for name in TERMINAL_VARIABLES:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
async def table() -> AsyncIterator[Table]:
    """The emulator with the demo bot logged in to guild "Test" (#general, ann and bob):
    what the emulator's own tests drive."""
    async with demo_table() as t:
        yield t
