"""Tournaments: the event, its entrants, the games of each round and managers' acts.

A change to a tournament locks its row first (``lock``), so two results arriving at once,
in one process or two, decide the round and pair the next one once."""

from __future__ import annotations

import json
from collections.abc import Iterable

from ginbot.engine import Rules
from ginbot.model import (
    ActKind,
    Entrant,
    Game,
    GameEnd,
    Seat,
    Tournament,
    TournamentAct,
    TournamentFormat,
    TournamentStatus,
)

from .sql import Conn, Row

_COLUMNS = ("id, guild_id, channel_id, name, format, creator_id, rules, rounds, duplicate, "
            "round_hours, status, created_at, round, message_id, round_ends_at, asked_rounds")


async def insert(conn: Conn, *, guild_id: int, channel_id: int, name: str,
                 format: TournamentFormat, creator_id: int, rules: Rules,
                 asked_rounds: int | None, duplicate: bool, round_hours: float,
                 now: float) -> int:
    return int(await conn.value(
        "INSERT INTO tournaments (guild_id, channel_id, name, format, creator_id, rules, "
        "asked_rounds, duplicate, round_hours, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        guild_id, channel_id, name, format.value, creator_id, json.dumps(rules.to_dict()),
        asked_rounds, int(duplicate), float(round_hours), now))


async def lock(conn: Conn, tournament_id: int) -> Tournament | None:
    """The tournament, its row locked until the caller's transaction ends."""
    return await load(conn, tournament_id, for_update=True)


async def load(conn: Conn, tournament_id: int, *, for_update: bool = False
               ) -> Tournament | None:
    row = await conn.row(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?"
                         + (conn.for_update if for_update else ""), tournament_id)
    return None if row is None else await _whole(conn, row)


async def of_guild(conn: Conn, guild_id: int, *, search: str = "", limit: int = 25
                   ) -> list[Tournament]:
    """The guild's tournaments, newest first (``search``: a part of the name)."""
    pattern = "%" + search.replace("\\", "").replace("%", "").replace("_", "") + "%"
    rows = await conn.rows(
        f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? AND LOWER(name) LIKE ? "
        "ORDER BY created_at DESC, id DESC LIMIT ?", guild_id, pattern.lower(), limit)
    return [await _whole(conn, row) for row in rows]


async def running(conn: Conn) -> list[int]:
    return [int(row.id) for row in await conn.rows(
        "SELECT id FROM tournaments WHERE status = 'running' ORDER BY id")]


async def of_match(conn: Conn, match_id: int) -> int | None:
    value = await conn.value(
        "SELECT tournament_id FROM tournament_games WHERE match_id = ?", match_id)
    return None if value is None else int(value)


async def game_of_match(conn: Conn, match_id: int) -> tuple[int, int, int] | None:
    """(tournament, round, board) of the game a match is, if it is one."""
    row = await conn.row("SELECT tournament_id, round, board FROM tournament_games "
                         "WHERE match_id = ?", match_id)
    return None if row is None else (int(row.tournament_id), int(row.round), int(row.board))


async def waiting_for(conn: Conn, guild_id: int, user_ids: list[int]) -> list[int]:
    """The running tournaments of the guild with a game of the round that waits to start
    and has one of ``user_ids`` in it."""
    if not user_ids:
        return []
    return [int(row.tournament_id) for row in await conn.rows(
        "SELECT DISTINCT g.tournament_id FROM tournament_games g "
        "JOIN tournaments t ON t.id = g.tournament_id "
        "JOIN tournament_entrants e ON e.tournament_id = g.tournament_id "
        "AND (e.number = g.first OR e.number = g.second) "
        "WHERE t.status = 'running' AND t.guild_id = ? AND g.round = t.round "
        "AND g.match_id IS NULL AND g.end_how IS NULL AND g.second IS NOT NULL "
        "AND e.user_id IN [?] ORDER BY g.tournament_id", guild_id, user_ids)]


async def seed_of(conn: Conn, tournament_id: int, round_number: int, board: int) -> int:
    return int(await conn.value(
        "SELECT seed FROM tournament_games WHERE tournament_id = ? AND round = ? "
        "AND board = ?", tournament_id, round_number, board))


async def set_message(conn: Conn, tournament_id: int, message_id: int) -> None:
    await conn.run("UPDATE tournaments SET message_id = ? WHERE id = ?", message_id,
                   tournament_id)


async def start(conn: Conn, tournament_id: int, rounds: int) -> None:
    await conn.run("UPDATE tournaments SET status = 'running', rounds = ? WHERE id = ?",
                   rounds, tournament_id)


async def set_round(conn: Conn, tournament_id: int, round_number: int,
                    ends_at: float | None) -> None:
    await conn.run("UPDATE tournaments SET round = ?, round_ends_at = ? WHERE id = ?",
                   round_number, ends_at, tournament_id)


async def close(conn: Conn, tournament_id: int, status: TournamentStatus, now: float) -> None:
    await conn.run("UPDATE tournaments SET status = ?, finished_at = ?, round_ends_at = NULL "
                   "WHERE id = ?", status.value, now, tournament_id)


async def add_entrant(conn: Conn, tournament_id: int, entrant: Entrant) -> None:
    seat = entrant.seat
    await conn.run(
        "INSERT INTO tournament_entrants (tournament_id, number, user_id, level, name, rating) "
        "VALUES (?, ?, ?, ?, ?, ?)", tournament_id, entrant.number, seat.user_id, seat.level,
        seat.name, entrant.rating)


async def drop_entrant(conn: Conn, tournament_id: int, number: int) -> None:
    await conn.run("DELETE FROM tournament_entrants WHERE tournament_id = ? AND number = ?",
                   tournament_id, number)


async def remove_entrant(conn: Conn, tournament_id: int, number: int) -> None:
    await conn.run("UPDATE tournament_entrants SET removed = 1 "
                   "WHERE tournament_id = ? AND number = ?", tournament_id, number)


async def set_ratings(conn: Conn, tournament_id: int, ratings: dict[int, float]) -> None:
    await conn.run_many(
        "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND number = ?",
        [(rating, tournament_id, number) for number, rating in ratings.items()])


async def add_games(conn: Conn, tournament_id: int, games: Iterable[tuple[Game, int]]) -> None:
    """A round's games, each with the seed its match is dealt from."""
    await conn.run_many(
        "INSERT INTO tournament_games (tournament_id, round, board, first, second, seed, "
        "first_seat, winner, end_how) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(tournament_id, g.round, g.board, g.first, g.second, seed, g.first_seat, g.winner,
          None if g.end is None else g.end.value) for g, seed in games])


async def set_match(conn: Conn, tournament_id: int, game: Game, match_id: int) -> None:
    await conn.run("UPDATE tournament_games SET match_id = ? WHERE tournament_id = ? "
                   "AND round = ? AND board = ?", match_id, tournament_id, game.round,
                   game.board)


async def decide(conn: Conn, tournament_id: int, game: Game, winner: int | None,
                 points: tuple[int, int], end: GameEnd) -> bool:
    """Decide an undecided game; False when it was decided already."""
    return await conn.run(
        "UPDATE tournament_games SET winner = ?, points_first = ?, points_second = ?, "
        "end_how = ? WHERE tournament_id = ? AND round = ? AND board = ? "
        "AND end_how IS NULL", winner, points[0], points[1], end.value, tournament_id,
        game.round, game.board) == 1


async def add_act(conn: Conn, tournament_id: int, act: TournamentAct) -> None:
    await conn.run(
        "INSERT INTO tournament_acts (tournament_id, kind, by_name, at, name, reason) "
        "VALUES (?, ?, ?, ?, ?, ?)", tournament_id, act.kind.value, act.by, act.at, act.name,
        act.reason)


async def _whole(conn: Conn, row: Row) -> Tournament:
    entrants = tuple(
        Entrant(r.number, Seat.computer(r.level) if r.level is not None
                else Seat(r.user_id, None, r.name), r.rating, bool(r.removed))
        for r in await conn.rows(
            "SELECT number, user_id, level, name, rating, removed FROM tournament_entrants "
            "WHERE tournament_id = ? ORDER BY number", row.id))
    games = tuple(
        Game(r.round, r.board, r.first, r.second, r.winner, (r.points_first, r.points_second),
             None if r.end_how is None else GameEnd(r.end_how), r.match_id, r.first_seat)
        for r in await conn.rows(
            "SELECT round, board, first, second, winner, points_first, points_second, "
            "end_how, match_id, first_seat FROM tournament_games WHERE tournament_id = ? "
            "ORDER BY round, board", row.id))
    acts = tuple(
        TournamentAct(ActKind(r.kind), r.by_name, r.at, r.name, r.reason)
        for r in await conn.rows(
            "SELECT kind, by_name, at, name, reason FROM tournament_acts "
            "WHERE tournament_id = ? ORDER BY id", row.id))
    return Tournament(
        id=row.id, guild_id=row.guild_id, channel_id=row.channel_id, name=row.name,
        format=TournamentFormat(row.format), creator_id=row.creator_id,
        rules=Rules.from_dict(json.loads(row.rules)), rounds=row.rounds,
        duplicate=bool(row.duplicate), round_hours=row.round_hours,
        status=TournamentStatus(row.status), created_at=row.created_at, round=row.round,
        message_id=row.message_id, entrants=entrants, games=games, acts=acts,
        round_ends_at=row.round_ends_at, asked_rounds=row.asked_rounds)
