# 斜線指令在 Discord 中的說明：每個指令、每個選項的說明，每個選項值的名稱。
# Discord 規定每條最多 100 個字元。指令名和選項名（gin、challenge、level……）
# 不翻譯，這樣在任何語言中輸入的指令都能用。

command-gin = 金拉米：挑戰、與電腦對戰、規則
command-gin-challenge = 向這裡的某人發起一盤挑戰
option-challenge-opponent = 你想和誰玩
option-challenge-opponent2 = 第二個對手：三人金拉米；再加上隊友就是組隊金拉米
option-challenge-partner = 組隊金拉米（二對二）裡你的隊友（需要同時填寫 opponent2）
option-challenge-level = 你讓 ginbot 坐 opponent2 或 partner 時電腦的程度（預設：普通）
option-preset = 規則（預設：classic）
# 作為選項的預設集：中文名，後面是要輸入的名字（兩者相同時只寫一次）。
choice-preset-classic = 經典（classic）
choice-preset-scarne = Scarne
choice-preset-oklahoma = 奧克拉荷馬（oklahoma）
choice-preset-straight = 純 Gin（straight）
choice-preset-quick = 快速（quick）
choice-preset-knock5 = 敲牌 5（knock5）
choice-preset-bonuses = 獎分（bonuses）
choice-preset-hollywood = 好萊塢（hollywood）
option-challenge-target = 贏得這一盤所需的分數（預設：該預設集的分數，classic 為 100）
option-house-rules = 在預設集之上的自訂規則，例如 knock_limit=7 big_gin target=150

command-gin-bot = 和電腦打一盤
option-bot-level = 電腦的程度（預設：普通）
choice-level-easy = 入門
choice-level-normal = 普通
choice-level-expert = 專家
choice-period-month = 本月
choice-period-all = 全部

command-gin-rules = 目前規則的簡要說明，或規則書
option-rules-preset = 顯示某個預設集的規則，而不是你這一盤的規則
option-rules-section = 閱讀規則書：全部，或其中一節
choice-section-all = 全部

command-gin-help = 怎麼用 ginbot 玩金拉米
command-gin-ladder = 本伺服器的排行榜
option-ladder-period = 哪個排行榜：本月的對局，或全部（預設）
command-gin-profile = 玩家在本伺服器的數據：對局、牌局、等級分
option-profile-user = 誰的資料（預設：你）
option-ladder-season = 已結束賽季的排行榜，即賽季結束時的樣子（賽季編號）
command-gin-replay = 回放已結束的一盤：逐局顯示，每張牌都公開
option-replay-match = 這一盤的編號（一盤結束時會顯示）
option-replay-hand = 第幾局（預設：第一局）

command-gin-prefs = 手牌的顯示方式，以及你閱讀的語言
option-prefs-sort = 手牌的排序：按組合、按花色或按點數
choice-sort-melds = 按組合排序
choice-sort-suit = 按花色排序
choice-sort-rank = 按點數排序
option-prefs-four-colour = 方塊用藍色、梅花用綠色（更容易分辨）
option-prefs-language = ginbot 回覆你所用的語言
choice-language-discord = Discord 的語言

command-gin-settings = 本伺服器的牌桌設定（需要「管理伺服器」權限）
option-settings-turn-minutes = 每位玩家每回合的分鐘數（0：不計時）
option-settings-idle = 計時結束時怎麼辦
choice-idle-forfeit = 超時的玩家判負，輸掉這一盤
choice-idle-autoplay = 由電腦替超時的玩家出牌
option-settings-next-hand-seconds = 攤牌結果停留多少秒後再發下一局
option-settings-challenge-minutes = 挑戰等待回應的分鐘數
option-settings-language = 本伺服器的語言，用於還沒有選擇語言的玩家
choice-language-server = 伺服器預設
option-settings-tournaments = 本伺服器誰可以建立錦標賽
choice-tournaments-everyone = 所有人
choice-tournaments-managers = 只有伺服器管理員
option-settings-season-days = 每個排行榜賽季的天數（0：不分賽季）
option-settings-season-ratings = 新賽季開始時等級分如何處理
choice-season-carry = 保留
choice-season-reset = 重設

command-gin-tournament = 伺服器錦標賽：瑞士制、淘汰賽或循環賽
command-gin-tournament-create = 在這裡開一場錦標賽，讓玩家報名
option-tournament-format = 瑞士制（同分者相遇）、淘汰賽，或循環賽（人人都相遇）
choice-format-swiss = 瑞士制
choice-format-knockout = 淘汰賽
choice-format-round-robin = 循環賽
option-tournament-name = 錦標賽的名稱
option-tournament-rounds = 僅限瑞士制：打幾輪（預設：足以只剩一名全勝選手）
option-tournament-target = 錦標賽每盤的獲勝分數（預設：預設集的分數）
option-tournament-duplicate = 複式賽：同一輪的每盤都發同樣的牌
option-tournament-round-hours = 每輪持續幾小時，之後未完成的對局將被判定（預設：24）
command-gin-tournament-list = 本伺服器的錦標賽
command-gin-tournament-show = 一場錦標賽的排名，已結束的也可以
option-tournament-tournament = 錦標賽（輸入名稱的一部分）
command-gin-tournament-start = 開始一場錦標賽（建立者或伺服器管理員）
command-gin-tournament-cancel = 取消一場錦標賽（伺服器管理員；開始前建立者也可以）
option-tournament-reason = 原因（顯示在錦標賽的訊息上）
command-gin-tournament-remove = 把一名選手移出錦標賽（伺服器管理員）
option-tournament-player = 要移出的選手
command-gin-tournament-record = 手動判定本輪的一盤對局（伺服器管理員）
option-tournament-winner = 這盤對局的勝者

command-pass = 不要第一張明牌
command-draw = 摸一張牌
option-draw-source = 牌堆頂的牌，或棄牌堆上的明牌
choice-source-stock = 牌堆
choice-source-discard = 明牌
command-discard = 從手牌中打出一張牌
option-discard-card = 要打出的牌，例如 7h、10♥ 或紅心7
command-knock = 打出一張牌並敲牌（沒有散牌就是 Gin）
option-knock-card = 敲牌時打出的那張牌
command-hand = 查看你的手牌（只有你看得到）
command-hint = 專家建議的走法，僅限和電腦對戰（之後不計排名積分）
command-resign = 認輸，放棄你這一盤
