# -- hints: the expert's suggested move in a match against the computer --
hint-points = { $points ->
    [0] 不到 1 分
   *[other] 約 { $points } 分
}
hint-only-move = { $move }：這是現在唯一允許的走法。
hint-take-melds = 拿取 { $card }：它能湊成組合，剩下 { $deadwood } 點散牌。
hint-take = 拿取 { $card }：它把你的散牌點數降到 { $deadwood }。
hint-stock = 從牌堆摸牌：{ $card } 對你的價值比牌堆的牌少{ $points }。
hint-pass = 不要：{ $card } 對你的價值比牌堆的牌少{ $points }。
hint-discard-safest = 打出 { $card }：留下的散牌最少（{ $deadwood } 點），也最安全。
hint-discard-least = 打出 { $card }：留下的散牌最少（{ $deadwood } 點）。
hint-discard-safer = 打出 { $card }：散牌稍多（{ $deadwood } 點），但不太可能幫到對手。
hint-discard-draws = 打出 { $card }：散牌稍多（{ $deadwood } 點），但之後摸牌的機會更好。
hint-knock = 打出 { $card } 敲牌，散牌 { $deadwood } 點：比繼續打多贏{ $points }。
hint-gin = 打出 { $card } 成 Gin：十張牌全部組合。
hint-big-gin = 大 Gin：十一張牌全部組合。
hint-play-on = 打出 { $card }（散牌 { $deadwood } 點）繼續打：現在敲牌會少得{ $points }。
hint-move-stock = 從牌堆摸牌
hint-move-take = 拿取明牌
hint-move-pass = 不要
hint-move-discard = 打出 { $card }
hint-move-knock = 打出 { $card } 敲牌
hint-move-gin = 打出 { $card } 成 Gin
hint-move-big-gin = 大 Gin
hint-reply = 💡 **提示：**{ $line }
hint-marked = 已記錄使用提示：本盤不會獲得排名積分。
button-hint = 提示
summary-hints = 💡 使用了提示：沒有排名積分。
