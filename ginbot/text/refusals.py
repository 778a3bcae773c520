"""Refusals in words: each refusal value (an engine ``IllegalAction``, a service
``ServiceError`` from ``ginbot.model``, a ``HouseRuleError``) to its message, its fields
as the arguments."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.engine import (
    CardJustTaken,
    CardNotHeld,
    CardUnreadable,
    HandIsOver,
    HandNotOver,
    HouseRuleError,
    HouseRuleProblem,
    KnockNotAllowed,
    KnockRule,
    MatchIsOver,
    NotAnAction,
    NotYourTurn,
    PhaseRule,
    RulesError,
    RulesProblem,
    SeatSitsOut,
    WrongPhase,
)
from ginbot.model import (
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeOpen,
    ChallengeProblem,
    ChallengeRole,
    EndReason,
    HintProblem,
    HintRefused,
    InvalidChallenge,
    InvalidSetting,
    MatchFinished,
    MatchInfo,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchHand,
    NoSuchLevel,
    NoSuchMatch,
    NoSuchSeason,
    NoSuchTournament,
    NotInMatch,
    NotYourChallenge,
    Seat,
    ServiceClosed,
    SettingError,
    SettingProblem,
    SettingScope,
    StaleTable,
    TournamentProblem,
    TournamentRefused,
)

from .catalogue import joined, messages, placeholders, say
from .language import Locale

Message = tuple[str, dict[str, object]]

_PHASE = {
    PhaseRule.PASS_ON_FIRST_UPCARD: "refusal-pass-on-first-upcard",
    PhaseRule.DRAWN_ALREADY: "refusal-drawn-already",
    PhaseRule.STOCK_AFTER_PASSES: "refusal-stock-after-passes",
    PhaseRule.UPCARD_OFFER: "refusal-upcard-offer",
    PhaseRule.DRAW_FIRST: "refusal-draw-first",
}
_KNOCK = {
    KnockRule.OPENING_DISCARD: "refusal-knock-opening-discard",
    KnockRule.NO_BIG_GIN: "refusal-no-big-gin",
    KnockRule.BIG_GIN_DRAW_FIRST: "refusal-big-gin-draw-first",
    KnockRule.BIG_GIN_ALL_MELDED: "refusal-big-gin-all-melded",
}
_CHALLENGE_ROLE = {
    ChallengeRole.OWN_ACCEPT: "refusal-own-accept",
    ChallengeRole.OWN_DECLINE: "refusal-own-decline",
    ChallengeRole.ALREADY_ACCEPTED: "refusal-already-accepted",
    ChallengeRole.CHALLENGER_CANCELS: "refusal-challenger-cancels",
}
_CHALLENGE_PROBLEM = {
    ChallengeProblem.YOURSELF: "refusal-challenge-yourself",
    ChallengeProblem.SAME_PERSON_TWICE: "refusal-same-person-twice",
    ChallengeProblem.NO_PERSON: "refusal-no-person",
    ChallengeProblem.PARTNER_ALONE: "refusal-partner-alone",
}
_TOURNAMENT = {
    problem: f"refusal-tournament-{problem.value}" for problem in TournamentProblem
}
_RULES = {
    RulesProblem.NOT_A_CHOICE: "rules-not-a-choice",
    RulesProblem.NOT_YES_NO: "rules-not-yes-no",
    RulesProblem.NOT_A_NUMBER: "rules-not-a-number",
    RulesProblem.KNOCK_LIMIT: "rules-knock-limit",
    RulesProblem.TARGET: "rules-target",
    RulesProblem.NEGATIVE: "rules-negative",
    RulesProblem.NEEDS: "rules-needs",
    RulesProblem.PLAYERS: "rules-players",
    RulesProblem.HOLLYWOOD_PLAYERS: "rules-hollywood-players",
    RulesProblem.EXCLUSIVE: "rules-exclusive",
    RulesProblem.NO_PRESET: "rules-no-preset",
    RulesProblem.UNKNOWN_FIELDS: "rules-unknown-fields",
}
_SETTING = {
    SettingProblem.NOT_A_CHOICE: "setting-not-a-choice",
    SettingProblem.TURN_TIMEOUT: "setting-turn-timeout",
    SettingProblem.NEXT_HAND_DELAY: "setting-next-hand-delay",
    SettingProblem.CHALLENGE_EXPIRY: "setting-challenge-expiry",
    SettingProblem.SEASON_DAYS: "setting-season-days",
}
_UNKNOWN_SETTING = {
    SettingScope.GUILD: "refusal-unknown-guild-setting",
    SettingScope.PLAYER: "refusal-unknown-player-setting",
}


def refusal(locale: Locale, error: Exception) -> str:
    """The sentence that tells the reader why ``error`` refused them."""
    message_id, args = refusal_message(locale, error)
    return say(locale, message_id, **args)


def refusal_message(locale: Locale, error: Exception) -> Message:
    """The message id and arguments of a refusal; a type without words raises."""
    match error:
        case SeatSitsOut(player=player):
            return "refusal-sits-out", {"player": player + 1}
        case NotYourTurn():
            return "refusal-not-your-turn", {}
        case NotAnAction(action=action):
            return "refusal-not-an-action", {"action": str(action)}
        case CardUnreadable(text=text):
            return "refusal-card-unreadable", {"text": text}
        case WrongPhase(rule=rule):
            return _PHASE[rule], {}
        case CardNotHeld(card=card):
            return "refusal-card-not-held", {"card": card}
        case CardJustTaken(card=card):
            return "refusal-card-just-taken", {"card": card}
        case KnockNotAllowed(rule=KnockRule.OVER_LIMIT, card=card, deadwood=dead, limit=limit):
            return "refusal-knock-over-limit", {"card": card, "deadwood": dead, "limit": limit}
        case KnockNotAllowed(rule=rule):
            return _KNOCK[rule], {}
        case HandIsOver(dealing=True):
            return "refusal-hand-over-dealing", {}
        case HandIsOver():
            return "refusal-hand-over", {}
        case HandNotOver(hands=hands):
            return "refusal-hand-not-over", {"hands": hands}
        case MatchFinished(info=info):
            return "refusal-match-finished", {"match": info.id, "result": ending(locale, info)}
        case MatchIsOver():
            return "refusal-match-over", {}
        case HouseRuleError():
            return _house_rule(locale, error)
        case RulesError():
            return _rules(locale, error)
        case SettingError():
            return _setting(locale, error)
    return _service(locale, error)


def _service(locale: Locale, error: Exception) -> Message:
    match error:
        case NoSuchMatch(match_id=match_id):
            return "refusal-no-such-match", {"match": match_id}
        case NotInMatch(match_id=match_id, seats=seats, finished=finished):
            message_id = "refusal-not-in-finished-match" if finished else "refusal-not-in-match"
            names = tuple(seat_name(locale, seat) for seat in seats)
            return message_id, {"match": match_id, "players": players(locale, names)}
        case AlreadyInMatch(name=name, match_id=match_id):
            return "refusal-already-in-match", {"name": name, "match": match_id}
        case NoSuchHand(match_id=match_id, hands=hands):
            return "refusal-no-such-hand", {"match": match_id, "hands": hands}
        case NoSuchSeason(number=number, last=last):
            return "refusal-no-such-season", {"season": number, "last": last}
        case MatchNotOver(match_id=match_id):
            return "refusal-match-not-over", {"match": match_id}
        case NoSuchChallenge(challenge_id=challenge_id):
            return "refusal-no-such-challenge", {"challenge": challenge_id}
        case NotYourChallenge(role=ChallengeRole.FOR_SOMEONE_ELSE, name=name, names=names):
            asked = names or ((name,) if name is not None else ())
            return "refusal-challenge-for-someone-else", {"names": listing(locale, asked)}
        case NotYourChallenge(role=role, name=name):
            return _CHALLENGE_ROLE[role], {} if name is None else {"name": name}
        case ChallengeClosed(status=status):
            return "refusal-challenge-closed", {"status": status or "none"}
        case InvalidChallenge(problem=ChallengeProblem.TABLE_SIZE, players=count):
            return "refusal-table-size", {"players": count}
        case InvalidChallenge(problem=problem):
            return _CHALLENGE_PROBLEM[problem], {}
        case ChallengeOpen(name=name, challenge_id=challenge_id):
            return "refusal-challenge-open", {"name": name, "challenge": challenge_id}
        case NoSuchLevel(level=level, levels=levels):
            return "refusal-no-such-level", {"level": level, "levels": listing(locale, levels)}
        case InvalidSetting(rejected=SettingError() as rejected):
            return _setting(locale, rejected)
        case InvalidSetting(scope=scope, unknown=unknown, known=known):
            return _UNKNOWN_SETTING[scope], {"unknown": listing(locale, unknown),
                                             "known": listing(locale, known)}
        case ServiceClosed(restarting=True):
            return "refusal-service-restarting", {}
        case ServiceClosed():
            return "refusal-service-stopped", {}
        case StaleTable(match_id=match_id):
            return "refusal-stale-table", {"match": match_id}
        case HintRefused(match_id=match_id, problem=HintProblem.PEOPLE):
            return "refusal-hints-people", {"match": match_id}
        case NoSuchTournament(tournament_id=tournament_id):
            return "refusal-no-such-tournament", {"tournament": tournament_id}
        case TournamentRefused(problem=TournamentProblem.NOT_CREATOR, name=None,
                               tournament=name):
            return "refusal-tournament-not-creator-unnamed", {"tournament": name}
        case TournamentRefused(problem=problem, tournament=name, name=who, count=count):
            message_id = _TOURNAMENT[problem]
            fields = {"tournament": name, "name": who, "count": count}
            wanted = placeholders(messages(Locale.EN)[message_id])
            return message_id, {k: v for k, v in fields.items() if k in wanted}
    raise TypeError(f"no words for the refusal {error!r}")


def _rules(locale: Locale, error: RulesError) -> Message:
    """Each rules message takes the fields it names: field, value, allowed, other."""
    message_id = _RULES[error.problem]
    value = error.value
    fields: dict[str, object] = {
        "field": error.field, "other": error.other, "allowed": listing(locale, error.allowed),
        "value": listing(locale, value) if isinstance(value, tuple) else str(value),
    }
    wanted = placeholders(messages(Locale.EN)[message_id])
    return message_id, {name: text for name, text in fields.items() if name in wanted}


def _setting(locale: Locale, error: SettingError) -> Message:
    message_id = _SETTING[error.problem]
    args: dict[str, object] = {"field": error.field, "value": str(error.value)}
    if error.problem is SettingProblem.NOT_A_CHOICE:
        args["allowed"] = listing(locale, error.allowed)
    return message_id, args


def _house_rule(locale: Locale, error: HouseRuleError) -> Message:
    name = error.name
    match error.problem:
        case HouseRuleProblem.UNKNOWN:
            return "refusal-house-unknown", {
                "name": name, "allowed": listing(locale, error.allowed)}
        case HouseRuleProblem.NEEDS_CHOICE:
            return "refusal-house-needs-choice", {"name": name, "allowed": "|".join(error.allowed)}
        case HouseRuleProblem.NEEDS_NUMBER:
            return "refusal-house-needs-number", {"name": name, "example": error.example}
        case HouseRuleProblem.BAD_VALUE if error.allowed:
            return "refusal-house-bad-value", {
                "name": name, "value": error.value, "allowed": listing(locale, error.allowed)}
        case HouseRuleProblem.BAD_VALUE:
            return "refusal-house-bad-number", {"name": name, "value": error.value}
        case HouseRuleProblem.TWICE:
            return "refusal-house-twice", {"name": name}
        case HouseRuleProblem.KNOCK_IN_STRAIGHT_GIN:
            return "refusal-house-knock-straight-gin", {"limit": error.value}
    if error.rules_error is None:
        raise TypeError(f"no words for the house rule refusal {error!r}")
    return "refusal-house-rules", {"reason": refusal(locale, error.rules_error)}


def listing(locale: Locale, items: tuple[str, ...]) -> str:
    """Items as a list in the reader's language: "a, b, c", "甲、乙、丙"."""
    return joined(locale, "list-between", items)


def seat_name(locale: Locale, seat: Seat) -> str:
    """A seat as people read it: a person by name, the computer by its level."""
    if seat.level is not None:
        return say(locale, "computer-name", level=seat.level)
    return seat.name


def seat_names(locale: Locale, info: MatchInfo) -> tuple[str, ...]:
    """Every seat's name, each telling its seat apart: a name the table has twice (two
    computers of one level) gets its seat number, "Computer (easy) 3"."""
    names = [seat_name(locale, seat) for seat in info.seats]
    return tuple(say(locale, "seat-numbered", name=name, seat=seat) if names.count(name) > 1
                 else name for seat, name in enumerate(names))


def side_name(locale: Locale, sides: Sequence[Sequence[int]], names: Sequence[str],
              side: int) -> str:
    """A side by name: the player, or the partners ("Ann & Cat")."""
    seats = sides[side]
    if len(seats) == 1:
        return names[seats[0]]
    return say(locale, "side-team", first=names[seats[0]], second=names[seats[1]])


def side_names(locale: Locale, sides: Sequence[Sequence[int]], names: Sequence[str]
               ) -> tuple[str, ...]:
    return tuple(side_name(locale, sides, names, side) for side in range(len(sides)))


def match_sides(locale: Locale, info: MatchInfo) -> tuple[str, ...]:
    """Each side of the match by name, as ``locale`` names its seats."""
    return side_names(locale, info.sides, seat_names(locale, info))


def players(locale: Locale, names: tuple[str, ...]) -> str:
    """The players of a match by name: "Ann vs Bob", "小明对小红"."""
    return joined(locale, "players-between", names)


def score_line(locale: Locale, names: Sequence[str], scores: Sequence[int]) -> str:
    """The match totals: "Ann 37, Bob 12"."""
    each = (say(locale, "score-of", name=name, score=score)
            for name, score in zip(names, scores, strict=True))
    return joined(locale, "score-between", each)


def ending(locale: Locale, info: MatchInfo) -> str:
    """How a finished match ended, as a clause: "Ann wins 104-37"."""
    if info.winner is None or info.scores is None:
        return say(locale, "result-abandoned")
    sides = match_sides(locale, info)
    winner = sides[info.winner]
    if len(sides) > 2:  # three-handed: every score, the winner's first named
        scores = score_line(locale, sides, info.scores)
        return say(locale, "result-three", winner=winner, scores=scores)
    team = len(info.sides[info.winner]) > 1
    loser_side = 1 - info.winner
    loser = sides[loser_side]
    if info.end_reason is EndReason.RESIGN:
        return say(locale, "result-team-resigned" if team else "result-resigned",
                   loser=loser, winner=winner)
    if info.end_reason is EndReason.FORFEIT:
        return say(locale, "result-team-forfeit" if team else "result-forfeit",
                   loser=loser, winner=winner)
    won, lost = info.scores[info.winner], info.scores[loser_side]
    if team:
        return say(locale, "result-team-score", winner=winner, won=won, lost=lost)
    if info.margin is not None:
        return say(locale, "result-margin", winner=winner, margin=info.margin, won=won, lost=lost)
    return say(locale, "result-score", winner=winner, won=won, lost=lost)
