"""Public events and rule notes in words, for the table picture and its text."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import Event, HandView, MatchView, Phase


def describe_event(event: Event, names: Sequence[str]) -> str:
    """One public event in words, e.g. ``Ann discarded 7♥``."""
    name = names[event.player]
    card = str(event.card) if event.card is not None else ""
    return {
        "pass": f"{name} passed on {card}",
        "take": f"{name} took {card}",
        "draw": f"{name} drew from the stock",
        "discard": f"{name} discarded {card}",
        "knock": f"{name} knocked",
        "gin": f"{name} went gin",
        "big_gin": f"{name} declared big gin",
        "dead": "Dead hand: nobody scores",
    }.get(event.kind, f"{name}: {event.kind} {card}".strip())


def recent_actions(view: HandView, names: Sequence[str], count: int = 4) -> tuple[str, ...]:
    """The last ``count`` events of the hand in words, oldest first (``view`` shows
    only what its reader may see)."""
    return tuple(describe_event(e, names) for e in view.history[-count:])


def whose_turn(view: HandView, names: Sequence[str]) -> str:
    """``Ann to draw`` and so on; empty once the hand is over."""
    if view.phase is Phase.OVER:
        return ""
    name = names[view.to_move]
    return {
        Phase.OFFER: f"{name}: take the upcard or pass",
        Phase.DRAW: f"{name} to draw",
        Phase.DISCARD: f"{name} to discard",
    }[view.phase]


def limit_note(view: MatchView) -> str:
    """The hand's knock limit when it is not the usual 10, and a doubled hand.

    In Oklahoma every hand's limit comes from its first upcard, so it is always
    named, 10 included: a K♠ upcard reads "Knock limit 10 (Oklahoma), points x2".
    """
    rules = view.rules
    limit = view.hand.knock_limit
    notes = []
    if rules.straight_gin:
        notes.append("Straight gin: only gin ends the hand")
    elif rules.oklahoma:
        if limit is None:  # before a Scarne deal's opening discard
            notes.append("Oklahoma: the first discard sets the knock limit")
        elif limit == 0:
            notes.append("Oklahoma: ace upcard, gin only")
        else:
            notes.append(f"Knock limit {limit} (Oklahoma)")
    elif limit == 0:
        notes.append("Gin only")
    elif limit is not None and limit != 10:
        notes.append(f"Knock limit {limit}")
    if view.hand.multiplier > 1:
        notes.append(f"points x{view.hand.multiplier} (spade upcard)")
    note = ", ".join(notes)
    return note[:1].upper() + note[1:]
