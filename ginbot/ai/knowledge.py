"""What a player knows about the cards it cannot see, read from its own view.

Everything is rebuilt from ``view.hand.history`` on each call, so players
stay stateless. The opponent's stock draws are private, but a refusal still
shows: when the opponent discards without taking the card on top of the pile,
they passed it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ginbot.engine import Deal, MatchView, mask_of

ALL_CARDS = (1 << 52) - 1
RANK_MASKS = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))

# How much one piece of evidence changes the odds that the opponent holds a
# card related to it (same rank; same suit one or two ranks away).
TAKE_EVIDENCE = (2.5, 2.5, 1.5)
PASS_EVIDENCE = (0.5, 0.5, 0.75)
DISCARD_EVIDENCE = (0.6, 0.6, 0.8)
MAX_HELD = 0.95


class Move(NamedTuple):
    """One thing the opponent did, in order.

    ``kind`` is "pass" (they let ``card`` go by), "take" (they took ``card``
    from the pile), "draw" (they drew from the stock: the card is theirs to
    know) or "throw" (they threw ``card``; ``taken`` is the card they had just
    taken, which they could not throw).
    """

    kind: str
    card: int = -1  # -1 for a draw, whose card is not known
    taken: int | None = None


@dataclass
class Knowledge:
    """The public record of a hand, from one player's side."""

    me: int
    hand: int  # my cards
    pile: int  # every card in the discard pile (public, mostly gone for good)
    upcard: int | None
    opp_known: int  # cards the opponent took from the pile and still holds
    opp_taken: tuple[int, ...]
    opp_passed: tuple[int, ...]  # upcards the opponent refused
    opp_discards: tuple[int, ...]
    my_discards: tuple[int, ...]
    opp_size: int  # cards in the opponent's hand now
    stock_size: int
    turns: int  # discards made so far in this hand, both players
    story: tuple[Move, ...] = ()  # what the opponent did, oldest first
    knock_limit: int = 10  # the deadwood the opponent may knock with
    gin_bonus: int = 25  # of the rules in force

    @property
    def unseen(self) -> int:
        """Cards in the stock or hidden in the opponent's hand."""
        return ALL_CARDS & ~self.hand & ~self.pile & ~self.opp_known

    @property
    def opp_hidden(self) -> int:
        """How many of the opponent's cards I cannot name."""
        return self.opp_size - self.opp_known.bit_count()

    def held_odds(self) -> list[float]:
        """Quick odds that the opponent holds each card (1 for cards known there),
        from the cards near each one they took, passed and threw."""
        odds = [0.0] * 52
        unseen = self.unseen
        weights = [0.0] * 52
        cards = []
        rest = unseen
        while rest:
            low = rest & -rest
            rest ^= low
            card = low.bit_length() - 1
            cards.append(card)
            weights[card] = 1.0
        for evidence, factors in (
            (self.opp_taken, TAKE_EVIDENCE),
            (self.opp_passed, PASS_EVIDENCE),
            (self.opp_discards, DISCARD_EVIDENCE),
        ):
            for seen in evidence:
                _weigh(weights, unseen, seen, factors)
        hidden = self.opp_hidden
        free = cards if hidden > 0 else []
        budget = float(hidden)
        while free and budget > 0:
            # Share the hidden cards out by weight; a card pushed past MAX_HELD
            # is capped and the rest shared again.
            scale = budget / sum(weights[c] for c in free)
            capped = [c for c in free if weights[c] * scale > MAX_HELD]
            if not capped:
                for c in free:
                    odds[c] = weights[c] * scale
                break
            for c in capped:
                odds[c] = MAX_HELD
            budget -= MAX_HELD * len(capped)
            free = [c for c in free if weights[c] * scale <= MAX_HELD]
        known = self.opp_known
        while known:
            low = known & -known
            known ^= low
            odds[low.bit_length() - 1] = 1.0
        return odds


def _weigh(weights: list[float], unseen: int, card: int, factors: tuple[float, ...]) -> None:
    rank, suit = card % 13, card // 13
    same_rank, near, far = factors
    related = RANK_MASKS[rank] & unseen & ~(1 << card)
    while related:
        low = related & -related
        related ^= low
        weights[low.bit_length() - 1] *= same_rank
    for step, factor in ((1, near), (2, far)):
        for other in (rank - step, rank + step):
            if 0 <= other < 13:
                neighbour = suit * 13 + other
                if unseen >> neighbour & 1:
                    weights[neighbour] *= factor


def read(view: MatchView) -> Knowledge:
    """Rebuild what the player of ``view`` knows about the hand in play."""
    hand_view = view.hand
    me = hand_view.player
    assert me is not None
    opp = 1 - me
    opp_known = 0
    taken: list[int] = []
    passed: list[int] = []
    opp_discards: list[int] = []
    my_discards: list[int] = []
    story: list[Move] = []
    offered: int | None = None  # my discard, waiting for the opponent's turn
    take: int | None = None  # the card the opponent took this turn
    # A Scarne deal gives the non-dealer 11 cards and an opening discard without a draw.
    held = 11 if view.rules.deal is Deal.SCARNE and opp != hand_view.dealer else 10
    turns = 0
    for event in hand_view.history:
        kind = event.kind
        card = event.card
        if event.player == opp:
            if kind == "take":
                assert card is not None  # taking is public
                opp_known |= 1 << card
                taken.append(card)
                story.append(Move("take", card))
                offered = None
                take = card
                held += 1
            elif kind == "pass":
                assert card is not None
                passed.append(card)
                story.append(Move("pass", card))
            elif kind in ("discard", "knock", "gin"):
                if offered is not None:
                    passed.append(offered)
                    story.append(Move("pass", offered))
                    offered = None
                if take is None and held == 10:
                    story.append(Move("draw"))
                    held += 1
                if card is not None:
                    opp_known &= ~(1 << card)
                    opp_discards.append(card)
                    story.append(Move("throw", card, take))
                    turns += 1
                    held -= 1
                take = None
        elif kind in ("discard", "knock", "gin") and card is not None:
            my_discards.append(card)
            offered = card
            turns += 1
    return Knowledge(
        me=me,
        hand=mask_of(hand_view.hand),
        pile=mask_of(hand_view.pile),
        upcard=hand_view.upcard,
        opp_known=opp_known,
        opp_taken=tuple(taken),
        opp_passed=tuple(passed),
        opp_discards=tuple(opp_discards),
        my_discards=tuple(my_discards),
        opp_size=hand_view.hand_sizes[opp],
        stock_size=hand_view.stock_size,
        turns=turns,
        story=tuple(story),
        knock_limit=hand_view.knock_limit or 0,
        gin_bonus=view.rules.gin_bonus,
    )


def meld_danger(card: int, odds: list[float], hand: int) -> float:
    """Chance the opponent could meld ``card`` with cards they hold.

    ``hand`` (my cards) and cards gone to the pile have odds 0 already, so
    they block melds naturally.
    """
    rank, suit = card % 13, card // 13
    same = [odds[s * 13 + rank] for s in range(4) if s != suit]
    a, b, c = same
    pair = a * b + a * c + b * c - 2 * a * b * c  # at least two of the three
    safe = 1.0 - pair

    def held(r: int) -> float:
        return odds[suit * 13 + r] if 0 <= r < 13 else 0.0

    lo2, lo1, hi1, hi2 = held(rank - 2), held(rank - 1), held(rank + 1), held(rank + 2)
    run = lo1 * (lo2 + hi1 - lo2 * hi1) + hi1 * hi2 * (1.0 - lo1)
    safe *= 1.0 - min(1.0, run)
    return 1.0 - safe
