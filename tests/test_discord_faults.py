"""The bot against Discord's faults: its pace, 429s and 5xx answers, a table message
older than the hour Discord allows edits for, and an expired interaction token. Each
fault is switched on by the test, with a seed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from cogs.screens.notices import ended
from ginbot.engine import MatchRecord
from ginbot.text import Locale, say
from tests.discord_support import (
    PLAYABLE,
    GinTable,
    accepted_challenge,
    assert_no_leaks,
    best_discard_option,
    control,
    controls_now,
    enabled,
    gin_table,
    hand_messages,
    match_over_in,
    match_threads,
    play_by_buttons,
    play_turn_by_buttons,
    screen_state,
)
from tests.fakecord import Channel, Faults, Message, Perm, RateLimits
from tests.fakecord.ratelimit import FaultDice
from tests.fakecord_support import Raw

EN = Locale.EN
OLD = 3601.0  # seconds: past the hour after which Discord refuses edits
FAULTY: dict[str, Any] = {
    "rate_limits": RateLimits.like_discord(speed=10),
    "faults": Faults(seed=23, server_errors=0.06, shared_limits=0.06),
    "timeout": 20.0,
}


def tables_in(t: GinTable, thread: Channel) -> list[Message]:
    return [m for m in t.fd.thread_messages(thread)
            if m.attachments and m.attachments[0].filename == "table.png"]


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    bad = [r for r in caplog.records if r.name.startswith("ginbot") and
           (r.exc_info or r.levelno >= logging.ERROR)]
    assert not bad, [r.getMessage() for r in bad]


Played = tuple[MatchRecord, tuple[int, ...] | None, set[int]]  # record, scores, faults seen


async def people_match(tmp_path: Path, **fakecord: Any) -> Played:
    """Ann and Bob play a match to 30 by buttons."""
    tmp_path.mkdir()
    async with gin_table(tmp_path, **fakecord) as t:
        thread, _ = await accepted_challenge(t, target=30)
        await asyncio.gather(*(play_by_buttons(t.fd, user, lambda: match_over_in(t.fd, thread))
                               for user in (t.ann, t.bob)))
        await assert_no_leaks(t, 1)
        faults = {r.status for r in t.fd.requests if r.status in (429, 500, 502)}
        info = await t.bot.service.match_info(1)
        return await t.bot.service.record(1), info.scores, faults


async def computer_match(tmp_path: Path, **fakecord: Any) -> Played:
    """Ann plays the normal computer, quick preset, by buttons."""
    tmp_path.mkdir()
    async with gin_table(tmp_path, **fakecord) as t:
        r = await t.ann.slash(t.chan, "gin bot", level="normal", preset="quick")
        await r.wait_followup()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await play_by_buttons(t.fd, t.ann, lambda: match_over_in(t.fd, thread))
        await t.bot.service.notifier.flush()
        (table,) = tables_in(t, thread)  # one table message, edited throughout
        actions = sum(len(hand) for hand in (await t.bot.service.record(1)).hands)
        assert 1 < len(table.versions) < actions  # coalesced: only the latest is drawn
        await assert_no_leaks(t, 1)
        faults = {r.status for r in t.fd.requests if r.status in (429, 500, 502)}
        info = await t.bot.service.match_info(1)
        return await t.bot.service.record(1), info.scores, faults


@pytest.mark.slow
@pytest.mark.parametrize("match", [people_match, computer_match], ids=["people", "computer"])
async def test_a_whole_match_under_rate_limits_and_5xx_ends_as_without_them(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, match: Callable[..., Awaitable[Played]],
) -> None:
    caplog.set_level(logging.WARNING)
    calm_record, calm_scores, calm_faults = await match(tmp_path / "calm")
    assert calm_faults == set()
    record, scores, faults = await match(tmp_path / "faulty", **FAULTY)
    assert 429 in faults and faults & {500, 502}  # discord.py retried them all
    assert record == calm_record and scores == calm_scores
    no_tracebacks(caplog)


class OneLateEdit(FaultDice):
    """Once armed, the next edit of an interaction's answer is told to wait (a shared
    429 with a long ``retry_after``, which discord.py sleeps out); the rest go through."""

    def __init__(self, wait: float) -> None:
        super().__init__(Faults(seed=0, shared_retry=wait))
        self.armed = False

    def roll(self, method: str, route: str) -> int | None:
        if self.armed and method == "PATCH" and route.startswith("/webhooks/"):
            self.armed = False
            return 429
        return None


async def test_an_answer_still_waiting_out_a_429_as_the_match_ends_is_sent_before_the_bot_closes(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    """Bob resigns; the edit of his confirmation into "how it ended" comes after the
    match is over, and Discord makes it wait. The stop lets it finish before the
    client's HTTP session closes (it found the session closed, once in four runs of
    the whole match under faults above)."""
    caplog.set_level(logging.WARNING)
    late = OneLateEdit(wait=1.5)
    async with gin_table(tmp_path) as t:
        t.fd.dice = late
        thread, _ = await accepted_challenge(t)
        await t.bot.service.settle()
        await t.bot.service.notifier.flush()
        confirm = await (await t.bob.slash(thread, "resign")).wait_response()
        late.armed = True
        await (await t.bob.click(confirm, say(EN, "button-resign"))).wait_ack()
        await t.fd.wait_for(lambda: match_over_in(t.fd, thread), what="the end")
        info = await t.bot.service.match_info(1)
    assert not late.armed  # the edit met its 429
    assert confirm.content == ended(EN, info)
    no_tracebacks(caplog)


async def test_a_table_too_old_to_edit_moves_to_a_new_message_and_says_so_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level="normal", preset="quick")
        await r.wait_followup()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        (first,) = await t.fd.wait_for(lambda: tables_in(t, thread), what="the table")
        moved = say(EN, "table-moved")

        async def one_turn() -> None:
            before = screen_state(t.fd, t.ann)
            await t.fd.wait_for(lambda: controls_now(t.fd, t.ann).keys() & PLAYABLE,
                                what="ann's turn")
            await play_turn_by_buttons(t.fd, t.ann)
            await t.fd.wait_for(lambda: screen_state(t.fd, t.ann) != before, what="ann's move")
            await t.bot.service.notifier.flush()

        await t.fd.wait_for(lambda: controls_now(t.fd, t.ann).keys() & PLAYABLE,
                            what="ann's first turn")
        await t.bot.service.notifier.flush()
        t.fd.age_message(first, OLD)
        frozen = len(first.versions)
        hand = hand_messages(t.fd, t.ann)[-1]
        t.fd.age_message(hand, OLD)
        await one_turn()
        second = (await t.fd.wait_for(lambda: tables_in(t, thread)[1:], what="a new table"))[0]
        assert len(first.versions) == frozen  # Discord refused; nothing was changed
        assert t.fd.errors_returned(30046)
        notes = [m for m in t.fd.thread_messages(thread) if m.content == moved]
        assert len(notes) == 1 and notes[0].id < second.id  # said once, above the new table
        # The hand DM could not be edited either: a fresh one took over.
        assert hand_messages(t.fd, t.ann)[-1] is not hand

        drawn = len(second.versions)
        await one_turn()
        assert len(second.versions) > drawn  # later edits go to the new message
        assert tables_in(t, thread) == [first, second]

        t.fd.age_message(second, OLD)  # an hour later again: a third table, no new words
        await one_turn()
        await t.fd.wait_for(lambda: len(tables_in(t, thread)) == 3, what="a third table")
        assert len([m for m in t.fd.thread_messages(thread) if m.content == moved]) == 1
        await play_by_buttons(t.fd, t.ann, lambda: match_over_in(t.fd, thread))
        await assert_no_leaks(t, 1)
    no_tracebacks(caplog)


async def test_an_ephemeral_hand_past_its_tokens_life_plays_on_by_fresh_tokens(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path, token_lifetime=900) as t, aiohttp.ClientSession() as http:
        t.fd.close_dms(t.ann)
        t.fd.close_dms(t.bob)
        r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob)
        await (await t.bob.click(await r.wait_response(), say(EN, "button-accept"))).wait_ack()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await t.bot.service.settle()
        screens = {}
        for user in (t.ann, t.bob):
            asked = await user.slash(thread, "hand")
            screens[user.name] = (asked, await asked.wait_response())
        asked, screen = next(s for s in screens.values() if "pass" in enabled(s[1]))
        assert screen.ephemeral
        t.fd.advance(901)
        raw = Raw(t.fd, http)
        status, body, _ = await raw.call(
            "POST", f"/webhooks/{t.fd.application_id}/{asked.token}", {"content": "late"})
        assert (status, body["code"]) == (401, 50027)  # the /hand token is spent
        versions = len(screen.versions)
        player = t.ann if screens["ann"][1] is screen else t.bob
        await (await player.click(screen, enabled(screen)["pass"]["custom_id"])).wait_ack()
        await t.fd.wait_for(lambda: len(screen.versions) > versions, what="the hand redrawn")
        assert "pass" not in enabled(screen)


async def test_repeated_failures_of_one_kind_are_logged_once_with_the_match(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG, logger="ginbot")
    async with gin_table(tmp_path) as t:
        r = await t.ann.slash(t.chan, "gin bot", level="normal", preset="quick")
        await r.wait_followup()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await t.fd.wait_for(lambda: tables_in(t, thread), what="the table")
        t.chan.deny_bot(Perm.SEND_MESSAGES_IN_THREADS)  # every post in the thread now fails

        def done() -> bool:  # the summary reached ann by DM, the thread refused it
            return any(m.content.endswith(f" · <#{thread.id}>") for m in t.fd.dms(t.ann))

        await play_by_buttons(t.fd, t.ann, done)
        await t.bot.service.notifier.flush()
        refused = [r for r in t.fd.errors_returned(50013) if r.method == "POST"]
        assert len(refused) >= 3  # the showdowns and the summary
        warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        showdowns = [w for w in warned if "could not post a showdown" in w]
        assert len(showdowns) == 1 and showdowns[0].startswith("match 1: ")
        assert len([w for w in warned if "could not post the summary" in w]) == 1
        assert (await t.bot.service.match_info(1)).finished
        (table,) = tables_in(t, thread)  # edits still allowed: the table kept up
        assert len(table.versions) > 1
    no_tracebacks(caplog)


def playable(screen: Message) -> bool:
    return bool(enabled(screen).keys() & PLAYABLE)


async def one_move_on(t: GinTable, screen: Message) -> None:
    """Bob's move on his private hand: pass, draw or the least-deadwood discard (never a
    knock, so the hand goes on)."""
    controls = enabled(screen)
    if "discard" in controls:
        r = await t.bob.select(screen, controls["discard"]["custom_id"],
                               [best_discard_option(controls["discard"])])
    else:
        r = await t.bob.click(screen, controls["pass" if "pass" in controls else "stock"]
                              ["custom_id"])
    await r.wait_ack()


async def until_bobs_turn(t: GinTable, screen: Message, thread: Channel, calls: int) -> None:
    """Ann plays by DM until Bob's turn comes: his private hand shows it, or (its token
    spent) the thread calls him."""
    def bobs_turn() -> bool:
        return playable(screen) or len(turn_calls(t, thread)) > calls

    while not bobs_turn():
        await t.fd.wait_for(lambda: bobs_turn() or bool(controls_now(t.fd, t.ann).keys()
                                                        & PLAYABLE), what="a turn")
        if not bobs_turn():
            before = screen_state(t.fd, t.ann)
            await play_turn_by_buttons(t.fd, t.ann)
            await t.fd.wait_for(lambda b=before: screen_state(t.fd, t.ann) != b or bobs_turn(),
                                what="ann's move")


def webhook_requests(t: GinTable) -> list[Any]:
    """The bot's requests on interaction tokens (followups, edits of answers)."""
    return [q for q in t.fd.requests if q.route.startswith("/webhooks/")]


def turn_calls(t: GinTable, thread: Channel) -> list[Message]:
    words = say(EN, "your-turn-thread", player=t.bob.mention)
    return [m for m in t.fd.thread_messages(thread) if m.content == words]


async def test_a_private_hand_follows_the_game_and_once_its_token_is_spent_comes_afresh(
    tmp_path: Path, caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="ginbot")
    async with gin_table(tmp_path) as t:
        t.fd.close_dms(t.bob)
        r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob, preset="quick")
        await (await t.bob.click(await r.wait_response(), say(EN, "button-accept"))).wait_ack()
        thread = (await t.fd.wait_for(lambda: match_threads(t.fd), what="the thread"))[0]
        await t.bot.service.settle()
        screen = await (await t.bob.slash(thread, "hand")).wait_response()
        assert screen.ephemeral
        for _ in range(2):  # his turn comes to the hand he asked for once, and he plays it
            calls = len(turn_calls(t, thread))
            await until_bobs_turn(t, screen, thread, calls)
            assert playable(screen)
            while playable(screen):
                versions = len(screen.versions)
                await one_move_on(t, screen)
                await t.fd.wait_for(lambda v=versions: len(screen.versions) > v,
                                    what="his hand redrawn after his move")
        t.fd.advance(901)  # every token so far is spent; the bot learns it from Discord
        drawn = len(screen.versions)
        calls = len(turn_calls(t, thread))
        await until_bobs_turn(t, screen, thread, calls)
        call = await t.fd.wait_for(lambda: turn_calls(t, thread)[calls:], what="the call")
        assert len(screen.versions) == drawn and not playable(screen)
        spent = [r for r in caplog.records if "redraw a hand shown by /hand" in r.getMessage()]
        assert len(spent) == 1 and "50027" in spent[0].getMessage()
        # The call's button shows a fresh hand, and that one follows the game again.
        r = await t.bob.click(call[0], control(call[0], "hand"))
        fresh = await r.wait_response()
        assert fresh.ephemeral and fresh.id != screen.id and playable(fresh)
        versions = len(fresh.versions)
        await one_move_on(t, fresh)
        await t.fd.wait_for(lambda: len(fresh.versions) > versions, what="the fresh hand redrawn")
        # Past the token's life by the bot's own clock, it asks Discord nothing: the
        # thread offers a fresh hand at once.
        await until_bobs_turn(t, fresh, thread, len(turn_calls(t, thread)))
        assert playable(fresh)
        t.bot.hand_tokens.clock = lambda: discord.utils.utcnow() + timedelta(minutes=15)
        hooks = len(webhook_requests(t))
        await one_move_on(t, fresh)
        words = say(EN, "private-hand-spent", player=t.bob.mention)
        offer = await t.fd.wait_for(lambda: [m for m in t.fd.thread_messages(thread)
                                             if m.content == words], what="a fresh hand offered")
        assert control(offer[0], "hand") and len(webhook_requests(t)) == hooks
        r = await t.bob.slash(thread, "resign")
        await (await t.bob.click(await r.wait_response(), say(EN, "button-resign"))).wait_ack()
        await t.fd.wait_for(lambda: match_over_in(t.fd, thread), what="the end")
        await assert_no_leaks(t, 1)
        no_tracebacks(caplog)
