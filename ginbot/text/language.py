"""The four languages ginbot speaks, and who reads which one.

A reader (a reply, an ephemeral message, a DM) reads their own preference, else
their Discord client's language, else the server's. The server (the match thread,
the table pictures, the challenge message) reads its setting, else its preferred
locale on Discord, else English. Malay, which Discord has no locale for, is reached
through those settings. In the terminal (``ginbot play``, ``ginbot rules``) the
language is the environment's locale unless ``--lang`` says otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping

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


LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where a POSIX program finds the language of its messages, the first one set winning."""

_TRADITIONAL = {"TW", "HK", "MO", "HANT"}  # regions (and the script) that write 繁體


def environment_locale(environ: Mapping[str, str]) -> Locale:
    """The language of a terminal: ``zh_CN.UTF-8`` reads zh-CN; ``zh_TW``, ``zh_HK``
    and ``zh_MO`` zh-TW; ``ms_MY`` ms; anything else (``C``, ``en_GB``, ``fr_FR``) English."""
    setting = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    return nearest_locale(setting) or Locale.EN


def typed_locale(text: str) -> Locale:
    """A language as a person types it (``--lang``), read as the nearest one ginbot
    speaks, as a locale setting is: ``zh`` and ``zh-SG`` zh-CN, ``zh-Hant`` and ``zh-HK``
    zh-TW, ``ms-MY`` ms, ``en-GB`` en. Another language raises ``ValueError``, naming
    the four (``Locale.parse`` words it)."""
    return nearest_locale(text) or Locale.parse(text)


def nearest_locale(tag: str) -> Locale | None:
    """The language of a POSIX locale (``zh_TW.UTF-8``) or a language tag (``zh-Hant-HK``)
    if ginbot speaks it or a variety of it; None for any other."""
    name = tag.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    language, *rest = name.split("_")
    match language.lower():
        case "zh":
            parts = {part.upper() for part in rest}
            traditional = "HANS" not in parts and bool(parts & _TRADITIONAL)  # zh-Hans-HK: 简体
            return Locale.ZH_TW if traditional else Locale.ZH_CN
        case "ms":
            return Locale.MS
        case "en":
            return Locale.EN
    return None
