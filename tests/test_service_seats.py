"""Tables of three and four in the service: challenges everyone answers, whole matches,
each seat seeing only its own board, resignations, ratings and replays."""

from __future__ import annotations

import pytest

from ginbot.engine import DRAW_STOCK, Rules, SeatSitsOut
from ginbot.model import ChallengeStatus, Cut, Seat
from ginbot.service import (
    ChallengeClosed,
    ChallengeProblem,
    ChallengeRole,
    InvalidChallenge,
    MatchService,
    NotYourChallenge,
    User,
)
from tests.refused import refused
from tests.service_support import (
    Recorder,
    counter,
    greedy,
    quick_service,
    running,
)

GUILD, CHANNEL = 10, 20
ANN, BOB, CAT, DAN, EVE = (User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan"),
                           User(5, "Eve"))


async def play_out(service: MatchService, match_id: int, limit: int = 20000) -> None:
    """Every person plays ``greedy`` whenever they may; the computer plays itself."""
    for _ in range(limit):
        await service.settle()
        table = await service.public_view(match_id)
        if table.view.over:
            return
        people = [s for s in table.to_move if table.match.seats[s].user_id is not None]
        if not people:
            continue
        user_id = table.match.seats[people[0]].user_id
        assert user_id is not None
        own = await service.player_view(match_id, user_id)
        await service.act(match_id, user_id, greedy(own))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("preset", ["three", "teams"])
async def test_rules_for_another_table_size_are_refused(database, preset: str) -> None:
    async with MatchService(database, computer_pause=0) as service:
        players = Rules.preset(preset).players
        with refused(InvalidChallenge(ChallengeProblem.TABLE_SIZE, players)):
            await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules.preset(preset))
        assert (await service.active_matches()) == []


async def test_bad_challenges_to_a_table_are_refused(database) -> None:
    async with running(quick_service(database)) as service:
        with refused(InvalidChallenge(ChallengeProblem.YOURSELF)):
            await service.challenge(GUILD, CHANNEL, ANN, [BOB, ANN])
        with refused(InvalidChallenge(ChallengeProblem.SAME_PERSON_TWICE)):
            await service.challenge(GUILD, CHANNEL, ANN, [BOB, BOB])
        with refused(InvalidChallenge(ChallengeProblem.NO_PERSON)):
            await service.challenge(GUILD, CHANNEL, ANN,
                                    [Seat.computer("easy"), Seat.computer("easy")])


async def test_three_handed_starts_once_both_accept_and_plays_to_the_end(database) -> None:
    rec = Recorder()
    path = database
    async with running(quick_service(path, rec, seeds=counter(7))) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, [BOB, CAT])
        assert challenge.rules.players == 3 and challenge.waiting_for == (BOB, CAT)
        with refused(NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, "Bob", ("Bob", "Cat"))):
            await service.accept(challenge.id, DAN)
        first = await service.accept(challenge.id, CAT)
        assert first.match is None and first.challenge.waiting_for == (BOB,)
        with refused(NotYourChallenge(ChallengeRole.ALREADY_ACCEPTED)):
            await service.accept(challenge.id, CAT)
        assert (await service.challenge_info(challenge.id)).accepted == {ANN.id, CAT.id}
        started = await service.accept(challenge.id, BOB)
        info = started.match
        assert info is not None and started.challenge.status is ChallengeStatus.ACCEPTED
        assert [s.user_id for s in info.seats] == [1, 2, 3]
        table = await service.public_view(info.id)
        board = table.view.boards[0]
        (out,) = {0, 1, 2} - set(board.players)
        with refused(SeatSitsOut(out)):
            await service.act(info.id, info.seats[out].user_id or 0, DRAW_STOCK)
        sitting = await service.player_view(info.id, info.seats[out].user_id or 0)
        assert sitting.sitting_out and sitting.hand is None and sitting.legal == ()
        await play_out(service, info.id)
        done = await service.match_info(info.id)
        assert done.finished and done.winner is not None and len(done.scores or ()) == 3
        assert max(done.scores or ()) >= done.rules.target
        replay = await service.replay_hand(info.id, 1)
        assert len(replay.boards) == 1 and replay.boards[0].players == board.players
        assert replay.boards[0].dealer == out
        ladder = await service.ladder(GUILD)
        assert {e.user_id for e in ladder} == {1, 2, 3} and all(e.games == 1 for e in ladder)
    showdowns = rec.of("showdown")
    assert showdowns and all(len(s["boards"]) == 1 for s in showdowns)
    cut, *_ = rec.of("match_started")[0]["news"]
    assert isinstance(cut, Cut) and cut.seats[0] == (0, 1, 2) and cut.dealer == out


async def test_a_declined_table_is_off_for_everyone(database) -> None:
    rec = Recorder()
    async with running(quick_service(database, rec)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, [BOB, CAT, DAN])
        await service.accept(challenge.id, BOB)
        declined = await service.decline(challenge.id, DAN.id)
        assert declined.status is ChallengeStatus.DECLINED
        with refused(ChallengeClosed(ChallengeStatus.DECLINED)):
            await service.accept(challenge.id, CAT)
        await service.settle()
        assert [c["by"] for c in rec.of("challenge_declined")] == [DAN.id]
        assert (await service.active_matches()) == []


async def test_team_gin_plays_both_boards_at_once_to_the_end(database) -> None:
    rec = Recorder()
    async with running(quick_service(database, rec, seeds=counter(3))) as service:
        # Ann and Cat (seats 0 and 2) against Bob and Dan (1 and 3).
        challenge = await service.challenge(GUILD, CHANNEL, ANN, [BOB, CAT, DAN])
        for user in (BOB, CAT):
            assert (await service.accept(challenge.id, user)).match is None
        info = (await service.accept(challenge.id, DAN)).match
        assert info is not None and info.sides == ((0, 2), (1, 3))
        table = await service.public_view(info.id)
        assert len(table.view.boards) == 2 and len(table.to_move) == 2
        for seat, user in enumerate((ANN, BOB, CAT, DAN)):
            own = await service.player_view(info.id, user.id)
            assert own.hand is not None and own.hand.hand  # own cards only
            partner = (await service.player_view(info.id, (ANN, BOB, CAT, DAN)[seat ^ 2].id))
            assert partner.hand is not None and own.hand.hand != partner.hand.hand
        await play_out(service, info.id)
        done = await service.match_info(info.id)
        assert done.finished and done.winner in (0, 1) and len(done.scores or ()) == 2
        winners = {info.seats[s].user_id for s in info.sides[done.winner or 0]}
        ladder = {e.user_id: e for e in await service.ladder(GUILD)}
        assert {u for u, e in ladder.items() if e.wins == 1} == winners
        rounds = rec.of("showdown")
        assert rounds and all(len(r["boards"]) == 2 for r in rounds)
        replay = await service.replay_hand(info.id, 1)
        assert len(replay.boards) == 2
        assert {p for b in replay.boards for p in b.players} == {0, 1, 2, 3}


async def test_the_computer_takes_a_seat_and_a_partner_resigning_ends_it(database) -> None:
    rec = Recorder()
    async with running(quick_service(database, rec, seeds=counter(5))) as service:
        challenge = await service.challenge(
            GUILD, CHANNEL, ANN, [BOB, Seat.computer("normal"), CAT])
        await service.accept(challenge.id, BOB)
        info = (await service.accept(challenge.id, CAT)).match
        assert info is not None and info.seats[2].level == "normal"
        for _ in range(3):
            await service.settle()
        summary = await service.resign(info.id, CAT.id)  # seat 3: Bob's side loses
        assert summary.winner == 0 and summary.match.winner == 0


@pytest.mark.parametrize("players", [3, 4])
async def test_against_the_computer_at_every_table(database, players: int) -> None:
    rec = Recorder()
    async with running(quick_service(database, rec, seeds=counter(2))) as service:
        rules = Rules.preset("three" if players == 3 else "teams")
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "easy", rules)
        assert len(info.seats) == players and info.user_ids == (ANN.id,)
        await play_out(service, info.id)
        done = await service.match_info(info.id)
        assert done.finished
        news = [c for c in rec.of("hand_changed") if c["user_id"] == ANN.id]
        assert news and all(c["table"].seat == 0 for c in news)
        assert {c["user_id"] for c in rec.of("hand_changed")} == {ANN.id}
