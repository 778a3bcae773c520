"""Two players clicking at once, double clicks: the match's lock lets exactly the legal
actions through, each once, in the order they arrived."""

from __future__ import annotations

import asyncio
import random

from ginbot.engine import (
    CARDS,
    DRAW_DISCARD,
    DRAW_STOCK,
    Discard,
    IllegalAction,
    Knock,
    Pass,
    Rules,
    replay,
)
from ginbot.service import ManualClock, TableSnapshot, User
from tests.db_support import query
from tests.service_support import greedy, quick_service, running

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100


async def test_a_hundred_conflicting_clicks_apply_each_legal_action_once(database):
    path = database
    numbers = iter(range(31, 1000))
    service = quick_service(path, None, ManualClock(), lambda: next(numbers), next_hand_delay=5)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=500))
        info = (await service.accept(challenge.id, BOB)).match
        start = service._live[info.id].match.record()
        users = [s.user_id for s in info.seats]

        # The clicks: each right move clicked twice by its player and once by the other,
        # with a stray click, shuffled within each burst. Playing them one at a time on
        # a copy of the match says which must pass.
        rng = random.Random(5)
        expected_match = replay(start)
        clicks: list[tuple[int, object]] = []
        expected: list[bool] = []
        while len(clicks) < 100 and not expected_match.awaiting_deal:
            seat = expected_match.hand.to_move
            move = greedy(TableSnapshot(info, seat, expected_match.view(seat)))
            stray = rng.choice([Pass(), DRAW_STOCK, DRAW_DISCARD, Discard(rng.choice(CARDS)),
                                Knock(rng.choice(CARDS))])
            burst = [(users[seat], move), (users[seat], move), (users[1 - seat], move),
                     (rng.choice(users), stray)]
            rng.shuffle(burst)
            for user, action in burst[: 100 - len(clicks)]:
                clicks.append((user, action))
                try:
                    expected_match.apply(action, users.index(user))
                    expected.append(True)
                except IllegalAction:
                    expected.append(False)

        results = await asyncio.gather(
            *(service.act(info.id, user, action) for user, action in clicks),
            return_exceptions=True)
        live_record = service._live[info.id].match.record()

    errors = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(e, IllegalAction) for e in errors), errors
    assert [not isinstance(r, BaseException) for r in results] == expected
    assert len(clicks) == 100 and 20 <= sum(expected) < 100, (len(clicks), sum(expected))
    applied = [r for r in results if not isinstance(r, BaseException)]
    assert [r.seq for r in applied] == list(range(len(applied)))
    stored = query(path, "SELECT action FROM match_actions WHERE match_id = ? ORDER BY seq",
                   info.id)
    passed = [str(a) for (_, a), ok in zip(clicks, expected, strict=True) if ok]
    assert [a for (a,) in stored] == passed
    assert live_record == expected_match.record()
