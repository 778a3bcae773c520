"""How the review API scores each computer level: accuracy and points given away.

Each level (side A) plays ``--games`` matches against the baseline; every
decision of side A that had a choice is reviewed by the expert of seed 0
(``ginbot.ai.review``), as a post-game review would see it. The table gives,
per level, the decisions reviewed, the share within each margin of the best
move (the accuracy figure), the points given away per hand (the sum of the
losses over the hands played) and the review time per decision.

Usage: ``python -m bench.ai.accuracy --games 20 --seed 3 --jobs 2``
"""

from __future__ import annotations

import time
from typing import NamedTuple

from bench.ai._matches import each_match, each_turn, match_options
from ginbot.ai import ExpertPlayer
from ginbot.ai.review import review
from ginbot.ai.sim import seat_match
from ginbot.engine import Rules

LEVELS = ("expert", "normal", "easy")
MARGINS = (0.25, 0.5, 1.0, 2.0)


class Tally(NamedTuple):
    losses: list[float]  # one per decision with a choice
    hands: int
    reviews: int  # forced moves included
    seconds: float  # spent reviewing


def play(job: tuple[str, int, int]) -> Tally:
    level, seed, number = job
    match, seat_a, players = seat_match(Rules.preset("classic"), level, "baseline", seed,
                                        number)
    reviewer = ExpertPlayer(0)
    losses: list[float] = []
    spent = 0.0
    reviews = 0
    for view in each_turn(match, players):
        if view.player != seat_a:
            continue
        started = time.perf_counter()
        result = review(view, reviewer)
        spent += time.perf_counter() - started
        reviews += 1
        if not result.forced:
            losses.append(result.loss(players[seat_a].choose(view)))
    return Tally(losses, len(match.results), reviews, spent)


def main() -> None:
    parser = match_options(__doc__ or "", games=20, seed=3)
    parser.add_argument("--levels", default=",".join(LEVELS))
    args = parser.parse_args()
    print(f"{args.games} matches per level against the baseline, seed {args.seed}, "
          "reviewed by the expert of seed 0\n")
    heads = " | ".join(f"within {m:g}" for m in MARGINS)
    print(f"| level | decisions | {heads} | points given away per hand | ms per review |")
    print("|---|---:|" + "---:|" * len(MARGINS) + "---:|---:|")
    for level in args.levels.split(","):
        parts = each_match(play, args, level, chunksize=1)
        losses = [loss for part in parts for loss in part.losses]
        hands = sum(part.hands for part in parts)
        seconds = sum(part.seconds for part in parts)
        n = max(1, len(losses))
        shares = " | ".join(f"{100 * sum(x <= m for x in losses) / n:.1f}%" for m in MARGINS)
        per_review = 1000 * seconds / max(1, sum(part.reviews for part in parts))
        print(f"| {level} | {len(losses)} | {shares} | {sum(losses) / max(1, hands):.2f} "
              f"| {per_review:.1f} |")


if __name__ == "__main__":
    main()
