"""A player whose DMs are closed plays from the thread with /hand, privately; the bot
tries one DM per match and no more."""

from __future__ import annotations

from pathlib import Path

from ginbot.text import Locale, say
from tests.discord_support import (
    PLAYABLE,
    GinTable,
    best_discard_option,
    enabled,
    gin_table,
    hand_messages,
    match_threads,
    play_turn_by_buttons,
    screen_state,
)
from tests.fakecord import Channel, Message, User

DM_CLOSED = 50007


def to_draw(t: GinTable, user: User) -> bool:
    """The user's DM screen offers the start of a turn."""
    screens = hand_messages(t.fd, user)
    return bool(screens) and bool(enabled(screens[-1]).keys() & {"stock", "pass", "take"})


def turn_calls(t: GinTable, thread: Channel, user: User) -> list[Message]:
    return [m for m in t.fd.thread_messages(thread)
            if m.content.startswith(f"{user.mention}, your turn")]


async def play_from_hand_command(t: GinTable, user: User, thread: Channel) -> None:
    """One whole turn from the ephemeral /hand screen, without any DM."""
    r = await user.slash(thread, "hand")
    screen = await r.wait_response()
    assert screen.ephemeral and screen.attachment("hand.png").image_size()[1] > 100
    controls = enabled(screen)
    versions = len(screen.versions)
    await (await user.click(screen, "Pass" if "pass" in controls else "Draw stock")).wait_ack()
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
        await (await t.bob.click(await r.wait_response(), "Accept")).wait_ack()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        note = await t.fd.wait_for(lambda: [
            m for m in t.fd.thread_messages(thread) if "can't send you direct messages" in m.content
        ], what="the note about closed DMs")
        assert note[0].content.startswith(t.bob.mention) and "/hand" in note[0].content

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
        await (await t.bob.click(await r.wait_response(), say(Locale.EN, "resign-button"))
               ).wait_ack()
        final = await t.fd.wait_for(lambda: [
            m for m in t.fd.thread_messages(thread) if "wins the match" in m.content
        ], what="the end")
        r = await t.ann.click(final[0], "Rematch")
        assert "Rematch challenge sent to Bob" in (await r.wait_followup()).content
        offer = await t.fd.wait_for(lambda: [
            m for m in t.fd.channel_messages(t.chan) if "challenges you" in m.content
            and m.components], what="the rematch challenge")
        await (await t.bob.click(offer[-1], "Accept")).wait_ack()
        await t.fd.wait_for(lambda: len(match_threads(t.fd)) == 2, what="the second thread")
        await t.fd.wait_for(lambda: len(t.fd.errors_returned(DM_CLOSED)) == 2,
                            what="the second match's one DM attempt")
        await t.bot.service.settle()
        await t.bot.service.notifier.flush()
        assert len(t.fd.errors_returned(DM_CLOSED)) == 2
