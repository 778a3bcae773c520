# Balasan arahan /gin dan /resign, dibaca oleh orang yang meminta.

# /gin challenge dan /gin bot
challenge-the-bot = Untuk bermain dengan saya, gunakan `/gin bot`.
challenge-a-bot = { $name } ialah bot dan tidak boleh bermain.
challenge-level-without-computer = `level` ialah kekuatan komputer apabila anda meletakkan ginbot sebagai `opponent2` atau `partner`; meja ini tiada tempat duduk komputer.
challenge-yourself = Anda tidak boleh mencabar diri sendiri. Cuba `/gin bot` untuk bermain dengan komputer.
challenge-from-a-channel = Cabar dari saluran teks: setiap permainan mendapat bebenang sendiri.
bot-from-a-channel = Mulakan permainan dari saluran teks: setiap permainan mendapat bebenang sendiri.
# $players: "Ann vs ginbot (expert)"; $rules: ringkasan peraturan permainan.
bot-match-opens = **{ $players }** ({ $rules }): meja dibuka dalam bebenang; tangan anda dihantar melalui mesej terus.

# /gin help: seluruh halaman, satu perenggan satu mesej.
help-about = **Gin Rummy**: susun 10 kad anda menjadi meld (set: 3 hingga 4 kad yang sama pangkat; run: 3 kad atau lebih yang berturutan dalam satu sut) dan ketuk apabila jumlah deadwood anda 10 atau kurang.
help-start = **Mula:** `/gin challenge opponent:@kawan`, atau `/gin bot level:expert` untuk bermain dengan komputer.
help-play = **Main** dalam bebenang permainan atau dalam mesej terus dengan saya: tangan anda dihantar melalui mesej terus dengan butang (cabut dari stok, ambil kad terbuka, langkau, buang, ketuk atau gin). Arahan juga boleh digunakan: `/draw`, `/discard`, `/knock`, `/pass`, `/hand`, `/resign`.
help-more = **Lagi:** `/gin rules` (peraturan yang berkuat kuasa; `section:` untuk buku peraturan), `/gin ladder` (papan pendahulu pelayan ini), `/gin replay` (ulang tayang permainan yang tamat, pusingan demi pusingan), `/gin prefs` (warna kad, susunan tangan, bahasa anda), `/gin tournament create` (kejohanan untuk pelayan: Sistem Swiss, kalah mati atau round robin).
help-closed-dms = Jika mesej terus anda ditutup, gunakan `/hand` dalam bebenang: kad anda hanya ditunjukkan kepada anda.

# /gin ladder
ladder-empty = Belum ada keputusan. Jadilah yang pertama: `/gin challenge`.
ladder-title = **Papan pendahulu** (penarafan daripada permainan sesama pemain; mata kedudukan kerana mengalahkan komputer)
# $rating: "27.4"; $wins dan $losses: permainan sesama pemain.
ladder-rating = penarafan { $rating } ({ $wins }-{ $losses })
ladder-points = { $points } mata kedudukan
ladder-title-month = **Papan pendahulu { $month }** (kemenangan dalam permainan sesama pemain bulan ini; mata kedudukan kerana mengalahkan komputer)
# Bulan kalendar; $year ditulis seadanya ("2026").
ladder-month = { $month ->
    [1] Januari
    [2] Februari
    [3] Mac
    [4] April
    [5] Mei
    [6] Jun
    [7] Julai
    [8] Ogos
    [9] September
    [10] Oktober
    [11] November
   *[12] Disember
} { $year }
# Kedudukan yang naik atau turun sejak tempoh lalu.
ladder-moved-up = naik { $places }
ladder-moved-down = turun { $places }

# /gin prefs
prefs-hand = Tangan anda: { $sort ->
    [suit] disusun ikut sut
    [rank] disusun ikut pangkat
   *[melds] disusun ikut meld
}, { $colours ->
    [four] empat warna
   *[two] dua warna
}.

# /gin settings: $timer ialah salah satu mesej settings-timer.
settings-table = Tetapan meja: { $timer }; agihan seterusnya selepas { $delay } saat; cabaran menunggu { $expiry } minit.
settings-timer-forfeit = { $minutes } minit satu giliran, kemudian pemain yang tidak bertindak kalah
settings-timer-autoplay = { $minutes } minit satu giliran, kemudian komputer bermain bagi pihak pemain yang tidak bertindak
settings-no-timer = tiada pemasa giliran

# /resign
resign-confirm = Menyerah kalah dalam permainan { $players }? Pihak lawan akan memenangi permainan.

# Meja bertiga: pengagih berehat dalam pusingan itu (mesej terus tanpa butang, dan jawapan
# kepada langkah yang dicuba ketika itu). $players: "Ann lwn Bob".
sitting-out = Anda mengagih kad pusingan { $hand } dan berehat: { $players } bermain. Ikuti meja di { $thread }.

# Tamat permainan di meja bertiga: "Ann memenangi permainan (Ann 31, Bob 12, Cat 4)".
summary-wins-table = 🏆 **{ $name } memenangi permainan** ({ $score })

# Kemenangan pasukan (dua nama: "Ann & Cat memenangi permainan 104-37").
summary-team-wins = 🏆 **{ $name } memenangi permainan { $won }-{ $lost }**
summary-team-wins-margin = 🏆 **{ $name } memenangi permainan dengan beza { $margin }** ({ $won }-{ $lost })
