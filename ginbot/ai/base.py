"""The one interface every computer player implements."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from ginbot.engine import Action, MatchView


class Player(ABC):
    """A computer player.

    ``choose`` sees only the player's own view and returns one of
    ``view.hand.legal``. Decisions depend on nothing but the view and the seed,
    so a match rebuilt after a restart plays on exactly as it would have.
    """

    level: str = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def rng(self, view: MatchView, purpose: str = "") -> random.Random:
        """A generator fixed by the seed and the moment of the match; each
        ``purpose`` gets a stream of its own."""
        moment = f"{self.seed}:{view.hand_number}:{len(view.hand.history)}"
        return random.Random(f"{moment}:{purpose}" if purpose else moment)

    @abstractmethod
    def choose(self, view: MatchView) -> Action:
        """One legal action for the position in ``view``."""
