"""Graceful shutdown and one bot process per database, with the real ``ginbot run``
against the emulator: SIGTERM mid-match ends the process cleanly with every
acknowledged move stored, a restart finishes the match, and a second process on the
same database (a bot, or a terminal match) is refused before it logs in. In process:
once the bot is stopping, whatever anyone sends is answered "restarting" and changes
nothing."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import pytest

from cogs.notifier import DiscordNotifier
from ginbot.engine import replay
from ginbot.store import Database, StoredMatch, matches
from ginbot.text import Locale, say
from tests.discord_support import (
    ROOT,
    accepted_challenge,
    best_discard_option,
    bot_env,
    bot_process,
    control,
    controls_now,
    enabled,
    gin_table,
    hand_messages,
    leaks,
    match_over_in,
    match_threads,
    play_by_buttons,
    play_turns,
)
from tests.fakecord import FakeDiscord, User

# The bot bounds its own stop (its waits add up to 8 s; issue 23 asks for 10); the test
# only guards against a hang, so a loaded machine cannot make it fail.
STOP_WITHIN = 60.0


async def stop(process: asyncio.subprocess.Process, how: int = signal.SIGTERM) -> int:
    """SIGTERM (or Ctrl-C's SIGINT), and the exit status (a hang fails the test)."""
    process.send_signal(how)
    return await asyncio.wait_for(process.wait(), STOP_WITHIN)


async def stored_match(database: Path, match_id: int) -> StoredMatch:
    db = await Database.open(database)
    try:
        assert await db.integrity_check() == "ok"
        async with db.reading() as conn:
            found = await matches.load_match(conn, match_id)
    finally:
        await db.close()
    assert found is not None
    return found


async def move_without_knocking(user: User) -> str:
    """Discard the card leaving the least deadwood, else pass the upcard or draw: the
    hand (and the match, played to one point) goes on however the cards fall."""
    screen = hand_messages(user.fd, user)[-1]
    controls = enabled(screen)
    if "discard" in controls:
        r = await user.select(screen, controls["discard"]["custom_id"],
                              [best_discard_option(controls["discard"])])
    else:
        r = await user.click(screen, controls["pass" if "pass" in controls else "stock"]
                             ["custom_id"])
    await r.wait_ack()
    return "discard" if "discard" in controls else "draw"


async def play_moves(fd: FakeDiscord, players: tuple[User, User], count: int) -> list[str]:
    """Both players move in turn until ``count`` moves were acknowledged."""
    made: list[str] = []

    async def move(user: User) -> None:
        made.append(await move_without_knocking(user))

    await asyncio.gather(*(play_turns(fd, user, lambda u=user: move(u),
                                      lambda: len(made) >= count) for user in players))
    return made


@pytest.mark.slow
async def test_sigterm_mid_match_keeps_every_acknowledged_move_and_a_restart_finishes_it(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        database, log = tmp_path / "ginbot.sqlite3", tmp_path / "bot.log"
        async with bot_process(fd, database, log) as first:
            r = await ann.slash(chan, "gin challenge", opponent=bob, target=1)
            offer = await r.wait_response()
            await (await bob.click(offer, control(offer, "accept"))).wait_ack()
            thread = (await fd.wait_for(lambda: match_threads(fd), what="the thread"))[0]
            made = await play_moves(fd, (ann, bob), 6)
            # The last move is acknowledged; its table and hand edits are under way.
            assert await stop(first) == 0
        assert not [i for i in fd.interactions.all if not i.acknowledged]
        assert log.read_text() == ""  # no edit was cut off by the store closing
        assert not database.with_name(database.name + "-wal").exists()  # closed, checkpointed

        stopped = await stored_match(database, 1)
        assert len(stopped.actions) == len(made) == 6
        assert [a.action.split()[0] == "discard" for a in stopped.actions] == [
            m == "discard" for m in made]
        assert not replay(stopped.record()).over

        async with bot_process(fd, database, log) as second:
            # Each screen shows the turn as it stood at the stop: the game goes on from it.
            await asyncio.gather(*(play_by_buttons(fd, user, lambda: match_over_in(fd, thread))
                                   for user in (ann, bob)))
            assert await stop(second, signal.SIGINT) == 0
        assert log.read_text() == ""
        finished = await stored_match(database, 1)
        assert finished.info.finished
        assert finished.actions[:6] == stopped.actions  # nothing before the stop was lost
        assert replay(finished.record()).over
        people = {u.id: u for u in (ann, bob)}
        seats = tuple(people.get(seat.user_id or 0) for seat in finished.info.seats)
        assert not leaks(fd, finished.record(), seats)  # the screens of both processes


async def test_a_second_process_on_the_bot_database_is_refused_before_it_logs_in(
    tmp_path: Path,
) -> None:
    async with FakeDiscord() as fd:
        fd.add_guild("Card Club")
        database = tmp_path / "ginbot.sqlite3"
        async with bot_process(fd, database, tmp_path / "bot.log") as bot:
            identifies = fd.gateway.identifies
            env = bot_env(fd, database)
            in_use = (f"ginbot: cannot open {database} as a ginbot database: another ginbot "
                      f"process (pid {bot.pid}) is using it (one process per database); stop "
                      "that one first, or use another database file")
            twin = await asyncio.to_thread(
                subprocess.run,
                [sys.executable, "-m", "ginbot", "run", "--env-file", str(tmp_path / "empty.env")],
                cwd=ROOT, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                timeout=60)
            assert (twin.returncode, twin.stderr.strip().splitlines()) == (2, [in_use])
            assert fd.gateway.identifies == identifies  # it never logged in

            terminal = await asyncio.to_thread(
                subprocess.run,
                [sys.executable, "-m", "ginbot", "play", "--lang", "en", "--database",
                 str(database)],
                cwd=ROOT, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                timeout=60)
            assert terminal.returncode == 2
            refused = say(Locale.EN, "terminal-in-use", path=str(database))
            said = " ".join(terminal.stdout.split())  # the screen wraps long lines
            assert f"! {refused[:1].upper()}{refused[1:]}" in said
            assert bot.returncode is None  # the first goes on
            assert await stop(bot) == 0


async def test_once_stopping_every_command_and_click_is_answered_restarting(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path) as t:
        _, mover = await accepted_challenge(t)
        screen = hand_messages(t.fd, mover)[-1]
        async with t.bot.service.db.reading() as conn:
            before = await matches.load_match(conn, 1)
        posted = len(t.fd.channel_messages(t.chan))
        t.bot.stopping = True  # as ``close`` sets it first of all
        click = await mover.click(screen, control(screen, "pass"))
        wei = t.fd.add_user("wei", t.guild, locale="zh-TW")
        command = await wei.slash(t.chan, "gin challenge", opponent=t.carol)
        for r, locale in ((click, Locale.EN), (command, Locale.ZH_TW)):
            answer = await r.wait_response()
            assert answer.ephemeral
            assert answer.content == say(locale, "refusal-service-restarting")
        assert "pass" in controls_now(t.fd, mover)
        async with t.bot.service.db.reading() as conn:
            assert await matches.load_match(conn, 1) == before
        assert len([m for m in t.fd.channel_messages(t.chan) if not m.ephemeral]) == len(
            [m for m in t.fd.channel_messages(t.chan)[:posted] if not m.ephemeral])
        t.bot.stopping = False


async def test_updates_still_under_way_when_the_stop_runs_out_of_time_are_abandoned(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """They read the store, which closes next: stopped, and said so in one line."""
    notifier = DiscordNotifier(cast(Any, None))
    started = asyncio.Event()

    async def stuck(ping: bool) -> None:  # Discord, or the machine, too slow to finish
        started.set()
        await asyncio.sleep(3600)

    notifier._coalesce(("hand", 1, 2), stuck)
    notifier._coalesce(("table", 1), stuck)
    await started.wait()
    await notifier.abandon()
    assert not notifier._pending()
    notifier._coalesce(("hand", 1, 2), stuck)  # a move that committed as the store closes
    assert not notifier._pending()
    assert [r.getMessage() for r in caplog.records if r.name == "ginbot.discord"] == [
        "2 table or hand updates were still under way at the stop; the next change after "
        "the start draws them afresh"]
