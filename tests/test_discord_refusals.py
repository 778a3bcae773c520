"""Every bad input gets one clear ephemeral sentence and changes nothing anywhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from ginbot.engine import CARDS, CardUnreadable, Knock, deadwood
from ginbot.text import Locale, players, refusal, say
from tests.discord_support import (
    GinTable,
    control,
    gin_table,
    match_over_in,
    match_threads,
    refused,
)
from tests.fakecord import Channel, Message

EN = Locale.EN
NOT_PLAYING = say(EN, "where-not-playing", players=players(EN, ("Ann", "Bob")))
NO_MATCH_HERE = say(EN, "where-no-match-here")


async def start_match(t: GinTable) -> Channel:
    r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob)
    message = await r.wait_response()
    await (await t.bob.click(message, control(message, "accept"))).wait_ack()
    return (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]


def table_message(t: GinTable, thread: Channel) -> Message | None:
    return next((m for m in t.fd.thread_messages(thread)
                 if m.attachments and m.attachments[0].filename == "table.png"), None)


async def test_bad_inputs_are_refused_clearly_and_change_nothing(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        thread = await start_match(t)
        service = t.bot.service
        await t.fd.wait_for(lambda: table_message(t, thread), what="the table")
        await service.settle()
        await service.notifier.flush()
        info = await service.match_info(1)
        public = await service.public_view(1)
        mover_seat = public.view.hand.to_move
        users = {t.ann.id: t.ann, t.bob.id: t.bob}
        mover = users[info.seats[mover_seat].user_id]
        other = users[info.seats[1 - mover_seat].user_id]
        table = table_message(t, thread)
        assert table is not None

        async def unchanged() -> tuple[object, ...]:
            dms = [(m.id, len(m.versions)) for u in (t.ann, t.bob, t.carol) for m in t.fd.dms(u)
                   if not m.ephemeral]
            return (len(table.versions), len(await service.active_matches()),
                    len(t.fd.thread_messages(thread)), dms)

        before = await unchanged()
        upcard = public.view.hand.upcard
        assert await refused(other, thread, "draw", source="stock") == say(
            EN, "refusal-not-your-turn")
        assert await refused(t.carol, thread, "draw", source="stock") == NOT_PLAYING
        assert await refused(t.carol, t.chan, "draw", source="stock") == NO_MATCH_HERE
        assert await refused(t.carol, thread, "hand") == NOT_PLAYING
        assert await refused(t.carol, t.carol.dm, "hand") == say(EN, "where-no-match")
        mine = (await service.player_view(1, mover.id)).view.hand.hand
        assert await refused(mover, thread, "discard", card=str(mine[0])) == say(
            EN, "refusal-draw-first")
        assert await refused(mover, thread, "draw", source="stock") == say(
            EN, "refusal-upcard-offer")
        assert await refused(mover, thread, "discard", card="zz") == refusal(
            EN, CardUnreadable("zz"))
        r = await t.carol.click(table, say(EN, "button-show-hand"))
        assert (await r.wait_response()).content == say(EN, "control-hand-players-only")
        assert await unchanged() == before

        r = await mover.slash(thread, "draw", source="discard")  # takes the upcard
        assert (await r.wait_followup()).content == say(EN, "news-sentence", line=say(
            EN, "news-take", name=say(EN, "news-you"), card=upcard))
        assert await refused(mover, thread, "discard", card=str(upcard)) == say(
            EN, "refusal-card-just-taken", card=upcard)
        not_held = next(c for c in CARDS if c not in mine and c != upcard)
        assert await refused(mover, thread, "discard", card=not_held.code) == say(
            EN, "refusal-card-not-held", card=not_held)
        view = await service.player_view(1, mover.id)
        knockable = {a.card for a in view.legal if isinstance(a, Knock)}
        card = next(c for c in view.view.hand.hand if c not in knockable and c != upcard)
        rest = [c for c in view.view.hand.hand if c != card]
        assert await refused(mover, thread, "knock", card=str(card)) == say(
            EN, "refusal-knock-over-limit", card=card, deadwood=deadwood(rest), limit=10)
        assert await refused(other, other.dm, "pass") == say(EN, "refusal-not-your-turn")

        r = await mover.slash(thread, "resign")
        confirm = await r.wait_response()
        assert confirm.ephemeral
        assert confirm.content == say(EN, "resign-confirm", players=players(EN, ("Ann", "Bob")))
        await (await mover.click(confirm, say(EN, "button-resign"))).wait_ack()
        await t.fd.wait_for(lambda: match_over_in(t.fd, thread), what="the end")
        final = [m for m in t.fd.thread_messages(thread)
                 if any(c.get("custom_id", "").endswith(":rematch") for c in m.interactive())]
        r = await t.carol.click(final[0], say(EN, "button-rematch"))
        assert (await r.wait_response()).content == say(EN, "control-rematch-players-only")
        assert await refused(mover, thread, "draw", source="stock") == NO_MATCH_HERE


async def test_an_unexpected_failure_is_logged_with_its_match_and_told_plainly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with gin_table(tmp_path) as t:
        thread = await start_match(t)
        table = await t.fd.wait_for(lambda: table_message(t, thread), what="the table")

        async def broken(*args: object) -> None:
            raise RuntimeError("the disk is on fire")

        monkeypatch.setattr(t.bot.service, "player_view", broken)  # fault injection
        sorry = say(EN, "sorry")
        assert await refused(t.ann, thread, "hand") == sorry
        assert any("/hand failed for user" in r.getMessage() and "(match 1)" in r.getMessage()
                   for r in caplog.records)
        r = await t.ann.click(table, say(EN, "button-show-hand"))
        assert (await r.wait_followup()).content == sorry
        assert any("the match 1 hand control failed" in r.getMessage() for r in caplog.records)
        monkeypatch.undo()
