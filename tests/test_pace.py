"""The bot paces its own requests under Discord's global limit: a burst waits its turn
instead of meeting 429s (and the ban that many of them bring), hands before tables."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from cogs.pace import GlobalPace, background
from tests.discord_support import gin_table
from tests.fakecord import RateLimits


async def until(done: Callable[[], bool]) -> None:
    """Wait (at most 10 s) for the pace's releases to catch up with its clock."""
    async with asyncio.timeout(10):
        while not done():
            await asyncio.sleep(0.01)


async def test_at_most_the_limit_in_any_second_and_urgent_requests_first() -> None:
    now = [0.0]
    pace = GlobalPace(rate=3, burst=3, clock=lambda: now[0])
    went: list[tuple[str, float]] = []

    async def request(name: str) -> None:
        if name.startswith("table"):
            with background():
                await pace.turn()
        else:
            await pace.turn()
        went.append((name, now[0]))

    tasks = [asyncio.create_task(request(f"table{i}")) for i in range(5)]
    await asyncio.sleep(0.01)
    tasks += [asyncio.create_task(request(f"hand{i}")) for i in range(3)]
    await asyncio.sleep(0.05)
    assert went == [("table0", 0.0), ("table1", 0.0), ("table2", 0.0)]
    now[0] = 1.0
    await until(lambda: len(went) >= 6)
    await asyncio.sleep(0.1)  # and no more than three
    assert [name for name, _ in went[3:]] == ["hand0", "hand1", "hand2"]
    now[0] = 2.0
    await asyncio.gather(*tasks)
    assert [name for name, at in went[6:]] == ["table3", "table4"]
    assert all(at == 2.0 for _, at in went[6:])


async def test_a_cancelled_request_gives_its_turn_to_the_next() -> None:
    now = [0.0]
    pace = GlobalPace(rate=1, burst=1, clock=lambda: now[0])
    await pace.turn()
    first = asyncio.create_task(pace.turn())
    second = asyncio.create_task(pace.turn())
    await asyncio.sleep(0.01)
    first.cancel()
    now[0] = 1.0
    await asyncio.wait_for(second, 5)
    assert first.cancelled() and second.done()


async def test_a_burst_of_the_bots_messages_meets_no_429(tmp_path: Path) -> None:
    async with gin_table(tmp_path, rate_limits=RateLimits(global_limit=10)) as t:
        t.bot.pace.rate, t.bot.pace.burst = 6, 1
        channels = [t.guild.add_text_channel(f"c{i}") for i in range(16)]
        await asyncio.sleep(1.0)  # the login's requests leave the window
        since = len(t.fd.requests)
        await asyncio.gather(*(t.bot.get_partial_messageable(c.id).send("hello")
                               for c in channels))
        sent = t.fd.requests[since:]
        assert [q.status for q in sent] == [200] * 16
        assert all(len(t.fd.channel_messages(c)) == 1 for c in channels)
