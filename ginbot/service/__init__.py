"""The async match service: the one place where matches live (see ``MatchService``)."""

from ginbot.store import (
    Challenge,
    ChallengeStatus,
    EndReason,
    GuildSettings,
    HandSort,
    IdleAction,
    MatchInfo,
    MatchStatus,
    PlayerSettings,
    Seat,
    User,
)

from .clock import Clock, ManualClock, SystemClock, TimerHandle
from .errors import (
    USER_ERRORS,
    AlreadyInMatch,
    ChallengeClosed,
    InvalidChallenge,
    InvalidSetting,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchHand,
    NoSuchLevel,
    NoSuchMatch,
    NotInMatch,
    NotYourChallenge,
    ServiceClosed,
    ServiceError,
)
from .notifier import Notifier
from .ratings import COMPUTER_POINTS
from .service import AUTOPLAY_TURNS, MatchService
from .views import ActResult, HandReplay, LadderEntry, MatchSummary, RatingChange, TableView
from .words import result_words

__all__ = [
    "AUTOPLAY_TURNS",
    "COMPUTER_POINTS",
    "USER_ERRORS",
    "ActResult",
    "AlreadyInMatch",
    "Challenge",
    "ChallengeClosed",
    "ChallengeStatus",
    "Clock",
    "EndReason",
    "GuildSettings",
    "HandReplay",
    "HandSort",
    "IdleAction",
    "InvalidChallenge",
    "InvalidSetting",
    "LadderEntry",
    "ManualClock",
    "MatchInfo",
    "MatchNotOver",
    "MatchService",
    "MatchStatus",
    "MatchSummary",
    "NoSuchChallenge",
    "NoSuchHand",
    "NoSuchLevel",
    "NoSuchMatch",
    "NotInMatch",
    "NotYourChallenge",
    "Notifier",
    "PlayerSettings",
    "RatingChange",
    "Seat",
    "ServiceClosed",
    "ServiceError",
    "SystemClock",
    "TableView",
    "TimerHandle",
    "User",
    "result_words",
]
