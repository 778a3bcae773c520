"""The outbox over time: a long delivery holds its stream (its progress stored and its
lease renewed row by row), and rows every subscriber has delivered go after a week."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from ginbot.engine import Rules
from ginbot.service import ManualClock, User
from ginbot.service.notices import Notices
from ginbot.store import Database, outbox
from tests.db_support import query
from tests.service_support import Recorder, greedy, quick_service, running

ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")
GUILD, CHANNEL = 10, 100


class Slow(Recorder):
    """A front end that takes 20 s (of the test's clock) for each table it draws once
    ``gate`` opens, and notes the stream's lease as it goes."""

    def __init__(self, clock: ManualClock, database: object) -> None:
        super().__init__()
        self.clock, self.database = clock, database
        self.gate: asyncio.Event | None = None
        self.leases: list[tuple[float, float]] = []  # (now, the lease's end)

    async def table_changed(self, match, table, news) -> None:
        await super().table_changed(match, table, news)
        if self.gate is None:
            return
        await self.gate.wait()
        self.clock.jump(20)
        [(until,)] = query(self.database, "SELECT claimed_until FROM outbox_progress "
                           "WHERE subscriber = 'front' AND stream = ?", f"match:{match.id}")
        self.leases.append((self.clock.now(), until))


async def test_a_long_delivery_renews_its_lease_row_by_row(database) -> None:
    clock = ManualClock()
    front = Slow(clock, database)
    async with running(quick_service(database, front, clock)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=500))
        info = (await service.accept(challenge.id, BOB)).match
        await service.settle()
        front.gate = asyncio.Event()
        for _ in range(4):  # four moves while the first one's drawing waits
            table = await service.public_view(info.id)
            user = info.seats[table.to_move[0]].user_id
            await service.act(info.id, user, greedy(await service.player_view(info.id, user)))
        front.gate.set()
        await service.settle()
    assert len(front.leases) == 4
    # Each table took 20 s: with the 30 s lease taken once, the third would be drawn
    # with the stream free for another process to take; renewed, it is always held.
    assert all(until > now for now, until in front.leases), front.leases


async def test_rows_every_subscriber_delivered_go_after_a_week(database) -> None:
    db = await Database.open(database)
    try:
        day = 24 * 3600.0
        async with db.transaction() as conn:
            for stream, at in (("match:1", 0.0), ("match:1", 1.0), ("match:2", 2.0),
                               ("match:3", 10 * day)):
                await outbox.append(conn, stream, 1, "change", "{}", at)
            ids = {row[0]: row[1] for row in await conn.rows(
                "SELECT id, stream FROM outbox ORDER BY id")}
            first, second, third, _ = ids
            for name, stream, last in (("front", "match:1", second), ("ratings", "match:1",
                                       first), ("front", "match:2", third),
                                       ("ratings", "match:2", third)):
                assert await outbox.claim(conn, name, stream, "1:1", 0.0, 30.0) == 0
                await outbox.delivered(conn, name, stream, last, "1:1", until=None)
            # match:1's second row is not yet delivered to ratings; match:3's is new
            assert await outbox.prune(conn, ["front", "ratings"], 8 * day, "match") == 2
            left = [row[0] for row in await conn.rows("SELECT id FROM outbox ORDER BY id")]
        assert left == [second, max(ids)]
    finally:
        await db.close()


async def test_a_row_committed_after_a_later_one_is_still_delivered(database) -> None:
    """On PostgreSQL two changes take outbox ids in one order and may commit in the
    other: the delivery that saw the later id still finds the earlier one."""
    if isinstance(database, Path):
        pytest.skip("SQLite has one writer at a time: its ids commit in order")
    front = Recorder()
    async with running(quick_service(database, front)) as service:
        first = (await service.accept((await service.challenge(
            GUILD, CHANNEL, ANN, BOB)).id, BOB)).match
        second = (await service.accept((await service.challenge(
            GUILD, CHANNEL, CAT, DAN)).id, DAN)).match
        await service.settle()
        notices = Notices()
        notices.add("table", [])
        url = str(database)
        early, late = await asyncpg.connect(url), await asyncpg.connect(url)
        try:
            early_tx, late_tx = early.transaction(), late.transaction()
            await early_tx.start()
            await late_tx.start()
            for conn, match in ((early, first), (late, second)):
                await conn.execute("INSERT INTO outbox (stream, version, kind, payload, at) "
                                   "VALUES ($1, 99, 'change', $2, $3)", f"match:{match.id}",
                                   notices.to_json(), time.time())
            await late_tx.commit()
            await wait_until(lambda: told(front, second.id) == 2)  # started, then this one
            await early_tx.commit()
            await wait_until(lambda: told(front, first.id) == 2)
        finally:
            await early.close()
            await late.close()


def told(front: Recorder, match_id: int) -> int:
    return sum(1 for kind, args in front.calls
               if kind in ("match_started", "table_changed") and args["match"].id == match_id)


async def wait_until(condition: Callable[[], bool]) -> None:
    """The other connections' commits are found at the delivery's next poll."""
    for _ in range(400):
        if condition():
            return
        await asyncio.sleep(0.025)
    raise AssertionError("not delivered within 10 s")
