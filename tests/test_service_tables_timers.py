"""Timers and restarts at tables of three and four: two clocks run at once at a team
table, the player sitting out has none, and a restart mid-round plays on identically."""

from __future__ import annotations

from ginbot.model import ActionSource, EndReason, IdleAction, TimedOut
from ginbot.service import ManualClock, MatchService, User
from tests.db_support import query
from tests.service_support import Recorder, counter, greedy, quick_service, running

ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")
GUILD, CHANNEL = 10, 100
PEOPLE = (ANN, BOB, CAT, DAN)


async def team_match(service: MatchService) -> int:
    challenge = await service.challenge(GUILD, CHANNEL, ANN, [BOB, CAT, DAN])
    for user in (BOB, CAT, DAN):
        started = (await service.accept(challenge.id, user)).match
    assert started is not None
    return started.id


async def test_both_boards_have_a_clock_and_the_first_idle_player_forfeits_for_the_team(
        database) -> None:
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, counter(4), turn_timeout=60)
    async with running(service):
        match_id = await team_match(service)
        table = await service.public_view(match_id)
        first, second = table.to_move
        assert table.deadlines == {first: clock.now() + 60, second: clock.now() + 60}
        await clock.advance(30)
        await service.settle()
        assert {r["user_id"] for r in rec.of("reminder")} == {first + 1, second + 1}
        # The second one plays; the first does not, and loses the match for their team.
        own = await service.player_view(match_id, second + 1)
        await service.act(match_id, second + 1, greedy(own))
        await clock.advance(30)
        await service.settle()
        [over] = rec.of("match_over")
    summary = over["summary"]
    loser = summary.match.side_of(first)
    assert summary.reason is EndReason.FORFEIT and summary.winner == 1 - loser
    assert TimedOut(first, autoplay=False) in rec.of("table_changed")[-1]["news"]


async def test_the_player_sitting_out_has_no_clock_and_autoplay_plays_for_the_idle(
        database) -> None:
    clock, rec = ManualClock(), Recorder()
    service = quick_service(database, rec, clock, counter(8), turn_timeout=60,
                            idle_action=IdleAction.AUTOPLAY)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, [BOB, CAT])
        await service.accept(challenge.id, BOB)
        started = (await service.accept(challenge.id, CAT)).match
        assert started is not None
        table = await service.public_view(started.id)
        (mover,) = table.to_move
        (out,) = {0, 1, 2} - set(table.view.boards[0].players)
        assert set(table.deadlines) == {mover} and out not in table.deadlines
        await clock.advance(60)
        await service.settle()
        news = [n for c in rec.of("table_changed") for n in c["news"]]
        assert TimedOut(mover, autoplay=True) in news
        assert rec.of("match_over") == []
    sources = {row[0] for row in query(database, "SELECT source FROM match_actions")}
    assert ActionSource.TIMER.value in sources


async def _play(service: MatchService, match_id: int, moves: int) -> None:
    for _ in range(moves):
        await service.settle()
        table = await service.public_view(match_id)
        if table.view.over or not table.to_move:
            return
        seat = table.to_move[-1]
        user = table.match.seats[seat].user_id
        assert user is not None
        await service.act(match_id, user, greedy(await service.player_view(match_id, user)))


def stored_actions(path) -> list[tuple]:
    return query(path, "SELECT seq, hand_index, seat, action FROM match_actions "
                       "ORDER BY seq")


async def test_a_team_match_restarted_mid_round_plays_on_identically(databases) -> None:
    """One run straight through; one stopped and restarted twice mid-round. The same
    moves, on the same deals, end in the same stored record."""
    runs = []
    for restarts in ((), (17, 45)):
        path = databases.new(f"run{len(runs)}")
        clock = ManualClock()
        service = quick_service(path, Recorder(), clock, counter(21))
        async with running(service):
            match_id = await team_match(service)
        played = 0
        for stop in (*restarts, 120):
            async with running(quick_service(path, Recorder(), clock)) as service:
                await _play(service, match_id, stop - played)
                played = stop
                table = await service.public_view(match_id)
                if restarts and stop in restarts:
                    assert not table.awaiting_deal  # stopped in the middle of a round
        runs.append(stored_actions(path))
    assert runs[0] == runs[1] and len(runs[0]) >= 100
    assert {seat for _, _, seat, _ in runs[0]} == {0, 1, 2, 3}
