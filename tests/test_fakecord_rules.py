"""The emulator enforces the Discord rules that discord.py does not check itself.

Rules the demo bot can break are shown through it (the bot sees the real
error); payload limits that discord.py would refuse client-side are sent as
raw HTTP with the bot token, as a buggy client would.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import discord.http
import pytest

from tests.fakecord import (
    EndpointError,
    Endpoints,
    FakecordError,
    FakecordTimeout,
    FakeDiscord,
    Perm,
    RateLimits,
    endpoints_in_use,
    guard_trace,
    use_endpoints,
)
from tests.fakecord.commands import check_command
from tests.fakecord.demo_bot import demo_table
from tests.fakecord.errors import FormErrors
from tests.fakecord_support import Raw


@pytest.fixture
async def bare() -> AsyncIterator[tuple[FakeDiscord, Raw, Any]]:
    """An emulator with a guild and #general but no bot connected."""
    async with FakeDiscord() as fd, aiohttp.ClientSession() as http:
        guild = fd.add_guild("Test")
        yield fd, Raw(fd, http), guild.add_text_channel("general")


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id}


def menu(options: int) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": "menu",
        "options": [{"label": f"o{i}", "value": f"o{i}"} for i in range(options)],
    }


async def test_late_first_response_is_unknown_interaction() -> None:
    async with demo_table(interaction_deadline=0.3) as t:
        r = await t.ann.slash(t.chan, "demo late", seconds=0.5)
        with pytest.raises(FakecordTimeout, match=r"no answer within the 0\.3 s deadline"):
            await r.wait_response()
        await t.fd.wait_for(lambda: ("late", 10062) in t.bot.seen_errors, what="the late answer")
        assert r.failed and r.late_callbacks == 1 and r.response_type is None
        assert [rec.code for rec in t.fd.errors_returned()] == [10062]


async def test_response_type_and_followup_rules() -> None:
    async with demo_table() as t, aiohttp.ClientSession() as http:
        fd, raw = t.fd, Raw(t.fd, http)
        ghost = {"name": "ghost", "description": "A command the bot does not handle"}
        status, _, _ = await raw.call("PUT", f"/applications/{fd.application_id}/commands", [ghost])
        assert status == 200
        r = await t.ann.slash(t.chan, "ghost")
        await fd.wait_for(lambda: t.bot.tree_errors, what="the bot to fail on /ghost")
        assert isinstance(t.bot.tree_errors[0], discord.app_commands.CommandNotFound)
        hook = f"/webhooks/{fd.application_id}/{r.token}"
        status, body, _ = await raw.call("POST", hook, {"content": "too early"})
        assert (status, body["code"]) == (404, 10015)  # no followup before the response
        callback = f"/interactions/{r.id}/{r.token}/callback"
        for kind in (6, 7, 8):  # updates need a message; choices need autocomplete
            status, body, _ = await raw.call("POST", callback, {"type": kind, "data": {}})
            assert (status, body["code"]) == (400, 50035)
        status, body, _ = await raw.call("POST", callback, {"type": 5})
        assert status == 200 and body["interaction"]["response_message_loading"] is True
        status, body, _ = await raw.call("POST", callback, {"type": 4, "data": {"content": "x"}})
        assert (status, body["code"]) == (400, 40060)


async def test_second_initial_response_is_already_acknowledged() -> None:
    async with demo_table() as t:
        r = await t.ann.slash(t.chan, "demo twice")
        assert (await r.wait_response()).content == "first"
        await t.fd.wait_for(lambda: ("twice", 40060) in t.bot.seen_errors, what="the 2nd answer")
        assert r.repeat_callbacks == 1
        assert [m.content for m in t.fd.channel_messages(t.chan)] == ["first"]


async def test_closed_dms_give_50007_and_the_bot_falls_back() -> None:
    async with demo_table() as t:
        t.fd.close_dms(t.bob)
        answer = await (await t.bob.slash(t.chan, "demo hand")).wait_response()
        assert answer.content.startswith("I cannot DM you") and answer.ephemeral
        assert ("dm", 50007) in t.bot.seen_errors
        assert t.fd.dms(t.bob) == []
        t.fd.open_dms(t.bob)
        await (await t.bob.slash(t.chan, "demo hand")).wait_response()
        assert [m.content for m in t.fd.dms(t.bob)] == ["your hand: 7♥ 7♦ 7♣"]


async def test_dm_to_a_user_sharing_no_server_is_refused(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, _ = bare
    stranger = fd.add_user("stranger", fd.add_guild("Elsewhere"))
    fd.guilds[-1].members.pop(stranger.id)
    status, dm, _ = await raw.call(
        "POST", "/users/@me/channels", {"recipient_id": str(stranger.id)}
    )
    assert status == 200
    assert await raw.post(int(dm["id"]), {"content": "hi"}) == (
        403,
        {"message": "Cannot send messages to this user", "code": 50007},
    )


async def test_too_long_custom_id_is_refused_and_the_bot_sees_why() -> None:
    async with demo_table() as t:
        answer = await (await t.ann.slash(t.chan, "demo longid")).wait_response()
        assert answer.content == "could not send that"
        assert ("longid", 50035) in t.bot.seen_errors


LIMITS = {
    "content over 2000": ({"content": "x" * 2001}, "content"),
    "six action rows": ({"components": [row(button(f"b{i}")) for i in range(6)]}, "components"),
    "six buttons in a row": (
        {"components": [row(*(button(f"b{i}") for i in range(6)))]},
        "components.0.components",
    ),
    "26 select options": ({"components": [row(menu(26))]}, "components.0.components.0.options"),
    "select beside a button": (
        {"components": [row(menu(3), button("b"))]},
        "components.0.components",
    ),
    "custom_id over 100": (
        {"components": [row(button("x" * 101))]},
        "components.0.components.0.custom_id",
    ),
    "duplicate custom_id": (
        {"components": [row(button("same")), row(button("same"))]},
        "components.1.components.0.custom_id",
    ),
    "eleven embeds": ({"embeds": [{"title": "t"}] * 11}, "embeds"),
}


@pytest.mark.parametrize("case", LIMITS)
async def test_message_limits_answer_invalid_form_body(
    bare: tuple[FakeDiscord, Raw, Any], case: str
) -> None:
    _, raw, chan = bare
    payload, path = LIMITS[case]
    status, body = await raw.post(chan.id, payload)
    assert (status, body["code"], body["message"]) == (400, 50035, "Invalid Form Body")
    node = body["errors"]
    for part in path.split("."):
        node = node[part]
    assert node["_errors"][0]["code"]


async def test_limits_are_not_stricter_than_discord(bare: tuple[FakeDiscord, Raw, Any]) -> None:
    fd, raw, chan = bare
    full = {
        "content": "x" * 2000,
        "components": [row(*(button(f"b{r}{c}") for c in range(5))) for r in range(4)]
        + [row(menu(25))],
    }
    status, body = await raw.post(chan.id, full)
    assert status == 200, body
    assert len(list(fd.channel_messages(chan)[0].interactive())) == 21
    assert await raw.post(chan.id, {"content": ""}) == (
        400,
        {"message": "Cannot send an empty message", "code": 50006},
    )


async def test_flooding_a_channel_gets_429_with_discords_headers(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, chan = bare
    path = f"/channels/{chan.id}/messages"
    results = [await raw.call("POST", path, {"content": f"m{i}"}) for i in range(7)]
    assert [status for status, _, _ in results] == [200] * 5 + [429] * 2
    _, body, headers = results[5]
    assert body["global"] is False and 0 < body["retry_after"] <= 1.0
    assert headers["X-RateLimit-Limit"] == "5" and headers["X-RateLimit-Remaining"] == "0"
    assert headers["Via"] and int(headers["Retry-After"]) >= 1 and headers["X-RateLimit-Bucket"]
    assert len(fd.rate_limited) == 2 and len(fd.channel_messages(chan)) == 5
    await asyncio.sleep(body["retry_after"])
    assert (await raw.call("POST", path, {"content": "later"}))[0] == 200


async def test_discord_py_paces_itself_by_the_rate_limit_headers() -> None:
    limits = RateLimits(route_limit=3, route_window=0.2)
    async with demo_table(rate_limits=limits) as t:
        r = await t.ann.slash(t.chan, "demo flood", count=8)
        done = await r.wait_followup()
        assert done.content == "posted 8" and done.ephemeral
        assert [m.content for m in t.fd.channel_messages(t.chan)] == [
            f"flood {i}" for i in range(8)
        ]
        assert t.fd.rate_limited == []


async def test_interaction_token_lasts_only_its_lifetime() -> None:
    async with demo_table(token_lifetime=0.5) as t, aiohttp.ClientSession() as http:
        raw = Raw(t.fd, http)
        r = await t.ann.slash(t.chan, "demo secret")
        await r.wait_response()
        hook = f"/webhooks/{t.fd.application_id}/{r.token}?wait=true"
        status, body, _ = await raw.call("POST", hook, {"content": "more", "flags": 64})
        assert status == 200 and body["flags"] & 64
        assert [m.content for m in r.followups] == ["more"]
        await asyncio.sleep(0.55)
        status, body, _ = await raw.call("POST", hook, {"content": "too late"})
        assert (status, body["code"]) == (401, 50027)


async def test_channel_permissions_are_enforced(bare: tuple[FakeDiscord, Raw, Any]) -> None:
    _, raw, chan = bare
    chan.deny_bot(Perm.ATTACH_FILES)
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", '{"content": "pic"}')
    form.add_field("files[0]", b"\x89PNG", filename="a.png")
    status, body, _ = await raw.call("POST", f"/channels/{chan.id}/messages", data=form)
    assert (status, body["code"]) == (403, 50013)
    chan.deny_bot(Perm.SEND_MESSAGES)
    assert (await raw.post(chan.id, {"content": "hi"}))[1]["code"] == 50013
    chan.deny_bot(Perm.VIEW_CHANNEL)
    assert (await raw.post(chan.id, {"content": "hi"}))[1]["code"] == 50001


async def test_only_own_messages_can_be_edited_and_user_text_is_private() -> None:
    async with demo_table() as t, aiohttp.ClientSession() as http:
        said = await t.ann.say(t.chan, "psst")
        status, body, _ = await Raw(t.fd, http).call(
            "PATCH", f"/channels/{t.chan.id}/messages/{said.id}", {"content": "edited"}
        )
        assert (status, body["code"]) == (403, 50005)
        seen = await t.fd.wait_for(lambda: t.bot._connection._get_message(said.id))
        assert seen.content == ""  # no message content intent


async def test_invalid_command_definitions_are_refused(bare: tuple[FakeDiscord, Raw, Any]) -> None:
    fd, raw, _ = bare
    path = f"/applications/{fd.application_id}/commands"
    option = {"type": 3, "name": "x", "description": "d"}
    bad = [
        {"name": "Gin", "description": "upper case"},
        {"name": "gin", "description": ""},
        {
            "name": "gin",
            "description": "d",
            "options": [option, option | {"name": "y", "required": True}],
        },
        {
            "name": "gin",
            "description": "d",
            "options": [
                option | {"choices": [{"name": str(i), "value": str(i)} for i in range(26)]}
            ],
        },
    ]
    for command in bad:
        status, body, _ = await raw.call("PUT", path, [command])
        assert (status, body["code"]) == (400, 50035), command
    assert fd.commands.list(None) == []


async def test_privileged_intents_and_bad_tokens_are_refused(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, _, _ = bare
    trace = fd.point_discord_py()
    wrong = discord.Client(intents=discord.Intents.default(), http_trace=trace)
    with pytest.raises(discord.LoginFailure):
        await wrong.login("not-the-token")
    await wrong.close()
    greedy = discord.AutoShardedClient(intents=discord.Intents.all(), http_trace=trace)
    with pytest.raises(discord.PrivilegedIntentsRequired):
        await asyncio.wait_for(greedy.start(fd.token), 10)
    await greedy.close()
    assert 4014 in fd.gateway.closes


async def test_interactions_need_a_connected_bot(bare: tuple[FakeDiscord, Raw, Any]) -> None:
    fd, raw, chan = bare
    ann = fd.add_user("ann")
    path = f"/applications/{fd.application_id}/commands"
    assert (await raw.call("PUT", path, [{"name": "gin", "description": "Play"}]))[0] == 200
    with pytest.raises(FakecordError, match="no gateway session"):
        await ann.slash(chan, "gin")


async def test_unknown_routes_are_recorded_and_fail_a_strict_emulator(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, _ = bare
    status, body, _ = await raw.call("GET", "/voice/regions")
    assert (status, body["code"]) == (404, 0)
    assert fd.unknown_requests == ["GET /api/v10/voice/regions"]
    with pytest.raises(FakecordError, match="does not know"):
        fd.check_clean()
    fd.unknown_requests.clear()


def test_endpoints_come_in_pairs_or_not_at_all() -> None:
    assert Endpoints.from_env({}) is None
    with pytest.raises(EndpointError, match="both"):
        Endpoints.from_env({"DISCORD_API_BASE": "http://127.0.0.1:1/api/v10"})
    with pytest.raises(EndpointError, match="both"):
        Endpoints.from_env({"DISCORD_GATEWAY_URL": "ws://127.0.0.1:1/gateway"})
    with pytest.raises(EndpointError, match="ws"):
        Endpoints.checked("http://127.0.0.1:1/api/v10", "http://127.0.0.1:1/gateway")
    with pytest.raises(EndpointError, match="/api/v10"):
        Endpoints.checked("http://127.0.0.1:1/api", "ws://127.0.0.1:1/gateway")
    ours = Endpoints.from_env(
        {
            "DISCORD_API_BASE": "http://127.0.0.1:1/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://127.0.0.1:1/g",
        }
    )
    assert ours == Endpoints("http://127.0.0.1:1/api/v10", "ws://127.0.0.1:1/g")
    before = endpoints_in_use()
    try:
        use_endpoints(ours)
        assert endpoints_in_use() == ours
        use_endpoints(None)
        assert endpoints_in_use().api_base == "https://discord.com/api/v10"
    finally:
        use_endpoints(before)


async def test_the_guard_refuses_discord_even_when_discord_py_resets_its_base(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, _, _ = bare
    trace = fd.point_discord_py()
    discord.http._set_api_version(10)  # discord.py puts discord.com back into Route.BASE
    client = discord.Client(intents=discord.Intents.default(), http_trace=trace)
    try:
        with pytest.raises(EndpointError, match=r"refusing GET https://discord\.com"):
            await client.login(fd.token)
    finally:
        await client.close()
        fd.point_discord_py()
    assert fd.requests == []
    async with aiohttp.ClientSession(trace_configs=[guard_trace(fd.endpoints)]) as http:
        with pytest.raises(EndpointError):
            await http.get("wss://gateway.discord.gg/?v=10")


async def test_replies_need_an_existing_message(bare: tuple[FakeDiscord, Raw, Any]) -> None:
    _, raw, chan = bare
    status, first = await raw.post(chan.id, {"content": "first"})
    reply = {"content": "re", "message_reference": {"message_id": first["id"]}}
    status, body = await raw.post(chan.id, reply)
    assert status == 200 and body["type"] == 19
    assert body["message_reference"]["message_id"] == first["id"]
    missing = {"content": "re", "message_reference": {"message_id": "1"}}
    assert (await raw.post(chan.id, missing))[1]["code"] == 50035
    lenient = missing | {"message_reference": {"message_id": "1", "fail_if_not_exists": False}}
    assert (await raw.post(chan.id, lenient))[0] == 200


async def test_global_limit_and_the_ban_for_too_many_failing_requests() -> None:
    limits = RateLimits(global_limit=4, invalid_limit=3)
    async with FakeDiscord(rate_limits=limits) as fd, aiohttp.ClientSession() as http:
        raw = Raw(fd, http)
        guild = fd.add_guild("Test")
        chans = [guild.add_text_channel(f"c{i}") for i in range(5)]
        statuses = [(await raw.post(c.id, {"content": "hi"}))[0] for c in chans]
        assert statuses == [200] * 4 + [429]
        _, body, headers = await raw.call("POST", f"/channels/{chans[0].id}/messages", {})
        assert body["global"] is True and headers["X-RateLimit-Global"] == "true"
        await asyncio.sleep(1.0)
        # The two 429s above and this 401 make three failing requests: banned.
        assert (await raw.call("GET", "/users/@me", token="wrong"))[0] == 401
        status, body, headers = await raw.call("GET", "/users/@me")
        assert (status, body) == (429, "error code: 1015") and "Via" not in headers


async def test_archived_threads_reopen_on_send_unless_locked(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, chan = bare
    status, _, _ = await raw.call(
        "POST",
        f"/channels/{chan.id}/threads",
        {"name": "t", "type": 11, "auto_archive_duration": 60},
    )
    assert status == 201
    thread = fd.thread("t")
    await raw.call("PATCH", f"/channels/{thread.id}", {"archived": True})
    assert thread.archived and (await raw.post(thread.id, {"content": "wake"}))[0] == 200
    assert not thread.archived
    await raw.call("PATCH", f"/channels/{thread.id}", {"archived": True, "locked": True})
    chan.deny_bot(Perm.MANAGE_THREADS)
    assert (await raw.post(thread.id, {"content": "no"}))[1]["code"] == 50083
    bad = {"name": "", "type": 11, "auto_archive_duration": 61}
    status, body, _ = await raw.call("POST", f"/channels/{chan.id}/threads", bad)
    assert (status, sorted(body["errors"])) == (400, ["auto_archive_duration", "name"])


async def test_a_channel_message_cannot_be_made_ephemeral(
    bare: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, chan = bare
    status, body = await raw.post(chan.id, {"content": "for all", "flags": 64 | 4})
    assert status == 200 and body["flags"] == 4  # suppress embeds is kept, ephemeral is not
    assert fd.channel_messages(chan)[0].ephemeral_to is None


def test_command_localisations_are_held_to_discords_rules() -> None:
    """Localised names and descriptions: Discord's locales only, each text within the
    rules of the text it translates (names as names, at most 100 characters)."""
    option = {"type": 3, "name": "x", "description": "d"}

    def problems(command: dict[str, Any]) -> list[str]:
        found = FormErrors()
        check_command(command, found, "")
        return [path for path, _, _ in found.items]

    def choice(**localised: str) -> dict[str, Any]:
        return option | {"choices": [{"name": "a", "value": "a", "name_localizations": localised}]}

    gin = {"name": "gin", "description": "d"}
    assert problems(gin | {"description_localizations": {"ms": "Kad"}}) == [
        "description_localizations.ms"]
    assert problems(gin | {"description_localizations": {"zh-CN": "长" * 101}}) == [
        "description_localizations.zh-CN"]
    assert problems(gin | {"name_localizations": {"zh-TW": "金 拉米"}}) == [
        "name_localizations.zh-TW"]
    assert problems(gin | {"options": [option | {"description_localizations": {"zh-TW": ""}}]}
                    ) == ["options.0.description_localizations.zh-TW"]
    assert problems(gin | {"options": [choice(xx="甲")]}) == [
        "options.0.choices.0.name_localizations.xx"]
    assert problems(gin | {"options": [choice(**{"zh-CN": "甲" * 101})]}) == [
        "options.0.choices.0.name_localizations.zh-CN"]
    fine = gin | {"description_localizations": {"zh-CN": "金拉米", "zh-TW": "金拉米"},
                  "name_localizations": {},
                  "options": [choice(**{"zh-CN": "甲"}) | {"description_localizations": {
                      "zh-TW": "選項"}}]}
    assert problems(fine) == []
