# 终端游戏（ginbot play）：牌桌、手牌、可走的步、摊牌、结果。
# 牌写作 7♥，组合放在方括号里。玩家输入的命令（s、t、p、d 7h、k 7h、sort suit、
# colours four、pile、h、q、resign、y/N）在各语言中都保持原样。

## 一盘
terminal-header = 第 { $match } 盘：{ $players }。{ $rules }
terminal-header-resumed = 第 { $match } 盘（继续）：{ $players }。{ $rules }
terminal-help-hint = 输入 h 查看帮助。
terminal-player = 玩家
terminal-resumed-options = （--level、--format、--preset、--rules 和 --seed 只用于新开的一盘：继续的一盘沿用它自己的设置）
# --resume 时，保存前的最后几步，写在一行里（屏幕上可能还留着它们）。
terminal-recap = 最后几步：{ $moves }
terminal-recap-between = {" · "}

## 牌桌
# 三人桌或四人桌上一方的分数：名字可能以座位号结尾。
terminal-score-of = { $name }：{ $score }
terminal-table-title = ── 第 { $hand } 局 · { $scores } · 先到 { $target } 分获胜 ──
# 四人桌按轮进行：两桌同时打。
terminal-round-title = ── 第 { $hand } 轮 · { $scores } · 先到 { $target } 分获胜 ──
terminal-table-upcard = 明牌 { $upcard } · 牌堆剩 { $stock } 张 · { $dealer } 发牌
terminal-table-upcard-below = 明牌 { $upcard }（下面是 { $below }）· 牌堆剩 { $stock } 张 · { $dealer } 发牌
terminal-table-upcard-more = 明牌 { $upcard }（下面是 { $below }，还有 { $more } 张：输入 pile 查看）· 牌堆剩 { $stock } 张 · { $dealer } 发牌
terminal-table-no-upcard = 没有明牌 · 牌堆剩 { $stock } 张 · { $dealer } 发牌
terminal-hollywood-game = 第 { $game } 场 { $first }-{ $second }
terminal-hollywood = 好莱坞计分：{ $games }。
terminal-note = { $note }。
terminal-pile-empty = 弃牌堆是空的。
terminal-pile = 弃牌堆，从上往下（{ $count } 张）：{ $cards }

## 三人桌和两队的四人桌
# 桌上重复的名字（电脑的）后面加上座位号。
# 一队两人之间：“Ann 与电脑（入门）2号”。
# 一桌的明牌、下面的牌和牌堆，用在下面几行里。
terminal-pile-no-upcard = 没有明牌 · 牌堆剩 { $stock } 张
terminal-pile-upcard = 明牌 { $upcard } · 牌堆剩 { $stock } 张
terminal-pile-upcard-below = 明牌 { $upcard }（下面是 { $below }）· 牌堆剩 { $stock } 张
terminal-pile-upcard-more = 明牌 { $upcard }（下面是 { $below }，还有 { $more } 张：输入 pile 查看）· 牌堆剩 { $stock } 张
# 三人桌：唯一的一桌，以及发牌并轮空这一局的人。
terminal-three-board = { $players } 在打：{ $pile }
terminal-sits-out = { $name } 发牌，这一局轮空。
# 两队的一轮：两桌同时打。
terminal-board = 第 { $board } 桌（{ $players }）：{ $pile } · { $dealer } 发牌
terminal-board-over = 第 { $board } 桌（{ $players }）：这一桌的这一局结束了

## 你的手牌
terminal-hand = 你的手牌：{ $cards }
terminal-hand-by-suit = 你的手牌（按花色排序）：{ $cards }
terminal-hand-by-rank = 你的手牌（按点数排序）：{ $cards }
terminal-deadwood = 散牌点数 { $deadwood }。
terminal-deadwood-after = 打出 { $card } 后散牌点数为 { $deadwood }。
terminal-drew = 你摸到了 { $card }。
terminal-took = 你拿取了 { $card }：这一回合不能把它打出。
terminal-no-melds = 没有组合 · 散牌 { $deadwood }
terminal-melds = 组合：{ $melds } · 散牌 { $deadwood }
terminal-melds-no-deadwood = 组合：{ $melds } · 没有散牌
terminal-big-gin-offer = 大 Gin：11 张牌全部组成组合（b）。
terminal-gin-offer = 打出 { $cards } 就能 Gin（k <牌>）！
terminal-knock-offer = 打出 { $options } 就能敲牌（k <牌>）。
terminal-knock-option = { $card }（散牌 { $deadwood }）
terminal-or = {" 或 "}

## 你的操作：字母在前，照样输入
terminal-prompt = 你的操作 [{ $moves }]：
terminal-move-stock = s 从牌堆摸牌
terminal-move-take = t 拿取 { $upcard }
terminal-move-pass = p 不要
terminal-move-discard = d <牌>
terminal-move-knock = k <牌>
terminal-move-big-gin = b 大 Gin
terminal-moves-between = {"，"}
terminal-continue = 按回车键开始下一局：

## 轮到谁
terminal-match-over = 这一盘已经结束。
terminal-dealing = 正在发下一局的牌。
terminal-your-turn-offer = 轮到你了：拿取明牌，或者不要。
terminal-your-turn-draw = 轮到你了：摸牌。
terminal-your-turn-discard = 轮到你了：弃牌。
terminal-to-play = 轮到 { $name }。
terminal-you-sit-out = 这一局由你发牌并轮空：{ $players } 在打，你跟着看牌桌。

## 摊牌；标 * 的牌是补牌
terminal-showdown = ── 摊牌 ──
terminal-showdown-hand = ── 摊牌，第 { $hand } 局 ──
terminal-showdown-held = { $name }：{ $cards }
terminal-showdown-knocked = { $name } 敲牌：{ $cards }（散牌 { $deadwood }）
terminal-showdown-gin = { $name } Gin 了：{ $cards }（散牌 { $deadwood }）
terminal-showdown-big-gin = { $name } 宣布大 Gin：{ $cards }（散牌 { $deadwood }）
terminal-showdown-defender = { $name }：{ $cards }（散牌 { $deadwood }）
terminal-showdown-laid-off = { $name }：{ $cards } { $laid }（散牌 { $deadwood }；* 为补牌）
# 两队的一轮：两桌摊牌，然后是这一轮的得分（规则第 10 节）。
terminal-round-showdown = ── 摊牌，第 { $hand } 轮 ──
terminal-board-showdown = 第 { $board } 桌：{ $players }
terminal-board-result = { $result }。
terminal-round-scored = 这一轮：{ $name } 得 { $points } 分。{ $score }
terminal-round-no-score = 这一轮：双方都不得分。{ $score }
terminal-laid-off = { $name } 补牌：{ $layoffs }。
terminal-layoff = { $card } 补到 [{ $meld }]
terminal-layoff-then = {"，然后 "}
terminal-points = { $outcome ->
        [undercut] 反超得分
        [gin] Gin 得分
        [big_gin] 大 Gin 得分
       *[knock] 敲牌得分
    }：{ $sum } = { $points }。
terminal-points-only = { $outcome ->
        [undercut] 反超得分
        [gin] Gin 得分
        [big_gin] 大 Gin 得分
       *[knock] 敲牌得分
    }：{ $points }。
terminal-bonus = { $sum } + 奖分 { $bonus }
# 分数加倍（俄克拉荷马的黑桃明牌）：“9 ×2”、“（2 + 奖分 25）×2”。
terminal-times = { $sum } ×{ $times }
terminal-times-sum = （{ $sum }）×{ $times }

## 结果
terminal-result = ══ 一盘结束：{ $ending } ══
terminal-hands = 各局：{ $hands }
terminal-rounds = 各轮：{ $rounds }
terminal-hands-between = {"；"}
terminal-hand-dead = { $hand }. 流局
terminal-hand-won = { $hand }. { $name } +{ $points }（{ $outcome ->
        [undercut] 反超
        [gin] Gin
        [big_gin] 大 Gin
       *[knock] 敲牌
    }）
# 三人桌或四人桌：每局（四人桌：每轮）得分的一方。
terminal-hand-scored = { $hand }. { $name } +{ $points }
terminal-hand-no-score = { $hand }. 无人得分
terminal-table-won = { $name } 赢得这一盘：{ $score }
terminal-table-resigned = { $name } 因对方认输赢得这一盘：{ $score }
terminal-earned = { $name } 在终端自己的排行榜上获得 { $points } 排名积分（每个 Discord 服务器都有自己的排行榜）。
terminal-ladder = 终端排行榜上的排名积分（保存在 { $path }）：{ $name } { $points }。

## 开始、继续、认输、离开
terminal-nothing-to-resume = 没有未完成的一盘可以继续：用 ginbot play 开始新的一盘。
terminal-busy = 第 { $match } 盘（{ $scores }）还没有结束：用 ginbot play --resume 继续（想放弃就在那里输入 resign）。
terminal-resign-question = 认输第 { $match } 盘（{ $players }）吗？对方将赢下这一盘。[y/N]：
terminal-not-resigned = 没有认输：继续打。
terminal-four-colours = 花色改用四种颜色：方块蓝色，梅花绿色（已记住）。
terminal-two-colours = 花色改用红黑两色（已记住）。
terminal-no-colour = 这里的输出不显示颜色（不是终端，或者设置了 NO_COLOR）；--images 的图片会用这些颜色。
terminal-cannot-use = 无法使用 { $path }：{ $why }
terminal-folder-database = 已新建文件夹 { $folder }，用来存放数据库。
terminal-folder-pictures = 已新建文件夹 { $folder }，用来存放图片。
terminal-not-a-folder = 无法把图片写入 { $path }：它是文件，不是文件夹。
terminal-in-use = { $path } 正被另一个 ginbot play 使用
terminal-discord-matches = { $path } 里有进行中的 Discord 对局：ginbot play 使用自己的数据库（见 --database）
terminal-saved = 已保存。继续请用：{ $command }
terminal-pictures-written = 已把 { $count } 张图片写入 { $folder }

## 输入的不是命令
terminal-unknown-command = 未知命令“{ $line }”：输入 h 查看帮助
terminal-which-discard = 请说明要打出哪一张牌，例如 { $command } 7h
terminal-which-knock = 请说明敲牌时打出哪一张牌，例如 { $command } 7h
terminal-nothing-after = { $command } 后面不能再加内容：输入 h 查看帮助
terminal-sort-how = 排序方式是 melds（按组合）、suit（按花色）或 rank（按点数），例如 sort suit
terminal-colours-how = colours 后面写 two 或 four，例如 colours four

## 帮助：命令照样输入，说明一栏对齐
terminal-help =
    命令（简写和全写都可以）：
      s, stock        从牌堆摸最上面的一张牌
      t, take         拿取明牌（弃牌堆最上面的牌）
      p, pass         一局开始时不要第一张明牌
      d 7h            打出一张牌（7h、7♥、10s、TS、qd 都可以）
      k 7h            打出这张牌并敲牌（或 Gin）；也可以写 knock 7h、gin 7h
      b, big gin      宣布大 Gin（只在规则允许时）
      sort suit       手牌按组合（melds）、花色（suit）或点数（rank）排序（会记住）
      colours four    方块蓝色、梅花绿色（colours two：红黑两色；会记住）
      pile            整个弃牌堆，从上往下
      l, look         再显示一次牌桌和你的手牌（空行也可以）
      h, help         这份帮助
      q, quit         保存并退出（Ctrl-C 和 Ctrl-D 也可以）；ginbot play --resume 继续
      resign          认输这一盘（会先请你确认）
      hint            专家建议的走法和理由（和电脑对战时；之后不计排名积分）
terminal-hint = 提示：{ $line }
