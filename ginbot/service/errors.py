"""Why the service refused something: one type per reason, each a value with fields.

Rule errors are the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a
card not held, the card just taken, an illegal knock, the match is over); the rest
are below. No sentence is built here: front ends catch ``USER_ERRORS`` and show
``ginbot.text.refusal(locale, error)``. A refused request changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ginbot.engine import IllegalAction, MatchIsOver
from ginbot.model import ChallengeStatus, MatchInfo, Seat, SettingError


@dataclass(eq=False)
class ServiceError(Exception):
    """A request the service refused; ``str(error)`` is its ``repr``, for logs."""

    def __str__(self) -> str:
        return repr(self)


@dataclass(eq=False)
class MatchFinished(MatchIsOver):
    """The match asked for has ended; ``info`` says how."""

    info: MatchInfo


@dataclass(eq=False)
class NoSuchMatch(ServiceError):
    match_id: int


@dataclass(eq=False)
class NotInMatch(ServiceError):
    """The user is not one of the players of match ``match_id`` (``seats``); ``finished``
    when it is over."""

    match_id: int
    seats: tuple[Seat, ...]
    finished: bool = False


@dataclass(eq=False)
class AlreadyInMatch(ServiceError):
    """One active match per person per guild: ``name`` plays ``match_id``."""

    name: str
    match_id: int


@dataclass(eq=False)
class NoSuchHand(ServiceError):
    """Match ``match_id`` had hands 1 to ``hands``."""

    match_id: int
    hands: int


@dataclass(eq=False)
class NoSuchChallenge(ServiceError):
    challenge_id: int


class ChallengeRole(StrEnum):
    """What the user may not do with a challenge that is not theirs to answer."""

    OWN_ACCEPT = "own-accept"  # accepting one's own challenge
    OWN_DECLINE = "own-decline"  # declining one's own: cancel it instead
    FOR_SOMEONE_ELSE = "for-someone-else"  # ``names`` are those asked (``name`` the first)
    ALREADY_ACCEPTED = "already-accepted"  # this person accepted; the others have not yet
    CHALLENGER_CANCELS = "challenger-cancels"  # only ``name``, the challenger, cancels


@dataclass(eq=False)
class NotYourChallenge(ServiceError):
    role: ChallengeRole
    name: str | None = None
    names: tuple[str, ...] = ()


@dataclass(eq=False)
class ChallengeClosed(ServiceError):
    """Already accepted, declined, cancelled or expired (``status``); None when it closed
    while being answered."""

    status: ChallengeStatus | None = None


class ChallengeProblem(StrEnum):
    YOURSELF = "yourself"
    TABLE_SIZE = "table-size"  # a match for ``players`` this table cannot seat yet
    SAME_PERSON_TWICE = "same-person-twice"  # one person named for two seats
    NO_PERSON = "no-person"  # nobody but the computer asked: play it with /gin play
    PARTNER_ALONE = "partner-alone"  # a partner without a second opponent: teams are two a side


@dataclass(eq=False)
class InvalidChallenge(ServiceError):
    problem: ChallengeProblem
    players: int | None = None


@dataclass(eq=False)
class NoSuchLevel(ServiceError):
    level: str
    levels: tuple[str, ...]


class SettingScope(StrEnum):
    GUILD = "guild"
    PLAYER = "player"


@dataclass(eq=False)
class InvalidSetting(ServiceError):
    """Settings ``unknown`` are not ``known`` ones; or ``rejected`` is the value the
    settings refused."""

    scope: SettingScope
    unknown: tuple[str, ...] = ()
    known: tuple[str, ...] = ()
    rejected: SettingError | None = None


@dataclass(eq=False)
class MatchNotOver(ServiceError):
    """The deal stays secret until the match ends."""

    match_id: int


@dataclass(eq=False)
class ServiceClosed(ServiceError):
    """``restarting``: the bot is shutting down; otherwise it was never started."""

    restarting: bool = True


USER_ERRORS: tuple[type[Exception], ...] = (IllegalAction, ServiceError)
