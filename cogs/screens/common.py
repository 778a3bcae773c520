"""What several screens share: who plays, the thread's name, the rules in one line or
one line a rule, a picture as an attachment, and the arguments of a redraw."""

from __future__ import annotations

import io
from typing import Any

import discord

from cards_img import Picture
from ginbot.engine import Rules
from ginbot.service import MatchInfo
from ginbot.text import Locale, match_sides, players, rules_lines, rules_summary, say


def matchup(locale: Locale, info: MatchInfo) -> str:
    """Who plays: "Ann vs Bob", "Ann vs Bob vs Cat", "Ann & Cat vs Bob & Dan"."""
    return players(locale, match_sides(locale, info))


def thread_name(locale: Locale, info: MatchInfo) -> str:
    return say(locale, "match-thread-name", players=matchup(locale, info))[:100]


def rules_line(locale: Locale, rules: Rules) -> str:
    """"knock5 rules, to 30", "classic + big_gin bonuses rules, to 100": the preset
    the rules come from, the house rules on top, and the target."""
    return rules_summary(locale, rules)


def rules_in_force(locale: Locale, rules: Rules) -> list[str]:
    """Every rule of the match, one line each, for whoever has to accept them."""
    return [f"• {line}" for line in rules_lines(locale, rules)]


def file_of(picture: Picture, filename: str) -> discord.File:
    return discord.File(io.BytesIO(picture.png), filename=filename, description=picture.text[:1024])


def redrawn(content: str, file: discord.File | None, view: discord.ui.View | None,
            ) -> dict[str, Any]:
    """An edit that makes a message this one: its text, its picture or none (the old
    one goes), its controls or none."""
    return {"content": content, "attachments": [] if file is None else [file], "view": view}


def attached(file: discord.File | None, view: discord.ui.View | None) -> dict[str, Any]:
    """A message's picture and controls, when it has them (a note has neither)."""
    parts: dict[str, Any] = {}
    if file is not None:
        parts["file"] = file
    if view is not None:
        parts["view"] = view
    return parts
