"""Results: a match's end written with its ratings or ranking points, and the ladders.

Matches between two people move both ratings; a win over the computer earns ranking
points (see ``ratings``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from ginbot.model import EndReason, MatchStatus
from ginbot.store import ladder, matches

from . import ratings
from .context import Context
from .live import LiveMatch
from .views import LadderEntry, MatchSummary, RatingChange


class Results:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def write_end(
        self, conn: Any, live: LiveMatch, winner: int, reason: EndReason, now: float
    ) -> MatchSummary:
        """The result, the ladder and ranking points, inside the caller's transaction."""
        info = live.info
        scores = live.match.scores
        margin = live.match.margin if reason is EndReason.TARGET else None
        await matches.finish_match(
            conn, live.id, winner=winner, scores=scores, reason=reason, now=now, margin=margin)
        loser = live.other_seat(winner)
        changes: list[RatingChange] = []
        points = 0
        won, lost = info.seats[winner], info.seats[loser]
        if won.user_id is not None and lost.user_id is not None:
            before_w = await ladder.load_rating(conn, info.guild_id, won.user_id)
            before_l = await ladder.load_rating(conn, info.guild_id, lost.user_id)
            before_w = before_w or ratings.new_rating()
            before_l = before_l or ratings.new_rating()
            after_w, after_l = ratings.rate_win(before_w, before_l)
            await ladder.save_rating(conn, info.guild_id, won.user_id, after_w, now)
            await ladder.save_rating(conn, info.guild_id, lost.user_id, after_l, now)
            changes = [
                RatingChange(won.user_id, ratings.shown(before_w), ratings.shown(after_w)),
                RatingChange(lost.user_id, ratings.shown(before_l), ratings.shown(after_l)),
            ]
        elif won.user_id is not None and lost.level is not None:
            points = ratings.computer_points(lost.level)
            if points:
                await ladder.award_points(
                    conn, live.id, info.guild_id, won.user_id, lost.level, points, now)
        finished = replace(info, status=MatchStatus.FINISHED, finished_at=now, winner=winner,
                           scores=scores, end_reason=reason, margin=margin)
        return MatchSummary(finished, winner, scores, reason, tuple(changes), points)

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
