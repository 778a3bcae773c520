"""The kinds of button and menu: each control is a ``DynamicItem`` that builds its own
``custom_id`` for a match (``gin:<match>:<action>``), a challenge
(``gin:c<challenge>:<action>``) or a tournament (``gin:t<tournament>:<action>``) and parses
it back, so a control posted before a restart
or an upgrade still works. A control's click passes the tree's check, and whatever it
raises goes the tree's one error path (discord.py would only log it).

A control is a subclass naming its action, ``class StockButton(MatchButton,
action="stock")``, and it is the class that handles the click (``clicked``): discord.py
routes a click to the class of the item that was sent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar, Self

import discord

from .tree import tree_of

ACTION = r"[a-z]+"  # the shape of every action, for the kinds themselves


class Control:
    """Mixed into every kind of control: the check and the error path of the tree."""

    @property
    def key(self) -> str:
        """The control in the logs: "match 3 hand", "challenge 2 accept"."""
        raise NotImplementedError

    async def clicked(self, interaction: discord.Interaction) -> None:
        """What the control does; a refusal is raised, as a command's is."""
        raise NotImplementedError

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await tree_of(interaction.client).interaction_check(interaction)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.clicked(interaction)
        except Exception as error:
            await tree_of(interaction.client).on_error(interaction, error, self.key)


class OneAction(Control):
    """A kind of control for one action of a match or a challenge: the subclass names the
    action (its template follows), and the custom id gives back the thing's id."""

    action: ClassVar[str]
    prefix: ClassVar[str]  # before the id in the custom id: "" a match's, "c" a challenge's

    def __init_subclass__(cls, *, action: str | None = None, **kinds: Any) -> None:
        if action is not None:  # not a kind (MatchButton, whose template is given)
            kinds["template"] = rf"gin:{cls.prefix}(?P<id>\d+):{action}"
            cls.action = action
        super().__init_subclass__(**kinds)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
        match: re.Match[str], /,
    ) -> Self:
        return cls(int(match["id"]))  # type: ignore[call-arg]


class MatchButton(OneAction, discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"gin:(?P<id>\d+):{ACTION}"):
    """A button of a match's screens."""

    prefix = ""

    def __init__(
        self, match_id: int, label: str | None = None, *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary, disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=style, disabled=disabled, row=row,
            custom_id=f"gin:{match_id}:{self.action}"))
        self.match_id = match_id

    @property
    def key(self) -> str:
        return f"match {self.match_id} {self.action}"


class MatchMenu(OneAction, discord.ui.DynamicItem[discord.ui.Select[Any]],
                template=rf"gin:(?P<id>\d+):{ACTION}"):
    """A menu of a match's screens; the choice is ``picked``."""

    prefix = ""

    def __init__(
        self, match_id: int, options: Sequence[discord.SelectOption] = (), *,
        placeholder: str | None = None, disabled: bool = False, row: int | None = None,
    ) -> None:
        super().__init__(discord.ui.Select(
            options=list(options), placeholder=placeholder, disabled=disabled, row=row,
            custom_id=f"gin:{match_id}:{self.action}"))
        self.match_id = match_id

    @property
    def key(self) -> str:
        return f"match {self.match_id} {self.action}"

    @property
    def picked(self) -> str | None:
        """The option chosen, if any."""
        return self.item.values[0] if self.item.values else None


class ChallengeButton(OneAction, discord.ui.DynamicItem[discord.ui.Button[Any]],
                      template=rf"gin:c(?P<id>\d+):{ACTION}"):
    """A button of a challenge's message."""

    prefix = "c"

    def __init__(
        self, challenge_id: int, label: str | None = None, *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=style, custom_id=f"gin:c{challenge_id}:{self.action}"))
        self.challenge_id = challenge_id

    @property
    def key(self) -> str:
        return f"challenge {self.challenge_id} {self.action}"


class TournamentButton(OneAction, discord.ui.DynamicItem[discord.ui.Button[Any]],
                       template=rf"gin:t(?P<id>\d+):{ACTION}"):
    """A button of a tournament's message."""

    prefix = "t"

    def __init__(
        self, tournament_id: int, label: str | None = None, *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary, row: int | None = None,
    ) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=style, row=row, custom_id=f"gin:t{tournament_id}:{self.action}"))
        self.tournament_id = tournament_id

    @property
    def key(self) -> str:
        return f"tournament {self.tournament_id} {self.action}"


class TournamentMenu(OneAction, discord.ui.DynamicItem[discord.ui.Select[Any]],
                     template=rf"gin:t(?P<id>\d+):{ACTION}"):
    """A menu of a tournament's message; the choice is ``picked``."""

    prefix = "t"

    def __init__(
        self, tournament_id: int, options: Sequence[discord.SelectOption] = (), *,
        placeholder: str | None = None, row: int | None = None,
    ) -> None:
        super().__init__(discord.ui.Select(
            options=list(options), placeholder=placeholder, row=row,
            custom_id=f"gin:t{tournament_id}:{self.action}"))
        self.tournament_id = tournament_id

    @property
    def key(self) -> str:
        return f"tournament {self.tournament_id} {self.action}"

    @property
    def picked(self) -> str | None:
        """The option chosen, if any."""
        return self.item.values[0] if self.item.values else None
