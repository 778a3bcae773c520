-- 0004: the language a player reads and a server's language (issue 21): a ginbot
-- locale code ('en', 'zh-CN', 'zh-TW', 'ms'); NULL when not set, so the player
-- reads their Discord client's language and the server its preferred locale.
ALTER TABLE players ADD COLUMN language TEXT
    CHECK (language IN ('en', 'zh-CN', 'zh-TW', 'ms'));
ALTER TABLE guild_settings ADD COLUMN language TEXT
    CHECK (language IN ('en', 'zh-CN', 'zh-TW', 'ms'));
