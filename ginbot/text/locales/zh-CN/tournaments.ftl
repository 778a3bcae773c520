# Discord 上的服务器锦标赛（cogs/tournaments.py、cogs/screens/tournament.py）：频道里的锦标赛
# 消息、每轮的公告、领奖台、发给选手的私信，以及命令和按钮的回复。
# $name 是锦标赛的名称；$format 是赛制（“瑞士制”）；$stage 是进行到哪里（“第 2 轮（共 3 轮）”、
# “半决赛”）；$deadline 是 Discord 时间戳，写作 <t:{ $deadline }:R>（Discord 会按读者的语言
# 显示为“3 小时后”）；$thread 和 $creator 是 Discord 的提及（<#1>、<@2>），原样保留。

## 锦标赛的消息：先是报名，然后是排名
tournament-head = 🏆 **{ $name }** · { $format } · #{ $id }
# $rules：“经典 规则，打到 25 分”；$hours：每轮持续的小时数。
tournament-details = { $rules } · 每轮 { $hours } 小时
tournament-duplicate = 复式赛：同一轮的每盘都发同样的牌，每隔一桌双方座位对调。
tournament-signup-how = 由 { $creator } 创建。按 **{ button-tournament-join }** 报名；由 { $creator } 或服务器管理员开始。每盘对局都在自己的子区里进行，我会私信告诉每位选手去哪里打。
tournament-players = 选手（{ $count }）：{ $names }
tournament-no-players = 还没有人报名。
button-tournament-join = 报名
button-tournament-leave = 退出
button-tournament-start = 开始
tournament-add-computer = 加入一名电脑选手…
tournament-round-line = { $stage } · 截止：<t:{ $deadline }:R>
tournament-finished-line = 最终排名。
tournament-cancelled-line = 已取消：正在进行的对局作为友谊赛继续。
# 本轮的对局，每盘一行。
tournament-game-playing = 第 { $board } 桌：{ $first } 对 { $second }，进行中
tournament-game-waiting = 第 { $board } 桌：{ $first } 对 { $second }，等待一方先打完另一盘
tournament-game-won = 第 { $board } 桌：{ $winner } { $winner_points }–{ $loser_points } 胜 { $loser }
tournament-game-forfeit = 第 { $board } 桌：{ $loser } 弃权，{ $winner } 胜
tournament-game-nobody = 第 { $board } 桌：{ $first } 和 { $second } 都判负
tournament-game-bye = 第 { $board } 桌：{ $name } 轮空
tournament-acts-heading = 管理员的决定：
tournament-act-removed = { $by } 将 { $name } 除名：其余对局都判负
tournament-act-recorded = { $by } 判 { $name } 赢得本轮对局
tournament-act-cancelled = { $by } 取消了锦标赛
# 带原因的决定：“Host 将 Bob 除名：……（“离开了服务器”）”。
tournament-act-reason = { $act }（“{ $reason }”）

## 在频道里
tournament-round-paired = 🏆 **{ $name }**：{ $stage } 对阵已排定。
tournament-round-ends = 本轮截止：<t:{ $deadline }:R>。我已私信告诉每位选手其对局的子区。届时仍未结束的对局判给分数领先的一方。
tournament-pair = 第 { $board } 桌：{ $first } 对 { $second }
tournament-podium = 🏆 **{ $name }** 结束了。领奖台：
# $place 是 1、2 或 3；$names 是并列这一名次的选手。
tournament-podium-place = { $place ->
        [1] 🥇
        [2] 🥈
       *[other] 🥉
    } { $names }

## 私信给选手
tournament-game-dm = 🏆 **{ $name }**，{ $stage }：你对 { $opponent } 的对局开始了。请到 { $thread } 去打（手牌照常通过私信发给你）。本轮截止：<t:{ $deadline }:R>。
tournament-deadline-dm = ⏰ **{ $name }**，{ $stage }：本轮截止于 <t:{ $deadline }:R>，你对 { $opponent } 的对局还没有结束。请到 { $thread } 继续：截止时对局判给分数领先的一方，从未出过牌的一方判负。
tournament-deadline-dm-waiting = ⏰ **{ $name }**，{ $stage }：本轮截止于 <t:{ $deadline }:R>，你对 { $opponent } 的对局还没有开始，因为你们中有一方还在本服务器打另一盘。截止时对局判给没有耽误的一方。

## 命令和按钮的回复（只有使用者能看到）
tournament-default-name = { $name } 的锦标赛
tournament-from-a-channel = 请在文字频道里创建锦标赛：每盘对局都有自己的子区。
tournament-joined = 你已报名参加 **{ $name }**。每轮开始时，我会私信告诉你去哪里打。
tournament-left = 你已退出 **{ $name }**。
tournament-computer-added = { $computer } 已报名参加 **{ $name }**。
tournament-started = **{ $name }** 开始了：第 1 轮对阵已排定。
tournament-cancelled = **{ $name }** 已取消。
tournament-removed = { $player } 已被移出 **{ $name }**。
tournament-recorded = { $player } 赢得 **{ $name }** 本轮的对局。
tournament-list-title = 本服务器的锦标赛（用 `/gin tournament show` 查看某一场的排名）：
tournament-list-line = #{ $id } **{ $name }** · { $format } · { $stage } · { $players } 名选手
tournament-list-empty = 本服务器还没有锦标赛：用 `/gin tournament create` 开一场。
# 命令的锦标赛选项自动补全中的一场锦标赛。
tournament-choice = { $name } · #{ $id } · { $stage }

## /gin settings
settings-tournaments-everyone = 锦标赛：所有人都可以创建。
settings-tournaments-managers = 锦标赛：只有服务器管理员可以创建。
tournament-rounds-asked = 共 { $rounds } 轮（人数不足时减少）。
