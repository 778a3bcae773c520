"""The emulator's state and the changes to it: guilds, users, channels, threads, messages.

`World` knows nothing of HTTP. Changes that the bot would hear about are
dispatched on the gateway; every change wakes the waits of `wait_for`.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import mimetypes
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from . import errors
from .commands import CommandRegistry
from .errors import FakecordError, FakecordTimeout
from .gateway import DIRECT_MESSAGES, GUILD_MESSAGES, GUILDS
from .messages import Upload, build_version
from .model import (
    DM,
    GUILD_TEXT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    Attachment,
    Channel,
    Guild,
    Member,
    Message,
    MessageVersion,
    Perm,
    Role,
    Snowflakes,
    User,
)

if TYPE_CHECKING:
    from .gateway import Gateway
    from .interactions import InteractionHandle, Interactions

T = TypeVar("T")


@dataclass(frozen=True)
class Note:
    """One line of the activity log (shown when a wait times out)."""

    at: float
    text: str


class World:
    """Everything the emulated Discord holds, and the questions tests ask about it."""

    gateway: Gateway
    interactions: Interactions
    base_url: str

    def __init__(self, *, timeout: float, attachment_size_limit: int, bot_name: str) -> None:
        self.timeout = timeout
        self.attachment_size_limit = attachment_size_limit
        self.ids = Snowflakes()
        self.application_id = self.ids.next()
        self.bot = User(self.application_id, bot_name, bot=True)
        self.owner = User(self.ids.next(), "owner", _fd=self)
        self.users: dict[int, User] = {self.bot.id: self.bot, self.owner.id: self.owner}
        self.guilds: list[Guild] = []
        self.channels: dict[int, Channel] = {}
        self.messages: list[Message] = []
        self.attachments: dict[int, Attachment] = {}
        self.commands = CommandRegistry(self.application_id, self.ids)
        self.log: list[Note] = []
        self._changed = asyncio.Event()
        self._started = time.monotonic()

    # -- building the world (tests) --------------------------------------------

    def add_guild(self, name: str, owner: User | None = None,
                  shard: tuple[int, int] | None = None) -> Guild:
        """A server with the bot in it; `owner` (default: `fd.owner`) has every permission;
        `shard` (shard id, shard count): an id that puts it on that shard."""
        owner = owner or self.owner
        guild_id = self.ids.next() if shard is None else self.ids.next_on(*shard)
        guild = Guild(guild_id, name, owner, self)
        guild.roles.append(Role(guild.id, "@everyone", Perm.EVERYONE))
        bot_role = Role(self.ids.next(), self.bot.name, Perm.BOT, position=1, managed=True)
        guild.roles.append(bot_role)
        guild.members[self.bot.id] = Member(self.bot, time.time(), [bot_role])
        guild.members[owner.id] = Member(owner, time.time())
        self.guilds.append(guild)
        self.gateway.dispatch("GUILD_CREATE", guild.payload(), guild_id=guild.id, intent=GUILDS)
        self.changed()
        return guild

    def add_user(self, name: str, *guilds: Guild, locale: str = "en-US") -> User:
        """A person; joins the given guilds, or every guild so far when none are given.
        ``locale`` is their Discord client's language (``interaction.locale``)."""
        user = User(self.ids.next(), name, locale=locale, _fd=self)
        self.users[user.id] = user
        for guild in guilds or tuple(self.guilds):
            self.add_member(guild, user)
        return user

    def add_member(self, guild: Guild, user: User) -> None:
        if not guild.is_member(user):
            guild.members[user.id] = Member(user, time.time())
            self.changed()

    def add_role(
        self, guild: Guild, name: str, members: Iterable[User], permissions: int = 0
    ) -> Role:
        role = Role(self.ids.next(), name, permissions, position=len(guild.roles))
        guild.roles.append(role)
        for user in members:
            self.add_member(guild, user)
            guild.members[user.id].roles.append(role)
        return role

    def add_text_channel(self, guild: Guild, name: str) -> Channel:
        channel = Channel(
            self.ids.next(), GUILD_TEXT, name, guild=guild, position=len(guild.channels), _fd=self
        )
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        self.gateway.dispatch("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=GUILDS)
        self.changed()
        return channel

    def channel_changed(self, channel: Channel) -> None:
        if channel.guild is None:
            return
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self.gateway.dispatch(
            event, channel.payload(bot=self.bot), guild_id=channel.guild.id, intent=GUILDS
        )
        self.changed()

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between `user` and the bot (the same one every time)."""
        for channel in self.channels.values():
            if channel.type == DM and channel.recipient is user:
                return channel
        channel = Channel(self.ids.next(), DM, user.name, recipient=user, _fd=self)
        self.channels[channel.id] = channel
        return channel

    def close_dms(self, user: User) -> None:
        """The user turns off DMs from this server's members: the bot gets 403 / 50007."""
        user.dms_open = False

    def open_dms(self, user: User) -> None:
        user.dms_open = True

    def guild_by_id(self, guild_id: int) -> Guild | None:
        return next((g for g in self.guilds if g.id == guild_id), None)

    # -- questions tests ask ------------------------------------------------------

    def user_permissions(self, user: User, channel: Channel) -> int:
        if channel.guild is None:
            return Perm.EVERYONE
        if user is self.bot:
            return channel.bot_permissions(user)
        return channel.guild.permissions_of(user)

    def messages_visible_to(self, user: User) -> list[Message]:
        """Every live message `user` can read: channels, threads, their DMs, their ephemerals."""
        return [m for m in self.messages if m.visible_to(user)]

    def dms(self, user: User) -> list[Message]:
        """Live messages in the DM between `user` and the bot."""
        return [m for m in self.messages if m.channel.recipient is user and not m.deleted]

    def ephemerals(self, user: User) -> list[Message]:
        return [m for m in self.messages if m.ephemeral_to is user and not m.deleted]

    def channel_messages(self, channel: Channel) -> list[Message]:
        """Live, non-ephemeral messages of a channel or thread (what everyone there sees)."""
        return channel.visible_messages

    def thread_messages(self, thread: Channel) -> list[Message]:
        if not thread.is_thread:
            raise FakecordError(f"#{thread.name} is not a thread")
        return thread.visible_messages

    @property
    def threads(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread]

    @property
    def failed_interactions(self) -> list[InteractionHandle]:
        """Interactions the bot never answered in time ("The application did not respond")."""
        return [h for h in self.interactions.all if h.failed]

    def thread(self, name: str) -> Channel:
        """The thread named `name` (the newest if several)."""
        found = [t for t in self.threads if t.name == name]
        if not found:
            raise FakecordError(f"no thread {name!r}; threads: {[t.name for t in self.threads]}")
        return found[-1]

    def command(self, name: str, guild: Guild | None = None) -> dict[str, Any]:
        """The registered command a user in `guild` (or a DM) would get for /name."""
        found = self.commands.find(name, guild.id if guild else None)
        if found is None:
            raise FakecordError(f"no command /{name}; registered: {sorted(self.commands.names())}")
        return found

    # -- waiting -------------------------------------------------------------

    def changed(self) -> None:
        """Wake every wait: something happened."""
        self._changed.set()
        self._changed = asyncio.Event()

    def note(self, text: str) -> None:
        self.log.append(Note(time.monotonic() - self._started, text))

    def describe(self, last: int | None = None) -> str:
        """The activity log (the `last` lines), for debugging a failing test."""
        notes = self.log if last is None else self.log[-last:]
        return "\n".join(f"  {n.at:8.3f}s {n.text}" for n in notes)

    async def wait_for(
        self, predicate: Callable[[], T], timeout: float | None = None, what: str = "a condition"
    ) -> T:
        """Wait until `predicate()` is truthy and return it (a predicate may be a coroutine
        function: it is awaited); on timeout raise with context."""
        loop = asyncio.get_running_loop()
        timeout = self.timeout if timeout is None else timeout
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if inspect.isawaitable(result):
                result = await result
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakecordTimeout(
                    f"timed out after {timeout} s waiting for {what}. Recent activity:\n"
                    + self.describe(12)
                )
            event = self._changed
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, 0.1))

    async def wait_for_message(
        self, predicate: Callable[[Message], Any], timeout: float | None = None, what: str = ""
    ) -> Message:
        """The first live message matching `predicate`, waiting for it if need be."""

        def find() -> Message | None:
            return next((m for m in self.messages if not m.deleted and predicate(m)), None)

        return await self.wait_for(find, timeout, what or "a matching message")

    async def wait_for_dm(
        self, user: User, predicate: Callable[[Message], Any] = bool, timeout: float | None = None
    ) -> Message:
        return await self.wait_for_message(
            lambda m: m.channel.recipient is user and predicate(m), timeout, f"a DM to {user.name}"
        )

    # -- what the bot does (called by the REST handlers) ----------------------

    def store_upload(
        self,
        filename: str,
        data: bytes,
        content_type: str | None = None,
        description: str | None = None,
    ) -> Attachment:
        ident = self.ids.next()
        if not content_type or content_type == "application/octet-stream":
            content_type = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        url = f"{self.base_url}/attachments/{ident}/{filename}"
        attachment = Attachment(ident, filename, data, url, content_type, description)
        self.attachments[ident] = attachment
        return attachment

    def build(
        self,
        payload: dict[str, Any],
        uploads: dict[int, Upload],
        *,
        previous: MessageVersion | None,
        path: str = "",
        ephemeral_ok: bool = False,
    ) -> MessageVersion:
        return build_version(
            payload,
            uploads,
            previous=previous,
            store=lambda u, desc: self.store_upload(u.filename, u.data, u.content_type, desc),
            size_limit=self.attachment_size_limit,
            path=path,
            ephemeral_ok=ephemeral_ok,
        )

    def check_can_post(self, channel: Channel, with_files: bool) -> None:
        """What Discord checks before the bot posts in a channel, thread or DM."""
        if channel.is_dm:
            user = channel.recipient
            assert user is not None
            shares_guild = any(g.is_member(user) for g in self.guilds)
            if not user.dms_open or not shares_guild:
                raise errors.cannot_dm()
            return
        perms = channel.bot_permissions(self.bot)
        if not perms & Perm.VIEW_CHANNEL:
            raise errors.missing_access()
        needed = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        if with_files:
            needed |= Perm.ATTACH_FILES
        if perms & needed != needed:
            raise errors.missing_permissions()
        if channel.is_thread and channel.archived:
            if channel.locked and not perms & Perm.MANAGE_THREADS:
                raise errors.thread_locked()
            channel.archived = False  # sending unarchives the thread
            self.channel_changed(channel)

    def post_message(
        self,
        channel: Channel,
        author: User,
        version: MessageVersion,
        *,
        ephemeral_to: User | None = None,
        interaction: InteractionHandle | None = None,
        message_type: int = 0,
        reference: dict[str, Any] | None = None,
        nonce: str | None = None,
    ) -> Message:
        message = Message(
            self.ids.next(),
            channel,
            author,
            [version],
            type=message_type,
            ephemeral_to=ephemeral_to,
            interaction=interaction,
            webhook_id=self.application_id if interaction is not None else None,
            reference=reference,
            nonce=nonce,
        )
        self.messages.append(message)
        channel.messages.append(message)
        if ephemeral_to is None:
            channel.total_messages += 1
            self._dispatch_message("MESSAGE_CREATE", message)
        self.note(f"{author.name} posted {message.id} ({message.audience}): {_summary(message)}")
        self.changed()
        return message

    def edit_message(self, message: Message, version: MessageVersion) -> None:
        message.versions.append(version)
        if message.ephemeral_to is None:
            self._dispatch_message("MESSAGE_UPDATE", message)
        self.note(f"{message.author.name} edited {message.id}: {_summary(message)}")
        self.changed()

    def delete_message(self, message: Message) -> None:
        message.deleted = True
        channel = message.channel
        if message.ephemeral_to is None:
            data = {"id": str(message.id), "channel_id": str(channel.id)}
            guild_id = channel.guild.id if channel.guild else None
            if guild_id is not None:
                data["guild_id"] = str(guild_id)
            intent = GUILD_MESSAGES if guild_id else DIRECT_MESSAGES
            self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=guild_id, intent=intent)
        self.note(f"{message.author.name} deleted {message.id}")
        self.changed()

    def _dispatch_message(self, event: str, message: Message) -> None:
        data = message.payload()
        guild = message.channel.guild
        if guild is not None and message.author.id in guild.members:
            member = guild.members[message.author.id].payload()
            del member["user"]
            data["member"] = member
        mentions_bot = f"<@{self.bot.id}>" in message.content
        private = message.author is not self.bot and guild is not None and not mentions_bot
        self.gateway.dispatch(
            event,
            data,
            guild_id=guild.id if guild else None,
            intent=GUILD_MESSAGES if guild else DIRECT_MESSAGES,
            private_content=private,
        )

    def create_thread(
        self,
        parent: Channel,
        name: str,
        kind: int,
        *,
        starter: Message | None = None,
        auto_archive_duration: int = 1440,
        invitable: bool = True,
    ) -> Channel:
        if parent.type != GUILD_TEXT or parent.guild is None:
            raise errors.bad_request("Cannot create a thread here")
        perms = parent.bot_permissions(self.bot)
        needed = (
            Perm.CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else Perm.CREATE_PUBLIC_THREADS
        )
        if not perms & Perm.VIEW_CHANNEL:
            raise errors.missing_access()
        if not perms & needed:
            raise errors.missing_permissions()
        problems = errors.FormErrors()
        if not 1 <= len(name) <= 100:
            problems.add("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            problems.add("type", "BASE_TYPE_CHOICES", f"Bad thread type {kind}.")
        if auto_archive_duration not in (60, 1440, 4320, 10080):
            problems.add("auto_archive_duration", "BASE_TYPE_CHOICES", "60, 1440, 4320 or 10080.")
        problems.raise_if_any()
        thread = Channel(
            starter.id if starter else self.ids.next(),
            kind,
            name,
            guild=parent.guild,
            parent=parent,
            owner_id=self.bot.id,
            auto_archive_duration=auto_archive_duration,
            invitable=invitable,
            _fd=self,
        )
        thread.thread_members[self.bot.id] = time.time()
        parent.guild.threads.append(thread)
        self.channels[thread.id] = thread
        if starter is not None:
            starter.thread = thread
        data = thread.payload(bot=self.bot) | {"newly_created": True}
        self.gateway.dispatch("THREAD_CREATE", data, guild_id=parent.guild.id, intent=GUILDS)
        self.note(
            f"bot created thread #{name} ({'private' if kind == PRIVATE_THREAD else 'public'})"
        )
        self.changed()
        return thread

    async def user_says(self, user: User, where: Channel, content: str) -> Message:
        if not where.can_see(user):
            raise FakecordError(f"{user.name} cannot see #{where.name}")
        version = self.build({"content": content}, {}, previous=None)
        return self.post_message(where, user, version)


def _summary(message: Message) -> str:
    text = message.text().replace("\n", " | ")
    extras = [a.filename for a in message.attachments] + message.labels()
    shown = (text[:80] + "...") if len(text) > 80 else text
    return f"{shown!r} {extras}" if extras else repr(shown)
