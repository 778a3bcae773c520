"""Playing at Discord tables of three and of two teams, through the emulator: whole
matches by buttons and commands, the player sitting out a hand, partners moving at
the same time on their own boards, and a restart in the middle of a round. The
matches start through the service (the lobby has tests of its own)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cogs.screens.common import thread_name
from ginbot.bot import GinBot
from ginbot.engine import HandResult, NotYourTurn, Rules, format_cards
from ginbot.model import Seat
from ginbot.service import MatchInfo, User
from ginbot.text import Locale, players, refusal, say
from tests.discord_support import (
    FAST,
    GIN_COMMANDS,
    PLAYABLE,
    assert_no_leaks_at,
    controls_now,
    enabled,
    flat,
    hand_messages,
    leaks,
    make_bot,
    play_turn_by_buttons,
    play_turn_by_commands,
    play_turns,
    secrets_by_hand,
    transcript,
)
from tests.fakecord import Channel, FakecordError, FakeDiscord, Guild, Message
from tests.fakecord import User as Person

EN = Locale.EN
THREE = Rules.preset("three").with_changes(target=30)
TEAMS = Rules.preset("teams").with_changes(target=30)
# With the fixed seeds: four hands, each of the three dealing one; three team rounds.
THREE_HANDS = Rules.preset("three").with_changes(target=60)
TEAM_ROUNDS = Rules.preset("teams").with_changes(target=100)


@dataclass
class Club:
    fd: FakeDiscord
    guild: Guild
    chan: Channel
    ann: Person
    bob: Person
    cat: Person
    dan: Person
    database: Path

    @property
    def people(self) -> tuple[Person, ...]:
        return (self.ann, self.bob, self.cat, self.dan)


@contextlib.asynccontextmanager
async def club(tmp_path: Path) -> AsyncIterator[Club]:
    """A server with four members and no bot yet (``bot_in`` runs one)."""
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob, cat, dan = (fd.add_user(name) for name in ("Ann", "Bob", "Cat", "Dan"))
        yield Club(fd, guild, chan, ann, bob, cat, dan, tmp_path / "ginbot.sqlite3")


@contextlib.asynccontextmanager
async def bot_in(c: Club) -> AsyncIterator[GinBot]:
    """The real bot on the club's database (fixed seeds: the same deals every run)."""
    bot = make_bot(c.fd, c.guild, c.database, FAST)
    async with c.fd.running(bot, *GIN_COMMANDS):
        yield bot
        await settled(bot)


async def settled(bot: GinBot) -> None:
    await bot.service.settle()
    await bot.service.notifier.flush()


def person(user: Person) -> User:
    return User(user.id, user.name)


async def start_table(bot: GinBot, c: Club, invited: list[Person | Seat], rules: Rules
                      ) -> MatchInfo:
    """Ann challenges the seats in order; each person asked accepts."""
    seats = [person(u) if isinstance(u, Person) else u for u in invited]
    challenge = await bot.service.challenge(c.guild.id, c.chan.id, person(c.ann), seats, rules)
    match = None
    for user in invited:
        if isinstance(user, Person):
            match = (await bot.service.accept(challenge.id, person(user))).match
    assert match is not None
    await settled(bot)
    return match


def thread_of(c: Club) -> Channel:
    (thread,) = c.fd.threads
    return thread


Move = Callable[[], Awaitable[Any]]


async def play_out(c: Club, bot: GinBot, match_id: int, *moves: tuple[Person, Move]) -> None:
    """Each (person, move) plays that person's turns until the match is over."""
    over = [False]

    async def watch() -> None:
        while not over[0]:
            over[0] = (await bot.service.match_info(match_id)).finished
            await asyncio.sleep(0.02)

    watcher = asyncio.create_task(watch())
    try:
        await asyncio.gather(*(play_turns(c.fd, user, move, lambda: over[0], timeout=60)
                               for user, move in moves))
    finally:
        over[0] = True
        await watcher
    await settled(bot)


def by_buttons(c: Club, user: Person) -> tuple[Person, Move]:
    return user, lambda: play_turn_by_buttons(c.fd, user)


def by_commands(c: Club, user: Person, where: Channel) -> tuple[Person, Move]:
    return user, lambda: play_turn_by_commands(c.fd, user, where)


def posted(c: Club, thread: Channel, filename: str) -> list[Message]:
    return [m for m in c.fd.thread_messages(thread)
            if m.attachments and m.attachments[0].filename == filename]


def notes(c: Club, user: Person) -> list[Message]:
    """The DMs that carry neither cards nor controls: the sitting-out notes and the
    end of the match."""
    return [m for m in c.fd.dms(user) if not m.attachments and not flat(m.components)]


def summaries(c: Club, thread: Channel) -> list[Message]:
    """The match's summary: the message in the thread with the Rematch button."""
    return [m for m in c.fd.thread_messages(thread)
            if any(x.get("custom_id", "").endswith(":rematch") for x in flat(m.components))]


def deal_on(board: int) -> str:
    """How the news of a team round's deal starts on ``board`` (1 or 2)."""
    return say(EN, "news-deal-board", hand=1, board=board, dealer="\0", first="\0",
               upcard="\0").split("\0")[0]


def read_in_dms(c: Club, user: Person) -> str:
    """Everything the user's DMs ever said (a note is redrawn as the next hand)."""
    return "\n".join(v.content for m in c.fd.dms(user) for v in m.versions)


def write_transcript(tmp_path: Path, c: Club, thread: Channel) -> None:
    """``transcript.txt``: the thread, then each person's DMs (for looking at by hand)."""
    readers = {"thread": [m for m in c.fd.messages if m.channel is thread]}
    readers |= {u.name: list(c.fd.dms(u)) for u in c.people if c.fd.dms(u)}
    transcript(tmp_path / "transcript.txt", c.fd, readers)


def last_screen(c: Club, user: Person, info: MatchInfo) -> Message:
    """The user's latest hand DM or sitting-out note (each starts with the hand's
    header)."""
    head = say(EN, "hand-header", match=thread_name(EN, info), hand="\0", score="")
    return [m for m in c.fd.dms(user) if m.content.startswith(head.split("\0")[0])][-1]


def sitting_out_note(thread: Channel, hand: int, names: tuple[str, str]) -> str:
    return say(EN, "sitting-out", hand=hand, players=players(EN, names), thread=f"<#{thread.id}>")


def knocker_as_laid_down(result: HandResult, name: str) -> str:
    """The showdown's line of the knocker's hand as it was laid down: the melds before
    the defender's lay-offs went on them."""
    show = result.showdown
    assert show is not None
    dead = sorted(show.knocker_deadwood_cards, key=lambda c: (c.rank, c.suit))
    return say(EN, "pic-showdown-text-row", name=name,
               melds=say(EN, "pic-meld-between").join(map(format_cards, show.knocker_melds)),
               cards=format_cards(dead) or say(EN, "pic-none"), deadwood=show.knocker_deadwood)


async def assert_melds_laid_down_then_layoffs(
    bot: GinBot, match_id: int, showdowns: list[Message], names: tuple[str, ...],
) -> None:
    """Each showdown's words show the knocker's melds as laid down, then the defender's
    lay-offs onto them; the fixed seeds lay off at least once."""
    laid = 0
    for hand, shown in enumerate(showdowns, start=1):
        lines = shown.content.splitlines()
        for board in (await bot.service.replay_hand(match_id, hand)).boards:
            result = board.result
            show = result.showdown if result is not None else None
            if result is None or show is None or result.knocker is None or not show.layoffs:
                continue
            knocker = names[board.players[result.knocker]]
            defender = names[board.players[1 - result.knocker]]
            told = say(EN, "pic-list-between").join(
                say(EN, "pic-showdown-text-layoff", card=lo.card, meld=format_cards(lo.meld))
                for lo in show.layoffs)
            layoffs = say(EN, "pic-showdown-text-layoffs", name=defender, layoffs=told)
            assert lines.index(knocker_as_laid_down(result, knocker)) < lines.index(layoffs)
            laid += 1
    assert laid


@pytest.mark.slow
async def test_three_people_play_a_whole_three_handed_match(tmp_path: Path) -> None:
    """Ann by commands in the thread, Bob and Cat by buttons. Each hand's dealer is told
    by DM that they sit it out, and the showdown names the board's two players."""
    async with club(tmp_path) as c, bot_in(c) as bot:
        info = await start_table(bot, c, [c.bob, c.cat], THREE_HANDS)
        thread = thread_of(c)
        await play_out(c, bot, info.id, by_commands(c, c.ann, thread), by_buttons(c, c.bob),
                       by_buttons(c, c.cat))
        done = await bot.service.match_info(info.id)
        assert done.finished and done.winner is not None and len(done.scores or ()) == 3
        names = ("Ann", "Bob", "Cat")
        first = await bot.service.replay_hand(info.id, 1)
        assert first.hands > 2
        dealers = set()
        for hand in range(1, first.hands + 1):
            board = (await bot.service.replay_hand(info.id, hand)).boards[0]
            dealer = c.people[board.dealer]
            dealers.add(dealer)
            on_board = (names[board.players[0]], names[board.players[1]])
            note = sitting_out_note(thread, hand, on_board)
            assert note in read_in_dms(c, dealer), (hand, dealer.name)
            for seat in board.players:  # those playing read no such note for this hand
                assert note not in read_in_dms(c, c.people[seat])
        assert dealers == {c.ann, c.bob, c.cat}  # everyone sat a hand out
        showdowns = posted(c, thread, "showdown.png")
        assert len(showdowns) == first.hands
        for hand, shown in enumerate(showdowns, start=1):
            board = (await bot.service.replay_hand(info.id, hand)).boards[0]
            on_board = players(EN, tuple(names[s] for s in board.players))
            assert shown.content.startswith(f"**{on_board}: ")
        await assert_melds_laid_down_then_layoffs(bot, info.id, showdowns, names)
        (summary,) = summaries(c, thread)
        winner = names[done.winner or 0]
        score = ", ".join(f"{n} {s}" for n, s in zip(names, done.scores or (), strict=True))
        assert summary.content.startswith(
            say(EN, "summary-wins-table", name=winner, score=score))
        # Each person's last screen, the last hand's sitter's note too, ends the match
        # with the summary's score and no controls.
        final = say(EN, "hand-header", match=thread_name(EN, done), hand=first.hands,
                    score=score)
        for user in (c.ann, c.bob, c.cat):
            last = last_screen(c, user, done)
            assert last.content.startswith(final) and not flat(last.components), user.name
        board = (await bot.service.replay_hand(info.id, first.hands)).boards[0]
        note = sitting_out_note(thread, first.hands, (names[board.players[0]],
                                                      names[board.players[1]]))
        assert note in last_screen(c, c.people[board.dealer], done).content
        await assert_no_leaks_at(c.fd, bot, info.id, c.people)
        write_transcript(tmp_path, c, thread)


async def test_two_people_and_the_computer_play_three_handed(tmp_path: Path) -> None:
    async with club(tmp_path) as c, bot_in(c) as bot:
        info = await start_table(bot, c, [c.bob, Seat.computer("easy")], THREE)
        thread = thread_of(c)
        await play_out(c, bot, info.id, by_buttons(c, c.ann), by_buttons(c, c.bob))
        done = await bot.service.match_info(info.id)
        assert done.finished
        computer = say(EN, "computer-name", level="easy")
        table = posted(c, thread, "table.png")
        assert len(table) == 1 and computer in table[0].content  # one table, edited
        assert posted(c, thread, "showdown.png") and len(summaries(c, thread)) == 1
        assert not c.fd.dms(c.cat)  # nobody else is told anything
        await assert_no_leaks_at(c.fd, bot, info.id, c.people)


@pytest.mark.slow
async def test_four_people_play_a_whole_team_match(tmp_path: Path) -> None:
    """Ann and Cat against Bob and Dan: both boards of a round in play at once, each
    partner's DM shows their own board, and the round's showdown shows both."""
    async with club(tmp_path) as c, bot_in(c) as bot:
        info = await start_table(bot, c, [c.bob, c.cat, c.dan], TEAM_ROUNDS)
        assert info.sides == ((0, 2), (1, 3))
        thread = thread_of(c)
        # Round 1: Bob (board 1) and Dan (board 2) are offered their upcards at once.
        await c.fd.wait_for(lambda: all("pass" in controls_now(c.fd, u) for u in (c.bob, c.dan)),
                            what="both boards' first offers")
        assert not controls_now(c.fd, c.ann).keys() & PLAYABLE
        teams = say(EN, "side-team", first="Ann", second="Cat")
        for user, own, other in ((c.ann, 1, 2), (c.cat, 2, 1)):  # their own board's deal
            screen = hand_messages(c.fd, user)[-1].content
            assert teams in screen.splitlines()[0]
            assert deal_on(own) in screen and deal_on(other) not in screen
        public = posted(c, thread, "table.png")[0].content
        assert deal_on(1) in public and deal_on(2) in public
        await play_out(c, bot, info.id, by_buttons(c, c.ann), by_buttons(c, c.bob),
                       by_buttons(c, c.cat), by_commands(c, c.dan, c.dan.dm))
        done = await bot.service.match_info(info.id)
        assert done.finished and done.winner in (0, 1)
        showdowns = posted(c, thread, "showdown.png")
        assert len(showdowns) > 1
        # The opponents swap every round: Ann plays Bob, then Dan.
        pairs = (((1, ("Ann", "Bob")), (2, ("Cat", "Dan"))),
                 ((1, ("Ann", "Dan")), (2, ("Cat", "Bob"))))
        for number, shown in enumerate(showdowns):
            headline = shown.content.splitlines()[0]
            for board, names in pairs[number % 2]:
                assert say(EN, "showdown-board", board=board, players=players(EN, names),
                           result="") in headline
        await assert_melds_laid_down_then_layoffs(bot, info.id, showdowns,
                                                  ("Ann", "Bob", "Cat", "Dan"))
        sides = (teams, say(EN, "side-team", first="Bob", second="Dan"))
        winner, loser = done.winner or 0, 1 - (done.winner or 0)
        summary = summaries(c, thread)
        assert len(summary) == 1
        scores = done.scores or ()
        head = (say(EN, "summary-team-wins-margin", name=sides[winner], margin=done.margin,
                    won=scores[winner], lost=scores[loser]) if done.margin is not None
                else say(EN, "summary-team-wins", name=sides[winner], won=scores[winner],
                         lost=scores[loser]))
        assert summary[0].content.startswith(head)
        write_transcript(tmp_path, c, thread)
        replay = await (await c.bob.slash(c.chan, "gin replay", match=info.id, hand=2)
                        ).wait_response()
        assert say(EN, "news-replay-deal-board", hand=2, board=2, dealer="Bob") in replay.content
        await assert_no_leaks_at(c.fd, bot, info.id, c.people)
        # The scan knows a team round's boards: a card hidden on both, named, is caught.
        record = await bot.service.record(info.id)
        hidden = sorted(secrets_by_hand(record)[0][4], key=str)[0]
        await bot.get_partial_messageable(thread.id).send(
            say(EN, "hand-header", match="?", hand=1, score=str(hidden)))
        await c.fd.wait_for(lambda: leaks(c.fd, record, c.people), what="the leak")


async def test_the_player_sitting_out_is_told_so_and_cannot_draw(tmp_path: Path) -> None:
    async with club(tmp_path) as c, bot_in(c) as bot:
        info = await start_table(bot, c, [c.bob, c.cat], THREE)
        thread = thread_of(c)
        table = await bot.service.public_view(info.id)
        (out,) = {0, 1, 2} - set(table.board.players)  # type: ignore[union-attr]
        sitter = c.people[out]
        on_board = tuple(c.people[s].name for s in table.board.players)  # type: ignore[union-attr]
        note = sitting_out_note(thread, 1, on_board)  # type: ignore[arg-type]
        (dm,) = notes(c, sitter)
        assert note in dm.content and not hand_messages(c.fd, sitter)
        refused = await (await sitter.slash(thread, "draw", source="stock")).wait_followup()
        assert refused.ephemeral and refused.content == note
        by_dm = await (await sitter.slash(sitter.dm, "pass")).wait_followup()
        assert by_dm.content == note
        shown = await (await sitter.slash(thread, "hand")).wait_followup()
        assert note in shown.content and not shown.attachments and not flat(shown.components)
        assert await sitter.autocomplete(thread, "discard", "card", "") == []
        sitter.locale = "zh-TW"  # the answer is in the reader's language
        in_chinese = await (await sitter.slash(thread, "knock", card="7h")).wait_followup()
        assert in_chinese.content == say(
            Locale.ZH_TW, "sitting-out", hand=1, players=players(Locale.ZH_TW, on_board),
            thread=f"<#{thread.id}>")
        after = await bot.service.public_view(info.id)
        assert after.board == table.board  # nothing was played


async def test_a_partner_cannot_move_on_the_other_board(tmp_path: Path) -> None:
    """Ann's upcard offer is hers: Cat, her partner, cannot even see Ann's DM (Discord
    keeps DMs private), and the same move by command or by her own stale buttons is
    refused as not her turn, Ann's offer standing."""
    async with club(tmp_path) as c, bot_in(c) as bot:
        info = await start_table(bot, c, [c.bob, c.cat, c.dan], TEAMS)
        thread = thread_of(c)
        await c.fd.wait_for(lambda: "pass" in controls_now(c.fd, c.cat) or
                            "pass" in controls_now(c.fd, c.bob), what="an offer")
        # Bob passes on board 1: the offer goes to Ann, the dealer, while Dan is still to
        # move on board 2 and Cat waits for him.
        await play_turn_by_buttons(c.fd, c.bob)
        await c.fd.wait_for(lambda: "pass" in controls_now(c.fd, c.ann), what="Ann's offer")
        cats_own = await (await c.cat.slash(thread, "hand")).wait_followup()
        anns = hand_messages(c.fd, c.ann)[-1]
        with pytest.raises(FakecordError, match="cannot see"):
            await c.cat.click(anns, next(iter(controls_now(c.fd, c.ann).values()))["custom_id"])
        for command, options in (("pass", {}), ("draw", {"source": "stock"})):
            reply = await (await c.cat.slash(thread, command, **options)).wait_followup()
            assert reply.ephemeral and reply.content == refusal(EN, NotYourTurn())
        assert not {x.get("custom_id", "").rsplit(":", 1)[-1]
                    for x in flat(cats_own.components) if not x.get("disabled")} & PLAYABLE
        await settled(bot)
        ann = await bot.service.player_view(info.id, c.ann.id)
        assert ann.your_turn and "pass" in controls_now(c.fd, c.ann)


@pytest.mark.slow
async def test_a_team_round_goes_on_after_a_restart(tmp_path: Path) -> None:
    """The bot stops mid-round, both boards started; the next one plays the round and
    the match on from the same DMs and the same table message."""
    async with club(tmp_path) as c:
        async with bot_in(c) as first:
            info = await start_table(first, c, [c.bob, c.cat, c.dan], TEAMS)
            for user in (c.bob, c.dan):  # each board's first move
                await c.fd.wait_for(lambda u=user: "pass" in controls_now(c.fd, u),
                                    what=f"{user.name}'s offer")
                await play_turn_by_buttons(c.fd, user)
            await settled(first)
            before = {u: hand_messages(c.fd, u)[-1].id for u in c.people}
            table = posted(c, thread_of(c), "table.png")
            mid = await first.service.public_view(info.id)
            assert all(len(b.hand.history) == 1 for b in mid.view.boards)
        async with bot_in(c) as second:
            again = await second.service.public_view(info.id)
            assert again.view.boards == mid.view.boards
            # The next move on each board, from the screens sent before the restart:
            for seat in again.to_move:
                user = c.people[seat]
                screen = hand_messages(c.fd, user)[-1]
                assert screen.id == before[user] and controls_now(c.fd, user).keys() & PLAYABLE
                drawn = len(screen.versions)
                await play_turn_by_buttons(c.fd, user)
                await c.fd.wait_for(lambda s=screen, d=drawn: len(s.versions) > d,
                                    what=f"{user.name}'s screen redrawn")
            await play_out(c, second, info.id, *(by_buttons(c, u) for u in c.people))
            assert (await second.service.match_info(info.id)).finished
            assert posted(c, thread_of(c), "table.png") == table
            await assert_no_leaks_at(c.fd, second, info.id, c.people)


async def test_a_partner_with_closed_dms_plays_their_board_from_the_thread(tmp_path: Path
                                                                           ) -> None:
    """Dan's DMs are closed: the thread says so once, and /hand gives him his own board,
    privately, with its controls; his move counts on his board only."""
    async with club(tmp_path) as c, bot_in(c) as bot:
        c.fd.close_dms(c.dan)
        info = await start_table(bot, c, [c.bob, c.cat, c.dan], TEAMS)
        thread = thread_of(c)
        closed = say(EN, "dms-closed", player=c.dan.mention)
        await c.fd.wait_for(lambda: [m for m in c.fd.thread_messages(thread)
                                     if m.content == closed], what="the note on closed DMs")
        assert not c.fd.dms(c.dan)
        before = await bot.service.public_view(info.id)
        assert 3 in before.to_move  # Dan opens board 2
        screen = await (await c.dan.slash(thread, "hand")).wait_response()
        assert screen.ephemeral and screen.attachment("hand.png").image_size()[1] > 100
        mine = (await bot.service.player_view(info.id, c.dan.id)).hand
        assert mine is not None and all(str(card) in screen.content for card in mine.hand)
        await (await c.dan.click(screen, enabled(screen)["pass"]["custom_id"])).wait_ack()
        await settled(bot)
        after = await bot.service.public_view(info.id)
        assert [e.kind for e in after.view.boards[1].hand.history] == ["pass"]
        assert after.view.boards[0].hand.history == before.view.boards[0].hand.history
        assert len([m for m in c.fd.thread_messages(thread) if m.content == closed]) == 1
        # The thread never names Dan's cards (each board has its own deck: a card of his
        # may lie face up on the other board's pile).
        public = {card for b in after.view.boards for card in b.hand.pile}
        secret = [str(card) for card in mine.hand if card not in public]
        assert not [m.content for m in c.fd.thread_messages(thread)
                    if any(card in m.content for card in secret)]
