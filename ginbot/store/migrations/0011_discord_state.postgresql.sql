-- 0011 on PostgreSQL (0011_discord_state.sqlite.sql is the same step on SQLite).
-- A hand screen's click token names the message it was clicked on: a DM's token may
-- redraw the hand DM only while that message is the hand's post (NULL: an ephemeral
-- /hand screen, whose token always edits its own screen).
ALTER TABLE hand_tokens ADD COLUMN message_id BIGINT;
