"""What the benches that play whole matches share: their options, their workers,
the turn loop and the playing out of a hand."""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from ginbot.engine import HandResult, MatchView

Result = TypeVar("Result")


def match_options(doc: str, games: int, seed: int) -> argparse.ArgumentParser:
    """A parser with ``--games``, ``--seed`` and ``--jobs``; a bench adds its own options."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--jobs", type=int, default=2)
    return parser


def points_for(result: HandResult, seat: int) -> int:
    """A hand's points from ``seat``'s side: negative when the other seat won, 0 when dead."""
    if result.winner is None:
        return 0
    return result.points if result.winner == seat else -result.points


def each_turn(match: Any, players: dict[int, Any]) -> Iterator[MatchView]:
    """Play ``match`` to its end, showing each position to the caller before
    its player acts."""
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        seat = match.hand.to_move
        view = match.match_view(seat)
        yield view
        match.apply(players[seat].choose(view), seat)


def finish_hand(match: Any, players: dict[int, Any], seat: int) -> int:
    """Play the hand in progress to its end; its points from ``seat``'s side."""
    while match.hand.result is None:
        to_move = match.hand.to_move
        match.apply(players[to_move].choose(match.match_view(to_move)), to_move)
    return points_for(match.hand.result, seat)


def each_match(
    play: Callable[[Any], Result], args: argparse.Namespace, *settings: Any, chunksize: int = 5,
    arrived: Callable[[Result], None] | None = None,
) -> list[Result]:
    """``play((*settings, seed, number))`` for every match of the run, shared out to
    ``--jobs`` worker processes; results come in the order they finish, each handed to
    ``arrived`` as it comes (a long run's progress)."""
    jobs = [(*settings, args.seed, number) for number in range(args.games)]
    found = []
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for result in pool.imap_unordered(play, jobs, chunksize=chunksize):
            found.append(result)
            if arrived is not None:
                arrived(result)
    return found
