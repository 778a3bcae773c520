"""Whether the expert takes the upcard when it should: both choices played out for real.

At a share of the expert's draws where it may take the upcard (its own
throws aside), the true game is copied twice: in one copy the expert takes
the upcard, in the other it draws from the stock (or passes, on the first
offer); the real players play each copy to the end of the hand. The points
the upcard brought over the stock are set against the expert's own
estimate (its price of the stock less its price of taking), so a take rule
that leaves points behind shows as a band where the points and the
expert's choice disagree, and other take margins are priced on the same
draws.

Usage: ``python -m bench.ai.draws --games 400 --seed 13``
"""

from __future__ import annotations

import copy
import itertools
import math
import random
from typing import NamedTuple

from bench.ai._matches import each_match, each_turn, finish_hand, match_options
from ginbot.ai.expert import ExpertPlayer
from ginbot.ai.sim import seat_match
from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, Pass, Phase, Rules, least_melds

SHARE = 0.5  # of the expert's draws that are checked
BANDS = (-99, -4, -3, -2.5, -2, -1.5, -1, -0.5, 0, 1, 2, 4, 99)  # of the expert's estimate

MARGINS = (-4, -3, -2.5, -2, -1.5, -1, -0.5, 0, 1, 2)  # take rules to set against each other


class Check(NamedTuple):
    estimate: float  # the expert's price of the stock less its price of taking
    took: bool  # whether the expert took the upcard
    melds: bool  # whether the upcard is in a meld at once
    stock: int  # cards left in the stock
    taking: int  # points the hand brought after taking the upcard
    not_taking: int  # points the hand brought after the stock (or a pass)


def melds_at_once(hand: int, upcard: int) -> bool:
    """Whether the upcard is in a meld of the best arrangement with it."""
    return any(meld >> upcard & 1 for meld in least_melds(hand | 1 << upcard))


def play(job: tuple[int, int]) -> list[Check]:
    seed, number = job
    pick = random.Random(f"draws:{seed}:{number}")
    match, seat_a, players = seat_match(Rules.preset("classic"), "expert", "simple", seed, number)
    expert = players[seat_a]
    assert isinstance(expert, ExpertPlayer)
    checks: list[Check] = []
    for view in each_turn(match, players):
        hand = view.hand
        if (
            view.player == seat_a
            and hand.phase in (Phase.OFFER, Phase.DRAW)
            and DRAW_DISCARD in hand.legal
            and pick.random() < SHARE
        ):
            review = expert.review(view)
            know = review.knowledge
            upcard = hand.upcard
            assert upcard is not None and review.draw is not None
            if upcard not in know.my_discards:
                take_price, stock_price = review.draw
                took = expert.choose(view) == DRAW_DISCARD
                other = Pass() if hand.phase is Phase.OFFER else DRAW_STOCK
                points = []
                for action in (DRAW_DISCARD, other):
                    fork = copy.deepcopy(match)
                    fork.apply(action, seat_a)
                    points.append(finish_hand(fork, players, seat_a))
                meld = melds_at_once(know.hand, upcard)
                checks.append(
                    Check(stock_price - take_price, took, meld, know.stock_size, *points)
                )
    return checks


def row(name: str, checks: list[Check]) -> str:
    if not checks:
        return f"{name:>14} {0:>7}"
    gains = [c.taking - c.not_taking for c in checks]
    mean = sum(gains) / len(gains)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1))
    taken = sum(c.took for c in checks) / len(checks)
    return (
        f"{name:>14} {len(checks):>7} {100 * taken:>6.1f} "
        f"{mean:>+8.2f} ± {spread / math.sqrt(len(gains)):.2f}"
    )


def report(checks: list[Check], games: int, seed: int) -> None:
    print(f"{len(checks)} draws checked in {games} matches, expert vs simple, "
          f"seed {seed} (take margin {ExpertPlayer.style.take_margin})")
    print(f"{'estimate':>14} {'draws':>7} {'taken%':>6} {'upcard brought':>17}")
    for low, high in itertools.pairwise(BANDS):
        band = [c for c in checks if low <= c.estimate < high]
        print(row(f"{low:+g} to {high:+g}", band))
    for meld in (True, False):
        band = [c for c in checks if c.melds is meld]
        print(row("melds at once" if meld else "does not", band))
    for low, high in ((20, 99), (10, 20), (0, 10)):
        band = [c for c in checks if low <= c.stock < high]
        print(row(f"stock {low}-{high}", band))
    print("take when the estimate beats  points per draw against never taking")
    for margin in MARGINS:
        gains = [c.taking - c.not_taking for c in checks if c.estimate > margin]
        gain = sum(gains) / max(1, len(checks))
        print(f"{margin:>29g}  {gain:+.3f}")


def main() -> None:
    args = match_options(__doc__, games=400, seed=13).parse_args()
    report([c for part in each_match(play, args) for c in part], args.games, args.seed)


if __name__ == "__main__":
    main()
