"""The rules in force for a match: every default and variant of RULES.md."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any


class Dealer(StrEnum):
    ALTERNATE = "alternate"
    LOSER = "loser"


class Deal(StrEnum):
    STANDARD = "standard"
    SCARNE = "scarne"


class Shutout(StrEnum):
    NONE = "none"
    DOUBLE = "double"
    PLUS100 = "plus100"


class RulesProblem(StrEnum):
    """Why a set of rules cannot be played; the fields of ``RulesError`` say more."""

    NOT_A_CHOICE = "not-a-choice"  # ``field`` is ``value``, not one of ``allowed``
    NOT_YES_NO = "not-yes-no"  # ``field`` is on or off, not ``value``
    NOT_A_NUMBER = "not-a-number"  # ``field`` is a whole number, not ``value``
    KNOCK_LIMIT = "knock-limit"  # ``value`` is outside 0..10
    TARGET = "target"  # ``value`` is not a positive number of points
    NEGATIVE = "negative"  # the bonus ``field`` is ``value``, below 0
    NEEDS = "needs"  # ``field`` needs ``other`` on
    PLAYERS = "players"  # ``value`` players: a table seats 2, 3 or 4
    HOLLYWOOD_PLAYERS = "hollywood-players"  # Hollywood scoring is for two players
    EXCLUSIVE = "exclusive"  # ``field`` and ``other`` cannot both be on
    NO_PRESET = "no-preset"  # ``value`` is not one of the presets ``allowed``
    UNKNOWN_FIELDS = "unknown-fields"  # ``value`` lists the fields no rules have


@dataclass(eq=False)
class RulesError(ValueError):
    """Rules that cannot be played, as a value (``ginbot.text`` words it)."""

    problem: RulesProblem
    field: str = ""
    value: object = None
    allowed: tuple[str, ...] = ()
    other: str = ""

    def __str__(self) -> str:
        return repr(self)


@dataclass(frozen=True)
class Rules:
    """Settings of one match. Defaults are the classic online rules."""

    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    big_gin: bool = False
    big_gin_bonus: int = 31
    target: int = 100
    dealer: Dealer = Dealer.ALTERNATE
    deal: Deal = Deal.STANDARD
    straight_gin: bool = False
    oklahoma: bool = False
    oklahoma_spades_double: bool = False
    bonuses: bool = False
    box_bonus: int = 25
    game_bonus: int = 100
    shutout: Shutout = Shutout.NONE
    hollywood: bool = False
    unit_scoring: bool = False  # box scoring: the margin counts without its units digit
    players: int = 2  # 3: the dealer sits out; 4: two teams of two

    def __post_init__(self) -> None:
        for name, kind in (("dealer", Dealer), ("deal", Deal), ("shutout", Shutout)):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except ValueError:
                choices = tuple(k.value for k in kind)
                raise RulesError(RulesProblem.NOT_A_CHOICE, name, value, choices) from None
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise RulesError(RulesProblem.NOT_YES_NO, f.name, value)
            if f.type == "int" and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(RulesProblem.NOT_A_NUMBER, f.name, value)
        if not 0 <= self.knock_limit <= 10:
            raise RulesError(RulesProblem.KNOCK_LIMIT, "knock_limit", self.knock_limit)
        if self.target <= 0:
            raise RulesError(RulesProblem.TARGET, "target", self.target)
        for name in ("gin_bonus", "undercut_bonus", "big_gin_bonus", "box_bonus", "game_bonus"):
            if getattr(self, name) < 0:
                raise RulesError(RulesProblem.NEGATIVE, name, getattr(self, name))
        if self.oklahoma_spades_double and not self.oklahoma:
            raise RulesError(RulesProblem.NEEDS, "oklahoma_spades_double", other="oklahoma")
        if self.shutout is not Shutout.NONE and not self.bonuses:
            raise RulesError(RulesProblem.NEEDS, "shutout", self.shutout.value, other="bonuses")
        if self.unit_scoring and not self.bonuses:
            raise RulesError(RulesProblem.NEEDS, "unit_scoring", other="bonuses")
        if self.players not in (2, 3, 4):
            raise RulesError(RulesProblem.PLAYERS, "players", self.players)
        if self.hollywood and self.players != 2:
            raise RulesError(RulesProblem.HOLLYWOOD_PLAYERS, "hollywood", value=self.players)
        if self.straight_gin and self.oklahoma:
            raise RulesError(RulesProblem.EXCLUSIVE, "straight_gin", other="oklahoma")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of the named rule sets: classic, scarne, oklahoma, straight, quick, ..."""
        try:
            return PRESETS[name.lower()]
        except KeyError:
            raise RulesError(RulesProblem.NO_PRESET, "preset", name, tuple(PRESETS)) from None

    def with_changes(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {k: (v.value if isinstance(v, StrEnum) else v) for k, v in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RulesError(RulesProblem.UNKNOWN_FIELDS, value=tuple(sorted(unknown)))
        return cls(**data)

    @property
    def boards(self) -> int:
        """The hands each deal has: two at a team table (RULES.md section 10), else one."""
        return 2 if self.players == 4 else 1

    @property
    def name(self) -> str:
        """The preset these rules equal, or ``custom``."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return "custom"


PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "scarne": Rules(
        gin_bonus=20,
        undercut_bonus=10,
        bonuses=True,
        box_bonus=20,
        game_bonus=100,
        shutout=Shutout.PLUS100,
        dealer=Dealer.LOSER,
        deal=Deal.SCARNE,
    ),
    "oklahoma": Rules(oklahoma=True, oklahoma_spades_double=True),
    "straight": Rules(straight_gin=True),
    "quick": Rules(target=50),
    "knock5": Rules(knock_limit=5),
    "bonuses": Rules(bonuses=True, shutout=Shutout.DOUBLE),
    "hollywood": Rules(hollywood=True),
    "three": Rules(players=3),
    "teams": Rules(players=4),
}

# The presets a two-player table (the Discord bot, the terminal game) offers.
TABLE_PRESETS: dict[str, Rules] = {n: r for n, r in PRESETS.items() if r.players == 2}
