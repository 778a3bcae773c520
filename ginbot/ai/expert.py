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
  lets them play on for gin in that share of the play-outs. Their gins and
  dead hands count as held knocks, the belief starts at even odds, and in
  their first three turns of a hand they are read as knocking when they may
  (issue 41: the defensive gin hunter knocks only then, and later only gin).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from ginbot.engine import (
    DRAW_DISCARD,
    Action,
    Card,
    Knock,
    MatchView,
    arrange_mask,
    discard_deadwoods,
)

from .base import Player
from .belief import waiting
from .evaluate import (
    cards_in,
    draw_outlook,
    draw_saving,
    gin_value,
    knock_threat,
    knock_value,
    stock_chances,
)
from .inference import fitting_hands
from .knowledge import Knowledge, meld_danger, read
from .rollout import Table, play_out, shuffled_stock

if TYPE_CHECKING:
    from .review import Review


class DiscardPrice(NamedTuple):
    """The price of one discard from 11 cards, in deadwood points; lower is better."""

    value: float  # deadwood - saving + the danger's charge
    card: Card
    deadwood: int  # left in the hand
    saving: float  # what the coming draws are expected to save, weighted by the lookahead
    danger: float  # chance the opponent may meld the card


class DrawPrices(NamedTuple):
    """The two ways of drawing, in deadwood points (the hand's deadwood less what the
    coming draws are expected to save, with the danger of the discard); lower is better."""

    take: float  # taking the upcard, with the best discard after it
    stock: float  # drawing from the stock (or passing the first upcard)


class Reading(NamedTuple):
    """What I make of the opponent's hand at one decision."""

    odds: list[float]  # for every card, the chance the opponent holds it
    hands: list[int]  # opponent hands sampled to fit what they did
    threat: float  # chance they may knock after their next draw
    waits: float  # chance they play on with a knock in hand


class KnockPrice(NamedTuple):
    """One knock discard against the sampled opponent hands of a reading."""

    value: float  # mean points for me
    card: Card  # the knock discard
    deadwood: int  # left in my hand (0: gin)
    finishing: float  # chance this knock wins the match
    undercut: float  # chance it is undercut


class Weighing(NamedTuple):
    """One reading's choice between knocking and playing on, in points."""

    reading: Reading
    knocks: tuple[KnockPrice, ...]  # every legal knock discard
    play_on: float  # mean points of throwing the best discard instead, by the play-outs
    credit: float  # points credited to playing on (``Style.hold_bias``, by the rules)

    def margin(self, knock: KnockPrice, style: Style) -> float:
        """Points by which ``knock`` beats playing on in this reading, as the expert
        decides: gin always does, and a knock that very likely wins the match (the
        best of them by ``FINISH_EDGE`` at least); a knock worth less than
        ``style.knock_margin`` never does."""
        margin = knock.value - (self.play_on + self.credit)
        if _sure(knock, style):
            top = max(k.value for k in self.knocks if _sure(k, style))
            return max(margin, FINISH_EDGE - (top - knock.value))
        if knock.value < style.knock_margin:
            return min(margin, knock.value - style.knock_margin)
        return margin

    def chooses(self, style: Style) -> bool:
        """Does this reading choose a knock over playing on?"""
        return any(self.margin(k, style) >= 0 for k in self.knocks)


FINISH_EDGE = 1.0  # points a knock that very likely ends the match beats playing on by, at least


def _sure(knock: KnockPrice, style: Style) -> bool:
    """Gin, or a knock that very likely wins the match: always taken."""
    return knock.deadwood == 0 or (knock.value >= style.knock_margin
                                   and knock.finishing >= style.finish)


@dataclass(frozen=True)
class Style:
    """The knobs of a thinking player, tuned by measurement."""

    lookahead: float = 1.6  # weight of the expected saving of coming draws
    danger: float = 1.5  # deadwood points charged for a discard the opponent may meld
    danger_threat: float = 6.0  # ... more per unit of their chance to knock next
    samples: int = 48  # opponent hands sampled to price a knock and playing on
    reading: float = 0.5  # weight of the sampled hands in the card odds (the rest: quick odds)
    knock_margin: float = 0.0  # knock when its mean value beats this
    finish: float = 0.75  # knock when it wins the match at least this often
    take_margin: float = -1.0  # the upcard must beat the stock by this much
    threat_samples: int = 24  # of the sampled hands, those used for their chance to knock next
    # Ways of playing on that are tried: a level >= 0 knocks at that deadwood
    # or less (0: gin only); -1 knocks no worse than now, -2 one point better...
    hold_levels: tuple[int, ...] = (0, -1)
    # Points credited to playing on (its play-outs play it plainly), for an
    # undercut bonus of 25; measured best at 6 against the baseline.
    hold_bias: float = 6.0
    # The share of that credit withheld per unit of ``waits``: the credit pays for the
    # undercuts of an opponent who knocks, which one who waits for gin does not give.
    credit_waits: float = 0.0
    # Deadwood points more charged for a discard the opponent may meld, per unit of
    # ``waits``: a meld fed to one who waits for gin brings their gin nearer.
    danger_waits: float = 0.0
    # Deadwood points a sure gin is worth beyond its deadwood, for a gin bonus of 25:
    # a hand is credited this much times its chance of gin on the next draw (1 for gin now).
    gin_weight: float = 0.0
    # In their first this many turns of a hand the opponent is read as knocking when
    # they can (an early knock is seldom undercut), whatever ``waits`` says of later.
    # 3: the defensive gin hunter knocks in its first three turns only (issue 41).
    early_eager: int = 3
    # Beta prior (held, eager) of the chance that the opponent plays on with a
    # knock in hand (``belief``), before the match's showdowns show it; even odds
    # since issue 41 (the showdowns soon tell an eager knocker).
    wait_prior: tuple[float, float] = (1.0, 1.0)
    # What one of the opponent's gins counts for, as a held knock (``belief``).
    gin_held: float = 1.0
    # What a dead hand (the stock ran out, nobody knocked) counts for, as a held knock.
    dead_held: float = 1.0
    # A knock that is not gin is made only if this many fresh readings choose it too.
    confirm_knocks: int = 2


class ExpertPlayer(Player):
    """Every decision is the best move of its own prices (``review``): the review
    API shows the same prices to people."""

    level = "expert"
    style = Style()

    def choose(self, view: MatchView) -> Action:
        review = self.review(view)
        upcard = view.hand.upcard
        for price in review.prices:
            # Taking back my own discard could go round for ever between computers.
            if price.action == DRAW_DISCARD and upcard in review.knowledge.my_discards:
                continue
            return price.action
        return review.best.action

    def review(self, view: MatchView) -> Review:
        """The expert's prices of every legal move at ``view`` (``ginbot.ai.review``)."""
        from .review import review_decision

        return review_decision(self, view)

    # -- reading the opponent ------------------------------------------------------

    def read(self, view: MatchView, purpose: str = "", know: Knowledge | None = None) -> Reading:
        """Sampled opponent hands, and card odds that blend them with the quick odds;
        each ``purpose`` reads on a generator of its own."""
        know = know or read(view)
        rng = self.rng(view, purpose)
        quick = know.held_odds()
        style = self.style
        waits = waiting(view, know.knock_limit, style.gin_held, style.dead_held).chance(
            style.wait_prior)
        hands = fitting_hands(know, quick, self.style.samples, rng, waits,
                              self.style.early_eager)
        share = self.style.reading / len(hands)
        odds = list(quick)
        for card in cards_in(know.unseen):
            held = sum(h >> card & 1 for h in hands)
            odds[card] = (1.0 - self.style.reading) * quick[card] + share * held
        return Reading(odds, hands, self.threat(know, hands, waits), waits)

    def threat(self, know: Knowledge, hands: list[int], waits: float) -> float:
        """The opponent's chance to knock after their next draw, over some of ``hands``."""
        if sum(1 for m in know.story if m.kind == "throw") < self.style.early_eager:
            waits = 0.0  # their next turn is one of their first
        return knock_threat(hands[: self.style.threat_samples], know.unseen, know.knock_limit,
                            waits)

    def lookahead(self, know: Knowledge, reading: Reading) -> float:
        """Weight of the coming draws: less as the stock runs out, and less when
        the opponent may knock before they come."""
        return self.style.lookahead * min(1.0, know.stock_size / 20.0) * (1.0 - reading.threat)

    # -- drawing and discarding ----------------------------------------------------

    def draw_prices(self, know: Knowledge, reading: Reading) -> DrawPrices:
        """The price of taking the upcard (``know.upcard``) and of the stock."""
        upcard = know.upcard
        assert upcard is not None
        draws = stock_chances(know, reading.odds)
        lookahead = self.lookahead(know, reading)
        dead = arrange_mask(know.hand)[0]
        saving, gin = draw_outlook(know.hand, dead, draws)
        stock = dead - (1.0 + lookahead) * saving - self.gin_credit(know) * gin
        eleven = know.hand | 1 << upcard
        take = min(self.discard_prices(know, reading, eleven, upcard)).value
        return DrawPrices(take, stock)

    def discard_prices(self, know: Knowledge, reading: Reading, eleven: int | None = None,
                       taken: int | None = None) -> list[DiscardPrice]:
        """Every discard from ``eleven`` (my 11 cards by default) but ``taken``, with
        the parts of its price; the least ``value`` is the best."""
        style = self.style
        eleven = know.hand if eleven is None else eleven
        lookahead = self.lookahead(know, reading)
        draws = [(c, p) for c, p in stock_chances(know, reading.odds) if not eleven >> c & 1]
        # Feeding a meld costs more the closer the opponent is to knocking.
        charge = (style.danger + style.danger_threat * reading.threat
                  + style.danger_waits * reading.waits)
        gin_credit = self.gin_credit(know)
        priced = []
        for card, dead in discard_deadwoods(eleven).items():
            if card == taken:
                continue
            kept = eleven & ~(1 << card)
            if gin_credit:
                saving, gin = draw_outlook(kept, dead, draws)
                saving *= lookahead
                gin = 1.0 if dead == 0 else gin * lookahead
            else:
                saving, gin = lookahead * draw_saving(kept, dead, draws), 0.0
            danger = meld_danger(card, reading.odds, eleven)
            priced.append(DiscardPrice(dead - saving - gin_credit * gin + charge * danger, card,
                                       dead, saving, danger))
        return priced

    def gin_credit(self, know: Knowledge) -> float:
        """Deadwood points a sure gin is credited beyond its deadwood, by the rules' bonus."""
        return self.style.gin_weight * know.gin_bonus / 25.0

    # -- knocking ------------------------------------------------------------------

    def weigh_knocks(self, view: MatchView, know: Knowledge, reading: Reading,
                     discard: int) -> tuple[Weighing, ...]:
        """Knocking against playing on by throwing ``discard``, on ``reading`` and,
        when it chooses a knock that is not gin, on fresh readings too.

        A knock may stand for many turns while the readings vary from turn to
        turn; choosing on one reading knocks on the turn it looked safest, when
        it is most wrong. So ``Style.confirm_knocks`` fresh readings, each on a
        generator of its own, must choose the knock too (bench/RESULTS.md)."""
        eleven = know.hand
        knocks = [a.card for a in view.hand.legal if isinstance(a, Knock)]
        gin = any(arrange_mask(eleven & ~(1 << c))[0] == 0 for c in knocks)
        weighings = [self.weigh(view, know, reading, knocks, discard)]
        for fresh in range(0 if gin else self.style.confirm_knocks):
            if not weighings[-1].chooses(self.style):
                break
            again = self.read(view, f"again{fresh + 1}" if fresh else "again", know)
            weighings.append(self.weigh(view, know, again, knocks, discard))
        return tuple(weighings)

    def weigh(self, view: MatchView, know: Knowledge, reading: Reading, knocks: list[Card],
              discard: int) -> Weighing:
        """Each of ``knocks`` and playing on by throwing ``discard``, priced on the
        same sampled hands of ``reading``."""
        eleven = know.hand
        deals = self.deals(know, reading, self.rng(view))
        opponents = [theirs for theirs, _ in deals]
        needed = self.points_to_win(view)
        bonus = view.rules.undercut_bonus
        prices = []
        for card in knocks:
            kept = eleven & ~(1 << card)
            dead = arrange_mask(kept)[0]
            if dead == 0:
                value, undercut, enough = gin_value(opponents, view.rules.gin_bonus, needed)
            else:
                value, undercut, enough = knock_value(kept, dead, opponents, bonus, needed)
            prices.append(KnockPrice(value, card, dead, enough, undercut))
        least = arrange_mask(eleven & ~(1 << discard))[0]
        play_on = self.play_on_value(view, eleven, least, discard, deals, reading.waits)
        # The credit is for undercut chances the play-outs miss: it scales
        # with the undercut bonus of the rules in force.
        credit = (self.style.hold_bias * bonus / 25.0
                  * (1.0 - self.style.credit_waits * reading.waits))
        return Weighing(reading, tuple(prices), play_on, credit)

    def table(self, view: MatchView) -> Table:
        """The rules a play-out needs."""
        rules = view.rules
        return Table(view.hand.knock_limit or 0, rules.gin_bonus, rules.undercut_bonus)

    def deals(self, know: Knowledge, reading: Reading,
              rng: random.Random) -> list[tuple[int, list[int]]]:
        """The sampled opponent hands, each with a shuffled stock of the other unseen cards."""
        unseen = cards_in(know.unseen)
        return [(theirs, shuffled_stock(unseen, theirs, rng)) for theirs in reading.hands]

    def points_to_win(self, view: MatchView) -> float:
        """Hand points that end the match in my favour now (plain scoring only)."""
        rules = view.rules
        if rules.bonuses or rules.hollywood or view.player is None:
            return float("inf")
        return (view.target - view.scores[view.player]) / max(1, view.hand.multiplier)

    def play_on_value(self, view: MatchView, eleven: int, least: int, card: int,
                      deals: list[tuple[int, list[int]]], waits: float) -> float:
        """Mean points of not knocking now but throwing ``card``, played out on
        ``deals``, for the best way of playing on; in a ``waits`` share of
        them the opponent plays on for gin."""
        table = self.table(view)
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


__all__ = ["DiscardPrice", "DrawPrices", "ExpertPlayer", "KnockPrice", "Reading", "Style",
           "Weighing"]
