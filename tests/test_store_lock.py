"""One process per database: ``Database.open`` holds a lock beside the file; another
process is refused at once with a message naming the holder, and the lock goes with
its holder however it ends (a close, a crash)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ginbot.store import Database, DatabaseInUse, UnusableDatabase

ROOT = Path(__file__).resolve().parent.parent

OPEN_AND_SAY = """
import asyncio, sys
from ginbot.store import Database, UnusableDatabase

async def main():
    try:
        db = await Database.open(sys.argv[1])
    except UnusableDatabase as error:
        print(error)
        sys.exit(2)
    print("opened", flush=True)
    if len(sys.argv) > 2:  # hold it until killed
        sys.stdin.read()
    await db.close()

asyncio.run(main())
"""


def other_process(database: Path, *, hold: bool = False) -> subprocess.Popen[str]:
    command = [sys.executable, "-c", OPEN_AND_SAY, str(database), *(["hold"] if hold else [])]
    return subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)


def open_elsewhere(database: Path) -> tuple[int, str]:
    """Open the database in another process: its exit status and what it said."""
    proc = other_process(database)
    out, _ = proc.communicate(timeout=60)
    return proc.returncode, out.strip()


async def test_a_second_process_is_refused_while_the_first_has_it_open(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    db = await Database.open(path)
    try:
        status, said = open_elsewhere(path)
    finally:
        await db.close()
    assert status == 2
    assert said == (f"cannot open {path} as a ginbot database: another ginbot process "
                    f"(pid {os.getpid()}) is using it (one process per database); stop that "
                    "one first, or use another database file")
    assert open_elsewhere(path) == (0, "opened")  # closed: free again


async def test_a_lock_held_by_another_process_refuses_this_one_and_dies_with_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.sqlite3"
    holder = other_process(path, hold=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "opened\n"
        with pytest.raises(DatabaseInUse, match=rf"another ginbot process \(pid {holder.pid}\)"
                           ) as refused:
            await Database.open(path)
        assert refused.value.pid == holder.pid
        holder.send_signal(signal.SIGKILL)  # a crash: no close, the kernel drops the lock
        assert holder.wait(timeout=60) == -signal.SIGKILL
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
    db = await Database.open(path)
    assert await db.integrity_check() == "ok"
    await db.close()


async def test_one_process_opens_the_same_database_one_after_another(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    for _ in range(3):
        db = await Database.open(path)
        await db.close()
    await db.close()  # a second close is harmless and frees nothing else
    db = await Database.open(path)
    with pytest.raises(DatabaseInUse):  # two at once in one process are two holders too
        await Database.open(path)
    await db.close()


async def test_the_refusal_is_an_unusable_database_and_leaves_the_file_alone(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.sqlite3"
    db = await Database.open(path)
    before = path.read_bytes()
    try:
        with pytest.raises(UnusableDatabase) as refused:
            await Database.open(path)
        assert refused.value.path == str(path)
        assert path.read_bytes() == before
    finally:
        await db.close()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(("-wal", "-shm"))) \
        == ["g.sqlite3", "g.sqlite3.lock"]
