# -- hints: the expert's suggested move in a match against the computer --
hint-points = { $points ->
    [0] 不到 1 分
   *[other] 约 { $points } 分
}
hint-only-move = { $move }：这是现在唯一允许的走法。
hint-take-melds = 拿取 { $card }：它能凑成组合，剩下 { $deadwood } 点散牌。
hint-take = 拿取 { $card }：它把你的散牌点数降到 { $deadwood }。
hint-stock = 从牌堆摸牌：{ $card } 对你的价值比牌堆的牌少{ $points }。
hint-pass = 不要：{ $card } 对你的价值比牌堆的牌少{ $points }。
hint-discard-safest = 打出 { $card }：留下的散牌最少（{ $deadwood } 点），也最安全。
hint-discard-least = 打出 { $card }：留下的散牌最少（{ $deadwood } 点）。
hint-discard-safer = 打出 { $card }：散牌稍多（{ $deadwood } 点），但不太可能帮到对手。
hint-discard-draws = 打出 { $card }：散牌稍多（{ $deadwood } 点），但之后摸牌的机会更好。
hint-knock = 打出 { $card } 敲牌，散牌 { $deadwood } 点：比继续打多赢{ $points }。
hint-gin = 打出 { $card } 成 Gin：十张牌全部组合。
hint-big-gin = 大 Gin：十一张牌全部组合。
hint-play-on = 打出 { $card }（散牌 { $deadwood } 点）继续打：现在敲牌会少得{ $points }。
hint-move-stock = 从牌堆摸牌
hint-move-take = 拿取明牌
hint-move-pass = 不要
hint-move-discard = 打出 { $card }
hint-move-knock = 打出 { $card } 敲牌
hint-move-gin = 打出 { $card } 成 Gin
hint-move-big-gin = 大 Gin
hint-reply = 💡 **提示：**{ $line }
hint-marked = 已记录使用提示：本盘不会获得排名积分。
button-hint = 提示
summary-hints = 💡 使用了提示：没有排名积分。
