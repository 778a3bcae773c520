"""One hand of a finished match (``/gin replay``): the deal and every move with all
cards shown, the showdown's picture, and the match's result after its last hand."""

from __future__ import annotations

import discord

from ginbot.service import BoardResult, HandReplay
from ginbot.text import (
    Locale,
    ending,
    match_sides,
    news_lines,
    revealed_deal,
    say,
    score_line,
    seat_names,
)

from .common import matchup
from .showdown import showdown_message


async def replay_message(shown: HandReplay, locale: Locale) -> tuple[str, discord.File | None]:
    """One hand of a finished match: the moves with every card, and the showdown."""
    info = shown.match
    head = say(locale, "replay-head", match=info.id, players=matchup(locale, info),
               hand=shown.hand_number, hands=shown.hands)
    if shown.hand_number < shown.hands:
        head += " " + say(locale, "replay-next", match=info.id, next=shown.hand_number + 1)
    table = seat_names(locale, info)
    lines = [head]
    for number, board in enumerate(shown.boards):
        names = [table[seat] for seat in board.players]
        lines += [*revealed_deal(locale, shown.hand_number, table[board.dealer], board.held,
                                 board.upcard, names,
                                 board=number if len(shown.boards) > 1 else None,
                                 sits_out=board.dealer not in board.players),
                  *news_lines(locale, board.moves, table, None)]
    file = None
    ended_boards = [BoardResult(b.players, b.result) for b in shown.boards
                    if b.result is not None]
    if ended_boards and len(ended_boards) == len(shown.boards):
        headline = say(locale, "replay-score",
                       score=score_line(locale, match_sides(locale, info), shown.scores))
        content, file = await showdown_message(info, ended_boards, shown.scores, headline,
                                               locale, shown.hand_number)
        lines.append(content.splitlines()[0])
    if shown.hand_number == shown.hands and info.winner is not None:
        lines.append(say(locale, "replay-result", result=ending(locale, info)))
    text = "\n".join(lines)
    if len(text) > 2000:  # a long hand: keep the deal, the end, and say what was cut
        keep = [*lines[:5], "…", *lines[5:]]  # the deal stays; the oldest moves go
        while len("\n".join(keep)) > 2000:
            keep.pop(6)
        text = "\n".join(keep)
    return text, file
