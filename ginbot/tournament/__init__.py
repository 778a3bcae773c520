"""Server tournaments' pure rules: who meets whom each round, and the standings.

No I/O and no asyncio: the service feeds these the stored entrants and games."""

from .pairing import (
    Pair,
    Slot,
    bracket,
    knockout,
    knockout_rounds,
    round_robin,
    round_robin_rounds,
    swiss,
    swiss_rounds,
)
from .standings import standings

__all__ = [
    "Pair",
    "Slot",
    "bracket",
    "knockout",
    "knockout_rounds",
    "round_robin",
    "round_robin_rounds",
    "standings",
    "swiss",
    "swiss_rounds",
]
