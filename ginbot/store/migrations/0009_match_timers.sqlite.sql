-- 0009: what the scheduler has armed for each match in play (issue 22): the next
-- deal (seat NULL), a turn timer per seat to move, a computer's coming move. The
-- scheduler rewrites a match's rows whenever it arms or cancels; a restart re-arms
-- from them.

CREATE TABLE match_timers (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    kind     TEXT    NOT NULL CHECK (kind IN ('deal', 'turn', 'computer')),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN -1 AND 3),  -- -1: the deal, no seat
    due_at   REAL    NOT NULL,
    PRIMARY KEY (match_id, kind, seat)
) WITHOUT ROWID;
