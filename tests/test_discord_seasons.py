"""Seasons through the emulator, on SQLite and PostgreSQL: a server manager sets a season
length with /gin settings; when the season ends (the service's clock moved on) its top
three are announced once in the channel of the server's latest match, and
/gin ladder season:1 answers with the archived ladder's picture and text."""

from __future__ import annotations

from pathlib import Path

from cards_img.ladder import ladder_text
from cogs.screens.replies import season_announcement, season_setting
from ginbot.model import SeasonEnd, SeasonRatings
from ginbot.service import ManualClock, NoSuchSeason
from ginbot.text import Locale, refusal, say
from tests.discord_support import GinTable, challenge_accepted, gin_table, match_threads
from tests.fakecord import Message, Perm
from tests.fakecord import User as FakeUser

EN = Locale.EN
DAY = 86400.0
NOVEMBER_14 = 1_700_000_000.0  # 2023-11-14 UTC


async def beats(t: GinTable, winner: FakeUser, loser: FakeUser) -> None:
    """``winner`` challenges ``loser`` on Discord, who accepts, then resigns."""
    before = len(match_threads(t.fd))
    await challenge_accepted(winner, loser, t.chan)
    await t.fd.wait_for(lambda: len(match_threads(t.fd)) > before, what="the match thread")
    confirm = await (await loser.slash(t.chan, "resign")).wait_response()
    await (await loser.click(confirm, say(EN, "button-resign"))).wait_ack()
    await t.bot.service.settle()


async def ladder_reply(t: GinTable, user: FakeUser, **options: object) -> Message:
    return await (await user.slash(t.chan, "gin ladder", **options)).wait_response()


async def test_a_season_ends_with_its_top_three_told_and_its_ladder_kept(tmp_path: Path,
                                                                        database):
    clock = ManualClock(NOVEMBER_14)
    async with gin_table(tmp_path, clock=clock, database=database) as t:
        service = t.bot.service
        t.guild.add_role("Hosts", t.ann, permissions=Perm.MANAGE_GUILD)
        r = await t.ann.slash(t.chan, "gin settings", season_days=7, season_ratings="reset")
        said = (await r.wait_response()).content
        settings = service.guild_settings(t.guild.id)
        assert (settings.season_days, settings.season_ratings) == (7, SeasonRatings.RESET)
        assert said.splitlines()[-1] == season_setting(
            EN, settings) == say(EN, "settings-seasons-reset", days=7)

        await beats(t, t.ann, t.bob)
        await beats(t, t.carol, t.bob)
        await beats(t, t.ann, t.carol)
        at_the_end = await service.ladder_board(t.guild.id, user_id=t.carol.id)
        before = len(t.fd.channel_messages(t.chan))

        await clock.advance(7 * DAY)
        await service.settle()
        expected = season_announcement(EN, SeasonEnd(
            t.guild.id, 1, NOVEMBER_14, NOVEMBER_14 + 7 * DAY, SeasonRatings.RESET,
            at_the_end.entries[:3], t.chan.id))
        end = await t.fd.wait_for(
            lambda: next((m for m in t.fd.channel_messages(t.chan)[before:]
                          if m.content == expected), None), what="the season's end")
        lines = end.content.splitlines()
        assert lines[0] == say(EN, "season-ended-reset", season=1, next=2)
        assert lines[1] == say(EN, "season-podium") and len(lines) == 5
        for line, medal, entry in zip(lines[2:], "🥇🥈🥉", at_the_end.entries, strict=True):
            assert line.startswith(f"{medal} {entry.rank}. **{entry.name}**")

        archived = await ladder_reply(t, t.carol, season=1)
        [attachment] = archived.attachments
        assert attachment.filename == "ladder.png" and attachment.data.startswith(b"\x89PNG")
        board = await service.season_board(t.guild.id, 1, user_id=t.carol.id)
        assert archived.content == ladder_text(EN, board)
        assert archived.content.splitlines()[0] == say(
            EN, "ladder-title-season", season=1, month="November 2023")
        assert board.entries == at_the_end.entries
        # The ratings were reset: nobody is rated on the ladder now.
        assert (await ladder_reply(t, t.carol)).content == say(EN, "ladder-empty")
        missing = await ladder_reply(t, t.carol, season=2)
        assert missing.content == refusal(EN, NoSuchSeason(2, 1))
        await service.settle()
        assert [m for m in t.fd.channel_messages(t.chan)[before:]
                if m.content == expected] == [end]  # told once
        assert not t.fd.errors_returned()
