"""Matches against each computer level, played from the DMs with buttons."""

from __future__ import annotations

from pathlib import Path

import pytest

from ginbot.text import Locale, news_lines, players, revealed_deal, say
from tests.discord_support import (
    assert_no_leaks,
    cards_named,
    gin_table,
    match_over_in,
    match_threads,
    play_by_buttons,
)

EN = Locale.EN


@pytest.mark.parametrize(
    "level", ["easy", "normal", pytest.param("expert", marks=pytest.mark.slow)])
async def test_a_whole_match_against_the_computer_by_buttons(tmp_path: Path, level: str) -> None:
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level=level, preset="quick")
        reply = await r.wait_followup()
        who = players(EN, ("Ann", f"Computer ({level})"))
        assert who in reply.content
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        assert thread.name == say(EN, "match-thread-name", players=who)

        moves = await play_by_buttons(t.fd, t.ann, lambda: match_over_in(t.fd, thread))
        assert moves > 3
        messages = t.fd.thread_messages(thread)
        final = [m for m in messages if m.attachments and
                 m.attachments[0].filename == "summary.png"][-1]
        assert final.attachment("summary.png").image_size()[0] > 400
        assert say(EN, "button-rematch") in final.labels()
        assert [m for m in messages if m.attachments and
                m.attachments[0].filename == "showdown.png"]
        tables = [m for m in messages if m.attachments and
                  m.attachments[0].filename == "table.png"]
        assert len(tables) == 1 and len(tables[0].versions) > 1
        summary = await t.bot.service.match_info(1)
        assert summary.finished and summary.scores is not None
        assert max(summary.scores) >= 50
        await assert_no_leaks(t, 1)
        assert say(EN, "summary-replay", match=1) in final.content.splitlines()

        r = await t.carol.slash(t.chan, "gin replay", match=1, hand=1)
        replay = await r.wait_followup()
        lines = replay.content.splitlines()
        hands = len((await t.bot.service.record(1)).hands)
        (shown,) = (await t.bot.service.replay_hand(1, 1)).boards
        seats = ("Ann", f"Computer ({level})")
        assert replay.ephemeral and lines[0] == " ".join([
            say(EN, "replay-head", match=1, players=who, hand=1, hands=hands),
            say(EN, "replay-next", match=1, next=2)][:1 if hands == 1 else 2])
        deal = revealed_deal(EN, 1, seats[shown.dealer], shown.held, shown.upcard, seats)
        assert lines[1:1 + len(deal)] == deal and len(cards_named(lines[2])) == 10
        moves = news_lines(EN, shown.moves, seats, None)
        assert moves and set(moves[-5:]) <= set(lines)  # a long hand loses its oldest
        assert any(move.event.kind == "draw" and move.event.card is not None
                   for move in shown.moves)  # every card shown, stock draws too
        assert replay.attachment("showdown.png").image_size()[0] > 400
        r = await t.carol.slash(t.chan, "gin replay", match=1, hand=99)
        assert (await r.wait_followup()).content == say(
            Locale.EN, "refusal-no-such-hand", match=1, hands=hands)
