"""Tournaments: sign-up, rounds paired by format, each game a match of the lobby's, results
heard from the outbox, deadlines as due rows, managers' acts.

Every change locks the tournament's row first and does all it implies in that one
transaction: a result decides its game and, when it was the round's last, pairs and
starts the next round; so two results arriving at once, in one process or two, pair a
round once. A match's end reaches this part through the outbox (subscriber
``tournaments``), so a result is heard once even across a crash.
"""

from __future__ import annotations

import contextvars
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import replace

from ginbot.ai import PLAYERS
from ginbot.engine import Rules
from ginbot.model import (
    ActKind,
    EndReason,
    Entrant,
    Game,
    GameEnd,
    Seat,
    Tournament,
    TournamentAct,
    TournamentFormat,
    TournamentNews,
    TournamentProblem,
    TournamentStatus,
    User,
)
from ginbot.store import Conn, due, ladder, matches, outbox, players
from ginbot.store import tournaments as store
from ginbot.store.due import Due
from ginbot.tournament import MAX_ENTRANTS, first_seat, is_over, next_round, rounds_of

from .changes import Change, Coordinator, tournament_stream
from .context import Context
from .errors import (
    ChallengeProblem,
    InvalidChallenge,
    NoSuchLevel,
    NoSuchTournament,
    TournamentRefused,
)
from .live import LiveMatch
from .lobby import Lobby, table_rules
from .notices import Notices
from .notifier import Notifier
from .ratings import computer_rating, new_rating, shown
from .settings import Settings
from .tables import leave

HOUR = 3600.0
WARNING = 0.25  # of a round's time, at most an hour, before its deadline its players hear
MAX_ROUND_HOURS = 168.0

_started: contextvars.ContextVar[list[LiveMatch] | None] = contextvars.ContextVar(
    "started", default=None)


class Tournaments:
    def __init__(self, context: Context, settings: Settings, lobby: Lobby,
                 coordinator: Coordinator, seeds: Callable[[], int] | None = None) -> None:
        self.context = context
        self.settings = settings
        self.lobby = lobby
        self.coordinator = coordinator
        self._seeds = seeds or (lambda: secrets.randbits(63))

    # -- sign-up ---------------------------------------------------------------

    async def create(self, guild_id: int, channel_id: int, creator: User,
                     format: TournamentFormat, name: str, *, rounds: int | None = None,
                     rules: Rules | None = None, duplicate: bool = False,
                     round_hours: float = 24.0, manager: bool = False) -> Tournament:
        """A tournament open for entries in ``channel_id``, its creator the first entrant.
        ``rounds`` only for a Swiss (default: enough for one player to stay unbeaten);
        ``manager``: the creator manages the server (a server may let only managers)."""
        self.context.check_open()
        if not 1 <= round_hours <= MAX_ROUND_HOURS:
            raise TournamentRefused(TournamentProblem.ROUND_HOURS, name, count=int(round_hours))
        if rounds is not None and not 1 <= rounds < MAX_ENTRANTS:
            raise TournamentRefused(TournamentProblem.ROUNDS, name, count=rounds)
        rules = rules or Rules()
        if rules.players != 2:
            raise InvalidChallenge(ChallengeProblem.TABLE_SIZE, rules.players)
        rules = table_rules(rules, 2)
        now = self.context.clock.now()
        async with self.context.db.transaction() as conn:
            settings = await self.settings.of(conn, guild_id)
            if settings.tournaments_by_managers and not manager:
                raise TournamentRefused(TournamentProblem.MANAGERS_ONLY, name)
            tournament_id = await store.insert(
                conn, guild_id=guild_id, channel_id=channel_id, name=name, format=format,
                creator_id=creator.id, rules=rules, asked_rounds=rounds, duplicate=duplicate,
                round_hours=round_hours, now=now)
            await players.save_user(conn, creator, now)
            await store.add_entrant(conn, tournament_id, Entrant(1, Seat.person(creator)))
            await self._tell(conn, tournament_id, TournamentNews.OPENED)
            tournament = await store.load(conn, tournament_id)
        self.context.wake()
        assert tournament is not None
        return tournament

    async def join(self, tournament_id: int, user: User) -> Tournament:
        """Enter during sign-up, once."""
        async def change(conn: Conn, t: Tournament) -> None:
            _signing_up(t)
            if t.entrant_of(user.id) is not None:
                raise TournamentRefused(TournamentProblem.ALREADY_ENTERED, t.name, user.name)
            await self._enter(conn, t, Seat.person(user))
            await players.save_user(conn, user, self.context.clock.now())
        return await self._change(tournament_id, change)

    async def leave(self, tournament_id: int, user_id: int) -> Tournament:
        """Withdraw during sign-up."""
        async def change(conn: Conn, t: Tournament) -> None:
            _signing_up(t)
            entrant = t.entrant_of(user_id)
            if entrant is None:
                raise TournamentRefused(TournamentProblem.NOT_ENTERED, t.name)
            await store.drop_entrant(conn, t.id, entrant.number)
            await self._tell(conn, t.id, TournamentNews.ENTRIES)
        return await self._change(tournament_id, change)

    async def add_computer(self, tournament_id: int, by: User, level: str, *,
                           manager: bool = False) -> Tournament:
        """Its creator or a manager enters a computer player of ``level``."""
        if level not in PLAYERS:
            raise NoSuchLevel(level, tuple(PLAYERS))

        async def change(conn: Conn, t: Tournament) -> None:
            _signing_up(t)
            _creator_or_manager(t, by, manager)
            await self._enter(conn, t, Seat.computer(level))
        return await self._change(tournament_id, change)

    async def _enter(self, conn: Conn, t: Tournament, seat: Seat) -> None:
        if len(t.entrants) >= MAX_ENTRANTS:
            raise TournamentRefused(TournamentProblem.FULL, t.name, count=MAX_ENTRANTS)
        number = max((e.number for e in t.entrants), default=0) + 1
        await store.add_entrant(conn, t.id, Entrant(number, seat))
        await self._tell(conn, t.id, TournamentNews.ENTRIES)

    async def start(self, tournament_id: int, by: User, *, manager: bool = False
                    ) -> Tournament:
        """Seed the field by ladder rating, fix the rounds, pair and start round 1."""
        async def change(conn: Conn, t: Tournament) -> None:
            _signing_up(t)
            _creator_or_manager(t, by, manager)
            if len(t.entrants) < 2:
                raise TournamentRefused(TournamentProblem.TOO_FEW, t.name,
                                        count=len(t.entrants))
            asked = t.asked_rounds
            if asked is not None:
                asked = min(asked, len(t.entrants) - 1)
            ratings = {}
            for e in t.entrants:
                if e.seat.level is not None:
                    ratings[e.number] = shown(computer_rating(e.seat.level))
                else:
                    assert e.seat.user_id is not None
                    stored = await ladder.load_rating(conn, t.guild_id, e.seat.user_id)
                    ratings[e.number] = shown(stored or new_rating())
            await store.set_ratings(conn, t.id, ratings)
            await store.start(conn, t.id, rounds_of(t.format, len(t.entrants), asked))
            await self._next_round(conn, t.id)
        return await self._change(tournament_id, change)

    # -- managers --------------------------------------------------------------

    async def cancel(self, tournament_id: int, by: User, *, manager: bool = False,
                     reason: str = "") -> Tournament:
        """Called off: by a manager, or by its creator before it starts. Matches in play go
        on as friendly matches."""
        async def change(conn: Conn, t: Tournament) -> None:
            _not_over(t)
            if not manager and not (t.status is TournamentStatus.SIGNUP
                                    and by.id == t.creator_id):
                raise TournamentRefused(TournamentProblem.NOT_MANAGER, t.name)
            now = self.context.clock.now()
            await store.close(conn, t.id, TournamentStatus.CANCELLED, now)
            await due.cancel_tournament(conn, t.id)
            await store.add_act(conn, t.id, TournamentAct(ActKind.CANCELLED, by.name, now,
                                                          reason=reason))
            await self._tell(conn, t.id, TournamentNews.CANCELLED)
        return await self._change(tournament_id, change)

    async def remove(self, tournament_id: int, by: User, number: int, *,
                     manager: bool = False, reason: str = "") -> Tournament:
        """A manager takes a player out: their game in play and every later one is lost."""
        async def change(conn: Conn, t: Tournament) -> None:
            _not_over(t)
            if not manager:
                raise TournamentRefused(TournamentProblem.NOT_MANAGER, t.name)
            entrant = next((e for e in t.entrants if e.number == number and not e.removed),
                           None)
            if entrant is None:
                raise TournamentRefused(TournamentProblem.NOT_ENTERED, t.name)
            if t.status is TournamentStatus.SIGNUP:
                await store.drop_entrant(conn, t.id, number)
                await self._tell(conn, t.id, TournamentNews.ENTRIES)
                return
            now = self.context.clock.now()
            await store.remove_entrant(conn, t.id, number)
            await store.add_act(conn, t.id, TournamentAct(ActKind.REMOVED, by.name, now,
                                                          entrant.name, reason))
            await self._tell(conn, t.id, TournamentNews.ACT)
            game = _playing(t, number)
            if game is not None:
                await self._award(conn, t, game, _other(game, number), GameEnd.FORFEIT)
            await self._advance(conn, t.id)
        return await self._change(tournament_id, change)

    async def record(self, tournament_id: int, by: User, winner: int, *,
                     manager: bool = False, reason: str = "") -> Tournament:
        """A manager decides a game of the round by hand: ``winner`` (an entry number)
        wins it, its match in play is ended."""
        async def change(conn: Conn, t: Tournament) -> None:
            _not_over(t)
            if not manager:
                raise TournamentRefused(TournamentProblem.NOT_MANAGER, t.name)
            if t.status is not TournamentStatus.RUNNING:
                raise TournamentRefused(TournamentProblem.NOT_RUNNING, t.name)
            entrant = next((e for e in t.entrants if e.number == winner), None)
            if entrant is None:
                raise TournamentRefused(TournamentProblem.NOT_ENTERED, t.name)
            game = _playing(t, winner)
            if game is None:
                raise TournamentRefused(TournamentProblem.NO_GAME, t.name, entrant.name)
            now = self.context.clock.now()
            await store.add_act(conn, t.id, TournamentAct(ActKind.RECORDED, by.name, now,
                                                          entrant.name, reason))
            await self._tell(conn, t.id, TournamentNews.ACT)
            await self._award(conn, t, game, winner, GameEnd.FORFEIT)
            await self._advance(conn, t.id)
        return await self._change(tournament_id, change)

    # -- what is heard and what falls due ----------------------------------------

    async def match_ended(self, tournament_id: int, round_number: int | None,
                          board: int | None) -> None:
        """A match the tournament waited for ended: decide its game (``round_number``,
        ``board``; None when it was another match of a player a game waits for), then
        start the games that waited for its players."""
        async def decide(conn: Conn, t: Tournament) -> None:
            if t.status is not TournamentStatus.RUNNING:
                return
            game = next((g for g in t.games_of(round_number or 0) if g.board == board), None)
            if game is not None and not game.decided and game.match_id is not None:
                await self._decide(conn, t, game, game.match_id)
            now = await store.load(conn, t.id)
            assert now is not None
            for waiting in _waiting(now):
                await self._start_game(conn, now, waiting)
        await self._change(tournament_id, decide)

    async def _decide(self, conn: Conn, t: Tournament, game: Game, match_id: int) -> None:
        """Decide ``game`` as its finished match says, and go on if the round is over."""
        info = await matches.load_info(conn, match_id)
        if info is None or not info.finished:
            return
        assert game.second is not None and info.scores is not None
        won = None if info.winner is None else (
            game.first if info.winner == game.first_seat else game.second)
        points = (info.scores[game.first_seat], info.scores[1 - game.first_seat])
        end = GameEnd.FORFEIT if info.end_reason is EndReason.FORFEIT else GameEnd.PLAYED
        if await store.decide(conn, t.id, game, won, points, end):
            await self._tell(conn, t.id, TournamentNews.RESULT, game)
            await self._advance(conn, t.id)

    async def start_waiting(self, guild_id: int | None = None) -> None:
        """Start the games of running tournaments that waited for a busy player."""
        async with self.context.db.reading() as conn:
            waiting = [t for t in [await store.load(conn, i) for i in await store.running(conn)]
                       if t is not None and (guild_id is None or t.guild_id == guild_id)
                       and _waiting(t)]
        for t in waiting:
            async def start(conn: Conn, t: Tournament) -> None:
                for game in _waiting(t):
                    await self._start_game(conn, t, game)
            await self._change(t.id, start)

    async def deadline(self, row: Due) -> None:
        """A round's deadline (token: the round) or the warning before it (token < 0)."""
        assert row.tournament_id is not None
        context = self.context

        async def fire(conn: Conn, t: Tournament) -> None:
            if not await due.take(conn, row.id or 0, context.owner):
                return
            if t.status is not TournamentStatus.RUNNING or t.round != abs(row.token):
                return
            if row.token < 0:
                await self._tell(conn, t.id, TournamentNews.DEADLINE_SOON, round_number=t.round)
                return
            for game in t.games_of(t.round):
                if not game.decided:
                    await self._award(conn, t, game, await self._ahead(conn, t, game),
                                      GameEnd.FORFEIT)
            await self._advance(conn, t.id)
        await self._change(row.tournament_id, fire)

    async def _ahead(self, conn: Conn, t: Tournament, game: Game) -> int | None:
        """Who a game unfinished at the deadline is awarded to: the player to move who
        never made a move of their own forfeits; else the one ahead on points; level, the
        one not holding the game up. A game that never started (a player busy elsewhere
        all round) goes against the busy one (both busy: nobody wins)."""
        assert game.second is not None
        if game.match_id is None:
            busy = [n for n in game.entrants if (u := t.entrant(n).seat.user_id) is not None
                    and await matches.active_of(conn, t.guild_id, u) is not None]
            return None if len(busy) != 1 else _other(game, busy[0])
        live = await self._live(conn, game.match_id)
        to_move = None if live.match.awaiting_deal else live.match.boards[0].hand.to_move
        waiting_for = None if to_move is None else (
            game.first if to_move == game.first_seat else game.second)
        if waiting_for is not None and t.entrant(waiting_for).seat.user_id is not None \
                and to_move not in await matches.seats_that_moved(conn, game.match_id):
            return _other(game, waiting_for)
        scores = live.match.scores
        first, second = scores[game.first_seat], scores[1 - game.first_seat]
        if first != second:
            return game.first if first > second else game.second
        return game.first if waiting_for is None else _other(game, waiting_for)

    async def _live(self, conn: Conn, match_id: int) -> LiveMatch:
        row = await matches.lock(conn, match_id)
        assert row is not None
        return await self.coordinator.current(conn, match_id, row[0])

    # -- the rounds --------------------------------------------------------------

    async def _award(self, conn: Conn, t: Tournament, game: Game, winner: int | None,
                     end: GameEnd) -> None:
        """Decide ``game`` for ``winner`` (None: nobody) and end its match in play, in the
        caller's transaction."""
        points = (0, 0)
        if game.match_id is not None:
            row = await matches.lock(conn, game.match_id)
            assert row is not None
            live = await self.coordinator.current(conn, game.match_id, row[0])
            scores = live.match.scores
            points = (scores[game.first_seat], scores[1 - game.first_seat])
            if not row[1]:
                loser = game.first if winner == game.second else game.second
                assert loser is not None
                change: Change = leave(live, game.seat_of(loser), EndReason.FORFEIT)
                async with self.coordinator.guard(game.match_id):
                    await self.coordinator.write(conn, live, change)
        if await store.decide(conn, t.id, game, winner, points, end):
            await self._tell(conn, t.id, TournamentNews.RESULT, game)

    async def _advance(self, conn: Conn, tournament_id: int) -> None:
        """The round is decided: pair the next one, or finish."""
        t = await store.load(conn, tournament_id)
        assert t is not None
        if t.status is not TournamentStatus.RUNNING or not t.games_of(t.round):
            return
        if any(not g.decided for g in t.games_of(t.round)):
            return
        active = [e for e in t.entrants if not e.removed]
        swiss_alone = t.format is TournamentFormat.SWISS and len(active) < 2
        if swiss_alone or is_over(t.format, t.rounds, t.games):
            await store.close(conn, t.id, TournamentStatus.FINISHED, self.context.clock.now())
            await due.cancel_tournament(conn, t.id)
            await self._tell(conn, t.id, TournamentNews.FINISHED)
            return
        await self._next_round(conn, t.id)

    async def _next_round(self, conn: Conn, tournament_id: int) -> None:
        """Pair the next round, decide its byes and forfeits, start its matches, arm its
        deadline; if every game of it was decided at once, go on."""
        t = await store.load(conn, tournament_id)
        assert t is not None
        number, pairs = next_round(t.format, t.entrants, t.games)
        shared = self._seeds() if t.duplicate else None
        gone = {e.number for e in t.entrants if e.removed}
        games: list[tuple[Game, int]] = []
        for board, (first, second) in enumerate(pairs, 1):
            seed = shared if shared is not None else self._seeds()
            if second is None:
                games.append((Game(number, board, first, None, first, end=GameEnd.BYE), seed))
                continue
            game = Game(number, board, first, second, first_seat=first_seat(
                seed, board, t.duplicate))
            if first in gone or second in gone:
                winner = None if first in gone and second in gone else (
                    second if first in gone else first)
                game = replace(game, winner=winner, end=GameEnd.FORFEIT)
            games.append((game, seed))
        await store.add_games(conn, t.id, games)
        now = self.context.clock.now()
        ends = now + t.round_hours * HOUR
        await store.set_round(conn, t.id, number, ends)
        await due.cancel_tournament(conn, t.id)
        await due.arm(conn, [
            Due("deadline", ends - min(HOUR, t.round_hours * HOUR * WARNING),
                token=-number, tournament_id=t.id),
            Due("deadline", ends, token=number, tournament_id=t.id)])
        await self._tell(conn, t.id, TournamentNews.ROUND, round_number=number)
        t = await store.load(conn, t.id)
        assert t is not None
        for game, _ in games:
            if not game.decided:
                await self._start_game(conn, t, game)
        await self._advance(conn, t.id)

    async def _start_game(self, conn: Conn, t: Tournament, game: Game) -> None:
        """Start the game's match, its ``first`` in ``first_seat``; a person playing
        another match in the server keeps it waiting (it starts when that one ends)."""
        assert game.second is not None
        entrants = {game.first_seat: t.entrant(game.first),
                    1 - game.first_seat: t.entrant(game.second)}
        seats = (entrants[0].seat, entrants[1].seat)
        for seat in seats:
            if seat.user_id is not None and await matches.active_of(
                    conn, t.guild_id, seat.user_id) is not None:
                return
        now = self.context.clock.now()
        seed = await store.seed_of(conn, t.id, game.round, game.board)
        live = await self.lobby.start_in(conn, t.guild_id, t.channel_id, None, seats, t.rules,
                                         now, seed=seed)
        await store.set_match(conn, t.id, game, live.id)
        started = _started.get()
        if started is not None:
            started.append(live)

    # -- reading -------------------------------------------------------------------

    async def load(self, tournament_id: int) -> Tournament:
        """The tournament as stored: entrants, every game so far, managers' acts."""
        async with self.context.db.reading() as conn:
            t = await store.load(conn, tournament_id)
        if t is None:
            raise NoSuchTournament(tournament_id)
        return t

    async def of_guild(self, guild_id: int, search: str = "", limit: int = 25
                       ) -> list[Tournament]:
        """The server's tournaments, newest first (``search``: part of a name)."""
        async with self.context.db.reading() as conn:
            return await store.of_guild(conn, guild_id, search=search, limit=limit)

    async def of_match(self, match_id: int) -> Tournament | None:
        """The tournament a match is a game of, if any."""
        async with self.context.db.reading() as conn:
            tournament_id = await store.of_match(conn, match_id)
            return None if tournament_id is None else await store.load(conn, tournament_id)

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        """The message that shows the tournament (sign-up, then standings), to edit."""
        async with self.context.db.transaction() as conn:
            if await store.load(conn, tournament_id) is None:
                raise NoSuchTournament(tournament_id)
            await store.set_message(conn, tournament_id, message_id)

    # -- one change ----------------------------------------------------------------

    async def _change(self, tournament_id: int,
                      change: Callable[[Conn, Tournament], Awaitable[None]]) -> Tournament:
        """Lock the tournament, make the change in one transaction, then hand the matches
        it started to this process's cache."""
        self.context.check_open()
        started: list[LiveMatch] = []
        token = _started.set(started)
        try:
            async with self.context.db.transaction() as conn:
                t = await store.lock(conn, tournament_id)
                if t is None:
                    raise NoSuchTournament(tournament_id)
                await change(conn, t)
                after = await store.load(conn, tournament_id)
        finally:
            _started.reset(token)
        for live in started:
            self.lobby.started(live)
        self.context.wake()
        assert after is not None
        return after

    async def _tell(self, conn: Conn, tournament_id: int, news: TournamentNews,
                    game: Game | None = None, *, round_number: int | None = None) -> None:
        notices = Notices()
        notices.add(news.value,
                    round=game.round if game is not None else round_number,
                    board=game.board if game is not None else None)
        await outbox.append(conn, tournament_stream(tournament_id), 0, "change", notices.to_json(),
                            self.context.clock.now())


class TournamentListener(Notifier):
    """The outbox subscriber that hears, in the tournaments' own streams, the ends of the
    matches they wait for (it never reads a match's stream)."""

    streams = ("tournament",)

    def __init__(self, tournaments: Tournaments) -> None:
        self.tournaments = tournaments

    async def tournament_match_ended(self, tournament_id: int, round_number: int | None,
                                     board: int | None) -> None:
        await self.tournaments.match_ended(tournament_id, round_number, board)


def _signing_up(t: Tournament) -> None:
    _not_over(t)
    if t.status is not TournamentStatus.SIGNUP:
        raise TournamentRefused(TournamentProblem.STARTED, t.name)


def _not_over(t: Tournament) -> None:
    if t.over:
        raise TournamentRefused(TournamentProblem.OVER, t.name)


def _creator_or_manager(t: Tournament, by: User, manager: bool) -> None:
    if not manager and by.id != t.creator_id:
        creator = next((e.name for e in t.entrants if e.seat.user_id == t.creator_id), None)
        raise TournamentRefused(TournamentProblem.NOT_CREATOR, t.name, creator)


def _other(game: Game, number: int) -> int:
    assert game.second is not None
    return game.second if number == game.first else game.first


def _playing(t: Tournament, number: int) -> Game | None:
    """The entrant's undecided game of the current round."""
    return next((g for g in t.games_of(t.round) if not g.decided and number in g.entrants),
                None)


def _waiting(t: Tournament) -> list[Game]:
    return [g for g in t.games_of(t.round)
            if not g.decided and g.match_id is None and g.second is not None]

