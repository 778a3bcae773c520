"""Which timers a match needs after a change, as due rows.

``plan`` is pure: from the match as it now stands and the rows it has, the rows to arm
and to cancel. A person's turn keeps its rows (its reminder at half time, its time-out)
until the turn ends; a computer's move is due a pause after its board last moved; the
next deal after the guild's delay. The coordinator writes the plan in the change's
transaction; the dispatcher claims each row when it falls due and the scheduler
applies it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ginbot.engine import AnyTable
from ginbot.model import GuildSettings
from ginbot.store.due import Due

from .live import LiveMatch

AUTOPLAY_TURNS = 3  # turns the computer plays for an idle person before they forfeit
NEVER = 1e18
"""The due time of a turn without a time limit: its row marks the turn, and never fires."""
MATCH_TIMERS = frozenset({"deal", "remind", "turn", "computer"})


@dataclass
class Plan:
    arm: list[Due] = field(default_factory=list)
    cancel: list[int] = field(default_factory=list)
    new_turns: list[int] = field(default_factory=list)  # people whose turn began

    def kept(self, existing: Sequence[Due]) -> list[Due]:
        """The match's rows once the plan is written."""
        gone = set(self.cancel)
        return [d for d in existing if d.id not in gone] + self.arm


def plan(live: LiveMatch, existing: Sequence[Due], now: float, settings: GuildSettings,
         computer_pause: float) -> Plan:
    """The rows ``live`` needs now, against the ``existing`` rows of the match."""
    match = live.match
    mine = [d for d in existing if d.kind in MATCH_TIMERS]
    result = Plan()
    if live.info.finished or match.over:
        result.cancel = [d.id for d in mine if d.id is not None]
        return result
    keep: set[int] = set()

    def holding(kind: str, seat: int | None, token: int | None = None) -> Due | None:
        return next((d for d in mine if d.kind == kind and d.seat == seat
                     and (token is None or d.token == token)), None)

    if match.awaiting_deal:
        deal = holding("deal", None)
        if deal is None:
            result.arm.append(Due("deal", now + settings.next_hand_delay, live.id))
        else:
            keep.add(deal.id or 0)
    for seat in match.to_move:
        if live.info.seats[seat].is_computer:
            token = board_token(match, seat)
            move = holding("computer", seat, token)
            if move is None:
                result.arm.append(Due("computer", now + computer_pause, live.id, seat=seat,
                                      token=token))
            else:
                keep.add(move.id or 0)
            continue
        turn = holding("turn", seat)
        if turn is not None:
            keep.add(turn.id or 0)
            remind = holding("remind", seat, turn.token)
            if remind is not None:
                keep.add(remind.id or 0)
            continue
        result.new_turns.append(seat)
        timeout = settings.turn_timeout
        if timeout <= 0:
            result.arm.append(Due("turn", NEVER, live.id, seat=seat, token=live.seq))
            continue
        result.arm.append(Due("remind", now + timeout / 2, live.id, seat=seat, token=live.seq))
        result.arm.append(Due("turn", now + timeout, live.id, seat=seat, token=live.seq))
    result.cancel = [d.id for d in mine if d.id is not None and d.id not in keep]
    return result


def clocks(rows: Sequence[Due]) -> tuple[dict[int, float], float | None]:
    """The deadlines of the seats to move and the next deal's time, as tables show them."""
    deadlines = {d.seat: d.due_at for d in rows
                 if d.kind == "turn" and d.seat is not None and d.due_at < NEVER}
    deal = next((d.due_at for d in rows if d.kind == "deal"), None)
    return deadlines, deal


def board_token(match: AnyTable, seat: int) -> int:
    """Where ``seat``'s board stands: it changes with every move made there and every deal,
    so a computer's move planned earlier can tell it is stale."""
    board = next((b for b in match.boards if seat in b.players), None)
    if board is None:
        return -1
    return match.hand_number * 1000 + len(board.hand.history)
