"""A deal's end: every board face up (a team round's two in one picture), headed by
each board's result and the totals by side."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cards_img import render_round_showdown
from ginbot import offload
from ginbot.service import BoardResult, MatchInfo
from ginbot.text import Locale, match_sides, round_over, seat_names

from .common import file_of


async def showdown_message(
    info: MatchInfo, boards: Sequence[BoardResult], scores: Sequence[int], headline: str,
    locale: Locale, hand_number: int | None = None,
) -> tuple[str, discord.File]:
    """A deal's every board face up (a team round's two in one picture)."""
    picture = await offload.run(
        render_round_showdown, [(b.players, b.result) for b in boards],
        seat_names(locale, info), scores, info.sides, hand_number=hand_number, locale=locale,
    )
    return f"**{headline}**\n{picture.text}"[:2000], file_of(picture, "showdown.png")


def showdown_headline(locale: Locale, info: MatchInfo, boards: Sequence[BoardResult],
                      scores: Sequence[int]) -> str:
    """Each board's result, named by its players, and the totals by side."""
    return round_over(locale, [(b.players, b.result) for b in boards], seat_names(locale, info),
                      match_sides(locale, info), scores)
