"""What knowing the opponent's hand would be worth to the expert.

The expert plays with part of the hidden information handed to it, to show
where its remaining strength lies: ``--know odds`` gives it the true chance
(0 or 1) of every card being in the opponent's hand, which sets the danger
of each discard and the cards to come; ``--know hands`` puts the opponent's
real hand in place of the sampled ones that price knocking and playing on;
``--know all`` gives both and ``--know none`` plays the expert as it is.
It also counts how often the opponent took the expert's discard: a fed card
is one the opponent melds.

Usage: ``python -m bench.ai.oracle --know odds --games 1000 --seed 21``
"""

from __future__ import annotations

from bench.ai._matches import each_match, match_options, points_for
from ginbot.ai import ExpertPlayer
from ginbot.ai.expert import Reading
from ginbot.ai.knowledge import Knowledge, read
from ginbot.ai.sim import seat_match, wilson
from ginbot.engine import DRAW_DISCARD, MatchView, Rules


class SeeingExpert(ExpertPlayer):
    """The expert, told the opponent's real hand (``peek``) for some uses."""

    level = "seeing"
    know: frozenset[str] = frozenset()
    peek = 0

    def read(self, view: MatchView, purpose: str = "", know: Knowledge | None = None
             ) -> Reading:
        know = know or read(view)
        reading = super().read(view, purpose, know)
        if "odds" in self.know:
            reading = reading._replace(odds=[float(self.peek >> card & 1) for card in range(52)])
        if "hands" in self.know:
            hands = [self.peek] * len(reading.hands)
            reading = reading._replace(hands=hands, threat=self.threat(know, hands, reading.waits))
        return reading


def play(job: tuple[str, int, int]) -> tuple[int, int, int, int, int]:
    """(won, hands, points for A less points for B, discards offered, taken) of one match."""
    know, seed, number = job
    known = frozenset(("odds", "hands") if know == "all" else () if know == "none" else (know,))
    match, seat_a, players = seat_match(Rules.preset("classic"), "expert", "simple", seed, number)
    seer = SeeingExpert(players[seat_a].seed)
    seer.know = known
    players[seat_a] = seer
    offered = taken = 0
    while not match.over:
        if match.awaiting_deal:
            match.next_hand()
        hand = match.hand
        seat = hand.to_move
        view = match.match_view(seat)
        seer.peek = hand.hands[1 - seat_a]
        action = players[seat].choose(view)
        last = next((e for e in reversed(hand.history) if e.kind == "discard"), None)
        if seat != seat_a and DRAW_DISCARD in view.hand.legal and last and last.player == seat_a:
            offered += 1
            taken += action == DRAW_DISCARD
        match.apply(action, seat)
    points = sum(points_for(result, seat_a) for result in match.results)
    return int(match.winner == seat_a), len(match.results), points, offered, taken


def main() -> None:
    parser = match_options(__doc__, games=1000, seed=21)
    parser.add_argument("--know", choices=("none", "odds", "hands", "all"), default="all")
    args = parser.parse_args()
    rows = each_match(play, args, args.know, chunksize=10)
    wins, hands, points, offered, taken = (sum(column) for column in zip(*rows, strict=True))
    low, high = wilson(wins, args.games)
    print(
        f"expert knowing {args.know} vs simple: {wins}/{args.games} = "
        f"{100 * wins / args.games:.1f}% [{100 * low:.1f}, {100 * high:.1f}], "
        f"{points / hands:+.2f} points per hand, simple took {100 * taken / offered:.1f}% "
        f"of the expert's discards, seed {args.seed}"
    )


if __name__ == "__main__":
    main()
