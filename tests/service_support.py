"""Shared parts for the service tests (no tests here): a recording notifier, a
plain greedy player for the people's seats, and database row counts."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Card,
    Discard,
    Knock,
    Pass,
    Phase,
    deadwood,
)
from ginbot.model import Cut, Dealt, News, Played
from ginbot.service import (
    Clock,
    GuildSettings,
    ManualClock,
    MatchService,
    Notifier,
    TableSnapshot,
)
from tests.db_support import Location, query

TABLES = ("players", "guild_settings", "matches", "match_hands", "match_actions",
          "hand_results", "challenges", "ratings", "ranking_points")

class Recorder(Notifier):
    """Every notification, in order, as (kind, arguments)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [args for k, args in self.calls if k == kind]

    async def match_started(self, match, table, news) -> None:
        self.calls.append(("match_started", {"match": match, "table": table, "news": news}))

    async def table_changed(self, match, table, news) -> None:
        self.calls.append(("table_changed", {"match": match, "table": table, "news": news}))

    async def hand_changed(self, match, user_id, table, news) -> None:
        self.calls.append(("hand_changed", {"match": match, "user_id": user_id, "table": table,
                                            "news": news}))

    async def your_turn(self, match, user_id, table) -> None:
        self.calls.append(("your_turn", {"match": match, "user_id": user_id, "table": table}))

    async def showdown(self, match, hand_number, boards, scores) -> None:
        self.calls.append(("showdown", {"match": match, "hand_number": hand_number,
                                        "boards": boards, "result": boards[0].result,
                                        "scores": scores}))

    async def match_over(self, match, summary) -> None:
        self.calls.append(("match_over", {"match": match, "summary": summary}))

    async def reminder(self, match, user_id, seconds_left) -> None:
        self.calls.append(("reminder", {"match": match, "user_id": user_id,
                                        "seconds_left": seconds_left}))

    async def challenge_expired(self, challenge) -> None:
        self.calls.append(("challenge_expired", {"challenge": challenge}))

    async def challenge_declined(self, challenge, by) -> None:
        self.calls.append(("challenge_declined", {"challenge": challenge, "by": by}))


def counter(start: int = 1) -> Callable[[], int]:
    """Match seeds start, start + 1, ...: a test plays the same deals on every run."""
    return itertools.count(start).__next__


def quick_service(
    path: Location, notifier: Notifier | None = None, clock: Clock | None = None,
    seeds: Callable[[], int] | None = None, **settings: Any,
) -> MatchService:
    """A service on a real file with no pauses; ``settings`` override the guild defaults."""
    defaults = {"turn_timeout": 0, "next_hand_delay": 0, **settings}
    return MatchService(path, notifier, clock=clock or ManualClock(), computer_pause=0,
                        guild_defaults=GuildSettings(**defaults), seeds=seeds)


def greedy(table: TableSnapshot) -> Action:
    """A plain, fast strategy: gin or knock when allowed, take the upcard when it
    lowers the deadwood, discard to the least deadwood."""
    hand = table.hand
    assert hand is not None, "this seat sits the hand out"
    legal = hand.legal
    cards = list(hand.hand)
    if hand.phase in (Phase.OFFER, Phase.DRAW):
        upcard = hand.upcard
        if DRAW_DISCARD in legal and upcard is not None:
            after = min(deadwood([c for c in [*cards, upcard] if c != d])
                        for d in cards)
            if after < deadwood(cards):
                return DRAW_DISCARD
        return DRAW_STOCK if DRAW_STOCK in legal else Pass()
    if BigGin() in legal:
        return BigGin()
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks:
        return min(knocks, key=lambda k: deadwood([c for c in cards if c != k.card]))
    discards = [a for a in legal if isinstance(a, Discard)]
    return min(discards, key=lambda d: (deadwood([c for c in cards if c != d.card]), d.card))


def row_counts(location: Location) -> dict[str, int]:
    return {t: int(query(location, f"SELECT COUNT(*) FROM {t}")[0][0]) for t in TABLES}


def cards_in_news(news: Sequence[News]) -> set[Card]:
    """Every card the news names: the cuts, the upcard of a deal, each move's card."""
    cards: set[Card] = set()
    for item in news:
        match item:
            case Cut(cuts=cuts):
                cards |= {card for pair in cuts for card in pair}
            case Dealt(upcard=upcard) if upcard is not None:
                cards.add(upcard)
            case Played(event=event) if event.card is not None:
                cards.add(event.card)
    return cards


@asynccontextmanager
async def running(service: MatchService) -> AsyncIterator[MatchService]:
    """Start the service and always close it (an open database keeps its thread alive)."""
    await service.start()
    try:
        yield service
    finally:
        await service.close()


async def play_until(
    service: MatchService, match_id: int, done: Callable[[TableSnapshot], bool],
    choose: Callable[[TableSnapshot], Action] = greedy, limit: int = 5000,
) -> TableSnapshot:
    """Let the people play ``choose`` (the computer plays itself) until ``done``."""
    for _ in range(limit):
        await service.settle()
        table = await service.public_view(match_id)
        if done(table) or table.view.over:
            return table
        assert table.to_move, "the next hand is waiting for the clock"
        seat = table.to_move[0]
        user_id = table.match.seats[seat].user_id
        assert user_id is not None, "the computer did not move"
        own = await service.player_view(match_id, user_id)
        await service.act(match_id, user_id, choose(own))
    raise AssertionError("the match did not get there")
