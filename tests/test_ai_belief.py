"""The expert's belief about how its opponent knocks, read from the match's showdowns."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ginbot.ai.belief import EAGER_KNOCK, Waiting, waiting
from ginbot.ai.evaluate import knock_threat
from ginbot.ai.inference import KNOCK_FIT, fitting_hands, knock_fit
from ginbot.ai.knowledge import Knowledge, read
from ginbot.ai.league import make_opponent
from ginbot.ai.rollout import Table, play_out
from ginbot.engine import Match, MatchView, Phase, Rules, arrange_mask, mask_of, parse_cards
from tests.ai_support import turns


def _played(levels: tuple[str, str], seed: int) -> MatchView:
    """The last view of a whole match between two computer players, from seat 0."""
    match = Match(Rules(), seed)
    for _ in turns(match, [make_opponent(levels[0], seed), make_opponent(levels[1], seed + 1)]):
        pass
    return match.match_view(0)


def _deadwood(cards: tuple[int, ...]) -> int:
    return arrange_mask(mask_of(cards))[0]


def test_the_counts_follow_the_rule_book_showdowns_seen_from_each_seat() -> None:
    view = _played(("simple", "undercutter"), 3)
    showdowns = [r for r in view.results if r.showdown is not None]
    assert showdowns, "the match had showdowns"
    # From the baseline's seat: the undercutter's hand laid down at each of the
    # baseline's knocks, and the undercutter's own knocks.
    held = sum(1 for r in showdowns if r.knocker == 0 and _deadwood(r.hands[1]) <= 10)
    eager = sum(1 for r in showdowns if r.knocker == 1 and _deadwood(r.hands[1]) >= EAGER_KNOCK)
    assert waiting(view, 10) == Waiting(held, eager)
    assert held > 0, "the undercutter held knocks it did not make"
    other = dataclasses.replace(view, player=1)
    assert waiting(other, 10).held == 0, "the baseline knocks as soon as it may"
    assert waiting(other, 10).eager > 0


def test_a_dead_hand_tells_nothing_by_default() -> None:
    view = _played(("simple", "undercutter"), 3)
    shown = next(r for r in view.results if r.showdown is not None and r.knocker == 0)
    dead = dataclasses.replace(shown, showdown=None, knocker=None, winner=None)
    assert waiting(dataclasses.replace(view, results=(dead,) * 4), 10) == Waiting(0, 0)


def test_a_dead_hand_counts_as_dead_held_of_a_held_knock() -> None:
    view = _played(("simple", "undercutter"), 3)
    shown = next(r for r in view.results if r.showdown is not None and r.knocker == 0)
    dead = dataclasses.replace(shown, showdown=None, knocker=None, winner=None)
    base = waiting(view, 10)
    assert waiting(view, 10, dead_held=1.0) == base, "no dead hand in the match"
    with_dead = dataclasses.replace(view, results=(*view.results, dead, dead))
    assert waiting(with_dead, 10, dead_held=0.5) == Waiting(base.held + 1.0, base.eager)
    assert waiting(with_dead, 10, gin_held=1.0, dead_held=0.0) == waiting(view, 10, gin_held=1.0)


def test_the_chance_is_the_mean_of_the_beta_belief() -> None:
    assert Waiting(0, 0).chance((1.0, 3.0)) == pytest.approx(0.25)
    assert Waiting(3, 0).chance((1.0, 3.0)) == pytest.approx(4 / 7)
    assert Waiting(0, 5).chance((1.0, 3.0)) == pytest.approx(1 / 9)


def test_knock_fit_spans_the_eager_and_the_waiting_opponent() -> None:
    assert knock_fit(0.0) == pytest.approx(KNOCK_FIT)
    assert knock_fit(1.0) == pytest.approx(0.0)
    fits = [knock_fit(w / 10) for w in range(11)]
    assert fits == sorted(fits, reverse=True)


def _late_against_a_waiter() -> Knowledge:
    """The baseline's knowledge late in a hand against the undercutter, who holds a
    knock it has not made."""
    match = Match(Rules(), 5)
    for seat, view in turns(match, [make_opponent("simple", 1), make_opponent("undercutter", 2)]):
        if seat == 0 and view.hand.phase is Phase.DISCARD:
            know = read(view)
            if know.stock_size <= 16 and arrange_mask(match.hand.hands[1])[0] <= 10:
                return know
    raise AssertionError("the seeded match has such a turn")


def test_a_waiting_opponent_is_sampled_with_knocks_in_hand() -> None:
    know = _late_against_a_waiter()

    def knockable(waits: float) -> float:
        hands = fitting_hands(know, know.held_odds(), 100, random.Random(7), waits)
        return sum(arrange_mask(h)[0] <= 10 for h in hands) / len(hands)

    eager, waiter = knockable(0.0), knockable(0.9)
    assert eager < 0.1, "an eager knocker who did not knock holds no knock"
    assert waiter > eager + 0.3


def test_a_waiting_opponent_threatens_only_gin() -> None:
    know = _late_against_a_waiter()
    hands = fitting_hands(know, know.held_odds(), 30, random.Random(2), 0.9)
    unseen = know.unseen
    eager = knock_threat(hands, unseen, 10)
    gin = knock_threat(hands, unseen, 0)
    assert gin < eager
    assert knock_threat(hands, unseen, 10, waits=1.0) == pytest.approx(gin)
    assert knock_threat(hands, unseen, 10, waits=0.5) == pytest.approx((eager + gin) / 2)


def test_a_play_out_against_a_waiter_does_not_knock_for_them() -> None:
    """They hold 2C 3C 4C 5H 6H 7H 8S 9S KD and draw the 10S first: an eager
    opponent knocks with the KD out (points against me); one waiting for gin plays on."""
    table = Table(knock_limit=10, gin_bonus=25, undercut_bonus=25)
    theirs = mask_of(parse_cards("2C 3C 4C 5H 6H 7H 8S 9S KD QH"))
    mine = mask_of(parse_cards("AD AH AS 2D 3D 4D 6S 7S 8D 9D"))
    stock = [*parse_cards("JD JC QC QD"), parse_cards("10S")[0]]
    top = parse_cards("KS")[0]
    eager = play_out(mine, theirs, top, list(stock), 10, table)
    waiter = play_out(mine, theirs, top, list(stock), 10, table, their_threshold=0)
    assert eager < 0
    assert waiter != eager
