"""``expert``: reads the opponent, prices every draw, discard and knock.

- Whole opponent hands are sampled with stories that fit all they did:
  each card let go by, each take, each throw, and not knocking
  (``inference``). The chance of every unseen card to be in their hand
  blends how often the sampled hands hold it with quick odds read from what
  they took, passed and discarded (``knowledge``).
- Hands are priced by deadwood less the expected saving of the coming draws,
  so pairs and near-runs with live cards are kept; the coming draws count
  for less when the opponent may knock before they come.
- A discard that the opponent may meld is charged for the danger, the more
  the closer they are to knocking.
- A knock is priced against sampled opponent hands (lay-offs included) and
  weighed against playing on, priced by playing the hand out on the same
  sampled hands, each with a shuffled stock (``rollout``): holding a low hand
  for gin, or to undercut an opponent who knocks as soon as they may, often
  pays more than knocking. Pricing both on the same hands keeps the luck of
  the sample out of the choice between them. The play-outs play on plainly,
  so playing on gets a measured credit (``hold_bias``).
- A knock that very likely wins the match is taken at once.
- Not knocking says less about an opponent who holds knocks for gin or the
  undercut. How often this one does is read from the match's showdowns
  (``belief``); it loosens what "they did not knock" tells the sampled
  hands, lowers their threat to knock next to their chance of gin, and
  lets them play on for gin in that share of the play-outs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
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
    arrange_mask,
    discard_deadwoods,
)

from .base import Player
from .belief import waiting
from .evaluate import cards_in, draw_saving, knock_threat, knock_value, stock_chances
from .inference import fitting_hands
from .knowledge import Knowledge, meld_danger, read
from .rollout import Table, play_out, shuffled_stock

PASS = Pass()


class DiscardPrice(NamedTuple):
    value: float  # lower is better
    card: int
    deadwood: int  # left in the hand
    saving: float  # what the coming draws are expected to save, weighted by the lookahead
    danger: float  # chance the opponent may meld the card


class Reading(NamedTuple):
    """What I make of the opponent's hand at one decision."""

    odds: list[float]  # for every card, the chance the opponent holds it
    hands: list[int]  # opponent hands sampled to fit what they did
    threat: float  # chance they may knock after their next draw
    waits: float  # chance they play on with a knock in hand


class KnockPrice(NamedTuple):
    value: float  # mean points against the sampled opponent hands
    card: int  # the knock discard
    finishing: float  # chance this knock wins the match


@dataclass(frozen=True)
class Style:
    """The knobs of a thinking player, tuned by measurement."""

    lookahead: float = 1.6  # weight of the expected saving of coming draws
    danger: float = 1.5  # deadwood points charged for a discard the opponent may meld
    danger_threat: float = 6.0  # ... more per unit of their chance to knock next
    prune: int = 12  # only discards within this much of the least deadwood are priced
    samples: int = 48  # opponent hands sampled to price a knock and playing on
    reading: float = 0.5  # weight of the sampled hands in the card odds (the rest: quick odds)
    knock_margin: float = 0.0  # knock when its mean value beats this
    max_undercut: float = 1.0  # never knock at a higher undercut chance
    finish: float = 0.75  # knock when it wins the match at least this often
    take_margin: float = -1.0  # the upcard must beat the stock by this much
    threat_samples: int = 24  # of the sampled hands, those used for their chance to knock next
    # Ways of playing on that are tried: a level >= 0 knocks at that deadwood
    # or less (0: gin only); -1 knocks no worse than now, -2 one point better...
    hold_levels: tuple[int, ...] = (0, -1)
    # Points credited to playing on (its play-outs play it plainly), for an
    # undercut bonus of 25; measured best at 6 against the baseline.
    hold_bias: float = 6.0
    # Beta prior (held, eager) of the chance that the opponent plays on with a
    # knock in hand (``belief``), before the match's showdowns show it.
    wait_prior: tuple[float, float] = (1.0, 3.0)
    # A knock that is not gin is made only if this many fresh readings choose it too.
    confirm_knocks: int = 2


class ExpertPlayer(Player):
    level = "expert"
    style = Style()

    def choose(self, view: MatchView) -> Action:
        hand = view.hand
        know = read(view)
        reading = self._read(view, know, self.rng(view))
        if hand.phase in (Phase.OFFER, Phase.DRAW):
            if DRAW_DISCARD in hand.legal and self._take_upcard(view, know, reading):
                return DRAW_DISCARD
            return PASS if hand.phase is Phase.OFFER else DRAW_STOCK
        return self._discard(view, know, reading)

    def _read(self, view: MatchView, know: Knowledge, rng: random.Random) -> Reading:
        """Sampled opponent hands, and card odds that blend them with the quick odds."""
        quick = know.held_odds()
        waits = waiting(view, know.knock_limit).chance(self.style.wait_prior)
        hands = fitting_hands(know, quick, self.style.samples, rng, waits)
        share = self.style.reading / len(hands)
        unseen = know.unseen
        odds = list(quick)
        for card in cards_in(unseen):
            held = sum(h >> card & 1 for h in hands)
            odds[card] = (1.0 - self.style.reading) * quick[card] + share * held
        return Reading(odds, hands, self._threat(know, hands, waits), waits)

    def _threat(self, know: Knowledge, hands: list[int], waits: float) -> float:
        """The opponent's chance to knock after their next draw, over some of ``hands``."""
        return knock_threat(hands[: self.style.threat_samples], know.unseen, know.knock_limit,
                            waits)

    def _lookahead(self, view: MatchView, know: Knowledge, reading: Reading) -> float:
        """Weight of the coming draws: less as the stock runs out, and less when
        the opponent may knock before they come."""
        return self.style.lookahead * min(1.0, know.stock_size / 20.0) * (1.0 - reading.threat)

    # -- drawing ---------------------------------------------------------------

    def _take_upcard(self, view: MatchView, know: Knowledge, reading: Reading) -> bool:
        upcard = view.hand.upcard
        assert upcard is not None
        if upcard in know.my_discards:
            return False  # taking back my own discard could go round for ever
        take_value, stock_value = self._draw_prices(view, know, reading, upcard)
        return take_value < stock_value - self.style.take_margin

    def _draw_prices(
        self, view: MatchView, know: Knowledge, reading: Reading, upcard: int
    ) -> tuple[float, float]:
        """(price of taking ``upcard`` and the best discard after it, price of
        drawing from the stock); lower is better."""
        draws = stock_chances(know, reading.odds)
        lookahead = self._lookahead(view, know, reading)
        dead = arrange_mask(know.hand)[0]
        stock_value = dead - (1.0 + lookahead) * draw_saving(know.hand, dead, draws)
        eleven = know.hand | 1 << upcard
        take_value = min(
            self._discard_prices(eleven, upcard, reading, draws, lookahead)
        ).value
        return take_value, stock_value

    # -- discarding ------------------------------------------------------------

    def _discard_prices(
        self,
        eleven: int,
        taken: int | None,
        reading: Reading,
        draws: list[tuple[int, float]],
        lookahead: float,
    ) -> list[DiscardPrice]:
        """Every discard worth pricing from 11 cards, with the parts of its price;
        the least ``value`` is the best."""
        style = self.style
        deads = discard_deadwoods(eleven)
        least = min(d for c, d in deads.items() if c != taken)
        draws = [(c, p) for c, p in draws if not eleven >> c & 1]
        # Feeding a meld costs more the closer the opponent is to knocking.
        charge = style.danger + style.danger_threat * reading.threat
        priced = []
        for card, dead in deads.items():
            if card == taken or dead > least + style.prune:
                continue
            saving = lookahead * draw_saving(eleven & ~(1 << card), dead, draws)
            danger = meld_danger(card, reading.odds, eleven)
            value = dead - saving + charge * danger
            priced.append(DiscardPrice(value, card, dead, saving, danger))
        return priced

    def _discard(self, view: MatchView, know: Knowledge, reading: Reading) -> Action:
        hand = view.hand
        legal = hand.legal
        eleven = know.hand
        if view.rules.big_gin and BigGin() in legal:
            return BigGin()
        lookahead = self._lookahead(view, know, reading)
        draws = stock_chances(know, reading.odds)
        prices = self._discard_prices(eleven, hand.taken, reading, draws, lookahead)
        card = min(prices).card
        knocks = {a.card: a for a in legal if isinstance(a, Knock)}
        if knocks:
            action = self._knock(view, know, reading, eleven, knocks, card)
            if action is not None:
                return action
        return Discard(card)

    def _table(self, view: MatchView) -> Table:
        rules = view.rules
        return Table(view.hand.knock_limit or 0, rules.gin_bonus, rules.undercut_bonus)

    def _deals(
        self, know: Knowledge, reading: Reading, rng: random.Random
    ) -> list[tuple[int, list[int]]]:
        """The sampled opponent hands, each with a shuffled stock of the other unseen cards."""
        unseen = cards_in(know.unseen)
        return [(theirs, shuffled_stock(unseen, theirs, rng)) for theirs in reading.hands]

    # -- knocking --------------------------------------------------------------

    def _knock(
        self,
        view: MatchView,
        know: Knowledge,
        reading: Reading,
        eleven: int,
        knocks: dict[int, Knock],
        discard: int,
    ) -> Action | None:
        """A knock, or None to play on by throwing ``discard``.

        A knock may stand for many turns while the readings vary from turn to
        turn; choosing on one reading knocks on the turn it looked safest, when
        it is most wrong. So fresh readings, each on a generator of its own, must
        choose the knock too (bench/RESULTS.md)."""
        deads = {c: arrange_mask(eleven & ~(1 << c))[0] for c in knocks}
        if min(deads.values()) == 0:
            return knocks[next(c for c, d in deads.items() if d == 0)]
        chosen = self._priced_knock(view, know, reading, eleven, knocks, deads, discard)
        for fresh in range(self.style.confirm_knocks):
            if chosen is None:
                break
            purpose = f"again{fresh + 1}" if fresh else "again"
            again = self._read(view, know, self.rng(view, purpose))
            chosen = self._priced_knock(view, know, again, eleven, knocks, deads, discard)
        return chosen

    def _priced_knock(self, view: MatchView, know: Knowledge, reading: Reading, eleven: int,
                      knocks: dict[int, Knock], deads: dict[int, int],
                      discard: int) -> Action | None:
        """The knock ``reading`` prices above playing on, or None; ``deads``: the
        deadwood left by each knock discard, none of them gin."""
        least = min(deads.values())
        deals = self._deals(know, reading, self.rng(view))
        best = self._best_knock(view, eleven, deads, [theirs for theirs, _ in deals])
        if best is None or best.value < self.style.knock_margin:
            return None
        if best.finishing >= self.style.finish:
            return knocks[best.card]  # this knock very likely wins the match: take it
        play_on = self._play_on_value(view, eleven, least, discard, deals, reading.waits)
        # The credit is for undercut chances the play-outs miss: it scales
        # with the undercut bonus of the rules in force.
        bias = self.style.hold_bias * view.rules.undercut_bonus / 25.0
        if play_on + bias > best.value:
            return None
        return knocks[best.card]

    def _best_knock(
        self, view: MatchView, eleven: int, deads: dict[int, int], opponents: list[int]
    ) -> KnockPrice | None:
        """The knock discard worth most against the sampled ``opponents``."""
        least = min(deads.values())
        needed = self._points_to_win(view)
        best: KnockPrice | None = None
        for card, dead in deads.items():
            if dead > least + 2:
                continue
            value, undercut, enough = knock_value(
                eleven & ~(1 << card), dead, opponents, view.rules.undercut_bonus, needed
            )
            if undercut > self.style.max_undercut:
                continue
            if best is None or value > best.value:
                best = KnockPrice(value, card, enough)
        return best

    def _points_to_win(self, view: MatchView) -> float:
        """Hand points that end the match in my favour now (plain scoring only)."""
        rules = view.rules
        if rules.bonuses or rules.hollywood or view.player is None:
            return float("inf")
        return (view.target - view.scores[view.player]) / max(1, view.hand.multiplier)

    def _play_on_value(
        self,
        view: MatchView,
        eleven: int,
        least: int,
        card: int,
        deals: list[tuple[int, list[int]]],
        waits: float,
    ) -> float:
        """Mean points of not knocking now but throwing ``card``, played out on
        ``deals``, for the best way of playing on; in a ``waits`` share of
        them the opponent plays on for gin."""
        table = self._table(view)
        mine = eleven & ~(1 << card)
        waiters = round(waits * len(deals))
        best = float("-inf")
        for level in self.style.hold_levels:
            threshold = max(0, least + 1 + level) if level < 0 else level
            total = sum(
                play_out(mine, theirs, card, list(stock), threshold, table,
                         0 if i < waiters else None)
                for i, (theirs, stock) in enumerate(deals)
            )
            best = max(best, total / len(deals))
        return best


__all__ = ["ExpertPlayer", "Style"]
