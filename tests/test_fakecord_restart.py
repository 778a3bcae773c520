"""Sessions: restarts (old buttons keep working) and several shards."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from tests.fakecord import FakeDiscord
from tests.fakecord.demo_bot import DemoBot

ROOT = Path(__file__).resolve().parent.parent


async def test_restarted_bot_in_process_handles_old_buttons() -> None:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Test")
        chan = guild.add_text_channel("general")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        async with fd.running(DemoBot(guild.id, fd.point_discord_py()), "demo"):
            message = await (await ann.slash(chan, "demo play", opponent=bob)).wait_response()
            first_ids = {c["name"]: c["id"] for c in fd.commands.list(guild.id)}
        async with fd.running(DemoBot(guild.id, fd.point_discord_py()), "demo") as session:
            assert session.number == 2
            await (await bob.click(message, "Bump 0")).wait_response()
            assert message.content == "count 1"
        assert {c["name"]: c["id"] for c in fd.commands.list(guild.id)} == first_ids


async def test_killed_bot_process_is_replaced_and_old_buttons_work() -> None:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Test")
        chan = guild.add_text_channel("general")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        env = os.environ | fd.bot_env() | {"DEMO_GUILD": str(guild.id)}

        async def start() -> asyncio.subprocess.Process:
            return await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.fakecord.demo_bot",
                cwd=ROOT,
                env=env,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL,
            )

        first = await start()
        try:
            await fd.wait_ready("demo", timeout=30)
            message = await (await ann.slash(chan, "demo play", opponent=bob)).wait_response()
        finally:
            first.send_signal(signal.SIGKILL)
            await first.wait()
        since = fd.gateway.identifies
        second = await start()
        try:
            await fd.wait_ready(since=since, timeout=30)
            click = await bob.click(message, "Bump 0")
            assert (await click.wait_response()).content == "count 1"
            peek = await (await ann.click(message, "Peek 1")).wait_response()
            assert peek.content == "you peeked at 1" and peek.ephemeral
        finally:
            second.terminate()
            await second.wait()


class QuickShards(DemoBot):
    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py sleeps 5 s before every IDENTIFY but the first; not needed here."""


async def test_two_shards_share_the_guilds() -> None:
    async with FakeDiscord(shard_count=2) as fd:
        guilds = [fd.add_guild("G0")]
        while len({(g.id >> 22) % 2 for g in guilds}) < 2:  # a guild on each shard
            await asyncio.sleep(0.002)
            guilds.append(fd.add_guild(f"G{len(guilds)}"))
        chans = [g.add_text_channel("general") for g in guilds]
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        bot = QuickShards(guilds[0].id, fd.point_discord_py())
        async with fd.running(bot, "demo"):
            assert bot.shard_count == 2 and len(bot.guilds) == len(guilds)
            assert {s.shard for s in fd.gateway.current.values()} == {(0, 2), (1, 2)}
            assert {g.shard_id for g in bot.guilds} == {0, 1}
            message = await (await ann.slash(chans[0], "demo play", opponent=bob)).wait_response()
            assert message.content.startswith("ann challenges bob")
            pongs = [await (await ann.slash(c, "ping")).wait_response() for c in chans]
            assert [p.content for p in pongs] == [f"pong from {g.name}" for g in guilds]


class SpacedShards(DemoBot):
    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Waits out the emulator's spacing (0.3 s) before every IDENTIFY but the first."""
        if not initial:
            await asyncio.sleep(0.35)


async def test_an_identify_too_soon_in_its_bucket_gets_op_9_and_one_in_its_turn_does_not(
) -> None:
    for bot_type, buckets, refused in ((QuickShards, 1, True), (QuickShards, 2, False),
                                       (SpacedShards, 1, False)):
        async with FakeDiscord(shard_count=2, max_concurrency=buckets,
                               identify_spacing=0.3) as fd:
            guilds = [fd.add_guild("G0", shard=(0, 2)), fd.add_guild("G1", shard=(1, 2))]
            assert [(g.id >> 22) % 2 for g in guilds] == [0, 1]
            bot = bot_type(guilds[0].id, fd.point_discord_py())
            async with fd.running(bot, "demo", timeout=20):
                assert {s.shard for s in fd.gateway.current.values()} == {(0, 2), (1, 2)}
                assert (fd.gateway.too_soon > 0) is refused, (bot_type, buckets)
