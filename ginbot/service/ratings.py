"""Ladder maths, all from openskill (Plackett-Luce), and ranking points.

The rules, for a table of any size (sides as ``MatchInfo.sides``):

- Ratings move when at least two people sit on different sides. openskill rates the
  sides as its teams (one seat a side at two or three seats, two at team gin),
  ranked by ``finish_order``: the winning side first; at three seats the others by
  their final score, equal scores sharing a place, and the one who resigned or ran
  out of time last. Each person's games move on, and their wins or losses (a win:
  their side won).
- A computer seat takes part in that maths with a fixed rating for its level
  (``computer_rating``), never saved and never moved, so the people beside it or
  against it are still rated; a farmed computer cannot inflate anyone's rating
  because its own never changes.
- Ranking points: when no person sits on a losing side, each person on the winning
  side earns, for each computer seat on a losing side, that computer's points
  (easy 10, normal 30, expert 100, other levels nothing). Beating two experts as a
  team of two people earns each of them 200; a match with a person on a losing side
  earns no points (it moves ratings instead, when people sit on two sides), and so
  does a match in which hints were shown (``MatchInfo.hinted``).
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

from ginbot.model import Rating

COMPUTER_POINTS: dict[str, int] = {"easy": 10, "normal": 30, "expert": 100}

# The computer's rating at each level for the maths only: mu from the default 25 by
# how the levels play, sigma small so one match barely questions it.
COMPUTER_RATINGS: dict[str, Rating] = {
    "random": Rating(10.0, 2.0),
    "simple": Rating(15.0, 2.0),
    "easy": Rating(20.0, 2.0),
    "normal": Rating(25.0, 2.0),
    "expert": Rating(30.0, 2.0),
}

_MODEL = PlackettLuce()


def new_rating() -> Rating:
    fresh = _MODEL.rating()
    return Rating(fresh.mu, fresh.sigma)


def shown(rating: Rating) -> float:
    """The rating shown on the ladder: openskill's ordinal."""
    return float(_MODEL.rating(mu=rating.mu, sigma=rating.sigma).ordinal())


def computer_rating(level: str) -> Rating:
    """The fixed, unsaved rating a computer seat of ``level`` plays the maths with."""
    try:
        return COMPUTER_RATINGS[level]
    except KeyError:
        raise ValueError(f"no computer level {level!r}; levels are "
                         f"{', '.join(COMPUTER_RATINGS)}") from None


def finish_order(
    sides: int, winner: int, scores: Sequence[int], left: int | None = None
) -> tuple[int, ...]:
    """Each side's place (0 first; equal places share): the winner first, the others by
    final score (high first), and ``left``, the side that resigned or forfeited, last.

    Two sides (two players, two teams) are simply the winner and the loser.
    """
    if not 0 <= winner < sides or len(scores) != sides:
        raise ValueError(f"{sides} sides cannot finish with winner {winner} and scores "
                         f"{tuple(scores)}")
    if left is not None and not (0 <= left < sides and left != winner):
        raise ValueError(f"side {left} cannot have left a match side {winner} won")

    def standing(side: int) -> tuple[int, int]:
        if side == winner:
            return (0, 0)
        return (2, 0) if side == left else (1, -scores[side])

    return tuple(sorted({standing(s) for s in range(sides)}).index(standing(side))
                 for side in range(sides))


def rate(teams: Sequence[Sequence[Rating]], places: Sequence[int]) -> list[list[Rating]]:
    """Every rating after a match of ``teams`` finishing in ``places`` (0 first).

    Only mu and sigma are new; the counts stay as given (``played`` moves them on).
    The teams go to openskill best placed first, so two people are rated exactly as
    ``rate([[winner], [loser]], [0, 1])`` always was.
    """
    if len(teams) != len(places) or len(teams) < 2:
        raise ValueError("a rated match needs two or more sides, each with a place")
    order = sorted(range(len(teams)), key=lambda t: places[t])
    rated = _MODEL.rate(
        [[_MODEL.rating(mu=r.mu, sigma=r.sigma) for r in teams[t]] for t in order],
        ranks=[places[t] for t in order],
    )
    after: list[list[Rating]] = [[] for _ in teams]
    for team, new in zip(order, rated, strict=True):
        after[team] = [Rating(n.mu, n.sigma, r.games, r.wins, r.losses)
                       for r, n in zip(teams[team], new, strict=True)]
    return after


def played(rating: Rating, won: bool) -> Rating:
    """``rating`` with one more game, and one more win or loss."""
    return Rating(rating.mu, rating.sigma, rating.games + 1,
                  rating.wins + (1 if won else 0), rating.losses + (0 if won else 1))


def rate_win(winner: Rating, loser: Rating) -> tuple[Rating, Rating]:
    """Both ratings after ``winner`` beat ``loser``, with the game counts moved on."""
    (w,), (lo,) = rate([[winner], [loser]], [0, 1])
    return played(w, True), played(lo, False)


def computer_points(level: str) -> int:
    return COMPUTER_POINTS.get(level, 0)
