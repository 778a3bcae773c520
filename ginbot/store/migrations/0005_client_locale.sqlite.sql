-- 0005: the language of a player's Discord client as last seen (issue 21), a Discord
-- locale such as 'zh-TW' or 'en-US'; NULL until they interact. A DM the bot pushes
-- (their hand, a reminder) has no interaction to read it from, so it is kept.
ALTER TABLE players ADD COLUMN client_locale TEXT CHECK (length(client_locale) <= 16);
