# 牌图（cards_img）上画出的每个字，以及图片的文字说明（替代文字，也作为消息正文发出；
# 整句用 news-sentence 收尾）。$name 是玩家的名字；$cards 和 $meld 是写出来的牌（“7♥ 8♥ 9♥”）；
# $score 是比分行（“小明 37，陈美玲 12”）。

## 几张图共用
pic-hand-number = 第 { $hand } 局
pic-upcard = 明牌
pic-deadwood = 散牌 { $deadwood } 点
pic-none = 无
pic-list-between = {"；"}
# 文字说明中组合之间的分隔：“3♠ 3♦ 3♣，7♥ 8♥ 9♥”。
pic-meld-between = {"，"}
# 两名队友组成一队：“小明与李华”。
# 一排牌下面单独放在托盘上的牌的说明。
pic-tray-deadwood = 散牌
pic-tray-knock-card = 扣下的牌

## 手牌图（私信里）
pic-hand-deadwood-after-discard = 打出 { $card } 后散牌 { $deadwood } 点
pic-hand-badge-gin = 可以 Gin！
pic-hand-badge-knock = 可以敲牌
pic-hand-status-over = 本局结束
pic-hand-status-waiting = 轮到对手
pic-hand-status-offer = 轮到你了：拿取明牌或不要
pic-hand-status-draw = 轮到你了：摸牌
pic-hand-status-discard = 轮到你了：弃牌
# 从手牌中抬起的牌上的标签：刚从牌堆摸到的，刚从弃牌堆拿取的。
pic-hand-tag-new = 新摸
pic-hand-tag-taken = 拿取
pic-hand-text-melds-first = 你的手牌（组合在前）：{ $cards }
pic-hand-text-by-suit = 你的手牌（按花色）：{ $cards }
pic-hand-text-by-rank = 你的手牌（按点数）：{ $cards }
pic-hand-text-melds = 组合：{ $melds }。散牌：{ $deadwood }。
pic-hand-text-gin = 你可以 Gin 了！
pic-hand-text-knock = 你可以敲牌。
pic-hand-text-drew = 刚摸到 { $card }。
pic-hand-text-taken = 从弃牌堆拿取了 { $card }：这一回合不能再把它打出。
pic-hand-text-upcard = 明牌：{ $card }。

## 牌桌图（对局子区）
pic-table-match-over = 第 { $hand } 局 · 本盘结束：{ $name } 获胜
pic-table-game-to = 目标 { $target } 分
# 庄家名字旁的圆形标记：一个字母或汉字。
pic-table-dealer-chip = 庄
pic-table-points = 分
# 好莱坞计分中一场的得分，写在玩家名牌上：“第1场 45”。
pic-table-game-score = 第{ $game }场 { $score }
pic-table-wins = { $name } 获胜
pic-table-stock = 牌堆 { $count }
pic-table-pile-below = 下面还有 { $count } 张
pic-table-no-upcard = 没有明牌
pic-table-last-actions = 最近动态
pic-table-nothing-yet = 暂无动态
pic-table-text-head = 第 { $hand } 局。{ $score }（目标 { $target } 分）。
pic-table-text-game = 第 { $game } 场：{ $first }-{ $second }
pic-table-text-hollywood = 好莱坞三场：{ $games }。
pic-table-text-upcard = 明牌 { $card }（弃牌堆从上往下：{ $cards }）。
pic-table-text-no-upcard = 没有明牌。
pic-table-text-cards = 牌堆剩 { $stock } 张。{ $first } 手上 { $first_count } 张，{ $second } { $second_count } 张。庄家：{ $dealer }。
pic-table-text-last = 最近：{ $actions }。
pic-table-text-match-over = 本盘结束：{ $name } 获胜。
# 三人桌和四人桌。$name 可以是一队（“小明与李华”）。
pic-table-round = 第 { $round } 轮
pic-table-team-match-over = 第 { $round } 轮 · 本盘结束：{ $name } 获胜
# 三人桌上这一局轮空的玩家，写在名字下面。
pic-table-sits-out = 轮空 · 发牌
pic-table-board = 第 { $board } 桌
pic-table-board-over = 这一局结束
pic-table-text-round-head = 第 { $round } 轮。{ $score }（目标 { $target } 分）。
pic-table-text-sits-out = { $name } 这一局轮空（发牌）。
pic-table-text-board = 第 { $board } 桌：{ $first } 对 { $second }。
pic-table-text-board-cards = 牌堆剩 { $stock } 张。{ $first } 手上 { $first_count } 张，{ $second } { $second_count } 张。
pic-table-text-board-over = 第 { $board } 桌已结束：{ $result }。
pic-table-text-match-over-group = 本盘结束：{ $name } 获胜。

## 比牌图
pic-showdown-badge-knock = 敲牌
pic-showdown-badge-gin = Gin
pic-showdown-badge-undercut = 反超
pic-showdown-badge-big-gin = 大 Gin
pic-showdown-badge-dead = 流局
pic-showdown-knocks = { $name } 敲牌
pic-showdown-goes-gin = { $name } Gin 了
pic-showdown-big-gin = { $name } 宣布大 Gin
pic-showdown-dead = 流局
# 带局数的标题：“第 5 局 · 小明敲牌”。
pic-showdown-title = 第 { $hand } 局 · { $headline }
pic-showdown-laid-off = { $name } 补牌 { $cards }
pic-showdown-deadwood-after-layoffs = 补牌后散牌 { $deadwood } 点
pic-showdown-text-row = { $name }：组合 { $melds }；散牌 { $cards }（{ $deadwood } 点）。
pic-showdown-text-row-after-layoffs = { $name }：组合 { $melds }；散牌 { $cards }（补牌后 { $deadwood } 点）。
pic-showdown-text-face-down = { $name } 扣下了 { $card }。
# 补上的一张牌：“7♥ 补在 4♥ 5♥ 6♥ 上”。
pic-showdown-text-layoff = { $card } 补在 { $meld } 上
pic-showdown-text-layoffs = { $name } 补牌：{ $layoffs }。
pic-showdown-text-score = 得分：{ $score }。
# 团队的一轮：两桌的牌在同一张图里，然后是这一轮的得分（规则第 10 节）。
pic-showdown-round-title = 第 { $round } 轮
pic-showdown-board = 第 { $board } 桌 · { $headline }
pic-showdown-text-board = 第 { $board } 桌：{ $first } 对 { $second }。
pic-round-both = { $name } 两桌全胜：+{ $points }
pic-round-split = 各胜一桌：{ $name } 得差额 +{ $points }
pic-round-one = { $name } +{ $points }；另一桌流局
pic-round-even = 各胜一桌，得分相同：双方都不得分
pic-round-dead = 两桌都流局：双方都不得分

## 整盘总结图
pic-summary-over = 本盘结束：{ $name } 以 { $winner_score } 比 { $loser_score } 获胜
pic-summary-over-margin = 本盘结束：{ $name } 以 { $margin } 分胜出（{ $winner_score } 比 { $loser_score }）
pic-summary-so-far = 目前比分：{ $score }
pic-summary-over-group = 本盘结束，{ $name } 获胜：{ $score }
pic-summary-rounds = 共 { $count } 轮
pic-summary-legend-round-won = 赢一轮
pic-summary-column-rounds-won = 胜轮
pic-summary-hands = 共 { $count } 局
# 好莱坞计分中一场的图表：“第 2 场：64 比 31”，以及谁赢了或谁领先。
pic-summary-game = 第 { $game } 场：{ $leader_score } 比 { $other_score }
pic-summary-game-won = { $name } 胜出
pic-summary-game-leads = { $name } 领先
pic-summary-target = 目标 { $target }
# 图例：每种标记的意思。
pic-summary-legend-hand-won = 赢一局
pic-summary-legend-gin = Gin
pic-summary-legend-undercut = 反超
pic-summary-column-score = 得分
pic-summary-column-games-won = 胜场
pic-summary-column-hands-won = 胜局
pic-summary-column-gins = Gin 次数
pic-summary-column-undercuts = 反超次数
pic-summary-winner = { $name }（胜者）
pic-summary-text-totals = 累计得分（{ $first }-{ $second }）：{ $totals }。
pic-summary-text-game-totals = 第 { $game } 场累计得分（{ $first }-{ $second }）：{ $totals }。
pic-summary-text-no-hands = 还没有打完一局
pic-summary-text-player = { $name }：得分 { $score }，胜局 { $hands }，Gin { $gins } 次，反超 { $undercuts } 次。
pic-summary-text-player-games = { $name }：得分 { $score }，胜场 { $games }，胜局 { $hands }，Gin { $gins } 次，反超 { $undercuts } 次。
pic-summary-text-side-totals = 累计得分（{ $sides }）：{ $totals }。
pic-summary-text-side = { $name }：得分 { $score }，胜局 { $hands }。
pic-summary-text-team = { $name }：得分 { $score }，胜轮 { $rounds }。
pic-summary-text-dead = 流局：{ $count } 局。
pic-summary-text-bonuses = 最终得分已包含一盘结束时的各项奖分。
pic-summary-text-margin = { $name } 以 { $margin } 分胜出：即双方累计得分之差。

## 每局奖分计分在一盘结束时（规则第 9 节），写在总结图表格下方：各方总分怎样算出，
## 以及按整十计分时的分差。
pic-summary-over-margin-tens = 本盘结束：{ $name } 以 { $margin } 分胜出（{ $winner_score } 比 { $loser_score }，按整十计）

## 锦标赛排名（cards_img/standings.py）。$title 是锦标赛的名称。
standings-format-swiss = 瑞士制
standings-format-knockout = 淘汰赛
standings-format-round-robin = 循环赛
standings-round = 第 { $round } 轮（共 { $rounds } 轮）
standings-final = 最终排名
standings-cancelled = 已取消
standings-signup = 报名中
# 排名表的标题行：赛制和进行到哪里（“瑞士制 · 第 3 轮（共 6 轮）”）。
standings-subtitle = { $format } · { $stage }
standings-column-place = 名次
standings-column-player = 选手
# 积分：胜一盘或轮空得 1 分。
standings-column-score = 积分
standings-column-played = 已赛
# 胜负场数，写作“3–1”。
standings-column-record = 胜–负
standings-column-byes = 轮空
standings-column-buchholz = 对手分
# 分差：所有对局的得分减去失分。
standings-column-difference = 分差
standings-column-status = 状态
# 淘汰赛选手的状态：尚未被淘汰、在某一轮出局（“半决赛出局”）、冠军。
standings-still-in = 晋级中
standings-out-in = { $stage }出局
standings-champion = 冠军
standings-removed = 已除名
standings-nobody = 还没有人报名
standings-text-head = { $title }：{ $subtitle }。
standings-text-row = { $place }. { $name }：{ $details }。
standings-text-score = { $score } 积分
standings-text-record = 已赛 { $played } 盘，胜 { $wins } 负 { $losses }
standings-text-byes = 轮空 { $byes } 次
standings-text-buchholz = 对手分 { $buchholz }
standings-text-difference = 分差 { $difference }

## 淘汰赛对阵图（cards_img/standings.py）
bracket-round = 第 { $round } 轮
bracket-quarter-finals = 四分之一决赛
bracket-semi-finals = 半决赛
bracket-final = 决赛
bracket-players = { $count } 名选手
# 对局框里代替对手的字。
bracket-bye = 轮空
# 对局框里代替弃权一方得分的字。
bracket-forfeit = 弃权
bracket-champion = 冠军
bracket-text-head = { $title }：{ $subtitle }。
# 选手和种子号：“(1) 小明”。
bracket-text-seeded = ({ $seed }) { $name }
bracket-text-won = { $winner } { $winner_points }–{ $loser_points } 胜 { $loser }
bracket-text-forfeit = { $loser } 弃权，{ $winner } 胜
bracket-text-nobody = { $first } 和 { $second }：无人晋级
bracket-text-to-play = { $first } 对 { $second }，尚未开赛
bracket-text-bye = { $name } 轮空
bracket-text-waiting = 尚未排定对阵
bracket-text-round = { $stage }：{ $games }。
bracket-text-champion = 冠军：{ $name }。

## 服务器排行榜（cards_img/ladder.py）。$month：ladder-month 给出的月份。
ladder-pic-title = 排行榜
ladder-pic-title-month = { $month }排行榜
ladder-pic-subtitle-all = 按玩家之间对局的等级分排名 · 升降为近 { $days } 天
ladder-pic-subtitle-month = 按本月玩家之间对局的胜盘数排名 · 升降与上月相比
ladder-column-rating = 等级分
ladder-column-matches = 盘数
ladder-column-win-rate = 胜率
ladder-column-points = 排名积分
# 与上一期相比升降的名次（箭头和数字）。
ladder-column-moved = 升降
# 上一期不在排行榜上的人。
ladder-new = 新

## 玩家资料（cards_img/profile.py）及其文字版。
profile-pic-subtitle = 资料 · 本服务器已完成 { $matches } 盘
profile-section-matches = 对局
profile-section-hands = 牌局
profile-section-rating = 等级分
profile-all = 全部对局
profile-table-two = 两人
profile-table-three = 三人
profile-table-teams = 二对二
profile-against = 对阵{ $name }
profile-won-of = { $played } 盘胜 { $won } 盘
profile-win-rate = 胜率
profile-hands = 已打局数
profile-points-per-hand = 每局得分
profile-gin-rate = Gin
profile-undercut-given = 反超对手
profile-undercut-taken = 被反超
profile-knock-deadwood = 敲牌时散牌点数
profile-turns-to-knock = 敲牌前回合数
profile-best = 最佳一盘
profile-best-value = 第 { $match } 盘，对阵{ $opponents }净胜 { $margin } 分
profile-streak = 当前连续
profile-streak-won = 连胜 { $count } 盘
profile-streak-lost = 连败 { $count } 盘
profile-rating = 等级分
profile-rating-value = { $rating }（{ $games } 盘计分对局后）
profile-rating-none = 尚无等级分
profile-ranking-points = 排名积分
profile-versus = 你对阵{ $name }
profile-versus-value = 胜 { $won } 负 { $lost }
profile-history = 最近 { $count } 盘计分对局后的等级分
profile-no-history = 第一盘计分对局后开始绘制走势图。
# 文字版的一行：标签和数值。
profile-line = **{ $label }**：{ $value }
profile-title = **{ $name } 的资料**
profile-empty = **{ $name }** 在本服务器还没有完成的对局。
