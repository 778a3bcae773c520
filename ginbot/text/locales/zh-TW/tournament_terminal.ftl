## ginbot tournament：在終端機裡和電腦選手打一場本地錦標賽（ginbot/terminal/tournament.py）
tournament-terminal-title = 本地錦標賽
# 錦標賽開始時：「本地錦標賽：瑞士制，5 名選手，3 輪；經典 規則，打到 25 分。」
tournament-terminal-start = { $title }：{ $format }，{ $players } 名選手，{ $rounds } 輪；{ $rules }。
tournament-terminal-field = 選手（種子順序）：{ $names }。
tournament-terminal-duplicate = 複式賽：同一輪的每盤都發同樣的牌，每隔一桌雙方座位對調，所以每副牌都從兩邊各打一次。
# 這場錦標賽發牌用的隨機種子，用來重打同一場錦標賽。
tournament-terminal-seed = 隨機種子 { $seed }：用 --seed { $seed } 可以再發同樣的牌。
# 一輪的標題：「第 2 輪（共 3 輪）」，淘汰賽則是「準決賽」。
tournament-terminal-round = ── { $stage } ──
tournament-terminal-pair = 第 { $board } 桌：{ $first } 對 { $second }。
tournament-terminal-bye = { $name } 輪空。
tournament-terminal-won = 第 { $board } 桌：{ $winner } { $winner_points }–{ $loser_points } 勝 { $loser }。
tournament-terminal-your-game = 你的對局，第 { $board } 桌：你對 { $opponent }。
tournament-terminal-winner = { $name } 贏得錦標賽。
tournament-terminal-winners = { $names } 並列第一。
tournament-terminal-left = 你離開了錦標賽：你這一盤算認輸，錦標賽到此結束（本地錦標賽不會儲存）。
tournament-terminal-stopped = 錦標賽已停止（本地錦標賽不會儲存）。

## ginbot tournament 拒絕的參數
tournament-terminal-unknown-level = 沒有叫「{ $name }」的電腦難度或風格：難度有 { $levels }；風格（只用於全是電腦的錦標賽）有 { $styles }。
tournament-terminal-style = 「{ $name }」是用來衡量各難度的風格，不是可以對打的難度：用 --me 時電腦只能是難度（{ $levels }）。
tournament-terminal-too-few = 錦標賽至少要 2 名選手，不能只有 { $count } 名：請在 --field 裡多寫幾個電腦。
tournament-terminal-too-many = 錦標賽最多 { $most } 名選手，不能有 { $count } 名。
tournament-terminal-swiss-rounds = { $players } 名選手的瑞士制{ $most ->
        [one] 只打 1 輪
       *[other] 打 1 到 { $most } 輪
    }，不能打 { $rounds } 輪。
tournament-terminal-fixed-rounds = { $players } 名選手的{ $format ->
        [knockout] 淘汰賽
       *[other] 循環賽
    }打 { $most } 輪，不是 { $rounds } 輪：請去掉 --rounds。
