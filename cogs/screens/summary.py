"""A match's end: who won and by how much, how it ended, the ratings and ranking points
it moved, the picture of every hand; and each player's note of it by DM."""

from __future__ import annotations

import discord

from cards_img import render_summary
from ginbot import offload
from ginbot.service import MatchInfo, MatchSummary, TableSnapshot
from ginbot.text import Locale, ending, match_sides, say, score_line, seat_name, seat_names

from .common import file_of


def summary_head(locale: Locale, info: MatchInfo, summary: MatchSummary) -> str:
    """The summary's first line: who won the match, and by how much."""
    sides = match_sides(locale, info)
    name = sides[summary.winner]
    if len(sides) > 2:
        return say(locale, "summary-wins-table", name=name,
                   score=score_line(locale, sides, summary.scores))
    won, lost = summary.scores[summary.winner], summary.scores[1 - summary.winner]
    team = len(info.sides[summary.winner]) > 1
    if info.margin is not None:
        if team:
            return say(locale, "summary-team-wins-margin", name=name, margin=info.margin,
                       won=won, lost=lost)
        return say(locale, "summary-wins-margin", name=name, margin=info.margin,
                   won=won, lost=lost)
    if team:
        return say(locale, "summary-team-wins", name=name, won=won, lost=lost)
    return say(locale, "summary-wins", name=name, won=won, lost=lost)


def summary_dm(locale: Locale, info: MatchInfo, summary: MatchSummary, where: int) -> str:
    """A player's note of the match's end, pointing to the summary in the thread."""
    return say(locale, "summary-dm", result=summary_head(locale, info, summary),
               thread=f"<#{where}>")


async def summary_message(
    info: MatchInfo, summary: MatchSummary, table: TableSnapshot, locale: Locale,
) -> tuple[str, discord.File]:
    """The summary's text and picture (its control is ``cogs.lobby.rematch_controls``)."""
    picture = await offload.run(
        render_summary, table.view, seat_names(locale, info), locale=locale)
    lines = [summary_head(locale, info, summary)]
    if summary.reason.value != "target":
        lines.append(ending(locale, info))
    for change in summary.rating_changes:
        seat = info.seat_of(change.user_id)
        who = seat_name(locale, info.seats[seat]) if seat is not None else str(change.user_id)
        lines.append(say(locale, "summary-rating", name=who, before=f"{change.before:.1f}",
                         after=f"{change.after:.1f}"))
    for user_id, points in summary.points:
        seat = info.seat_of(user_id)
        who = seat_name(locale, info.seats[seat]) if seat is not None else str(user_id)
        lines.append(say(locale, "summary-points", name=who, points=points))
    if info.hinted:
        lines.append(say(locale, "summary-hints"))
    lines.append(picture.text)
    lines.append(say(locale, "summary-replay", match=info.id))
    return "\n".join(lines)[:2000], file_of(picture, "summary.png")
