"""Ladder maths, all from openskill (Plackett-Luce), and ranking points.

Matches between two people move both ratings. A match against the computer
never touches ratings (a fixed computer rating could be farmed and would say
little about play between people); a win over it earns ranking points
instead: easy 10, normal 30, expert 100, other levels nothing.
"""

from __future__ import annotations

from openskill.models import PlackettLuce

from ginbot.model import Rating

COMPUTER_POINTS: dict[str, int] = {"easy": 10, "normal": 30, "expert": 100}

_MODEL = PlackettLuce()


def new_rating() -> Rating:
    fresh = _MODEL.rating()
    return Rating(fresh.mu, fresh.sigma)


def shown(rating: Rating) -> float:
    """The rating shown on the ladder: openskill's ordinal."""
    return float(_MODEL.rating(mu=rating.mu, sigma=rating.sigma).ordinal())


def rate_win(winner: Rating, loser: Rating) -> tuple[Rating, Rating]:
    """Both ratings after ``winner`` beat ``loser``, with the game counts moved on."""
    (w,), (lo,) = _MODEL.rate(
        [[_MODEL.rating(mu=winner.mu, sigma=winner.sigma)],
         [_MODEL.rating(mu=loser.mu, sigma=loser.sigma)]],
        ranks=[0, 1],
    )
    return (
        Rating(w.mu, w.sigma, winner.games + 1, winner.wins + 1, winner.losses),
        Rating(lo.mu, lo.sigma, loser.games + 1, loser.wins, loser.losses + 1),
    )


def computer_points(level: str) -> int:
    return COMPUTER_POINTS.get(level, 0)
