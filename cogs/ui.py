"""What the bot posts: message text, pictures and components for each screen.

Every component's ``custom_id`` is ``gin:<match>:<action>`` (challenges:
``gin:c<challenge>:<action>``) so that ``cogs.components`` can route a click
after any restart. A control is enabled only when its action is legal now.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord

from cards_img import (
    Picture,
    render_hand,
    render_round_showdown,
    render_summary,
    render_table,
)
from ginbot import offload
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    Pass,
    Phase,
    Rules,
)
from ginbot.model import Dealt, table_sides
from ginbot.rulebook import Section
from ginbot.service import (
    ActResult,
    BoardResult,
    Challenge,
    HandReplay,
    MatchInfo,
    MatchSummary,
    PlayerSettings,
    Seat,
    TableSnapshot,
)
from ginbot.text import (
    Locale,
    News,
    ending,
    listing,
    match_sides,
    news_lines,
    news_sentences,
    players,
    revealed_deal,
    round_over,
    rules_lines,
    rules_summary,
    say,
    score_line,
    seat_name,
    seat_names,
    side_names,
)

LAST_ACTIONS = 6


def custom_id(match_id: int, action: str) -> str:
    return f"gin:{match_id}:{action}"


def matchup(locale: Locale, info: MatchInfo) -> str:
    """Who plays: "Ann vs Bob", "Ann vs Bob vs Cat", "Ann & Cat vs Bob & Dan"."""
    return players(locale, match_sides(locale, info))


def thread_name(locale: Locale, info: MatchInfo) -> str:
    return say(locale, "match-thread-name", players=matchup(locale, info))[:100]


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


def rules_line(locale: Locale, rules: Rules) -> str:
    """"knock5 rules, to 30", "classic + big_gin bonuses rules, to 100": the preset
    the rules come from, the house rules on top, and the target."""
    return rules_summary(locale, rules)


def rules_in_force(locale: Locale, rules: Rules) -> list[str]:
    """Every rule of the match, one line each, for whoever has to accept them."""
    return [f"• {line}" for line in rules_lines(locale, rules)]


def match_intro(locale: Locale, info: MatchInfo, news: Sequence[News]) -> str:
    """The thread's first message: who plays, by which rules, and the cut and deal."""
    head = say(locale, "match-intro", players=matchup(locale, info),
               rules=rules_line(locale, info.rules))
    return "\n".join([head, *news_lines(locale, news, seat_names(locale, info), None)])[:2000]


# -- a player's hand (DM or ephemeral) --------------------------------------------------


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
) -> tuple[str, discord.File | None, discord.ui.View | None]:
    """The private hand screen: picture, its text, and the controls. Sitting out a hand
    of three, the note that says so, with no picture and no controls; ``where`` is the
    match's thread (default: as ``info`` knows it)."""
    header = say(locale, "hand-header", match=thread_name(locale, info),
                 hand=table.view.hand_number,
                 score=score_line(locale, match_sides(locale, info), table.view.scores))
    hand = table.hand
    if hand is None:
        return f"{header}\n{sitting_out(locale, info, table, where)}"[:2000], None, None
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
    return ("\n".join(lines)[:2000], file_of(picture, "hand.png"),
            hand_controls(locale, info.id, table))


def sitting_out(locale: Locale, info: MatchInfo, table: TableSnapshot, where: int | None = None
                ) -> str:
    """Sitting out a hand of three: who deals (the reader) and who plays it."""
    board = table.view.boards[0]
    names = seat_names(locale, info)
    return say(locale, "sitting-out", hand=table.view.hand_number,
               players=players(locale, tuple(names[seat] for seat in board.players)),
               thread=f"<#{info.where if where is None else where}>")


def hand_controls(locale: Locale, match_id: int, table: TableSnapshot) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    legal = table.legal
    hand = table.hand
    assert hand is not None, "no controls for a seat sitting out"
    draw = discord.ui.Button(
        label=say(locale, "button-draw-stock"), style=discord.ButtonStyle.primary, row=0,
        custom_id=custom_id(match_id, "stock"), disabled=DRAW_STOCK not in legal,
    )
    view.add_item(draw)
    take = (say(locale, "button-take") if hand.upcard is None
            else say(locale, "button-take-upcard", card=hand.upcard))
    view.add_item(discord.ui.Button(
        label=take, style=discord.ButtonStyle.primary, row=0,
        custom_id=custom_id(match_id, "take"), disabled=DRAW_DISCARD not in legal,
    ))
    if hand.phase is Phase.OFFER:
        view.add_item(discord.ui.Button(
            label=say(locale, "button-pass"), style=discord.ButtonStyle.secondary, row=0,
            custom_id=custom_id(match_id, "pass"), disabled=Pass() not in legal,
        ))
    hints = discard_hints(locale, table)
    discards = any(hint for _, hint in hints)
    options = [
        discord.SelectOption(label=str(card), value=card.code, description=hint or None)
        for card, hint in hints
    ][:25]
    if options:
        view.add_item(discord.ui.Select(
            custom_id=custom_id(match_id, "discard"), row=1, options=options,
            placeholder=say(locale, "discard-placeholder") if discards
            else say(locale, "discard-placeholder-draw-first"),
            disabled=not discards,
        ))
    knocks = knock_options(table)
    gin = is_gin_available(table)
    view.add_item(discord.ui.Button(
        label=say(locale, "button-gin") if gin else say(locale, "button-knock"),
        style=discord.ButtonStyle.success if knocks or gin else discord.ButtonStyle.secondary,
        row=2, custom_id=custom_id(match_id, "knock"), disabled=not (knocks or gin),
    ))
    view.add_item(discord.ui.Button(
        label=say(locale, "button-sort"), style=discord.ButtonStyle.secondary, row=2,
        custom_id=custom_id(match_id, "sort"),
    ))
    return view


def knock_picker(locale: Locale, match_id: int, table: TableSnapshot) -> discord.ui.View:
    """Choose the card to discard with a knock (shown when there is a choice)."""
    view = discord.ui.View(timeout=None)
    options = []
    if BigGin() in table.legal:
        options.append(discord.SelectOption(label=say(locale, "knock-big-gin"), value="BIG"))
    for card, dead in knock_options(table):
        label = (say(locale, "knock-option-gin", card=card) if dead == 0
                 else say(locale, "knock-option", card=card, deadwood=dead))
        options.append(discord.SelectOption(label=label, value=card.code))
    view.add_item(discord.ui.Select(
        custom_id=custom_id(match_id, "knockwith"), options=options[:25],
        placeholder=say(locale, "knock-placeholder"),
    ))
    return view


def resign_controls(locale: Locale, match_id: int) -> discord.ui.View:
    """The button that confirms a resignation."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label=say(locale, "button-resign"), style=discord.ButtonStyle.danger,
        custom_id=custom_id(match_id, "resign"),
    ))
    return view


# -- the table, in the match thread ----------------------------------------------------


async def table_message(
    info: MatchInfo, table: TableSnapshot, news: Sequence[News], locale: Locale,
) -> tuple[str, discord.File, discord.ui.View]:
    boards = [board.players for board in table.view.boards]  # a team table's moves name theirs
    seen = news_lines(locale, news, seat_names(locale, info), None, boards)
    picture = await offload.run(
        render_table, table.view, seat_names(locale, info), seen, locale=locale)
    lines = [say(locale, "table-header", match=thread_name(locale, info),
                 rules=rules_line(locale, info.rules)), picture.text]
    if table.deadline is not None and table.to_move:
        lines.append(say(locale, "table-turn-ends", deadline=int(table.deadline)))
    return "\n".join(lines)[:2000], file_of(picture, "table.png"), table_controls(locale, info)


def table_controls(locale: Locale, info: MatchInfo) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if not info.finished:
        view.add_item(discord.ui.Button(
            label=say(locale, "button-show-hand"), style=discord.ButtonStyle.secondary,
            custom_id=custom_id(info.id, "hand"),
        ))
    return view


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


def acted(locale: Locale, result: ActResult) -> str:
    """The reply to a move: what the mover did, in whole sentences."""
    return news_sentences(locale, result.news, seat_names(locale, result.match), result.seat)


def ended(locale: Locale, info: MatchInfo) -> str:
    """How a finished match ended, as a sentence."""
    return say(locale, "news-sentence", line=ending(locale, info))


def showdown_headline(locale: Locale, info: MatchInfo, boards: Sequence[BoardResult],
                      scores: Sequence[int]) -> str:
    """Each board's result, named by its players, and the totals by side."""
    return round_over(locale, [(b.players, b.result) for b in boards], seat_names(locale, info),
                      match_sides(locale, info), scores)


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
) -> tuple[str, discord.File, discord.ui.View]:
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
    lines.append(picture.text)
    lines.append(say(locale, "summary-replay", match=info.id))
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label=say(locale, "button-rematch"), style=discord.ButtonStyle.primary,
        custom_id=custom_id(info.id, "rematch"),
    ))
    return "\n".join(lines)[:2000], file_of(picture, "summary.png"), view


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


# -- challenges ------------------------------------------------------------------------


def challenge_post_key(challenge_id: int) -> str:
    """Where the challenge message is remembered (the notifier closes it later)."""
    return f"challenge:{challenge_id}"


def challenge_message(locale: Locale, challenge: Challenge) -> dict[str, Any]:
    """The challenge as message arguments: text, Accept and Decline, a mention of each
    person asked (nobody else is pinged)."""
    return {
        "content": challenge_text(locale, challenge),
        "view": challenge_controls(locale, challenge),
        "allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(user.id) for user in challenge.invited]),
    }


def challenge_players(locale: Locale, seats: Sequence[Seat]) -> str:
    """Who would play, side against side: "Ann vs Bob vs Cat", "Ann & Dan vs Bob & Cat"."""
    names = [seat_name(locale, seat) for seat in seats]
    return players(locale, side_names(locale, table_sides(len(seats)), names))


def challenge_answers(locale: Locale, challenge: Challenge) -> str:
    """Who of those asked has accepted and who is still to answer: "✅ Bob · ⏳ Cat"."""
    marks = [say(locale, "challenge-answer-yes", name=user.name) if user.id in challenge.accepted
             else say(locale, "challenge-answer-waiting", name=user.name)
             for user in challenge.invited]
    return say(locale, "challenge-answers", answers=" · ".join(marks))


def challenge_text(locale: Locale, challenge: Challenge) -> str:
    """Who challenges whom by which rules; at a table of three or four also the sides and
    who has accepted so far."""
    rules = rules_line(locale, challenge.rules)
    expires = int(challenge.expires_at)
    challenger = challenge.challenger.name
    seats = len(challenge.seats)
    if seats == 2:
        head = [say(locale, "challenge-text", opponent=f"<@{challenge.opponent.id}>",
                    challenger=challenger, rules=rules, expires=expires)]
    else:
        invited = listing(locale, tuple(f"<@{user.id}>" for user in challenge.invited))
        table = challenge_players(locale, challenge.seats)
        if seats == 3:
            text = say(locale, "challenge-three-text", invited=invited, challenger=challenger,
                       players=table, rules=rules, expires=expires)
        else:
            text = say(locale, "challenge-teams-text", invited=invited, challenger=challenger,
                       players=table, rules=rules, expires=expires)
        head = [text, challenge_answers(locale, challenge)]
    return "\n".join([
        *head, say(locale, "challenge-rules-heading"), *rules_in_force(locale, challenge.rules),
    ])[:2000]


def challenge_controls(locale: Locale, challenge: Challenge) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(
        label=say(locale, "button-accept"), style=discord.ButtonStyle.success,
        custom_id=f"gin:c{challenge.id}:accept",
    ))
    view.add_item(discord.ui.Button(
        label=say(locale, "button-decline"), style=discord.ButtonStyle.danger,
        custom_id=f"gin:c{challenge.id}:decline",
    ))
    return view


def challenge_accepted(locale: Locale, challenge: Challenge, match: MatchInfo) -> str:
    if len(match.seats) == 2:
        return say(locale, "challenge-accepted", opponent=challenge.opponent.name,
                   challenger=challenge.challenger.name, players=matchup(locale, match))
    return say(locale, "challenge-table-accepted", challenger=challenge.challenger.name,
               players=challenge_players(locale, match.seats))


def challenge_withdrawn(locale: Locale, challenge: Challenge) -> str:
    return say(locale, "challenge-withdrawn", challenger=challenge.challenger.name)


def challenge_declined(locale: Locale, challenge: Challenge, by: int) -> str:
    """The challenge is off for everyone: the challenger is told who said no."""
    challenger = f"<@{challenge.challenger.id}>"
    if len(challenge.seats) == 2:
        return say(locale, "challenge-declined", challenger=challenger,
                   opponent=challenge.opponent.name)
    seat = challenge.seat_of(by)
    declined = challenge.seats[seat].name if seat is not None else str(by)
    return say(locale, "challenge-table-declined", challenger=challenger, by=declined,
               players=challenge_players(locale, challenge.seats))


def challenge_expired(locale: Locale, challenge: Challenge) -> str:
    if len(challenge.seats) == 2:
        return say(locale, "challenge-expired", challenger=challenge.challenger.name,
                   opponent=challenge.opponent.name)
    waiting = listing(locale, tuple(user.name for user in challenge.waiting_for))
    return say(locale, "challenge-table-expired", challenger=challenge.challenger.name,
               players=challenge_players(locale, challenge.seats), waiting=waiting)


# -- turns, timers and closed DMs ------------------------------------------------------


def duration(locale: Locale, seconds: float) -> str:
    """Time left: whole minutes from a minute up, else seconds."""
    seconds = max(0, round(seconds))
    if seconds >= 60:
        return say(locale, "duration-minutes", minutes=seconds // 60)
    return say(locale, "duration-seconds", seconds=seconds)


def reminder_dm(locale: Locale, where: int, seconds_left: float) -> str:
    return say(locale, "reminder-dm", thread=f"<#{where}>", left=duration(locale, seconds_left))


def reminder_in_thread(locale: Locale, user_id: int, seconds_left: float) -> str:
    return say(locale, "reminder-thread", player=f"<@{user_id}>",
               left=duration(locale, seconds_left))


def your_turn_in_thread(locale: Locale, user_id: int) -> str:
    return say(locale, "your-turn-thread", player=f"<@{user_id}>")


def private_hand_spent(locale: Locale, user_id: int) -> str:
    return say(locale, "private-hand-spent", player=f"<@{user_id}>")


def dms_closed(locale: Locale, user_id: int) -> str:
    return say(locale, "dms-closed", player=f"<@{user_id}>")


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
