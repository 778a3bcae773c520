"""Interactions: what users start (slash, autocomplete, click, select, modal submit) and
the rules Discord applies to the bot's answers.

Rules: the first response must arrive within the deadline (3 s; after it,
404 / 10062 "Unknown interaction"); only one initial response (400 / 40060);
the response type must suit the interaction; followups and edits through the
interaction token only after the response and for 15 minutes (then 401 /
50027). After a deferred (type 5) response the first followup replaces the
"thinking" message and keeps its ephemerality, as Discord does.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import errors
from .commands import CHAT_INPUT, value_fits
from .components import BUTTON, LABEL, LINK, SELECTS, STRING_SELECT, check_modal, modal_fields
from .errors import FakecordError, FakecordTimeout, FormErrors
from .messages import Upload, loading_version
from .model import EPHEMERAL, Channel, Message, Modal, Perm, User, fake_token
from .options import CommandCall

if TYPE_CHECKING:
    from .server import FakeDiscord

PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT, OPEN_MODAL = 8, 9
ALLOWED_RESPONSES = {
    APPLICATION_COMMAND: {MESSAGE, DEFERRED_MESSAGE, OPEN_MODAL},
    MESSAGE_COMPONENT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, OPEN_MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
    MODAL_SUBMIT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE},
}
RESPONSE_NAMES = {
    MESSAGE: "message",
    DEFERRED_MESSAGE: "deferred message",
    DEFERRED_UPDATE: "deferred update",
    UPDATE_MESSAGE: "message update",
    AUTOCOMPLETE_RESULT: "autocomplete choices",
    OPEN_MODAL: "modal",
}


class InteractionHandle:
    """One interaction a test user started, and everything the bot answered to it."""

    def __init__(
        self,
        fd: FakeDiscord,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        description: str,
        source: Message | None = None,
    ) -> None:
        self.fd = fd
        self.id = fd.ids.next()
        self.token = fake_token("interaction", self.id)
        self.type = kind
        self.user = user
        self.channel = channel
        self.data = data
        self.description = description
        self.source = source
        self.created = fd.now()
        self.response_type: int | None = None
        self.responded_after: float | None = None
        self.original: Message | None = None
        self.followups: list[Message] = []
        self.modal: Modal | None = None
        self.choices: list[dict[str, Any]] | None = None
        self.late_callbacks = 0
        self.repeat_callbacks = 0

    def __repr__(self) -> str:
        return f"<Interaction {self.description} response={self.response_type}>"

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def failed(self) -> bool:
        """No response within the deadline: the user saw "The application did not respond"."""
        return self.response_type is None and self.age > self.fd.interaction_deadline

    @property
    def age(self) -> float:
        return self.fd.now() - self.created

    @property
    def ephemeral(self) -> bool:
        return self.original is not None and self.original.ephemeral

    @property
    def messages(self) -> list[Message]:
        """The response message (if any) and the followups, without repeats."""
        found: list[Message] = []
        for message in [self.original, *self.followups]:
            if message is not None and message not in found:
                found.append(message)
        return found

    def metadata(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "user": self.user.payload(),
            "authorizing_integration_owners": self._owners(),
        }
        if self.source is not None:
            data["interacted_message_id"] = str(self.source.id)
        return data

    def _owners(self) -> dict[str, str]:
        guild = self.channel.guild
        return {"0": str(guild.id) if guild else "0"}

    def payload(self) -> dict[str, Any]:
        """The INTERACTION_CREATE event, with every field discord.py 2.7 reads."""
        fd, channel = self.fd, self.channel
        guild = channel.guild
        channel_data = channel.payload(bot=fd.bot)
        channel_data["permissions"] = str(fd.user_permissions(self.user, channel))
        data: dict[str, Any] = {
            "id": str(self.id),
            "application_id": str(fd.application_id),
            "type": self.type,
            "token": self.token,
            "version": 1,
            "locale": self.user.locale,
            "channel_id": str(channel.id),
            "channel": channel_data,
            "app_permissions": str(channel.bot_permissions(fd.bot)),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": self._owners(),
            "context": 0 if guild else 1,
            "attachment_size_limit": fd.attachment_size_limit,
        }
        if guild is not None:
            member = guild.members[self.user.id].payload()
            member["permissions"] = str(fd.user_permissions(self.user, channel))
            data |= {
                "guild_id": str(guild.id),
                "guild": guild.interaction_payload(),
                "guild_locale": guild.preferred_locale,
                "member": member,
            }
        else:
            data["user"] = self.user.payload()
        if self.type != PING:
            data["data"] = self.data
        if self.source is not None:
            data["message"] = self.source.payload()
        return data

    # -- waiting ----------------------------------------------------------------

    async def wait_ack(self, timeout: float | None = None) -> int:
        """The initial response type, once the bot sent it; fails as soon as the deadline
        has passed without one (the user saw "The application did not respond")."""
        await self.fd.wait_for(
            lambda: self.acknowledged or self.failed,
            timeout,
            f"the bot to answer {self.description}",
        )
        if self.response_type is None:
            raise FakecordTimeout(
                f"{self.description} got no answer within the {self.fd.interaction_deadline} s "
                f"deadline; late attempts: {self.late_callbacks}. Recent activity:\n"
                + self.fd.describe(12)
            )
        return self.response_type

    async def wait_response(self, timeout: float | None = None) -> Any:
        """The visible answer: the message (a deferred one once filled in), the
        modal, or the autocomplete choices."""
        kind = await self.wait_ack(timeout)
        if kind == OPEN_MODAL:
            return self.modal
        if kind == AUTOCOMPLETE_RESULT:
            return self.choices
        if kind == DEFERRED_MESSAGE:
            await self.fd.wait_for(
                lambda: self.original is not None and not self.original.loading,
                timeout,
                f"the deferred answer to {self.description} to be filled in",
            )
        return self.original

    async def wait_followup(self, count: int = 1, timeout: float | None = None) -> Message:
        """The `count`-th followup message."""
        await self.fd.wait_for(
            lambda: len(self.followups) >= count,
            timeout,
            f"followup #{count} to {self.description}",
        )
        return self.followups[count - 1]


class Interactions:
    """Starts interactions for tests and applies Discord's rules to the bot's answers."""

    def __init__(self, fd: FakeDiscord) -> None:
        self.fd = fd
        self.by_id: dict[int, InteractionHandle] = {}
        self.by_token: dict[str, InteractionHandle] = {}

    @property
    def all(self) -> list[InteractionHandle]:
        return list(self.by_id.values())

    # -- what users do ----------------------------------------------------------

    async def slash(
        self, user: User, where: Channel, command: str, options: dict[str, Any]
    ) -> InteractionHandle:
        call = self._call(user, where, command)
        data = call.build(command.split()[1:], options)
        return self._start(APPLICATION_COMMAND, user, where, data, f"/{command} by {user.name}")

    async def autocomplete(
        self,
        user: User,
        where: Channel,
        command: str,
        focused: str,
        typed: str,
        options: dict[str, Any],
    ) -> list[dict[str, Any]]:
        call = self._call(user, where, command)
        data = call.build(command.split()[1:], options, focused=focused, typed=typed)
        handle = self._start(
            AUTOCOMPLETE, user, where, data, f"autocomplete {focused}={typed!r} of /{command}"
        )
        await handle.wait_ack()
        assert handle.choices is not None
        return handle.choices

    async def click(self, user: User, message: Message, key: str) -> InteractionHandle:
        comp = self._component(user, message, key)
        if comp.get("type") != BUTTON:
            raise FakecordError(f"{key!r} on message {message.id} is a select menu: use select()")
        if comp.get("style") == LINK:
            raise FakecordError(f"{key!r} is a link button to {comp.get('url')}: no interaction")
        data = {"custom_id": comp["custom_id"], "component_type": BUTTON}
        label = comp.get("label") or comp["custom_id"]
        return self._start(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            f"click {label!r} by {user.name}",
            source=message,
        )

    async def select(
        self, user: User, message: Message, key: str, values: list[Any]
    ) -> InteractionHandle:
        comp = self._component(user, message, key)
        if comp.get("type") not in SELECTS:
            raise FakecordError(f"{key!r} on message {message.id} is a button: use click()")
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(values) <= high:
            raise FakecordError(f"menu {key!r} takes {low}..{high} values, got {len(values)}")
        data: dict[str, Any] = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
        if comp["type"] == STRING_SELECT:
            data["values"] = [self._option_value(comp, key, v) for v in values]
        else:
            users = [v for v in values if isinstance(v, User)]
            if len(users) != len(values):
                raise FakecordError(f"menu {key!r} picks users: pass User objects")
            data["values"] = [str(u.id) for u in users]
            data["resolved"] = {"users": {str(u.id): u.payload() for u in users}}
        return self._start(
            MESSAGE_COMPONENT,
            user,
            message.channel,
            data,
            f"select {values} in {key!r} by {user.name}",
            source=message,
        )

    async def submit(self, user: User, modal: Modal, values: dict[str, str]) -> InteractionHandle:
        opener = modal.interaction
        if user is not opener.user:
            raise FakecordError(f"only {opener.user.name} sees the modal {modal.title!r}")
        fields = modal_fields(modal.components)
        answers: dict[str, str] = {}
        for key, value in values.items():
            match = next((f for f, label in fields if key in (f.get("custom_id"), label)), None)
            if match is None:
                names = [label or f.get("custom_id") for f, label in fields]
                raise FakecordError(f"modal {modal.title!r} has no field {key!r}; it has {names}")
            answers[match["custom_id"]] = value
        rows: list[dict[str, Any]] = []
        for row in modal.components:
            inner = row.get("component") if row.get("type") == LABEL else None
            items = [inner] if inner else row.get("components", [])
            filled = []
            for comp in items:
                value = answers.get(comp.get("custom_id", ""), "")
                low, high = comp.get("min_length", 0), comp.get("max_length", 4000)
                if comp.get("required", True) and not value:
                    raise FakecordError(f"modal field {comp.get('custom_id')!r} is required")
                if value and not low <= len(value) <= high:
                    raise FakecordError(
                        f"modal field {comp.get('custom_id')!r}: {low}..{high} chars"
                    )
                filled.append(
                    {"type": comp["type"], "custom_id": comp["custom_id"], "value": value}
                )
            if row.get("type") == LABEL:
                rows.append({"type": LABEL, "component": filled[0]})
            elif filled:
                rows.append({"type": row["type"], "components": filled})
        data = {"custom_id": modal.custom_id, "components": rows}
        return self._start(
            MODAL_SUBMIT,
            user,
            opener.channel,
            data,
            f"submit modal {modal.title!r} by {user.name}",
            source=opener.source,
        )

    def _call(self, user: User, where: Channel, command: str) -> CommandCall:
        name = command.split()[0].lstrip("/") if command.split() else ""
        self._check_can_use(user, where)
        guild_id = where.guild.id if where.guild else None
        found = self.fd.commands.find(name, guild_id, CHAT_INPUT)
        if found is None:
            known = sorted(self.fd.commands.names())
            raise FakecordError(f"no command /{name} in {where.name!r}; registered: {known}")
        if where.guild is not None and found.get("default_member_permissions") is not None:
            needed = int(found["default_member_permissions"])
            held = where.guild.permissions_of(user)
            if held & needed != needed and not held & Perm.ADMINISTRATOR:
                raise FakecordError(f"{user.name} lacks the permissions /{name} requires")
        contexts = found.get("contexts")
        context = 0 if where.guild else 1
        if (contexts is not None and context not in contexts) or (
            context == 1 and found.get("dm_permission") is False
        ):
            raise FakecordError(f"/{name} is not offered in {'servers' if context == 0 else 'DMs'}")
        return CommandCall(self.fd, found, where, user)

    def _check_can_use(self, user: User, where: Channel) -> None:
        if user.bot:
            raise FakecordError("bots cannot use application commands")
        if not where.can_see(user):
            raise FakecordError(f"{user.name} cannot see #{where.name}")
        if where.is_thread and where.archived and where.locked:
            raise FakecordError(f"#{where.name} is locked")

    def _component(self, user: User, message: Message, key: str) -> dict[str, Any]:
        if message.deleted:
            raise FakecordError(f"message {message.id} was deleted")
        if not message.visible_to(user):
            raise FakecordError(f"{user.name} cannot see message {message.id} ({message.audience})")
        comp = message.component(key)
        if comp is None:
            raise FakecordError(
                f"no component {key!r} on message {message.id}; it has {message.labels()}"
            )
        if comp.get("disabled"):
            raise FakecordError(f"{key!r} on message {message.id} is disabled")
        return comp

    @staticmethod
    def _option_value(comp: dict[str, Any], key: str, wanted: Any) -> str:
        for option in comp.get("options", []):
            if wanted in (option.get("value"), option.get("label")):
                return option["value"]
        shown = [o.get("label") for o in comp.get("options", [])]
        raise FakecordError(f"menu {key!r} has no option {wanted!r}; it has {shown}")

    def _start(
        self,
        kind: int,
        user: User,
        where: Channel,
        data: dict[str, Any],
        description: str,
        source: Message | None = None,
    ) -> InteractionHandle:
        handle = InteractionHandle(self.fd, kind, user, where, data, description, source)
        guild_id = where.guild.id if where.guild else None
        self.by_id[handle.id] = handle
        self.by_token[handle.token] = handle
        if not self.fd.gateway.dispatch("INTERACTION_CREATE", handle.payload(), guild_id=guild_id):
            del self.by_id[handle.id], self.by_token[handle.token]
            raise FakecordError(
                f"{description}: the bot has no gateway session (start it and await wait_ready())"
            )
        handle.created = self.fd.now()
        self.fd.note(f"{description} (interaction {handle.id})")
        self.fd.changed()
        return handle

    # -- what the bot does ------------------------------------------------------

    def callback(
        self, interaction_id: int, token: str, body: dict[str, Any], uploads: dict[int, Upload]
    ) -> dict[str, Any]:
        """POST /interactions/{id}/{token}/callback; returns the `with_response` body."""
        handle = self.by_id.get(interaction_id)
        if handle is None or handle.token != token:
            raise errors.unknown_interaction()
        if handle.response_type is not None:
            handle.repeat_callbacks += 1
            raise errors.already_acknowledged()
        if handle.age > self.fd.interaction_deadline:
            handle.late_callbacks += 1
            raise errors.unknown_interaction()
        kind = body.get("type")
        data = body.get("data") or {}
        if kind not in ALLOWED_RESPONSES.get(handle.type, set()) or (
            kind in (DEFERRED_UPDATE, UPDATE_MESSAGE) and handle.source is None
        ):
            problems = FormErrors()
            problems.add("type", "INTERACTION_RESPONSE_TYPE_INVALID", f"Not allowed: {kind!r}")
            problems.raise_if_any()
        message = self._respond(handle, kind, data, uploads)
        handle.response_type = kind
        handle.responded_after = handle.age
        self.fd.note(f"bot answered {handle.description} with a {RESPONSE_NAMES[kind]}")
        self.fd.changed()
        result: dict[str, Any] = {
            "interaction": {
                "id": str(handle.id),
                "type": handle.type,
                "response_message_loading": kind == DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if message is not None:
            result["interaction"]["response_message_id"] = str(message.id)
            result["resource"] = {"type": kind, "message": message.payload()}
        return result

    def _respond(
        self, handle: InteractionHandle, kind: int, data: dict[str, Any], uploads: dict[int, Upload]
    ) -> Message | None:
        fd = self.fd
        if kind == MESSAGE:
            version = fd.build(data, uploads, previous=None, path="data", ephemeral_ok=True)
            handle.original = self._post(handle, version, bool(version.flags & EPHEMERAL))
        elif kind == DEFERRED_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            handle.original = self._post(handle, loading_version(ephemeral), ephemeral)
        elif kind == DEFERRED_UPDATE:
            handle.original = handle.source
        elif kind == UPDATE_MESSAGE:
            assert handle.source is not None
            version = fd.build(data, uploads, previous=handle.source.current, path="data")
            fd.edit_message(handle.source, version)
            handle.original = handle.source
        elif kind == AUTOCOMPLETE_RESULT:
            handle.choices = self._choices(handle, data)
            return None
        elif kind == OPEN_MODAL:
            problems = FormErrors()
            check_modal(data, problems)
            problems.raise_if_any()
            handle.modal = Modal(
                data["custom_id"], data["title"], tuple(data["components"]), handle
            )
            return None
        return handle.original

    def _post(self, handle: InteractionHandle, version: Any, ephemeral: bool) -> Message:
        return self.fd.post_message(
            handle.channel,
            self.fd.bot,
            version,
            ephemeral_to=handle.user if ephemeral else None,
            interaction=handle,
            message_type=20 if handle.type == APPLICATION_COMMAND else 0,
        )

    @staticmethod
    def _choices(handle: InteractionHandle, data: dict[str, Any]) -> list[dict[str, Any]]:
        choices = data.get("choices")
        problems = FormErrors()
        if not isinstance(choices, list) or len(choices) > 25:
            problems.add("data.choices", "BASE_TYPE_BAD_LENGTH", "Must be 25 or fewer in length.")
            problems.raise_if_any()
        assert isinstance(choices, list)
        focused = _focused_option(handle.data.get("options", []))
        for i, choice in enumerate(choices):
            if not 1 <= len(str(choice.get("name", ""))) <= 100:
                problems.add(f"data.choices.{i}.name", "BASE_TYPE_BAD_LENGTH", "1..100 characters.")
            if focused is not None and not value_fits(focused["type"], choice.get("value")):
                problems.add(
                    f"data.choices.{i}.value", "BASE_TYPE_CHOICES", "Wrong type for the option."
                )
        problems.raise_if_any()
        return choices

    # -- the interaction webhook (followups, @original) --------------------------

    def by_webhook(self, application_id: int, token: str) -> InteractionHandle:
        handle = self.by_token.get(token)
        if handle is None or application_id != self.fd.application_id:
            raise errors.unknown_webhook()
        if handle.age > self.fd.token_lifetime:
            raise errors.invalid_webhook_token()
        if handle.response_type is None or handle.type == AUTOCOMPLETE:
            raise errors.unknown_webhook()
        return handle

    def followup(
        self, handle: InteractionHandle, body: dict[str, Any], uploads: dict[int, Upload]
    ) -> Message:
        original = handle.original
        if handle.response_type == DEFERRED_MESSAGE and original is not None and original.loading:
            version = self.fd.build(body, uploads, previous=None, ephemeral_ok=True)
            keep = original.flags & EPHEMERAL
            version = replace(version, flags=(version.flags & ~EPHEMERAL) | keep)
            self.fd.edit_message(original, version)
            message = original
        else:
            version = self.fd.build(body, uploads, previous=None, ephemeral_ok=True)
            message = self._post(handle, version, bool(version.flags & EPHEMERAL))
        handle.followups.append(message)
        self.fd.changed()
        return message

    def message_of(self, handle: InteractionHandle, ref: str) -> Message:
        """`@original` or the id of one of the interaction's messages."""
        if ref == "@original":
            if handle.original is None:
                raise errors.unknown_message()
            return handle.original
        for message in handle.messages:
            if str(message.id) == ref:
                return message
        raise errors.unknown_message()


def _focused_option(options: list[dict[str, Any]]) -> dict[str, Any] | None:
    for option in options:
        if option.get("focused"):
            return option
        inner = _focused_option(option.get("options", []))
        if inner is not None:
            return inner
    return None
