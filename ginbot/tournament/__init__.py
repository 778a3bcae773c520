"""Server tournaments' pure rules: who meets whom each round, and the standings.

No I/O and no asyncio: the service feeds these the stored entrants and games."""

from .pairing import (
    Pair,
    Slot,
    bracket,
    bracket_order,
    knockout,
    knockout_rounds,
    round_robin,
    round_robin_rounds,
    swiss,
    swiss_rounds,
)
from .rounds import MAX_ENTRANTS, first_seat, is_over, next_round, rounds_of, seeded
from .standings import standings

__all__ = [
    "MAX_ENTRANTS",
    "Pair",
    "Slot",
    "bracket",
    "bracket_order",
    "first_seat",
    "is_over",
    "knockout",
    "knockout_rounds",
    "next_round",
    "round_robin",
    "round_robin_rounds",
    "rounds_of",
    "seeded",
    "standings",
    "swiss",
    "swiss_rounds",
]
