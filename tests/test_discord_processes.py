"""Three ``ginbot run`` processes on one PostgreSQL database share Discord's four shards
(process P of 3 runs the shards s with s % 3 == P: 0 and 3, 1, 2), through the emulator
routing each server's events to its shard and every DM click to shard 0.

They start together on a new database (the migrations run once, under their lock), space
their IDENTIFYs by the emulator's buckets, and play whole matches in servers on
different shards, by DM buttons (process 0) and by slash commands in the threads (the
server's process) at the same moment. One move clicked through two processes at once
acts once. Process 1 is SIGKILLed mid-match: its server's matches go on from the others
(DM buttons; the computer's moves are due rows any process fires), every acknowledged
move is kept, nothing is told twice, the leak scan is clean; started again it rejoins.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from ginbot.store import bundled_migrations
from tests.db_support import Location, query, stored_record
from tests.discord_support import (
    GIN_COMMANDS,
    bot_process,
    challenge_accepted,
    control,
    controls_now,
    hand_messages,
    leaks,
    match_over_in,
    match_threads,
    play_by_buttons,
    play_by_commands,
)
from tests.fakecord import Channel, FakeDiscord, User

pytestmark = pytest.mark.slow

SHARDS, PROCESSES = 4, 3


def shards_live(fd: FakeDiscord) -> bool:
    return all(fd.gateway.live(shard) for shard in range(SHARDS)) \
        and set(GIN_COMMANDS) <= fd.commands.names()


@contextlib.asynccontextmanager
async def processes(fd: FakeDiscord, database: Location, folder: Path
                    ) -> AsyncIterator[dict[int, asyncio.subprocess.Process]]:
    """The three processes, started at the same moment on ``database``."""
    async with contextlib.AsyncExitStack() as stack:
        started = {n: await stack.enter_async_context(bot_process(
            fd, database, folder=folder, log=folder / f"process-{n}.log", ready=False,
            arguments=("--shards", str(SHARDS), "--process", f"{n}/{PROCESSES}")))
            for n in range(PROCESSES)}
        await fd.wait_for(lambda: shards_live(fd), 90, "four shards from three processes")
        yield started


def moves(database: Location, match_id: int) -> list[tuple[int, str, str]]:
    return [(int(seat), str(action), str(source)) for seat, action, source in query(
        database, "SELECT seat, action, source FROM match_actions WHERE match_id = ? "
        "ORDER BY seq", match_id)]


def match_of(database: Location, user: User) -> int:
    [(match_id,)] = query(database, "SELECT match_id FROM match_seats WHERE user_id = ?",
                          user.id)
    return int(match_id)


def thread_of(fd: FakeDiscord, guild_channel: Channel) -> Channel | None:
    found = [t for t in match_threads(fd) if t.parent is guild_channel]
    assert len(found) <= 1
    return found[0] if found else None


def told_once(fd: FakeDiscord, thread: Channel) -> None:
    """One table picture in the thread however many processes delivered, and no nonce
    used twice."""
    tables = [m for m in fd.thread_messages(thread)
              if m.attachments and m.attachments[0].filename == "table.png"]
    assert len(tables) == 1
    nonces = Counter(m.nonce for m in fd.messages if m.nonce is not None and m.author.bot)
    assert [n for n, seen in nonces.items() if seen > 1] == []


async def no_leaks(fd: FakeDiscord, database: Location, match_id: int,
                   people: tuple[User, ...], thread: Channel) -> None:
    """The leak scan of one match among several: its thread and channel, its DMs."""
    by_id = {person.id: person for person in people}
    seats = tuple(by_id.get(int(user_id)) if user_id is not None else None
                  for _, user_id in query(database, "SELECT seat, user_id FROM match_seats "
                                          "WHERE match_id = ? ORDER BY seat", match_id))
    assert thread.parent is not None
    assert leaks(fd, await stored_record(database, match_id), seats,
                 (thread, thread.parent)) == []


async def one_move_twice(fd: FakeDiscord, database: Location, user: User,
                         thread: Channel) -> None:
    """The user's draw or pass by the DM button (shard 0: process 0) and by the slash
    command in the thread (its server's shard: another process) at the same moment."""
    match_id = match_of(database, user)
    await fd.wait_for(lambda: bool(controls_now(fd, user).keys() & {"pass", "stock"}), 20,
                      f"{user.name}'s draw")
    before = len(moves(database, match_id))
    screen = hand_messages(fd, user)[-1]
    action = "pass" if "pass" in controls_now(fd, user) else "stock"
    command = ("pass", {}) if action == "pass" else ("draw", {"source": "stock"})
    click, slash = await asyncio.gather(user.click(screen, control(screen, action)),
                                        user.slash(thread, command[0], **command[1]))
    await asyncio.gather(click.wait_ack(), slash.wait_ack())
    await fd.wait_for(lambda: len(moves(database, match_id)) > before, 20, "the move stored")
    await asyncio.sleep(0.5)  # the slower of the two has answered by now
    assert len(moves(database, match_id)) == before + 1


async def test_three_processes_share_four_shards_and_survive_a_kill(
        postgresql: Location, tmp_path: Path) -> None:
    database = postgresql
    async with FakeDiscord(shard_count=SHARDS, max_concurrency=2, identify_spacing=5.0,
                           timeout=20) as fd:
        # Shard 1 is process 1's alone, shard 2 process 2's, shard 3 process 0's.
        clubs = {shard: fd.add_guild(f"Club {shard}", shard=(shard, SHARDS))
                 for shard in (1, 2, 3)}
        rooms = {shard: guild.add_text_channel("games") for shard, guild in clubs.items()}
        practice = clubs[1].add_text_channel("practice")  # Fay against the computer
        ann, bob, fay = (fd.add_user(name, clubs[1]) for name in ("ann", "bob", "fay"))
        cal, dot = (fd.add_user(name, clubs[2]) for name in ("cal", "dot"))
        eve, gus = (fd.add_user(name, clubs[3]) for name in ("eve", "gus"))
        async with processes(fd, database, tmp_path) as running:
            assert fd.gateway.too_soon == 0  # IDENTIFYs spaced in their buckets
            # The three migrated one new database at once, and all three are up.
            newest = bundled_migrations("postgresql")[-1].version
            assert query(database, "SELECT version FROM ginbot_schema") == [(newest,)]
            assert all(p.returncode is None for p in running.values())
            # A match in each server; Fay against the computer in shard 1's server.
            for shard, (first, second) in ((1, (ann, bob)), (2, (cal, dot)), (3, (eve, gus))):
                await challenge_accepted(first, second, rooms[shard], target=30)
            await (await fay.slash(practice, "gin bot", level="easy", rules="target=30")
                   ).wait_response()
            threads = {shard: await fd.wait_for(lambda s=shard: thread_of(fd, rooms[s]),
                                                what="the match threads") for shard in (1, 2, 3)}
            fays_thread = await fd.wait_for(lambda: thread_of(fd, practice), what="Fay's")
            # Shard 2's match by commands in its thread, shard 3's by DM buttons, both at
            # the same moment; one move of shard 1's match by both ways at once.
            done = {shard: (lambda s=shard: match_over_in(fd, threads[s])) for shard in (2, 3)}
            whole = [asyncio.create_task(play_by_commands(fd, person, threads[2], done[2]))
                     for person in (cal, dot)]
            whole += [asyncio.create_task(play_by_buttons(fd, person, done[3]))
                      for person in (eve, gus)]
            mover = await fd.wait_for(lambda: next(
                (u for u in (ann, bob) if controls_now(fd, u).keys() & {"pass", "stock"}),
                None), 20, "Ann's or Bob's draw")
            await one_move_twice(fd, database, mover, threads[1])

            # Process 1, alone on shard 1, dies mid-match.
            annbob, fays = match_of(database, ann), match_of(database, fay)
            assert not match_over_in(fd, threads[1]) and not match_over_in(fd, fays_thread)
            kept = moves(database, annbob)
            running[1].send_signal(signal.SIGKILL)
            await running[1].wait()
            assert moves(database, annbob) == kept
            computer_before = len(moves(database, fays))
            # Ann and Bob play on by DM buttons (process 0); Fay's computer moves are due
            # rows the other processes fire.
            annbob_done = lambda: match_over_in(fd, threads[1])  # noqa: E731
            whole += [asyncio.create_task(play_by_buttons(fd, person, annbob_done))
                      for person in (ann, bob)]
            whole.append(asyncio.create_task(play_by_buttons(
                fd, fay, lambda: match_over_in(fd, fays_thread) or
                sum(source == "computer" for _, _, source in moves(database, fays)[
                    computer_before:]) >= 4)))
            await asyncio.wait_for(asyncio.gather(*whole), 300)
            after = moves(database, fays)[computer_before:]
            assert sum(source == "computer" for _, _, source in after) >= 4

            # Started again, process 1 takes shard 1 back: a command there is answered.
            since = fd.gateway.identifies
            async with bot_process(fd, database, folder=tmp_path,
                                   log=tmp_path / "process-1-again.log", ready=False,
                                   arguments=("--shards", str(SHARDS), "--process",
                                              f"1/{PROCESSES}")):
                await fd.wait_for(lambda: (fd.gateway.live(1) is not None
                                           and fd.gateway.live(1).number > since), 60,
                                  "shard 1 again")
                reply = await (await fay.slash(practice, "gin rules")).wait_response()
                assert reply.ephemeral
            for process in running.values():
                if process.returncode is None:
                    process.send_signal(signal.SIGTERM)
            for process in running.values():
                await asyncio.wait_for(process.wait(), 30)
            assert running[0].returncode == 0 and running[2].returncode == 0
        for shard, people in ((1, (ann, bob)), (2, (cal, dot)), (3, (eve, gus))):
            assert match_over_in(fd, threads[shard])
            told_once(fd, threads[shard])
            await no_leaks(fd, database, match_of(database, people[0]), people,
                           threads[shard])
        assert fd.gateway.too_soon == 0 and fd.global_limited == 0


async def test_a_process_killed_as_it_ends_a_round_leaves_the_next_round_to_the_other(
        postgresql: Location, tmp_path: Path) -> None:
    """Two ``ginbot run`` processes share two shards; a round robin of three is played in
    the server of shard 1 (process 1's). A player resigns the round's one game there and
    process 1 is SIGKILLed as soon as the resignation is stored, while the end is on its
    way through the outbox: process 0 pairs round 2 once and announces it once."""
    async with FakeDiscord(shard_count=2, timeout=20) as fd:
        club = fd.add_guild("Club", shard=(1, 2))
        room = club.add_text_channel("games")
        ann, bob, carol = (fd.add_user(name, club) for name in ("ann", "bob", "carol"))
        async with contextlib.AsyncExitStack() as stack:
            running = {n: await stack.enter_async_context(bot_process(
                fd, postgresql, folder=tmp_path, log=tmp_path / f"process-{n}.log",
                ready=False, arguments=("--shards", "2", "--process", f"{n}/2")))
                for n in range(2)}
            await fd.wait_for(lambda: all(fd.gateway.live(s) for s in range(2))
                              and set(GIN_COMMANDS) <= fd.commands.names(), 60, "both up")
            message = await (await ann.slash(room, "gin tournament create",
                                             format="round_robin", name="Night Cup",
                                             target=25)).wait_response()
            for user, action in ((bob, "join"), (carol, "join"), (ann, "start")):
                await (await user.click(message, control(message, action))).wait_followup()
            playing = await fd.wait_for(lambda: query(
                postgresql, "SELECT match_id FROM tournament_games WHERE round = 1 "
                "AND match_id IS NOT NULL"), 30, "round 1's game")
            match_id = int(playing[0][0])
            people = {int(row[0]) for row in query(
                postgresql, "SELECT user_id FROM match_seats WHERE match_id = ?", match_id)}
            loser = next(u for u in (ann, bob, carol) if u.id in people)
            thread = await fd.wait_for(lambda: thread_of(fd, room), what="the game's thread")
            await fd.wait_for(lambda: query(postgresql, "SELECT thread_id FROM matches "
                                            "WHERE id = ?", match_id) == [(thread.id,)],
                              30, "the match in its thread")
            asked = await loser.slash(thread, "resign")
            confirm = await asked.wait_response()
            if confirm.loading:
                confirm = await asked.wait_followup()
            assert confirm.components, confirm.content
            await loser.click(confirm, control(confirm, "resign"))
            await fd.wait_for(lambda: query(postgresql, "SELECT status FROM matches "
                                            "WHERE id = ?", match_id) == [("finished",)],
                              30, "the resignation stored")
            running[1].send_signal(signal.SIGKILL)  # its outbox delivery under way
            await running[1].wait()
            await fd.wait_for(lambda: len(query(
                postgresql, "SELECT 1 FROM tournament_games WHERE round = 2")) == 2
                or None, 60, "round 2 paired")
            announced = "**Night Cup**: Round 2 of 3 is paired."
            await fd.wait_for(lambda: [m for m in fd.channel_messages(room)
                                       if announced in m.content] or None, 60,
                              "round 2 announced")
            await asyncio.sleep(1.0)  # a second announcement would come within a look
            assert len([m for m in fd.channel_messages(room) if announced in m.content]) == 1
            assert len(query(postgresql, "SELECT 1 FROM tournament_games WHERE round = 2")
                       ) == 2
            running[0].send_signal(signal.SIGTERM)
            await asyncio.wait_for(running[0].wait(), 30)
