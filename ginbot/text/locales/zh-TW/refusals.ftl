# 拒絕：說明為什麼這個操作或請求不能進行。每條都是完整的句子，只給提出請求的人看。

## 出牌順序的規則

refusal-not-your-turn = 還沒輪到你。
refusal-sits-out = 玩家 { $player } 這一局輪空。
refusal-not-an-action = 「{ $action }」不是可以進行的操作。
refusal-pass-on-first-upcard = 只有第一張明牌可以選擇不要。
refusal-drawn-already = 你已經摸過牌了：請棄牌或敲牌。
refusal-stock-after-passes = 雙方都不要第一張明牌：請從牌堆摸牌。
refusal-upcard-offer = 請拿取第一張明牌或選擇不要；之後才能從牌堆摸牌。
refusal-draw-first = 請先摸一張牌。
refusal-card-not-held = 你手上沒有 { $card }。
refusal-card-just-taken = 你剛從棄牌堆拿取了 { $card }：請打出另一張牌。
refusal-knock-over-limit =
    { $limit ->
        [0] 這一局只能以 Gin 結束，打出 { $card } 後還剩 { $deadwood } 點散牌。
       *[other] 打出 { $card } 後還剩 { $deadwood } 點散牌；敲牌上限是 { $limit } 點。
    }
refusal-knock-opening-discard = 按 Scarne 規則發牌時，開局的第一次棄牌不能敲牌。
refusal-no-big-gin = 這一盤的規則不玩大 Gin。
refusal-big-gin-draw-first = 大 Gin 需要先摸牌。
refusal-big-gin-all-melded = 大 Gin 需要全部 11 張牌都組成組合。
refusal-hand-over = 這一局已經結束。
refusal-hand-over-dealing = 這一局已經結束：正在發下一局的牌。
refusal-hand-not-over =
    { $hands ->
        [1] 目前這一局還沒有結束。
        [2] 這一輪的兩局都結束後才能繼續。
       *[other] 這一輪的 { $hands } 局都結束後才能繼續。
    }
refusal-match-over = 這一盤已經結束。
refusal-match-finished = 第 { $match } 盤已經結束：{ $result }。

## 一盤結束的方式（放在句子中間）

result-abandoned = 中途放棄，沒有勝者
result-resigned = { $loser } 認輸，{ $winner } 獲勝
result-forfeit = { $loser } 超時，{ $winner } 獲勝
result-margin = { $winner } 以 { $margin } 分的優勢獲勝（{ $won }-{ $lost }）
result-score = { $winner } 以 { $won }-{ $lost } 獲勝
result-team-resigned = { $loser } 認輸，{ $winner } 獲勝
result-team-forfeit = { $loser } 超時，{ $winner } 獲勝
result-team-score = { $winner } 以 { $won }-{ $lost } 獲勝
result-three = { $winner } 獲勝（{ $scores }）
# 一盤的玩家名字之間：「小明對 Siti」（中文名字旁不留空格，拉丁字母名字旁留空格）。
players-between = {" "}對{" "}
# 列表各項之間：「入門、普通、專家」。
list-between = {"、"}

## 對局和挑戰

refusal-no-such-match = 沒有第 { $match } 盤。
refusal-not-in-match = 你沒有參加第 { $match } 盤（{ $players }）。
refusal-not-in-finished-match = 你沒有參加過第 { $match } 盤（{ $players }）。
refusal-already-in-match = { $name } 已經在這裡進行第 { $match } 盤：請先打完或認輸。
refusal-no-such-hand = 第 { $match } 盤只有第 1 到第 { $hands } 局。
refusal-no-such-season = { $last ->
    [0] 本伺服器還沒有結束的賽季。
   *[other] 第 { $season } 賽季在這裡還沒有結束：已結束的賽季是第 1 到第 { $last } 賽季。
}
refusal-match-not-over = 第 { $match } 盤還在進行中：結束後才能回放。
refusal-no-such-challenge = 沒有編號為 #{ $challenge } 的挑戰。
refusal-own-accept = 你不能接受自己發起的挑戰。
refusal-own-decline = 要撤回自己發起的挑戰，請取消它。
refusal-challenge-for-someone-else = 這個挑戰是發給 { $names } 的。
refusal-challenger-cancels = 只有 { $name } 才能取消這個挑戰。
refusal-challenge-closed =
    { $status ->
        [accepted] 這個挑戰已經被接受了。
        [declined] 這個挑戰已經被拒絕了。
        [cancelled] 這個挑戰已經取消了。
        [expired] 這個挑戰已經過期了。
       *[other] 這個挑戰已經關閉了。
    }
refusal-challenge-yourself = 你不能挑戰自己。
refusal-challenge-open = 你和 { $name } 之間已經有一個尚未結束的挑戰（#{ $challenge }）：先回應或取消它，或是等它過期。
refusal-already-accepted = 你已經接受了：所有受邀的人都接受後，牌局就開始。
refusal-same-person-twice = 你把同一個人安排在兩個座位上：每個座位都要不同的人。
refusal-no-person = 除了電腦，沒有別人一起玩：想和電腦玩，請用 `/gin bot`。
refusal-partner-alone = 隊友和你一起對抗兩個人：請同時填寫 opponent2，或者不填 partner。
refusal-table-size = 這張牌桌暫時還不能進行 { $players } 人的牌局。
refusal-no-such-level = 沒有「{ $level }」這個電腦等級；可選的等級有 { $levels }。

## 設定和服務

refusal-unknown-guild-setting = 沒有伺服器設定 { $unknown }；可用的設定有 { $known }。
refusal-unknown-player-setting = 沒有玩家設定 { $unknown }；可用的設定有 { $known }。
refusal-service-stopped = 對局服務沒有在執行。
refusal-service-restarting = 機器人正在重新啟動：請稍後再試。
refusal-stale-table = 你選擇時第 { $match } 盤的牌桌已經變了：請重新看一下再選。

## 發起挑戰時輸入的自訂規則

refusal-house-unknown = 自訂規則：沒有「{ $name }」這條規則；可用的規則有 { $allowed }。
refusal-house-needs-choice = 自訂規則：{ $name } 需要一個值：{ $name }={ $allowed }。
refusal-house-needs-number = 自訂規則：{ $name } 需要一個整數，例如 { $name }={ $example }。
refusal-house-bad-value = 自訂規則：{ $name } 不能是「{ $value }」：可選的值有 { $allowed }。
refusal-house-bad-number = 自訂規則：{ $name } 不能是「{ $value }」：它需要一個整數。
refusal-house-twice = 自訂規則：{ $name } 設定了兩次。
refusal-house-knock-straight-gin = 自訂規則：純 Gin 不能敲牌（只有 Gin 才能結束一局），所以敲牌上限 { $limit } 與它矛盾：去掉 straight_gin 或敲牌上限。
refusal-house-rules = 自訂規則：{ $reason }

## 不能一起使用的規則，或規則不能取的值

rules-not-a-choice = { $field } 只能是 { $allowed } 之一，不能是「{ $value }」。
rules-not-yes-no = { $field } 只能是 on 或 off，不能是「{ $value }」。
rules-not-a-number = { $field } 必須是整數，不能是「{ $value }」。
rules-knock-limit = { $field } 必須在 0 到 10 之間（0 表示只有 Gin 才能結束一局），不能是 { $value }。
rules-target = { $field } 必須是正的分數，不能是 { $value }。
rules-negative = { $field } 不能是負數（現在是 { $value }）。
rules-needs = { $field } 需要同時開啟 { $other }。
rules-players = { $field } 只能是 2、3 或 4（兩隊各兩人），不能是 { $value }。
rules-hollywood-players = 好萊塢計分只適用於兩個人，不能是 { $value } 人。
rules-exclusive = { $field } 和 { $other } 不能同時開啟。
rules-no-preset = 沒有「{ $value }」這個預設集；可用的預設集有 { $allowed }。
rules-unknown-fields = 規則裡沒有 { $value }。

## 牌桌和玩家設定不能取的值

setting-not-a-choice = { $field } 只能是 { $allowed } 之一，不能是「{ $value }」。
setting-turn-timeout = { $field } 必須是 0（不計時）或 10 秒到 7 天，不能是 { $value }。
setting-next-hand-delay = { $field } 必須是 0 到 300 秒，不能是 { $value }。
setting-challenge-expiry = { $field } 必須是 1 秒到 7 天，不能是 { $value }。
setting-season-days = { $field } 必須是 0（不分賽季）或 1 到 366 天，不能是 { $value }。

## 輸入的牌無法辨識

refusal-card-unreadable = 「{ $text }」不是一張牌：請寫花色（黑桃、紅心、方塊、梅花）和點數（A、2-10、J、Q、K），例如紅心7、黑桃K 或 7h。

# A team, by its partners' names; a name the table has twice, with its seat.
side-team = { $first } 與 { $second }
seat-numbered = { $name }{ $seat }號

## Tournaments
refusal-no-such-tournament = 這裡沒有 #{ $tournament } 號錦標賽。
refusal-tournament-managers-only = 本伺服器只有伺服器管理員可以建立錦標賽。
refusal-tournament-already-entered = 你已經報名參加{ $tournament }了。
refusal-tournament-not-entered = 該玩家沒有報名參加{ $tournament }。
refusal-tournament-started = { $tournament }已經開始：只能在報名期間報名或開始。
refusal-tournament-not-running = { $tournament }不在進行中：只有進行中才能記錄結果。
refusal-tournament-over = { $tournament }已經結束了。
refusal-tournament-not-creator = 只有建立{ $tournament }的{ $name }或伺服器管理員可以這樣做。
refusal-tournament-not-creator-unnamed = 只有{ $tournament }的建立者或伺服器管理員可以這樣做。
refusal-tournament-not-manager = 只有伺服器管理員可以對{ $tournament }這樣做。
refusal-tournament-too-few = { $tournament }只有 { $count } 名玩家：至少需要 2 名才能開始。
refusal-tournament-full = { $tournament }已滿：最多 { $count } 名玩家。
refusal-tournament-rounds = 不能打 { $count } 輪：錦標賽的輪數在 1 到 63 之間。
refusal-tournament-round-hours = 每輪時長須在 1 到 168 小時之間，不能是 { $count }。
refusal-tournament-no-game = { $name }在{ $tournament }的本輪沒有進行中的對局。
refusal-tournament-busy = { $name }正在本伺服器進行另一場對局：其錦標賽對局將在那場結束後開始。
refusal-hints-people = 提示只用於和電腦對戰：第 { $match } 盤是玩家之間的對局。
