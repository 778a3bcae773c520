"""One coordinator writes every change to a match: the action, the deal or the end, with
the due rows it arms or cancels and its notices in the outbox, in one transaction that
checks the match's version.

The way of one change: lock the match's row (``FOR UPDATE`` on PostgreSQL; SQLite's one
writer holds the file), take the match from this process's cache if it is at the stored
version or replay it from the store, let the tables part work out what changes (the
engine refuses before anything is written), write it all and bump the version, commit.
A change that fails leaves the store as it was and drops the cached match, which the
next change replays.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace

from ginbot.engine import HandResult
from ginbot.model import EndReason, GuildSettings, MatchInfo
from ginbot.store import Conn, StoredAction, due, matches, outbox, tournaments
from ginbot.store.due import Due

from .context import Context
from .errors import USER_ERRORS, MatchFinished, NoSuchMatch, StaleTable
from .live import LiveMatch
from .notices import Notice, Notices
from .results import Results
from .timers import Plan, clocks, plan
from .views import MatchSummary

log = logging.getLogger("ginbot.service")

WARM_AT_ONCE = 50  # matches a process reads ahead of their first click, at one look


@dataclass(frozen=True)
class HandEnd:
    hand_index: int
    board: int
    players: tuple[int, int]
    result: HandResult
    scores: tuple[int, ...]  # by side, as they stood when the hand ended


@dataclass(frozen=True)
class MatchEnd:
    winner: int
    reason: EndReason
    left: int | None = None  # the seat that resigned or forfeited


@dataclass
class Change:
    """What one change does to a match, worked out by the tables part before anything is
    written: the coordinator writes it."""

    actions: list[StoredAction] = field(default_factory=list)
    deals: list[tuple[int, int]] = field(default_factory=list)  # (hand index, seed)
    hands: list[HandEnd] = field(default_factory=list)
    end: MatchEnd | None = None
    thread_id: int | None = None
    set_thread: bool = False
    notices: Notices = field(default_factory=Notices)
    summary: MatchSummary | None = None  # set when the end is written


@dataclass(frozen=True)
class Written:
    """A change as stored: the match at its new version and the clocks it holds."""

    live: LiveMatch
    change: Change
    plan: Plan
    deadlines: dict[int, float]
    next_deal_at: float | None


Step = Callable[[LiveMatch], Change]
"""Work out a change from the match (the engine's state is changed in place; a failure
drops the cached match)."""


class Coordinator:
    def __init__(self, context: Context, results: Results, settings_of: Callable[
            [Conn, int], Awaitable[GuildSettings]]) -> None:
        self.context = context
        self.results = results
        self.settings_of = settings_of
        self.computer_pause = 1.0
        self._guards: dict[int, asyncio.Lock] = {}

    def guard(self, match_id: int) -> asyncio.Lock:
        """This process's hold on its cached copy of a match while a change uses it (the
        coordination between processes is the row lock)."""
        return self._guards.setdefault(match_id, asyncio.Lock())

    async def change(
        self, match_id: int, step: Step, *, version: int | None = None,
        timer: Due | None = None, owner: str = "",
    ) -> Written | None:
        """Apply ``step`` to the match as stored, and write what it changes.

        ``version``: the version the caller saw, refused as ``StaleTable`` if the match
        moved on. ``timer``: the due row this change applies; None is returned, and
        nothing written, when the row is gone (a change cancelled it) or is not ours.
        """
        context = self.context
        context.check_open()
        async with self.guard(match_id):
            try:
                async with context.db.transaction() as conn:
                    row = await matches.lock(conn, match_id)
                    if row is None:
                        raise NoSuchMatch(match_id)
                    stored_version, finished = row
                    if timer is not None and not await due.take(conn, timer.id or 0, owner):
                        return None
                    if version is not None and version != stored_version:
                        raise StaleTable(match_id)
                    live = await self.current(conn, match_id, stored_version)
                    if finished:
                        raise MatchFinished(live.info)
                    change = step(live)
                    written = await self.write(conn, live, change)
            except USER_ERRORS:
                raise  # refused before anything changed: the engine's state is as it was
            except BaseException:
                context.cache.pop(match_id, None)
                raise
        context.wake()
        return written

    async def current(self, conn: Conn, match_id: int, version: int) -> LiveMatch:
        """The match at the stored ``version``: the cached copy if it is that one."""
        live = self.context.cache.get(match_id)
        if live is not None and live.version == version:
            return live
        if live is not None and live.version < version:  # another process moved it on
            actions, hand_seeds, thread_id = await matches.load_since(conn, match_id, live.seq)
            if thread_id == live.info.thread_id:
                try:
                    live.catch_up(actions, hand_seeds, version)
                    return live
                except Exception:
                    log.warning("match %d could not catch up with the store; it is replayed",
                                match_id, exc_info=True)
            self.context.cache.pop(match_id, None)
        stored = await matches.load_match(conn, match_id)
        if stored is None:
            raise NoSuchMatch(match_id)
        try:
            live = LiveMatch.rebuild(stored, version)
        except Exception:
            log.exception("match %d could not be rebuilt from its record; it is left "
                          "untouched in the store", match_id)
            raise
        self.context.cache[match_id] = live
        return live

    async def warm(self, most: int = WARM_AT_ONCE) -> int:
        """Read into the cache, many in one reading, the matches in play that this
        process has no copy of (another process started them): their first click here
        then finds them at hand instead of waiting for the whole match to be read. A copy
        is labelled with the version read with it; one that moved on meanwhile catches up
        by its actions' sequence numbers (``current``). How many were read."""
        cache = self.context.cache
        async with self.context.db.reading() as conn:
            missing = [i for i in await matches.active_ids(conn) if i not in cache][:most]
            stored = await matches.load_matches(conn, missing)
        for found in stored:
            if found.info.id not in cache:
                try:
                    cache[found.info.id] = LiveMatch.rebuild(found, found.version)
                except Exception:  # ``current`` logs it when the match is used
                    continue
        return len(stored)

    async def write(self, conn: Conn, live: LiveMatch, change: Change) -> Written:
        """Write ``change`` to ``live`` (already applied to its engine state) in the
        caller's transaction, with its timers and notices; the one place that does."""
        now = self.context.clock.now()
        for action in change.actions:
            await matches.append_action(conn, live.id, action)
        for hand_index, seed in change.deals:
            await matches.insert_hand(conn, live.id, hand_index, seed, now)
        for hand in change.hands:
            await matches.insert_hand_result(conn, live.id, hand.hand_index, hand.board,
                                             hand.players, hand.result, hand.scores, now)
        if change.set_thread:
            await matches.set_thread(conn, live.id, change.thread_id, now)
        if change.end is not None:
            change.summary = await self.results.write_end(
                conn, live, change.end.winner, change.end.reason, now, left=change.end.left)
            change.notices.add("over")
            await tell_tournaments(conn, live.info, now)
        version = await matches.bump(conn, live.id, live.version, now)
        existing = await due.of_match(conn, live.id)
        settings = await self.settings_of(conn, live.info.guild_id)
        live.seq += len(change.actions)
        if change.summary is not None:
            live.info = change.summary.match
        elif change.set_thread:
            live.info = replace(live.info, thread_id=change.thread_id)
        timers = plan(live, existing, now, settings, self.computer_pause)
        await due.cancel(conn, timers.cancel)
        await due.arm(conn, timers.arm)
        for seat in timers.new_turns:
            change.notices.add("your_turn", user_id=live.info.seats[seat].user_id)
        live.version = version
        deadlines, next_deal = clocks(timers.kept(existing))
        if change.notices:
            await outbox.append(conn, stream_of(live.id), version, "change",
                                change.notices.to_json(), now)
            self.context.remember_drawn(live.id, version, [
                shown(live, notice, deadlines, next_deal) for notice in change.notices.items])
        return Written(live, change, timers, deadlines, next_deal)


def shown(live: LiveMatch, notice: Notice, deadlines: dict[int, float],
          next_deal: float | None) -> object:
    """What ``notice`` shows of the match as this change leaves it: the table (the public
    view, or the person's own), or the scored hand of a showdown."""
    match notice.kind:
        case "started" | "table":
            return live.table(None, deadlines, next_deal)
        case "hand" | "your_turn" if notice.user_id is not None:
            return live.table(live.info.seat_of(notice.user_id), deadlines, next_deal)
        case "showdown" if notice.hand_number is not None:
            return live.match.view(None).hands[notice.hand_number - 1]
    return None


async def tell_tournaments(conn: Conn, info: MatchInfo, now: float) -> None:
    """A match ended: the tournament whose game it is hears it (``ended`` with the game's
    round and board), and so does each tournament with a game waiting for its people,
    in the end's own transaction."""
    game = await tournaments.game_of_match(conn, info.id)
    waiting = await tournaments.waiting_for(conn, info.guild_id, list(info.user_ids))
    told: dict[int, Notices] = {}
    if game is not None:
        tournament_id, round_number, board = game
        told[tournament_id] = Notices()
        told[tournament_id].add("ended", round=round_number, board=board)
    for tournament_id in waiting:
        if tournament_id not in told:
            told[tournament_id] = Notices()
            told[tournament_id].add("ended")
    for tournament_id, notices in told.items():
        await outbox.append(conn, tournament_stream(tournament_id), 0, "change",
                            notices.to_json(), now)


def stream_of(match_id: int) -> str:
    return f"match:{match_id}"


def challenge_stream(challenge_id: int) -> str:
    return f"challenge:{challenge_id}"


def tournament_stream(tournament_id: int) -> str:
    return f"tournament:{tournament_id}"
