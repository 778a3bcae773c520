-- 0012 on sqlite (0012_tournaments.postgresql.sql is the same step on the other database).
-- Server tournaments: the event, who entered, the games of each round (each a match once
-- it starts), what managers did. The round's deadline is a due row of kind 'deadline'
-- (token: the round; a negative token is the warning before it).
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    format       TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout', 'round_robin')),
    creator_id   INTEGER NOT NULL,
    rules        TEXT    NOT NULL,
    asked_rounds INTEGER,
    rounds       INTEGER NOT NULL DEFAULT 0,
    duplicate    INTEGER NOT NULL DEFAULT 0 CHECK (duplicate IN (0, 1)),
    round_hours  REAL NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'signup'
                 CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round        INTEGER NOT NULL DEFAULT 0,
    round_ends_at REAL,
    message_id   INTEGER,
    created_at   REAL NOT NULL,
    finished_at  REAL
);
CREATE INDEX tournaments_guild ON tournaments (guild_id, created_at);

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    number        INTEGER NOT NULL,
    user_id       INTEGER,
    level         TEXT,
    name          TEXT    NOT NULL,
    rating        REAL,
    removed       INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1)),
    PRIMARY KEY (tournament_id, number),
    CHECK ((user_id IS NULL) <> (level IS NULL))
);
CREATE UNIQUE INDEX tournament_entrants_once ON tournament_entrants (tournament_id, user_id)
    WHERE user_id IS NOT NULL;

CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    first         INTEGER NOT NULL,
    second        INTEGER,
    seed          INTEGER NOT NULL,
    first_seat    INTEGER NOT NULL DEFAULT 0 CHECK (first_seat IN (0, 1)),
    match_id      INTEGER UNIQUE REFERENCES matches (id),
    winner        INTEGER,
    points_first  INTEGER NOT NULL DEFAULT 0,
    points_second INTEGER NOT NULL DEFAULT 0,
    end_how       TEXT CHECK (end_how IN ('played', 'bye', 'forfeit')),
    PRIMARY KEY (tournament_id, round, board)
);

CREATE TABLE tournament_acts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('removed', 'recorded', 'cancelled')),
    by_name       TEXT    NOT NULL,
    at            REAL NOT NULL,
    name          TEXT,
    reason        TEXT    NOT NULL DEFAULT ''
);

ALTER TABLE due ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
ALTER TABLE guild_settings ADD COLUMN tournaments_by_managers INTEGER NOT NULL DEFAULT 0;

-- The tournaments subscriber starts at the outbox's end: no match before it was a game.
INSERT INTO outbox_progress (subscriber, stream, last_id)
    SELECT 'tournaments', stream, MAX(id) FROM outbox GROUP BY stream;
