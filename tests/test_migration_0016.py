"""0016 on both databases: the due rows already armed stay as they were (on SQLite the
table is made again for the new kind 'season' and its guild column), a guild's settings
keep their values with seasons off, and a guild has one season's end armed at most."""

from __future__ import annotations

import pytest

from ginbot.store import Database, IntegrityError, bundled_migrations
from tests.db_support import Location, query


async def test_timers_and_settings_stay_and_one_season_end_a_guild(database: Location):
    dialect = "postgresql" if isinstance(database, str) else "sqlite"
    found = bundled_migrations(dialect)
    db = await Database.open(database, migrations=[m for m in found if m.version <= 15])
    await db.close()
    query(database, "INSERT INTO guild_settings (guild_id, turn_timeout, idle_action, "
          "next_hand_delay, challenge_expiry) VALUES (5, 60, 'autoplay', 3.0, 120)")
    query(database, "INSERT INTO due (kind, due_at, token, claimed_by, claimed_until) "
          "VALUES ('deal', 10.0, 3, 'gone', 12.0)")
    db = await Database.open(database)
    try:
        assert await db.schema_version() == found[-1].version >= 16
        assert query(database, "SELECT kind, due_at, token, claimed_by, guild_id FROM due") == [
            ("deal", 10.0, 3, "gone", None)]
        assert query(database, "SELECT turn_timeout, season_days, season_ratings "
                     "FROM guild_settings") == [(60, 0, "carry")]
        async with db.transaction() as conn:
            await conn.run("INSERT INTO due (kind, due_at, guild_id, token) "
                           "VALUES ('season', 20.0, 5, 1)")
        with pytest.raises(IntegrityError):
            async with db.transaction() as conn:
                await conn.run("INSERT INTO due (kind, due_at, guild_id, token) "
                               "VALUES ('season', 30.0, 5, 2)")
        with pytest.raises(IntegrityError):
            async with db.transaction() as conn:
                await conn.run("INSERT INTO due (kind, due_at) VALUES ('someday', 1.0)")
    finally:
        await db.close()
