"""A restart (a new service on the same file) picks every match up where it was:
the computer's pending turn, the next deal, turn timers and challenge expiry."""

from __future__ import annotations

import logging

import pytest

from ginbot.engine import Rules
from ginbot.service import ChallengeStatus, EndReason, ManualClock, User
from ginbot.service.timers import NEVER
from tests.db_support import query
from tests.service_support import Recorder, greedy, quick_service, running

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100


def seeds():
    number = iter(range(500, 10_000))
    return lambda: next(number)


def stored_actions(path) -> list[tuple[int, int, str, str]]:
    return query(path, "SELECT seq, seat, action, source FROM match_actions "
                       "ORDER BY match_id, seq")


async def _play_turns(service, match_id: int, clock: ManualClock, turns: int, pause: float,
                      restart_at: int | None, path) -> None:
    """Ann plays greedy turns; the computer thinks for ``pause`` seconds each move."""
    for turn in range(turns):
        for _ in range(50):
            await service.settle()
            table = await service.player_view(match_id, ANN.id)
            if table.your_turn or table.view.over:
                break
            await clock.advance(pause)
        if table.view.over:
            return
        result = await service.act(match_id, ANN.id, greedy(table))
        if restart_at is not None and turn >= restart_at and result.table.to_move == (1,):
            await service.close()  # the computer's move is still waiting for the clock
            await service.start()
            restart_at = None


async def test_the_computer_plays_on_after_a_restart_as_it_would_have(databases, caplog):
    caplog.set_level(logging.WARNING, "ginbot.service")
    runs = []
    for restart_at in (None, 3):
        path = databases.new(f"run{restart_at}")
        clock = ManualClock()
        service = quick_service(path, None, clock, seeds())
        service.computer_pause = 2.0
        async with running(service):
            info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random",
                                                   Rules(target=50))
            await _play_turns(service, info.id, clock, 12, 2.0, restart_at, path)
        runs.append(stored_actions(path))
    assert runs[0] == runs[1]
    assert caplog.records == []  # no write failed: the first run's timers stayed quiet
    assert any(source == "computer" for *_, source in runs[0])


async def _to_the_end_of_hand_one(service, info) -> None:
    for _ in range(500):
        table = await service.public_view(info.id)
        if table.awaiting_deal:
            return
        user = info.seats[table.to_move[0]].user_id
        assert user is not None
        await service.act(info.id, user, greedy(await service.player_view(info.id, user)))
    raise AssertionError("hand one did not end")


def armed_rows(path) -> list[tuple[str, int | None, float]]:
    """The match timers stored as due rows that will fire (the next deal has no seat; a
    turn without a time limit is marked by a row that never falls due)."""
    return query(path, "SELECT kind, seat, due_at FROM due WHERE match_id IS NOT NULL "
                       "AND due_at < ? ORDER BY id", NEVER)


async def test_a_pending_deal_keeps_its_time_across_a_restart(database):
    """The next deal is a stored row: a restart deals it when it was due, not a whole
    delay later."""
    path = database
    clock, rec = ManualClock(), Recorder()
    service = quick_service(path, rec, clock, seeds(), next_hand_delay=8)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        await _to_the_end_of_hand_one(service, info)
        await service.settle()
        due = clock.now() + 8
        assert armed_rows(path) == [("deal", None, due)]
    await clock.advance(3)  # down for three of the eight seconds
    async with running(quick_service(path, rec, clock, next_hand_delay=8)) as service:
        table = await service.public_view(info.id)
        assert table.awaiting_deal and table.next_deal_at == due
        await clock.advance(5)
        await service.settle()
        table = await service.public_view(info.id)
        assert not table.awaiting_deal and table.view.hand_number == 2
        assert rec.calls[-1][0] in ("your_turn", "hand_changed")
        assert [kind for kind, *_ in armed_rows(path)] == []  # no turn timer in this guild
    await clock.advance(100)


async def test_a_deal_due_while_the_bot_was_down_comes_at_once(database):
    path = database
    clock, rec = ManualClock(), Recorder()
    async with running(quick_service(path, rec, clock, seeds(), next_hand_delay=8)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        await _to_the_end_of_hand_one(service, info)
    await clock.advance(100)  # the bot was down longer than the delay
    async with running(quick_service(path, rec, clock, next_hand_delay=8)) as service:
        await service.settle()
        table = await service.public_view(info.id)
    assert not table.awaiting_deal and table.view.hand_number == 2


async def test_turn_timers_are_rearmed_after_a_restart(database):
    path = database
    clock, rec = ManualClock(), Recorder()
    async with running(quick_service(path, rec, clock, seeds(), turn_timeout=60)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        await clock.advance(50)
        await service.settle()
        assert len(rec.of("reminder")) == 1
        table_before = await service.public_view(info.id)
        [(kind, seat, due)] = armed_rows(path)
        assert kind == "turn" and seat == table_before.to_move[0] and due == clock.now() + 10
    await clock.advance(600)  # down for ten minutes: nobody loses for the bot's absence
    async with running(quick_service(path, rec, clock, turn_timeout=60)) as service:
        table = await service.public_view(info.id)
        assert table.deadline == clock.now() + 60  # a fresh clock for the player to move
        await clock.advance(59)
        await service.settle()
        assert len(rec.of("reminder")) == 2 and rec.of("match_over") == []
        await clock.advance(1)
        await service.settle()
        [over] = rec.of("match_over")
    assert over["summary"].reason is EndReason.FORFEIT
    assert over["summary"].winner == 1 - table.to_move[0]


async def test_challenge_expiry_survives_a_restart(database):
    path = database
    clock, rec = ManualClock(), Recorder()
    async with running(quick_service(path, rec, clock, challenge_expiry=300)) as service:
        soon = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        await clock.advance(200)
        later = await service.challenge(GUILD + 1, CHANNEL, ANN, BOB)
    await clock.advance(150)  # ``soon`` expired while the bot was down
    async with running(quick_service(path, rec, clock, challenge_expiry=300)) as service:
        await service.settle()
        assert [c["challenge"].id for c in rec.of("challenge_expired")] == [soon.id]
        assert (await service.challenge_info(later.id)).status is ChallengeStatus.OPEN
        await clock.advance(150)
        await service.settle()
        assert (await service.challenge_info(later.id)).status is ChallengeStatus.EXPIRED
    assert [c["challenge"].id for c in rec.of("challenge_expired")] == [soon.id, later.id]


async def test_a_match_that_cannot_be_rebuilt_does_not_stop_the_others(database, caplog):
    path = database
    async with running(quick_service(path, None, ManualClock(), seeds())) as service:
        broken = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        fine = await service.start_vs_computer(GUILD, CHANNEL, BOB, "random")
        await service.settle()
    # A record the rules refuse (say, after a bad upgrade).
    seq = query(path, "SELECT COUNT(*) FROM match_actions WHERE match_id = ?", broken.id)[0][0]
    query(path, "INSERT INTO match_actions VALUES (?, ?, 0, 0, 'big gin', 'player', 0)",
          broken.id, seq)
    async with running(quick_service(path, None, ManualClock())) as service:
        assert (await service.active_match(GUILD, BOB.id)) == (await service.match_info(fine.id))
        table = await service.player_view(fine.id, BOB.id)  # the other plays on
        await service.act(fine.id, BOB.id, greedy(table))
        with pytest.raises(ValueError):
            await service.player_view(broken.id, ANN.id)
    assert f"match {broken.id} could not be rebuilt" in caplog.text
