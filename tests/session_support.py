"""A terminal session in this process on a real service and store, with time under the
test's control: ``Table`` starts nothing itself; a test starts and closes its service."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from pathlib import Path

from ginbot.engine import Discard, Phase
from ginbot.service import GuildSettings, ManualClock, MatchService, TableSnapshot, User
from ginbot.terminal.inputs import Inbox
from ginbot.terminal.notifier import ShowdownPause, TerminalNotifier
from ginbot.terminal.screen import Screen
from ginbot.terminal.session import Session
from ginbot.text import Locale, say

ANN = User(1, "Ann")
EN = Locale.EN
CONTINUE = say(EN, "terminal-continue") + " "


def plain_move(table: TableSnapshot) -> str:
    """Pass, draw from the stock, discard the first card allowed: moves, not play."""
    hand = table.view.hand
    if hand.phase is Phase.OFFER:
        return "p"
    if hand.phase is Phase.DRAW:
        return "s"
    card = next(a.card for a in hand.legal if isinstance(a, Discard))
    return f"d {card}"


class Output(io.StringIO):
    """The terminal's output; ``held`` is set when a showdown waits for Enter."""

    def __init__(self) -> None:
        super().__init__()
        self.held = asyncio.Event()

    def write(self, text: str) -> int:
        if text == CONTINUE:
            self.held.set()
        return super().write(text)


class Table:
    """A service with a manual clock (the computer moves only when time is advanced)."""

    def __init__(self, tmp_path: Path, *, pause: bool = False, seed: int = 3) -> None:
        self.out = Output()
        self.inbox: Inbox = asyncio.Queue()
        self.screen = Screen(self.out, EN)
        self.clock = ManualClock()
        self.pause = ShowdownPause() if pause else None
        self.service = MatchService(
            tmp_path / "terminal.sqlite3",
            TerminalNotifier(self.screen, ANN.id, self.inbox, pause=self.pause),
            clock=self.clock, computer_pause=1,
            guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=1),
            seeds=lambda: seed,
        )
        self.session = Session(self.service, self.screen, ANN, self.inbox, self.pause)

    async def view(self) -> TableSnapshot:
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

    async def until_showdown(
        self, move: Callable[[TableSnapshot], str] = plain_move,
    ) -> None:
        """Play (the computer too) until a showdown waits for Enter."""
        self.out.held.clear()
        while not self.out.held.is_set():
            table = await self.view()
            assert not table.view.over, "the match ended: no showdown waits for Enter"
            if table.your_turn:
                assert await self.session.handle(move(table))
            else:
                await self.clock.advance(1)
            held = asyncio.ensure_future(self.out.held.wait())
            await asyncio.wait([held, asyncio.ensure_future(self.service.settle())],
                               return_when=asyncio.FIRST_COMPLETED)
            held.cancel()
