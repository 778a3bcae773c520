# 给读者看的牌名，以及 /discard 和 /knock 自动补全里的选项。
# $rank 是 A、2-10、J、Q 或 K（各语言都用字母）；$suit 是 spades、hearts、diamonds 或 clubs。

card-name = { $suit ->
        [spades] 黑桃
        [hearts] 红桃
        [diamonds] 方块
       *[clubs] 梅花
    }{ $rank }

## 自动补全的一个选项：$card 是上面的牌名；$deadwood 是打出这张牌后手里剩下的散牌点数。

card-choice-discard = { $card } · 打出后散牌 { $deadwood } 点
card-choice-gin = { $card } · Gin（金）
card-choice-knock = { $card } · 敲牌，散牌 { $deadwood } 点
