"""`FakeDiscord`: the emulator as one object a test starts, fills, drives and inspects."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from collections.abc import AsyncIterator, Iterable
from types import TracebackType
from typing import Any, Self

import aiohttp
import discord
from aiohttp import web

from ginbot.endpoints import Endpoints, guard_trace, use_endpoints

from .errors import FakecordError
from .gateway import PRIVILEGED, Gateway, Session
from .holds import Hold
from .interactions import Interactions
from .model import Channel, Message, User, fake_token
from .ratelimit import FaultDice, Faults, RateLimiter, RateLimits
from .rest import RequestRecord, Rest
from .world import World

log = logging.getLogger("fakecord")


class FakeDiscord(World):
    """A local Discord for one test: REST v10 + JSON gateway on a free port of 127.0.0.1.

    Knobs (all keyword-only): `interaction_deadline` (3.0 s), `token_lifetime`
    (900 s, on fakecord's clock), `edit_age_limit` (3600 s: an edit of an older message
    gets 400 / 30046), `nonce_window` (300 s: a message create with `enforce_nonce`
    returns the bot's message of the same nonce in that channel made this recently,
    and creates none), `rate_limits` (`RateLimits`), `faults` (`Faults`: seeded 5xx
    and shared 429s, none by default), `attachment_size_limit` (10 MiB),
    `shard_count` (1, what /gateway/bot recommends), `max_concurrency` (1: Discord's
    IDENTIFY buckets, `shard_id % max_concurrency`), `identify_spacing` (0: off; 5.0 is
    Discord's: an IDENTIFY sooner than that after its bucket's last, from any session,
    gets op 9 and is counted in `gateway.too_soon`), `heartbeat_interval`
    (41.25 s), `privileged_intents` (names the app may use: "members",
    "presences", "message_content"; none by default), `timeout` (default for
    every wait, 5 s), `strict` (on exit, fail the test if the bot called a
    route the emulator does not know or the emulator itself failed).
    """

    def __init__(
        self,
        *,
        interaction_deadline: float = 3.0,
        token_lifetime: float = 900.0,
        edit_age_limit: float = 3600.0,
        nonce_window: float = 300.0,
        rate_limits: RateLimits | None = None,
        faults: Faults | None = None,
        attachment_size_limit: int = 10 * 1024 * 1024,
        shard_count: int = 1,
        max_concurrency: int = 1,
        identify_spacing: float = 0.0,
        heartbeat_interval: float = 41.25,
        privileged_intents: Iterable[str] = (),
        timeout: float = 5.0,
        strict: bool = True,
        bot_name: str = "ginbot",
    ) -> None:
        super().__init__(
            timeout=timeout, attachment_size_limit=attachment_size_limit, bot_name=bot_name
        )
        self.interaction_deadline = interaction_deadline
        self.token_lifetime = token_lifetime
        self.edit_age_limit = edit_age_limit
        self.nonce_window = nonce_window
        self._nonces: dict[tuple[int, int, str], tuple[Message, float]] = {}
        self.skew = 0.0  # seconds fakecord's clock runs ahead of the machine's
        self._aged: dict[int, float] = {}
        self.privileged_intents = frozenset(privileged_intents)
        unknown = self.privileged_intents - PRIVILEGED.keys()
        if unknown:
            raise ValueError(f"unknown privileged intents {sorted(unknown)}")
        self.strict = strict
        self.token = fake_token("fakecord", self.application_id)
        self.limiter = RateLimiter(rate_limits or RateLimits())
        self.dice = FaultDice(faults)
        self.gateway = Gateway(self, heartbeat_interval, shard_count)
        self.gateway.max_concurrency = max_concurrency
        self.gateway.identify_spacing = identify_spacing
        self.interactions = Interactions(self)
        self.requests: list[RequestRecord] = []
        self.global_limited = 0  # 429s of the global limit (50 a second, every process's)
        self.holds: list[Hold] = []
        self.unknown_requests: list[str] = []
        self.internal_errors: list[str] = []
        self.base_url = ""
        self._runner: web.AppRunner | None = None

    # -- lifecycle ---------------------------------------------------------------

    async def start(self) -> Self:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        Rest(self).install(app)
        app.router.add_get("/gateway", self.gateway.handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        site = web.SockSite(self._runner, sock)
        await site.start()
        host, port = sock.getsockname()[:2]
        self.base_url = f"http://{host}:{port}"
        log.debug("fakecord listening on %s", self.base_url)
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self.gateway.close()
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        return await self.start()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
        if exc_type is None and self.strict:
            self.check_clean()

    def check_clean(self) -> None:
        """Fail if the bot used a route the emulator lacks or the emulator broke."""
        if self.unknown_requests:
            raise FakecordError(
                f"the bot called routes fakecord does not know: {self.unknown_requests}"
            )
        if self.internal_errors:
            raise FakecordError("fakecord failed internally:\n" + "\n".join(self.internal_errors))

    def hold(self, method: str, path: str, count: int = 1, *, answered: bool = False
             ) -> Hold:
        """Hold the bot's next ``count`` requests of ``method`` on a path starting with
        ``path`` (e.g. ``/channels/123/messages``) until the test releases or drops them,
        or (``answered``) carry them out and hold their answers (``Hold``)."""
        hold = Hold(method, path, count, answered)
        self.holds.append(hold)
        return hold

    # -- where the bot connects ------------------------------------------------

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"{self.base_url.replace('http://', 'ws://', 1)}/gateway"

    @property
    def endpoints(self) -> Endpoints:
        return Endpoints.checked(self.api_base, self.gateway_url)

    def bot_env(self) -> dict[str, str]:
        """Environment for a bot process: token and both endpoint switches."""
        return {
            "DISCORD_TOKEN": self.token,
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
        }

    def point_discord_py(self) -> aiohttp.TraceConfig:
        """For a bot run in this process: set discord.py's switches to this emulator and
        return the guard trace config to pass as the client's `http_trace=`."""
        use_endpoints(self.endpoints)
        return guard_trace(self.endpoints)

    # -- fakecord's clock -----------------------------------------------------------

    def now(self) -> float:
        """Fakecord's clock (Unix seconds): what token lifetimes and message ages use."""
        return time.time() + self.skew

    def advance(self, seconds: float) -> None:
        """Move fakecord's clock on: every token and message is that much older."""
        self.skew += seconds
        self.note(f"clock advanced {seconds:g} s")

    def age_message(self, message: Message, seconds: float) -> None:
        """Make one message `seconds` older (say, past the hour after which edits fail)."""
        self._aged[message.id] = self._aged.get(message.id, 0.0) + seconds
        self.note(f"message {message.id} aged {seconds:g} s")

    def message_age(self, message: Message) -> float:
        return self.now() - message.versions[0].at + self._aged.get(message.id, 0.0)

    def post_message(self, *args: Any, **kwargs: Any) -> Message:
        """A message is born at fakecord's clock's now, not aged by earlier advances."""
        message = super().post_message(*args, **kwargs)
        self._aged[message.id] = -self.skew
        if message.nonce is not None:
            key = (message.author.id, message.channel.id, message.nonce)
            self._nonces[key] = (message, self.now())
        return message

    def created_with_nonce(self, channel: Channel, author: User, nonce: str) -> Message | None:
        """The live message `author` created in `channel` with `nonce` in the last
        `nonce_window` seconds (fakecord's clock): what Discord returns to a create with
        the same nonce and `enforce_nonce`, instead of creating another."""
        found = self._nonces.get((author.id, channel.id, nonce))
        if found is None:
            return None
        message, at = found
        if message.deleted or self.now() - at > self.nonce_window:
            return None
        return message

    # -- waits on the bot --------------------------------------------------------

    async def wait_ready(
        self, *commands: str, since: int = 0, timeout: float | None = None
    ) -> Session:
        """Wait for a connected, READY gateway session started by an IDENTIFY numbered
        above `since` (pass `fd.gateway.identifies` read before a restart) and for
        each named command to be registered."""

        def ready() -> Session | None:
            session = self.gateway.live()
            if session is None or session.number <= since:
                return None
            if not all(self.gateway.live(shard) for shard in range(session.shard[1])):
                return None
            if not set(commands) <= self.commands.names():
                return None
            return session

        wanted = f" with commands {list(commands)}" if commands else ""
        return await self.wait_for(ready, timeout, f"the bot to connect{wanted}")

    @contextlib.asynccontextmanager
    async def running(
        self, bot: discord.Client, *commands: str, timeout: float | None = None
    ) -> AsyncIterator[Session]:
        """Run an in-process bot (built after `point_discord_py()`, with its trace) for
        the block: started, READY with `commands` registered, closed on exit."""
        since = self.gateway.identifies
        task = asyncio.create_task(bot.start(self.token), name=f"bot {bot!r}")
        ready = asyncio.create_task(self.wait_ready(*commands, since=since, timeout=timeout))
        try:
            await asyncio.wait({task, ready}, return_when=asyncio.FIRST_COMPLETED)
            if not ready.done():
                ready.cancel()
                task.result()
                raise FakecordError("the bot stopped before it was ready")
            yield ready.result()
        finally:
            ready.cancel()
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def drop_gateway(self) -> None:
        """Close the bot's websocket like a network blip; it should RESUME."""
        await self.gateway.drop()

    # -- what the bot did --------------------------------------------------------

    def errors_returned(self, code: int | None = None) -> list[RequestRecord]:
        """Requests answered with an error (only those with that Discord `code`)."""
        return [r for r in self.requests if r.status >= 400 and (code is None or r.code == code)]

    @property
    def rate_limited(self) -> list[RequestRecord]:
        return [r for r in self.requests if r.status == 429]

    def requests_to(self, method: str, route: str) -> list[RequestRecord]:
        """Requests matching a route template such as "/channels/{channel_id}/messages"."""
        return [r for r in self.requests if r.method == method and r.route == route]
