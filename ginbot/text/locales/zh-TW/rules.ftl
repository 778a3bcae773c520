# 用文字說規則：每條生效規則一行、一盤規則的簡短概括、/gin rules 中的說明，
# 以及 ginbot rules。預設集名稱（classic、knock5 等）和設定名稱要在指令裡輸入：需要讀者輸入時，
# 在讀者語言裡的名稱旁邊用程式碼寫出要輸入的名稱。

## 生效的規則，每行一句

rule-target = 一盤打到 { $target } 分。
rule-straight-gin = 純 Gin：不能敲牌，只有 Gin 才能結束一局。
rule-oklahoma = 奧克拉荷馬：第一張明牌的點數就是敲牌上限（若是 A：只能 Gin）。
rule-oklahoma-spades-double = 奧克拉荷馬：第一張明牌的點數就是敲牌上限（若是 A：只能 Gin）。第一張明牌是黑桃時，這一局得分加倍。
rule-gin-only = 敲牌上限為 0：只有 Gin 才能結束一局。
rule-knock-limit = 散牌點數不超過 { $limit } 即可敲牌。
rule-bonuses = Gin 獎分 { $gin }，反超獎分 { $undercut }。
rule-big-gin = 大 Gin（11 張牌全部組合）獎分 { $bonus }。
rule-scarne-deal = Scarne 發牌：閒家拿 11 張牌並先棄牌；不翻明牌。
rule-dealer-loser = 每局的輸家當下一局的莊家。
rule-dealer-alternate = 雙方輪流當莊。
# $shutout 是零封的獎勵：none（無）、double（加倍）或 plus100（再加 100）。
rule-box-scoring =
    { $shutout ->
        [double] 格子計分：勝場獎分 { $game }，每贏一局得每局獎分 { $box }，零封則總分加倍。
        [plus100] 格子計分：勝場獎分 { $game }，每贏一局得每局獎分 { $box }，零封再加 100。
       *[none] 格子計分：勝場獎分 { $game }，每贏一局得每局獎分 { $box }。
    }
rule-margin = 勝者按分差獲勝：雙方計入獎分後的總分之差。
rule-margin-units = 勝者按分差獲勝：雙方計入獎分後的總分之差，去掉個位數（182 記為 18）。
rule-hollywood = 好萊塢：同時計三場的分。
rule-three-players = 三人局：莊家輪空；每局的輸家當下一局的莊家。
rule-teams = 兩隊各兩人：隊友同時打各自的牌。

## 一盤的規則概括：預設集、另加的自訂規則、目標分

rule-summary = { $preset } 規則，打到 { $target } 分
rule-summary-house = { $preset } + { $house } 規則，打到 { $target } 分
# 三人桌和四人桌按牌桌稱呼，而不是當作一套規則：「三人桌，打到 30 分」。
rule-summary-table = { $players ->
        [3] 三人桌
       *[other] 二對二
    }，打到 { $target } 分
rule-summary-table-house = { $players ->
        [3] 三人桌
       *[other] 二對二
    } + { $house }，打到 { $target } 分

## /gin rules：這是誰的規則，去哪裡看更多

in-force-preset = **{ $preset }** 的規則：
in-force-default = **{ $preset }**（預設）的規則：
# $match 是這一盤的名稱，$summary 是 rule-summary。
in-force-match = 你這一盤的規則（{ $match }，{ $summary }）：
in-force-presets = 預設集：{ $presets }。
in-force-rulebook = 規則書：`/gin rules section:`（全部，或其中一節）。
rulebook-title = **規則書**
rulebook-title-part = **規則書**（第 { $part } 部分，共 { $parts } 部分）

## 終端機裡的 ginbot rules

presets-playable = 可以玩的預設集（ginbot play --preset 名稱；Discord 中用 /gin bot 和 /gin challenge）：
presets-tables-heading = 三人桌和四人桌，可以搭配上面除了好萊塢（hollywood）以外的任何預設集（ginbot rules --section more）：
# $challenge 是讓這張牌桌坐滿的 /gin challenge，$play 是 ginbot play 指令。
presets-table-how = 在 Discord 中用 { $challenge }（把 ginbot 填進某個座位，電腦就坐那個位置），在終端機裡用 { $play }。
presets-rulebook = 完整規則書：ginbot rules --full。其中一節：ginbot rules --section 名稱（{ $sections }）。

# 預設集的名稱，供閱讀（輸入時仍用英文名稱）。
preset-name = { $preset ->
    [classic] 經典
    [scarne] Scarne
    [oklahoma] 奧克拉荷馬
    [straight] 純 Gin
    [quick] 快速
    [knock5] 敲牌 5
    [bonuses] 獎分
    [hollywood] 好萊塢
    [three] 三人
    [teams] 組隊
   *[other] { $preset }
}
# 需要輸入預設集名稱時的寫法：先是讀者語言裡的名稱，再是要輸入的名稱。
preset-typed = { $name }（`{ $preset }`）
# 同上，讀者語言裡的名稱就是要輸入的名稱時。
preset-code = `{ $preset }`
# ginbot rules 中，這一行下面是這個預設集的規則；$preset 是 preset-typed 或 preset-code。
preset-heading = { $preset }：
