"""Results: a match's end written with its ratings or ranking points, and the ladders.

At any table, people on different sides move each other's ratings, and a win over
computers only earns ranking points (the rules are in ``ratings``), none if hints were
shown in the match.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from ginbot.engine import match_margin
from ginbot.model import EndReason, LadderEntry, MatchInfo, MatchStatus, Rating
from ginbot.store import Conn, ladder, matches

from . import ratings
from .context import Context
from .live import LiveMatch
from .views import MatchSummary, RatingChange


class Results:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def write_end(
        self, conn: Conn, live: LiveMatch, winner: int, reason: EndReason, now: float,
        *, left: int | None = None,
    ) -> MatchSummary:
        """The result, the ladder and ranking points, inside the caller's transaction.

        ``winner`` is the winning side; ``left`` the seat that resigned or ran out of
        time, if one did (at three seats it finishes last).
        """
        # the hints as stored: another process may have shown one since this copy was read
        info = replace(live.info, hints=await matches.hints_of(conn, live.id))
        scores = tuple(live.match.scores)
        margin = match_margin(info.rules, scores, winner) if reason is EndReason.TARGET else None
        await matches.finish_match(
            conn, live.id, winner=winner, scores=scores, reason=reason, now=now, margin=margin)
        left_side = None if left is None else info.side_of(left)
        changes = await self._rate(conn, info, winner, scores, left_side, now)
        points = await self._award(conn, info, winner, now)
        finished = replace(info, status=MatchStatus.FINISHED, finished_at=now, winner=winner,
                           scores=scores, end_reason=reason, margin=margin)
        return MatchSummary(finished, winner, scores, reason, changes, points)

    async def _rate(
        self, conn: Conn, info: MatchInfo, winner: int, scores: tuple[int, ...],
        left_side: int | None, now: float,
    ) -> tuple[RatingChange, ...]:
        """Every person's rating moved on, when people sit on two sides or more."""
        sides = info.sides
        if len({info.side_of(s) for s, seat in enumerate(info.seats) if not seat.is_computer}) < 2:
            return ()
        before: dict[int, Rating] = {}
        for place in info.seats:
            if place.user_id is not None:
                stored = await ladder.load_rating(conn, info.guild_id, place.user_id)
                before[place.user_id] = stored or ratings.new_rating()

        def rating(seat: int) -> Rating:
            person = info.seats[seat].user_id
            if person is not None:
                return before[person]
            level = info.seats[seat].level
            assert level is not None
            return ratings.computer_rating(level)

        places = ratings.finish_order(len(sides), winner, scores, left_side)
        after = ratings.rate([[rating(seat) for seat in side] for side in sides], places)
        changes = []
        for side, seated in enumerate(sides):
            for seat, new in zip(seated, after[side], strict=True):
                person = info.seats[seat].user_id
                if person is None:
                    continue  # the computer's rating is fixed, never stored
                new = ratings.played(new, won=side == winner)
                await ladder.save_rating(conn, info.guild_id, person, new, now)
                shown_before, shown_after = ratings.shown(before[person]), ratings.shown(new)
                await ladder.add_history(conn, info.guild_id, person, info.id, new,
                                         shown_before, shown_after, now)
                changes.append((seat, RatingChange(person, shown_before, shown_after)))
        return tuple(change for _, change in sorted(changes, key=lambda c: c[0]))

    async def _award(
        self, conn: Conn, info: MatchInfo, winner: int, now: float
    ) -> tuple[tuple[int, int], ...]:
        """Ranking points for the people of the winning side, if only computers lost and
        no hint was shown."""
        if info.hinted:
            return ()
        losing = [seat for side, seated in enumerate(info.sides) if side != winner
                  for seat in seated]
        if any(not info.seats[seat].is_computer for seat in losing):
            return ()
        earned = []
        for person_seat in info.sides[winner]:
            person = info.seats[person_seat].user_id
            if person is None:
                continue
            total = 0
            for seat in losing:
                level = info.seats[seat].level
                assert level is not None
                points = ratings.computer_points(level)
                if points:
                    await ladder.award_points(
                        conn, info.id, info.guild_id, person, seat, level, points, now)
                    total += points
            if total:
                earned.append((person, total))
        return tuple(earned)

    async def summary(self, conn: Conn, info: MatchInfo) -> MatchSummary:
        """A finished match's summary as stored: its result, each person's rating change
        and the ranking points earned (for telling it again, in any process)."""
        assert info.winner is not None and info.scores is not None
        assert info.end_reason is not None
        moved = await ladder.changes_of_match(conn, info.id)
        earned = await ladder.points_of_match(conn, info.id)
        people = [seat.user_id for seat in info.seats if seat.user_id is not None]
        changes = tuple(RatingChange(user, before, after)
                        for user in people if user in moved
                        for before, after in [moved[user]] if before is not None)
        points = tuple((user, earned[user]) for user in people if earned.get(user))
        return MatchSummary(info, info.winner, info.scores, info.end_reason, changes, points)

    async def ladder(
        self, guild_id: int, *, order: Literal["rating", "points"] = "rating",
        limit: int | None = None,
    ) -> list[LadderEntry]:
        """The guild's standings: by rating between people, or by points won off the computer.

        People without a rated match come after the rated ones when ordering by rating.
        """
        async with self.context.db.reading() as conn:
            standings = await ladder.standings(conn, guild_id)

        def rating_key(s: Any) -> tuple[int, float, int]:
            shown = ratings.shown(s.rating) if s.rating else 0.0
            return (0 if s.rating else 1, -shown, -s.points)

        def points_key(s: Any) -> tuple[int, int, float]:
            shown = ratings.shown(s.rating) if s.rating else float("-inf")
            return (-s.points, 0 if s.rating else 1, -shown)

        standings.sort(key=rating_key if order == "rating" else points_key)
        entries = []
        for rank, s in enumerate(standings[:limit] if limit else standings, start=1):
            r = s.rating
            entries.append(LadderEntry(
                rank, s.user_id, s.name, ratings.shown(r) if r else None,
                r.mu if r else None, r.sigma if r else None,
                r.games if r else 0, r.wins if r else 0, r.losses if r else 0, s.points,
            ))
        return entries
