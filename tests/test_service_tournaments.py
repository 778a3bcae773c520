"""Tournaments in the service (issue 39), on SQLite and PostgreSQL: sign-up, rounds
paired and started by themselves, results heard from the outbox, deadlines on the
service's clock, duplicate deals, managers' acts, a restart mid-round, and refusals."""

from __future__ import annotations

from collections import Counter
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
from ginbot.service import ManualClock, MatchService
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
