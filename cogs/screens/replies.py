"""The /gin commands' own replies, for one reader: the help page, the hand
preferences and the table settings (catalogue ``replies.ftl``)."""

from __future__ import annotations

from ginbot.service import GuildSettings, IdleAction, PlayerSettings
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
