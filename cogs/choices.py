"""The choices the slash commands offer, each named in the reader's words (the
translator gives the names in each language at sync time); the values are what the
commands take."""

from __future__ import annotations

from discord import app_commands

from ginbot import rulebook
from ginbot.service import HandSort, IdleAction, LadderPeriod, SeasonRatings
from ginbot.text import Locale, language_name

from .translator import phrase, rulebook_heading

PRESET_CHOICES = [
    app_commands.Choice(name=phrase("choice-preset-classic"), value="classic"),
    app_commands.Choice(name=phrase("choice-preset-scarne"), value="scarne"),
    app_commands.Choice(name=phrase("choice-preset-oklahoma"), value="oklahoma"),
    app_commands.Choice(name=phrase("choice-preset-straight"), value="straight"),
    app_commands.Choice(name=phrase("choice-preset-quick"), value="quick"),
    app_commands.Choice(name=phrase("choice-preset-knock5"), value="knock5"),
    app_commands.Choice(name=phrase("choice-preset-bonuses"), value="bonuses"),
    app_commands.Choice(name=phrase("choice-preset-hollywood"), value="hollywood"),
]
"""The presets of a table of two (``TABLE_PRESETS``, in its order), each named in the
reader's words with the name they type (经典（classic）)."""
ALL_SECTIONS = "all"
SECTION_CHOICES = [app_commands.Choice(name=phrase("choice-section-all"), value=ALL_SECTIONS)] + [
    app_commands.Choice(name=rulebook_heading(section), value=section.key)
    for section in rulebook.book().sections
]
LEVEL_CHOICES = [
    app_commands.Choice(name=phrase("choice-level-easy"), value="easy"),
    app_commands.Choice(name=phrase("choice-level-normal"), value="normal"),
    app_commands.Choice(name=phrase("choice-level-expert"), value="expert"),
]
PERIOD_CHOICES = [
    app_commands.Choice(name=phrase("choice-period-month"), value=LadderPeriod.MONTH.value),
    app_commands.Choice(name=phrase("choice-period-all"), value=LadderPeriod.ALL.value),
]
SORT_CHOICES = [
    app_commands.Choice(name=phrase("choice-sort-melds"), value=HandSort.MELDS.value),
    app_commands.Choice(name=phrase("choice-sort-suit"), value=HandSort.SUIT.value),
    app_commands.Choice(name=phrase("choice-sort-rank"), value=HandSort.RANK.value),
]
IDLE_CHOICES = [
    app_commands.Choice(name=phrase("choice-idle-forfeit"), value=IdleAction.FORFEIT.value),
    app_commands.Choice(name=phrase("choice-idle-autoplay"), value=IdleAction.AUTOPLAY.value),
]
SOURCE_CHOICES = [
    app_commands.Choice(name=phrase("choice-source-stock"), value="stock"),
    app_commands.Choice(name=phrase("choice-source-discard"), value="discard"),
]
DISCORD_LANGUAGE = "discord"  # /gin prefs: read the language of one's Discord app again
SERVER_DEFAULT = "server"  # /gin settings: the server's language follows Discord again
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(locale), value=locale.value)
                    for locale in Locale]
PLAYER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name=phrase("choice-language-discord"),
                                        value=DISCORD_LANGUAGE)]
SERVER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name=phrase("choice-language-server"),
                                        value=SERVER_DEFAULT)]
SEASON_RATINGS = [
    app_commands.Choice(name=phrase("choice-season-carry"), value=SeasonRatings.CARRY.value),
    app_commands.Choice(name=phrase("choice-season-reset"), value=SeasonRatings.RESET.value),
]
TOURNAMENTS_BY = [
    app_commands.Choice(name=phrase("choice-tournaments-everyone"), value="everyone"),
    app_commands.Choice(name=phrase("choice-tournaments-managers"), value="managers"),
]
"""Who may create tournaments in a server (``/gin settings tournaments``)."""
