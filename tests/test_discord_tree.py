"""The command tree's one error path, the controls that build and parse their ids, the
cogs loaded one by one, and the commands they sync.

A refusal reads the same from a command and from a button, ephemeral; once the
interaction's token is spent (its 3 s or its 15 minutes are over) the refusal is told in
the interaction's channel, mentioning the caller. Every button and menu builds its own
``custom_id`` in the format posted messages carry, and parses it back.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, cast

import pytest

from cogs import lobby, play
from cogs.controls import ChallengeButton, MatchButton, MatchMenu
from cogs.lobby import AcceptButton, DeclineButton, RematchButton
from cogs.play import (
    DiscardMenu,
    HintButton,
    KnockButton,
    KnockMenu,
    PassButton,
    ResignButton,
    ShowHandButton,
    SortButton,
    StockButton,
    TakeButton,
)
from cogs.translator import CatalogueTranslator
from ginbot import bot
from ginbot.config import Settings
from ginbot.service import NoSuchMatch
from ginbot.text import Locale, refusal, say
from tests.discord_support import GinTable, accepted_challenge, gin_table
from tests.fakecord import Channel, Message

EN = Locale.EN
GONE = NoSuchMatch(99)
SYNCED = Path(__file__).parent / "data" / "synced_commands.json"

Control = MatchButton | MatchMenu | ChallengeButton
POSTED: dict[type[Control], str] = {  # the ids that messages posted by earlier versions carry
    StockButton: "gin:42:stock", TakeButton: "gin:42:take", PassButton: "gin:42:pass",
    DiscardMenu: "gin:42:discard", KnockButton: "gin:42:knock", KnockMenu: "gin:42:knockwith",
    SortButton: "gin:42:sort", HintButton: "gin:42:hint", ShowHandButton: "gin:42:hand",
    ResignButton: "gin:42:resign",
    RematchButton: "gin:42:rematch", AcceptButton: "gin:c42:accept",
    DeclineButton: "gin:c42:decline",
}


async def test_each_control_builds_its_custom_id_and_parses_it_back() -> None:
    assert set(POSTED) == {*play.CONTROLS, *lobby.CONTROLS}
    for kind, custom_id in POSTED.items():
        made = kind(42)
        assert made.custom_id == custom_id
        assert [other for other in POSTED
                if other.__discord_ui_compiled_template__.fullmatch(custom_id)] == [kind]
        found = kind.__discord_ui_compiled_template__.fullmatch(custom_id)
        assert found is not None
        parsed = await kind.from_custom_id(cast(Any, None), made.item, found)
        assert type(parsed) is kind
        assert parsed.custom_id == custom_id and parsed.key == made.key
    assert StockButton(7).key == "match 7 stock" and AcceptButton(7).key == "challenge 7 accept"


async def test_the_commands_synced_to_discord_are_as_one_cog_had_them(tmp_path: Path) -> None:
    """Names, descriptions, options, choices, localisations, permissions and their order:
    the payload ``GinBot.sync_commands`` sends, as it was before the cogs were split
    by feature (the file is that payload)."""
    settings = Settings(token="unused", database=str(tmp_path / "g.sqlite3"), guild=None,
                        log_level="INFO", endpoints=None)
    offline = bot.GinBot(settings)
    for extension in bot.EXTENSIONS:
        await offline.load_extension(extension)
    await offline.tree.set_translator(CatalogueTranslator())
    assert await offline.command_payload(None) == json.loads(SYNCED.read_text(encoding="utf-8"))


def table_in(t: GinTable, thread: Channel) -> Message | None:
    return next((m for m in t.fd.thread_messages(thread)
                 if m.attachments and m.attachments[0].filename == "table.png"), None)


async def started(t: GinTable) -> tuple[Channel, Message]:
    """Ann and Bob's match: its thread and its table, every screen drawn."""
    thread, _ = await accepted_challenge(t)
    table = await t.fd.wait_for(lambda: table_in(t, thread), what="the table")
    await t.bot.service.settle()
    await t.bot.notifier.flush()
    assert table is not None
    return thread, table


async def final_answer(r: Any) -> Message:
    """The answer a user reads: the response, or the followup that fills a deferred one."""
    await r.wait_ack()
    reply = r.messages[-1] if r.messages else None
    if reply is None or reply.loading:
        reply = await r.wait_followup()
    return reply


async def test_a_refusal_reads_the_same_from_a_command_and_from_a_button(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with gin_table(tmp_path) as t:
        thread, table = await started(t)

        async def gone(*args: object) -> None:
            raise GONE

        monkeypatch.setattr(t.bot.service, "player_view", gone)  # the service refuses
        by_command = await final_answer(await t.ann.slash(thread, "hand"))
        by_button = await final_answer(await t.ann.click(table, say(EN, "button-show-hand")))
        assert by_command.ephemeral and by_button.ephemeral
        assert by_command.content == by_button.content == refusal(EN, GONE)
        monkeypatch.undo()


def told_in(t: GinTable, channel: Channel, text: str) -> list[Message]:
    return [m for m in t.fd.channel_messages(channel) if m.content == text]


async def test_a_refusal_past_its_tokens_life_is_told_in_the_channel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with gin_table(tmp_path) as t:
        thread, table = await started(t)

        async def slow_and_gone(*args: object) -> None:
            t.fd.advance(901)  # the token's 15 minutes pass while the service works
            raise GONE

        monkeypatch.setattr(t.bot.service, "player_view", slow_and_gone)
        told = f"<@{t.ann.id}> {refusal(EN, GONE)}"
        spent = len(t.fd.errors_returned(50027))
        await t.ann.slash(thread, "hand")
        await t.fd.wait_for(lambda: told_in(t, thread, told), what="the refusal in the thread")
        await t.ann.click(table, say(EN, "button-show-hand"))
        await t.fd.wait_for(lambda: len(told_in(t, thread, told)) == 2,
                            what="the button's refusal in the thread")
        assert len(t.fd.errors_returned(50027)) == spent + 2  # each followup, once
        assert not any(m.ephemeral for m in told_in(t, thread, told))
        monkeypatch.undo()


async def test_a_refusal_after_discords_three_seconds_is_told_in_the_channel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with gin_table(tmp_path) as t:
        async def slow_and_gone(*args: object, **kwargs: object) -> None:
            t.fd.advance(4)  # the first answer comes too late for Discord
            raise GONE

        monkeypatch.setattr(t.bot.service, "ladder_board", slow_and_gone)
        told = f"<@{t.ann.id}> {refusal(EN, GONE)}"
        r = await t.ann.slash(t.chan, "gin ladder")
        await t.fd.wait_for(lambda: told_in(t, t.chan, told), what="the refusal in the channel")
        assert r.failed and t.fd.errors_returned(10062)
        monkeypatch.undo()


async def test_a_cog_that_fails_to_load_is_logged_and_the_others_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(bot, "EXTENSIONS", ("cogs.no_such_feature", *bot.EXTENSIONS))
    caplog.set_level(logging.ERROR, logger="ginbot.bot")
    async with gin_table(tmp_path) as t:  # every command of the other cogs is synced
        r = await t.ann.slash(t.chan, "gin help")
        assert (await r.wait_response()).ephemeral
    failed = [r for r in caplog.records if r.name == "ginbot.bot"]
    assert [r.getMessage() for r in failed] == [
        "could not load cogs.no_such_feature; the other cogs still load"]
    assert failed[0].exc_info is not None
