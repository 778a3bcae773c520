# 誰讀哪種語言：/gin prefs language 和 /gin settings language 的回覆，
# 以及 Discord 自身檢查的拒絕。$language 是該語言自己的名稱。

language-player-set = ginbot 今後用{ $language }回覆你。
language-player-cleared = ginbot 今後用你的 Discord 應用程式的語言回覆你。
language-server-set = 本伺服器的語言現在是{ $language }，用於還沒有選擇語言的玩家。
language-server-cleared = 本伺服器的語言現在跟隨它在 Discord 上的設定。

check-manage-server = 只有能管理本伺服器的成員才能更改它的設定。
check-server-only = 這個指令只能在伺服器頻道中使用，不能在私訊中使用。
check-not-here = 你不能在這裡使用這個指令。
