"""The click-token memory: the interactions people start on their hand screens, so
the bot redraws a screen through them. An ephemeral hand (``/hand`` in the thread) can
be edited no other way, and a DM edited through an interaction's token is not bound by
the bot's global rate limit. A token lives 15 minutes (then Discord answers 50027); a
screen whose token is spent is redrawn the usual way (a DM), or offered afresh in the
thread (an ephemeral).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

import discord

TOKEN_LIFE = datetime.timedelta(minutes=15)
# An edit must reach Discord before the token dies: leave it this much room.
MARGIN = datetime.timedelta(seconds=30)


class HandTokens:
    """Per match, person and kind of screen (ephemeral or DM), the latest interaction
    whose original message is that screen."""

    def __init__(self, clock: Callable[[], datetime.datetime] = discord.utils.utcnow) -> None:
        self.clock = clock
        self._latest: dict[tuple[int, int, bool], discord.Interaction] = {}

    def follow(self, match_id: int, user_id: int, interaction: discord.Interaction,
               ephemeral: bool) -> None:
        self._latest[(match_id, user_id, ephemeral)] = interaction

    def latest(self, match_id: int, user_id: int, ephemeral: bool) -> discord.Interaction | None:
        return self._latest.get((match_id, user_id, ephemeral))

    def alive(self, interaction: discord.Interaction) -> bool:
        """Its token may still edit the screen (by the bot's own clock)."""
        return self.clock() < interaction.created_at + TOKEN_LIFE - MARGIN

    def drop(self, match_id: int, user_id: int, ephemeral: bool) -> None:
        self._latest.pop((match_id, user_id, ephemeral), None)

    def forget_match(self, match_id: int) -> None:
        for key in [key for key in self._latest if key[0] == match_id]:
            del self._latest[key]
