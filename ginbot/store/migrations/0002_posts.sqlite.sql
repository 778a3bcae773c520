-- Messages a front end posted for a match (the table in the thread, each
-- player's hand message), so that it edits them in place after a restart;
-- and small facts a front end keeps about itself (the synced commands' hash).
CREATE TABLE posts (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    key        TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (match_id, key)
);

CREATE TABLE front_end_state (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at REAL NOT NULL
);
