# Who reads which language: the replies of /gin prefs language and
# /gin settings language, and the refusals of Discord's own checks.
# $language is the language's own name: English, 简体中文, 繁體中文, Bahasa Melayu.

language-player-set = You now read ginbot in { $language }.
language-player-cleared = You now read ginbot in the language of your Discord app.
language-server-set = This server's language is now { $language }, for players who have not chosen one.
language-server-cleared = This server's language now follows its setting on Discord.

check-manage-server = Only members who can manage this server can change its settings.
check-server-only = This command works in a server channel, not in DMs.
check-not-here = You can't use this command here.
