# 牌桌上發生的事：牌桌、玩家本人或回放所讀到的樣子。
# $name 是玩家的名字；讀者自己出的牌時為 news-you。

news-you = 你
news-cut = { $first } 切到 { $first_card }，{ $second } 切到 { $second_card }：{ $dealer } 先發牌
news-cut-tie = 平手後重切：{ $first } 切到 { $first_card }，{ $second } 切到 { $second_card }：{ $dealer } 先發牌
news-cut-one = { $name } 切到 { $card }
news-cut-table = { $cuts }：{ $dealer } 先發牌，本局輪空
news-cut-table-tie = { $cuts }；平手後重切，{ $recut }：{ $dealer } 先發牌，本局輪空
news-deal = 第 { $hand } 局：{ $dealer } 發牌；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-scarne = 第 { $hand } 局：{ $dealer } 發牌；{ $first } 有 11 張牌，先打出一張
# 三人桌：發牌者這一局輪空。團隊賽：每張牌桌各發一次牌（$board：1 或 2）。
news-deal-three = 第 { $hand } 局：{ $dealer } 發牌並輪空；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-three-scarne = 第 { $hand } 局：{ $dealer } 發牌並輪空；{ $first } 有 11 張牌，先打出一張
news-deal-board = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 發牌；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-board-scarne = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 發牌；{ $first } 有 11 張牌，先打出一張
news-pass = { $name } 不要 { $card }
news-take = { $name } 拿取了 { $card }
news-draw = { $name } 從牌堆摸了一張牌
news-draw-card = { $name } 從牌堆摸到 { $card }
news-discard = { $name } 打出 { $card }
news-knock = { $name } 以 { $deadwood } 點散牌敲牌
news-knock-face-down = { $name } 以 { $deadwood } 點散牌敲牌，把 { $card } 蓋下
news-gin = { $name } Gin 了
news-gin-face-down = { $name } Gin 了，把 { $card } 蓋下
news-big-gin = { $name } 宣告大 Gin
news-dead = 流局：牌堆只剩兩張牌，雙方都不得分
news-resigned = { $name } 認輸了
news-timed-out = { $name } 超時了
news-autoplay = { $name } 超時了：這一回合由電腦代為出牌
# 四人桌上每一步都說明是哪一桌：「第 2 桌：Dan 打出 Q♥」（兩桌各用一副牌）。
news-on-board = 第 { $board } 桌：{ $line }

# 比賽結束後的回放：所有牌都亮出。
news-replay-deal = 第 { $hand } 局：{ $dealer } 發牌
news-replay-deal-three = 第 { $hand } 局：{ $dealer } 發牌並輪空
news-replay-deal-board = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 發牌
news-replay-holds = { $name } 的手牌：{ $cards }
news-replay-upcard = 明牌是 { $upcard }

# 一局的結果，例如「敲牌 4 對 19：小明 +15」。
showdown-gin = Gin 對 { $deadwood }：{ $name } +{ $points }
showdown-big-gin = 大 Gin 對 { $deadwood }：{ $name } +{ $points }
showdown-knock = 敲牌 { $knocker_deadwood } 對 { $deadwood }：{ $name } +{ $points }
showdown-undercut = 反超！敲牌 { $knocker_deadwood } 對 { $deadwood }：{ $name } +{ $points }
showdown-doubled = { $result }（加倍）
showdown-dead = 流局：雙方都不得分
showdown-dead-score = 流局：不計分。{ $score }
showdown-face-down = { $result }，{ $name } 蓋下了 { $card }
showdown-line = { $result }。{ $score }
# 三人桌：一局的結果寫明對局的兩人：「Ann 對 Bob：……」。
showdown-players = { $players }：{ $result }
# 團隊賽一局的結果，逐桌列出：「第 1 桌，Ann 對 Bob：……」。
# 名字、結果和蓋下的牌都不加括號：電腦的名字自帶括號。
showdown-board = 第 { $board } 桌，{ $players }：{ $result }
showdown-boards-between = {"；"}
# 比分行中一名玩家的累計得分：「小明 37」。
score-of = { $name } { $score }
score-between = {"，"}

# 牌桌圖上輪到誰。
turn-offer = { $name }：拿取明牌或不要
turn-draw = 輪到 { $name } 摸牌
turn-discard = 輪到 { $name } 棄牌

# 本局的敲牌上限（不是通常的 10 時），以及加倍的一局。
limit-straight = 純 Gin：只有 Gin 才能結束一局
limit-oklahoma-first-discard = 奧克拉荷馬：第一張棄牌決定敲牌上限
limit-oklahoma-ace = 奧克拉荷馬：明牌是 A，只能 Gin
limit-oklahoma = 敲牌上限 { $limit }（奧克拉荷馬）
limit-gin-only = 只能 Gin
limit-other = 敲牌上限 { $limit }
limit-doubled = 得分 ×{ $multiplier }（黑桃明牌）
limit-and-doubled = { $note }，得分 ×{ $multiplier }（黑桃明牌）

# News as whole sentences, for a reply: "You took 7♥. You discarded 3♣."
news-sentence = { $line }。
news-sentence-between = {""}

# 電腦座位按難度稱呼：「電腦（入門）」。
computer-name = 電腦（{ $level ->
    [easy] 入門
    [normal] 普通
    [expert] 專家
    [simple] 簡單
    [random] 隨機
   *[other] { $level }
}）
