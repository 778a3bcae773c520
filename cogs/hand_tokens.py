"""The click tokens of the hand screens: the interactions people start on them, so the bot
redraws a screen through them. An ephemeral hand (``/hand`` in the thread) can be edited
no other way, and a DM edited through an interaction's token is not bound by the bot's
global rate limit. A token lives 15 minutes (then Discord answers 50027); a screen whose
token is spent is redrawn the usual way (a DM), or offered afresh in the thread (an
ephemeral).

The store is the truth: each token is kept there (application id, token, when it was
made, the message clicked), so a restarted bot, or another process, still redraws a
screen whose token lives; this process holds a token only until the store has it. A spent
or expired token is dropped, and the tokens of a match go when it ends (any left behind
by a stop are pruned by age when a later one is kept, once a minute at most).
"""

from __future__ import annotations

import asyncio
import datetime
import logging
from collections.abc import Callable
from typing import Any, Protocol, cast

import discord

from ginbot.service import MatchService
from ginbot.service.memory import HandToken

log = logging.getLogger("ginbot.discord")

TOKEN_LIFE = datetime.timedelta(minutes=15)
# An edit must reach Discord before the token dies: leave it this much room.
MARGIN = datetime.timedelta(seconds=30)
# The tokens left behind by a stop are pruned when one is kept, at most this often.
PRUNE_EVERY = datetime.timedelta(minutes=1)
ORIGINAL = "@original"  # what Discord calls an interaction's own message in its routes

Key = tuple[int, int, bool]  # match, person, ephemeral


class _Served(Protocol):
    service: MatchService


class HandTokens:
    """Per match, person and kind of screen (ephemeral or DM), the latest interaction
    whose original message is that screen."""

    def __init__(self, clock: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.clock = clock
        self._latest: dict[Key, HandToken] = {}  # kept here until the store has them
        self._writes: set[asyncio.Task[None]] = set()
        self._pruned_at = datetime.datetime.min.replace(tzinfo=datetime.UTC)

    def follow(self, match_id: int, user_id: int, interaction: discord.Interaction,
               ephemeral: bool) -> None:
        """``interaction`` was made on (or shows) the screen: its token is the screen's
        latest. Kept in the store in the background (the move it came with goes on)."""
        message = interaction.message
        token = HandToken(interaction.application_id, interaction.token,
                          interaction.created_at.timestamp(),
                          None if message is None else message.id)
        key = (match_id, user_id, ephemeral)
        self._latest[key] = token
        service = cast(_Served, interaction.client).service
        task = asyncio.get_running_loop().create_task(self._keep(service, key, token))
        self._writes.add(task)
        task.add_done_callback(self._writes.discard)

    async def _keep(self, service: MatchService, key: Key, token: HandToken) -> None:
        now = self.clock()
        prune = now - self._pruned_at >= PRUNE_EVERY
        if prune:
            self._pruned_at = now
        try:
            await service.remember_hand_token(
                *key, token, prune_before=(now - TOKEN_LIFE).timestamp() if prune else None)
        except Exception as error:  # the store is closing: this process still has it
            log.warning("a hand screen's click token could not be stored (%s); only this "
                        "process redraws through it", error)
            return
        if self._latest.get(key) == token:
            del self._latest[key]  # the store has it

    async def latest(self, service: MatchService, match_id: int, user_id: int,
                     ephemeral: bool) -> HandToken | None:
        """The screen's latest token: the store's, or this process's own if that is later
        (one the store could not take)."""
        await self.written()
        return self.newest(await service.hand_token(match_id, user_id, ephemeral),
                           match_id, user_id, ephemeral)

    def newest(self, stored: HandToken | None, match_id: int, user_id: int,
               ephemeral: bool) -> HandToken | None:
        """The store's token as read (after ``written``), or this process's own if that
        is later (one the store could not take)."""
        mine = self._latest.get((match_id, user_id, ephemeral))
        if mine is not None and (stored is None or mine.at > stored.at):
            return mine
        return stored

    async def written(self) -> None:
        """Wait for the tokens kept so far to be in the store."""
        if self._writes:
            await asyncio.wait(list(self._writes))

    def alive(self, token: HandToken) -> bool:
        """Its token may still edit the screen (by the bot's own clock)."""
        made = datetime.datetime.fromtimestamp(token.at, datetime.UTC)
        return self.clock() < made + TOKEN_LIFE - MARGIN

    async def drop(self, service: MatchService, match_id: int, user_id: int,
                   ephemeral: bool, token: HandToken) -> None:
        """``token`` is spent (or its screen is gone): forgotten, not a later one."""
        key = (match_id, user_id, ephemeral)
        if self._latest.get(key) == token:
            del self._latest[key]
        await service.forget_hand_token(match_id, user_id, ephemeral, token.token)

    async def forget_match(self, service: MatchService, match_id: int) -> None:
        for key in [key for key in self._latest if key[0] == match_id]:
            del self._latest[key]
        await self.written()
        await service.forget_hand_tokens(match_id)

    @staticmethod
    async def edit(client: discord.Client, token: HandToken, **fields: Any) -> None:
        """Redraw the screen through ``token``: the interaction's own webhook (its
        application id and token, as discord.py's ``Interaction.followup`` makes it)
        edits its original message, as ``Interaction.edit_original_response`` does."""
        webhook = discord.Webhook.partial(token.application_id, token.token, client=client)
        # discord.py types the message id as int; Discord's route takes "@original".
        await webhook.edit_message(cast(int, ORIGINAL), **fields)
