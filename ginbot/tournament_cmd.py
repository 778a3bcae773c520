"""``ginbot tournament``: a local event against computer players, in the terminal.

The field is computers of the levels named (``--field``, best seed first), and with
``--me`` the person too, seeded last as a new player would be. The rounds are paired,
and the standings kept, by ``ginbot.tournament``, as a server tournament's on Discord:
Swiss, knockout or round robin. Each game is a match to the rules' target; the
computers' games among themselves are played at once by the engine, the person's
through the ``ginbot play`` session, in the service and the database ``ginbot play``
uses (``--database``). Without ``--me`` the event is a strength league of computers.

Every game is dealt from a seed drawn from ``--seed``, so the same seed plays the same
event again (the person's moves aside). ``--duplicate``: every game of a round is dealt
from one seed, every other board seated the other way round, so each deal is played
from both sides.

A local event is not kept: leaving one of your games (``q``, Ctrl-C, the end of input)
gives that game up and ends the event.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import os
import secrets
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import count
from pathlib import Path
from typing import TYPE_CHECKING

from ginbot.cli import add_language_option
from ginbot.engine import TABLE_PRESETS
from ginbot.model import Entrant, Game, GameEnd, Seat, StandingRow, TournamentFormat
from ginbot.play_cmd import (
    DATABASE_VARIABLE,
    DEFAULT_PAUSE,
    DEFAULT_PRESET,
    PLAYER_ID,
    _pause,
    _seed,
    default_database,
    make_folder,
)

if TYPE_CHECKING:
    from ginbot.engine import Rules
    from ginbot.terminal.screen import Screen
    from ginbot.terminal.tournament import EventWords, YourGames
    from ginbot.text import Locale

DEFAULT_FORMAT = TournamentFormat.SWISS
DEFAULT_FIELD = "expert,normal,easy,simple,random"  # the levels, strongest first


def _count(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"a whole number from 1, not {text!r}")
    return number


def configure(parser: argparse.ArgumentParser) -> None:
    add_language_option(parser, "the language to tell the event in")
    parser.add_argument("--format", choices=[f.value for f in TournamentFormat], default=None,
                        help=f"how the rounds are paired (default {DEFAULT_FORMAT.value})")
    parser.add_argument("--field", default=DEFAULT_FIELD, metavar="LEVEL,LEVEL,...",
                        help="the computers, best seed first, a level or a style each (a "
                             "style only in a field of computers alone; see ginbot sim); "
                             f"a level twice is two computers (default {DEFAULT_FIELD})")
    parser.add_argument("--me", nargs="?", const="", default=None, metavar="NAME",
                        help="play in it yourself, seeded last, under NAME (default: your "
                             "user name); your games are played as in ginbot play")
    parser.add_argument("--rounds", type=_count, default=None, metavar="N",
                        help="the rounds of a Swiss (default: enough to leave one player "
                             "unbeaten); a knockout and a round robin play as many as the "
                             "field needs")
    parser.add_argument("--preset", choices=sorted(TABLE_PRESETS), default=None,
                        help=f"the rules (default {DEFAULT_PRESET}; see ginbot rules)")
    parser.add_argument("--rules", default=None, metavar="HOUSE_RULES",
                        help="house rules on top of the preset, e.g. \"knock_limit=7\"")
    parser.add_argument("--target", type=_count, default=None, metavar="POINTS",
                        help="the points each game is played to (default: the rules')")
    parser.add_argument("--duplicate", action="store_true",
                        help="every game of a round dealt the same cards, every other "
                             "board seated the other way round")
    parser.add_argument("--seed", type=_seed, default=None, metavar="N",
                        help="deal the event from seed N: the same seed deals the same "
                             "cards again (default: a new one, shown at the start)")
    parser.add_argument("--pause", type=_pause, default=None, metavar="SECONDS",
                        help="with --me, as ginbot play's: the computer pauses SECONDS "
                             f"before each move, showdowns do not wait (default {DEFAULT_PAUSE} "
                             "s, each showdown waiting for Enter)")
    parser.add_argument("--database", type=Path, default=None, metavar="PATH",
                        help=f"with --me, where your games are kept (ginbot play's: "
                             f"${DATABASE_VARIABLE} or ~/.local/share/ginbot/play.sqlite3)")


def run(args: argparse.Namespace) -> int:
    from ginbot.terminal.screen import Screen
    from ginbot.text import environment_locale

    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")  # a terminal without ♥ still plays
    locale = args.lang or environment_locale(os.environ)
    screen = Screen(sys.stdout, locale)
    event = plan(args, locale)
    if isinstance(event, str):
        Screen(sys.stderr, locale).problem(event)
        return 2
    if event.person is None:
        return league(event, screen)
    return asyncio.run(with_you(event, screen, args))


# -- the event ---------------------------------------------------------------------------


@dataclass
class Event:
    """A local event: its entrants, its rules, how its games are dealt, and the games so
    far (with the seed each was dealt from)."""

    format: TournamentFormat
    entrants: tuple[Entrant, ...]
    rounds: int
    rules: Rules
    duplicate: bool
    seed: int
    person: int | None = None  # the person's entry number (--me)
    games: list[Game] = field(default_factory=list)
    seeds: dict[tuple[int, int], int] = field(default_factory=dict)  # (round, board) -> seed

    def level(self, number: int) -> str:
        level = next(e for e in self.entrants if e.number == number).seat.level
        assert level is not None, f"entrant {number} is not a computer"
        return level

    @property
    def over(self) -> bool:
        from ginbot.tournament import is_over

        return bool(self.games) and is_over(self.format, self.rounds, self.games)

    def standings(self) -> list[StandingRow]:
        from ginbot.tournament import standings

        return standings(self.format, self.entrants, self.games, duplicate=self.duplicate)

    def next_round(self) -> tuple[int, list[Game]]:
        """The next round's games in board order, each seated and dealt: byes decided,
        the others to play."""
        from ginbot.tournament import first_seat, next_round

        number, pairs = next_round(self.format, self.entrants, self.games)
        person_board = next((board for board, (first, second) in enumerate(pairs, 1)
                             if self.person is not None and second is not None
                             and self.person in (first, second)), None)
        shared = self._seed(number, 0, person_board, pairs) if self.duplicate else None
        games = []
        for board, (first, second) in enumerate(pairs, 1):
            if second is None:
                games.append(Game(number, board, first, None, first, end=GameEnd.BYE))
                continue
            seed = shared if shared is not None else self._seed(
                number, board, person_board if board == person_board else None, pairs)
            self.seeds[number, board] = seed
            games.append(Game(number, board, first, second,
                              first_seat=first_seat(seed, board, self.duplicate)))
        return number, games

    def _seed(self, number: int, board: int, person_board: int | None,
              pairs: Sequence[tuple[int, int | None]]) -> int:
        """The seed of a board (board 0: the whole round's, duplicate): the first of its
        candidates, or, at the person's board, the first that seats them in seat 0 (the
        seat ``ginbot play`` gives the person)."""
        from ginbot.engine import hand_seed
        from ginbot.tournament import first_seat

        base = hand_seed(hand_seed(self.seed, number), board)
        for k in count():
            seed = hand_seed(base, k) >> 1  # 63 bits, as a match's seed is stored
            if person_board is None:
                return seed
            first, _ = pairs[person_board - 1]
            seat = first_seat(seed, person_board, self.duplicate)
            if seat == (0 if first == self.person else 1):
                return seed
        raise AssertionError("unreachable")

    def play_computers(self, game: Game) -> Game:
        """A game between two computers, played to its end at once by the engine."""
        from ginbot.ai.league import make_opponent
        from ginbot.ai.sim import play_seated
        from ginbot.engine import Match, hand_seed

        assert game.second is not None
        seed = self.seeds[game.round, game.board]
        match = Match(self.rules, seed)
        number = {game.first_seat: game.first, 1 - game.first_seat: game.second}
        players = {seat: make_opponent(self.level(n), hand_seed(seed, -100 - seat))
                   for seat, n in number.items()}
        play_seated(match, game.first_seat, players)
        assert match.winner is not None
        scores = match.scores
        return replace(game, winner=number[match.winner], end=GameEnd.PLAYED,
                       points=(scores[game.first_seat], scores[1 - game.first_seat]))


def plan(args: argparse.Namespace, locale: Locale) -> Event | str:
    """The event the arguments ask for, or why there is none (in the reader's words)."""
    from ginbot.ai import PLAYERS
    from ginbot.ai.league import STYLES
    from ginbot.engine import HouseRuleError, Rules, RulesError, parse_house_rules
    from ginbot.text import listing, refusal, say
    from ginbot.tournament import MAX_ENTRANTS, rounds_of

    levels = [name.strip() for name in args.field.split(",")]
    for name in levels:
        if name in STYLES and name not in PLAYERS and args.me is not None:
            return say(locale, "tournament-terminal-style", name=name,
                       levels=listing(locale, tuple(PLAYERS)))
        if name not in PLAYERS and name not in STYLES:
            return say(locale, "tournament-terminal-unknown-level", name=name,
                       levels=listing(locale, tuple(PLAYERS)),
                       styles=listing(locale, tuple(s for s in STYLES if s not in PLAYERS)))
    seats = [Seat.computer(level) for level in levels]
    person = None
    if args.me is not None:
        from ginbot.model import User

        name = args.me.strip() or os.environ.get("USER") or say(locale, "terminal-player")
        seats.append(Seat.person(User(PLAYER_ID, name)))
        person = len(seats)
    if len(seats) < 2:
        return say(locale, "tournament-terminal-too-few", count=len(seats))
    if len(seats) > MAX_ENTRANTS:
        return say(locale, "tournament-terminal-too-many", count=len(seats), most=MAX_ENTRANTS)
    format = TournamentFormat(args.format or DEFAULT_FORMAT)
    try:
        rounds = rounds_of(format, len(seats), args.rounds)
    except ValueError:  # a Swiss of more rounds than opponents
        return say(locale, "tournament-terminal-swiss-rounds", players=len(seats),
                   most=len(seats) - 1, rounds=args.rounds)
    if args.rounds is not None and args.rounds != rounds:
        return say(locale, "tournament-terminal-fixed-rounds", format=format,
                   players=len(seats), most=rounds, rounds=args.rounds)
    try:
        rules = parse_house_rules(args.rules or "", Rules.preset(args.preset or DEFAULT_PRESET))
        if args.target is not None:
            rules = rules.with_changes(target=args.target)
    except (RulesError, HouseRuleError) as error:
        return refusal(locale, error)
    return Event(format, tuple(Entrant(n, seat) for n, seat in enumerate(seats, 1)), rounds,
                 rules, args.duplicate, secrets.randbits(63) if args.seed is None else args.seed,
                 person)


def _words(event: Event, locale: Locale) -> EventWords:
    from ginbot.terminal.tournament import EventWords

    return EventWords(locale, event.format, event.entrants, event.rounds)


def _start(event: Event, screen: Screen, words: EventWords) -> None:
    from ginbot.tournament import seeded

    screen.say(*words.start(event.rules, seeded(event.entrants), duplicate=event.duplicate,
                            seed=event.seed))


def _end_of_round(event: Event, screen: Screen, words: EventWords, number: int) -> None:
    rows = event.standings()
    finished = event.over
    screen.say("", *words.standings(rows, number, finished=finished))
    if finished:
        screen.say("", words.winners(rows))


def league(event: Event, screen: Screen) -> int:
    """A field of computers: every round played at once, told as it goes."""
    words = _words(event, screen.locale)
    _start(event, screen, words)
    while not event.over:
        number, games = event.next_round()
        screen.say("", words.heading(number))
        for game in _in_order(games):
            game = game if game.decided else event.play_computers(game)
            event.games.append(game)
            screen.say(words.result(game))
        _end_of_round(event, screen, words, number)
    return 0


def _in_order(games: Sequence[Game]) -> Iterator[Game]:
    """The games to play first, then the byes."""
    yield from (g for g in games if not g.decided)
    yield from (g for g in games if g.decided)


# -- with the person -------------------------------------------------------------------


async def with_you(event: Event, screen: Screen, args: argparse.Namespace) -> int:
    """The event with the person in it: their games through the ``ginbot play`` session,
    in the service, the others at once."""
    from ginbot.model import GuildSettings
    from ginbot.service import MatchService, User
    from ginbot.store import DatabaseInUse, UnusableDatabase
    from ginbot.terminal.inputs import Inbox, Signal, read_lines
    from ginbot.terminal.notifier import TerminalNotifier
    from ginbot.terminal.screen import scores_text
    from ginbot.terminal.session import GUILD
    from ginbot.terminal.tournament import Dealing, YourGames
    from ginbot.text import say

    locale = screen.locale
    database = args.database or default_database()
    try:
        if make_folder(database.parent):
            screen.say(say(locale, "terminal-folder-database", folder=str(database.parent)))
    except OSError as error:
        from ginbot.store.database import path_problem

        why = path_problem(database) or error.strerror or str(error)
        screen.problem(say(locale, "terminal-cannot-use", path=str(database), why=why))
        return 2
    assert event.person is not None
    you = next(e for e in event.entrants if e.number == event.person)
    user = User(PLAYER_ID, you.name)
    inbox: Inbox = asyncio.Queue()
    pace = DEFAULT_PAUSE if args.pause is None else args.pause
    notifier = TerminalNotifier(screen, user.id, inbox)
    dealing = Dealing()
    service = MatchService(
        database, notifier, computer_pause=pace,
        guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=2 * pace), seeds=dealing)
    try:  # the store's lock: two terminals would both play the computer's turns
        await service.start()
    except DatabaseInUse:
        screen.problem(say(locale, "terminal-in-use", path=str(database)))
        return 2
    except UnusableDatabase as error:
        screen.problem(str(error))
        return 2
    interrupted = False

    def interrupt() -> None:
        nonlocal interrupted
        interrupted = True
        inbox.put_nowait(Signal.INTERRUPT)

    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError):  # elsewhere Ctrl-C raises KeyboardInterrupt
        loop.add_signal_handler(signal.SIGINT, interrupt)
    try:
        if any(m.guild_id != GUILD for m in (await service.active_matches())):
            screen.problem(say(locale, "terminal-discord-matches", path=str(database)))
            return 2
        unfinished = await service.active_match(GUILD, user.id)
        if unfinished is not None:
            scores = scores_text(locale, await service.public_view(unfinished.id))
            screen.say(say(locale, "terminal-busy", match=unfinished.id, scores=scores))
            return 1
        if sys.stdin is None:
            inbox.put_nowait(Signal.EOF)
        else:
            read_lines(sys.stdin.fileno(), inbox)
        games = YourGames(service, dealing, notifier, screen, user, inbox,
                          wait=args.pause is None)
        return await _rounds(event, screen, games, lambda: interrupted)
    finally:
        with contextlib.suppress(NotImplementedError):
            loop.remove_signal_handler(signal.SIGINT)
        await service.close()


async def _rounds(event: Event, screen: Screen, yours: YourGames,
                  interrupted: Callable[[], bool]) -> int:
    from ginbot.terminal.session import Ending
    from ginbot.text import say

    words = _words(event, screen.locale)
    _start(event, screen, words)
    while not event.over:
        number, games = event.next_round()
        screen.say("", words.heading(number), *(words.pairing(g) for g in games))
        mine = next((g for g in games if event.person in g.entrants and not g.decided), None)
        played: dict[int, Game] = {}
        if mine is not None:
            screen.say("", words.your_game(mine, event.person or 0))
            opponent = mine.second if mine.first == event.person else mine.first
            assert opponent is not None
            result = await yours.play(mine, event.seeds[number, mine.board],
                                      event.level(opponent), event.rules)
            if isinstance(result, Ending):
                screen.say("", say(screen.locale, "tournament-terminal-left"))
                return result.exit_code
            played[mine.board] = result
        for game in games:
            if not game.decided and game.board not in played:
                played[game.board] = event.play_computers(game)
                await asyncio.sleep(0)  # Ctrl-C is heard between games
                if interrupted():
                    screen.say("", say(screen.locale, "tournament-terminal-stopped"))
                    return Ending.INTERRUPTED.exit_code
        decided = [played.get(g.board, g) for g in games]
        event.games.extend(decided)
        screen.say("", *(words.result(g) for g in _in_order(decided)))
        _end_of_round(event, screen, words, number)
    return 0
