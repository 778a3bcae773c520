"""One terminal match, from its start (or resume) to its end or a save.

The session reads the player's lines from the inbox and turns them into
service calls; it never changes a match itself. Everything the service
announces is shown by the ``TerminalNotifier``. The match is stored action by
action, so quitting is only leaving: ``--resume`` rebuilds it from the store.
Resigning asks first (y/N), as the Discord button does.
"""

from __future__ import annotations

from enum import Enum

from ginbot.engine import Rules, SeatSitsOut
from ginbot.model import Locale
from ginbot.service import USER_ERRORS, MatchInfo, MatchService, TableSnapshot, User
from ginbot.text import hint_line, news_lines, recent_news, refusal, say, seat_names
from ginbot.text.catalogue import joined

from .commands import (
    BadInput,
    Colours,
    Help,
    Hint,
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
        unfinished = (await self.service.active_match(GUILD, self.user.id))
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
                        return await self._over()
                    case Signal.EOF:
                        return await self._leave(Ending.SAVED)
                    case Signal.INTERRUPT:
                        return await self._leave(Ending.INTERRUPTED)
                    case str() as line:
                        self.screen.answered()
                        if not await self._read(line):
                            return await self._leave(Ending.SAVED)
        finally:
            self.screen.answered()  # what follows (saved, the result) ends the screen
            if self.pause is not None:
                self.pause.stop()  # nobody is left to press Enter

    async def _read(self, line: str) -> bool:
        """One line typed; False when the player quits. While a showdown waits, any line
        lets the game go on; a move typed at once is read once the next hand is on the
        screen, so it is refused (or made) against that deal, not the one before."""
        if self.pause is not None and self.pause.waiting:
            self.pause.go_on()
            if not line.strip():
                return True
            await self.pause.next_hand()
        return await self.handle(line)

    async def _leave(self, ending: Ending) -> Ending:
        """Leaving (q, Ctrl-C, the end of input) keeps the match for ``--resume``, unless
        the line read last ended it: then its end, maybe still on its way, is shown."""
        playing = (await self.service.active_match(GUILD, self.user.id))
        if self.match is None or (playing is not None and playing.id == self.match.id):
            return ending
        await self.service.settle()
        return await self._over()

    async def _over(self) -> Ending:
        await self._ladder()
        return Ending.OVER

    async def handle(self, line: str) -> bool:
        """Do what one line asks; False when the player quits."""
        assert self.match is not None
        self.screen.answered()
        if self._resigning:
            await self._answer_resign(line)
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
                case Hint():
                    hint = await self.service.hint(self.match.id, self.user.id)
                    self.screen.say(say(self.locale, "terminal-hint",
                                        line=hint_line(self.locale, hint)))
                    await self._prompt_again()
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

    async def _answer_resign(self, line: str) -> None:
        """Resign on y; any other line is "not resigned", and nothing more (``s`` there
        does not draw a card)."""
        assert self.match is not None
        self._resigning = False
        if line.strip().lower() in YES:
            try:
                await self.service.resign(self.match.id, self.user.id)
            except USER_ERRORS as error:
                self.screen.problem(refusal(self.locale, error))
            return
        self.screen.say(say(self.locale, "terminal-not-resigned"))
        await self._prompt_again()

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
        """The match as it stands, after the last moves in one line: the screen of the
        session before may still show them as they were played."""
        self.match = info
        table = await self._view()
        self.screen.header(info, resumed=True)
        board = table.board or table.view.boards[0]  # sitting out: the one board
        recent = recent_news(board.hand, RECENT, board.players)
        if recent:
            boards = [b.players for b in table.view.boards]
            moves = news_lines(self.locale, recent, seat_names(self.locale, info), table.seat,
                               boards)
            self.screen.say(say(self.locale, "terminal-recap",
                                moves=joined(self.locale, "terminal-recap-between", moves)))
        self.screen.table(table, again=True)

    async def _prompt_again(self) -> None:
        table = await self._view()
        if table.your_turn:
            self.screen.prompt(table)

    async def _view(self) -> TableSnapshot:
        assert self.match is not None
        return await self.service.player_view(self.match.id, self.user.id)

