-- 0015 on PostgreSQL (0015_hand_stats.sqlite.sql is the same step on SQLite).
-- Statistics as data (issue 40): per hand and per seat of its board what a profile
-- needs. The statistics subscriber writes a match's rows from its hand results and
-- actions (ginbot.store.statistics.record, the same INSERT as below); here they are
-- back-filled for every hand result stored before.
CREATE TABLE hand_stats (
    match_id       BIGINT NOT NULL,
    hand_index     INTEGER NOT NULL,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    guild_id       BIGINT NOT NULL,
    user_id        BIGINT,  -- NULL: a computer
    result         TEXT    NOT NULL CHECK (result IN ('won', 'lost', 'dead')),
    points         INTEGER NOT NULL,  -- what the hand scored for this seat (0 unless won)
    knocked        INTEGER NOT NULL CHECK (knocked IN (0, 1)),
    gin            INTEGER NOT NULL CHECK (gin IN (0, 1)),  -- knocked with no deadwood
    undercut_given INTEGER NOT NULL CHECK (undercut_given IN (0, 1)),
    undercut_taken INTEGER NOT NULL CHECK (undercut_taken IN (0, 1)),
    knock_deadwood INTEGER,           -- this seat's deadwood when it knocked
    turns          INTEGER NOT NULL,  -- this seat's draws in the hand
    at             DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, hand_index, seat)
);
CREATE INDEX hand_stats_user ON hand_stats (guild_id, user_id) WHERE user_id IS NOT NULL;
INSERT INTO hand_stats (match_id, hand_index, seat, guild_id, user_id, result, points,
                        knocked, gin, undercut_given, undercut_taken, knock_deadwood, turns, at)
SELECT h.match_id, h.hand_index, s.seat, m.guild_id, s.user_id,
       CASE WHEN h.winner IS NULL THEN 'dead' WHEN h.winner = s.seat THEN 'won'
            ELSE 'lost' END,
       CASE WHEN h.winner = s.seat THEN h.points ELSE 0 END,
       CASE WHEN h.knocker = s.seat THEN 1 ELSE 0 END,
       CASE WHEN h.knocker = s.seat AND h.outcome IN ('gin', 'big_gin') THEN 1 ELSE 0 END,
       CASE WHEN h.winner = s.seat AND h.outcome = 'undercut' THEN 1 ELSE 0 END,
       CASE WHEN h.knocker = s.seat AND h.outcome = 'undercut' THEN 1 ELSE 0 END,
       CASE WHEN h.knocker = s.seat THEN h.knocker_deadwood END,
       (SELECT COUNT(*) FROM match_actions a WHERE a.match_id = h.match_id
          AND a.hand_index = h.hand_index AND a.seat = s.seat AND a.action LIKE 'draw %'),
       h.at
FROM hand_results h JOIN matches m ON m.id = h.match_id
JOIN match_seats s ON s.match_id = h.match_id AND s.seat IN (h.seat_a, h.seat_b)
WHERE 1 = 1
ON CONFLICT (match_id, hand_index, seat) DO NOTHING;
