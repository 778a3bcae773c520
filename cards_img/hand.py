"""A player's private hand picture, from their ``HandView``.

The hand is shown sorted into melds (deadwood set apart on a dark tray), by
suit, or by rank. Deadwood cards carry a red bar in every sort. The card
just drawn from the stock is lifted and ringed in gold (tagged "NEW" in English);
the card just taken from the discard pile, which may not be discarded this turn,
is lifted and ringed in amber ("TAKEN"). Every word comes from pictures.ftl in the
reader's language.

With 11 cards (after a draw, or a Scarne deal's opening hand) the picture
shows the best arrangement of all 11 cards, and the label gives the least
deadwood the player can keep: "Deadwood 4 after discarding K♦" (the card
just taken from the pile is never the suggested discard). The "Can knock"
and "Gin!" badges appear exactly when ``view.legal`` offers a knock (gin:
a knock leaving no deadwood, or big gin).
"""

from __future__ import annotations

from ginbot.engine import HandView, format_cards
from ginbot.text import HandPlan, Locale, Sort, plan_hand, say

from .canvas import Canvas, pill_size
from .glyphs import text_width
from .picture import Picture
from .rows import RowMetrics, bar_under, place_row
from .style import (
    AMBER,
    BLACK,
    DEAD_MARK,
    GIN,
    GOLD,
    INK,
    INK_SOFT,
    KNOCK,
    TRAY,
)

DEFAULT_HEIGHT = 120


def render_hand(
    view: HandView, *, locale: Locale, sort: Sort = "melds", four_color: bool = False,
    card_height: int = DEFAULT_HEIGHT, fan: bool = True, show_upcard: bool = True,
) -> Picture:
    """The private hand picture of ``view`` (a player's own ``HandView``), worded in
    ``locale`` (the reader's language).

    ``sort``: "melds" (default; melds, then deadwood set apart), "suit" or
    "rank". ``four_color``: diamonds blue and clubs green. ``card_height``:
    card size in px (the picture scales with it). ``fan``: overlap the cards
    of a group (default) or spread them side by side. ``show_upcard``: while
    the player is to draw, show the upcard at the right, so the choice
    between the stock and the pile can be made from this picture alone.
    """
    plan = plan_hand(view, sort)
    rows = RowMetrics(card_height, fan)
    h, w = rows.height, rows.card_w
    margin = round(h * 0.16)
    head_size = round(h * 0.19)
    tag_size = round(h * 0.12)
    lift = round(h * 0.1)
    head_h = pill_size("Dg", head_size)[1]
    tag_h = pill_size("Dg", tag_size)[1]
    label, status = plan.label(locale), plan.status(locale)

    upcard = plan.upcard if show_upcard else None
    upcard_gap = round(rows.gap * 1.6)
    cards_width = rows.width(plan.groups) + (upcard_gap + w if upcard is not None else 0)
    badge_text = plan.badge_text(locale)
    header_width = pill_size(label, head_size)[0] + head_size
    header_width += pill_size(badge_text, head_size)[0] + head_size // 2 if badge_text else 0
    status_size = round(h * 0.15)
    header_width += text_width(status, status_size)
    width = 2 * margin + max(cards_width, header_width)
    head_mid = margin + head_h / 2
    cards_top = round(margin + head_h + h * 0.1 + tag_h + 4 + lift)
    height = cards_top + h + rows.below + margin // 2

    canvas = Canvas(width, height)
    outline = None
    if plan.deadwood_points:
        outline = DEAD_MARK if plan.discard is None else INK_SOFT
    box = canvas.pill(margin, head_mid, label, head_size, TRAY, INK, name="label:deadwood",
                      outline=outline)
    if plan.badge:
        colour = GIN if plan.badge == "gin" else KNOCK
        canvas.pill(box[2] + head_size // 2, head_mid, badge_text, head_size, colour, BLACK,
                    name=f"badge:{plan.badge}")
    canvas.text((width - margin, head_mid), status, status_size, INK_SOFT, anchor="rm",
                name="status")

    left = margin + (width - 2 * margin - cards_width) // 2
    dead = set(plan.deadwood)
    for spot in place_row(canvas, plan.groups, left, cards_top, rows, locale=locale):
        card = spot.card
        lifted = card in (plan.drawn, plan.taken)
        y = cards_top - (lift if lifted else 0)
        card_box = canvas.card(card, spot.x, y, h, four_color=four_color,
                               name=f"card:{card.code}")
        if lifted:
            taken = card == plan.taken
            colour, tag = ((AMBER, say(locale, "pic-hand-tag-taken")) if taken
                           else (GOLD, say(locale, "pic-hand-tag-new")))
            canvas.ring(card_box, colour, h)
            canvas.pill(spot.x + w / 2, y - 4 - tag_h / 2, tag, tag_size, colour, BLACK,
                        anchor="m", name="mark:taken" if taken else "mark:drawn")
        if card in dead:
            bar_under(canvas, spot, cards_top, rows, DEAD_MARK, f"dead:{card.code}")
    if upcard is not None:
        x = left + cards_width - w
        divider = x - upcard_gap / 2
        canvas.draw.line((divider, cards_top, divider, cards_top + h), fill=INK_SOFT, width=2)
        box = canvas.card(upcard, x, cards_top, h, four_color=four_color, name="upcard")
        canvas.ring(box, GOLD, h)
        canvas.text((x + w / 2, cards_top + h + rows.caption * 1.6), say(locale, "pic-upcard"),
                    rows.caption, GOLD, anchor="ms")
    return canvas.picture(_text(locale, plan, sort, show_upcard, label, status))


def _text(locale: Locale, plan: HandPlan, sort: Sort, show_upcard: bool, label: str,
          status: str) -> str:
    shown = " | ".join(format_cards(cards) for _, cards in plan.groups)
    if sort == "suit":
        lines = [say(locale, "pic-hand-text-by-suit", cards=shown)]
    elif sort == "rank":
        lines = [say(locale, "pic-hand-text-by-rank", cards=shown)]
    else:
        lines = [say(locale, "pic-hand-text-melds-first", cards=shown)]
    melds = say(locale, "pic-meld-between").join(format_cards(m) for m in plan.melds)
    dead = format_cards(plan.deadwood)
    if not (melds and dead):
        none = say(locale, "pic-none")
        melds, dead = melds or none, dead or none
    lines.append(say(locale, "pic-hand-text-melds", melds=melds, deadwood=dead))
    lines.append(say(locale, "news-sentence", line=label))
    if plan.badge == "gin":
        lines.append(say(locale, "pic-hand-text-gin"))
    elif plan.badge == "knock":
        lines.append(say(locale, "pic-hand-text-knock"))
    if plan.drawn is not None:
        lines.append(say(locale, "pic-hand-text-drew", card=plan.drawn))
    if plan.taken is not None:
        lines.append(say(locale, "pic-hand-text-taken", card=plan.taken))
    lines.append(say(locale, "news-sentence", line=status))
    if show_upcard and plan.upcard is not None:
        lines.append(say(locale, "pic-hand-text-upcard", card=plan.upcard))
    return "\n".join(lines)


__all__ = ["render_hand"]
