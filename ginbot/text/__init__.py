"""Every sentence a person can see, in the reader's language (``Locale``).

Below this layer the engine, the service and the store speak in values (events,
results, refusals with fields); ``say`` words a named message of the catalogues
(``locales/<language>/*.ftl``, Project Fluent) and ``refusal`` words a refusal.
"""

from .catalogue import TextError, messages, placeholders, say
from .language import (
    Locale,
    environment_locale,
    language_name,
    reader_locale,
    server_locale,
)
from .refusals import refusal, refusal_message
from .rules import rules_lines, rules_summary

__all__ = [
    "Locale",
    "TextError",
    "environment_locale",
    "language_name",
    "messages",
    "placeholders",
    "reader_locale",
    "refusal",
    "refusal_message",
    "rules_lines",
    "rules_summary",
    "say",
    "server_locale",
]
