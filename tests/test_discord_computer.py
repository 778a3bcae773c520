"""Matches against each computer level, played from the DMs with buttons."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginbot.text import Locale, say
from tests.discord_support import (
    assert_no_leaks,
    gin_table,
    match_over_in,
    match_threads,
    play_by_buttons,
)


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
async def test_a_whole_match_against_the_computer_by_buttons(tmp_path: Path, level: str) -> None:
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level=level, preset="quick")
        reply = await r.wait_followup()
        assert f"Ann vs Computer ({level})" in reply.content
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        assert thread.name == f"Gin · Ann vs Computer ({level})"

        moves = await play_by_buttons(t.fd, t.ann, lambda: match_over_in(t.fd, thread))
        assert moves > 3
        messages = t.fd.thread_messages(thread)
        final = [m for m in messages if "wins the match" in m.content][-1]
        assert final.attachment("summary.png").image_size()[0] > 400
        assert "Rematch" in final.labels()
        assert [m for m in messages if m.attachments and
                m.attachments[0].filename == "showdown.png"]
        tables = [m for m in messages if m.attachments and
                  m.attachments[0].filename == "table.png"]
        assert len(tables) == 1 and len(tables[0].versions) > 1
        summary = await t.bot.service.match_info(1)
        assert summary.finished and summary.scores is not None
        assert max(summary.scores) >= 50
        await assert_no_leaks(t, 1)
        assert "`/gin replay match:1`" in final.content

        r = await t.carol.slash(t.chan, "gin replay", match=1, hand=1)
        replay = await r.wait_followup()
        lines = replay.content.splitlines()
        assert replay.ephemeral and lines[0].startswith("**Replay of match #1")
        assert lines[1].startswith("Hand 1: ") and " deals" in lines[1]
        assert lines[2].startswith("Ann holds ") and len(lines[2].split()) == 12
        assert any(re.search(r"drew (10|[AJQK2-9])[♠♥♦♣] from the stock", x) for x in lines)
        assert replay.attachment("showdown.png").image_size()[0] > 400
        r = await t.carol.slash(t.chan, "gin replay", match=1, hand=99)
        hands = len((await t.bot.service.record(1)).hands)
        assert (await r.wait_followup()).content == say(
            Locale.EN, "refusal-no-such-hand", match=1, hands=hands)
