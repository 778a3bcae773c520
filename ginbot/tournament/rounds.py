"""A tournament's rounds by format: how many, who meets whom next, who sits where.

The one place the service and the terminal's local event ask; the pairings themselves
are ``pairing``'s."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine.match import cut_for_deal
from ginbot.model import Entrant, Game, TournamentFormat

from .pairing import (
    Pair,
    knockout,
    knockout_rounds,
    round_robin,
    round_robin_rounds,
    swiss,
    swiss_rounds,
)

MAX_ENTRANTS = 64
DEFAULT_RATING = 25.0  # an entrant never rated seeds as a new player of the ladder would


def rounds_of(format: TournamentFormat, entrants: int, asked: int | None = None) -> int:
    """The rounds a field of ``entrants`` plays: Swiss as ``asked`` (by default enough to
    leave one player unbeaten), knockout and round robin as the field implies."""
    if format is TournamentFormat.SWISS:
        most = entrants - 1
        rounds = swiss_rounds(entrants) if asked is None else asked
        if not 1 <= rounds <= most:
            raise ValueError(f"a Swiss of {entrants} plays 1 to {most} rounds, not {rounds}")
        return rounds
    if format is TournamentFormat.KNOCKOUT:
        return knockout_rounds(entrants)
    return round_robin_rounds(entrants)


def seeded(entrants: Sequence[Entrant]) -> list[int]:
    """Entry numbers, best seed first: by ladder rating, then the earlier entry."""
    def key(e: Entrant) -> tuple[float, int]:
        return -(DEFAULT_RATING if e.rating is None else e.rating), e.number
    return [e.number for e in sorted(entrants, key=key)]


def next_round(format: TournamentFormat, entrants: Sequence[Entrant],
               games: Sequence[Game]) -> tuple[int, list[Pair]]:
    """The next round's number and pairs, board order. Swiss leaves removed entrants out;
    knockout and round robin keep their places, so the service forfeits their games."""
    number = max((g.round for g in games), default=0) + 1
    if format is TournamentFormat.SWISS:
        return number, swiss([e.number for e in entrants if not e.removed], games)
    if format is TournamentFormat.KNOCKOUT:
        return number, knockout(seeded(entrants), games)
    return number, round_robin([e.number for e in entrants], number)


def first_seat(seed: int, board: int, duplicate: bool) -> int:
    """The seat the pair's ``first`` takes at a match dealt from ``seed``: the seat the cut
    makes dealer, so ``first`` deals first; in a duplicate round every other board sits
    the other way round, so each deal is played from both sides."""
    dealer, _ = cut_for_deal(seed)
    return 1 - dealer if duplicate and board % 2 == 0 else dealer


def is_over(format: TournamentFormat, rounds: int, games: Sequence[Game]) -> bool:
    """Every round played and decided (a knockout also ends when nobody is left to meet)."""
    if any(not g.decided for g in games):
        return False
    last = max((g.round for g in games), default=0)
    if last >= rounds:
        return True
    if format is TournamentFormat.KNOCKOUT and last:
        alive = [g.first if g.second is None else g.winner for g in games if g.round == last]
        return sum(w is not None for w in alive) < 2
    return False
