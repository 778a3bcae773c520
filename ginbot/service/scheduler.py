"""The scheduler: what comes after a change. The computer thinks off the event loop and
moves after a pause; after a showdown the next hand is dealt after the guild's delay;
turn timers remind, then forfeit (or play for) the idle player.

Every timer carries the match's ``version`` or ``turn`` as it was armed: a timer
that fires after the match moved on does nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from ginbot.engine import IllegalAction, Match
from ginbot.model import ActionSource, Dealt, EndReason, IdleAction, News, TimedOut
from ginbot.store import matches

from .context import Call, Context
from .live import LiveMatch
from .settings import Settings
from .tables import Tables

log = logging.getLogger("ginbot.service")

AUTOPLAY_TURNS = 3  # turns the computer plays for an idle person before they forfeit


class Scheduler:
    def __init__(
        self, context: Context, settings: Settings, tables: Tables, *,
        computer_pause: float, autoplay_level: str,
    ) -> None:
        self.context = context
        self.settings = settings
        self.tables = tables
        self.computer_pause = computer_pause
        self.autoplay_level = autoplay_level

    def after_change(self, live: LiveMatch, *, restarted: bool = False) -> list[Call]:
        """Schedule what the new state calls for; runs after every stored change.

        Returns the "your turn" notice to send after the change's own notices.
        """
        context = self.context
        if live.info.finished or context.closing:
            return []
        match = live.match
        awaiting = match.awaiting_deal
        key = ("deal", match.hand_number) if awaiting else (match.hand_number, match.hand.to_move)
        new_turn = key != live.turn_key
        if new_turn:
            live.turn_key = key
            live.turn += 1
            live.cancel_timers()
        if awaiting:
            if new_turn:
                delay = self.settings.guild_settings(live.info.guild_id).next_hand_delay
                live.next_deal_at = context.clock.now() + delay
                version = live.version
                live.timers.append(context.after(delay, lambda: self._deal(live, version)))
            return []
        seat = match.hand.to_move
        if live.info.seats[seat].is_computer:
            version = live.version
            context.after(self.computer_pause, lambda: self._computer_move(live, version))
            return []
        if not new_turn:
            return []
        self._arm_turn_timer(live, seat)
        if restarted:
            return []
        user_id = live.info.seats[seat].user_id
        assert user_id is not None
        info, table = live.info, live.table(seat)
        return [lambda: context.notifier.your_turn(info, user_id, table)]

    async def _computer_move(self, live: LiveMatch, version: int) -> None:
        if live.version != version or not self.context.current(live):
            return
        seat = live.match.hand.to_move
        level = live.info.seats[seat].level
        assert level is not None
        view = live.match.view(seat)
        try:
            action = await asyncio.to_thread(live.player(seat, level).choose, view)
        except Exception:
            log.exception("the %s player failed in match %d; it plays a plain move", level,
                          live.id)
            action = view.hand.legal[0]
        async with live.lock:
            if live.version != version or not self.context.current(live):
                return
            try:
                await self.tables.apply(live, seat, action, ActionSource.COMPUTER)
            except IllegalAction as error:
                log.error("the %s player chose %s in match %d (%s); it plays a plain move",
                          level, action, live.id, error)
                await self.tables.apply(live, seat, view.hand.legal[0], ActionSource.COMPUTER)

    async def _deal(self, live: LiveMatch, version: int) -> None:
        context = self.context
        async with live.lock:
            if (live.version != version or not context.current(live)
                    or not live.match.awaiting_deal):
                return
            live.match.next_hand()
            index = live.match.hand_number - 1
            try:
                async with context.db.transaction() as conn:
                    await matches.insert_hand(
                        conn, live.id, index, live.match.hand_seeds[index], context.clock.now())
            except BaseException:
                await self.tables.rebuild(live)
                raise
            live.version += 1
            after = self.after_change(live)
            news: list[News] = [dealt(live.match)]
            info, public = live.info, live.table(None)
            calls: list[Call] = [lambda: context.notifier.table_changed(info, public, news)]
            context.notify(live, calls + hand_calls(context, live, news) + after)

    def _arm_turn_timer(self, live: LiveMatch, seat: int) -> None:
        timeout = self.settings.guild_settings(live.info.guild_id).turn_timeout
        if timeout <= 0:
            return
        turn = live.turn
        live.deadline = self.context.clock.now() + timeout
        half = timeout / 2
        live.timers += [
            self.context.after(half, lambda: self._remind(live, turn, seat, timeout - half)),
            self.context.after(timeout, lambda: self._time_out(live, turn)),
        ]

    async def _remind(self, live: LiveMatch, turn: int, seat: int, seconds_left: float) -> None:
        context = self.context
        if live.turn != turn or not context.current(live):
            return
        user_id = live.info.seats[seat].user_id
        assert user_id is not None
        info = live.info
        context.notify(live, [lambda: context.notifier.reminder(info, user_id, seconds_left)])

    async def _time_out(self, live: LiveMatch, turn: int) -> None:
        """The player to move ran out of time: forfeit, or the computer plays their turn."""
        async with live.lock:
            if live.turn != turn or not self.context.current(live):
                return
            seat = live.match.hand.to_move
            settings = self.settings.guild_settings(live.info.guild_id)
            if (settings.idle_action is IdleAction.FORFEIT
                    or live.idle_turns[seat] >= AUTOPLAY_TURNS):
                await self.tables.end(live, live.other_seat(seat), EndReason.FORFEIT,
                                      TimedOut(seat, autoplay=False))
                return
            live.idle_turns[seat] += 1
            intro: list[News] = [TimedOut(seat, autoplay=True)]
            player = live.player(seat, self.autoplay_level)
            while live.turn == turn and not live.info.finished:
                action = await asyncio.to_thread(player.choose, live.match.view(seat))
                await self.tables.apply(live, seat, action, ActionSource.TIMER, intro)
                intro = []


def dealt(match: Match) -> Dealt:
    """The news of the match's current deal."""
    hand = match.hand
    return Dealt(match.hand_number, hand.dealer, hand.to_move, hand.upcard)


def hand_calls(context: Context, live: LiveMatch, news: Sequence[News]) -> list[Call]:
    """Each person's new hand after a deal."""
    info = live.info
    calls: list[Call] = []
    for seat, user_id in enumerate(s.user_id for s in info.seats):
        if user_id is not None:
            table = live.table(seat)
            calls.append(
                lambda u=user_id, t=table: context.notifier.hand_changed(info, u, t, news))
    return calls
