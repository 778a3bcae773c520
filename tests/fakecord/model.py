"""The emulated world: users, guilds, channels, threads, DMs, messages and attachments.

Objects are live: a `Message` held by a test always shows its current version,
and `Message.versions` keeps every earlier one. Each object renders itself as
the JSON payload discord.py expects (`payload()`).
"""

from __future__ import annotations

import datetime
import secrets
import struct
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .components import find_component, walk_components

if TYPE_CHECKING:
    from .interactions import InteractionHandle
    from .world import World

DISCORD_EPOCH_MS = 1_420_070_400_000

# Channel types.
GUILD_TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12

# Message flags.
EPHEMERAL, LOADING, COMPONENTS_V2 = 1 << 6, 1 << 7, 1 << 15


class Perm:
    """Permission bits the emulator checks."""

    ADMINISTRATOR = 1 << 3
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    USE_EXTERNAL_EMOJIS = 1 << 18
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38

    EVERYONE = (
        ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
    )
    BOT = EVERYONE | MANAGE_MESSAGES | MANAGE_THREADS
    ALL = (1 << 51) - 1


def iso(ts: float) -> str:
    return datetime.datetime.fromtimestamp(ts, datetime.UTC).isoformat()


class Snowflakes:
    """Discord-shaped ids: creation time in the high bits, unique per emulator."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_on(self, shard: int, count: int) -> int:
        """The next id whose owner is on ``shard`` of ``count`` (a guild's shard is
        ``(id >> 22) % count``): a millisecond or a few later than ``next()``'s."""
        stamp = (self.next() >> 22) + 1
        stamp += (shard - stamp) % count
        self._last = stamp << 22
        return self._last


@dataclass(eq=False)
class User:
    """A Discord account. Test users act through `slash`, `click`, `select`..."""

    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"  # the language of their Discord client, sent with each interaction
    _fd: World | None = field(default=None, repr=False)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": None if self.bot else self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def fd(self) -> World:
        if self._fd is None:
            raise RuntimeError(f"{self.name} is not a test user of an emulator")
        return self._fd

    @property
    def dm(self) -> Channel:
        """The DM channel between this user and the bot (opened on first use)."""
        return self.fd.dm_channel(self)

    async def slash(self, where: Channel, command: str, **options: Any) -> InteractionHandle:
        """Run `/command sub option:value` in `where`; returns at once with a handle."""
        return await self.fd.interactions.slash(self, where, command, options)

    async def autocomplete(
        self, where: Channel, command: str, focused: str, typed: str, **options: Any
    ) -> list[dict[str, Any]]:
        """Type `typed` into option `focused`; returns the choices the bot offered."""
        return await self.fd.interactions.autocomplete(
            self, where, command, focused, typed, options
        )

    async def click(self, message: Message, button: str) -> InteractionHandle:
        """Click the button whose custom_id or label is `button`."""
        return await self.fd.interactions.click(self, message, button)

    async def select(self, message: Message, menu: str, values: list[str]) -> InteractionHandle:
        """Pick `values` (option values or labels) in the menu named by custom_id or placeholder."""
        return await self.fd.interactions.select(self, message, menu, values)

    async def submit(self, modal: Modal, values: dict[str, str]) -> InteractionHandle:
        """Fill in a modal the bot opened (field custom_id or label -> text) and submit it."""
        return await self.fd.interactions.submit(self, modal, values)

    async def say(self, where: Channel, content: str) -> Message:
        """Post a plain message as this user (the bot only sees its text with the
        privileged message content intent)."""
        return await self.fd.user_says(self, where, content)


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    user: User
    joined_at: float
    roles: list[Role] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        return {
            "user": self.user.payload(),
            "roles": [str(r.id) for r in self.roles],
            "joined_at": iso(self.joined_at),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "avatar": None,
            "pending": False,
            "premium_since": None,
            "communication_disabled_until": None,
        }


@dataclass(eq=False)
class Guild:
    """A server. Users join with `add_member`; channels come from `add_text_channel`."""

    id: int
    name: str
    owner: User
    _fd: World = field(repr=False)
    roles: list[Role] = field(default_factory=list)
    members: dict[int, Member] = field(default_factory=dict)
    channels: list[Channel] = field(default_factory=list)
    threads: list[Channel] = field(default_factory=list)
    created: float = field(default_factory=time.time)
    preferred_locale: str = "en-US"  # the server's language, sent as ``guild_locale``

    @property
    def everyone(self) -> Role:
        return self.roles[0]

    def add_text_channel(self, name: str) -> Channel:
        return self._fd.add_text_channel(self, name)

    def add_member(self, user: User) -> None:
        self._fd.add_member(self, user)

    def add_role(self, name: str, *members: User, permissions: int = 0) -> Role:
        return self._fd.add_role(self, name, members, permissions)

    def is_member(self, user: User) -> bool:
        return user.id in self.members

    def permissions_of(self, user: User) -> int:
        if user.id == self.owner.id:
            return Perm.ALL
        member = self.members.get(user.id)
        if member is None:
            return 0
        perms = self.everyone.permissions
        for role in member.roles:
            perms |= role.permissions
        return perms

    def payload(self) -> dict[str, Any]:
        """The full GUILD_CREATE payload."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.preferred_locale,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "features": [],
            "roles": [r.payload() for r in self.roles],
            "emojis": [],
            "stickers": [],
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "joined_at": iso(self.created),
            "members": [m.payload() for m in self.members.values()],
            "channels": [c.payload() for c in self.channels],
            "threads": [t.payload() for t in self.threads if not t.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "application_command_counts": {},
            "premium_progress_bar_enabled": False,
        }

    def interaction_payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "locale": self.preferred_locale, "features": []}


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread (public or private) or a DM with the bot."""

    id: int
    type: int
    name: str
    guild: Guild | None = None
    parent: Channel | None = None
    recipient: User | None = None
    owner_id: int | None = None
    position: int = 0
    created: float = field(default_factory=time.time)
    thread_members: dict[int, float] = field(default_factory=dict)
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    bot_denied: int = 0
    deleted: bool = False
    messages: list[Message] = field(default_factory=list, repr=False)
    total_messages: int = 0
    _fd: World | None = field(default=None, repr=False)

    @property
    def is_thread(self) -> bool:
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD)

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def text_channel(self) -> Channel:
        """The channel whose permissions apply (a thread's parent)."""
        return self.parent if self.parent is not None else self

    def deny_bot(self, *permissions: int) -> None:
        """Take permissions away from the bot in this channel (a member overwrite)."""
        for perm in permissions:
            self.bot_denied |= perm
        if self._fd is not None:
            self._fd.channel_changed(self)

    def bot_permissions(self, bot: User) -> int:
        if self.guild is None:
            return Perm.EVERYONE
        return self.guild.permissions_of(bot) & ~self.text_channel.bot_denied

    def can_see(self, user: User) -> bool:
        if self.is_dm:
            return user is self.recipient
        assert self.guild is not None
        if not self.guild.is_member(user) and not user.bot:
            return False
        if self.type == PRIVATE_THREAD:
            return user.id in self.thread_members or user.id == self.owner_id
        return True

    @property
    def visible_messages(self) -> list[Message]:
        return [m for m in self.messages if not m.deleted and m.ephemeral_to is None]

    @property
    def last_message_id(self) -> str | None:
        live = [m for m in self.messages if m.ephemeral_to is None]
        return str(live[-1].id) if live else None

    def payload(self, *, bot: User | None = None) -> dict[str, Any]:
        if self.is_dm:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": DM,
                "recipients": [self.recipient.payload()],
                "last_message_id": self.last_message_id,
                "flags": 0,
            }
        assert self.guild is not None
        if self.is_thread:
            assert self.parent is not None and self.owner_id is not None
            data: dict[str, Any] = {
                "id": str(self.id),
                "type": self.type,
                "guild_id": str(self.guild.id),
                "parent_id": str(self.parent.id),
                "owner_id": str(self.owner_id),
                "name": self.name,
                "last_message_id": self.last_message_id,
                "message_count": len(self.visible_messages),
                "member_count": min(50, len(self.thread_members)),
                "total_message_sent": self.total_messages,
                "rate_limit_per_user": 0,
                "flags": 0,
                "applied_tags": [],
                "thread_metadata": {
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(self.created),
                    "locked": self.locked,
                    "invitable": self.invitable,
                    "create_timestamp": iso(self.created),
                },
            }
            if bot is not None and bot.id in self.thread_members:
                data["member"] = self.thread_member_payload(bot.id)
            return data
        overwrites = []
        if self.bot_denied and self._fd is not None:
            overwrites.append(
                {"id": str(self._fd.bot.id), "type": 1, "allow": "0", "deny": str(self.bot_denied)}
            )
        return {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild.id),
            "name": self.name,
            "position": self.position,
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "permission_overwrites": overwrites,
            "rate_limit_per_user": 0,
            "last_message_id": self.last_message_id,
            "default_auto_archive_duration": 1440,
            "flags": 0,
        }

    def thread_member_payload(self, user_id: int) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "user_id": str(user_id),
            "join_timestamp": iso(self.thread_members[user_id]),
            "flags": 0,
        }


@dataclass(eq=False)
class Attachment:
    """A file the bot uploaded; `data` holds the exact bytes."""

    id: int
    filename: str
    data: bytes
    url: str
    content_type: str = "application/octet-stream"
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def image_size(self) -> tuple[int, int] | None:
        """(width, height) of a PNG, read from its header."""
        if self.data[:8] == b"\x89PNG\r\n\x1a\n" and len(self.data) >= 24:
            width, height = struct.unpack(">II", self.data[16:24])
            return width, height
        return None

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        dims = self.image_size()
        if dims is not None:
            data["width"], data["height"] = dims
        return data


@dataclass(frozen=True)
class MessageVersion:
    """One state of a message; every edit appends a new one."""

    content: str
    embeds: tuple[dict[str, Any], ...]
    components: tuple[dict[str, Any], ...]
    attachments: tuple[Attachment, ...]
    flags: int
    at: float


@dataclass(frozen=True)
class Modal:
    """A modal the bot opened in answer to an interaction (response type 9)."""

    custom_id: str
    title: str
    components: tuple[dict[str, Any], ...]
    interaction: InteractionHandle


@dataclass(eq=False)
class Message:
    """A message in a channel, thread or DM; `ephemeral_to` marks an ephemeral one."""

    id: int
    channel: Channel
    author: User
    versions: list[MessageVersion]
    type: int = 0
    ephemeral_to: User | None = None
    interaction: InteractionHandle | None = None
    webhook_id: int | None = None
    deleted: bool = False
    thread: Channel | None = None
    reactions: dict[str, set[int]] = field(default_factory=dict)
    reference: dict[str, Any] | None = None
    nonce: str | None = None  # what its create sent, echoed in its payloads

    @property
    def current(self) -> MessageVersion:
        return self.versions[-1]

    @property
    def content(self) -> str:
        return self.current.content

    @property
    def embeds(self) -> tuple[dict[str, Any], ...]:
        return self.current.embeds

    @property
    def components(self) -> tuple[dict[str, Any], ...]:
        return self.current.components

    @property
    def attachments(self) -> tuple[Attachment, ...]:
        return self.current.attachments

    @property
    def flags(self) -> int:
        return self.current.flags

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_to is not None

    @property
    def loading(self) -> bool:
        """A deferred response still showing "Bot is thinking..."."""
        return bool(self.flags & LOADING)

    @property
    def edited(self) -> bool:
        return len(self.versions) > 1

    @property
    def guild(self) -> Guild | None:
        return self.channel.guild

    def visible_to(self, user: User) -> bool:
        if self.deleted:
            return False
        if self.ephemeral_to is not None:
            return user is self.ephemeral_to
        return self.channel.can_see(user)

    @property
    def audience(self) -> str:
        """Who can read it, in words (for assertion messages)."""
        if self.ephemeral_to is not None:
            return f"only {self.ephemeral_to.name} (ephemeral)"
        if self.channel.is_dm:
            assert self.channel.recipient is not None
            return f"only {self.channel.recipient.name} (DM)"
        if self.channel.type == PRIVATE_THREAD:
            return f"members of private thread #{self.channel.name}"
        assert self.channel.guild is not None
        return f"everyone in {self.channel.guild.name}"

    def text(self) -> str:
        """Content, text displays and every embed's title, description, fields and footer."""
        parts = [self.content]
        parts += [
            c.get("content", "") for c in walk_components(self.components) if c.get("type") == 10
        ]
        for embed in self.embeds:
            parts += [embed.get("title", ""), embed.get("description", "")]
            for fld in embed.get("fields", []):
                parts += [fld.get("name", ""), fld.get("value", "")]
            parts.append(embed.get("footer", {}).get("text", ""))
        return "\n".join(p for p in parts if p)

    def interactive(self) -> Iterator[dict[str, Any]]:
        """Buttons and select menus currently on the message."""
        return (c for c in walk_components(self.components) if c.get("type") in (2, 3, 5, 6, 7, 8))

    def labels(self) -> list[str]:
        return [
            c.get("label") or c.get("placeholder") or c.get("custom_id", "")
            for c in self.interactive()
        ]

    def component(self, key: str) -> dict[str, Any] | None:
        """The button or menu whose custom_id, label or placeholder is `key`."""
        return find_component(self.components, key)

    def attachment(self, filename: str) -> Attachment:
        for att in self.attachments:
            if att.filename == filename:
                return att
        names = [a.filename for a in self.attachments]
        raise KeyError(f"no attachment {filename!r} on message {self.id}; it has {names}")

    def payload(self) -> dict[str, Any]:
        version = self.current
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": version.content,
            "timestamp": iso(self.versions[0].at),
            "edited_timestamp": iso(version.at) if self.edited else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in version.attachments],
            "embeds": [dict(e, type=e.get("type", "rich")) for e in version.embeds],
            "pinned": False,
            "flags": version.flags,
            "components": list(version.components),
        }
        if self.channel.guild is not None:
            data["guild_id"] = str(self.channel.guild.id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction.metadata()
        if self.thread is not None:
            data["thread"] = self.thread.payload()
        if self.reference is not None:
            data["message_reference"] = self.reference
        if self.nonce is not None:
            data["nonce"] = self.nonce
        if any(self.reactions.values()):
            data["reactions"] = [
                {"emoji": {"id": None, "name": emoji}, "count": len(users), "me": True}
                for emoji, users in self.reactions.items()
                if users
            ]
        return data


def fake_token(prefix: str, ident: int) -> str:
    """An obviously fake token: never mistaken for a real one."""
    return f"{prefix}.{ident}.{secrets.token_urlsafe(18)}"
