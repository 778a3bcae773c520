-- 0010 on SQLite (0010_truth.postgresql.sql is the same step on PostgreSQL).
-- The database is the truth (issue 37): what coordinates matches lives here, not in a
-- process's memory.
--
-- * matches.version: bumped by every change to a match; a change reads it (locking the
--   row on PostgreSQL) and a stale one is refused.
-- * match_seats.guild_id and .active, with a partial unique index: a person plays one
--   match at a time in a server, whatever process starts it.
-- * challenge_seats.guild_id, .pair and .open, likewise: one open challenge between two
--   people in a server ("pair" is the two ids, lower first, on each invited seat).
-- * hand_results keeps its board's two seats and the totals by side as columns.
-- * due: every timer (a turn's reminder and time-out, the next deal, a computer's move,
--   a challenge's expiry) as a row with its due time, claimed and applied once.
-- * outbox: what each change announces, written in its own transaction; each
--   subscriber's progress through each stream in outbox_progress.
-- * The Discord side's state another process needs: the version of the table a post
--   draws, DM channels, the latest click token of each hand screen.
-- * rating_history: every rating change with the match that made it.

ALTER TABLE matches ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

ALTER TABLE match_seats ADD COLUMN guild_id INTEGER;
ALTER TABLE match_seats ADD COLUMN active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1));
UPDATE match_seats SET guild_id = (SELECT m.guild_id FROM matches m WHERE m.id = match_seats.match_id);
UPDATE match_seats SET active = 1
WHERE user_id IS NOT NULL
  AND match_id IN (SELECT id FROM matches WHERE status = 'active');
CREATE UNIQUE INDEX match_seats_one_match ON match_seats (guild_id, user_id)
WHERE active = 1 AND user_id IS NOT NULL;

ALTER TABLE challenge_seats ADD COLUMN guild_id INTEGER;
ALTER TABLE challenge_seats ADD COLUMN pair TEXT;
ALTER TABLE challenge_seats ADD COLUMN open INTEGER NOT NULL DEFAULT 0 CHECK (open IN (0, 1));
UPDATE challenge_seats SET guild_id = (SELECT c.guild_id FROM challenges c
                                       WHERE c.id = challenge_seats.challenge_id);
UPDATE challenge_seats SET pair = (
    SELECT CASE WHEN c.challenger_id < challenge_seats.user_id
                THEN c.challenger_id || ':' || challenge_seats.user_id
                ELSE challenge_seats.user_id || ':' || c.challenger_id END
    FROM challenges c WHERE c.id = challenge_seats.challenge_id)
WHERE seat > 0 AND user_id IS NOT NULL;
-- Two open challenges between the same two people could be written before: the newest
-- is the one the index keeps track of.
UPDATE challenge_seats SET open = 1
WHERE pair IS NOT NULL
  AND challenge_id IN (SELECT id FROM challenges WHERE status = 'open')
  AND NOT EXISTS (SELECT 1 FROM challenge_seats later
                  JOIN challenges c ON c.id = later.challenge_id AND c.status = 'open'
                  WHERE later.guild_id = challenge_seats.guild_id
                    AND later.pair = challenge_seats.pair
                    AND later.challenge_id > challenge_seats.challenge_id);
CREATE UNIQUE INDEX challenge_seats_one_open ON challenge_seats (guild_id, pair)
WHERE open = 1 AND pair IS NOT NULL;

ALTER TABLE posts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

CREATE TABLE dm_channels (
    user_id    INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
);

CREATE TABLE hand_tokens (
    match_id   INTEGER  NOT NULL REFERENCES matches (id),
    user_id    INTEGER  NOT NULL,
    ephemeral  INTEGER NOT NULL CHECK (ephemeral IN (0, 1)),
    application_id INTEGER NOT NULL,
    token      TEXT    NOT NULL,
    at         DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, user_id, ephemeral)
);

CREATE TABLE hand_results_by_column (
    match_id          INTEGER NOT NULL,
    hand_index        INTEGER NOT NULL,
    board             INTEGER NOT NULL DEFAULT 0 CHECK (board IN (0, 1)),
    seat_a            INTEGER NOT NULL CHECK (seat_a BETWEEN 0 AND 3),
    seat_b            INTEGER NOT NULL CHECK (seat_b BETWEEN 0 AND 3),
    outcome           TEXT    NOT NULL
                      CHECK (outcome IN ('knock', 'gin', 'undercut', 'big_gin', 'dead')),
    knocker           INTEGER CHECK (knocker BETWEEN 0 AND 3),
    winner            INTEGER CHECK (winner BETWEEN 0 AND 3),
    points            INTEGER NOT NULL,
    knocker_deadwood  INTEGER,
    defender_deadwood INTEGER,
    score0            INTEGER NOT NULL,  -- each side's total as it stood after this hand
    score1            INTEGER NOT NULL,
    score2            INTEGER,           -- a third side: three-handed gin
    at                REAL    NOT NULL,
    PRIMARY KEY (match_id, hand_index, board),
    FOREIGN KEY (match_id, hand_index) REFERENCES match_hands (match_id, hand_index)
) WITHOUT ROWID;
INSERT INTO hand_results_by_column
SELECT match_id, hand_index, board, json_extract(players, '$[0]'),
       json_extract(players, '$[1]'), outcome, knocker, winner, points, knocker_deadwood,
       defender_deadwood, json_extract(scores, '$[0]'), json_extract(scores, '$[1]'),
       json_extract(scores, '$[2]'), at
FROM hand_results;
DROP TABLE hand_results;
ALTER TABLE hand_results_by_column RENAME TO hand_results;
CREATE TRIGGER hand_results_append_only_update BEFORE UPDATE ON hand_results
BEGIN SELECT RAISE(ABORT, 'hand results are append-only'); END;

CREATE TABLE due (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT    NOT NULL
                 CHECK (kind IN ('deal', 'remind', 'turn', 'computer', 'expire', 'deadline')),
    match_id     INTEGER REFERENCES matches (id),
    challenge_id INTEGER REFERENCES challenges (id),
    seat         INTEGER CHECK (seat BETWEEN 0 AND 3),
    due_at       REAL    NOT NULL,
    token        INTEGER NOT NULL DEFAULT 0,  -- what the timer belongs to: a turn's number
    claimed_by   TEXT,
    claimed_until REAL
);
CREATE INDEX due_at ON due (due_at);
CREATE INDEX due_match ON due (match_id) WHERE match_id IS NOT NULL;

CREATE TABLE outbox (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    stream  TEXT    NOT NULL,  -- 'match:12', 'challenge:5'
    version INTEGER NOT NULL,  -- the match's version the change made (0: a challenge's)
    kind    TEXT    NOT NULL,
    payload TEXT    NOT NULL,  -- JSON
    at      REAL    NOT NULL
);
CREATE INDEX outbox_stream ON outbox (stream, id);

CREATE TABLE outbox_progress (
    subscriber    TEXT    NOT NULL,
    stream        TEXT    NOT NULL,
    last_id       INTEGER NOT NULL DEFAULT 0,
    claimed_by    TEXT,
    claimed_until REAL,
    PRIMARY KEY (subscriber, stream)
);

CREATE TABLE rating_history (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL REFERENCES players (user_id),
    match_id INTEGER NOT NULL REFERENCES matches (id),
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    before   REAL,   -- the shown rating (mu - 3 sigma) before; NULL: the first rated match
    after    REAL    NOT NULL,
    at       REAL    NOT NULL
);
CREATE INDEX rating_history_user ON rating_history (guild_id, user_id, id);
CREATE UNIQUE INDEX rating_history_once ON rating_history (match_id, user_id);

-- The scheduler's armed timers become due rows (a turn's reminder is not kept: a match
-- in play when ginbot upgrades loses the reminder of the turn under way).
INSERT INTO due (kind, match_id, seat, due_at)
SELECT kind, match_id, CASE WHEN seat < 0 THEN NULL ELSE seat END, due_at FROM match_timers;
INSERT INTO due (kind, challenge_id, due_at)
SELECT 'expire', id, expires_at FROM challenges WHERE status = 'open';
DROP TABLE match_timers;
