"""/gin ladder through the emulator, on SQLite and PostgreSQL: the picture and its text,
this month's ladder and all time, the caller's own line below the top, and the places
moved once a month has gone by."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from PIL import Image

from cards_img.ladder import ladder_text
from ginbot.model import LadderPeriod
from ginbot.service import ManualClock
from ginbot.text import Locale, say
from tests.discord_support import GinTable, challenge_accepted, gin_table, match_threads
from tests.fakecord import Message
from tests.fakecord import User as FakeUser

EN, ZH_CN = Locale.EN, Locale.ZH_CN
DAY = 86400.0
NOVEMBER_14 = 1_700_000_000.0  # 2023-11-14 UTC


async def beats(t: GinTable, winner: FakeUser, loser: FakeUser) -> None:
    """``winner`` challenges ``loser`` on Discord, who accepts, then resigns."""
    before = len(match_threads(t.fd))
    await challenge_accepted(winner, loser, t.chan)
    await t.fd.wait_for(lambda: len(match_threads(t.fd)) > before, what="the match thread")
    confirm = await (await loser.slash(t.chan, "resign")).wait_response()  # its one match
    await (await loser.click(confirm, say(EN, "button-resign"))).wait_ack()
    await t.bot.service.settle()


async def ladder_reply(t: GinTable, user: FakeUser, **options: object) -> Message:
    r = await user.slash(t.chan, "gin ladder", **options)
    return await r.wait_response()


def picture_of(message: Message) -> Image.Image:
    [attachment] = message.attachments
    assert attachment.filename == "ladder.png"
    assert attachment.description == message.content[:1024]
    image = Image.open(io.BytesIO(attachment.data))
    assert image.format == "PNG" and image.width >= 560
    return image


async def test_the_ladder_is_a_picture_with_its_text_by_period(tmp_path: Path, database,
                                                              monkeypatch: pytest.MonkeyPatch):
    clock = ManualClock(NOVEMBER_14)
    async with gin_table(tmp_path, clock=clock, database=database) as t:
        empty = await ladder_reply(t, t.carol)
        assert empty.content == say(EN, "ladder-empty") and not empty.attachments

        await beats(t, t.ann, t.bob)
        await beats(t, t.carol, t.bob)
        await beats(t, t.ann, t.carol)

        shown = await ladder_reply(t, t.carol)
        picture_of(shown)
        board = await t.bot.service.ladder_board(t.guild.id, user_id=t.carol.id)
        assert [e.name for e in board.entries] == [e.name for e in await t.bot.service.ladder(
            t.guild.id)]
        assert shown.content == ladder_text(EN, board)
        name = {e.user_id: e.name for e in board.entries}
        # The text answer as it always read: nobody has moved in a first month.
        assert shown.content.splitlines() == [say(EN, "ladder-title"), *(
            f"{e.rank}. **{e.name}** · " + say(EN, "ladder-rating", rating=f"{e.rating:.1f}",
                                              wins=e.wins, losses=e.losses)
            for e in board.entries)]

        # The cog as the bot loaded it (an extension is a module object of its own).
        monkeypatch.setattr(sys.modules["cogs.info"], "LADDER_TOP", 1)
        month = await ladder_reply(t, t.bob, period="month")
        picture_of(month)
        lines = month.content.splitlines()
        assert lines[0] == say(EN, "ladder-title-month", month="November 2023")
        assert lines[1].startswith(f"1. **{name[t.ann.id]}** · ")
        assert lines[2] == "…" and lines[3].startswith(f"3. **{name[t.bob.id]}** · ")
        assert say(EN, "ladder-rating", rating=f"{board.entries[2].rating:.1f}", wins=0,
                   losses=2) in lines[3]
        monkeypatch.undo()

        # A month later Bob beats Ann twice, in Chinese.
        clock.jump(40 * DAY)
        await beats(t, t.bob, t.ann)
        await beats(t, t.bob, t.ann)
        t.bob.locale = "zh-CN"
        moved = await ladder_reply(t, t.bob)
        picture_of(moved)
        after = await t.bot.service.ladder_board(t.guild.id, user_id=t.bob.id)
        assert moved.content == ladder_text(ZH_CN, after)
        mine = next(e for e in after.entries if e.user_id == t.bob.id)
        assert mine.rank == 1 and mine.moved == 2
        assert say(ZH_CN, "ladder-moved-up", places=2) in moved.content
        december = await ladder_reply(t, t.bob, period="month")
        assert december.content.splitlines()[0] == say(
            ZH_CN, "ladder-title-month", month="2023年12月")
        this_month = await t.bot.service.ladder_board(t.guild.id, LadderPeriod.MONTH)
        assert [(e.name, e.games, e.wins, e.moved) for e in this_month.entries] == [
            (name[t.bob.id], 2, 2, 2), (name[t.ann.id], 2, 0, -1)]
        assert not t.fd.errors_returned()
