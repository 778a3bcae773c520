## ginbot tournament：在终端里和电脑选手打一场本地锦标赛（ginbot/terminal/tournament.py）
tournament-terminal-title = 本地锦标赛
# 锦标赛开始时：“本地锦标赛：瑞士制，5 名选手，3 轮；经典 规则，打到 25 分。”
tournament-terminal-start = { $title }：{ $format }，{ $players } 名选手，{ $rounds } 轮；{ $rules }。
tournament-terminal-field = 选手（种子顺序）：{ $names }。
tournament-terminal-duplicate = 复式赛：同一轮的每盘都发同样的牌，每隔一桌双方座位对调，所以每副牌都从两边各打一次。
# 这场锦标赛发牌用的随机种子，用来重打同一场锦标赛。
tournament-terminal-seed = 随机种子 { $seed }：用 --seed { $seed } 可以再发同样的牌。
# 一轮的标题：“第 2 轮（共 3 轮）”，淘汰赛则是“半决赛”。
tournament-terminal-round = ── { $stage } ──
tournament-terminal-pair = 第 { $board } 桌：{ $first } 对 { $second }。
tournament-terminal-bye = { $name } 轮空。
tournament-terminal-won = 第 { $board } 桌：{ $winner } { $winner_points }–{ $loser_points } 胜 { $loser }。
tournament-terminal-your-game = 你的对局，第 { $board } 桌：你对 { $opponent }。
tournament-terminal-winner = { $name } 赢得锦标赛。
tournament-terminal-winners = { $names } 并列第一。
tournament-terminal-left = 你离开了锦标赛：你这一盘算认输，锦标赛到此结束（本地锦标赛不会保存）。
tournament-terminal-stopped = 锦标赛已停止（本地锦标赛不会保存）。

## ginbot tournament 拒绝的参数
tournament-terminal-unknown-level = 没有叫“{ $name }”的电脑难度或风格：难度有 { $levels }；风格（只用于全是电脑的锦标赛）有 { $styles }。
tournament-terminal-style = “{ $name }”是用来衡量各难度的风格，不是可以对打的难度：用 --me 时电脑只能是难度（{ $levels }）。
tournament-terminal-too-few = 锦标赛至少要 2 名选手，不能只有 { $count } 名：请在 --field 里多写几个电脑。
tournament-terminal-too-many = 锦标赛最多 { $most } 名选手，不能有 { $count } 名。
tournament-terminal-swiss-rounds = { $players } 名选手的瑞士制{ $most ->
        [one] 只打 1 轮
       *[other] 打 1 到 { $most } 轮
    }，不能打 { $rounds } 轮。
tournament-terminal-fixed-rounds = { $players } 名选手的{ $format ->
        [knockout] 淘汰赛
       *[other] 循环赛
    }打 { $most } 轮，不是 { $rounds } 轮：请去掉 --rounds。
