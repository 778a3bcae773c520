"""Pointing discord.py at a Discord-compatible server instead of Discord, failing closed.

discord.py has two switches, both process-wide class attributes:
- `discord.http.Route.BASE`: the REST base. Every REST call and the interaction
  webhooks are built from it when the request is made. `discord.http._set_api_version`
  overwrites it with Discord's URL, so it must be set after any such call.
- `discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` (a `yarl.URL`): used for a
  plain `Client`, for an `AutoShardedClient` given `shard_count`, and after an
  INVALID_SESSION. An `AutoShardedClient` without `shard_count` takes the URL
  from `GET /gateway/bot`, i.e. from the server at `Route.BASE`.

Failing closed: both variables or neither (half a switch would send the token
to Discord), each must be an absolute URL of the right scheme, and
`guard_trace()` gives an aiohttp trace config (pass it as the client's
`http_trace=`) that refuses any request to a host other than the configured
ones, so nothing ever reaches discord.com even if a switch is reset.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord.gateway
import discord.http
import yarl

DISCORD_API_BASE = "https://discord.com/api/v10"
DISCORD_GATEWAY = "wss://gateway.discord.gg/"


class EndpointError(ValueError):
    """The endpoint configuration is unsafe or malformed."""


@dataclass(frozen=True)
class Endpoints:
    """Where the bot talks to: a REST base (…/api/v10) and a gateway websocket URL."""

    api_base: str
    gateway_url: str

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Endpoints | None:
        """`DISCORD_API_BASE` and `DISCORD_GATEWAY_URL`; None (Discord) when neither is set."""
        api = (environ.get("DISCORD_API_BASE") or "").strip()
        gateway = (environ.get("DISCORD_GATEWAY_URL") or "").strip()
        if not api and not gateway:
            return None
        if not api or not gateway:
            raise EndpointError(
                "set both DISCORD_API_BASE and DISCORD_GATEWAY_URL, or neither: "
                "with only one, the bot token would go to Discord"
            )
        return cls.checked(api, gateway)

    @classmethod
    def checked(cls, api_base: str, gateway_url: str) -> Endpoints:
        api = yarl.URL(api_base.rstrip("/"))
        gateway = yarl.URL(gateway_url)
        if api.scheme not in ("http", "https") or not api.host:
            raise EndpointError(f"DISCORD_API_BASE must be an http(s) URL, not {api_base!r}")
        if gateway.scheme not in ("ws", "wss") or not gateway.host:
            raise EndpointError(f"DISCORD_GATEWAY_URL must be a ws(s) URL, not {gateway_url!r}")
        if not api.path.endswith("/v10"):
            raise EndpointError(f"DISCORD_API_BASE must end with /api/v10, not {api_base!r}")
        return cls(str(api), str(gateway))

    @property
    def origins(self) -> frozenset[tuple[str, str, int | None]]:
        """(scheme family, host, port) of both URLs; ws(s) counts as http(s)."""
        found = set()
        for url in (yarl.URL(self.api_base), yarl.URL(self.gateway_url)):
            family = "https" if url.scheme in ("https", "wss") else "http"
            found.add((family, url.host or "", url.port))
        return frozenset(found)


def use_endpoints(endpoints: Endpoints | None) -> None:
    """Set both discord.py switches (None restores Discord's own URLs)."""
    if endpoints is None:
        discord.http.Route.BASE = DISCORD_API_BASE
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(DISCORD_GATEWAY)
        return
    discord.http.Route.BASE = endpoints.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(endpoints.gateway_url)


def endpoints_in_use() -> Endpoints:
    """What discord.py would use right now."""
    return Endpoints(discord.http.Route.BASE, str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY))


def guard_trace(endpoints: Endpoints) -> aiohttp.TraceConfig:
    """A trace config that refuses every request to any other host (REST, gateway, files)."""
    allowed = endpoints.origins

    async def on_request_start(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        url: yarl.URL = params.url
        family = "https" if url.scheme in ("https", "wss") else "http"
        if (family, url.host or "", url.port) not in allowed:
            raise EndpointError(
                f"refusing {params.method} {url.scheme}://{url.host}: only "
                f"{endpoints.api_base} and {endpoints.gateway_url} are allowed"
            )

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    return trace
