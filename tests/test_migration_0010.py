"""0010 on both databases, from the oldest schema each has (SQLite's 9 after 1-8, and
PostgreSQL's baseline 9) with rows written as schema 9 kept them: who is in which match
becomes the partial unique index's column, open challenges their pair, hand results
columns instead of JSON, the timers due rows; the match then plays on through the
service from where it stood."""

from __future__ import annotations

import json

import pytest

from ginbot.engine import Match, Rules
from ginbot.model import Seat, User
from ginbot.service import ChallengeOpen
from ginbot.store import Database, IntegrityError, bundled_migrations, matches
from tests.db_support import Location, query
from tests.service_support import quick_service, running

ANN, BOB, CAT, DAN = User(1, "Ann"), User(2, "Bob"), User(3, "Cat"), User(4, "Dan")
GUILD, CHANNEL = 5, 6


def schema_9(dialect: str) -> list:
    found = bundled_migrations(dialect)
    return [m for m in found if m.version <= 9]


async def old_rows(location: Location) -> tuple[Match, int]:
    """Schema 9 with a match in play (four moves, Bob's turn clock), a finished match
    with a hand result, and an open challenge from Cat to Dan with its expiry."""
    dialect = "postgresql" if isinstance(location, str) else "sqlite"
    db = await Database.open(location, migrations=schema_9(dialect))
    await db.close()
    match = Match(Rules(), seed=7)
    rules = json.dumps(Rules().to_dict())
    for user in (ANN, BOB, CAT, DAN):
        query(location, "INSERT INTO players (user_id, display_name, updated_at) "
              "VALUES (?, ?, 1.0)", user.id, user.name)
    for match_id, status in ((1, "active"), (2, "finished")):
        finished = status == "finished"
        query(location, "INSERT INTO matches (id, guild_id, channel_id, rules, seed, status, "
              "created_at, updated_at, finished_at, winner, end_reason) "
              "VALUES (?, ?, ?, ?, 7, ?, 1.0, 2.0, ?, ?, ?)", match_id, GUILD, CHANNEL, rules,
              status, 3.0 if finished else None, 0 if finished else None,
              "resign" if finished else None)
        query(location, "INSERT INTO match_hands VALUES (?, 0, ?, 1.0)", match_id,
              str(match.hand_seeds[0]))
    query(location, "INSERT INTO match_seats (match_id, seat, user_id) VALUES (1, 0, 1)")
    query(location, "INSERT INTO match_seats (match_id, seat, user_id) VALUES (1, 1, 2)")
    query(location, "INSERT INTO match_seats (match_id, seat, user_id) VALUES (2, 0, 1)")
    query(location, "INSERT INTO match_seats (match_id, seat, level) VALUES (2, 1, 'easy')")
    for seq in range(4):
        seat, action = match.hand.to_move, match.legal_actions()[0]
        match.apply(action)
        query(location, "INSERT INTO match_actions VALUES (1, ?, 0, ?, ?, 'player', 2.0)",
              seq, seat, str(action))
    query(location, "INSERT INTO hand_results (match_id, hand_index, board, players, outcome, "
          "knocker, winner, points, knocker_deadwood, defender_deadwood, scores, at) "
          "VALUES (2, 0, 0, '[0, 1]', 'knock', 0, 0, 25, 3, 28, '[25, 0]', 3.0)")
    query(location, "INSERT INTO match_timers VALUES (1, 'turn', ?, 500.0)", match.hand.to_move)
    query(location, "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, rules, "
          "created_at, expires_at) VALUES (1, ?, ?, 3, ?, 1.0, 301.0)", GUILD, CHANNEL, rules)
    query(location, "INSERT INTO challenge_seats VALUES (1, 0, 3, NULL, 1.0)")
    query(location, "INSERT INTO challenge_seats VALUES (1, 1, 4, NULL, NULL)")
    if dialect == "postgresql":  # the ids were given: the identities go on after them
        for table in ("matches", "challenges"):
            query(location, f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), 10)")
    return match, match.hand.to_move


async def test_0010_carries_every_row_and_the_match_plays_on(database) -> None:
    match, to_move = await old_rows(database)
    db = await Database.open(database)  # every migration after 9
    try:
        assert await db.schema_version() == bundled_migrations(db.dialect)[-1].version
        async with db.reading() as conn:
            stored = await matches.load_match(conn, 1)
        assert stored is not None and stored.record() == match.record()
        with pytest.raises(IntegrityError):  # Ann plays match 1 in this server already
            async with db.transaction() as conn:
                await matches.insert_match(
                    conn, guild_id=GUILD, channel_id=CHANNEL, thread_id=None,
                    seats=(Seat.person(ANN), Seat.computer("easy")), rules=Rules(), seed=8,
                    first_seeds=[match.hand_seeds[0]], now=4.0)
    finally:
        await db.close()
    assert query(database, "SELECT id, version FROM matches ORDER BY id") == [(1, 0), (2, 0)]
    assert query(database, "SELECT match_id, seat, guild_id, active FROM match_seats "
                 "ORDER BY match_id, seat") == [(1, 0, GUILD, 1), (1, 1, GUILD, 1),
                                                (2, 0, GUILD, 0), (2, 1, GUILD, 0)]
    assert query(database, "SELECT seat, guild_id, pair, open FROM challenge_seats "
                 "ORDER BY seat") == [(0, GUILD, None, 0), (1, GUILD, "3:4", 1)]
    assert query(database, "SELECT seat_a, seat_b, score0, score1, score2, points "
                 "FROM hand_results") == [(0, 1, 25, 0, None, 25)]
    assert query(database, "SELECT kind, match_id, challenge_id, seat, due_at FROM due "
                 "ORDER BY kind") == [("expire", None, 1, None, 301.0),
                                      ("turn", 1, None, to_move, 500.0)]

    async with running(quick_service(database)) as service:
        assert (await service.active_match(GUILD, ANN.id)).id == 1
        with pytest.raises(ChallengeOpen):  # the pair's open challenge is the index's
            await service.challenge(GUILD, CHANNEL, DAN, CAT)
        table = await service.player_view(1, (ANN, BOB)[to_move].id)
        legal = table.hand.legal
        played = await service.act(1, (ANN, BOB)[to_move].id, legal[0])
        assert played.seq == 4
