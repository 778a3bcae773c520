"""A server's ladder in a picture: this month's, all time or an ended season's, a line a
person.

Drawn from ``ginbot.model.Ladder``: the top lines (place, with medals for the first
three; name; rating; matches; win rate; ranking points when anyone has some; the places
gained or lost since the last period) and, when the reader is further down, a gap and
the reader's own line. The table's layout, heading, trays and medals are the tournament
standings' (``cards_img.standings``). The text equivalent is the ladder's text answer.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image, ImageDraw

from ginbot import model
from ginbot.text import Locale, say

from .canvas import Canvas
from .glyphs import fit, text_width
from .picture import Picture
from .standings import (
    MEDAL_INK,
    MEDALS,
    STRIPE,
    Cell,
    Column,
    TableLayout,
    draw_panel,
    heading,
    heading_height,
    margin,
    table_layout,
    tray,
)
from .style import DEAD_MARK, GOLD, INK, INK_SOFT, KNOCK, RGB

UP: RGB = KNOCK  # places gained
DOWN: RGB = DEAD_MARK  # places lost
MESSAGE_LIMIT = 2000  # Discord's limit for one message: the text answer fits in one
NO_NUMBER = "–"  # a rating or a win rate not there yet


def month_name(locale: Locale, year: int, month: int) -> str:
    """A calendar month as the reader writes it: "December 2026", 2026年12月."""
    return say(locale, "ladder-month", month=month, year=str(year))


def render_ladder(ladder: model.Ladder, *, locale: Locale, you: int | None = None) -> Picture:
    """The ladder, worded in ``locale``; ``you`` is the reader (their line is outlined in
    gold, wherever it stands)."""
    rows = [*ladder.entries, *([ladder.caller] if ladder.caller else [])]
    small = 17 if len(rows) <= 16 else 16
    row_h = round(small * (2.0 if len(rows) <= 12 else 1.7))
    head = round(small * 1.55)
    columns = _columns(locale, rows)
    names = [e.name for e in rows]
    widest = str(max((e.rank for e in rows), default=1))
    table = table_layout(locale, columns, names, [False] * len(rows), small, row_h, 560,
                         widest_place=widest if len(widest) > 2 else "64")
    gap = round(row_h * 0.8) if ladder.caller else 0
    body_h = table.header_h + max(1, len(rows)) * row_h + gap + table.pad
    top = heading_height(head, small) + round(small * 0.8)
    m = margin(small, top + body_h + 2 * round(small * 1.2))
    width = max(2 * m + table.width, 600)
    canvas = Canvas(width, m + top + body_h + m)
    if ladder.period is model.LadderPeriod.MONTH:
        title = say(locale, "ladder-pic-title-month",
                    month=month_name(locale, ladder.year, ladder.month))
        subtitle = say(locale, "ladder-pic-subtitle-month")
    elif ladder.period is model.LadderPeriod.SEASON:
        title = say(locale, "ladder-pic-title-season", season=ladder.season)
        subtitle = say(locale, "ladder-pic-subtitle-season",
                       month=month_name(locale, ladder.year, ladder.month))
    else:
        title = say(locale, "ladder-pic-title")
        subtitle = say(locale, "ladder-pic-subtitle-all", days=model.MOVEMENT_DAYS)
    heading(canvas, title, subtitle, INK_SOFT, m, head, small)
    left = m + (width - 2 * m - table.width) // 2
    xs = [left + edge for edge in table.edges]
    draw_panel(canvas, locale, 0, columns, table, xs, m + top, body_h)
    y = m + top + table.header_h
    for index, entry in enumerate(rows):
        if ladder.caller is not None and index == len(ladder.entries):
            _gap(canvas, xs, y, gap, table)
            y += gap
        _row(canvas, index, entry, columns, xs, y, table, entry.user_id == you)
        y += row_h
    return canvas.picture(ladder_text(locale, ladder))


def _columns(locale: Locale, rows: Sequence[model.LadderEntry]) -> list[Column]:
    """Rating, matches, win rate, ranking points (when anyone has some), movement."""
    columns = [
        Column("rating", say(locale, "ladder-column-rating"), tuple(
            Cell(NO_NUMBER if e.rating is None else _rating(e.rating),
                 INK_SOFT if e.rating is None else INK, True) for e in rows)),
        Column("matches", say(locale, "ladder-column-matches"),
               tuple(Cell(str(e.games), INK_SOFT) for e in rows)),
        Column("win-rate", say(locale, "ladder-column-win-rate"), tuple(
            Cell(NO_NUMBER if e.win_rate is None else f"{round(100 * e.win_rate)}%", INK)
            for e in rows)),
    ]
    if any(e.points for e in rows):
        columns.append(Column("points", say(locale, "ladder-column-points"), tuple(
            Cell(str(e.points) if e.points else "·", INK_SOFT) for e in rows)))
    columns.append(Column("moved", say(locale, "ladder-column-moved"),
                          tuple(_moved_cell(locale, e.moved) for e in rows)))
    return columns


def _rating(value: float) -> str:
    """A rating to one decimal, below zero with an en dash (the fonts have no minus)."""
    shown = f"{value:.1f}"
    return shown.replace("-", "–") if shown != "-0.0" else "0.0"


def _moved_cell(locale: Locale, moved: int | None) -> Cell:
    """The places moved as drawn after an arrow; "new" for someone not there before."""
    if moved is None:
        return Cell(say(locale, "ladder-new"), GOLD, True)
    if moved == 0:
        return Cell(NO_NUMBER, INK_SOFT)
    return Cell(str(abs(moved)), UP if moved > 0 else DOWN, True)


def _row(canvas: Canvas, index: int, entry: model.LadderEntry, columns: Sequence[Column],
         xs: Sequence[int], y: int, table: TableLayout, yours: bool) -> None:
    """One person's line: the place (a medal for the first three), the name, the numbers
    and the movement; the reader's own line outlined."""
    small, row_h, pad = table.small, table.row_h, table.pad
    left, right = xs[0], xs[-1]
    if index % 2:
        tray(canvas, (left + pad / 2, y, right - pad / 2, y + row_h), row_h * 0.25, STRIPE)
    if yours:
        box = (left + pad / 4, y + 1, right - pad / 4, y + row_h - 1)
        canvas.rounded(box, row_h * 0.3, None, outline=GOLD, width=max(2, small // 8))
        canvas.mark("you", box)
    canvas.mark(f"row:{index}", (left, y, right, y + row_h))
    middle = y + row_h / 2
    centre = (xs[0] + xs[1]) / 2
    place = str(entry.rank)
    if entry.rank <= 3:
        r = small * 0.72
        disc = (centre - r, middle - r, centre + r, middle + r)
        canvas.rounded(disc, r, MEDALS[entry.rank - 1])
        canvas.mark(f"medal:{index}", disc)
        canvas.text((centre, middle), place, round(small * 0.9), MEDAL_INK, bold=True,
                    anchor="mm", name=f"place:{index}")
    else:
        size = small if text_width(place, small) <= xs[1] - xs[0] - pad else small - 3
        canvas.text((centre, middle), place, size, INK_SOFT, anchor="mm",
                    name=f"place:{index}")
    x = xs[1] + pad
    shown = fit(entry.name, small, xs[2] - pad - x)
    canvas.text((x, middle), shown, small, INK, bold=entry.rank == 1 or yours, anchor="lm",
                name=f"name:{index}")
    for i, column in enumerate(columns):
        cell = column.cells[index]
        centre = (xs[2 + i] + xs[3 + i]) / 2
        if column.key == "moved" and entry.moved:
            _movement(canvas, centre, middle, cell, entry.moved > 0, small, index)
            continue
        canvas.text((centre, middle), cell.text, small, cell.colour, bold=cell.bold,
                    anchor="mm", name=f"cell:{index}:{column.key}")


def _movement(canvas: Canvas, centre: float, middle: float, cell: Cell, up: bool, small: int,
              index: int) -> None:
    """An arrow up or down and the number of places, centred together."""
    arrow = _arrow(round(small * 0.62), up)
    space = round(small * 0.22)
    size = small - 1
    whole = arrow.width + space + text_width(cell.text, size)
    x = round(centre - whole / 2)
    top = round(middle - arrow.height / 2)
    canvas.image.paste(cell.colour, (x, top), arrow)
    canvas.mark(f"{'up' if up else 'down'}:{index}", (x, top, x + arrow.width,
                                                       top + arrow.height))
    canvas.text((x + arrow.width + space, middle), cell.text, size, cell.colour, bold=True,
                anchor="lm", name=f"cell:{index}:moved")


@functools.lru_cache(maxsize=16)
def _arrow(width: int, up: bool) -> Image.Image:
    """An 'L' mask of a triangle pointing up or down, ``width`` px wide, anti-aliased."""
    height = round(width * 0.8)
    big = Image.new("L", (width * 4, height * 4), 0)
    w, h = width * 4 - 1, height * 4 - 1
    points = [(0, h), (w / 2, 0), (w, h)] if up else [(0, 0), (w, 0), (w / 2, h)]
    ImageDraw.Draw(big).polygon(points, fill=255)
    return big.resize((width, height), Image.Resampling.BOX)


def _gap(canvas: Canvas, xs: Sequence[int], y: int, height: int, table: TableLayout) -> None:
    """Between the top and the reader's line further down: three dots under the places and
    a dashed line across."""
    middle = y + height / 2
    centre = (xs[0] + xs[1]) / 2
    dot = max(2, table.small // 7)
    for k in (-1, 0, 1):
        cy = middle + k * dot * 2.6
        canvas.rounded((centre - dot, cy - dot, centre + dot, cy + dot), dot, INK_SOFT)
    dash, x = table.small // 2, xs[1] + table.pad
    while x < xs[-1] - table.pad:
        end = min(x + dash, xs[-1] - table.pad)
        canvas.draw.line((x, middle, end, middle), fill=INK_SOFT, width=1)
        x += 2 * dash
    canvas.mark("gap", (xs[0], y, xs[-1], y + height))


# -- the text answer -------------------------------------------------------------------


def ladder_text(locale: Locale, ladder: model.Ladder) -> str:
    """The ladder in words, a line a person as the text ladder always read ("1. **Ann** ·
    rating 27.4 (3-1) · 40 ranking points"), with the places moved since the last period
    when there are any; the reader's own line after "…" when further down. As many top
    lines as one message holds."""
    if not ladder.entries:
        return say(locale, "ladder-empty")
    if ladder.period is model.LadderPeriod.MONTH:
        title = say(locale, "ladder-title-month",
                    month=month_name(locale, ladder.year, ladder.month))
    elif ladder.period is model.LadderPeriod.SEASON:
        title = say(locale, "ladder-title-season", season=ladder.season,
                    month=month_name(locale, ladder.year, ladder.month))
    else:
        title = say(locale, "ladder-title")
    lines = [title, *(ladder_line(locale, e) for e in ladder.entries)]
    tail = ["…", ladder_line(locale, ladder.caller)] if ladder.caller else []
    while len("\n".join(lines + tail)) > MESSAGE_LIMIT and len(lines) > 1:
        lines.pop()
    return "\n".join(lines + tail)


def ladder_line(locale: Locale, entry: model.LadderEntry) -> str:
    """"3. **Ann** · rating 27.4 (3-1) · 40 ranking points · up 2": what there is of each."""
    parts = [f"**{entry.name}**"]
    if entry.rating is not None:
        parts.append(say(locale, "ladder-rating", rating=f"{entry.rating:.1f}",
                         wins=entry.wins, losses=entry.losses))
    if entry.points:
        parts.append(say(locale, "ladder-points", points=entry.points))
    if entry.moved:
        parts.append(say(locale, "ladder-moved-up", places=entry.moved) if entry.moved > 0
                     else say(locale, "ladder-moved-down", places=-entry.moved))
    return f"{entry.rank}. " + " · ".join(parts)
