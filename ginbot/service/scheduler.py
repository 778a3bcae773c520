"""The scheduler: what each due row of a match does when the dispatcher claims it."""

from __future__ import annotations

import contextlib
import copy
import logging

from ginbot import offload
from ginbot.engine import Action, IllegalAction, seat_match_view
from ginbot.model import ActionSource, EndReason, IdleAction, TimedOut
from ginbot.store import matches
from ginbot.store.due import Due

from . import tables
from .changes import Change, Coordinator
from .errors import StaleTable
from .live import LiveMatch
from .settings import Settings
from .timers import AUTOPLAY_TURNS, board_token

log = logging.getLogger("ginbot.service")


class Scheduler:
    """What each due row of a match does when it falls due: the next deal, a turn's
    reminder or time-out, a computer's move. Each is one change through the coordinator,
    which deletes the row in the same transaction."""

    def __init__(self, coordinator: Coordinator, settings: Settings, *,
                 autoplay_level: str) -> None:
        self.coordinator = coordinator
        self.context = coordinator.context
        self.settings = settings
        self.autoplay_level = autoplay_level

    @property
    def computer_pause(self) -> float:
        return self.coordinator.computer_pause

    @computer_pause.setter
    def computer_pause(self, seconds: float) -> None:
        self.coordinator.computer_pause = seconds

    async def fire(self, row: Due) -> None:
        assert row.match_id is not None
        now = self.context.clock.now()
        change = self.coordinator.change
        owner = self.context.owner
        match row.kind:
            case "deal":
                await change(row.match_id, lambda live: tables.deal(live, now), timer=row,
                             owner=owner)
            case "remind":
                await change(row.match_id, lambda live: self._remind(live, row),
                             timer=row, owner=owner)
            case "turn":
                await self._time_out(row)
            case "computer":
                await self._computer(row)

    def _remind(self, live: LiveMatch, row: Due) -> Change:
        """Half the turn's time is gone: the player is told how much is left."""
        assert row.seat is not None
        result = Change()
        timeout = self.settings.guild_settings(live.info.guild_id).turn_timeout
        result.notices.add("reminder", user_id=live.info.seats[row.seat].user_id,
                           seconds_left=timeout - timeout / 2)
        return result

    async def _computer(self, row: Due) -> None:
        """The computer at the row's seat moves: it thinks off the event loop on the match as
        it stands, then the move is played if its board has not moved meanwhile."""
        assert row.match_id is not None and row.seat is not None
        seat = row.seat
        live = await self._reading(row.match_id)
        if live is None or board_token(live.match, seat) != row.token:
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
        now = self.context.clock.now()

        def move(current: LiveMatch) -> Change:
            if board_token(current.match, seat) != row.token:
                raise StaleTable(current.id)
            try:
                return tables.play(current, seat, [action], ActionSource.COMPUTER, now)
            except IllegalAction as error:
                log.error("the %s player chose %s in match %d (%s); it plays a plain move",
                          level, action, current.id, error)
                plain = seat_match_view(current.match, seat).hand.legal[0]
                return tables.play(current, seat, [plain], ActionSource.COMPUTER, now)

        with contextlib.suppress(StaleTable):
            await self.coordinator.change(row.match_id, move, timer=row,
                                          owner=self.context.owner)

    async def _time_out(self, row: Due) -> None:
        """``seat`` ran out of time: forfeit, or the computer plays their turn."""
        assert row.match_id is not None and row.seat is not None
        seat = row.seat
        live = await self._reading(row.match_id)
        if live is None:
            return
        settings = self.settings.guild_settings(live.info.guild_id)
        now = self.context.clock.now()
        if (settings.idle_action is IdleAction.FORFEIT
                or live.idle_turns[seat] >= AUTOPLAY_TURNS):
            await self.coordinator.change(
                row.match_id, lambda current: tables.leave(current, seat, EndReason.FORFEIT),
                timer=row, owner=self.context.owner)
            return
        actions = await self._whole_turn(live, seat)

        def autoplay(current: LiveMatch) -> Change:
            current.idle_turns[seat] += 1
            return tables.play(current, seat, actions, ActionSource.TIMER, now,
                               intro=[TimedOut(seat, autoplay=True)])

        await self.coordinator.change(row.match_id, autoplay, timer=row,
                                      owner=self.context.owner)

    async def _whole_turn(self, live: LiveMatch, seat: int) -> list[Action]:
        """The autoplayer's moves for ``seat``'s whole turn, thought on a copy of the match."""
        table = copy.deepcopy(live.match)
        player = live.player(seat, self.autoplay_level)
        actions: list[Action] = []
        while seat in table.to_move and not table.awaiting_deal:
            action = await offload.run(player.choose, seat_match_view(table, seat))
            table.apply(action, seat)
            actions.append(action)
        return actions

    async def _reading(self, match_id: int) -> LiveMatch | None:
        """The match as stored now (None once it has finished)."""
        async with self.coordinator.guard(match_id), self.context.db.reading() as conn:
            found = await matches.standing(conn, match_id)
            if found is None or found[1]:
                return None
            return await self.coordinator.current(conn, match_id, found[0])
