"""The SQLite store: migrations, pragmas, append-only records, round trips."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from ginbot.engine import Match, Rules, replay
from ginbot.model import (
    ActionSource,
    ChallengeStatus,
    EndReason,
    GuildSettings,
    Locale,
    PlayerSettings,
    Seat,
    User,
)
from ginbot.store import (
    Database,
    IntegrityError,
    Migration,
    StoredAction,
    UnusableDatabase,
    bundled_migrations,
    challenges,
    due,
    guilds,
    matches,
    players,
    presence,
)

ANN, BOB = User(1, "Ann"), User(2, "Bob")


@pytest.fixture
async def db(database):
    """An open database (SQLite, then PostgreSQL), closed even when the test fails."""
    opened = await Database.open(database)
    yield opened
    await opened.close()


async def test_migrations_apply_once_and_record_the_version(database):
    path = database
    latest = bundled_migrations()[-1].version
    db = await Database.open(path)
    assert await db.schema_version() == latest
    await db.close()
    # A second start applies nothing: re-running 0001 would fail on "table exists".
    db = await Database.open(path)
    assert await db.schema_version() == latest
    await db.close()


async def test_only_newer_migrations_run(tmp_path):
    path = tmp_path / "g.sqlite3"
    first = bundled_migrations()
    db = await Database.open(path, migrations=first)
    await db.close()
    extra = Migration(len(first) + 1, "extra",
                      "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);")
    db = await Database.open(path, migrations=[*first, extra])
    assert await db.schema_version() == extra.version
    await db.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM notes").fetchone()[0] == 0


async def test_a_failed_migration_leaves_the_old_schema(tmp_path):
    path = tmp_path / "g.sqlite3"
    first = bundled_migrations()
    broken = Migration(len(first) + 1, "broken",
                       "CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1);")
    with pytest.raises(UnusableDatabase, match="no such table: nowhere"):
        await Database.open(path, migrations=[*first, broken])
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(first)
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "half" not in names


async def test_a_newer_database_is_refused(tmp_path):
    path = tmp_path / "g.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    with pytest.raises(UnusableDatabase, match="schema version 99, newer than this ginbot"):
        await Database.open(path)


async def test_the_language_migration_keeps_the_rows_of_schema_3_unset(tmp_path):
    path = tmp_path / "g.sqlite3"
    three = [m for m in bundled_migrations() if m.version <= 3]
    db = await Database.open(path, migrations=three)
    async with db.transaction() as conn:
        await conn.run("INSERT INTO players (user_id, display_name, sort, updated_at) "
                           "VALUES (1, 'Ann', 'suit', 1.0)")
        await conn.run(
            "INSERT INTO guild_settings (guild_id, turn_timeout, idle_action, "
            "next_hand_delay, challenge_expiry) VALUES (7, 60, 'autoplay', 2.0, 600)")
    await db.close()
    db = await Database.open(path)
    try:
        assert await db.schema_version() == len(bundled_migrations())
        async with db.transaction() as conn:
            assert await players.load_settings(conn, ANN.id) == PlayerSettings(sort="suit")
            assert await guilds.load_all(conn) == {
                7: GuildSettings(60, "autoplay", 2.0, 600, language=None)}
            await players.save_settings(
                conn, ANN, PlayerSettings(sort="suit", language="zh-TW"), 2.0)
            await guilds.save(conn, 7, GuildSettings(60, "autoplay", 2.0, 600, Locale.MS))
        async with db.reading() as conn:
            settings = await players.load_settings(conn, ANN.id)
            assert settings.language is Locale.ZH_TW and settings.sort == "suit"
            assert (await guilds.load_all(conn))[7].language is Locale.MS
            with pytest.raises(IntegrityError, match="CHECK"):
                await conn.run("UPDATE players SET language = 'fr'")
    finally:
        await db.close()


async def test_a_players_client_locale_is_kept_and_unset_on_the_rows_of_schema_4(tmp_path):
    path = tmp_path / "g.sqlite3"
    four = [m for m in bundled_migrations() if m.version <= 4]
    db = await Database.open(path, migrations=four)
    async with db.transaction() as conn:
        await conn.run("INSERT INTO players (user_id, display_name, language, updated_at) "
                           "VALUES (1, 'Ann', 'ms', 1.0)")
    await db.close()
    db = await Database.open(path)
    try:
        async with db.transaction() as conn:
            assert await players.load_settings(conn, ANN.id) == PlayerSettings(language="ms")
            await players.save_settings(
                conn, ANN, PlayerSettings(language="ms", client_locale="zh-TW"), 2.0)
    finally:
        await db.close()
    db = await Database.open(path)
    try:
        async with db.reading() as conn:
            assert await players.load_settings(conn, ANN.id) == PlayerSettings(
                language=Locale.MS, client_locale="zh-TW")
    finally:
        await db.close()


@pytest.mark.parametrize(("where", "problem"), [
    ("a_file/g.sqlite3", "a_file is a file, not a folder"),
    ("a_file/deeper/g.sqlite3", "a_file is a file, not a folder"),
    ("no_folder/g.sqlite3", "the folder no_folder does not exist"),
    ("a_folder", "it is a folder, not a file"),
])
async def test_a_path_that_cannot_hold_the_file_is_refused_by_name(
    tmp_path, monkeypatch, where, problem
):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a_file").write_text("notes\n")
    (tmp_path / "a_folder").mkdir()
    with pytest.raises(UnusableDatabase) as refused:
        await Database.open(where)
    assert str(refused.value) == f"cannot open {where} as a ginbot database: {problem}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a_file", "a_folder"]


async def test_a_file_that_is_not_sqlite_is_refused_and_left_as_it_was(tmp_path):
    path = tmp_path / "random.bin"
    noise = random.Random(19).randbytes(8192)
    path.write_bytes(noise)
    with pytest.raises(UnusableDatabase, match=r"random\.bin as a ginbot database: "
                                                "file is not a database"):
        await Database.open(path)
    assert path.read_bytes() == noise
    assert [p.name for p in tmp_path.iterdir()] == ["random.bin"]


async def test_pragmas_wal_foreign_keys_normal_sync(tmp_path):
    db = await Database.open(tmp_path / "g.sqlite3")
    async with db.reading() as conn:
        mode = (await conn.rows("PRAGMA journal_mode"))[0][0]
        fk = (await conn.rows("PRAGMA foreign_keys"))[0][0]
        sync = (await conn.rows("PRAGMA synchronous"))[0][0]
    await db.close()
    assert (mode, fk, sync) == ("wal", 1, 1)  # 1 is NORMAL


async def test_full_sync_on_request(tmp_path):
    db = await Database.open(tmp_path / "full.sqlite3", synchronous="FULL")
    try:
        async with db.reading() as conn:
            sync = (await conn.rows("PRAGMA synchronous"))[0][0]
    finally:
        await db.close()
    assert sync == 2
    with pytest.raises(ValueError, match="NORMAL or FULL"):
        await Database.open(tmp_path / "x.sqlite3", synchronous="OFF")


async def _new_match(db: Database) -> tuple[int, Match]:
    match = Match(Rules(), seed=7)
    async with db.transaction() as conn:
        await players.save_user(conn, ANN, 1.0)
        match_id = await matches.insert_match(
            conn, guild_id=5, channel_id=6, thread_id=None,
            seats=(Seat.person(ANN), Seat.computer("random")), rules=Rules(), seed=7,
            first_seeds=[match.hand_seeds[0]], now=1.0)
    return match_id, match


async def test_a_match_round_trips_and_replays(db):
    match_id, match = await _new_match(db)
    for seq in range(6):
        action = match.legal_actions()[0]
        seat = match.hand.to_move
        match.apply(action)
        async with db.transaction() as conn:
            await matches.append_action(conn, match_id, StoredAction(
                seq, 0, seat, str(action), ActionSource.PLAYER, 2.0 + seq))
    async with db.reading() as conn:
        stored = await matches.load_match(conn, match_id)
        active = await matches.load_active(conn)
    assert stored is not None and [m.info.id for m in active] == [match_id]
    assert stored.info.seats[1].is_computer and stored.info.seats[0].name == "Ann"
    assert stored.record() == match.record()


async def test_actions_are_append_only_and_checked(db):
    match_id, _ = await _new_match(db)
    async with db.transaction() as conn:
        await matches.append_action(conn, match_id, StoredAction(
            0, 0, 0, "pass", ActionSource.PLAYER, 2.0))
    with pytest.raises(IntegrityError):  # the same number twice
        async with db.transaction() as conn:
            await matches.append_action(conn, match_id, StoredAction(
                0, 0, 1, "pass", ActionSource.PLAYER, 3.0))
    with pytest.raises(IntegrityError):  # a hand that was never dealt
        async with db.transaction() as conn:
            await matches.append_action(conn, match_id, StoredAction(
                1, 3, 1, "pass", ActionSource.PLAYER, 3.0))
    for statement in ("UPDATE match_actions SET action = 'big gin'", "DELETE FROM match_actions"):
        with pytest.raises(IntegrityError, match="append-only"):
            async with db.transaction() as conn:
                await conn.run(statement)
    assert await db.integrity_check() == "ok"


async def test_a_failed_transaction_writes_nothing(db):
    match_id, _ = await _new_match(db)
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await matches.append_action(conn, match_id, StoredAction(
                0, 0, 0, "pass", ActionSource.PLAYER, 2.0))
            raise RuntimeError("the engine changed its mind")
    async with db.reading() as conn:
        rows = await conn.rows("SELECT COUNT(*) FROM match_actions")
    assert next(iter(rows))[0] == 0


async def test_a_match_finishes_once(db):
    match_id, _ = await _new_match(db)
    async with db.transaction() as conn:
        await matches.finish_match(conn, match_id, winner=0, scores=(100, 3),
                                   reason=EndReason.TARGET, now=9.0)
    with pytest.raises(RuntimeError, match="cannot finish twice"):
        async with db.transaction() as conn:
            await matches.finish_match(conn, match_id, winner=1, scores=(0, 0),
                                       reason=EndReason.RESIGN, now=10.0)
    async with db.reading() as conn:
        info = await matches.load_info(conn, match_id)
    assert info is not None and info.finished and info.winner == 0 and info.scores == (100, 3)


async def test_names_update_and_settings_keep(db):
    async with db.transaction() as conn:
        await players.save_settings(conn, ANN, PlayerSettings(dm_closed=True, sort="rank"), 1.0)
        await players.save_user(conn, User(1, "Annie"), 2.0)
        await players.save_user(conn, BOB, 2.0)
        challenge_id = await challenges.insert(
            conn, 5, 6, (Seat.person(User(1, "Annie")), Seat.person(BOB)), Rules(), 3.0, 303.0)
    async with db.reading() as conn:
        settings = await players.load_settings(conn, 1)
        challenge = await challenges.load(conn, challenge_id)
    async with db.transaction() as conn:
        assert await challenges.close(conn, challenge_id, ChallengeStatus.DECLINED, 4.0)
        assert not await challenges.close(conn, challenge_id, ChallengeStatus.ACCEPTED, 5.0)
    assert settings == PlayerSettings(dm_closed=True, sort="rank")
    assert challenge is not None and challenge.challenger.name == "Annie"


DATA = Path(__file__).parent / "data"
TABLES = ("players", "matches", "match_hands", "match_actions", "hand_results", "posts")


async def test_the_seats_migration_carries_every_match_of_schema_5_across(tmp_path):
    """The database the schema-5 store wrote (tests/data/make_schema5.py): six matches,
    active and finished, against people and the computer, with threads, posts, actions
    and hand results. After 0006 each loads as that code loaded it and replays the same."""
    path = tmp_path / "g.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.executescript((DATA / "schema5_matches.sql").read_text(encoding="utf-8"))
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 5
        old_next = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'matches'"
                                ).fetchone()[0]
    expected = json.loads((DATA / "schema5_matches.json").read_text(encoding="utf-8"))
    db = await Database.open(path)
    try:
        assert await db.schema_version() == len(bundled_migrations()) >= 6
        async with db.reading() as conn:
            counts = {t: next(iter(await conn.rows(f"SELECT COUNT(*) FROM {t}")))[0]
                      for t in TABLES}
            seat_rows = next(iter(await conn.rows(
                "SELECT COUNT(*) FROM match_seats")))[0]
            columns = {row[1] for row in await conn.rows(
                "PRAGMA table_info(matches)")}
            loaded = {}
            for match_id in expected["matches"]:
                loaded[match_id] = (await matches.load_info(conn, int(match_id)),
                                    await matches.load_match(conn, int(match_id)))
            active = [m.info.id for m in await matches.load_active(conn)]
            recent = {str(user): [i.id for i in await matches.recent(conn, 5, user, 10)]
                      for user in (1, 2, 3)}
            assert [r[0] for r in await conn.rows("PRAGMA foreign_key_check")] == []
            assert next(iter(await conn.rows("PRAGMA foreign_keys")))[0] == 1
    finally:
        await db.close()
    assert counts == expected["counts"] and counts["match_actions"] > 1000
    assert seat_rows == 2 * counts["matches"]
    assert not {c for c in columns if c.startswith(("player", "score"))}
    assert sorted(int(i) for i, m in expected["matches"].items()
                  if m["status"] == "active") == active == [1, 3]
    assert recent == expected["recent"]
    statuses = set()
    for match_id, want in expected["matches"].items():
        info, stored = loaded[match_id]
        assert info is not None and stored is not None and stored.info == info
        assert [[s.user_id, s.level, s.name] for s in info.seats] == want["seats"]
        assert (info.guild_id, info.channel_id, info.thread_id) == (
            want["guild_id"], want["channel_id"], want["thread_id"])
        assert info.rules == Rules.from_dict(want["rules"])
        assert (info.status.value, info.created_at, info.finished_at) == (
            want["status"], want["created_at"], want["finished_at"])
        assert (info.winner, info.margin) == (want["winner"], want["margin"])
        assert info.scores == (tuple(want["scores"]) if want["scores"] is not None else None)
        assert (info.end_reason and info.end_reason.value) == want["end_reason"]
        record = stored.record()
        assert (record.seed, [str(s) for s in record.hand_seeds]) == (
            want["seed"], want["hand_seeds"])
        assert [list(hand) for hand in record.hands] == want["hands"]
        replay(record)  # the record is still a match the engine rebuilds
        statuses.add((info.status.value, info.against_computer, info.thread_id is not None))
    assert len(statuses) >= 4  # the data does hold the kinds of match it claims to
    # A new match takes the next id, as it would have before.
    db = await Database.open(path)
    try:
        async with db.transaction() as conn:
            new_id = await matches.insert_match(  # in another server: Ann plays in 5
                conn, guild_id=99, channel_id=6, thread_id=None,
                seats=(Seat.person(ANN), Seat.computer("random")), rules=Rules(), seed=1,
                first_seeds=[2], now=1000.0)
    finally:
        await db.close()
    assert new_id == old_next + 1


async def test_a_migration_that_breaks_a_foreign_key_is_refused(tmp_path):
    path = tmp_path / "g.sqlite3"
    first = bundled_migrations()
    broken = Migration(len(first) + 1, "orphan",
                       "INSERT INTO match_seats (match_id, seat, level) VALUES (41, 0, 'random');")
    with pytest.raises(UnusableDatabase, match="leaves rows of match_seats whose matches"):
        await Database.open(path, migrations=[*first, broken])
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(first)
        assert conn.execute("SELECT COUNT(*) FROM match_seats").fetchone()[0] == 0


CY = User(3, "Cy")


async def test_a_table_of_three_round_trips(db):
    seats = (Seat.person(ANN), Seat.computer("expert"), Seat.person(CY))
    match = Match(Rules(), seed=9)
    async with db.transaction() as conn:
        for user in (ANN, BOB, CY):
            await players.save_user(conn, user, 1.0)
        three = await matches.insert_match(
            conn, guild_id=5, channel_id=6, thread_id=77, seats=seats, rules=Rules(), seed=9,
            first_seeds=[match.hand_seeds[0]], now=1.0)
        await matches.append_action(conn, three, StoredAction(
            0, 0, 2, "pass", ActionSource.PLAYER, 3.0))
    async with db.reading() as conn:
        info = await matches.load_info(conn, three)
        stored = await matches.load_match(conn, three)
    assert info is not None and stored is not None and stored.info == info
    assert info.seats == seats and info.name(2) == "Cy" and info.seat_of(CY.id) == 2
    assert info.user_ids == (ANN.id, CY.id) and info.against_computer
    assert [a.seat for a in stored.actions] == [2] and stored.hand_seeds == (match.hand_seeds[0],)
    with pytest.raises(ValueError, match="has 3 seats: it cannot finish with scores"):
        async with db.transaction() as conn:
            await matches.finish_match(conn, three, winner=0, scores=(1, 2),
                                       reason=EndReason.TARGET, now=4.0)
    async with db.transaction() as conn:
        await matches.finish_match(conn, three, winner=2, scores=(40, 12, 104),
                                   reason=EndReason.TARGET, now=5.0, margin=88)
        two = await matches.insert_match(  # Cy may play again once the three have finished
            conn, guild_id=5, channel_id=6, thread_id=None,
            seats=(Seat.person(BOB), Seat.person(CY)), rules=Rules(), seed=10,
            first_seeds=[11], now=5.5)
        await matches.finish_match(conn, two, winner=0, scores=(100, 0),
                                   reason=EndReason.RESIGN, now=6.0)
    async with db.reading() as conn:
        info = await matches.load_info(conn, three)
        recent = {user.id: [m.id for m in await matches.recent(conn, 5, user.id, 10)]
                  for user in (ANN, BOB, CY)}
        everyone = await matches.recent(conn, 5, None, 10)
        active = await matches.load_active(conn)
    assert info is not None and info.finished and info.winner == 2
    assert info.scores == (40, 12, 104) and info.margin == 88 and info.seats == seats
    assert recent == {ANN.id: [three], BOB.id: [two], CY.id: [two, three]}
    assert [m.id for m in everyone] == [two, three] and everyone[1] == info
    assert active == []


async def test_a_dead_processes_claims_are_free_at_once_and_a_live_ones_kept(database):
    """A claim names its process; on PostgreSQL a process that is gone (its connection
    closed, as by SIGKILL) has no presence lock, so its claims go at once, whatever their
    lease; a live one's stay. On SQLite the file lock says one process: a claim found at
    start is an earlier run's."""
    first, second = await Database.open(database), None
    try:
        match_id, _ = await _new_match(first)
        owner = presence.new_owner(101)
        await first.be_present(owner)
        async with first.transaction() as conn:
            await due.arm(conn, [due.Due("deal", 5.0, match_id=match_id)])
            [claimed] = await due.claim(conn, 10.0, owner, lease=3600.0)
        if first.dialect == "sqlite":
            await first.close()
            first = await Database.open(database)
            async with first.transaction() as conn:
                await due.release_all(conn)
                assert [d.id for d in await due.claim(conn, 11.0, "202:7", 15.0)] == [
                    claimed.id]
            return
        second = await Database.open(database)
        await second.be_present(me := presence.new_owner(202))
        async with second.transaction() as conn:
            assert await presence.release_dead(conn, me) == 0  # the first lives
            assert await due.claim(conn, 11.0, me, 15.0) == []
        await first.close()
        async with second.transaction() as conn:
            assert await presence.release_dead(conn, me) == 1
            assert [d.id for d in await due.claim(conn, 11.0, me, 15.0)] == [claimed.id]
    finally:
        await first.close()
        if second is not None:
            await second.close()
