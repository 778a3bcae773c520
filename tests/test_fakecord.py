"""The emulator works with the real discord.py: every feature, driven through the demo bot."""

from __future__ import annotations

import io

import aiohttp
import pytest
from PIL import Image

from tests.fakecord import FakecordError, FakecordTimeout, Modal, Perm
from tests.fakecord.demo_bot import CARDS, Table


async def test_login_uses_the_emulator_and_syncs_the_command_tree(table: Table) -> None:
    fd = table.fd
    routes = {(r.method, r.route) for r in fd.requests}
    assert ("GET", "/users/@me") in routes
    assert ("GET", "/oauth2/applications/@me") in routes
    assert ("GET", "/gateway/bot") in routes  # AutoShardedBot asks for its shard count
    assert ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") in routes
    demo = fd.command("demo", table.guild)
    assert demo["description"] == "Try every emulator feature"
    subs = {o["name"]: o for o in demo["options"]}
    assert {"play", "card", "hand", "thread", "picture", "secret", "name"} <= subs.keys()
    play = {o["name"]: o for o in subs["play"]["options"]}
    assert play["opponent"] == {
        "type": 6,
        "name": "opponent",
        "description": "Who to play",
        "required": True,
    }
    assert (play["rounds"]["min_value"], play["rounds"]["max_value"]) == (1, 5)
    assert [c["value"] for c in play["speed"]["choices"]] == ["slow", "fast"]
    assert subs["card"]["options"][0]["autocomplete"] is True
    with pytest.raises(FakecordError):
        fd.command("demo")  # a guild command is not offered in DMs


async def test_slash_command_with_options_answers_in_the_channel(table: Table) -> None:
    fd, ann, bob = table.fd, table.ann, table.bob
    outsider = fd.add_user("carol", fd.add_guild("Elsewhere"))
    r = await ann.slash(table.chan, "demo play", opponent=bob, rounds=2, speed="slow")
    message = await r.wait_response()
    assert message.content == "ann challenges bob: 2 rounds, slow"
    assert message.embeds[0]["title"] == "New table"
    assert message.embeds[0]["fields"] == [
        {"name": "Opponent", "value": bob.mention, "inline": True}
    ]
    assert "2 rounds, slow" in message.text()
    assert message.labels() == ["Bump 0", "Peek 0", "Fold 0", "Pick a card"]
    assert message.component("demo:0:bump")["label"] == "Bump 0"
    assert message.audience == "everyone in Test"
    assert message in fd.messages_visible_to(bob)
    assert message not in fd.messages_visible_to(outsider)
    assert fd.channel_messages(table.chan) == [message]
    assert r.response_type == 4 and not r.ephemeral


async def test_invalid_options_are_refused_before_reaching_the_bot(table: Table) -> None:
    ann, bob, chan = table.ann, table.bob, table.chan
    with pytest.raises(FakecordError, match=r"9 is outside 1\.\.5"):
        await ann.slash(chan, "demo play", opponent=bob, rounds=9)
    with pytest.raises(FakecordError, match=r"0 is outside 1\.\.5"):
        await ann.slash(chan, "demo play", opponent=bob, rounds=0)
    with pytest.raises(FakecordError, match="not one of the choices"):
        await ann.slash(chan, "demo play", opponent=bob, speed="medium")
    with pytest.raises(FakecordError, match="needs option 'opponent'"):
        await ann.slash(chan, "demo play")
    with pytest.raises(FakecordError, match="expects a whole number"):
        await ann.slash(chan, "demo play", opponent=bob, rounds="2")
    with pytest.raises(FakecordError, match="no option 'colour'"):
        await ann.slash(chan, "demo play", opponent=bob, colour="red")
    with pytest.raises(FakecordError, match="no subcommand 'dance'"):
        await ann.slash(chan, "demo dance")
    with pytest.raises(FakecordError, match="incomplete"):
        await ann.slash(chan, "demo")
    with pytest.raises(FakecordError, match="no command /nope"):
        await ann.slash(chan, "nope")
    assert table.fd.interactions.all == []


async def test_autocomplete_returns_the_bots_choices(table: Table) -> None:
    choices = await table.ann.autocomplete(table.chan, "demo card", "card", "7")
    assert [c["name"] for c in choices] == ["7♥", "7♦", "7♣"]
    everything = await table.ann.autocomplete(table.chan, "demo card", "card", "")
    assert [c["value"] for c in everything] == CARDS


async def test_persistent_button_edits_the_message_and_keeps_history(table: Table) -> None:
    r = await table.ann.slash(table.chan, "demo play", opponent=table.bob)
    message = await r.wait_response()
    click = await table.bob.click(message, "Bump 0")
    assert await click.wait_response() is message
    assert message.content == "count 1"
    assert message.labels() == ["Bump 1", "Peek 1", "Fold 1", "Pick a card"]
    assert [v.content for v in message.versions] == [
        "ann challenges bob: 3 rounds, fast",
        "count 1",
    ]
    with pytest.raises(FakecordError, match="no component 'Bump 0'"):
        await table.bob.click(message, "Bump 0")  # that button is gone now


async def test_ephemeral_answer_to_a_click_is_seen_only_by_the_clicker(table: Table) -> None:
    fd = table.fd
    message = await (
        await table.ann.slash(table.chan, "demo play", opponent=table.bob)
    ).wait_response()
    peek = await (await table.bob.click(message, "demo:0:peek")).wait_response()
    assert peek.content == "you peeked at 0"
    assert peek.ephemeral and peek.audience == "only bob (ephemeral)"
    assert peek in fd.messages_visible_to(table.bob)
    assert peek not in fd.messages_visible_to(table.ann)
    assert fd.channel_messages(table.chan) == [message]
    assert fd.ephemerals(table.bob) == [peek]


async def test_select_menu_by_label_and_rejects_unknown_options(table: Table) -> None:
    message = await (
        await table.ann.slash(table.chan, "demo play", opponent=table.bob)
    ).wait_response()
    answer = await (await table.bob.select(message, "Pick a card", ["7♥"])).wait_response()
    assert answer.content == "picked 7♥"
    with pytest.raises(FakecordError, match="no option '8♥'"):
        await table.bob.select(message, "demo:pick:0", ["8♥"])
    with pytest.raises(FakecordError, match=r"takes 1\.\.1 values"):
        await table.bob.select(message, "demo:pick:0", ["7♥", "7♦"])


async def test_clicking_a_button_that_is_not_on_the_message_fails_in_the_helper(
    table: Table,
) -> None:
    message = await (
        await table.ann.slash(table.chan, "demo play", opponent=table.bob)
    ).wait_response()
    with pytest.raises(FakecordError, match=r"no component 'Fold'.*Bump 0"):
        await table.ann.click(message, "Fold")
    with pytest.raises(FakecordError, match="is a select menu"):
        await table.ann.click(message, "Pick a card")
    secret = await (await table.ann.slash(table.chan, "demo secret")).wait_response()
    with pytest.raises(FakecordError, match="cannot see"):
        await table.bob.click(secret, "anything")


async def test_hand_by_dm_is_private(table: Table) -> None:
    fd = table.fd
    r = await table.ann.slash(table.chan, "demo hand")
    assert (await r.wait_response()).content == "sent you a DM"
    dm = await fd.wait_for_dm(table.ann)
    assert dm.content == "your hand: 7♥ 7♦ 7♣"
    assert dm.audience == "only ann (DM)"
    assert fd.dms(table.ann) == [dm]
    assert dm not in fd.messages_visible_to(table.bob)


async def test_private_thread_is_seen_by_its_members_only(table: Table) -> None:
    fd = table.fd
    r = await table.ann.slash(table.chan, "demo thread", name="ann vs bot")
    answer = await r.wait_response()
    thread = fd.thread("ann vs bot")
    assert answer.content == f"opened {thread.mention}" and answer.ephemeral
    assert thread.type == 12 and thread.parent is table.chan
    assert table.ann.id in thread.thread_members
    welcome = await fd.wait_for_message(lambda m: m.channel is thread)
    assert welcome.content == f"welcome {table.ann.mention}"
    assert fd.thread_messages(thread) == [welcome]
    assert welcome.visible_to(table.ann) and not welcome.visible_to(table.bob)
    assert table.bot.get_channel(thread.id) is not None  # THREAD_CREATE reached the cache
    inside = await (await table.ann.slash(thread, "demo secret")).wait_response()
    assert inside.channel is thread and inside.ephemeral_to is table.ann
    with pytest.raises(FakecordError, match="cannot see"):
        await table.bob.slash(thread, "demo secret")


async def test_deferred_answer_with_png_then_replaced_attachment(table: Table) -> None:
    fd = table.fd
    r = await table.ann.slash(table.chan, "demo picture")
    assert await r.wait_ack() == 5
    await fd.wait_for(lambda: r.original is not None and r.original.content.startswith("redrawn"))
    message = await r.wait_response()
    first, filled, redrawn = message.versions
    assert first.content == "" and first.flags & 128  # "ginbot is thinking..."
    assert filled.content == "here" and [a.filename for a in filled.attachments] == ["table.png"]
    assert [a.filename for a in redrawn.attachments] == ["table2.png"]
    assert r.followups[0] is message  # the first followup filled the thinking message
    extra = r.followups[1]
    assert extra.deleted and extra.ephemeral
    assert [v.content for v in extra.versions] == ["extra", "extra, edited"]
    assert message.content == "redrawn table.png"  # read back through GET @original
    picture = message.attachment("table2.png")
    assert picture.image_size() == (30, 30)
    with Image.open(io.BytesIO(picture.data)) as image:
        assert image.getpixel((0, 0)) == (255, 0, 0)
    async with aiohttp.ClientSession() as http, http.get(picture.url) as got:
        assert got.status == 200 and await got.read() == picture.data


async def test_ephemeral_response_is_only_for_the_invoker(table: Table) -> None:
    fd = table.fd
    secret = await (await table.ann.slash(table.chan, "demo secret")).wait_response()
    assert secret.content == "only for you"
    assert secret.attachment("card.png").image_size() == (8, 12)  # a multipart callback
    assert secret.visible_to(table.ann) and not secret.visible_to(table.bob)
    assert fd.channel_messages(table.chan) == []


async def test_modal_is_opened_and_submitted(table: Table) -> None:
    r = await table.ann.slash(table.chan, "demo name")
    modal = await r.wait_response()
    assert isinstance(modal, Modal) and modal.title == "Name your table"
    with pytest.raises(FakecordError, match="only ann sees"):
        await table.bob.submit(modal, {"Name": "x"})
    submitted = await table.ann.submit(modal, {"Name": "Gin Palace"})
    assert (await submitted.wait_response()).content == "table named Gin Palace"


async def test_gateway_drop_is_resumed_and_missed_events_delivered(table: Table) -> None:
    fd = table.fd
    await fd.drop_gateway()
    r = await table.ann.slash(table.chan, "demo secret")  # sent while the bot is away
    assert (await r.wait_response()).content == "only for you"
    assert fd.gateway.resumes == 1 and fd.gateway.identifies == 1


async def test_commands_and_buttons_in_direct_messages(table: Table) -> None:
    fd, ann = table.fd, table.ann
    with pytest.raises(FakecordError, match="no command /demo"):
        await ann.slash(ann.dm, "demo secret")  # guild commands are not offered in DMs
    pong = await (await ann.slash(ann.dm, "ping")).wait_response()
    assert pong.content == "pong from DM" and pong.audience == "only ann (DM)"
    assert fd.dms(ann) == [pong]
    peek = await (await ann.click(pong, "Peek 5")).wait_response()
    assert peek.content == "you peeked at 5" and peek.ephemeral
    with pytest.raises(FakecordError, match="cannot see"):
        await table.bob.click(pong, "Peek 5")
    in_guild = await (await ann.slash(table.chan, "ping")).wait_response()
    assert in_guild.content == "pong from Test"


async def test_interactions_carry_the_clients_and_the_servers_languages(table: Table) -> None:
    fd, guild = table.fd, table.guild
    said = await (await table.ann.slash(table.chan, "demo languages")).wait_response()
    assert said.content == "you: en-US, server: en-US"
    xiaoming = fd.add_user("xiaoming", locale="zh-CN")
    guild.preferred_locale = "zh-TW"
    said = await (await xiaoming.slash(table.chan, "demo languages")).wait_response()
    assert said.content == "you: zh-CN, server: zh-TW"
    table.ann.locale = "fr"
    said = await (await table.ann.slash(table.chan, "demo languages")).wait_response()
    assert said.content == "you: fr, server: zh-TW"


async def test_default_member_permissions_hide_commands_from_users_without_them(
    table: Table,
) -> None:
    fd, guild = table.fd, table.guild
    assert fd.command("admin", guild)["default_member_permissions"] == str(Perm.MANAGE_GUILD)
    with pytest.raises(FakecordError, match="lacks the permissions"):
        await table.ann.slash(table.chan, "admin")
    guild.add_role("managers", table.ann, permissions=Perm.MANAGE_GUILD)
    answer = await (await table.ann.slash(table.chan, "admin")).wait_response()
    assert answer.content == "admin things"


async def test_waits_time_out_with_what_was_awaited_and_recent_activity(table: Table) -> None:
    await (await table.ann.slash(table.chan, "demo secret")).wait_response()
    with pytest.raises(FakecordTimeout, match=r"(?s)waiting for a miracle.*/demo secret by ann"):
        await table.fd.wait_for(lambda: False, timeout=0.05, what="a miracle")


async def test_deferred_update_lets_the_bot_edit_the_clicked_message(table: Table) -> None:
    message = await (
        await table.ann.slash(table.chan, "demo play", opponent=table.bob)
    ).wait_response()
    fold = await table.bob.click(message, "Fold 0")
    assert await fold.wait_ack() == 6
    await table.fd.wait_for(lambda: message.content == "folded at 0")
    assert message.components == () and fold.original is message
    with pytest.raises(FakecordError, match="no component"):
        await table.ann.click(message, "Bump 0")


async def test_channel_message_edit_replaces_attachments_delete_react_thread(table: Table) -> None:
    fd = table.fd
    await (await table.ann.slash(table.chan, "demo board")).wait_response()
    talk = await fd.wait_for(lambda: fd.threads and fd.thread("board talk"))
    chat = await fd.wait_for_message(lambda m: m.channel is talk)
    board = next(m for m in fd.messages if m.content == "board v2")
    await fd.wait_for(lambda: any(m.deleted for m in fd.messages), what="the deleted note")
    assert fd.channel_messages(table.chan) == [board]  # "temporary" was deleted
    assert [m.content for m in fd.messages if m.deleted] == ["temporary"]
    v1, v2 = board.versions
    assert [a.image_size() for a in v1.attachments] == [(10, 10)]
    assert [a.image_size() for a in v2.attachments] == [(20, 10)]
    assert v1.attachments[0].id != v2.attachments[0].id
    assert board.reactions == {"✅": {fd.bot.id}}
    assert talk.id == board.id and talk.type == 11 and board.thread is talk
    assert chat.content == "chat here" and chat.visible_to(table.bob)


async def test_original_response_can_be_deleted(table: Table) -> None:
    r = await table.ann.slash(table.chan, "demo vanish")
    message = await r.wait_response()
    await table.fd.wait_for(lambda: message.deleted)
    assert message.content == "poof" and table.fd.channel_messages(table.chan) == []
