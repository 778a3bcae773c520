"""The REST API v10 routes discord.py uses, with auth, rate limits and Discord's error bodies.

Every answer is `Content-Type: application/json` exactly (discord.py only
parses that). A route the emulator does not know answers 404 and is recorded
in `fd.unknown_requests`; a bug in the emulator answers 400 (never 5xx, which
discord.py retries for many seconds) and is recorded in `fd.internal_errors`.
"""

from __future__ import annotations

import json
import logging
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web
from aiohttp.web_urldispatcher import SystemRoute

from . import errors
from .errors import DiscordError
from .gateway import GUILDS
from .messages import read_body
from .model import PRIVATE_THREAD, PUBLIC_THREAD, Channel, Message, Perm, User

if TYPE_CHECKING:
    from .ratelimit import FaultDice
    from .server import FakeDiscord

log = logging.getLogger("fakecord.rest")
API = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
NO_AUTH = ("/interactions/", "/webhooks/")
NOT_LIMITED = ("/callback",)
MAX_NONCE = 25  # characters of a message's nonce


@dataclass(frozen=True)
class RequestRecord:
    """One request the bot made and how it was answered."""

    at: float
    method: str
    path: str
    route: str
    status: int
    code: int | None = None

    def __str__(self) -> str:
        code = f" code {self.code}" if self.code else ""
        return f"{self.method} {self.path} -> {self.status}{code}"


def reply(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with the exact content type discord.py requires."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def no_content() -> web.Response:
    return web.Response(status=204)


class Rest:
    """Route handlers; each one reads the request, asks the world, answers JSON."""

    def __init__(self, fd: FakeDiscord) -> None:
        self.fd = fd

    # -- plumbing ----------------------------------------------------------------

    def install(self, app: web.Application) -> None:
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/users/@me", self.me),
            ("GET", "/users/{user_id}", self.get_user),
            ("POST", "/users/@me/channels", self.open_dm),
            ("GET", "/oauth2/applications/@me", self.application),
            ("GET", "/applications/@me", self.application),
            ("GET", "/gateway", self.gateway_info),
            ("GET", "/gateway/bot", self.gateway_bot),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.guild_channels),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("PATCH", "/channels/{channel_id}", self.edit_channel),
            ("DELETE", "/channels/{channel_id}", self.delete_channel),
            ("GET", "/channels/{channel_id}/messages", self.history),
            ("POST", "/channels/{channel_id}/messages", self.send_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            ("POST", "/channels/{channel_id}/typing", self.typing),
            ("POST", "/channels/{channel_id}/threads", self.start_thread),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self.thread_from),
            ("GET", "/channels/{channel_id}/thread-members", self.thread_members),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.join_thread),
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self.leave_thread),
            (
                "PUT",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
                self.add_reaction,
            ),
            (
                "DELETE",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
                self.remove_reaction,
            ),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.callback),
            ("POST", "/webhooks/{application_id}/{token}", self.followup),
            ("GET", "/webhooks/{application_id}/{token}/messages/{message_id}", self.wh_get),
            ("PATCH", "/webhooks/{application_id}/{token}/messages/{message_id}", self.wh_edit),
            ("DELETE", "/webhooks/{application_id}/{token}/messages/{message_id}", self.wh_delete),
        ]
        for scope in ("", "/guilds/{guild_id}"):
            base = "/applications/{application_id}" + scope + "/commands"
            routes += [
                ("GET", base, self.list_commands),
                ("PUT", base, self.overwrite_commands),
                ("POST", base, self.create_command),
                ("GET", base + "/{command_id}", self.get_command),
                ("PATCH", base + "/{command_id}", self.edit_command),
                ("DELETE", base + "/{command_id}", self.delete_command),
            ]
        routes.append(
            (
                "GET",
                "/applications/{application_id}/guilds/{guild_id}/commands/permissions",
                self.perms,
            )
        )
        for method, path, handler in routes:
            app.router.add_route(method, API + path, handler)
        app.router.add_get("/attachments/{attachment_id}/{filename}", self.attachment)
        app.middlewares.append(self.middleware)

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        fd = self.fd
        route = request.match_info.route
        known = not isinstance(route, SystemRoute)
        template = route.resource.canonical if known and route.resource else request.path
        api = request.path.startswith(API)
        short = template.removeprefix(API)
        limit_headers: dict[str, str] = {}
        try:
            if api and known and not short.endswith(NOT_LIMITED):
                verdict = fd.limiter.check(f"{request.method} {short}", _major(request),
                                           interaction="token" in request.match_info)
                if verdict.banned:
                    self._record(request, short, 429, None)
                    return web.Response(status=429, text="error code: 1015")
                limit_headers = verdict.headers
                if verdict.limited:
                    fd.note(f"429 on {request.method} {request.path} (retry {verdict.retry_after})")
                    body = {
                        "message": "You are being rate limited.",
                        "retry_after": verdict.retry_after,
                        "global": verdict.is_global,
                    }
                    self._record(request, short, 429, None)
                    fd.global_limited += verdict.is_global
                    fd.limiter.note_invalid()
                    return reply(body, 429, limit_headers)
            needs_auth = api and known and not short.startswith(NO_AUTH) and short != "/gateway"
            if needs_auth and request.headers.get("Authorization") != f"Bot {fd.token}":
                raise errors.unauthorized()
            if not known:
                fd.unknown_requests.append(f"{request.method} {request.path}")
                fd.note(f"unknown route {request.method} {request.path}")
                raise errors.not_found()
            path = request.path.removeprefix(API)
            hold = next((h for h in fd.holds if h.takes(request.method, path)), None)
            if hold is not None and not hold.answered and not await hold.wait(request.path):
                fd.note(f"dropped the held {request.method} {request.path}")
                return web.Response(status=502, text="held and dropped")
            fault = fd.dice.roll(request.method, short) if limit_headers else None
            if fault is not None:
                self._record(request, short, fault, None)
                fd.note(f"fault {fault} on {request.method} {request.path}")
                return _fault(fault, fd.dice, limit_headers)
            response = await handler(request)
            if hold is not None and hold.answered:  # carried out; its answer waits
                await hold.wait(request.path)
        except DiscordError as exc:
            response = reply(exc.body(), exc.status, exc.headers)
            code: int | None = exc.code
        except web.HTTPException:
            raise
        except Exception:
            fd.internal_errors.append(traceback.format_exc())
            log.exception("fakecord failed on %s %s", request.method, request.path)
            response = reply(
                {"message": "fakecord internal error (see fd.internal_errors)", "code": 0}, 400
            )
            code = 0
        else:
            code = None
        for key, value in limit_headers.items():
            response.headers.setdefault(key, value)
        if api:
            self._record(request, short, response.status, code)
            if response.status in (401, 403, 429):
                fd.limiter.note_invalid()
        return response

    def _record(self, request: web.Request, route: str, status: int, code: int | None) -> None:
        record = RequestRecord(
            time.monotonic(), request.method, request.path.removeprefix(API), route, status, code
        )
        self.fd.requests.append(record)
        if status >= 400:
            self.fd.note(f"bot got {record}")
        self.fd.changed()

    def _channel(self, request: web.Request) -> Channel:
        channel = self.fd.channels.get(_id(request, "channel_id"))
        if channel is None or channel.deleted:
            raise errors.unknown_channel()
        if (
            channel.guild is not None
            and not channel.bot_permissions(self.fd.bot) & Perm.VIEW_CHANNEL
        ):
            raise errors.missing_access()
        return channel

    def _message(self, request: web.Request, channel: Channel) -> Message:
        wanted = _id(request, "message_id")
        for message in channel.messages:
            if message.id == wanted and not message.deleted and message.ephemeral_to is None:
                return message
        raise errors.unknown_message()

    def _check_age(self, message: Message) -> None:
        """Discord refuses edits of a message older than an hour (on fakecord's clock)."""
        if self.fd.message_age(message) > self.fd.edit_age_limit:
            raise errors.old_message_edits()

    def _user(self, request: web.Request) -> User:
        raw = request.match_info["user_id"]
        user = self.fd.bot if raw == "@me" else self.fd.users.get(_id(request, "user_id"))
        if user is None:
            raise errors.unknown_user()
        return user

    def _scope(self, request: web.Request) -> int | None:
        if _id(request, "application_id") != self.fd.application_id:
            raise errors.unknown_application()
        if "guild_id" not in request.match_info:
            return None
        guild = self.fd.guild_by_id(_id(request, "guild_id"))
        if guild is None:
            raise errors.missing_access()
        return guild.id

    # -- login and gateway -------------------------------------------------------

    async def me(self, request: web.Request) -> web.Response:
        return reply(self.fd.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0})

    async def get_user(self, request: web.Request) -> web.Response:
        return reply(self._user(request).payload())

    async def application(self, request: web.Request) -> web.Response:
        fd = self.fd
        return reply(
            {
                "id": str(fd.application_id),
                "name": fd.bot.name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": fd.owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "summary": "",
                "tags": [],
                "interactions_endpoint_url": None,
                "bot": fd.bot.payload(),
            }
        )

    async def gateway_info(self, request: web.Request) -> web.Response:
        return reply({"url": self.fd.gateway_url})

    async def gateway_bot(self, request: web.Request) -> web.Response:
        return reply(
            {
                "url": self.fd.gateway_url,
                "shards": self.fd.gateway.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000 - self.fd.gateway.identifies,
                    "reset_after": 86_400_000,
                    "max_concurrency": self.fd.gateway.max_concurrency,
                },
            }
        )

    # -- guilds and users ----------------------------------------------------------

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self.fd.guild_by_id(_id(request, "guild_id"))
        if guild is None:
            raise errors.unknown_guild()
        data = guild.payload()
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key)
        return reply(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        guild = self.fd.guild_by_id(_id(request, "guild_id"))
        if guild is None:
            raise errors.unknown_guild()
        return reply([c.payload() for c in guild.channels])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self.fd.guild_by_id(_id(request, "guild_id"))
        if guild is None:
            raise errors.unknown_guild()
        member = guild.members.get(_id(request, "user_id"))
        if member is None:
            raise errors.unknown_member()
        return reply(member.payload())

    async def open_dm(self, request: web.Request) -> web.Response:
        body = await request.json()
        user = self.fd.users.get(int(body.get("recipient_id", 0)))
        if user is None or user.bot:
            raise errors.unknown_user()
        return reply(self.fd.dm_channel(user).payload())

    # -- channels and messages -----------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return reply(self._channel(request).payload(bot=self.fd.bot))

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body = await request.json()
        if channel.is_dm:
            raise errors.bad_request("Cannot edit a DM channel")
        owner = channel.owner_id == self.fd.bot.id
        if (
            channel.is_thread
            and not owner
            and not channel.bot_permissions(self.fd.bot) & Perm.MANAGE_THREADS
        ):
            raise errors.missing_permissions()
        for key in ("name", "archived", "locked", "invitable", "auto_archive_duration"):
            if key in body and (key == "name" or channel.is_thread):
                setattr(channel, key, body[key])
        self.fd.channel_changed(channel)
        return reply(channel.payload(bot=self.fd.bot))

    async def delete_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if not channel.is_thread:
            raise errors.missing_permissions()
        channel.deleted = True
        assert channel.guild is not None and channel.parent is not None
        channel.guild.threads.remove(channel)
        data = {
            "id": str(channel.id),
            "guild_id": str(channel.guild.id),
            "parent_id": str(channel.parent.id),
            "type": channel.type,
        }
        self.fd.gateway.dispatch("THREAD_DELETE", data, guild_id=channel.guild.id, intent=GUILDS)
        self.fd.note(f"bot deleted thread #{channel.name}")
        self.fd.changed()
        return reply(channel.payload(bot=self.fd.bot))

    async def history(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = max(1, min(100, int(request.query.get("limit", 50))))
        found = channel.visible_messages
        if "before" in request.query:
            found = [m for m in found if m.id < int(request.query["before"])]
        if "after" in request.query:
            found = [m for m in found if m.id > int(request.query["after"])][:limit]
        if "around" in request.query:
            pivot = int(request.query["around"])
            found = sorted(found, key=lambda m: abs(m.id - pivot))[:limit]
        newest_first = sorted(found, key=lambda m: m.id, reverse=True)[:limit]
        return reply([m.payload() for m in newest_first])

    async def send_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        payload, uploads = await read_body(request)
        nonce = _nonce(payload)
        self.fd.check_can_post(channel, bool(uploads))
        if nonce is not None and payload.get("enforce_nonce"):
            first = self.fd.created_with_nonce(channel, self.fd.bot, nonce)
            if first is not None:
                self.fd.note(f"nonce {nonce!r} again: message {first.id} returned, no new one")
                return reply(first.payload())
        reference = self._reference(channel, payload.get("message_reference"))
        version = self.fd.build(payload, uploads, previous=None)
        message = self.fd.post_message(
            channel, self.fd.bot, version, reference=reference,
            message_type=19 if reference else 0, nonce=nonce,
        )
        return reply(message.payload())

    def _reference(self, channel: Channel, ref: dict[str, Any] | None) -> dict[str, Any] | None:
        """A reply's reference: the message must exist unless `fail_if_not_exists` is false."""
        if not ref or "message_id" not in ref:
            return None
        wanted = int(ref["message_id"])
        found = any(m.id == wanted and not m.deleted for m in channel.messages)
        if not found and ref.get("fail_if_not_exists", True):
            problems = errors.FormErrors()
            problems.add(
                "message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message"
            )
            problems.raise_if_any()
        data = {"type": 0, "message_id": str(wanted), "channel_id": str(channel.id)}
        if channel.guild is not None:
            data["guild_id"] = str(channel.guild.id)
        return data if found else None

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        return reply(self._message(request, channel).payload())

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author is not self.fd.bot:
            raise errors.not_author()
        payload, uploads = await read_body(request)
        may_attach = (
            channel.guild is None or channel.bot_permissions(self.fd.bot) & Perm.ATTACH_FILES
        )
        if uploads and not may_attach:
            raise errors.missing_permissions()
        self._check_age(message)
        self.fd.edit_message(message, self.fd.build(payload, uploads, previous=message.current))
        return reply(message.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author is not self.fd.bot and not (
            channel.bot_permissions(self.fd.bot) & Perm.MANAGE_MESSAGES and channel.guild
        ):
            raise errors.missing_permissions()
        self.fd.delete_message(message)
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return no_content()

    async def add_reaction(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if (
            channel.guild is not None
            and not channel.bot_permissions(self.fd.bot) & Perm.ADD_REACTIONS
        ):
            raise errors.missing_permissions()
        message.reactions.setdefault(request.match_info["emoji"], set()).add(self.fd.bot.id)
        self.fd.changed()
        return no_content()

    async def remove_reaction(self, request: web.Request) -> web.Response:
        message = self._message(request, self._channel(request))
        message.reactions.get(request.match_info["emoji"], set()).discard(self.fd.bot.id)
        self.fd.changed()
        return no_content()

    # -- threads ---------------------------------------------------------------

    async def start_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        body = await request.json()
        thread = self.fd.create_thread(
            parent,
            str(body.get("name", "")),
            int(body.get("type") or PRIVATE_THREAD),
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            invitable=bool(body.get("invitable", True)),
        )
        return reply(thread.payload(bot=self.fd.bot), 201)

    async def thread_from(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        starter = self._message(request, parent)
        if starter.thread is not None:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        body = await request.json()
        thread = self.fd.create_thread(
            parent,
            str(body.get("name", "")),
            PUBLIC_THREAD,
            starter=starter,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        return reply(thread.payload(bot=self.fd.bot), 201)

    async def thread_members(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        if not thread.is_thread:
            raise errors.bad_request("Not a thread")
        return reply([thread.thread_member_payload(uid) for uid in thread.thread_members])

    async def join_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        user = self._user(request)
        if not thread.is_thread or thread.guild is None:
            raise errors.bad_request("Not a thread")
        if not thread.guild.is_member(user):
            raise errors.unknown_member()
        if thread.locked:
            raise errors.thread_locked()
        thread.thread_members.setdefault(user.id, time.time())
        self.fd.note(f"{user.name} added to thread #{thread.name}")
        self.fd.changed()
        return no_content()

    async def leave_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        user = self._user(request)
        thread.thread_members.pop(user.id, None)
        self.fd.changed()
        return no_content()

    # -- application commands ------------------------------------------------------

    async def list_commands(self, request: web.Request) -> web.Response:
        return reply(self.fd.commands.list(self._scope(request)))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        stored = self.fd.commands.overwrite(scope, await request.json())
        self.fd.note(
            f"bot synced {len(stored)} commands ({'global' if scope is None else 'guild'})"
        )
        self.fd.changed()
        return reply(stored)

    async def create_command(self, request: web.Request) -> web.Response:
        stored, created = self.fd.commands.upsert(self._scope(request), await request.json())
        self.fd.changed()
        return reply(stored, 201 if created else 200)

    async def get_command(self, request: web.Request) -> web.Response:
        return reply(self.fd.commands.get(self._scope(request), _id(request, "command_id")))

    async def edit_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        stored = self.fd.commands.edit(scope, _id(request, "command_id"), await request.json())
        self.fd.changed()
        return reply(stored)

    async def delete_command(self, request: web.Request) -> web.Response:
        self.fd.commands.delete(self._scope(request), _id(request, "command_id"))
        self.fd.changed()
        return no_content()

    async def perms(self, request: web.Request) -> web.Response:
        self._scope(request)
        return reply([])

    # -- interactions ------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        body, uploads = await read_body(request)
        result = self.fd.interactions.callback(
            _id(request, "interaction_id"), request.match_info["token"], body, uploads
        )
        return reply(result)

    def _hook(self, request: web.Request) -> Any:
        return self.fd.interactions.by_webhook(
            _id(request, "application_id"), request.match_info["token"]
        )

    async def followup(self, request: web.Request) -> web.Response:
        handle = self._hook(request)
        body, uploads = await read_body(request)
        message = self.fd.interactions.followup(handle, body, uploads)
        if request.query.get("wait", "false").lower() in ("1", "true"):
            return reply(message.payload())
        return no_content()

    async def wh_get(self, request: web.Request) -> web.Response:
        handle = self._hook(request)
        message = self.fd.interactions.message_of(handle, request.match_info["message_id"])
        if message.deleted:
            raise errors.unknown_message()
        return reply(message.payload())

    async def wh_edit(self, request: web.Request) -> web.Response:
        handle = self._hook(request)
        message = self.fd.interactions.message_of(handle, request.match_info["message_id"])
        if message.deleted:
            raise errors.unknown_message()
        body, uploads = await read_body(request)
        if not message.ephemeral:
            self._check_age(message)
        self.fd.edit_message(message, self.fd.build(body, uploads, previous=message.current))
        return reply(message.payload())

    async def wh_delete(self, request: web.Request) -> web.Response:
        handle = self._hook(request)
        message = self.fd.interactions.message_of(handle, request.match_info["message_id"])
        if message.deleted:
            raise errors.unknown_message()
        self.fd.delete_message(message)
        return no_content()

    # -- files -------------------------------------------------------------------

    async def attachment(self, request: web.Request) -> web.Response:
        found = self.fd.attachments.get(_id(request, "attachment_id"))
        if found is None or found.filename != request.match_info["filename"]:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=found.data, headers={"Content-Type": found.content_type})


def _fault(status: int, dice: FaultDice, headers: dict[str, str]) -> web.Response:
    """A switched-on fault as Discord sends it: a shared 429, a JSON 500, an HTML 502."""
    if status == 429:
        retry = dice.faults.shared_retry if dice.faults else 0.05
        body = {"message": "You are being rate limited.", "retry_after": retry, "global": False}
        shared = headers | {"X-RateLimit-Scope": "shared", "Retry-After": "1", "Via": "1.1 google"}
        return reply(body, 429, shared)
    if status == 500:
        return reply({"message": "500: Internal Server Error", "code": 0}, 500, headers)
    page = "<html><head><title>502 Bad Gateway</title></head><body>502</body></html>"
    return web.Response(text=page, status=502, content_type="text/html", headers=headers)


def _nonce(payload: dict[str, Any]) -> str | None:
    """A message create's nonce (an integer or a string of at most 25 characters)."""
    nonce = payload.get("nonce")
    if nonce is None:
        return None
    problems = errors.FormErrors()
    if isinstance(nonce, bool) or not isinstance(nonce, int | str):
        problems.add("nonce", "NONCE_TYPE_INVALID", "Nonce must be an integer or a string.")
    elif len(str(nonce)) > MAX_NONCE:
        problems.add("nonce", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_NONCE} or fewer in length.")
    problems.raise_if_any()
    return str(nonce)


def _id(request: web.Request, key: str) -> int:
    raw = request.match_info[key]
    try:
        return int(raw)
    except ValueError:
        problems = errors.FormErrors()
        problems.add(key, "NUMBER_TYPE_COERCE", f"Value {raw!r} is not snowflake.")
        problems.raise_if_any()
        raise


def _major(request: web.Request) -> str:
    info = request.match_info
    if "channel_id" in info:
        return info["channel_id"]
    if "guild_id" in info:
        return info["guild_id"]
    if "token" in info:
        return f"{info.get('application_id', info.get('interaction_id'))}+{info['token']}"
    return ""
