"""Matches: who plays, the rules and seeds, every deal, every action, every hand's result.

The actions and deals are append-only (triggers refuse updates): a match is
rebuilt by replaying them, so what was acknowledged is what the match is.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from ginbot.engine import HandResult, Rules
from ginbot.model import ActionSource, EndReason, MatchInfo, MatchStatus, Seat, table_sides

from .records import StoredAction, StoredHandResult, StoredMatch
from .sql import Conn, Row

_SEATS = (
    "SELECT s.match_id, s.seat, s.user_id, s.level, s.score, p.display_name "
    "FROM match_seats s LEFT JOIN players p ON p.user_id = s.user_id "
)


def _seat(row: Row) -> Seat:
    if row.level is not None:
        return Seat.computer(row.level)
    return Seat(row.user_id, None, row.display_name)


async def _infos(conn: Conn, rows: Iterable[Row]) -> list[MatchInfo]:
    """The matches of ``rows`` (of ``matches``), in their order, each with its seats."""
    rows = list(rows)
    seated: dict[int, list[Row]] = {row.id: [] for row in rows}
    if seated:
        for seat in await conn.rows(
            _SEATS + "WHERE s.match_id IN [?] ORDER BY s.match_id, s.seat", list(seated),
        ):
            seated[seat.match_id].append(seat)
    return [_info(row, seated[row.id]) for row in rows]


def _info(row: Row, seats: list[Row]) -> MatchInfo:
    finished = row.status == MatchStatus.FINISHED
    return MatchInfo(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        thread_id=row.thread_id,
        seats=tuple(_seat(seat) for seat in seats),
        rules=Rules.from_dict(json.loads(row.rules)),
        status=MatchStatus(row.status),
        created_at=row.created_at,
        finished_at=row.finished_at,
        winner=row.winner,
        scores=_side_scores(seats) if finished else None,
        end_reason=EndReason(row.end_reason) if row.end_reason else None,
        margin=row.margin,
        hints=row.hints,
    )


def _side_scores(seats: list[Row]) -> tuple[int, ...]:
    """The final scores by side: every seat of a side keeps its side's score."""
    return tuple(seats[side[0]].score for side in table_sides(len(seats)))


async def insert_match(
    conn: Conn, *, guild_id: int, channel_id: int, thread_id: int | None,
    seats: tuple[Seat, ...], rules: Rules, seed: int, first_seeds: Sequence[int], now: float,
) -> int:
    """A new match with its seats and first deal (a team round deals two boards); returns
    the match id.

    A person who plays a match in the guild already breaks ``match_seats_one_match``:
    the database refuses the second (``IntegrityError``), whatever process asks."""
    match_id = int(await conn.value(
        "INSERT INTO matches (guild_id, channel_id, thread_id, rules, seed, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        guild_id, channel_id, thread_id, json.dumps(rules.to_dict()), seed, now, now,
    ))
    await conn.run_many(
        "INSERT INTO match_seats (match_id, seat, user_id, level, guild_id, active) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(match_id, index, seat.user_id, seat.level, guild_id, int(seat.user_id is not None))
         for index, seat in enumerate(seats)],
    )
    for index, hand_seed in enumerate(first_seeds):
        await insert_hand(conn, match_id, index, hand_seed, now)
    return match_id


async def insert_hand(
    conn: Conn, match_id: int, hand_index: int, seed: int, now: float
) -> None:
    """Record a deal (a hand exists once its row does)."""
    await conn.run(
        "INSERT INTO match_hands (match_id, hand_index, seed, dealt_at) VALUES (?, ?, ?, ?)",
        match_id, hand_index, str(seed), now,
    )


async def append_action(
    conn: Conn, match_id: int, action: StoredAction
) -> None:
    await conn.run(
        "INSERT INTO match_actions (match_id, seq, hand_index, seat, action, source, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        match_id, action.seq, action.hand_index, action.seat, action.action,
        action.source.value, action.at,
    )


async def insert_hand_result(
    conn: Conn, match_id: int, hand_index: int, board: int,
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

    if not 2 <= len(scores_by_side) <= 3:
        raise ValueError(f"hand {hand_index} of match {match_id}: {len(scores_by_side)} "
                         "sides (a table has two or three)")
    third = scores_by_side[2] if len(scores_by_side) == 3 else None
    await conn.run(
        "INSERT INTO hand_results (match_id, hand_index, board, seat_a, seat_b, outcome, "
        "knocker, winner, points, knocker_deadwood, defender_deadwood, score0, score1, "
        "score2, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        match_id, hand_index, board, players[0], players[1], result.outcome,
        at_table(result.knocker), at_table(result.winner), result.points,
        show.knocker_deadwood if show else None, show.defender_deadwood if show else None,
        scores_by_side[0], scores_by_side[1], third, now,
    )


async def load_hand_results(
    conn: Conn, match_id: int
) -> list[StoredHandResult]:
    """Every stored hand result of a match, in order of hand and board."""
    return [
        StoredHandResult(
            row.hand_index, row.board, (row.seat_a, row.seat_b),
            row.outcome, row.knocker, row.winner, row.points,
            row.knocker_deadwood, row.defender_deadwood,
            tuple(score for score in (row.score0, row.score1, row.score2) if score is not None),
            row.at)
        for row in await conn.rows(
            "SELECT * FROM hand_results WHERE match_id = ? ORDER BY hand_index, board",
            match_id)
    ]


async def finish_match(
    conn: Conn, match_id: int, *, winner: int, scores: tuple[int, ...],
    reason: EndReason, now: float, margin: int | None = None,
) -> None:
    """The end of a match: its winning side and each side's final score (every seat of a
    side keeps its side's score)."""
    seats = int(await conn.value("SELECT COUNT(*) FROM match_seats WHERE match_id = ?",
                                 match_id))
    sides = table_sides(seats)
    if seats and (len(scores) != len(sides) or not 0 <= winner < len(sides)):
        raise ValueError(f"match {match_id} has {seats} seats: it cannot finish with "
                         f"scores {scores} and winner {winner} (its sides are {sides})")
    if await conn.run(
        "UPDATE matches SET status = 'finished', winner = ?, end_reason = ?, margin = ?, "
        "finished_at = ?, updated_at = ? WHERE id = ? AND status = 'active'",
        winner, reason.value, margin, now, now, match_id,
    ) != 1:
        raise RuntimeError(f"match {match_id} is not active: it cannot finish twice")
    await conn.run_many(
        "UPDATE match_seats SET score = ?, active = 0 WHERE match_id = ? AND seat = ?",
        [(scores[side], match_id, seat) for side, seated in enumerate(sides)
         for seat in seated],
    )


async def lock(conn: Conn, match_id: int) -> tuple[int, bool] | None:
    """(version, finished) of a match, its row locked for the caller's change (PostgreSQL:
    until it commits; SQLite's one writer holds the whole file already)."""
    row = await conn.row("SELECT version, status FROM matches WHERE id = ?" + conn.for_update,
                         match_id)
    return None if row is None else (int(row.version), row.status == MatchStatus.FINISHED)


async def standing(conn: Conn, match_id: int) -> tuple[int, bool] | None:
    """(version, finished) of a match, for a read (nothing locked)."""
    row = await conn.row("SELECT version, status FROM matches WHERE id = ?", match_id)
    return None if row is None else (int(row.version), row.status == MatchStatus.FINISHED)


async def bump(conn: Conn, match_id: int, version: int, now: float) -> int:
    """The match moves on from ``version`` to the next; refused if it is not at
    ``version`` (another change came first)."""
    if await conn.run("UPDATE matches SET version = version + 1, updated_at = ? "
                      "WHERE id = ? AND version = ?", now, match_id, version) != 1:
        raise RuntimeError(f"match {match_id} is no longer at version {version}")
    return version + 1


async def add_hint(conn: Conn, match_id: int, now: float) -> int:
    """Count one more hint shown in a match in play (the match's version stays: a hint
    changes no table); the count after it, 0 when the match is no longer in play."""
    await conn.run("UPDATE matches SET hints = hints + 1, updated_at = ? "
                   "WHERE id = ? AND status = 'active'", now, match_id)
    return int(await conn.value("SELECT hints FROM matches WHERE id = ? AND status = 'active'",
                                match_id) or 0)


async def hints_of(conn: Conn, match_id: int) -> int:
    """How many hints were shown in a match."""
    return int(await conn.value("SELECT hints FROM matches WHERE id = ?", match_id) or 0)


async def guild_of(conn: Conn, match_id: int) -> int:
    return int(await conn.value("SELECT guild_id FROM matches WHERE id = ?", match_id))


async def active_of(conn: Conn, guild_id: int, user_id: int) -> int | None:
    """The match ``user_id`` plays in the guild, if any."""
    value = await conn.value("SELECT match_id FROM match_seats WHERE guild_id = ? "
                             "AND user_id = ? AND active = 1", guild_id, user_id)
    return None if value is None else int(value)


async def active_infos(conn: Conn, where: str, *params: object) -> list[MatchInfo]:
    """Matches in play meeting ``where`` (on ``matches m``), oldest first."""
    rows = await conn.rows(f"SELECT m.* FROM matches m WHERE m.status = 'active' AND ({where}) "
                           "ORDER BY m.id", *params)
    return await _infos(conn, rows)


async def set_thread(
    conn: Conn, match_id: int, thread_id: int | None, now: float
) -> None:
    await conn.run(
        "UPDATE matches SET thread_id = ?, updated_at = ? WHERE id = ?",
        thread_id, now, match_id,
    )


async def load_info(conn: Conn, match_id: int) -> MatchInfo | None:
    rows = await conn.rows("SELECT * FROM matches WHERE id = ?", match_id)
    return next(iter(await _infos(conn, rows)), None)


async def load_match(conn: Conn, match_id: int) -> StoredMatch | None:
    found = await _load(conn, "m.id = ?", (match_id,))
    return found[0] if found else None


async def load_active(conn: Conn) -> list[StoredMatch]:
    """Every unfinished match, ready to replay."""
    return await _load(conn, "m.status = 'active'", ())


async def active_ids(conn: Conn) -> list[int]:
    return [int(row[0]) for row in await conn.rows(
        "SELECT id FROM matches WHERE status = 'active' ORDER BY id")]


async def load_matches(conn: Conn, ids: list[int]) -> list[StoredMatch]:
    """The matches ``ids`` (those that exist), ready to replay, in four reads however
    many (matches, seats, hands, actions)."""
    return await _load(conn, "m.id IN [?]", (ids,)) if ids else []


async def recent(
    conn: Conn, guild_id: int, user_id: int | None, limit: int
) -> list[MatchInfo]:
    """Finished matches of a guild (of one person if ``user_id``), newest first."""
    where = "WHERE m.guild_id = ? AND m.status = 'finished' "
    params: tuple[int, ...] = (guild_id,)
    if user_id is not None:
        where += "AND m.id IN (SELECT match_id FROM match_seats WHERE user_id = ?) "
        params += (user_id,)
    rows = await conn.rows(
        "SELECT m.* FROM matches m " + where + "ORDER BY m.finished_at DESC, m.id DESC LIMIT ?",
        *params, limit,
    )
    return await _infos(conn, rows)


async def _load(
    conn: Conn, condition: str, params: tuple[int | list[int], ...]
) -> list[StoredMatch]:
    """Matches meeting ``condition`` (on ``matches m``) with their deals and actions."""
    rows = await conn.rows(f"SELECT m.* FROM matches m WHERE {condition} ORDER BY m.id",
                           *params)
    infos = {info.id: (info, int(row.seed), int(row.version))
             for info, row in zip(await _infos(conn, rows), rows, strict=True)}
    if not infos:
        return []
    chosen = f"SELECT m.id FROM matches m WHERE {condition}"
    seeds: dict[int, list[int]] = {i: [] for i in infos}
    for row in await conn.rows(
        f"SELECT match_id, seed FROM match_hands WHERE match_id IN ({chosen}) "
        "ORDER BY match_id, hand_index", *params,
    ):
        seeds[row.match_id].append(int(row.seed))
    actions: dict[int, list[StoredAction]] = {i: [] for i in infos}
    for row in await conn.rows(
        f"SELECT * FROM match_actions WHERE match_id IN ({chosen}) ORDER BY match_id, seq",
        *params,
    ):
        actions[row.match_id].append(_action(row))
    return [
        StoredMatch(info, seed, tuple(seeds[i]), tuple(actions[i]), version)
        for i, (info, seed, version) in infos.items()
    ]


def _action(row: Row) -> StoredAction:
    return StoredAction(row.seq, row.hand_index, row.seat, row.action, ActionSource(row.source),
                        row.at)


async def load_since(conn: Conn, match_id: int, seq: int
                     ) -> tuple[tuple[StoredAction, ...], tuple[int, ...], int | None]:
    """What a copy of the match made at action ``seq`` needs to catch up: the actions
    from ``seq`` on, every hand's seed, and the match's thread."""
    actions = tuple(_action(row) for row in await conn.rows(
        "SELECT * FROM match_actions WHERE match_id = ? AND seq >= ? ORDER BY seq",
        match_id, seq))
    seeds = tuple(int(row.seed) for row in await conn.rows(
        "SELECT seed FROM match_hands WHERE match_id = ? ORDER BY hand_index", match_id))
    thread = await conn.value("SELECT thread_id FROM matches WHERE id = ?", match_id)
    return actions, seeds, None if thread is None else int(thread)


async def seats_that_moved(conn: Conn, match_id: int) -> set[int]:
    """The seats that made a move of their own (not played for them by a timer)."""
    return {int(row.seat) for row in await conn.rows(
        "SELECT DISTINCT seat FROM match_actions WHERE match_id = ? AND source <> 'timer'",
        match_id)}
