"""Hints: the expert's suggested move in a match against the computer, refused between
people and out of turn; a hinted match is marked and earns no ranking points."""

from __future__ import annotations

from ginbot.ai import PLAYERS, RandomPlayer
from ginbot.ai.review import review
from ginbot.engine import NotYourTurn, Rules, match_view_of
from ginbot.service import HintProblem, HintReason, HintRefused, User
from ginbot.text import Locale, hint_line
from tests.refused import refused
from tests.service_support import Recorder, counter, greedy, quick_service, running

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100


async def test_a_hint_is_the_experts_move_for_the_players_view(database):
    reasons: set[HintReason] = set()
    async with running(quick_service(database, seeds=counter(3))) as service:
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random", Rules(target=25))
        for _ in range(14):  # Ann plays the hinted move, decision after decision
            await service.settle()
            own = await service.player_view(info.id, ANN.id)
            if own.view.over:
                break
            if not own.your_turn:
                continue
            hint = await service.hint(info.id, ANN.id)
            assert hint.action in own.legal
            assert hint.action == review(match_view_of(own.view)).best.action
            assert (hint.match_id, hint.seat, hint.version) == (info.id, 0, own.version)
            assert hint_line(Locale.EN, hint)  # every reason has its words
            reasons.add(hint.reason)
            await service.act(info.id, ANN.id, hint.action, own.version)  # not stale
        marked = await service.match_info(info.id)
    assert marked.hinted and marked.hints >= 5
    assert len(reasons) >= 3, reasons


async def test_no_hint_between_people_nor_out_of_turn(database):
    async with running(quick_service(database)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=25))
        people = (await service.accept(challenge.id, BOB)).match
        assert people is not None
        for user in (ANN, BOB):
            with refused(HintRefused(people.id, HintProblem.PEOPLE)):
                await service.hint(people.id, user.id)
        await service.resign(people.id, ANN.id)
        service.computer_pause = 3600  # the computer thinks until the clock moves
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        own = await service.player_view(info.id, ANN.id)
        if own.your_turn:
            await service.act(info.id, ANN.id, greedy(own))
            own = await service.player_view(info.id, ANN.id)
        if own.your_turn:  # a draw: the discard too
            await service.act(info.id, ANN.id, greedy(own))
        with refused(NotYourTurn()):
            await service.hint(info.id, ANN.id)
        assert not (await service.match_info(info.id)).hinted
        assert not (await service.match_info(people.id)).hinted


async def test_a_hinted_win_earns_no_ranking_points(database, monkeypatch):
    monkeypatch.setitem(PLAYERS, "expert", RandomPlayer)  # worth 100 points, and quick
    rec = Recorder()
    won: dict[bool, tuple[tuple[int, int], ...]] = {}
    async with running(quick_service(database, rec, seeds=counter(40))) as service:
        for hinted in (False, True):
            info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "expert",
                                                   Rules(target=25))
            asked = False
            while True:
                await service.settle()
                own = await service.player_view(info.id, ANN.id)
                if own.view.over:
                    break
                assert own.your_turn
                if hinted and not asked:
                    asked = True
                    await service.hint(info.id, ANN.id)
                await service.act(info.id, ANN.id, greedy(own))
            await service.settle()
            done = await service.match_info(info.id)
            assert done.winner == 0, "the greedy player beats a random one here"
            assert done.hinted is hinted
            [summary] = [a["summary"] for a in rec.of("match_over") if a["match"].id == info.id]
            assert summary.match.hinted is hinted
            won[hinted] = summary.points
        board = await service.ladder(GUILD, order="points")
    assert won == {False: ((ANN.id, 100),), True: ()}
    assert [(e.user_id, e.points) for e in board] == [(ANN.id, 100)]
