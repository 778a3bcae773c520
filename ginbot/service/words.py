"""What happened, in words for the table: never a hidden card.

Each audience gets its own words: a stock draw names its card only to the
player who drew it ("You drew 7♥ from the stock"); everyone else reads "Ann
drew from the stock".
"""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import Deal, Event, HandResult, HandState, Match, format_cards
from ginbot.store import EndReason, MatchInfo

REVEAL = -1  # the audience of a replay after the match: every card face up


def event_words(
    event: Event, names: Sequence[str], audience: int | None, result: HandResult | None = None
) -> str:
    """One event as ``audience`` (a seat, None for the public, ``REVEAL`` for a replay)
    may read it."""
    own = audience == event.player
    who = "You" if own else names[event.player]
    if audience != REVEAL:
        event = event.seen_by(audience) or Event(event.kind, event.player)
    card = "" if event.card is None else str(event.card)
    down = f", putting {card} face down" if card else ""
    match event.kind:
        case "pass":
            return f"{who} passed on {card}"
        case "take":
            return f"{who} took {card}"
        case "draw":
            if card:
                return f"{who} drew {card} from the stock"
            return f"{who} drew from the stock"
        case "discard":
            return f"{who} discarded {card}"
        case "knock":
            show = result.showdown if result is not None else None
            with_ = f" with {show.knocker_deadwood}" if show is not None else ""
            return f"{who} knocked{with_}{down}"
        case "gin":
            return f"{who} went gin{down}"
        case "big_gin":
            return f"{who} declared big gin"
        case "dead":
            return "The hand is dead: two cards are left in the stock and nobody scores"
    return f"{who}: {event.kind}"


def events_words(
    events: Sequence[Event], names: Sequence[str], audience: int | None,
    result: HandResult | None = None,
) -> list[str]:
    """Words for a list of events; events private to someone else keep their card hidden."""
    return [event_words(e, names, audience, result) for e in events]


def cut_words(match: Match, names: Sequence[str]) -> str:
    """How the first dealer was chosen: both cut, the lower card deals."""
    a, b = match.cuts[-1]
    again = " after a tie" if len(match.cuts) > 1 else ""
    dealer = names[match.first_dealer]
    return f"{names[0]} cut {a} and {names[1]} cut {b}{again}: {dealer} deals first"


def deal_words(match: Match, names: Sequence[str]) -> str:
    hand = match.hand
    dealer, other = names[hand.dealer], names[1 - hand.dealer]
    head = f"Hand {match.hand_number}: {dealer} deals"
    if match.rules.deal is Deal.SCARNE:
        return f"{head}; {other} has 11 cards and discards first"
    return f"{head}; the upcard is {hand.upcard}, {other} may take it or pass"


def showdown_words(result: HandResult, names: Sequence[str], scores: tuple[int, int]) -> str:
    score = f"{names[0]} {scores[0]}, {names[1]} {scores[1]}"
    if result.showdown is None or result.knocker is None:
        return f"Dead hand: no score. {score}"
    line = result.showdown.describe(names[result.knocker], names[1 - result.knocker])
    if result.knock_card is not None:
        line += f" ({names[result.knocker]} put {result.knock_card} face down)"
    return f"{line}. {score}"


def revealed_deal_words(hand: HandState, names: Sequence[str]) -> list[str]:
    """A hand's deal with every card face up, for replays after the match."""
    lines = [f"{names[hand.dealer]} deals",
             f"{names[0]} holds {format_cards(hand.hand(0))}",
             f"{names[1]} holds {format_cards(hand.hand(1))}"]
    if hand.upcard is not None:
        lines.append(f"The upcard is {hand.upcard}")
    return lines


def result_words(info: MatchInfo) -> str:
    """How a finished match ended: "Ann wins 104-37", "Ann wins by 182 (262-80)"."""
    if info.winner is None or info.scores is None:
        return "it was abandoned"
    winner, loser = info.name(info.winner), info.name(1 - info.winner)
    if info.end_reason is EndReason.RESIGN:
        return f"{loser} resigned: {winner} wins"
    if info.end_reason is EndReason.FORFEIT:
        return f"{loser} ran out of time: {winner} wins"
    totals = f"{info.scores[info.winner]}-{info.scores[1 - info.winner]}"
    if info.margin is not None:
        return f"{winner} wins by {info.margin} ({totals})"
    return f"{winner} wins {totals}"
