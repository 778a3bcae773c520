# 斜杠命令在 Discord 中的说明：每个命令、每个选项的说明，每个选项值的名称。
# Discord 规定每条最多 100 个字符。命令名和选项名（gin、challenge、level……）
# 不翻译，这样在任何语言中输入的命令都能用。

command-gin = 金拉米：挑战、与电脑对战、规则
command-gin-challenge = 向这里的某人发起一盘挑战
option-challenge-opponent = 你想和谁玩
option-challenge-opponent2 = 第二个对手：三人金拉米；再加上队友就是组队金拉米
option-challenge-partner = 组队金拉米（二对二）里你的队友（需要同时填写 opponent2）
option-challenge-level = 你让 ginbot 坐 opponent2 或 partner 时电脑的水平（默认：普通）
option-preset = 规则（默认：classic）
# 作为选项的预设：中文名，后面是要输入的名字（两者相同时只写一次）。
choice-preset-classic = 经典（classic）
choice-preset-scarne = Scarne
choice-preset-oklahoma = 俄克拉何马（oklahoma）
choice-preset-straight = 纯 Gin（straight）
choice-preset-quick = 快速（quick）
choice-preset-knock5 = 敲牌 5（knock5）
choice-preset-bonuses = 奖分（bonuses）
choice-preset-hollywood = 好莱坞（hollywood）
option-challenge-target = 赢得这一盘所需的分数（默认：预设的分数，classic 为 100）
option-house-rules = 在预设之上的自定规则，例如 knock_limit=7 big_gin target=150

command-gin-bot = 和电脑打一盘
option-bot-level = 电脑的水平（默认：普通）
choice-level-easy = 入门
choice-level-normal = 普通
choice-level-expert = 专家
choice-period-month = 本月
choice-period-all = 全部

command-gin-rules = 当前规则的简要说明，或规则书
option-rules-preset = 显示某个预设的规则，而不是你这一盘的
option-rules-section = 阅读规则书：全部，或其中一节
choice-section-all = 全部

command-gin-help = 怎样用 ginbot 玩金拉米
command-gin-ladder = 本服务器的排行榜
option-ladder-period = 哪个排行榜：本月的对局，或全部（默认）
command-gin-profile = 玩家在本服务器的数据：对局、牌局、等级分
option-profile-user = 谁的资料（默认：你）
option-ladder-season = 已结束赛季的排行榜，即赛季结束时的样子（赛季编号）
command-gin-replay = 回放已结束的一盘：逐局展示，每张牌都公开
option-replay-match = 这一盘的编号（一盘结束时会显示）
option-replay-hand = 第几局（默认：第一局）

command-gin-prefs = 手牌的显示方式，以及你阅读的语言
option-prefs-sort = 手牌的排序：按组合、按花色或按点数
choice-sort-melds = 按组合排序
choice-sort-suit = 按花色排序
choice-sort-rank = 按点数排序
option-prefs-four-colour = 方块用蓝色、梅花用绿色（更容易分辨）
option-prefs-language = ginbot 回复你所用的语言
choice-language-discord = Discord 的语言

command-gin-settings = 本服务器的牌桌设置（需要“管理服务器”权限）
option-settings-turn-minutes = 每位玩家每回合的分钟数（0：不计时）
option-settings-idle = 计时结束时怎么办
choice-idle-forfeit = 超时的玩家判负，输掉这一盘
choice-idle-autoplay = 由电脑替超时的玩家出牌
option-settings-next-hand-seconds = 摊牌结果停留多少秒后再发下一局
option-settings-challenge-minutes = 挑战等待回应的分钟数
option-settings-language = 本服务器的语言，用于还没有选择语言的玩家
choice-language-server = 服务器默认
option-settings-tournaments = 本服务器谁可以创建锦标赛
choice-tournaments-everyone = 所有人
choice-tournaments-managers = 只有服务器管理员
option-settings-season-days = 每个排行榜赛季的天数（0：不分赛季）
option-settings-season-ratings = 新赛季开始时等级分如何处理
choice-season-carry = 保留
choice-season-reset = 重置

command-gin-tournament = 服务器锦标赛：瑞士制、淘汰赛或循环赛
command-gin-tournament-create = 在这里开一场锦标赛，让玩家报名
option-tournament-format = 瑞士制（同分者相遇）、淘汰赛，或循环赛（人人都相遇）
choice-format-swiss = 瑞士制
choice-format-knockout = 淘汰赛
choice-format-round-robin = 循环赛
option-tournament-name = 锦标赛的名称
option-tournament-rounds = 仅限瑞士制：打几轮（默认：足以只剩一名全胜选手）
option-tournament-target = 锦标赛每盘的获胜分数（默认：预设的分数）
option-tournament-duplicate = 复式赛：同一轮的每盘都发同样的牌
option-tournament-round-hours = 每轮持续几小时，之后未完成的对局将被判定（默认：24）
command-gin-tournament-list = 本服务器的锦标赛
command-gin-tournament-show = 一场锦标赛的排名，已结束的也可以
option-tournament-tournament = 锦标赛（输入名称的一部分）
command-gin-tournament-start = 开始一场锦标赛（创建者或服务器管理员）
command-gin-tournament-cancel = 取消一场锦标赛（服务器管理员；开始前创建者也可以）
option-tournament-reason = 原因（显示在锦标赛的消息上）
command-gin-tournament-remove = 把一名选手移出锦标赛（服务器管理员）
option-tournament-player = 要移出的选手
command-gin-tournament-record = 手动判定本轮的一盘对局（服务器管理员）
option-tournament-winner = 这盘对局的胜者

command-pass = 不要第一张明牌
command-draw = 摸一张牌
option-draw-source = 牌堆顶的牌，或弃牌堆上的明牌
choice-source-stock = 牌堆
choice-source-discard = 明牌
command-discard = 从手牌中打出一张牌
option-discard-card = 要打出的牌，例如 7h、10♥ 或红桃7
command-knock = 打出一张牌并敲牌（没有散牌就是 Gin）
option-knock-card = 敲牌时打出的那张牌
command-hand = 查看你的手牌（只有你能看到）
command-hint = 专家建议的走法，仅限和电脑对战（之后不计排名积分）
command-resign = 认输，放弃你这一盘
