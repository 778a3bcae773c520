"""Why the service refused something, for the service's parts to raise.

The refusal values live in ``ginbot.model``, below the text layer, so that
``ginbot.text`` words them without importing the service; this module only names
them for the parts (``from .errors import NoSuchMatch``), and ``ginbot.service``
re-exports them for its callers.
"""

from ginbot.model import (
    USER_ERRORS,
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeOpen,
    ChallengeProblem,
    ChallengeRole,
    HintProblem,
    HintRefused,
    InvalidChallenge,
    InvalidSetting,
    MatchFinished,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchHand,
    NoSuchLevel,
    NoSuchMatch,
    NoSuchSeason,
    NoSuchTournament,
    NotInMatch,
    NotYourChallenge,
    ServiceClosed,
    ServiceError,
    SettingScope,
    StaleTable,
    TournamentProblem,
    TournamentRefused,
)

__all__ = [
    "USER_ERRORS",
    "AlreadyInMatch",
    "ChallengeClosed",
    "ChallengeOpen",
    "ChallengeProblem",
    "ChallengeRole",
    "HintProblem",
    "HintRefused",
    "InvalidChallenge",
    "InvalidSetting",
    "MatchFinished",
    "MatchNotOver",
    "NoSuchChallenge",
    "NoSuchHand",
    "NoSuchLevel",
    "NoSuchMatch",
    "NoSuchSeason",
    "NoSuchTournament",
    "NotInMatch",
    "NotYourChallenge",
    "ServiceClosed",
    "ServiceError",
    "SettingScope",
    "StaleTable",
    "TournamentProblem",
    "TournamentRefused",
]
