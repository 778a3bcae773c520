"""``ginbot play``: a whole match against the computer in the terminal.

At a table of two, of three (the dealer sits each hand out) or of two teams
(``--format``): the computer takes every seat but the player's, a team
partner's too.

The match runs in the same ``MatchService`` as on Discord, in a database of
the player's own (never the bot's by accident), in guild 0 with turn timers
off, in the player's language (``--lang``, else the environment's locale).
Every action is stored as it is made, so ``q``, Ctrl-C and the end of input
only close the service; ``ginbot play --resume`` carries on.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import os
import shlex
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ginbot.ai import PLAYERS
from ginbot.cli import add_language_option
from ginbot.engine import TABLE_PRESETS

if TYPE_CHECKING:
    from ginbot.terminal.screen import Screen

DEFAULT_LEVEL = "expert"
DEFAULT_PRESET = "classic"
# --format: how many sit at the table (the computer takes every seat but yours)
FORMATS = {"two": 2, "three": 3, "teams": 4}
DEFAULT_FORMAT = "two"
DEFAULT_PAUSE = 0.8
PLAYER_ID = 1
DATABASE_VARIABLE = "GINBOT_PLAY_DATABASE"


def default_database() -> Path:
    """``$GINBOT_PLAY_DATABASE``, or ``play.sqlite3`` in the user's data folder.

    Deliberately not ``GINBOT_DATABASE``: that one names the bot's database.
    """
    if path := os.environ.get(DATABASE_VARIABLE):
        return Path(path)
    data = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data) / "ginbot" / "play.sqlite3"


def _seed(text: str) -> int:
    try:
        seed = int(text)
    except ValueError:
        seed = -1
    if not 0 <= seed < 2**63:
        raise argparse.ArgumentTypeError(f"the seed is a whole number 0 .. 2**63-1, not {text!r}")
    return seed


def _pause(text: str) -> float:
    try:
        pause = float(text)
    except ValueError:
        pause = -1.0
    if not 0 <= pause <= 60:  # NaN too
        raise argparse.ArgumentTypeError(f"the pause is 0 .. 60 seconds, not {text!r}")
    return pause


def configure(parser: argparse.ArgumentParser) -> None:
    add_language_option(parser, "the language to play in")
    parser.add_argument("--level", choices=list(PLAYERS), default=None,
                        help=f"the computer's level (default {DEFAULT_LEVEL})")
    parser.add_argument("--format", choices=list(FORMATS), default=None,
                        help=f"the table (default {DEFAULT_FORMAT}): two players; three, "
                             "where the dealer sits each hand out; teams, you and a computer "
                             "partner against two computers, on two boards at once")
    parser.add_argument("--preset", choices=sorted(TABLE_PRESETS), default=None,
                        help=f"the rules (default {DEFAULT_PRESET}; see ginbot rules)")
    parser.add_argument("--rules", default=None, metavar="HOUSE_RULES",
                        help="house rules on top of the preset, e.g. \"knock_limit=7 big_gin "
                             "target=150\" (every setting: ginbot rules --section settings)")
    parser.add_argument("--seed", type=_seed, default=None, metavar="N",
                        help="deal from seed N: the same seed and the same moves replay "
                             "the same match")
    parser.add_argument("--images", type=Path, default=None, metavar="DIR",
                        help="also write every picture a Discord player would get "
                             "(hand, table, showdowns, summary) as numbered PNG files")
    parser.add_argument("--database", type=Path, default=None, metavar="PATH",
                        help=f"where terminal matches are kept (default ${DATABASE_VARIABLE} "
                             "or ~/.local/share/ginbot/play.sqlite3)")
    parser.add_argument("--resume", action="store_true",
                        help="continue the unfinished match (saved by q, Ctrl-C or Ctrl-D)")
    parser.add_argument("--pause", type=_pause, default=None, metavar="SECONDS",
                        help="play at a set pace, never waiting for you: the computer "
                             "pauses SECONDS before each move and deals the next hand twice "
                             "that after a showdown (0: no pauses, for scripts). Without it "
                             f"the computer pauses {DEFAULT_PAUSE} s and each showdown stays "
                             "until you press Enter (at the end of input nothing waits)")


def run(args: argparse.Namespace) -> int:
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")  # a terminal without ♥ still plays
    return asyncio.run(play(args))


async def play(args: argparse.Namespace) -> int:
    from ginbot.terminal.screen import Screen
    from ginbot.text import environment_locale, say

    screen = Screen(sys.stdout, args.lang or environment_locale(os.environ))
    locale = screen.locale
    if args.images is not None:  # first: a file in the way is refused before anything is made
        if args.images.exists() and not args.images.is_dir():
            screen.problem(say(locale, "terminal-not-a-folder", path=str(args.images)))
            return 2
        try:
            made = make_folder(args.images)
        except OSError as error:
            why = error.strerror or str(error)
            screen.problem(say(locale, "terminal-cannot-use", path=str(args.images), why=why))
            return 2
        if made:
            screen.say(say(locale, "terminal-folder-pictures", folder=str(args.images)))
    database = args.database or default_database()
    try:
        made = make_folder(database.parent)
    except OSError as error:
        from ginbot.store.database import path_problem

        why = path_problem(database) or error.strerror or str(error)
        screen.problem(say(locale, "terminal-cannot-use", path=str(database), why=why))
        return 2
    if made:
        screen.say(say(locale, "terminal-folder-database", folder=str(database.parent)))
    return await _play(args, database, screen)


def make_folder(folder: Path) -> bool:
    """Make ``folder`` (and the folders above it) unless it is there; True if it was made."""
    if folder.is_dir():
        return False
    folder.mkdir(parents=True, exist_ok=True)
    return True


async def _play(args: argparse.Namespace, database: Path, screen: Screen) -> int:
    from ginbot.engine import HouseRuleError, Rules, RulesError, parse_house_rules
    from ginbot.service import GuildSettings, MatchService, User
    from ginbot.store import DatabaseInUse, UnusableDatabase
    from ginbot.terminal.inputs import Inbox, Signal, read_lines
    from ginbot.terminal.notifier import ShowdownPause, TerminalNotifier
    from ginbot.terminal.pictures import PictureWriter
    from ginbot.terminal.session import GUILD, Session
    from ginbot.text import refusal, say

    inbox: Inbox = asyncio.Queue()
    pictures = PictureWriter(args.images) if args.images else None
    locale = screen.locale
    user = User(PLAYER_ID, os.environ.get("USER") or say(locale, "terminal-player"))
    seed = args.seed
    pace = DEFAULT_PAUSE if args.pause is None else args.pause
    showdowns = ShowdownPause() if args.pause is None else None  # wait for Enter
    service = MatchService(
        database, TerminalNotifier(screen, user.id, inbox, pictures, showdowns),
        computer_pause=pace,
        guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=2 * pace),
        seeds=None if seed is None else (lambda: seed),
    )
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError):  # elsewhere Ctrl-C raises KeyboardInterrupt
        loop.add_signal_handler(signal.SIGINT, inbox.put_nowait, Signal.INTERRUPT)
    if sys.stdin is None:
        inbox.put_nowait(Signal.EOF)
    else:
        read_lines(sys.stdin.fileno(), inbox)
    if args.resume and (args.level or args.format or args.preset or args.rules
                        or args.seed is not None):
        screen.say(say(locale, "terminal-resumed-options"))
    seats = FORMATS[args.format or DEFAULT_FORMAT]
    try:
        table = Rules.preset(args.preset or DEFAULT_PRESET).with_changes(players=seats)
        rules = parse_house_rules(args.rules or "", table)
    except (RulesError, HouseRuleError) as error:  # e.g. Hollywood at a table of three
        screen.problem(refusal(locale, error))
        return 2

    try:  # the store's lock: two terminals would both play the computer's turns
        await service.start()
    except DatabaseInUse:
        screen.problem(say(locale, "terminal-in-use", path=str(database)))
        return 2
    except UnusableDatabase as error:
        screen.problem(str(error))
        return 2
    try:
        if any(m.guild_id != GUILD for m in (await service.active_matches())):
            screen.problem(say(locale, "terminal-discord-matches", path=str(database)))
            return 2
        session = Session(service, screen, user, inbox, showdowns)
        ending = await session.run(
            level=args.level or DEFAULT_LEVEL,
            rules=rules,
            resume=args.resume,
        )
    finally:
        await service.close()
        if pictures is not None:
            await pictures.close()
    if ending.saved:
        again = "ginbot play --resume"
        if args.database:
            again += f" --database {shlex.quote(str(args.database))}"
        screen.say("", say(locale, "terminal-saved", command=again))
    if pictures is not None and pictures.written:
        screen.say(say(locale, "terminal-pictures-written", count=len(pictures.written),
                       folder=str(pictures.folder)))
    return ending.exit_code
