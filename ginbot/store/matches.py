"""Matches: who plays, the rules and seeds, every deal, every action, every hand's result.

The actions and deals are append-only (triggers refuse updates): a match is
rebuilt by replaying them, so what was acknowledged is what the match is.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence

import aiosqlite

from ginbot.engine import HandResult, Rules
from ginbot.model import ActionSource, EndReason, MatchInfo, MatchStatus, Seat, table_sides

from .records import StoredAction, StoredHandResult, StoredMatch

_SEATS = (
    "SELECT s.match_id, s.seat, s.user_id, s.level, s.score, p.display_name "
    "FROM match_seats s LEFT JOIN players p ON p.user_id = s.user_id "
)


def _seat(row: sqlite3.Row) -> Seat:
    if row["level"] is not None:
        return Seat.computer(row["level"])
    return Seat(row["user_id"], None, row["display_name"])


async def _infos(conn: aiosqlite.Connection, rows: Iterable[sqlite3.Row]) -> list[MatchInfo]:
    """The matches of ``rows`` (of ``matches``), in their order, each with its seats."""
    rows = list(rows)
    seated: dict[int, list[sqlite3.Row]] = {row["id"]: [] for row in rows}
    if seated:
        for seat in await conn.execute_fetchall(
            _SEATS + "WHERE s.match_id IN (SELECT value FROM json_each(?)) "
            "ORDER BY s.match_id, s.seat", (json.dumps(list(seated)),),
        ):
            seated[seat["match_id"]].append(seat)
    return [_info(row, seated[row["id"]]) for row in rows]


def _info(row: sqlite3.Row, seats: list[sqlite3.Row]) -> MatchInfo:
    finished = row["status"] == MatchStatus.FINISHED
    return MatchInfo(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        seats=tuple(_seat(seat) for seat in seats),
        rules=Rules.from_dict(json.loads(row["rules"])),
        status=MatchStatus(row["status"]),
        created_at=row["created_at"],
        finished_at=row["finished_at"],
        winner=row["winner"],
        scores=_side_scores(seats) if finished else None,
        end_reason=EndReason(row["end_reason"]) if row["end_reason"] else None,
        margin=row["margin"],
    )


def _side_scores(seats: list[sqlite3.Row]) -> tuple[int, ...]:
    """The final scores by side: every seat of a side keeps its side's score."""
    return tuple(seats[side[0]]["score"] for side in table_sides(len(seats)))


async def insert_match(
    conn: aiosqlite.Connection, *, guild_id: int, channel_id: int, thread_id: int | None,
    seats: tuple[Seat, ...], rules: Rules, seed: int, first_seeds: Sequence[int], now: float,
) -> int:
    """A new match with its seats and first deal (a team round deals two boards); returns
    the match id."""
    cursor = await conn.execute(
        "INSERT INTO matches (guild_id, channel_id, thread_id, rules, seed, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (guild_id, channel_id, thread_id, json.dumps(rules.to_dict()), seed, now, now),
    )
    match_id = cursor.lastrowid
    assert match_id is not None
    await conn.executemany(
        "INSERT INTO match_seats (match_id, seat, user_id, level) VALUES (?, ?, ?, ?)",
        [(match_id, index, seat.user_id, seat.level) for index, seat in enumerate(seats)],
    )
    for index, hand_seed in enumerate(first_seeds):
        await insert_hand(conn, match_id, index, hand_seed, now)
    return match_id


async def insert_hand(
    conn: aiosqlite.Connection, match_id: int, hand_index: int, seed: int, now: float
) -> None:
    """Record a deal (a hand exists once its row does)."""
    await conn.execute(
        "INSERT INTO match_hands (match_id, hand_index, seed, dealt_at) VALUES (?, ?, ?, ?)",
        (match_id, hand_index, str(seed), now),
    )
    await _touch(conn, match_id, now)


async def append_action(
    conn: aiosqlite.Connection, match_id: int, action: StoredAction
) -> None:
    await conn.execute(
        "INSERT INTO match_actions (match_id, seq, hand_index, seat, action, source, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (match_id, action.seq, action.hand_index, action.seat, action.action,
         action.source.value, action.at),
    )
    await _touch(conn, match_id, action.at)


async def insert_hand_result(
    conn: aiosqlite.Connection, match_id: int, hand_index: int, board: int,
    players: tuple[int, int], result: HandResult, scores_by_side: tuple[int, ...], now: float,
) -> None:
    """A hand's result, its knocker and winner as table seats: ``players`` are the table
    seats at the hand's seats 0 and 1, ``board`` the board of a team round (else 0), and
    ``scores_by_side`` each side's total as it stood when the hand ended (a team round
    scores once both boards have ended)."""
    if board not in (0, 1) or len(set(players)) != 2 or min(players) < 0 or max(players) > 3:
        raise ValueError(f"hand {hand_index} of match {match_id}: board {board} with "
                         f"players {players} is not a board of a table")
    show = result.showdown

    def at_table(hand_seat: int | None) -> int | None:
        return None if hand_seat is None else players[hand_seat]

    await conn.execute(
        "INSERT INTO hand_results (match_id, hand_index, board, players, outcome, knocker, "
        "winner, points, knocker_deadwood, defender_deadwood, scores, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (match_id, hand_index, board, json.dumps(list(players)), result.outcome,
         at_table(result.knocker), at_table(result.winner), result.points,
         show.knocker_deadwood if show else None, show.defender_deadwood if show else None,
         json.dumps(list(scores_by_side)), now),
    )


async def load_hand_results(
    conn: aiosqlite.Connection, match_id: int
) -> list[StoredHandResult]:
    """Every stored hand result of a match, in order of hand and board."""
    return [
        StoredHandResult(
            row["hand_index"], row["board"], tuple(json.loads(row["players"])),
            row["outcome"], row["knocker"], row["winner"], row["points"],
            row["knocker_deadwood"], row["defender_deadwood"],
            tuple(json.loads(row["scores"])), row["at"])
        for row in await conn.execute_fetchall(
            "SELECT * FROM hand_results WHERE match_id = ? ORDER BY hand_index, board",
            (match_id,))
    ]


async def finish_match(
    conn: aiosqlite.Connection, match_id: int, *, winner: int, scores: tuple[int, ...],
    reason: EndReason, now: float, margin: int | None = None,
) -> None:
    """The end of a match: its winning side and each side's final score (every seat of a
    side keeps its side's score)."""
    rows = await conn.execute_fetchall(
        "SELECT COUNT(*) FROM match_seats WHERE match_id = ?", (match_id,))
    seats = next(iter(rows))[0]
    sides = table_sides(seats)
    if seats and (len(scores) != len(sides) or not 0 <= winner < len(sides)):
        raise ValueError(f"match {match_id} has {seats} seats: it cannot finish with "
                         f"scores {scores} and winner {winner} (its sides are {sides})")
    cursor = await conn.execute(
        "UPDATE matches SET status = 'finished', winner = ?, end_reason = ?, margin = ?, "
        "finished_at = ?, updated_at = ? WHERE id = ? AND status = 'active'",
        (winner, reason.value, margin, now, now, match_id),
    )
    if cursor.rowcount != 1:
        raise RuntimeError(f"match {match_id} is not active: it cannot finish twice")
    await conn.executemany(
        "UPDATE match_seats SET score = ? WHERE match_id = ? AND seat = ?",
        [(scores[side], match_id, seat) for side, seated in enumerate(sides)
         for seat in seated],
    )


async def set_thread(
    conn: aiosqlite.Connection, match_id: int, thread_id: int | None, now: float
) -> None:
    await conn.execute(
        "UPDATE matches SET thread_id = ?, updated_at = ? WHERE id = ?",
        (thread_id, now, match_id),
    )


async def _touch(conn: aiosqlite.Connection, match_id: int, now: float) -> None:
    await conn.execute("UPDATE matches SET updated_at = ? WHERE id = ?", (now, match_id))


async def load_info(conn: aiosqlite.Connection, match_id: int) -> MatchInfo | None:
    rows = await conn.execute_fetchall("SELECT * FROM matches WHERE id = ?", (match_id,))
    return next(iter(await _infos(conn, rows)), None)


async def load_match(conn: aiosqlite.Connection, match_id: int) -> StoredMatch | None:
    found = await _load(conn, "m.id = ?", (match_id,))
    return found[0] if found else None


async def load_active(conn: aiosqlite.Connection) -> list[StoredMatch]:
    """Every unfinished match, ready to replay."""
    return await _load(conn, "m.status = 'active'", ())


async def recent(
    conn: aiosqlite.Connection, guild_id: int, user_id: int | None, limit: int
) -> list[MatchInfo]:
    """Finished matches of a guild (of one person if ``user_id``), newest first."""
    where = "WHERE m.guild_id = ? AND m.status = 'finished' "
    params: tuple[int, ...] = (guild_id,)
    if user_id is not None:
        where += "AND m.id IN (SELECT match_id FROM match_seats WHERE user_id = ?) "
        params += (user_id,)
    rows = await conn.execute_fetchall(
        "SELECT m.* FROM matches m " + where + "ORDER BY m.finished_at DESC, m.id DESC LIMIT ?",
        (*params, limit),
    )
    return await _infos(conn, rows)


async def _load(
    conn: aiosqlite.Connection, condition: str, params: tuple[int, ...]
) -> list[StoredMatch]:
    """Matches meeting ``condition`` (on ``matches m``) with their deals and actions."""
    rows = list(await conn.execute_fetchall(
        f"SELECT m.* FROM matches m WHERE {condition} ORDER BY m.id", params))
    infos = {info.id: (info, int(row["seed"]))
             for info, row in zip(await _infos(conn, rows), rows, strict=True)}
    if not infos:
        return []
    chosen = f"SELECT m.id FROM matches m WHERE {condition}"
    seeds: dict[int, list[int]] = {i: [] for i in infos}
    for row in await conn.execute_fetchall(
        f"SELECT match_id, seed FROM match_hands WHERE match_id IN ({chosen}) "
        "ORDER BY match_id, hand_index", params,
    ):
        seeds[row["match_id"]].append(int(row["seed"]))
    actions: dict[int, list[StoredAction]] = {i: [] for i in infos}
    for row in await conn.execute_fetchall(
        f"SELECT * FROM match_actions WHERE match_id IN ({chosen}) ORDER BY match_id, seq",
        params,
    ):
        actions[row["match_id"]].append(StoredAction(
            row["seq"], row["hand_index"], row["seat"], row["action"],
            ActionSource(row["source"]), row["at"],
        ))
    return [
        StoredMatch(info, seed, tuple(seeds[i]), tuple(actions[i]))
        for i, (info, seed) in infos.items()
    ]
