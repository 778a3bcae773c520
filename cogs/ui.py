"""What the bot posts: message text, pictures and components for each screen.

Every component's ``custom_id`` is ``gin:<match>:<action>`` (challenges:
``gin:c<challenge>:<action>``) so that ``cogs.components`` can route a click
after any restart. A control is enabled only when its action is legal now.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence
from typing import Any

import discord

from cards_img import Picture, render_hand, render_showdown, render_summary, render_table
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    Discard,
    HandResult,
    Knock,
    Pass,
    Phase,
    Rules,
)
from ginbot.engine.melds import discard_deadwoods
from ginbot.rulebook import Section
from ginbot.service import (
    ActResult,
    Challenge,
    HandReplay,
    MatchInfo,
    MatchSummary,
    PlayerSettings,
    TableView,
)
from ginbot.text import (
    Locale,
    News,
    ending,
    hand_over,
    news_lines,
    news_sentences,
    revealed_deal,
    rules_lines,
    rules_summary,
    say,
    score_line,
)

THREAD_PREFIX = "Gin · "
LAST_ACTIONS = 6


def custom_id(match_id: int, action: str) -> str:
    return f"gin:{match_id}:{action}"


def thread_name(info: MatchInfo) -> str:
    return (THREAD_PREFIX + info.describe())[:100]


def names(info: MatchInfo) -> tuple[str, str]:
    return info.name(0), info.name(1)


def file_of(picture: Picture, filename: str) -> discord.File:
    return discord.File(io.BytesIO(picture.png), filename=filename, description=picture.text[:1024])


def rules_line(locale: Locale, rules: Rules) -> str:
    """"knock5 rules, to 30", "classic + big_gin unit_scoring rules, to 100": the preset
    the rules come from, the house rules on top, and the target."""
    return rules_summary(locale, rules)


def rules_in_force(locale: Locale, rules: Rules) -> list[str]:
    """Every rule of the match, one line each, for whoever has to accept them."""
    return [f"• {line}" for line in rules_lines(locale, rules)]


# -- a player's hand (DM or ephemeral) --------------------------------------------------


def knock_options(table: TableView) -> list[tuple[Card, int]]:
    """(discard, deadwood left) of every legal knock, gin first."""
    hand = table.view.hand
    knocks = [a.card for a in table.legal if isinstance(a, Knock)]
    if not knocks:
        return []
    left = discard_deadwoods(sum(1 << c for c in hand.hand))
    return sorted(((c, left[c]) for c in knocks), key=lambda item: (item[1], -item[0].value))


def discard_options(table: TableView) -> list[tuple[Card, int | None]]:
    """Each card of the hand with the deadwood discarding it leaves, when a discard is
    legal now; else every card of the hand with None."""
    hand = table.view.hand
    discards = {a.card for a in table.legal if isinstance(a, Discard)}
    if not discards:
        return [(card, None) for card in hand.hand]
    left = discard_deadwoods(sum(1 << c for c in hand.hand))
    return [(card, left[card]) for card in hand.hand if card in discards]


def discard_hints(table: TableView) -> list[tuple[Card, str]]:
    """Each card of the hand with what discarding it leaves, when a discard is legal now."""
    return [(card, "" if left is None else f"leaves {left} deadwood")
            for card, left in discard_options(table)]


def is_gin_available(table: TableView) -> bool:
    return any(dead == 0 for _, dead in knock_options(table)) or BigGin() in table.legal


async def hand_message(
    info: MatchInfo, table: TableView, settings: PlayerSettings, news: Sequence[News],
    locale: Locale,
) -> tuple[str, discord.File, discord.ui.View]:
    """The private hand screen: picture, its text, and the controls."""
    picture = await asyncio.to_thread(
        render_hand, table.view.hand, sort=settings.sort.value, four_color=settings.four_colour,
        locale=locale,
    )
    lines = [f"**{thread_name(info)}** · hand {table.view.hand_number} · "
             f"{info.name(0)} {table.view.scores[0]}, {info.name(1)} {table.view.scores[1]}"]
    lines += [f"> {w}" for w in news_lines(locale, news[-3:], names(info), table.seat)]
    lines.append(picture.text)
    if table.your_turn and is_gin_available(table):
        lines.append("**You can go gin!**")
    return "\n".join(lines)[:2000], file_of(picture, "hand.png"), hand_controls(info.id, table)


def hand_controls(match_id: int, table: TableView) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    legal = table.legal
    hand = table.view.hand
    draw = discord.ui.Button(
        label="Draw stock", style=discord.ButtonStyle.primary, row=0,
        custom_id=custom_id(match_id, "stock"), disabled=DRAW_STOCK not in legal,
    )
    view.add_item(draw)
    upcard = f" {hand.upcard}" if hand.upcard is not None else ""
    view.add_item(discord.ui.Button(
        label=f"Take{upcard}", style=discord.ButtonStyle.primary, row=0,
        custom_id=custom_id(match_id, "take"), disabled=DRAW_DISCARD not in legal,
    ))
    if hand.phase is Phase.OFFER:
        view.add_item(discord.ui.Button(
            label="Pass", style=discord.ButtonStyle.secondary, row=0,
            custom_id=custom_id(match_id, "pass"), disabled=Pass() not in legal,
        ))
    hints = discard_hints(table)
    discards = any(hint for _, hint in hints)
    options = [
        discord.SelectOption(label=str(card), value=card.code, description=hint or None)
        for card, hint in hints
    ][:25]
    if options:
        view.add_item(discord.ui.Select(
            custom_id=custom_id(match_id, "discard"), row=1, options=options,
            placeholder="Discard a card…" if discards else "Discard (after you draw)",
            disabled=not discards,
        ))
    knocks = knock_options(table)
    gin = is_gin_available(table)
    view.add_item(discord.ui.Button(
        label="Gin" if gin else "Knock",
        style=discord.ButtonStyle.success if knocks or gin else discord.ButtonStyle.secondary,
        row=2, custom_id=custom_id(match_id, "knock"), disabled=not (knocks or gin),
    ))
    view.add_item(discord.ui.Button(
        label="Sort", style=discord.ButtonStyle.secondary, row=2,
        custom_id=custom_id(match_id, "sort"),
    ))
    return view


def knock_picker(match_id: int, table: TableView) -> discord.ui.View:
    """Choose the card to discard with a knock (shown when there is a choice)."""
    view = discord.ui.View(timeout=None)
    options = []
    if BigGin() in table.legal:
        options.append(discord.SelectOption(label="Big gin: show all 11 cards", value="BIG"))
    for card, dead in knock_options(table):
        what = "gin" if dead == 0 else f"knock with {dead}"
        options.append(discord.SelectOption(label=f"Discard {card} · {what}", value=card.code))
    view.add_item(discord.ui.Select(
        custom_id=custom_id(match_id, "knockwith"), options=options[:25],
        placeholder="Knock: choose the card to discard",
    ))
    return view


# -- the table, in the match thread ----------------------------------------------------


async def table_message(
    info: MatchInfo, table: TableView, news: Sequence[News], locale: Locale,
) -> tuple[str, discord.File, discord.ui.View]:
    seen = news_lines(locale, news, names(info), None)
    picture = await asyncio.to_thread(
        render_table, table.view, names(info), seen, locale=locale)
    lines = [f"**{thread_name(info)}** ({rules_line(locale, info.rules)})", picture.text]
    if table.deadline is not None and table.to_move is not None:
        lines.append(f"Turn ends <t:{int(table.deadline)}:R>.")
    return "\n".join(lines)[:2000], file_of(picture, "table.png"), table_controls(info)


def table_controls(info: MatchInfo) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if not info.finished:
        view.add_item(discord.ui.Button(
            label="Show my hand", style=discord.ButtonStyle.secondary,
            custom_id=custom_id(info.id, "hand"),
        ))
    return view


async def showdown_message(
    info: MatchInfo, result: HandResult, scores: tuple[int, int], headline: str,
    locale: Locale, hand_number: int | None = None,
) -> tuple[str, discord.File]:
    picture = await asyncio.to_thread(
        render_showdown, result, names(info), scores, hand_number=hand_number, locale=locale
    )
    return f"**{headline}**\n{picture.text}"[:2000], file_of(picture, "showdown.png")


def acted(locale: Locale, result: ActResult) -> str:
    """The reply to a move: what the mover did, in whole sentences."""
    return news_sentences(locale, result.news, names(result.match), result.seat)


def ended(locale: Locale, info: MatchInfo) -> str:
    """How a finished match ended, as a sentence."""
    return say(locale, "news-sentence", line=ending(locale, info))


def showdown_headline(locale: Locale, info: MatchInfo, result: HandResult,
                      scores: tuple[int, int]) -> str:
    return hand_over(locale, result, names(info), scores)


async def summary_message(
    info: MatchInfo, summary: MatchSummary, table: TableView, locale: Locale,
) -> tuple[str, discord.File, discord.ui.View]:
    picture = await asyncio.to_thread(render_summary, table.view, names(info), locale=locale)
    winner, loser = summary.winner, 1 - summary.winner
    totals = f"{summary.scores[winner]}-{summary.scores[loser]}"
    if info.margin is not None:
        head = f"🏆 **{info.name(winner)} wins the match by {info.margin}** ({totals})"
    else:
        head = f"🏆 **{info.name(winner)} wins the match {totals}**"
    lines = [head]
    if summary.reason.value != "target":
        lines.append(ending(locale, info))
    for change in summary.rating_changes:
        seat = info.seat_of(change.user_id)
        who = info.name(seat) if seat is not None else str(change.user_id)
        lines.append(f"{who}: rating {change.before:.1f} → {change.after:.1f}")
    if summary.points:
        lines.append(f"{info.name(winner)} earns {summary.points} ranking points.")
    lines.append(picture.text)
    lines.append(f"Replay it hand by hand: `/gin replay match:{info.id}`")
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label="Rematch", style=discord.ButtonStyle.primary, custom_id=custom_id(info.id, "rematch"),
    ))
    return "\n".join(lines)[:2000], file_of(picture, "summary.png"), view


async def replay_message(shown: HandReplay, locale: Locale) -> tuple[str, discord.File | None]:
    """One hand of a finished match: the moves with every card, and the showdown."""
    info = shown.match
    head = (f"**Replay of match #{info.id}, {info.describe()}** · hand {shown.hand_number} "
            f"of {shown.hands}")
    if shown.hand_number < shown.hands:
        head += f" (next: `/gin replay match:{info.id} hand:{shown.hand_number + 1}`)"
    table = names(info)
    lines = [head, *revealed_deal(locale, shown.hand_number, shown.dealer, shown.held,
                                  shown.upcard, table),
             *news_lines(locale, shown.moves, table, None)]
    file = None
    if shown.result is not None:
        content, file = await showdown_message(
            info, shown.result, shown.scores,
            f"Score after this hand: {score_line(locale, table, shown.scores)}", locale,
            shown.hand_number)
        lines.append(content.splitlines()[0])
    if shown.hand_number == shown.hands and info.winner is not None:
        lines.append(f"**Result: {ending(locale, info)}**")
    text = "\n".join(lines)
    if len(text) > 2000:  # a long hand: keep the deal, the end, and say what was cut
        keep = [*lines[:5], "…", *lines[5:]]  # the deal stays; the oldest moves go
        while len("\n".join(keep)) > 2000:
            keep.pop(6)
        text = "\n".join(keep)
    return text, file


# -- challenges ------------------------------------------------------------------------


def challenge_post_key(challenge_id: int) -> str:
    """Where the challenge message is remembered (the notifier closes it later)."""
    return f"challenge:{challenge_id}"


def challenge_message(challenge: Challenge) -> dict[str, Any]:
    """The challenge as message arguments: text, Accept and Decline, the one mention."""
    return {
        "content": challenge_text(challenge),
        "view": challenge_controls(challenge),
        "allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(challenge.opponent.id)]),
    }


def challenge_text(challenge: Challenge) -> str:
    return "\n".join([
        f"<@{challenge.opponent.id}>, **{challenge.challenger.name}** challenges you to "
        f"Gin Rummy ({rules_line(Locale.EN, challenge.rules)}). "
        f"Answer <t:{int(challenge.expires_at)}:R>.",
        "The rules in force:",
        *rules_in_force(Locale.EN, challenge.rules),
    ])


def challenge_controls(challenge: Challenge) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label="Accept", style=discord.ButtonStyle.success,
        custom_id=f"gin:c{challenge.id}:accept",
    ))
    view.add_item(discord.ui.Button(
        label="Decline", style=discord.ButtonStyle.danger,
        custom_id=f"gin:c{challenge.id}:decline",
    ))
    return view


# -- the rule book ---------------------------------------------------------------------

MESSAGE_EMBEDS, MESSAGE_EMBED_TEXT = 10, 6000  # Discord's limits for one message
FELT = discord.Colour.from_rgb(22, 94, 56)


def rulebook_messages(locale: Locale, sections: Sequence[Section], heading: str = "") -> list[
        tuple[str, list[discord.Embed]]]:
    """(content, embeds) of each message showing ``sections`` (of the rule book in
    ``locale``): an embed a section (each fits one: tests/test_rulebook.py), packed in
    order into as few messages as Discord's limits allow; ``heading`` opens the first
    message."""
    pages: list[list[discord.Embed]] = [[]]
    size = 0
    for section in sections:
        embed = discord.Embed(title=section.heading, description=section.joined(), colour=FELT)
        if pages[-1] and (size + len(embed) > MESSAGE_EMBED_TEXT
                          or len(pages[-1]) == MESSAGE_EMBEDS):
            pages.append([])
            size = 0
        pages[-1].append(embed)
        size += len(embed)
    contents = [say(locale, "rulebook-title-part", part=n, parts=len(pages)) if len(pages) > 1
                else say(locale, "rulebook-title") for n in range(1, len(pages) + 1)]
    if heading:
        contents[0] = f"{heading}\n{contents[0]}"
    return list(zip(contents, pages, strict=True))
