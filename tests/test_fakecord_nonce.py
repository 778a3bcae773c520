"""The emulator keeps Discord's nonce rule: a message create with ``enforce_nonce`` and a
nonce the same author used in the same channel a few minutes before returns that first
message (200, nothing new, no MESSAGE_CREATE); without ``enforce_nonce`` every create
makes a message. discord.py sends every nonce with ``enforce_nonce`` (a random one when
none is given)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import aiohttp
import pytest

from tests.fakecord.demo_bot import Table
from tests.fakecord_support import Raw


def created_events(table: Table) -> list[dict[str, Any]]:
    """Every MESSAGE_CREATE the gateway sends from now on (a list that fills)."""
    sent: list[dict[str, Any]] = []
    dispatch: Callable[..., bool] = table.fd.gateway.dispatch

    def recording(event: str, data: dict[str, Any], **kwargs: Any) -> bool:
        if event == "MESSAGE_CREATE":
            sent.append(data)
        return dispatch(event, data, **kwargs)

    table.fd.gateway.dispatch = recording  # type: ignore[method-assign]
    return sent


async def test_a_repeated_nonce_with_enforce_nonce_returns_the_first_message(
    table: Table,
) -> None:
    events = created_events(table)
    async with aiohttp.ClientSession() as http:
        raw = Raw(table.fd, http)
        first = await raw.post(table.chan.id, {"content": "one", "nonce": "n-1",
                                               "enforce_nonce": True})
        again = await raw.post(table.chan.id, {"content": "two", "nonce": "n-1",
                                               "enforce_nonce": True})
    assert first[0] == again[0] == 200
    assert again[1]["id"] == first[1]["id"] and again[1]["content"] == "one"
    assert first[1]["nonce"] == "n-1"
    assert [m.content for m in table.fd.channel_messages(table.chan)] == ["one"]
    assert [e["nonce"] for e in events] == ["n-1"]


async def test_without_enforce_nonce_or_elsewhere_or_later_a_nonce_makes_a_new_message(
    table: Table,
) -> None:
    other = table.guild.add_text_channel("other")
    async with aiohttp.ClientSession() as http:
        raw = Raw(table.fd, http)
        ids = [(await raw.post(table.chan.id, {"content": "a", "nonce": "n"}))[1]["id"],
               (await raw.post(table.chan.id, {"content": "b", "nonce": "n"}))[1]["id"]]
        ids.append((await raw.post(other.id, {"content": "c", "nonce": "n",
                                              "enforce_nonce": True}))[1]["id"])
        table.fd.advance(table.fd.nonce_window + 1)  # minutes later: the nonce is free
        ids.append((await raw.post(table.chan.id, {"content": "d", "nonce": "n",
                                                   "enforce_nonce": True}))[1]["id"])
    assert len(set(ids)) == 4
    assert [m.content for m in table.fd.channel_messages(table.chan)] == ["a", "b", "d"]


async def test_a_nonce_longer_than_25_characters_is_refused(table: Table) -> None:
    async with aiohttp.ClientSession() as http:
        status, body = await Raw(table.fd, http).post(
            table.chan.id, {"content": "x", "nonce": "n" * 26, "enforce_nonce": True})
    assert status == 400 and body["code"] == 50035 and "nonce" in body["errors"]
    assert not table.fd.channel_messages(table.chan)


async def test_discord_py_sends_a_nonce_with_enforce_nonce_and_gets_the_first_message_back(
    table: Table,
) -> None:
    channel = table.bot.get_partial_messageable(table.chan.id)
    first = await channel.send("hello", nonce="notice-7.0:table")
    again = await channel.send("hello again", nonce="notice-7.0:table")
    assert again.id == first.id and again.content == "hello"
    unnamed = [await channel.send("free"), await channel.send("free")]  # random nonces
    assert unnamed[0].id != unnamed[1].id
    assert [m.content for m in table.fd.channel_messages(table.chan)] == [
        "hello", "free", "free"]


@pytest.mark.parametrize("nonce", [12345, "12345"])
async def test_a_nonce_may_be_a_number_or_a_string(table: Table, nonce: int | str) -> None:
    async with aiohttp.ClientSession() as http:
        raw = Raw(table.fd, http)
        replies = [await raw.post(table.chan.id, {"content": "x", "nonce": nonce,
                                                  "enforce_nonce": True}) for _ in range(2)]
    assert replies[0] == replies[1] and replies[0][1]["nonce"] == "12345"
