# 牌桌上发生的事：牌桌、玩家本人或回放所读到的样子。
# $name 是玩家的名字；读者自己出的牌时为 news-you。

news-you = 你
news-cut = { $first } 切到 { $first_card }，{ $second } 切到 { $second_card }：{ $dealer } 先发牌
news-cut-tie = 平局后重切：{ $first } 切到 { $first_card }，{ $second } 切到 { $second_card }：{ $dealer } 先发牌
news-cut-one = { $name } 切到 { $card }
news-cut-table = { $cuts }：{ $dealer } 先发牌，本局轮空
news-cut-table-tie = { $cuts }；平局后重切，{ $recut }：{ $dealer } 先发牌，本局轮空
news-deal = 第 { $hand } 局：{ $dealer } 发牌；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-scarne = 第 { $hand } 局：{ $dealer } 发牌；{ $first } 有 11 张牌，先打出一张
# 三人桌：发牌者这一局轮空。团队赛：每张牌桌各发一次牌（$board：1 或 2）。
news-deal-three = 第 { $hand } 局：{ $dealer } 发牌并轮空；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-three-scarne = 第 { $hand } 局：{ $dealer } 发牌并轮空；{ $first } 有 11 张牌，先打出一张
news-deal-board = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 发牌；明牌是 { $upcard }，{ $first } 可以拿取或不要
news-deal-board-scarne = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 发牌；{ $first } 有 11 张牌，先打出一张
news-pass = { $name } 不要 { $card }
news-take = { $name } 拿取了 { $card }
news-draw = { $name } 从牌堆摸了一张牌
news-draw-card = { $name } 从牌堆摸到 { $card }
news-discard = { $name } 打出 { $card }
news-knock = { $name } 以 { $deadwood } 点散牌敲牌
news-knock-face-down = { $name } 以 { $deadwood } 点散牌敲牌，把 { $card } 扣下
news-gin = { $name } Gin 了
news-gin-face-down = { $name } Gin 了，把 { $card } 扣下
news-big-gin = { $name } 宣布大 Gin
news-dead = 流局：牌堆只剩两张牌，双方都不得分
news-resigned = { $name } 认输了
news-timed-out = { $name } 超时了
news-autoplay = { $name } 超时了：这一回合由电脑代为出牌
# 四人桌上每一步都说明是哪一桌：“第 2 桌：Dan 打出 Q♥”（两桌各用一副牌）。
news-on-board = 第 { $board } 桌：{ $line }

# 比赛结束后的回放：所有牌都亮出。
news-replay-deal = 第 { $hand } 局：{ $dealer } 发牌
news-replay-deal-three = 第 { $hand } 局：{ $dealer } 发牌并轮空
news-replay-deal-board = 第 { $hand } 局，第 { $board } 桌：{ $dealer } 发牌
news-replay-holds = { $name } 的手牌：{ $cards }
news-replay-upcard = 明牌是 { $upcard }

# 一局的结果，例如 “敲牌 4 对 19：小明 +15”。
showdown-gin = Gin 对 { $deadwood }：{ $name } +{ $points }
showdown-big-gin = 大 Gin 对 { $deadwood }：{ $name } +{ $points }
showdown-knock = 敲牌 { $knocker_deadwood } 对 { $deadwood }：{ $name } +{ $points }
showdown-undercut = 反超！敲牌 { $knocker_deadwood } 对 { $deadwood }：{ $name } +{ $points }
showdown-doubled = { $result }（加倍）
showdown-dead = 流局：双方都不得分
showdown-dead-score = 流局：不计分。{ $score }
showdown-face-down = { $result }，{ $name } 扣下了 { $card }
showdown-line = { $result }。{ $score }
# 三人桌：一局的结果写明对局的两人：“Ann 对 Bob：……”。
showdown-players = { $players }：{ $result }
# 团队赛一局的结果，逐桌列出：“第 1 桌，Ann 对 Bob：……”。
# 名字、结果和扣下的牌都不加括号：电脑的名字自带括号。
showdown-board = 第 { $board } 桌，{ $players }：{ $result }
showdown-boards-between = {"；"}
# 比分行中一名玩家的累计得分：“小明 37”。
score-of = { $name } { $score }
score-between = {"，"}

# 牌桌图上轮到谁。
turn-offer = { $name }：拿取明牌或不要
turn-draw = 轮到 { $name } 摸牌
turn-discard = 轮到 { $name } 弃牌

# 本局的敲牌上限（不是通常的 10 时），以及加倍的一局。
limit-straight = 纯 Gin：只有 Gin 才能结束一局
limit-oklahoma-first-discard = 俄克拉何马：第一张弃牌决定敲牌上限
limit-oklahoma-ace = 俄克拉何马：明牌是 A，只能 Gin
limit-oklahoma = 敲牌上限 { $limit }（俄克拉何马）
limit-gin-only = 只能 Gin
limit-other = 敲牌上限 { $limit }
limit-doubled = 得分 ×{ $multiplier }（黑桃明牌）
limit-and-doubled = { $note }，得分 ×{ $multiplier }（黑桃明牌）

# News as whole sentences, for a reply: "You took 7♥. You discarded 3♣."
news-sentence = { $line }。
news-sentence-between = {""}

# 电脑座位按难度称呼：“电脑（入门）”。
computer-name = 电脑（{ $level ->
    [easy] 入门
    [normal] 普通
    [expert] 专家
    [simple] 简单
    [random] 随机
   *[other] { $level }
}）
