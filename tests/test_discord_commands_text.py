"""The slash commands and the /gin replies in the reader's language, end to end through
the emulator. Discord lists every command with its zh-CN and zh-TW descriptions and
choice names from commands.ftl (the rule book's sections by their headings in each
language's rule book), the command and option names unchanged; a Chinese
Discord app or a Malay preference reads /gin help, ladder, prefs, settings, bot,
/resign and the refusals of /gin challenge in that language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cogs.screens.common import rules_line
from cogs.translator import CatalogueTranslator
from ginbot import rulebook
from ginbot.engine import TABLE_PRESETS
from ginbot.service import NoSuchMatch
from ginbot.text import Locale, language_name, players, refusal, say, seat_names
from ginbot.text.commands import command_messages, command_text
from tests.discord_support import GIN_COMMANDS, GinTable, accepted_challenge, gin_table
from tests.fakecord import Perm

EN, ZH_CN, ZH_TW, MS = Locale.EN, Locale.ZH_CN, Locale.ZH_TW, Locale.MS
CHINESE = {"zh-CN": ZH_CN, "zh-TW": ZH_TW}
DATA_NAMES = {language_name(locale) for locale in Locale}
"""Choice names that are the same in every language: a language's own name."""
SECTIONS = {rulebook.section(key).heading: key for key in rulebook.KEYS}


def described(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A command and every option under it, subcommands included."""
    yield node
    for option in node.get("options") or []:
        yield from described(option)


def in_chinese(message_id: str) -> dict[str, str]:
    return {discord_locale: command_text(locale, message_id)
            for discord_locale, locale in CHINESE.items()}


def headings_in_chinese(key: str) -> dict[str, str]:
    return {discord_locale: rulebook.section(key, locale).heading
            for discord_locale, locale in CHINESE.items()}


async def test_discord_lists_the_commands_in_chinese_and_keeps_their_names(
    tmp_path: Path,
) -> None:
    by_english = {command_text(EN, message_id): message_id for message_id in command_messages()}
    assert len(by_english) == len(command_messages()), "two messages say the same in English"
    used: set[str] = set()
    async with gin_table(tmp_path) as t:
        synced = t.fd.commands.list(None)
        assert {command["name"] for command in synced} == set(GIN_COMMANDS)
        for command in synced:
            for node in described(command):
                where = f"/{command['name']} {node['name']}"
                assert not node.get("name_localizations"), where
                message_id = by_english.get(node["description"])
                assert message_id is not None, f"{where}: {node['description']!r} has no message"
                assert node["description_localizations"] == in_chinese(message_id), where
                used.add(message_id)
                for choice in node.get("choices") or []:
                    message_id = by_english.get(choice["name"])
                    if choice["name"] in SECTIONS:  # the rule book's own headings
                        assert choice["name_localizations"] == headings_in_chinese(
                            SECTIONS[choice["name"]]), where
                        continue
                    if message_id is None:
                        assert choice["name"] in DATA_NAMES, (where, choice)
                        assert not choice.get("name_localizations"), (where, choice)
                        continue
                    assert choice["name_localizations"] == in_chinese(message_id), where
                    used.add(message_id)
    assert used == command_messages(), "commands.ftl has words no command uses"


async def test_the_preset_choices_read_in_chinese_with_the_name_to_type(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        gin = t.fd.command("gin", t.guild)
        for command in ("challenge", "bot", "rules"):
            sub = next(o for o in gin["options"] if o["name"] == command)
            preset = next(o for o in sub["options"] if o["name"] == "preset")
            assert [c["value"] for c in preset["choices"]] == list(TABLE_PRESETS), command
            for choice in preset["choices"]:
                message_id = f"choice-preset-{choice['value']}"
                assert choice["name"] == command_text(EN, message_id)
                assert choice["name_localizations"] == in_chinese(message_id), command
                for read in choice["name_localizations"].values():
                    assert read != choice["value"] and choice["value"] in read.casefold()


def help_page(locale: Locale) -> str:
    return "\n".join([say(locale, "help-about"), say(locale, "help-start"),
                      say(locale, "help-play"), say(locale, "help-more"),
                      say(locale, "help-closed-dms")])


async def reply(t: GinTable, user: Any, command: str, **options: Any) -> str:
    r = await user.slash(t.chan, command, **options)
    return (await r.wait_response()).content


async def test_a_chinese_app_reads_the_gin_replies_in_chinese(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        assert help_page(ZH_CN) != help_page(EN)
        assert await reply(t, t.bob, "gin help") == help_page(ZH_CN)
        assert await reply(t, t.ann, "gin help") == help_page(EN)  # her app is in English
        assert await reply(t, t.bob, "gin ladder") == say(ZH_CN, "ladder-empty")
        assert await reply(t, t.bob, "gin prefs", sort="suit") == say(
            ZH_CN, "prefs-hand", sort="suit", colours="two")
        assert await reply(t, t.bob, "gin challenge", opponent=t.bob) == say(
            ZH_CN, "challenge-yourself")
        assert await reply(t, t.bob, "gin challenge", opponent=t.fd.bot) == say(
            ZH_CN, "challenge-the-bot")

        thread, _ = await accepted_challenge(t)
        r = await t.bob.slash(thread, "resign")
        confirm = await r.wait_response()
        assert confirm.content == say(ZH_CN, "resign-confirm",
                                      players=players(ZH_CN, ("Ann", "Bob")))
        await (await t.bob.click(confirm, say(ZH_CN, "button-resign"))).wait_ack()
        await t.bot.service.settle()
        standings = await t.bot.service.ladder(t.guild.id)
        assert [(e.name, e.wins, e.losses) for e in standings] == [("Ann", 1, 0), ("Bob", 0, 1)]
        assert await reply(t, t.bob, "gin ladder") == "\n".join([
            say(ZH_CN, "ladder-title"), *(
                f"{n}. **{e.name}** · " + say(ZH_CN, "ladder-rating", rating=f"{e.rating:.1f}",
                                              wins=e.wins, losses=e.losses)
                for n, e in enumerate(standings, 1))])

        r = await t.bob.slash(t.chan, "gin bot", level="easy")
        opened = await r.wait_followup()
        match = (await t.bot.service.active_match(t.guild.id, t.bob.id))
        assert match is not None
        assert opened.content == say(
            ZH_CN, "bot-match-opens", players=players(ZH_CN, seat_names(ZH_CN, match)),
            rules=rules_line(ZH_CN, match.rules))
        assert not t.fd.errors_returned()


async def test_a_player_who_chose_malay_reads_the_gin_replies_in_malay(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.guild.add_role("Hosts", t.ann, permissions=Perm.MANAGE_GUILD)
        assert await reply(t, t.ann, "gin prefs", language="ms") == say(
            MS, "language-player-set", language="Bahasa Melayu")
        assert await reply(t, t.ann, "gin help") == help_page(MS)
        assert await reply(t, t.bob, "gin help") == help_page(EN)
        assert await reply(t, t.ann, "gin ladder") == say(MS, "ladder-empty")
        assert await reply(t, t.ann, "gin prefs", four_colour=True) == say(
            MS, "prefs-hand", sort="melds", colours="four")
        assert await reply(t, t.ann, "gin settings") == say(
            MS, "settings-table", timer=say(MS, "settings-no-timer"), delay="0", expiry=5)
        assert await reply(t, t.ann, "gin settings", turn_minutes=1, idle="forfeit",
                           next_hand_seconds=3, challenge_minutes=1) == say(
            MS, "settings-table", timer=say(MS, "settings-timer-forfeit", minutes=1), delay="3",
            expiry=1)
        # Her own choice beats the server's new language.
        said = await reply(t, t.ann, "gin settings", language="zh-TW", idle="autoplay")
        assert said == "\n".join([
            say(MS, "language-server-set", language="繁體中文"),
            say(MS, "settings-table", timer=say(MS, "settings-timer-autoplay", minutes=1),
                delay="3", expiry=1)])
        assert await reply(t, t.ann, "gin replay", match=5) == refusal(MS, NoSuchMatch(5))
        assert await reply(t, t.ann, "gin challenge", opponent=t.ann) == say(
            MS, "challenge-yourself")
        assert not t.fd.errors_returned()


class Emphatic(CatalogueTranslator):
    """The catalogue's Chinese with a mark at the end: a translation that changed."""

    async def translate(self, string: Any, locale: Any, context: Any) -> str | None:
        said = await super().translate(string, locale, context)
        return None if said is None else f"{said}！"


async def test_a_changed_translation_is_synced_and_an_unchanged_one_is_not(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path) as t:
        writes = t.fd.commands.writes
        assert await t.bot.sync_commands() is False
        await t.bot.tree.set_translator(Emphatic())
        assert await t.bot.sync_commands() is True
        gin = t.fd.command("gin", t.guild)
        emphatic = command_text(ZH_TW, "command-gin") + "！"
        assert gin["description_localizations"]["zh-TW"] == emphatic
        await t.bot.tree.set_translator(CatalogueTranslator())
        assert await t.bot.sync_commands() is True
        assert await t.bot.sync_commands() is False
        assert t.fd.commands.writes == writes + 2
        assert t.fd.command("gin", t.guild)["description_localizations"] == in_chinese(
            "command-gin")
