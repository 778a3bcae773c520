"""Whether the expert's hold credit is right: each knock chance checked after the fact.

Whenever the expert weighs knocking against playing on, this records its
estimate of the knock (against sampled opponent hands), the knock's true
value (against the opponent's real hand), the play-outs' value of playing
on, and what the hand actually brought. A different credit for playing on
changes only which of the two a decision takes, so each credit can be priced
on the same decisions: a knock at its true value, a hold at what holding
actually brought (for the few decisions the expert knocked, holding is priced
by the play-outs). Choosing the higher of two noisy estimates overrates it:
the table by margin shows how far.

Against another style of the league: ``--style defensive-gin-hunter``.

Usage: ``python -m bench.ai.holds --games 1000 --seed 7``
"""

from __future__ import annotations

from typing import NamedTuple

from bench.ai._matches import each_match, match_options, points_for
from ginbot.ai import ExpertPlayer
from ginbot.ai.evaluate import knock_value
from ginbot.ai.league import STYLES
from ginbot.ai.review import Review
from ginbot.ai.sim import seat_match
from ginbot.engine import Action, Knock, MatchView, Rules

CREDITS = (0, 2, 4, 6, 8, 10, 12, 14, 20)


class Chance(NamedTuple):
    estimate: float  # the knock, against sampled opponent hands
    true: float  # the knock, against the opponent's real hand
    play_on: float  # playing on, by the play-outs
    knocked: bool
    stock: int  # cards left in the stock
    waits: float  # the chance the reading gave that the opponent waits with a knock in hand
    actual: float  # what the hand brought the expert


class RecordingExpert(ExpertPlayer):
    """The expert as it plays, noting each weighing of a knock that is not gin
    against playing on: the last reading's (the last fresh one when the knock
    was confirmed), with its best knock by value."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.peek = 0  # the opponent's real hand
        self.pending: list[tuple[float, float, float, bool, int, float]] = []  # this hand's
        self.last: Review | None = None

    def review(self, view: MatchView) -> Review:
        self.last = super().review(view)
        return self.last

    def choose(self, view: MatchView) -> Action:
        action = super().choose(view)
        last = self.last
        if last is not None and last.weighings and all(k.deadwood
                                                       for k in last.weighings[0].knocks):
            weighing = last.weighings[-1]
            best = max(weighing.knocks, key=lambda k: k.value)
            kept = last.knowledge.hand & ~(1 << best.card)
            true = knock_value(kept, best.deadwood, [self.peek], view.rules.undercut_bonus)[0]
            self.pending.append((best.value, true, weighing.play_on, isinstance(action, Knock),
                                 view.hand.stock_size, weighing.reading.waits))
        return action


def play(job: tuple[str, int, int]) -> list[Chance]:
    style, seed, number = job
    rules = Rules.preset("classic")
    match, seat_a, players = seat_match(rules, "expert", style, seed, number)
    expert = RecordingExpert(players[seat_a].seed)
    players[seat_a] = expert
    chances: list[Chance] = []
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        expert.pending = []
        while match.hand.result is None:
            seat = match.hand.to_move
            expert.peek = match.hand.hands[1 - seat_a]
            match.apply(players[seat].choose(match.match_view(seat)), seat)
        actual = points_for(match.results[-1], seat_a)
        chances.extend(Chance(*p, actual=actual) for p in expert.pending)
    return chances


def hold_value(chance: Chance) -> float:
    """What holding brought; for a knock, the play-outs' price of holding."""
    return chance.play_on if chance.knocked else chance.actual


def main() -> None:
    parser = match_options(__doc__, games=1000, seed=7)
    parser.add_argument("--style", choices=list(STYLES), default="baseline")
    args = parser.parse_args()
    chances = [c for part in each_match(play, args, args.style, chunksize=10) for c in part]
    n = len(chances)
    print(f"{n} knock chances in {args.games} matches, expert vs {args.style}, "
          f"seed {args.seed}")
    print("credit  knocks  points per chance")
    for credit in CREDITS:
        knocks = [c for c in chances if c.estimate > c.play_on + credit]
        points = sum(c.true for c in knocks) + sum(
            hold_value(c) for c in chances if c.estimate <= c.play_on + credit
        )
        print(f"{credit:6d}  {len(knocks):6d}  {points / n:17.2f}")
    print("knock less play-on  chances  knock estimate  true knock  holding")
    buckets: dict[int, list[Chance]] = {}
    for c in chances:
        margin = min(12, max(-9, 3 * int((c.estimate - c.play_on) // 3)))
        buckets.setdefault(margin, []).append(c)
    for margin in sorted(buckets):
        rows = buckets[margin]
        k = len(rows)
        span = "below -6" if margin == -9 else "+12 and up" if margin == 12 else (
            f"{margin:+d} to {margin + 3:+d}"
        )
        print(
            f"{span:>18s}  {k:7d}  {sum(c.estimate for c in rows) / k:14.2f}  "
            f"{sum(c.true for c in rows) / k:10.2f}  {sum(hold_value(c) for c in rows) / k:7.2f}"
        )
    print("stock left  chances  knocked  mean waits  knock estimate  true knock  holding")
    for low, high in ((20, 99), (10, 20), (0, 10)):
        rows = [c for c in chances if low <= c.stock < high]
        if rows:
            k = len(rows)
            print(f"{low:>4d}-{high:<5d}  {k:7d}  {sum(c.knocked for c in rows):7d}  "
                  f"{sum(c.waits for c in rows) / k:10.2f}  "
                  f"{sum(c.estimate for c in rows) / k:14.2f}  "
                  f"{sum(c.true for c in rows) / k:10.2f}  "
                  f"{sum(hold_value(c) for c in rows) / k:7.2f}")

if __name__ == "__main__":
    main()
