# Discord 上的伺服器錦標賽（cogs/tournaments.py、cogs/screens/tournament.py）：頻道裡的錦標賽
# 訊息、每輪的公告、頒獎台、發給選手的私訊，以及指令和按鈕的回覆。
# $name 是錦標賽的名稱；$format 是賽制（「瑞士制」）；$stage 是進行到哪裡（「第 2 輪（共 3 輪）」、
# 「準決賽」）；$deadline 是 Discord 時間戳記，寫作 <t:{ $deadline }:R>（Discord 會按讀者的語言
# 顯示為「3 小時後」）；$thread 和 $creator 是 Discord 的提及（<#1>、<@2>），原樣保留。

## 錦標賽的訊息：先是報名，然後是排名
tournament-head = 🏆 **{ $name }** · { $format } · #{ $id }
# $rules：「經典 規則，打到 25 分」；$hours：每輪持續的小時數。
tournament-details = { $rules } · 每輪 { $hours } 小時
tournament-duplicate = 複式賽：同一輪的每盤都發同樣的牌，每隔一桌雙方座位對調。
tournament-signup-how = 由 { $creator } 建立。按 **{ button-tournament-join }** 報名；由 { $creator } 或伺服器管理員開始。每盤對局都在自己的討論串裡進行，我會私訊告訴每位選手去哪裡打。
tournament-players = 選手（{ $count }）：{ $names }
tournament-no-players = 還沒有人報名。
button-tournament-join = 報名
button-tournament-leave = 退出
button-tournament-start = 開始
tournament-add-computer = 加入一名電腦選手…
tournament-round-line = { $stage } · 截止：<t:{ $deadline }:R>
tournament-finished-line = 最終排名。
tournament-cancelled-line = 已取消：正在進行的對局作為友誼賽繼續。
# 本輪的對局，每盤一行。
tournament-game-playing = 第 { $board } 桌：{ $first } 對 { $second }，進行中
tournament-game-waiting = 第 { $board } 桌：{ $first } 對 { $second }，等待一方先打完另一盤
tournament-game-won = 第 { $board } 桌：{ $winner } { $winner_points }–{ $loser_points } 勝 { $loser }
tournament-game-forfeit = 第 { $board } 桌：{ $loser } 棄權，{ $winner } 勝
tournament-game-nobody = 第 { $board } 桌：{ $first } 和 { $second } 都判負
tournament-game-bye = 第 { $board } 桌：{ $name } 輪空
tournament-acts-heading = 管理員的決定：
tournament-act-removed = { $by } 將 { $name } 除名：其餘對局都判負
tournament-act-recorded = { $by } 判 { $name } 贏得本輪對局
tournament-act-cancelled = { $by } 取消了錦標賽
# 帶原因的決定：「Host 將 Bob 除名：……（「離開了伺服器」）」。
tournament-act-reason = { $act }（「{ $reason }」）

## 在頻道裡
tournament-round-paired = 🏆 **{ $name }**：{ $stage } 對陣已排定。
tournament-round-ends = 本輪截止：<t:{ $deadline }:R>。我已私訊告訴每位選手其對局的討論串。屆時仍未結束的對局判給分數領先的一方。
tournament-pair = 第 { $board } 桌：{ $first } 對 { $second }
tournament-podium = 🏆 **{ $name }** 結束了。頒獎台：
# $place 是 1、2 或 3；$names 是並列這一名次的選手。
tournament-podium-place = { $place ->
        [1] 🥇
        [2] 🥈
       *[other] 🥉
    } { $names }

## 私訊給選手
tournament-game-dm = 🏆 **{ $name }**，{ $stage }：你對 { $opponent } 的對局開始了。請到 { $thread } 去打（手牌照常透過私訊發給你）。本輪截止：<t:{ $deadline }:R>。
tournament-deadline-dm = ⏰ **{ $name }**，{ $stage }：本輪截止於 <t:{ $deadline }:R>，你對 { $opponent } 的對局還沒有結束。請到 { $thread } 繼續：截止時對局判給分數領先的一方，從未出過牌的一方判負。
tournament-deadline-dm-waiting = ⏰ **{ $name }**，{ $stage }：本輪截止於 <t:{ $deadline }:R>，你對 { $opponent } 的對局還沒有開始，因為你們中有一方還在本伺服器打另一盤。截止時對局判給沒有耽誤的一方。

## 指令和按鈕的回覆（只有使用者能看到）
tournament-default-name = { $name } 的錦標賽
tournament-from-a-channel = 請在文字頻道裡建立錦標賽：每盤對局都有自己的討論串。
tournament-joined = 你已報名參加 **{ $name }**。每輪開始時，我會私訊告訴你去哪裡打。
tournament-left = 你已退出 **{ $name }**。
tournament-computer-added = { $computer } 已報名參加 **{ $name }**。
tournament-started = **{ $name }** 開始了：第 1 輪對陣已排定。
tournament-cancelled = **{ $name }** 已取消。
tournament-removed = { $player } 已被移出 **{ $name }**。
tournament-recorded = { $player } 贏得 **{ $name }** 本輪的對局。
tournament-list-title = 本伺服器的錦標賽（用 `/gin tournament show` 查看某一場的排名）：
tournament-list-line = #{ $id } **{ $name }** · { $format } · { $stage } · { $players } 名選手
tournament-list-empty = 本伺服器還沒有錦標賽：用 `/gin tournament create` 開一場。
# 指令的錦標賽選項自動補全中的一場錦標賽。
tournament-choice = { $name } · #{ $id } · { $stage }

## /gin settings
settings-tournaments-everyone = 錦標賽：所有人都可以建立。
settings-tournaments-managers = 錦標賽：只有伺服器管理員可以建立。
tournament-rounds-asked = 共 { $rounds } 輪（人數不足時減少）。
