"""Buttons and menus, routed by ``custom_id`` so they keep working after a restart.

``gin:<match>:<action>`` for the hand and table controls,
``gin:c<challenge>:accept|decline`` for challenges.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import weakref
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import discord

from ginbot.engine import DRAW_DISCARD, DRAW_STOCK, BigGin, Card, Discard, Knock, Pass
from ginbot.service import USER_ERRORS, HandSort, MatchInfo, Seat
from ginbot.text import listing, say

from . import ui
from .play import (
    Refusal,
    act,
    answer,
    first_delivery,
    hand_screens_of,
    reader,
    refused,
    remember_challenge,
    remember_reader,
    send_hand,
    server_language,
    service_of,
    sorry,
    user_of,
)

log = logging.getLogger("ginbot.discord")

SORT_CYCLE = {HandSort.MELDS: HandSort.SUIT, HandSort.SUIT: HandSort.RANK,
              HandSort.RANK: HandSort.MELDS}
SIMPLE_ACTIONS = {"stock": DRAW_STOCK, "take": DRAW_DISCARD, "pass": Pass()}


async def refresh_hand(interaction: discord.Interaction, match_id: int) -> None:
    """Redraw the hand message the control sits on (a DM or an ephemeral /hand)."""
    service = service_of(interaction)
    table = await service.player_view(match_id, interaction.user.id)
    settings = await service.player_settings(interaction.user.id)
    content, file, view = await ui.hand_message(
        table.match, table, settings, (), await reader(interaction, table.match))
    await interaction.edit_original_response(**ui.redrawn(content, file, view))


def on_ephemeral(interaction: discord.Interaction) -> bool:
    message = interaction.message
    return message is not None and message.flags.ephemeral


def follow_screen(interaction: discord.Interaction, match_id: int) -> None:
    """A control used on a hand screen: its fresh token redraws that screen (the
    notifier does, once the move is told), so a private hand lives on past its first
    token's 15 minutes and a DM's redraw is not held up by the global rate limit."""
    if interaction.message is not None:
        hand_screens_of(interaction).follow(
            match_id, interaction.user.id, interaction, on_ephemeral(interaction))


async def guarded(interaction: discord.Interaction, work: Any, key: str) -> None:
    """Run a control's work; refusals become one ephemeral sentence in the reader's
    language, and anything unexpected is logged with its match and told to the user
    without details."""
    try:
        await work
    except (Refusal, *USER_ERRORS) as error:
        await answer(interaction, await refused(interaction, error))
    except Exception:
        log.exception("the %s control failed for user %s", key, interaction.user.id)
        await answer(interaction, await sorry(interaction))


class Routed:
    """Mixed into each ``DynamicItem``: the control is rebuilt from its ``custom_id``,
    the match (or challenge) id and the action."""

    def __init__(self, item: discord.ui.Item[Any], number: int, action: str) -> None:
        super().__init__(item)  # type: ignore[call-arg]
        self.match_id = number
        self.action = action

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if not await first_delivery(interaction):
            return False
        await remember_reader(interaction)
        return True

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Any:
        return cls(item, int(match["id"]), match.groupdict().get("action") or "")


class MatchButton(
    Routed, discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gin:(?P<id>\d+):(?P<action>stock|take|pass|knock|sort|hand|resign|rematch)",
):

    async def callback(self, interaction: discord.Interaction) -> None:
        handler = getattr(self, f"on_{self.action}", None)
        await guarded(interaction, handler(interaction) if handler else self.on_simple(interaction),
                      f"match {self.match_id} {self.action}")

    async def on_simple(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        follow_screen(interaction, self.match_id)
        await act(interaction, self.match_id, SIMPLE_ACTIONS[self.action])

    async def on_knock(self, interaction: discord.Interaction) -> None:
        table = await service_of(interaction).player_view(self.match_id, interaction.user.id)
        options = ui.knock_options(table)
        if BigGin() not in table.legal and len(options) == 1:
            await interaction.response.defer()
            follow_screen(interaction, self.match_id)
            await act(interaction, self.match_id, Knock(options[0][0]))
            return
        locale = await reader(interaction)
        if not options and BigGin() not in table.legal:
            raise Refusal(say(locale, "control-knock-not-now"))
        await answer(interaction, say(locale, "knock-which"),
                     view=ui.knock_picker(locale, self.match_id, table))

    async def on_sort(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        await interaction.response.defer()
        settings = await service.player_settings(interaction.user.id)
        await service.update_player_settings(user_of(interaction),
                                             sort=SORT_CYCLE[settings.sort])
        follow_screen(interaction, self.match_id)
        await refresh_hand(interaction, self.match_id)

    async def on_hand(self, interaction: discord.Interaction) -> None:
        match = await service_of(interaction).match_info(self.match_id)
        if match.seat_of(interaction.user.id) is None:
            raise Refusal(say(await reader(interaction), "control-hand-players-only"))
        await send_hand(interaction, match)

    async def on_resign(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        summary = await service_of(interaction).resign(self.match_id, interaction.user.id)
        text = ui.ended(await reader(interaction, summary.match), summary.match)
        await interaction.edit_original_response(content=text, view=None)

    async def on_rematch(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        match = await service.match_info(self.match_id)
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal(say(await reader(interaction), "control-rematch-players-only"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        others = rematch_seats(match, seat)
        if all(other.level is not None for other in others):
            level = others[0].level
            assert level is not None
            again = await service.start_vs_computer(
                match.guild_id, match.channel_id, user_of(interaction), level, match.rules
            )
            locale = await reader(interaction)
            await answer(interaction, say(locale, "rematch-on", players=ui.matchup(locale, again)))
            return
        await rematch_challenge(interaction, match, others)


def rematch_seats(match: MatchInfo, seat: int) -> list[Seat]:
    """The other seats of the table, from ``seat`` (the one asking for a rematch) on:
    turned round so that they sit first, the order of play and the teams stay."""
    count = len(match.seats)
    return [match.seats[(seat + step) % count] for step in range(1, count)]


async def rematch_challenge(
    interaction: discord.Interaction, match: MatchInfo, others: list[Seat]
) -> None:
    challenge = await service_of(interaction).challenge(
        match.guild_id, match.channel_id, user_of(interaction), others, match.rules,
    )
    channel = interaction.client.get_partial_messageable(match.channel_id)
    posted = ui.challenge_message(server_language(interaction.client, match.guild_id), challenge)
    await remember_challenge(interaction, challenge, await channel.send(**posted))
    locale = await reader(interaction)
    names = listing(locale, tuple(user.name for user in challenge.invited))
    await answer(interaction, say(locale, "rematch-sent", name=names, channel=f"<#{channel.id}>"))


class DiscardMenu(
    Routed, discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"gin:(?P<id>\d+):discard"
):

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            await interaction.response.defer()
            card = Card.parse(await picked(interaction))
            follow_screen(interaction, self.match_id)
            await act(interaction, self.match_id, Discard(card))

        await guarded(interaction, work(), f"match {self.match_id} {type(self).__name__}")


class KnockMenu(
    Routed, discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"gin:(?P<id>\d+):knockwith"
):

    async def callback(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            await interaction.response.defer()
            value = await picked(interaction)
            action = BigGin() if value == "BIG" else Knock(Card.parse(value))
            result = await act(interaction, self.match_id, action)
            if result is not None:
                await interaction.edit_original_response(
                    content=ui.acted(await reader(interaction, result.match), result), view=None)

        await guarded(interaction, work(), f"match {self.match_id} {type(self).__name__}")


class ChallengeButton(
    Routed, discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gin:c(?P<id>\d+):(?P<action>accept|decline)",
):
    @property
    def challenge_id(self) -> int:
        return self.match_id

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self.answer(interaction), f"challenge {self.match_id}")

    async def answer(self, interaction: discord.Interaction) -> None:
        """Accept, decline, or (the challenger's Decline) withdraw. Answers to one challenge
        go one at a time, each with its edit of the message, so that the last edit is the
        latest news: who has accepted so far, or that the match is on."""
        service = service_of(interaction)
        challenge = await service.challenge_info(self.challenge_id)
        await interaction.response.defer()
        server = server_language(interaction.client, challenge.guild_id,
                                 interaction.guild_locale)
        async with answering(interaction.client, self.challenge_id):
            if self.action == "accept":
                accepted = await service.accept(self.challenge_id, user_of(interaction))
                if accepted.match is None:  # others still to answer: show who has
                    await interaction.edit_original_response(
                        **ui.challenge_message(server, accepted.challenge))
                    return
                text = ui.challenge_accepted(server, accepted.challenge, accepted.match)
            elif interaction.user.id == challenge.challenger.id:
                await service.cancel_challenge(self.challenge_id, interaction.user.id)
                text = ui.challenge_withdrawn(server, challenge)
            else:
                # The notifier rewrites the message when the service reports the decline.
                await service.decline(self.challenge_id, interaction.user.id)
                return
            await interaction.edit_original_response(content=text, view=None)


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
    loop); forgotten when no answer is pending."""
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


async def picked(interaction: discord.Interaction) -> str:
    values = (interaction.data or {}).get("values") or []
    if not values:
        raise Refusal(say(await reader(interaction), "control-pick-a-card"))
    return str(values[0])


COMPONENTS = (MatchButton, DiscardMenu, KnockMenu, ChallengeButton)
