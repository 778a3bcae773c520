# Nama kad untuk pembaca, dan pilihan autolengkap /discard dan /knock.
# $rank ialah A, 2-10, J, Q atau K (huruf dalam semua bahasa); $suit ialah spades, hearts,
# diamonds atau clubs.

card-name = { $rank } { $suit ->
        [spades] sped
        [hearts] hati
        [diamonds] wajik
       *[clubs] kelawar
    }

## Satu pilihan autolengkap: $card dinamakan seperti di atas; $deadwood ialah jumlah
## deadwood yang tinggal di tangan selepas kad itu dibuang.

card-choice-discard = { $card } · tinggal { $deadwood } mata deadwood
card-choice-gin = { $card } · gin
card-choice-knock = { $card } · ketuk dengan { $deadwood } mata deadwood
