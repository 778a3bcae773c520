"""The bot process SIGKILLed at planned moments and started again, on SQLite and on
PostgreSQL, through the emulator: after a move's commit before its delivery, while the
computer's move is due, and during a deal (with Discord having made the message the
killed bot never heard of). On restart every acknowledged move is kept, the due timer
fires once, every notification is delivered once (counted in the emulator: one table
message, one hand message a player, every message's nonce its own), and the leak scan
is clean. The moments are the emulator's: it holds the bot's request until the test
has killed the bot, so nothing here depends on the machine's speed."""

from __future__ import annotations

import asyncio
import signal
from collections import Counter
from pathlib import Path

import pytest

from tests.db_support import Databases, Location, query, stored_record
from tests.discord_support import (
    bot_process,
    challenge_accepted,
    control,
    controls_now,
    first_offer,
    hand_messages,
    leaks,
    match_threads,
    move_on,
    screen_state,
)
from tests.fakecord import Channel, FakeDiscord, Message, User

pytestmark = pytest.mark.slow


async def leaks_of(fd: FakeDiscord, database: Location, people: tuple[User, ...]
                   ) -> list[str]:
    """The leak scan of the one match: no message names a card its reader could not
    know."""
    [(match_id,)] = query(database, "SELECT id FROM matches")
    by_id = {person.id: person for person in people}
    seats = tuple(by_id.get(int(user_id)) if user_id is not None else None
                  for _, user_id in query(database, "SELECT seat, user_id FROM match_seats "
                                          "WHERE match_id = ? ORDER BY seat", match_id))
    return leaks(fd, await stored_record(database, int(match_id)), seats)


def moves(database: Location) -> list[tuple[int, str, str]]:
    return [(int(seat), str(action), str(source)) for seat, action, source in query(
        database, "SELECT seat, action, source FROM match_actions ORDER BY seq")]


def table_messages(fd: FakeDiscord, thread: Channel) -> list[Message]:
    return [m for m in fd.thread_messages(thread)
            if m.attachments and m.attachments[0].filename == "table.png"]


def counted_once(fd: FakeDiscord, people: tuple[User, ...], thread: Channel) -> None:
    """Every notification of the first hand delivered once: one table message, one hand
    message a player, and no two of the bot's messages made for one notice."""
    assert len(table_messages(fd, thread)) == 1
    for person in people:
        assert len(hand_messages(fd, person)) == 1, person.name
    nonces_unique(fd)


def nonces_unique(fd: FakeDiscord) -> None:
    nonces = Counter(m.nonce for m in fd.messages if m.nonce is not None and m.author.bot)
    assert [n for n, seen in nonces.items() if seen > 1] == []


async def played(fd: FakeDiscord, database: Location, user: User) -> None:
    """``move_on``, then wait until the move is stored and the mover's screen redrawn."""
    stored, screen = len(moves(database)), screen_state(fd, user)
    await move_on(fd, user)
    await fd.wait_for(lambda: len(moves(database)) > stored
                      and screen_state(fd, user) != screen, timeout=20,
                      what=f"{user.name}'s move stored and drawn")


def to_move(fd: FakeDiscord, user: User) -> bool:
    return bool(controls_now(fd, user).keys() & {"pass", "stock", "discard"})


async def killed(process: asyncio.subprocess.Process) -> None:
    process.send_signal(signal.SIGKILL)
    await process.wait()
    assert process.returncode == -signal.SIGKILL


async def stopped(process: asyncio.subprocess.Process) -> None:
    process.send_signal(signal.SIGTERM)
    assert await asyncio.wait_for(process.wait(), 30) == 0


def offered(fd: FakeDiscord, user: User) -> bool:
    return "pass" in controls_now(fd, user)


async def test_killed_after_a_move_is_committed_before_it_is_delivered(
        databases: Databases, tmp_path: Path) -> None:
    database = databases.new()
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        async with bot_process(fd, database, folder=tmp_path) as first:
            await challenge_accepted(ann, bob, chan)
            thread, mover = await first_offer(fd, ann, bob, timeout=20)
            other = bob if mover is ann else ann
            [table] = await fd.wait_for(lambda: table_messages(fd, thread), what="the table")
            await fd.wait_for(lambda: len(hand_messages(fd, other)) == 1, what="a hand each")
            # The table's redraw after the pass is held: the move is committed, and the
            # bot dies before Discord sees any of what it tells.
            held = fd.hold("PATCH", f"/channels/{thread.id}/messages")
            screen = hand_messages(fd, mover)[-1]
            assert await (await mover.click(screen, control(screen, "pass"))).wait_ack() == 6
            await asyncio.wait_for(held.reached.wait(), 20)
            drawn = len(table.versions)
            await killed(first)
            held.drop()
        assert [action for _, action, _ in moves(database)] == ["pass"]

        async with bot_process(fd, database, folder=tmp_path) as second:
            await fd.wait_for(lambda: len(table.versions) > drawn and offered(fd, other),
                              timeout=20, what="the pass drawn, and the dealer's offer")
            counted_once(fd, (ann, bob), thread)
            passed = f"{mover.name.title()} passed on "
            assert table.content.count(passed) == 1
            await played(fd, database, other)
            # The table's last moves are the hand's, the one told before the kill too.
            await fd.wait_for(lambda: f"{other.name.title()} passed on " in table.content,
                              timeout=20, what="the dealer's pass drawn")
            assert table.content.count(passed) == 1
            for _ in range(4):  # the match goes on
                person = await fd.wait_for(lambda: (to_move(fd, ann) and ann)
                                           or (to_move(fd, bob) and bob), timeout=20,
                                           what="someone's move")
                await played(fd, database, person)
            await asyncio.sleep(0.5)
            await stopped(second)
        counted_once(fd, (ann, bob), thread)
        stored = moves(database)
        assert stored[0][1] == "pass" and len(stored) == 6
        assert await leaks_of(fd, database, (ann, bob)) == []


async def test_killed_while_the_computers_move_is_due_it_moves_once(
        databases: Databases, tmp_path: Path) -> None:
    database = databases.new()
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann = fd.add_user("ann")
        async with bot_process(fd, database, folder=tmp_path) as first:
            await (await ann.slash(chan, "gin bot", level="easy")).wait_response()
            thread = (await fd.wait_for(lambda: match_threads(fd), what="the thread"))[0]
            await fd.wait_for(lambda: to_move(fd, ann), timeout=20, what="Ann's turn")
            if "stock" in controls_now(fd, ann):  # her draw: the turn goes on
                await move_on(fd, ann)
                await fd.wait_for(lambda: "discard" in controls_now(fd, ann), timeout=20,
                                  what="Ann's discard")
            # Ann's pass or discard is committed with the computer's move due after it;
            # the bot dies as it starts telling the table.
            held = fd.hold("PATCH", f"/channels/{thread.id}/messages")
            await move_on(fd, ann)
            await asyncio.wait_for(held.reached.wait(), 20)
            await killed(first)
            held.drop()
            before = moves(database)
            due = query(database, "SELECT kind FROM due WHERE kind = 'computer'")
        assert before[-1][2] == "player" and due == [("computer",)]

        def turn_ended() -> bool:
            after = moves(database)[len(before):]
            return bool(after) and after[-1][1].split()[0] in ("discard", "pass", "knock", "big")

        async with bot_process(fd, database, folder=tmp_path) as second:
            await fd.wait_for(turn_ended, timeout=30, what="the computer's turn")
            await asyncio.sleep(0.5)
            await stopped(second)
        after = moves(database)[len(before):]
        # The computer played one turn (a pass, or a draw and a discard or knock), once,
        # and nothing more is due for it: it is Ann's turn.
        assert {(seat, source) for seat, _, source in after} == {
            (before[-1][0] ^ 1, "computer")}
        assert len(after) == 1 or (len(after) == 2 and after[0][1].startswith("draw"))
        assert query(database, "SELECT COUNT(*) FROM due WHERE kind = 'computer'") == [(0,)]
        assert len(table_messages(fd, thread)) == 1
        nonces_unique(fd)
        assert await leaks_of(fd, database, (ann,)) == []


async def test_killed_during_the_deal_discord_made_the_message_it_never_heard_of(
        databases: Databases, tmp_path: Path) -> None:
    database = databases.new()
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        bob_dm = fd.dm_channel(bob)
        async with bot_process(fd, database, folder=tmp_path) as first:
            # Bob's first hand, the deal's DM: Discord makes it, and the bot dies before
            # it hears so.
            held = fd.hold("POST", f"/channels/{bob_dm.id}/messages", answered=True)
            await challenge_accepted(ann, bob, chan)
            await asyncio.wait_for(held.reached.wait(), 20)
            assert len(hand_messages(fd, bob)) == 1
            await killed(first)
            held.release()
        thread = match_threads(fd)[0]

        async with bot_process(fd, database, folder=tmp_path) as second:
            _, mover = await first_offer(fd, ann, bob, timeout=20)
            await move_on(fd, mover)
            await fd.wait_for(lambda: offered(fd, bob if mover is ann else ann), timeout=20,
                              what="the dealer's offer")
            await asyncio.sleep(0.5)
            await stopped(second)
        counted_once(fd, (ann, bob), thread)
        assert len(moves(database)) == 1
        assert await leaks_of(fd, database, (ann, bob)) == []
