"""``replay(record)``: rebuild any table, two players, three or two teams, from its record."""

from __future__ import annotations

from .actions import parse_action
from .group import TeamMatch, ThreeHandedMatch
from .match import Match
from .record import MatchRecord
from .rules import Rules

AnyTable = Match | ThreeHandedMatch | TeamMatch


def new_table(rules: Rules, seed: int) -> AnyTable:
    """The table for ``rules.players``, dealt from ``seed``."""
    if rules.players == 2:
        return Match(rules, seed)
    if rules.players == 3:
        return ThreeHandedMatch(rules, seed)
    return TeamMatch(rules, seed)


def replay(record: MatchRecord) -> AnyTable:
    """Rebuild a match from its record, checking the seeds and the seats on the way.

    A record without seats (written before they were kept) is played by the seat to
    move; a team record needs its seats, its two boards being in play at once."""
    table = new_table(record.rules, record.seed)
    if record.seats is not None and len(record.seats) != len(record.hands):
        raise ValueError("the record's seats do not match its hands")
    if record.seats is None and isinstance(table, TeamMatch):
        raise ValueError("a team record needs the seat of every action")
    for index, actions in enumerate(record.hands):
        if index > 0:
            table.next_hand()
        dealt = tuple(table.hand_seeds)
        if record.hand_seeds[:len(dealt)] != dealt:
            raise ValueError(f"hand {index + 1} seed does not match the record")
        seats = record.seats[index] if record.seats is not None else (None,) * len(actions)
        if len(seats) != len(actions):
            raise ValueError(f"hand {index + 1}: the record's seats do not match its actions")
        for text, seat in zip(actions, seats, strict=True):
            table.apply(parse_action(text), seat)
    if len(record.hand_seeds) != len(table.hand_seeds):
        raise ValueError("the record's hand seeds do not match its hands")
    return table
