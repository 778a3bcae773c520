"""The slash commands in Chinese: descriptions and choice names from the catalogues.

A command's text is written ``phrase("command-gin-help")``: Discord gets the English
message as the default, and ``CatalogueTranslator`` gives the same message in each
Discord locale ginbot speaks (zh-CN, zh-TW) when the commands are synced. Command
and option names are never translated, so a typed ``/gin bot level:expert`` works
in every client. The sections of the rule book, a choice of ``/gin rules``, are
listed by their headings in each language's rule book.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation, TranslationContextTypes, locale_str

from ginbot import rulebook
from ginbot.text import Locale
from ginbot.text.commands import command_text

MESSAGE = "message"
"""The ``locale_str`` extra naming a phrase's message in the catalogue."""
SECTION = "section"
"""The ``locale_str`` extra naming a section of the rule book, for its heading."""

NAMES = frozenset({
    TranslationContextLocation.command_name,
    TranslationContextLocation.group_name,
    TranslationContextLocation.parameter_name,
})


def phrase(message_id: str) -> locale_str:
    """A command's description or choice name: English for Discord's default, and the
    message id for the translator. A message missing from commands.ftl raises here."""
    return locale_str(command_text(Locale.EN, message_id), **{MESSAGE: message_id})


def rulebook_heading(section: rulebook.Section) -> locale_str:
    """A section of the rule book as a choice: its heading in the reader's rule book."""
    return locale_str(section.heading, **{SECTION: section.key})


class CatalogueTranslator(app_commands.Translator):
    """Descriptions and choice names in the Discord locales ginbot speaks; names stay."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        """The phrase or heading in ``locale``; None for a name, for any other text (a
        language's own name) and for a locale that reads the default."""
        ours = Locale.from_discord(locale)
        if context.location in NAMES or ours in (None, Locale.EN):
            return None
        if MESSAGE in string.extras:
            return command_text(ours, string.extras[MESSAGE])
        if SECTION in string.extras:
            return rulebook.section(string.extras[SECTION], ours).heading
        return None
