-- 0006: tables of two to four (issue 22). Who sits where moves from the columns
-- player0_* and player1_* of matches to one row a seat in match_seats, with the
-- seat's final score (score0, score1 before); every match, finished or not, keeps
-- its seats. SQLite cannot drop columns that a CHECK or a foreign key names, so
-- matches is rebuilt under the same name and ids (the migration runs with foreign
-- keys off and checks them all before it commits). winner is any seat now, and so
-- is the seat of an action (match_actions is rebuilt too, keeping its triggers).

CREATE TABLE match_seats (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id  INTEGER REFERENCES players (user_id),
    level    TEXT,
    score    INTEGER,  -- the final total, once the match is finished
    CHECK ((user_id IS NULL) <> (level IS NULL)),
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_seats_user ON match_seats (user_id) WHERE user_id IS NOT NULL;

INSERT INTO match_seats (match_id, seat, user_id, level, score)
SELECT id, 0, player0_id, player0_level, score0 FROM matches
UNION ALL
SELECT id, 1, player1_id, player1_level, score1 FROM matches;

CREATE TABLE matches_seated (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    thread_id     INTEGER,
    rules         TEXT    NOT NULL,
    seed          INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
    created_at    REAL    NOT NULL,
    updated_at    REAL    NOT NULL,
    finished_at   REAL,
    winner        INTEGER CHECK (winner BETWEEN 0 AND 3),
    end_reason    TEXT    CHECK (end_reason IN ('target', 'resign', 'forfeit')),
    margin        INTEGER,
    CHECK ((status = 'finished') = (winner IS NOT NULL AND finished_at IS NOT NULL
                                    AND end_reason IS NOT NULL))
);
INSERT INTO matches_seated (id, guild_id, channel_id, thread_id, rules, seed, status,
                            created_at, updated_at, finished_at, winner, end_reason, margin)
SELECT id, guild_id, channel_id, thread_id, rules, seed, status,
       created_at, updated_at, finished_at, winner, end_reason, margin FROM matches;
-- The next id stays what it was.
DELETE FROM sqlite_sequence WHERE name = 'matches_seated';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'matches_seated', seq FROM sqlite_sequence WHERE name = 'matches';

DROP TABLE matches;
ALTER TABLE matches_seated RENAME TO matches;
CREATE INDEX matches_active ON matches (status) WHERE status = 'active';
CREATE INDEX matches_guild ON matches (guild_id, finished_at);

CREATE TABLE match_actions_seated (
    match_id   INTEGER NOT NULL,
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    hand_index INTEGER NOT NULL,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    action     TEXT    NOT NULL,
    source     TEXT    NOT NULL CHECK (source IN ('player', 'computer', 'timer')),
    at         REAL    NOT NULL,
    PRIMARY KEY (match_id, seq),
    FOREIGN KEY (match_id, hand_index) REFERENCES match_hands (match_id, hand_index)
) WITHOUT ROWID;
INSERT INTO match_actions_seated (match_id, seq, hand_index, seat, action, source, at)
SELECT match_id, seq, hand_index, seat, action, source, at FROM match_actions;
DROP TABLE match_actions;  -- its triggers go with it: DROP TABLE fires none
ALTER TABLE match_actions_seated RENAME TO match_actions;
CREATE TRIGGER match_actions_append_only_update BEFORE UPDATE ON match_actions
BEGIN SELECT RAISE(ABORT, 'match actions are append-only'); END;
CREATE TRIGGER match_actions_append_only_delete BEFORE DELETE ON match_actions
BEGIN SELECT RAISE(ABORT, 'match actions are append-only'); END;
