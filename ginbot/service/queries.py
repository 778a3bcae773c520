"""Queries: what a front end may read. Tables as one player or the public sees them,
matches in play and finished, whole records and hand-by-hand replays. Reading never
changes a match."""

from __future__ import annotations

from dataclasses import replace

from ginbot.engine import Event, MatchRecord, parse_action, replay
from ginbot.model import MatchInfo, Played
from ginbot.store import due, matches

from .changes import Coordinator
from .context import Context
from .errors import MatchNotOver, NoSuchHand, NoSuchMatch, NotInMatch
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
