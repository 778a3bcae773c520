"""What a front end remembers: its messages for a match and the match version each draws,
the DM channel of each person, the latest click token of each hand screen, its own facts
(kept in the store so they outlive a restart and are shared by every process)."""

from __future__ import annotations

import asyncio
import time

from ginbot.store import discord_state, posts
from ginbot.store.discord_state import HandScreen, HandToken
from ginbot.store.posts import Post

from .context import Context

__all__ = ["FrontEndMemory", "HandScreen", "HandToken", "Post"]

IDENTIFY_HOLD = 15.0  # seconds a turn to IDENTIFY waits at most for Discord's READY


class FrontEndMemory:
    def __init__(self, context: Context) -> None:
        self.context = context
        # SQLite's one process: each bucket's turn, and when its last IDENTIFY was answered.
        self._buckets: dict[int, asyncio.Lock] = {}
        self._identified: dict[int, float] = {}
        self._turns: set[asyncio.Task[None]] = set()

    async def identify_turn(self, bucket: int, spacing: float,
                            answered: asyncio.Future[None]) -> None:
        """Return when a shard of Discord's IDENTIFY ``bucket`` may connect: ``spacing``
        seconds after the bucket's last IDENTIFY was answered, whichever process of the
        bot sent it. The turn is held until ``answered`` is done (the shard's READY;
        cancelled if it never comes) or IDENTIFY_HOLD has passed, so the next one counts
        from Discord's answer, however late this one was sent."""
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        holder = asyncio.create_task(self._hold_turn(bucket, spacing, answered, ready))
        self._turns.add(holder)
        holder.add_done_callback(self._turns.discard)
        await ready

    async def _hold_turn(self, bucket: int, spacing: float, answered: asyncio.Future[None],
                         ready: asyncio.Future[None]) -> None:
        try:
            if self.context.db.dialect == "postgresql":
                async with self.context.db.transaction() as conn:
                    await discord_state.take_identify_turn(conn, bucket, spacing)
                    ready.set_result(None)
                    await asyncio.wait({answered}, timeout=IDENTIFY_HOLD)
                    await discord_state.mark_identified(conn, bucket)
                return
            async with self._buckets.setdefault(bucket, asyncio.Lock()):  # one process
                last = self._identified.get(bucket)
                wait = 0.0 if last is None else last + spacing - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                ready.set_result(None)
                await asyncio.wait({answered}, timeout=IDENTIFY_HOLD)
                self._identified[bucket] = time.monotonic()
        except BaseException as error:
            if not ready.done():  # the hook raises it: discord.py tries the shard again
                ready.set_exception(error)
            raise

    async def remember_post(
        self, match_id: int, key: str, channel_id: int, message_id: int
    ) -> None:
        """Note where a front end posted ``key`` for a match (e.g. the table message)."""
        async with self.context.db.bookkeeping() as conn:
            await posts.save_post(
                conn, match_id, key, channel_id, message_id, self.context.clock.now())

    async def post(self, match_id: int, key: str) -> Post | None:
        """Where what was remembered under ``key`` is (channel and message), and the match
        version it draws."""
        async with self.context.db.reading() as conn:
            return await posts.load_post(conn, match_id, key)

    async def hand_screen(self, match_id: int, user_id: int, key: str) -> HandScreen:
        """What drawing a person's hand screens needs, in one read: the post ``key`` (their
        hand DM), their settings, the latest click token of the DM and of ``/hand``."""
        async with self.context.db.reading() as conn:
            return await discord_state.load_hand_screen(conn, match_id, user_id, key)

    async def remember_drawn(
        self, match_id: int, key: str, version: int, channel_id: int | None = None,
        message_id: int | None = None,
    ) -> None:
        """Note that the post ``key`` of a match now draws the match at ``version`` (never
        lowered); with ``channel_id`` and ``message_id``: a new message, which becomes
        the post."""
        async with self.context.db.bookkeeping() as conn:
            await posts.save_drawn(conn, match_id, key, version, self.context.clock.now(),
                                   channel_id, message_id)

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the DM channel between a person and the bot, if it was remembered."""
        async with self.context.db.reading() as conn:
            return await discord_state.load_dm_channel(conn, user_id)

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Note the DM channel between a person and the bot."""
        async with self.context.db.bookkeeping() as conn:
            await discord_state.save_dm_channel(conn, user_id, channel_id)

    async def hand_token(self, match_id: int, user_id: int, ephemeral: bool
                         ) -> HandToken | None:
        """The latest click token of a person's hand screen (``ephemeral``: the one shown
        by ``/hand``, else their DM), if one is kept."""
        async with self.context.db.reading() as conn:
            return await discord_state.load_hand_token(conn, match_id, user_id, ephemeral)

    async def remember_hand_token(
        self, match_id: int, user_id: int, ephemeral: bool, token: HandToken, *,
        prune_before: float | None = None,
    ) -> None:
        """Keep ``token`` as the latest of a hand screen (a later one kept already stays);
        ``prune_before``: and forget every other token made before then (spent)."""
        async with self.context.db.bookkeeping() as conn:
            if prune_before is not None:
                await discord_state.prune_hand_tokens(conn, prune_before)
            await discord_state.save_hand_token(conn, match_id, user_id, ephemeral, token)

    async def forget_hand_token(self, match_id: int, user_id: int, ephemeral: bool,
                                token: str | None = None) -> None:
        """Forget a hand screen's token (spent, or its screen gone); with ``token``: only
        that one, not a later one."""
        async with self.context.db.bookkeeping() as conn:
            await discord_state.drop_hand_token(conn, match_id, user_id, ephemeral, token)

    async def forget_hand_tokens(self, match_id: int) -> None:
        """Forget every hand screen's token of a match (it is over)."""
        async with self.context.db.bookkeeping() as conn:
            await discord_state.drop_match_tokens(conn, match_id)

    async def front_end_state(self, key: str) -> str | None:
        async with self.context.db.reading() as conn:
            return await posts.load_state(conn, key)

    async def set_front_end_state(self, key: str, value: str) -> None:
        async with self.context.db.bookkeeping() as conn:
            await posts.save_state(conn, key, value, self.context.clock.now())
