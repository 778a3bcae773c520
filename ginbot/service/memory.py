"""What a front end remembers: its messages for a match, its own facts (kept in the store
so they outlive a restart)."""

from __future__ import annotations

from ginbot.store import posts

from .context import Context


class FrontEndMemory:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def remember_post(
        self, match_id: int, key: str, channel_id: int, message_id: int
    ) -> None:
        """Note where a front end posted ``key`` for a match (e.g. the table message)."""
        async with self.context.db.transaction() as conn:
            await posts.save_post(
                conn, match_id, key, channel_id, message_id, self.context.clock.now())

    async def post(self, match_id: int, key: str) -> tuple[int, int] | None:
        """(channel id, message id) of what was remembered under ``key``, if anything."""
        async with self.context.db.reading() as conn:
            return await posts.load_post(conn, match_id, key)

    async def front_end_state(self, key: str) -> str | None:
        async with self.context.db.reading() as conn:
            return await posts.load_state(conn, key)

    async def set_front_end_state(self, key: str, value: str) -> None:
        async with self.context.db.transaction() as conn:
            await posts.save_state(conn, key, value, self.context.clock.now())
