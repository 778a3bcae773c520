"""The four languages ginbot speaks, and who reads which one.

A reader (a reply, an ephemeral message, a DM) reads their own preference, else
their Discord client's language, else the server's. The server (the match thread,
the table pictures, the challenge message) reads its setting, else its preferred
locale on Discord, else English. Malay, which Discord has no locale for, is reached
through those settings.
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


def server_locale(setting: Locale | None, guild_locale: object | None) -> Locale:
    """The language of a server's thread, pictures and challenge messages."""
    return setting or Locale.from_discord(guild_locale) or Locale.EN


def reader_locale(
    preference: Locale | None, client_locale: object | None, server: Locale
) -> Locale:
    """The language one person reads their replies, ephemeral messages and DMs in."""
    return preference or Locale.from_discord(client_locale) or server
