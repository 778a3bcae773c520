"""``ginbot tournament`` on the screen: a local event's rounds, results and standings in
the reader's words, and the person's own games.

Each of the person's games is a match of the service against the computer, played
through the ``ginbot play`` session (``Session``), dealt from the seed the event chose
for it (``Dealing``, the service's ``seeds``). The person always sits in seat 0 of such
a match: the event picks the game's seed so that seat 0 is the one the pairing gives
them. The computers' games among themselves are the command's, played by the engine at
once; here they are only told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cards_img import render_standings
from cards_img.standings import entrant_names, format_name, stage_name
from ginbot.engine import Rules
from ginbot.model import (
    EndReason,
    Entrant,
    Game,
    GameEnd,
    MatchInfo,
    StandingRow,
    TournamentFormat,
    TournamentStatus,
)
from ginbot.service import MatchService, User
from ginbot.text import Locale, listing, rules_summary, say

from .inputs import Inbox
from .notifier import ShowdownPause, TerminalNotifier
from .screen import Screen
from .session import GUILD, Ending, Session


class EventWords:
    """The lines of one local event, in ``locale``: its start, each round's pairings and
    results, the standings after each round, and who won."""

    def __init__(self, locale: Locale, format: TournamentFormat,
                 entrants: Sequence[Entrant], rounds: int) -> None:
        self.locale = locale
        self.format = format
        self.rounds = rounds
        self.entrants = tuple(entrants)
        self.names = entrant_names(locale, entrants)
        self.title = say(locale, "tournament-terminal-title")

    def start(self, rules: Rules, seeded: Sequence[int], *, duplicate: bool,
              seed: int) -> list[str]:
        """What the event is, who plays (best seed first), and how to deal it again."""
        locale = self.locale
        lines = [
            say(locale, "tournament-terminal-start", title=self.title,
                format=format_name(locale, self.format), players=len(self.entrants),
                rounds=self.rounds, rules=rules_summary(locale, rules)),
            say(locale, "tournament-terminal-field",
                names=listing(locale, tuple(self.names[n] for n in seeded))),
        ]
        if duplicate:
            lines.append(say(locale, "tournament-terminal-duplicate"))
        lines.append(say(locale, "tournament-terminal-seed", seed=str(seed)))
        return lines

    def heading(self, round_number: int) -> str:
        """A round as its format calls it: "Round 2 of 3", or a knockout's "Semi-finals"."""
        if self.format is TournamentFormat.KNOCKOUT:
            stage = stage_name(self.locale, round_number, self.rounds)
        else:
            stage = say(self.locale, "standings-round", round=round_number, rounds=self.rounds)
        return say(self.locale, "tournament-terminal-round", stage=stage)

    def pairing(self, game: Game) -> str:
        """Who meets whom at a board (or who sits the round out)."""
        if game.second is None:
            return say(self.locale, "tournament-terminal-bye", name=self.names[game.first])
        return say(self.locale, "tournament-terminal-pair", board=game.board,
                   first=self.names[game.first], second=self.names[game.second])

    def result(self, game: Game) -> str:
        """A decided game: the winner, the loser and the final scores (or the bye)."""
        if game.second is None:
            return self.pairing(game)
        assert game.winner is not None, "a game of a local event always has a winner"
        loser = game.second if game.winner == game.first else game.first
        won, lost = game.points if game.winner == game.first else game.points[::-1]
        return say(self.locale, "tournament-terminal-won", board=game.board,
                   winner=self.names[game.winner], loser=self.names[loser],
                   winner_points=won, loser_points=lost)

    def your_game(self, game: Game, you: int) -> str:
        assert game.second is not None
        opponent = game.second if game.first == you else game.first
        return say(self.locale, "tournament-terminal-your-game", board=game.board,
                   opponent=self.names[opponent])

    def standings(self, rows: Sequence[StandingRow], round_number: int, *,
                  finished: bool) -> list[str]:
        """The standings as the standings picture words them, a line a player."""
        status = TournamentStatus.FINISHED if finished else TournamentStatus.RUNNING
        picture = render_standings(self.title, self.format, rows, round_number=round_number,
                                   rounds=self.rounds, status=status, locale=self.locale)
        return picture.text.splitlines()

    def winners(self, rows: Sequence[StandingRow]) -> str:
        """Who won: the one in first place, or those sharing it."""
        first = tuple(self.names[r.entrant.number] for r in rows if r.place == 1)
        if len(first) == 1:
            return say(self.locale, "tournament-terminal-winner", name=first[0])
        return say(self.locale, "tournament-terminal-winners", names=listing(self.locale, first))


class Dealing:
    """The seed the service deals the next match from (its ``seeds``): the one the event
    chose for the person's game."""

    def __init__(self) -> None:
        self.seed = 0

    def __call__(self) -> int:
        return self.seed


class YourGames:
    """The person's games, one ``ginbot play`` session each, in one service."""

    def __init__(self, service: MatchService, dealing: Dealing, notifier: TerminalNotifier,
                 screen: Screen, user: User, inbox: Inbox, *, wait: bool) -> None:
        self.service = service
        self.dealing = dealing
        self.notifier = notifier
        self.screen = screen
        self.user = user
        self.inbox = inbox
        self.wait = wait  # each showdown waits for Enter

    async def play(self, game: Game, seed: int, level: str, rules: Rules) -> Game | Ending:
        """Play ``game`` against the computer at ``level``, dealt from ``seed``: the game
        decided, or how the person left it (their match given up: a tournament is not
        kept, so nothing could go on with it)."""
        self.dealing.seed = seed
        pause = ShowdownPause() if self.wait else None
        self.notifier.pause = pause
        session = Session(self.service, self.screen, self.user, self.inbox, pause)
        ending = await session.run(level=level, rules=rules, resume=False)
        match = session.match
        if ending is not Ending.OVER:
            playing = await self.service.active_match(GUILD, self.user.id)
            if match is not None and playing is not None and playing.id == match.id:
                await self.service.resign(match.id, self.user.id)
                await self.service.settle()
            return ending
        assert match is not None
        return decided(game, await self.service.match_info(match.id))


def decided(game: Game, info: MatchInfo) -> Game:
    """``game`` decided by its finished match (``first`` in seat ``first_seat``)."""
    assert info.scores is not None and info.winner is not None
    seat = game.first_seat
    return replace(game, winner=game.first if info.winner == seat else game.second,
                   points=(info.scores[seat], info.scores[1 - seat]), match_id=info.id,
                   end=GameEnd.FORFEIT if info.end_reason is EndReason.FORFEIT
                   else GameEnd.PLAYED)
