"""Turn timers at the Discord table: a reminder at half time, then the idle player
forfeits (or, by the server's setting, the computer plays for them)."""

from __future__ import annotations

from pathlib import Path

from ginbot.service import GuildSettings, ManualClock
from ginbot.text import Locale, ending, say
from tests.discord_support import accepted_challenge, controls_now, gin_table, match_over_in

EN = Locale.EN


async def test_reminder_then_forfeit(tmp_path: Path) -> None:
    clock = ManualClock()
    timed = GuildSettings(turn_timeout=60, next_hand_delay=0.0, challenge_expiry=300)
    async with gin_table(tmp_path, guild_settings=timed, clock=clock) as t:
        thread, mover = await accepted_challenge(t)
        table = next(m for m in t.fd.thread_messages(thread) if m.attachments)
        assert say(EN, "table-turn-ends", deadline=int(clock.now()) + 60) in (
            table.content.splitlines())

        await clock.advance(31)
        reminder = await t.fd.wait_for(
            lambda: [m for m in t.fd.dms(mover) if m.content.startswith("⏰")],
            what="the reminder")
        assert reminder[0].content == say(EN, "reminder-dm", thread=f"<#{thread.id}>",
                                          left=say(EN, "duration-seconds", seconds=30))

        await clock.advance(30)
        await t.fd.wait_for(lambda: match_over_in(t.fd, thread), what="the forfeit")
        final = [m for m in t.fd.thread_messages(thread)
                 if m.attachments and m.attachments[0].filename == "summary.png"]
        other = t.bob if mover is t.ann else t.ann
        info = await t.bot.service.match_info(1)
        assert info.winner is not None and info.scores is not None
        assert info.name(info.winner) == other.name.title()
        assert final[0].content.splitlines()[:2] == [
            say(EN, "summary-wins", name=other.name.title(), won=info.scores[info.winner],
                lost=info.scores[1 - info.winner]),
            ending(EN, info)]


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
        autoplayed = say(EN, "news-autoplay", name=mover.name.title())
        await t.fd.wait_for(lambda: autoplayed in table.content, what="the table")
        assert not match_over_in(t.fd, thread)
