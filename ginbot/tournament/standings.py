"""A tournament's standings from its decided games: score, tie-breaks and shared places."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from ginbot.model import Entrant, Game, StandingRow, TournamentFormat

Key = tuple[float, ...]


@dataclass
class _Line:
    """What one entrant's games add up to so far."""

    played: int = 0  # games against an opponent (a bye is not played)
    wins: int = 0
    losses: int = 0
    byes: int = 0
    points_for: int = 0
    points_against: int = 0
    reached: int = 0  # the last round the entrant was drawn in
    out_in: int | None = None
    opponents: list[int] = field(default_factory=list)

    @property
    def score(self) -> int:
        return self.wins + self.byes

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against


def standings(
    format: TournamentFormat,
    entrants: Sequence[Entrant],
    games: Sequence[Game],
    *,
    duplicate: bool = False,
) -> list[StandingRow]:
    """Every entrant's line, best first. A bye counts as a win worth no points. Ties after
    the score: Swiss by Buchholz then points difference; round robin by the game between
    exactly two tied players then points difference; knockout by the round reached (those
    still in first) before the score. ``duplicate``: everyone played the same deals, so the
    points difference is the first tie-break. Removed entrants come last; places are
    shared when every key is equal (the entry number only orders the lines)."""
    twice = sorted(n for n, c in Counter(e.number for e in entrants).items() if c > 1)
    if twice:
        raise ValueError(f"entrant numbers listed more than once: {twice}")
    lines = {e.number: _Line() for e in entrants}
    beat: Counter[tuple[int, int]] = Counter()
    for game in games:
        strangers = [n for n in game.entrants if n not in lines]
        if strangers:
            raise ValueError(f"round {game.round} board {game.board}: {strangers} "
                             "not among the entrants")
        for n in game.entrants:
            lines[n].reached = max(lines[n].reached, game.round)
        if game.decided:
            _count(game, lines, beat)

    swiss = format is TournamentFormat.SWISS
    buchholz = {n: float(sum(lines[o].score for o in line.opponents))
                for n, line in lines.items()} if swiss else {}
    keys = {e.number: _key(format, e, lines[e.number], buchholz, duplicate) for e in entrants}
    if format is TournamentFormat.ROUND_ROBIN:
        _head_to_head(keys, beat, after=3 if duplicate else 2)

    rows: list[StandingRow] = []
    order = sorted(entrants, key=lambda e: (keys[e.number], e.number))
    for i, entrant in enumerate(order):
        line = lines[entrant.number]
        same = i > 0 and keys[order[i - 1].number] == keys[entrant.number]
        rows.append(StandingRow(
            place=rows[-1].place if same else i + 1,
            entrant=entrant,
            played=line.played,
            wins=line.wins,
            losses=line.losses,
            byes=line.byes,
            score=float(line.score),
            points_for=line.points_for,
            points_against=line.points_against,
            buchholz=buchholz.get(entrant.number),
            out_in=line.out_in,
        ))
    return rows


def _count(game: Game, lines: dict[int, _Line], beat: Counter[tuple[int, int]]) -> None:
    first = lines[game.first]
    if game.second is None:
        first.byes += 1
        return
    if game.winner is not None and game.winner not in game.entrants:
        raise ValueError(f"round {game.round} board {game.board}: the winner "
                         f"{game.winner} did not play in it")
    second = lines[game.second]
    sides = ((first, game.second, game.points), (second, game.first, game.points[::-1]))
    for line, opponent, (won, lost) in sides:
        line.played += 1
        line.opponents.append(opponent)
        line.points_for += won
        line.points_against += lost
    if game.winner is None:  # nobody won (both forfeited): both are out
        first.out_in = second.out_in = game.round
        return
    loser = game.second if game.winner == game.first else game.first
    lines[game.winner].wins += 1
    lines[loser].losses += 1
    lines[loser].out_in = game.round
    beat[game.winner, loser] += 1


def _key(
    format: TournamentFormat,
    entrant: Entrant,
    line: _Line,
    buchholz: dict[int, float],
    duplicate: bool,
) -> Key:
    """Smaller is better. Round robin leaves a 0 where the head-to-head result goes."""
    removed = float(entrant.removed)
    if format is TournamentFormat.SWISS:
        ties = (-buchholz[entrant.number], -line.difference)
        return removed, -line.score, *(reversed(ties) if duplicate else ties)
    if format is TournamentFormat.ROUND_ROBIN:
        ties = (0.0, -line.difference)
        return removed, -line.score, *(reversed(ties) if duplicate else ties)
    still_in = line.out_in is None
    return removed, float(not still_in), -line.reached, -line.score, -line.difference


def _head_to_head(keys: dict[int, Key], beat: Counter[tuple[int, int]], *, after: int) -> None:
    """Exactly two players level on every key before ``after``: the one who beat the other
    goes first (nothing changes when their game is undecided, drawn or never played)."""
    level: defaultdict[Key, list[int]] = defaultdict(list)
    for n, key in keys.items():
        level[key[:after]].append(n)
    for tied in level.values():
        if len(tied) != 2:
            continue
        a, b = tied
        edge = beat[a, b] - beat[b, a]
        keys[a] = (*keys[a][:after], float(-edge), *keys[a][after + 1:])
        keys[b] = (*keys[b][:after], float(edge), *keys[b][after + 1:])
