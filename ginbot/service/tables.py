"""Tables: play at a match in play, one action at a time under the match's lock.

The way of one action: the engine checks it, the store appends it in one
transaction, and only then is it announced. A refused action changes and writes
nothing; a failed write rebuilds the match from the store (the truth).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ginbot.engine import Action, BoardResult, Event, HandIsOver, HandResult
from ginbot.model import ActionSource, EndReason, MatchInfo, News, Played, Resigned
from ginbot.store import StoredAction, matches

from .context import Call, Context
from .errors import MatchFinished, NoSuchMatch
from .live import LiveMatch
from .results import Results
from .views import ActResult, MatchSummary

if TYPE_CHECKING:
    from .scheduler import Scheduler

log = logging.getLogger("ginbot.service")


class Tables:
    """Acts, resignations, the end of a match, and the rebuild after a failed write.

    ``scheduler`` is set once both exist: a change here schedules what comes next there,
    and the scheduler's moves are played here.
    """

    scheduler: Scheduler

    def __init__(self, context: Context, results: Results) -> None:
        self.context = context
        self.results = results

    async def act(self, match_id: int, user_id: int, action: Action) -> ActResult:
        """Play ``action`` for ``user_id``; returns once it is stored.

        Raises the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a
        card not held, the card just taken, an illegal knock, the match is over)
        or ``NotInMatch``/``NoSuchMatch``; a refused action writes nothing.
        """
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            seat = live.seat_of(user_id)
            return await self.apply(live, seat, action, ActionSource.PLAYER)

    async def resign(self, match_id: int, user_id: int) -> MatchSummary:
        """Give up the match: the other side wins (and the ladder says so)."""
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            seat = live.seat_of(user_id)
            return await self.end(live, seat, EndReason.RESIGN, Resigned(seat))

    async def set_thread(self, match_id: int, thread_id: int | None) -> MatchInfo:
        """Move the match's table into a thread (or back to the channel with None)."""
        live = await self._playing(match_id)
        async with live.lock:
            self._check_in_play(live)
            async with self.context.db.transaction() as conn:
                await matches.set_thread(conn, match_id, thread_id, self.context.clock.now())
            live.info = replace(live.info, thread_id=thread_id)
            return live.info

    async def _playing(self, match_id: int) -> LiveMatch:
        live = self.context.live.get(match_id)
        if live is not None:
            return live
        async with self.context.db.reading() as conn:
            info = await matches.load_info(conn, match_id)
        if info is None:
            raise NoSuchMatch(match_id)
        raise MatchFinished(info)

    def _check_in_play(self, live: LiveMatch) -> None:
        self.context.check_open()
        if live.info.finished:
            raise MatchFinished(live.info)

    async def apply(
        self, live: LiveMatch, seat: int, action: Action, source: ActionSource,
        intro: Sequence[News] = (),
    ) -> ActResult:
        """Check, store, announce one action. The caller holds the match's lock."""
        match = live.match
        if match.awaiting_deal:
            raise HandIsOver(dealing=True)
        hand_index = match.hand_number - 1
        boards = match.boards
        board_index = next((i for i, b in enumerate(boards) if seat in b.players), 0)
        events = match.apply(action, seat)  # the engine refuses before changing anything
        board = boards[board_index]
        result = board.hand.result if board.hand.is_over else None
        now = self.context.clock.now()
        stored = StoredAction(live.seq, hand_index, seat, str(action), source, now)
        summary = None
        try:
            async with self.context.db.transaction() as conn:
                await matches.append_action(conn, live.id, stored)
                if result is not None:
                    await matches.insert_hand_result(
                        conn, live.id, hand_index, board_index, board.players, result,
                        match.scores, now)
                if match.over:
                    assert match.winner is not None
                    summary = await self.results.write_end(
                        conn, live, match.winner, EndReason.TARGET, now)
                live.version += 1  # before arming: what is armed now belongs to this change
                after = await self.scheduler.plan(conn, live, over=match.over)
        except BaseException:
            await self.rebuild(live)
            raise
        live.seq += 1
        if source is ActionSource.PLAYER:
            live.idle_turns[seat] = 0
        if summary is not None:
            live.info = summary.match
            self.context.retire(live)
        round_over = result is not None and all(b.hand.is_over for b in match.boards)
        showdown = (tuple(BoardResult(b.players, b.hand.result) for b in match.boards
                          if b.hand.result is not None) if round_over else ())
        news = self._announce_action(live, seat, events, result, showdown, summary, intro,
                                     after)
        return ActResult(live.info, seat, action, stored.seq, tuple(news), live.table(seat),
                         result, summary)

    async def end(
        self, live: LiveMatch, left: int, reason: EndReason, news: News
    ) -> MatchSummary:
        """End the match outside the rules' own end: ``left`` resigned or forfeited, and
        ``winner_without`` says who wins. Lock held."""
        try:
            async with self.context.db.transaction() as conn:
                summary = await self.results.write_end(
                    conn, live, live.winner_without(left), reason, self.context.clock.now(),
                    left=left)
                await self.scheduler.plan(conn, live, over=True)
        except BaseException:
            await self.rebuild(live)
            raise
        live.version += 1
        live.info = summary.match
        self.context.retire(live)
        info = live.info
        public = live.table(None)
        self.context.notify(live, [
            lambda: self.context.announce.table_changed(info, public, [news]),
            lambda: self.context.announce.match_over(info, summary),
        ])
        return summary

    async def rebuild(self, live: LiveMatch) -> None:
        """A write failed: the store is the truth, rebuild the match from it."""
        log.warning("rebuilding match %d from the store after a failed write", live.id)
        try:
            async with self.context.db.reading() as conn:
                stored = await matches.load_match(conn, live.id)
        except Exception:
            log.exception("match %d could not be reloaded; it is set aside", live.id)
            self.context.retire(live)
            return
        assert stored is not None
        fresh = LiveMatch.rebuild(stored)
        live.match, live.seq, live.info = fresh.match, fresh.seq, stored.info
        live.idle_turns = fresh.idle_turns
        live.version += 1
        if stored.info.finished:
            self.context.retire(live)
            return
        live.turns.clear()
        live.dealing = None
        live.computer_due.clear()
        live.stored_timers = None
        self.scheduler.after_change(live, restarted=True)

    def _announce_action(
        self, live: LiveMatch, seat: int, events: list[Event], result: HandResult | None,
        showdown: tuple[BoardResult, ...], summary: MatchSummary | None, intro: Sequence[News],
        after: list[Call],
    ) -> list[News]:
        """Tell everyone what happened, each only what they may know, then ``after`` (the
        "your turn" notices); returns the mover's own news. The showdown comes once the
        deal's every board has ended."""
        info = live.info
        public_news = [*intro, *(Played.seen(e, None, result) for e in events)]
        public = live.table(None)
        calls: list[Call] = [
            lambda: self.context.announce.table_changed(info, public, public_news)]
        own_news = [*intro, *(Played.seen(e, seat, result) for e in events)]
        user_id = info.seats[seat].user_id
        if user_id is not None:
            own = live.table(seat)
            calls.append(
                lambda: self.context.announce.hand_changed(info, user_id, own, own_news))
        if showdown:
            scores, number = live.match.scores, live.match.hand_number
            calls.append(
                lambda: self.context.announce.showdown(info, number, showdown, scores))
        if summary is not None:
            calls.append(lambda: self.context.announce.match_over(info, summary))
        self.context.notify(live, calls + after)
        return own_news
