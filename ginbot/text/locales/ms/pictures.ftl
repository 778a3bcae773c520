# Setiap perkataan yang dilukis dalam gambar kad (cards_img), dan teks setaranya (teks
# alternatif, juga dihantar sebagai teks mesej; baris yang dijadikan ayat memakai news-sentence).
# $name ialah nama pemain; $cards dan $meld ialah kad seperti ditulis ("7♥ 8♥ 9♥");
# $score ialah baris skor ("Aminah 37, Siti 12").

## Dikongsi oleh beberapa gambar
pic-hand-number = Pusingan { $hand }
pic-upcard = Kad terbuka
pic-deadwood = Deadwood { $deadwood }
pic-none = tiada
pic-list-between = {"; "}
# Antara meld dalam teks: "3♠ 3♦ 3♣, 7♥ 8♥ 9♥".
pic-meld-between = {", "}
# Dua rakan pasukan: "Ani & Siti".
# Keterangan dulang yang diasingkan di bawah sebaris kad.
pic-tray-deadwood = deadwood
pic-tray-knock-card = kad tertutup

## Gambar tangan (peribadi, dalam mesej terus)
pic-hand-deadwood-after-discard = Deadwood { $deadwood } selepas buang { $card }
pic-hand-badge-gin = Gin!
pic-hand-badge-knock = Boleh ketuk
pic-hand-status-over = Pusingan tamat
pic-hand-status-waiting = Giliran lawan
pic-hand-status-offer = Giliran anda: ambil kad terbuka atau langkau
pic-hand-status-draw = Giliran anda: cabut
pic-hand-status-discard = Giliran anda: buang
# Tanda pada kad yang diangkat dari tangan: baru dicabut dari stok, baru diambil dari longgokan.
pic-hand-tag-new = BARU
pic-hand-tag-taken = DIAMBIL
pic-hand-text-melds-first = Tangan anda (meld dahulu): { $cards }
pic-hand-text-by-suit = Tangan anda (ikut sut): { $cards }
pic-hand-text-by-rank = Tangan anda (ikut pangkat): { $cards }
pic-hand-text-melds = Meld: { $melds }. Deadwood: { $deadwood }.
pic-hand-text-gin = Anda boleh membuat gin!
pic-hand-text-knock = Anda boleh ketuk.
pic-hand-text-drew = Baru mencabut { $card }.
pic-hand-text-taken = Mengambil { $card } dari longgokan buangan: kad itu tidak boleh dibuang sekarang.
pic-hand-text-upcard = Kad terbuka: { $card }.

## Gambar meja (bebenang permainan)
pic-table-match-over = Pusingan { $hand } · Permainan tamat: { $name } menang
pic-table-game-to = Permainan hingga { $target }
# Cip pengagih di sebelah namanya: satu huruf.
pic-table-dealer-chip = P
pic-table-points = mata
# Mata satu game Hollywood pada plat pemain: "G1 45" ("permainan" ialah seluruh permainan).
pic-table-game-score = G{ $game } { $score }
pic-table-wins = { $name } menang
pic-table-stock = Stok { $count }
pic-table-pile-below = +{ $count } lagi
pic-table-no-upcard = Tiada kad terbuka
pic-table-last-actions = TINDAKAN TERAKHIR
pic-table-nothing-yet = Belum ada apa-apa
pic-table-text-head = Pusingan { $hand }. { $score } (permainan hingga { $target }).
pic-table-text-game = game { $game }: { $first }-{ $second }
pic-table-text-hollywood = Game Hollywood: { $games }.
pic-table-text-upcard = Kad terbuka { $card } (longgokan buangan dari atas: { $cards }).
pic-table-text-no-upcard = Tiada kad terbuka.
pic-table-text-cards = Stok { $stock } kad. { $first } memegang { $first_count } kad, { $second } { $second_count }. Pengagih: { $dealer }.
pic-table-text-last = Terakhir: { $actions }.
pic-table-text-match-over = Permainan tamat: { $name } menang.
# Meja tiga dan empat orang. $name boleh jadi satu pasukan ("Ani & Siti").
pic-table-round = Babak { $round }
pic-table-team-match-over = Babak { $round } · Permainan tamat, dimenangi { $name }
# Di bawah nama pemain meja tiga orang yang berehat dalam pusingan ini.
pic-table-sits-out = Berehat · mengagih
pic-table-board = MEJA { $board }
pic-table-board-over = Pusingan tamat
pic-table-text-round-head = Babak { $round }. { $score } (permainan hingga { $target }).
pic-table-text-sits-out = { $name } berehat dalam pusingan ini (pengagih).
pic-table-text-board = Meja { $board }: { $first } lawan { $second }.
pic-table-text-board-cards = Stok { $stock } kad. { $first } memegang { $first_count } kad, { $second } { $second_count }.
pic-table-text-board-over = Meja { $board } sudah tamat: { $result }.
pic-table-text-match-over-group = Permainan tamat, dimenangi { $name }.

## Gambar showdown
pic-showdown-badge-knock = KETUK
pic-showdown-badge-gin = GIN
pic-showdown-badge-undercut = UNDERCUT
pic-showdown-badge-big-gin = GIN BESAR
pic-showdown-badge-dead = PUSINGAN BATAL
pic-showdown-knocks = { $name } mengetuk
pic-showdown-goes-gin = { $name } membuat gin
pic-showdown-big-gin = { $name } mengisytiharkan gin besar
pic-showdown-dead = Pusingan batal
# Tajuk dengan nombor pusingan: "Pusingan 5 · Aminah mengetuk".
pic-showdown-title = Pusingan { $hand } · { $headline }
pic-showdown-laid-off = { $name } melepaskan { $cards }
pic-showdown-deadwood-after-layoffs = Deadwood { $deadwood } selepas kad dilepaskan
pic-showdown-text-row = { $name }: meld { $melds }; deadwood { $cards } ({ $deadwood } mata).
pic-showdown-text-row-after-layoffs = { $name }: meld { $melds }; deadwood { $cards } ({ $deadwood } mata selepas kad dilepaskan).
pic-showdown-text-face-down = { $name } menelangkupkan { $card }.
# Satu kad yang dilepaskan: "7♥ pada 4♥ 5♥ 6♥".
pic-showdown-text-layoff = { $card } pada { $meld }
pic-showdown-text-layoffs = { $name } melepaskan { $layoffs }.
pic-showdown-text-score = Mata: { $score }.
# Satu babak pasukan: kedua-dua meja dalam satu gambar, kemudian mata babak itu (PERATURAN bahagian 10).
pic-showdown-round-title = Babak { $round }
pic-showdown-board = Meja { $board } · { $headline }
pic-showdown-text-board = Meja { $board }: { $first } lawan { $second }.
pic-round-both = Kedua-dua meja dimenangi { $name }: +{ $points }
pic-round-split = Satu meja setiap pasukan: { $name } +{ $points }, bezanya
pic-round-one = { $name } +{ $points }; meja yang satu lagi pusingan batal
pic-round-even = Satu meja setiap pasukan, keputusan sama: tiada mata
pic-round-dead = Dua-dua pusingan batal: tiada mata

## Gambar ringkasan permainan
pic-summary-over = Permainan tamat: { $name } menang { $winner_score } lawan { $loser_score }
pic-summary-over-margin = Permainan tamat: { $name } menang beza { $margin } ({ $winner_score } lawan { $loser_score })
pic-summary-so-far = Permainan setakat ini: { $score }
pic-summary-over-group = Permainan tamat, dimenangi { $name }: { $score }
pic-summary-rounds = { $count } babak
pic-summary-legend-round-won = menang babak
pic-summary-column-rounds-won = Menang babak
pic-summary-hands = { $count } pusingan
# Carta satu game Hollywood: "Game 2: 64 lawan 31", dan siapa menang atau mendahului.
pic-summary-game = Game { $game }: { $leader_score } lawan { $other_score }
pic-summary-game-won = { $name } menang
pic-summary-game-leads = { $name } mendahului
pic-summary-target = sasaran { $target }
# Petunjuk carta: maksud setiap penanda.
pic-summary-legend-hand-won = menang pusingan
pic-summary-legend-gin = gin
pic-summary-legend-undercut = undercut
pic-summary-column-score = Mata
pic-summary-column-games-won = Menang game
pic-summary-column-hands-won = Menang pusingan
pic-summary-column-gins = Gin
pic-summary-column-undercuts = Undercut
pic-summary-winner = { $name }  (pemenang)
pic-summary-text-totals = Jumlah mata ({ $first }-{ $second }): { $totals }.
pic-summary-text-game-totals = Jumlah mata game { $game } ({ $first }-{ $second }): { $totals }.
pic-summary-text-no-hands = belum ada pusingan
pic-summary-text-player = { $name }: mata { $score }, menang { $hands } pusingan, gin { $gins }, undercut { $undercuts }.
pic-summary-text-player-games = { $name }: mata { $score }, menang { $games } game, menang { $hands } pusingan, gin { $gins }, undercut { $undercuts }.
pic-summary-text-side-totals = Jumlah mata ({ $sides }): { $totals }.
pic-summary-text-side = { $name }: mata { $score }, menang { $hands } pusingan.
pic-summary-text-team = { $name }: mata { $score }, menang { $rounds } babak.
pic-summary-text-dead = Pusingan batal: { $count }.
pic-summary-text-bonuses = Mata akhir termasuk bonus di akhir permainan.
pic-summary-text-margin = { $name } menang dengan beza { $margin }: selisih jumlah mata kedua-dua pemain.

## Bonus kotak di akhir permainan (peraturan seksyen 9), di bawah jadual ringkasan:
## bagaimana setiap jumlah mata dikira, dan beza yang dikira dalam puluhan.
pic-summary-over-margin-tens = Permainan tamat: { $name } menang beza { $margin } ({ $winner_score } lawan { $loser_score }, dikira dalam puluhan)

## Kedudukan kejohanan (cards_img/standings.py). $title ialah nama kejohanan.
standings-format-swiss = Sistem Swiss
standings-format-knockout = Kalah mati
standings-format-round-robin = Round robin
standings-round = Babak { $round } daripada { $rounds }
standings-final = Kedudukan akhir
standings-cancelled = Dibatalkan
standings-signup = Pendaftaran dibuka
# Tajuk kecil kedudukan: format dan peringkat kejohanan ("Sistem Swiss · Babak 3 daripada 6").
standings-subtitle = { $format } · { $stage }
standings-column-place = #
standings-column-player = Pemain
# Mata perlawanan: 1 bagi setiap kemenangan atau bye.
standings-column-score = Mata
standings-column-played = Main
# Menang dan kalah, ditulis "3–1".
standings-column-record = M–K
standings-column-byes = Bye
standings-column-buchholz = Buchholz
# Beza mata: mata dikutip tolak mata dibolosi, bagi semua permainan.
standings-column-difference = Beza
standings-column-status = Status
# Status pemain kalah mati: belum tewas, tewas dalam satu babak ("Tersingkir: Separuh akhir"), juara.
standings-still-in = Masih bertanding
standings-out-in = Tersingkir: { $stage }
standings-champion = Juara
standings-removed = Dikeluarkan
standings-nobody = Belum ada pemain yang mendaftar
standings-text-head = { $title }: { $subtitle }.
standings-text-row = { $place }. { $name }: { $details }.
standings-text-score = { $score } mata
standings-text-record = main { $played }, menang { $wins }, kalah { $losses }
standings-text-byes = { $byes } bye
standings-text-buchholz = Buchholz { $buchholz }
standings-text-difference = beza mata { $difference }

## Carta kalah mati (cards_img/standings.py)
bracket-round = Babak { $round }
bracket-quarter-finals = Suku akhir
bracket-semi-finals = Separuh akhir
bracket-final = Akhir
bracket-players = { $count } pemain
# Dalam kotak permainan, di tempat lawan.
bracket-bye = bye
# Dalam kotak permainan, di tempat mata pemain yang tarik diri.
bracket-forfeit = tarik diri
bracket-champion = Juara
bracket-text-head = { $title }: { $subtitle }.
# Pemain dengan nombor pilihannya: "(1) Ana".
bracket-text-seeded = ({ $seed }) { $name }
bracket-text-won = { $winner } menewaskan { $loser } { $winner_points }–{ $loser_points }
bracket-text-forfeit = { $winner } menang kerana { $loser } tarik diri
bracket-text-nobody = { $first } dan { $second }: tiada yang mara
bracket-text-to-play = { $first } menentang { $second }, belum dimainkan
bracket-text-bye = { $name } mendapat bye
bracket-text-waiting = belum dipasangkan
bracket-text-round = { $stage }: { $games }.
bracket-text-champion = Juara: { $name }.

## Papan pendahulu pelayan (cards_img/ladder.py). $month: bulan seperti yang dinamakan ladder-month.
ladder-pic-title = Papan pendahulu
ladder-pic-title-month = Papan pendahulu { $month }
ladder-pic-subtitle-all = Ikut penarafan dalam permainan sesama pemain · pergerakan dalam { $days } hari lalu
ladder-pic-subtitle-month = Ikut kemenangan dalam permainan sesama pemain bulan ini · pergerakan sejak bulan lalu
ladder-column-rating = Penarafan
ladder-column-matches = Permainan
ladder-column-win-rate = Kadar menang
ladder-column-points = Mata kedudukan
# Kedudukan yang naik atau turun sejak tempoh lalu (anak panah dan nombor).
ladder-column-moved = Gerak
# Pemain yang tiada dalam papan pendahulu tempoh lalu.
ladder-new = baharu

## Profil pemain (cards_img/profile.py) dan jawapan teksnya.
profile-pic-subtitle = Profil · { $matches } permainan selesai di pelayan ini
profile-section-matches = Permainan
profile-section-hands = Pusingan
profile-section-rating = Penarafan
profile-all = Semua permainan
profile-table-two = Dua pemain
profile-table-three = Tiga pemain
profile-table-teams = Pasukan berdua
profile-against = Menentang { $name }
profile-won-of = { $won } menang daripada { $played }
profile-win-rate = Kadar menang
profile-hands = Pusingan dimainkan
profile-points-per-hand = Mata setiap pusingan
profile-gin-rate = Gin
profile-undercut-given = Undercut dibuat
profile-undercut-taken = Terkena undercut
profile-knock-deadwood = Deadwood semasa ketuk
profile-turns-to-knock = Giliran sebelum ketuk
profile-best = Permainan terbaik
profile-best-value = #{ $match }, menang { $margin } mata menentang { $opponents }
profile-streak = Rentetan semasa
profile-streak-won = { $count } menang berturut-turut
profile-streak-lost = { $count } kalah berturut-turut
profile-rating = Penarafan
profile-rating-value = { $rating } selepas { $games } permainan berpenarafan
profile-rating-none = belum ada penarafan
profile-ranking-points = Mata kedudukan
profile-versus = Anda menentang { $name }
profile-versus-value = { $won } menang, { $lost } kalah
profile-history = Penarafan selepas setiap { $count } permainan berpenarafan terakhir
profile-no-history = Carta bermula selepas permainan berpenarafan pertama.
# Satu baris jawapan teks: label dan nilainya.
profile-line = **{ $label }**: { $value }
profile-title = **Profil { $name }**
profile-empty = **{ $name }** belum ada permainan selesai di pelayan ini.
