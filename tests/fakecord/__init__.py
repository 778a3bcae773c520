"""fakecord: a local Discord for end-to-end tests of the real bot (discord.py 2.7).

An aiohttp server on a free port of 127.0.0.1 speaks enough of the REST API v10
and the JSON gateway for an unmodified discord.py client to log in, sync its
application commands, receive interactions and answer them. It records every
message with who may read it, and enforces the Discord rules the client does
not check itself. Nothing is ever forwarded to Discord.

Starting
--------
    async with FakeDiscord() as fd:              # listening; no global state
        guild = fd.add_guild("Test")             # the bot is a member
        chan = guild.add_text_channel("general")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")   # join every guild so far
        env = fd.bot_env()     # DISCORD_TOKEN, DISCORD_API_BASE, DISCORD_GATEWAY_URL
        # in this process: set discord.py's switches, build the bot with the guard
        bot = MyBot(http_trace=fd.point_discord_py())
        async with fd.running(bot, "gin"):       # started, READY, /gin registered
            ...                                  # closed at the end of the block
        # or a subprocess with env, then: await fd.wait_ready("gin", timeout=30)

`demo_bot.demo_table()` gives all of that with a small bot that uses every
feature (see tests/test_fakecord*.py for worked examples).

`endpoints.Endpoints.from_env(os.environ)` + `use_endpoints()` + `guard_trace()`
is the fail-closed switch the bot's own configuration mirrors.

Playing (every helper checks what a real client would allow, else FakecordError)
-------
    r = await ann.slash(chan, "gin challenge", opponent=bob, rounds=3)
    msg = await r.wait_response()        # the message; a deferred one once filled
    await r.wait_followup()              # first followup; r.followups, r.messages
    r.ephemeral, r.response_type, r.failed (no answer within the deadline)
    choices = await ann.autocomplete(thread, "gin discard", "card", "7")
    r = await bob.click(msg, "Accept")            # by label or custom_id
    r = await bob.select(msg, "Pick a card", ["7♥"])   # by value or label
    r = await ann.submit(r.modal, {"Name": "x"})  # after a type-9 response
    await ann.say(chan, "hello")                  # a plain user message
    await ann.slash(ann.dm, "gin hand")           # in the ann <-> bot DM channel

Reading what happened
---------------------
    fd.messages_visible_to(ann)   fd.dms(ann)   fd.ephemerals(ann)
    fd.channel_messages(chan)     fd.thread_messages(thread)   fd.thread("name")
    message.content / .embeds / .components / .attachments / .versions (edit history)
    message.text() (content + embeds)  .labels()  .component(key)  .audience
    message.attachment("hand.png").data  (the exact bytes)  .image_size()
    fd.command("gin") (registered payload: options, choices, descriptions)
    fd.requests, fd.errors_returned(50007), fd.rate_limited, fd.failed_interactions
    fd.describe() (the activity log; also shown when a wait times out)
    await fd.wait_for(lambda: ..., timeout=5, what="...")   # clear error on timeout
    await fd.wait_for_message(lambda m: ...)   await fd.wait_for_dm(ann)

Rules enforced on the bot
-------------------------
3 s to the first response (then 404 / 10062), one initial response (400 /
40060), response type must suit the interaction, interaction token 15 minutes
(then 401 / 50027), DMs closed by `fd.close_dms(bob)` or no shared server (403 /
50007), channel permissions (`chan.deny_bot(Perm.SEND_MESSAGES)` -> 403 /
50013), content <= 2000, embeds, <= 5 action rows, <= 5 buttons a row,
<= 25 select options, custom_id <= 100 and unique, no empty message, editing
only own messages, command definitions valid, rate limits (`RateLimits`; 429
with retry_after and headers; `RateLimits.like_discord()`), edits of messages older
than an hour (400 / 30046; `fd.age_message(m, 3601)` or `fd.advance(3601)`),
privileged intents (close 4014).

Faults (off unless a test asks): `FakeDiscord(faults=Faults(seed=7,
server_errors=0.05, shared_limits=0.05))` answers that share of the bot's
writes 500/502 (not applied) or 429 scope "shared"; `fd.advance(s)` moves
fakecord's clock (interaction tokens expire after `token_lifetime`).

Restarts and reconnects
-----------------------
Stop the bot, start it again against the same emulator, then
`await fd.wait_ready(since=n)` with `n = fd.gateway.identifies` read before
the restart. Old messages and their components stay clickable.
`await fd.drop_gateway()` closes the socket (the client RESUMEs and gets the
events it missed); `fd.gateway.request_reconnect()` and
`fd.gateway.invalidate(resumable=False)` send op 7 and op 9 (not resumable: the
interactions sent meanwhile are lost, their ids in `fd.gateway.lost`).
`fd.gateway.faults = GatewayFaults(seed=7)` makes seeded drops of every kind at
the interactions users start (`repeat=True`: a RESUME also replays the last
event the client had, so an interaction can come twice).
"""

from ginbot.endpoints import EndpointError, Endpoints, endpoints_in_use, guard_trace, use_endpoints

from .errors import DiscordError, FakecordError, FakecordTimeout
from .gateway import FAULT_KINDS, GatewayFaults
from .interactions import InteractionHandle
from .model import Attachment, Channel, Guild, Message, MessageVersion, Modal, Perm, Role, User
from .ratelimit import Faults, RateLimits
from .server import FakeDiscord

__all__ = [
    "FAULT_KINDS",
    "Attachment",
    "Channel",
    "DiscordError",
    "EndpointError",
    "Endpoints",
    "FakeDiscord",
    "FakecordError",
    "FakecordTimeout",
    "Faults",
    "GatewayFaults",
    "Guild",
    "InteractionHandle",
    "Message",
    "MessageVersion",
    "Modal",
    "Perm",
    "RateLimits",
    "Role",
    "User",
    "endpoints_in_use",
    "guard_trace",
    "use_endpoints",
]
