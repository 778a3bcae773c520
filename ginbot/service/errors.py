"""Why the service refused something, one type per reason, each with a message to show.

Rule errors are the engine's ``IllegalAction`` subclasses (not your turn, wrong
phase, a card not held, the card just taken, an illegal knock, the match is
over); the rest are below. A refused request changes nothing. Front ends catch
``USER_ERRORS`` and show ``str(error)``.
"""

from __future__ import annotations

from ginbot.engine import IllegalAction


class ServiceError(Exception):
    """A request the service refused; ``str(error)`` is the message for the user."""


class NoSuchMatch(ServiceError):
    pass


class NotInMatch(ServiceError):
    """The user is not one of the match's players."""


class AlreadyInMatch(ServiceError):
    """One active match per person per guild."""

    def __init__(self, message: str, match_id: int) -> None:
        super().__init__(message)
        self.match_id = match_id


class NoSuchHand(ServiceError):
    pass


class NoSuchChallenge(ServiceError):
    pass


class NotYourChallenge(ServiceError):
    pass


class ChallengeClosed(ServiceError):
    """Already accepted, declined, cancelled or expired."""


class InvalidChallenge(ServiceError):
    """Challenging yourself, or the bot."""


class NoSuchLevel(ServiceError):
    pass


class InvalidSetting(ServiceError):
    pass


class MatchNotOver(ServiceError):
    """The deal stays secret until the match ends."""


class ServiceClosed(ServiceError):
    pass


USER_ERRORS: tuple[type[Exception], ...] = (IllegalAction, ServiceError)
