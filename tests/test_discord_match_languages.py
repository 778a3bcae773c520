"""Who reads which language, for everything the bot posts about a match, end to end
through the emulator: the thread, the table, the showdown, the summary and the
challenge in the server's language; each player's hand DMs in their own (their
choice, else their Discord app's as last seen, kept across a restart, else the
server's)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ginbot.engine import DRAW_STOCK, Discard, Pass
from ginbot.service import MatchInfo, TableSnapshot
from ginbot.text import Locale, hand_over, players, preset_name, say, score_line
from tests.discord_support import (
    FAST,
    GIN_COMMANDS,
    GinTable,
    control,
    flat,
    gin_table,
    hand_messages,
    make_bot,
    match_over_in,
    match_threads,
    play_by_buttons,
    refused,
)
from tests.fakecord import Channel, FakeDiscord, Message, Perm, User

EN, ZH_CN, ZH_TW, MS = Locale.EN, Locale.ZH_CN, Locale.ZH_TW, Locale.MS
NAMES = ("Ann", "Bob")


def thread_name(locale: Locale, names: tuple[str, str] = NAMES) -> str:
    return say(locale, "match-thread-name", players=players(locale, names))


def classic(locale: Locale, target: int = 100) -> str:
    return say(locale, "rule-summary", preset=preset_name(locale, "classic"), target=target)


async def offered(t: GinTable, locale: Locale, target: int) -> Message:
    """Ann challenges Bob: the challenge message, worded in ``locale``."""
    r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob, target=target)
    message = await r.wait_response()
    challenge = await t.bot.service.challenge_info(
        int(control(message, "accept").split(":")[1][1:]))
    assert message.content.splitlines()[:2] == [
        say(locale, "challenge-text", opponent=t.bob.mention, challenger="Ann",
            rules=classic(locale, target), expires=int(challenge.expires_at)),
        say(locale, "challenge-rules-heading")]
    assert message.labels() == [say(locale, "button-accept"), say(locale, "button-decline")]
    return message


async def accept(t: GinTable, message: Message, locale: Locale) -> tuple[Channel, MatchInfo]:
    """Bob accepts: the challenge message says so in ``locale``; the thread and match."""
    await (await t.bob.click(message, control(message, "accept"))).wait_ack()
    thread = (await t.fd.wait_for(lambda: match_threads(t.fd, locale), what="the thread"))[0]
    info = await t.bot.service.match_info(1)
    names = (info.name(0), info.name(1))
    await t.fd.wait_for(lambda: message.components == (), what="the challenge closed")
    assert message.content == say(locale, "challenge-accepted", opponent="Bob",
                                  challenger="Ann", players=players(locale, names))
    assert thread.name == thread_name(locale, names)
    return thread, info


def first_hand_screen(t: GinTable, user: User) -> Message:
    return hand_messages(t.fd, user)[0]


def assert_hand_in(screen: Message, locale: Locale, info: MatchInfo) -> None:
    names = (info.name(0), info.name(1))
    assert screen.versions[0].content.splitlines()[0] == say(
        locale, "hand-header", match=thread_name(locale, names), hand=1,
        score=score_line(locale, names, (0, 0)))
    labels = [c.get("label") for c in flat(screen.versions[0].components)]
    assert say(locale, "button-draw-stock") in labels
    assert say(locale, "button-sort") in labels


def table_of(t: GinTable, thread: Channel) -> Message | None:
    return next((m for m in t.fd.thread_messages(thread)
                 if m.attachments and m.attachments[0].filename == "table.png"), None)


async def test_a_chinese_server_reads_the_thread_in_chinese_and_each_player_their_own(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path, guild_locale="zh-CN") as t:
        t.bob.locale = "zh-TW"
        # Ann's Discord app is in English (en-US): in a Chinese server that falls back to
        # the server's language, so she chooses English for herself.
        r = await t.ann.slash(t.chan, "gin prefs", language="en")
        assert (await r.wait_response()).content == say(
            EN, "language-player-set", language="English")
        message = await offered(t, ZH_CN, target=1)
        thread, info = await accept(t, message, ZH_CN)
        names = (info.name(0), info.name(1))

        intro = await t.fd.wait_for(lambda: t.fd.thread_messages(thread), what="the intro")
        assert intro[0].content.splitlines()[0] == say(
            ZH_CN, "match-intro", players=players(ZH_CN, names), rules=classic(ZH_CN, 1))
        table = await t.fd.wait_for(lambda: table_of(t, thread), what="the table")
        assert table.content.splitlines()[0] == say(
            ZH_CN, "table-header", match=thread_name(ZH_CN, names), rules=classic(ZH_CN, 1))
        assert table.labels() == [say(ZH_CN, "button-show-hand")]

        await t.fd.wait_for(lambda: hand_messages(t.fd, t.ann) and hand_messages(t.fd, t.bob),
                            what="both hands")
        assert_hand_in(first_hand_screen(t, t.ann), EN, info)
        assert_hand_in(first_hand_screen(t, t.bob), ZH_TW, info)
        assert (await t.bot.service.player_settings(t.bob.id)).client_locale == "zh-TW"

        # A refusal of where to play, for a stranger whose app is in English: the server's.
        assert await refused(t.carol, thread, "draw", source="stock") == say(
            ZH_CN, "where-not-playing", players=players(ZH_CN, names))

        def over() -> bool:
            return match_over_in(t.fd, thread)

        await asyncio.gather(play_by_buttons(t.fd, t.ann, over),
                             play_by_buttons(t.fd, t.bob, over))
        info = await t.bot.service.match_info(1)
        assert info.winner is not None and info.scores is not None
        won, lost = info.scores[info.winner], info.scores[1 - info.winner]
        posts = t.fd.thread_messages(thread)
        summary = next(m for m in posts if m.attachments
                       and m.attachments[0].filename == "summary.png")
        head = say(ZH_CN, "summary-wins", name=info.name(info.winner), won=won, lost=lost)
        assert summary.content.splitlines()[0] == head
        assert summary.content.splitlines()[-1] == say(ZH_CN, "summary-replay", match=1)
        assert summary.labels() == [say(ZH_CN, "button-rematch")]
        last = (await t.bot.service.public_view(1)).view.hands[-1].boards[0].result
        showdowns = [m for m in posts if m.attachments
                     and m.attachments[0].filename == "showdown.png"]
        assert showdowns[-1].content.splitlines()[0] == (
            f"**{hand_over(ZH_CN, last, names, info.scores)}**")
        for user, locale in ((t.ann, EN), (t.bob, ZH_TW)):
            note = say(locale, "summary-dm", thread=f"<#{thread.id}>", result=say(
                locale, "summary-wins", name=info.name(info.winner), won=won, lost=lost))
            await t.fd.wait_for(lambda u=user, n=note: any(m.content == n for m in t.fd.dms(u)),
                                what=f"{user.name}'s note of the end")


async def test_a_server_set_to_malay_posts_the_match_in_malay(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        r = await t.carol.slash(t.chan, "gin settings", language="ms")
        await r.wait_response()
        # Bob declines Carol's challenge: the message says so in Malay.
        r = await t.carol.slash(t.chan, "gin challenge", opponent=t.bob)
        first = await r.wait_response()
        assert first.labels() == [say(MS, "button-accept"), say(MS, "button-decline")]
        await (await t.bob.click(first, control(first, "decline"))).wait_ack()
        declined = say(MS, "challenge-declined", challenger=t.carol.mention, opponent="Bob")
        await t.fd.wait_for(lambda: first.content == declined, what="the decline")

        message = await offered(t, MS, target=100)
        thread, info = await accept(t, message, MS)
        names = (info.name(0), info.name(1))
        table = await t.fd.wait_for(lambda: table_of(t, thread), what="the table")
        assert table.content.splitlines()[0] == say(
            MS, "table-header", match=thread_name(MS, names), rules=classic(MS))
        await t.fd.wait_for(lambda: hand_messages(t.fd, t.ann) and hand_messages(t.fd, t.bob),
                            what="both hands")
        assert_hand_in(first_hand_screen(t, t.ann), MS, info)  # no choice, an English app
        assert_hand_in(first_hand_screen(t, t.bob), ZH_CN, info)  # his app's language
        assert await refused(t.carol, thread, "hand") == say(
            MS, "where-not-playing", players=players(MS, names))


def simple_move(table: TableSnapshot) -> object:
    """A move that never ends the hand: pass, draw from the stock, or discard."""
    return next(a for a in table.legal if a == Pass() or a == DRAW_STOCK
                or isinstance(a, Discard))


async def test_a_players_app_language_is_remembered_across_a_restart(tmp_path: Path) -> None:
    """Bob's app is in Traditional Chinese; after a restart, before he does anything, the
    hand the bot pushes to him is in Traditional Chinese (the server is English)."""
    database = tmp_path / "ginbot.sqlite3"
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob", locale="zh-TW")
        first = make_bot(fd, guild, database, FAST)
        async with fd.running(first, *GIN_COMMANDS):
            r = await ann.slash(chan, "gin challenge", opponent=bob)
            offer = await r.wait_response()
            await (await bob.click(offer, control(offer, "accept"))).wait_ack()
            info = await fd.wait_for(lambda: first.service.active_matches(), what="the match")
            match = info[0]
            await fd.wait_for(lambda: hand_messages(fd, ann) and hand_messages(fd, bob),
                              what="both hands")
            # Bob's moves (by the service) until Ann is to move: after the restart only she acts.
            while not (table := await first.service.player_view(match.id, ann.id)).your_turn:
                bobs = await first.service.player_view(match.id, bob.id)
                await first.service.act(match.id, bob.id, simple_move(bobs))
            await first.service.settle()
            await first.service.notifier.flush()
        bob.locale = "en-US"  # he has not interacted since: the bot cannot know

        second = make_bot(fd, guild, database, FAST)
        async with fd.running(second, *GIN_COMMANDS):
            names = (match.name(0), match.name(1))
            before = hand_messages(fd, bob)[-1].id
            while (table := await second.service.player_view(match.id, ann.id)).your_turn:
                await second.service.act(match.id, ann.id, simple_move(table))
            # Bob's turn: a new hand DM, so that Discord tells him.
            await fd.wait_for(lambda: any(m.id > before for m in hand_messages(fd, bob)),
                              what="bob's hand after the restart")
            await second.service.settle()
            await second.service.notifier.flush()
            latest = hand_messages(fd, bob)[-1].current.content.splitlines()[0]
            view = await second.service.public_view(match.id)
            assert latest == say(ZH_TW, "hand-header", match=thread_name(ZH_TW, names),
                                 hand=view.view.hand_number,
                                 score=score_line(ZH_TW, names, view.view.scores))
            assert (await second.service.player_settings(bob.id)).client_locale == "zh-TW"
