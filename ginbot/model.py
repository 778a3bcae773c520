"""Plain values that the store keeps and the text layer reads: the languages.

``Locale`` lives here, below both ``ginbot/store`` (a player's or a server's
language is a setting it keeps) and ``ginbot/text`` (which words it), so neither
imports the other for it.
"""

from __future__ import annotations

from enum import StrEnum


class Locale(StrEnum):
    EN = "en"
    ZH_CN = "zh-CN"
    ZH_TW = "zh-TW"
    MS = "ms"

    @classmethod
    def from_discord(cls, locale: object | None) -> Locale | None:
        """A Discord locale (``interaction.locale``, ``guild_locale``: a ``discord.Locale``
        or its string) if ginbot speaks it; None for English ones and anything else,
        so the caller falls back to the next choice."""
        if locale is None:
            return None
        return _DISCORD.get(str(locale))

    @classmethod
    def parse(cls, text: str) -> Locale:
        """A language as a person types it: ``zh-CN``, ``zh_tw``, ``MS``, ``en``."""
        wanted = text.strip().replace("_", "-").lower()
        for locale in cls:
            if locale.value.lower() == wanted:
                return locale
        raise ValueError(
            f"{text.strip()!r} is not a language ginbot speaks: "
            + ", ".join(locale.value for locale in cls))


_DISCORD = {"zh-CN": Locale.ZH_CN, "zh-TW": Locale.ZH_TW}
