"""Who reads which language: each refusal in the reader's language, end to end through
the emulator. The reader's own choice (/gin prefs language), else their Discord app's
language, else the server's (/gin settings language, else its Discord locale)."""

from __future__ import annotations

from pathlib import Path

from ginbot.text import Locale, say
from tests.discord_support import GinTable, accepted_challenge, gin_table, refused
from tests.fakecord import Channel, Perm, User

EN, ZH_CN, ZH_TW, MS = Locale.EN, Locale.ZH_CN, Locale.ZH_TW, Locale.MS


async def turn_refusals(t: GinTable, thread: Channel, first: User) -> dict[User, str]:
    """Both players try what they may not at the first upcard offer: the one to move
    discards before drawing, the other draws out of turn; their refusals by player."""
    second = t.bob if first is t.ann else t.ann
    held = (await t.bot.service.player_view(1, first.id)).view.hand.hand
    return {first: await refused(first, thread, "discard", card=str(held[0])),
            second: await refused(second, thread, "draw", source="stock")}


def worded(first: User, reads: dict[User, Locale]) -> dict[User, str]:
    """What ``turn_refusals`` must answer when each player reads ``reads[player]``."""
    return {user: say(locale, "refusal-draw-first") if user is first
            else say(locale, "refusal-not-your-turn") for user, locale in reads.items()}


async def test_a_chinese_discord_app_reads_refusals_in_chinese_an_english_one_in_english(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        thread, first = await accepted_challenge(t)
        assert say(ZH_CN, "refusal-not-your-turn") != say(EN, "refusal-not-your-turn")
        assert await turn_refusals(t, thread, first) == worded(first, {t.ann: EN, t.bob: ZH_CN})
        # In DMs too, where Discord sends the app's language but no server's.
        other = t.bob if first is t.ann else t.ann
        assert await refused(other, other.dm, "draw", source="stock") == say(
            {t.ann: EN, t.bob: ZH_CN}[other], "refusal-not-your-turn")


async def test_a_malay_server_gives_readers_without_a_choice_malay_refusals(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        r = await t.carol.slash(t.chan, "gin settings", language="ms")
        assert (await r.wait_response()).content == say(
            MS, "language-server-set", language="Bahasa Melayu")
        assert t.bot.service.guild_settings(t.guild.id).language is MS
        thread, first = await accepted_challenge(t)
        # Ann's app is in English (en-US): she reads the server's Malay; Bob's app wins.
        assert await turn_refusals(t, thread, first) == worded(first, {t.ann: MS, t.bob: ZH_CN})
        # In her DMs there is no server: it is the one of her match.
        if first is t.ann:
            held = (await t.bot.service.player_view(1, t.ann.id)).view.hand.hand
            in_dm = await refused(t.ann, t.ann.dm, "discard", card=str(held[0]))
        else:
            in_dm = await refused(t.ann, t.ann.dm, "draw", source="stock")
        assert in_dm == worded(first, {t.ann: MS})[t.ann]

        # Back to the server's Discord locale: English, then Traditional Chinese.
        r = await t.carol.slash(t.chan, "gin settings", language="server")
        assert (await r.wait_response()).content == say(EN, "language-server-cleared")
        assert t.bot.service.guild_settings(t.guild.id).language is None
        assert (await turn_refusals(t, thread, first))[t.ann] == worded(
            first, {t.ann: EN})[t.ann]
        t.guild.preferred_locale = "zh-TW"
        assert (await turn_refusals(t, thread, first))[t.ann] == worded(
            first, {t.ann: ZH_TW})[t.ann]


async def test_only_managers_set_the_servers_language(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        r = await t.bob.slash(t.chan, "gin settings", language="ms")
        assert (await r.wait_response()).content == say(ZH_CN, "check-manage-server")
        r = await t.ann.slash(t.chan, "gin settings", language="zh-TW")
        assert (await r.wait_response()).content == say(EN, "check-manage-server")
        assert t.bot.service.guild_settings(t.guild.id).language is None


async def test_a_players_choice_switches_their_refusals_mid_match(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        thread, first = await accepted_challenge(t)
        assert await turn_refusals(t, thread, first) == worded(first, {t.ann: EN, t.bob: ZH_CN})

        r = await t.ann.slash(thread, "gin prefs", language="zh-TW")
        assert (await r.wait_response()).content == say(
            ZH_TW, "language-player-set", language="繁體中文")
        r = await t.bob.slash(t.bob.dm, "gin prefs", language="ms")  # beats his Chinese app
        assert (await r.wait_response()).content == say(
            MS, "language-player-set", language="Bahasa Melayu")
        assert await turn_refusals(t, thread, first) == worded(first, {t.ann: ZH_TW, t.bob: MS})

        r = await t.bob.slash(thread, "gin prefs", language="discord")
        assert (await r.wait_response()).content == say(ZH_CN, "language-player-cleared")
        assert (await t.bot.service.player_settings(t.bob.id)).language is None
        assert await turn_refusals(t, thread, first) == worded(
            first, {t.ann: ZH_TW, t.bob: ZH_CN})
