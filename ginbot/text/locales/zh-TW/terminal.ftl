# 終端機遊戲（ginbot play）：牌桌、手牌、可以走的步、攤牌、結果。
# 牌寫成 7♥，組合放在方括號裡。玩家輸入的指令（s、t、p、d 7h、k 7h、sort suit、
# colours four、pile、h、q、resign、y/N）在各語言中都維持原樣。

## 一盤
terminal-header = 第 { $match } 盤：{ $players }。{ $rules }
terminal-header-resumed = 第 { $match } 盤（繼續）：{ $players }。{ $rules }
terminal-help-hint = 輸入 h 查看說明。
terminal-player = 玩家
terminal-resumed-options = （--level、--format、--preset、--rules 和 --seed 只適用於新開的一盤：繼續的一盤沿用它自己的設定）
# --resume 時，儲存前的最後幾步，寫在一行裡（螢幕上可能還留著它們）。
terminal-recap = 最後幾步：{ $moves }
terminal-recap-between = {" · "}

## 牌桌
# 三人桌或四人桌上一方的分數：名字可能以座位號結尾。
terminal-score-of = { $name }：{ $score }
terminal-table-title = ── 第 { $hand } 局 · { $scores } · 先到 { $target } 分獲勝 ──
# 四人桌按輪進行：兩桌同時打。
terminal-round-title = ── 第 { $hand } 輪 · { $scores } · 先到 { $target } 分獲勝 ──
terminal-table-upcard = 明牌 { $upcard } · 牌堆剩 { $stock } 張 · { $dealer } 發牌
terminal-table-upcard-below = 明牌 { $upcard }（下面是 { $below }）· 牌堆剩 { $stock } 張 · { $dealer } 發牌
terminal-table-upcard-more = 明牌 { $upcard }（下面是 { $below }，還有 { $more } 張：輸入 pile 查看）· 牌堆剩 { $stock } 張 · { $dealer } 發牌
terminal-table-no-upcard = 沒有明牌 · 牌堆剩 { $stock } 張 · { $dealer } 發牌
terminal-hollywood-game = 第 { $game } 場 { $first }-{ $second }
terminal-hollywood = 好萊塢計分：{ $games }。
terminal-note = { $note }。
terminal-pile-empty = 棄牌堆是空的。
terminal-pile = 棄牌堆，由上往下（{ $count } 張）：{ $cards }

## 三人桌和兩隊的四人桌
# 桌上重複的名字（電腦的）後面加上座位號。
# 一隊兩人之間：「Ann 與電腦（入門）2號」。
# 一桌的明牌、下面的牌和牌堆，用在下面幾行裡。
terminal-pile-no-upcard = 沒有明牌 · 牌堆剩 { $stock } 張
terminal-pile-upcard = 明牌 { $upcard } · 牌堆剩 { $stock } 張
terminal-pile-upcard-below = 明牌 { $upcard }（下面是 { $below }）· 牌堆剩 { $stock } 張
terminal-pile-upcard-more = 明牌 { $upcard }（下面是 { $below }，還有 { $more } 張：輸入 pile 查看）· 牌堆剩 { $stock } 張
# 三人桌：唯一的一桌，以及發牌並輪空這一局的人。
terminal-three-board = { $players } 在打：{ $pile }
terminal-sits-out = { $name } 發牌，這一局輪空。
# 兩隊的一輪：兩桌同時打。
terminal-board = 第 { $board } 桌（{ $players }）：{ $pile } · { $dealer } 發牌
terminal-board-over = 第 { $board } 桌（{ $players }）：這一桌的這一局結束了

## 你的手牌
terminal-hand = 你的手牌：{ $cards }
terminal-hand-by-suit = 你的手牌（按花色排序）：{ $cards }
terminal-hand-by-rank = 你的手牌（按點數排序）：{ $cards }
terminal-deadwood = 散牌點數 { $deadwood }。
terminal-deadwood-after = 打出 { $card } 後散牌點數為 { $deadwood }。
terminal-drew = 你摸到了 { $card }。
terminal-took = 你拿取了 { $card }：這一回合不能把它打出。
terminal-no-melds = 沒有組合 · 散牌 { $deadwood }
terminal-melds = 組合：{ $melds } · 散牌 { $deadwood }
terminal-melds-no-deadwood = 組合：{ $melds } · 沒有散牌
terminal-big-gin-offer = 大 Gin：11 張牌全部組成組合（b）。
terminal-gin-offer = 打出 { $cards } 就能 Gin（k <牌>）！
terminal-knock-offer = 打出 { $options } 就能敲牌（k <牌>）。
terminal-knock-option = { $card }（散牌 { $deadwood }）
terminal-or = {" 或 "}

## 你的動作：字母在前，照著輸入
terminal-prompt = 你的動作 [{ $moves }]：
terminal-move-stock = s 從牌堆摸牌
terminal-move-take = t 拿取 { $upcard }
terminal-move-pass = p 不要
terminal-move-discard = d <牌>
terminal-move-knock = k <牌>
terminal-move-big-gin = b 大 Gin
terminal-moves-between = {"，"}
terminal-continue = 按 Enter 鍵開始下一局：

## 輪到誰
terminal-match-over = 這一盤已經結束。
terminal-dealing = 正在發下一局的牌。
terminal-your-turn-offer = 輪到你了：拿取明牌，或是不要。
terminal-your-turn-draw = 輪到你了：摸牌。
terminal-your-turn-discard = 輪到你了：棄牌。
terminal-to-play = 輪到 { $name }。
terminal-you-sit-out = 這一局由你發牌並輪空：{ $players } 在打，你跟著看牌桌。

## 攤牌；標 * 的牌是補牌
terminal-showdown = ── 攤牌 ──
terminal-showdown-hand = ── 攤牌，第 { $hand } 局 ──
terminal-showdown-held = { $name }：{ $cards }
terminal-showdown-knocked = { $name } 敲牌：{ $cards }（散牌 { $deadwood }）
terminal-showdown-gin = { $name } Gin 了：{ $cards }（散牌 { $deadwood }）
terminal-showdown-big-gin = { $name } 宣告大 Gin：{ $cards }（散牌 { $deadwood }）
terminal-showdown-defender = { $name }：{ $cards }（散牌 { $deadwood }）
terminal-showdown-laid-off = { $name }：{ $cards } { $laid }（散牌 { $deadwood }；* 為補牌）
# 兩隊的一輪：兩桌攤牌，然後是這一輪的得分（規則第 10 節）。
terminal-round-showdown = ── 攤牌，第 { $hand } 輪 ──
terminal-board-showdown = 第 { $board } 桌：{ $players }
terminal-board-result = { $result }。
terminal-round-scored = 這一輪：{ $name } 得 { $points } 分。{ $score }
terminal-round-no-score = 這一輪：雙方都不得分。{ $score }
terminal-laid-off = { $name } 補牌：{ $layoffs }。
terminal-layoff = { $card } 補到 [{ $meld }]
terminal-layoff-then = {"，接著 "}
terminal-points = { $outcome ->
        [undercut] 反超得分
        [gin] Gin 得分
        [big_gin] 大 Gin 得分
       *[knock] 敲牌得分
    }：{ $sum } = { $points }。
terminal-points-only = { $outcome ->
        [undercut] 反超得分
        [gin] Gin 得分
        [big_gin] 大 Gin 得分
       *[knock] 敲牌得分
    }：{ $points }。
terminal-bonus = { $sum } + 獎分 { $bonus }
# 分數加倍（奧克拉荷馬的黑桃明牌）：「9 ×2」、「（2 + 獎分 25）×2」。
terminal-times = { $sum } ×{ $times }
terminal-times-sum = （{ $sum }）×{ $times }

## 結果
terminal-result = ══ 一盤結束：{ $ending } ══
terminal-hands = 各局：{ $hands }
terminal-rounds = 各輪：{ $rounds }
terminal-hands-between = {"；"}
terminal-hand-dead = { $hand }. 流局
terminal-hand-won = { $hand }. { $name } +{ $points }（{ $outcome ->
        [undercut] 反超
        [gin] Gin
        [big_gin] 大 Gin
       *[knock] 敲牌
    }）
# 三人桌或四人桌：每局（四人桌：每輪）得分的一方。
terminal-hand-scored = { $hand }. { $name } +{ $points }
terminal-hand-no-score = { $hand }. 無人得分
terminal-table-won = { $name } 贏得這一盤：{ $score }
terminal-table-resigned = { $name } 因對方認輸贏得這一盤：{ $score }
terminal-earned = { $name } 在終端機自己的排行榜上獲得 { $points } 排名積分（每個 Discord 伺服器都有自己的排行榜）。
terminal-ladder = 終端機排行榜上的排名積分（儲存在 { $path }）：{ $name } { $points }。

## 開始、繼續、認輸、離開
terminal-nothing-to-resume = 沒有未完成的一盤可以繼續：用 ginbot play 開始新的一盤。
terminal-busy = 第 { $match } 盤（{ $scores }）還沒結束：用 ginbot play --resume 繼續（想放棄就在那裡輸入 resign）。
terminal-resign-question = 要認輸第 { $match } 盤（{ $players }）嗎？對方將贏得這一盤。[y/N]：
terminal-not-resigned = 沒有認輸：繼續玩。
terminal-four-colours = 花色改用四種顏色：方塊藍色，梅花綠色（已記住）。
terminal-two-colours = 花色改用紅黑兩色（已記住）。
terminal-no-colour = 這裡的輸出不顯示顏色（不是終端機，或是設定了 NO_COLOR）；--images 的圖片會使用這些顏色。
terminal-cannot-use = 無法使用 { $path }：{ $why }
terminal-folder-database = 已新建資料夾 { $folder }，用來存放資料庫。
terminal-folder-pictures = 已新建資料夾 { $folder }，用來存放圖片。
terminal-not-a-folder = 無法把圖片寫入 { $path }：它是檔案，不是資料夾。
terminal-in-use = { $path } 正被另一個 ginbot play 使用
terminal-discord-matches = { $path } 裡有進行中的 Discord 對局：ginbot play 使用自己的資料庫（請見 --database）
terminal-saved = 已儲存。要繼續請用：{ $command }
terminal-pictures-written = 已將 { $count } 張圖片寫入 { $folder }

## 輸入的不是指令
terminal-unknown-command = 不明的指令「{ $line }」：輸入 h 查看說明
terminal-which-discard = 請指定要打出哪一張牌，例如 { $command } 7h
terminal-which-knock = 請指定敲牌時打出哪一張牌，例如 { $command } 7h
terminal-nothing-after = { $command } 後面不能再加內容：輸入 h 查看說明
terminal-sort-how = 排序方式是 melds（按組合）、suit（按花色）或 rank（按點數），例如 sort suit
terminal-colours-how = colours 後面寫 two 或 four，例如 colours four

## 說明：指令照著輸入，說明一欄對齊
terminal-help =
    指令（簡寫和完整寫法都可以）：
      s, stock        從牌堆摸最上面的一張牌
      t, take         拿取明牌（棄牌堆最上面的牌）
      p, pass         一局開始時不要第一張明牌
      d 7h            打出一張牌（7h、7♥、10s、TS、qd 都可以）
      k 7h            打出這張牌並敲牌（或 Gin）；也可以寫 knock 7h、gin 7h
      b, big gin      宣告大 Gin（只在規則允許時）
      sort suit       手牌按組合（melds）、花色（suit）或點數（rank）排序（會記住）
      colours four    方塊藍色、梅花綠色（colours two：紅黑兩色；會記住）
      pile            整個棄牌堆，由上往下
      l, look         再顯示一次牌桌和你的手牌（空白行也可以）
      h, help         這份說明
      q, quit         儲存並離開（Ctrl-C 和 Ctrl-D 也可以）；ginbot play --resume 繼續
      resign          認輸這一盤（會先請你確認）
      hint            專家建議的走法和理由（和電腦對戰時；之後不計排名積分）
terminal-hint = 提示：{ $line }
