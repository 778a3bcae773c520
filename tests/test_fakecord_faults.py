"""Fakecord's faults answer as Discord does: its pace, 5xx, shared 429s, the edit limit on
messages older than an hour and interaction tokens that expire, each switched on by the
test that wants it (with a seed, so a run can be repeated)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from tests.fakecord import FakeDiscord, Faults, RateLimits
from tests.fakecord.demo_bot import demo_table
from tests.fakecord.model import PUBLIC_THREAD
from tests.fakecord_support import Raw


@pytest.fixture
async def paced() -> AsyncIterator[tuple[FakeDiscord, Raw, Any]]:
    """Discord's own pace (5 creates or edits per 5 s per channel), no bot connected."""
    async with FakeDiscord(rate_limits=RateLimits.like_discord()) as fd, \
            aiohttp.ClientSession() as http:
        guild = fd.add_guild("Test")
        yield fd, Raw(fd, http), guild.add_text_channel("general")


async def test_five_creates_per_channel_then_429_threads_included(
    paced: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, chan = paced
    thread = fd.create_thread(chan, "table", PUBLIC_THREAD)
    for where in (chan, thread):
        path = f"/channels/{where.id}/messages"
        answers = [await raw.call("POST", path, {"content": f"m{i}"}) for i in range(6)]
        assert [status for status, _, _ in answers] == [200] * 5 + [429]
        _, _, first = answers[0]
        assert first["X-RateLimit-Limit"] == "5" and first["X-RateLimit-Remaining"] == "4"
        assert 4.0 < float(first["X-RateLimit-Reset-After"]) <= 5.0
        _, body, headers = answers[5]
        assert body["global"] is False and 4.0 < body["retry_after"] <= 5.0
        assert int(headers["Retry-After"]) == 5 and headers["X-RateLimit-Scope"] == "user"
        assert headers["X-RateLimit-Remaining"] == "0" and headers["Via"]
    assert len(fd.thread_messages(thread)) == 5 and len(fd.channel_messages(chan)) == 5
    # Edits are a bucket of their own, also five per window.
    message = fd.channel_messages(chan)[0]
    edit = f"/channels/{chan.id}/messages/{message.id}"
    statuses = [(await raw.call("PATCH", edit, {"content": f"e{i}"}))[0] for i in range(6)]
    assert statuses == [200] * 5 + [429]
    assert message.content == "e4"


async def test_server_errors_are_a_seeded_share_and_a_failed_create_is_not_applied() -> None:
    async def run(seed: int) -> tuple[list[int], int, dict[int, Any]]:
        faults = Faults(seed=seed, server_errors=0.4)
        limits = RateLimits(route_limit=100, global_limit=100)
        async with FakeDiscord(faults=faults, rate_limits=limits) as fd, \
                aiohttp.ClientSession() as http:
            raw = Raw(fd, http)
            chan = fd.add_guild("Test").add_text_channel("general")
            answers = [await raw.call("POST", f"/channels/{chan.id}/messages",
                                      {"content": f"m{i}"}) for i in range(30)]
            bodies = {status: body for status, body, _ in answers}
            assert fd.requests_to("POST", "/channels/{channel_id}/messages")[-1].status == \
                answers[-1][0]
            return [status for status, _, _ in answers], len(fd.channel_messages(chan)), bodies

    statuses, created, bodies = await run(7)
    assert set(statuses) == {200, 500, 502}
    assert 4 <= statuses.count(500) + statuses.count(502) <= 20
    assert created == statuses.count(200)
    assert bodies[500] == {"message": "500: Internal Server Error", "code": 0}
    assert "502 Bad Gateway" in bodies[502]
    assert (await run(7))[0] == statuses  # the same seed, the same faults
    assert (await run(8))[0] != statuses


async def test_logins_and_reads_never_fail_and_without_faults_nothing_does() -> None:
    async with FakeDiscord(faults=Faults(seed=1, server_errors=0.9)) as fd, \
            aiohttp.ClientSession() as http:
        raw = Raw(fd, http)
        chan = fd.add_guild("Test").add_text_channel("general")
        assert {(await raw.call("GET", "/users/@me"))[0] for _ in range(5)} == {200}
        assert {(await raw.call("GET", f"/channels/{chan.id}"))[0] for _ in range(5)} == {200}
    async with FakeDiscord() as fd, aiohttp.ClientSession() as http:
        raw = Raw(fd, http)
        chan = fd.add_guild("Test").add_text_channel("general")
        assert {(await raw.post(chan.id, {"content": "hi"}))[0] for _ in range(5)} == {200}


async def test_shared_429s_carry_their_scope_and_do_not_count_towards_the_ban() -> None:
    faults = Faults(seed=3, shared_limits=0.6, shared_retry=0.25)
    limits = RateLimits(route_limit=100, invalid_limit=3)
    async with FakeDiscord(faults=faults, rate_limits=limits) as fd, \
            aiohttp.ClientSession() as http:
        raw = Raw(fd, http)
        chan = fd.add_guild("Test").add_text_channel("general")
        answers = [await raw.call("POST", f"/channels/{chan.id}/messages", {"content": "x"})
                   for _ in range(12)]
        limited = [(body, headers) for status, body, headers in answers if status == 429]
        assert len(limited) >= 3
        body, headers = limited[0]
        assert body == {"message": "You are being rate limited.", "retry_after": 0.25,
                        "global": False}
        assert headers["X-RateLimit-Scope"] == "shared" and headers["Retry-After"] == "1"
        assert len(fd.channel_messages(chan)) == 12 - len(limited)
        assert (await raw.call("GET", "/users/@me"))[0] == 200  # not banned


async def test_a_message_older_than_an_hour_can_no_longer_be_edited(
    paced: tuple[FakeDiscord, Raw, Any],
) -> None:
    fd, raw, chan = paced
    _, old = await raw.post(chan.id, {"content": "old"})
    _, young = await raw.post(chan.id, {"content": "young"})
    (message, _) = fd.channel_messages(chan)
    fd.age_message(message, 3599)
    edit = f"/channels/{chan.id}/messages/{old['id']}"
    assert (await raw.call("PATCH", edit, {"content": "still fine"}))[0] == 200
    fd.age_message(message, 2)
    status, body, _ = await raw.call("PATCH", edit, {"content": "too late"})
    assert (status, body["code"]) == (400, 30046)
    assert body["message"].startswith("Maximum number of edits to messages older than 1 hour")
    assert message.content == "still fine"
    assert (await raw.call("PATCH", f"/channels/{chan.id}/messages/{young['id']}",
                           {"content": "young, edited"}))[0] == 200
    # The clock moved on: every message is older, but one posted afterwards is new.
    fd.advance(3601)
    status, body, _ = await raw.call("PATCH", f"/channels/{chan.id}/messages/{young['id']}",
                                     {"content": "again"})
    assert (status, body["code"]) == (400, 30046)
    _, later = await raw.post(chan.id, {"content": "later"})
    assert (await raw.call("PATCH", f"/channels/{chan.id}/messages/{later['id']}",
                           {"content": "later, edited"}))[0] == 200


async def test_interaction_tokens_expire_after_their_life_on_fakecords_clock() -> None:
    async with demo_table(token_lifetime=600) as t, aiohttp.ClientSession() as http:
        raw = Raw(t.fd, http)
        r = await t.ann.slash(t.chan, "demo secret")
        await r.wait_response()
        hook = f"/webhooks/{t.fd.application_id}/{r.token}"
        status, _, _ = await raw.call("POST", hook + "?wait=true", {"content": "more"})
        assert status == 200
        t.fd.advance(599)
        assert (await raw.call("PATCH", hook + "/messages/@original", {"content": "x"}))[0] == 200
        t.fd.advance(2)
        for method, path in (("POST", hook), ("PATCH", hook + "/messages/@original"),
                             ("GET", hook + "/messages/@original")):
            status, body, _ = await raw.call(method, path, {"content": "late"})
            assert (status, body["code"]) == (401, 50027), (method, path)
        fresh = await t.ann.slash(t.chan, "demo secret")
        await fresh.wait_response()
        status, _, _ = await raw.call(
            "POST", f"/webhooks/{t.fd.application_id}/{fresh.token}", {"content": "fine"})
        assert status == 204


async def test_interaction_tokens_and_dm_opens_pass_the_global_limit_as_on_discord() -> None:
    """Discord does not bind interaction endpoints by the global limit; a route without a
    channel, guild or token (opening a DM) has no bucket of its own here."""
    async with demo_table(rate_limits=RateLimits(global_limit=3)) as t, \
            aiohttp.ClientSession() as http:
        raw = Raw(t.fd, http)
        r = await t.ann.slash(t.chan, "demo secret")
        await r.wait_response()
        await asyncio.sleep(1.0)  # a fresh window of the global limit
        hook = f"/webhooks/{t.fd.application_id}/{r.token}"
        followups = [(await raw.call("POST", hook, {"content": f"f{i}"}))[0] for i in range(4)]
        assert followups == [204] * 4
        opens = [(await raw.call("POST", "/users/@me/channels", {"recipient_id": str(u.id)}))[0]
                 for u in (t.ann, t.bob, t.ann)]
        assert opens == [200] * 3
        status, body, _ = await raw.call("POST", "/users/@me/channels",
                                         {"recipient_id": str(t.bob.id)})
        assert (status, body["global"]) == (429, True)  # the fourth request of the bot's own


def test_fault_shares_must_be_shares() -> None:
    with pytest.raises(ValueError, match="server_errors must be a share"):
        Faults(seed=1, server_errors=1.5)
