"""Server tournaments' pure rules (issue 39): Swiss, knockout and round robin pairings, and
the standings. Swiss events are simulated whole and each round checked against a brute
force search of every possible round, written here without the implementation's help."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginbot.model import Entrant, Game, GameEnd, Seat, TournamentFormat
from ginbot.tournament import (
    Pair,
    bracket,
    knockout,
    knockout_rounds,
    round_robin,
    round_robin_rounds,
    standings,
    swiss,
    swiss_rounds,
)


def play(number: int, pairs: list[Pair], rng: random.Random) -> list[Game]:
    """The round's games, decided at random (a bye is a win worth no points)."""
    games = []
    for board, (first, second) in enumerate(pairs, 1):
        if second is None:
            games.append(Game(number, board, first, None, first, (0, 0), GameEnd.BYE))
            continue
        winner = rng.choice((first, second))
        loser_points = rng.randrange(0, 100)
        points = (100, loser_points) if winner == first else (loser_points, 100)
        games.append(Game(number, board, first, second, winner, points, GameEnd.PLAYED))
    return games


def bye(number: int, board: int, entrant: int) -> Game:
    return Game(number, board, entrant, None, entrant, (0, 0), GameEnd.BYE)


def won(number: int, board: int, first: int, second: int, winner: int,
        points: tuple[int, int] = (0, 0)) -> Game:
    return Game(number, board, first, second, winner, points, GameEnd.PLAYED)


# -- the reference: what a Swiss round may be, by brute force -------------------------------


@dataclass
class Past:
    """Each player's past, kept by the test from the games (not by the implementation)."""

    score: Counter[int] = field(default_factory=Counter)
    byes: Counter[int] = field(default_factory=Counter)
    balance: Counter[int] = field(default_factory=Counter)  # dealt first minus second
    met: Counter[frozenset[int]] = field(default_factory=Counter)

    def add(self, game: Game) -> None:
        if game.second is None:
            self.byes[game.first] += 1
            self.score[game.first] += 1
            return
        self.met[frozenset(game.entrants)] += 1
        self.balance[game.first] += 1
        self.balance[game.second] -= 1
        if game.winner is not None:
            self.score[game.winner] += 1

    def repeats(self, pairs: list[tuple[int, int]]) -> int:
        return sum(self.met[frozenset(pair)] > 0 for pair in pairs)

    def squares(self, pairs: list[tuple[int, int]]) -> int:
        return sum((self.score[a] - self.score[b]) ** 2 for a, b in pairs)


def every_pairing(players: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for more in every_pairing(rest[:i] + rest[i + 1:]):
            yield [(head, other), *more]


def every_round(players: list[int], past: Past) -> Iterator[tuple[int | None, list]]:
    """Every (bye, pairs) a round may have: the bye to one of those with the fewest."""
    if len(players) % 2 == 0:
        for pairs in every_pairing(players):
            yield None, pairs
        return
    fewest = min(past.byes[n] for n in players)
    for sitter in players:
        if past.byes[sitter] == fewest:
            for pairs in every_pairing([n for n in players if n != sitter]):
                yield sitter, pairs


def split(pairs: list[Pair]) -> tuple[int | None, list[tuple[int, int]]]:
    byes = [first for first, second in pairs if second is None]
    assert len(byes) <= 1
    return (byes[0] if byes else None), [(a, b) for a, b in pairs if b is not None]


def check_swiss_round(players: list[int], past: Past, pairs: list[Pair], exact: bool) -> None:
    """One round against the rules; ``exact``: also against the brute force."""
    sitter, games = split(pairs)
    seen = [n for pair in games for n in pair] + ([] if sitter is None else [sitter])
    assert sorted(seen) == sorted(players), "everyone once: paired or the bye"
    assert (sitter is None) == (len(players) % 2 == 0)
    if sitter is not None:
        assert past.byes[sitter] == min(past.byes[n] for n in players), "a second bye too soon"
    for first, second in games:  # the one owed the first deal gets it
        assert past.balance[first] <= past.balance[second]
    scores = [max(past.score[a], past.score[b]) for a, b in games]
    assert scores == sorted(scores, reverse=True), "highest scores on the top boards"
    if not exact:
        return
    options = list(every_round(sorted(players), past))
    fewest_repeats = min(past.repeats(p) for _, p in options)
    assert past.repeats(games) == fewest_repeats, "a repeat that could be avoided"
    if fewest_repeats:
        return
    clean = [(s, p) for s, p in options if not past.repeats(p)]
    if sitter is not None:  # the lowest score (last entered first) that leaves a clean round
        sitters = {s for s, _ in clean}
        assert sitter == min(sitters, key=lambda n: (past.score[n], -n))
    least = min(past.squares(p) for s, p in clean if s == sitter)
    assert past.squares(games) == least, "scores further apart than they had to be"


def simulate_swiss(n: int, rounds: int, seed: int, exact: bool,
                   leave: float = 0.0) -> tuple[list[int], list[Game]]:
    """A whole event, each round checked; ``leave``: the chance someone withdraws after a
    round. Returns who was still playing and every game."""
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    games: list[Game] = []
    past = Past()
    for number in range(1, rounds + 1):
        pairs = swiss(players, games)
        check_swiss_round(players, past, pairs, exact)
        for game in play(number, pairs, rng):
            past.add(game)
            games.append(game)
        if len(players) > 2 and rng.random() < leave:
            players.remove(rng.choice(players))
    return players, games


def check_dealing(games: list[Game]) -> None:
    """Dealing first stays even: a game leaves its two players no further from even
    (|first deals - second deals|) than the further of them was, unless they were equally
    far on the same side, when one of them must go further."""
    balance: Counter[int] = Counter()
    for game in games:
        if game.second is None:
            continue
        a, b = balance[game.first], balance[game.second]
        balance[game.first] += 1
        balance[game.second] -= 1
        if a != b:
            assert max(abs(balance[game.first]), abs(balance[game.second])) <= max(
                abs(a), abs(b))


# -- Swiss ------------------------------------------------------------------------------


def test_round_one_is_the_top_half_against_the_bottom_half() -> None:
    assert swiss(range(1, 9), []) == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_an_odd_field_gives_the_bye_to_the_last_entered_on_the_lowest_score() -> None:
    assert swiss([1, 2, 3, 4, 5], []) == [(1, 3), (2, 4), (5, None)]
    games = [won(1, 1, 1, 3, 1), won(1, 2, 2, 4, 4), bye(1, 3, 5)]
    # Scores: 1, 4 and 5 have one; 2 and 3 none; 5 has had its bye.
    assert swiss([1, 2, 3, 4, 5], games)[-1] == (3, None)


def test_winners_meet_winners_and_the_dealing_turns() -> None:
    games = [won(1, 1, 1, 3, 1), won(1, 2, 2, 4, 4)]
    # Winners 1 and 4, losers 2 and 3; 4 dealt second, so 4 deals first now.
    assert swiss([1, 2, 3, 4], games) == [(4, 1), (3, 2)]


def test_those_due_the_same_turn_to_deal_are_kept_apart_when_scores_allow() -> None:
    games = [won(1, 1, 1, 5, 1), won(1, 2, 6, 2, 2), won(1, 3, 3, 7, 3), won(1, 4, 8, 4, 4)]
    dealt_first = {1, 3, 6, 8}
    # The Dutch order alone would pair 1 v 3, 2 v 4, 5 v 7 and 6 v 8.
    pairs = swiss(range(1, 9), games)
    assert all(first not in dealt_first and second in dealt_first for first, second in pairs)


def test_the_bye_passes_on_when_the_rest_would_meet_again() -> None:
    # 4 has left. 3 (no points, last entered) would sit out, but 1 and 2 have met.
    games = [won(1, 1, 1, 2, 1), won(1, 2, 4, 3, 4)]
    assert swiss([1, 2, 3], games) == [(3, 1), (2, None)]


def test_a_second_bye_only_once_everyone_has_had_one() -> None:
    rng = random.Random(3)
    games: list[Game] = []
    sitters = []
    for number in range(1, 6):
        pairs = swiss([1, 2, 3], games)
        sitters.append(pairs[-1][0])
        games += play(number, pairs, rng)
    assert sorted(sitters[:3]) == [1, 2, 3]
    assert len(set(sitters[3:])) == 2


def test_a_repeat_only_when_nothing_else_is_left() -> None:
    games = [won(1, 1, 1, 2, 1), won(1, 2, 3, 4, 3), won(2, 1, 1, 3, 1), won(2, 2, 4, 2, 2),
             won(3, 1, 1, 4, 4), won(3, 2, 2, 3, 3)]
    # Everyone has met everyone: round 4 must repeat, but pairs equal scores (2 v 2, 1 v 1).
    assert sorted(map(frozenset, swiss([1, 2, 3, 4], games))) == sorted(
        [frozenset({1, 3}), frozenset({2, 4})])


def test_the_same_history_in_any_order_gives_the_same_round() -> None:
    players, games = simulate_swiss(21, 4, seed=5, exact=False)
    again = list(games)
    random.Random(1).shuffle(again)
    assert swiss(players, games) == swiss(list(reversed(players)), again)


@pytest.mark.parametrize(("n", "rounds"), [(2, 1), (3, 2), (4, 2), (5, 3), (8, 3), (9, 4),
                                           (16, 4), (33, 6), (64, 6), (65, 7)])
def test_swiss_rounds(n: int, rounds: int) -> None:
    assert swiss_rounds(n) == rounds


@pytest.mark.parametrize("entrants", [[], [1], [1, 2, 2]])
def test_a_swiss_refuses_a_field_it_cannot_pair(entrants: list[int]) -> None:
    with pytest.raises(ValueError, match="entrant"):
        swiss(entrants, [])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 10), data=st.data(), seed=st.integers(0, 2**32 - 1),
       leave=st.sampled_from([0.0, 0.0, 0.2]))
def test_small_swiss_events_against_the_brute_force(
        n: int, data: st.DataObject, seed: int, leave: float) -> None:
    """Up to the default rounds, or more than avoidable (n + 1): every round is one the
    brute force allows, with the fewest repeats, the right bye, the closest scores."""
    rounds = data.draw(st.one_of(st.integers(1, swiss_rounds(n)), st.integers(n - 1, n + 1)))
    _, games = simulate_swiss(n, rounds, seed, exact=True, leave=leave)
    check_dealing(games)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(11, 64), seed=st.integers(0, 2**32 - 1))
def test_large_swiss_events_never_repeat(n: int, seed: int) -> None:
    """With the default rounds (at most n/2 - 1 met each) a repeat-free round always
    exists (Dirac), so none may have a repeat; one bye each at most; and each game is
    dealt first by the one owed it (equal scores come first, so a player may drift further
    from dealing first half the time when only a meeting of two owed the same way keeps
    the scores together)."""
    _, games = simulate_swiss(n, swiss_rounds(n), seed, exact=False)
    met = Counter(frozenset(g.entrants) for g in games if g.second is not None)
    assert max(met.values()) == 1
    assert max(Counter(g.first for g in games if g.second is None).values(), default=0) <= 1
    check_dealing(games)


@settings(max_examples=40, deadline=None)
@given(n=st.integers(4, 64), seed=st.integers(0, 2**32 - 1))
def test_round_two_pairs_equal_scores(n: int, seed: int) -> None:
    """After round 1 nobody with a point has met another with a point (nor anyone without
    one another without): pairings cross between the groups only for an odd group."""
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    games = play(1, swiss(players, []), rng)
    past = Past()
    for game in games:
        past.add(game)
    sitter, pairs = split(swiss(players, games))
    ahead = [p for p in players if past.score[p] == 1 and p != sitter]
    crossing = [pair for pair in pairs if past.score[pair[0]] != past.score[pair[1]]]
    assert len(crossing) == len(ahead) % 2


# -- knockout ---------------------------------------------------------------------------


def test_sixteen_seeds_make_the_standard_bracket() -> None:
    assert knockout(range(1, 17), []) == [(1, 16), (8, 9), (4, 13), (5, 12), (2, 15),
                                          (7, 10), (3, 14), (6, 11)]


def test_the_top_seeds_get_the_byes_and_winners_meet_in_bracket_order() -> None:
    seeds = [10, 20, 30, 40, 50, 60]  # entrant numbers, best seed first
    first = knockout(seeds, [])
    assert first == [(10, None), (40, 50), (20, None), (30, 60)]
    games = [bye(1, 1, 10), won(1, 2, 40, 50, 50), bye(1, 3, 20), won(1, 4, 30, 60, 30)]
    assert knockout(seeds, games) == [(10, 50), (20, 30)]
    games += [won(2, 1, 10, 50, 50), won(2, 2, 20, 30, 20)]
    assert knockout(seeds, games) == [(20, 50)]
    assert bracket(seeds, games) == [
        [(10, None), (40, 50), (20, None), (30, 60)],
        [(10, 50), (20, 30)],
        [(50, 20)],
    ]
    with pytest.raises(ValueError, match="over"):
        knockout(seeds, [*games, won(3, 1, 20, 50, 20)])


def test_a_bracket_shows_the_places_still_unknown() -> None:
    games = [won(1, 1, 1, 4, 4)]
    assert bracket([1, 2, 3, 4], games) == [[(1, 4), (2, 3)], [(4, None)]]


def test_a_bracket_moves_a_seed_with_a_bye_on_before_round_one_is_played() -> None:
    assert bracket([10, 20, 30, 40, 50, 60], [])[1] == [(10, None), (20, None)]


def test_the_next_knockout_round_waits_for_every_result() -> None:
    games = [won(1, 1, 1, 4, 1), Game(1, 2, 2, 3)]
    with pytest.raises(ValueError, match="not decided"):
        knockout([1, 2, 3, 4], games)


def test_when_nobody_wins_a_game_the_next_opponent_has_a_bye() -> None:
    nobody = Game(1, 2, 4, 5, None, (0, 0), GameEnd.FORFEIT)
    games = [won(1, 1, 1, 8, 1), nobody, won(1, 3, 2, 7, 2), won(1, 4, 3, 6, 3)]
    assert knockout(range(1, 9), games) == [(1, None), (2, 3)]
    # In a final, the one left has won.
    nobody = Game(1, 2, 2, 3, None, (0, 0), GameEnd.FORFEIT)
    with pytest.raises(ValueError, match="over"):
        knockout([1, 2, 3, 4], [won(1, 1, 1, 4, 1), nobody])


@pytest.mark.parametrize(("n", "rounds"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 2), (5, 3),
                                           (16, 4), (17, 5), (33, 6)])
def test_knockout_rounds(n: int, rounds: int) -> None:
    assert knockout_rounds(n) == rounds


@pytest.mark.parametrize("n", range(2, 34))
def test_a_whole_knockout(n: int) -> None:
    rng = random.Random(n)
    seeds = rng.sample(range(100, 200), n)  # any numbers, in seed order
    seed = {number: i + 1 for i, number in enumerate(seeds)}
    size = 1 << knockout_rounds(n)
    pairs = knockout(seeds, [])
    assert sorted(seed[a] for a, b in pairs if b is None) == list(range(1, size - n + 1))
    places = [p for pair in bracket(seeds, [])[0] for p in pair]
    top = places[: size // 2]
    assert (seeds[0] in top) != (seeds[1] in top), "seeds 1 and 2 in opposite halves"
    games: list[Game] = []
    for number in range(1, knockout_rounds(n) + 1):
        if number > 1:
            pairs = knockout(seeds, games)
            winners = {g.winner for g in games if g.round == number - 1}
            assert {p for pair in pairs for p in pair if p is not None} == winners
            assert all(b is not None for _, b in pairs), "byes only in round 1"
        assert len(pairs) == size >> number
        assert all(b is None or seed[a] < seed[b] for a, b in pairs), "the better seed deals"
        games += play(number, pairs, rng)
    assert len(pairs) == 1
    with pytest.raises(ValueError, match="over"):
        knockout(seeds, games)
    final = bracket(seeds, games)
    assert [len(r) for r in final] == [size >> r for r in range(1, knockout_rounds(n) + 1)]
    assert set(final[-1][0]) == set(pairs[0])


# -- round robin ------------------------------------------------------------------------


def test_the_fide_berger_table_for_six() -> None:
    assert [round_robin([1, 2, 3, 4, 5, 6], r) for r in range(1, 6)] == [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ]


def test_an_odd_round_robin_gives_whoever_meets_the_dummy_the_bye() -> None:
    assert round_robin([7, 8, 9], 1) == [(8, 9), (7, None)]


@pytest.mark.parametrize("n", range(2, 22))
def test_a_whole_round_robin(n: int) -> None:
    players = list(range(11, 11 + n))
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    firsts: Counter[int] = Counter()
    played: Counter[int] = Counter()
    for number in range(1, round_robin_rounds(n) + 1):
        pairs = round_robin(players, number)
        assert sorted(p for pair in pairs for p in pair if p is not None) == players
        for first, second in pairs:
            if second is None:
                byes[first] += 1
                continue
            met[frozenset((first, second))] += 1
            firsts[first] += 1
            played[first] += 1
            played[second] += 1
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}
    assert max(byes.values(), default=0) <= 1 and len(byes) == n % 2 * n
    assert all(abs(firsts[p] - played[p] / 2) <= 1 for p in players)


@pytest.mark.parametrize(("entrants", "number"), [([1], 1), ([1, 2], 0), ([1, 2], 2),
                                                   ([1, 2, 3], 4), ([1, 1, 2], 1)])
def test_a_round_robin_refuses_what_is_not_a_round(entrants: list[int], number: int) -> None:
    with pytest.raises(ValueError):
        round_robin(entrants, number)


def test_round_robin_rounds() -> None:
    assert [round_robin_rounds(n) for n in range(2, 8)] == [1, 3, 3, 5, 5, 7]
    with pytest.raises(ValueError):
        round_robin_rounds(1)


# -- standings --------------------------------------------------------------------------


def entrants(n: int, removed: tuple[int, ...] = ()) -> list[Entrant]:
    return [Entrant(i, Seat(i * 10, None, f"p{i}"), removed=i in removed)
            for i in range(1, n + 1)]


def table(rows: list) -> list[tuple]:
    return [(r.place, r.entrant.number, r.score, r.buchholz) for r in rows]


def test_swiss_standings_break_ties_by_buchholz_then_points() -> None:
    games = [
        won(1, 1, 1, 2, 1, (100, 40)), won(1, 2, 3, 4, 3, (100, 90)), bye(1, 3, 5),
        won(2, 1, 1, 3, 1, (100, 0)), won(2, 2, 5, 2, 2, (60, 100)), bye(2, 3, 4),
    ]
    rows = standings(TournamentFormat.SWISS, entrants(5), games)
    # 1: 2 wins (met 2 and 3: 1 + 1). 2, 3 and 4 have 1 each; 5 one (a bye).
    # Buchholz: 2 met 1 and 5 (2 + 1 = 3); 3 met 4 and 1 (1 + 2 = 3); 4 met 3 (1); 5 met 2.
    assert table(rows) == [(1, 1, 2.0, 2.0), (2, 2, 1.0, 3.0), (3, 3, 1.0, 3.0),
                           (4, 4, 1.0, 1.0), (5, 5, 1.0, 1.0)]
    two, three = rows[1], rows[2]
    assert (two.difference, three.difference) == (-20, -90)
    assert (rows[3].byes, rows[3].played, rows[3].points_for) == (1, 1, 90)
    assert rows[4].byes == 1 and rows[4].losses == 1


def test_duplicate_puts_the_points_difference_before_buchholz() -> None:
    games = [
        won(1, 1, 1, 2, 1, (100, 40)), won(1, 2, 3, 4, 3, (100, 90)), bye(1, 3, 5),
        won(2, 1, 1, 3, 1, (100, 0)), won(2, 2, 5, 2, 2, (60, 100)), bye(2, 3, 4),
    ]
    rows = standings(TournamentFormat.SWISS, entrants(5), games, duplicate=True)
    # 4: +10, 5: -40, 2: -20, 3: -90 among those on one point.
    assert [r.entrant.number for r in rows] == [1, 4, 2, 5, 3]
    assert [r.place for r in rows] == [1, 2, 3, 4, 5]


def test_equal_lines_share_their_place_and_the_removed_come_last() -> None:
    games = [won(1, 1, 1, 2, 1, (100, 50)), won(1, 2, 3, 4, 3, (100, 50))]
    rows = standings(TournamentFormat.SWISS, entrants(4, removed=(1,)), games)
    assert [(r.place, r.entrant.number) for r in rows] == [(1, 3), (2, 2), (2, 4), (4, 1)]
    rows = standings(TournamentFormat.SWISS, entrants(5), games)
    assert [(r.place, r.entrant.number) for r in rows] == [(1, 1), (1, 3), (3, 2), (3, 4),
                                                           (5, 5)]


def test_round_robin_standings_use_the_game_between_two_tied_players() -> None:
    games = [won(1, 1, 1, 2, 2, (90, 100)), won(1, 2, 3, 4, 3, (100, 0)),
             won(2, 1, 1, 3, 1, (100, 95)), won(2, 2, 4, 2, 4, (100, 99)),
             won(3, 1, 1, 4, 1, (100, 10)), won(3, 2, 2, 3, 3, (0, 100))]
    rows = standings(TournamentFormat.ROUND_ROBIN, entrants(4), games)
    # 1 and 3 on two wins: 1 beat 3 though 3's difference is larger. 2 and 4 on one: 4 won.
    assert [(r.place, r.entrant.number, r.score) for r in rows] == [
        (1, 1, 2.0), (2, 3, 2.0), (3, 4, 1.0), (4, 2, 1.0)]
    assert all(r.buchholz is None for r in rows)
    rows = standings(TournamentFormat.ROUND_ROBIN, entrants(4), games, duplicate=True)
    assert [r.entrant.number for r in rows] == [3, 1, 2, 4]


def test_three_tied_in_a_round_robin_go_by_points() -> None:
    games = [won(1, 1, 1, 2, 1, (100, 50)), won(2, 1, 2, 3, 2, (100, 20)),
             won(3, 1, 3, 1, 3, (100, 90))]
    rows = standings(TournamentFormat.ROUND_ROBIN, entrants(3), games)
    # One win each, no two tied alone: by points (1: +50 - 10, 2: +80 - 50, 3: +10 - 80).
    assert [(r.place, r.entrant.number, r.difference) for r in rows] == [
        (1, 1, 40), (2, 2, 30), (3, 3, -70)]


def test_knockout_standings_by_the_round_reached() -> None:
    games = [bye(1, 1, 1), won(1, 2, 4, 5, 5, (10, 100)), bye(1, 3, 2),
             won(1, 4, 3, 6, 3, (100, 90)),
             won(2, 1, 1, 5, 5, (0, 100)), won(2, 2, 2, 3, 2, (100, 99)),
             Game(3, 1, 2, 5)]
    rows = standings(TournamentFormat.KNOCKOUT, entrants(6), games)
    assert [(r.place, r.entrant.number, r.out_in) for r in rows] == [
        (1, 5, None), (2, 2, None), (3, 3, 2), (4, 1, 2), (5, 6, 1), (6, 4, 1)]
    games[-1] = won(3, 1, 2, 5, 5, (50, 100))
    rows = standings(TournamentFormat.KNOCKOUT, entrants(6), games)
    assert [(r.entrant.number, r.out_in, r.score) for r in rows[:2]] == [
        (5, None, 3.0), (2, 3, 2.0)]


def test_standings_refuse_strangers_and_twins() -> None:
    with pytest.raises(ValueError, match="not among"):
        standings(TournamentFormat.SWISS, entrants(2), [won(1, 1, 1, 3, 1)])
    with pytest.raises(ValueError, match="more than once"):
        standings(TournamentFormat.SWISS, entrants(2) * 2, [])


def test_the_fewest_repeated_pairings_even_when_one_is_a_third_meeting() -> None:
    """Four left of six in a sixth round: every pairing repeats; one repeated pair (a
    third meeting) beats two repeated pairs (found by the brute force's search)."""
    simulate_swiss(6, 6, 53, exact=True, leave=0.2)
