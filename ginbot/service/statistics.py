"""Statistics: the outbox subscriber that writes, per hand and per seat, what a profile
needs (``ginbot.store.statistics``), at each showdown and at each match's end.

It hears only the showdowns and ends in the matches' streams; what it writes comes from
the stored hand results and actions, once per hand and seat, so a notice told again after
a crash writes nothing new, and the rows are those migration 0015 back-filled for the
matches stored before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import BoardResult
from ginbot.model import MatchInfo
from ginbot.store import statistics

from .context import Context
from .notifier import Notifier
from .views import MatchSummary


class StatisticsListener(Notifier):
    """Writes the statistics of a match's hands as they end."""

    streams = ("match",)
    kinds = frozenset({"showdown", "over"})

    def __init__(self, context: Context) -> None:
        self.context = context

    async def _record(self, match_id: int) -> None:
        async with self.context.db.transaction() as conn:
            await statistics.record(conn, match_id)

    async def showdown(self, match: MatchInfo, hand_number: int,
                       boards: Sequence[BoardResult], scores: tuple[int, ...]) -> None:
        await self._record(match.id)

    async def match_over(self, match: MatchInfo, summary: MatchSummary) -> None:
        await self._record(match.id)
