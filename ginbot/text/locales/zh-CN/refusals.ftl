# 拒绝：说明为什么这个操作或请求不能进行。每条都是完整的句子，只给提出请求的人看。

## 出牌顺序的规则

refusal-not-your-turn = 还没轮到你。
refusal-sits-out = 玩家 { $player } 这一局轮空。
refusal-not-an-action = “{ $action }”不是可以进行的操作。
refusal-pass-on-first-upcard = 只有第一张明牌可以选择不要。
refusal-drawn-already = 你已经摸过牌了：请弃牌或敲牌。
refusal-stock-after-passes = 双方都不要第一张明牌：请从牌堆摸牌。
refusal-upcard-offer = 请拿取第一张明牌或选择不要；之后才能从牌堆摸牌。
refusal-draw-first = 请先摸一张牌。
refusal-card-not-held = 你手里没有 { $card }。
refusal-card-just-taken = 你刚从弃牌堆拿取了 { $card }：请打出另一张牌。
refusal-knock-over-limit =
    { $limit ->
        [0] 这一局只能以 Gin 结束，打出 { $card } 后还剩 { $deadwood } 点散牌。
       *[other] 打出 { $card } 后还剩 { $deadwood } 点散牌；敲牌上限是 { $limit } 点。
    }
refusal-knock-opening-discard = 按 Scarne 规则发牌时，开局的第一次弃牌不能敲牌。
refusal-no-big-gin = 这一盘的规则不玩大 Gin。
refusal-big-gin-draw-first = 大 Gin 需要先摸牌。
refusal-big-gin-all-melded = 大 Gin 需要全部 11 张牌都组成组合。
refusal-hand-over = 这一局已经结束。
refusal-hand-over-dealing = 这一局已经结束：正在发下一局的牌。
refusal-hand-not-over =
    { $hands ->
        [1] 当前这一局还没有结束。
        [2] 这一轮的两局都结束后才能继续。
       *[other] 这一轮的 { $hands } 局都结束后才能继续。
    }
refusal-match-over = 这一盘已经结束。
refusal-match-finished = 第 { $match } 盘已经结束：{ $result }。

## 一盘结束的方式（放在句子中间）

result-abandoned = 中途放弃，没有胜者
result-resigned = { $loser } 认输，{ $winner } 获胜
result-forfeit = { $loser } 超时，{ $winner } 获胜
result-margin = { $winner } 以 { $margin } 分的优势获胜（{ $won }-{ $lost }）
result-score = { $winner } 以 { $won }-{ $lost } 获胜
result-team-resigned = { $loser } 认输，{ $winner } 获胜
result-team-forfeit = { $loser } 超时，{ $winner } 获胜
result-team-score = { $winner } 以 { $won }-{ $lost } 获胜
result-three = { $winner } 获胜（{ $scores }）
# 一盘的玩家名字之间：“小明对 Siti”（中文名字旁不留空格，拉丁字母名字旁留空格）。
players-between = {" "}对{" "}
# 列表各项之间：“入门、普通、专家”。
list-between = {"、"}

## 对局和挑战

refusal-no-such-match = 没有第 { $match } 盘。
refusal-not-in-match = 你没有参加第 { $match } 盘（{ $players }）。
refusal-not-in-finished-match = 你没有参加过第 { $match } 盘（{ $players }）。
refusal-already-in-match = { $name } 已经在这里进行第 { $match } 盘：请先打完或认输。
refusal-no-such-hand = 第 { $match } 盘只有第 1 到第 { $hands } 局。
refusal-no-such-season = { $last ->
    [0] 本服务器还没有结束的赛季。
   *[other] 第 { $season } 赛季在这里还没有结束：已结束的赛季是第 1 到第 { $last } 赛季。
}
refusal-match-not-over = 第 { $match } 盘还在进行中：结束后才能回放。
refusal-no-such-challenge = 没有编号为 #{ $challenge } 的挑战。
refusal-own-accept = 你不能接受自己发起的挑战。
refusal-own-decline = 要撤回自己发起的挑战，请取消它。
refusal-challenge-for-someone-else = 这个挑战是发给 { $names } 的。
refusal-challenger-cancels = 只有 { $name } 才能取消这个挑战。
refusal-challenge-closed =
    { $status ->
        [accepted] 这个挑战已经被接受了。
        [declined] 这个挑战已经被拒绝了。
        [cancelled] 这个挑战已经取消了。
        [expired] 这个挑战已经过期了。
       *[other] 这个挑战已经关闭了。
    }
refusal-challenge-yourself = 你不能挑战自己。
refusal-challenge-open = 你和 { $name } 之间已经有一个未结束的挑战（#{ $challenge }）：先回应或取消它，或者等它过期。
refusal-already-accepted = 你已经接受了：所有被邀请的人都接受后，牌局就开始。
refusal-same-person-twice = 你把同一个人安排在了两个座位上：每个座位都要不同的人。
refusal-no-person = 除了电脑，没有别人一起玩：想和电脑玩，请用 `/gin bot`。
refusal-partner-alone = 队友和你一起对抗两个人：请同时填写 opponent2，或者不填 partner。
refusal-table-size = 这张牌桌暂时还不能进行 { $players } 人的牌局。
refusal-no-such-level = 没有“{ $level }”这个电脑等级；可选的等级有 { $levels }。

## 设置和服务

refusal-unknown-guild-setting = 没有服务器设置 { $unknown }；可用的设置有 { $known }。
refusal-unknown-player-setting = 没有玩家设置 { $unknown }；可用的设置有 { $known }。
refusal-service-stopped = 对局服务没有运行。
refusal-service-restarting = 机器人正在重启：请稍后再试。
refusal-stale-table = 你选择时第 { $match } 盘的牌桌已经变了：请重新看一下再选。

## 发起挑战时输入的自定规则

refusal-house-unknown = 自定规则：没有“{ $name }”这条规则；可用的规则有 { $allowed }。
refusal-house-needs-choice = 自定规则：{ $name } 需要一个值：{ $name }={ $allowed }。
refusal-house-needs-number = 自定规则：{ $name } 需要一个整数，例如 { $name }={ $example }。
refusal-house-bad-value = 自定规则：{ $name } 不能是“{ $value }”：可选的值有 { $allowed }。
refusal-house-bad-number = 自定规则：{ $name } 不能是“{ $value }”：它需要一个整数。
refusal-house-twice = 自定规则：{ $name } 设置了两次。
refusal-house-knock-straight-gin = 自定规则：纯 Gin 不能敲牌（只有 Gin 才能结束一局），所以敲牌上限 { $limit } 与它矛盾：去掉 straight_gin 或敲牌上限。
refusal-house-rules = 自定规则：{ $reason }

## 不能一起使用的规则，或规则不能取的值

rules-not-a-choice = { $field } 只能是 { $allowed } 之一，不能是“{ $value }”。
rules-not-yes-no = { $field } 只能是 on 或 off，不能是“{ $value }”。
rules-not-a-number = { $field } 必须是整数，不能是“{ $value }”。
rules-knock-limit = { $field } 必须在 0 到 10 之间（0 表示只有 Gin 才能结束一局），不能是 { $value }。
rules-target = { $field } 必须是正的分数，不能是 { $value }。
rules-negative = { $field } 不能是负数（现在是 { $value }）。
rules-needs = { $field } 需要同时开启 { $other }。
rules-players = { $field } 只能是 2、3 或 4（两队各两人），不能是 { $value }。
rules-hollywood-players = 好莱坞计分只适用于两个人，不能是 { $value } 人。
rules-exclusive = { $field } 和 { $other } 不能同时开启。
rules-no-preset = 没有“{ $value }”这个预设；可用的预设有 { $allowed }。
rules-unknown-fields = 规则里没有 { $value }。

## 牌桌和玩家设置不能取的值

setting-not-a-choice = { $field } 只能是 { $allowed } 之一，不能是“{ $value }”。
setting-turn-timeout = { $field } 必须是 0（不计时）或 10 秒到 7 天，不能是 { $value }。
setting-next-hand-delay = { $field } 必须是 0 到 300 秒，不能是 { $value }。
setting-challenge-expiry = { $field } 必须是 1 秒到 7 天，不能是 { $value }。
setting-season-days = { $field } 必须是 0（不分赛季）或 1 到 366 天，不能是 { $value }。

## 输入的牌无法识别

refusal-card-unreadable = “{ $text }”不是一张牌：请写花色（黑桃、红桃、方块、梅花）和点数（A、2-10、J、Q、K），例如红桃7、黑桃K 或 7h。

# A team, by its partners' names; a name the table has twice, with its seat.
side-team = { $first } 与 { $second }
seat-numbered = { $name }{ $seat }号

## Tournaments
refusal-no-such-tournament = 这里没有 #{ $tournament } 号锦标赛。
refusal-tournament-managers-only = 本服务器只有服务器管理员可以创建锦标赛。
refusal-tournament-already-entered = 你已经报名参加{ $tournament }了。
refusal-tournament-not-entered = 该玩家没有报名参加{ $tournament }。
refusal-tournament-started = { $tournament }已经开始：只能在报名期间报名或开始。
refusal-tournament-not-running = { $tournament }不在进行中：只有进行中才能记录结果。
refusal-tournament-over = { $tournament }已经结束了。
refusal-tournament-not-creator = 只有创建{ $tournament }的{ $name }或服务器管理员可以这样做。
refusal-tournament-not-creator-unnamed = 只有{ $tournament }的创建者或服务器管理员可以这样做。
refusal-tournament-not-manager = 只有服务器管理员可以对{ $tournament }这样做。
refusal-tournament-too-few = { $tournament }只有 { $count } 名玩家：至少需要 2 名才能开始。
refusal-tournament-full = { $tournament }已满：最多 { $count } 名玩家。
refusal-tournament-rounds = 不能打 { $count } 轮：锦标赛的轮数在 1 到 63 之间。
refusal-tournament-round-hours = 每轮时长须在 1 到 168 小时之间，不能是 { $count }。
refusal-tournament-no-game = { $name }在{ $tournament }的本轮没有进行中的对局。
refusal-tournament-busy = { $name }正在本服务器进行另一场对局：其锦标赛对局将在那场结束后开始。
refusal-hints-people = 提示只用于和电脑对战：第 { $match } 盘是玩家之间的对局。
