"""Plain values the store, the service and the text layer share: the languages,
who plays where (seats, match info), settings, challenges, ratings, what
happened at a table (news) and why the service refused a request (refusals), as data.

``Locale`` lives here, below both ``ginbot/store`` (a player's or a server's
language is a setting it keeps) and ``ginbot/text`` (which words it), so neither
imports the other for it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from ginbot.engine import Action, Card, Event, HandResult, IllegalAction, MatchIsOver, Rules


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


# -- who plays where, settings, ratings: what the store keeps and the service hands out


@dataclass(frozen=True)
class User:
    """A person, by their Discord (or terminal) user id and current display name."""

    id: int
    name: str


@dataclass(frozen=True)
class Seat:
    """One seat at a table: a person (``user_id``) or the computer (``level``)."""

    user_id: int | None
    level: str | None
    name: str

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    @classmethod
    def person(cls, user: User) -> Seat:
        return cls(user.id, None, user.name)

    @classmethod
    def computer(cls, level: str) -> Seat:
        return cls(None, level, f"Computer ({level})")


def table_sides(seats: int) -> tuple[tuple[int, ...], ...]:
    """The sides at a table of ``seats`` (RULES.md section 10): four seats play as two teams."""
    if seats == 4:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(seats))


class MatchStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"


class EndReason(StrEnum):
    TARGET = "target"  # a player reached the target score
    RESIGN = "resign"
    FORFEIT = "forfeit"  # the player to move ran out of time


@dataclass(frozen=True)
class MatchInfo:
    """Who plays where under which rules; never the deal (the seeds stay secret)."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    seats: tuple[Seat, ...]  # two to four, in seat order
    rules: Rules
    status: MatchStatus
    created_at: float
    finished_at: float | None = None
    winner: int | None = None  # the winning side (``sides``), once finished
    scores: tuple[int, ...] | None = None  # final scores, side by side, once finished
    end_reason: EndReason | None = None
    margin: int | None = None  # box scoring: what the winner won by (``match_margin``)
    hints: int = 0  # how many hints were shown: a hinted match earns no ranking points

    @property
    def hinted(self) -> bool:
        """Hints were used in this match (it earns no ranking points)."""
        return self.hints > 0

    @property
    def finished(self) -> bool:
        return self.status is MatchStatus.FINISHED

    @property
    def where(self) -> int:
        """The channel the table lives in: the match thread if any."""
        return self.thread_id if self.thread_id is not None else self.channel_id

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats that score together: each their own, or teams 0 and 2 against 1 and 3."""
        return table_sides(len(self.seats))

    def side_of(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def user_ids(self) -> tuple[int, ...]:
        """The people playing, in seat order (the computer's seats have none)."""
        return tuple(s.user_id for s in self.seats if s.user_id is not None)

    @property
    def against_computer(self) -> bool:
        return any(s.is_computer for s in self.seats)

    def describe(self) -> str:
        return " vs ".join(seat.name for seat in self.seats)


class ChallengeStatus(StrEnum):
    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Challenge:
    """An invitation to a table: ``seats`` in table order, seat 0 the challenger (at a team
    table, seats 0 and 2 play against 1 and 3). It starts once every person has accepted;
    a computer seat needs no answer."""

    id: int
    guild_id: int
    channel_id: int
    seats: tuple[Seat, ...]
    rules: Rules
    status: ChallengeStatus
    created_at: float
    expires_at: float
    match_id: int | None = None
    accepted: frozenset[int] = frozenset()  # the people who said yes, the challenger too

    @property
    def challenger(self) -> User:
        seat = self.seats[0]
        assert seat.user_id is not None
        return User(seat.user_id, seat.name)

    @property
    def invited(self) -> tuple[User, ...]:
        """The people asked to play, in seat order (not the challenger, not the computer)."""
        return tuple(User(s.user_id, s.name) for s in self.seats[1:] if s.user_id is not None)

    @property
    def opponent(self) -> User:
        """The first person asked (at a table of two, the only one)."""
        return self.invited[0]

    @property
    def waiting_for(self) -> tuple[User, ...]:
        """The people who have not accepted yet."""
        return tuple(u for u in self.invited if u.id not in self.accepted)

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)


class SettingProblem(StrEnum):
    """Why a table or player setting cannot take a value; ``SettingError`` has the rest."""

    NOT_A_CHOICE = "not-a-choice"  # ``field`` is one of ``allowed``, not ``value``
    TURN_TIMEOUT = "turn-timeout"  # 0 (no timer) or 10 seconds to 7 days
    NEXT_HAND_DELAY = "next-hand-delay"  # 0 to 300 seconds
    CHALLENGE_EXPIRY = "challenge-expiry"  # 1 second to 7 days
    SEASON_DAYS = "season-days"  # 0 (no seasons) or 1 to 366 days


@dataclass(eq=False)
class SettingError(ValueError):
    """A setting's value that cannot be used, as a value (``ginbot.text`` words it)."""

    problem: SettingProblem
    field: str
    value: object
    allowed: tuple[str, ...] = ()

    def __str__(self) -> str:
        return repr(self)


def _within(value: object, low: float, high: float) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and math.isfinite(value) and low <= value <= high)


def _language(settings: GuildSettings | PlayerSettings) -> None:
    """A language setting's code (``"zh-CN"``) as its ``Locale``; None stays unset."""
    if settings.language is None:
        return
    try:
        object.__setattr__(settings, "language", Locale(settings.language))
    except ValueError:
        raise SettingError(SettingProblem.NOT_A_CHOICE, "language", settings.language,
                           tuple(locale.value for locale in Locale)) from None


class IdleAction(StrEnum):
    FORFEIT = "forfeit"  # the idle player loses the match
    AUTOPLAY = "autoplay"  # the computer plays the idle player's turn


class SeasonRatings(StrEnum):
    """What a new season does with the ladder's ratings."""

    CARRY = "carry"  # everyone keeps their rating
    RESET = "reset"  # every rating starts again (ranking points stay)


@dataclass(frozen=True)
class GuildSettings:
    """Per-guild table settings. ``turn_timeout`` 0 switches turn timers off;
    ``season_days`` 0 switches seasons off (else the ladder is archived and a new season
    starts every so many days, its ratings as ``season_ratings`` says)."""

    turn_timeout: int = 300
    idle_action: IdleAction = IdleAction.FORFEIT
    next_hand_delay: float = 8.0
    challenge_expiry: int = 300
    language: Locale | None = None  # None: the guild's preferred locale on Discord
    tournaments_by_managers: bool = False  # only server managers create tournaments
    season_days: int = 0
    season_ratings: SeasonRatings = SeasonRatings.CARRY

    def __post_init__(self) -> None:
        _language(self)
        try:
            object.__setattr__(self, "idle_action", IdleAction(self.idle_action))
        except ValueError:
            raise SettingError(SettingProblem.NOT_A_CHOICE, "idle_action", self.idle_action,
                               tuple(a.value for a in IdleAction)) from None
        try:
            object.__setattr__(self, "season_ratings", SeasonRatings(self.season_ratings))
        except ValueError:
            raise SettingError(SettingProblem.NOT_A_CHOICE, "season_ratings",
                               self.season_ratings,
                               tuple(r.value for r in SeasonRatings)) from None
        if not (_within(self.season_days, 0, 0) or _within(self.season_days, 1, 366)) \
                or not isinstance(self.season_days, int):
            raise SettingError(SettingProblem.SEASON_DAYS, "season_days", self.season_days)
        if not (_within(self.turn_timeout, 0, 0) or _within(self.turn_timeout, 10, 7 * 86400)):
            raise SettingError(SettingProblem.TURN_TIMEOUT, "turn_timeout", self.turn_timeout)
        if not _within(self.next_hand_delay, 0, 300):
            raise SettingError(SettingProblem.NEXT_HAND_DELAY, "next_hand_delay",
                               self.next_hand_delay)
        if not _within(self.challenge_expiry, 1, 7 * 86400):
            raise SettingError(SettingProblem.CHALLENGE_EXPIRY, "challenge_expiry",
                               self.challenge_expiry)


class HandSort(StrEnum):
    MELDS = "melds"
    SUIT = "suit"
    RANK = "rank"


@dataclass(frozen=True)
class PlayerSettings:
    dm_closed: bool = False  # Discord refused a DM: show the hand ephemerally instead
    sort: HandSort = HandSort.MELDS
    four_colour: bool = False
    language: Locale | None = None  # None: the language of the player's Discord client
    # That client's language as last seen (a Discord locale: "zh-TW", "en-US"), for the
    # DMs the bot sends on its own; None until the player interacts.
    client_locale: str | None = None

    def __post_init__(self) -> None:
        _language(self)
        try:
            object.__setattr__(self, "sort", HandSort(self.sort))
        except ValueError:
            raise SettingError(SettingProblem.NOT_A_CHOICE, "sort", self.sort,
                               tuple(s.value for s in HandSort)) from None


class ActionSource(StrEnum):
    PLAYER = "player"
    COMPUTER = "computer"
    TIMER = "timer"  # played for an idle player


@dataclass(frozen=True)
class Rating:
    """A ladder rating between people: openskill Plackett-Luce ``mu`` and ``sigma``."""

    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    losses: int = 0


@dataclass(frozen=True)
class Standing:
    """One person's line in a guild's ladder, as stored (``rating`` None: never rated)."""

    user_id: int
    name: str
    rating: Rating | None
    points: int  # ranking points for beating the computer


class LadderPeriod(StrEnum):
    """What a ladder ranks: this calendar month's matches, or every rating (all time);
    ``SEASON`` is an archived season's ladder (the all-time ladder as it stood at the
    season's end)."""

    MONTH = "month"
    ALL = "all"
    SEASON = "season"


MOVEMENT_DAYS = 30
"""The all-time ladder's movement: places gained or lost over this many days."""


@dataclass(frozen=True)
class LadderEntry:
    """One person's line in a guild's ladder, placed.

    ``games``, ``wins`` and ``losses`` count matches between people: every rated one
    (all time) or this month's. ``moved`` is the places gained (negative: lost) since the
    last period; None when the person was not on that ladder (new).
    """

    rank: int
    user_id: int
    name: str
    rating: float | None  # openskill ordinal (mu - 3 sigma); None before a rated match
    mu: float | None
    sigma: float | None
    games: int
    wins: int
    losses: int
    points: int  # ranking points for beating the computer
    moved: int | None = None

    @property
    def win_rate(self) -> float | None:
        """Wins per match between people (None: none played)."""
        return self.wins / self.games if self.games else None


@dataclass(frozen=True)
class Ladder:
    """A guild's ladder for one period: the top ``entries``, best first, and the caller's
    own line when it is further down (``caller``; None when the caller is in the top or
    not on the ladder). ``year`` and ``month`` name the calendar month (UTC) of a month's
    ladder; ``since`` is when the movement is counted from; ``total`` how many people the
    whole ladder has."""

    period: LadderPeriod
    entries: tuple[LadderEntry, ...]
    caller: LadderEntry | None
    total: int
    year: int
    month: int
    since: float
    season: int | None = None  # an archived season's number (``SEASON``)
    ended: float | None = None  # when that season ended


@dataclass(frozen=True)
class SeasonEnd:
    """A guild's season ``number`` ended: its ladder is archived, a new season started
    with the ratings carried or reset (``ratings``). ``top`` is the archived ladder's
    first three; ``channel_id`` where the server's last match was played (where the end
    is announced; None: nowhere, no match was ever played)."""

    guild_id: int
    number: int
    started: float
    ended: float
    ratings: SeasonRatings
    top: tuple[LadderEntry, ...]
    channel_id: int | None


@dataclass(frozen=True)
class Tally:
    """Matches played and won."""

    played: int = 0
    won: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def add(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + won)


class TableKind(StrEnum):
    """A kind of table, for a profile's counts: two players, three, two teams of two."""

    TWO = "two"
    THREE = "three"
    TEAMS = "teams"

    @classmethod
    def of(cls, seats: int) -> TableKind:
        return {2: cls.TWO, 3: cls.THREE, 4: cls.TEAMS}[seats]


@dataclass(frozen=True)
class BestMatch:
    """A profile's best match: the win by the most points."""

    match_id: int
    margin: int
    opponents: tuple[Seat, ...]
    at: float


@dataclass(frozen=True)
class Profile:
    """One person's numbers in a guild (``/gin profile``).

    ``by_table``: matches by kind of table; ``by_level``: matches with a computer of that
    level on another side. Hands count every board the person played; ``gins`` are hands
    they won by gin (or big gin); undercuts ``given`` are their undercuts of a knocker,
    out of the hands the other knocked (``defended``); ``taken``, of their own knocks.
    ``streak``: the current run of wins (above zero) or losses (below). ``history``: the
    shown rating after each rated match, oldest first (the latest ones). ``versus``: the
    reader's record against this person (won, lost, from the reader's side), when the
    reader is someone else who played them.
    """

    user_id: int
    name: str
    matches: Tally
    by_table: tuple[tuple[TableKind, Tally], ...]
    by_level: tuple[tuple[str, Tally], ...]
    hands: int
    hands_won: int
    points: int
    knocks: int
    gins: int
    defended: int
    undercuts_given: int
    undercuts_taken: int
    knock_deadwood: float | None
    turns_to_knock: float | None
    best: BestMatch | None
    streak: int
    rating: float | None
    rating_games: int
    history: tuple[float, ...]
    ranking_points: int
    versus: Tally | None = None
    reader_name: str | None = None

    @property
    def points_per_hand(self) -> float | None:
        return self.points / self.hands if self.hands else None

    @property
    def gin_rate(self) -> float | None:
        return self.gins / self.hands if self.hands else None

    @property
    def undercut_given_rate(self) -> float | None:
        return self.undercuts_given / self.defended if self.defended else None

    @property
    def undercut_taken_rate(self) -> float | None:
        return self.undercuts_taken / self.knocks if self.knocks else None


# -- server tournaments: who entered, the games of each round, the standings --------------


class TournamentFormat(StrEnum):
    SWISS = "swiss"
    KNOCKOUT = "knockout"
    ROUND_ROBIN = "round_robin"


class TournamentStatus(StrEnum):
    SIGNUP = "signup"  # open for entries; the creator or a manager starts it
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class GameEnd(StrEnum):
    """How a tournament game was decided."""

    PLAYED = "played"  # its match ended (target, resignation or a turn timeout)
    BYE = "bye"  # nobody to meet: a win worth no points
    FORFEIT = "forfeit"  # at the deadline, by removal, or by a manager's hand


@dataclass(frozen=True)
class Entrant:
    """One player of a tournament: ``number`` is the order of entry (1 first); ``rating``
    the ladder rating at the start (knockout seeds by it); ``removed`` by a manager."""

    number: int
    seat: Seat
    rating: float | None = None
    removed: bool = False

    @property
    def name(self) -> str:
        return self.seat.name


@dataclass(frozen=True)
class Game:
    """One pairing of a round: entrant ``first`` deals the first hand (seat ``first_seat``
    of the match), ``second`` None is a bye. ``points`` are what each scored, first's
    first; ``end`` None while it is being played."""

    round: int
    board: int
    first: int
    second: int | None = None
    winner: int | None = None
    points: tuple[int, int] = (0, 0)
    end: GameEnd | None = None
    match_id: int | None = None
    first_seat: int = 0

    @property
    def decided(self) -> bool:
        return self.end is not None

    @property
    def entrants(self) -> tuple[int, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    def seat_of(self, number: int) -> int:
        """The seat entrant ``number`` sits in at the game's match."""
        return self.first_seat if number == self.first else 1 - self.first_seat


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings: ``score`` counts wins and byes; ``buchholz`` (Swiss) is
    the sum of the opponents' scores; ``out_in`` the knockout round the entrant went out."""

    place: int
    entrant: Entrant
    played: int
    wins: int
    losses: int
    byes: int
    score: float
    points_for: int
    points_against: int
    buchholz: float | None = None
    out_in: int | None = None

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against


class ActKind(StrEnum):
    """What a manager did to a running tournament, shown on its message."""

    REMOVED = "removed"
    RECORDED = "recorded"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class TournamentAct:
    kind: ActKind
    by: str  # the manager's name
    at: float
    name: str | None = None  # the player removed, or the winner recorded
    reason: str = ""


class TournamentNews(StrEnum):
    """What a tournament's subscribers hear (``Notifier.tournament_news``)."""

    OPENED = "opened"  # created: post the sign-up message
    ENTRIES = "entries"  # someone joined or left
    ROUND = "round"  # round ``round_number`` was paired (round 1: it started)
    RESULT = "result"  # a game of the round was decided (``board``)
    DEADLINE_SOON = "deadline_soon"  # the round's deadline is near: its players are told
    FINISHED = "finished"  # the last round is decided: the podium
    CANCELLED = "cancelled"
    ACT = "act"  # a manager removed a player or recorded a result (the last of ``acts``)


@dataclass(frozen=True)
class Tournament:
    """A server tournament as stored: its settings, entrants, games and managers' acts."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    format: TournamentFormat
    creator_id: int
    rules: Rules
    rounds: int  # 0 until it starts (then the number the format and field imply)
    duplicate: bool
    round_hours: float
    status: TournamentStatus
    created_at: float
    round: int = 0  # the round being played
    message_id: int | None = None
    entrants: tuple[Entrant, ...] = ()
    games: tuple[Game, ...] = ()
    acts: tuple[TournamentAct, ...] = ()
    round_ends_at: float | None = None
    asked_rounds: int | None = None  # a Swiss's rounds as its creator asked (None: default)

    def entrant(self, number: int) -> Entrant:
        return next(e for e in self.entrants if e.number == number)

    def entrant_of(self, user_id: int) -> Entrant | None:
        return next((e for e in self.entrants if e.seat.user_id == user_id), None)

    def games_of(self, round_number: int) -> tuple[Game, ...]:
        return tuple(g for g in self.games if g.round == round_number)

    @property
    def over(self) -> bool:
        return self.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)


# -- what happened at a table, as data the text layer words for each reader ----------


@dataclass(frozen=True)
class Cut:
    """How the first dealer was chosen: each round of cuts (seat 0's card, seat 1's; at
    a table of three, ``seats`` names who cut in each round), the last one decided; the
    tied lowest cut again."""

    cuts: tuple[tuple[Card, ...], ...]
    dealer: int
    seats: tuple[tuple[int, ...], ...] = ()  # who cut in each round; () for two: 0 and 1


@dataclass(frozen=True)
class Dealt:
    """A new hand. ``upcard`` None: a Scarne deal, where ``first`` holds 11 cards and
    discards first; otherwise ``first`` may take the upcard or pass."""

    hand_number: int
    dealer: int  # at three, the dealer sits the hand out
    first: int
    upcard: Card | None
    board: int | None = None  # which of a team round's two boards; None: the only one


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


class HintReason(StrEnum):
    """Why the expert suggests a move: the one line a hint gives with it."""

    ONLY_MOVE = "only-move"  # nothing else is legal
    TAKE_MELDS = "take-melds"  # take the upcard (``card``): it goes into a meld
    TAKE = "take"  # take the upcard: it lowers the deadwood, to ``deadwood``
    STOCK = "stock"  # the upcard (``card``) helps less than the stock is expected to
    PASS = "pass"  # the first upcard helps less than the stock is expected to
    DISCARD_SAFEST = "discard-safest"  # the least deadwood kept, and the safest such card
    DISCARD_LEAST = "discard-least"  # the least deadwood kept
    DISCARD_SAFER = "discard-safer"  # a little more deadwood, less likely to help them
    DISCARD_DRAWS = "discard-draws"  # a little more deadwood, better draws to come
    KNOCK = "knock"  # with ``deadwood``: ``points`` better than playing on
    GIN = "gin"
    BIG_GIN = "big-gin"
    PLAY_ON = "play-on"  # knocking now gives away ``points``


@dataclass(frozen=True)
class Hint:
    """The expert's suggested move for ``seat`` of match ``match_id`` at ``version``,
    and why (``reason``, with the figures its words use)."""

    match_id: int
    seat: int
    action: Action
    reason: HintReason
    points: float = 0.0  # points of expected result it is better by than the next choice
    deadwood: int | None = None  # the deadwood the hand keeps after it
    card: Card | None = None  # the upcard, for a draw
    version: int = 0


# -- why the service refused a request: one type per reason, each a value with fields ---
#
# Rule errors are the engine's ``IllegalAction`` kinds (not your turn, wrong phase, a card
# not held, the card just taken, an illegal knock, the match is over); the rest are below.
# They live here, not in the service, so that ``ginbot.text`` words them without loading
# the service. Front ends catch ``USER_ERRORS`` and show ``ginbot.text.refusal(locale,
# error)``. A refused request changes nothing.


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
class NoSuchSeason(ServiceError):
    """The guild has no ended season ``number``; ``last`` is its latest (0: none yet)."""

    number: int
    last: int


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
class ChallengeOpen(ServiceError):
    """A challenge between the challenger and ``name`` is open in this server already:
    one at a time between two people."""

    name: str
    challenge_id: int


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


@dataclass(eq=False)
class StaleTable(ServiceError):
    """The move was chosen on a table that has changed since: look again."""

    match_id: int


@dataclass(eq=False)
class NoSuchTournament(ServiceError):
    tournament_id: int


class TournamentProblem(StrEnum):
    MANAGERS_ONLY = "managers-only"  # the server lets only managers create tournaments
    ALREADY_ENTERED = "already-entered"
    NOT_ENTERED = "not-entered"  # leaving, or naming, someone who is not an entrant
    STARTED = "started"  # entries and the start only during sign-up
    NOT_RUNNING = "not-running"  # removing or recording once it is over or not started
    OVER = "over"  # finished or cancelled already
    NOT_CREATOR = "not-creator"  # only ``name``, its creator, or a manager may do this
    NOT_MANAGER = "not-manager"  # cancelling (once it runs), removing, recording
    TOO_FEW = "too-few"  # ``count`` entrants; at least two to start
    FULL = "full"  # ``count`` entrants is the most a tournament takes
    ROUNDS = "rounds"  # ``count`` rounds is more than the field can play (or fewer than 1)
    ROUND_HOURS = "round-hours"  # between 1 and 168 hours a round
    NO_GAME = "no-game"  # ``name`` has no game being played this round
    BUSY = "busy"  # ``name`` is playing a match in this server: they join when it ends


@dataclass(eq=False)
class TournamentRefused(ServiceError):
    """A tournament request refused for ``problem`` (``name`` and ``count`` as it says)."""

    problem: TournamentProblem
    tournament: str = ""  # the tournament's name
    name: str | None = None
    count: int | None = None


class HintProblem(StrEnum):
    """Why no hint is given."""

    PEOPLE = "people"  # hints only in a match against the computer, never between people


@dataclass(eq=False)
class HintRefused(ServiceError):
    """No hint in match ``match_id``, for ``problem`` (not your turn: ``NotYourTurn``)."""

    match_id: int
    problem: HintProblem = HintProblem.PEOPLE


USER_ERRORS: tuple[type[Exception], ...] = (IllegalAction, ServiceError)
"""The refusals a front end catches and words for the reader; anything else is a bug."""
