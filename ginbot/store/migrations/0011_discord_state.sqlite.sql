-- 0011 on SQLite (0011_discord_state.postgresql.sql is the same step on PostgreSQL).
-- A hand screen's click token names the message it was clicked on: a DM's token may
-- redraw the hand DM only while that message is the hand's post (NULL: an ephemeral
-- /hand screen, whose token always edits its own screen).
ALTER TABLE hand_tokens ADD COLUMN message_id INTEGER;
