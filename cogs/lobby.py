"""Starting matches: ``/gin challenge`` and ``/gin bot``, the challenge's Accept and
Decline, and the summary's Rematch (the service's lobby seats it)."""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ginbot.engine import Rules, house_rule_hints, parse_house_rules
from ginbot.service import Challenge, ChallengeProblem, InvalidChallenge, MatchInfo, Seat, User
from ginbot.text import Locale, listing, say

from .choices import LEVEL_CHOICES, PRESET_CHOICES
from .controls import ChallengeButton, MatchButton
from .interactions import (
    Refusal,
    answer,
    as_user,
    reader,
    server_language,
    service_of,
    user_of,
)
from .screens.challenge import (
    challenge_accepted,
    challenge_post_key,
    challenge_text,
    challenge_withdrawn,
)
from .screens.common import matchup, rules_line
from .translator import phrase
from .tree import GinCommands

RULES_OPTION = phrase("option-house-rules")


def rules_for(preset: str | None, target: int | None, house: str | None = None) -> Rules:
    """The preset, its target changed, then the house rules on top; a rule that cannot
    be raises its refusal (``HouseRuleError``, ``RulesError``), worded for the caller."""
    rules = Rules.preset(preset or "classic")
    if target is not None:
        rules = rules.with_changes(target=target)
    return parse_house_rules(house, rules) if house else rules


async def house_rules_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The house rule being typed, completed: a rule name, or its value after ``=``."""
    return [app_commands.Choice(name=hint, value=hint)
            for hint in house_rule_hints(current) if len(hint) <= 100]


# -- the challenge's message --------------------------------------------------------------


def challenge_message(locale: Locale, challenge: Challenge) -> dict[str, Any]:
    """The challenge as message arguments: text, Accept and Decline, a mention of each
    person asked (nobody else is pinged)."""
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(challenge.id, say(locale, "button-accept"),
                               style=discord.ButtonStyle.success))
    view.add_item(DeclineButton(challenge.id, say(locale, "button-decline"),
                                style=discord.ButtonStyle.danger))
    return {
        "content": challenge_text(locale, challenge),
        "view": view,
        "allowed_mentions": discord.AllowedMentions(
            users=[discord.Object(user.id) for user in challenge.invited]),
    }


async def remember_challenge(
    interaction: discord.Interaction, challenge: Challenge, message: discord.Message
) -> None:
    """Note the challenge message, so its expiry or decline can close it later."""
    await service_of(interaction).set_front_end_state(
        challenge_post_key(challenge.id), f"{message.channel.id}:{message.id}")


@dataclass
class _Answers:
    """The answers to one challenge under way: one at a time, in turn."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    pending: int = 0


_ANSWERING: weakref.WeakKeyDictionary[discord.Client, dict[int, _Answers]] = (
    weakref.WeakKeyDictionary())


@contextlib.asynccontextmanager
async def answering(client: discord.Client, challenge_id: int) -> AsyncIterator[None]:
    """One answer at a time to a challenge (kept per bot, as a lock belongs to its event
    loop), each with its edit of the message, so that the last edit is the latest news;
    forgotten when no answer is pending."""
    answers = _ANSWERING.setdefault(client, {})
    turn = answers.setdefault(challenge_id, _Answers())
    turn.pending += 1
    try:
        async with turn.lock:
            yield
    finally:
        turn.pending -= 1
        if not turn.pending:
            del answers[challenge_id]


async def answered(interaction: discord.Interaction, challenge_id: int,
                   ) -> tuple[Challenge, Locale]:
    """The challenge being answered, and the language of its message (its server's);
    the click is acknowledged first (nothing is read before: a crowd's clicks are
    answered in time), its answer is an edit of the message."""
    await interaction.response.defer()
    challenge = await service_of(interaction).challenge_info(challenge_id)
    return challenge, server_language(interaction.client, challenge.guild_id,
                                      interaction.guild_locale)


class AcceptButton(ChallengeButton, action="accept"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Accepted: the message shows who has accepted so far, or that the match is on."""
        service = service_of(interaction)
        _, server = await answered(interaction, self.challenge_id)
        async with answering(interaction.client, self.challenge_id):
            accepted = await service.accept(self.challenge_id, user_of(interaction))
            if accepted.match is None:  # others still to answer: show who has
                await interaction.edit_original_response(
                    **challenge_message(server, accepted.challenge))
                return
            await interaction.edit_original_response(
                content=challenge_accepted(server, accepted.challenge, accepted.match),
                view=None)


class DeclineButton(ChallengeButton, action="decline"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Declined, or (the challenger's Decline) withdrawn."""
        service = service_of(interaction)
        challenge, server = await answered(interaction, self.challenge_id)
        async with answering(interaction.client, self.challenge_id):
            if interaction.user.id != challenge.challenger.id:
                # The notifier rewrites the message when the service reports the decline.
                await service.decline(self.challenge_id, interaction.user.id)
                return
            await service.cancel_challenge(self.challenge_id, interaction.user.id)
            await interaction.edit_original_response(
                content=challenge_withdrawn(server, challenge), view=None)


class RematchButton(MatchButton, action="rematch"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """The same table again, as the service's lobby seats it: against the computer at
        once, else a challenge to the people of the other seats, posted in the channel."""
        service = service_of(interaction)
        match = await service.match_info(self.match_id)
        if match.seat_of(interaction.user.id) is None:
            raise Refusal(say(await reader(interaction), "control-rematch-players-only"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        again = await service.rematch(self.match_id, user_of(interaction))
        if isinstance(again, MatchInfo):
            locale = await reader(interaction)
            await answer(interaction, say(locale, "rematch-on", players=matchup(locale, again)))
            return
        channel = interaction.client.get_partial_messageable(again.channel_id)
        posted = challenge_message(server_language(interaction.client, again.guild_id), again)
        await remember_challenge(interaction, again, await channel.send(**posted))
        locale = await reader(interaction)
        names = listing(locale, tuple(user.name for user in again.invited))
        await answer(interaction, say(locale, "rematch-sent", name=names,
                                      channel=f"<#{channel.id}>"))


def rematch_controls(locale: Locale, match_id: int) -> discord.ui.View:
    """The summary's control: a rematch."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(match_id, say(locale, "button-rematch"),
                                style=discord.ButtonStyle.primary))
    return view


CONTROLS = (AcceptButton, DeclineButton, RematchButton)


# -- the commands ------------------------------------------------------------------------


class LobbyCog(GinCommands):
    """``/gin challenge`` and ``/gin bot``, and the controls that answer a challenge or
    ask for a rematch."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(*CONTROLS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*CONTROLS)
        await super().cog_unload()

    @app_commands.command(name="challenge", description=phrase("command-gin-challenge"))
    @app_commands.describe(
        opponent=phrase("option-challenge-opponent"),
        opponent2=phrase("option-challenge-opponent2"),
        partner=phrase("option-challenge-partner"),
        level=phrase("option-challenge-level"),
        preset=phrase("option-preset"),
        target=phrase("option-challenge-target"),
        rules=RULES_OPTION,
    )
    @app_commands.choices(level=LEVEL_CHOICES, preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.Member,
        opponent2: discord.Member | None = None, partner: discord.Member | None = None,
        level: str | None = None, preset: str | None = None,
        target: app_commands.Range[int, 1, 10000] | None = None,
        rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        """One opponent; with ``opponent2`` three-handed gin; with ``partner`` too, team gin
        (the challenger and partner against the two opponents: seat 2 is the partner).
        ``level`` is the computer's, for a seat given to me: with no such seat it is
        refused rather than ignored."""
        locale = await reader(interaction)
        if partner is not None and opponent2 is None:
            raise InvalidChallenge(ChallengeProblem.PARTNER_ALONE)
        named = [opponent] if opponent2 is None else [opponent, opponent2]
        if partner is not None:
            named.insert(1, partner)
        invited = [self.seat_for(interaction, locale, member, level or "normal",
                                 at_table=len(named) > 1) for member in named]
        if level is not None and not any(isinstance(seat, Seat) for seat in invited):
            raise Refusal(say(locale, "challenge-level-without-computer"))
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal(say(locale, "challenge-from-a-channel"))
        in_force = rules_for(preset, target, rules)
        service = service_of(interaction)
        challenge = await service.challenge(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            invited, in_force,
        )
        server = server_language(self.bot, challenge.guild_id, interaction.guild_locale)
        await interaction.response.send_message(**challenge_message(server, challenge))
        await remember_challenge(interaction, challenge, await interaction.original_response())

    def seat_for(
        self, interaction: discord.Interaction, locale: Locale, member: discord.Member,
        level: str, *, at_table: bool,
    ) -> User | Seat:
        """Who a challenge names for a seat: a person, or, when it names me at a table of
        three or four, the computer at ``level`` (a match of two with me is ``/gin bot``)."""
        if self.bot.user is not None and member.id == self.bot.user.id:
            if not at_table:
                raise Refusal(say(locale, "challenge-the-bot"))
            return Seat.computer(level)
        if member.bot:
            raise Refusal(say(locale, "challenge-a-bot", name=member.display_name))
        if member.id == interaction.user.id:
            raise Refusal(say(locale, "challenge-yourself"))
        return as_user(member)

    @app_commands.command(name="bot", description=phrase("command-gin-bot"))
    @app_commands.describe(
        level=phrase("option-bot-level"),
        preset=phrase("option-preset"),
        rules=RULES_OPTION,
    )
    @app_commands.choices(level=LEVEL_CHOICES, preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def computer_match(
        self, interaction: discord.Interaction, level: str = "normal",
        preset: str | None = None, rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        locale = await reader(interaction)
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal(say(locale, "bot-from-a-channel"))
        in_force = rules_for(preset, None, rules)
        await interaction.response.defer(thinking=True)
        match = await service_of(interaction).start_vs_computer(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            level, in_force,
        )
        await interaction.followup.send(say(
            locale, "bot-match-opens", players=matchup(locale, match),
            rules=rules_line(locale, in_force)))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LobbyCog(bot))
