"""Tournaments in the service (issue 39), on SQLite and PostgreSQL: sign-up, rounds
paired and started by themselves, results heard from the outbox, deadlines on the
service's clock, duplicate deals, managers' acts, a restart mid-round, and refusals."""

from __future__ import annotations

import asyncio
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from ginbot.engine import Rules
from ginbot.model import (
    GameEnd,
    Tournament,
    TournamentFormat,
    TournamentNews,
    TournamentProblem,
    TournamentRefused,
    TournamentStatus,
    User,
)
from ginbot.service import ManualClock, MatchService, SystemClock
from ginbot.tournament import standings
from tests.db_support import Location, query
from tests.service_support import Recorder, counter, greedy, quick_service, running

GUILD, CHANNEL = 1, 10
SHORT = Rules(target=25)
HOST = User(100, "Host")
PEOPLE = [User(100 + i, f"P{i}") for i in range(6)]  # PEOPLE[0] is HOST


class Heard(Recorder):
    async def tournament_news(self, tournament: Tournament, news: TournamentNews,
                              round_number: int | None, board: int | None) -> None:
        self.calls.append(("tournament_news", {"tournament": tournament, "news": news,
                                               "round": round_number, "board": board}))

    def news(self) -> list[TournamentNews]:
        return [c["news"] for c in self.of("tournament_news")]


async def play_people(service: MatchService, t: Tournament, absent: set[int] = frozenset()
                      ) -> None:
    """Every person of the round's matches plays greedily, except ``absent`` user ids,
    until nothing is left to do without them."""
    while True:
        await service.settle()
        moved = False
        for match in await service.active_matches():
            table = await service.public_view(match.id)
            for seat in table.to_move:
                user_id = match.seats[seat].user_id
                if user_id is None or user_id in absent:
                    continue
                own = await service.player_view(match.id, user_id)
                await service.act(match.id, user_id, greedy(own))
                moved = True
        if not moved:
            return


async def new_swiss(service: MatchService, people: list[User], computers: list[str],
                    **options: Any) -> Tournament:
    t = await service.create_tournament(GUILD, CHANNEL, people[0], TournamentFormat.SWISS,
                                        "Friday Gin", rules=SHORT, **options)
    for person in people[1:]:
        await service.join_tournament(t.id, person)
    for level in computers:
        await service.add_computer_to_tournament(t.id, people[0], level)
    return await service.start_tournament(t.id, people[0])


async def test_a_swiss_of_six_people_and_two_computers_with_a_no_show(
        database: Location) -> None:
    clock = ManualClock()
    heard = Heard()
    absent = PEOPLE[5]
    async with running(quick_service(database, heard, clock, seeds=counter(7))) as service:
        t = await new_swiss(service, PEOPLE, ["easy", "normal"], rounds=3, round_hours=2)
        assert t.status is TournamentStatus.RUNNING and t.rounds == 3 and t.round == 1
        assert len(t.games_of(1)) == 4 and all(g.match_id for g in t.games_of(1))
        for number in (1, 2, 3):
            await play_people(service, t, {absent.id})
            t = await service.tournament(t.id)
            assert t.round == number
            waiting = [g for g in t.games_of(number) if not g.decided]
            no_show = t.entrant_of(absent.id)
            assert no_show is not None
            assert all(no_show.number in g.entrants for g in waiting), \
                "only the no-show's game is left"
            await clock.advance(1.5 * 3600)  # a quarter of the round's time before the end
            await service.settle()
            assert heard.of("tournament_news")[-1]["news"] is TournamentNews.DEADLINE_SOON
            assert heard.of("tournament_news")[-1]["round"] == number
            await clock.advance(0.5 * 3600)
            await service.settle()
            t = await service.tournament(t.id)
            game = next(g for g in t.games_of(number) if no_show.number in g.entrants)
            assert game.end is GameEnd.FORFEIT and game.winner != no_show.number
        assert t.status is TournamentStatus.FINISHED
        assert len(t.games) == 12 and all(g.decided for g in t.games)
        met = Counter(frozenset(g.entrants) for g in t.games)
        assert max(met.values()) == 1, "nobody met twice"
        rows = standings(t.format, t.entrants, t.games)
        assert rows[-1].entrant.seat.user_id == absent.id and rows[-1].score == 0
        news = heard.news()
        assert news.count(TournamentNews.ROUND) == 3
        assert news.count(TournamentNews.DEADLINE_SOON) == 3
        assert news[-1] is TournamentNews.FINISHED
        assert news.count(TournamentNews.RESULT) == 12
        # Results move the ladder like any match between people
        assert query(database, "SELECT COUNT(*) FROM ratings")[0][0] >= 5


async def test_refusals_change_nothing(database: Location) -> None:
    async with running(quick_service(database, Heard())) as service:
        t = await service.create_tournament(GUILD, CHANNEL, HOST, TournamentFormat.KNOCKOUT,
                                            "Cup", rules=SHORT)
        stranger = PEOPLE[3]

        async def refused(problem: TournamentProblem, call: Any) -> None:
            with pytest.raises(TournamentRefused) as error:
                await call
            assert error.value.problem is problem

        await refused(TournamentProblem.ALREADY_ENTERED, service.join_tournament(t.id, HOST))
        await refused(TournamentProblem.TOO_FEW, service.start_tournament(t.id, HOST))
        await service.join_tournament(t.id, stranger)
        await refused(TournamentProblem.NOT_CREATOR,
                      service.start_tournament(t.id, stranger))
        await refused(TournamentProblem.NOT_MANAGER,
                      service.cancel_tournament(t.id, stranger))
        await refused(TournamentProblem.NOT_ENTERED,
                      service.leave_tournament(t.id, PEOPLE[4].id))
        await service.start_tournament(t.id, HOST)
        await refused(TournamentProblem.STARTED, service.join_tournament(t.id, PEOPLE[4]))
        await refused(TournamentProblem.NOT_MANAGER,
                      service.cancel_tournament(t.id, HOST))
        before = await service.tournament(t.id)
        assert before.status is TournamentStatus.RUNNING and len(before.entrants) == 2
        await service.cancel_tournament(t.id, PEOPLE[4], manager=True, reason="storm")
        after = await service.tournament(t.id)
        assert after.status is TournamentStatus.CANCELLED
        assert after.acts[-1].reason == "storm"
        await refused(TournamentProblem.OVER, service.cancel_tournament(t.id, HOST,
                                                                       manager=True))


async def computers(service: MatchService, format: TournamentFormat, levels: list[str],
                    **options: Any) -> Tournament:
    """A tournament of computer players only, created and started by HOST (who leaves)."""
    t = await service.create_tournament(GUILD, CHANNEL, HOST, format, "Bots", rules=SHORT,
                                        **options)
    for level in levels:
        await service.add_computer_to_tournament(t.id, HOST, level)
    await service.leave_tournament(t.id, HOST.id)
    return await service.start_tournament(t.id, HOST)


async def test_a_knockout_of_five_gives_the_top_three_seeds_byes(database: Location) -> None:
    heard = Heard()
    levels = ["random", "easy", "expert", "simple", "normal"]
    async with running(quick_service(database, heard, seeds=counter(3))) as service:
        t = await computers(service, TournamentFormat.KNOCKOUT, levels)
        assert t.rounds == 3
        by_rating = sorted(t.entrants, key=lambda e: (-(e.rating or 0), e.number))
        byes = {g.first for g in t.games_of(1) if g.second is None}
        assert byes == {e.number for e in by_rating[:3]}, "the top three seeds sit out"
        assert [g.entrants for g in t.games_of(1) if g.second is not None] == [
            (by_rating[3].number, by_rating[4].number)]
        await service.settle()
        t = await service.tournament(t.id)
        assert t.status is TournamentStatus.FINISHED
        assert [len(t.games_of(n)) for n in (1, 2, 3)] == [4, 2, 1]
        final = t.games_of(3)[0]
        rows = standings(t.format, t.entrants, t.games)
        assert rows[0].entrant.number == final.winner and rows[0].place == 1
        assert heard.news().count(TournamentNews.ROUND) == 3


async def test_a_duplicate_round_robin_deals_every_board_of_a_round_the_same_cards(
        database: Location) -> None:
    async with running(quick_service(database, Heard(), seeds=counter(11))) as service:
        t = await computers(service, TournamentFormat.ROUND_ROBIN,
                            ["easy", "normal", "simple", "easy"], duplicate=True)
        await service.settle()
        t = await service.tournament(t.id)
        assert t.status is TournamentStatus.FINISHED and t.rounds == 3
        field = [e.number for e in t.entrants]
        assert Counter(frozenset(g.entrants) for g in t.games) == Counter(
            {frozenset((a, b)): 1 for i, a in enumerate(field) for b in field[i + 1:]})
        for number in (1, 2, 3):
            boards = t.games_of(number)
            assert len(boards) == 2
            dealt = [dict(query(database, "SELECT hand_index, seed FROM match_hands "
                                          "WHERE match_id = ?", g.match_id)) for g in boards]
            common = set(dealt[0]) & set(dealt[1])
            assert 0 in common and all(dealt[0][i] == dealt[1][i] for i in common), \
                "the same deals on both boards"
            assert boards[0].first_seat != boards[1].first_seat, "the seats mirrored"
        seeds = {query(database, "SELECT seed FROM matches WHERE id = ?", g.match_id)[0][0]
                 for g in t.games}
        assert len(seeds) == 3, "one deal a round, a new one each round"


async def test_managers_remove_a_player_and_record_a_result(database: Location) -> None:
    heard = Heard()
    async with running(quick_service(database, heard, seeds=counter(5))) as service:
        t = await service.create_tournament(GUILD, CHANNEL, HOST, TournamentFormat.SWISS,
                                            "Club night", rules=SHORT, rounds=2)
        for person in PEOPLE[1:4]:
            await service.join_tournament(t.id, person)
        t = await service.start_tournament(t.id, HOST)
        first, second = t.games_of(1)
        gone = t.entrant(first.first)
        manager = User(999, "Mod")
        with pytest.raises(TournamentRefused) as refused:
            await service.remove_from_tournament(t.id, HOST, gone.number)
        assert refused.value.problem is TournamentProblem.NOT_MANAGER
        t = await service.remove_from_tournament(t.id, manager, gone.number, manager=True,
                                                 reason="left the server")
        game = t.games_of(1)[0]
        assert game.end is GameEnd.FORFEIT and game.winner == first.second
        assert (await service.match_info(first.match_id)).finished
        assert t.acts[-1].name == gone.name and t.acts[-1].reason == "left the server"
        winner = t.entrant(second.second)
        t = await service.record_tournament_result(t.id, manager, winner.number,
                                                   manager=True, reason="agreed")
        assert (await service.match_info(second.match_id)).finished
        await service.settle()
        t = await service.tournament(t.id)
        assert t.games_of(1)[1].winner == winner.number
        assert t.round == 2, "round 2 paired by itself"
        assert all(gone.number not in g.entrants for g in t.games_of(2)), \
            "a removed player is paired no more"
        assert TournamentNews.ACT in heard.news()
        with pytest.raises(TournamentRefused) as refused:
            await service.record_tournament_result(t.id, manager, gone.number, manager=True)
        assert refused.value.problem is TournamentProblem.NO_GAME


async def test_a_restart_mid_round_keeps_the_matches_and_the_deadline(
        database: Location) -> None:
    clock = ManualClock()
    service = quick_service(database, Heard(), clock, seeds=counter(21))
    async with running(service):
        t = await new_swiss(service, PEOPLE[:4], [], rounds=2, round_hours=1)
        await play_people(service, t, {PEOPLE[3].id})
        before = await service.tournament(t.id)
    heard = Heard()
    again = quick_service(database, heard, clock, seeds=counter(50))
    async with running(again):
        t = await again.tournament(t.id)
        assert t == before
        stuck = [g for g in t.games_of(1) if not g.decided]
        assert len(stuck) == 1 and PEOPLE[3].id in {
            t.entrant(n).seat.user_id for n in stuck[0].entrants}
        await clock.advance(3600)
        await again.settle()
        t = await again.tournament(t.id)
        assert t.games_of(1)[-1].decided and t.round == 2
        await play_people(again, t, set())
        t = await again.tournament(t.id)
        assert t.status is TournamentStatus.FINISHED
        assert heard.news()[-1] is TournamentNews.FINISHED


async def round_one_but_one(service: MatchService) -> tuple[Tournament, Any]:
    """A Swiss of four people, round 1 played but for PEOPLE[3]'s game."""
    t = await new_swiss(service, PEOPLE[:4], [], rounds=2)
    await play_people(service, t, {PEOPLE[3].id})
    t = await service.tournament(t.id)
    last = next(g for g in t.games_of(1) if not g.decided)
    return t, last


async def test_two_results_at_once_pair_the_next_round_once(database: Location) -> None:
    heard = Heard()
    async with running(quick_service(database, heard, seeds=counter(31))) as service:
        t = await new_swiss(service, PEOPLE[:4], [], rounds=2)
        first, second = t.games_of(1)
        loser_a = t.entrant(first.second).seat.user_id
        loser_b = t.entrant(second.second).seat.user_id
        assert loser_a is not None and loser_b is not None
        await asyncio.gather(service.resign(first.match_id, loser_a),
                             service.resign(second.match_id, loser_b))
        await service.settle()
        t = await service.tournament(t.id)
        assert t.round == 2 and len(t.games_of(2)) == 2
        assert [c["round"] for c in heard.of("tournament_news")
                if c["news"] is TournamentNews.ROUND] == [1, 2]


RESIGN_AND_DIE = """
import asyncio, os, signal, sys
from ginbot.service import GuildSettings, MatchService

async def main(url, match_id, user_id):
    service = MatchService(url, computer_pause=0, guild_defaults=GuildSettings(
        turn_timeout=0, next_hand_delay=0))
    await service.start()
    await service.resign(match_id, user_id)
    await asyncio.sleep(float(sys.argv[4]))
    os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
"""


@pytest.mark.parametrize("linger", [0.0, 0.05])
async def test_a_process_killed_as_the_last_match_of_a_round_ends(
        postgresql: Location, linger: float) -> None:
    """A second process ends the round's last match and is SIGKILLed at once (or a moment
    later, mid-delivery): the first pairs round 2, once."""
    heard = Heard()
    # The dead process's claims are let go when the dispatcher next looks, on real time
    async with running(quick_service(postgresql, heard, SystemClock(), counter(41))
                       ) as service:
        t, last = await round_one_but_one(service)
        absent = t.entrant(last.first).seat.user_id
        other = await asyncio.create_subprocess_exec(
            sys.executable, "-c", RESIGN_AND_DIE, str(postgresql), str(last.match_id),
            str(absent), str(linger), cwd=Path(__file__).resolve().parent.parent)
        assert await other.wait() == -signal.SIGKILL
        for _ in range(600):
            t = await service.tournament(t.id)
            if t.round == 2:
                break
            await asyncio.sleep(0.1)
        await service.settle()
        t = await service.tournament(t.id)
        assert t.round == 2 and len(t.games_of(2)) == 2
        assert t.games_of(1)[-1].winner == last.second
        rounds = [c["round"] for c in heard.of("tournament_news")
                  if c["news"] is TournamentNews.ROUND]
        assert rounds.count(2) == 1
        assert query(postgresql, "SELECT COUNT(*) FROM tournament_games WHERE round = 2")[0][
            0] == 2


async def test_a_game_waits_for_a_player_busy_in_another_match(database: Location) -> None:
    """Bob is playing the computer when the tournament starts: his game starts when that
    match ends (heard in the tournament's own stream), the other game at once."""
    async with running(quick_service(database, Heard(), seeds=counter(61))) as service:
        t = await service.create_tournament(GUILD, CHANNEL, HOST, TournamentFormat.SWISS,
                                            "Waiting", rules=SHORT, rounds=1)
        for person in PEOPLE[1:4]:
            await service.join_tournament(t.id, person)
        friendly = await service.start_vs_computer(GUILD, CHANNEL, PEOPLE[1], "easy",
                                                   SHORT)
        t = await service.start_tournament(t.id, HOST)
        bobs = next(g for g in t.games_of(1) if t.entrant_of(PEOPLE[1].id).number
                    in g.entrants)
        other = next(g for g in t.games_of(1) if g is not bobs)
        assert bobs.match_id is None and other.match_id is not None
        await service.resign(friendly.id, PEOPLE[1].id)
        await service.settle()
        t = await service.tournament(t.id)
        started = next(g for g in t.games_of(1) if g.board == bobs.board)
        assert started.match_id is not None
        assert PEOPLE[1].id in (await service.match_info(started.match_id)).user_ids
