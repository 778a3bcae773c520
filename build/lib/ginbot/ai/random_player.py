"""``random``: uniformly random legal actions, for tests."""

from __future__ import annotations

from ginbot.engine import Action, MatchView

from .base import Player


class RandomPlayer(Player):
    level = "random"

    def choose(self, view: MatchView) -> Action:
        return self.rng(view).choice(view.hand.legal)
