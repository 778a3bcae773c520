"""The bot process is killed mid-match and started again: the match goes on, and the
buttons sent before the kill still work."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from ginbot.engine import CARDS
from ginbot.text import Locale, say
from tests.discord_support import (
    bot_process,
    challenge_accepted,
    control,
    controls_now,
    enabled,
    first_offer,
    hand_messages,
)
from tests.fakecord import FakeDiscord, User


def offered(fd: FakeDiscord, user: User) -> bool:
    return "pass" in controls_now(fd, user)


@pytest.mark.slow
async def test_killed_and_restarted_mid_match_with_old_buttons_working(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        database = tmp_path / "ginbot.sqlite3"
        async with bot_process(fd, database) as first:
            await challenge_accepted(ann, bob, chan)
            thread, mover = await first_offer(fd, ann, bob, timeout=20)
            other = bob if mover is ann else ann
            screen = hand_messages(fd, mover)[-1]
            await (await mover.click(screen, control(screen, "pass"))).wait_ack()
            await fd.wait_for(lambda: offered(fd, other), timeout=20, what="the dealer's offer")
            old_screen = hand_messages(fd, other)[-1]
            take = enabled(old_screen)["take"]["label"]
            upcard = next(c for c in CARDS if say(Locale.EN, "button-take-upcard", card=c) == take)
            table = next(m for m in fd.thread_messages(thread)
                         if m.attachments and m.attachments[0].filename == "table.png")
            await asyncio.sleep(0.5)  # let the last edits land before the kill
            drawn_before = len(table.versions)
            first.send_signal(signal.SIGKILL)
            await first.wait()
        assert first.returncode == -signal.SIGKILL

        async with bot_process(fd, database) as second:
            # A button sent by the killed process:
            r = await other.click(old_screen, control(old_screen, "pass"))
            assert await r.wait_ack() == 6
            await fd.wait_for(lambda: len(table.versions) > drawn_before, timeout=20,
                              what="the same table message to be redrawn")
            assert say(Locale.EN, "news-pass", name=other.name.title(), card=upcard) in (
                table.content)
            # The move told before the kill is still among the table's last moves: read
            # again from the hand's history in the store.
            assert say(Locale.EN, "news-pass", name=mover.name.title(), card=upcard) in (
                table.content)
            # Both passed: the non-dealer must draw from the stock now.
            await fd.wait_for(lambda: "stock" in controls_now(fd, mover), timeout=20,
                              what="the non-dealer's turn to draw")
            screen = hand_messages(fd, mover)[-1]
            assert "take" not in enabled(screen)
            await (await mover.click(screen, control(screen, "stock"))).wait_ack()
            await fd.wait_for(lambda: "discard" in controls_now(fd, mover), timeout=20,
                              what="the drawn card")
            second.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(second.wait(), 20) == 0

        syncs = [q for q in fd.requests if q.method == "PUT" and "commands" in q.route]
        assert len(syncs) == 1  # the second start saw nothing changed
