"""Microseconds per call of the meld utilities, ours beside RLCard's and OpenSpiel's.

    python bench/melds.py [--hands 20000] [--write]

Needs the ``bench`` extra (rlcard 1.2.0, open-spiel). Every library's answers
are checked against ours on the same hands, and disagreements are counted.
Times are per single call (``perf_counter_ns`` around each call, with the
timer's own cost, measured on an empty call, subtracted), median and 90th
percentile, one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._results import machine, write_section
from ginbot.engine import (
    CARDS,
    Card,
    Rules,
    best_arrangement,
    best_discard,
    deadwood_of_mask,
    showdown,
)

Hand = list[Card]


def random_hands(rng: random.Random, count: int, size: int) -> list[Hand]:
    return [rng.sample(CARDS, size) for _ in range(count)]


def dense_hands(rng: random.Random, count: int, size: int) -> list[Hand]:
    """All cards from 5 ranks, as the issue defines meld-dense."""
    hands = []
    for _ in range(count):
        ranks = rng.sample(range(13), 5)
        hands.append(rng.sample([CARDS[s * 13 + r] for r in ranks for s in range(4)], size))
    return hands


def knock_deals(rng: random.Random, count: int) -> list[tuple[Hand, Hand]]:
    """Random deals where the first 10 cards may knock (deadwood 1..10)."""
    deals = []
    while len(deals) < count:
        cards = rng.sample(CARDS, 20)
        knocker = cards[:10]
        if 0 < deadwood_of_mask(sum(1 << c for c in knocker)) <= 10:
            deals.append((knocker, cards[10:]))
    return deals


def timer_overhead() -> float:
    clock = time.perf_counter_ns
    samples = []
    for _ in range(20000):
        t = clock()
        samples.append(clock() - t)
    return statistics.median(samples)


def time_calls(fn: Callable, inputs: Sequence, overhead: float) -> tuple[float, float]:
    """(median, p90) microseconds per call."""
    clock = time.perf_counter_ns
    samples = []
    for item in inputs:
        t = clock()
        fn(item)
        samples.append(clock() - t - overhead)
    samples.sort()
    return statistics.median(samples) / 1000, samples[int(len(samples) * 0.9)] / 1000


# -- the outside utilities -------------------------------------------------------


def rlcard_deadwood_10() -> Callable[[Hand], int]:
    from rlcard.games.gin_rummy.utils import melding, utils

    deck = [utils.get_card(i) for i in range(52)]  # same card order as ours: S H D C

    def deadwood(hand: Hand) -> int:
        cards = [deck[c] for c in hand]
        clusters = melding.get_best_meld_clusters(cards)
        if not clusters:
            return sum(utils.get_deadwood_value(c) for c in cards)
        return utils.get_deadwood_count(cards, clusters[0])

    return deadwood


def rlcard_discard_11() -> Callable[[Hand], int]:
    """RLCard has no 11-card utility: its 10-card one after each discard."""
    ten = rlcard_deadwood_10()
    return lambda hand: min(ten([c for c in hand if c != d]) for d in hand)


def openspiel_min_deadwood() -> Callable[[Hand], int]:
    import pyspiel

    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    # OpenSpiel orders suits s c d h; ours S H D C. Deadwood ignores suit names,
    # but map anyway so examples print the same cards.
    to_os = [(0, 3, 2, 1)[c // 13] * 13 + c % 13 for c in range(52)]
    return lambda hand: utils.min_deadwood([to_os[c] for c in hand])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    n = args.hands

    sets = {
        "random 10": random_hands(rng, n, 10),
        "meld-dense 10": dense_hands(rng, n, 10),
        "random 11": random_hands(rng, n, 11),
        "meld-dense 11": dense_hands(rng, n, 11),
    }
    deals = knock_deals(rng, max(n // 10, 500))
    overhead = timer_overhead()

    ours10 = lambda h: best_arrangement(h).deadwood_points  # noqa: E731
    ours11 = lambda h: best_discard(h)[1].deadwood_points  # noqa: E731
    rl10, rl11, os_ = rlcard_deadwood_10(), rlcard_discard_11(), openspiel_min_deadwood()

    rows = []
    notes = []
    for name, hands in sets.items():
        ours_fn = ours10 if "10" in name else ours11
        label = "best_arrangement" if "10" in name else "best_discard"
        truth = [ours_fn(h) for h in hands]
        ours_t = time_calls(best_arrangement if "10" in name else best_discard, hands, overhead)
        # RLCard is slow: time it on a tenth of the hands.
        few = hands[: max(len(hands) // 10, 200)]
        rl_fn = rl10 if "10" in name else rl11
        rl_t = time_calls(rl_fn, few, overhead)
        rl_wrong = sum(rl_fn(h) != t for h, t in zip(few, truth, strict=False))
        os_t = time_calls(os_, hands, overhead)
        os_answers = [os_(h) for h in hands]
        os_wrong = [(h, t, o) for h, t, o in zip(hands, truth, os_answers, strict=True) if o != t]
        rows.append(
            f"| {name} | `{label}` | {ours_t[0]:.2f} / {ours_t[1]:.2f} | "
            f"{os_t[0]:.2f} / {os_t[1]:.2f} | {rl_t[0]:.1f} / {rl_t[1]:.1f} | "
            f"{len(os_wrong)} of {len(hands)} | {rl_wrong} of {len(few)} |"
        )
        if os_wrong:
            hand, t, o = os_wrong[0]
            notes.append(
                f"- OpenSpiel on {name}: e.g. `{' '.join(map(str, hand))}` gives {o}; "
                f"the least deadwood after a discard is {t}."
            )

    rules = Rules()
    sd = time_calls(lambda d: showdown(d[0], d[1], rules), deals, overhead)
    table = "\n".join(
        [
            "## Melds (`bench/melds.py`)",
            "",
            f"{machine()}; {n} hands per row (RLCard on a tenth); microseconds per call, "
            "median / 90th percentile, timer overhead subtracted. Wrong answers are counted "
            "against ours (which the test suite checks against a brute force).",
            "",
            "| hands | ours | ours µs | OpenSpiel `min_deadwood` µs | RLCard µs "
            "| OpenSpiel wrong | RLCard wrong |",
            "|---|---|---|---|---|---|---|",
            *rows,
            "",
            f"`showdown` on {len(deals)} random knock deals (knocker deadwood 1..10): "
            f"median {sd[0]:.1f} µs, p90 {sd[1]:.1f} µs.",
            "",
            "RLCard has no 11-card utility; its 11-card figure is its 10-card one over each "
            "discard. OpenSpiel's `min_deadwood` takes 10 or 11 cards.",
            *notes,
        ]
    )
    print(table)
    if args.write:
        write_section("melds", table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
