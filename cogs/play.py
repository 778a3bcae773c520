"""What slash commands and buttons share: finding the match, acting, answering.

Every refusal is one specific ephemeral sentence; nothing reaches the user as
a stack trace.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, cast

import discord

from ginbot.engine import Action, HouseRuleError, RulesError
from ginbot.service import (
    USER_ERRORS,
    ActResult,
    Challenge,
    MatchInfo,
    MatchService,
    ServiceClosed,
    User,
)
from ginbot.text import Locale, reader_locale, refusal, server_locale

from . import ui

if TYPE_CHECKING:
    from ginbot.bot import GinBot

log = logging.getLogger("ginbot.discord")


SORRY = "Something went wrong on my side; the match is safe. Please try again."


class Refusal(Exception):
    """Something the user asked that cannot be done; the message says why."""


def service_of(interaction: discord.Interaction) -> MatchService:
    return cast("GinBot", interaction.client).service


def as_user(user: discord.abc.User) -> User:
    return User(user.id, user.display_name)


def user_of(interaction: discord.Interaction) -> User:
    return as_user(interaction.user)


def sentence(text: str) -> str:
    """Event words and card-reading errors are clauses ("you took 7♥"); show them as
    sentences. Refusals come whole from the text layer (``refused``)."""
    text = text.strip()
    if not text:
        return "That cannot be done."
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


REFUSALS: tuple[type[Exception], ...] = (*USER_ERRORS, HouseRuleError, RulesError)
"""The refusals the text layer words: the engine's, the service's, the house rules'."""


async def reader(interaction: discord.Interaction) -> Locale:
    """The language the caller reads: their own choice, else their Discord app's, else
    the server's (its setting, else its Discord locale, else English). In DMs the
    server is the one of the caller's match, when they have exactly one."""
    service = service_of(interaction)
    try:
        preference = (await service.player_settings(interaction.user.id)).language
    except ServiceClosed:
        preference = None  # the store is closed: the rest still says who reads what
    guild_id = interaction.guild_id
    if guild_id is None:
        mine = service.active_matches_for_user(interaction.user.id)
        guild_id = mine[0].guild_id if len(mine) == 1 else None
    setting = None if guild_id is None else service.guild_settings(guild_id).language
    server = server_locale(setting, interaction.guild_locale)
    return reader_locale(preference, interaction.locale, server)


async def refused(interaction: discord.Interaction, error: Exception) -> str:
    """A refusal of the engine, the service or the house rules, in the caller's words."""
    return refusal(await reader(interaction), error)


async def answer(interaction: discord.Interaction, text: str, **extra: object) -> None:
    """An ephemeral answer, whether or not the interaction was deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)  # type: ignore[arg-type]


def match_in_question(interaction: discord.Interaction) -> int | None:
    """The caller's match for the logs, if there is one; never raises."""
    try:
        return find_match(interaction).id
    except Exception:
        return None


def find_match(interaction: discord.Interaction) -> MatchInfo:
    """The caller's match for a gameplay command, from where it was used.

    The match's thread; the DM with the bot; or the parent channel when the
    caller has exactly one match there. Anywhere else: say where the match is.
    """
    service = service_of(interaction)
    user_id = interaction.user.id
    if interaction.guild_id is None:
        mine = service.active_matches_for_user(user_id)
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise Refusal(
                "You have no match in progress. Start one in a server with "
                "`/gin challenge` or `/gin bot`."
            )
        where = ", ".join(f"<#{m.where}>" for m in mine)
        raise Refusal(f"You have matches in several servers: play in the match's thread ({where}).")
    here = service.matches_in_channel(interaction.channel_id or 0)
    mine_here = [m for m in here if m.seat_of(user_id) is not None]
    if len(mine_here) == 1:
        return mine_here[0]
    elsewhere = service.active_match(interaction.guild_id, user_id)
    if elsewhere is not None:
        raise Refusal(
            f"Your match ({elsewhere.describe()}) is in <#{elsewhere.where}>: "
            "play there or in your DMs with me."
        )
    in_thread = [m for m in here if m.thread_id == interaction.channel_id]
    if in_thread:
        raise Refusal(f"You're not playing in this match ({in_thread[0].describe()}).")
    raise Refusal(
        "You have no match in progress here. Start one with `/gin challenge` or `/gin bot`."
    )


async def act(
    interaction: discord.Interaction, match_id: int, action: Action
) -> ActResult | None:
    """Play ``action`` for the caller; on a refusal answer why and return None."""
    try:
        return await service_of(interaction).act(match_id, interaction.user.id, action)
    except USER_ERRORS as error:
        await answer(interaction, await refused(interaction, error))
        return None


async def send_hand(
    interaction: discord.Interaction, match: MatchInfo, note: str | None = None
) -> None:
    """The caller's hand, privately (the ``/hand`` flow, also for closed DMs)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    service = service_of(interaction)
    try:
        table = await service.player_view(match.id, interaction.user.id)
    except USER_ERRORS as error:
        await answer(interaction, await refused(interaction, error))
        return
    settings = await service.player_settings(interaction.user.id)
    content, file, view = await ui.hand_message(
        match, table, settings, (), await reader(interaction))
    if note:
        content = f"{note}\n{content}"[:2000]
    await answer(interaction, content, file=file, view=view)


async def remember_challenge(
    interaction: discord.Interaction, challenge: Challenge, message: discord.Message
) -> None:
    """Note the challenge message, so its expiry or decline can close it later."""
    await service_of(interaction).set_front_end_state(
        ui.challenge_post_key(challenge.id), f"{message.channel.id}:{message.id}")
