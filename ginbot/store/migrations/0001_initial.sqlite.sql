-- 0001: players, guild settings, challenges, matches with their deals, actions
-- and hand results, ladders. Times are Unix seconds (REAL). Never edit this file
-- once released: add 0002_*.sql instead.

CREATE TABLE players (
    user_id      INTEGER PRIMARY KEY,
    display_name TEXT    NOT NULL,
    dm_closed    INTEGER NOT NULL DEFAULT 0 CHECK (dm_closed IN (0, 1)),
    sort         TEXT    NOT NULL DEFAULT 'melds' CHECK (sort IN ('melds', 'suit', 'rank')),
    four_colour  INTEGER NOT NULL DEFAULT 0 CHECK (four_colour IN (0, 1)),
    updated_at   REAL    NOT NULL
);

CREATE TABLE guild_settings (
    guild_id         INTEGER PRIMARY KEY,
    turn_timeout     INTEGER NOT NULL CHECK (turn_timeout >= 0),
    idle_action      TEXT    NOT NULL CHECK (idle_action IN ('forfeit', 'autoplay')),
    next_hand_delay  REAL    NOT NULL CHECK (next_hand_delay >= 0),
    challenge_expiry INTEGER NOT NULL CHECK (challenge_expiry > 0)
);

CREATE TABLE matches (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    thread_id     INTEGER,
    player0_id    INTEGER REFERENCES players (user_id),
    player0_level TEXT,
    player1_id    INTEGER REFERENCES players (user_id),
    player1_level TEXT,
    rules         TEXT    NOT NULL,
    seed          INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
    created_at    REAL    NOT NULL,
    updated_at    REAL    NOT NULL,
    finished_at   REAL,
    winner        INTEGER CHECK (winner IN (0, 1)),
    score0        INTEGER,
    score1        INTEGER,
    end_reason    TEXT    CHECK (end_reason IN ('target', 'resign', 'forfeit')),
    CHECK ((player0_id IS NULL) <> (player0_level IS NULL)),
    CHECK ((player1_id IS NULL) <> (player1_level IS NULL)),
    CHECK ((status = 'finished') = (winner IS NOT NULL AND finished_at IS NOT NULL
                                    AND end_reason IS NOT NULL))
);
CREATE INDEX matches_active ON matches (status) WHERE status = 'active';
CREATE INDEX matches_guild ON matches (guild_id, finished_at);

-- One row a deal: a hand exists once it is dealt (its seed is secret until the end).
CREATE TABLE match_hands (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    hand_index INTEGER NOT NULL CHECK (hand_index >= 0),
    seed       TEXT    NOT NULL,  -- unsigned 64-bit, as decimal text
    dealt_at   REAL    NOT NULL,
    PRIMARY KEY (match_id, hand_index)
) WITHOUT ROWID;

CREATE TABLE match_actions (
    match_id   INTEGER NOT NULL,
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    hand_index INTEGER NOT NULL,
    seat       INTEGER NOT NULL CHECK (seat IN (0, 1)),
    action     TEXT    NOT NULL,
    source     TEXT    NOT NULL CHECK (source IN ('player', 'computer', 'timer')),
    at         REAL    NOT NULL,
    PRIMARY KEY (match_id, seq),
    FOREIGN KEY (match_id, hand_index) REFERENCES match_hands (match_id, hand_index)
) WITHOUT ROWID;

CREATE TABLE hand_results (
    match_id          INTEGER NOT NULL,
    hand_index        INTEGER NOT NULL,
    outcome           TEXT    NOT NULL
                      CHECK (outcome IN ('knock', 'gin', 'undercut', 'big_gin', 'dead')),
    knocker           INTEGER CHECK (knocker IN (0, 1)),
    winner            INTEGER CHECK (winner IN (0, 1)),
    points            INTEGER NOT NULL,
    knocker_deadwood  INTEGER,
    defender_deadwood INTEGER,
    score0            INTEGER NOT NULL,  -- match totals after this hand
    score1            INTEGER NOT NULL,
    at                REAL    NOT NULL,
    PRIMARY KEY (match_id, hand_index),
    FOREIGN KEY (match_id, hand_index) REFERENCES match_hands (match_id, hand_index)
) WITHOUT ROWID;

CREATE TRIGGER match_actions_append_only_update BEFORE UPDATE ON match_actions
BEGIN SELECT RAISE(ABORT, 'match actions are append-only'); END;
CREATE TRIGGER match_actions_append_only_delete BEFORE DELETE ON match_actions
BEGIN SELECT RAISE(ABORT, 'match actions are append-only'); END;
CREATE TRIGGER match_hands_append_only_update BEFORE UPDATE ON match_hands
BEGIN SELECT RAISE(ABORT, 'match deals are append-only'); END;
CREATE TRIGGER hand_results_append_only_update BEFORE UPDATE ON hand_results
BEGIN SELECT RAISE(ABORT, 'hand results are append-only'); END;

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL REFERENCES players (user_id),
    opponent_id   INTEGER NOT NULL REFERENCES players (user_id),
    rules         TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'cancelled')),
    created_at    REAL    NOT NULL,
    expires_at    REAL    NOT NULL,
    closed_at     REAL,
    match_id      INTEGER REFERENCES matches (id),
    CHECK (challenger_id <> opponent_id)
);
CREATE INDEX challenges_open ON challenges (status) WHERE status = 'open';

-- Ladder ratings between people (openskill Plackett-Luce), one row a guild and player.
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES players (user_id),
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

-- Ranking points for beating the computer: one row a won match.
CREATE TABLE ranking_points (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id),
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL REFERENCES players (user_id),
    level    TEXT    NOT NULL,
    points   INTEGER NOT NULL CHECK (points >= 0),
    at       REAL    NOT NULL
);
CREATE INDEX ranking_points_guild ON ranking_points (guild_id, user_id);
