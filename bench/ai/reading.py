"""How well the expert reads the opponent's hand, against the best reading there is.

At a share of the expert's discards against the baseline (``simple``), three
readings of the opponent's hand are scored against their real hand:

- the card odds the expert prices the danger of a discard with (the quick
  odds of ``knowledge`` blended with its sampled hands);
- the expert's sampled hands (``inference``), which it prices knocks with;
- the exact posterior: hands drawn from every first hand and every run of
  stock draws that explains what the opponent did under the baseline's own
  policy (take an upcard only to meld it, throw a card leaving the least
  deadwood, knock as soon as it may; a rare slip from it is allowed so that
  the walk can move), by a Metropolis walk over its first ten cards and
  each card it drew. Against this opponent no reading of the
  record can do better; it is far too slow to play with.

Scores: the Brier score of the danger of every discard worth pricing (could
the opponent meld it?), and the error of a knock's price where the expert
could knock.

Usage: ``python -m bench.ai.reading --games 200 --seed 5``
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import NamedTuple

from bench.ai._matches import each_match, each_turn, match_options
from ginbot.ai.evaluate import cards_in, knock_value
from ginbot.ai.expert import ExpertPlayer
from ginbot.ai.knowledge import ALL_CARDS, meld_danger, read
from ginbot.ai.sim import seat_match
from ginbot.ai.simple import melds_with
from ginbot.engine import (
    Event,
    MatchView,
    Phase,
    Rules,
    best_discard_mask,
    discard_deadwoods,
    mask_of,
)

SHARE = 0.1  # of the expert's discards whose danger is checked (every knock chance is)
BURN = 3000  # steps of the walk before the first hand is kept
THIN = 20  # steps between kept hands
PRUNE = 12  # only discards within this much of the least deadwood are checked
SLIP = math.log(0.01)  # log of the chance the opponent slips from the policy
READINGS = ("odds", "sampled", "exact")


class Turn(NamedTuple):
    """One turn of the opponent: upcards let go by, the card taken (None: a
    stock draw, numbered ``draw``), the card thrown and whether it knocked."""

    passed: tuple[int, ...]
    took: int | None
    draw: int | None
    threw: int
    knocked: bool


class Record(NamedTuple):
    unseen: int  # cards the opponent may have been dealt or drawn
    turns: tuple[Turn, ...]
    draws: int
    pending: tuple[tuple[int, ...], int | None]  # a pass or take after the last throw


def opponent_record(history: Sequence[Event], me: int, hand: int) -> Record:
    """The opponent's turns, and the cards that were never theirs to be dealt or draw:
    my first hand, my stock draws and the first upcard."""
    mine = {"discard": 0, "knock": 0, "gin": 0, "take": 0, "draw": 0}
    for event in history:
        if event.player == me and event.card is not None and event.kind in mine:
            mine[event.kind] |= 1 << event.card
    thrown = mine["discard"] | mine["knock"] | mine["gin"]
    first = next(e.card for e in history if e.kind in ("pass", "take"))
    assert first is not None
    never = ((hand | thrown) & ~mine["take"]) | mine["draw"] | 1 << first
    turns: list[Turn] = []
    passed: list[int] = []
    took: int | None = None
    top: int | None = first
    draws = 0
    for event in history:
        if event.player != me and event.card is not None:
            if event.kind == "pass":
                passed.append(event.card)
            elif event.kind == "take":
                took = event.card
            elif event.kind in ("discard", "knock", "gin"):
                drew = took is None
                if drew and top is not None:
                    passed.append(top)
                draw = draws if drew else None
                knocked = event.kind != "discard"
                turns.append(Turn(tuple(passed), took, draw, event.card, knocked))
                draws += drew
                passed, took, top = [], None, event.card
        elif event.kind in ("discard", "knock", "gin"):
            top = event.card
    return Record(ALL_CARDS & ~never, tuple(turns), draws, (tuple(passed), took))


def offered(
    fit: float, hand: int, passed: Sequence[int], took: int | None
) -> tuple[float, int]:
    """``fit`` and ``hand`` after upcards let go by (a slip each that would have
    melded) and the one taken, if any (a slip if it does not meld)."""
    fit += SLIP * sum(melds_with(hand, card) for card in passed)
    if took is not None:
        fit += 0.0 if melds_with(hand, took) else SLIP
        hand |= 1 << took
    return fit, hand


def replay(dealt: int, drawn: Sequence[int], record: Record, limit: int) -> tuple[float, int]:
    """(log-likelihood under the baseline's policy, hand now) of a first hand and
    its stock draws; -inf when a card is thrown that was not held."""
    hand = dealt
    fit = 0.0
    for turn in record.turns:
        fit, hand = offered(fit, hand, turn.passed, turn.took)
        if turn.took is None:
            assert turn.draw is not None
            hand |= 1 << drawn[turn.draw]
        if not hand >> turn.threw & 1 or turn.threw == turn.took:
            return -math.inf, hand
        deads = discard_deadwoods(hand)
        if turn.took is not None:
            del deads[turn.took]
        least = min(deads.values())
        if deads[turn.threw] == least:
            fit -= math.log(sum(1 for d in deads.values() if d == least))
        else:
            fit += SLIP * (1.0 + 0.3 * (deads[turn.threw] - least))
        if turn.knocked != (least <= limit):
            fit += SLIP
        hand &= ~(1 << turn.threw)
    return offered(fit, hand, *record.pending)


def exact_hands(view: MatchView, count: int, rng: random.Random) -> list[int]:
    """Opponent hands drawn from the exact posterior (see the module's docstring)."""
    hand = view.hand
    assert hand.player is not None
    record = opponent_record(hand.history, hand.player, mask_of(hand.hand))
    limit = hand.knock_limit or 0
    # slots 0-9: the first hand; 10 + k: the k-th stock draw. Start where each
    # thrown card not taken from the pile was drawn on its turn, or dealt.
    slots: list[int | None] = [None] * (10 + record.draws)
    placed: set[int] = set()
    taken = {t.took for t in record.turns} | {record.pending[1]}
    for turn in record.turns:
        if turn.threw in placed or turn.threw in taken:
            continue
        if turn.draw is not None and slots[10 + turn.draw] is None:
            slots[10 + turn.draw] = turn.threw
        else:
            slots[slots.index(None)] = turn.threw
        placed.add(turn.threw)
    outside = [c for c in cards_in(record.unseen) if c not in placed]
    rng.shuffle(outside)
    state = [card if card is not None else outside.pop() for card in slots]

    def fit(cards: list[int]) -> tuple[float, int]:
        return replay(sum(1 << c for c in cards[:10]), cards[10:], record, limit)

    current, now = fit(state)
    hands = []
    for step in range(BURN + THIN * count):
        proposal = state[:]
        i = rng.randrange(len(state))
        if rng.random() < 0.6 or not record.draws:
            j = rng.randrange(len(outside))
            proposal[i], swapped = outside[j], proposal[i]
        else:
            j, swapped = rng.randrange(len(state)), None
            proposal[i], proposal[j] = proposal[j], proposal[i]
        value, then = fit(proposal)
        if value > -math.inf and (value >= current or rng.random() < math.exp(value - current)):
            if swapped is not None:
                outside[j] = swapped
            state, current, now = proposal, value, then
        if step >= BURN and (step - BURN) % THIN == THIN - 1:
            hands.append(now)
    return hands


class Scores(NamedTuple):
    danger: list[tuple[str, float, bool]]  # reading, chance the card melds, whether it does
    knock: list[tuple[str, float]]  # reading, error of the knock's price


def play(job: tuple[int, int]) -> Scores:
    seed, number = job
    pick = random.Random(f"{seed}:{number}")
    match, seat_a, players = seat_match(Rules.preset("classic"), "expert", "simple", seed, number)
    expert = players[seat_a]
    assert isinstance(expert, ExpertPlayer)
    scores = Scores([], [])
    for view in each_turn(match, players):
        if view.player == seat_a and view.hand.phase is Phase.DISCARD:
            check(expert, view, match.hand.hands[1 - seat_a], pick.random() < SHARE, scores)
    return scores


def check(
    expert: ExpertPlayer, view: MatchView, theirs: int, for_danger: bool, scores: Scores
) -> None:
    know = read(view)
    taken = view.hand.taken
    dead, card = best_discard_mask(know.hand)
    knockable = card != taken and 0 < dead <= know.knock_limit
    if not (for_danger or knockable):
        return
    rng = random.Random(f"reading:{view.hand_number}:{len(view.hand.history)}")
    reading = expert.read(view, "reading", know)  # a generator apart from the one it plays on
    odds, sampled = reading.odds, reading.hands
    hands = {
        "sampled": sampled,
        "exact": exact_hands(view, expert.style.samples, rng),
    }
    if for_danger:
        deads = {c: d for c, d in discard_deadwoods(know.hand).items() if c != taken}
        least = min(deads.values())
        for discard, left in deads.items():
            if left > least + PRUNE:
                continue
            melds = melds_with(theirs, discard)
            scores.danger.append(("odds", meld_danger(discard, odds, know.hand), melds))
            for name, sampled in hands.items():
                share = sum(melds_with(h, discard) for h in sampled) / len(sampled)
                scores.danger.append((name, share, melds))
    if knockable:
        kept = know.hand & ~(1 << card)
        bonus = view.rules.undercut_bonus
        true = knock_value(kept, dead, [theirs], bonus)[0]
        for name, sampled in hands.items():
            scores.knock.append((name, knock_value(kept, dead, sampled, bonus)[0] - true))


def main() -> None:
    args = match_options(__doc__, games=200, seed=5).parse_args()
    parts = each_match(play, args, chunksize=2)
    danger = [row for part in parts for row in part.danger]
    knock = [row for part in parts for row in part.knock]
    odds = [melds for name, _, melds in danger if name == "odds"]
    rate = sum(odds) / len(odds)
    print(
        f"{args.games} matches, expert vs simple, seed {args.seed}: {len(odds)} candidate "
        f"discards (the opponent could meld {100 * rate:.1f}%; Brier {rate * (1 - rate):.4f} "
        f"for that rate alone), {len(knock) // 2} chances to knock"
    )
    print("reading   danger Brier  knock price error (rms, mean)")
    for name in READINGS:
        brier = [(p - melds) ** 2 for n, p, melds in danger if n == name]
        errors = [e for n, e in knock if n == name]
        line = f"{name:8s}  {sum(brier) / len(brier):12.4f}"
        if errors:
            rms = math.sqrt(sum(e * e for e in errors) / len(errors))
            line += f"  {rms:8.2f} {sum(errors) / len(errors):+6.2f}"
        print(line)


if __name__ == "__main__":
    main()
