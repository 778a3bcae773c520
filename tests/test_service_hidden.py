"""Hidden information: nothing the service returns to one player, or shows the public
(views, notifications, words), holds the other player's hidden cards or the stock."""

from __future__ import annotations

import pytest

from ginbot.engine import Card, Event, Phase, Rules
from ginbot.model import Played
from ginbot.service import ManualClock, MatchService, TableSnapshot, User
from tests.service_support import (
    Recorder,
    cards_in_news,
    counter,
    greedy,
    quick_service,
    running,
)

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100


def hidden_from(service: MatchService, match_id: int, audience: int | None) -> set[Card]:
    """The cards ``audience`` (a seat or None) may not know now: the stock and the other
    hand, less every card that has shown face up this hand."""
    hand = service._live[match_id].match.hand  # the truth, read from inside
    shown = set(hand.pile) | {e.card for e in hand.history if not e.private and e.card is not None}
    secret = set(hand.stock) | set(hand.hand(0)) | set(hand.hand(1))
    if audience is not None:
        secret -= set(hand.hand(audience))
    return secret - shown


def cards_shown(table: TableSnapshot) -> set[Card]:
    hand = table.view.hand
    cards = set(hand.hand) | set(hand.pile)
    cards |= {c for c in (hand.drawn, hand.taken, hand.upcard) if c is not None}
    cards |= {e.card for e in hand.history if e.card is not None}
    cards |= {a.card for a in hand.legal if hasattr(a, "card")}
    return cards


def check(service: MatchService, match_id: int, calls: list, hand_number: int) -> int:
    """Check the notifications of the hand in play; returns how many were checked."""
    checked = 0
    for kind, args in calls:
        table = args.get("table")
        if table is None or table.view.hand_number != hand_number:
            continue
        if table.view.hand.phase is Phase.OVER:
            continue  # the showdown shows both hands face up
        news = args.get("news", ())
        if kind in ("match_started", "table_changed"):
            assert table.seat is None and table.view.hand.hand == ()
            assert table.view.hand.drawn is None and table.view.hand.legal == ()
            audience = None
        else:
            audience = table.match.seat_of(args["user_id"])
            assert table.seat == audience
        secret = hidden_from(service, match_id, audience)
        assert not cards_shown(table) & secret, (kind, audience)
        assert not cards_in_news(news) & secret, (kind, news)
        checked += 1
    return checked


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("scarne"), Rules.preset("oklahoma")],
                         ids=["classic", "scarne", "oklahoma"])
async def test_nobody_sees_a_hidden_card_between_people(database, rules):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, counter(70),
                            next_hand_delay=5)
    checked = 0
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, rules)
        info = (await service.accept(challenge.id, BOB)).match
        for _ in range(400):
            await service.settle()
            table = await service.public_view(info.id)
            if table.view.over or table.view.hand_number > 3:
                break
            if table.awaiting_deal:
                await clock.advance(5)
                continue
            start = len(rec.calls)
            (seat,) = table.to_move
            user = info.seats[seat].user_id
            assert user is not None
            own = await service.player_view(info.id, user)
            assert not cards_shown(own) & hidden_from(service, info.id, seat)
            result = await service.act(info.id, user, greedy(own))
            await service.settle()
            if result.hand_result is None:
                secret = hidden_from(service, info.id, seat)
                assert not cards_shown(result.table) & secret
                assert not cards_in_news(result.news) & secret
                checked += check(service, info.id, rec.calls[start:], table.view.hand_number)
    assert checked > 100
    def draws(kind: str) -> list[Event]:
        return [n.event for k, args in rec.calls if k == kind for n in args["news"]
                if isinstance(n, Played) and n.event.kind == "draw"]
    own, public = draws("hand_changed"), draws("table_changed")
    assert own and all(e.card is not None for e in own)  # the drawer knows their card
    assert public and all(e.card is None for e in public)  # the table does not


async def test_nothing_hidden_leaks_against_the_computer(database):
    rec = Recorder()
    service = quick_service(database, rec, seeds=counter(900))
    checked = 0
    async with running(service):
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random", Rules(target=40))
        for _ in range(400):
            await service.settle()
            own = await service.player_view(info.id, ANN.id)
            if own.view.over:
                break
            start = len(rec.calls)
            assert not cards_shown(own) & hidden_from(service, info.id, 0)
            await service.act(info.id, ANN.id, greedy(own))
            await service.settle()
            if info.id in service._live:
                hand_number = service._live[info.id].match.hand_number
                checked += check(service, info.id, rec.calls[start:], hand_number)
    assert checked > 20
