"""The command tree: the one ``/gin`` group the feature cogs share, the one check every
interaction passes, and the one error path of every command and control.

Every refusal (the engine's and the service's values, the house rules', the cogs' own
``Refusal``s, discord.py's failed checks) reaches its reader in their words, ephemeral;
anything unexpected is logged once, with the command or control and the match, and
answered with the generic sorry. When the interaction's token is spent (Discord says
so with 10062, 50027 or 10015) the answer goes to the interaction's channel instead,
mentioning the caller. The controls (``cogs.controls``) come here too, so one function
words an error for a user: ``GinTree.words``.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Command, ContextMenu, Group
from discord.ext import commands
from discord.utils import MISSING

from ginbot.text import Locale, refusal, say

from .interactions import REFUSALS, Refusal, answer, match_in_question, reader, remember_reader
from .translator import phrase

log = logging.getLogger("ginbot.discord")

TOKEN_SPENT = frozenset({
    10062,  # unknown interaction: the first answer came after Discord's 3 s
    50027,  # invalid webhook token: the token's 15 minutes are over
    10015,  # unknown webhook: the same, as a followup hears it
})


@dataclass
class SeenInteractions:
    """The ids of the latest interactions a bot took, so each acts once."""

    size: int = 10_000
    order: deque[int] = field(default_factory=deque)
    ids: set[int] = field(default_factory=set)
    repeats: int = 0

    def first(self, interaction_id: int) -> bool:
        if interaction_id in self.ids:
            self.repeats += 1
            return False
        self.ids.add(interaction_id)
        self.order.append(interaction_id)
        if len(self.order) > self.size:
            self.ids.discard(self.order.popleft())
        return True


class GinTree(app_commands.CommandTree[discord.Client]):
    """The bot's command tree (``commands.Bot(tree_cls=GinTree)``)."""

    def __init__(self, client: discord.Client) -> None:
        super().__init__(client)
        self.gin = app_commands.Group(name="gin", description=phrase("command-gin"))
        """``/gin``: in the tree from the first subcommand a cog attaches (``GinCommands``)."""
        self.seen = SeenInteractions()

    def add_command(
        self, command: Command[Any, ..., Any] | ContextMenu | Group, /, *,
        guild: discord.abc.Snowflake | None = MISSING,
        guilds: Sequence[discord.abc.Snowflake] = MISSING, override: bool = False,
    ) -> None:
        """As discord.py's, but a subcommand of ``/gin`` is in the tree through its group:
        a cog adds each of its commands, and the group is added once, with the first."""
        root = getattr(command, "root_parent", None)
        if root is self.gin and self.get_command(self.gin.name) is self.gin:
            return
        super().add_command(command, guild=guild, guilds=guilds, override=override)

    # -- the one check -----------------------------------------------------------------

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Commands, their autocomplete and every control: a repeat from the gateway acts
        not at all; a command or a click keeps the caller's app language (for what the
        bot sends them later)."""
        if not await self.first_delivery(interaction):
            return False
        if interaction.type is not discord.InteractionType.autocomplete:
            await remember_reader(interaction)
        return True

    async def first_delivery(self, interaction: discord.Interaction) -> bool:
        """Whether this interaction is new to the bot: one the gateway delivers again (a
        resumed session replaying what the bot had) was handled the first time and must
        not act, nor be answered, twice (interaction ids are unique). The first repeat is
        logged, with its match; later ones are only counted."""
        if self.seen.first(interaction.id):
            return True
        level = logging.INFO if self.seen.repeats == 1 else logging.DEBUG
        log.log(level, "interaction %s came again from the gateway (match %s); the repeat "
                "is ignored, %d so far", interaction.id, await match_in_question(interaction),
                self.seen.repeats)
        return False

    # -- the one error path ---------------------------------------------------------------

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, /, control: str | None = None,
    ) -> None:
        """A command's error (discord.py calls this), or a control's (``control`` names it
        for the logs): worded for the caller and told them."""
        await self.tell(interaction, await self.words(interaction, error, control))

    async def words(
        self, interaction: discord.Interaction, error: Exception, control: str | None = None,
    ) -> str:
        """What the caller reads about ``error``: a refusal or a failed check in their
        words; anything else is logged (with the command or ``control``, and the match)
        and is the generic sorry."""
        original = getattr(error, "original", error)  # what a command raised, unwrapped
        if isinstance(original, REFUSALS):
            locale = await reader(interaction)
            return (original.words(locale) if isinstance(original, Refusal)
                    else refusal(locale, original))
        if isinstance(error, app_commands.MissingPermissions):
            return say(await reader(interaction), "check-manage-server")
        if isinstance(error, app_commands.NoPrivateMessage):
            return say(await reader(interaction), "check-server-only")
        if isinstance(error, app_commands.CheckFailure):
            return say(await reader(interaction), "check-not-here")
        if control is None:
            command = interaction.command.qualified_name if interaction.command else "?"
            log.error("/%s failed for user %s in channel %s (match %s)", command,
                      interaction.user.id, interaction.channel_id,
                      await match_in_question(interaction), exc_info=original)
        else:
            log.error("the %s control failed for user %s in channel %s", control,
                      interaction.user.id, interaction.channel_id, exc_info=original)
        return await sorry(interaction)

    async def tell(self, interaction: discord.Interaction, text: str) -> None:
        """Ephemeral, whether or not the interaction was deferred; once its token is
        spent, in its channel, mentioning the caller."""
        try:
            await answer(interaction, text)
            return
        except discord.HTTPException as error:
            if error.code not in TOKEN_SPENT:
                log.warning("could not tell %s: %s", interaction.user.id, text)
                return
        log.info("the token of interaction %s is spent; user %s is told in channel %s",
                 interaction.id, interaction.user.id, interaction.channel_id)
        channel = interaction.client.get_partial_messageable(interaction.channel_id or 0)
        try:
            await channel.send(f"{interaction.user.mention} {text}"[:2000],
                               allowed_mentions=discord.AllowedMentions(users=[interaction.user]))
        except discord.HTTPException:
            log.warning("could not tell %s in channel %s either: %s", interaction.user.id,
                        interaction.channel_id, text)


async def sorry(interaction: discord.Interaction) -> str:
    """What the caller reads when something unexpected failed (it is logged)."""
    try:
        return say(await reader(interaction), "sorry")
    except Exception:
        return say(Locale.EN, "sorry")


def tree_of(client: discord.Client) -> GinTree:
    """The bot's tree, where the controls send their checks and errors."""
    tree = getattr(client, "tree", None)
    if not isinstance(tree, GinTree):
        raise TypeError(f"{client!r} has no GinTree")
    return tree


class GinCommands(commands.Cog):
    """A feature cog whose slash commands are subcommands of ``/gin``: they join the
    tree's group when the cog loads and leave it when it unloads (the group lives in
    the tree, so several cogs share it; discord.py's ``GroupCog`` is one cog a group).
    When a cog unloads, discord.py also removes its commands' names from the top of
    the tree: a subcommand never shares a top-level command's name."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        group = tree_of(self.bot).gin
        for command in self.get_app_commands():
            group.add_command(command)

    async def cog_unload(self) -> None:
        tree = tree_of(self.bot)
        for command in self.walk_app_commands():
            tree.gin.remove_command(command.name)
        if not tree.gin.commands:
            tree.remove_command(tree.gin.name)
