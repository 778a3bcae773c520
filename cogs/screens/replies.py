"""The /gin commands' own replies, for one reader: the help page, the ladder, the hand
preferences and the table settings (catalogue ``replies.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.service import GuildSettings, IdleAction, LadderEntry, PlayerSettings
from ginbot.text import Locale, say

MESSAGE_LIMIT = 2000  # Discord's limit for one message


def help_page(locale: Locale) -> str:
    """How to play with ginbot: the game, starting, playing, the other commands."""
    return "\n".join([
        say(locale, "help-about"),
        say(locale, "help-start"),
        say(locale, "help-play"),
        say(locale, "help-more"),
        say(locale, "help-closed-dms"),
    ])


def ladder(locale: Locale, entries: Sequence[LadderEntry]) -> str:
    """The standings, one line a player, as many as one message holds."""
    if not entries:
        return say(locale, "ladder-empty")
    lines = [say(locale, "ladder-title")]
    lines += [f"{n}. {ladder_line(locale, entry)}" for n, entry in enumerate(entries, 1)]
    while len("\n".join(lines)) > MESSAGE_LIMIT:
        lines.pop()
    return "\n".join(lines)


def ladder_line(locale: Locale, entry: LadderEntry) -> str:
    """"**Ann** · rating 27.4 (3-1) · 40 ranking points": what there is of each."""
    parts = [f"**{entry.name}**"]
    if entry.rating is not None:
        parts.append(say(locale, "ladder-rating", rating=f"{entry.rating:.1f}",
                         wins=entry.wins, losses=entry.losses))
    if entry.points:
        parts.append(say(locale, "ladder-points", points=entry.points))
    return " · ".join(parts)


def hand_prefs(locale: Locale, settings: PlayerSettings) -> str:
    """How the reader's hand is shown: its order and its colours."""
    return say(locale, "prefs-hand", sort=settings.sort,
               colours="four" if settings.four_colour else "two")


def table_settings(locale: Locale, settings: GuildSettings) -> str:
    """The server's turn timer, idle action, next-deal delay and challenge expiry."""
    minutes = settings.turn_timeout // 60
    if not settings.turn_timeout:
        timer = say(locale, "settings-no-timer")
    elif settings.idle_action is IdleAction.FORFEIT:
        timer = say(locale, "settings-timer-forfeit", minutes=minutes)
    else:
        timer = say(locale, "settings-timer-autoplay", minutes=minutes)
    return say(locale, "settings-table", timer=timer, delay=f"{settings.next_hand_delay:g}",
               expiry=settings.challenge_expiry // 60)


def tournament_setting(locale: Locale, settings: GuildSettings) -> str:
    """Who may create tournaments in the server."""
    if settings.tournaments_by_managers:
        return say(locale, "settings-tournaments-managers")
    return say(locale, "settings-tournaments-everyone")
