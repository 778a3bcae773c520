"""The service's notifications, shown in the terminal (and drawn with ``--images``).

The service hands out news, each piece cut for its audience; the text layer words
it in the player's language (the screen's ``locale``): the player's own moves in
their own words ("You drew 7♥ from the stock"), the computer's in public ones.
A move of the player's is announced twice, to the table (public words) and
then, in the same delivery, to the player (``hand_changed``, own words): the
public words wait for the end of that delivery and are dropped when the
player's own words come.

After a showdown (not the match's last) the screen can wait for the player:
with a ``ShowdownPause`` the notifier holds everything that follows (the new
deal, the computer's first moves) until the player presses Enter, so the
showdown stays on the screen to be read.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Sequence

from cards_img import Picture, render_hand, render_round_showdown, render_summary, render_table
from ginbot.model import MatchInfo
from ginbot.service import BoardResult, MatchSummary, Notifier, TableSnapshot
from ginbot.text import Locale, News, news_lines, say, seat_names

from .inputs import Inbox, Signal
from .pictures import PictureWriter
from .screen import Screen, result_lines, round_lines

LOG_LINES = 8  # the last public actions drawn on the table picture


class ShowdownPause:
    """Holds the screen after a showdown until the session passes on the player's Enter.

    The session reads every line; while ``waiting`` it calls ``go_on`` first, and a move
    typed there waits for ``next_hand``: the notifier calls ``dealt`` once the next hand
    is on the screen. ``stop`` (at the end of input, or when the session ends) releases
    both for good: nothing waits for a key nobody can press.
    """

    def __init__(self) -> None:
        self._go = asyncio.Event()
        self._dealt = asyncio.Event()
        self.stopped = False
        self.waiting = False
        self.held_hand: int | None = None  # the hand whose showdown was held last

    async def hold(self, hand_number: int) -> None:
        if self.stopped:
            return
        self._go.clear()
        self._dealt.clear()
        self.held_hand = hand_number
        self.waiting = True
        try:
            await self._go.wait()
        finally:
            self.waiting = False

    def go_on(self) -> None:
        self._go.set()

    def dealt(self) -> None:
        self._dealt.set()

    async def next_hand(self) -> None:
        """Until the hand after the held showdown is on the screen."""
        await self._dealt.wait()

    def stop(self) -> None:
        self.stopped = True
        self._go.set()
        self._dealt.set()


class TerminalNotifier(Notifier):
    """One person's view of their matches: ``user_id``'s own hand, the table, the result."""

    def __init__(
        self, screen: Screen, user_id: int, inbox: Inbox, pictures: PictureWriter | None = None,
        pause: ShowdownPause | None = None,
    ) -> None:
        self.screen = screen
        self.user_id = user_id
        self.inbox = inbox
        self.pictures = pictures
        self.pause = pause
        self._pending: list[str] = []  # public news that may be the player's own move
        self._public: TableSnapshot | None = None  # the latest public table
        self._log: deque[str] = deque(maxlen=LOG_LINES)

    @property
    def locale(self) -> Locale:
        """The player's language: the screen's, for the text and the pictures alike."""
        return self.screen.locale

    async def match_started(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        if self.user_id in match.user_ids:
            self._flush()
            self.screen.header(match)  # the news comes with the player's new hand
            self._table_picture(match, table, self._words(match, table, news, None))

    async def table_changed(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        if self.user_id in match.user_ids:
            self._flush()
            words = self._words(match, table, news, None)
            self._pending = words
            asyncio.get_running_loop().call_soon(self._flush)
            self._table_picture(match, table, words)

    async def hand_changed(
        self, match: MatchInfo, user_id: int, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        if user_id != self.user_id:
            return
        self._pending = []
        self.screen.log(self._words(match, table, news, table.seat))
        hand = table.hand
        if hand is not None:
            sort, four = self.screen.sort, self.screen.four_colour
            self._picture("hand", lambda: render_hand(
                hand, sort=sort, four_color=four, locale=self.locale))
        if table.your_turn or table.sitting_out:  # sitting out: the screen follows the others
            self.screen.table(table)
        pause = self.pause
        if pause is not None and pause.held_hand is not None \
                and table.view.hand_number > pause.held_hand:
            pause.dealt()  # the next hand is on the screen: a move typed ahead is read now

    async def your_turn(self, match: MatchInfo, user_id: int, table: TableSnapshot) -> None:
        if user_id == self.user_id:
            self._flush()
            self.screen.table(table)

    async def showdown(
        self, match: MatchInfo, hand_number: int, boards: Sequence[BoardResult],
        scores: tuple[int, ...],
    ) -> None:
        if self.user_id not in match.user_ids:
            return
        self._flush()
        self.screen.say("", *round_lines(self.locale, match, hand_number, boards, scores))
        names, four = seat_names(self.locale, match), self.screen.four_colour
        played = [(board.players, board.result) for board in boards]
        self._picture("showdown", lambda: render_round_showdown(
            played, names, scores, match.sides, hand_number=hand_number, four_color=four,
            locale=self.locale))
        over = self._public is not None and self._public.view.over  # the result follows
        if self.pause is not None and not self.pause.stopped and not over:
            self.screen.ask(say(self.locale, "terminal-continue") + " ")
            await self.pause.hold(hand_number)

    async def match_over(self, match: MatchInfo, summary: MatchSummary) -> None:
        if self.user_id not in match.user_ids:
            return
        self._flush()
        public = self._public
        self.screen.say("", *result_lines(self.locale, summary, public))
        if public is not None:
            self._picture("summary", lambda: render_summary(
                public.view, seat_names(self.locale, match), locale=self.locale))
        self.inbox.put_nowait(Signal.OVER)

    def _words(self, match: MatchInfo, table: TableSnapshot, news: Sequence[News],
               reader: int | None) -> list[str]:
        """The news for ``reader`` (None: the table); at a team table each move names its
        board."""
        boards = [board.players for board in table.view.boards]
        return news_lines(self.locale, news, seat_names(self.locale, match), reader, boards)

    def _flush(self) -> None:
        if self._pending:
            self.screen.log(self._pending)
            self._pending = []

    def _table_picture(self, match: MatchInfo, table: TableSnapshot, words: Sequence[str]) -> None:
        if self._public is None or self._public.view.hand_number != table.view.hand_number:
            self._log.clear()
        self._public = table
        self._log.extend(words)
        log = tuple(self._log)
        self._picture("table", lambda: render_table(
            table.view, seat_names(self.locale, match), log, locale=self.locale))

    def _picture(self, kind: str, draw: Callable[[], Picture]) -> None:
        if self.pictures is not None:
            self.pictures.add(kind, draw)
