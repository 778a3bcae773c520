"""The scheduler: what comes after a change. The computer thinks off the event loop and
moves after a pause; after a showdown the next hand is dealt after the guild's delay;
turn timers remind, then forfeit (or play for) the idle player.

Every timer carries the match's ``version`` or ``turn`` as it was armed: a timer
that fires after the match moved on does nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from ginbot import offload
from ginbot.engine import AnyTable, IllegalAction, seat_match_view
from ginbot.model import ActionSource, Dealt, EndReason, IdleAction, MatchInfo, News, TimedOut
from ginbot.store import StoredTimer, matches, timers

from .context import Call, Context
from .live import LiveMatch
from .settings import Settings
from .tables import Tables
from .views import TableSnapshot

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

    def after_change(
        self, live: LiveMatch, *, restarted: bool = False,
        stored: Sequence[StoredTimer] = (),
    ) -> list[Call]:
        """Schedule what the new state calls for; runs after every stored change.

        A seat's turn begins when it comes to move (two seats move at once at a team
        table) and ends when it no longer does. What is armed is written to the store;
        after a restart, ``stored`` (what the last run had armed) keeps the next deal's
        time, while a turn gets a fresh clock: nobody loses time for the bot's absence.
        Returns the "your turn" notices to send after the change's own notices.
        """
        context = self.context
        if context.closing:
            return []
        if live.info.finished:
            self._remember(live)
            return []
        calls = self._arm(live, restarted, stored)
        self._remember(live)
        return calls

    async def plan(self, conn: Any, live: LiveMatch, *, over: bool = False) -> list[Call]:
        """``after_change`` for a change being written: arms what it calls for and writes
        the armed timers in the caller's transaction (``over``: the match ends in it, so
        nothing stays armed). If the transaction fails, the rebuild re-arms everything."""
        calls = [] if over or self.context.closing else self._arm(live, False, ())
        armed = () if over else armed_timers(live)
        if armed != live.stored_timers:
            await timers.replace_all(conn, live.id, armed)
            live.stored_timers = armed
        return calls

    def _arm(
        self, live: LiveMatch, restarted: bool, stored: Sequence[StoredTimer]
    ) -> list[Call]:
        context = self.context
        match = live.match
        moving = match.to_move
        for seat in [s for s in live.turns if s not in moving]:
            del live.turns[seat]
            live.cancel_timers_of(seat)
        if match.awaiting_deal:
            if live.dealing != match.hand_number:
                live.dealing = match.hand_number
                delay = self.settings.guild_settings(live.info.guild_id).next_hand_delay
                due = next((t.due_at for t in stored if t.kind == "deal"), None)
                if due is not None:
                    delay = max(0.0, due - context.clock.now())
                live.next_deal_at = context.clock.now() + delay
                version = live.version
                live.timers[None] = [context.after(delay, lambda: self._deal(live, version))]
            return []
        if live.dealing is not None:
            live.dealing = None
            live.cancel_timers_of(None)  # dealt: the deal's timer has fired
        calls: list[Call] = []
        for seat in moving:
            new_turn = seat not in live.turns
            if new_turn:
                live.turn_count += 1
                live.turns[seat] = live.turn_count
            if live.info.seats[seat].is_computer:
                self._schedule_computer(live, seat)
                continue
            if not new_turn:
                continue
            self._arm_turn_timer(live, seat)
            if restarted:
                continue
            user_id = live.info.seats[seat].user_id
            assert user_id is not None
            calls.append(your_turn(context, live.info, user_id, live.table(seat)))
        return calls

    def _schedule_computer(self, live: LiveMatch, seat: int) -> None:
        """The computer at ``seat`` moves after a pause, unless its board moves first."""
        token = board_token(live, seat)
        if seat in live.computer_due and live.computer_due[seat][0] == token:
            return  # already on its way
        live.computer_due[seat] = (token, self.context.clock.now() + self.computer_pause)
        self.context.after(self.computer_pause, lambda: self._computer_move(live, seat, token))

    async def _computer_move(self, live: LiveMatch, seat: int, token: object) -> None:
        if board_token(live, seat) != token or not self.context.current(live):
            return
        level = live.info.seats[seat].level
        assert level is not None
        view = seat_match_view(live.match, seat)
        try:
            action = await offload.run(live.player(seat, level).choose, view)
        except Exception:
            log.exception("the %s player failed in match %d; it plays a plain move", level,
                          live.id)
            action = view.hand.legal[0]
        async with live.lock:
            if seat in live.computer_due and live.computer_due[seat][0] == token:
                del live.computer_due[seat]  # its action's own write forgets its row
            if board_token(live, seat) != token or not self.context.current(live):
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
            dealt_before = len(live.match.hand_seeds)
            live.match.next_hand()
            seeds = live.match.hand_seeds[dealt_before:]
            try:
                async with context.db.transaction() as conn:
                    for offset, seed in enumerate(seeds):
                        await matches.insert_hand(
                            conn, live.id, dealt_before + offset, seed, context.clock.now())
                    live.version += 1  # before arming, as for an action
                    after = await self.plan(conn, live)
            except BaseException:
                await self.tables.rebuild(live)
                raise
            news: list[News] = list(dealt(live.match))
            info, public = live.info, live.table(None)
            calls: list[Call] = [lambda: context.announce.table_changed(info, public, news)]
            context.notify(live, calls + hand_calls(context, live, news) + after)

    def _remember(self, live: LiveMatch) -> None:
        """Write what is armed now, when it changed, outside any change's transaction (a
        start, a restart): the write reads the timers as they are when it runs."""
        if armed_timers(live) == live.stored_timers:
            return
        if live.timer_writes is not None and not live.timer_writes.done():
            return  # the write on its way writes the latest
        db = self.context.db

        async def write() -> None:
            while True:
                async with db.transaction() as conn:
                    armed = armed_timers(live)
                    if armed == live.stored_timers:
                        return
                    await timers.replace_all(conn, live.id, armed)
                live.stored_timers = armed

        live.timer_writes = self.context.spawn(write())

    def _arm_turn_timer(self, live: LiveMatch, seat: int) -> None:
        timeout = self.settings.guild_settings(live.info.guild_id).turn_timeout
        if timeout <= 0:
            return
        turn = live.turns[seat]
        live.deadlines[seat] = self.context.clock.now() + timeout
        half = timeout / 2
        live.timers[seat] = [
            self.context.after(half, lambda: self._remind(live, turn, seat, timeout - half)),
            self.context.after(timeout, lambda: self._time_out(live, turn, seat)),
        ]

    async def _remind(self, live: LiveMatch, turn: int, seat: int, seconds_left: float) -> None:
        context = self.context
        if live.turns.get(seat) != turn or not context.current(live):
            return
        user_id = live.info.seats[seat].user_id
        assert user_id is not None
        info = live.info
        context.notify(live, [lambda: context.announce.reminder(info, user_id, seconds_left)])

    async def _time_out(self, live: LiveMatch, turn: int, seat: int) -> None:
        """``seat`` ran out of time: forfeit, or the computer plays their turn."""
        async with live.lock:
            if live.turns.get(seat) != turn or not self.context.current(live):
                return
            settings = self.settings.guild_settings(live.info.guild_id)
            if (settings.idle_action is IdleAction.FORFEIT
                    or live.idle_turns[seat] >= AUTOPLAY_TURNS):
                await self.tables.end(live, seat, EndReason.FORFEIT, TimedOut(seat, autoplay=False))
                return
            live.idle_turns[seat] += 1
            intro: list[News] = [TimedOut(seat, autoplay=True)]
            player = live.player(seat, self.autoplay_level)
            while live.turns.get(seat) == turn and not live.info.finished:
                view = seat_match_view(live.match, seat)
                action = await offload.run(player.choose, view)
                await self.tables.apply(live, seat, action, ActionSource.TIMER, intro)
                intro = []


def armed_timers(live: LiveMatch) -> tuple[StoredTimer, ...]:
    """What the scheduler has armed for ``live``: nothing once it is over."""
    if live.info.finished or live.match.over:
        return ()
    armed = [StoredTimer("turn", seat, due) for seat, due in sorted(live.deadlines.items())]
    armed += [StoredTimer("computer", seat, due)
              for seat, (_, due) in sorted(live.computer_due.items())]
    if live.next_deal_at is not None:
        armed.append(StoredTimer("deal", None, live.next_deal_at))
    return tuple(armed)


def board_token(live: LiveMatch, seat: int) -> object:
    """Where ``seat``'s board stands: it changes with every move made there (and with
    every deal and rebuild), so a computer move planned earlier can tell it is stale."""
    board = next((b for b in live.match.boards if seat in b.players), None)
    if board is None:
        return None
    return (id(board.hand), len(board.hand.history))


def dealt(match: AnyTable) -> list[Dealt]:
    """The news of the match's current deal: one per board."""
    view = match.view(None)
    boards = view.boards
    return [Dealt(view.hand_number,
                  board.dealer if view.sitting_out is None else view.sitting_out,
                  board.players[board.hand.to_move], board.hand.upcard,
                  index if len(boards) > 1 else None)
            for index, board in enumerate(boards)]


def your_turn(context: Context, info: MatchInfo, user_id: int, table: TableSnapshot) -> Call:
    return lambda: context.announce.your_turn(info, user_id, table)


def hand_calls(context: Context, live: LiveMatch, news: Sequence[News]) -> list[Call]:
    """Each person's new hand after a deal."""
    info = live.info
    calls: list[Call] = []
    for seat, user_id in enumerate(s.user_id for s in info.seats):
        if user_id is not None:
            table = live.table(seat)
            calls.append(
                lambda u=user_id, t=table: context.announce.hand_changed(info, u, t, news))
    return calls
