"""Turn timers (reminder, forfeit, autoplay), the next-hand delay and challenge expiry,
on a manual clock: minutes pass without sleeping."""

from __future__ import annotations

from ginbot.engine import DRAW_STOCK, Rules
from ginbot.model import TimedOut
from ginbot.service import (
    AUTOPLAY_TURNS,
    ChallengeClosed,
    ChallengeStatus,
    EndReason,
    ManualClock,
    User,
)
from tests.db_support import query
from tests.refused import refused
from tests.service_support import Recorder, greedy, quick_service, running

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100


def seeds():
    number = iter(range(100, 10_000))
    return lambda: next(number)


async def test_half_time_reminder_then_the_idle_player_forfeits(database):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, seeds(), turn_timeout=60)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        table = await service.public_view(info.id)
        (mover,) = table.to_move
        idle = info.seats[mover]
        assert table.deadline == clock.now() + 60
        await clock.advance(29.9)
        await service.settle()
        assert rec.of("reminder") == []
        await clock.advance(0.1)
        await service.settle()
        [reminder] = rec.of("reminder")
        assert (reminder["user_id"], reminder["seconds_left"]) == (idle.user_id, 30)
        await clock.advance(29.9)
        await service.settle()
        assert rec.of("match_over") == []
        await clock.advance(0.1)
        await service.settle()
        [over] = rec.of("match_over")
        board = await service.ladder(GUILD)
        assert (await service.active_match(GUILD, ANN.id)) is None
    summary = over["summary"]
    assert summary.reason is EndReason.FORFEIT and summary.winner == 1 - table.to_move[0]
    winner = summary.match.name(summary.winner)
    assert summary.match.end_reason is EndReason.FORFEIT and winner != idle.name
    assert rec.of("table_changed")[-1]["news"] == [TimedOut(table.to_move[0], autoplay=False)]
    assert [e.wins for e in board] == [1, 0]  # a forfeit counts on the ladder


async def test_the_clock_runs_for_the_whole_turn_and_restarts_for_the_next(database):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, seeds(), turn_timeout=60)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(deal="scarne"))
        info = (await service.accept(challenge.id, BOB)).match
        (first,) = (await service.public_view(info.id)).to_move
        assert first is not None
        mover = info.seats[first].user_id
        assert mover is not None
        await clock.advance(50)
        await service.act(info.id, mover, greedy(await service.player_view(info.id, mover)))
        after = await service.public_view(info.id)
        assert after.to_move == (1 - first,) and after.deadline == clock.now() + 60
        await service.settle()
        assert rec.of("table_changed")[-1]["table"].deadline == after.deadline
        await clock.advance(59)
        await service.settle()
        assert rec.of("match_over") == []  # the first player's old timer is gone
        other = info.seats[1 - first].user_id
        assert other is not None
        await service.act(info.id, other, DRAW_STOCK)  # half a turn does not stop the clock
        await clock.advance(1)
        await service.settle()
        [over] = rec.of("match_over")
    assert over["summary"].winner == first


async def test_autoplay_plays_for_the_idle_player_then_forfeits(database):
    path = database
    clock, rec = ManualClock(), Recorder()
    service = quick_service(path, rec, clock, seeds(), turn_timeout=60, idle_action="autoplay")
    async with running(service):
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random", Rules(target=500))

        async def ann_to_move() -> None:
            await service.settle()
            table = await service.player_view(info.id, ANN.id)
            assert table.your_turn and table.deadline == clock.now() + 60

        await ann_to_move()
        for _ in range(AUTOPLAY_TURNS - 1):
            await clock.advance(60)
            await ann_to_move()
        await service.act(info.id, ANN.id, greedy(await service.player_view(info.id, ANN.id)))
        if (await service.player_view(info.id, ANN.id)).your_turn:  # she took the upcard
            await service.act(info.id, ANN.id, greedy(await service.player_view(info.id, ANN.id)))
        for _ in range(AUTOPLAY_TURNS):  # her own turn started the count again
            await ann_to_move()
            await clock.advance(60)
        await ann_to_move()
        assert rec.of("match_over") == []
        await clock.advance(60)
        await service.settle()
        [over] = rec.of("match_over")
    assert over["summary"].reason is EndReason.FORFEIT and over["summary"].winner == 1
    said = [n for call in rec.of("table_changed") for n in call["news"]]
    assert said.count(TimedOut(0, autoplay=True)) == 2 * AUTOPLAY_TURNS - 1
    sources = query(path, "SELECT DISTINCT source FROM match_actions WHERE seat = 0")
    assert {s for (s,) in sources} == {"timer", "player"}


async def test_no_timer_when_the_turn_timeout_is_off(database):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, turn_timeout=0)
    async with running(service):
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        await service.settle()
        await clock.advance(86400)
        await service.settle()
        table = await service.player_view(info.id, ANN.id)
    assert table.your_turn and table.deadline is None and rec.of("reminder") == []


async def test_a_challenge_expires_with_a_notice(database):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, challenge_expiry=300)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        assert challenge.expires_at == clock.now() + 300
        await clock.advance(299)
        await service.settle()
        assert (await service.challenge_info(challenge.id)).status is ChallengeStatus.OPEN
        await clock.advance(1)
        await service.settle()
        [expired] = rec.of("challenge_expired")
        with refused(ChallengeClosed(ChallengeStatus.EXPIRED)):
            await service.accept(challenge.id, BOB)
    assert expired["challenge"].status is ChallengeStatus.EXPIRED
    assert expired["challenge"].id == challenge.id


async def test_a_late_answer_finds_the_challenge_expired(database):
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, challenge_expiry=60)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        clock.jump(61)  # the answer arrives before the expiry timer has run
        with refused(ChallengeClosed(ChallengeStatus.EXPIRED)):
            await service.accept(challenge.id, BOB)
        await service.settle()
        [expired] = rec.of("challenge_expired")
    assert expired["challenge"].status is ChallengeStatus.EXPIRED
