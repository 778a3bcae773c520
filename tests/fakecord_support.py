"""Talking to the emulator the way no client does: raw HTTP as the bot, for the tests
of rules that discord.py checks client-side (so a buggy client's requests reach it)."""

from __future__ import annotations

from typing import Any

import aiohttp

from tests.fakecord import FakeDiscord


class Raw:
    """Raw HTTP as the bot: the bot's token, no client-side checks, no pacing."""

    def __init__(self, fd: FakeDiscord, http: aiohttp.ClientSession) -> None:
        self.fd = fd
        self.http = http

    async def call(
        self, method: str, path: str, json: Any = None, *, token: str = "", **kwargs: Any
    ) -> tuple[int, Any, dict[str, str]]:
        headers = {"Authorization": f"Bot {token or self.fd.token}"}
        url = self.fd.api_base + path
        async with self.http.request(method, url, json=json, headers=headers, **kwargs) as got:
            body = await got.json() if got.content_type == "application/json" else await got.text()
            return got.status, body, dict(got.headers)

    async def post(self, channel_id: int, payload: dict[str, Any]) -> tuple[int, Any]:
        status, body, _ = await self.call("POST", f"/channels/{channel_id}/messages", payload)
        return status, body
