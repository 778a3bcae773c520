"""Queries: what a front end may read. Tables as one player or the public sees them,
matches in play and finished, whole records and hand-by-hand replays, the ladder by
period, a person's profile. Reading never changes a match."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from ginbot.engine import Event, MatchRecord, parse_action, replay
from ginbot.model import (
    MOVEMENT_DAYS,
    BestMatch,
    Ladder,
    LadderEntry,
    LadderPeriod,
    MatchInfo,
    Played,
    Profile,
    Seat,
    Standing,
    TableKind,
    Tally,
    table_sides,
)
from ginbot.store import Conn, due, ladder, matches, seasons, statistics

from . import ratings
from .changes import Coordinator
from .context import Context
from .errors import MatchNotOver, NoSuchHand, NoSuchMatch, NoSuchSeason, NotInMatch
from .live import LiveMatch
from .tables import dealt as dealt_news
from .timers import clocks
from .views import BoardReplay, HandReplay, TableSnapshot


class Queries:
    def __init__(self, coordinator: Coordinator) -> None:
        self.coordinator = coordinator
        self.context: Context = coordinator.context

    async def player_view(self, match_id: int, user_id: int) -> TableSnapshot:
        """The match as this player sees it (their own hand, never the other's)."""
        return await self._view(match_id, user_id)

    async def public_view(self, match_id: int) -> TableSnapshot:
        """The match as the channel sees it."""
        return await self._view(match_id, None)

    async def _view(self, match_id: int, user_id: int | None) -> TableSnapshot:
        """The match as stored now, with its clocks, as ``user_id`` (None: the public)."""
        async with self.coordinator.guard(match_id):
            async with self.context.db.reading() as conn:
                found = await matches.standing(conn, match_id)
                if found is None:
                    raise NoSuchMatch(match_id)
                live = await self.coordinator.current(conn, match_id, found[0])
                rows = await due.of_match(conn, match_id)
            seat = None if user_id is None else self._seat(live, user_id)
            deadlines, next_deal = clocks(rows)
            return live.table(seat, deadlines, next_deal)

    @staticmethod
    def _seat(live: LiveMatch, user_id: int) -> int:
        seat = live.info.seat_of(user_id)
        if seat is None:
            raise NotInMatch(live.id, live.info.seats, finished=live.info.finished)
        return seat

    async def match_info(self, match_id: int) -> MatchInfo:
        async with self.context.db.reading() as conn:
            info = await matches.load_info(conn, match_id)
        if info is None:
            raise NoSuchMatch(match_id)
        return info

    async def record(self, match_id: int) -> MatchRecord:
        """The whole record (seeds and actions) of a finished match, for replays."""
        async with self.context.db.reading() as conn:
            stored = await matches.load_match(conn, match_id)
        if stored is None:
            raise NoSuchMatch(match_id)
        if not stored.info.finished:
            raise MatchNotOver(match_id)
        return stored.record()

    async def replay_hand(self, match_id: int, hand_number: int) -> HandReplay:
        """Hand ``hand_number`` (from 1) of a finished match, move by move, all cards shown."""
        record = await self.record(match_id)
        info = await self.match_info(match_id)
        if not 1 <= hand_number <= len(record.hands):
            raise NoSuchHand(match_id, len(record.hands))
        deals = record.rules.boards
        before = replace(
            record,
            hand_seeds=record.hand_seeds[:hand_number * deals],
            hands=(*record.hands[:hand_number - 1], ()),
            seats=None if record.seats is None else (*record.seats[:hand_number - 1], ()),
        )
        table = replay(before)
        boards = table.boards
        dealt = dealt_news(table)
        held = [(tuple(b.hand.hand(0)), tuple(b.hand.hand(1))) for b in boards]
        events: list[list[Event]] = [[] for _ in boards]
        actions = record.hands[hand_number - 1]
        seats = (record.seats[hand_number - 1] if record.seats is not None
                 else (None,) * len(actions))
        for text, seat in zip(actions, seats, strict=True):
            index = 0 if seat is None else next(
                i for i, b in enumerate(boards) if seat in b.players)
            events[index] += table.apply(parse_action(text), seat)
        shown = tuple(
            BoardReplay(board.players, news.dealer, cards, news.upcard,
                        tuple(Played.seen(e, e.player, board.hand.result) for e in moves),
                        board.hand.result)
            for board, news, cards, moves in zip(boards, dealt, held, events, strict=True)
        )
        return HandReplay(info, hand_number, len(record.hands), shown, table.scores)

    async def active_match(self, guild_id: int, user_id: int) -> MatchInfo | None:
        """This person's match in play in this guild, if any."""
        async with self.context.db.reading() as conn:
            found = await matches.active_infos(
                conn, "m.guild_id = ? AND m.id IN (SELECT match_id FROM match_seats "
                "WHERE user_id = ? AND active = 1)", guild_id, user_id)
        return found[0] if found else None

    async def active_matches_for_user(self, user_id: int) -> list[MatchInfo]:
        """Every match in play of this person, in all guilds (for DM buttons)."""
        async with self.context.db.reading() as conn:
            return await matches.active_infos(
                conn, "m.id IN (SELECT match_id FROM match_seats WHERE user_id = ? "
                "AND active = 1)", user_id)

    async def matches_in_channel(self, channel_id: int) -> list[MatchInfo]:
        """Matches in play whose table is in this channel or this thread."""
        async with self.context.db.reading() as conn:
            return await matches.active_infos(conn, "m.channel_id = ? OR m.thread_id = ?",
                                              channel_id, channel_id)

    async def active_matches(self) -> list[MatchInfo]:
        async with self.context.db.reading() as conn:
            return await matches.active_infos(conn, "1 = 1")

    async def recent_matches(
        self, guild_id: int, user_id: int | None = None, limit: int = 10
    ) -> list[MatchInfo]:
        """Finished matches of the guild (or of one person there), newest first."""
        async with self.context.db.reading() as conn:
            return await matches.recent(conn, guild_id, user_id, limit)

    async def ladder_board(self, guild_id: int, period: LadderPeriod,
                           user_id: int | None = None, limit: int = 20) -> Ladder:
        """The guild's ladder for ``period``: its top ``limit``, and ``user_id``'s line when
        it is further down.

        ``ALL`` places everyone by rating between people (those with none after, by
        ranking points), and counts the movement from 30 days ago. ``MONTH`` places the
        people who played a rated match this calendar month (UTC) by their wins in it,
        then fewer matches, then ranking points and rating now; its movement is from
        their place in last month's.
        """
        if period is LadderPeriod.SEASON:
            raise ValueError("an archived season's ladder is season_board's")
        now = self.context.clock.now()
        async with self.context.db.reading() as conn:
            entries, year, month, since = await whole_ladder(conn, guild_id, period, now)
        mine = next((e for e in entries[limit:] if e.user_id == user_id), None)
        return Ladder(period, tuple(entries[:limit]), mine, len(entries), year, month, since)

    async def profile(self, guild_id: int, user_id: int, reader_id: int | None = None,
                      name: str | None = None, history: int = 60) -> Profile:
        """``user_id``'s numbers in the guild: their finished matches (by kind of table and
        against each computer level), their hands' statistics, best match (the win by the
        most points: box scoring's margin, else the totals' difference), current
        streak, rating with its last ``history`` changes, ranking points, and the record
        of ``reader_id`` against them (when someone else). ``name``: theirs when the
        store has none."""
        async with self.context.db.reading() as conn:
            seats = await statistics.matches_of(conn, guild_id, user_id)
            totals = await statistics.hand_totals(conn, guild_id, user_id)
            rating = await ladder.load_rating(conn, guild_id, user_id)
            chart = await statistics.rating_chart(conn, guild_id, user_id, history)
            points = await ladder.points_of(conn, guild_id, user_id)
            stored = await statistics.name_of(conn, user_id)
            reader = None if reader_id in (None, user_id) else \
                await statistics.name_of(conn, reader_id)
        by_match: dict[int, list[statistics.SeatAtMatch]] = {}
        for seat in seats:
            by_match.setdefault(seat.match_id, []).append(seat)
        whole, kinds, levels = Tally(), dict[TableKind, Tally](), dict[str, Tally]()
        versus: Tally | None = None
        streak, streak_open, best = 0, True, None
        for match_id, rows in by_match.items():  # newest first
            sides = table_sides(len(rows))
            own = rows[0].own_seat  # rows are in order of seat
            mine = next(side for side in sides if own in side)
            won = own in sides[rows[0].winner]
            whole = whole.add(won)
            kind = TableKind.of(len(rows))
            kinds[kind] = kinds.get(kind, Tally()).add(won)
            others = [r for r in rows if r.seat not in mine]
            for level in sorted({r.level for r in others if r.level is not None}):
                levels[level] = levels.get(level, Tally()).add(won)
            if reader_id not in (None, user_id) and any(r.user_id == reader_id
                                                        for r in others):
                versus = (versus or Tally()).add(not won)
            if streak_open:
                if streak == 0 or (streak > 0) == won:
                    streak += 1 if won else -1
                else:
                    streak_open = False
            margin = rows[0].margin  # box scoring's; else the difference of the totals
            if margin is None:
                margin = (rows[own].score or 0) - max((r.score or 0) for r in others)
            if won and margin is not None and (best is None or margin > best.margin):
                best = BestMatch(match_id, margin, tuple(
                    Seat(r.user_id, r.level, r.name or "") for r in others),
                    rows[0].finished_at)
        return Profile(
            user_id, stored or name or str(user_id), whole,
            tuple((k, kinds[k]) for k in TableKind if k in kinds),
            tuple(sorted(levels.items())),
            totals.hands, totals.won, totals.points, totals.knocks, totals.gins,
            totals.hands - totals.dead - totals.knocks, totals.undercuts_given,
            totals.undercuts_taken, totals.knock_deadwood, totals.turns_to_knock, best,
            streak, None if rating is None else ratings.shown(rating),
            0 if rating is None else rating.games, tuple(chart), points, versus,
            reader if versus is not None else None)

    async def season_board(self, guild_id: int, number: int, user_id: int | None = None,
                           limit: int = 20) -> Ladder:
        """Ended season ``number``'s ladder as it was archived at the season's end (the
        all-time ladder then), like ``ladder_board``; ``NoSuchSeason`` when the guild has
        no such ended season."""
        async with self.context.db.reading() as conn:
            found = await seasons.ended(conn, guild_id, number)
            if found is None:
                last = await seasons.numbers(conn, guild_id)
                raise NoSuchSeason(number, last[0] if last else 0)
        started, ended, entries = found
        when = datetime.fromtimestamp(ended, UTC)
        mine = next((e for e in entries[limit:] if e.user_id == user_id), None)
        return Ladder(LadderPeriod.SEASON, tuple(entries[:limit]), mine, len(entries),
                      when.year, when.month, started, number, ended)

    async def ended_seasons(self, guild_id: int) -> list[int]:
        """The numbers of the guild's ended seasons, newest first."""
        async with self.context.db.reading() as conn:
            return await seasons.numbers(conn, guild_id)


async def whole_ladder(conn: Conn, guild_id: int, period: LadderPeriod, now: float
                       ) -> tuple[list[LadderEntry], int, int, float]:
    """Every line of the guild's ladder for ``period`` (``ALL`` or ``MONTH``) at ``now``,
    read in the caller's transaction; the month's year and number, and when the movement
    is counted from."""
    year, month, start, previous = _months(now)
    since = now - MOVEMENT_DAYS * 86400 if period is LadderPeriod.ALL else start
    standings = {s.user_id: s for s in await ladder.standings(conn, guild_id)}
    then = await ladder.history_since(conn, guild_id, since)
    if period is LadderPeriod.ALL:
        placed = _all_time(standings.values(), {}, {})
        before = _all_time(standings.values(), then,
                           await ladder.points_between(conn, guild_id, since, None))
    else:
        placed = await _month(conn, guild_id, standings, start, None, {})
        before = await _month(conn, guild_id, standings, previous, start, then)
    places = {line.user_id: n for n, line in enumerate(before, 1)}
    entries = [
        _entry(n, line, standings[line.user_id].name,
               None if line.user_id not in places else places[line.user_id] - n)
        for n, line in enumerate(placed, 1)]
    return entries, year, month, since


@dataclass(frozen=True)
class _Line:
    """One person's numbers for placing them on a ladder (``rating`` shown; None: none)."""

    user_id: int
    rating: float | None
    mu: float | None
    sigma: float | None
    games: int
    wins: int
    losses: int
    points: int


def _entry(rank: int, line: _Line, name: str, moved: int | None) -> LadderEntry:
    return LadderEntry(rank, line.user_id, name, line.rating, line.mu, line.sigma, line.games,
                       line.wins, line.losses, line.points, moved)


def _months(now: float) -> tuple[int, int, float, float]:
    """The calendar month (UTC) of ``now``: its year, its number, when it and the month
    before it started."""
    today = datetime.fromtimestamp(now, UTC)
    start = datetime(today.year, today.month, 1, tzinfo=UTC)
    before = datetime(today.year - (today.month == 1), (today.month - 2) % 12 + 1, 1, tzinfo=UTC)
    return today.year, today.month, start.timestamp(), before.timestamp()


def _ordered(lines: Iterable[_Line], key: Callable[[_Line], tuple[float, ...]]) -> list[_Line]:
    return sorted(lines, key=lambda line: (*key(line), line.user_id))


def _all_time(standings: Iterable[Standing], since: Mapping[int, tuple[float | None, int]],
              earned: Mapping[int, int]) -> list[_Line]:
    """Everyone with a rating or ranking points, best first, as they stood before the
    rating changes in ``since`` (each person's rating before and how many changes) and
    the ranking points in ``earned``; both empty: as they stand now."""
    lines = []
    for s in standings:
        r = s.rating
        points = s.points - earned.get(s.user_id, 0)
        shown, changes = since.get(s.user_id, (None, 0))
        games = (r.games if r else 0) - changes
        rated = r is not None and games > 0
        if not rated and points <= 0:
            continue  # not on the ladder then
        if r is not None and rated:
            if shown is None:  # no change since: the rating now
                shown = ratings.shown(r)
            lines.append(_Line(s.user_id, shown, r.mu, r.sigma, r.games, r.wins, r.losses,
                               points))
        else:
            lines.append(_Line(s.user_id, None, None, None, 0, 0, 0, points))
    return _ordered(lines, lambda line: (line.rating is None, -(line.rating or 0.0),
                                         -line.points))


async def _month(conn: Conn, guild_id: int, standings: Mapping[int, Standing], start: float,
                 end: float | None, since: Mapping[int, tuple[float | None, int]],
                 ) -> list[_Line]:
    """The month from ``start`` until ``end`` (None: now): everyone who played a rated
    match in it or earned ranking points, placed by wins, fewer matches, ranking points,
    then the rating at its end (their rating now but for the changes in ``since``)."""
    played: dict[int, list[int]] = {}
    for user, seat, seats, winner in await ladder.rated_between(conn, guild_id, start, end):
        won = seat in table_sides(seats)[winner]
        tally = played.setdefault(user, [0, 0])
        tally[0] += 1
        tally[1] += won
    earned = await ladder.points_between(conn, guild_id, start, end)
    lines = []
    for user in played.keys() | earned.keys():
        s = standings.get(user)
        if s is None:
            continue
        r = s.rating
        shown = None if r is None else since[user][0] if user in since else ratings.shown(r)
        games, wins = played.get(user, (0, 0))
        lines.append(_Line(user, shown, r.mu if r else None, r.sigma if r else None, games,
                           wins, games - wins, earned.get(user, 0)))
    return _ordered(lines, lambda line: (line.games == 0, -line.wins, line.games, -line.points,
                                         -(line.rating or 0.0)))
