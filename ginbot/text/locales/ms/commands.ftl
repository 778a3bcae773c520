# Arahan slash seperti yang disenaraikan oleh Discord: keterangan setiap arahan
# dan setiap pilihan, dan nama setiap nilai pilihan. Discord membenarkan paling
# banyak 100 aksara bagi setiap satu. Nama arahan dan nama pilihan (gin,
# challenge, level...) tidak diterjemahkan supaya arahan yang ditaip berfungsi
# dalam setiap bahasa.

command-gin = Gin Rummy: cabaran, bermain dengan komputer, peraturan
command-gin-challenge = Cabar seseorang di sini untuk satu permainan
option-challenge-opponent = Siapa yang anda mahu lawan
option-challenge-opponent2 = Lawan kedua: gin bertiga, atau gin berpasukan bersama rakan pasukan
option-challenge-partner = Rakan pasukan anda dalam gin berpasukan, dua lawan dua (perlukan opponent2)
option-challenge-level = Kekuatan komputer apabila anda meletakkan ginbot sebagai opponent2 atau partner (lalai: Biasa)
option-preset = Peraturan (lalai: classic)
# Pratetap sebagai pilihan: namanya dalam bahasa Melayu, dan nama yang ditaip jika berbeza.
choice-preset-classic = Klasik (classic)
choice-preset-scarne = Scarne
choice-preset-oklahoma = Oklahoma
choice-preset-straight = Straight gin (straight)
choice-preset-quick = Pantas (quick)
choice-preset-knock5 = Ketuk 5 (knock5)
choice-preset-bonuses = Bonus (bonuses)
choice-preset-hollywood = Hollywood
option-challenge-target = Mata untuk memenangi permainan (lalai: mata pratetap, 100 bagi classic)
option-house-rules = Peraturan tambahan di atas pratetap, cth. knock_limit=7 big_gin target=150

command-gin-bot = Bermain satu permainan dengan komputer
option-bot-level = Sekuat mana komputer bermain (lalai: Biasa)
choice-level-easy = Mudah
choice-level-normal = Biasa
choice-level-expert = Pakar
choice-period-month = Bulan ini
choice-period-all = Sepanjang masa

command-gin-rules = Peraturan yang berkuat kuasa secara ringkas, atau buku peraturan
option-rules-preset = Tunjukkan peraturan sesuatu pratetap, bukan peraturan permainan anda
option-rules-section = Baca buku peraturan: semuanya, atau satu bahagian
choice-section-all = Semuanya

command-gin-help = Cara bermain dengan ginbot
command-gin-ladder = Papan pendahulu pelayan ini
option-ladder-period = Papan pendahulu yang mana: permainan bulan ini atau sepanjang masa (lalai)
command-gin-profile = Angka pemain di pelayan ini: permainan, pusingan, penarafan
option-profile-user = Profil siapa (lalai: anda)
option-ladder-season = Papan pendahulu musim yang sudah tamat, seperti pada akhir musim itu (nombornya)
command-gin-replay = Ulang tayang permainan yang tamat, pusingan demi pusingan, semua kad ditunjukkan
option-replay-match = Nombor permainan (ditunjukkan apabila permainan tamat)
option-replay-hand = Pusingan yang mana (lalai: yang pertama)

command-gin-prefs = Rupa tangan anda, dan bahasa yang anda baca
option-prefs-sort = Susunan kad anda: ikut meld, sut atau pangkat
choice-sort-melds = Susun ikut meld
choice-sort-suit = Susun ikut sut
choice-sort-rank = Susun ikut pangkat
option-prefs-four-colour = Wajik biru dan kelawar hijau (lebih mudah dibezakan)
option-prefs-language = Bahasa yang ginbot gunakan untuk membalas anda
choice-language-discord = Bahasa Discord

command-gin-settings = Tetapan meja pelayan ini (Urus Pelayan)
option-settings-turn-minutes = Minit yang pemain ada untuk satu giliran (0: tiada pemasa)
option-settings-idle = Apa yang berlaku apabila masa tamat
choice-idle-forfeit = Pemain yang tidak bertindak kalah dalam permainan
choice-idle-autoplay = Komputer bermain bagi pihak pemain yang tidak bertindak
option-settings-next-hand-seconds = Berapa saat keputusan pusingan kekal sebelum agihan seterusnya
option-settings-challenge-minutes = Minit cabaran menunggu jawapan
option-settings-language = Bahasa pelayan ini, bagi pemain yang belum memilih bahasa
choice-language-server = Lalai pelayan
option-settings-tournaments = Siapa yang boleh mencipta kejohanan dalam pelayan ini
choice-tournaments-everyone = Semua orang
choice-tournaments-managers = Pengurus pelayan sahaja
option-settings-season-days = Berapa hari satu musim papan pendahulu (0: tiada musim)
option-settings-season-ratings = Apa yang berlaku pada penarafan apabila musim baharu bermula
choice-season-carry = Dibawa ke musim baharu
choice-season-reset = Dimulakan semula

command-gin-tournament = Kejohanan pelayan: Sistem Swiss, kalah mati atau round robin
command-gin-tournament-create = Buka kejohanan di sini untuk pemain mendaftar
option-tournament-format = Sistem Swiss (mata sama bertemu), kalah mati, atau round robin (semua bertemu semua)
choice-format-swiss = Sistem Swiss
choice-format-knockout = Kalah mati
choice-format-round-robin = Round robin
option-tournament-name = Nama kejohanan
option-tournament-rounds = Sistem Swiss sahaja: berapa babak (lalai: cukup untuk tinggal seorang yang tidak tewas)
option-tournament-target = Mata untuk memenangi setiap permainan kejohanan (lalai: mata pratetap)
option-tournament-duplicate = Agihan sama: setiap permainan dalam satu babak diagih kad yang sama
option-tournament-round-hours = Berapa jam satu babak sebelum permainan yang belum tamat diputuskan (lalai: 24)
command-gin-tournament-list = Kejohanan dalam pelayan ini
command-gin-tournament-show = Kedudukan sesebuah kejohanan, yang sudah tamat pun boleh
option-tournament-tournament = Kejohanan itu (taip sebahagian namanya)
command-gin-tournament-start = Mulakan kejohanan (penciptanya atau pengurus pelayan)
command-gin-tournament-cancel = Batalkan kejohanan (pengurus pelayan, atau penciptanya sebelum ia bermula)
option-tournament-reason = Sebabnya (ditunjukkan pada mesej kejohanan)
command-gin-tournament-remove = Keluarkan pemain daripada kejohanan (pengurus pelayan)
option-tournament-player = Pemain yang hendak dikeluarkan
command-gin-tournament-record = Putuskan satu permainan babak ini secara manual (pengurus pelayan)
option-tournament-winner = Siapa yang memenangi permainan itu

command-pass = Langkau kad terbuka yang pertama
command-draw = Cabut satu kad
option-draw-source = Kad teratas stok, atau kad terbuka dari longgokan buangan
choice-source-stock = Stok
choice-source-discard = Kad terbuka
command-discard = Buang satu kad dari tangan anda
option-discard-card = Kad yang hendak dibuang, cth. 7h, 10♥ atau 7 hati
command-knock = Buang satu kad dan ketuk (gin jika tiada deadwood)
option-knock-card = Kad yang anda buang semasa mengetuk
command-hand = Lihat tangan anda (hanya anda yang nampak)
command-hint = Langkah cadangan pakar, menentang komputer (tiada mata kedudukan selepas itu)
command-resign = Menyerah kalah dalam permainan anda
