"""The showdown picture: both hands face up after a knock, gin or a dead hand.

The knocker's row comes first. A defender's cards laid off on the
knocker's melds are shown inside those melds (in rank order on a run),
ringed and underlined in blue, and are no longer in the defender's row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginbot.engine import Card, HandResult, Outcome, best_arrangement, format_cards, round_score
from ginbot.text import Locale, say, showdown_result, side_name

from .canvas import Canvas, pill_size
from .glyphs import fit, name_room, text_width
from .picture import Picture
from .rows import Group, RowMetrics, bar_under, place_row
from .sides import Sides, seat_colour, side_of, side_score_line
from .style import (
    BLACK,
    DEAD_MARK,
    FELT_DARK,
    GIN,
    GOLD,
    INK,
    INK_SOFT,
    KNOCK,
    LAYOFF,
    RGB,
    TRAY,
)

DEFAULT_HEIGHT = 100
PAIR = ((0,), (1,))  # the sides of a two-player table
BADGE_COLOURS = {Outcome.KNOCK: KNOCK, Outcome.GIN: GIN, Outcome.UNDERCUT: DEAD_MARK,
                 Outcome.BIG_GIN: GIN}


Seats = tuple[int, int]  # the table seats playing a board, by the hand's seats 0 and 1


@dataclass(frozen=True)
class _Sizes:
    """Proportions shared by every showdown picture, from the card height."""

    metrics: RowMetrics
    h: int
    m: int
    head: int
    small: int
    lift: int  # laid-off cards stand a little above their meld
    label_h: int
    row_h: int

    @classmethod
    def of(cls, card_height: int) -> _Sizes:
        metrics = RowMetrics(card_height)
        h = metrics.height
        head = round(h * 0.21)
        small = round(h * 0.15)
        lift = round(h * 0.1)
        label_h = pill_size("Dg", small)[1]
        row_h = label_h + round(h * 0.12) + lift + h + metrics.below
        return cls(metrics, h, round(h * 0.2), head, small, lift, label_h, row_h)

    @property
    def row_step(self) -> int:
        return self.row_h + round(self.h * 0.08)


@dataclass(frozen=True)
class _Board:
    """One board's showdown, ready to draw: its rows, lay-offs and the names as drawn."""

    players: Seats
    result: HandResult
    rows: list[tuple[int, list[Group], str]]
    names: tuple[str, str]  # by the hand's seat, shortened to fit
    colours: tuple[RGB, RGB]
    legend: str

    @classmethod
    def of(cls, locale: Locale, players: Seats, result: HandResult, names: Sequence[str],
           sides: Sides, size: _Sizes) -> _Board:
        drawn = tuple(fit(names[p], size.head, name_room(size.head)) for p in players)
        sd = result.showdown
        legend = ""
        if sd is not None and sd.layoffs and result.knocker is not None:
            legend = say(locale, "pic-showdown-laid-off", name=drawn[1 - result.knocker],
                         cards=format_cards(lo.card for lo in sd.layoffs))
        return cls(players, result, _rows(locale, result), (drawn[0], drawn[1]),
                   (seat_colour(sides, players[0]), seat_colour(sides, players[1])), legend)

    def width(self, size: _Sizes) -> int:
        """The widest of its rows and their labels."""
        head, small = size.head, size.small
        label_ws = [pill_size(label, small)[0] + text_width(self.names[seat], head) + head
                    for seat, _, label in self.rows]
        if self.legend:
            label_ws[0] += pill_size(self.legend, small)[0] + head
        return max(*(size.metrics.width(groups) for _, groups, _ in self.rows), *label_ws)

    def draw(self, canvas: Canvas, locale: Locale, size: _Sizes, y: int, *, four_color: bool,
             prefix: str = "") -> int:
        """Both rows from ``y`` down; the y below them. Layout names start with ``prefix``."""
        m, h, head, small, label_h = size.m, size.h, size.head, size.small, size.label_h
        sd = self.result.showdown
        laid = {lo.card for lo in sd.layoffs} if sd is not None else set()
        for number, (seat, groups, label) in enumerate(self.rows):
            at = self.players[seat]
            name_box = canvas.text((m, y + label_h * 0.5), self.names[seat], head,
                                   self.colours[seat], bold=True, anchor="lm",
                                   name=f"{prefix}name:{at}")
            label_box = canvas.pill(name_box[2] + head * 0.6, y + label_h * 0.5, label, small,
                                    TRAY, INK, name=f"{prefix}label:{at}", outline=INK_SOFT)
            if number == 0 and self.legend:
                canvas.pill(label_box[2] + head * 0.4, y + label_h * 0.5, self.legend, small,
                            LAYOFF, BLACK, name=f"{prefix}legend:layoffs")
            cards_top = y + label_h + round(h * 0.12) + size.lift
            dead = set(_dead_cards(groups))
            for spot in place_row(canvas, groups, m, cards_top, size.metrics, locale=locale,
                                  prefix=f"{prefix}row{number}:"):
                card = spot.card
                raised = size.lift if card in laid else 0
                box = canvas.card(card, spot.x, cards_top - raised, h, four_color=four_color,
                                  name=f"{prefix}card:{card.code}")
                if card in laid:
                    canvas.ring(box, LAYOFF, h)
                    bar_under(canvas, spot, cards_top, size.metrics, LAYOFF,
                              f"{prefix}layoff:{card.code}")
                elif card in dead:
                    bar_under(canvas, spot, cards_top, size.metrics, DEAD_MARK,
                              f"{prefix}dead:{card.code}")
            y += size.row_step
        return y


def render_showdown(
    result: HandResult, names: Sequence[str], scores: Sequence[int], *,
    locale: Locale, hand_number: int | None = None, four_color: bool = False,
    card_height: int = DEFAULT_HEIGHT,
) -> Picture:
    """Both hands of a finished hand, face up, with the result, worded in ``locale``.

    ``result`` is the ``HandResult`` (a showdown or a dead hand); ``names``
    the players by seat; ``scores`` the match score by seat after this hand;
    ``hand_number`` is shown in the title when given.
    """
    return render_round_showdown([((0, 1), result)], names, scores, PAIR, locale=locale,
                                 hand_number=hand_number, four_color=four_color,
                                 card_height=card_height)


def render_round_showdown(
    boards: Sequence[tuple[Seats, HandResult]],
    names: Sequence[str], scores: Sequence[int], sides: Sides, *, locale: Locale,
    hand_number: int | None = None, four_color: bool = False,
    card_height: int = DEFAULT_HEIGHT,
) -> Picture:
    """The showdown at any table, worded in ``locale``: each board's two hands face up.

    ``boards`` holds (the board's table seats, its ``HandResult``): one board
    for two players or three-handed gin, both boards of a team round (board 1
    first), which are then drawn one above the other with what the round
    scores by team (RULES.md section 10). ``names`` are the players by table
    seat; ``scores`` the match score by side after this hand or round;
    ``sides`` the table's sides; ``hand_number`` (the round's, for teams) is
    shown in the title when given.
    """
    played = [((players[0], players[1]), result) for players, result in boards]
    if len(played) not in (1, 2):
        raise ValueError(f"a showdown has one board or a team round's two, not {len(played)}")
    if len(scores) != len(sides):
        raise ValueError(f"{len(scores)} scores for {len(sides)} sides: one a side")
    for players, _ in played:
        for seat in players:
            side_of(sides, seat)  # every player sits on a side
    size = _Sizes.of(card_height)
    if len(played) == 1:
        return _single(locale, played[0], names, scores, sides, size, hand_number, four_color)
    return _round(locale, played, names, scores, sides, size, hand_number, four_color)


def _single(locale: Locale, board: tuple[Seats, HandResult], names: Sequence[str],
            scores: Sequence[int], sides: Sides, size: _Sizes, hand_number: int | None,
            four_color: bool) -> Picture:
    """One board: the picture of a two-player (or three-handed) showdown."""
    players, result = board
    m, head, small = size.m, size.head, size.small
    on_board = [names[p] for p in players]
    score = side_score_line(locale, sides, names, scores)
    text = _text(locale, result, on_board, score, *_headline(locale, result, on_board,
                                                             hand_number))
    for seat in range(len(names)):
        if seat not in players:  # three-handed: the dealer sat the hand out
            text += "\n" + say(locale, "pic-table-text-sits-out", name=names[seat])
    drawn = _Board.of(locale, players, result, names, sides, size)
    title, line = _headline(locale, result, drawn.names, hand_number)
    badge = _badge(locale, result)
    shown_names = [fit(name, head, name_room(head)) for name in names]
    score_text = side_score_line(locale, sides, shown_names, scores)

    title_w = text_width(title, head) + pill_size(badge, small)[0] + head
    footer_w = text_width(line, head) + text_width(score_text, round(small * 1.15)) + 2 * head
    width = 2 * m + max(drawn.width(size), title_w, footer_w)
    top = m + round(head * 1.6)
    footer_h = round(head * 2.4)
    height = top + len(drawn.rows) * size.row_step + footer_h + m

    canvas = Canvas(width, height)
    canvas.text((m, m + head * 0.75), title, head, INK, bold=True, name="title")
    canvas.pill(width - m, m + head * 0.5, badge, round(small * 1.2), _badge_colour(result),
                BLACK, anchor="r", name="badge")
    drawn.draw(canvas, locale, size, top, four_color=four_color)
    _footer(canvas, size, line, score_text, footer_h)
    return canvas.picture(text)


def _round(locale: Locale, boards: Sequence[tuple[Seats, HandResult]], names: Sequence[str],
           scores: Sequence[int], sides: Sides, size: _Sizes, hand_number: int | None,
           four_color: bool) -> Picture:
    """A team round: each board under its own heading, then what the round scores."""
    m, head, small = size.m, size.head, size.small
    drawn = [_Board.of(locale, players, result, names, sides, size) for players, result in boards]
    headings = [say(locale, "pic-showdown-board", board=number + 1,
                    headline=_headline(locale, board.result, board.names, None)[0])
                for number, board in enumerate(drawn)]
    results = [showdown_result(locale, board.result, board.names) for board in drawn]
    title = (say(locale, "pic-showdown-round-title", round=hand_number)
             if hand_number is not None else "")
    shown_names = [fit(name, head, name_room(head)) for name in names]
    line = _round_line(locale, boards, shown_names, sides)
    score_text = side_score_line(locale, sides, shown_names, scores)
    result_size = round(small * 1.15)

    heading_ws = [text_width(heading, head) + pill_size(_badge(locale, board.result), small)[0]
                  + head for heading, board in zip(headings, drawn, strict=True)]
    footer_w = text_width(line, head) + text_width(score_text, result_size) + 2 * head
    width = 2 * m + max(*(board.width(size) for board in drawn), *heading_ws,
                        *(text_width(r, result_size) for r in results),
                        text_width(title, head), footer_w)
    heading_h = round(head * 1.9)
    result_h = round(head * 1.5)
    board_h = heading_h + 2 * size.row_step + result_h
    top = m + round(head * 1.6) if title else m
    footer_h = round(head * 2.4)
    height = top + len(drawn) * (board_h + round(head * 0.6)) + footer_h + m

    canvas = Canvas(width, height)
    if title:
        canvas.text((m, m + head * 0.75), title, head, INK, bold=True, name="title")
    y = top
    for number, (board, heading) in enumerate(zip(drawn, headings, strict=True)):
        prefix = f"board{number + 1}:"
        frame = (m // 2, y, width - m // 2, y + board_h)
        canvas.rounded(frame, head * 0.6, None, outline=FELT_DARK, width=max(2, size.h // 40))
        canvas.mark(f"{prefix}frame", frame)
        canvas.text((m, y + heading_h * 0.55), heading, head, INK, bold=True, anchor="lm",
                    name=f"{prefix}title")
        canvas.pill(width - m, y + heading_h * 0.55, _badge(locale, board.result),
                    round(small * 1.2), _badge_colour(board.result), BLACK, anchor="r",
                    name=f"{prefix}badge")
        after = board.draw(canvas, locale, size, y + heading_h, four_color=four_color,
                           prefix=prefix)
        canvas.text((m, after + result_h * 0.4), results[number], result_size, GOLD, bold=True,
                    anchor="lm", name=f"{prefix}result")
        y += board_h + round(head * 0.6)
    _footer(canvas, size, line, score_text, footer_h)
    return canvas.picture(_round_text(locale, boards, names, sides, scores, hand_number,
                                      line))


def _footer(canvas: Canvas, size: _Sizes, line: str, score_text: str, footer_h: int) -> None:
    """The bar at the bottom: the result on the left, the match score on the right."""
    m, head, small = size.m, size.head, size.small
    bar = (0, canvas.height - footer_h - m // 2, canvas.width, canvas.height)
    canvas.draw.rectangle(bar, fill=TRAY)
    mid = (bar[1] + bar[3]) / 2
    canvas.text((m, mid), line, head, GOLD, bold=True, anchor="lm", name="result")
    canvas.text((canvas.width - m, mid), score_text, round(small * 1.15), INK, bold=True,
                anchor="rm", name="score")


def _badge_colour(result: HandResult) -> RGB:
    sd = result.showdown
    return INK_SOFT if sd is None else BADGE_COLOURS[sd.outcome]


def _round_line(locale: Locale, boards: Sequence[tuple[Seats, HandResult]],
                names: Sequence[str], sides: Sides) -> str:
    """What a team round scores: both results, the difference, or nothing."""
    won: list[list[int]] = [[] for _ in sides]
    for players, result in boards:
        if result.winner is not None:
            won[side_of(sides, players[result.winner])].append(result.points)
    if not any(won):
        return say(locale, "pic-round-dead")
    side, points = round_score(won[0], won[1])
    name = side_name(locale, sides, names, side)
    if won[0] and won[1]:
        if points == 0:
            return say(locale, "pic-round-even")
        return say(locale, "pic-round-split", name=name, points=points)
    if len(won[side]) == 2:
        return say(locale, "pic-round-both", name=name, points=points)
    return say(locale, "pic-round-one", name=name, points=points)


def _badge(locale: Locale, result: HandResult) -> str:
    """KNOCK, GIN, UNDERCUT, BIG GIN or DEAD HAND, as the catalogue writes it."""
    outcome = result.showdown.outcome if result.showdown is not None else None
    if outcome is Outcome.KNOCK:
        return say(locale, "pic-showdown-badge-knock")
    if outcome is Outcome.GIN:
        return say(locale, "pic-showdown-badge-gin")
    if outcome is Outcome.UNDERCUT:
        return say(locale, "pic-showdown-badge-undercut")
    if outcome is Outcome.BIG_GIN:
        return say(locale, "pic-showdown-badge-big-gin")
    return say(locale, "pic-showdown-badge-dead")


def _headline(locale: Locale, result: HandResult, names: Sequence[str],
              hand_number: int | None) -> tuple[str, str]:
    """The title ("Hand 5 · Ann knocks") and the result line."""
    sd = result.showdown
    if sd is None or result.knocker is None:
        headline = say(locale, "pic-showdown-dead")
    elif sd.outcome is Outcome.GIN:
        headline = say(locale, "pic-showdown-goes-gin", name=names[result.knocker])
    elif sd.outcome is Outcome.BIG_GIN:
        headline = say(locale, "pic-showdown-big-gin", name=names[result.knocker])
    else:
        headline = say(locale, "pic-showdown-knocks", name=names[result.knocker])
    if hand_number is not None:
        headline = say(locale, "pic-showdown-title", hand=hand_number, headline=headline)
    return headline, showdown_result(locale, result, names)


Row = tuple[int, list[Group], int, bool]  # seat, groups, deadwood, after lay-offs


def _rows(locale: Locale, result: HandResult) -> list[tuple[int, list[Group], str]]:
    """(seat, groups, label) per row: the knocker first, or seats in order. The
    defender's lay-offs are drawn in the knocker's melds they went on."""
    rows = []
    for seat, groups, deadwood, after in _row_data(result):
        if after:
            label = say(locale, "pic-showdown-deadwood-after-layoffs", deadwood=deadwood)
        else:
            label = say(locale, "pic-deadwood", deadwood=deadwood)
        if seat == result.knocker:
            groups = _laid_on(groups, result)
        rows.append((seat, groups, label))
    return rows


def _laid_on(groups: Sequence[Group], result: HandResult) -> list[Group]:
    """The knocker's groups with each lay-off in the meld it went on."""
    sd = result.showdown
    layoffs = sd.layoffs if sd is not None else ()
    extended: list[Group] = []
    for kind, cards in groups:
        laid = tuple(lo.card for lo in layoffs if lo.meld == cards)
        if kind == "meld" and laid:
            cards += laid
            if len({c.rank for c in cards}) > 1:  # a run: lay-offs go in rank order
                cards = tuple(sorted(cards, key=lambda c: c.rank))
        extended.append((kind, cards))
    return extended


def _row_data(result: HandResult) -> list[Row]:
    """Each hand as it was laid down (the melds before any lay-off), the knocker first."""
    sd = result.showdown
    if sd is None or result.knocker is None:
        rows = []
        for seat in (0, 1):
            arrangement = best_arrangement(result.hands[seat])
            groups = _groups(arrangement.melds, arrangement.deadwood)
            rows.append((seat, groups, arrangement.deadwood_points, False))
        return rows
    knocker = result.knocker
    knock_groups = _groups(sd.knocker_melds, sd.knocker_deadwood_cards)
    if result.knock_card is not None:
        knock_groups.append(("knock", (result.knock_card,)))
    defend_groups = _groups(sd.defender_melds, sd.defender_deadwood_cards)
    return [
        (knocker, knock_groups, sd.knocker_deadwood, False),
        (1 - knocker, defend_groups, sd.defender_deadwood, bool(sd.layoffs)),
    ]


def _groups(melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]) -> list[Group]:
    groups: list[Group] = [("meld", tuple(m)) for m in melds]
    if deadwood:
        groups.append(("deadwood", tuple(sorted(deadwood, key=lambda c: (c.rank, c.suit)))))
    return groups


def _dead_cards(groups: Sequence[Group]) -> list[Card]:
    return [c for kind, cards in groups if kind == "deadwood" for c in cards]


def _text(locale: Locale, result: HandResult, names: Sequence[str], score: str,
          title: str, line: str) -> str:
    lines = [say(locale, "news-sentence", line=title), *_rows_text(locale, result, names)]
    lines.append(say(locale, "news-sentence", line=line))
    lines.append(say(locale, "pic-showdown-text-score", score=score))
    return "\n".join(lines)


def _round_text(locale: Locale, boards: Sequence[tuple[Seats, HandResult]],
                names: Sequence[str], sides: Sides, scores: Sequence[int],
                hand_number: int | None, line: str) -> str:
    """A team round in words: each board's hands and result, then the round's score."""
    lines = []
    if hand_number is not None:
        lines.append(say(locale, "news-sentence",
                         line=say(locale, "pic-showdown-round-title", round=hand_number)))
    for number, (players, result) in enumerate(boards):
        on_board = [names[p] for p in players]
        lines.append(say(locale, "pic-showdown-text-board", board=number + 1,
                         first=on_board[0], second=on_board[1]))
        lines.append(say(locale, "news-sentence",
                         line=_headline(locale, result, on_board, None)[0]))
        lines += _rows_text(locale, result, on_board)
        lines.append(say(locale, "news-sentence", line=showdown_result(locale, result,
                                                                        on_board)))
    lines.append(say(locale, "news-sentence", line=line))
    lines.append(say(locale, "pic-showdown-text-score",
                     score=side_score_line(locale, sides, names, scores)))
    return "\n".join(lines)


def _rows_text(locale: Locale, result: HandResult, names: Sequence[str]) -> list[str]:
    """Each hand's melds and deadwood, the card put face down, and the lay-offs."""
    lines: list[str] = []
    sd = result.showdown
    none = say(locale, "pic-none")
    for seat, groups, deadwood, after in _row_data(result):
        melds = say(locale, "pic-meld-between").join(
            format_cards(c) for kind, c in groups if kind == "meld") or none
        args = {"name": names[seat], "melds": melds, "deadwood": deadwood,
                "cards": format_cards(_dead_cards(groups)) or none}
        if after:
            lines.append(say(locale, "pic-showdown-text-row-after-layoffs", **args))
        else:
            lines.append(say(locale, "pic-showdown-text-row", **args))
        if seat == result.knocker and result.knock_card is not None:
            lines.append(say(locale, "pic-showdown-text-face-down", name=names[seat],
                             card=result.knock_card))
    if sd is not None and sd.layoffs and result.knocker is not None:
        layoffs = say(locale, "pic-list-between").join(
            say(locale, "pic-showdown-text-layoff", card=lo.card, meld=format_cards(lo.meld))
            for lo in sd.layoffs)
        lines.append(say(locale, "pic-showdown-text-layoffs", name=names[1 - result.knocker],
                         layoffs=layoffs))
    return lines
