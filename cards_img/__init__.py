"""Card pictures drawn with Pillow: hands, the table, showdowns, match summaries and
tournaments.

The public API (each returns a ``Picture``: ``png`` bytes, a ``text``
equivalent, the ``size`` and a ``layout`` of named regions):

- ``render_hand(view, *, locale, sort="melds", four_color=False)``: a player's
  hand, from their own ``HandView`` (private: for a DM).
- ``render_table(view, names, last_actions=(), *, locale)``: the table, from the
  public ``TableView`` of any table (``table.view(None)``): two players, three (the
  board, and who sits out and deals) or two teams (both boards, and the team scores
  with the partners named).
- ``render_showdown(result, names, scores, *, locale, hand_number=None,
  four_color=False)``: both hands face up after a two-player hand ends, from its
  ``HandResult``.
- ``render_round_showdown(boards, names, scores, sides, *, locale, hand_number=None,
  four_color=False)``: the same at any table; ``boards`` holds (the board's two
  table seats, its ``HandResult``): a three-handed hand's one board, or both boards
  of a team round, drawn together with what the round scores by team.
- ``render_summary(view, names, *, locale)``: the running totals and the match's
  numbers, by side, from any seat's view or the public's.
- ``render_standings(title, format, rows, *, round_number, rounds, status, locale)``: a
  tournament's standings (``StandingRow`` values, best first): place (medals once
  finished), player, score, played, W–L, byes, the tie-breaks and, in a knockout, how far
  each player got; two panels side by side past 24 players.
- ``render_bracket(title, seeded, rounds, *, total_rounds, locale)``: a knockout's
  bracket from its entrants (best seed first) and the games of each round so far: a
  column a round, winners lit, the champion above the final.
- ``render_ladder(ladder, *, locale, you=None)``: a server's ladder (``Ladder``), this
  month's or all time: place (medals for the first three), name, rating, matches, win
  rate, ranking points, the places moved since the last period; the reader's own line
  outlined, after a gap when below the top. Its text is the ladder's text answer.
- ``render_profile(profile, *, locale)``: a person's profile (``Profile``): matches by kind
  of table and against each computer level, the hands' numbers, best match, streak,
  rating with its history as a chart, ranking points and the reader's record against
  them. Its text is the profile's text answer (``cards_img.profile.profile_text``).
- ``warm_up()``: optionally draw the card images ahead of the first picture.

Every word drawn, and the text equivalent, is in ``locale`` (a ``ginbot.text.Locale``),
from the catalogue ``pictures.ftl`` (and ``news.ftl`` for what happened); below that,
only ``ginbot.engine`` is used. Every function is deterministic (same
input, same bytes) and safe to call from worker threads: card images and
text are cached under locks (or ``functools.lru_cache``) and never modified,
and fonts are per thread. Names and labels may be in any script: text falls
back from the built-in font to the Noto subsets shipped in ``cards_img/fonts``
(accented Latin, Greek, Cyrillic, Chinese, Japanese, Korean), and an emoji is
drawn as a small filled circle. ``python -m cards_img.gallery OUTDIR [--locale L|all]``
writes examples of every picture.
"""

from .faces import warm_up
from .hand import render_hand
from .ladder import render_ladder
from .picture import Picture
from .profile import render_profile
from .showdown import render_round_showdown, render_showdown
from .standings import render_bracket, render_standings
from .summary import render_summary
from .table import render_table

__all__ = [
    "Picture",
    "render_bracket",
    "render_hand",
    "render_ladder",
    "render_profile",
    "render_round_showdown",
    "render_showdown",
    "render_standings",
    "render_summary",
    "render_table",
    "warm_up",
]
