"""Queries: what a front end may read. Tables as one player or the public sees them,
matches in play and finished, whole records and hand-by-hand replays. Reading never
changes a match."""

from __future__ import annotations

from dataclasses import replace

from ginbot.engine import AnyTable, Event, MatchRecord, parse_action, replay
from ginbot.model import MatchInfo, Played
from ginbot.store import matches

from .context import Context
from .errors import MatchNotOver, NoSuchHand, NoSuchMatch, NotInMatch
from .scheduler import dealt as dealt_news
from .views import BoardReplay, HandReplay, TableSnapshot


class Queries:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def player_view(self, match_id: int, user_id: int) -> TableSnapshot:
        """The match as this player sees it (their own hand, never the other's)."""
        live = self.context.live.get(match_id)
        if live is not None:
            return live.table(live.seat_of(user_id))
        info, match = await self._finished(match_id)
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotInMatch(match_id, info.seats, finished=True)
        return TableSnapshot(info, seat, match.view(seat))

    async def public_view(self, match_id: int) -> TableSnapshot:
        """The match as the channel sees it."""
        live = self.context.live.get(match_id)
        if live is not None:
            return live.table(None)
        info, match = await self._finished(match_id)
        return TableSnapshot(info, None, match.view(None))

    async def match_info(self, match_id: int) -> MatchInfo:
        live = self.context.live.get(match_id)
        if live is not None:
            return live.info
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

    async def _finished(self, match_id: int) -> tuple[MatchInfo, AnyTable]:
        async with self.context.db.reading() as conn:
            stored = await matches.load_match(conn, match_id)
        if stored is None:
            raise NoSuchMatch(match_id)
        return stored.info, replay(stored.record())

    def active_match(self, guild_id: int, user_id: int) -> MatchInfo | None:
        """This person's match in play in this guild, if any."""
        match_id = self.context.active.get((guild_id, user_id))
        return None if match_id is None else self.context.live[match_id].info

    def active_matches_for_user(self, user_id: int) -> list[MatchInfo]:
        """Every match in play of this person, in all guilds (for DM buttons)."""
        return [live.info for live in self.context.live.values()
                if user_id in live.info.user_ids]

    def matches_in_channel(self, channel_id: int) -> list[MatchInfo]:
        """Matches in play whose table is in this channel or this thread."""
        return [live.info for live in self.context.live.values()
                if channel_id in (live.info.channel_id, live.info.thread_id)]

    def active_matches(self) -> list[MatchInfo]:
        return [live.info for live in self.context.live.values()]

    async def recent_matches(
        self, guild_id: int, user_id: int | None = None, limit: int = 10
    ) -> list[MatchInfo]:
        """Finished matches of the guild (or of one person there), newest first."""
        async with self.context.db.reading() as conn:
            return await matches.recent(conn, guild_id, user_id, limit)
