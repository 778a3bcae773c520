# 用文字说规则：每条生效规则一行、一盘规则的简短概括、/gin rules 中的说明，
# 以及 ginbot rules。预设名（classic、knock5 等）和设置名要在命令里输入：需要读者输入时，
# 在读者语言里的名称旁边用代码写出要输入的名称。

## 生效的规则，每行一句

rule-target = 一盘打到 { $target } 分。
rule-straight-gin = 纯 Gin：不能敲牌，只有 Gin 才能结束一局。
rule-oklahoma = 俄克拉何马：第一张明牌的点数就是敲牌上限（若是 A：只能 Gin）。
rule-oklahoma-spades-double = 俄克拉何马：第一张明牌的点数就是敲牌上限（若是 A：只能 Gin）。第一张明牌是黑桃时，这一局得分加倍。
rule-gin-only = 敲牌上限为 0：只有 Gin 才能结束一局。
rule-knock-limit = 散牌点数不超过 { $limit } 即可敲牌。
rule-bonuses = Gin 奖分 { $gin }，反超奖分 { $undercut }。
rule-big-gin = 大 Gin（11 张牌全部组合）奖分 { $bonus }。
rule-scarne-deal = Scarne 发牌：闲家拿 11 张牌并先弃牌；不翻明牌。
rule-dealer-loser = 每局的输家做下一局的庄家。
rule-dealer-alternate = 双方轮流坐庄。
# $shutout 是零封的奖励：none（无）、double（加倍）或 plus100（再加 100）。
rule-box-scoring =
    { $shutout ->
        [double] 格子计分：胜场奖分 { $game }，每赢一局得每局奖分 { $box }，零封则总分加倍。
        [plus100] 格子计分：胜场奖分 { $game }，每赢一局得每局奖分 { $box }，零封再加 100。
       *[none] 格子计分：胜场奖分 { $game }，每赢一局得每局奖分 { $box }。
    }
rule-margin = 胜者按分差获胜：双方计入奖分后的总分之差。
rule-margin-units = 胜者按分差获胜：双方计入奖分后的总分之差，去掉个位数（182 记作 18）。
rule-hollywood = 好莱坞：同时计三场的分。
rule-three-players = 三人局：庄家轮空；每局的输家做下一局的庄家。
rule-teams = 两队各两人：队友同时打各自的牌。

## 一盘的规则概括：预设、另加的自定规则、目标分

rule-summary = { $preset } 规则，打到 { $target } 分
rule-summary-house = { $preset } + { $house } 规则，打到 { $target } 分
# 三人桌和四人桌按牌桌称呼，而不是当作一套规则：“三人桌，打到 30 分”。
rule-summary-table = { $players ->
        [3] 三人桌
       *[other] 二对二
    }，打到 { $target } 分
rule-summary-table-house = { $players ->
        [3] 三人桌
       *[other] 二对二
    } + { $house }，打到 { $target } 分

## /gin rules：这是谁的规则，去哪里看更多

in-force-preset = **{ $preset }** 的规则：
in-force-default = **{ $preset }**（默认）的规则：
# $match 是这一盘的名称，$summary 是 rule-summary。
in-force-match = 你这一盘的规则（{ $match }，{ $summary }）：
in-force-presets = 预设：{ $presets }。
in-force-rulebook = 规则书：`/gin rules section:`（全部，或其中一节）。
rulebook-title = **规则书**
rulebook-title-part = **规则书**（第 { $part } 部分，共 { $parts } 部分）

## 终端里的 ginbot rules

presets-playable = 可以玩的预设（ginbot play --preset 名称；Discord 中用 /gin bot 和 /gin challenge）：
presets-tables-heading = 三人桌和四人桌，可以配上面除好莱坞（hollywood）以外的任何预设（ginbot rules --section more）：
# $challenge 是让这张牌桌坐满的 /gin challenge，$play 是 ginbot play 命令。
presets-table-how = 在 Discord 中用 { $challenge }（把 ginbot 填进某个座位，电脑就坐那个位置），在终端里用 { $play }。
presets-rulebook = 完整规则书：ginbot rules --full。其中一节：ginbot rules --section 名称（{ $sections }）。

# 预设的名称，供阅读（输入时仍用英文名称）。
preset-name = { $preset ->
    [classic] 经典
    [scarne] Scarne
    [oklahoma] 俄克拉何马
    [straight] 纯 Gin
    [quick] 快速
    [knock5] 敲牌 5
    [bonuses] 奖分
    [hollywood] 好莱坞
    [three] 三人
    [teams] 组队
   *[other] { $preset }
}
# 需要输入预设名时的写法：先是读者语言里的名称，再是要输入的名称。
preset-typed = { $name }（`{ $preset }`）
# 同上，读者语言里的名称就是要输入的名称时。
preset-code = `{ $preset }`
# ginbot rules 中，这一行下面是这个预设的规则；$preset 是 preset-typed 或 preset-code。
preset-heading = { $preset }：
