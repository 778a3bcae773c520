"""What a player's hand screen shows, worked out once for the picture and the terminal:
the groups in the chosen sort, the suggested discard of 11 cards, the knock badge,
whose turn it is; and the words for them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ginbot.engine import BigGin, Card, HandView, Phase, best_arrangement
from ginbot.model import HandSort

from .catalogue import say
from .language import Locale

Sort = Literal["melds", "suit", "rank"] | HandSort  # a player's stored choice is a HandSort
Stage = Literal["over", "waiting", "offer", "draw", "discard"]
SORTS: tuple[Sort, ...] = ("melds", "suit", "rank")
SUIT_ORDER = (0, 1, 3, 2)  # spades, hearts, clubs, diamonds: colours alternate


@dataclass(frozen=True)
class HandPlan:
    """What the hand picture shows, worked out before any drawing."""

    groups: tuple[tuple[str, tuple[Card, ...]], ...]  # (kind, cards); kind meld/deadwood/plain
    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    deadwood_points: int
    discard: Card | None  # with 11 cards: the legal discard leaving the least deadwood
    after_discard: int | None
    badge: str | None  # "knock", "gin" or None
    drawn: Card | None  # drawn from the stock this turn
    taken: Card | None  # taken from the discard pile this turn: may not be discarded
    stage: Stage  # whose turn it is and what they do now
    upcard: Card | None  # shown beside the hand while the player decides what to draw

    def label(self, locale: Locale) -> str:
        """"Deadwood 7", or with 11 cards "Deadwood 4 after discarding K♦"."""
        if self.discard is not None:
            return say(locale, "pic-hand-deadwood-after-discard", deadwood=self.after_discard,
                       card=self.discard)
        return say(locale, "pic-deadwood", deadwood=self.deadwood_points)

    def status(self, locale: Locale) -> str:
        """Whose turn it is and what to do: "Your turn: draw"."""
        match self.stage:
            case "over":
                return say(locale, "pic-hand-status-over")
            case "waiting":
                return say(locale, "pic-hand-status-waiting")
            case "offer":
                return say(locale, "pic-hand-status-offer")
            case "draw":
                return say(locale, "pic-hand-status-draw")
        return say(locale, "pic-hand-status-discard")

    def badge_text(self, locale: Locale) -> str:
        """The badge's words ("Gin!", "Can knock"), empty without a badge."""
        if self.badge == "gin":
            return say(locale, "pic-hand-badge-gin")
        if self.badge == "knock":
            return say(locale, "pic-hand-badge-knock")
        return ""


def plan_hand(view: HandView, sort: Sort = "melds") -> HandPlan:
    """Work out groups, marks and badges for ``view`` (a player's own view)."""
    if view.player is None or not view.hand:
        raise ValueError("a hand picture needs a player's own view of the hand")
    if sort not in SORTS:
        raise ValueError(f"sort must be one of {', '.join(SORTS)}, not {sort!r}")
    cards = tuple(view.hand)
    arrangement = best_arrangement(cards)
    melds = arrangement.melds
    dead = tuple(sorted(arrangement.deadwood, key=_rank_key))
    own_turn = view.to_move == view.player and view.phase is not Phase.OVER
    discarding = own_turn and view.phase is Phase.DISCARD
    taken = view.taken if discarding and view.taken in cards else None
    drawn = view.drawn if discarding and view.drawn in cards and view.drawn != taken else None

    discard = after = None
    if len(cards) == 11:
        discard = min((c for c in cards if c != taken),
                      key=lambda c: (view.deadwood_after(c), -c.value, -int(c)))
        after = view.deadwood_after(discard)

    badge = None
    knocks = view.knock_options()
    if BigGin() in view.legal or any(k.gin for k in knocks):
        badge = "gin"
    elif knocks:
        badge = "knock"

    if sort == "melds":
        groups = tuple(("meld", m) for m in melds) + ((("deadwood", dead),) if dead else ())
    elif sort == "suit":
        groups = tuple(
            ("plain", tuple(sorted((c for c in cards if c.suit == s), key=_rank_key)))
            for s in SUIT_ORDER if any(c.suit == s for c in cards)
        )
    else:
        groups = (("plain", tuple(sorted(cards, key=_rank_key))),)
    drawing = own_turn and view.phase in (Phase.OFFER, Phase.DRAW)
    return HandPlan(groups, melds, dead, arrangement.deadwood_points, discard, after, badge,
                    drawn, taken, _stage(view, own_turn), view.upcard if drawing else None)


def _rank_key(card: Card) -> tuple[int, int]:
    return (card.rank, SUIT_ORDER.index(card.suit))


def _stage(view: HandView, own_turn: bool) -> Stage:
    if view.phase is Phase.OVER:
        return "over"
    if not own_turn:
        return "waiting"
    if view.phase is Phase.OFFER:
        return "offer"
    return "draw" if view.phase is Phase.DRAW else "discard"
