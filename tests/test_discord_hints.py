"""Hints through the emulator: the Hint button and /hint answer the player whose turn it
is, privately, with the expert's move, in a match against the computer; a match between
people offers none and refuses /hint."""

from __future__ import annotations

from pathlib import Path

from ginbot.engine import match_view_of
from ginbot.service.hints import advise
from ginbot.text import Locale, hint_line, say
from tests.discord_support import (
    PLAYABLE,
    accepted_challenge,
    controls_now,
    flat,
    gin_table,
    hand_messages,
    match_over_in,
    match_threads,
    refused,
)

EN = Locale.EN


def hint_reply(view) -> str:
    expected = advise(match_view_of(view.view), view.match.id, view.seat, view.version)
    return say(EN, "hint-reply", line=hint_line(EN, expected)) + "\n" + say(EN, "hint-marked")


async def test_the_hint_button_and_command_show_the_experts_move_privately(
        tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level="easy", preset="quick")
        await r.wait_followup()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await t.fd.wait_for(lambda: controls_now(t.fd, t.ann).keys() & PLAYABLE,
                            what="Ann's turn")
        assert "hint" in controls_now(t.fd, t.ann)
        service = t.bot.service
        view = await service.player_view(1, t.ann.id)
        assert not (await service.match_info(1)).hinted

        screen = hand_messages(t.fd, t.ann)[-1]
        clicked = await t.ann.click(screen, controls_now(t.fd, t.ann)["hint"]["custom_id"])
        reply = await clicked.wait_followup()
        assert reply.ephemeral and reply.content == hint_reply(view)

        typed = await t.ann.slash(thread, "hint")
        reply = await typed.wait_followup()
        assert reply.ephemeral and reply.content == hint_reply(view)
        assert (await service.match_info(1)).hints == 2

        await service.resign(1, t.ann.id)
        await t.fd.wait_for(lambda: match_over_in(t.fd, thread), what="the summary")
        summary = next(m for m in t.fd.thread_messages(thread) if m.attachments
                       and m.attachments[0].filename == "summary.png")
        assert say(EN, "summary-hints") in summary.content.splitlines()


async def test_no_hint_in_a_match_between_people(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        thread, first = await accepted_challenge(t)
        await t.fd.wait_for(lambda: all(hand_messages(t.fd, u) for u in (t.ann, t.bob)),
                            what="both hands dealt")
        for user in (t.ann, t.bob):
            screens = hand_messages(t.fd, user)
            assert screens and not [c for m in screens for c in flat(m.components)
                                    if c.get("custom_id", "").endswith(":hint")]
        assert await refused(first, thread, "hint") == say(EN, "refusal-hints-people", match=1)
