# /gin 各命令和 /resign 的回复，由发出命令的人阅读。

# /gin challenge 和 /gin bot
challenge-the-bot = 想和我玩，请用 `/gin bot`。
challenge-a-bot = { $name } 是机器人，不能参加对局。
challenge-level-without-computer = `level` 是你让 ginbot 坐 `opponent2` 或 `partner` 时电脑的水平；这一桌没有电脑座位。
challenge-yourself = 你不能挑战自己。试试用 `/gin bot` 和电脑对战。
challenge-from-a-channel = 请在文字频道中发起挑战：每一盘都有自己的子区。
bot-from-a-channel = 请在文字频道中开始一盘：每一盘都有自己的子区。
# $players：“Ann vs ginbot (expert)”；$rules：这一盘规则的简要说明。
bot-match-opens = **{ $players }**（{ $rules }）：牌桌在子区中打开；你的手牌会通过私信发给你。

# /gin help：整页说明，每段一条消息。
help-about = **金拉米**：把你的 10 张牌组成组合（同点：3 到 4 张点数相同的牌；同花顺：3 张或以上同花色的连续牌），散牌点数在 10 点或以下时就可以敲牌。
help-start = **开始：**`/gin challenge opponent:@好友`，或用 `/gin bot level:专家` 和电脑对战。
help-play = **出牌**：在这一盘的子区里，或在和我的私信里。你的手牌会通过私信发来，附有按钮（从牌堆摸牌、拿取明牌、不要、弃牌、敲牌或 Gin）。也可以用命令：`/draw`、`/discard`、`/knock`、`/pass`、`/hand`、`/resign`。
help-more = **更多：**`/gin rules`（当前的规则；加上 `section:` 阅读规则书）、`/gin ladder`（本服务器的排行榜）、`/gin replay`（逐局回放已结束的一盘）、`/gin prefs`（牌的颜色、手牌排序、你的语言）、`/gin tournament create`（为服务器开一场锦标赛：瑞士制、淘汰赛或循环赛）。
help-closed-dms = 如果你关闭了私信，请在子区里用 `/hand`：你的牌只显示给你一个人看。

# /gin ladder
ladder-empty = 还没有成绩。来当第一个吧：`/gin challenge`。
ladder-title = **排行榜**（等级分来自玩家之间的对局；战胜电脑可得排名积分）
# $rating：“27.4”；$wins 和 $losses：玩家之间对局的胜负盘数。
ladder-rating = 等级分 { $rating }（{ $wins } 胜 { $losses } 负）
ladder-points = { $points } 排名积分
ladder-title-month = **{ $month }排行榜**（本月玩家之间对局的胜盘数；战胜电脑可得排名积分）
# 一个自然月；$year 原样写出（“2026”）。
ladder-month = { $year }年{ $month }月
# 与上一期相比升降的名次。
ladder-moved-up = 升 { $places } 位
ladder-moved-down = 降 { $places } 位

# /gin prefs
prefs-hand = 你的手牌：{ $sort ->
    [suit] 按花色排序
    [rank] 按点数排序
   *[melds] 按组合排序
}，{ $colours ->
    [four] 四色
   *[two] 双色
}。

# /gin settings：$timer 是下面某条 settings-timer 消息。
settings-table = 牌桌设置：{ $timer }；下一局在 { $delay } 秒后发牌；挑战等待 { $expiry } 分钟。
settings-timer-forfeit = 每回合 { $minutes } 分钟，超时的玩家判负
settings-timer-autoplay = 每回合 { $minutes } 分钟，超时后由电脑替该玩家出牌
settings-no-timer = 回合不计时

# /resign
resign-confirm = 确定要在 { $players } 这一盘中认输吗？对方将赢得这一盘。

# 三人桌：发牌者这一局轮空（一则没有按钮的私信，也是轮空时出牌得到的回答）。$players：“Ann 对 Bob”。
sitting-out = 第 { $hand } 局由你发牌，你这一局轮空：由 { $players } 对局。请在 { $thread } 里观看牌桌。

# 三人桌一盘结束：“Ann 赢得本盘（Ann 31，Bob 12，Cat 4）”。
summary-wins-table = 🏆 **{ $name } 赢得本盘**（{ $score }）

# 团队获胜（两个名字：“Ann & Cat 以 104-37 赢得本盘”）。
summary-team-wins = 🏆 **{ $name } 以 { $won }-{ $lost } 赢得本盘**
summary-team-wins-margin = 🏆 **{ $name } 以 { $margin } 分之差赢得本盘**（{ $won }-{ $lost }）
