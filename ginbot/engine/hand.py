"""One hand of gin as a state machine (RULES.md sections 3 to 8).

Players are seats 0 and 1. Each hand is a 52-bit mask; the stock and the
discard pile are lists with their top card last. ``apply`` checks an action
completely before it changes anything, so a refused action leaves the state
exactly as it was.
"""

from __future__ import annotations

import copy as _copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from .actions import DRAW_DISCARD, DRAW_STOCK, Action, BigGin, Discard, Draw, Knock, Pass, Source
from .cards import CARDS, VALUES, Card, cards_of, shuffled_deck
from .melds import (
    Arrangement,
    arrange_mask,
    arrangement_of_mask,
    best_discard_mask,
    discard_deadwoods,
)
from .refusals import (
    CardJustTaken,
    CardNotHeld,
    HandIsOver,
    KnockNotAllowed,
    KnockRule,
    NotAnAction,
    NotYourTurn,
    PhaseRule,
    WrongPhase,
)
from .rules import Deal, Rules
from .showdown import Outcome, ShowdownResult, Side, showdown


class Phase(StrEnum):
    OFFER = "offer"  # the first upcard: take it or pass
    DRAW = "draw"
    DISCARD = "discard"
    OVER = "over"


class EventKind(StrEnum):
    PASS = "pass"
    TAKE = "take"  # the upcard (or the top of the discard pile)
    DRAW = "draw"  # from the stock
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    DEAD = "dead"  # the stock ran down: nobody scores


@dataclass(frozen=True)
class Event:
    """Something that happened. ``card`` is public unless ``private`` (a stock draw:
    the event is the drawer's alone) or ``face_down`` (the knock card: everyone sees
    the knock, only the knocker its card; the showdown shows it)."""

    kind: EventKind
    player: int
    card: Card | None = None
    private: bool = False
    face_down: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EventKind(self.kind))

    def seen_by(self, player: int | None) -> Event | None:
        """The event as ``player`` (None: the public) sees it; None if not at all."""
        if player == self.player:
            return self
        if self.private:
            return None
        if self.face_down:
            return Event(self.kind, self.player)
        return self


@dataclass(frozen=True)
class HandResult:
    """How a hand ended: a showdown, or a dead hand (``showdown`` is None)."""

    knocker: int | None
    winner: int | None
    points: int
    showdown: ShowdownResult | None
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # each seat's final cards
    knock_card: Card | None = None  # put face down by the knocker; shown at the showdown

    @property
    def dead(self) -> bool:
        return self.showdown is None

    @property
    def outcome(self) -> str:
        return "dead" if self.showdown is None else self.showdown.outcome.value


@dataclass(frozen=True)
class HandView:
    """What one player may know of a hand (``player`` None: a spectator)."""

    player: int | None
    dealer: int
    phase: Phase
    to_move: int
    hand: tuple[Card, ...]
    drawn: Card | None  # the card this player just drew (their own knowledge)
    taken: Card | None  # the pile card just taken, which may not be discarded
    upcard: Card | None
    pile: tuple[Card, ...]  # the whole discard pile, bottom first (every discard is public;
    # the knock card goes face down, not on the pile)
    stock_size: int
    hand_sizes: tuple[int, int]
    history: tuple[Event, ...]  # public events, in order
    knock_limit: int | None  # None: not known yet (Oklahoma, before a Scarne opening discard)
    multiplier: int
    legal: tuple[Action, ...]
    result: HandResult | None

    def taken_by(self, player: int) -> tuple[Card, ...]:
        """Cards ``player`` took from the discard pile this hand."""
        return tuple(e.card for e in self.history if e.kind == "take" and e.player == player
                     and e.card is not None)

    def discarded_by(self, player: int) -> tuple[Card, ...]:
        return tuple(e.card for e in self.history if e.kind == "discard"
                     and e.player == player and e.card is not None)

    @property
    def arrangement(self) -> Arrangement:
        return arrangement_of_mask(sum(1 << c for c in self.hand))

    @cached_property
    def _left(self) -> dict[Card, int]:
        return discard_deadwoods(sum(1 << c for c in self.hand)) if len(self.hand) == 11 else {}

    def deadwood_after(self, card: Card) -> int:
        """The deadwood the other ten cards leave when ``card`` goes (an 11-card hand)."""
        if card not in self._left:
            raise ValueError(f"{card} is not a card of an 11-card hand here")
        return self._left[card]

    def discard_options(self) -> tuple[Option, ...]:
        """Every legal discard now, in the hand's order, with the deadwood it leaves."""
        return tuple(Option(a.card, self._left[a.card]) for a in self.legal
                     if isinstance(a, Discard))

    def knock_options(self) -> tuple[Option, ...]:
        """Every legal knock now with the deadwood it leaves: gin first, then the least
        deadwood, the higher card first among equals."""
        knocks = (Option(a.card, self._left[a.card]) for a in self.legal
                  if isinstance(a, Knock))
        return tuple(sorted(knocks, key=lambda o: (o.deadwood, -o.card.value, -int(o.card))))


@dataclass(frozen=True)
class Option:
    """A discard or a knock on offer, and the deadwood the cards kept leave."""

    card: Card
    deadwood: int

    @property
    def gin(self) -> bool:
        return self.deadwood == 0


class HandState:
    """One hand from the deal to the showdown or a dead hand."""

    def __init__(
        self, rules: Rules, dealer: int, seed: int, deck: Sequence[Card] | None = None
    ) -> None:
        """Deal from the deck shuffled by ``seed``, or from ``deck`` in that order
        (cards dealt one at a time from the front, non-dealer first)."""
        self.rules = rules
        self.dealer = dealer
        self.seed = seed
        if deck is None:
            deck = shuffled_deck(seed)
        elif sorted(deck) != list(CARDS):
            raise ValueError("a stacked deck must hold each of the 52 cards once")
        deck = list(deck)
        non_dealer = 1 - dealer
        hands = [0, 0]
        sizes = {non_dealer: 11 if rules.deal is Deal.SCARNE else 10, dealer: 10}
        position = 0
        for round_ in range(11):
            for seat in (non_dealer, dealer):
                if round_ < sizes[seat]:
                    hands[seat] |= 1 << deck[position]
                    position += 1
        self.hands = hands
        self.pile: list[Card] = []
        self.to_move = non_dealer
        self.taken: Card | None = None
        self.drawn: Card | None = None
        self.passes = 0
        self.stock_only = False
        self.history: list[Event] = []
        self.result: HandResult | None = None
        # Oklahoma waits for the first upcard; otherwise the rules fix the limit.
        self.knock_limit: int | None = None if rules.oklahoma else rules.knock_limit
        self.multiplier = 1
        if rules.deal is Deal.SCARNE:
            self.phase = Phase.DISCARD
        else:
            self.pile.append(deck[position])
            position += 1
            self.phase = Phase.OFFER
            self._set_limits(self.pile[0])
        # The top of the stock is the last card of the list.
        self.stock: list[Card] = deck[position:][::-1]

    @classmethod
    def stacked(
        cls,
        rules: Rules,
        dealer: int,
        hands: tuple[Iterable[Card], Iterable[Card]],
        upcard: Card | None = None,
        stock: Iterable[Card] = (),
    ) -> HandState:
        """A hand dealt with chosen cards: each seat's hand, the upcard, and the
        first cards of the stock in drawing order (the rest follow in deck order)."""
        non_dealer = 1 - dealer
        own = [list(hands[0]), list(hands[1])]
        front = list(stock)
        chosen = own[0] + own[1] + ([upcard] if upcard is not None else []) + front
        if len(set(chosen)) != len(chosen):
            raise ValueError("a card is dealt twice")
        deal = []
        for round_ in range(11):
            for seat in (non_dealer, dealer):
                if round_ < len(own[seat]):
                    deal.append(own[seat][round_])
        if upcard is not None:
            deal.append(upcard)
        rest = [c for c in CARDS if c not in set(chosen)]
        order = deal + front + rest
        state = cls(rules, dealer, 0, order)
        if state.hand(0) != sorted(own[0]) or state.hand(1) != sorted(own[1]):
            raise ValueError("hand sizes do not fit these rules' deal")
        return state

    # -- reading the state -------------------------------------------------

    def hand(self, player: int) -> list[Card]:
        return cards_of(self.hands[player])

    @property
    def upcard(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def knock_limit_now(self) -> int:
        """The deadwood a knock may leave in this hand (0: gin only)."""
        if self.rules.straight_gin:
            return 0
        return self.knock_limit or 0  # None: Oklahoma before a Scarne deal's first upcard

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to move."""
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.OFFER:
            return [DRAW_DISCARD, Pass()]
        if self.phase is Phase.DRAW:
            return [DRAW_STOCK] if self.stock_only else [DRAW_STOCK, DRAW_DISCARD]
        mask = self.hands[self.to_move]
        actions: list[Action] = [Discard(c) for c in cards_of(mask) if c != self.taken]
        if self._may_knock():
            limit = self.knock_limit_now()
            if best_discard_mask(mask)[0] <= limit:
                for card, dead in discard_deadwoods(mask).items():
                    if dead <= limit and card != self.taken:
                        actions.append(Knock(card))
            if self.rules.big_gin and arrange_mask(mask)[0] == 0:
                actions.append(BigGin())
        return actions

    def view(self, player: int | None) -> HandView:
        """The hand as ``player`` sees it; ``None`` for the public (spectators)."""
        own = player is not None
        return HandView(
            player=player,
            dealer=self.dealer,
            phase=self.phase,
            to_move=self.to_move,
            hand=tuple(self.hand(player)) if player is not None else (),
            drawn=self.drawn if own and self.to_move == player else None,
            taken=self.taken,
            upcard=self.upcard,
            pile=tuple(self.pile),
            stock_size=len(self.stock),
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count()),
            history=tuple(seen for e in self.history if (seen := e.seen_by(player))),
            knock_limit=None if self.knock_limit is None else self.knock_limit_now(),
            multiplier=self.multiplier,
            legal=tuple(self.legal_actions()) if own and self.to_move == player else (),
            result=self.result,
        )

    def copy(self) -> HandState:
        clone = _copy.copy(self)
        clone.hands = list(self.hands)
        clone.pile = list(self.pile)
        clone.stock = list(self.stock)
        clone.history = list(self.history)
        return clone

    # -- changing the state --------------------------------------------------

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Play ``action`` for ``player`` (default: the player to move)."""
        if self.phase is Phase.OVER:
            raise HandIsOver()
        if player is not None and player != self.to_move:
            raise NotYourTurn()
        match action:
            case Pass():
                return self._pass()
            case Draw(source=source):
                return self._draw(source)
            case Discard(card=card):
                return self._discard(card, knock=False)
            case Knock(card=card):
                return self._discard(card, knock=True)
            case BigGin():
                return self._big_gin()
        raise NotAnAction(action)

    def _pass(self) -> list[Event]:
        if self.phase is not Phase.OFFER:
            raise WrongPhase(PhaseRule.PASS_ON_FIRST_UPCARD)
        player = self.to_move
        upcard = self.pile[-1]
        self.passes += 1
        self.to_move = 1 - player
        if self.passes == 2:
            self.phase = Phase.DRAW
            self.stock_only = True
        return self._log(Event(EventKind.PASS, player, upcard))

    def _draw(self, source: Source) -> list[Event]:
        if self.phase not in (Phase.DRAW, Phase.OFFER):
            raise WrongPhase(PhaseRule.DRAWN_ALREADY)
        player = self.to_move
        if source is Source.DISCARD:
            if self.stock_only:
                raise WrongPhase(PhaseRule.STOCK_AFTER_PASSES)
            card = self.pile.pop()
            self.taken = card
            self.drawn = card
            self.hands[player] |= 1 << card
            self.phase = Phase.DISCARD
            return self._log(Event(EventKind.TAKE, player, card))
        if self.phase is Phase.OFFER:
            raise WrongPhase(PhaseRule.UPCARD_OFFER)
        card = self.stock.pop()
        self.taken = None
        self.drawn = card
        self.stock_only = False
        self.hands[player] |= 1 << card
        self.phase = Phase.DISCARD
        return self._log(Event(EventKind.DRAW, player, card, private=True))

    def _check_discard(self, card: Card) -> None:
        if self.phase is not Phase.DISCARD:
            raise WrongPhase(PhaseRule.DRAW_FIRST)
        if not 0 <= card < 52 or not self.hands[self.to_move] >> card & 1:
            raise CardNotHeld(CARDS[card] if 0 <= card < 52 else card)
        if card == self.taken:
            raise CardJustTaken(CARDS[card])

    def _may_knock(self) -> bool:
        """Knocking needs a draw first; Scarne's opening discard is a plain discard."""
        return self.drawn is not None or self.taken is not None

    def _discard(self, card: Card, knock: bool) -> list[Event]:
        self._check_discard(card)
        player = self.to_move
        card = CARDS[card]
        rest = self.hands[player] & ~(1 << card)
        if knock:
            if not self._may_knock():
                raise KnockNotAllowed(rule=KnockRule.OPENING_DISCARD)
            dead = arrange_mask(rest)[0]
            limit = self.knock_limit_now()
            if dead > limit:
                raise KnockNotAllowed(card, dead, limit)
        self.hands[player] = rest
        if knock:
            return self._end_by_knock(player, card)
        self.pile.append(card)
        if self.knock_limit is None:  # Scarne: the opening discard is the first upcard
            self._set_limits(card)
        events = self._log(Event(EventKind.DISCARD, player, card))
        self.taken = None
        self.drawn = None
        if len(self.stock) <= 2:
            self.phase = Phase.OVER
            self.result = HandResult(None, None, 0, None, self._final_hands())
            return events + self._log(Event(EventKind.DEAD, player))
        self.to_move = 1 - player
        self.phase = Phase.DRAW
        return events

    def _big_gin(self) -> list[Event]:
        if not self.rules.big_gin:  # whatever the phase: these rules have no big gin
            raise KnockNotAllowed(rule=KnockRule.NO_BIG_GIN)
        if self.phase is not Phase.DISCARD:
            raise WrongPhase(PhaseRule.DRAW_FIRST)
        if not self._may_knock():
            raise KnockNotAllowed(rule=KnockRule.BIG_GIN_DRAW_FIRST)
        player = self.to_move
        if arrange_mask(self.hands[player])[0]:
            raise KnockNotAllowed(rule=KnockRule.BIG_GIN_ALL_MELDED)
        return self._end_by_knock(player, None)

    def _end_by_knock(self, player: int, card: Card | None) -> list[Event]:
        knocker = cards_of(self.hands[player])
        defender = cards_of(self.hands[1 - player])
        result = showdown(
            knocker, defender, self.rules,
            knock_limit=self.knock_limit_now(), multiplier=self.multiplier,
        )
        winner = player if result.winner is Side.KNOCKER else 1 - player
        self.phase = Phase.OVER
        self.taken = None
        self.drawn = None
        self.result = HandResult(player, winner, result.points, result, self._final_hands(),
                                 knock_card=card)
        kind = {Outcome.GIN: EventKind.GIN, Outcome.BIG_GIN: EventKind.BIG_GIN}.get(
            result.outcome, EventKind.KNOCK)
        return self._log(Event(kind, player, card, face_down=card is not None))

    def _set_limits(self, upcard: Card) -> None:
        """Oklahoma: the first upcard sets the knock limit (an ace: gin only)."""
        if self.rules.oklahoma:
            self.knock_limit = 0 if upcard % 13 == 0 else VALUES[upcard]
            if self.rules.oklahoma_spades_double and upcard // 13 == 0:
                self.multiplier = 2
        else:
            self.knock_limit = self.rules.knock_limit

    def _final_hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        return (tuple(cards_of(self.hands[0])), tuple(cards_of(self.hands[1])))

    def _log(self, event: Event) -> list[Event]:
        self.history.append(event)
        return [event]

