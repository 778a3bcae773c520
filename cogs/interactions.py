"""What every command and control asks of its interaction: the service behind the bot,
who is asking, in which language they read, which match they mean; the front end's own
refusals; and the ephemeral answer."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, cast

import discord

from ginbot.engine import HouseRuleError, RulesError
from ginbot.service import USER_ERRORS, MatchInfo, MatchService, ServiceClosed, User
from ginbot.text import Locale, listing, reader_locale, say, server_locale

from .hand_tokens import HandTokens
from .screens.common import matchup


class GinClient(Protocol):
    """What the front end needs of the bot it runs in (``ginbot.bot.GinBot`` wires it):
    the match service, and the click tokens of the hand screens."""

    service: MatchService
    hand_tokens: HandTokens


def gin_client(client: discord.Client) -> GinClient:
    """The bot behind an interaction, as the front end knows it."""
    return cast(GinClient, client)


def service_of(interaction: discord.Interaction) -> MatchService:
    return gin_client(interaction.client).service


def hand_tokens_of(interaction: discord.Interaction) -> HandTokens:
    return gin_client(interaction.client).hand_tokens


def as_user(user: discord.abc.User) -> User:
    return User(user.id, user.display_name)


def user_of(interaction: discord.Interaction) -> User:
    return as_user(interaction.user)


class Refusal(Exception):
    """Something the user asked that cannot be done, raised with the sentence already
    in the reader's words (``say(await reader(interaction), ...)``); a subclass that
    cannot know the reader yet words itself when answered (``words``)."""

    def words(self, locale: Locale) -> str:
        return str(self)


class Where(Enum):
    """Why a gameplay command found no match of the caller's where it was used."""

    NO_MATCH = "no-match"  # in DMs, with no match anywhere
    SEVERAL_SERVERS = "several-servers"  # in DMs, with matches in more than one server
    ELSEWHERE = "elsewhere"  # in a server, where the caller's match is another channel
    NOT_PLAYING = "not-playing"  # in a match's thread, not one of its players
    NO_MATCH_HERE = "no-match-here"  # in a server, with no match


@dataclass(eq=False)
class NoMatchHere(Refusal):
    """The caller has no match to play from here: ``matches`` are the ones to name."""

    where: Where
    matches: tuple[MatchInfo, ...] = ()

    def __str__(self) -> str:
        return repr(self)

    def words(self, locale: Locale) -> str:
        if self.where is Where.NO_MATCH:
            return say(locale, "where-no-match")
        if self.where is Where.NO_MATCH_HERE:
            return say(locale, "where-no-match-here")
        if self.where is Where.SEVERAL_SERVERS:
            threads = listing(locale, tuple(f"<#{m.where}>" for m in self.matches))
            return say(locale, "where-several-servers", threads=threads)
        match = self.matches[0]
        names = matchup(locale, match)
        if self.where is Where.ELSEWHERE:
            return say(locale, "where-elsewhere", players=names, thread=f"<#{match.where}>")
        return say(locale, "where-not-playing", players=names)


REFUSALS: tuple[type[Exception], ...] = (*USER_ERRORS, HouseRuleError, RulesError, Refusal)
"""The refusals answered in the reader's words: the engine's, the service's, the house
rules' (worded by the text layer) and the front end's own."""


async def reader(interaction: discord.Interaction, match: MatchInfo | None = None) -> Locale:
    """The language the caller reads: their own choice, else their Discord app's, else
    the server's. In DMs the server is ``match``'s (the match the answer is about, which
    may have just ended), else that of the caller's match in play, when they have one."""
    service = service_of(interaction)
    try:
        preference = (await service.player_settings(interaction.user.id)).language
    except ServiceClosed:
        preference = None  # the store is closed: the rest still says who reads what
    if interaction.guild_id is not None:
        server = server_language(interaction.client, interaction.guild_id,
                                 interaction.guild_locale)
    else:
        if match is None:
            mine = await service.active_matches_for_user(interaction.user.id)
            match = mine[0] if len(mine) == 1 else None
        server = Locale.EN if match is None else server_language(interaction.client,
                                                                 match.guild_id)
    return reader_locale(preference, interaction.locale, server)


def server_language(
    client: discord.Client, guild_id: int, guild_locale: object | None = None
) -> Locale:
    """A server's language: its ``/gin settings language``, else its Discord locale (as
    an interaction sends it, else as the bot's guild cache knows it), else English."""
    if guild_locale is None:
        guild = client.get_guild(guild_id)
        guild_locale = None if guild is None else guild.preferred_locale
    return server_locale(gin_client(client).service.guild_settings(guild_id).language,
                         guild_locale)


async def remember_reader(interaction: discord.Interaction) -> None:
    """Keep the caller's Discord app language, for the DMs the bot later sends on its
    own (their hand, reminders); every command and control comes through here."""
    with contextlib.suppress(ServiceClosed):  # else remembered next time
        await service_of(interaction).saw_client_locale(
            user_of(interaction), str(interaction.locale))


async def answer(interaction: discord.Interaction, text: str, **extra: object) -> None:
    """An ephemeral answer, whether or not the interaction was deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)  # type: ignore[call-overload]
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)  # type: ignore[call-overload]


async def match_in_question(interaction: discord.Interaction) -> int | None:
    """The caller's match for the logs, if there is one; never raises."""
    try:
        return (await find_match(interaction)).id
    except Exception:
        return None


async def find_match(interaction: discord.Interaction) -> MatchInfo:
    """The caller's match for a gameplay command, from where it was used.

    The match's thread; the DM with the bot; or the parent channel when the
    caller has exactly one match there. Anywhere else: say where the match is
    (``NoMatchHere``).
    """
    service = service_of(interaction)
    user_id = interaction.user.id
    if interaction.guild_id is None:
        mine = await service.active_matches_for_user(user_id)
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise NoMatchHere(Where.NO_MATCH)
        raise NoMatchHere(Where.SEVERAL_SERVERS, tuple(mine))
    here = await service.matches_in_channel(interaction.channel_id or 0)
    mine_here = [m for m in here if m.seat_of(user_id) is not None]
    if len(mine_here) == 1:
        return mine_here[0]
    elsewhere = await service.active_match(interaction.guild_id, user_id)
    if elsewhere is not None:
        raise NoMatchHere(Where.ELSEWHERE, (elsewhere,))
    in_thread = [m for m in here if m.thread_id == interaction.channel_id]
    if in_thread:
        raise NoMatchHere(Where.NOT_PLAYING, (in_thread[0],))
    raise NoMatchHere(Where.NO_MATCH_HERE)
