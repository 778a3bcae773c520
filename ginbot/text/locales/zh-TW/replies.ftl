# /gin 各指令和 /resign 的回覆，由下指令的人閱讀。

# /gin challenge 和 /gin bot
challenge-the-bot = 想和我玩，請用 `/gin bot`。
challenge-a-bot = { $name } 是機器人，不能參加對局。
challenge-level-without-computer = `level` 是你讓 ginbot 坐 `opponent2` 或 `partner` 時電腦的程度；這一桌沒有電腦座位。
challenge-yourself = 你不能挑戰自己。試試用 `/gin bot` 和電腦對戰。
challenge-from-a-channel = 請在文字頻道中發起挑戰：每一盤都有自己的討論串。
bot-from-a-channel = 請在文字頻道中開始一盤：每一盤都有自己的討論串。
# $players：「Ann vs ginbot (expert)」；$rules：這一盤規則的簡要說明。
bot-match-opens = **{ $players }**（{ $rules }）：牌桌在討論串中開啟；你的手牌會透過私訊傳給你。

# /gin help：整頁說明，每段一則訊息。
help-about = **金拉米**：把你的 10 張牌組成組合（同點：3 到 4 張點數相同的牌；同花順：3 張或以上同花色的連續牌），散牌點數在 10 點或以下時就可以敲牌。
help-start = **開始：**`/gin challenge opponent:@好友`，或用 `/gin bot level:專家` 和電腦對戰。
help-play = **出牌**：在這一盤的討論串裡，或在和我的私訊裡。你的手牌會透過私訊傳來，附有按鈕（從牌堆摸牌、拿取明牌、不要、棄牌、敲牌或 Gin）。也可以用指令：`/draw`、`/discard`、`/knock`、`/pass`、`/hand`、`/resign`。
help-more = **更多：**`/gin rules`（目前的規則；加上 `section:` 閱讀規則書）、`/gin ladder`（本伺服器的排行榜）、`/gin replay`（逐局回放已結束的一盤）、`/gin prefs`（牌的顏色、手牌排序、你的語言）、`/gin tournament create`（為伺服器開一場錦標賽：瑞士制、淘汰賽或循環賽）。
help-closed-dms = 如果你關閉了私訊，請在討論串裡用 `/hand`：你的牌只會顯示給你一個人看。

# /gin ladder
ladder-empty = 還沒有成績。來當第一個吧：`/gin challenge`。
ladder-title = **排行榜**（等級分來自玩家之間的對局；戰勝電腦可得排名積分）
# $rating：「27.4」；$wins 和 $losses：玩家之間對局的勝負盤數。
ladder-rating = 等級分 { $rating }（{ $wins } 勝 { $losses } 負）
ladder-points = { $points } 排名積分
ladder-title-month = **{ $month }排行榜**（本月玩家之間對局的勝盤數；戰勝電腦可得排名積分）
# 一個自然月；$year 原樣寫出（「2026」）。
ladder-month = { $year }年{ $month }月
# 與上一期相比升降的名次。
ladder-moved-up = 升 { $places } 位
ladder-moved-down = 降 { $places } 位

# /gin prefs
prefs-hand = 你的手牌：{ $sort ->
    [suit] 按花色排序
    [rank] 按點數排序
   *[melds] 按組合排序
}，{ $colours ->
    [four] 四色
   *[two] 雙色
}。

# /gin settings：$timer 是下面某則 settings-timer 訊息。
settings-table = 牌桌設定：{ $timer }；下一局在 { $delay } 秒後發牌；挑戰等待 { $expiry } 分鐘。
settings-timer-forfeit = 每回合 { $minutes } 分鐘，超時的玩家判負
settings-timer-autoplay = 每回合 { $minutes } 分鐘，超時後由電腦替該玩家出牌
settings-no-timer = 回合不計時

# /resign
resign-confirm = 確定要在 { $players } 這一盤中認輸嗎？對方將贏得這一盤。

# 三人桌：發牌者這一局輪空（一則沒有按鈕的私訊，也是輪空時出牌得到的回答）。$players：「Ann 對 Bob」。
sitting-out = 第 { $hand } 局由你發牌，你這一局輪空：由 { $players } 對局。請在 { $thread } 裡觀看牌桌。

# 三人桌一盤結束：「Ann 贏得本盤（Ann 31，Bob 12，Cat 4）」。
summary-wins-table = 🏆 **{ $name } 贏得本盤**（{ $score }）

# 團隊獲勝（兩個名字：「Ann & Cat 以 104-37 贏得本盤」）。
summary-team-wins = 🏆 **{ $name } 以 { $won }-{ $lost } 贏得本盤**
summary-team-wins-margin = 🏆 **{ $name } 以 { $margin } 分之差贏得本盤**（{ $won }-{ $lost }）
