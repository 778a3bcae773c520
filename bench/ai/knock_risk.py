"""The expert's knocks that were not gin: which were undercut, and what it had read.

For each such knock of the expert (side A) against ``--style``: the undercut chance it
priced against its sampled opponent hands, the chance it gave that the opponent plays
on with a knock in hand, whether the opponent really held one, and whether the knock
was undercut, by how far into the hand it came (moves made). For the knocks ``--late``
moves or more into the hand, the deadwood of the opponent's real ten cards against
that of the hands the expert sampled.

Usage: ``python -m bench.ai.knock_risk --style expert --games 60 --seed 1 --jobs 2``
"""

from __future__ import annotations

from typing import NamedTuple

from bench.ai._matches import each_match, each_turn, match_options
from ginbot.ai import ExpertPlayer
from ginbot.ai.league import STYLES
from ginbot.ai.review import Review
from ginbot.ai.sim import seat_match
from ginbot.engine import Action, Knock, MatchView, Rules, arrange_mask

BANDS = ((0, 20, "under 20 moves"), (20, 30, "20-29 moves"), (30, 10**9, "30 moves or more"))


class KnockRecord(NamedTuple):
    moves: int  # made in the hand before the knock
    priced: float  # undercut chance against the sampled hands
    waits: float
    real: int  # deadwood of the opponent's real ten cards
    sampled: tuple[int, ...]  # deadwood of each sampled hand
    undercut: bool = False

    @property
    def held(self) -> bool:
        return self.real <= 10


class WatchedExpert(ExpertPlayer):
    """The expert, playing as it does, with a record of its non-gin knocks; ``peek``
    (the opponent's hand) is set by the bench and read only for the record. The
    reading recorded is the last one the knock was weighed on (the last fresh one,
    since the expert confirms its knocks)."""

    peek = 0
    knocks: list[tuple[int, KnockRecord]]
    last: Review | None = None

    def review(self, view: MatchView) -> Review:
        self.last = super().review(view)
        return self.last

    def choose(self, view: MatchView) -> Action:
        action = super().choose(view)
        if not isinstance(action, Knock) or self.last is None or not self.last.weighings:
            return action
        weighing = self.last.weighings[-1]
        knock = next(k for k in weighing.knocks if k.card == action.card)
        if knock.deadwood:
            reading = weighing.reading
            record = KnockRecord(len(view.hand.history), knock.undercut, reading.waits,
                                 arrange_mask(self.peek)[0],
                                 tuple(arrange_mask(h)[0] for h in reading.hands))
            self.knocks.append((view.hand_number, record))
        return action


def play(job: tuple[str, int, int]) -> list[KnockRecord]:
    """The expert's non-gin knocks of one match, each with whether it was undercut."""
    style, seed, number = job
    match, seat_a, players = seat_match(Rules.preset("classic"), "expert", style, seed, number)
    expert = WatchedExpert(players[seat_a].seed)
    expert.knocks = []
    players[seat_a] = expert
    for _ in each_turn(match, players):
        expert.peek = match.hand.hands[1 - seat_a]
    return [record._replace(undercut=match.results[hand - 1].outcome == "undercut")
            for hand, record in expert.knocks]


def table(records: list[KnockRecord], late: int) -> str:
    def row(name: str, chosen: list[KnockRecord]) -> str:
        n = max(1, len(chosen))
        undercut = sum(r.undercut for r in chosen)
        return (f"| {name} | {len(chosen)} | {undercut} ({100 * undercut / n:.0f}%) "
                f"| {100 * sum(r.priced for r in chosen) / n:.0f}% "
                f"| {sum(r.waits for r in chosen) / n:.2f} "
                f"| {100 * sum(r.held for r in chosen) / n:.0f}% |")

    lines = ["| knocks | count | undercut | priced undercut chance | mean waits "
             "| the opponent held a knock |", "|---|---:|---:|---:|---:|---:|",
             row("all", records)]
    lines += [row(name, [r for r in records if low <= r.moves < high])
              for low, high, name in BANDS]
    later = [r for r in records if r.moves >= late]
    if later:
        samples = [d for r in later for d in r.sampled]
        lines.append(
            f"\nAt the {len(later)} knocks {late} moves or more into the hand, the "
            f"opponent's real ten cards held {sum(r.real for r in later) / len(later):.1f} "
            f"deadwood on average and {100 * sum(r.held for r in later) / len(later):.0f}% "
            f"held a knock; the sampled hands held {sum(samples) / len(samples):.1f} and "
            f"{100 * sum(d <= 10 for d in samples) / len(samples):.0f}% held a knock.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = match_options(__doc__ or "", games=60, seed=1)
    parser.add_argument("--style", choices=list(STYLES), default="expert")
    parser.add_argument("--late", type=int, default=26, help="moves into the hand")
    args = parser.parse_args(argv)
    records = [r for match in each_match(play, args, args.style, chunksize=1) for r in match]
    print(f"expert against {args.style}, {args.games} matches, seed {args.seed}: "
          "its knocks that were not gin\n")
    print(table(records, args.late))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
