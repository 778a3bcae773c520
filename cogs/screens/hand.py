"""A player's hand (by DM, or privately by ``/hand``): its picture, the latest news of
the hand, and what each discard and knock leaves. Sitting out a hand of three, a note
that says who plays it instead."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cards_img import render_hand
from ginbot import offload
from ginbot.engine import BigGin, Card
from ginbot.model import Dealt
from ginbot.service import MatchInfo, PlayerSettings, TableSnapshot
from ginbot.text import (
    Locale,
    News,
    match_sides,
    news_lines,
    players,
    say,
    score_line,
    seat_names,
)

from .common import file_of, thread_name


def knock_options(table: TableSnapshot) -> list[tuple[Card, int]]:
    """(discard, deadwood left) of every legal knock, gin first."""
    hand = table.hand
    if hand is None or not table.your_turn:
        return []
    return [(k.card, k.deadwood) for k in hand.knock_options()]


def discard_options(table: TableSnapshot) -> list[tuple[Card, int | None]]:
    """Each card of the hand with the deadwood discarding it leaves, when a discard is
    legal now; else every card of the hand with None (none while sitting out)."""
    hand = table.hand
    if hand is None:
        return []
    discards = hand.discard_options() if table.your_turn else ()
    if not discards:
        return [(card, None) for card in hand.hand]
    return [(d.card, d.deadwood) for d in discards]


def discard_hints(locale: Locale, table: TableSnapshot) -> list[tuple[Card, str]]:
    """Each card of the hand with what discarding it leaves, when a discard is legal now."""
    return [(card, "" if left is None else say(locale, "discard-leaves", deadwood=left))
            for card, left in discard_options(table)]


def is_gin_available(table: TableSnapshot) -> bool:
    return any(dead == 0 for _, dead in knock_options(table)) or BigGin() in table.legal


async def hand_message(
    info: MatchInfo, table: TableSnapshot, settings: PlayerSettings, news: Sequence[News],
    locale: Locale, where: int | None = None,
) -> tuple[str, discord.File | None]:
    """The private hand screen's text and picture. Sitting out a hand of three, the note
    that says so, with no picture; ``where`` is the match's thread (default: as ``info``
    knows it)."""
    header = say(locale, "hand-header", match=thread_name(locale, info),
                 hand=table.view.hand_number,
                 score=score_line(locale, match_sides(locale, info), table.view.scores))
    hand = table.hand
    if hand is None:
        return f"{header}\n{sitting_out(locale, info, table, where)}"[:2000], None
    picture = await offload.run(
        render_hand, hand, sort=settings.sort.value, four_color=settings.four_colour,
        locale=locale,
    )
    own = [item for item in news if not (  # not the deal of a team's other board
        isinstance(item, Dealt) and item.board is not None
        and table.seat not in table.view.boards[item.board].players)]
    lines = [header]
    lines += [f"> {w}" for w in news_lines(locale, own[-3:], seat_names(locale, info), table.seat)]
    lines.append(picture.text)
    if table.your_turn and is_gin_available(table):
        lines.append(say(locale, "hand-can-gin"))
    return "\n".join(lines)[:2000], file_of(picture, "hand.png")


def sitting_out(locale: Locale, info: MatchInfo, table: TableSnapshot, where: int | None = None
                ) -> str:
    """Sitting out a hand of three: who deals (the reader) and who plays it."""
    board = table.view.boards[0]
    names = seat_names(locale, info)
    return say(locale, "sitting-out", hand=table.view.hand_number,
               players=players(locale, tuple(names[seat] for seat in board.players)),
               thread=f"<#{info.where if where is None else where}>")
