"""Plain values the store, the service and the text layer share: the languages,
and what happened at a table (news), as data.

``Locale`` lives here, below both ``ginbot/store`` (a player's or a server's
language is a setting it keeps) and ``ginbot/text`` (which words it), so neither
imports the other for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ginbot.engine import Card, Event, HandResult


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


# -- what happened at a table, as data the text layer words for each reader ----------


@dataclass(frozen=True)
class Cut:
    """How the first dealer was chosen: each cut (seat 0's card, seat 1's), the
    last one decided; ties cut again."""

    cuts: tuple[tuple[Card, Card], ...]
    dealer: int


@dataclass(frozen=True)
class Dealt:
    """A new hand. ``upcard`` None: a Scarne deal, where ``first`` holds 11 cards and
    discards first; otherwise ``first`` may take the upcard or pass."""

    hand_number: int
    dealer: int
    first: int
    upcard: Card | None


@dataclass(frozen=True)
class Played:
    """A move, as one reader may know it: a stock draw names its card only to the
    drawer, a knock card only to the knocker (until the showdown). ``deadwood`` is
    the knocker's count, for a knock."""

    event: Event
    deadwood: int | None = None

    @classmethod
    def seen(cls, event: Event, reader: int | None, result: HandResult | None = None
             ) -> Played:
        """``event`` as ``reader`` (a seat; None: the public) may know it."""
        shown = event.seen_by(reader) or Event(event.kind, event.player)
        deadwood = None
        if event.kind == "knock" and result is not None and result.showdown is not None:
            deadwood = result.showdown.knocker_deadwood
        return cls(shown, deadwood)


@dataclass(frozen=True)
class Resigned:
    seat: int


@dataclass(frozen=True)
class TimedOut:
    """``seat`` ran out of time; ``autoplay``: the computer plays the turn for them
    (else they forfeit the match)."""

    seat: int
    autoplay: bool


News = Cut | Dealt | Played | Resigned | TimedOut
