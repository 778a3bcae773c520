"""A player whose DMs are closed plays from the thread with /hand, privately; the bot
tries one DM per match and no more."""

from __future__ import annotations

from pathlib import Path

from ginbot.text import Locale, say
from tests.discord_support import (
    PLAYABLE,
    GinTable,
    best_discard_option,
    control,
    enabled,
    gin_table,
    hand_messages,
    match_threads,
    play_turn_by_buttons,
    screen_state,
)
from tests.fakecord import Channel, Message, User

DM_CLOSED = 50007
EN = Locale.EN


def to_draw(t: GinTable, user: User) -> bool:
    """The user's DM screen offers the start of a turn."""
    screens = hand_messages(t.fd, user)
    return bool(screens) and bool(enabled(screens[-1]).keys() & {"stock", "pass", "take"})


def turn_calls(t: GinTable, thread: Channel, user: User) -> list[Message]:
    return [m for m in t.fd.thread_messages(thread)
            if m.content == say(EN, "your-turn-thread", player=user.mention)]


async def play_from_hand_command(t: GinTable, user: User, thread: Channel) -> None:
    """One whole turn from the ephemeral /hand screen, without any DM."""
    r = await user.slash(thread, "hand")
    screen = await r.wait_response()
    assert screen.ephemeral and screen.attachment("hand.png").image_size()[1] > 100
    controls = enabled(screen)
    versions = len(screen.versions)
    action = "pass" if "pass" in controls else "stock"
    await (await user.click(screen, controls[action]["custom_id"])).wait_ack()
    await t.fd.wait_for(lambda: len(screen.versions) > versions, what="the hand to redraw")
    controls = enabled(screen)
    if "discard" in controls:
        versions = len(screen.versions)
        await (await user.select(screen, controls["discard"]["custom_id"],
                                 [best_discard_option(controls["discard"])])).wait_ack()
        await t.fd.wait_for(lambda: len(screen.versions) > versions, what="the discard")


async def test_closed_dms_fall_back_to_the_thread(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.fd.close_dms(t.bob)
        r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob)
        await (await t.bob.click(await r.wait_response(), say(EN, "button-accept"))).wait_ack()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        closed = say(EN, "dms-closed", player=t.bob.mention)
        note = await t.fd.wait_for(lambda: [
            m for m in t.fd.thread_messages(thread) if m.content == closed
        ], what="the note about closed DMs")

        calls_played = 0
        for _ in range(3):  # three rounds: a turn each
            await t.fd.wait_for(
                lambda n=calls_played: len(turn_calls(t, thread, t.bob)) > n or to_draw(t, t.ann),
                what="someone's turn")
            if len(turn_calls(t, thread, t.bob)) > calls_played:
                calls_played += 1
                await play_from_hand_command(t, t.bob, thread)
                await t.fd.wait_for(lambda: to_draw(t, t.ann), what="ann's turn")
            for _ in range(2):  # ann's draw (or pass), then her discard
                before = screen_state(t.fd, t.ann)
                if not enabled(hand_messages(t.fd, t.ann)[-1]).keys() & PLAYABLE:
                    break
                await play_turn_by_buttons(t.fd, t.ann)
                await t.fd.wait_for(lambda b=before: screen_state(t.fd, t.ann) != b, what="ann")

        assert not [m for m in t.fd.dms(t.bob) if not m.ephemeral]
        assert len(t.fd.errors_returned(DM_CLOSED)) == 1  # one failed DM in this match
        settings = await t.bot.service.player_settings(t.bob.id)
        assert settings.dm_closed
        assert len(note) == 1

        # A new match tries DMs once more, and only once.
        r = await t.bob.slash(thread, "resign")
        await (await t.bob.click(await r.wait_response(), say(EN, "button-resign"))).wait_ack()
        final = await t.fd.wait_for(lambda: [
            m for m in t.fd.thread_messages(thread)
            if any(c.get("custom_id", "").endswith(":rematch") for c in m.interactive())
        ], what="the end")
        r = await t.ann.click(final[0], say(EN, "button-rematch"))
        assert (await r.wait_followup()).content == say(
            EN, "rematch-sent", name="Bob", channel=f"<#{t.chan.id}>")
        offer = await t.fd.wait_for(lambda: [
            m for m in t.fd.channel_messages(t.chan)
            if any(c.get("custom_id", "").endswith(":accept") for c in m.interactive())
        ], what="the rematch challenge")
        await (await t.bob.click(offer[-1], control(offer[-1], "accept"))).wait_ack()
        await t.fd.wait_for(lambda: len(match_threads(t.fd)) == 2, what="the second thread")
        await t.fd.wait_for(lambda: len(t.fd.errors_returned(DM_CLOSED)) == 2,
                            what="the second match's one DM attempt")
        await t.bot.service.settle()
        await t.bot.service.notifier.flush()
        assert len(t.fd.errors_returned(DM_CLOSED)) == 2
