"""A league of opponent styles, to measure the computer levels against.

They are opponents for measurement, not levels offered to people: the levels
people play are ``ginbot.ai.PLAYERS``. ``make_opponent`` builds either.
"""

from __future__ import annotations

from .. import PLAYERS
from ..base import Player
from ..expert import ExpertPlayer
from ..simple import SimplePlayer
from .defensive_gin_hunter import DefensiveGinHunter
from .gin_hunter import GinHunter
from .pile_reader import PileReader
from .undercutter import Undercutter

STYLES: dict[str, type[Player]] = {
    "baseline": SimplePlayer,
    "gin-hunter": GinHunter,
    "undercutter": Undercutter,
    "pile-reader": PileReader,
    "defensive-gin-hunter": DefensiveGinHunter,
    "expert": ExpertPlayer,
}


def opponent_names() -> list[str]:
    """Every computer level and style, sorted."""
    return sorted({*PLAYERS, *STYLES})


def make_opponent(name: str, seed: int = 0) -> Player:
    """A computer player of the level or style ``name`` (``PLAYERS``, then ``STYLES``)."""
    kind = PLAYERS.get(name) or STYLES.get(name)
    if kind is None:
        raise ValueError(f"no computer level or style {name!r}; levels are "
                         f"{', '.join(PLAYERS)}; styles are {', '.join(STYLES)}")
    return kind(seed)


__all__ = ["STYLES", "DefensiveGinHunter", "GinHunter", "PileReader", "Undercutter",
           "make_opponent", "opponent_names"]
