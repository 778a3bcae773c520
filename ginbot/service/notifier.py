"""How the service tells a front end what happened.

Each front end (the Discord cogs, the terminal game, tests) subclasses
``Notifier`` and overrides what it shows; every method defaults to doing
nothing. Calls for one match arrive in order, after the change is stored; a
notifier that raises is logged and never undoes anything. The service's parts
announce through a ``Broadcast`` to the front end's notifier and to every
listener that subscribed (``MatchService.subscribe``).

Who gets what: ``table_changed`` carries the public view and the public news
(for the channel); ``hand_changed`` and ``your_turn`` carry one person's own
view (for their DM or ephemeral hand). Computer seats get nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from ginbot.engine import BoardResult
from ginbot.model import Challenge, MatchInfo, News

from .views import MatchSummary, TableSnapshot

log = logging.getLogger("ginbot.service")


class Notifier:
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


EVENTS = tuple(name for name in vars(Notifier) if not name.startswith("_"))


class Broadcast(Notifier):
    """What the parts announce, to every listener in turn: the front end's notifier first,
    then whoever subscribed (tournaments, statistics). A listener that raises is logged and
    the others still hear it."""

    def __init__(self, listeners: list[Notifier]) -> None:
        self.listeners = listeners


def _forward(name: str) -> Callable[..., Coroutine[Any, Any, None]]:
    async def forward(self: Broadcast, *args: Any) -> None:
        for listener in list(self.listeners):
            try:
                await getattr(listener, name)(*args)
            except Exception:
                log.exception("a notifier failed on %s; the change it announced stands", name)

    forward.__name__ = name
    return forward


for _name in EVENTS:
    setattr(Broadcast, _name, _forward(_name))
