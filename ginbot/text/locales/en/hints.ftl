# -- hints: the expert's suggested move in a match against the computer --
hint-points = { $points ->
    [0] less than a point
    [one] about { $points } point
   *[other] about { $points } points
}
hint-only-move = { $move }: it is the only move allowed now.
hint-take-melds = Take the { $card }: it completes a meld, leaving { $deadwood } deadwood.
hint-take = Take the { $card }: it lowers your deadwood to { $deadwood }.
hint-stock = Draw from the stock: the { $card } helps you less than a card from the stock should (by { $points }).
hint-pass = Pass: the { $card } helps you less than a card from the stock should (by { $points }).
hint-discard-safest = Discard { $card }: the least deadwood kept ({ $deadwood }) and the safest.
hint-discard-least = Discard { $card }: it keeps the least deadwood ({ $deadwood }).
hint-discard-safer = Discard { $card }: a little more deadwood ({ $deadwood }), but less likely to help your opponent.
hint-discard-draws = Discard { $card }: a little more deadwood ({ $deadwood }), but better draws to come.
hint-knock = Knock with { $deadwood } deadwood, discarding { $card }: you win { $points } more than playing on.
hint-gin = Go gin, discarding { $card }: all ten cards are melded.
hint-big-gin = Big gin: all eleven cards are melded.
hint-play-on = Discard { $card } ({ $deadwood } deadwood) and play on: knocking now gives away { $points }.
hint-move-stock = Draw from the stock
hint-move-take = Take the upcard
hint-move-pass = Pass
hint-move-discard = Discard { $card }
hint-move-knock = Knock, discarding { $card }
hint-move-gin = Go gin, discarding { $card }
hint-move-big-gin = Big gin
hint-reply = 💡 **Hint:** { $line }
hint-marked = Hints are counted: this match will earn no ranking points.
button-hint = Hint
summary-hints = 💡 Hints used: no ranking points.
