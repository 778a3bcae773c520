"""A terminal session on a real service and store, with time under the test's control:
moves go through the service, out-of-turn moves are refused, each move is told once in
the player's own words, and resigning ends the match."""

from __future__ import annotations

import asyncio
import io

from ginbot.engine import Discard, Phase, Rules
from ginbot.service import GuildSettings, ManualClock, MatchService, TableView, User
from ginbot.store import HandSort
from ginbot.terminal.inputs import Inbox
from ginbot.terminal.notifier import TerminalNotifier
from ginbot.terminal.screen import Screen
from ginbot.terminal.session import Ending, Session

ANN = User(1, "Ann")


def plain_move(table: TableView) -> str:
    hand = table.view.hand
    if hand.phase is Phase.OFFER:
        return "p"
    if hand.phase is Phase.DRAW:
        return "s"
    card = next(a.card for a in hand.legal if isinstance(a, Discard))
    return f"d {card}"


class Table:
    """A service with a manual clock (the computer moves only when time is advanced)."""

    def __init__(self, tmp_path) -> None:
        self.out = io.StringIO()
        self.inbox: Inbox = asyncio.Queue()
        self.screen = Screen(self.out)
        self.clock = ManualClock()
        self.service = MatchService(
            tmp_path / "terminal.sqlite3", TerminalNotifier(self.screen, ANN.id, self.inbox),
            clock=self.clock, computer_pause=1,
            guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=1),
            seeds=lambda: 3,
        )
        self.session = Session(self.service, self.screen, ANN, self.inbox)

    async def view(self) -> TableView:
        assert self.session.match is not None
        return await self.service.player_view(self.session.match.id, ANN.id)

    async def type(self, line: str) -> str:
        """What the screen shows after ``line`` is handled and announced."""
        mark = len(self.out.getvalue())
        assert await self.session.handle(line)
        await self.service.settle()
        return self.out.getvalue()[mark:]

    async def computer_plays(self) -> str:
        mark = len(self.out.getvalue())
        while not (await self.view()).your_turn:
            await self.clock.advance(1)
            await self.service.settle()
        return self.out.getvalue()[mark:]


async def test_moves_go_through_the_service_and_out_of_turn_is_refused(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        assert await table.session.begin(level="random", rules=Rules(), resume=False) is None
        await table.computer_plays()
        while (await table.view()).your_turn:
            await table.type(plain_move(await table.view()))
        assert await table.type("s") == "! It is not your turn\n"
        assert await table.type("d 7h") == "! It is not your turn\n"
        shown = await table.computer_plays()
        assert "· Computer (random) " in shown
        assert shown.endswith("]: ")

        for _ in range(3):
            view = await table.view()
            shown = await table.type(plain_move(view))
            if view.view.hand.phase is Phase.DRAW:
                assert "· You drew " in shown and " from the stock" in shown
                assert shown.endswith("Your move [d <card>]: ")
            await table.computer_plays()
        text = table.out.getvalue()
        assert "Ann drew" not in text and "Ann discarded" not in text  # own words only
        assert text.count("Match #1: Ann vs Computer (random).") == 1
        assert text.count("Ann cut ") == 1  # the cut and the deal are told once
        assert text.count("Hand 1: ") == 1
    finally:
        await table.service.close()


async def test_help_look_and_sort_keep_the_turn(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        prompt = table.out.getvalue().rsplit("\n", 1)[1]
        assert prompt.startswith("Your move [")
        shown = await table.type("h")
        assert "s, stock" in shown and shown.endswith(prompt)
        shown = await table.type("sort rank")
        assert "Your hand by rank: " in shown and shown.endswith(prompt)
        assert (await table.service.player_settings(ANN.id)).sort is HandSort.RANK
        shown = await table.type("l")
        assert "── Hand 1 · Ann 0, Computer (random) 0 · game to 100 ──" in shown
        assert shown.endswith(prompt)
        assert await table.session.handle("q") is False
    finally:
        await table.service.close()


async def test_resigning_ends_the_match(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        shown = await table.type("resign")
        assert "══ Match over: Ann resigned: Computer (random) wins ══" in shown
        assert table.service.active_match(0, ANN.id) is None
        table.inbox.put_nowait("s")  # the match's end comes first: nothing after it is read
        assert await table.session.play() is Ending.OVER
        assert table.inbox.get_nowait() == "s"
    finally:
        await table.service.close()
