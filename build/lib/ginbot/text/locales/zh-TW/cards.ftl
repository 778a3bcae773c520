# 給讀者看的牌名，以及 /discard 和 /knock 自動完成裡的選項。
# $rank 是 A、2-10、J、Q 或 K（各語言都用字母）；$suit 是 spades、hearts、diamonds 或 clubs。

card-name = { $suit ->
        [spades] 黑桃
        [hearts] 紅心
        [diamonds] 方塊
       *[clubs] 梅花
    }{ $rank }

## 自動完成的一個選項：$card 是上面的牌名；$deadwood 是打出這張牌後手上剩下的散牌點數。

card-choice-discard = { $card } · 打出後散牌 { $deadwood } 點
card-choice-gin = { $card } · Gin（金）
card-choice-knock = { $card } · 敲牌，散牌 { $deadwood } 點
