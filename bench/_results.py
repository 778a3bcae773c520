"""Write one benchmark's section of bench/RESULTS.md, leaving the others alone; and the
databases a benchmark runs on (``--database sqlite|postgresql|both``)."""

from __future__ import annotations

import contextlib
import os
import platform
import time
from collections.abc import Iterator
from pathlib import Path

RESULTS = Path(__file__).with_name("RESULTS.md")
HEADER = "# Benchmark results\n\nEach section is written by the script named in it.\n"


def machine() -> str:
    return f"{platform.python_implementation()} {platform.python_version()}, " \
           f"{platform.machine()}, {os.cpu_count()} cores"


def write_section(name: str, markdown: str) -> None:
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    block = f"{start}\n{markdown.rstrip()}\n{end}\n"
    text = RESULTS.read_text() if RESULTS.exists() else HEADER
    if start in text and end in text:
        before, rest = text.split(start, 1)
        after = rest.split(end, 1)[1].lstrip("\n")
        text = f"{before}{block}\n{after}" if after else f"{before}{block}"
    else:
        text = text.rstrip() + "\n\n" + block
    RESULTS.write_text(text)


# -- the databases the benchmarks run on ----------------------------------------------

DATABASES = ("sqlite", "postgresql")
NAMES = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}


def databases(choice: str) -> tuple[str, ...]:
    """``--database``: ``sqlite``, ``postgresql`` or ``both``."""
    return DATABASES if choice == "both" else (choice,)


@contextlib.contextmanager
def fresh_database(kind: str, folder: Path, name: str) -> Iterator[Path | str]:
    """A new empty database for one measurement: a file in ``folder``, or a PostgreSQL
    database of its own on ``tests.db_support.SERVER`` (``GINBOT_TEST_POSTGRESQL``),
    dropped afterwards."""
    import pytest

    from tests.db_support import Databases

    made = Databases(kind, folder)
    try:
        where = made.new(name)
    except pytest.skip.Exception as error:  # no server: a test skips, a run says so
        if os.environ.get("PYTEST_CURRENT_TEST"):
            raise
        raise SystemExit(str(error)) from None
    try:
        yield where
    finally:
        made.drop_all()


def postgresql_version() -> str:
    from tests.db_support import SERVER, query

    return str(query(SERVER, "SHOW server_version")[0][0]).split()[0]


def postgresql_active_ms(url: str, settle: float = 10.0) -> float:
    """``pg_stat_database.active_time`` (ms) of the database at ``url``: time its
    sessions spent running statements, every session of that database counted. A
    session adds its time when it ends (or now and then while it runs), so this waits,
    up to ``settle`` seconds, until no session is left and the figure stands still."""
    from tests.db_support import SERVER, query

    name = url.rsplit("/", 1)[1]
    statement = "SELECT active_time, numbackends FROM pg_stat_database WHERE datname = ?"
    deadline, last = time.monotonic() + settle, None
    while True:
        active, sessions = query(SERVER, statement, name)[0]
        if (sessions == 0 and active == last) or time.monotonic() > deadline:
            return float(active or 0.0)  # type: ignore[arg-type]
        last = active if sessions == 0 else None
        time.sleep(0.2)
