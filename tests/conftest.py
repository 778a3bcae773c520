"""Fixtures that more than one test module uses; a module's own stay in that module.

Helpers that are not fixtures live in the support modules (``*_support.py``), which a
test imports by name; no test module imports another (tests/test_suite_shape.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.db_support import KINDS, Databases, Location, in_ci
from tests.fakecord.demo_bot import Table, demo_table
from tests.play_support import TERMINAL_VARIABLES


@pytest.fixture(params=KINDS)
def databases(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Databases]:
    """A test that asks for it runs twice: on SQLite files and on PostgreSQL databases."""
    made = Databases(request.param, tmp_path)
    yield made
    made.drop_all()


@pytest.fixture
def database(databases: Databases) -> Location:
    """One new empty database: a SQLite file path, or a PostgreSQL URL."""
    return databases.new()


@pytest.fixture
def postgresql(tmp_path: Path) -> Iterator[Location]:
    """One new empty PostgreSQL database, dropped at the end, for what only PostgreSQL
    does (several processes on one database); without a server the test is skipped, and
    under CI=true it fails."""
    made = Databases("postgresql", tmp_path)
    yield made.new()
    made.drop_all()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Iterator[None]:
    """Under CI=true a PostgreSQL test never passes by being skipped."""
    report = yield
    callspec = getattr(item, "callspec", None)
    if (in_ci() and report.skipped and callspec is not None
            and callspec.params.get("databases") == "postgresql"):
        report.outcome = "failed"
        report.longrepr = f"skipped under CI=true: {report.longrepr}"
    return report


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
