"""Whether the expert prices its discards right: each alternative played out for real.

At a share of the expert's discards (those that cannot knock), the true
game is copied once per alternative and each of the three best-priced
discards is played to the end of the hand by the real players. That shows
whether the price orders discards by what they bring, and a least-squares
fit of the points against the parts of the price (deadwood left, the
lookahead-weighted saving of the coming draws, the danger) tells what each
part is worth in points, to set against the weights the expert uses
(1, 1 and ``Style.danger``). Each alternative is also played out on sampled
deals by the quick policies the expert prices a knock with (``rollout``),
to show whether picking discards by such play-outs would do better.

Usage: ``python -m bench.ai.discards --games 400 --seed 11`` (needs numpy,
in the ``bench`` extra)
"""

from __future__ import annotations

import copy
import random
from typing import Any

import numpy as np

from bench.ai._matches import each_match, each_turn, finish_hand, match_options
from ginbot.ai.expert import DiscardPrice, ExpertPlayer, Reading
from ginbot.ai.rollout import play_out
from ginbot.ai.sim import seat_match
from ginbot.engine import Discard, Knock, Phase, Rules

SHARE = 0.25  # of the expert's discards that are checked
BANDS = ((20, 99), (14, 20), (0, 14))  # stock left


Outcome = tuple[DiscardPrice, int, float]  # price, points it brought, mean of its play-outs


def played_out(
    expert: ExpertPlayer, view: Any, know: Any, reading: Reading, prices: list[DiscardPrice]
) -> list[float]:
    """Mean points of each discard played out by the quick policies on the same sampled deals
    (the expert's sampled hands, each with its own shuffled stock)."""
    rng = random.Random(f"play-outs:{view.hand_number}:{len(view.hand.history)}")
    deals = expert.deals(know, reading, rng)
    table = expert.table(view)
    means = []
    for price in prices:
        mine = know.hand & ~(1 << price.card)
        points = [
            play_out(mine, theirs, price.card, list(stock), table.knock_limit, table)
            for theirs, stock in deals
        ]
        means.append(sum(points) / len(points))
    return means


def play(job: tuple[int, int]) -> list[tuple[int, list[Outcome]]]:
    """(stock left, the three best-priced discards with the points each brought
    and the mean of its play-outs)."""
    seed, number = job
    pick = random.Random(f"{seed}:{number}")
    match, seat_a, players = seat_match(Rules.preset("classic"), "expert", "simple", seed, number)
    expert = players[seat_a]
    assert isinstance(expert, ExpertPlayer)
    checks = []
    for view in each_turn(match, players):
        hand = view.hand
        if (
            view.player == seat_a
            and hand.phase is Phase.DISCARD
            and not any(isinstance(a, Knock) for a in hand.legal)
            and pick.random() < SHARE
        ):
            review = expert.review(view)
            know, reading = review.knowledge, review.reading
            prices = list(review.discards[:3])
            if len(prices) > 1:
                outcomes = []
                rolled = played_out(expert, view, know, reading, prices)
                for price, mean in zip(prices, rolled, strict=True):
                    fork = copy.deepcopy(match)
                    fork.apply(Discard(price.card), seat_a)
                    outcomes.append((price, finish_hand(fork, players, seat_a), mean))
                checks.append((know.stock_size, outcomes))
    return checks


def fit(pairs: list[tuple[list[float], float]]) -> str:
    """Points per unit of each part of the price, with standard errors."""
    if len(pairs) < 30:
        return "too few to fit"
    x = np.array([p for p, _ in pairs])
    y = np.array([d for _, d in pairs])
    coef, *_ = np.linalg.lstsq(x, y, rcond=None)
    spread = (y - x @ coef).var()
    errors = np.sqrt(np.diag(np.linalg.inv(x.T @ x) * spread))
    parts = ("deadwood", "saving", "danger")
    rows = zip(parts, coef, errors, strict=True)
    fitted = ", ".join(f"{name} {c:+.2f} ± {e:.2f}" for name, c, e in rows)
    return f"{fitted}; danger / deadwood {coef[2] / coef[0]:.1f}"


def main() -> None:
    args = match_options(__doc__, games=400, seed=11).parse_args()
    checks = [c for part in each_match(play, args) for c in part]
    style = ExpertPlayer.style
    print(f"{len(checks)} discards checked in {args.games} matches, expert vs simple, "
          f"seed {args.seed} (danger charge {style.danger} + {style.danger_threat} x threat)")
    for rank in range(3):
        points = [outcomes[rank][1] for _, outcomes in checks if len(outcomes) > rank]
        print(f"priced {rank + 1}: {len(points)} discards, {np.mean(points):+.2f} points")
    picks = [(max(outcomes, key=lambda o: o[2]), outcomes[0]) for _, outcomes in checks]
    gains = [pick[1] - priced[1] for pick, priced in picks]
    print(
        f"picked by the play-outs on {ExpertPlayer.style.samples} sampled deals instead: "
        f"{np.mean(gains):+.2f} ± {np.std(gains) / np.sqrt(len(gains)):.2f} points against "
        f"priced 1 ({sum(pick is not priced for pick, priced in picks)} discards differ)"
    )
    pairs: list[tuple[int, list[float], float]] = []
    for stock, outcomes in checks:
        (best, best_points, _), *others = outcomes
        for price, points, _ in others:
            parts = [
                price.deadwood - best.deadwood,
                price.saving - best.saving,
                price.danger - best.danger,
            ]
            pairs.append((stock, parts, points - best_points))
    print(f"all {len(pairs)} pairs: " + fit([(p, d) for _, p, d in pairs]))
    for low, high in BANDS:
        band = [(p, d) for s, p, d in pairs if low <= s < high]
        print(f"stock {low}-{high} ({len(band)} pairs): " + fit(band))


if __name__ == "__main__":
    main()
