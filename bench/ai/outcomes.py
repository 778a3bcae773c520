"""Where a level's points come from against another: hands by how they ended.

Each hand is put in one row by who ended it (the level, "A", or its opponent,
"B"), how (knock, gin, undercut) and, for hands B ended, whether A had held a
hand it could have knocked with ("held") or never reached one. A row shows
its share of the hands, the mean points (A's side) and what it adds to A's
points per hand, and A's deadwood at the end (after lay-offs when A
defended). It tells a race lost from a hand held for an undercut.

Usage: ``python -m bench.ai.outcomes --a expert --b simple --games 400 --seed 77``
"""

from __future__ import annotations

from collections import defaultdict

from bench.ai._matches import each_match, each_turn, match_options, points_for
from ginbot.ai.sim import seat_match
from ginbot.engine import Knock, Rules

Row = list[float]  # hands, points, A's deadwood


def play(job: tuple[str, str, int, int]) -> tuple[dict[str, Row], int]:
    level_a, level_b, seed, number = job
    match, seat_a, players = seat_match(Rules.preset("classic"), level_a, level_b, seed, number)
    could_knock: set[int] = set()  # hands, by number, where A could have knocked
    for view in each_turn(match, players):
        if view.player == seat_a and any(isinstance(a, Knock) for a in view.hand.legal):
            could_knock.add(view.hand_number)
    rows: dict[str, Row] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for number, result in enumerate(match.results, start=1):
        held = number in could_knock
        showdown = result.showdown
        if showdown is None:
            rows["dead hand"][0] += 1
            continue
        a_knocked = result.knocker == seat_a
        name = f"{'A' if a_knocked else 'B'} {showdown.outcome.value}"
        if held and not a_knocked:
            name += ", A held"
        row = rows[name]
        row[0] += 1
        row[1] += points_for(result, seat_a)
        row[2] += showdown.knocker_deadwood if a_knocked else showdown.defender_deadwood
    return dict(rows), int(match.winner == seat_a)


def main() -> None:
    parser = match_options(__doc__, games=400, seed=77)
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="simple")
    args = parser.parse_args()
    totals: dict[str, Row] = defaultdict(lambda: [0.0, 0.0, 0.0])
    wins = 0
    for rows, won in each_match(play, args, args.a, args.b):
        wins += won
        for name, row in rows.items():
            totals[name] = [t + r for t, r in zip(totals[name], row, strict=True)]
    hands = sum(row[0] for row in totals.values())
    points = sum(row[1] for row in totals.values())
    print(f"A {args.a} vs B {args.b}: {args.games} matches, A won {wins}, "
          f"{hands:.0f} hands, A {points / hands:+.2f} points per hand, seed {args.seed}")
    print(f"{'hand ended by':<24} {'hands':>7} {'mean pts':>9} {'per hand':>9} {'A deadwood':>11}")
    for name, (count, pts, dead) in sorted(totals.items()):
        print(f"{name:<24} {100 * count / hands:6.1f}% {pts / count:+9.1f} "
              f"{pts / hands:+9.2f} {dead / count:11.1f}")


if __name__ == "__main__":
    main()
