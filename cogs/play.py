"""What slash commands and buttons share: finding the match, acting, answering.

Every refusal is one specific ephemeral sentence in the reader's language;
nothing reaches the user as a stack trace.
"""

from __future__ import annotations

import contextlib
import logging
import weakref
from collections import deque
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, cast

import discord

from ginbot.engine import Action, HouseRuleError, RulesError, SeatSitsOut
from ginbot.service import (
    USER_ERRORS,
    ActResult,
    Challenge,
    MatchInfo,
    MatchService,
    ServiceClosed,
    User,
)
from ginbot.text import (
    Locale,
    listing,
    reader_locale,
    refusal,
    say,
    server_locale,
)

from . import ui
from .screens import HandScreens

if TYPE_CHECKING:
    from ginbot.bot import GinBot

log = logging.getLogger("ginbot.discord")


def service_of(interaction: discord.Interaction) -> MatchService:
    return service_of_client(interaction.client)


def service_of_client(client: discord.Client) -> MatchService:
    return cast("GinBot", client).service


def hand_screens_of(interaction: discord.Interaction) -> HandScreens:
    return cast("GinBot", interaction.client).hand_screens


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
        names = ui.matchup(locale, match)
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
            mine = service.active_matches_for_user(interaction.user.id)
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
    return server_locale(service_of_client(client).guild_settings(guild_id).language,
                         guild_locale)


async def remember_reader(interaction: discord.Interaction) -> None:
    """Keep the caller's Discord app language, for the DMs the bot later sends on its
    own (their hand, reminders); every command and control comes through here."""
    with contextlib.suppress(ServiceClosed):  # else remembered next time
        await service_of(interaction).saw_client_locale(
            user_of(interaction), str(interaction.locale))


async def refused(interaction: discord.Interaction, error: Exception) -> str:
    """A refusal of the engine, the service, the house rules or the front end, in the
    caller's words."""
    locale = await reader(interaction)
    return error.words(locale) if isinstance(error, Refusal) else refusal(locale, error)


async def sorry(interaction: discord.Interaction) -> str:
    """What the caller reads when something unexpected failed (it is logged)."""
    try:
        return say(await reader(interaction), "sorry")
    except Exception:
        return say(Locale.EN, "sorry")


async def answer(interaction: discord.Interaction, text: str, **extra: object) -> None:
    """An ephemeral answer, whether or not the interaction was deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)  # type: ignore[arg-type]


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


_seen: weakref.WeakKeyDictionary[discord.Client, SeenInteractions] = (
    weakref.WeakKeyDictionary())


async def first_delivery(interaction: discord.Interaction) -> bool:
    """Whether this interaction is new to the bot: one the gateway delivers again (a
    resumed session replaying what the bot had) was handled the first time and must
    not act, nor be answered, twice (interaction ids are unique). The first repeat is
    logged, with its match; later ones are only counted."""
    seen = _seen.setdefault(interaction.client, SeenInteractions())
    if seen.first(interaction.id):
        return True
    level = logging.INFO if seen.repeats == 1 else logging.DEBUG
    log.log(level, "interaction %s came again from the gateway (match %s); the repeat is "
            "ignored, %d so far", interaction.id, match_in_question(interaction), seen.repeats)
    return False


def match_in_question(interaction: discord.Interaction) -> int | None:
    """The caller's match for the logs, if there is one; never raises."""
    try:
        return find_match(interaction).id
    except Exception:
        return None


def find_match(interaction: discord.Interaction) -> MatchInfo:
    """The caller's match for a gameplay command, from where it was used.

    The match's thread; the DM with the bot; or the parent channel when the
    caller has exactly one match there. Anywhere else: say where the match is
    (``NoMatchHere``).
    """
    service = service_of(interaction)
    user_id = interaction.user.id
    if interaction.guild_id is None:
        mine = service.active_matches_for_user(user_id)
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise NoMatchHere(Where.NO_MATCH)
        raise NoMatchHere(Where.SEVERAL_SERVERS, tuple(mine))
    here = service.matches_in_channel(interaction.channel_id or 0)
    mine_here = [m for m in here if m.seat_of(user_id) is not None]
    if len(mine_here) == 1:
        return mine_here[0]
    elsewhere = service.active_match(interaction.guild_id, user_id)
    if elsewhere is not None:
        raise NoMatchHere(Where.ELSEWHERE, (elsewhere,))
    in_thread = [m for m in here if m.thread_id == interaction.channel_id]
    if in_thread:
        raise NoMatchHere(Where.NOT_PLAYING, (in_thread[0],))
    raise NoMatchHere(Where.NO_MATCH_HERE)


async def act(
    interaction: discord.Interaction, match_id: int, action: Action
) -> ActResult | None:
    """Play ``action`` for the caller; on a refusal answer why and return None. Sitting
    out a hand of three, the answer says who plays it and where to follow it."""
    service = service_of(interaction)
    try:
        return await service.act(match_id, interaction.user.id, action)
    except SeatSitsOut as error:
        table = await service.player_view(match_id, interaction.user.id)
        text = (ui.sitting_out(await reader(interaction, table.match), table.match, table)
                if table.sitting_out else await refused(interaction, error))
        await answer(interaction, text)
        return None
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
    await answer(interaction, content, **ui.attached(file, view))
    hand_screens_of(interaction).follow(match.id, interaction.user.id, interaction, True)


async def remember_challenge(
    interaction: discord.Interaction, challenge: Challenge, message: discord.Message
) -> None:
    """Note the challenge message, so its expiry or decline can close it later."""
    await service_of(interaction).set_front_end_state(
        ui.challenge_post_key(challenge.id), f"{message.channel.id}:{message.id}")
