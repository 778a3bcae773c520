"""The slash commands as Discord shows them: exact names, choices, a description on
every option, autocomplete from the caller's own hand; /gin rules (the rule book too),
help, ladder, prefs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cogs.screens.replies import help_page
from ginbot import rulebook
from ginbot.engine import PRESETS, TABLE_PRESETS, Card, Rules
from ginbot.text import Locale, preset_name, rules_lines, say
from ginbot.text.rules import preset_listing
from tests.discord_support import gin_table, match_threads
from tests.fakecord import Perm

EN = Locale.EN


def options(command: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {o["name"]: o for o in command.get("options", [])}


async def test_commands_are_registered_as_specified(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        gin = t.fd.command("gin", t.guild)
        subs = options(gin)
        assert set(subs) == {
            "challenge", "bot", "rules", "help", "ladder", "profile", "prefs", "settings",
            "replay", "tournament"}
        assert [o["name"] for o in subs["tournament"]["options"]] == [
            "create", "list", "show", "start", "cancel", "remove", "record"]
        assert [o["name"] for o in subs["challenge"]["options"]] == [
            "opponent", "opponent2", "partner", "level", "preset", "target", "rules"]
        for command in ("challenge", "bot"):
            house = options(subs[command])["rules"]
            assert house["autocomplete"] is True and not house.get("required", False)
        for command in ("bot", "challenge"):
            level = options(subs[command])["level"]
            assert [c["value"] for c in level["choices"]] == ["easy", "normal", "expert"]
            assert not level.get("required", False)
        seats = options(subs["challenge"])
        assert seats["opponent"]["required"] is True
        for seat in ("opponent2", "partner"):
            assert seats[seat]["type"] == seats["opponent"]["type"]
            assert not seats[seat].get("required", False)
        draw = options(t.fd.command("draw", t.guild))["source"]
        assert [c["value"] for c in draw["choices"]] == ["stock", "discard"]
        for name in ("discard", "knock"):
            card = options(t.fd.command(name, t.guild))["card"]
            assert card["autocomplete"] is True and card["required"] is True

        def every_option(command: dict[str, Any]) -> list[dict[str, Any]]:
            found = []
            for option in command.get("options", []):
                found.append(option)
                found += every_option(option)
            return found

        for name in ("gin", "pass", "draw", "discard", "knock", "hand", "hint", "resign"):
            command = t.fd.command(name, t.guild)
            assert command["description"]
            for option in every_option(command):
                assert option["description"], (name, option["name"])
        for name in ("pass", "draw", "discard", "knock", "hand", "hint", "resign"):
            t.fd.command(name)  # offered in DMs too


async def test_card_autocomplete_offers_the_callers_own_cards(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level="easy")
        await r.wait_followup()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await t.bot.service.settle()
        view = await t.bot.service.player_view(1, t.ann.id)
        hand = list(view.view.hand.hand)
        choices = await t.ann.autocomplete(thread, "discard", "card", "")
        assert [Card.parse(c["value"]) for c in choices] == hand
        assert all(c["value"] == str(Card.parse(c["value"])) for c in choices)
        first = str(hand[0])
        typed = await t.ann.autocomplete(thread, "discard", "card", first[:-1].lower())
        assert first in [c["value"] for c in typed]
        assert await t.carol.autocomplete(thread, "discard", "card", "") == []
        assert await t.ann.autocomplete(thread, "knock", "card", "") == []  # not after a draw


async def test_information_commands(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin rules", preset="oklahoma")
        reply = await r.wait_response()
        assert reply.ephemeral and "Oklahoma" in reply.content
        r = await t.ann.slash(t.chan, "gin help")
        assert (await r.wait_response()).content == help_page(Locale.EN)
        r = await t.ann.slash(t.chan, "gin ladder")
        assert (await r.wait_response()).content == say(Locale.EN, "ladder-empty")
        r = await t.ann.slash(t.chan, "gin prefs", sort="rank", four_colour=True)
        assert (await r.wait_response()).content == say(
            Locale.EN, "prefs-hand", sort="rank", colours="four")
        r = await t.ann.slash(t.ann.dm, "hand")
        assert "no match in progress" in (await r.wait_response()).content
        r = await t.ann.slash(t.chan, "gin challenge", opponent=t.ann)
        assert (await r.wait_response()).content == say(Locale.EN, "challenge-yourself")


async def test_rules_show_the_rule_book_within_discords_limits(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        command = options(options(t.fd.command("gin", t.guild))["rules"])
        assert [c["value"] for c in command["section"]["choices"]] == ["all", *rulebook.KEYS]
        assert [c["value"] for c in command["preset"]["choices"]] == list(TABLE_PRESETS)

        r = await t.ann.slash(t.chan, "gin rules")
        brief = (await r.wait_response()).content
        assert brief == "\n".join([
            say(EN, "in-force-default", preset="classic"),
            *(f"• {line}" for line in rules_lines(EN, Rules())),
            say(EN, "in-force-presets", presets=preset_listing(EN, TABLE_PRESETS)),
            say(EN, "in-force-rulebook")])
        assert not any(name in brief for name in PRESETS if name not in TABLE_PRESETS)

        book = rulebook.book(EN)
        r = await t.ann.slash(t.chan, "gin rules", section="all")
        await r.wait_response()
        shown = await t.fd.wait_for(
            lambda: [e for m in r.messages for e in m.embeds] if sum(
                len(m.embeds) for m in r.messages) == len(book.sections) else None,
            what="every section of the rule book")
        messages = r.messages
        assert len(messages) > 1, "the whole rule book is more than one message holds"
        assert all(m.ephemeral for m in messages)
        assert [m.content for m in messages] == [
            say(EN, "rulebook-title-part", part=n, parts=len(messages))
            for n in range(1, len(messages) + 1)]
        assert [e["title"] for e in shown] == [s.heading for s in book.sections]
        assert [e["description"] for e in shown] == [s.joined() for s in book.sections]
        for message in messages:
            assert len(message.embeds) <= 10
            assert sum(len(e["title"]) + len(e["description"]) for e in message.embeds) <= 6000

        r = await t.ann.slash(t.ann.dm, "gin rules", section="scoring")
        reply = await r.wait_response()
        scoring = book.section("scoring")
        assert [e["title"] for e in reply.embeds] == [scoring.heading]
        assert [e["description"] for e in reply.embeds] == [scoring.joined()]
        assert reply.content == say(EN, "rulebook-title")

        r = await t.ann.slash(t.chan, "gin rules", preset="scarne", section="match")
        reply = await r.wait_response()
        assert reply.ephemeral
        assert reply.content.startswith(say(EN, "in-force-preset", preset="scarne") + "\n")
        assert reply.content.endswith("\n" + say(EN, "rulebook-title"))
        assert [e["title"] for e in reply.embeds] == [book.section("match").heading]
        assert not t.fd.errors_returned()


async def test_rules_are_read_in_the_readers_language(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-TW"
        r = await t.bob.slash(t.chan, "gin rules", preset="knock5", section="knock")
        reply = await r.wait_response()
        knock = rulebook.section("knock", Locale.ZH_TW)
        assert reply.content == "\n".join([
            say(Locale.ZH_TW, "in-force-preset", preset=preset_name(Locale.ZH_TW, "knock5")),
            *(f"• {line}" for line in rules_lines(Locale.ZH_TW, Rules.preset("knock5"))),
            say(Locale.ZH_TW, "in-force-presets",
                presets=preset_listing(Locale.ZH_TW, TABLE_PRESETS)),
            say(Locale.ZH_TW, "in-force-rulebook"),
            say(Locale.ZH_TW, "rulebook-title")])
        assert [(e["title"], e["description"]) for e in reply.embeds] == [
            (knock.heading, knock.joined())]

        r = await t.bob.slash(t.chan, "gin prefs", language="ms")
        await r.wait_response()
        r = await t.bob.slash(t.bob.dm, "gin rules", section="all")
        await r.wait_response()
        shown = await t.fd.wait_for(
            lambda: [e for m in r.messages for e in m.embeds] if sum(
                len(m.embeds) for m in r.messages) == len(rulebook.KEYS) else None,
            what="every section of the rule book in Malay")
        assert [e["title"] for e in shown] == [
            s.heading for s in rulebook.book(Locale.MS).sections]
        assert r.messages[0].content.startswith(say(Locale.MS, "rulebook-title-part", part=1,
                                                    parts=len(r.messages)))
        assert not t.fd.errors_returned()


async def test_server_settings(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        assert t.fd.command("gin", t.guild)["default_member_permissions"] is None
        settings = options(t.fd.command("gin", t.guild))["settings"]
        assert [o["name"] for o in settings["options"]] == [
            "turn_minutes", "idle", "next_hand_seconds", "challenge_minutes", "language",
            "tournaments", "season_days", "season_ratings"]
        assert [c["name"] for c in options(settings)["language"]["choices"]] == [
            "English", "简体中文", "繁體中文", "Bahasa Melayu",
            say(Locale.EN, "choice-language-server")]
        prefs = options(options(t.fd.command("gin", t.guild))["prefs"])["language"]
        assert [(c["name"], c["value"]) for c in prefs["choices"]] == [
            ("English", "en"), ("简体中文", "zh-CN"), ("繁體中文", "zh-TW"),
            ("Bahasa Melayu", "ms"), (say(Locale.EN, "choice-language-discord"), "discord")]
        r = await t.ann.slash(t.chan, "gin settings", turn_minutes=2)
        assert (await r.wait_response()).content == say(Locale.EN, "check-manage-server")
        assert t.bot.service.guild_settings(t.guild.id).turn_timeout == 0
        t.guild.add_role("Hosts", t.ann, permissions=Perm.MANAGE_GUILD)
        r = await t.ann.slash(t.chan, "gin settings", turn_minutes=2, idle="autoplay",
                              next_hand_seconds=5)
        reply = await r.wait_response()
        assert reply.content == say(
            Locale.EN, "settings-table", delay="5", expiry=5,
            timer=say(Locale.EN, "settings-timer-autoplay", minutes=2))
        assert t.bot.service.guild_settings(t.guild.id).turn_timeout == 120
