"""The table in the match thread: the public picture of the boards, the latest moves,
whose turn and until when; and the thread's first message (who plays, the cut, the
deal)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cards_img import render_table
from ginbot import offload
from ginbot.service import MatchInfo, TableSnapshot
from ginbot.text import Locale, News, news_lines, say, seat_names

from .common import file_of, matchup, rules_line, thread_name

LAST_ACTIONS = 6
"""The moves the table shows (and the notifier keeps for it)."""


def match_intro(locale: Locale, info: MatchInfo, news: Sequence[News]) -> str:
    """The thread's first message: who plays, by which rules, and the cut and deal."""
    head = say(locale, "match-intro", players=matchup(locale, info),
               rules=rules_line(locale, info.rules))
    return "\n".join([head, *news_lines(locale, news, seat_names(locale, info), None)])[:2000]


async def table_message(
    info: MatchInfo, table: TableSnapshot, news: Sequence[News], locale: Locale,
) -> tuple[str, discord.File]:
    """The table's text and picture (its control is ``cogs.play.table_controls``)."""
    boards = [board.players for board in table.view.boards]  # a team table's moves name theirs
    seen = news_lines(locale, news, seat_names(locale, info), None, boards)
    picture = await offload.run(
        render_table, table.view, seat_names(locale, info), seen, locale=locale)
    lines = [say(locale, "table-header", match=thread_name(locale, info),
                 rules=rules_line(locale, info.rules)), picture.text]
    if info.hinted:
        lines.append(say(locale, "summary-hints"))
    if table.deadline is not None and table.to_move:
        lines.append(say(locale, "table-turn-ends", deadline=int(table.deadline)))
    return "\n".join(lines)[:2000], file_of(picture, "table.png")
