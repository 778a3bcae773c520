"""How the service tells a front end what happened.

Each front end (the Discord cogs, the terminal game, tests) subclasses
``Notifier`` and overrides what it shows; every method defaults to doing
nothing. The service delivers each change's notices from the outbox, in order for
one match, after the change is stored (``ginbot.service.delivery``); a notifier
that raises is logged and never undoes anything. Each subscriber (the front end's
notifier, and whoever ``MatchService.subscribe``d) has its own progress.

Who gets what: ``table_changed`` carries the public view and the public news
(for the channel); ``hand_changed`` and ``your_turn`` carry one person's own
view (for their DM or ephemeral hand). Computer seats get nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from ginbot.engine import BoardResult
from ginbot.model import Challenge, MatchInfo, News, SeasonEnd, Tournament, TournamentNews

from .views import MatchSummary, TableSnapshot

log = logging.getLogger("ginbot.service")


class Notifier:
    streams: tuple[str, ...] | None = None
    """The kinds of stream this notifier hears (``match``, ``challenge``, ``tournament``);
    None: every one. A subscriber that hears only tournaments never claims a match's."""

    kinds: frozenset[str] | None = None
    """The kinds of notice this notifier hears (``showdown``, ``over``, ...); None: every
    one. The delivery reads nothing for a notice it does not hear."""

    def hears(self, stream: str) -> bool:
        return self.streams is None or stream.partition(":")[0] in self.streams

    async def match_started(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        """A new match: post the table (public view); who cut, who deals."""

    async def table_changed(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        """Something happened at the table (public view and public news)."""

    async def hand_changed(
        self, match: MatchInfo, user_id: int, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        """This person's own cards changed (their draw or discard, a new deal)."""

    async def your_turn(self, match: MatchInfo, user_id: int, table: TableSnapshot) -> None:
        """It has become this person's turn; ``table`` is their view with the legal actions."""

    async def showdown(
        self, match: MatchInfo, hand_number: int, boards: Sequence[BoardResult],
        scores: tuple[int, ...],
    ) -> None:
        """Hand ``hand_number`` ended (at a team table: both boards of the round): every
        hand face up, lay-offs, points; ``scores`` are the match totals by side."""

    async def match_over(self, match: MatchInfo, summary: MatchSummary) -> None:
        """The match ended (target reached, resignation or forfeit), ladder updated."""

    async def reminder(self, match: MatchInfo, user_id: int, seconds_left: float) -> None:
        """Half the turn time is gone."""

    async def challenge_expired(self, challenge: Challenge) -> None:
        """Nobody answered the challenge in time."""

    async def challenge_declined(self, challenge: Challenge, by: int) -> None:
        """``by``, one of those asked, said no: the challenge is off."""

    async def tournament_news(self, tournament: Tournament, news: TournamentNews,
                              round_number: int | None, board: int | None) -> None:
        """Something happened in a tournament (``news``; a round's number and a game's
        board where it says): ``tournament`` as it stands now."""

    async def tournament_match_ended(self, tournament_id: int, round_number: int | None,
                                     board: int | None) -> None:
        """A match ended that the tournament waited for: its game (``round_number``,
        ``board``), or one whose player another game of it waits for (both None)."""

    async def season_ended(self, end: SeasonEnd) -> None:
        """A server's season ended: its ladder archived, a new season begun (announce the
        top three in ``end.channel_id``)."""

    async def delivered(self, match_id: int | None) -> None:
        """The notices of a match's (or a challenge's) latest changes have been told:
        return once what they started has reached its readers (the delivery then stores
        its progress, and a repeat after a crash starts here)."""
