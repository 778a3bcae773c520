"""Tables: what an action, a resignation or a deal changes at a match, worked out from the
engine before anything is written; the coordinator (``changes``) writes it.

The way of one action: the engine checks it and plays it, and this part says what is
to be stored (the action, a hand's result, the end), and told (the public news for the
channel, the mover's own news, the showdown once every board of the deal has ended).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace

from ginbot import offload
from ginbot.engine import Action, AnyTable, HandIsOver, NotYourTurn, seat_match_view
from ginbot.model import (
    ActionSource,
    Dealt,
    EndReason,
    Hint,
    HintProblem,
    HintRefused,
    News,
    Played,
    Resigned,
    TimedOut,
)
from ginbot.store import StoredAction, matches

from . import hints
from .changes import Change, Coordinator, HandEnd, MatchEnd, Written
from .errors import MatchFinished, NoSuchMatch
from .live import LiveMatch
from .views import ActResult, MatchSummary

log = logging.getLogger("ginbot.service")


def play(live: LiveMatch, seat: int, actions: Sequence[Action], source: ActionSource,
         now: float, intro: Sequence[News] = ()) -> Change:
    """``seat`` plays ``actions`` in turn (the autoplayer plays a whole turn at once)."""
    change = Change()
    public: list[News] = list(intro)
    own: list[News] = list(intro)
    match = live.match
    for action in actions:
        if match.awaiting_deal:
            raise HandIsOver(dealing=True)
        hand_index = match.hand_number - 1
        boards = match.boards
        board_index = next((i for i, b in enumerate(boards) if seat in b.players), 0)
        events = match.apply(action, seat)  # the engine refuses before changing anything
        board = boards[board_index]
        result = board.hand.result if board.hand.is_over else None
        change.actions.append(StoredAction(live.seq + len(change.actions), hand_index, seat,
                                           str(action), source, now))
        if result is not None:
            change.hands.append(HandEnd(hand_index, board_index, board.players, result,
                                        tuple(match.scores)))
        public += [Played.seen(e, None, result) for e in events]
        own += [Played.seen(e, seat, result) for e in events]
        if source is ActionSource.PLAYER:
            live.idle_turns[seat] = 0
        if match.over:
            assert match.winner is not None
            change.end = MatchEnd(match.winner, EndReason.TARGET)
            break
    change.notices.add("table", public)
    user_id = live.info.seats[seat].user_id
    if user_id is not None:
        change.notices.add("hand", own, user_id=user_id)
    if change.hands and all(b.hand.is_over for b in match.boards):
        change.notices.add("showdown", hand_number=match.hand_number)
    return change


def leave(live: LiveMatch, seat: int, reason: EndReason) -> Change:
    """``seat`` resigned or ran out of time: ``winner_without`` says who wins."""
    change = Change(end=MatchEnd(live.winner_without(seat), reason, seat))
    news: News = Resigned(seat) if reason is EndReason.RESIGN else TimedOut(seat, False)
    change.notices.add("table", [news])
    return change


def deal(live: LiveMatch, now: float) -> Change:
    """The next hand (a team table: the next round, a board each pair)."""
    match = live.match
    dealt_before = len(match.hand_seeds)
    match.next_hand()
    change = Change(deals=[(dealt_before + offset, seed) for offset, seed
                           in enumerate(match.hand_seeds[dealt_before:])])
    news: list[News] = list(dealt(match))
    change.notices.add("table", news)
    for user_id in live.info.user_ids:
        change.notices.add("hand", news, user_id=user_id)
    return change


class Tables:
    """Acts, resignations and the thread of a match, each one change."""

    def __init__(self, coordinator: Coordinator) -> None:
        self.coordinator = coordinator
        self.context = coordinator.context

    async def act(self, match_id: int, user_id: int, action: Action,
                  version: int | None = None) -> ActResult:
        """Play ``action`` for ``user_id``; returns once it is stored.

        Raises the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a card
        not held, the card just taken, an illegal knock, the match is over), ``NotInMatch``
        or ``NoSuchMatch``, and ``StaleTable`` when ``version`` (the version the player
        saw) is no longer the match's; a refused action writes nothing.
        """
        seats: list[int] = []
        now = self.context.clock.now()

        def step(live: LiveMatch) -> Change:
            seats.append(live.seat_of(user_id))
            return play(live, seats[0], [action], ActionSource.PLAYER, now)

        written = await self.coordinator.change(match_id, step, version=version)
        assert written is not None
        return acted(written, seats[0], action)

    async def resign(self, match_id: int, user_id: int) -> MatchSummary:
        """Give up the match: the other side wins (and the ladder says so)."""
        written = await self.coordinator.change(
            match_id, lambda live: leave(live, live.seat_of(user_id), EndReason.RESIGN))
        assert written is not None and written.change.summary is not None
        return written.change.summary

    async def hint(self, match_id: int, user_id: int) -> Hint:
        """The expert's suggested move for ``user_id`` at their turn, with why (the review
        API's best move, thought off the event loop). Only in a match against the
        computer: the match is marked as hinted and earns no ranking points.

        Raises ``HintRefused`` in a match with another person, ``NotYourTurn`` when it
        is not the caller's turn, ``NotInMatch``, ``NoSuchMatch`` or ``MatchFinished``.
        """
        context = self.context
        context.check_open()
        async with self.coordinator.guard(match_id), context.db.reading() as conn:
            found = await matches.standing(conn, match_id)
            if found is None:
                raise NoSuchMatch(match_id)
            if found[1]:
                info = await matches.load_info(conn, match_id)
                assert info is not None
                raise MatchFinished(info)
            live = await self.coordinator.current(conn, match_id, found[0])
            seat = live.seat_of(user_id)
            if any(s.user_id not in (None, user_id) for s in live.info.seats):
                raise HintRefused(match_id, HintProblem.PEOPLE)
            if live.match.awaiting_deal or seat not in live.match.to_move:
                raise NotYourTurn()
            view = seat_match_view(live.match, seat)
            version = live.version
        hint = await offload.run(hints.advise, view, match_id, seat, version)
        async with context.db.transaction() as conn:
            count = await matches.add_hint(conn, match_id, context.clock.now())
        cached = context.cache.get(match_id)
        if cached is not None and count:
            cached.info = replace(cached.info, hints=count)
        return hint

    async def set_thread(self, match_id: int, thread_id: int | None) -> Written:
        """Move the match's table into a thread (or back to the channel with None)."""
        written = await self.coordinator.change(
            match_id, lambda live: Change(thread_id=thread_id, set_thread=True))
        assert written is not None
        return written


def acted(written: Written, seat: int, action: Action) -> ActResult:
    """What the mover hears back: their news and view after the change."""
    live, change = written.live, written.change
    own = next((n.news for n in change.notices.items if n.kind == "hand"),
               next(n.news for n in change.notices.items if n.kind == "table"))
    result = change.hands[-1].result if change.hands else None
    stored = change.actions[-1]
    return ActResult(live.info, seat, action, stored.seq, tuple(own),
                     live.table(seat, written.deadlines, written.next_deal_at),
                     result, change.summary)


def dealt(match: AnyTable) -> list[Dealt]:
    """The news of the match's current deal: one per board."""
    view = match.view(None)
    boards = view.boards
    return [Dealt(view.hand_number,
                  board.dealer if view.sitting_out is None else view.sitting_out,
                  board.players[board.hand.to_move], board.hand.upcard,
                  index if len(boards) > 1 else None)
            for index, board in enumerate(boards)]
