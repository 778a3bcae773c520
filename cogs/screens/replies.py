"""The /gin commands' own replies, for one reader: the help page, the hand
preferences and the table settings (catalogue ``replies.ftl``)."""

from __future__ import annotations

from cards_img.ladder import ladder_line
from ginbot.service import GuildSettings, IdleAction, PlayerSettings, SeasonEnd, SeasonRatings
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


def season_setting(locale: Locale, settings: GuildSettings) -> str:
    """The ladder's seasons: their length and what a new one does with the ratings."""
    if not settings.season_days:
        return say(locale, "settings-seasons-off")
    if settings.season_ratings is SeasonRatings.CARRY:
        return say(locale, "settings-seasons-carry", days=settings.season_days)
    return say(locale, "settings-seasons-reset", days=settings.season_days)


MEDALS = ("🥇", "🥈", "🥉")


def season_announcement(locale: Locale, end: SeasonEnd) -> str:
    """A season is over: its ladder kept, the next begun, the top three."""
    if end.ratings is SeasonRatings.CARRY:
        lines = [say(locale, "season-ended-carry", season=end.number, next=end.number + 1)]
    else:
        lines = [say(locale, "season-ended-reset", season=end.number, next=end.number + 1)]
    if end.top:
        lines.append(say(locale, "season-podium"))
        lines += [f"{MEDALS[e.rank - 1] if e.rank <= len(MEDALS) else ''} "
                  + ladder_line(locale, e) for e in end.top]
    else:
        lines.append(say(locale, "season-nobody"))
    return "\n".join(lines)


def tournament_setting(locale: Locale, settings: GuildSettings) -> str:
    """Who may create tournaments in the server."""
    if settings.tournaments_by_managers:
        return say(locale, "settings-tournaments-managers")
    return say(locale, "settings-tournaments-everyone")
