"""Wires the Discord bot: the match service, the notifier that delivers its news, the
command tree and the feature cogs (each loaded on its own: one that fails is logged and
the others still load).

No privileged intents: slash commands, buttons and DMs need none.

Stopping (SIGTERM, Ctrl-C): from the moment ``close`` starts, no new interaction
reaches a command or a control; each is answered "the bot is restarting" instead,
so nothing a player clicks then is half-done or unanswered. Actions already under
way commit, and their answers and pictures go out, before the store closes and the
bot leaves the gateway; what is still unsent when its time is up is dropped before
the HTTP session closes, never sent into it. A restart finds every acknowledged move
in the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from cogs.hand_tokens import HandTokens
from cogs.notifier import DiscordNotifier
from cogs.pace import GlobalPace
from cogs.translator import CatalogueTranslator
from cogs.tree import GinTree, tree_of
from ginbot.config import Settings
from ginbot.endpoints import guard_trace, use_endpoints
from ginbot.service import MatchService, ServiceClosed

log = logging.getLogger("ginbot.bot")

EXTENSIONS = ("cogs.lobby", "cogs.info", "cogs.settings", "cogs.play", "cogs.tournaments")
"""The feature cogs, in the order ``/gin`` lists its subcommands."""

# Stopping, in seconds: the actions in flight commit and are answered, their pictures go
# out, the work begun meanwhile ends, the last answers and "restarting"s are sent; the rest
# of 10 s is the gateway's.
SETTLE_BUDGET, SHOW_BUDGET, CLOSE_BUDGET, ANSWER_BUDGET = 3.0, 2.0, 2.0, 1.0
IDENTIFY_SPACING = 5.0  # seconds between IDENTIFYs of one max_concurrency bucket
FULL_COLLECTION_EVERY = 100  # middle collections per full one (Python: 10)


def settle_memory() -> None:
    """For a long-lived bot: what is loaded by now (modules, catalogues, the matches in
    play) is never collected, and the full collection comes ten times less often. The
    collector stops everything while it walks the heap; on a busy server each full
    walk held up every click under way by 100 ms and more."""
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_EVERY)


def shards_of(settings: Settings) -> dict[str, Any]:
    """discord.py's shard settings: none (Discord's recommended count, all in this
    process), or the count and this process's shards of it."""
    if settings.shards is None:
        return {}
    return {"shard_count": settings.shards, "shard_ids": settings.shard_ids}


def keep(tasks: set[asyncio.Task[Any]], task: asyncio.Task[Any]) -> None:
    """``task`` is in ``tasks`` until it is done."""
    tasks.add(task)
    task.add_done_callback(tasks.discard)


class GinBot(commands.AutoShardedBot):
    """The bot; ``service`` is where every match lives, ``notifier`` tells Discord what
    happens in it, ``hand_tokens`` are the clicks that redraw hand screens."""

    def __init__(
        self,
        settings: Settings,
        *,
        service: MatchService | None = None,
        guild_ready_timeout: float = 2.0,
        http_trace: aiohttp.TraceConfig | None = None,
        long_lived: bool = False,
    ) -> None:
        # No voice: that PyNaCl and davey are missing tells the owner nothing.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        if settings.endpoints is not None:
            use_endpoints(settings.endpoints)
            http_trace = http_trace or guard_trace(settings.endpoints)
        super().__init__(
            command_prefix=commands.when_mentioned,
            # It plays by interactions alone: no message events (each costs a parse to
            # build a message nobody reads) and no cache of messages.
            intents=discord.Intents(guilds=True),
            max_messages=None,
            help_command=None,
            guild_ready_timeout=guild_ready_timeout,
            http_trace=http_trace,  # type: ignore[arg-type]  # None is discord.py's default
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            tree_cls=GinTree,
            **shards_of(settings),
        )
        self.settings = settings
        self.service = service or MatchService(settings.database)
        self.notifier = DiscordNotifier(self)
        self.service.notifier = self.notifier
        self.stopping = False
        self.long_lived = long_lived
        self.hand_tokens = HandTokens()
        self.pace = GlobalPace.share(settings.process[1])
        self.identify_buckets = 1  # Discord's max_concurrency, read at the start
        self._identifying: dict[int, asyncio.Future[None]] = {}  # shard -> its READY
        self.http.request = self.pace.wrap(self.http.request)  # type: ignore[method-assign]
        self._stop: asyncio.Future[None] | None = None
        self._last_answers: set[asyncio.Task[Any]] = set()
        self._interactions: set[asyncio.Task[Any]] = set()  # each command's or control's work
        parsers = self._connection.parsers  # the gateway's table, event name to handler
        parsers["INTERACTION_CREATE"] = self._while_open(parsers["INTERACTION_CREATE"])

    def _while_open(self, route: Callable[[Any], None]) -> Callable[[Any], None]:
        """Interactions go to the commands and controls until the bot is stopping; then
        each is answered "restarting" here and goes nowhere else. The gateway hands
        every kind (commands, autocomplete, buttons, menus) to this one handler."""

        def interaction_create(data: Any) -> None:
            if not self.stopping:
                before = asyncio.all_tasks()
                route(data)  # discord.py starts the command's or the control's task
                for task in asyncio.all_tasks() - before:
                    keep(self._interactions, task)
                return
            interaction = discord.Interaction(data=data, state=self._connection)
            keep(self._last_answers,
                 asyncio.get_running_loop().create_task(self._restarting(interaction)))

        return interaction_create

    async def _restarting(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                await interaction.response.autocomplete([])
                return
            words = await tree_of(self).words(interaction, ServiceClosed())
            await interaction.response.send_message(words, ephemeral=True)
        except (discord.HTTPException, aiohttp.ClientError) as error:
            log.warning("an interaction that came while stopping went unanswered: %s", error)

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except commands.ExtensionError:
                log.exception("could not load %s; the other cogs still load", extension)
        await self.service.start()
        await self.tree.set_translator(CatalogueTranslator())
        if self.settings.holds_shard_zero:  # one process syncs for all
            await self.sync_commands()
        if self.settings.process[1] > 1:
            self.identify_buckets = (await self.fetch_session_start_limits()).max_concurrency
        await self.notifier.catch_up()  # a drawing the last run did not finish
        if self.long_lived:
            settle_memory()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord takes one IDENTIFY every 5 s in each of its ``max_concurrency``
        buckets, whichever process sends it: the store spaces them (on PostgreSQL under
        an advisory lock of the bucket, across processes)."""
        shard = shard_id or 0
        earlier = self._identifying.pop(shard, None)
        if earlier is not None:
            earlier.cancel()  # that IDENTIFY was refused, or its connection lost
        answered = self._identifying[shard] = asyncio.get_running_loop().create_future()
        await self.service.identify_turn(shard % self.identify_buckets, IDENTIFY_SPACING,
                                         answered)

    async def on_shard_connect(self, shard_id: int) -> None:
        """READY: this shard's IDENTIFY was answered, and its bucket's turn may pass."""
        answered = self._identifying.pop(shard_id, None)
        if answered is not None and not answered.done():
            answered.set_result(None)

    async def sync_commands(self) -> bool:
        """Sync to ``GINBOT_GUILD`` when set, else globally; skip when nothing changed."""
        guild = discord.Object(self.settings.guild) if self.settings.guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payload = await self.command_payload(guild)
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands:{self.settings.guild or 'global'}:{self.application_id}"
        if await self.service.front_end_state(key) == digest:
            log.info("commands unchanged since the last sync; not syncing")
            return False
        await self.tree.sync(guild=guild)
        await self.service.set_front_end_state(key, digest)
        log.info("synced %d commands to %s", len(payload), self.settings.guild or "all guilds")
        return True

    async def command_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        """The commands as ``tree.sync`` sends them, translations included, so that a
        changed translation is synced too."""
        translator = self.tree.translator
        commands = self.tree.get_commands(guild=guild)
        if translator is None:
            return [c.to_dict(self.tree) for c in commands]
        return [await c.get_translated_payload(self.tree, translator) for c in commands]

    async def close(self) -> None:
        """Stop once, however many times asked (a second Ctrl-C, ``async with`` at the
        end): each caller waits for the one stop."""
        if self._stop is None:
            self._stop = asyncio.ensure_future(self._stopping())
        await asyncio.shield(self._stop)

    async def _stopping(self) -> None:
        """Stop taking interactions, let the work in flight commit, be answered and be
        shown (the table and hand edits read the store, so they go before it closes),
        close the store, send the last answers and "restarting"s, then leave the
        gateway: within the budgets above however slow Discord is."""
        self.stopping = True
        for answered in self._identifying.values():
            answered.cancel()  # no READY to wait for any more
        started, logged_in = time.monotonic(), self.user is not None
        if logged_in:  # else there is nothing to stop but the attempt
            log.info("stopping: new interactions are answered 'restarting'; the work in "
                     "flight finishes first")
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._settled(), SETTLE_BUDGET)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.notifier.flush(), SHOW_BUDGET)
            await self.notifier.abandon()
            await self.service.close(timeout=CLOSE_BUDGET)
        finally:
            await self._last_words()
            await super().close()
            if logged_in:
                log.info("stopped in %.1f s", time.monotonic() - started)

    async def _settled(self) -> None:
        """The commands and controls under way have acted and answered (an answer's edit
        may come after its move, and wait out a 429), and the service's work is done."""
        while self._interactions:
            await asyncio.wait(set(self._interactions))
        await self.service.settle()

    async def _last_words(self) -> None:
        """Let the answers still under way (the "restarting"s, a command's answer after
        the store closed) reach Discord within the budget; drop the rest before the HTTP
        session they would use closes."""
        pending = self._interactions | self._last_answers
        if not pending:
            return
        _, late = await asyncio.wait(pending, timeout=ANSWER_BUDGET)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late)
            log.warning("%d answers to interactions were still under way at the stop and "
                        "were dropped", len(late))

    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: app_commands.Command[Any, ..., Any]
    ) -> None:
        log.debug("%s used /%s", interaction.user, command.qualified_name)
