"""Gateway drops in the middle of turns, through the emulator: abrupt close, op 7, op 9
resumable and not, with interactions replayed twice. The real discord.py client
reconnects by itself; every match finishes with the same stored record as the same
seeded match without drops, so no move was doubled or lost; nothing leaks.

A non-resumable op 9 loses the interactions sent before the bot IDENTIFYs again, as on
Discord: the person saw "The application did not respond" and clicks again (a new
interaction). The simulated user here asks the emulator whether the click was lost
rather than waiting out the 3 s deadline, so no test waits on the clock.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from cogs.tree import SeenInteractions
from ginbot.engine import MatchRecord
from tests.discord_support import (
    GinTable,
    accepted_challenge,
    assert_no_leaks,
    best_discard_option,
    control,
    controls_now,
    enabled,
    flat,
    gin_table,
    hand_messages,
    match_over_in,
    play_turns,
)
from tests.fakecord import FAULT_KINDS, FakeDiscord, GatewayFaults, User
from tests.fakecord.interactions import InteractionHandle

REIDENTIFY = 20.0
"""discord.py waits 5 s before each IDENTIFY after the first (`before_identify_hook`)."""
TARGET = 30


async def until_delivered(
    fd: FakeDiscord, start: Callable[[], Awaitable[InteractionHandle]]
) -> InteractionHandle:
    """Start an interaction; when the gateway lost it (op 9, not resumable), wait for the
    bot's new session and start it again, as the person would after the failure."""
    while True:
        handle = await start()
        if handle.id not in fd.gateway.lost:
            await handle.wait_ack(timeout=REIDENTIFY)
            return handle
        await fd.wait_ready(since=fd.gateway.identifies, timeout=REIDENTIFY)


async def move(fd: FakeDiscord, user: User) -> str:
    """One move from the user's latest DM hand screen (knock when offered, else the
    discard leaving the least deadwood, else pass the upcard or draw), clicked again
    when the click was lost."""
    def screen() -> tuple[object, dict[str, dict[str, object]]]:
        latest = hand_messages(fd, user)[-1]
        return latest, enabled(latest)

    _, controls = screen()
    if "knock" in controls:
        r = await until_delivered(fd, lambda: user.click(*pick(screen(), "knock")))
        if r.response_type == 4:  # several ways to knock: a menu, first is best
            menu = flat(r.original.components)[0]
            await until_delivered(fd, lambda: user.select(
                r.original, menu["custom_id"], [menu["options"][0]["value"]]))
        return "knock"
    if "discard" in controls:
        def discard() -> Awaitable[InteractionHandle]:
            message, now = screen()
            return user.select(message, now["discard"]["custom_id"],
                               [best_discard_option(now["discard"])])

        await until_delivered(fd, discard)
        return "discard"
    action = "pass" if "pass" in controls else "stock"
    await until_delivered(fd, lambda: user.click(*pick(screen(), action)))
    return action


def pick(shown: tuple[object, dict[str, dict[str, object]]], action: str) -> tuple[object, str]:
    message, controls = shown
    return message, str(controls[action]["custom_id"])


async def whole_match(t: GinTable, faults: GatewayFaults | None) -> MatchRecord:
    """Ann and Bob play a seeded match to 30 by buttons, the faults on from the first
    move; its stored record, once the leak scan passed."""
    thread, _ = await accepted_challenge(t, target=TARGET)
    t.fd.gateway.faults = faults

    def over() -> bool:
        return match_over_in(t.fd, thread)

    moves = await asyncio.gather(
        play_turns(t.fd, t.ann, lambda: move(t.fd, t.ann), over, timeout=REIDENTIFY * 2),
        play_turns(t.fd, t.bob, lambda: move(t.fd, t.bob), over, timeout=REIDENTIFY * 2))
    assert all(len(m) > 3 for m in moves)
    t.fd.gateway.faults = None
    info = await t.bot.service.match_info(1)
    assert info.finished and info.scores is not None and max(info.scores) >= TARGET
    await assert_no_leaks(t, 1)
    return await t.bot.service.record(1)


_calm: list[MatchRecord] = []


async def calm_record(tmp_path: Path) -> MatchRecord:
    """The same seeded match without faults (played once per test process)."""
    if not _calm:
        (tmp_path / "calm").mkdir()
        async with gin_table(tmp_path / "calm") as t:
            _calm.append(await whole_match(t, None))
    return _calm[0]


SEEDS = {"close": 5, "reconnect": 6, "resumable": 7, "invalid": 3}


def faults_of(kind: str) -> GatewayFaults:
    """Seeded drops of one kind at about a third of the moves (a resumed session also
    replays the last event the bot had); a non-resumable one at a few (two with this
    seed, before a move and after one), as each costs discord.py's 5 s wait before it
    IDENTIFYs again."""
    if kind == "invalid":
        return GatewayFaults(seed=SEEDS[kind], kinds=(kind,), chance=0.03)
    return GatewayFaults(seed=SEEDS[kind], kinds=(kind,), chance=0.3, repeat=True)


@pytest.mark.parametrize("kind", [  # an invalid session costs discord.py a 5 s wait each
    pytest.param(kind, marks=pytest.mark.slow) if kind == "invalid" else kind
    for kind in FAULT_KINDS])
async def test_a_whole_match_through_gateway_drops_keeps_its_record(
    tmp_path: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    calm = await calm_record(tmp_path)
    faults = faults_of(kind)
    (tmp_path / "faulty").mkdir()
    with caplog.at_level(logging.INFO):
        async with gin_table(tmp_path / "faulty") as t:
            record = await whole_match(t, faults)
            gateway = t.fd.gateway
    assert record == calm
    assert {moment for _, moment in faults.made} == {"before", "after"}, faults.made
    if kind == "invalid":
        assert gateway.identifies == 1 + len(faults.made) and gateway.lost
    else:
        assert gateway.resumes == len(faults.made) and gateway.identifies == 1
        assert gateway.repeated, "no interaction came twice"
        ignored = [r for r in caplog.records if "came again from the gateway" in r.getMessage()]
        assert len(ignored) == 1 and ignored[0].levelno == logging.INFO  # logged once
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def ignored_repeats(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if "came again from the gateway" in r.getMessage()]


@pytest.mark.parametrize("by", ["button", "command"])
async def test_a_pass_delivered_twice_is_played_once_and_answered_once(
    tmp_path: Path, by: str, caplog: pytest.LogCaptureFixture
) -> None:
    """The socket drops just after the pass reached the bot; the RESUME replays it."""
    caplog.set_level(logging.INFO)
    async with gin_table(tmp_path) as t:
        thread, first = await accepted_challenge(t)
        other = t.bob if first is t.ann else t.ann
        fd = t.fd
        fd.gateway.faults = GatewayFaults(
            seed=1, kinds=("close",), chance=1.0, moments=("after",), repeat=True)
        if by == "button":
            screen = hand_messages(fd, first)[-1]
            r = await first.click(screen, control(screen, "pass"))
        else:
            r = await first.slash(thread, "pass")
        fd.gateway.faults = None
        await r.wait_ack()
        await fd.wait_for(lambda: ignored_repeats(caplog), what="the repeat ignored")
        assert fd.gateway.repeated == [r.id] and r.repeat_callbacks == 0
        await fd.wait_for(lambda: "pass" in controls_now(fd, other), what="the other's offer")
        match = (await t.bot.service.active_matches_for_user(first.id))[0]
        assert ignored_repeats(caplog)[0].getMessage() == (
            f"interaction {r.id} came again from the gateway (match {match.id}); "
            "the repeat is ignored, 1 so far")
        # One pass: the upcard is offered to the other player, and only to them.
        assert (await t.bot.service.player_view(match.id, other.id)).your_turn
        assert not (await t.bot.service.player_view(match.id, first.id)).your_turn
        await t.bot.service.settle()
    assert not [x for x in caplog.records if x.levelno >= logging.ERROR or x.exc_info]


def test_the_bot_remembers_the_latest_interaction_ids_only() -> None:
    seen = SeenInteractions(size=2)
    assert seen.first(1) and seen.first(2) and not seen.first(1)
    assert seen.first(3)  # 1 is forgotten now: ids are unique, a repeat comes soon
    assert seen.first(1) and not seen.first(3) and seen.repeats == 2


async def test_an_autocomplete_delivered_twice_is_answered_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with gin_table(tmp_path) as t:
        fd = t.fd
        fd.gateway.faults = GatewayFaults(
            seed=1, kinds=("reconnect",), chance=1.0, moments=("after",), repeat=True)
        choices = await t.ann.autocomplete(t.chan, "gin challenge", "rules", "")
        fd.gateway.faults = None
        assert choices
        await fd.wait_for(lambda: ignored_repeats(caplog), what="the repeat ignored")
        handle = fd.interactions.all[-1]
        assert fd.gateway.repeated == [handle.id] and handle.repeat_callbacks == 0
    assert not [x for x in caplog.records if x.levelno >= logging.ERROR or x.exc_info]
