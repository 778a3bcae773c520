# 机器人在 Discord 上关于一盘比赛发出的内容：子区、牌桌、手牌界面、挑战、提醒和总结，
# 以及按钮的拒绝说明。$players 是双方的名字（“小明对小红”）；$score 是累计得分；
# $thread、$channel 和 $player 是 Discord 的提及（<#1>、<@2>），原样保留。

match-thread-name = 金拉米 · { $players }
match-intro = **{ $players }** · { $rules }

# -- 玩家的手牌（私信，或在子区中仅本人可见）--
hand-header = **{ $match }** · 第 { $hand } 局 · { $score }
hand-can-gin = **你可以 Gin 了！**
button-draw-stock = 从牌堆摸牌
button-take = 拿取
button-take-upcard = 拿取 { $card }
button-pass = 不要
button-knock = 敲牌
button-gin = Gin
button-sort = 排序
discard-placeholder = 弃一张牌…
discard-placeholder-draw-first = 弃牌（摸牌之后）
discard-leaves = 剩余散牌 { $deadwood } 点
knock-placeholder = 敲牌：选择要打出的牌
knock-big-gin = 大 Gin：亮出全部 11 张牌
knock-option-gin = 打出 { $card } · Gin
knock-option = 打出 { $card } · 以 { $deadwood } 点敲牌
knock-which = 敲牌：你要打出哪张牌？

# -- 子区中的牌桌 --
table-header = **{ $match }**（{ $rules }）
table-turn-ends = 本回合截止：<t:{ $deadline }:R>。
button-show-hand = 查看我的手牌
table-moved = Discord 已不允许我更新上面的牌桌，牌桌改在下面的新消息中继续。

# -- 一盘结束 --
summary-wins = 🏆 **{ $name } 以 { $won }-{ $lost } 赢得本盘**
summary-wins-margin = 🏆 **{ $name } 以 { $margin } 分之差赢得本盘**（{ $won }-{ $lost }）
summary-rating = { $name }：等级分 { $before } → { $after }
summary-points = { $name } 获得 { $points } 排名积分。
summary-replay = 逐局回放：`/gin replay match:{ $match }`
summary-dm = { $result } · { $thread }
button-rematch = 再来一盘
button-resign = 认输

# -- 已结束的一盘，逐局回放 --
replay-head = **第 { $match } 盘回放，{ $players }** · 第 { $hand } 局，共 { $hands } 局
replay-next = （下一局：`/gin replay match:{ $match } hand:{ $next }`）
replay-score = 本局后的得分：{ $score }
replay-result = **结果：{ $result }**

# -- 挑战 --
challenge-text = { $opponent }，**{ $challenger }** 向你发起金拉米挑战（{ $rules }）。回应截止：<t:{ $expires }:R>。
challenge-rules-heading = 本盘规则：
challenge-accepted = ✅ { $opponent } 接受了 { $challenger } 的挑战：**{ $players }** 开始了，请到它的子区。
challenge-withdrawn = { $challenger } 撤回了挑战。
challenge-declined = { $challenger }，{ $opponent } 拒绝了你的挑战。
challenge-expired = ⌛ { $challenger } 向 { $opponent } 发起的挑战已过期。
# Tables of three and four: everyone asked answers on the one message.
challenge-three-text = { $invited }：**{ $challenger }** 向你们发起三人金拉米挑战，**{ $players }**（{ $rules }）。回应截止：<t:{ $expires }:R>。
challenge-teams-text = { $invited }：**{ $challenger }** 向你们发起组队金拉米挑战，**{ $players }**（{ $rules }）。回应截止：<t:{ $expires }:R>。
challenge-answers = 回应：{ $answers }
challenge-answer-yes = ✅ { $name }
challenge-answer-waiting = ⏳ { $name }
challenge-table-accepted = ✅ 大家都接受了 { $challenger } 的挑战：**{ $players }** 开始了，请到它的子区。
challenge-table-declined = { $challenger }，{ $by } 拒绝了你的挑战：**{ $players }** 对所有人都取消了。
challenge-table-expired = ⌛ { $challenger } 的挑战（**{ $players }**）已过期：{ $waiting } 没有回应。
button-accept = 接受
button-decline = 拒绝
rematch-on = 再来一盘：{ $players }，在新的子区里。
rematch-sent = 已在 { $channel } 向 { $name } 发出再来一盘的挑战。

# -- 回合、计时、关闭的私信 --
reminder-dm = ⏰ 轮到你了（{ $thread }）：还剩 { $left }。
reminder-thread = ⏰ { $player }，轮到你了：还剩 { $left }。
your-turn-thread = { $player }，轮到你了。在这里用 `/hand` 或 **{ button-show-hand }** 按钮查看你的手牌。
private-hand-spent = { $player }，我在这里给你看的手牌已无法再更新（Discord 只允许 15 分钟内更新）：请按 **{ button-show-hand }** 查看最新的手牌。
dms-closed = { $player }，我无法给你发私信（你的私信已关闭），所以你的手牌留在这里，只有你能看到：请用 `/hand` 或 **{ button-show-hand }** 按钮。
duration-minutes = { $minutes } 分钟
duration-seconds = { $seconds } 秒

# -- 调用者的比赛在哪里，以及按钮的拒绝说明 --
where-no-match = 你没有进行中的比赛。请在服务器里用 `/gin challenge` 或 `/gin bot` 开始一盘。
where-several-servers = 你在多个服务器都有比赛：请到该盘的子区里出牌（{ $threads }）。
where-elsewhere = 你的比赛（{ $players }）在 { $thread }：请在那里或在与我的私信中出牌。
where-not-playing = 你没有参加这盘比赛（{ $players }）。
where-no-match-here = 你在这里没有进行中的比赛。用 `/gin challenge` 或 `/gin bot` 开始一盘。
control-knock-not-now = 现在不能敲牌：要先摸牌，而且散牌点数不超过敲牌上限才能敲牌。
control-hand-players-only = 只有玩家能看到自己的手牌；你可以在这里观看牌桌。
control-rematch-players-only = 只有这盘的玩家才能要求再来一盘。
control-pick-a-card = 请从菜单中选一张牌。
sorry = 我这边出了问题；比赛没有受影响。请再试一次。
