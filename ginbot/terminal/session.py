"""One terminal match, from its start (or resume) to its end or a save.

The session reads the player's lines from the inbox and turns them into
service calls; it never changes a match itself. Everything the service
announces is shown by the ``TerminalNotifier``. The match is stored action by
action, so quitting is only leaving: ``--resume`` rebuilds it from the store.
Resigning asks first (y/N), as the Discord button does.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from ginbot.engine import Rules, SeatSitsOut
from ginbot.model import Locale, Played
from ginbot.service import USER_ERRORS, MatchInfo, MatchService, TableView, User
from ginbot.text import news_lines, refusal, say, seat_names

from .commands import (
    BadInput,
    Colours,
    Help,
    Look,
    Pile,
    Quit,
    Resign,
    Sort,
    parse_command,
)
from .inputs import Inbox, Signal
from .notifier import ShowdownPause
from .screen import (
    Screen,
    input_problem,
    match_players,
    pile_lines,
    scores_text,
    status,
)

GUILD = 0  # terminal matches live apart from every Discord guild (whose ids are never 0)
CHANNEL = 0
RECENT = 4  # actions recalled when a match is resumed


class Ending(Enum):
    """How a session ended, and the exit code ``ginbot play`` gives for it."""

    OVER = ("the match is over", 0)
    SAVED = ("saved on q or at the end of input", 0)
    INTERRUPTED = ("saved on Ctrl-C", 130)
    NOTHING_TO_RESUME = ("there was no match to resume", 1)
    BUSY = ("an unfinished match is in the way of a new one", 1)

    @property
    def exit_code(self) -> int:
        return self.value[1]

    @property
    def saved(self) -> bool:
        return self in (Ending.SAVED, Ending.INTERRUPTED)


YES = ("y", "yes")
NO = ("", "n", "no")


class Session:
    def __init__(
        self, service: MatchService, screen: Screen, user: User, inbox: Inbox,
        pause: ShowdownPause | None = None,
    ) -> None:
        self.service = service
        self.screen = screen
        self.user = user
        self.inbox = inbox
        self.pause = pause  # the notifier's, when showdowns wait for Enter
        self.match: MatchInfo | None = None
        self._resigning = False  # the next line answers "Resign ...? [y/N]"

    @property
    def locale(self) -> Locale:
        """The player's language: the screen's."""
        return self.screen.locale

    async def run(self, *, level: str, rules: Rules, resume: bool) -> Ending:
        """Start (or resume) the match, then play until it ends or the player leaves."""
        refused = await self.begin(level=level, rules=rules, resume=resume)
        return refused if refused is not None else await self.play()

    async def begin(self, *, level: str, rules: Rules, resume: bool) -> Ending | None:
        """Start a new match or resume the unfinished one; the reason if neither can be."""
        settings = await self.service.player_settings(self.user.id)
        self.screen.sort = settings.sort
        self.screen.four_colour = settings.four_colour
        unfinished = self.service.active_match(GUILD, self.user.id)
        if resume:
            if unfinished is None:
                self.screen.say(say(self.locale, "terminal-nothing-to-resume"))
                return Ending.NOTHING_TO_RESUME
            await self._resume(unfinished)
        elif unfinished is not None:
            scores = scores_text(self.locale, await self.service.public_view(unfinished.id))
            self.screen.say(say(self.locale, "terminal-busy", match=unfinished.id, scores=scores))
            return Ending.BUSY
        else:
            self.match = await self.service.start_vs_computer(
                GUILD, CHANNEL, self.user, level, rules)
        await self.service.settle()  # the table is on the screen before the first line is read
        return None

    async def play(self) -> Ending:
        """Answer the player's lines until the match ends or they leave."""
        try:
            while True:
                item = await self.inbox.get()
                match item:
                    case Signal.OVER:
                        await self._ladder()
                        return Ending.OVER
                    case Signal.EOF:
                        return Ending.SAVED
                    case Signal.INTERRUPT:
                        return Ending.INTERRUPTED
                    case str() as line:
                        self.screen.answered()
                        if self._went_on(line):
                            continue
                        if not await self.handle(line):
                            return Ending.SAVED
        finally:
            self.screen.answered()  # what follows (saved, the result) ends the screen
            if self.pause is not None:
                self.pause.stop()  # nobody is left to press Enter

    def _went_on(self, line: str) -> bool:
        """A line typed while a showdown waits lets the game go on; True for a bare Enter.

        Any other line is then read as usual: a move typed at once is not lost.
        """
        if self.pause is None or not self.pause.waiting:
            return False
        self.pause.go_on()
        return not line.strip()

    async def handle(self, line: str) -> bool:
        """Do what one line asks; False when the player quits."""
        assert self.match is not None
        self.screen.answered()
        if self._resigning and await self._answer_resign(line):
            return True
        try:
            command = parse_command(line)
        except BadInput as error:
            self.screen.problem(input_problem(self.locale, error))
            await self._prompt_again()
            return True
        try:
            match command:
                case Quit():
                    return False
                case Help():
                    self.screen.say(say(self.locale, "terminal-help"))
                    await self._prompt_again()
                case Look():
                    self.screen.table(await self._view(), again=True)
                case Pile():
                    table = await self._view()
                    board = table.board or table.view.boards[0]  # sitting out: the one board
                    self.screen.say(*pile_lines(self.locale, board.hand))
                    await self._prompt_again()
                case Sort(order):
                    await self.service.update_player_settings(self.user, sort=order)
                    self.screen.sort = order
                    self.screen.table(await self._view(), again=True)
                case Colours(four):
                    await self.service.update_player_settings(self.user, four_colour=four)
                    self.screen.four_colour = four
                    self._tell_colours(four)
                    self.screen.table(await self._view(), again=True)
                case Resign():
                    self._resigning = True
                    self.screen.ask(say(self.locale, "terminal-resign-question",
                                        match=self.match.id,
                                        players=match_players(self.locale, self.match)) + " ")
                case action:
                    await self.service.act(self.match.id, self.user.id, action)
        except SeatSitsOut:  # told as the table tells it, in the player's own words
            self.screen.problem(status(self.locale, await self._view()))
        except USER_ERRORS as error:
            self.screen.problem(refusal(self.locale, error))
            await self._prompt_again()
        return True

    async def _answer_resign(self, line: str) -> bool:
        """Resign on y; False when the line is no answer but a command to read as such."""
        assert self.match is not None
        self._resigning = False
        answer = line.strip().lower()
        if answer in YES:
            try:
                await self.service.resign(self.match.id, self.user.id)
            except USER_ERRORS as error:
                self.screen.problem(refusal(self.locale, error))
            return True
        self.screen.say(say(self.locale, "terminal-not-resigned"))
        if answer in NO:
            await self._prompt_again()
            return True
        return False

    def _tell_colours(self, four: bool) -> None:
        if four:
            self.screen.say(say(self.locale, "terminal-four-colours"))
        else:
            self.screen.say(say(self.locale, "terminal-two-colours"))
        if not self.screen.colour:
            self.screen.say(say(self.locale, "terminal-no-colour"))

    async def _ladder(self) -> None:
        """Where the ranking points won off the computer are kept, and the player's total."""
        entries = await self.service.ladder(GUILD, order="points")
        mine = next((e for e in entries if e.user_id == self.user.id), None)
        if mine is not None and mine.points:
            path = str(self.service.database_path)
            self.screen.say(say(self.locale, "terminal-ladder", path=path, name=mine.name,
                                points=mine.points))

    async def _resume(self, info: MatchInfo) -> None:
        self.match = info
        table = await self._view()
        self.screen.header(info, resumed=True)
        names = seat_names(self.locale, info)
        board = table.board or table.view.boards[0]  # sitting out: the one board
        history = board.hand.history[-RECENT:]
        at_table = (replace(e, player=board.players[e.player]) for e in history)
        seen = [Played.seen(e, table.seat, board.hand.result) for e in at_table]
        self.screen.log(news_lines(self.locale, seen, names, table.seat))
        self.screen.table(table, again=True)

    async def _prompt_again(self) -> None:
        table = await self._view()
        if table.your_turn:
            self.screen.prompt(table)

    async def _view(self) -> TableView:
        assert self.match is not None
        return await self.service.player_view(self.match.id, self.user.id)

