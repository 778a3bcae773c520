-- 0013 on PostgreSQL (0013_hints.sqlite.sql is the same step on SQLite).
-- Hints (issue 40): how many times the expert's suggested move was shown in a match
-- against the computer. A match with any earns no ranking points; its summary says so.
ALTER TABLE matches ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
