"""How the opponent plays, read from the showdowns of the match so far.

Players differ most in one choice: whether they knock as soon as they may
(the published baseline) or hold a knockable hand for gin or for the
undercut (the rule books' defensive line, and strong people). That choice
decides what "they did not knock" says about their hand, and so the chance
that my knock is undercut. Each showdown shows it in public:

- when I knocked, the opponent's ten cards are laid down: deadwood within the
  knock limit there means they held a knock and chose to play on;
- when they knocked with more than a little deadwood, they are the kind who
  knocks when they may;
- when they went gin, their hand had most likely passed through a knock they
  did not make (an eager player seldom jumps straight to gin), so a gin
  counts as ``gin_held`` of a held knock;
- when the stock ran out and nobody knocked (a dead hand), they played a whole
  hand without knocking, which one who knocks when they may seldom does, so a
  dead hand counts as ``dead_held`` of a held knock.

The chance that they play on with a knock in hand is the mean of a beta
belief over those counts.
"""

from __future__ import annotations

from typing import NamedTuple

from ginbot.engine import MatchView, arrange_mask, mask_of

EAGER_KNOCK = 4  # a knock with this much deadwood or more is not a waiter's


class Waiting(NamedTuple):
    """The counts behind the belief, with its prior."""

    held: float  # showdowns where they held a knock they did not make (gins in part)
    eager: int  # their knocks with EAGER_KNOCK or more deadwood

    def chance(self, prior: tuple[float, float]) -> float:
        """Mean chance that they play on with a knock in hand."""
        held, eager = prior
        return (held + self.held) / (held + eager + self.held + self.eager)


def waiting(view: MatchView, limit: int, gin_held: float = 0.0,
            dead_held: float = 0.0) -> Waiting:
    """The evidence of the match's showdowns (and dead hands) from the player of
    ``view``; ``limit`` is the deadwood a knock may have."""
    me = view.player
    assert me is not None
    opp = 1 - me
    held = 0.0
    eager = 0
    for result in view.results:
        if result.showdown is None:
            held += dead_held
            continue
        dead = arrange_mask(mask_of(result.hands[opp]))[0]
        if result.knocker == me and dead <= limit:
            held += 1
        elif result.knocker == opp and dead >= EAGER_KNOCK:
            eager += 1
        elif result.knocker == opp and dead == 0:
            held += gin_held
    return Waiting(held, eager)


__all__ = ["EAGER_KNOCK", "Waiting", "waiting"]
