"""The JSON gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, dispatch.

Plain text JSON frames (compression requested by the client is ignored, which
discord.py accepts). Each IDENTIFY starts a session; events go to the newest
session of each shard and are buffered, so a client that lost its socket can
RESUME and receive what it missed. Test hooks: `drop()` (socket closed, the
client resumes), `request_reconnect()` (op 7), `invalidate()` (op 9, resumable
or not), and `faults = GatewayFaults(seed=...)`: seeded drops of every kind at
the interactions users start.

An invalidated (not resumable) session is gone with its buffer, as on Discord:
the events sent to it before the client IDENTIFYs again are never delivered,
and an interaction among them is lost (the user sees "The application did not
respond"); its id is kept in `lost`. The emulator does not re-send it: on
Discord the person clicks again, which is a new interaction, and a test's
simulated user does the same (without waiting out the deadline, it asks `lost`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .server import FakeDiscord

log = logging.getLogger("fakecord.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE, RESUME, RECONNECT = 0, 1, 2, 3, 4, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11

GUILDS, GUILD_MEMBERS, GUILD_PRESENCES = 1 << 0, 1 << 1, 1 << 8
GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT = 1 << 9, 1 << 12, 1 << 15
PRIVILEGED = {
    "members": GUILD_MEMBERS,
    "presences": GUILD_PRESENCES,
    "message_content": MESSAGE_CONTENT,
}
BUFFERED_EVENTS = 2000
FAULT_KINDS = ("close", "reconnect", "resumable", "invalid")
"""Abrupt close (4000), op 7 RECONNECT, op 9 INVALID_SESSION resumable, and not."""


@dataclass
class GatewayFaults:
    """Seeded gateway drops, switched on by the test that needs them.

    At each interaction a user starts while the session is live, with ``chance``
    one of ``kinds`` happens: half the time before the interaction is sent (the
    bot is away when it comes: replayed on RESUME, or lost if the session is not
    resumable), half the time just after (the bot has it, then loses its socket).
    With ``repeat`` a RESUME also replays the last event the client already had,
    so an interaction can arrive twice (its id is the same both times).
    """

    seed: int
    kinds: tuple[str, ...] = FAULT_KINDS
    chance: float = 0.25
    moments: tuple[str, ...] = ("before", "after")
    repeat: bool = False
    made: list[tuple[str, str]] = field(default_factory=list)
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        unknown = set(self.kinds) - set(FAULT_KINDS)
        if unknown or not self.kinds:
            raise ValueError(f"gateway fault kinds must be among {FAULT_KINDS}, not {self.kinds}")
        if not self.moments or set(self.moments) - {"before", "after"}:
            raise ValueError(f"gateway fault moments are 'before' and 'after', not {self.moments}")
        if not 0.0 <= self.chance <= 1.0:
            raise ValueError(f"gateway fault chance must be within 0..1, not {self.chance}")
        self.rng = random.Random(self.seed)

    def pick(self) -> tuple[str, str] | None:
        """The fault at this interaction, if any: (kind, "before" | "after")."""
        if self.rng.random() >= self.chance:
            return None
        fault = (self.rng.choice(self.kinds), self.rng.choice(self.moments))
        self.made.append(fault)
        return fault


class Connection:
    """One websocket; frames leave through a single writer so they never interleave."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.task = asyncio.create_task(self._write())

    def send(self, frame: dict[str, Any]) -> None:
        self.queue.put_nowait(json.dumps(frame))

    async def _write(self) -> None:
        while (item := await self.queue.get()) is not None:
            if self.ws.closed:
                return
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.ws.send_str(item)

    async def close(self, code: int, reason: str = "") -> None:
        await self.flush()
        await self.ws.close(code=code, message=reason.encode())

    async def flush(self) -> None:
        self.queue.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError, ConnectionError, RuntimeError):
            await self.task

    @property
    def open(self) -> bool:
        return not self.ws.closed and not self.task.done()


@dataclass(eq=False)
class Session:
    id: str
    shard: tuple[int, int]
    intents: int
    number: int
    seq: int = 0
    ready: bool = False
    invalid: bool = False
    connection: Connection | None = None
    buffer: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=BUFFERED_EVENTS))
    started: float = field(default_factory=time.monotonic)
    presence: dict[str, Any] | None = None
    repeat_on_resume: bool = False

    def handles(self, guild_id: int | None) -> bool:
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id

    @property
    def connected(self) -> bool:
        return self.connection is not None and self.connection.open


class Gateway:
    def __init__(self, fd: FakeDiscord, heartbeat_interval: float, shard_count: int) -> None:
        self.fd = fd
        self.heartbeat_interval = heartbeat_interval
        self.shard_count = shard_count
        self.sessions: dict[str, Session] = {}
        self.current: dict[int, Session] = {}
        self.identifies = 0
        self.max_concurrency = 1
        self.identify_spacing = 0.0
        self.too_soon = 0  # IDENTIFYs refused for coming too soon in their bucket
        self._identified: dict[int, float] = {}  # bucket -> its last IDENTIFY (monotonic)
        self.resumes = 0
        self.heartbeats = 0
        self.closes: list[int] = []
        self.faults: GatewayFaults | None = None
        self.lost: list[int] = []
        self.repeated: list[int] = []
        self._tasks: set[asyncio.Task[None]] = set()

    # -- the websocket endpoint -------------------------------------------------

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = Connection(ws)
        session: Session | None = None
        if request.query.get("v", "10") != "10" or request.query.get("encoding", "json") != "json":
            await self._close(conn, 4012, "Invalid API version")
            return ws
        conn.send({"op": HELLO, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    await self._close(conn, 4002, "Decode error")
                    break
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == HEARTBEAT:
                    self.heartbeats += 1
                    conn.send({"op": HEARTBEAT_ACK})
                elif op == IDENTIFY:
                    if session is not None:
                        await self._close(conn, 4005, "Already authenticated")
                        break
                    session = await self._identify(conn, data or {})
                elif op == RESUME:
                    session = await self._resume(conn, data or {})
                elif op == PRESENCE and session is not None:
                    session.presence = data
                elif op == REQUEST_MEMBERS and session is not None:
                    self._members_chunk(session, data or {})
                elif op == VOICE:
                    continue
                elif session is None and op in (PRESENCE, REQUEST_MEMBERS):
                    await self._close(conn, 4003, "Not authenticated")
                    break
                else:
                    await self._close(conn, 4001, "Unknown opcode")
                    break
                if conn.ws.closed:
                    break
        finally:
            await conn.flush()
            if session is not None and session.connection is conn:
                session.connection = None
            self.fd.changed()
        return ws

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.fd.token:
            await self._close(conn, 4004, "Authentication failed")
            return None
        intents = data.get("intents")
        if not isinstance(intents, int):
            await self._close(conn, 4013, "Invalid intent(s)")
            return None
        allowed = sum(PRIVILEGED[name] for name in self.fd.privileged_intents)
        if intents & sum(PRIVILEGED.values()) & ~allowed:
            await self._close(conn, 4014, "Disallowed intent(s)")
            return None
        shard_id, count = data.get("shard") or [0, 1]
        if not 0 <= shard_id < count:
            await self._close(conn, 4010, "Invalid shard")
            return None
        if count < self.shard_count:
            await self._close(conn, 4011, "Sharding required")
            return None
        bucket, now = shard_id % self.max_concurrency, time.monotonic()
        last = self._identified.get(bucket)
        if last is not None and now - last < self.identify_spacing:
            self.too_soon += 1
            self.fd.note(f"gateway: IDENTIFY of shard {shard_id} {now - last:.1f} s after its "
                         f"bucket's last: op 9")
            conn.send({"op": INVALID_SESSION, "d": False})
            return None
        self._identified[bucket] = now
        self.identifies += 1
        session = Session(secrets.token_hex(16), (shard_id, count), intents, self.identifies)
        self.sessions[session.id] = session
        self.current[shard_id] = session
        session.connection = conn
        guilds = [g for g in self.fd.guilds if session.handles(g.id)]
        ready = {
            "v": 10,
            "user": self.fd.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.fd.gateway_url,
            "shard": [shard_id, count],
            "application": {"id": str(self.fd.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
        }
        self._send(session, "READY", ready)
        if intents & GUILDS:
            for guild in guilds:
                self._send(session, "GUILD_CREATE", guild.payload())
        session.ready = True
        self.fd.note(f"gateway: IDENTIFY -> session {session.number} ready")
        self.fd.changed()
        return session

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.fd.token:
            await self._close(conn, 4004, "Authentication failed")
            return None
        session = self.sessions.get(data.get("session_id", ""))
        seq = data.get("seq") or 0
        if session is None or session.invalid or seq > session.seq:
            conn.send({"op": INVALID_SESSION, "d": False})
            return None
        old = session.connection
        session.connection = conn
        if old is not None and old is not conn and old.open:
            await old.close(4000, "Resumed elsewhere")
        first = seq - 1 if session.repeat_on_resume and seq > 0 else seq
        session.repeat_on_resume = False
        for frame in session.buffer:
            if frame["s"] > first:
                if frame["s"] <= seq and frame["t"] == "INTERACTION_CREATE":
                    self.repeated.append(int(frame["d"]["id"]))
                conn.send(frame)
        self.resumes += 1
        self._send(session, "RESUMED", {})
        self.fd.note(f"gateway: RESUME of session {session.number} from seq {seq}")
        self.fd.changed()
        return session

    def _members_chunk(self, session: Session, data: dict[str, Any]) -> None:
        guild = self.fd.guild_by_id(int(data.get("guild_id", 0)))
        if guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m.payload()
            for m in guild.members.values()
            if (not wanted or m.user.id in wanted) and m.user.name.lower().startswith(query)
        ]
        limit = data.get("limit") or len(members)
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": members[:limit],
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        self._send(session, "GUILD_MEMBERS_CHUNK", chunk)

    async def _close(self, conn: Connection, code: int, reason: str) -> None:
        self.closes.append(code)
        self.fd.note(f"gateway: closed with {code} {reason}")
        await conn.close(code, reason)

    # -- dispatching ------------------------------------------------------------

    def _send(self, session: Session, event: str, data: dict[str, Any]) -> None:
        session.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.buffer.append(frame)
        if session.connection is not None:
            session.connection.send(frame)

    def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        guild_id: int | None = None,
        intent: int = 0,
        private_content: bool = False,
    ) -> bool:
        """Send an event to the shard that owns `guild_id` (shard 0 for DMs).

        `private_content` blanks a user's message text for a session without the
        message content intent. Returns whether a session took the event (a
        resumable, disconnected one counts: it gets it on RESUME; so does an
        invalidated one for an interaction, which is lost as on Discord).
        """
        taken = False
        fault = self._fault_at(event, guild_id)
        repeat = self.faults is not None and self.faults.repeat
        if fault is not None and fault[1] == "before":
            self._make(fault[0], self._owner(guild_id), repeat=repeat)
        for session in self.current.values():
            if not session.handles(guild_id):
                continue
            if session.invalid:
                if event == "INTERACTION_CREATE":
                    self.lost.append(int(data["id"]))
                    self.fd.note(f"gateway: interaction {data['id']} lost (session invalid)")
                    taken = True
                continue
            if intent and not session.intents & intent:
                continue
            shown = data
            if private_content and not session.intents & MESSAGE_CONTENT:
                shown = data | {"content": "", "embeds": [], "attachments": [], "components": []}
            self._send(session, event, shown)
            taken = True
        if fault is not None and fault[1] == "after":
            self._make(fault[0], self._owner(guild_id), repeat=repeat)
        return taken

    def _fault_at(self, event: str, guild_id: int | None) -> tuple[str, str] | None:
        if self.faults is None or event != "INTERACTION_CREATE":
            return None
        live = [s for s in self.current.values() if s.handles(guild_id) and s.connected]
        return self.faults.pick() if live and not any(s.invalid for s in live) else None

    def _owner(self, guild_id: int | None) -> Session:
        return next(s for s in self.current.values() if s.handles(guild_id))

    def _make(self, kind: str, session: Session, repeat: bool = False) -> None:
        """One fault on `session`: its socket leaves it at once (later events are only
        buffered, or lost when it is invalid) and is closed, or told to go, in the
        background; the client's own close ends it. With `repeat` its next RESUME also
        replays the last event the client had."""
        session.repeat_on_resume = repeat
        if kind == "invalid":
            session.invalid = True
        conn, session.connection = session.connection, None
        if conn is None:
            return
        self.fd.note(f"gateway: fault {kind} on session {session.number} at seq {session.seq}")
        if kind == "close":
            self.closes.append(4000)
            self._background(conn.close(4000, "Dropped by a fault"))
        elif kind == "reconnect":
            conn.send({"op": RECONNECT, "d": None})
        elif kind == "resumable":
            conn.send({"op": INVALID_SESSION, "d": True})
        else:
            conn.send({"op": INVALID_SESSION, "d": False})

    def _background(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def live(self, shard_id: int = 0) -> Session | None:
        """The shard's current session if it is ready and connected."""
        session = self.current.get(shard_id)
        if session is not None and session.ready and session.connected and not session.invalid:
            return session
        return None

    # -- test hooks -------------------------------------------------------------

    async def drop(self, code: int = 4000) -> None:
        """Close every live socket (as a network blip would); clients then RESUME."""
        for session in self.current.values():
            if session.connection is not None:
                conn, session.connection = session.connection, None
                await self._close(conn, code, "Dropped by the test")

    def request_reconnect(self) -> None:
        """Op 7: ask every client to reconnect and resume."""
        self._fault_all("reconnect")

    def invalidate(self, resumable: bool = False) -> None:
        """Op 9: clients must IDENTIFY again (interactions sent meanwhile are lost), or,
        when `resumable`, reconnect and RESUME."""
        self._fault_all("resumable" if resumable else "invalid")

    def _fault_all(self, kind: str) -> None:
        for session in list(self.current.values()):
            self._make(kind, session)

    async def close(self) -> None:
        for session in self.sessions.values():
            if session.connection is not None:
                with contextlib.suppress(Exception):
                    await session.connection.close(1001, "Emulator shutting down")
