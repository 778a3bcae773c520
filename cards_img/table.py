"""The public table picture, from the spectators' view of a table of two, three or four.

Each player has a plate (name, score, the dealer chip, whose turn) and their
cards face down; between them lie the stock and the top of the discard pile
with the upcard on top; on the right, the last actions in words. The plates
widen for long names: a name of 20 characters is drawn whole.

A table of three has one board: its two players as above, and the third, who
deals and sits the hand out, on a plate of their own above the last actions.
A team table draws both boards, one above the other, each with its two
players, stock, pile and whose turn (or that its hand is over); the team
scores, partners named, head the picture. Seats are drawn in their side's
colour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ginbot.engine import BoardView, HandView, TableView, format_cards
from ginbot.text import (
    Locale,
    limit_note,
    news_lines,
    recent_news,
    say,
    score_line,
    showdown_result,
    side_name,
    side_names,
    whose_turn,
)

from .canvas import Canvas, card_width
from .glyphs import fit, name_room, text_width, wrap
from .picture import Picture
from .sides import seat_colour, side_of, side_score_line
from .style import BLACK, FELT_DARK, GOLD, INK, INK_SOFT, RGB, SIDE_COLOURS, TRAY

DEFAULT_HEIGHT = 96
# The dealer chip's mark and radius, in small text: a character of many strokes (莊)
# blurs below 20 px, so the mark is drawn at 1.3 times the small text (21 px).
DEALER_MARK, DEALER_CHIP = 1.3, 0.95
PILE_SHOWN = 5  # cards of the discard pile shown, the upcard on top
LOG_LINES = 8


@dataclass(frozen=True)
class _Grid:
    """The sizes every table picture is laid out with, from the card height and the names."""

    h: int
    w: int
    m: int
    gap: int
    head: int
    small: int
    fan_step: int
    pad: float
    chip: int
    plate_w: int
    fan_x: int
    pile_step: int
    pile_gap: int
    log_x: int
    log_w: int
    width: int

    @classmethod
    def of(cls, h: int, names: Sequence[str]) -> _Grid:
        w = card_width(h)
        m = round(h * 0.21)
        head = round(h * 0.23)
        small = round(h * 0.17)
        fan_step = round(w * 0.25)
        pad = h * 0.14
        chip = round(small * DEALER_CHIP * 2 + small * 0.6)  # the dealer chip beside the name
        widest = max(text_width(name, head) for name in names)
        plate_w = math.ceil(max(h * 2.5, min(widest, name_room(head)) + 2 * pad + chip))
        fan_x = m + plate_w + round(h * 0.25)
        pile_step = round(w * 0.36)
        pile_gap = round(h * 0.45)
        middle_w = max(fan_step * 10 + w, w + pile_gap + pile_step * (PILE_SHOWN - 1) + w)
        log_x = fan_x + middle_w + round(h * 0.3)
        log_w = round(h * 2.8)
        return cls(h, w, m, round(h * 0.19), head, small, fan_step, pad, chip, plate_w, fan_x,
                   pile_step, pile_gap, log_x, log_w, log_x + log_w + m)

    def rows(self, top: int) -> tuple[int, int, int]:
        """The y of a board's three rows: a player, the stock and pile, the other player."""
        h, gap = self.h, self.gap
        return (top, top + h + gap, top + 2 * h + 2 * gap + round(self.small * 1.6))

    @property
    def rows_top(self) -> int:
        return self.m + round(self.head * 1.5) + self.gap // 2


def render_table(
    view: TableView, names: Sequence[str], last_actions: Sequence[str] = (), *,
    locale: Locale, card_height: int = DEFAULT_HEIGHT,
) -> Picture:
    """The table as the channel sees it, worded in ``locale``.

    ``view`` is the public view of any table (``match.view(None)``); ``names`` the players by
    seat; ``last_actions`` the latest actions in words (in ``locale``), oldest
    first (the last ones are shown; when empty, the hands' public events are
    described instead). ``card_height`` sets the size.
    """
    if view.seat is not None:
        raise ValueError("the table picture is public: use match.view(None)")
    if len(names) != view.seats:
        raise ValueError(f"{len(names)} names for a table of {view.seats}: one a seat")
    if view.seats == 2:
        return _two(view, names, last_actions, locale, card_height)
    if len(view.boards) == 1:
        return _three(view, names, last_actions, locale, card_height)
    return _teams(view, names, last_actions, locale, card_height)


def _one_board(
    view: TableView, hand: HandView, names: Sequence[str],
    on_board: Sequence[str], winner: str | None, last_actions: Sequence[str], locale: Locale,
    h: int,
) -> tuple[Canvas, _Grid, tuple[int, int, int], tuple[str, ...], str]:
    """The canvas of a table with one board in play (two players, three-handed) and its
    heading: the hand number, or who won; the knock-limit note. Returns the canvas, its
    grid and rows, the last actions (named by ``on_board``, the board's two) and the note."""
    actions = tuple(last_actions)[-LOG_LINES:] or tuple(
        news_lines(locale, recent_news(hand, LOG_LINES), on_board, None))
    g = _Grid.of(h, names)
    row_y = g.rows(g.rows_top)
    canvas = Canvas(g.width, row_y[2] + h + g.m)
    title = say(locale, "pic-hand-number", hand=view.hand_number)
    if view.over and winner is not None:
        title = say(locale, "pic-table-match-over", hand=view.hand_number, name=winner)
    note = limit_note(locale, view.rules, hand)
    _head(canvas, locale, g, title, note, view.rules.target)
    return canvas, g, row_y, actions, note


def _two(view: TableView, names: Sequence[str], last_actions: Sequence[str], locale: Locale,
         h: int) -> Picture:
    hand = view.boards[0].hand
    winner = None if view.winner is None else names[view.winner]
    canvas, g, row_y, actions, note = _one_board(
        view, hand, names, names, winner, last_actions, locale, h)
    height = canvas.height

    turn = whose_turn(locale, hand, names)
    games = [g.totals for g in view.games] if len(view.games) > 1 else None
    for seat, y in ((0, row_y[0]), (1, row_y[2])):
        _plate(canvas, locale, g, (g.m, y), seat, names[seat], view.scores[seat],
               SIDE_COLOURS[seat], moving=bool(turn) and hand.to_move == seat,
               dealer=hand.dealer == seat, target=view.rules.target,
               games=None if games is None else tuple(game[seat] for game in games))
        _backs(canvas, g, y, seat, hand.hand_sizes[seat])

    banner, seat = "", hand.to_move
    if turn:
        banner = turn
    elif view.over and view.winner is not None:
        banner, seat = say(locale, "pic-table-wins", name=names[view.winner]), view.winner
    _banner(canvas, g, row_y[1], banner, SIDE_COLOURS[seat])
    _stock_and_pile(canvas, locale, g, row_y[1], hand)
    _log(canvas, locale, g, (g.log_x, row_y[0], g.width - g.m, height - g.m), actions)
    return canvas.picture(_text(locale, view, names, actions, note, turn))


def _three(view: TableView, names: Sequence[str], last_actions: Sequence[str], locale: Locale,
           h: int) -> Picture:
    (board,) = view.boards
    hand = board.hand
    players = board.players
    out = next(seat for seat in range(3) if seat not in players)
    on_board = tuple(names[p] for p in players)
    winner = None if view.winner is None else side_name(locale, view.sides, names, view.winner)
    canvas, g, row_y, actions, note = _one_board(
        view, hand, names, on_board, winner, last_actions, locale, h)
    height = canvas.height

    for own, y in ((0, row_y[0]), (1, row_y[2])):
        seat = players[own]
        _plate(canvas, locale, g, (g.m, y), seat, names[seat], _score(view, seat),
               seat_colour(view.sides, seat), moving=seat in view.to_move, dealer=False,
               target=view.rules.target)
        _backs(canvas, g, y, seat, hand.hand_sizes[own])
    _plate(canvas, locale, g, (g.log_x, row_y[0]), out, names[out], _score(view, out),
           seat_colour(view.sides, out), moving=False, dealer=True, target=view.rules.target,
           width=g.log_w, caption=say(locale, "pic-table-sits-out"))
    banner, colour = _board_banner(locale, view, board, names)
    _banner(canvas, g, row_y[1], banner, colour)
    _stock_and_pile(canvas, locale, g, row_y[1], hand)
    _log(canvas, locale, g, (g.log_x, row_y[1] - g.gap // 2, g.width - g.m, height - g.m),
         actions)
    return canvas.picture(_group_text(locale, view, names, actions, note))


def _teams(view: TableView, names: Sequence[str], last_actions: Sequence[str], locale: Locale,
           h: int) -> Picture:
    g = _Grid.of(h, names)
    actions = tuple(last_actions)[-LOG_LINES:]
    if not actions:
        each = LOG_LINES // len(view.boards)
        recent = [played for board in view.boards
                  for played in recent_news(board.hand, each, board.players)]
        actions = tuple(news_lines(locale, recent, names, None,
                                   [board.players for board in view.boards]))
    top = g.rows_top + round(g.head * 1.3)
    block = g.rows(0)[2] + h + round(h * 0.45)  # a board and the room below it
    height = top + len(view.boards) * block - round(h * 0.45) + g.m
    canvas = Canvas(g.width, height)

    title = say(locale, "pic-table-round", round=view.hand_number)
    if view.over and view.winner is not None:
        title = say(locale, "pic-table-team-match-over", round=view.hand_number,
                    name=side_name(locale, view.sides, names, view.winner))
    notes = {limit_note(locale, view.rules, board.hand) for board in view.boards}
    note = " · ".join(sorted(n for n in notes if n))
    _head(canvas, locale, g, title, note, view.rules.target)
    x: float = g.m
    y = g.m + round(g.head * 0.7) + round(g.head * 1.45)
    for side, team in enumerate(side_names(locale, view.sides, names)):
        words = say(locale, "score-of", name=team, score=view.scores[side])
        box = canvas.text((x, y), fit(words, g.head, (g.width - 3 * g.m) / 2), g.head,
                          SIDE_COLOURS[side], bold=True, name=f"team:{side}")
        x = box[2] + g.head * 1.5

    for number, board in enumerate(view.boards):
        row_y = g.rows(top + number * block)
        prefix = f"board{number + 1}:"
        hand = board.hand
        frame = (g.m // 2, row_y[0] - g.gap // 2, g.log_x - g.m // 2, row_y[2] + h + g.gap // 2)
        if hand.result is not None:
            canvas.rounded(frame, h * 0.14, FELT_DARK)
        canvas.mark(f"{prefix}frame", frame)
        for own, y in ((0, row_y[0]), (1, row_y[2])):
            seat = board.players[own]
            _plate(canvas, locale, g, (g.m, y), seat, names[seat], _score(view, seat),
                   seat_colour(view.sides, seat), moving=seat in view.to_move,
                   dealer=hand.dealer == own, target=view.rules.target)
            _backs(canvas, g, y, seat, hand.hand_sizes[own])
        banner, colour = _board_banner(locale, view, board, names)
        result = "" if hand.result is None else showdown_result(
            locale, hand.result, [names[p] for p in board.players])
        _banner(canvas, g, row_y[1], banner, colour, prefix=prefix,
                sub=say(locale, "pic-table-board", board=number + 1), after=result)
        _stock_and_pile(canvas, locale, g, row_y[1], hand, prefix=prefix)
    _log(canvas, locale, g, (g.log_x, top, g.width - g.m, height - g.m), actions)
    return canvas.picture(_group_text(locale, view, names, actions, note))


def _score(view: TableView, seat: int) -> int:
    return view.scores[side_of(view.sides, seat)]


def _board_banner(locale: Locale, view: TableView, board: BoardView,
                  names: Sequence[str]) -> tuple[str, RGB]:
    """Whose turn it is on the board, that its hand is over, or who won the match."""
    on_board = [names[p] for p in board.players]
    turn = whose_turn(locale, board.hand, on_board)
    if turn:
        return turn, seat_colour(view.sides, board.players[board.hand.to_move])
    if view.over and view.winner is not None:
        return (say(locale, "pic-table-wins", name=side_name(locale, view.sides, names,
                                                              view.winner)),
                SIDE_COLOURS[view.winner])
    if len(view.boards) > 1:
        return say(locale, "pic-table-board-over"), INK_SOFT
    return "", INK


def _head(canvas: Canvas, locale: Locale, g: _Grid, title: str, note: str,
          target: int) -> None:
    """The title, the hand's knock limit (when unusual) and the game's target."""
    box = canvas.text((g.m, g.m + g.head * 0.7), title, g.head, INK, bold=True, name="title")
    if note:
        canvas.pill(box[2] + g.head * 0.8, g.m + g.head * 0.35, note, g.small, GOLD, BLACK,
                    name="limit")
    canvas.text((g.width - g.m, g.m + g.head * 0.7), say(locale, "pic-table-game-to",
                                                         target=target),
                g.small, INK_SOFT, anchor="rs")


def _plate(
    canvas: Canvas, locale: Locale, g: _Grid, at: tuple[int, int], seat: int, name: str,
    score: int, colour: RGB, *, moving: bool, dealer: bool, target: int,
    games: tuple[int, ...] | None = None, width: int | None = None, caption: str = "",
) -> None:
    """A player's plate: name, dealer chip, score, and the Hollywood games, a ``caption``
    or the progress towards the target."""
    h, pad, small, head = g.h, g.pad, g.small, g.head
    x, y = at
    plate_w = g.plate_w if width is None else width
    plate = (x, y, x + plate_w, y + h)
    canvas.rounded(plate, h * 0.12, TRAY, outline=GOLD if moving else None,
                   width=max(2, h // 32))
    canvas.mark(f"name:{seat}", plate)
    shown = fit(name, head, plate_w - 2 * pad - g.chip)
    name_box = canvas.text((x + pad, y + pad + head * 0.7), shown, head, colour, bold=True,
                           name=f"name_text:{seat}")
    if dealer:
        r = small * DEALER_CHIP
        cx, cy = name_box[2] + r + small * 0.5, y + pad + head * 0.35
        canvas.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
        canvas.text((cx, cy), say(locale, "pic-table-dealer-chip"), round(small * DEALER_MARK),
                    BLACK, bold=True, anchor="mm", name="dealer")
    score_y = y + h * 0.66
    score_box = canvas.text((x + pad, score_y), str(score), round(h * 0.28), INK, bold=True,
                            name=f"score:{seat}")
    canvas.text((score_box[2] + small * 0.4, score_y), say(locale, "pic-table-points"), small,
                INK_SOFT, name=f"points:{seat}")
    if games is not None:
        line = "  ".join(say(locale, "pic-table-game-score", game=i + 1, score=s)
                         for i, s in enumerate(games))
        canvas.text((x + pad, y + h - pad * 0.8), line, small, INK_SOFT, name=f"games:{seat}")
    elif caption:
        canvas.text((x + pad, y + h - pad * 0.8), fit(caption, small, plate_w - 2 * pad), small,
                    GOLD, bold=True, name=f"caption:{seat}")
    else:  # progress towards the target
        bar_y = y + h - pad * 1.1
        track = (x + pad, bar_y - 3, x + plate_w - pad, bar_y + 3)
        canvas.rounded(track, 3, FELT_DARK)
        share = min(1.0, score / target)
        if share > 0:
            done = (track[0], track[1], track[0] + max(6, (track[2] - track[0]) * share),
                    track[3])
            canvas.rounded(done, 3, colour)


def _backs(canvas: Canvas, g: _Grid, y: int, seat: int, count: int) -> None:
    """A player's hand face down, and how many cards it holds."""
    for i in range(count):
        canvas.card(None, g.fan_x + i * g.fan_step, y, g.h)
    canvas.mark(f"backs:{seat}", (g.fan_x, y, g.fan_x + (count - 1) * g.fan_step + g.w, y + g.h))
    canvas.pill(g.fan_x + (count - 1) * g.fan_step + g.w, y + g.h, f"{count}", g.small, INK,
                BLACK, anchor="m", name=f"count:{seat}")


def _banner(canvas: Canvas, g: _Grid, y: int, banner: str, colour: RGB, *, prefix: str = "",
            sub: str = "", after: str = "") -> None:
    """Whose turn it is (or who won), under the board's ``sub`` caption and above the
    ``after`` line, in the plates' column."""
    if sub:
        canvas.text((g.m + g.plate_w / 2, y + g.small * 0.9), sub, g.small, INK_SOFT, bold=True,
                    anchor="mm", name=f"{prefix}board")
    if not banner:
        return
    lines = [fit(line, g.head, g.plate_w) for line in wrap(banner, g.head, g.plate_w)[:2]]
    line_h = g.head * 1.25
    ty = y + g.h * (0.55 if sub else 0.45) - line_h * (len(lines) - 1) / 2
    for text in lines:
        canvas.text((g.m + g.plate_w / 2, ty), text, g.head, colour, bold=True, anchor="mm",
                    name=f"{prefix}turn:text")
        ty += line_h
    if after:
        canvas.text((g.m + g.plate_w / 2, ty - line_h * 0.2), fit(after, g.small, g.plate_w),
                    g.small, INK, anchor="mm", name=f"{prefix}result")


def _stock_and_pile(canvas: Canvas, locale: Locale, g: _Grid, y: int, hand: HandView, *,
                    prefix: str = "") -> None:
    """The stock (its count beneath) and the top of the discard pile, the upcard ringed."""
    h, w, small = g.h, g.w, g.small
    depth = min(3, max(1, hand.stock_size // 10))
    for i in range(depth):
        canvas.card(None, g.fan_x + 2 * (depth - 1 - i), y + 2 * (depth - 1 - i), h)
    canvas.mark(f"{prefix}stock", (g.fan_x, y, g.fan_x + w + 2 * (depth - 1),
                                   y + h + 2 * (depth - 1)))
    caption_y = y + h + small * 1.35
    canvas.text((g.fan_x + w / 2, caption_y), say(locale, "pic-table-stock",
                                                  count=hand.stock_size),
                small, INK, anchor="ms", name=f"{prefix}stock:count")
    pile_x = g.fan_x + w + g.pile_gap
    shown = hand.pile[-PILE_SHOWN:]
    if shown:
        for i, card in enumerate(shown):
            box = canvas.card(card, pile_x + i * g.pile_step, y, h,
                              name=f"{prefix}pile:{card.code}")
        canvas.mark(f"{prefix}upcard", box)
        canvas.ring(box, GOLD, h)
        canvas.mark(f"{prefix}pile", (pile_x, y, box[2], box[3]))
        canvas.text(((box[0] + box[2]) / 2, caption_y), say(locale, "pic-upcard"), small, GOLD,
                    anchor="ms", name=f"{prefix}upcard:caption")
        if len(hand.pile) > len(shown):
            below = say(locale, "pic-table-pile-below", count=len(hand.pile) - len(shown))
            canvas.text((pile_x, caption_y), below, small, INK_SOFT, anchor="ls",
                        name=f"{prefix}pile:below")
    else:
        slot = (pile_x, y, pile_x + w, y + h)
        canvas.rounded(slot, h * 0.07, None, outline=INK_SOFT, width=2)
        canvas.mark(f"{prefix}pile", slot)
        canvas.text((pile_x + w / 2, caption_y), say(locale, "pic-table-no-upcard"), small,
                    INK_SOFT, anchor="ms", name=f"{prefix}upcard:caption")


def _log(canvas: Canvas, locale: Locale, g: _Grid, log: tuple[int, int, int, int],
         actions: Sequence[str]) -> None:
    """The last actions in words, the latest bright."""
    h, small = g.h, g.small
    canvas.rounded(log, h * 0.12, TRAY)
    canvas.mark("log", log)
    pad = round(h * 0.14)
    canvas.text((log[0] + pad, log[1] + pad + small * 0.7),
                say(locale, "pic-table-last-actions"), small, INK_SOFT, bold=True,
                name="log:title")
    line_h = round(small * 1.45)
    lines: list[tuple[int, str]] = []
    for index, action in enumerate(actions):
        for part in wrap(action, small, g.log_w - 2 * pad):
            lines.append((index, fit(part, small, g.log_w - 2 * pad)))
    lines = lines[-max(1, (log[3] - log[1] - 3 * pad) // line_h):]
    ty = log[1] + pad * 2 + small * 0.7 + line_h
    if not lines:
        canvas.text((log[0] + pad, ty), say(locale, "pic-table-nothing-yet"), small, INK_SOFT)
    for index, part in lines:
        latest = index == len(actions) - 1
        canvas.text((log[0] + pad, ty), part, small, INK if latest else INK_SOFT, bold=latest,
                    name=f"action:{index}")
        ty += line_h


def _pile_line(locale: Locale, hand: HandView) -> str:
    if hand.pile:
        top = format_cards(reversed(hand.pile[-PILE_SHOWN:]))
        return say(locale, "pic-table-text-upcard", card=hand.pile[-1], cards=top)
    return say(locale, "pic-table-text-no-upcard")


def _text(locale: Locale, view: TableView, names: Sequence[str], actions: Sequence[str],
          note: str, turn: str) -> str:
    hand = view.boards[0].hand
    lines = [say(locale, "pic-table-text-head", hand=view.hand_number,
                 score=score_line(locale, names, view.scores), target=view.rules.target)]
    if len(view.games) > 1:
        games = say(locale, "pic-list-between").join(
            say(locale, "pic-table-text-game", game=i + 1, first=g.totals[0],
                second=g.totals[1])
            for i, g in enumerate(view.games))
        lines.append(say(locale, "pic-table-text-hollywood", games=games))
    if note:
        lines.append(say(locale, "news-sentence", line=note))
    lines.append(_pile_line(locale, hand))
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


def _group_text(locale: Locale, view: TableView, names: Sequence[str], actions: Sequence[str],
                note: str) -> str:
    """The alt text of a table of three or four: the scores, then each board."""
    score = side_score_line(locale, view.sides, names, view.scores)
    teams = len(view.boards) > 1
    if teams:
        lines = [say(locale, "pic-table-text-round-head", round=view.hand_number, score=score,
                     target=view.rules.target)]
    else:
        lines = [say(locale, "pic-table-text-head", hand=view.hand_number, score=score,
                     target=view.rules.target)]
    if note:
        lines.append(say(locale, "news-sentence", line=note))
    for number, board in enumerate(view.boards):
        hand = board.hand
        first, second = (names[p] for p in board.players)
        if teams:
            lines.append(say(locale, "pic-table-text-board", board=number + 1, first=first,
                             second=second))
        else:
            out = next(seat for seat in range(3) if seat not in board.players)
            lines.append(say(locale, "pic-table-text-sits-out", name=names[out]))
        lines.append(_pile_line(locale, hand))
        lines.append(say(locale, "pic-table-text-board-cards", stock=hand.stock_size,
                         first=first, first_count=hand.hand_sizes[0], second=second,
                         second_count=hand.hand_sizes[1]))
        on_board = (first, second)
        turn = whose_turn(locale, hand, on_board)
        if turn:
            lines.append(say(locale, "news-sentence", line=turn))
        elif hand.result is not None and teams:
            lines.append(say(locale, "pic-table-text-board-over", board=number + 1,
                             result=showdown_result(locale, hand.result, on_board)))
    if actions:
        lines.append(say(locale, "pic-table-text-last",
                         actions=say(locale, "pic-list-between").join(actions)))
    if view.over and view.winner is not None:
        lines.append(say(locale, "pic-table-text-match-over-group",
                         name=side_name(locale, view.sides, names, view.winner)))
    return "\n".join(lines)
