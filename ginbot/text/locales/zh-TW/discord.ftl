# 機器人在 Discord 上關於一盤比賽發出的內容：討論串、牌桌、手牌畫面、挑戰、提醒和總結，
# 以及按鈕的拒絕說明。$players 是雙方的名字（「小明對小美」）；$score 是累計得分；
# $thread、$channel 和 $player 是 Discord 的提及（<#1>、<@2>），原樣保留。

match-thread-name = 金拉米 · { $players }
match-intro = **{ $players }** · { $rules }

# -- 玩家的手牌（私訊，或在討論串中只有本人看得到）--
hand-header = **{ $match }** · 第 { $hand } 局 · { $score }
hand-can-gin = **你可以 Gin 了！**
button-draw-stock = 從牌堆摸牌
button-take = 拿取
button-take-upcard = 拿取 { $card }
button-pass = 不要
button-knock = 敲牌
button-gin = Gin
button-sort = 排序
discard-placeholder = 棄一張牌…
discard-placeholder-draw-first = 棄牌（摸牌之後）
discard-leaves = 剩下散牌 { $deadwood } 點
knock-placeholder = 敲牌：選擇要打出的牌
knock-big-gin = 大 Gin：亮出全部 11 張牌
knock-option-gin = 打出 { $card } · Gin
knock-option = 打出 { $card } · 以 { $deadwood } 點敲牌
knock-which = 敲牌：你要打出哪張牌？

# -- 討論串中的牌桌 --
table-header = **{ $match }**（{ $rules }）
table-turn-ends = 本回合截止：<t:{ $deadline }:R>。
button-show-hand = 查看我的手牌
table-moved = Discord 已不允許我更新上面的牌桌，牌桌改在下面的新訊息中繼續。

# -- 一盤結束 --
summary-wins = 🏆 **{ $name } 以 { $won }-{ $lost } 贏得本盤**
summary-wins-margin = 🏆 **{ $name } 以 { $margin } 分之差贏得本盤**（{ $won }-{ $lost }）
summary-rating = { $name }：等級分 { $before } → { $after }
summary-points = { $name } 獲得 { $points } 排名積分。
summary-replay = 逐局回放：`/gin replay match:{ $match }`
summary-dm = { $result } · { $thread }
button-rematch = 再來一盤
button-resign = 認輸

# -- 已結束的一盤，逐局回放 --
replay-head = **第 { $match } 盤回放，{ $players }** · 第 { $hand } 局，共 { $hands } 局
replay-next = （下一局：`/gin replay match:{ $match } hand:{ $next }`）
replay-score = 本局後的得分：{ $score }
replay-result = **結果：{ $result }**

# -- 挑戰 --
challenge-text = { $opponent }，**{ $challenger }** 向你發起金拉米挑戰（{ $rules }）。回覆期限：<t:{ $expires }:R>。
challenge-rules-heading = 本盤規則：
challenge-accepted = ✅ { $opponent } 接受了 { $challenger } 的挑戰：**{ $players }** 開始了，請到它的討論串。
challenge-withdrawn = { $challenger } 撤回了挑戰。
challenge-declined = { $challenger }，{ $opponent } 拒絕了你的挑戰。
challenge-expired = ⌛ { $challenger } 向 { $opponent } 發起的挑戰已過期。
# Tables of three and four: everyone asked answers on the one message.
challenge-three-text = { $invited }：**{ $challenger }** 向你們發起三人金拉米挑戰，**{ $players }**（{ $rules }）。回覆期限：<t:{ $expires }:R>。
challenge-teams-text = { $invited }：**{ $challenger }** 向你們發起組隊金拉米挑戰，**{ $players }**（{ $rules }）。回覆期限：<t:{ $expires }:R>。
challenge-answers = 回覆：{ $answers }
challenge-answer-yes = ✅ { $name }
challenge-answer-waiting = ⏳ { $name }
challenge-table-accepted = ✅ 大家都接受了 { $challenger } 的挑戰：**{ $players }** 開始了，請到它的討論串。
challenge-table-declined = { $challenger }，{ $by } 拒絕了你的挑戰：**{ $players }** 對所有人都取消了。
challenge-table-expired = ⌛ { $challenger } 的挑戰（**{ $players }**）已過期：{ $waiting } 沒有回覆。
button-accept = 接受
button-decline = 拒絕
rematch-on = 再來一盤：{ $players }，在新的討論串裡。
rematch-sent = 已在 { $channel } 向 { $name } 發出再來一盤的挑戰。

# -- 回合、計時、關閉的私訊 --
reminder-dm = ⏰ 輪到你了（{ $thread }）：還剩 { $left }。
reminder-thread = ⏰ { $player }，輪到你了：還剩 { $left }。
your-turn-thread = { $player }，輪到你了。在這裡用 `/hand` 或 **{ button-show-hand }** 按鈕查看你的手牌。
private-hand-spent = { $player }，我在這裡給你看的手牌已無法再更新（Discord 只允許 15 分鐘內更新）：請按 **{ button-show-hand }** 查看最新的手牌。
dms-closed = { $player }，我無法傳私訊給你（你的私訊已關閉），所以你的手牌留在這裡，只有你看得到：請用 `/hand` 或 **{ button-show-hand }** 按鈕。
duration-minutes = { $minutes } 分鐘
duration-seconds = { $seconds } 秒

# -- 呼叫者的比賽在哪裡，以及按鈕的拒絕說明 --
where-no-match = 你沒有進行中的比賽。請在伺服器裡用 `/gin challenge` 或 `/gin bot` 開始一盤。
where-several-servers = 你在多個伺服器都有比賽：請到該盤的討論串裡出牌（{ $threads }）。
where-elsewhere = 你的比賽（{ $players }）在 { $thread }：請在那裡或在與我的私訊中出牌。
where-not-playing = 你沒有參加這盤比賽（{ $players }）。
where-no-match-here = 你在這裡沒有進行中的比賽。用 `/gin challenge` 或 `/gin bot` 開始一盤。
control-knock-not-now = 現在不能敲牌：要先摸牌，而且散牌點數不超過敲牌上限才能敲牌。
control-hand-players-only = 只有玩家看得到自己的手牌；你可以在這裡觀看牌桌。
control-rematch-players-only = 只有這盤的玩家才能要求再來一盤。
control-pick-a-card = 請從選單中選一張牌。
sorry = 我這邊出了問題；比賽沒有受到影響。請再試一次。
