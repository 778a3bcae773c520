-- 0008: challenges for tables of two to four (issue 22). Who is asked to sit where
-- moves from opponent_id to one row a seat in challenge_seats (seat 0 is the
-- challenger), with when each person accepted; a computer seat is accepted from the
-- start. challenges is rebuilt without opponent_id (SQLite cannot drop a column a
-- CHECK names), under the same name and ids.

CREATE TABLE challenge_seats (
    challenge_id INTEGER NOT NULL REFERENCES challenges (id),
    seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id      INTEGER REFERENCES players (user_id),
    level        TEXT,
    accepted_at  REAL,
    CHECK ((user_id IS NULL) <> (level IS NULL)),
    PRIMARY KEY (challenge_id, seat)
) WITHOUT ROWID;
CREATE INDEX challenge_seats_user ON challenge_seats (user_id) WHERE user_id IS NOT NULL;

INSERT INTO challenge_seats (challenge_id, seat, user_id, accepted_at)
SELECT id, 0, challenger_id, created_at FROM challenges
UNION ALL
SELECT id, 1, opponent_id, CASE WHEN status = 'accepted' THEN closed_at END FROM challenges;

CREATE TABLE challenges_seated (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL REFERENCES players (user_id),
    rules         TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'cancelled')),
    created_at    REAL    NOT NULL,
    expires_at    REAL    NOT NULL,
    closed_at     REAL,
    match_id      INTEGER REFERENCES matches (id)
);
INSERT INTO challenges_seated (id, guild_id, channel_id, challenger_id, rules, status,
                               created_at, expires_at, closed_at, match_id)
SELECT id, guild_id, channel_id, challenger_id, rules, status,
       created_at, expires_at, closed_at, match_id FROM challenges;
DELETE FROM sqlite_sequence WHERE name = 'challenges_seated';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'challenges_seated', seq FROM sqlite_sequence WHERE name = 'challenges';

DROP TABLE challenges;
ALTER TABLE challenges_seated RENAME TO challenges;
CREATE INDEX challenges_open ON challenges (status) WHERE status = 'open';
