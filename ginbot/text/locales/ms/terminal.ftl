# Permainan di terminal (ginbot play): meja, tangan anda, langkah, tunjuk kad, keputusan.
# Kad ditulis 7♥, meld dalam kurungan siku. Apa yang ditaip oleh pemain (s, t, p, d 7h,
# k 7h, sort suit, colours four, pile, h, q, resign, y/N) kekal sama dalam setiap bahasa.

## Permainan
terminal-header = Permainan #{ $match }: { $players }. { $rules }
terminal-header-resumed = Permainan #{ $match } (disambung): { $players }. { $rules }
terminal-help-hint = Taip h untuk bantuan.
terminal-player = Pemain
terminal-resumed-options = (--level, --format, --preset, --rules dan --seed hanya untuk permainan baharu: permainan yang disambung mengekalkan tetapannya sendiri)
# Semasa --resume, langkah terakhir sebelum disimpan, dalam satu baris (skrin mungkin masih menunjukkannya).
terminal-recap = Langkah terakhir: { $moves }
terminal-recap-between = {" · "}

## Meja
# Mata satu pihak di meja tiga atau empat orang, apabila nama mungkin berakhir dengan nombor tempat duduk.
terminal-score-of = { $name }: { $score }
terminal-table-title = ── Pusingan { $hand } · { $scores } · permainan hingga { $target } ──
# Meja pasukan bermain mengikut babak: dua meja serentak.
terminal-round-title = ── Babak { $hand } · { $scores } · permainan hingga { $target } ──
terminal-table-upcard = Kad terbuka { $upcard } · stok { $stock } · { $dealer } mengagih
terminal-table-upcard-below = Kad terbuka { $upcard } (di bawahnya { $below }) · stok { $stock } · { $dealer } mengagih
terminal-table-upcard-more = Kad terbuka { $upcard } (di bawahnya { $below } dan { $more } lagi: taip pile) · stok { $stock } · { $dealer } mengagih
terminal-table-no-upcard = Tiada kad terbuka · stok { $stock } · { $dealer } mengagih
terminal-hollywood-game = game { $game } { $first }-{ $second }
terminal-hollywood = Hollywood: { $games }.
terminal-note = { $note }.
terminal-pile-empty = Longgokan buangan kosong.
terminal-pile = Longgokan buangan, dari atas ({ $count } kad): { $cards }

## Meja tiga orang dan meja dua pasukan
# Nama yang ada lebih daripada sekali di meja (komputer) diberi nombor tempat duduknya.
# Di antara dua pemain satu pasukan: "Ani & Komputer (Mudah) 2".
# Kad terbuka, kad di bawahnya dan stok sesuatu meja, untuk baris di bawah.
terminal-pile-no-upcard = tiada kad terbuka · stok { $stock }
terminal-pile-upcard = kad terbuka { $upcard } · stok { $stock }
terminal-pile-upcard-below = kad terbuka { $upcard } (di bawahnya { $below }) · stok { $stock }
terminal-pile-upcard-more = kad terbuka { $upcard } (di bawahnya { $below } dan { $more } lagi: taip pile) · stok { $stock }
# Meja tiga orang: satu-satunya meja, dan pengagih yang tidak bermain pusingan ini.
terminal-three-board = { $players } bermain: { $pile }
terminal-sits-out = { $name } mengagih dan berehat dalam pusingan ini.
# Satu babak pasukan: dua meja serentak.
terminal-board = Meja { $board } ({ $players }): { $pile } · { $dealer } mengagih
terminal-board-over = Meja { $board } ({ $players }): pusingan di meja ini sudah tamat

## Tangan anda
terminal-hand = Tangan anda: { $cards }
terminal-hand-by-suit = Tangan anda ikut sut: { $cards }
terminal-hand-by-rank = Tangan anda ikut pangkat: { $cards }
terminal-deadwood = Deadwood { $deadwood }.
terminal-deadwood-after = Deadwood { $deadwood } selepas membuang { $card }.
terminal-drew = Anda mencabut { $card }.
terminal-took = Anda mengambil { $card }: kad itu tidak boleh dibuang pada giliran ini.
terminal-no-melds = Tiada meld · deadwood { $deadwood }
terminal-melds = Meld: { $melds } · deadwood { $deadwood }
terminal-melds-no-deadwood = Meld: { $melds } · tiada deadwood
terminal-big-gin-offer = Gin besar: kesemua 11 kad membentuk meld (b).
terminal-gin-offer = Gin dengan membuang { $cards } (k <kad>)!
terminal-knock-offer = Ketuk dengan membuang { $options } (k <kad>).
terminal-knock-option = { $card } (deadwood { $deadwood })
terminal-or = {" atau "}

## Langkah anda: hurufnya dahulu, ditaip seperti itu
terminal-prompt = Langkah anda [{ $moves }]:
terminal-move-stock = s cabut dari stok
terminal-move-take = t ambil { $upcard }
terminal-move-pass = p langkau
terminal-move-discard = d <kad>
terminal-move-knock = k <kad>
terminal-move-big-gin = b gin besar
terminal-moves-between = {", "}
terminal-continue = Tekan Enter untuk pusingan seterusnya:

## Giliran siapa
terminal-match-over = Permainan sudah tamat.
terminal-dealing = Kad pusingan seterusnya sedang diagih.
terminal-your-turn-offer = Giliran anda: ambil kad terbuka atau langkau.
terminal-your-turn-draw = Giliran anda: cabut kad.
terminal-your-turn-discard = Giliran anda: buang kad.
terminal-to-play = Giliran { $name }.
terminal-you-sit-out = Anda mengagih dan berehat dalam pusingan ini: { $players } bermain, dan anda mengikuti meja.

## Tunjuk kad; kad bertanda * telah dilepaskan
terminal-showdown = ── Tunjuk kad ──
terminal-showdown-hand = ── Tunjuk kad, pusingan { $hand } ──
terminal-showdown-held = { $name }: { $cards }
terminal-showdown-knocked = { $name } mengetuk: { $cards } (deadwood { $deadwood })
terminal-showdown-gin = { $name } membuat gin: { $cards } (deadwood { $deadwood })
terminal-showdown-big-gin = { $name } mengisytiharkan gin besar: { $cards } (deadwood { $deadwood })
terminal-showdown-defender = { $name }: { $cards } (deadwood { $deadwood })
terminal-showdown-laid-off = { $name }: { $cards } { $laid } (deadwood { $deadwood }; * dilepaskan)
# Satu babak pasukan: kedua-dua meja, kemudian mata babak itu (peraturan bahagian 10).
terminal-round-showdown = ── Tunjuk kad, babak { $hand } ──
terminal-board-showdown = Meja { $board }: { $players }
terminal-board-result = { $result }.
terminal-round-scored = Babak ini: { $name } mendapat { $points } mata. { $score }
terminal-round-no-score = Babak ini: tiada siapa mendapat mata. { $score }
terminal-laid-off = { $name } melepaskan { $layoffs }.
terminal-layoff = { $card } ke [{ $meld }]
terminal-layoff-then = {", kemudian "}
terminal-points = Mata untuk { $outcome ->
        [undercut] undercut
        [gin] gin
        [big_gin] gin besar
       *[knock] ketukan
    }: { $sum } = { $points }.
terminal-points-only = Mata untuk { $outcome ->
        [undercut] undercut
        [gin] gin
        [big_gin] gin besar
       *[knock] ketukan
    }: { $points }.
terminal-bonus = { $sum } + bonus { $bonus }
# Mata berganda (kad terbuka sped Oklahoma): "9 ×2", "(2 + bonus 25) ×2".
terminal-times = { $sum } ×{ $times }
terminal-times-sum = ({ $sum }) ×{ $times }

## Keputusan
terminal-result = ══ Permainan tamat: { $ending } ══
terminal-hands = Pusingan: { $hands }
terminal-rounds = Babak: { $rounds }
terminal-hands-between = {"; "}
terminal-hand-dead = { $hand }. batal
terminal-hand-won = { $hand }. { $name } +{ $points } ({ $outcome ->
        [undercut] undercut
        [gin] gin
        [big_gin] gin besar
       *[knock] ketuk
    })
# Meja tiga atau empat orang: pihak yang mendapat mata setiap pusingan (meja pasukan: setiap babak).
terminal-hand-scored = { $hand }. { $name } +{ $points }
terminal-hand-no-score = { $hand }. tiada mata
terminal-table-won = { $name } memenangi permainan: { $score }
terminal-table-resigned = { $name } memenangi permainan kerana pihak lawan menyerah: { $score }
terminal-earned = { $name } memperoleh { $points } mata kedudukan pada papan pendahulu terminal ini (setiap pelayan Discord menyimpan papannya sendiri).
terminal-ladder = Mata kedudukan pada papan pendahulu terminal (disimpan dalam { $path }): { $name } { $points }.

## Mula, sambung, menyerah, keluar
terminal-nothing-to-resume = Tiada permainan yang belum selesai untuk disambung: mulakan satu dengan ginbot play.
terminal-busy = Permainan #{ $match } ({ $scores }) belum selesai: sambungnya dengan ginbot play --resume (taip resign di sana untuk menyerah kalah).
terminal-resign-question = Menyerah kalah dalam permainan #{ $match } ({ $players })? Pihak lawan akan memenangi permainan ini. [y/N]:
terminal-not-resigned = Tidak menyerah: teruskan bermain.
terminal-four-colours = Sut dalam empat warna: wajik biru, kelawar hijau (diingati).
terminal-two-colours = Sut dalam merah dan hitam (diingati).
terminal-no-colour = Paparan ini tidak menunjukkan warna (ia bukan terminal, atau NO_COLOR ditetapkan); gambar --images menggunakan warna tersebut.
terminal-cannot-use = Tidak dapat menggunakan { $path }: { $why }
terminal-folder-database = Folder { $folder } dibuat untuk pangkalan data.
terminal-folder-pictures = Folder { $folder } dibuat untuk gambar.
terminal-not-a-folder = Tidak dapat menulis gambar ke { $path }: ia fail, bukan folder.
terminal-in-use = { $path } sedang digunakan oleh ginbot play yang lain
terminal-discord-matches = { $path } mengandungi permainan Discord yang sedang berjalan: ginbot play menggunakan pangkalan datanya sendiri (lihat --database)
terminal-saved = Disimpan. Sambung dengan: { $command }
terminal-pictures-written = { $count } gambar ditulis ke { $folder }

## Baris yang ditaip bukan arahan
terminal-unknown-command = Arahan tidak dikenali '{ $line }': taip h untuk bantuan
terminal-which-discard = Nyatakan satu kad untuk dibuang, cth. { $command } 7h
terminal-which-knock = Nyatakan satu kad untuk dibuang semasa mengetuk, cth. { $command } 7h
terminal-nothing-after = { $command } tidak menerima apa-apa selepasnya: taip h untuk bantuan
terminal-sort-how = Susun ikut melds (meld), suit (sut) atau rank (pangkat), cth. sort suit
terminal-colours-how = colours diikuti two atau four, cth. colours four

## Bantuan: arahan ditaip seperti tertulis; lajur keterangan sejajar
terminal-help =
    Arahan (bentuk pendek dan panjang):
      s, stock        cabut kad teratas dari stok
      t, take         ambil kad terbuka (kad teratas longgokan buangan)
      p, pass         langkau kad terbuka pertama dalam satu pusingan
      d 7h            buang satu kad (7h, 7♥, 10s, TS, qd semuanya boleh)
      k 7h            ketuk (atau gin) dengan membuang kad itu; juga: knock 7h, gin 7h
      b, big gin      isytiharkan gin besar (hanya jika peraturan membenarkannya)
      sort suit       susun tangan anda ikut meld, sut atau pangkat (diingati)
      colours four    wajik biru, kelawar hijau (colours two: merah dan hitam; diingati)
      pile            seluruh longgokan buangan, dari atas
      l, look         tunjuk meja dan tangan anda sekali lagi (baris kosong juga boleh)
      h, help         bantuan ini
      q, quit         simpan dan keluar (Ctrl-C dan Ctrl-D juga); ginbot play --resume menyambung
      resign          menyerah kalah dalam permainan (anda diminta mengesahkannya)
      hint            langkah cadangan pakar dan sebabnya (menentang komputer; tiada mata kedudukan selepas itu)
terminal-hint = Petunjuk: { $line }
