"""The public table picture, from the spectators' ``MatchView``.

Each player has a plate (name, score, the dealer chip, whose turn) and their
cards face down; between them lie the stock and the top of the discard pile
with the upcard on top; on the right, the last actions in words. The plates
widen for long names: a name of 20 characters is drawn whole.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ginbot.engine import MatchView, format_cards
from ginbot.text import (
    Locale,
    limit_note,
    news_lines,
    recent_news,
    say,
    score_line,
    whose_turn,
)

from .canvas import Canvas, card_width
from .glyphs import fit, name_room, text_width, wrap
from .picture import Picture
from .style import BLACK, FELT_DARK, GOLD, INK, INK_SOFT, PLAYER_COLOURS, TRAY

DEFAULT_HEIGHT = 96
PILE_SHOWN = 5  # cards of the discard pile shown, the upcard on top
LOG_LINES = 8


def render_table(
    view: MatchView, names: Sequence[str], last_actions: Sequence[str] = (), *,
    locale: Locale, card_height: int = DEFAULT_HEIGHT,
) -> Picture:
    """The table as the channel sees it, worded in ``locale``.

    ``view`` is the public view (``match.view(None)``); ``names`` the two
    players by seat; ``last_actions`` the latest actions in words (in
    ``locale``), oldest first (the last ones are shown; when empty, the hand's public events are
    described instead). ``card_height`` sets the size.
    """
    if view.player is not None:
        raise ValueError("the table picture is public: use match.view(None)")
    hand = view.hand
    actions = tuple(last_actions)[-LOG_LINES:] or tuple(
        news_lines(locale, recent_news(hand, LOG_LINES), names, None))
    h = card_height
    w = card_width(h)
    m = round(h * 0.21)
    gap = round(h * 0.19)
    head = round(h * 0.23)
    small = round(h * 0.17)
    fan_step = round(w * 0.25)
    pad = h * 0.14
    chip = small * 2  # room for the dealer chip beside the name
    widest = max(text_width(name, head) for name in names)
    plate_w = math.ceil(max(h * 2.5, min(widest, name_room(head)) + 2 * pad + chip))
    fan_x = m + plate_w + round(h * 0.25)
    pile_step = round(w * 0.36)
    pile_gap = round(h * 0.45)
    middle_w = max(fan_step * 10 + w, w + pile_gap + pile_step * (PILE_SHOWN - 1) + w)
    log_x = fan_x + middle_w + round(h * 0.3)
    log_w = round(h * 2.8)
    width = log_x + log_w + m
    rows_top = m + round(head * 1.5) + gap // 2
    row_y = (rows_top, rows_top + h + gap, rows_top + 2 * h + 2 * gap + round(small * 1.6))
    height = row_y[2] + h + m
    canvas = Canvas(width, height)

    title = say(locale, "pic-hand-number", hand=view.hand_number)
    if view.over and view.winner is not None:
        title = say(locale, "pic-table-match-over", hand=view.hand_number,
                    name=names[view.winner])
    box = canvas.text((m, m + head * 0.7), title, head, INK, bold=True, name="title")
    note = limit_note(locale, view)
    if note:
        canvas.pill(box[2] + head * 0.8, m + head * 0.35, note, small, GOLD, BLACK,
                    name="limit")
    canvas.text((width - m, m + head * 0.7), say(locale, "pic-table-game-to", target=view.target),
                small, INK_SOFT, anchor="rs")

    turn = whose_turn(locale, hand, names)
    hollywood = len(view.games) > 1
    for seat, y in ((0, row_y[0]), (1, row_y[2])):
        plate = (m, y, m + plate_w, y + h)
        moving = bool(turn) and hand.to_move == seat
        canvas.rounded(plate, h * 0.12, TRAY, outline=GOLD if moving else None,
                       width=max(2, h // 32))
        canvas.mark(f"name:{seat}", plate)
        name = fit(names[seat], head, plate_w - 2 * pad - chip)
        name_box = canvas.text((m + pad, y + pad + head * 0.7), name, head,
                               PLAYER_COLOURS[seat], bold=True, name=f"name_text:{seat}")
        if hand.dealer == seat:
            r = small * 0.62
            cx, cy = name_box[2] + r + small * 0.5, y + pad + head * 0.35
            canvas.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
            canvas.text((cx, cy), say(locale, "pic-table-dealer-chip"), round(small * 0.8),
                        BLACK, bold=True, anchor="mm", name="dealer")
        score_y = y + h * 0.66
        score_box = canvas.text((m + pad, score_y), str(view.scores[seat]), round(h * 0.28),
                                INK, bold=True, name=f"score:{seat}")
        canvas.text((score_box[2] + small * 0.4, score_y), say(locale, "pic-table-points"), small,
                    INK_SOFT, name=f"points:{seat}")
        if hollywood:
            games = "  ".join(say(locale, "pic-table-game-score", game=i + 1, score=g[seat])
                              for i, g in enumerate(view.games))
            canvas.text((m + pad, y + h - pad * 0.8), games, small, INK_SOFT,
                        name=f"games:{seat}")
        else:  # progress towards the target
            bar_y = y + h - pad * 1.1
            track = (m + pad, bar_y - 3, m + plate_w - pad, bar_y + 3)
            canvas.rounded(track, 3, FELT_DARK)
            share = min(1.0, view.scores[seat] / view.target)
            if share > 0:
                done = (track[0], track[1], track[0] + max(6, (track[2] - track[0]) * share),
                        track[3])
                canvas.rounded(done, 3, PLAYER_COLOURS[seat])
        count = hand.hand_sizes[seat]
        for i in range(count):
            canvas.card(None, fan_x + i * fan_step, y, h)
        canvas.mark(f"backs:{seat}", (fan_x, y, fan_x + (count - 1) * fan_step + w, y + h))
        canvas.pill(fan_x + (count - 1) * fan_step + w, y + h, f"{count}", small, INK, BLACK,
                    anchor="m", name=f"count:{seat}")

    y = row_y[1]
    banner, seat = "", hand.to_move
    if turn:
        banner = turn
    elif view.over and view.winner is not None:
        banner, seat = say(locale, "pic-table-wins", name=names[view.winner]), view.winner
    if banner:
        lines = [fit(line, head, plate_w) for line in wrap(banner, head, plate_w)[:2]]
        line_h = head * 1.25
        ty = y + h * 0.45 - line_h * (len(lines) - 1) / 2
        for text in lines:
            canvas.text((m + plate_w / 2, ty), text, head, PLAYER_COLOURS[seat], bold=True,
                        anchor="mm", name="turn:text")
            ty += line_h
    depth = min(3, max(1, hand.stock_size // 10))
    for i in range(depth):
        canvas.card(None, fan_x + 2 * (depth - 1 - i), y + 2 * (depth - 1 - i), h)
    canvas.mark("stock", (fan_x, y, fan_x + w + 2 * (depth - 1), y + h + 2 * (depth - 1)))
    caption_y = y + h + small * 1.35
    canvas.text((fan_x + w / 2, caption_y), say(locale, "pic-table-stock", count=hand.stock_size),
                small, INK, anchor="ms", name="stock:count")
    pile_x = fan_x + w + pile_gap
    shown = hand.pile[-PILE_SHOWN:]
    step = pile_step
    if shown:
        for i, card in enumerate(shown):
            box = canvas.card(card, pile_x + i * step, y, h, name=f"pile:{card.code}")
        canvas.mark("upcard", box)
        canvas.ring(box, GOLD, h)
        canvas.mark("pile", (pile_x, y, box[2], box[3]))
        canvas.text(((box[0] + box[2]) / 2, caption_y), say(locale, "pic-upcard"), small, GOLD,
                    anchor="ms", name="upcard:caption")
        if len(hand.pile) > len(shown):
            below = say(locale, "pic-table-pile-below", count=len(hand.pile) - len(shown))
            canvas.text((pile_x, caption_y), below, small, INK_SOFT, anchor="ls",
                        name="pile:below")
    else:
        slot = (pile_x, y, pile_x + w, y + h)
        canvas.rounded(slot, h * 0.07, None, outline=INK_SOFT, width=2)
        canvas.mark("pile", slot)
        canvas.text((pile_x + w / 2, caption_y), say(locale, "pic-table-no-upcard"), small,
                    INK_SOFT, anchor="ms", name="upcard:caption")

    log = (log_x, row_y[0], width - m, height - m)
    canvas.rounded(log, h * 0.12, TRAY)
    canvas.mark("log", log)
    pad = round(h * 0.14)
    canvas.text((log_x + pad, log[1] + pad + small * 0.7), say(locale, "pic-table-last-actions"),
                small, INK_SOFT, bold=True, name="log:title")
    line_h = round(small * 1.45)
    lines: list[tuple[int, str]] = []
    for index, action in enumerate(actions):
        for part in wrap(action, small, log_w - 2 * pad):
            lines.append((index, fit(part, small, log_w - 2 * pad)))
    lines = lines[-max(1, (log[3] - log[1] - 3 * pad) // line_h):]
    ty = log[1] + pad * 2 + small * 0.7 + line_h
    if not lines:
        canvas.text((log_x + pad, ty), say(locale, "pic-table-nothing-yet"), small, INK_SOFT)
    for index, part in lines:
        latest = index == len(actions) - 1
        canvas.text((log_x + pad, ty), part, small, INK if latest else INK_SOFT, bold=latest,
                    name=f"action:{index}")
        ty += line_h
    return canvas.picture(_text(locale, view, names, actions, note, turn))


def _text(locale: Locale, view: MatchView, names: Sequence[str], actions: Sequence[str],
          note: str, turn: str) -> str:
    hand = view.hand
    lines = [say(locale, "pic-table-text-head", hand=view.hand_number,
                 score=score_line(locale, names, view.scores), target=view.target)]
    if len(view.games) > 1:
        games = say(locale, "pic-list-between").join(
            say(locale, "pic-table-text-game", game=i + 1, first=g[0], second=g[1])
            for i, g in enumerate(view.games))
        lines.append(say(locale, "pic-table-text-hollywood", games=games))
    if note:
        lines.append(say(locale, "news-sentence", line=note))
    if hand.pile:
        top = format_cards(reversed(hand.pile[-PILE_SHOWN:]))
        lines.append(say(locale, "pic-table-text-upcard", card=hand.pile[-1], cards=top))
    else:
        lines.append(say(locale, "pic-table-text-no-upcard"))
    lines.append(say(locale, "pic-table-text-cards", stock=hand.stock_size, first=names[0],
                     first_count=hand.hand_sizes[0], second=names[1],
                     second_count=hand.hand_sizes[1], dealer=names[hand.dealer]))
    if actions:
        lines.append(say(locale, "pic-table-text-last",
                         actions=say(locale, "pic-list-between").join(actions)))
    if view.over and view.winner is not None:
        lines.append(say(locale, "pic-table-text-match-over", name=names[view.winner]))
    elif turn:
        lines.append(say(locale, "news-sentence", line=turn))
    return "\n".join(lines)
