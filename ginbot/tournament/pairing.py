"""Who meets whom in the next round of a server tournament: Swiss, knockout, round robin.

Pure functions of the entrants' numbers and the games so far. Each returns the round as
``(first, second)`` pairs in board order: ``first`` deals the first hand, ``second`` None
is a bye. The service stores them as the round's games, board 1 first.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import networkx as nx

from ginbot.model import Game

Pair = tuple[int, int | None]
Slot = tuple[int | None, int | None]


def _field(numbers: Sequence[int]) -> list[int]:
    """The entrants as given, refused when a round could not be made of them."""
    twice = sorted(number for number, count in Counter(numbers).items() if count > 1)
    if twice:
        raise ValueError(f"entrants listed more than once: {twice}")
    if len(numbers) < 2:
        raise ValueError(f"a round needs at least 2 entrants, not {len(numbers)}")
    return list(numbers)


def _winner(game: Game) -> int | None:
    """Who goes through: a bye's player, or the winner (None: nobody, e.g. both forfeited)."""
    return game.first if game.second is None else game.winner


def _check_winner(game: Game) -> None:
    if game.winner is not None and game.winner not in game.entrants:
        raise ValueError(f"round {game.round} board {game.board}: the winner "
                         f"{game.winner} did not play in it")


# -- Swiss -----------------------------------------------------------------------------


EXACT_FIELD = 32  # up to this many players, every Swiss pairing weighs the whole field


def swiss_rounds(n: int) -> int:
    """Enough rounds for one player to stay unbeaten alone (ceil log2 n), at least one, and
    never so many that someone would have to meet an opponent twice (n - 1)."""
    if n < 2:
        raise ValueError(f"a Swiss needs at least 2 entrants, not {n}")
    return min(max(1, (n - 1).bit_length()), n - 1)


@dataclass
class _Record:
    """One player's past, as the Swiss pairing weighs it."""

    score: int = 0  # 1 a win or a bye
    byes: int = 0
    balance: int = 0  # games dealt first minus games dealt second
    last_first: int = 0  # the last round this player dealt first (0: never)
    met: Counter[int] = field(default_factory=Counter)


def _records(games: Iterable[Game]) -> defaultdict[int, _Record]:
    records: defaultdict[int, _Record] = defaultdict(_Record)
    for game in games:
        _check_winner(game)
        first = records[game.first]
        if game.second is None:
            first.byes += 1
            first.score += game.decided
            continue
        second = records[game.second]
        first.met[game.second] += 1
        second.met[game.first] += 1
        first.balance += 1
        second.balance -= 1
        first.last_first = max(first.last_first, game.round)
        if game.decided and game.winner is not None:
            records[game.winner].score += 1
    return records


def swiss(entrants: Sequence[int], games: Sequence[Game]) -> list[Pair]:
    """The next round of a Swiss for the entrants still playing, given the games so far.

    In order of importance: a second bye only once everyone has had one; no opponent met
    twice while a pairing without it exists; the bye to the lowest score; equal scores
    meet (the least sum of squared score differences); dealing first kept even; then the
    Dutch order within a score group (top half against bottom half)."""
    players = sorted(_field(entrants))
    known = _records(games)
    records = {number: known[number] for number in players}
    bye: int | None = None
    if len(players) % 2:
        bye, pairs = _bye_and_pairs(players, records)
    else:
        paired = _matching(players, records, repeats=True)
        assert paired is not None  # with repeats allowed an even field always pairs
        pairs = paired
    ranked = {number: i for i, number in enumerate(_ranked(players, records))}

    def board(pair: tuple[int, int]) -> tuple[int, int, int]:
        high, low = sorted((records[n].score for n in pair), reverse=True)
        return -high, -low, min(ranked[n] for n in pair)

    boards: list[Pair] = [_dealt(a, b, records) for a, b in sorted(pairs, key=board)]
    return boards if bye is None else [*boards, (bye, None)]


def _ranked(players: Iterable[int], records: dict[int, _Record]) -> list[int]:
    return sorted(players, key=lambda n: (-records[n].score, n))


def _dealt(a: int, b: int, records: dict[int, _Record]) -> tuple[int, int]:
    """The one who has dealt first less (then less recently, then the lower number) deals."""

    def owed(n: int) -> tuple[int, int, int]:
        return records[n].balance, records[n].last_first, n

    return (a, b) if owed(a) <= owed(b) else (b, a)


def _bye_and_pairs(
    players: list[int], records: dict[int, _Record]
) -> tuple[int, list[tuple[int, int]]]:
    """The bye first: the lowest score among those with the fewest byes (the last entered
    among equals), passed on to the next while the rest would have to meet again."""
    fewest = min(records[n].byes for n in players)
    candidates = sorted((n for n in players if records[n].byes == fewest),
                        key=lambda n: (records[n].score, -n))

    def rest(bye: int) -> list[int]:
        return [n for n in players if n != bye]

    for bye in candidates:
        pairs = _matching(rest(bye), records, repeats=False)
        if pairs is not None:
            return bye, pairs
    # Someone meets again whoever sits out: the bye that leaves the fewest repeats.
    options = []
    for order, bye in enumerate(candidates):
        pairs = _matching(rest(bye), records, repeats=True)
        assert pairs is not None
        options.append((sum(records[a].met[b] > 0 for a, b in pairs), order, bye, pairs))
    _, _, bye, pairs = min(options, key=lambda option: option[:2])
    return bye, pairs


def _matching(
    players: list[int], records: dict[int, _Record], *, repeats: bool
) -> list[tuple[int, int]] | None:
    """Everyone paired by a maximum weight matching, or None when that needs a repeat and
    ``repeats`` is False. For speed a field larger than ``EXACT_FIELD`` tries the pairs of
    scores at most one apart first (a float of two points is then never chosen to save
    several floats of one), and the whole field only when they cannot pair everyone."""
    ranked = _ranked(players, records)
    weight = _weights(ranked, records)

    def fresh(a: int, b: int) -> bool:
        return not records[a].met[b]

    def near(a: int, b: int) -> bool:
        return fresh(a, b) and abs(records[a].score - records[b].score) <= 1

    stages: list[Callable[[int, int], bool]] = [fresh]
    scores = [records[n].score for n in ranked]
    if len(ranked) > EXACT_FIELD and max(scores) - min(scores) > 1:
        stages.insert(0, near)
    if repeats:
        stages.append(lambda a, b: True)
    for allowed in stages:
        graph = nx.Graph()
        graph.add_nodes_from(ranked)
        graph.add_weighted_edges_from(
            (a, b, weight(a, b)) for i, a in enumerate(ranked) for b in ranked[i + 1:]
            if allowed(a, b))
        if any(degree == 0 for _, degree in graph.degree):
            continue
        matched = nx.max_weight_matching(graph, maxcardinality=True)
        if 2 * len(matched) == len(ranked):
            return [(a, b) for a, b in matched]
    return None


def _weights(ranked: list[int], records: dict[int, _Record]) -> Callable[[int, int], int]:
    """Integer edge weights whose parts can never trade against each other: over a whole
    matching, fewer repeats always outweighs closer scores, which always outweigh evener
    dealing, which always outweighs the Dutch order."""
    edges = len(ranked) // 2
    place = {n: i for i, n in enumerate(ranked)}
    group = Counter(records[n].score for n in ranked)
    scores = [records[n].score for n in ranked]
    top_met = 1  # a pair met before, however often: one repeat
    top_gap = (max(scores) - min(scores)) ** 2
    top_lean = max(abs(records[n].balance) for n in ranked) ** 2
    top_order = 2 * len(ranked)
    lean_unit = edges * top_order + 1
    gap_unit = edges * (top_lean * lean_unit + top_order) + 1
    met_unit = edges * (top_gap * gap_unit + top_lean * lean_unit + top_order) + 1

    def weight(a: int, b: int) -> int:
        if place[a] > place[b]:
            a, b = b, a
        ra, rb = records[a], records[b]
        gap = (ra.score - rb.score) ** 2
        # Both due to deal first (or both second): one of them gets the other turn again.
        lean = min(abs(ra.balance), abs(rb.balance)) ** 2 if ra.balance * rb.balance > 0 else 0
        order = abs(2 * (place[b] - place[a]) - group[ra.score])
        return (met_unit * (top_met - min(ra.met[b], 1)) + gap_unit * (top_gap - gap)
                + lean_unit * (top_lean - lean) + (top_order - order))

    return weight


# -- knockout --------------------------------------------------------------------------


def knockout_rounds(n: int) -> int:
    """Rounds until one player is left: ceil log2 n (0 when there is nobody to meet)."""
    return 0 if n < 2 else (n - 1).bit_length()


def bracket_order(size: int) -> list[int]:
    """Seeds (from 1) down a bracket of ``size`` places, a power of two: each pair of
    neighbours adds up to size + 1, and seeds 1 and 2 sit in opposite halves."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def _places(seeds: list[int]) -> list[int | None]:
    """The bracket's places from the top: an entrant, or None where a bye is."""
    size = 1 << knockout_rounds(len(seeds))
    return [seeds[s - 1] if s <= len(seeds) else None for s in bracket_order(size)]


def _known(seeds: list[int], games: Sequence[Game]) -> None:
    entered = set(seeds)
    for game in games:
        strangers = [n for n in game.entrants if n not in entered]
        if strangers:
            raise ValueError(f"round {game.round} board {game.board}: {strangers} "
                             "not among the entrants")
        _check_winner(game)


def knockout(seeded: Sequence[int], games: Sequence[Game]) -> list[Pair]:
    """The next knockout round. ``seeded`` is every entrant, best seed first; ``games``
    every game so far, byes included. Round 1 is the bracket (byes to the top seeds);
    later the winners meet as the bracket says, the better seed dealing first."""
    seeds = _field(seeded)
    _known(seeds, games)
    place = {n: i for i, n in enumerate(_places(seeds)) if n is not None}
    seed = {n: i for i, n in enumerate(seeds)}
    rounds = knockout_rounds(len(seeds))
    last = max((g.round for g in games), default=0)
    if last == 0:
        alive = seeds
    else:
        current = [g for g in games if g.round == last]
        waiting = sorted(g.board for g in current if not g.decided)
        if waiting:
            raise ValueError(f"round {last} is not decided yet (boards {waiting})")
        alive = [w for g in current if (w := _winner(g)) is not None]
    number = last + 1
    if number > rounds or len(alive) < 2:
        raise ValueError(f"the knockout is over after round {last}")
    blocks: defaultdict[int, list[int]] = defaultdict(list)
    for n in alive:
        blocks[place[n] >> number].append(n)
    pairs: list[Pair] = []
    for block in sorted(blocks):
        meeting = sorted(blocks[block], key=seed.__getitem__)
        if len(meeting) > 2:
            raise ValueError(f"round {last} leaves {meeting} in one part of the bracket")
        pairs.append((meeting[0], meeting[1] if len(meeting) == 2 else None))
    return pairs


def bracket(seeded: Sequence[int], games: Sequence[Game]) -> list[list[Slot]]:
    """Every round of the bracket, for drawing: round 1 as seeded (None a bye), each later
    pair whoever goes through from the two pairs before it, None where not yet known or
    where nobody will stand. Who goes through is a decided game's winner, or, before it is
    paired, the one player of a pair whose other side stays empty: a bye of the draw, or
    the side of a game that nobody won."""
    seeds = _field(seeded)
    _known(seeds, games)
    slots = _places(seeds)
    empty = [n is None for n in slots]  # nobody will ever stand there
    place = {n: i for i, n in enumerate(slots) if n is not None}
    drawn: list[list[Slot]] = []
    for number in range(1, knockout_rounds(len(seeds)) + 1):
        pairs = [(slots[i], slots[i + 1]) for i in range(0, len(slots), 2)]
        drawn.append(pairs)
        decided = {place[g.first] >> number: _winner(g) for g in games
                   if g.round == number and g.decided}
        through: list[int | None] = []
        nobody: list[bool] = []
        for i, (a, b) in enumerate(pairs):
            top, bottom = empty[2 * i], empty[2 * i + 1]
            if i in decided:
                through.append(decided[i])
                nobody.append(decided[i] is None)
            else:
                through.append(b if top else a if bottom else None)
                nobody.append(top and bottom)
        slots, empty = through, nobody
    return drawn


# -- round robin -----------------------------------------------------------------------


def round_robin_rounds(n: int) -> int:
    """Everyone meets everyone: n - 1 rounds, or n when an odd field gives a bye a round."""
    if n < 2:
        raise ValueError(f"a round robin needs at least 2 entrants, not {n}")
    return n - 1 if n % 2 == 0 else n


def round_robin(entrants: Sequence[int], round_number: int) -> list[Pair]:
    """Round ``round_number`` of the FIDE Berger tables, ``entrants`` in Berger order.
    An odd field adds a dummy last: whoever meets it has the bye (listed last)."""
    players = _field(entrants)
    rounds = round_robin_rounds(len(players))
    if not 1 <= round_number <= rounds:
        raise ValueError(f"a round robin of {len(players)} has rounds 1 to {rounds}, "
                         f"not {round_number}")
    table: list[int | None] = [*players, None] if len(players) % 2 else [*players]
    size = len(table)
    half = size // 2
    # The last number stays put; the others turn half the table each round.
    row = [table[(i + (round_number - 1) * half) % (size - 1)] for i in range(size - 1)]
    fixed = table[-1]
    meetings = [(row[0], fixed) if round_number % 2 else (fixed, row[0])]
    meetings += [(row[i], row[size - 1 - i]) for i in range(1, half)]
    games: list[Pair] = []
    byes: list[Pair] = []
    for first, second in meetings:
        if first is not None and second is not None:
            games.append((first, second))
        else:
            alone = first if second is None else second
            assert alone is not None  # only the dummy is missing
            byes.append((alone, None))
    return games + byes
