"""Results at tables of two to four: ratings by side (openskill's team model, the final
order of three), a computer seat's fixed rating, ranking points per person, the stored
finish by side and the hand results by table seat."""

from __future__ import annotations

import random
import sqlite3

import pytest
from openskill.models import PlackettLuce

from ginbot.engine import Match, Rules, Table, TeamMatch, ThreeHandedMatch
from ginbot.model import EndReason, MatchInfo, Rating, Seat, User
from ginbot.service import ManualClock, Notifier, ratings
from ginbot.service.context import Context
from ginbot.service.live import LiveMatch
from ginbot.service.results import Results
from ginbot.service.views import MatchSummary
from ginbot.store import Database, ladder, matches, players

ANN, BOB, CY, DEE = User(1, "Ann"), User(2, "Bob"), User(3, "Cy"), User(4, "Dee")
GUILD = 5
MODEL = PlackettLuce()
THREE = Rules(players=3, target=30)
FOUR = Rules(players=4, target=30)


@pytest.fixture
async def results(tmp_path):
    context = Context(tmp_path / "g.sqlite3", Notifier(), ManualClock(), "NORMAL")
    context.store = await Database.open(tmp_path / "g.sqlite3")
    try:
        yield Results(context)
    finally:
        await context.store.close()


def play_out(table: Table, seed: int) -> Table:
    """Play ``table`` to its end: knock or gin when allowed, else any legal move."""
    rng = random.Random(seed)
    while not table.over:
        if table.awaiting_deal:
            table.next_hand()
            continue
        seat = table.to_move[0]
        legal = table.legal(seat)
        ending = [a for a in legal if str(a).split()[0] in ("gin", "knock", "big")]
        table.apply(ending[0] if ending else rng.choice(legal), seat)
    return table


async def seated(results: Results, seats: tuple[Seat, ...], table: Table,
                 guild: int = GUILD) -> LiveMatch:
    """``table`` stored as a match in play with ``seats`` (in ``guild``: a person plays one
    match at a time in a server)."""
    async with results.context.db.transaction() as conn:
        for user in (ANN, BOB, CY, DEE):
            await players.save_user(conn, user, 1.0)
        match_id = await matches.insert_match(
            conn, guild_id=guild, channel_id=6, thread_id=None, seats=seats,
            rules=table.rules, seed=table.seed, first_seeds=[7], now=1.0)
        info = await matches.load_info(conn, match_id)
    assert info is not None
    return LiveMatch(info, table, 0)  # type: ignore[arg-type]  # any engine table


async def end(
    results: Results, live: LiveMatch, winner: int, reason: EndReason = EndReason.TARGET,
    left: int | None = None,
) -> MatchSummary:
    async with results.context.db.transaction() as conn:
        return await results.write_end(conn, live, winner, reason, 50.0, left=left)


async def stored_ratings(results: Results) -> dict[int, Rating]:
    async with results.context.db.reading() as conn:
        rows = await conn.rows(
            "SELECT user_id FROM ratings WHERE guild_id = ?", GUILD)
        return {row[0]: await ladder.load_rating(conn, GUILD, row[0]) for row in rows}


async def points_rows(results: Results) -> list[tuple[int, int, str, int]]:
    async with results.context.db.reading() as conn:
        return [tuple(row) for row in await conn.rows(
            "SELECT user_id, seat, level, points FROM ranking_points ORDER BY user_id, seat")]


def expected(teams: list[list[Rating]], ranks: list[int]) -> list[list[tuple[float, float]]]:
    """openskill's own answer, the best placed team first as the service passes them."""
    order = sorted(range(len(teams)), key=lambda t: ranks[t])
    rated = MODEL.rate([[MODEL.rating(mu=r.mu, sigma=r.sigma) for r in teams[t]]
                        for t in order], ranks=[ranks[t] for t in order])
    out: list[list[tuple[float, float]]] = [[] for _ in teams]
    for team, new in zip(order, rated, strict=True):
        out[team] = [(n.mu, n.sigma) for n in new]
    return out


FRESH = ratings.new_rating()


# -- the rules on their own ------------------------------------------------------------


def test_two_people_are_rated_exactly_as_openskill_rates_a_win():
    won, lost = ratings.rate_win(Rating(28.0, 7.0, 3, 2, 1), FRESH)
    (w,), (lo,) = MODEL.rate([[MODEL.rating(mu=28.0, sigma=7.0)], [MODEL.rating()]],
                             ranks=[0, 1])
    assert (won.mu, won.sigma, won.games, won.wins, won.losses) == (w.mu, w.sigma, 4, 3, 1)
    assert (lost.mu, lost.sigma, lost.games, lost.wins, lost.losses) == (
        lo.mu, lo.sigma, 1, 0, 1)


def test_the_final_order_of_three_puts_the_winner_first_then_the_scores():
    assert ratings.finish_order(3, 1, (40, 104, 12)) == (1, 0, 2)
    assert ratings.finish_order(3, 2, (7, 7, 100)) == (1, 1, 0)  # equal scores share
    assert ratings.finish_order(2, 1, (10, 0)) == (1, 0)  # the winner, whatever the score


def test_the_one_who_left_finishes_last_whatever_their_score():
    assert ratings.finish_order(3, 0, (10, 5, 80), left=2) == (0, 1, 2)
    assert ratings.finish_order(3, 0, (0, 0, 0), left=1) == (0, 2, 1)
    assert ratings.finish_order(3, 0, (0, 0, 0)) == (0, 1, 1)


def test_an_impossible_finish_is_refused_by_name():
    with pytest.raises(ValueError, match="3 sides cannot finish with winner 3"):
        ratings.finish_order(3, 3, (0, 0, 0))
    with pytest.raises(ValueError, match="3 sides cannot finish with winner 0 and scores"):
        ratings.finish_order(3, 0, (0, 0))
    with pytest.raises(ValueError, match="side 0 cannot have left a match side 0 won"):
        ratings.finish_order(3, 0, (0, 0, 0), left=0)
    with pytest.raises(ValueError, match="no computer level 'genius'"):
        ratings.computer_rating("genius")


# -- write_end at every table ----------------------------------------------------------


async def test_two_people_move_both_ratings_as_always(results):
    match = play_out(Match(Rules(target=30), seed=3), seed=1)
    live = await seated(results, (Seat.person(ANN), Seat.person(BOB)), match)
    summary = await end(results, live, match.winner)
    w, lo = (ANN, BOB) if match.winner == 0 else (BOB, ANN)
    won, lost = ratings.rate_win(FRESH, FRESH)
    stored = await stored_ratings(results)
    assert stored == {w.id: won, lo.id: lost}
    assert [c.user_id for c in summary.rating_changes] == [ANN.id, BOB.id]
    assert (summary.winner, summary.scores, summary.points) == (match.winner, match.scores, ())
    assert summary.match.finished and summary.match.scores == match.scores


async def test_a_team_match_rates_the_sides_with_openskills_team_model(results):
    match = play_out(TeamMatch(FOUR, seed=11), seed=2)
    seats = tuple(Seat.person(u) for u in (ANN, BOB, CY, DEE))
    live = await seated(results, seats, match)
    async with results.context.db.transaction() as conn:  # Bob comes with a rating
        await ladder.save_rating(conn, GUILD, BOB.id, Rating(30.0, 5.0, 4, 3, 1), 1.0)
    assert match.winner is not None
    summary = await end(results, live, match.winner)
    places = [0, 1] if match.winner == 0 else [1, 0]
    (ann, cy), (bob, dee) = expected([[FRESH, FRESH], [Rating(30.0, 5.0), FRESH]], places)
    stored = await stored_ratings(results)
    assert {u: (r.mu, r.sigma) for u, r in stored.items()} == {
        ANN.id: ann, BOB.id: bob, CY.id: cy, DEE.id: dee}
    team_won = match.winner == 0
    assert [(stored[u.id].games, stored[u.id].wins) for u in (ANN, CY)] == [
        (1, int(team_won))] * 2
    assert (stored[BOB.id].games, stored[BOB.id].wins, stored[BOB.id].losses) == (
        5, 3 + int(not team_won), 1 + int(team_won))
    assert [c.user_id for c in summary.rating_changes] == [ANN.id, BOB.id, CY.id, DEE.id]
    assert summary.rating_changes[1].before == pytest.approx(30.0 - 3 * 5.0)
    assert summary.scores == match.scores and len(summary.scores) == 2
    assert summary.points == () and await points_rows(results) == []


async def test_three_handed_rates_the_three_by_their_final_order(results):
    match = play_out(ThreeHandedMatch(THREE, seed=5), seed=4)
    seats = (Seat.person(ANN), Seat.person(BOB), Seat.person(CY))
    live = await seated(results, seats, match)
    assert match.winner is not None
    summary = await end(results, live, match.winner)
    places = list(ratings.finish_order(3, match.winner, match.scores))
    assert places[match.winner] == 0 and sorted(places)[1] >= 1
    want = expected([[FRESH], [FRESH], [FRESH]], places)
    stored = await stored_ratings(results)
    for seat, user in enumerate((ANN, BOB, CY)):
        rating = stored[user.id]
        assert (rating.mu, rating.sigma) == want[seat][0]
        assert (rating.games, rating.wins, rating.losses) == (
            (1, 1, 0) if seat == match.winner else (1, 0, 1))
    assert summary.scores == match.scores and len(summary.scores) == 3


async def test_a_resignation_at_three_puts_the_one_who_left_last(results):
    match = ThreeHandedMatch(THREE, seed=5)  # nobody has scored: the others tie
    live = await seated(results, (Seat.person(ANN), Seat.person(BOB), Seat.person(CY)), match)
    await end(results, live, 0, EndReason.RESIGN, left=2)
    (ann,), (bob,), (cy,) = expected([[FRESH], [FRESH], [FRESH]], [0, 1, 2])
    stored = await stored_ratings(results)
    assert [(r.mu, r.sigma) for r in (stored[ANN.id], stored[BOB.id], stored[CY.id])] == [
        ann, bob, cy]
    assert stored[BOB.id].mu > stored[CY.id].mu  # staying on is worth more than leaving
    async with results.context.db.reading() as conn:
        info = await matches.load_info(conn, live.id)
    assert info is not None and info.end_reason is EndReason.RESIGN and info.margin is None


async def test_a_computer_seat_rates_with_its_fixed_rating_and_is_never_stored(results):
    """Three friends and the computer: Ann and the computer against Bob and Cy."""
    match = play_out(TeamMatch(FOUR, seed=12), seed=3)
    seats = (Seat.person(ANN), Seat.person(BOB), Seat.computer("expert"), Seat.person(CY))
    live = await seated(results, seats, match)
    assert match.winner is not None
    summary = await end(results, live, match.winner)
    places = [0, 1] if match.winner == 0 else [1, 0]
    expert = ratings.computer_rating("expert")
    (ann, _), (bob, cy) = expected([[FRESH, expert], [FRESH, FRESH]], places)
    stored = await stored_ratings(results)
    assert {u: (r.mu, r.sigma) for u, r in stored.items()} == {
        ANN.id: ann, BOB.id: bob, CY.id: cy}
    assert [c.user_id for c in summary.rating_changes] == [ANN.id, BOB.id, CY.id]
    assert summary.points == () and await points_rows(results) == []
    # The partner's rating counts: beside a weak computer the same result moves Ann more.
    (weak, _), _ = expected([[FRESH, ratings.computer_rating("random")], [FRESH, FRESH]],
                            places)
    assert abs(weak[0] - FRESH.mu) != abs(ann[0] - FRESH.mu)
    assert ratings.computer_rating("expert") == expert  # unmoved by the match


async def test_people_only_on_the_winning_side_earn_each_beaten_computers_points(results):
    """Ann and Bob against two computers: no ratings, points for each of them."""
    match = play_out(TeamMatch(FOUR, seed=23), seed=5)
    seats = (Seat.person(ANN), Seat.computer("easy"), Seat.person(BOB), Seat.computer("expert"))
    live = await seated(results, seats, match)
    assert match.winner == 0  # the people's side
    summary = await end(results, live, match.winner)
    assert summary.rating_changes == () and await stored_ratings(results) == {}
    assert summary.points == ((ANN.id, 110), (BOB.id, 110))
    assert await points_rows(results) == [
        (ANN.id, 1, "easy", 10), (ANN.id, 3, "expert", 100),
        (BOB.id, 1, "easy", 10), (BOB.id, 3, "expert", 100)]
    board = await results.ladder(GUILD, order="points")
    assert [(e.user_id, e.points, e.rating, e.games) for e in board] == [
        (ANN.id, 110, None, 0), (BOB.id, 110, None, 0)]


async def test_losing_to_the_computer_earns_nothing_and_rates_nobody(results):
    match = ThreeHandedMatch(THREE, seed=8)
    seats = (Seat.person(ANN), Seat.computer("expert"), Seat.computer("normal"))
    live = await seated(results, seats, match)
    summary = await end(results, live, 1, EndReason.FORFEIT, left=0)
    assert (summary.rating_changes, summary.points) == ((), ())
    assert await stored_ratings(results) == {} and await points_rows(results) == []


async def test_beating_computers_at_three_earns_both_levels(results):
    match = ThreeHandedMatch(THREE, seed=8)
    seats = (Seat.computer("random"), Seat.person(ANN), Seat.computer("normal"))
    live = await seated(results, seats, match)
    summary = await end(results, live, 1, EndReason.RESIGN, left=2)
    assert summary.points == ((ANN.id, 30),)  # the random level earns nothing
    assert await points_rows(results) == [(ANN.id, 2, "normal", 30)]


async def test_people_and_a_computer_at_three_move_ratings_and_earn_no_points(results):
    match = play_out(ThreeHandedMatch(THREE, seed=9), seed=6)
    seats = (Seat.person(ANN), Seat.computer("normal"), Seat.person(BOB))
    live = await seated(results, seats, match)
    assert match.winner is not None
    summary = await end(results, live, match.winner)
    places = list(ratings.finish_order(3, match.winner, match.scores))
    want = expected([[FRESH], [ratings.computer_rating("normal")], [FRESH]], places)
    stored = await stored_ratings(results)
    assert (stored[ANN.id].mu, stored[ANN.id].sigma) == want[0][0]
    assert (stored[BOB.id].mu, stored[BOB.id].sigma) == want[2][0]
    assert summary.points == () and await points_rows(results) == []


async def test_the_ladder_counts_team_and_three_handed_wins_by_side(results):
    team = play_out(TeamMatch(FOUR, seed=11), seed=2)
    assert team.winner is not None
    live = await seated(results, tuple(Seat.person(u) for u in (ANN, BOB, CY, DEE)), team)
    await end(results, live, team.winner)
    three = ThreeHandedMatch(THREE, seed=5)
    live = await seated(results, (Seat.person(ANN), Seat.person(BOB), Seat.person(CY)), three)
    await end(results, live, 1, EndReason.RESIGN, left=0)
    board = {e.user_id: (e.games, e.wins, e.losses) for e in await results.ladder(GUILD)}
    team_won = {ANN.id: team.winner == 0, CY.id: team.winner == 0,
                BOB.id: team.winner == 1, DEE.id: team.winner == 1}
    three_won = {ANN.id: False, BOB.id: True, CY.id: False}
    for user, won in team_won.items():
        wins = int(won) + int(three_won.get(user, False))
        games = 1 + (user in three_won)
        assert board[user] == (games, wins, games - wins), user


# -- the store: finished scores by side, hand results by table seat ---------------------


async def test_a_finish_round_trips_by_side_at_three_and_four_seats(results):
    four = await seated(results, tuple(Seat.person(u) for u in (ANN, BOB, CY, DEE)),
                        TeamMatch(FOUR, seed=1))
    three = await seated(results, (Seat.person(ANN), Seat.computer("easy"), Seat.person(CY)),
                         ThreeHandedMatch(THREE, seed=1), guild=GUILD + 1)
    async with results.context.db.transaction() as conn:
        await matches.finish_match(conn, four.id, winner=1, scores=(35, 120),
                                   reason=EndReason.TARGET, now=9.0, margin=85)
        await matches.finish_match(conn, three.id, winner=2, scores=(12, 0, 130),
                                   reason=EndReason.TARGET, now=9.0)
    async with results.context.db.reading() as conn:
        teams = await matches.load_info(conn, four.id)
        trio = await matches.load_info(conn, three.id)
        seat_scores = [tuple(r) for r in await conn.rows(
            "SELECT seat, score FROM match_seats WHERE match_id = ? ORDER BY seat", four.id)]
    assert isinstance(teams, MatchInfo) and isinstance(trio, MatchInfo)
    assert (teams.winner, teams.scores, teams.margin) == (1, (35, 120), 85)
    assert seat_scores == [(0, 35), (1, 120), (2, 35), (3, 120)]  # each seat its side's
    assert (trio.winner, trio.scores) == (2, (12, 0, 130))
    for bad_winner, bad_scores in ((2, (1, 2)), (0, (1, 2, 3, 4))):
        with pytest.raises(ValueError, match=r"has 4 seats: it cannot finish .* sides are"):
            async with results.context.db.transaction() as conn:
                await matches.finish_match(conn, four.id, winner=bad_winner, scores=bad_scores,
                                           reason=EndReason.TARGET, now=9.0)


async def test_hand_results_are_stored_by_table_seat_board_and_side(results):
    three = play_out(ThreeHandedMatch(THREE, seed=5), seed=4)
    live = await seated(results, (Seat.person(ANN), Seat.person(BOB), Seat.person(CY)),
                        three)
    seating, result = next((s, r) for s, r in three.results if r.knocker is not None
                           and s.players != (0, 1))
    async with results.context.db.transaction() as conn:
        await matches.insert_hand_result(conn, live.id, 0, 0, seating.players, result,
                                         (25, 0, 3), 2.0)
        await matches.insert_hand(conn, live.id, 1, 8, 2.0)
        await matches.insert_hand_result(conn, live.id, 1, 1, (2, 1), result, (25, 9), 3.0)
        with pytest.raises(ValueError, match="board 2 with players"):
            await matches.insert_hand_result(conn, live.id, 1, 2, (2, 1), result, (0, 0), 3.0)
        with pytest.raises(ValueError, match=r"board 0 with players \(1, 1\)"):
            await matches.insert_hand_result(conn, live.id, 1, 0, (1, 1), result, (0, 0), 3.0)
    async with results.context.db.reading() as conn:
        first, second = await matches.load_hand_results(conn, live.id)
    assert result.knocker is not None
    knocker = seating.players[result.knocker]
    assert (first.board, first.players, first.knocker) == (0, seating.players, knocker)
    assert first.winner == (None if result.winner is None else seating.players[result.winner])
    assert first.defender == seating.players[1 - result.knocker]
    assert (first.outcome, first.points, first.scores) == (result.outcome, result.points,
                                                           (25, 0, 3))
    show = result.showdown
    assert show is not None and first.knocker_deadwood == show.knocker_deadwood
    assert (second.hand_index, second.board, second.players) == (1, 1, (2, 1))
    assert second.knocker == (2, 1)[result.knocker] and second.scores == (25, 9)
    with sqlite3.connect(results.context.database_path) as conn, pytest.raises(
            sqlite3.IntegrityError, match="hand results are append-only"):
        conn.execute("UPDATE hand_results SET points = 0")
