-- 0007: hand results and ranking points for tables of two to four (issue 22).
-- hand_results is rebuilt: a team round plays two boards at once, so a result is one
-- (hand, board) row (board 0 everywhere else); players names the two table seats of
-- the board (at three seats the dealer sits out); knocker and winner are table seats;
-- the running totals are by side, a JSON array in scores, instead of score0, score1.
-- Every existing row is a two-player match's: its board is 0, its players [0, 1], and
-- its knocker and winner already table seats. ranking_points is rebuilt too: a team of
-- two people beating the computer earns each of them points, for each computer seat
-- beaten, so a row is one (match, person, computer seat); the existing rows name the
-- match's computer seat. The migration runs with foreign keys off and checks them all
-- before it commits.

CREATE TABLE hand_results_seated (
    match_id          INTEGER NOT NULL,
    hand_index        INTEGER NOT NULL,  -- the hand (a team table: the round)
    board             INTEGER NOT NULL DEFAULT 0 CHECK (board IN (0, 1)),
    players           TEXT    NOT NULL
                      CHECK (json_valid(players) AND json_array_length(players) = 2),
    outcome           TEXT    NOT NULL
                      CHECK (outcome IN ('knock', 'gin', 'undercut', 'big_gin', 'dead')),
    knocker           INTEGER CHECK (knocker BETWEEN 0 AND 3),
    winner            INTEGER CHECK (winner BETWEEN 0 AND 3),
    points            INTEGER NOT NULL,
    knocker_deadwood  INTEGER,
    defender_deadwood INTEGER,
    scores            TEXT    NOT NULL  -- each side's total as it stood after this hand
                      CHECK (json_valid(scores) AND json_array_length(scores) BETWEEN 2 AND 3),
    at                REAL    NOT NULL,
    PRIMARY KEY (match_id, hand_index, board),
    FOREIGN KEY (match_id, hand_index) REFERENCES match_hands (match_id, hand_index)
) WITHOUT ROWID;
INSERT INTO hand_results_seated (match_id, hand_index, board, players, outcome, knocker,
                                 winner, points, knocker_deadwood, defender_deadwood,
                                 scores, at)
SELECT match_id, hand_index, 0, '[0,1]', outcome, knocker, winner, points,
       knocker_deadwood, defender_deadwood, json_array(score0, score1), at
FROM hand_results;
DROP TABLE hand_results;  -- its trigger goes with it
ALTER TABLE hand_results_seated RENAME TO hand_results;
CREATE TRIGGER hand_results_append_only_update BEFORE UPDATE ON hand_results
BEGIN SELECT RAISE(ABORT, 'hand results are append-only'); END;

CREATE TABLE ranking_points_seated (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL REFERENCES players (user_id),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),  -- the computer seat beaten
    level    TEXT    NOT NULL,
    points   INTEGER NOT NULL CHECK (points >= 0),
    at       REAL    NOT NULL,
    PRIMARY KEY (match_id, user_id, seat)
) WITHOUT ROWID;
INSERT INTO ranking_points_seated (match_id, guild_id, user_id, seat, level, points, at)
SELECT rp.match_id, rp.guild_id, rp.user_id,
       COALESCE((SELECT s.seat FROM match_seats s
                 WHERE s.match_id = rp.match_id AND s.level IS NOT NULL
                 ORDER BY s.seat LIMIT 1),
                (SELECT s.seat FROM match_seats s
                 WHERE s.match_id = rp.match_id AND s.user_id IS NOT rp.user_id
                 ORDER BY s.seat LIMIT 1)),
       rp.level, rp.points, rp.at
FROM ranking_points rp;
DROP TABLE ranking_points;
ALTER TABLE ranking_points_seated RENAME TO ranking_points;
CREATE INDEX ranking_points_guild ON ranking_points (guild_id, user_id);
