"""/gin profile through the emulator, on SQLite and PostgreSQL: nothing yet, then, after a
few matches (one played out hand by hand, one resigned through Discord, one against the
computer), the picture and its text with the caller's record against the person; in
Chinese too."""

from __future__ import annotations

import io

from PIL import Image

from cards_img.profile import profile_text
from ginbot.engine import Rules
from ginbot.model import User
from ginbot.text import Locale, say
from tests.discord_support import GinTable, challenge_accepted, gin_table, match_threads
from tests.fakecord import Message
from tests.fakecord import User as FakeUser
from tests.service_support import play_until

EN, ZH_TW = Locale.EN, Locale.ZH_TW


async def beats(t: GinTable, winner: FakeUser, loser: FakeUser) -> None:
    before = len(match_threads(t.fd))
    await challenge_accepted(winner, loser, t.chan)
    await t.fd.wait_for(lambda: len(match_threads(t.fd)) > before, what="the match thread")
    confirm = await (await loser.slash(t.chan, "resign")).wait_response()
    await (await loser.click(confirm, say(EN, "button-resign"))).wait_ack()
    await t.bot.service.settle()


async def profile_reply(t: GinTable, caller: FakeUser, **options: object) -> Message:
    return await (await caller.slash(t.chan, "gin profile", **options)).wait_response()


def picture_of(message: Message) -> Image.Image:
    [attachment] = message.attachments
    assert attachment.filename == "profile.png"
    image = Image.open(io.BytesIO(attachment.data))
    assert image.format == "PNG" and image.width >= 800
    return image


async def test_a_profile_after_a_few_matches_with_the_callers_record(tmp_path, database):
    async with gin_table(tmp_path, database=database) as t:
        empty = await profile_reply(t, t.carol)
        assert not empty.attachments
        assert empty.content.lower() == say(EN, "profile-empty", name=t.carol.name).lower()

        service = t.bot.service
        ann, bob = User(t.ann.id, t.ann.name), User(t.bob.id, t.bob.name)
        challenge = await service.challenge(t.guild.id, t.chan.id, ann, bob,
                                            Rules.preset("quick"))
        match = (await service.accept(challenge.id, bob)).match
        await play_until(service, match.id, lambda table: table.view.over)
        await beats(t, t.ann, t.bob)
        before = len(match_threads(t.fd))
        await (await t.ann.slash(t.chan, "gin bot", level="easy")).wait_response()
        await t.fd.wait_for(lambda: len(match_threads(t.fd)) > before, what="the thread")
        confirm = await (await t.ann.slash(t.chan, "resign")).wait_response()
        await (await t.ann.click(confirm, say(EN, "button-resign"))).wait_ack()
        await service.settle()

        shown = await profile_reply(t, t.bob, user=t.ann)
        picture_of(shown)
        profile = await service.profile(t.guild.id, t.ann.id, reader_id=t.bob.id)
        assert profile.matches.played == 3 and profile.hands > 0
        assert dict(profile.by_level)["easy"].played == 1
        assert profile.versus is not None and profile.versus.played == 2
        assert shown.content == profile_text(EN, profile)
        assert say(EN, "profile-versus", name=profile.name) in shown.content
        assert say(EN, "profile-streak-lost", count=1) in shown.content

        t.ann.locale = "zh-TW"
        own = await profile_reply(t, t.ann)
        picture_of(own)
        mine = await service.profile(t.guild.id, t.ann.id, reader_id=t.ann.id)
        assert own.content == profile_text(ZH_TW, mine) and mine.versus is None
        assert not t.fd.errors_returned()
