"""Building a slash command's interaction data from a test's call, the way Discord's client would.

Discord's own client never lets a user send an unknown subcommand, a missing
required option, a value outside the choices or the min/max range, a string
of the wrong length or a channel of the wrong type: neither do these helpers.
A test that tries gets a `FakecordError`, so tests stay honest.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .commands import (
    ATTACHMENT,
    BOOLEAN,
    CHANNEL,
    INTEGER,
    MENTIONABLE,
    NUMBER,
    ROLE,
    STRING,
    SUB_COMMAND,
    SUB_COMMAND_GROUP,
    USER_OPT,
)
from .errors import FakecordError
from .model import Attachment, Channel, Guild, Role, User

if TYPE_CHECKING:
    from .server import FakeDiscord

TYPE_NAMES = {
    STRING: "string",
    INTEGER: "integer",
    BOOLEAN: "boolean",
    USER_OPT: "user",
    CHANNEL: "channel",
    ROLE: "role",
    MENTIONABLE: "mentionable",
    NUMBER: "number",
    ATTACHMENT: "attachment",
}


class CommandCall:
    """One invocation being assembled: the options tree and the resolved objects."""

    def __init__(
        self, fd: FakeDiscord, command: dict[str, Any], where: Channel, user: User
    ) -> None:
        self.fd = fd
        self.command = command
        self.where = where
        self.user = user
        self.guild: Guild | None = where.guild
        self.resolved: dict[str, dict[str, Any]] = {}

    def build(
        self,
        path: list[str],
        values: dict[str, Any],
        focused: str | None = None,
        typed: str | None = None,
    ) -> dict[str, Any]:
        """The `data` of an APPLICATION_COMMAND (or AUTOCOMPLETE, with `focused`) interaction."""
        shown = "/" + " ".join([self.command["name"], *path])
        schema: list[dict[str, Any]] = self.command.get("options") or []
        top: list[dict[str, Any]] = []
        level = top
        rest = list(path)
        while any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in schema):
            names = [o["name"] for o in schema]
            if not rest:
                raise FakecordError(f"{shown} is incomplete: pick one of {names}")
            name = rest.pop(0)
            sub = next((o for o in schema if o["name"] == name), None)
            if sub is None:
                raise FakecordError(f"{shown}: no subcommand {name!r}; there are {names}")
            node: dict[str, Any] = {"type": sub["type"], "name": name, "options": []}
            level.append(node)
            level = node["options"]
            schema = sub.get("options") or []
        if rest:
            raise FakecordError(f"{shown}: {rest[0]!r} is not a subcommand here")
        level.extend(self._options(shown, schema, values, focused, typed))
        data: dict[str, Any] = {
            "id": self.command["id"],
            "name": self.command["name"],
            "type": 1,
            "options": top,
        }
        if "guild_id" in self.command:
            data["guild_id"] = self.command["guild_id"]
        if self.resolved:
            data["resolved"] = self.resolved
        return data

    def _options(
        self,
        shown: str,
        schema: list[dict[str, Any]],
        values: dict[str, Any],
        focused: str | None,
        typed: str | None,
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in schema}
        for name in values:
            if name not in by_name:
                raise FakecordError(f"{shown} has no option {name!r}; it has {sorted(by_name)}")
        if focused is not None and focused not in by_name:
            raise FakecordError(f"{shown} has no option {focused!r} to type into")
        if focused is not None and not by_name[focused].get("autocomplete"):
            raise FakecordError(f"{shown} option {focused!r} has no autocomplete")
        sent: list[dict[str, Any]] = []
        for option in schema:
            name = option["name"]
            if name == focused:
                sent.append(
                    {"type": option["type"], "name": name, "value": typed or "", "focused": True}
                )
            elif name in values and values[name] is not None:
                value = self._value(shown, option, values[name])
                sent.append({"type": option["type"], "name": name, "value": value})
            elif option.get("required") and focused is None:
                raise FakecordError(f"{shown} needs option {name!r}")
        return sent

    def _value(self, shown: str, option: dict[str, Any], value: Any) -> Any:
        kind, name = option["type"], option["name"]
        where = f"{shown} {name}:"
        if kind == STRING:
            if not isinstance(value, str):
                raise FakecordError(f"{where} expects text, not {value!r}")
            low, high = option.get("min_length", 0), option.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise FakecordError(f"{where} length must be {low}..{high}, got {len(value)}")
        elif kind == INTEGER:
            if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 2**53:
                raise FakecordError(f"{where} expects a whole number, not {value!r}")
            self._range(where, option, value)
        elif kind == NUMBER:
            if (
                not isinstance(value, int | float)
                or isinstance(value, bool)
                or not math.isfinite(value)
            ):
                raise FakecordError(f"{where} expects a number, not {value!r}")
            self._range(where, option, value)
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise FakecordError(f"{where} expects True or False, not {value!r}")
        elif kind == USER_OPT:
            return self._user(where, value)
        elif kind == CHANNEL:
            return self._channel(where, option, value)
        elif kind == ROLE:
            return self._role(where, value)
        elif kind == MENTIONABLE:
            return self._user(where, value) if isinstance(value, User) else self._role(where, value)
        elif kind == ATTACHMENT:
            return self._attachment(where, value)
        choices = option.get("choices") or []
        if choices and value not in [c["value"] for c in choices]:
            shown_choices = [c["value"] for c in choices]
            raise FakecordError(f"{where} {value!r} is not one of the choices {shown_choices}")
        return value

    @staticmethod
    def _range(where: str, option: dict[str, Any], value: float) -> None:
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise FakecordError(f"{where} {value} is outside {low}..{high}")

    def _user(self, where: str, value: Any) -> str:
        if not isinstance(value, User):
            raise FakecordError(f"{where} expects a user, not {value!r}")
        self.resolved.setdefault("users", {})[str(value.id)] = value.payload()
        if self.guild is not None and self.guild.is_member(value):
            member = self.guild.members[value.id].payload()
            del member["user"]
            member["permissions"] = str(self.fd.user_permissions(value, self.where))
            self.resolved.setdefault("members", {})[str(value.id)] = member
        return str(value.id)

    def _channel(self, where: str, option: dict[str, Any], value: Any) -> str:
        if not isinstance(value, Channel):
            raise FakecordError(f"{where} expects a channel, not {value!r}")
        if value.guild is None or value.guild is not self.guild:
            raise FakecordError(f"{where} #{value.name} is not a channel of this server")
        allowed = option.get("channel_types")
        if allowed and value.type not in allowed:
            raise FakecordError(f"{where} #{value.name} (type {value.type}) is not in {allowed}")
        data = value.payload(bot=self.fd.bot)
        data["permissions"] = str(self.fd.user_permissions(self.user, value))
        self.resolved.setdefault("channels", {})[str(value.id)] = data
        return str(value.id)

    def _role(self, where: str, value: Any) -> str:
        if not isinstance(value, Role) or self.guild is None or value not in self.guild.roles:
            raise FakecordError(f"{where} expects a role of this server, not {value!r}")
        self.resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)

    def _attachment(self, where: str, value: Any) -> str:
        if isinstance(value, tuple) and len(value) == 2:
            filename, data = value
            value = self.fd.store_upload(filename, bytes(data))
        if not isinstance(value, Attachment):
            raise FakecordError(f"{where} expects (filename, bytes), not {value!r}")
        self.resolved.setdefault("attachments", {})[str(value.id)] = value.payload()
        return str(value.id)
