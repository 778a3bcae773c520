-- 0016 on PostgreSQL (0016_seasons.sqlite.sql is the same step on SQLite).
-- Seasons (issue 40): a server's season length and what a new season does with the
-- ratings; each season of a server (the one under way has no end yet) and the archived
-- ladder of each ended one. A season's end is a due row of kind 'season' for its guild
-- (token: the season's number).
ALTER TABLE guild_settings ADD COLUMN season_days INTEGER NOT NULL DEFAULT 0
    CHECK (season_days BETWEEN 0 AND 366);
ALTER TABLE guild_settings ADD COLUMN season_ratings TEXT NOT NULL DEFAULT 'carry'
    CHECK (season_ratings IN ('carry', 'reset'));

CREATE TABLE seasons (
    guild_id   BIGINT  NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    started_at DOUBLE PRECISION NOT NULL,
    ended_at   DOUBLE PRECISION,
    ratings    TEXT CHECK (ratings IN ('carry', 'reset')),  -- what the next season did
    channel_id BIGINT,  -- where its end was announced
    PRIMARY KEY (guild_id, number)
);
CREATE UNIQUE INDEX seasons_one_open ON seasons (guild_id) WHERE ended_at IS NULL;

CREATE TABLE season_ladder (
    guild_id BIGINT  NOT NULL,
    season   INTEGER NOT NULL,
    rank     INTEGER NOT NULL,
    user_id  BIGINT  NOT NULL,
    name     TEXT    NOT NULL,
    rating   DOUBLE PRECISION,
    mu       DOUBLE PRECISION,
    sigma    DOUBLE PRECISION,
    games    INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    losses   INTEGER NOT NULL,
    points   INTEGER NOT NULL,
    moved    INTEGER,
    PRIMARY KEY (guild_id, season, rank),
    FOREIGN KEY (guild_id, season) REFERENCES seasons (guild_id, number)
);

ALTER TABLE due DROP CONSTRAINT due_kind_check;
ALTER TABLE due ADD CONSTRAINT due_kind_check
    CHECK (kind IN ('deal', 'remind', 'turn', 'computer', 'expire', 'deadline', 'season'));
ALTER TABLE due ADD COLUMN guild_id BIGINT;
CREATE UNIQUE INDEX due_one_season ON due (guild_id) WHERE kind = 'season';
