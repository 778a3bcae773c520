"""The one-sentence notices: the reply to a move, how a match ended, a turn's reminder
(by DM or in the thread), a turn called in the thread, a private hand whose token is
spent, DMs closed."""

from __future__ import annotations

from ginbot.service import ActResult, MatchInfo
from ginbot.text import Locale, ending, news_sentences, say, seat_names


def acted(locale: Locale, result: ActResult) -> str:
    """The reply to a move: what the mover did, in whole sentences."""
    return news_sentences(locale, result.news, seat_names(locale, result.match), result.seat)


def ended(locale: Locale, info: MatchInfo) -> str:
    """How a finished match ended, as a sentence."""
    return say(locale, "news-sentence", line=ending(locale, info))


def duration(locale: Locale, seconds: float) -> str:
    """Time left: whole minutes from a minute up, else seconds."""
    seconds = max(0, round(seconds))
    if seconds >= 60:
        return say(locale, "duration-minutes", minutes=seconds // 60)
    return say(locale, "duration-seconds", seconds=seconds)


def reminder_dm(locale: Locale, where: int, seconds_left: float) -> str:
    return say(locale, "reminder-dm", thread=f"<#{where}>", left=duration(locale, seconds_left))


def reminder_in_thread(locale: Locale, user_id: int, seconds_left: float) -> str:
    return say(locale, "reminder-thread", player=f"<@{user_id}>",
               left=duration(locale, seconds_left))


def your_turn_in_thread(locale: Locale, user_id: int) -> str:
    return say(locale, "your-turn-thread", player=f"<@{user_id}>")


def private_hand_spent(locale: Locale, user_id: int) -> str:
    return say(locale, "private-hand-spent", player=f"<@{user_id}>")


def dms_closed(locale: Locale, user_id: int) -> str:
    return say(locale, "dms-closed", player=f"<@{user_id}>")
