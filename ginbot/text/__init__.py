"""Every sentence a person can see, in the reader's language (``Locale``).

Below this layer the engine, the service and the store speak in values (events,
results, refusals with fields); ``say`` words a named message of the catalogues
(``locales/<language>/*.ftl``, Project Fluent) and ``refusal`` words a refusal.
"""

from ginbot.model import News

from .cards import card_matches, card_name, discard_choice, knock_choice, read_card
from .catalogue import TextError, joined, messages, placeholders, say
from .hand_plan import SORTS, SUIT_ORDER, HandPlan, Sort, plan_hand
from .hints import hint_line, hint_move, hint_points
from .language import (
    Locale,
    environment_locale,
    language_name,
    reader_locale,
    server_locale,
    typed_locale,
)
from .news import (
    hand_over,
    limit_note,
    news_line,
    news_lines,
    news_sentences,
    recent_news,
    revealed_deal,
    round_over,
    showdown_result,
    whose_turn,
)
from .refusals import (
    ending,
    listing,
    match_sides,
    players,
    refusal,
    refusal_message,
    score_line,
    seat_name,
    seat_names,
    side_name,
    side_names,
)
from .rules import preset_name, rules_lines, rules_summary
from .scores import bonus_lines

__all__ = [
    "SORTS",
    "SUIT_ORDER",
    "HandPlan",
    "Locale",
    "News",
    "Sort",
    "TextError",
    "bonus_lines",
    "card_matches",
    "card_name",
    "discard_choice",
    "ending",
    "environment_locale",
    "hand_over",
    "hint_line",
    "hint_move",
    "hint_points",
    "joined",
    "knock_choice",
    "language_name",
    "limit_note",
    "listing",
    "match_sides",
    "messages",
    "news_line",
    "news_lines",
    "news_sentences",
    "placeholders",
    "plan_hand",
    "players",
    "preset_name",
    "read_card",
    "reader_locale",
    "recent_news",
    "refusal",
    "refusal_message",
    "revealed_deal",
    "round_over",
    "rules_lines",
    "rules_summary",
    "say",
    "score_line",
    "seat_name",
    "seat_names",
    "server_locale",
    "showdown_result",
    "side_name",
    "side_names",
    "typed_locale",
    "whose_turn",
]
