# 用文字說規則：每條生效規則一行、一盤規則的簡短概括、/gin rules 中的說明，
# 以及 ginbot rules。預設集名稱（classic、knock5 等）和設定名稱要在指令裡輸入，
# 所以在每種語言裡都保持原樣。

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
rule-hollywood = 好萊塢：同時計三盤的分。
rule-three-players = 三人局：莊家輪空；每局的輸家當下一局的莊家。
rule-teams = 兩隊各兩人：搭檔同時打各自的牌。

## 一盤的規則概括：預設集、另加的自訂規則、目標分

rule-summary = { $preset } 規則，打到 { $target } 分
rule-summary-house = { $preset } + { $house } 規則，打到 { $target } 分

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
presets-not-yet-heading = 牌桌上暫時還不能玩，Discord 和終端機裡都不行（ginbot rules --section more）：
presets-not-yet = 牌桌上暫時還不能玩，Discord 和終端機裡都不行（ginbot rules --section more）。
presets-rulebook = 完整規則書：ginbot rules --full。其中一節：ginbot rules --section 名稱（{ $sections }）。

# 預設集的名稱，供閱讀（輸入時仍用英文名稱）。
preset-name = { $preset ->
    [classic] 經典
    [scarne] 斯卡尼
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
