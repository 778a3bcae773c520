"""The match summary: running totals hand by hand, and who did what.

Under Hollywood rules the three games are charted side by side. The charts
show hand points; under box scoring the lines under the table add up each final
score from them: the box bonus for each hand won, the game bonus, the shutout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PIL import Image, ImageDraw

from ginbot.engine import HandResult, TableView
from ginbot.text import Locale, bonus_lines, say, score_line, side_name, side_names

from .canvas import Canvas
from .glyphs import fit, name_room, shrink, text_width, wrap
from .picture import Picture
from .sides import side_score_line
from .style import FELT_DARK, GOLD, INK, INK_SOFT, RGB, SIDE_COLOURS, TRAY

SUPER = 2


@dataclass(frozen=True)
class Stats:
    hands_won: tuple[int, int]
    gins: tuple[int, int]  # gin or big gin
    undercuts: tuple[int, int]
    dead: int


def games_won(view: TableView) -> tuple[int, ...]:
    """Games each side has won (Hollywood: the first to reach the target in each game)."""
    return tuple(sum(1 for g in view.games if g.winner == side) for side in range(len(view.sides)))


def match_stats(results: Sequence[HandResult]) -> Stats:
    won, gins, unders = [0, 0], [0, 0], [0, 0]
    dead = 0
    for r in results:
        if r.winner is None:
            dead += 1
            continue
        won[r.winner] += 1
        if r.outcome in ("gin", "big_gin"):
            gins[r.winner] += 1
        elif r.outcome == "undercut":
            unders[r.winner] += 1
    return Stats((won[0], won[1]), (gins[0], gins[1]), (unders[0], unders[1]), dead)


def render_summary(view: TableView, names: Sequence[str], *, locale: Locale,
                   scale: int = 100) -> Picture:
    """The match summary picture from any view of the match (any player's, or the
    public one), worded in ``locale``; ``names`` are the players by seat.

    ``scale`` is the chart height unit in px (100: about 820x540 for two players).
    """
    if view.seats > 2:
        return _group_summary(view, names, locale, scale)
    u = scale
    m = round(u * 0.2)
    head = round(u * 0.24)
    small = round(u * 0.16)
    results = [h.boards[0].result for h in view.hands]
    totals = [g.running for g in view.games]
    stats = match_stats(results)
    outcomes = [r.outcome for r in results]
    hollywood = len(totals) > 1
    width = round(u * 8.2)
    chart_h = round(u * (2.6 if hollywood else 2.9))
    table_top = m + round(head * 1.7) + chart_h + round(u * 0.55)
    row_h = round(small * 1.9)
    bonuses = [] if hollywood else _bonus_lines(
        locale, view, names, totals[0][-1], stats.hands_won)
    height = table_top + 3 * row_h + _bonus_height(bonuses, small) + m
    canvas = Canvas(width, height)

    shown = [fit(name, head, name_room(head)) for name in names]  # the score stays whole
    hands = say(locale, "pic-summary-hands", count=len(results))
    _heading(canvas, _title(locale, view, shown), hands, m, head, small)

    top = m + round(head * 1.7)
    if hollywood:
        gap = round(u * 0.25)
        panel_w = (width - 2 * m - 2 * gap) // 3
        for g, series in enumerate(totals):
            x = m + g * (panel_w + gap)
            final = view.games[g].totals
            lead = 0 if final[0] >= final[1] else 1
            label = say(locale, "pic-summary-game", game=g + 1, leader_score=final[lead],
                        other_score=final[1 - lead])
            leader = None
            if final[0] != final[1]:
                won = final[lead] >= view.rules.target
                room = panel_w - 2 * _pad(small) - text_width(_leader(locale, "", won), small)
                name = fit(names[lead], small, min(room, name_room(small)))
                leader = (_leader(locale, name, won), SIDE_COLOURS[lead])
            _chart(canvas, (x, top, x + panel_w, top + chart_h), series, view.rules.target,
                   outcomes, label, small, name=f"chart:{g + 1}", leader=leader, locale=locale)
    else:
        _chart(canvas, (m, top, width - m, top + chart_h), totals[0], view.rules.target,
               outcomes,
               "", small, name="chart", locale=locale)
    _legend(canvas, locale, m, top + chart_h + round(u * 0.3), small,
            ((say(locale, "pic-summary-legend-hand-won"), "knock"),
             (say(locale, "pic-summary-legend-gin"), "gin"),
             (say(locale, "pic-summary-legend-undercut"), "undercut")))
    columns = [say(locale, "pic-summary-column-score"),
               say(locale, "pic-summary-column-hands-won"),
               say(locale, "pic-summary-column-gins"),
               say(locale, "pic-summary-column-undercuts")]
    games = games_won(view) if hollywood else None
    if games is not None:
        columns.insert(1, say(locale, "pic-summary-column-games-won"))
    rows = []
    for seat in (0, 1):
        values: tuple[int, ...] = (view.scores[seat], stats.hands_won[seat],
                                   stats.gins[seat], stats.undercuts[seat])
        if games is not None:
            values = (values[0], games[seat], *values[1:])
        rows.append((names[seat], values))
    _table(canvas, locale, columns, rows, view.winner, (m, table_top, width - m), row_h, small)
    _draw_bonuses(canvas, bonuses, m, table_top + 3 * row_h, small)
    return canvas.picture(_text(locale, view, names, totals, stats, _title(locale, view, names),
                                bonuses))


def _group_summary(view: TableView, names: Sequence[str], locale: Locale,
                   u: int) -> Picture:
    """Three sides or two teams: one chart of each side's running total, and a row each."""
    m = round(u * 0.2)
    head = round(u * 0.24)
    small = round(u * 0.16)
    teams = any(len(side) > 1 for side in view.sides)
    series = view.games[0].running
    won = view.hands_won
    width = round(u * 8.2)
    chart_h = round(u * 2.9)
    table_top = m + round(head * 1.7) + chart_h + round(u * 0.55)
    row_h = round(small * 1.9)
    sides = side_names(locale, view.sides, names)
    bonuses = _bonus_lines(locale, view, sides, series[-1], won)
    rows_bottom = table_top + (len(view.sides) + 1) * row_h
    height = rows_bottom + _bonus_height(bonuses, small) + m
    canvas = Canvas(width, height)

    shown = [fit(name, head, name_room(head)) for name in names]
    if teams:
        hands = say(locale, "pic-summary-rounds", count=len(view.running))
    else:
        hands = say(locale, "pic-summary-hands", count=len(view.running))
    _heading(canvas, _group_title(locale, view, shown), hands, m, head, small)
    top = m + round(head * 1.7)
    _chart(canvas, (m, top, width - m, top + chart_h), series, view.rules.target,
           ["knock"] * len(view.running), "", small, name="chart", locale=locale)
    if teams:
        legend = say(locale, "pic-summary-legend-round-won")
        won_column = say(locale, "pic-summary-column-rounds-won")
    else:
        legend = say(locale, "pic-summary-legend-hand-won")
        won_column = say(locale, "pic-summary-column-hands-won")
    _legend(canvas, locale, m, top + chart_h + round(u * 0.3), small, ((legend, "knock"),))
    rows = [(sides[side], (view.scores[side], won[side])) for side in range(len(view.sides))]
    _table(canvas, locale, [say(locale, "pic-summary-column-score"), won_column], rows,
           view.winner, (m, table_top, width - m), row_h, small)
    _draw_bonuses(canvas, bonuses, m, rows_bottom, small)
    return canvas.picture(_group_text(locale, view, names, series, won, teams, bonuses))


def _group_title(locale: Locale, view: TableView, names: Sequence[str]) -> str:
    score = side_score_line(locale, view.sides, names, view.scores)
    if view.over and view.winner is not None:
        return say(locale, "pic-summary-over-group",
                   name=side_name(locale, view.sides, names, view.winner), score=score)
    return say(locale, "pic-summary-so-far", score=score)


def _group_text(locale: Locale, view: TableView, names: Sequence[str],
                series: Sequence[tuple[int, ...]], won: Sequence[int], teams: bool,
                bonuses: Sequence[str]) -> str:
    lines = [say(locale, "news-sentence", line=_group_title(locale, view, names))]
    sides = side_names(locale, view.sides, names)
    path = say(locale, "pic-meld-between").join(
        "-".join(map(str, totals)) for totals in series[1:]) or say(
        locale, "pic-summary-text-no-hands")
    lines.append(say(locale, "pic-summary-text-side-totals",
                     sides=say(locale, "pic-list-between").join(sides), totals=path))
    for side, name in enumerate(sides):
        if teams:
            lines.append(say(locale, "pic-summary-text-team", name=name,
                             score=view.scores[side], rounds=won[side]))
        else:
            lines.append(say(locale, "pic-summary-text-side", name=name,
                             score=view.scores[side], hands=won[side]))
    dead = sum(1 for before, after in pairwise(series) if before == after)
    if dead and not teams:
        lines.append(say(locale, "pic-summary-text-dead", count=dead))
    lines += _bonus_text(locale, view, bonuses)
    return "\n".join(lines)


def _heading(canvas: Canvas, title: str, hands: str, m: int, head: int, small: int) -> None:
    """The title on the left, shrunk to fit beside the count of hands on the right."""
    room = canvas.width - 2 * m - text_width(hands, small) - small
    size = shrink(title, head, room, round(head * 0.75))
    canvas.text((m, m + head * 0.75), fit(title, size, room), size, INK, bold=True,
                name="title")
    canvas.text((canvas.width - m, m + head * 0.75), hands, small, INK_SOFT, anchor="rs",
                name="hands")


def _leader(locale: Locale, name: str, won: bool) -> str:
    """"Ann won" a Hollywood game, or "Ann leads" it."""
    if won:
        return say(locale, "pic-summary-game-won", name=name)
    return say(locale, "pic-summary-game-leads", name=name)


def _title(locale: Locale, view: TableView, names: Sequence[str]) -> str:
    if view.over and view.winner is not None:
        args: dict[str, object] = {"name": names[view.winner],
                                   "winner_score": view.scores[view.winner],
                                   "loser_score": view.scores[1 - view.winner]}
        if view.margin is None:
            return say(locale, "pic-summary-over", **args)
        if view.rules.unit_scoring:
            return say(locale, "pic-summary-over-margin-tens", margin=view.margin, **args)
        return say(locale, "pic-summary-over-margin", margin=view.margin, **args)
    return say(locale, "pic-summary-so-far", score=score_line(locale, names, view.scores))


def _chart(
    canvas: Canvas, box: tuple[int, int, int, int], series: Sequence[tuple[int, ...]],
    target: int, outcomes: Sequence[str], label: str, small: int, name: str, *,
    locale: Locale, leader: tuple[str, RGB] | None = None,
) -> None:
    """One chart of running totals, a line a side in its colour, a marker where a hand
    (``outcomes``, one a hand) added to it; ``label`` and the ``leader`` line (in the
    leader's colour) above it."""
    left, top, right, bottom = box
    canvas.rounded(box, small * 0.6, TRAY)
    canvas.mark(name, box)
    pad = _pad(small)
    axis_w = text_width("000", small) + pad
    title_h = round(small * 2.1) if label else 0
    if label:
        canvas.text((left + pad, top + pad + small * 0.7), label, small, INK, bold=True)
    if leader is not None:
        text, colour = leader
        canvas.text((left + pad, top + pad + small * 2.05), text, small, colour, bold=True,
                    name=f"{name}:leader")
        title_h += round(small * 1.35)
    plot = (left + axis_w + pad // 2, top + pad + title_h, right - pad,
            bottom - pad - round(small * 1.3))
    px0, py0, px1, py1 = plot
    hands = max(1, len(series) - 1)
    peak = max(target, *(max(s) for s in series))
    step = 25 if peak <= 150 else 50 if peak <= 400 else 100
    ymax = -(-peak // step) * step

    def xy(i: int, value: int) -> tuple[float, float]:
        return (px0 + (px1 - px0) * i / hands, py1 - (py1 - py0) * value / ymax)

    for value in range(0, ymax + 1, step):
        y = xy(0, value)[1]
        canvas.draw.line((px0, y, px1, y), fill=FELT_DARK, width=1)
        canvas.text((px0 - pad // 2, y), str(value), small, INK_SOFT, anchor="rm")
    every = 1 if hands <= 12 else 2 if hands <= 24 else 5
    for i in range(0, hands + 1, every):
        canvas.text((xy(i, 0)[0], py1 + small * 1.3), str(i), small, INK_SOFT, anchor="ms")

    # Lines are drawn at twice the size on their own layer and scaled down: smooth edges.
    w, h = right - left, bottom - top
    layer = Image.new("RGBA", (w * SUPER, h * SUPER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)

    def big(point: tuple[float, float]) -> tuple[float, float]:
        return ((point[0] - left) * SUPER, (point[1] - top) * SUPER)

    target_y = big(xy(0, target))[1]
    x = big((px0, 0))[0]
    dash = small * SUPER * 0.6
    while x < big((px1, 0))[0]:
        draw.line((x, target_y, min(x + dash, big((px1, 0))[0]), target_y), fill=(*GOLD, 255),
                  width=SUPER * 2)
        x += dash * 1.8
    for seat in range(len(series[0])):
        points = [big(xy(i, s[seat])) for i, s in enumerate(series)]
        pen = (*SIDE_COLOURS[seat], 255)
        if len(points) > 1:
            draw.line(points, fill=pen, width=SUPER * 3, joint="curve")
        for i in range(1, len(series)):
            if series[i][seat] != series[i - 1][seat]:
                _marker(draw, points[i], outcomes[i - 1], pen, SUPER)
    smooth = layer.resize((w, h), Image.Resampling.LANCZOS)
    canvas.image.paste(smooth, (left, top), smooth)
    canvas.mark(f"{name}:plot", plot)
    line_y = xy(0, target)[1]
    words = say(locale, "pic-summary-target", target=target)
    if line_y - small * 1.3 >= py0:  # above its line
        canvas.text((px0 + pad // 2, line_y - small * 0.4), words, small, GOLD, anchor="ls",
                    name=f"{name}:target")
    else:  # the target tops the axis: under its line, inside the plot
        canvas.text((px0 + pad // 2, line_y + small * 0.45), words, small, GOLD, anchor="lt",
                    name=f"{name}:target")


def _pad(small: int) -> int:
    """A chart's inner margin."""
    return round(small * 0.9)


def _marker(draw: ImageDraw.ImageDraw, centre: tuple[float, float], outcome: str,
            colour: tuple[int, int, int, int], unit: float) -> None:
    """A hand won: a dot; gin: a larger dot in a white ring; undercut: a diamond."""
    cx, cy = centre
    if outcome == "undercut":
        for r, fill in ((unit * 7.5, (*INK, 255)), (unit * 5.5, colour)):
            draw.polygon(((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)), fill=fill)
        return
    rings = ((unit * 7, (*INK, 255)), (unit * 5, colour)) if outcome in ("gin", "big_gin") \
        else ((unit * 3.5, colour),)
    for r, fill in rings:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


def _legend(canvas: Canvas, locale: Locale, x: float, y: int, small: int,
            items: Sequence[tuple[str, str]]) -> None:
    """What the chart's markers (``items``: words, outcome) mean, drawn with the same
    shapes."""
    unit = small / 14
    for text, outcome in items:
        layer = Image.new("RGBA", (small * SUPER, small * SUPER), (0, 0, 0, 0))
        _marker(ImageDraw.Draw(layer), (small * SUPER / 2, small * SUPER / 2), outcome,
                (*INK_SOFT, 255), unit * SUPER)
        mark = layer.resize((small, small), Image.Resampling.LANCZOS)
        canvas.image.paste(mark, (round(x), round(y - small / 2)), mark)
        box = canvas.text((x + small * 1.3, y), text, small, INK_SOFT, anchor="lm",
                          name=f"legend:{outcome}")
        x = box[2] + small * 1.5


def _table(canvas: Canvas, locale: Locale, columns: Sequence[str],
           rows: Sequence[tuple[str, tuple[int, ...]]], winner: int | None,
           where: tuple[int, int, int], row_h: int, small: int) -> None:
    """The numbers: a row a side (its name in its colour, the winner's row on a tray)."""
    left, top, right = where
    col_w = (right - left) * 0.66 / max(4, len(columns))  # few columns stay as narrow
    first = right - col_w * len(columns)
    for i, title in enumerate(columns):  # a long title wraps, its last line on the row's
        lines = wrap(title, small, col_w - small * 0.6)
        for depth, line in enumerate(reversed(lines)):
            canvas.text((first + col_w * (i + 0.5), top + row_h * 0.6 - depth * small * 1.2),
                        line, small, INK_SOFT, anchor="ms", name=f"column:{i}:{depth}")
    for seat, (name, values) in enumerate(rows):
        y = top + row_h * (seat + 1)
        colour: RGB = SIDE_COLOURS[seat]
        if seat == winner:
            canvas.rounded((left, y, right, y + row_h - 4), row_h * 0.3, TRAY)
        room = first - left - small
        won = say(locale, "pic-summary-winner", name="")
        label = fit(name, small, room - text_width(won, small))
        if seat == winner:
            label = say(locale, "pic-summary-winner", name=label)
        canvas.text((left + small * 0.6, y + row_h * 0.5), label, small, colour, bold=True,
                    anchor="lm", name=f"row:{seat}")
        for i, value in enumerate(values):
            canvas.text((first + col_w * (i + 0.5), y + row_h * 0.5), str(value), small, INK,
                        bold=i == 0, anchor="mm", name=f"cell:{seat}:{i}")


def _text(locale: Locale, view: TableView, names: Sequence[str],
          totals: Sequence[Sequence[tuple[int, ...]]], stats: Stats, title: str,
          bonuses: Sequence[str]) -> str:
    lines = [say(locale, "news-sentence", line=title)]
    between = say(locale, "pic-meld-between")
    for g, series in enumerate(totals):
        path = between.join(f"{a}-{b}" for a, b in series[1:]) or say(
            locale, "pic-summary-text-no-hands")
        if len(totals) > 1:
            lines.append(say(locale, "pic-summary-text-game-totals", game=g + 1, first=names[0],
                             second=names[1], totals=path))
        else:
            lines.append(say(locale, "pic-summary-text-totals", first=names[0], second=names[1],
                             totals=path))
    won = games_won(view) if len(totals) > 1 else None
    for seat in (0, 1):
        args: dict[str, object] = {
            "name": names[seat], "score": view.scores[seat], "hands": stats.hands_won[seat],
            "gins": stats.gins[seat], "undercuts": stats.undercuts[seat]}
        if won is not None:
            lines.append(say(locale, "pic-summary-text-player-games", games=won[seat], **args))
        else:
            lines.append(say(locale, "pic-summary-text-player", **args))
    if stats.dead:
        lines.append(say(locale, "pic-summary-text-dead", count=stats.dead))
    lines += _bonus_text(locale, view, bonuses)
    if view.margin is not None and view.winner is not None and not view.rules.unit_scoring:
        lines.append(say(locale, "pic-summary-text-margin", name=names[view.winner],
                         margin=view.margin))
    return "\n".join(lines)


def _bonus_lines(locale: Locale, view: TableView, sides: Sequence[str],
                 points: Sequence[int], hands_won: Sequence[int]) -> list[str]:
    """Box scoring at the match's end: how each total adds up (``ginbot.text.bonus_lines``)."""
    if not view.over or view.winner is None:
        return []
    return bonus_lines(locale, view.rules, sides, points, hands_won, view.scores, view.winner)


def _bonus_text(locale: Locale, view: TableView, bonuses: Sequence[str]) -> list[str]:
    """The bonus lines as sentences; without them, that the bonuses are in the totals."""
    if bonuses:
        return [say(locale, "news-sentence", line=line) for line in bonuses]
    if view.rules.bonuses and view.over:
        return [say(locale, "pic-summary-text-bonuses")]
    return []


def _bonus_height(bonuses: Sequence[str], small: int) -> int:
    return round(len(bonuses) * small * 1.55 + small * 0.4) if bonuses else 0


def _draw_bonuses(canvas: Canvas, bonuses: Sequence[str], m: int, top: int, small: int) -> None:
    """The bonus lines under the table, each shrunk to the picture's width if need be."""
    room = canvas.width - 2 * m - small
    for number, line in enumerate(bonuses):
        size = shrink(line, small, room, round(small * 0.75))
        canvas.text((m + small * 0.6, top + small * (1.4 + 1.55 * number)), fit(line, size, room),
                    size, INK_SOFT, name=f"bonus:{number}")
