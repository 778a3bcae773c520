"""Whole matches in Chinese and Malay servers, as new users meet them through the
emulator: the thread, the table, the challenge, the DMs, every reply and refusal in
the language its reader reads, and not one English sentence where none belongs.

Each test also writes a transcript (``transcript.txt`` in its tmp folder) of what each
person read: the closing note of the language issue quotes them.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from ginbot.engine import NotYourTurn
from ginbot.text import Locale, refusal, say
from tests.discord_support import (
    FAST,
    GIN_COMMANDS,
    GinTable,
    assert_no_leaks,
    flat,
    hand_messages,
    leaks,
    make_bot,
    play_turn_by_buttons,
    play_turn_by_commands,
    play_turns,
    secrets_by_hand,
    transcript,
)
from tests.fakecord import Channel, FakeDiscord, Message, Perm, User

EN, ZH_CN, ZH_TW, MS = Locale.EN, Locale.ZH_CN, Locale.ZH_TW, Locale.MS

# English words that no Chinese or Malay sentence of ginbot uses (the glossary keeps
# "gin", "meld", "set", "run", "deadwood", "undercut" and "lay-off" in Malay, so they are
# not here).
ENGLISH = frozenset({
    "the", "you", "your", "and", "with", "from", "wins", "win", "won", "match", "hand",
    "hands", "turn", "stock", "pile", "upcard", "draw", "drew", "discard", "discarded",
    "pass", "passed", "take", "took", "knock", "knocked", "knocks", "rules", "score",
    "points", "rating", "cards", "card", "accept", "accepted", "decline", "declined",
    "resign", "resigned", "rematch", "show", "sort", "replay", "dealt", "deals", "dealer",
    "left", "leaves", "laid", "over", "game", "next", "ladder", "help", "time",
    "minutes", "seconds"})
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
NOISE = re.compile(r"<[@#!&:a-zA-Z0-9]+>|<t:\d+(:\w)?>|`[^`]*`|https?://\S+|"
                   r"(10|[AJQK2-9])[♠♥♦♣]")


def readable(message: Message) -> Iterator[str]:
    """Everything a person reads in a message, over all its versions: the text, the
    labels, placeholders and option texts of its controls, its pictures' alt text."""
    for version in message.versions:
        yield version.content
        for embed in version.embeds:
            yield from (embed.get("title", ""), embed.get("description", ""))
        for control in flat(version.components):
            yield from (control.get("label") or "", control.get("placeholder") or "")
            for option in control.get("options", ()):
                yield from (option.get("label") or "", option.get("description") or "")
        for attachment in version.attachments:
            yield attachment.description or ""


def english_in(texts: Iterator[str], names: tuple[str, ...]) -> set[str]:
    found = set()
    for text in texts:
        for name in names:
            text = text.replace(name, " ")
        found |= {w for w in re.findall(r"[A-Za-z]+", NOISE.sub(" ", text))
                  if w.lower() in ENGLISH}
    return found


def latin_words_in(texts: Iterator[str], names: tuple[str, ...]) -> set[str]:
    """Latin words in what should be Chinese: only "Gin" belongs (the glossary's term)."""
    found = set()
    for text in texts:
        for name in names:
            text = text.replace(name, " ")
        found |= {w for w in re.findall(r"[A-Za-z]{2,}", NOISE.sub(" ", text))
                  if w.lower() not in ("gin", "ginbot")}
    return found


def read_by(fd: FakeDiscord, user: User) -> list[Message]:
    """What only this person reads: their DMs and their ephemeral answers."""
    return [*fd.dms(user), *fd.ephemerals(user)]


def public(fd: FakeDiscord) -> list[Message]:
    return [m for m in fd.messages if not m.ephemeral and m.channel.guild is not None]


@contextlib.asynccontextmanager
async def server(tmp_path: Path, locale: str, names: tuple[str, str, str],
                 ) -> AsyncIterator[GinTable]:
    """A server whose Discord locale is ``locale``, with three members of these names."""
    async with FakeDiscord() as fd:
        guild = fd.add_guild("牌友会" if locale.startswith("zh") else "Kelab Kad")
        guild.preferred_locale = locale
        chan = guild.add_text_channel("games")
        ann, bob, carol = (fd.add_user(name) for name in names)
        database = tmp_path / "ginbot.sqlite3"
        bot = make_bot(fd, guild, database, FAST)
        async with fd.running(bot, *GIN_COMMANDS):
            yield GinTable(fd, guild, chan, ann, bob, carol, bot, database)
            await bot.service.settle()
            await bot.service.notifier.flush()


async def finished(t: GinTable, match_id: int) -> bool:
    return (await t.bot.service.match_info(match_id)).finished


async def play_out(t: GinTable, match_id: int, *moves: tuple[User, Any]) -> None:
    """Each (user, move) plays that user's turns until the match is over."""
    info = await t.bot.service.match_info(match_id)
    over = [False]

    async def watch() -> None:
        while not over[0]:
            over[0] = (await t.bot.service.match_info(info.id)).finished
            await asyncio.sleep(0.02)

    watcher = asyncio.create_task(watch())
    try:
        await asyncio.gather(*(play_turns(t.fd, user, move, lambda: over[0], timeout=60)
                               for user, move in moves))
    finally:
        over[0] = True
        await watcher
    await t.bot.service.settle()
    await t.bot.service.notifier.flush()


async def challenge_accepted(t: GinTable, **options: Any) -> tuple[Message, Channel]:
    r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob, **options)
    message = await r.wait_response()
    accept = next(c for c in flat(message.components) if c["custom_id"].endswith(":accept"))
    await (await t.bob.click(message, accept["custom_id"])).wait_ack()
    thread = await t.fd.wait_for(lambda: next(iter(t.fd.threads), None), what="the thread")
    await t.fd.wait_for(lambda: hand_messages(t.fd, t.ann) and hand_messages(t.fd, t.bob),
                        what="both hands")
    return message, thread


async def out_of_turn(t: GinTable, thread: Channel) -> dict[User, str]:
    """Whoever is not to move tries to draw: their refusal, in their words."""
    table = await t.bot.service.public_view(1)
    mover = table.match.seats[table.to_move[0]].user_id
    idle = t.bob if mover == t.ann.id else t.ann
    r = await idle.slash(thread, "draw", source="stock")
    return {idle: (await r.wait_response()).content}


def chinese_in(messages: list[Message], names: tuple[str, ...]) -> set[str]:
    found = set()
    for message in messages:
        for text in readable(message):
            for name in names:
                text = text.replace(name, " ")
            found |= set(CJK.findall(NOISE.sub(" ", text)))
    return found


@pytest.mark.slow
async def test_a_chinese_player_and_an_english_one_each_read_their_own_language(
    tmp_path: Path,
) -> None:
    """An English server: 小明's Discord is in Chinese, Bob's in English. Each one's DMs,
    replies and refusals are in their own language; the thread is in the server's."""
    names = ("小明", "Bob", "Carol")
    async with server(tmp_path, "en-US", names) as t:
        t.ann.locale = "zh-CN"
        challenge, thread = await challenge_accepted(t, target=30)
        [(idle, text)] = (await out_of_turn(t, thread)).items()
        assert text == refusal(ZH_CN if idle is t.ann else EN, NotYourTurn())

        await play_out(t, 1, (t.ann, lambda: play_turn_by_commands(t.fd, t.ann, thread)),
                       (t.bob, lambda: play_turn_by_buttons(t.fd, t.bob)))
        assert await finished(t, 1)
        mine, bobs = read_by(t.fd, t.ann), read_by(t.fd, t.bob)
        assert any(m.ephemeral for m in mine) and any(m.channel.guild is None for m in bobs)
        assert not latin_words_in((s for m in mine for s in readable(m)), names)
        assert bobs and not chinese_in(bobs, names)
        assert challenge in public(t.fd) and not chinese_in(public(t.fd), names)
        await assert_no_leaks(t, 1)


@pytest.mark.slow
async def test_a_chinese_server_plays_a_whole_match_in_chinese(tmp_path: Path) -> None:
    """A zh-CN server, as new users meet it: one player's Discord is in Chinese, the
    other's in English (which ginbot does not take for a choice, so the server's
    Chinese applies). Not one English word from the challenge to the ladder."""
    names = ("小明", "王芳", "Carol")
    async with server(tmp_path, "zh-CN", names) as t:
        t.ann.locale = "zh-CN"
        help_reply = await (await t.bob.slash(t.chan, "gin help")).wait_response()
        challenge, thread = await challenge_accepted(t, target=30)
        [(_, text)] = (await out_of_turn(t, thread)).items()
        assert text == refusal(ZH_CN, NotYourTurn())
        await play_out(t, 1, (t.ann, lambda: play_turn_by_commands(t.fd, t.ann, thread)),
                       (t.bob, lambda: play_turn_by_buttons(t.fd, t.bob)))
        assert await finished(t, 1)
        ladder = await (await t.ann.slash(t.chan, "gin ladder")).wait_response()
        replay = await (await t.bob.slash(t.chan, "gin replay", match=1)).wait_response()
        everything = [*public(t.fd), *read_by(t.fd, t.ann), *read_by(t.fd, t.bob)]
        assert {help_reply, ladder, replay, challenge} <= set(everything)
        assert any(m.channel is thread for m in everything)
        assert not latin_words_in((s for m in everything for s in readable(m)), names)
        assert all(CJK.search(m.content) for m in everything if m.content)
        await assert_no_leaks(t, 1)
        transcript(tmp_path / "transcript.txt", t.fd, {
            "the thread (server: zh-CN)": [m for m in public(t.fd) if m.channel is thread],
            "王芳 (Discord in en-US)": read_by(t.fd, t.bob)})
        # The scan reads Chinese: a stock card named in hand 1's words is caught.
        record = await t.bot.service.record(1)
        stock_card = sorted(secrets_by_hand(record)[0][2], key=str)[0]
        await t.bot.get_partial_messageable(thread.id).send(
            say(ZH_CN, "hand-header", match="?", hand=1, score=str(stock_card)))
        await t.fd.wait_for(lambda: leaks(t.fd, record, (t.ann, t.bob)), what="the leak")


@pytest.mark.slow
async def test_a_malay_server_plays_a_whole_match_in_malay(tmp_path: Path) -> None:
    """A server set to Malay by its manager; the players' Discord apps are in English
    and they chose no language: everything they read is Malay."""
    names = ("Aminah", "Nurul Aïn", "Siti")
    async with server(tmp_path, "en-US", names) as t:
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        set_ms = await (await t.carol.slash(t.chan, "gin settings", language="ms")
                        ).wait_response()
        assert set_ms.content == say(MS, "language-server-set", language="Bahasa Melayu")
        help_reply = await (await t.ann.slash(t.chan, "gin help")).wait_response()
        challenge, thread = await challenge_accepted(t, target=30)
        [(_, text)] = (await out_of_turn(t, thread)).items()
        assert text == refusal(MS, NotYourTurn())

        await play_out(t, 1, (t.ann, lambda: play_turn_by_buttons(t.fd, t.ann)),
                       (t.bob, lambda: play_turn_by_commands(t.fd, t.bob, t.bob.dm)))
        assert await finished(t, 1)
        ladder = await (await t.bob.slash(t.chan, "gin ladder")).wait_response()
        everything = [*public(t.fd), *read_by(t.fd, t.ann), *read_by(t.fd, t.bob)]
        assert help_reply in everything and ladder in everything and challenge in everything
        assert not english_in((s for m in everything for s in readable(m)), names)
        await assert_no_leaks(t, 1)
        transcript(tmp_path / "transcript.txt", t.fd, {
            "the thread (server: ms)": [m for m in public(t.fd) if m.channel is thread],
            "Nurul Aïn (Discord in en-US, no choice)": read_by(t.fd, t.bob)})


async def test_a_traditional_chinese_player_beats_the_computer_in_a_malay_server(
    tmp_path: Path,
) -> None:
    """The reader's own choice wins over the server: 陳美玲 chose 繁體中文 with
    /gin prefs in a Malay server, and plays the computer from her DMs."""
    names = ("陳美玲", "Bob", "Carol")
    async with server(tmp_path, "en-US", names) as t:
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        await (await t.carol.slash(t.chan, "gin settings", language="ms")).wait_response()
        chose = await (await t.ann.slash(t.chan, "gin prefs", language="zh-TW")
                       ).wait_response()
        assert chose.content == say(ZH_TW, "language-player-set", language="繁體中文")
        await (await t.ann.slash(t.chan, "gin bot", level="easy", preset="quick")).wait_response()
        await t.fd.wait_for(lambda: hand_messages(t.fd, t.ann), what="the hand")
        await play_out(t, 1, (t.ann, lambda: play_turn_by_buttons(t.fd, t.ann)))
        assert await finished(t, 1)
        mine = read_by(t.fd, t.ann)
        assert not latin_words_in((s for m in mine for s in readable(m)), names)
        assert all(CJK.search(m.content) for m in mine if m.content)
        simplified = set("们这个为会说时过还进对没")  # simplified forms zh-TW never uses
        assert not {c for m in mine for s in readable(m) for c in s} & simplified
        thread = [m for m in public(t.fd) if m.channel.parent is not None]
        assert thread and not english_in((s for m in thread for s in readable(m)), names)
