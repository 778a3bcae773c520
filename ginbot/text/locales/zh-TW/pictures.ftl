# 牌圖（cards_img）上畫出的每個字，以及圖片的文字說明（替代文字，也會當作訊息內容送出；
# 整句用 news-sentence 收尾）。$name 是玩家的名字；$cards 和 $meld 是寫出來的牌（「7♥ 8♥ 9♥」）；
# $score 是比分列（「小明 37，陳美玲 12」）。

## 幾張圖共用
pic-hand-number = 第 { $hand } 局
pic-upcard = 明牌
pic-deadwood = 散牌 { $deadwood } 點
pic-none = 無
pic-list-between = {"；"}
# 文字說明中組合之間的分隔：「3♠ 3♦ 3♣，7♥ 8♥ 9♥」。
pic-meld-between = {"，"}
# 兩名隊友組成一隊：「小明與李華」。
# 一排牌下方單獨放在托盤上的牌的說明。
pic-tray-deadwood = 散牌
pic-tray-knock-card = 蓋下的牌

## 手牌圖（私訊裡）
pic-hand-deadwood-after-discard = 打出 { $card } 後散牌 { $deadwood } 點
pic-hand-badge-gin = 可以 Gin！
pic-hand-badge-knock = 可以敲牌
pic-hand-status-over = 本局結束
pic-hand-status-waiting = 輪到對手
pic-hand-status-offer = 輪到你了：拿取明牌或不要
pic-hand-status-draw = 輪到你了：摸牌
pic-hand-status-discard = 輪到你了：棄牌
# 從手牌中抬起的牌上的標籤：剛從牌堆摸到的，剛從棄牌堆拿取的。
pic-hand-tag-new = 新摸
pic-hand-tag-taken = 拿取
pic-hand-text-melds-first = 你的手牌（組合在前）：{ $cards }
pic-hand-text-by-suit = 你的手牌（按花色）：{ $cards }
pic-hand-text-by-rank = 你的手牌（按點數）：{ $cards }
pic-hand-text-melds = 組合：{ $melds }。散牌：{ $deadwood }。
pic-hand-text-gin = 你可以 Gin 了！
pic-hand-text-knock = 你可以敲牌。
pic-hand-text-drew = 剛摸到 { $card }。
pic-hand-text-taken = 從棄牌堆拿取了 { $card }：這一回合不能再把它打出。
pic-hand-text-upcard = 明牌：{ $card }。

## 牌桌圖（對局討論串）
pic-table-match-over = 第 { $hand } 局 · 本盤結束：{ $name } 獲勝
pic-table-game-to = 目標 { $target } 分
# 莊家名字旁的圓形標記：一個字母或漢字。
pic-table-dealer-chip = 莊
pic-table-points = 分
# 好萊塢計分中一場的得分，寫在玩家名牌上：「第1場 45」。
pic-table-game-score = 第{ $game }場 { $score }
pic-table-wins = { $name } 獲勝
pic-table-stock = 牌堆 { $count }
pic-table-pile-below = 下面還有 { $count } 張
pic-table-no-upcard = 沒有明牌
pic-table-last-actions = 最近動態
pic-table-nothing-yet = 尚無動態
pic-table-text-head = 第 { $hand } 局。{ $score }（目標 { $target } 分）。
pic-table-text-game = 第 { $game } 場：{ $first }-{ $second }
pic-table-text-hollywood = 好萊塢三場：{ $games }。
pic-table-text-upcard = 明牌 { $card }（棄牌堆由上往下：{ $cards }）。
pic-table-text-no-upcard = 沒有明牌。
pic-table-text-cards = 牌堆剩 { $stock } 張。{ $first } 手上 { $first_count } 張，{ $second } { $second_count } 張。莊家：{ $dealer }。
pic-table-text-last = 最近：{ $actions }。
pic-table-text-match-over = 本盤結束：{ $name } 獲勝。
# 三人桌和四人桌。$name 可以是一隊（「小明與李華」）。
pic-table-round = 第 { $round } 輪
pic-table-team-match-over = 第 { $round } 輪 · 本盤結束：{ $name } 獲勝
# 三人桌上這一局輪空的玩家，寫在名字下面。
pic-table-sits-out = 輪空 · 發牌
pic-table-board = 第 { $board } 桌
pic-table-board-over = 這一局結束
pic-table-text-round-head = 第 { $round } 輪。{ $score }（目標 { $target } 分）。
pic-table-text-sits-out = { $name } 這一局輪空（發牌）。
pic-table-text-board = 第 { $board } 桌：{ $first } 對 { $second }。
pic-table-text-board-cards = 牌堆剩 { $stock } 張。{ $first } 手上 { $first_count } 張，{ $second } { $second_count } 張。
pic-table-text-board-over = 第 { $board } 桌已結束：{ $result }。
pic-table-text-match-over-group = 本盤結束：{ $name } 獲勝。

## 攤牌圖
pic-showdown-badge-knock = 敲牌
pic-showdown-badge-gin = Gin
pic-showdown-badge-undercut = 反超
pic-showdown-badge-big-gin = 大 Gin
pic-showdown-badge-dead = 流局
pic-showdown-knocks = { $name } 敲牌
pic-showdown-goes-gin = { $name } Gin 了
pic-showdown-big-gin = { $name } 宣告大 Gin
pic-showdown-dead = 流局
# 帶局數的標題：「第 5 局 · 小明敲牌」。
pic-showdown-title = 第 { $hand } 局 · { $headline }
pic-showdown-laid-off = { $name } 補牌 { $cards }
pic-showdown-deadwood-after-layoffs = 補牌後散牌 { $deadwood } 點
pic-showdown-text-row = { $name }：組合 { $melds }；散牌 { $cards }（{ $deadwood } 點）。
pic-showdown-text-row-after-layoffs = { $name }：組合 { $melds }；散牌 { $cards }（補牌後 { $deadwood } 點）。
pic-showdown-text-face-down = { $name } 蓋下了 { $card }。
# 補上的一張牌：「7♥ 補在 4♥ 5♥ 6♥ 上」。
pic-showdown-text-layoff = { $card } 補在 { $meld } 上
pic-showdown-text-layoffs = { $name } 補牌：{ $layoffs }。
pic-showdown-text-score = 得分：{ $score }。
# 團隊的一輪：兩桌的牌在同一張圖裡，然後是這一輪的得分（規則第 10 節）。
pic-showdown-round-title = 第 { $round } 輪
pic-showdown-board = 第 { $board } 桌 · { $headline }
pic-showdown-text-board = 第 { $board } 桌：{ $first } 對 { $second }。
pic-round-both = { $name } 兩桌全勝：+{ $points }
pic-round-split = 各勝一桌：{ $name } 得差額 +{ $points }
pic-round-one = { $name } +{ $points }；另一桌流局
pic-round-even = 各勝一桌，得分相同：雙方都不得分
pic-round-dead = 兩桌都流局：雙方都不得分

## 整盤總結圖
pic-summary-over = 本盤結束：{ $name } 以 { $winner_score } 比 { $loser_score } 獲勝
pic-summary-over-margin = 本盤結束：{ $name } 以 { $margin } 分勝出（{ $winner_score } 比 { $loser_score }）
pic-summary-so-far = 目前比分：{ $score }
pic-summary-over-group = 本盤結束，{ $name } 獲勝：{ $score }
pic-summary-rounds = 共 { $count } 輪
pic-summary-legend-round-won = 贏一輪
pic-summary-column-rounds-won = 勝輪
pic-summary-hands = 共 { $count } 局
# 好萊塢計分中一場的圖表：「第 2 場：64 比 31」，以及誰贏了或誰領先。
pic-summary-game = 第 { $game } 場：{ $leader_score } 比 { $other_score }
pic-summary-game-won = { $name } 勝出
pic-summary-game-leads = { $name } 領先
pic-summary-target = 目標 { $target }
# 圖例：每種標記的意思。
pic-summary-legend-hand-won = 贏一局
pic-summary-legend-gin = Gin
pic-summary-legend-undercut = 反超
pic-summary-column-score = 得分
pic-summary-column-games-won = 勝場
pic-summary-column-hands-won = 勝局
pic-summary-column-gins = Gin 次數
pic-summary-column-undercuts = 反超次數
pic-summary-winner = { $name }（勝者）
pic-summary-text-totals = 累計得分（{ $first }-{ $second }）：{ $totals }。
pic-summary-text-game-totals = 第 { $game } 場累計得分（{ $first }-{ $second }）：{ $totals }。
pic-summary-text-no-hands = 還沒有打完一局
pic-summary-text-player = { $name }：得分 { $score }，勝局 { $hands }，Gin { $gins } 次，反超 { $undercuts } 次。
pic-summary-text-player-games = { $name }：得分 { $score }，勝場 { $games }，勝局 { $hands }，Gin { $gins } 次，反超 { $undercuts } 次。
pic-summary-text-side-totals = 累計得分（{ $sides }）：{ $totals }。
pic-summary-text-side = { $name }：得分 { $score }，勝局 { $hands }。
pic-summary-text-team = { $name }：得分 { $score }，勝輪 { $rounds }。
pic-summary-text-dead = 流局：{ $count } 局。
pic-summary-text-bonuses = 最終得分已包含一盤結束時的各項獎分。
pic-summary-text-margin = { $name } 以 { $margin } 分勝出：即雙方累計得分之差。

## 每局獎分計分在一盤結束時（規則第 9 節），寫在總結圖表格下方：各方總分怎樣算出，
## 以及按整十計分時的分差。
pic-summary-over-margin-tens = 本盤結束：{ $name } 以 { $margin } 分勝出（{ $winner_score } 比 { $loser_score }，按整十計）

## 錦標賽排名（cards_img/standings.py）。$title 是錦標賽的名稱。
standings-format-swiss = 瑞士制
standings-format-knockout = 淘汰賽
standings-format-round-robin = 循環賽
standings-round = 第 { $round } 輪（共 { $rounds } 輪）
standings-final = 最終排名
standings-cancelled = 已取消
standings-signup = 報名中
# 排名表的標題行：賽制和進行到哪裡（「瑞士制 · 第 3 輪（共 6 輪）」）。
standings-subtitle = { $format } · { $stage }
standings-column-place = 名次
standings-column-player = 選手
# 積分：勝一盤或輪空得 1 分。
standings-column-score = 積分
standings-column-played = 已賽
# 勝負場數，寫作「3–1」。
standings-column-record = 勝–負
standings-column-byes = 輪空
standings-column-buchholz = 對手分
# 分差：所有對局的得分減去失分。
standings-column-difference = 分差
standings-column-status = 狀態
# 淘汰賽選手的狀態：尚未被淘汰、在某一輪出局（「準決賽出局」）、冠軍。
standings-still-in = 晉級中
standings-out-in = { $stage }出局
standings-champion = 冠軍
standings-removed = 已除名
standings-nobody = 還沒有人報名
standings-text-head = { $title }：{ $subtitle }。
standings-text-row = { $place }. { $name }：{ $details }。
standings-text-score = { $score } 積分
standings-text-record = 已賽 { $played } 盤，勝 { $wins } 負 { $losses }
standings-text-byes = 輪空 { $byes } 次
standings-text-buchholz = 對手分 { $buchholz }
standings-text-difference = 分差 { $difference }

## 淘汰賽對陣圖（cards_img/standings.py）
bracket-round = 第 { $round } 輪
bracket-quarter-finals = 八強賽
bracket-semi-finals = 準決賽
bracket-final = 決賽
bracket-players = { $count } 名選手
# 對局框裡代替對手的字。
bracket-bye = 輪空
# 對局框裡代替棄權一方得分的字。
bracket-forfeit = 棄權
bracket-champion = 冠軍
bracket-text-head = { $title }：{ $subtitle }。
# 選手和種子序號：「(1) 小明」。
bracket-text-seeded = ({ $seed }) { $name }
bracket-text-won = { $winner } { $winner_points }–{ $loser_points } 勝 { $loser }
bracket-text-forfeit = { $loser } 棄權，{ $winner } 勝
bracket-text-nobody = { $first } 和 { $second }：無人晉級
bracket-text-to-play = { $first } 對 { $second }，尚未開賽
bracket-text-bye = { $name } 輪空
bracket-text-waiting = 尚未排定對陣
bracket-text-round = { $stage }：{ $games }。
bracket-text-champion = 冠軍：{ $name }。

## 伺服器排行榜（cards_img/ladder.py）。$month：ladder-month 給出的月份。
ladder-pic-title = 排行榜
ladder-pic-title-month = { $month }排行榜
ladder-pic-subtitle-all = 按玩家之間對局的等級分排名 · 升降為近 { $days } 天
ladder-pic-subtitle-month = 按本月玩家之間對局的勝盤數排名 · 升降與上月相比
ladder-column-rating = 等級分
ladder-column-matches = 盤數
ladder-column-win-rate = 勝率
ladder-column-points = 排名積分
# 與上一期相比升降的名次（箭頭和數字）。
ladder-column-moved = 升降
# 上一期不在排行榜上的人。
ladder-new = 新

## 玩家資料（cards_img/profile.py）及其文字版。
profile-pic-subtitle = 資料 · 本伺服器已完成 { $matches } 盤
profile-section-matches = 對局
profile-section-hands = 牌局
profile-section-rating = 等級分
profile-all = 全部對局
profile-table-two = 兩人
profile-table-three = 三人
profile-table-teams = 二對二
profile-against = 對陣{ $name }
profile-won-of = { $played } 盤勝 { $won } 盤
profile-win-rate = 勝率
profile-hands = 已打局數
profile-points-per-hand = 每局得分
profile-gin-rate = Gin
profile-undercut-given = 反超對手
profile-undercut-taken = 被反超
profile-knock-deadwood = 敲牌時散牌點數
profile-turns-to-knock = 敲牌前回合數
profile-best = 最佳一盤
profile-best-value = 第 { $match } 盤，對陣{ $opponents }淨勝 { $margin } 分
profile-streak = 目前連續
profile-streak-won = 連勝 { $count } 盤
profile-streak-lost = 連敗 { $count } 盤
profile-rating = 等級分
profile-rating-value = { $rating }（{ $games } 盤計分對局後）
profile-rating-none = 尚無等級分
profile-ranking-points = 排名積分
profile-versus = 你對陣{ $name }
profile-versus-value = 勝 { $won } 負 { $lost }
profile-history = 最近 { $count } 盤計分對局後的等級分
profile-no-history = 第一盤計分對局後開始繪製走勢圖。
# 文字版的一行：標籤和數值。
profile-line = **{ $label }**：{ $value }
profile-title = **{ $name } 的資料**
profile-empty = **{ $name }** 在本伺服器還沒有完成的對局。
