"""A person's profile in a picture: their matches, their hands, their rating.

Drawn from ``ginbot.model.Profile``: under the name, a panel of matches (all of them, by
kind of table, against each computer level: won of played and the win rate), a panel of
hands (points per hand, gin, undercuts given and taken, deadwood when knocking, turns to
knock, best match, current streak) and a panel of the rating (its value, ranking points,
the reader's record against the person, and the rating's history as a chart). The
heading, margins and trays are the tournament standings' (``cards_img.standings``); the
text equivalent is the profile's text answer, ``profile_text``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginbot import model
from ginbot.text import Locale, players, say, seat_name

from .canvas import Canvas
from .glyphs import fit, text_width
from .picture import Picture
from .standings import STRIPE, heading, heading_height, margin, tray
from .style import DEAD_MARK, GOLD, INK, INK_SOFT, KNOCK, TRAY

NO_NUMBER = "–"
WIDTH = 860


def _percent(value: float | None) -> str:
    return NO_NUMBER if value is None else f"{round(100 * value)}%"


def _decimal(value: float | None) -> str:
    if value is None:
        return NO_NUMBER
    shown = f"{value:.1f}"
    return shown.replace("-", "–") if shown != "-0.0" else "0.0"


def match_lines(locale: Locale, p: model.Profile) -> list[tuple[str, str, str]]:
    """(label, won of played, win rate) for all matches, each kind of table, each level."""
    def line(label: str, tally: model.Tally) -> tuple[str, str, str]:
        return (label, say(locale, "profile-won-of", won=tally.won, played=tally.played),
                _percent(tally.win_rate))
    lines = [line(say(locale, "profile-all"), p.matches)]
    lines += [line(_table_kind(locale, kind), tally) for kind, tally in p.by_table]
    lines += [line(say(locale, "profile-against",
                       name=seat_name(locale, model.Seat.computer(level))), tally)
              for level, tally in p.by_level]
    return lines


def _table_kind(locale: Locale, kind: model.TableKind) -> str:
    match kind:
        case model.TableKind.TWO:
            return say(locale, "profile-table-two")
        case model.TableKind.THREE:
            return say(locale, "profile-table-three")
    return say(locale, "profile-table-teams")


def hand_lines(locale: Locale, p: model.Profile) -> list[tuple[str, str]]:
    """(label, value) for the hands' numbers, the best match and the streak."""
    best = NO_NUMBER
    if p.best is not None:
        best = say(locale, "profile-best-value", match=p.best.match_id, margin=p.best.margin,
                   opponents=players(locale, tuple(seat_name(locale, s)
                                                     for s in p.best.opponents)))
    streak = NO_NUMBER if p.streak == 0 else (
        say(locale, "profile-streak-won", count=p.streak) if p.streak > 0
        else say(locale, "profile-streak-lost", count=-p.streak))
    return [
        (say(locale, "profile-hands"), str(p.hands)),
        (say(locale, "profile-points-per-hand"), _decimal(p.points_per_hand)),
        (say(locale, "profile-gin-rate"), _percent(p.gin_rate)),
        (say(locale, "profile-undercut-given"), _percent(p.undercut_given_rate)),
        (say(locale, "profile-undercut-taken"), _percent(p.undercut_taken_rate)),
        (say(locale, "profile-knock-deadwood"), _decimal(p.knock_deadwood)),
        (say(locale, "profile-turns-to-knock"), _decimal(p.turns_to_knock)),
        (say(locale, "profile-best"), best),
        (say(locale, "profile-streak"), streak),
    ]


def rating_lines(locale: Locale, p: model.Profile) -> list[tuple[str, str]]:
    """(label, value): the rating, ranking points, the reader's record against them."""
    rating = say(locale, "profile-rating-none") if p.rating is None else say(
        locale, "profile-rating-value", rating=_decimal(p.rating), games=p.rating_games)
    lines = [(say(locale, "profile-rating"), rating),
             (say(locale, "profile-ranking-points"), str(p.ranking_points))]
    if p.versus is not None:
        lines.append((say(locale, "profile-versus", name=p.name),
                      say(locale, "profile-versus-value", won=p.versus.won,
                          lost=p.versus.played - p.versus.won)))
    return lines


def render_profile(profile: model.Profile, *, locale: Locale) -> Picture:
    """The profile, worded in ``locale``."""
    small, head = 17, 27
    row_h = round(small * 1.75)
    matches = match_lines(locale, profile)
    hands = hand_lines(locale, profile)
    rated = rating_lines(locale, profile)
    pad = round(small * 0.9)
    title_h = round(small * 2.0)
    top_panels = title_h + max(len(matches), len(hands)) * row_h + pad
    chart_h = round(small * 9)
    bottom_panel = title_h + len(rated) * row_h + round(small * 1.6) + chart_h + pad
    top = heading_height(head, small) + round(small * 0.8)
    height_guess = top + top_panels + bottom_panel + 6 * small
    m = margin(small, height_guess)
    gap = round(small * 0.8)
    height = m + top + top_panels + gap + bottom_panel + m
    canvas = Canvas(WIDTH, height)
    heading(canvas, profile.name, say(locale, "profile-pic-subtitle",
                                      matches=profile.matches.played), INK_SOFT, m, head, small)
    inner = WIDTH - 2 * m
    left_w = round(inner * 0.52)
    y = m + top
    _panel(canvas, (m, y, m + left_w, y + top_panels), say(locale, "profile-section-matches"),
           "matches", small, pad, title_h)
    for i, (label, tally, rate) in enumerate(matches):
        ry = y + title_h + i * row_h
        _stripe(canvas, i, m, m + left_w, ry, row_h, pad)
        rate_x = m + left_w - pad
        tally_x = rate_x - round(small * 3.0)
        canvas.text((rate_x, ry + row_h / 2), rate, small, INK, bold=True, anchor="rm",
                    name=f"matches:{i}:rate")
        canvas.text((tally_x, ry + row_h / 2), tally, small - 2, INK_SOFT, anchor="rm",
                    name=f"matches:{i}:tally")
        room = tally_x - text_width(tally, small - 2) - (m + pad) - pad
        canvas.text((m + pad, ry + row_h / 2), fit(label, small, room), small, INK,
                    bold=i == 0, anchor="lm", name=f"matches:{i}:label")
    right = m + left_w + gap
    _panel(canvas, (right, y, WIDTH - m, y + top_panels), say(locale, "profile-section-hands"),
           "hands", small, pad, title_h)
    _pairs(canvas, hands, right, WIDTH - m, y + title_h, row_h, small, pad, "hands",
           label_share=0.5)
    y += top_panels + gap
    _panel(canvas, (m, y, WIDTH - m, y + bottom_panel), say(locale, "profile-section-rating"),
           "rating", small, pad, title_h)
    _pairs(canvas, rated, m, WIDTH - m, y + title_h, row_h, small, pad, "rating",
           label_share=0.4)
    cy = y + title_h + len(rated) * row_h + round(small * 0.4)
    _chart(canvas, locale, profile.history, (m + pad, cy, WIDTH - m - pad,
                                             cy + round(small * 1.2) + chart_h), small)
    return canvas.picture(profile_text(locale, profile))


def _panel(canvas: Canvas, box: tuple[int, int, int, int], title: str, name: str,
           small: int, pad: int, title_h: int) -> None:
    tray(canvas, box, small * 0.6, TRAY)
    canvas.mark(name, box)
    canvas.text((box[0] + pad, box[1] + title_h * 0.55), fit(title, small, box[2] - box[0]),
                small, GOLD, bold=True, anchor="lm", name=f"{name}:title")


def _stripe(canvas: Canvas, index: int, left: int, right: int, y: int, row_h: int,
            pad: int) -> None:
    if index % 2 == 0:
        tray(canvas, (left + pad / 2, y, right - pad / 2, y + row_h), row_h * 0.25, STRIPE)


def _pairs(canvas: Canvas, pairs: Sequence[tuple[str, str]], left: int, right: int, y: int,
           row_h: int, small: int, pad: int, name: str, label_share: float) -> None:
    """Label and value a line, the values lined up after the widest label (which has
    at most ``label_share`` of the width)."""
    widest = max(text_width(label, small - 1) for label, _ in pairs) + small
    split = left + pad + min(widest, round((right - left - 2 * pad) * label_share))
    for i, (label, value) in enumerate(pairs):
        ry = y + i * row_h
        _stripe(canvas, i, left, right, ry, row_h, pad)
        middle = ry + row_h / 2
        canvas.text((left + pad, middle), fit(label, small - 1, split - left - 2 * pad),
                    small - 1, INK_SOFT, anchor="lm", name=f"{name}:{i}:label")
        canvas.text((split, middle), fit(value, small, right - pad - split), small, INK,
                    bold=True, anchor="lm", name=f"{name}:{i}:value")


def _chart(canvas: Canvas, locale: Locale, history: Sequence[float],
           box: tuple[int, int, int, int], small: int) -> None:
    """The rating after each rated match, a line over a faint grid; the last point gold."""
    left, top, right, bottom = box
    canvas.mark("chart", box)
    if not history:
        canvas.text(((left + right) / 2, (top + bottom) / 2), say(locale, "profile-no-history"),
                    small - 1, INK_SOFT, anchor="mm", name="chart:empty")
        return
    canvas.text((left, top + small * 0.6), say(locale, "profile-history", count=len(history)),
                small - 3, INK_SOFT, anchor="lm", name="chart:title")
    top += round(small * 1.4)
    low, high = min(history), max(history)
    if high - low < 1.0:
        low, high = low - 0.5, high + 0.5
    scale_w = max(text_width(_decimal(v), small - 4) for v in (low, high)) + small // 2
    plot = (left + scale_w, top, right, bottom)
    draw = canvas.draw
    for k, value in enumerate((high, (high + low) / 2, low)):
        gy = plot[1] + k * (plot[3] - plot[1]) / 2
        draw.line((plot[0], gy, plot[2], gy), fill=STRIPE, width=1)
        canvas.text((plot[0] - small // 3, gy), _decimal(value), small - 4, INK_SOFT,
                    anchor="rm", name=f"chart:scale:{k}")

    def point(i: int, value: float) -> tuple[float, float]:
        x = plot[0] + (plot[2] - plot[0]) * (i / (len(history) - 1) if len(history) > 1
                                              else 0.5)
        return x, plot[3] - (plot[3] - plot[1]) * (value - low) / (high - low)

    points = [point(i, v) for i, v in enumerate(history)]
    if len(points) > 1:
        draw.line(points, fill=KNOCK, width=max(2, small // 7), joint="curve")
    colour = KNOCK if len(history) < 2 or history[-1] >= history[-2] else DEAD_MARK
    x, y = points[-1]
    r = small * 0.32
    canvas.rounded((x - r, y - r, x + r, y + r), r, GOLD, outline=colour, width=2)
    canvas.mark("chart:last", (x - r, y - r, x + r, y + r))


# -- the text answer -------------------------------------------------------------------


def profile_text(locale: Locale, profile: model.Profile) -> str:
    """The profile in words: a line a number, as the picture shows them."""
    if profile.matches.played == 0 and profile.rating is None and not profile.ranking_points:
        return say(locale, "profile-empty", name=profile.name)
    lines = [say(locale, "profile-title", name=profile.name)]
    lines += [say(locale, "profile-line", label=label,
                  value=f"{tally} ({rate})") for label, tally, rate in
              match_lines(locale, profile)]
    lines += [say(locale, "profile-line", label=label, value=value)
              for label, value in [*hand_lines(locale, profile), *rating_lines(locale, profile)]]
    return "\n".join(lines)
