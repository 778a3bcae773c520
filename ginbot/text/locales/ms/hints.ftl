# -- hints: the expert's suggested move in a match against the computer --
hint-points = { $points ->
    [0] kurang daripada satu mata
   *[other] kira-kira { $points } mata
}
hint-only-move = { $move }: itulah satu-satunya langkah yang dibenarkan sekarang.
hint-take-melds = Ambil { $card }: ia melengkapkan satu meld, tinggal { $deadwood } deadwood.
hint-take = Ambil { $card }: ia menurunkan deadwood anda kepada { $deadwood }.
hint-stock = Cabut dari stok: { $card } kurang membantu anda berbanding kad dari stok (sebanyak { $points }).
hint-pass = Langkau: { $card } kurang membantu anda berbanding kad dari stok (sebanyak { $points }).
hint-discard-safest = Buang { $card }: deadwood paling sedikit ({ $deadwood }) dan paling selamat.
hint-discard-least = Buang { $card }: ia menyimpan deadwood paling sedikit ({ $deadwood }).
hint-discard-safer = Buang { $card }: deadwood sedikit lebih banyak ({ $deadwood }), tetapi kurang membantu lawan anda.
hint-discard-draws = Buang { $card }: deadwood sedikit lebih banyak ({ $deadwood }), tetapi cabutan akan datang lebih baik.
hint-knock = Ketuk dengan { $deadwood } deadwood, buang { $card }: anda menang { $points } lebih daripada terus bermain.
hint-gin = Buang { $card } dan membuat gin: kesemua sepuluh kad sudah dalam meld.
hint-big-gin = Gin besar: kesemua sebelas kad sudah dalam meld.
hint-play-on = Buang { $card } ({ $deadwood } deadwood) dan terus bermain: mengetuk sekarang merugikan { $points }.
hint-move-stock = Cabut dari stok
hint-move-take = Ambil kad terbuka
hint-move-pass = Langkau
hint-move-discard = Buang { $card }
hint-move-knock = Ketuk, buang { $card }
hint-move-gin = Buang { $card } dan membuat gin
hint-move-big-gin = Gin besar
hint-reply = 💡 **Petunjuk:** { $line }
hint-marked = Petunjuk dikira: permainan ini tidak akan memberi mata kedudukan.
button-hint = Petunjuk
summary-hints = 💡 Petunjuk digunakan: tiada mata kedudukan.
