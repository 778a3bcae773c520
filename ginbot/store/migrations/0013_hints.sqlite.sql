-- 0013 on SQLite (0013_hints.postgresql.sql is the same step on PostgreSQL).
-- Hints (issue 40): how many times the expert's suggested move was shown in a match
-- against the computer. A match with any earns no ranking points; its summary says so.
ALTER TABLE matches ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
