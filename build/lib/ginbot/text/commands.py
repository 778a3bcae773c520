"""The words of the slash commands as Discord lists them: command and option
descriptions and choice names (``commands.ftl``). The command names themselves are
not words: they stay as they are in every language."""

from __future__ import annotations

from functools import cache

from .catalogue import TextError, catalogue_sources, read_messages, say
from .language import Locale

CATALOGUE = "commands.ftl"


@cache
def command_messages() -> frozenset[str]:
    """The ids of the messages in ``commands.ftl``."""
    english = catalogue_sources(Locale.EN)[CATALOGUE]
    return frozenset(read_messages(f"{Locale.EN.value}/{CATALOGUE}", {CATALOGUE: english}))


def command_text(locale: Locale, message_id: str) -> str:
    """A description or choice name in ``locale``; a message from elsewhere raises, so
    every command text has its home in ``commands.ftl``."""
    if message_id not in command_messages():
        raise TextError(f"{message_id!r} is not a message of {CATALOGUE}")
    return say(locale, message_id)
