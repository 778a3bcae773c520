"""Turn timers at the Discord table: a reminder at half time, then the idle player
forfeits (or, by the server's setting, the computer plays for them)."""

from __future__ import annotations

from pathlib import Path

from ginbot.service import GuildSettings, ManualClock
from tests.discord_support import accepted_challenge, controls_now, gin_table


async def test_reminder_then_forfeit(tmp_path: Path) -> None:
    clock = ManualClock()
    timed = GuildSettings(turn_timeout=60, next_hand_delay=0.0, challenge_expiry=300)
    async with gin_table(tmp_path, guild_settings=timed, clock=clock) as t:
        thread, mover = await accepted_challenge(t)
        table = next(m for m in t.fd.thread_messages(thread) if m.attachments)
        assert f"Turn ends <t:{int(clock.now()) + 60}:R>." in table.content

        await clock.advance(31)
        reminder = await t.fd.wait_for(
            lambda: [m for m in t.fd.dms(mover) if m.content.startswith("⏰")],
            what="the reminder")
        assert reminder[0].content == f"⏰ Your turn in <#{thread.id}>: 30 seconds left."

        await clock.advance(30)
        final = await t.fd.wait_for(lambda: [
            m for m in t.fd.thread_messages(thread) if "wins the match" in m.content
        ], what="the forfeit")
        other = t.bob if mover is t.ann else t.ann
        assert f"{other.name.title()} wins the match" in final[0].content
        assert "ran out of time" in final[0].content


async def test_autoplay_plays_the_idle_turn(tmp_path: Path) -> None:
    clock = ManualClock()
    timed = GuildSettings(turn_timeout=60, idle_action="autoplay", next_hand_delay=0.0)
    async with gin_table(tmp_path, guild_settings=timed, clock=clock) as t:
        thread, mover = await accepted_challenge(t)
        other = t.bob if mover is t.ann else t.ann
        await clock.advance(61)
        await t.fd.wait_for(lambda: controls_now(t.fd, other).keys() & {"pass", "stock", "take"},
                            what="the next turn")
        table = next(m for m in t.fd.thread_messages(thread) if m.attachments)
        await t.fd.wait_for(lambda: "ran out of time" in table.content, what="the table")
        assert "the computer plays this turn for them" in table.content
        assert not [m for m in t.fd.thread_messages(thread) if "wins the match" in m.content]
