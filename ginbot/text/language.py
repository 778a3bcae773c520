"""The four languages ginbot speaks, and who reads which one.

A reader (a reply, an ephemeral message, a DM) reads their own preference, else
their Discord client's language, else the server's. The server (the match thread,
the table pictures, the challenge message) reads its setting, else its preferred
locale on Discord, else English. Malay, which Discord has no locale for, is reached
through those settings.
"""

from __future__ import annotations

from ginbot.model import Locale

NAMES: dict[Locale, str] = {
    Locale.EN: "English",
    Locale.ZH_CN: "简体中文",
    Locale.ZH_TW: "繁體中文",
    Locale.MS: "Bahasa Melayu",
}
"""Each language by its own name, the same for every reader: one finds one's own."""


def language_name(locale: Locale) -> str:
    return NAMES[locale]


def server_locale(setting: Locale | None, guild_locale: object | None) -> Locale:
    """The language of a server's thread, pictures and challenge messages."""
    return setting or Locale.from_discord(guild_locale) or Locale.EN


def reader_locale(
    preference: Locale | None, client_locale: object | None, server: Locale
) -> Locale:
    """The language one person reads their replies, ephemeral messages and DMs in."""
    return preference or Locale.from_discord(client_locale) or server
