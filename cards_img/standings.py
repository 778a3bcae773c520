"""Server tournaments in pictures: the standings table and the knockout bracket.

Both are drawn from the plain values of ``ginbot.model`` (``StandingRow``, ``Entrant``,
``Game``). Who stands where in the bracket is ``ginbot.tournament.bracket``'s, the rule
the knockout pairs by (seed 1 against the last seed, seeds 1 and 2 in opposite halves):
the picture only finds each game its box.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ginbot import model, tournament
from ginbot.text import Locale, say, seat_name

from .canvas import Canvas, rounded_mask
from .glyphs import fit, name_room, shrink, text_width, wrap
from .picture import Picture
from .style import FELT_DARK, GOLD, INK, INK_SOFT, KNOCK, RGB, TRAY

STRIPE: RGB = (16, 66, 39)  # every other row of the standings, on the tray
DIM: RGB = (112, 142, 122)  # a removed player's row
LINE: RGB = (74, 128, 94)  # a bracket's connector before its game is decided
WON: RGB = (40, 112, 68)  # the winner's line in a bracket's box
MEDALS: tuple[RGB, RGB, RGB] = ((242, 192, 64), (206, 212, 220), (214, 140, 72))
MEDAL_INK: RGB = (44, 34, 12)

SPLIT = 24
"""More rows than this and the standings go in two panels side by side: 64 players stay
at a readable size in a picture about as wide as it is tall."""



def points(value: float) -> str:
    """Match points as people write them: 3, and 2.5 only when there is a half."""
    return str(int(value)) if value == int(value) else f"{value:g}"


def signed(value: int) -> str:
    """A points difference with its sign: +45, –12 (an en dash: the fonts have no minus), 0."""
    return f"+{value}" if value > 0 else f"–{-value}" if value < 0 else "0"


def format_name(locale: Locale, format: model.TournamentFormat) -> str:
    """A tournament's format as players call it: Swiss, knockout, round robin."""
    if format is model.TournamentFormat.SWISS:
        return say(locale, "standings-format-swiss")
    if format is model.TournamentFormat.KNOCKOUT:
        return say(locale, "standings-format-knockout")
    return say(locale, "standings-format-round-robin")


def stage_name(locale: Locale, round_number: int, rounds: int) -> str:
    """A knockout round by what it decides: the final, the semi-finals, or its number."""
    left = rounds - round_number
    if left == 0:
        return say(locale, "bracket-final")
    if left == 1:
        return say(locale, "bracket-semi-finals")
    if left == 2:
        return say(locale, "bracket-quarter-finals")
    return say(locale, "bracket-round", round=round_number)


def _stage(locale: Locale, status: model.TournamentStatus, round_number: int, rounds: int) -> str:
    """Where the tournament is: taking entries, round 3 of 6, finished or cancelled."""
    if status is model.TournamentStatus.FINISHED:
        return say(locale, "standings-final")
    if status is model.TournamentStatus.CANCELLED:
        return say(locale, "standings-cancelled")
    if status is model.TournamentStatus.SIGNUP or round_number < 1:
        return say(locale, "standings-signup")
    return say(locale, "standings-round", round=round_number, rounds=rounds)


def entrant_names(locale: Locale, entrants: Sequence[model.Entrant]) -> dict[int, str]:
    """Each entrant's name by number, as people read it: a computer by its level; a name
    the field has twice (two computers of one level) gets the entry number."""
    names = {e.number: seat_name(locale, e.seat) for e in entrants}
    counts = Counter(names.values())
    return {n: say(locale, "seat-numbered", name=name, seat=n) if counts[name] > 1 else name
            for n, name in names.items()}


def margin(small: int, height: int) -> int:
    """The space around a picture: clear of the canvas's rim, which thickens with height."""
    return max(round(small * 1.2), max(3, height // 90) + round(small * 0.7))


def heading_height(head: int, small: int) -> int:
    """From the margin to the bottom of the heading (title and subtitle)."""
    return round(head * 0.78 + small * 2.45)


def heading(canvas: Canvas, title: str, subtitle: str, colour: RGB, m: int, head: int,
            small: int) -> None:
    """The title and, under it, one line more (a tournament's format and stage)."""
    room = canvas.width - 2 * m
    size = shrink(title, head, room, round(head * 0.7))
    canvas.text((m, m + head * 0.78), fit(title, size, room), size, INK, bold=True,
                name="title")
    sub = shrink(subtitle, small, room, round(small * 0.8))
    y = m + head * 0.78 + small * 1.55
    canvas.text((m, y), fit(subtitle, sub, room), sub, colour, bold=True, name="subtitle")


def _computer_icon(canvas: Canvas, x: float, y: float, size: int, colour: RGB) -> None:
    """A small screen on a stand after a computer player's name, (x, y) its left middle."""
    w, h = size * 0.95, size * 0.62
    top = y - size * 0.42
    canvas.rounded((x, top, x + w, top + h), size * 0.12, outline=colour,
                   width=max(1, size // 9))
    stand = max(1, size // 9)
    middle = x + w / 2
    canvas.draw.rectangle((middle - stand / 2, top + h, middle + stand / 2, top + h + size * 0.14),
                          fill=colour)
    canvas.draw.rectangle((middle - w * 0.25, top + h + size * 0.14,
                           middle + w * 0.25, top + h + size * 0.14 + stand), fill=colour)


def tray(canvas: Canvas, box: tuple[float, float, float, float], radius: float,
         colour: RGB) -> None:
    """A filled rounded rectangle, as ``Canvas.rounded`` draws it but quicker for a large
    one: two plain rectangles, and a disc in each corner (its inner three quarters fall
    on the same colour)."""
    left, top, right, bottom = (round(v) for v in box)
    r = min(round(radius), (right - left) // 2, (bottom - top) // 2)
    if r < 1:
        canvas.draw.rectangle((left, top, right - 1, bottom - 1), fill=colour)
        return
    canvas.draw.rectangle((left + r, top, right - r - 1, bottom - 1), fill=colour)
    canvas.draw.rectangle((left, top + r, right - 1, bottom - r - 1), fill=colour)
    disc = rounded_mask(2 * r, 2 * r, r)
    for x, y in ((left, top), (right - 2 * r, top), (left, bottom - 2 * r),
                 (right - 2 * r, bottom - 2 * r)):
        canvas.image.paste(colour, (x, y), disc)


def _strike(canvas: Canvas, box: tuple[int, int, int, int], colour: RGB, size: int) -> None:
    """A line through a removed player's name."""
    y = (box[1] + box[3]) / 2 - size * 0.06
    canvas.draw.line((box[0] - 2, y, box[2] + 2, y), fill=colour, width=max(1, size // 10))


# -- the standings ---------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    text: str
    colour: RGB
    bold: bool = False


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    cells: tuple[Cell, ...]
    words: bool = False  # words, set from the left; numbers are centred


def _status_cell(locale: Locale, row: model.StandingRow, status: model.TournamentStatus,
                 rounds: int) -> Cell:
    """A knockout player's state: still in, out in a round, or the champion."""
    if row.out_in is not None:
        return Cell(say(locale, "standings-out-in", stage=stage_name(locale, row.out_in, rounds)),
                     DIM if row.entrant.removed else INK_SOFT)
    if row.entrant.removed:
        return Cell(say(locale, "standings-removed"), DIM)
    if status is model.TournamentStatus.FINISHED:
        if row.place == 1:
            return Cell(say(locale, "standings-champion"), GOLD, True)
        return Cell("", INK_SOFT)
    return Cell(say(locale, "standings-still-in"), KNOCK, True)


def _columns(locale: Locale, format: model.TournamentFormat, rows: Sequence[model.StandingRow],
             status: model.TournamentStatus, rounds: int) -> list[Column]:
    """The columns after the player's: score, played, W–L, byes (if any), the tie-breaks
    and, in a knockout, how far each player got."""
    def ink(row: model.StandingRow, colour: RGB = INK) -> RGB:
        return DIM if row.entrant.removed else colour

    columns = [
        Column("score", say(locale, "standings-column-score"),
                tuple(Cell(points(r.score), ink(r), True) for r in rows)),
        Column("played", say(locale, "standings-column-played"),
                tuple(Cell(str(r.played), ink(r, INK_SOFT)) for r in rows)),
        Column("record", say(locale, "standings-column-record"),
                tuple(Cell(f"{r.wins}–{r.losses}", ink(r)) for r in rows)),
    ]
    if any(r.byes for r in rows):
        columns.append(Column("byes", say(locale, "standings-column-byes"), tuple(
            Cell(str(r.byes) if r.byes else "·", ink(r, INK_SOFT)) for r in rows)))
    if format is model.TournamentFormat.SWISS:
        columns.append(Column("buchholz", say(locale, "standings-column-buchholz"), tuple(
            Cell(points(r.buchholz or 0.0), ink(r, INK_SOFT)) for r in rows)))
    columns.append(Column("difference", say(locale, "standings-column-difference"), tuple(
        Cell(signed(r.difference), ink(r, INK if r.difference >= 0 else INK_SOFT))
        for r in rows)))
    if format is model.TournamentFormat.KNOCKOUT:
        columns.append(Column("status", say(locale, "standings-column-status"),
                               tuple(_status_cell(locale, r, status, rounds) for r in rows),
                               words=True))
    return columns


@dataclass(frozen=True)
class TableLayout:
    """Where the standings' columns go: sizes, and each column's left edge in a panel."""

    small: int  # row text
    label: int  # column titles
    row_h: int
    pad: int
    edges: tuple[int, ...]  # from the panel's left: place, player, then each column
    titles: tuple[tuple[str, ...], ...]  # each column's title, wrapped

    @property
    def width(self) -> int:
        return self.edges[-1]

    @property
    def header_h(self) -> int:
        return round(self.label * (1.25 * max(map(len, self.titles), default=1) + 0.9))


def _icon_room(small: int) -> int:
    """The room a computer's screen takes after its name."""
    return round(small * 1.35)


def table_layout(locale: Locale, columns: Sequence[Column], names: Sequence[str],
                 computers: Sequence[bool], small: int, row_h: int, least: int, *,
                 widest_place: str = "64") -> TableLayout:
    """The columns' widths: each as wide as its widest cell or title word (a long title
    wraps), the player's as the longest name (and a computer's screen) up to
    ``name_room``; a table narrower than ``least`` spreads its numbers out. The place
    column holds ``widest_place``."""
    label, pad = small - 2, round(small * 0.55)
    place_w = max(text_width(say(locale, "standings-column-place"), label),
                  text_width(widest_place, small), round(small * 1.45)) + 2 * pad
    longest = max((min(text_width(n, small), name_room(small)) + _icon_room(small) * computer
                   for n, computer in zip(names, computers, strict=True)), default=0)
    player_w = max(longest, text_width("Annabelle", small),
                   text_width(say(locale, "standings-column-player"), label)) + 2 * pad
    widths, titles = [], []
    for column in columns:
        natural = max((text_width(c.text, small) for c in column.cells), default=0)
        words = max(text_width(word, label) for word in column.title.split() or [""])
        room = max(natural, words, round(small * 3.2))
        lines = tuple(wrap(column.title, label, room)) or ("",)
        titles.append(lines)
        widths.append(max(room, *(text_width(line, label) for line in lines))
                      + 2 * pad + round(small * 0.4))
    spare = least - place_w - player_w - sum(widths)
    if spare > 0 and widths:
        widths = [w + spare // len(widths) for w in widths]
        player_w += spare - spare // len(widths) * len(widths)
    edges = [0, place_w, place_w + player_w]
    for w in widths:
        edges.append(edges[-1] + w)
    return TableLayout(small, label, row_h, pad, tuple(edges), tuple(titles))


def render_standings(
    title: str,
    format: model.TournamentFormat,
    rows: Sequence[model.StandingRow],
    *,
    round_number: int,
    rounds: int,
    status: model.TournamentStatus,
    locale: Locale,
) -> Picture:
    """The standings table of a tournament, best first, worded in ``locale``.

    ``rows`` come ordered and placed (shared places allowed); ``round_number`` of
    ``rounds`` is the round being played. Up to ``SPLIT`` rows stand in one panel, more in
    two side by side; the top three get medals once the tournament is finished.
    """
    two = len(rows) > SPLIT
    small = 15 if two else 17
    row_h = round(small * (1.75 if two or len(rows) > 16 else 2.0))
    head = round(small * 1.55)
    gap = round(small * 1.2)
    columns = _columns(locale, format, rows, status, rounds)
    named = entrant_names(locale, [r.entrant for r in rows])
    names = [named[r.entrant.number] for r in rows]
    table = table_layout(locale, columns, names, [r.entrant.seat.is_computer for r in rows], small,
                   row_h, 0 if two else 520)
    panels = [rows[: (len(rows) + 1) // 2], rows[(len(rows) + 1) // 2:]] if two else [rows]
    body_h = table.header_h + max(1, len(panels[0])) * row_h + table.pad
    top = heading_height(head, small) + round(small * 0.8)
    m = margin(small, top + body_h + 2 * round(small * 1.2))
    width = max(2 * m + len(panels) * table.width + (len(panels) - 1) * gap, 560)
    canvas = Canvas(width, m + top + body_h + m)
    stage = _stage(locale, status, round_number, rounds)
    subtitle = say(locale, "standings-subtitle", format=format_name(locale, format),
                   stage=stage)
    finished = status is model.TournamentStatus.FINISHED
    heading(canvas, title, subtitle, GOLD if finished else INK_SOFT, m, head, small)

    first = 0
    for number, panel in enumerate(panels):
        left = m + number * (table.width + gap)
        xs = [left + edge for edge in table.edges]
        draw_panel(canvas, locale, number, columns, table, xs, m + top, body_h)
        for offset, row in enumerate(panel):
            index = first + offset
            y = m + top + table.header_h + offset * row_h
            _standing_row(canvas, index, row, names[index], columns, xs, y, table, finished)
        first += len(panel)
    if not rows:
        canvas.text((m + table.width / 2, m + top + table.header_h + row_h / 2),
                    say(locale, "standings-nobody"), small, INK_SOFT, anchor="mm",
                    name="nobody")
    return canvas.picture(_standings_text(locale, title, subtitle, format, rows, names,
                                          status, rounds))


def draw_panel(canvas: Canvas, locale: Locale, number: int, columns: Sequence[Column],
               table: TableLayout, xs: Sequence[int], top: int, height: int) -> None:
    """The tray of one panel of rows, with the columns' titles."""
    left, right = xs[0], xs[-1]
    tray(canvas, (left, top, right, top + height), table.small * 0.6, TRAY)
    canvas.mark(f"panel:{number}", (left, top, right, top + height))
    canvas.mark(f"player:{number}", (xs[1], top, xs[2], top + height))
    label, pad = table.label, table.pad
    y = top + table.header_h - label * 0.55
    canvas.text(((xs[0] + xs[1]) / 2, y), say(locale, "standings-column-place"), label,
                INK_SOFT, anchor="ms", name=f"column:{number}:place")
    canvas.text((xs[1] + pad, y), say(locale, "standings-column-player"), label, INK_SOFT,
                name=f"column:{number}:player")
    for i, (column, lines) in enumerate(zip(columns, table.titles, strict=True)):
        x = xs[2 + i] + pad if column.words else (xs[2 + i] + xs[3 + i]) / 2
        for depth, line in enumerate(reversed(lines)):
            canvas.text((x, y - depth * label * 1.25), line, label, INK_SOFT,
                        anchor="ls" if column.words else "ms",
                        name=f"column:{number}:{column.key}:{depth}")
    canvas.draw.line((left + pad, top + table.header_h - 1, right - pad,
                      top + table.header_h - 1), fill=FELT_DARK, width=1)


def _standing_row(canvas: Canvas, index: int, row: model.StandingRow, name: str,
                  columns: Sequence[Column], xs: Sequence[int], y: int, table: TableLayout,
                  finished: bool) -> None:
    """One player's line: the place (a medal for the top three of a finished tournament),
    the name (struck out if removed; a screen after a computer's), then the numbers."""
    small, row_h, pad = table.small, table.row_h, table.pad
    left, right = xs[0], xs[-1]
    if index % 2:
        tray(canvas, (left + pad / 2, y, right - pad / 2, y + row_h), row_h * 0.25, STRIPE)
    canvas.mark(f"row:{index}", (left, y, right, y + row_h))
    middle = y + row_h / 2
    removed = row.entrant.removed
    centre = (xs[0] + xs[1]) / 2
    if finished and row.place <= 3 and not removed:
        r = small * 0.72
        disc = (centre - r, middle - r, centre + r, middle + r)
        canvas.rounded(disc, r, MEDALS[row.place - 1])
        canvas.mark(f"medal:{index}", disc)
        canvas.text((centre, middle), str(row.place), round(small * 0.9), MEDAL_INK, bold=True,
                    anchor="mm", name=f"place:{index}")
    else:
        canvas.text((centre, middle), str(row.place), small, DIM if removed else INK_SOFT,
                    anchor="mm", name=f"place:{index}")
    x = xs[1] + pad
    room = xs[2] - pad - x
    computer = row.entrant.seat.is_computer
    icon = _icon_room(small) if computer else 0
    shown = fit(name, small, room - icon)
    box = canvas.text((x, middle), shown, small, DIM if removed else INK,
                      bold=row.place == 1 and not removed, anchor="lm", name=f"name:{index}")
    if computer:
        _computer_icon(canvas, box[2] + small * 0.4, middle, small,
                       DIM if removed else INK_SOFT)
    if removed:
        _strike(canvas, box, DIM, small)
    for i, column in enumerate(columns):
        cell = column.cells[index]
        if not cell.text:
            continue
        if column.words:
            canvas.text((xs[2 + i] + pad, middle), cell.text, small, cell.colour,
                        bold=cell.bold, anchor="lm", name=f"cell:{index}:{column.key}")
        else:
            canvas.text(((xs[2 + i] + xs[3 + i]) / 2, middle), cell.text, small, cell.colour,
                        bold=cell.bold, anchor="mm", name=f"cell:{index}:{column.key}")


def _standings_text(locale: Locale, title: str, subtitle: str, format: model.TournamentFormat,
                    rows: Sequence[model.StandingRow], names: Sequence[str],
                    status: model.TournamentStatus, rounds: int) -> str:
    """The standings in words, a line a player. Numbers no plural depends on go as written:
    Fluent's number formatting would be most of the time 64 lines take."""
    lines = [say(locale, "standings-text-head", title=title, subtitle=subtitle)]
    between = say(locale, "pic-list-between")
    for row, name in zip(rows, names, strict=True):
        score: float | int = int(row.score) if row.score == int(row.score) else row.score
        details = [say(locale, "standings-text-score", score=score),
                   say(locale, "standings-text-record", played=str(row.played),
                       wins=str(row.wins), losses=str(row.losses))]
        if row.byes:
            details.append(say(locale, "standings-text-byes", byes=row.byes))
        if format is model.TournamentFormat.SWISS:
            details.append(say(locale, "standings-text-buchholz",
                               buchholz=points(row.buchholz or 0.0)))
        details.append(say(locale, "standings-text-difference", difference=signed(row.difference)))
        if format is model.TournamentFormat.KNOCKOUT:
            state = _status_cell(locale, row, status, rounds).text
            if state:
                details.append(state)
        elif row.entrant.removed:
            details.append(say(locale, "standings-removed"))
        lines.append(say(locale, "standings-text-row", place=str(row.place), name=name,
                         details=between.join(details)))
    if not rows:
        lines.append(say(locale, "standings-nobody"))
    return "\n".join(lines)


# -- the bracket -----------------------------------------------------------------------


@dataclass
class _Slot:
    """One box of the bracket: its game once paired, and who stands on each line."""

    game: model.Game | None
    players: list[int | None]  # entrant numbers, top line first
    byes: list[bool]  # a line that is a bye (nobody to meet), not someone still unknown

    @property
    def decided(self) -> bool:
        """Whether who goes through is known: the game is decided or, before it is paired,
        every line is a player or a bye, and one at least a bye."""
        if self.game is None:
            return any(self.byes) and all(
                p is not None or bye for p, bye in zip(self.players, self.byes, strict=True))
        return self.game.end is not None

    @property
    def winner(self) -> int | None:
        """Who goes through: a bye's player, or the game's winner (None: nobody yet)."""
        if not self.decided:
            return None
        if self.game is None or self.game.second is None:
            return next((p for p in self.players if p is not None), None)
        return self.game.winner


def _slots(seeded: Sequence[model.Entrant], games: Sequence[model.Game],
           total: int) -> list[list[_Slot]]:
    """Every box of every round, top to bottom, as ``ginbot.tournament.bracket`` places
    the players, each with its game once paired (whatever its board number)."""
    count = len(seeded)
    if count > 1 << total:
        raise ValueError(f"{count} entrants do not fit a bracket of {total} rounds")
    drawn = tournament.bracket([e.number for e in seeded], games)
    if len(drawn) != total:
        raise ValueError(f"a knockout of {count} entrants has {len(drawn)} rounds, "
                         f"not {total}")
    place = {n: i for i, n in enumerate(p for pair in drawn[0] for p in pair) if n is not None}
    grid: list[list[_Slot]] = []
    for r, pairs in enumerate(drawn, 1):
        at: dict[int, model.Game] = {}
        for game in (g for g in games if g.round == r):
            j = place[game.first] >> r
            players = {p for p in pairs[j] if p is not None}
            if j in at or players != set(game.entrants):
                raise ValueError(f"round {r} board {game.board} is not the bracket's "
                                 f"{pairs[j]}")
            at[j] = game
        column: list[_Slot] = []
        for j, pair in enumerate(pairs):
            if r == 1:
                byes = [p is None for p in pair]
            else:  # a line stays empty when nobody went through the box before it
                byes = [f.decided and f.winner is None for f in grid[-1][2 * j: 2 * j + 2]]
            column.append(_Slot(at.get(j), list(pair), byes))
        grid.append(column)
    return grid


@dataclass(frozen=True)
class _BracketSizes:
    """The bracket's text size, line height and the widths inside a box."""

    small: int
    line_h: int
    box_w: int
    seed_w: int
    score_w: int
    pad: int


def render_bracket(
    title: str,
    seeded: Sequence[model.Entrant],
    rounds: Sequence[Sequence[model.Game]],
    *,
    total_rounds: int,
    locale: Locale,
) -> Picture:
    """A knockout's bracket, worded in ``locale``: a column a round, a box a game.

    ``seeded`` is every entrant, best seed first (the seed drawn before each name);
    ``rounds`` the games paired so far, round 1 first. A decided game's winner is
    highlighted with both match scores; a box not yet paired shows whoever is known to
    reach it (before round 1 is paired: the draw). The champion stands above the final.
    A ValueError when the games are not the bracket's, or ``total_rounds`` not the
    knockout's of the field (at least 2 entrants).
    """
    total = max(1, total_rounds)
    grid = _slots(seeded, [g for games in rounds for g in games], total)
    by_number = {e.number: e for e in seeded}
    seed = {e.number: i + 1 for i, e in enumerate(seeded)}
    names = entrant_names(locale, seeded)
    small = 17 if total <= 3 else (16, 15, 14)[min(total, 6) - 4]
    line_h = round(small * (1.65 if total <= 3 else 1.55))
    pad = round(small * 0.45)
    seed_w = text_width(str(len(seeded)), round(small * 0.8)) + round(small * 0.5)
    longest = max((text_width(n, small) for n in names.values()), default=0)
    name_w = max(min(longest, name_room(small)), text_width("Annabelle", small))
    score_w = max(text_width("000", small), text_width(say(locale, "bracket-forfeit"),
                                                        round(small * 0.85)))
    box_w = 2 * pad + seed_w + name_w + round(small * 0.6) + score_w
    sizes = _BracketSizes(small, line_h, box_w, seed_w, score_w, pad)
    box_h = 2 * line_h
    gap = round(line_h * 0.7)
    join = round(small * 1.8)  # between the columns, where the connectors run
    head = round(small * 1.55)

    # Everything below is measured from the top margin, which depends on the height.
    label_y = heading_height(head, small) + round(small * 1.3)
    top = label_y + round(small * 0.8)
    centres: list[list[float]] = [[top + j * (box_h + gap) + box_h / 2
                                   for j in range(len(grid[0]))]]
    for _ in grid[1:]:
        last = centres[-1]
        centres.append([(last[2 * j] + last[2 * j + 1]) / 2 for j in range(len(last) // 2)])
    champion_h = round(line_h * 1.5)
    champion_top = centres[-1][0] - box_h / 2 - gap - champion_h
    lift = max(0.0, top + small * 1.4 - champion_top)  # room for the champion above the final
    centres = [[c + lift for c in column] for column in centres]
    champion_top += lift
    inner_h = round(max(c for column in centres for c in column) + box_h / 2)
    inner_h = max(inner_h, round(centres[0][-1] + box_h / 2))
    m = margin(small, inner_h + 2 * round(small * 1.2))
    columns_w = total * box_w + (total - 1) * join
    width = max(2 * m + columns_w, 560)
    canvas = Canvas(width, m + inner_h + m)
    subtitle = say(locale, "standings-subtitle", format=say(locale, "standings-format-knockout"),
                   stage=say(locale, "bracket-players", count=len(seeded)))
    heading(canvas, title, subtitle, INK_SOFT, m, head, small)
    left = (width - columns_w) // 2
    xs = [left + r * (box_w + join) for r in range(total)]
    ys = [[m + c for c in column] for column in centres]

    current = _current_round(grid)
    for r in range(total):
        label = stage_name(locale, r + 1, total)
        size = shrink(label, small, box_w, round(small * 0.75))
        canvas.text((xs[r] + box_w / 2, m + label_y), fit(label, size, box_w), size,
                    GOLD if r + 1 == current else INK_SOFT, bold=r + 1 == current, anchor="ms",
                    name=f"round:{r + 1}")
    for lit in (False, True):  # the gold paths over the dim ones where they meet
        for r, column in enumerate(grid[:-1]):
            for j, slot in enumerate(column):
                if (slot.winner is not None) == lit:
                    _connector(canvas, xs[r] + box_w, ys[r][j], xs[r] + box_w + join,
                               ys[r + 1][j // 2], GOLD if lit else LINE, small)
    for r, column in enumerate(grid):
        for j, slot in enumerate(column):
            _game_box(canvas, locale, slot, (r + 1, j + 1), xs[r], ys[r][j] - box_h / 2, sizes,
                      names, seed, by_number)
    _champion(canvas, locale, grid[-1][0].winner, names, seed, (xs[-1], m + champion_top), gap,
              sizes)
    return canvas.picture(_bracket_text(locale, title, subtitle, grid, names, seed, total))


def _current_round(grid: Sequence[Sequence[_Slot]]) -> int:
    """The round being played: the first with a game paired and not decided, else the first
    not paired yet (0 when the final is decided)."""
    for r, column in enumerate(grid, 1):
        if any(s.game is not None and not s.decided for s in column):
            return r
    for r, column in enumerate(grid, 1):
        if all(s.game is None for s in column) and not all(s.decided for s in column):
            return r
    return 0


def _connector(canvas: Canvas, x0: float, y0: float, x1: float, y1: float, colour: RGB,
               small: int) -> None:
    """The line from a box to the box its winner goes on to."""
    width = max(2, small // 7)
    middle = round((x0 + x1) / 2)
    draw = canvas.draw
    draw.line((x0, y0, middle, y0), fill=colour, width=width)
    draw.line((middle, y0, middle, y1), fill=colour, width=width)
    draw.line((middle, y1, x1, y1), fill=colour, width=width)


def _game_box(canvas: Canvas, locale: Locale, slot: _Slot, where: tuple[int, int], x: float,
              y: float, sizes: _BracketSizes, names: dict[int, str], seed: dict[int, int],
              by_number: dict[int, model.Entrant]) -> None:
    """A game: two lines, each a seed, a name and the match score; the winner's line lit."""
    small, line_h, pad = sizes.small, sizes.line_h, sizes.pad
    r, j = where
    radius = small * 0.35
    box = (x, y, x + sizes.box_w, y + 2 * line_h)
    canvas.rounded(box, radius, TRAY)
    canvas.mark(f"game:{r}:{j}", box)
    winner = slot.winner
    game = slot.game
    for line, number in enumerate(slot.players):
        top = y + line * line_h
        middle = top + line_h / 2
        won = winner is not None and number == winner and game is not None \
            and game.second is not None
        if won:
            lit = (x, top, x + sizes.box_w, top + line_h)
            canvas.rounded(lit, radius, WON)
            canvas.draw.rectangle((x, top + line_h / 2 if line == 0 else top, x + sizes.box_w - 1,
                                   top + line_h / 2 if line == 1 else top + line_h - 1),
                                  fill=WON)
            canvas.draw.rectangle((x, top + (radius if line == 0 else 0), x + 3,
                                   top + line_h - (radius if line == 1 else 0)), fill=GOLD)
            canvas.mark(f"winner:{r}:{j}", lit)
        if number is None:
            if slot.byes[line]:
                canvas.text((x + pad + sizes.seed_w, middle), say(locale, "bracket-bye"),
                            round(small * 0.85), INK_SOFT, anchor="lm",
                            name=f"bye:{r}:{j}:{line}")
            continue
        entrant = by_number[number]
        out = slot.decided and winner is not None and number != winner
        ink = DIM if entrant.removed else INK_SOFT if out else INK
        canvas.text((x + pad + sizes.seed_w - round(small * 0.4), middle), str(seed[number]),
                    round(small * 0.8), INK_SOFT if not won else GOLD, anchor="rm",
                    name=f"seed:{r}:{j}:{line}")
        room = sizes.box_w - 2 * pad - sizes.seed_w - sizes.score_w - round(small * 0.6)
        shown = fit(names[number], small, room)
        name_box = canvas.text((x + pad + sizes.seed_w, middle), shown, small, ink, bold=won,
                               anchor="lm", name=f"name:{r}:{j}:{line}")
        if entrant.removed:
            _strike(canvas, name_box, DIM, small)
        if game is not None and game.second is not None and slot.decided:
            score_x = x + sizes.box_w - pad
            mine = game.points[0] if number == game.first else game.points[1]
            if game.end is model.GameEnd.FORFEIT and not won:
                canvas.text((score_x, middle), say(locale, "bracket-forfeit"),
                            round(small * 0.85), INK_SOFT, anchor="rm",
                            name=f"score:{r}:{j}:{line}")
            elif game.end is not model.GameEnd.FORFEIT:
                canvas.text((score_x, middle), str(mine), small, GOLD if won else INK_SOFT,
                            bold=won, anchor="rm", name=f"score:{r}:{j}:{line}")
    canvas.draw.line((x + pad, y + line_h, x + sizes.box_w - pad, y + line_h), fill=FELT_DARK,
                     width=1)


def _champion(canvas: Canvas, locale: Locale, winner: int | None, names: dict[int, str],
              seed: dict[int, int], where: tuple[float, float], gap: int,
              sizes: _BracketSizes) -> None:
    """Above the final: "Champion", and the winner's name once the final is decided."""
    x, y = where
    small, line_h = sizes.small, sizes.line_h
    h = round(line_h * 1.5)
    box = (x, y, x + sizes.box_w, y + h)
    canvas.text((x + sizes.box_w / 2, y - small * 0.45), say(locale, "bracket-champion"),
                round(small * 0.85), GOLD, bold=True, anchor="ms", name="champion:label")
    if winner is None:
        canvas.rounded(box, small * 0.4, None, outline=LINE, width=2)
        canvas.mark("champion", box)
        return
    canvas.rounded(box, small * 0.4, WON, outline=GOLD, width=max(2, small // 7))
    canvas.mark("champion", box)
    middle = y + h / 2
    stem = x + sizes.box_w / 2  # down to the final's box
    canvas.draw.line((stem, y + h, stem, y + h + gap), fill=GOLD, width=max(2, small // 7))
    size = round(small * 1.15)
    label = f"{seed[winner]}  {names[winner]}"
    room = sizes.box_w - 2 * sizes.pad
    canvas.text((x + sizes.box_w / 2, middle), fit(label, size, room), size, GOLD, bold=True,
                anchor="mm", name="champion:name")


def _bracket_text(locale: Locale, title: str, subtitle: str, grid: Sequence[Sequence[_Slot]],
                  names: dict[int, str], seed: dict[int, int], total: int) -> str:
    """The bracket in words: each round's games, then the champion."""
    def who(number: int) -> str:
        return say(locale, "bracket-text-seeded", seed=seed[number], name=names[number])

    lines = [say(locale, "bracket-text-head", title=title, subtitle=subtitle)]
    between = say(locale, "pic-list-between")
    for r, column in enumerate(grid, 1):
        games = [g for g in (_game_words(locale, s, who) for s in column) if g]
        if not games:
            games = [say(locale, "bracket-text-waiting")]
        lines.append(say(locale, "bracket-text-round", stage=stage_name(locale, r, total),
                         games=between.join(games)))
    champion = grid[-1][0].winner
    if champion is not None:
        lines.append(say(locale, "bracket-text-champion", name=who(champion)))
    return "\n".join(lines)


def _game_words(locale: Locale, slot: _Slot, who: Callable[[int], str]) -> str:
    """One paired game in words ("" for a box not paired yet)."""
    game = slot.game
    if game is None:
        return ""
    if game.second is None:
        return say(locale, "bracket-text-bye", name=who(game.first))
    if game.end is None:
        return say(locale, "bracket-text-to-play", first=who(game.first), second=who(game.second))
    if game.winner is None:
        return say(locale, "bracket-text-nobody", first=who(game.first), second=who(game.second))
    loser = game.second if game.winner == game.first else game.first
    if game.end is model.GameEnd.FORFEIT:
        return say(locale, "bracket-text-forfeit", winner=who(game.winner), loser=who(loser))
    won, lost = game.points if game.winner == game.first else reversed(game.points)
    return say(locale, "bracket-text-won", winner=who(game.winner), loser=who(loser),
               winner_points=won, loser_points=lost)
