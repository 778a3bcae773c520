"""The review API: the expert's price of every legal move at one decision.

``review(view)`` looks at one seat's view at one of its decisions and prices
every legal move the way the expert level chooses its own (the expert plays
the best move of exactly these prices). It sees what the view shows and
nothing else: the seat's cards, the discard pile, what the opponent took,
passed and threw, and the match's earlier showdowns; never the opponent's
hidden cards or the stock. A review of a finished match rebuilds each
decision's view with ``match.match_view(seat)`` at that moment.

The decisions (``Decision``): take or pass the first upcard; draw the upcard
or from the stock; which card to discard; knock (each legal knock discard,
gin and big gin included) or play on (each plain discard).

Every figure is in **points of expected result**: what the seat is expected to
score in this hand, the opponent's points counted against it. The expert
estimates the differences between the moves of one decision, not the hand's
whole worth, so each move's price is counted from the best move's:
``Price.points`` is 0 for the best move and negative for the others, the
points that move gives away on average. ``Review.loss(action)`` is that
amount as a positive number and ``Review.accurate(action)`` says whether it is
within ``ACCURACY_MARGIN``.

How the expert makes the prices:

- Draws and discards are priced in deadwood points: the deadwood the hand
  keeps, less what the coming stock draws are expected to save it, plus a
  charge for the chance that the opponent melds the card thrown (the more the
  closer they are to knocking). One deadwood point is worth
  ``points_per_deadwood(stock)`` points of result, as measured by
  ``bench/ai/discards.py``: about 1.1 while 20 cards or more are in the stock,
  more as it runs out, when each point is more likely to be counted.
  Taking the upcard is credited ``-Style.take_margin`` deadwood points.
- Knocking against playing on is priced in points: each knock against the
  opponent hands sampled to fit everything they did (lay-offs included),
  playing on by playing the hand out on the same sampled hands, plus the
  expert's measured credit for playing on. A knock that is not gin must beat
  playing on on fresh readings too; its margin is the least of them. Gin,
  and a knock that very likely wins the match, are always priced above
  playing on.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Discard,
    Knock,
    MatchView,
    Pass,
    Phase,
)

from .expert import FINISH_EDGE, DiscardPrice, DrawPrices, ExpertPlayer, Reading, Weighing
from .knowledge import Knowledge, read

ACCURACY_MARGIN = 1.0  # points: a move giving away no more than this counts as accurate
# (stock size from which it holds, points of result per deadwood point), from
# the fit of bench/ai/discards.py (bench/RESULTS.md, "Are the discards priced right?").
POINTS_PER_DEADWOOD = ((20, 1.1), (14, 1.9), (0, 2.1))


class Decision(StrEnum):
    """The kinds of decision a seat makes."""

    TAKE_OR_PASS = "take or pass"  # the first upcard
    DRAW = "draw"  # the upcard or the stock
    DISCARD = "discard"  # no knock is legal
    KNOCK = "knock or play on"  # a knock is legal: knock, or throw a card and play on


class Price(NamedTuple):
    """One legal move and its price."""

    action: Action
    points: float  # expected result of the hand for the seat, counted from the best move's


@dataclass(frozen=True)
class Review:
    """The expert's prices at one decision, with what they were made from."""

    decision: Decision
    prices: tuple[Price, ...]  # every legal move, the best first
    knowledge: Knowledge  # what the seat's view shows of the hand
    reading: Reading  # the opponent's hand as the expert reads it
    draw: DrawPrices | None = None  # a draw with the upcard on offer: both ways, in deadwood
    discards: tuple[DiscardPrice, ...] = ()  # each discard's price, in deadwood, the best first
    weighings: tuple[Weighing, ...] = ()  # knocking against playing on, one per reading

    @property
    def best(self) -> Price:
        return self.prices[0]

    @property
    def forced(self) -> bool:
        """Only one move was legal: nothing to review."""
        return len(self.prices) == 1

    def points(self, action: Action) -> float:
        """The price of ``action`` (0 for the best move, negative for the others)."""
        for price in self.prices:
            if price.action == action:
                return price.points
        raise ValueError(f"{action} is not a legal move here")

    def loss(self, action: Action) -> float:
        """Points ``action`` gives away against the best move, on average (>= 0)."""
        return self.best.points - self.points(action)

    def accurate(self, action: Action, margin: float = ACCURACY_MARGIN) -> bool:
        """Is ``action`` within ``margin`` points of the best move?"""
        return self.loss(action) <= margin


def review(view: MatchView, player: ExpertPlayer | None = None) -> Review:
    """The expert's prices of every legal move of the seat to move in ``view`` (its own
    view); ``player`` sets the expert's seed and style (seed 0 by default), so a review
    gives the same prices every time it is made."""
    return (player or ExpertPlayer()).review(view)


def points_per_deadwood(stock_size: int) -> float:
    """Points of result one deadwood point is worth with ``stock_size`` cards left."""
    return next(points for least, points in POINTS_PER_DEADWOOD if stock_size >= least)


def review_decision(player: ExpertPlayer, view: MatchView) -> Review:
    """``review`` by ``player``; the expert's own decisions come from here."""
    hand = view.hand
    legal = hand.legal
    if not legal:
        raise ValueError("the view's seat has no decision to make now")
    know = read(view)
    reading = player.read(view, know=know)
    per_point = points_per_deadwood(know.stock_size)
    if hand.phase in (Phase.OFFER, Phase.DRAW):
        decision = Decision.TAKE_OR_PASS if hand.phase is Phase.OFFER else Decision.DRAW
        if DRAW_DISCARD not in legal:
            return Review(decision, _ranked({a: 0.0 for a in legal}, legal), know, reading)
        draw = player.draw_prices(know, reading)
        take = draw.take + player.style.take_margin
        other = Pass() if hand.phase is Phase.OFFER else DRAW_STOCK
        # The stock (or the pass) first: a tie does not take.
        costs = {other: draw.stock, DRAW_DISCARD: take}
        points: dict[Action, float] = {a: -per_point * cost for a, cost in costs.items()}
        return Review(decision, _ranked(points, legal), know, reading, draw=draw)
    discards = tuple(sorted(player.discard_prices(know, reading, taken=hand.taken)))
    best = discards[0]
    knocks = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if not knocks:
        prices: dict[Action, float] = {Discard(d.card): -per_point * (d.value - best.value)
                                       for d in discards}
        return Review(Decision.DISCARD, _ranked(prices, legal), know, reading,
                      discards=discards)
    weighings = player.weigh_knocks(view, know, reading, best.card)
    first = weighings[0]
    play_on = first.play_on + first.credit
    knocked: dict[Action, float] = {}
    for knock in first.knocks:
        margin = min(w.margin(next(k for k in w.knocks if k.card == knock.card), player.style)
                     for w in weighings)
        knocked[Knock(knock.card)] = play_on + margin
    if BigGin() in legal:
        rules = view.rules
        knocked[BigGin()] = max(knocked.values(), default=play_on) + max(
            FINISH_EDGE, rules.big_gin_bonus - rules.gin_bonus)
    # Knocks first: on a tie the expert knocks.
    ordered: dict[Action, float] = {a: knocked[a] for a in knocks}
    for d in discards:
        ordered[Discard(d.card)] = play_on - per_point * (d.value - best.value)
    return Review(Decision.KNOCK, _ranked(ordered, legal), know, reading, discards=discards,
                  weighings=weighings)


def _ranked(points: dict[Action, float], legal: tuple[Action, ...]) -> tuple[Price, ...]:
    """The ``legal`` moves best first, counted from the best; ties keep the order of
    ``points``, which must price every legal move."""
    allowed = set(legal)
    missing = allowed - set(points)
    assert not missing, f"unpriced legal moves: {missing}"
    order = sorted(((a, v) for a, v in points.items() if a in allowed), key=lambda item: -item[1])
    top = order[0][1]
    return tuple(Price(action, value - top) for action, value in order)


__all__ = [
    "ACCURACY_MARGIN",
    "POINTS_PER_DEADWOOD",
    "Decision",
    "Price",
    "Review",
    "points_per_deadwood",
    "review",
]
