"""Computer players built on the engine; each sees only its own view."""

from __future__ import annotations

from .base import Player
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .normal import NormalPlayer
from .random_player import RandomPlayer
from .simple import SimplePlayer

PLAYERS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "simple": SimplePlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "expert": ExpertPlayer,
}


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (see ``PLAYERS``)."""
    try:
        return PLAYERS[level](seed)
    except KeyError:
        raise ValueError(f"no computer level {level!r}; levels are {', '.join(PLAYERS)}") from None


__all__ = [
    "PLAYERS",
    "EasyPlayer",
    "ExpertPlayer",
    "NormalPlayer",
    "Player",
    "RandomPlayer",
    "SimplePlayer",
    "make_player",
]
