"""The Discord side's own state that a restart, or another process, needs: each person's
DM channel, and the latest click token of each hand screen (a restarted bot still
redraws an ephemeral ``/hand`` screen through it while the token lives). The version a
post draws is in ``posts``."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from ginbot.model import PlayerSettings

from .players import SETTINGS, settings_of
from .posts import Post, save_state
from .sql import Conn


@dataclass(frozen=True)
class HandToken:
    """An interaction's token that can edit the screen it was made on ("@original")."""

    application_id: int
    token: str
    at: float  # when the interaction was made, Unix seconds (its token lives from then)
    message_id: int | None = None  # the screen's message, when the interaction had one


async def save_dm_channel(conn: Conn, user_id: int, channel_id: int) -> None:
    await conn.run(
        "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
        user_id, channel_id)


async def load_dm_channel(conn: Conn, user_id: int) -> int | None:
    value = await conn.value("SELECT channel_id FROM dm_channels WHERE user_id = ?", user_id)
    return None if value is None else int(value)


async def save_hand_token(conn: Conn, match_id: int, user_id: int, ephemeral: bool,
                          token: HandToken) -> None:
    """Keep ``token`` as the screen's latest, unless a later one is kept already."""
    await conn.run(
        "INSERT INTO hand_tokens (match_id, user_id, ephemeral, application_id, token, at, "
        "message_id) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (match_id, user_id, ephemeral) DO UPDATE SET "
        "application_id = excluded.application_id, token = excluded.token, "
        "at = excluded.at, message_id = excluded.message_id "
        "WHERE hand_tokens.at <= excluded.at",
        match_id, user_id, int(ephemeral), token.application_id, token.token, token.at,
        token.message_id)


async def load_hand_token(conn: Conn, match_id: int, user_id: int, ephemeral: bool
                          ) -> HandToken | None:
    row = await conn.row(
        "SELECT application_id, token, at, message_id FROM hand_tokens "
        "WHERE match_id = ? AND user_id = ? AND ephemeral = ?",
        match_id, user_id, int(ephemeral))
    if row is None:
        return None
    return HandToken(int(row.application_id), str(row.token), float(row.at),
                     None if row.message_id is None else int(row.message_id))


@dataclass(frozen=True)
class HandScreen:
    """What drawing a person's hand screens needs, read in one statement: the hand DM's
    post, their settings, and the latest click token of the DM and of ``/hand``."""

    post: Post | None
    settings: PlayerSettings
    dm_token: HandToken | None
    ephemeral_token: HandToken | None


async def load_hand_screen(conn: Conn, match_id: int, user_id: int, key: str) -> HandScreen:
    """``key``: the hand DM's post."""
    rows = await conn.rows(
        "SELECT p.channel_id, p.message_id, p.version, "
        + ", ".join(f"pl.{column}" for column in SETTINGS) + ", "
        "t.ephemeral, t.application_id, t.token, t.at, t.message_id AS clicked "
        "FROM (SELECT CAST(? AS BIGINT) AS match_id, CAST(? AS BIGINT) AS user_id, "
        "CAST(? AS TEXT) AS key) q "
        "LEFT JOIN posts p ON p.match_id = q.match_id AND p.key = q.key "
        "LEFT JOIN players pl ON pl.user_id = q.user_id "
        "LEFT JOIN hand_tokens t ON t.match_id = q.match_id AND t.user_id = q.user_id",
        match_id, user_id, key)
    first = rows[0]
    tokens = {bool(row.ephemeral): HandToken(
        int(row.application_id), str(row.token), float(row.at),
        None if row.clicked is None else int(row.clicked))
        for row in rows if row.token is not None}
    post = None if first.channel_id is None else Post(
        int(first.channel_id), int(first.message_id), int(first.version))
    return HandScreen(post, settings_of(first), tokens.get(False), tokens.get(True))


async def drop_hand_token(conn: Conn, match_id: int, user_id: int, ephemeral: bool,
                          token: str | None = None) -> None:
    """Forget the screen's token (only ``token``, when given: not a later one)."""
    sql = "DELETE FROM hand_tokens WHERE match_id = ? AND user_id = ? AND ephemeral = ?"
    params: list[object] = [match_id, user_id, int(ephemeral)]
    if token is not None:
        sql += " AND token = ?"
        params.append(token)
    await conn.run(sql, *params)


async def drop_match_tokens(conn: Conn, match_id: int) -> None:
    await conn.run("DELETE FROM hand_tokens WHERE match_id = ?", match_id)


async def prune_hand_tokens(conn: Conn, before: float) -> int:
    """Forget every token made before ``before`` (spent by now); how many went."""
    return await conn.run("DELETE FROM hand_tokens WHERE at < ?", before)


IDENTIFY_LOCKS = 0x676964  # the advisory lock space of IDENTIFY buckets ("gid")


async def take_identify_turn(conn: Conn, bucket: int, spacing: float) -> None:
    """Hold ``bucket``'s turn to IDENTIFY until ``conn``'s transaction ends (PostgreSQL),
    and wait until ``spacing`` seconds have passed since its last IDENTIFY was answered,
    whichever process sent it (on the server's clock, which every process shares)."""
    await conn.value("SELECT pg_advisory_xact_lock(?, ?)", IDENTIFY_LOCKS, bucket)
    now = float(await conn.value("SELECT extract(epoch FROM clock_timestamp())"))
    last = await conn.value("SELECT value FROM front_end_state WHERE key = ?",
                            f"identify:{bucket}")
    wait = 0.0 if last is None else float(last) + spacing - now
    if wait > 0:
        await asyncio.sleep(wait)


async def mark_identified(conn: Conn, bucket: int) -> None:
    """Note, in the transaction holding ``bucket``'s turn, that its IDENTIFY was answered
    now."""
    now = float(await conn.value("SELECT extract(epoch FROM clock_timestamp())"))
    await save_state(conn, f"identify:{bucket}", repr(now), now)
