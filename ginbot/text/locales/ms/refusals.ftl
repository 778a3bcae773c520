# Penolakan: sebab sesuatu langkah atau permintaan tidak boleh dibuat. Setiap satu
# ialah ayat penuh, ditunjukkan kepada orang yang meminta.

## Peraturan giliran

refusal-not-your-turn = Belum giliran anda.
refusal-sits-out = Pemain { $player } berehat dalam pusingan ini.
refusal-not-an-action = “{ $action }” bukan langkah permainan.
refusal-pass-on-first-upcard = Anda hanya boleh langkau kad terbuka yang pertama.
refusal-drawn-already = Anda sudah mencabut kad: buang atau ketuk.
refusal-stock-after-passes = Kedua-dua pemain melangkau kad terbuka pertama: cabut dari stok.
refusal-upcard-offer = Ambil kad terbuka pertama atau langkau; stok hanya selepas itu.
refusal-draw-first = Cabut satu kad dahulu.
refusal-card-not-held = Anda tidak memegang { $card }.
refusal-card-just-taken = Anda baru mengambil { $card } dari longgokan buangan: buang kad lain.
refusal-knock-over-limit =
    { $limit ->
        [0] Hanya gin boleh menamatkan pusingan ini, dan membuang { $card } meninggalkan { $deadwood } mata deadwood.
       *[other] Membuang { $card } meninggalkan { $deadwood } mata deadwood; had ketukan ialah { $limit }.
    }
refusal-knock-opening-discard = Buangan pembuka dalam agihan Scarne tidak boleh menjadi ketukan.
refusal-no-big-gin = Gin besar tidak dimainkan dengan peraturan ini.
refusal-big-gin-draw-first = Gin besar hanya selepas anda mencabut kad.
refusal-big-gin-all-melded = Gin besar memerlukan kesemua 11 kad dalam meld.
refusal-hand-over = Pusingan ini sudah tamat.
refusal-hand-over-dealing = Pusingan ini sudah tamat: kad pusingan seterusnya sedang diagih.
refusal-hand-not-over =
    { $hands ->
        [1] Pusingan yang sedang dimainkan belum tamat.
        [2] Pusingan di kedua-dua meja mesti tamat dahulu.
       *[other] Pusingan di kesemua { $hands } meja mesti tamat dahulu.
    }
refusal-match-over = Permainan ini sudah tamat.
refusal-match-finished = Permainan #{ $match } sudah tamat: { $result }.

## Cara sesuatu permainan tamat, di tengah ayat

result-abandoned = permainan itu ditinggalkan
result-resigned = { $loser } menyerah kalah, { $winner } menang
result-forfeit = masa { $loser } habis, { $winner } menang
result-margin = { $winner } menang dengan kelebihan { $margin } ({ $won }-{ $lost })
result-score = { $winner } menang { $won }-{ $lost }
result-team-resigned = { $loser } menyerah kalah, { $winner } menang
result-team-forfeit = masa { $loser } habis, { $winner } menang
result-team-score = { $winner } menang { $won }-{ $lost }
result-three = { $winner } menang ({ $scores })
# Di antara nama pemain sesuatu permainan: "Siti lwn 小明".
players-between = {" "}lwn{" "}
# Di antara item sesuatu senarai: "easy, normal, expert".
list-between = {", "}

## Permainan dan cabaran

refusal-no-such-match = Tiada permainan #{ $match }.
refusal-not-in-match = Anda tidak bermain dalam permainan #{ $match } ({ $players }).
refusal-not-in-finished-match = Anda tidak pernah bermain dalam permainan #{ $match } ({ $players }).
refusal-already-in-match = { $name } sedang bermain permainan #{ $match } di sini: habiskan atau menyerah dahulu.
refusal-no-such-hand = Permainan #{ $match } ada pusingan 1 hingga { $hands } sahaja.
refusal-no-such-season = { $last ->
    [0] Pelayan ini belum ada musim yang tamat.
   *[other] Musim { $season } belum tamat di sini: musim yang tamat ialah 1 hingga { $last }.
}
refusal-match-not-over = Permainan #{ $match } masih dimainkan: ulang tayang hanya selepas ia tamat.
refusal-no-such-challenge = Tiada cabaran #{ $challenge }.
refusal-own-accept = Anda tidak boleh menerima cabaran anda sendiri.
refusal-own-decline = Untuk menarik balik cabaran anda sendiri, batalkannya.
refusal-challenge-for-someone-else = Cabaran ini untuk { $names }.
refusal-challenger-cancels = Hanya { $name } boleh membatalkan cabaran ini.
refusal-challenge-closed =
    { $status ->
        [accepted] Cabaran ini sudah diterima.
        [declined] Cabaran ini sudah ditolak.
        [cancelled] Cabaran ini sudah dibatalkan.
        [expired] Cabaran ini sudah tamat tempoh.
       *[other] Cabaran ini tidak lagi terbuka.
    }
refusal-challenge-yourself = Anda tidak boleh mencabar diri sendiri.
refusal-challenge-open = Cabaran antara anda dan { $name } sudah dibuka di sini (#{ $challenge }): jawab, batalkan, atau tunggu sehingga ia tamat tempoh.
refusal-already-accepted = Anda sudah menerima: permainan bermula apabila semua yang dicabar sudah menerima.
refusal-same-person-twice = Anda menamakan orang yang sama untuk dua tempat duduk: setiap tempat duduk perlukan orang lain.
refusal-no-person = Tiada sesiapa selain komputer akan bermain: untuk melawan komputer, gunakan `/gin bot`.
refusal-partner-alone = Rakan pasukan bermain bersama anda menentang dua orang: namakan opponent2 juga, atau biarkan partner kosong.
refusal-table-size = Permainan untuk { $players } pemain belum boleh dimainkan di meja ini.
refusal-no-such-level = Tiada tahap komputer “{ $level }”; tahap yang ada ialah { $levels }.

## Tetapan dan perkhidmatan

refusal-unknown-guild-setting = Tiada tetapan pelayan { $unknown }; tetapan yang ada ialah { $known }.
refusal-unknown-player-setting = Tiada tetapan pemain { $unknown }; tetapan yang ada ialah { $known }.
refusal-service-stopped = Perkhidmatan permainan tidak berjalan.
refusal-service-restarting = Bot sedang dimulakan semula: cuba lagi sebentar lagi.
refusal-stale-table = Meja permainan #{ $match } berubah semasa anda memilih: lihat semula dan pilih sekali lagi.

## Peraturan tambahan, ditaip bersama cabaran

refusal-house-unknown = Peraturan tambahan: tiada peraturan “{ $name }”; peraturan yang ada ialah { $allowed }.
refusal-house-needs-choice = Peraturan tambahan: { $name } memerlukan nilai: { $name }={ $allowed }.
refusal-house-needs-number = Peraturan tambahan: { $name } memerlukan nombor bulat, contohnya { $name }={ $example }.
refusal-house-bad-value = Peraturan tambahan: { $name } tidak boleh “{ $value }”: nilainya { $allowed }.
refusal-house-bad-number = Peraturan tambahan: { $name } tidak boleh “{ $value }”: ia memerlukan nombor bulat.
refusal-house-twice = Peraturan tambahan: { $name } ditetapkan dua kali.
refusal-house-knock-straight-gin = Peraturan tambahan: straight gin tidak membenarkan ketukan (hanya gin menamatkan pusingan), jadi had ketukan { $limit } bercanggah dengannya: buang straight_gin atau had ketukan itu.
refusal-house-rules = Peraturan tambahan: { $reason }

## Peraturan yang tidak boleh digabungkan, atau nilai yang tidak diterima

rules-not-a-choice = { $field } mesti salah satu daripada { $allowed }, bukan “{ $value }”.
rules-not-yes-no = { $field } mesti on atau off, bukan “{ $value }”.
rules-not-a-number = { $field } mesti nombor bulat, bukan “{ $value }”.
rules-knock-limit = { $field } mesti 0..10 (0 bermaksud hanya gin menamatkan pusingan), bukan { $value }.
rules-target = { $field } mesti jumlah mata yang positif, bukan { $value }.
rules-negative = { $field } tidak boleh negatif ({ $value }).
rules-needs = { $field } memerlukan { $other } dihidupkan.
rules-players = { $field } mesti 2, 3 atau 4 (dua pasukan berdua), bukan { $value }.
rules-hollywood-players = Pengiraan mata Hollywood hanya untuk dua pemain, bukan { $value }.
rules-exclusive = { $field } dan { $other } tidak boleh dihidupkan serentak.
rules-no-preset = Tiada pratetap “{ $value }”; pratetap yang ada ialah { $allowed }.
rules-unknown-fields = Peraturan tidak mempunyai { $value }.

## Nilai yang tidak diterima oleh tetapan meja dan pemain

setting-not-a-choice = { $field } mesti salah satu daripada { $allowed }, bukan “{ $value }”.
setting-turn-timeout = { $field } mesti 0 (tiada pemasa) atau 10 saat hingga 7 hari, bukan { $value }.
setting-next-hand-delay = { $field } mesti 0 hingga 300 saat, bukan { $value }.
setting-challenge-expiry = { $field } mesti 1 saat hingga 7 hari, bukan { $value }.
setting-season-days = { $field } mesti 0 (tiada musim) atau 1 hingga 366 hari, bukan { $value }.

## Kad yang ditaip tetapi tidak dapat dibaca

refusal-card-unreadable = “{ $text }” bukan kad: tulis pangkat (A, 2-10, J, Q, K) dan sut (sped, hati, wajik, kelawar), contohnya 7 hati, K sped atau 7h.

# A team, by its partners' names; a name the table has twice, with its seat.
side-team = { $first } & { $second }
seat-numbered = { $name } { $seat }

## Tournaments
refusal-no-such-tournament = Tiada kejohanan #{ $tournament } di sini.
refusal-tournament-managers-only = Hanya pengurus pelayan boleh mencipta kejohanan dalam pelayan ini.
refusal-tournament-already-entered = Anda sudah mendaftar dalam { $tournament }.
refusal-tournament-not-entered = Pemain itu tidak mendaftar dalam { $tournament }.
refusal-tournament-started = { $tournament } sudah bermula: pendaftaran dan permulaan hanya semasa tempoh pendaftaran.
refusal-tournament-not-running = { $tournament } tidak sedang dimainkan: keputusan hanya boleh direkodkan semasa ia berjalan.
refusal-tournament-over = { $tournament } sudah tamat.
refusal-tournament-not-creator = Hanya { $name }, yang mencipta { $tournament }, atau pengurus pelayan boleh berbuat begitu.
refusal-tournament-not-creator-unnamed = Hanya pencipta { $tournament } atau pengurus pelayan boleh berbuat begitu.
refusal-tournament-not-manager = Hanya pengurus pelayan boleh berbuat begitu kepada { $tournament }.
refusal-tournament-too-few = { $tournament } ada { $count } pemain: sekurang-kurangnya 2 diperlukan untuk bermula.
refusal-tournament-full = { $tournament } sudah penuh: paling banyak { $count } pemain.
refusal-tournament-rounds = { $count } babak tidak boleh: kejohanan dimainkan antara 1 hingga 63 babak.
refusal-tournament-round-hours = Satu babak berlangsung antara 1 hingga 168 jam, bukan { $count }.
refusal-tournament-no-game = { $name } tiada permainan yang sedang dimainkan dalam babak ini bagi { $tournament }.
refusal-tournament-busy = { $name } sedang bermain perlawanan lain dalam pelayan ini: perlawanan kejohanannya bermula apabila perlawanan itu tamat.
refusal-hints-people = Petunjuk hanya untuk permainan menentang komputer: permainan #{ $match } adalah antara pemain.
