"""The showdown picture: both hands face up after a knock, gin or a dead hand.

The knocker's row comes first. A defender's cards laid off on the
knocker's melds are shown inside those melds (in rank order on a run),
ringed and underlined in blue, and are no longer in the defender's row.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import Card, HandResult, Outcome, best_arrangement, format_cards
from ginbot.text import Locale, say, score_line, showdown_result

from .canvas import Canvas, pill_size
from .glyphs import fit, name_room, text_width
from .picture import Picture
from .rows import Group, RowMetrics, bar_under, place_row
from .style import (
    BLACK,
    DEAD_MARK,
    GIN,
    GOLD,
    INK,
    INK_SOFT,
    KNOCK,
    LAYOFF,
    PLAYER_COLOURS,
    TRAY,
)

DEFAULT_HEIGHT = 100
BADGE_COLOURS = {Outcome.KNOCK: KNOCK, Outcome.GIN: GIN, Outcome.UNDERCUT: DEAD_MARK,
                 Outcome.BIG_GIN: GIN}


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
    rows = _rows(locale, result)
    sd = result.showdown
    laid = {lo.card for lo in sd.layoffs} if sd is not None else set()
    metrics = RowMetrics(card_height)
    h = metrics.height
    m = round(h * 0.2)
    head = round(h * 0.21)
    small = round(h * 0.15)
    lift = round(h * 0.1)  # laid-off cards stand a little above their meld
    label_h = pill_size("Dg", small)[1]

    text = _text(locale, result, names, scores, *_headline(locale, result, names, hand_number))
    names = tuple(fit(name, head, name_room(head)) for name in names)  # as drawn
    title, line = _headline(locale, result, names, hand_number)
    badge = _badge(locale, result)
    badge_colour = INK_SOFT if sd is None else BADGE_COLOURS[sd.outcome]
    score_text = score_line(locale, names, scores)
    legend = ""
    if sd is not None and sd.layoffs and result.knocker is not None:
        legend = say(locale, "pic-showdown-laid-off", name=names[1 - result.knocker],
                     cards=format_cards(lo.card for lo in sd.layoffs))

    row_widths = [metrics.width(groups) for _, groups, _ in rows]
    title_w = text_width(title, head) + pill_size(badge, small)[0] + head
    label_ws = [pill_size(label, small)[0] + text_width(names[seat], head) + head
                for seat, _, label in rows]
    if legend:
        label_ws[0] += pill_size(legend, small)[0] + head
    footer_w = text_width(line, head) + text_width(score_text, round(small * 1.15)) + 2 * head
    width = 2 * m + max(*row_widths, title_w, *label_ws, footer_w)
    row_h = label_h + round(h * 0.12) + lift + h + metrics.below
    top = m + round(head * 1.6)
    footer_h = round(head * 2.4)
    height = top + len(rows) * (row_h + round(h * 0.08)) + footer_h + m

    canvas = Canvas(width, height)
    canvas.text((m, m + head * 0.75), title, head, INK, bold=True, name="title")
    canvas.pill(width - m, m + head * 0.5, badge, round(small * 1.2), badge_colour, BLACK,
                anchor="r", name="badge")
    y = top
    for number, (seat, groups, label) in enumerate(rows):
        name_box = canvas.text((m, y + label_h * 0.5), names[seat], head, PLAYER_COLOURS[seat],
                               bold=True, anchor="lm", name=f"name:{seat}")
        label_box = canvas.pill(name_box[2] + head * 0.6, y + label_h * 0.5, label, small, TRAY,
                                INK, name=f"label:{seat}", outline=INK_SOFT)
        if number == 0 and legend:
            canvas.pill(label_box[2] + head * 0.4, y + label_h * 0.5, legend, small, LAYOFF,
                        BLACK, name="legend:layoffs")
        cards_top = y + label_h + round(h * 0.12) + lift
        prefix = f"row{number}:"
        dead = set(_dead_cards(groups))
        for spot in place_row(canvas, groups, m, cards_top, metrics, locale=locale,
                              prefix=prefix):
            card = spot.card
            raised = lift if card in laid else 0
            box = canvas.card(card, spot.x, cards_top - raised, h, four_color=four_color,
                              name=f"card:{card.code}")
            if card in laid:
                canvas.ring(box, LAYOFF, h)
                bar_under(canvas, spot, cards_top, metrics, LAYOFF, f"layoff:{card.code}")
            elif card in dead:
                bar_under(canvas, spot, cards_top, metrics, DEAD_MARK, f"dead:{card.code}")
        y += row_h + round(h * 0.08)

    bar = (0, height - footer_h - m // 2, width, height)
    canvas.draw.rectangle(bar, fill=TRAY)
    mid = (bar[1] + bar[3]) / 2
    canvas.text((m, mid), line, head, GOLD, bold=True, anchor="lm", name="result")
    canvas.text((width - m, mid), score_text, round(small * 1.15), INK, bold=True, anchor="rm",
                name="score")
    return canvas.picture(text)


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
    """(seat, groups, label) per row: the knocker first, or seats in order."""
    rows = []
    for seat, groups, deadwood, after in _row_data(result):
        if after:
            label = say(locale, "pic-showdown-deadwood-after-layoffs", deadwood=deadwood)
        else:
            label = say(locale, "pic-deadwood", deadwood=deadwood)
        rows.append((seat, groups, label))
    return rows


def _row_data(result: HandResult) -> list[Row]:
    sd = result.showdown
    if sd is None or result.knocker is None:
        rows = []
        for seat in (0, 1):
            arrangement = best_arrangement(result.hands[seat])
            groups = _groups(arrangement.melds, arrangement.deadwood)
            rows.append((seat, groups, arrangement.deadwood_points, False))
        return rows
    knocker = result.knocker
    extended: list[Group] = []
    for meld in sd.knocker_melds:
        extra = tuple(lo.card for lo in sd.layoffs if lo.meld == meld)
        cards = tuple(meld) + extra
        if len({c.rank for c in meld}) > 1:  # a run: lay-offs go in rank order
            cards = tuple(sorted(cards, key=lambda c: c.rank))
        extended.append(("meld", cards))
    knock_groups = extended + _groups((), sd.knocker_deadwood_cards)
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


def _text(locale: Locale, result: HandResult, names: Sequence[str], scores: Sequence[int],
          title: str, line: str) -> str:
    lines = [say(locale, "news-sentence", line=title)]
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
    lines.append(say(locale, "news-sentence", line=line))
    lines.append(say(locale, "pic-showdown-text-score", score=score_line(locale, names, scores)))
    return "\n".join(lines)
