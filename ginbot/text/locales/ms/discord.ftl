# Apa yang bot siarkan tentang satu permainan di Discord: bebenang, meja, skrin tangan,
# cabaran, peringatan dan ringkasan; dan penolakan butang-butangnya.
# $players ialah nama para pemain ("Aminah lwn Ben"); $score jumlah mata;
# $thread, $channel dan $player ialah sebutan Discord (<#1>, <@2>), dikekalkan seperti asal.

match-thread-name = Gin · { $players }
match-intro = **{ $players }** · { $rules }

# -- tangan pemain (melalui mesej terus, atau hanya untuknya dalam bebenang) --
hand-header = **{ $match }** · pusingan { $hand } · { $score }
hand-can-gin = **Anda boleh membuat gin!**
button-draw-stock = Cabut dari stok
button-take = Ambil
button-take-upcard = Ambil { $card }
button-pass = Langkau
button-knock = Ketuk
button-gin = Gin
button-sort = Susun
discard-placeholder = Buang satu kad…
discard-placeholder-draw-first = Buang (selepas anda cabut)
discard-leaves = tinggal deadwood { $deadwood }
knock-placeholder = Ketuk: pilih kad untuk dibuang
knock-big-gin = Gin besar: tunjukkan kesemua 11 kad
knock-option-gin = Buang { $card } · gin
knock-option = Buang { $card } · ketuk dengan { $deadwood }
knock-which = Ketuk: kad mana yang anda buang?

# -- meja, dalam bebenang permainan --
table-header = **{ $match }** ({ $rules })
table-turn-ends = Giliran tamat <t:{ $deadline }:R>.
button-show-hand = Tunjuk tangan saya
table-moved = Discord tidak lagi membenarkan saya mengemas kini meja di atas, jadi ia bersambung dalam mesej di bawah.

# -- tamat permainan --
summary-wins = 🏆 **{ $name } memenangi permainan { $won }-{ $lost }**
summary-wins-margin = 🏆 **{ $name } memenangi permainan dengan beza { $margin }** ({ $won }-{ $lost })
summary-rating = { $name }: penarafan { $before } → { $after }
summary-points = { $name } memperoleh { $points } mata kedudukan.
summary-replay = Ulang tayang pusingan demi pusingan: `/gin replay match:{ $match }`
summary-dm = { $result } · { $thread }
button-rematch = Main lagi
button-resign = Menyerah

# -- permainan yang sudah tamat, pusingan demi pusingan --
replay-head = **Ulang tayang permainan #{ $match }, { $players }** · pusingan { $hand } daripada { $hands }
replay-next = (seterusnya: `/gin replay match:{ $match } hand:{ $next }`)
replay-score = Mata selepas pusingan ini: { $score }
replay-result = **Keputusan: { $result }**

# -- cabaran --
challenge-text = { $opponent }, **{ $challenger }** mencabar anda bermain Gin Rummy ({ $rules }). Jawab <t:{ $expires }:R>.
challenge-rules-heading = Peraturan yang digunakan:
challenge-accepted = ✅ { $opponent } menerima cabaran { $challenger }: **{ $players }** sudah bermula, dalam bebenangnya.
challenge-withdrawn = { $challenger } menarik balik cabaran.
challenge-declined = { $challenger }, { $opponent } menolak cabaran anda.
challenge-expired = ⌛ Cabaran { $challenger } kepada { $opponent } sudah tamat tempoh.
# Tables of three and four: everyone asked answers on the one message.
challenge-three-text = { $invited }: **{ $challenger }** mencabar anda bermain Gin Rummy bertiga, **{ $players }** ({ $rules }). Jawab <t:{ $expires }:R>.
challenge-teams-text = { $invited }: **{ $challenger }** mencabar anda bermain Gin Rummy berpasukan, **{ $players }** ({ $rules }). Jawab <t:{ $expires }:R>.
challenge-answers = Jawapan: { $answers }
challenge-answer-yes = ✅ { $name }
challenge-answer-waiting = ⏳ { $name }
challenge-table-accepted = ✅ Semua menerima cabaran { $challenger }: **{ $players }** sudah bermula, dalam bebenangnya.
challenge-table-declined = { $challenger }, { $by } menolak cabaran anda: **{ $players }** dibatalkan untuk semua.
challenge-table-expired = ⌛ Cabaran { $challenger } (**{ $players }**) sudah tamat tempoh: { $waiting } tidak menjawab.
button-accept = Terima
button-decline = Tolak
rematch-on = Main lagi: { $players }, dalam bebenang baharu.
rematch-sent = Cabaran main lagi dihantar kepada { $name } di { $channel }.

# -- giliran, pemasa, mesej terus ditutup --
reminder-dm = ⏰ Giliran anda di { $thread }: tinggal { $left }.
reminder-thread = ⏰ { $player }, giliran anda: tinggal { $left }.
your-turn-thread = { $player }, giliran anda. Gunakan `/hand` di sini atau butang **{ button-show-hand }** untuk melihat kad anda.
private-hand-spent = { $player }, tangan yang saya tunjukkan di sini tidak boleh dikemas kini lagi (Discord membenarkannya selama 15 minit): tekan **{ button-show-hand }** untuk yang baharu.
dms-closed = { $player }, saya tidak dapat menghantar mesej terus kepada anda (mesej terus anda ditutup), jadi tangan anda kekal di sini, hanya untuk anda: gunakan `/hand` atau butang **{ button-show-hand }**.
duration-minutes = { $minutes } minit
duration-seconds = { $seconds } saat

# -- di mana permainan pemanggil, dan apa yang ditolak oleh butang --
where-no-match = Anda tiada permainan yang sedang berjalan. Mulakan satu dalam pelayan dengan `/gin challenge` atau `/gin bot`.
where-several-servers = Anda ada permainan dalam beberapa pelayan: bermain dalam bebenang permainan itu ({ $threads }).
where-elsewhere = Permainan anda ({ $players }) ada di { $thread }: bermain di sana atau dalam mesej terus anda dengan saya.
where-not-playing = Anda tidak bermain dalam permainan ini ({ $players }).
where-no-match-here = Anda tiada permainan yang sedang berjalan di sini. Mulakan satu dengan `/gin challenge` atau `/gin bot`.
control-knock-not-now = Anda tidak boleh ketuk sekarang: ketuk dibuat selepas anda cabut, dengan deadwood dalam had ketukan.
control-hand-players-only = Hanya pemain yang boleh melihat tangan mereka; anda boleh mengikuti meja di sini.
control-rematch-players-only = Hanya pemain permainan ini boleh meminta main lagi.
control-pick-a-card = Pilih satu kad daripada menu.
sorry = Ada masalah di pihak saya; permainan anda selamat. Sila cuba lagi.
