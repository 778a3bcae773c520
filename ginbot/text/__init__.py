"""Every sentence a person can see, in the reader's language (``Locale``).

Below this layer the engine, the service and the store speak in values (events,
results, refusals with fields); ``say`` words a named message of the catalogues
(``locales/<language>/*.ftl``, Project Fluent) and ``refusal`` words a refusal.
"""

from .cards import card_matches, card_name, discard_choice, knock_choice, read_card
from .catalogue import TextError, messages, placeholders, say
from .language import Locale, language_name, reader_locale, server_locale
from .refusals import refusal, refusal_message

__all__ = [
    "Locale",
    "TextError",
    "card_matches",
    "card_name",
    "discard_choice",
    "knock_choice",
    "language_name",
    "messages",
    "placeholders",
    "read_card",
    "reader_locale",
    "refusal",
    "refusal_message",
    "say",
    "server_locale",
]
