# 谁读哪种语言：/gin prefs language 和 /gin settings language 的回复，
# 以及 Discord 自身检查的拒绝。$language 是该语言自己的名称。

language-player-set = ginbot 今后用{ $language }回复你。
language-player-cleared = ginbot 今后用你的 Discord 应用的语言回复你。
language-server-set = 本服务器的语言现在是{ $language }，用于还没有选择语言的玩家。
language-server-cleared = 本服务器的语言现在跟随它在 Discord 上的设置。

check-manage-server = 只有能管理本服务器的成员才能更改它的设置。
check-server-only = 这个命令只能在服务器频道中使用，不能在私信中使用。
check-not-here = 你不能在这里使用这个命令。
