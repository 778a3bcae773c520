-- 0016 on SQLite (0016_seasons.postgresql.sql is the same step on PostgreSQL).
-- Seasons (issue 40): a server's season length and what a new season does with the
-- ratings; each season of a server (the one under way has no end yet) and the archived
-- ladder of each ended one. A season's end is a due row of kind 'season' for its guild
-- (token: the season's number), so the due table is made again with the new kind and
-- a guild column.
ALTER TABLE guild_settings ADD COLUMN season_days INTEGER NOT NULL DEFAULT 0
    CHECK (season_days BETWEEN 0 AND 366);
ALTER TABLE guild_settings ADD COLUMN season_ratings TEXT NOT NULL DEFAULT 'carry'
    CHECK (season_ratings IN ('carry', 'reset'));

CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    started_at REAL    NOT NULL,
    ended_at   REAL,
    ratings    TEXT CHECK (ratings IN ('carry', 'reset')),  -- what the next season did
    channel_id INTEGER,  -- where its end was announced
    PRIMARY KEY (guild_id, number)
);
CREATE UNIQUE INDEX seasons_one_open ON seasons (guild_id) WHERE ended_at IS NULL;

CREATE TABLE season_ladder (
    guild_id INTEGER NOT NULL,
    season   INTEGER NOT NULL,
    rank     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    rating   REAL,
    mu       REAL,
    sigma    REAL,
    games    INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    losses   INTEGER NOT NULL,
    points   INTEGER NOT NULL,
    moved    INTEGER,
    PRIMARY KEY (guild_id, season, rank),
    FOREIGN KEY (guild_id, season) REFERENCES seasons (guild_id, number)
);

CREATE TABLE due_with_seasons (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL
                  CHECK (kind IN ('deal', 'remind', 'turn', 'computer', 'expire', 'deadline',
                                  'season')),
    match_id      INTEGER REFERENCES matches (id),
    challenge_id  INTEGER REFERENCES challenges (id),
    seat          INTEGER CHECK (seat BETWEEN 0 AND 3),
    due_at        REAL    NOT NULL,
    token         INTEGER NOT NULL DEFAULT 0,
    claimed_by    TEXT,
    claimed_until REAL,
    tournament_id INTEGER REFERENCES tournaments (id),
    guild_id      INTEGER  -- a season's end
);
INSERT INTO due_with_seasons (id, kind, match_id, challenge_id, seat, due_at, token,
                              claimed_by, claimed_until, tournament_id)
    SELECT id, kind, match_id, challenge_id, seat, due_at, token, claimed_by, claimed_until,
           tournament_id FROM due;
DROP TABLE due;
ALTER TABLE due_with_seasons RENAME TO due;
CREATE INDEX due_at ON due (due_at);
CREATE INDEX due_match ON due (match_id) WHERE match_id IS NOT NULL;
CREATE UNIQUE INDEX due_one_season ON due (guild_id) WHERE kind = 'season';
