# Apa yang berlaku di meja, seperti yang dibaca oleh meja, seorang pemain atau ulang tayang.
# $name ialah nama pemain, atau news-you apabila pembaca sendiri yang bermain.

news-you = Anda
news-cut = { $first } memotong { $first_card } dan { $second } memotong { $second_card }: { $dealer } mengagih dahulu
news-cut-tie = { $first } memotong { $first_card } dan { $second } memotong { $second_card } selepas seri: { $dealer } mengagih dahulu
news-cut-one = { $name } memotong { $card }
news-cut-table = { $cuts }: { $dealer } mengagih dahulu dan berehat pusingan ini
news-cut-table-tie = { $cuts }; selepas seri, { $recut }: { $dealer } mengagih dahulu dan berehat pusingan ini
news-deal = Pusingan { $hand }: { $dealer } mengagih kad; kad terbuka ialah { $upcard }, { $first } boleh ambil atau langkau
news-deal-scarne = Pusingan { $hand }: { $dealer } mengagih kad; { $first } memegang 11 kad dan membuang dahulu
# Meja bertiga: pengagih berehat dalam pusingan itu. Pusingan berpasukan: satu agihan bagi setiap meja ($board: 1 atau 2).
news-deal-three = Pusingan { $hand }: { $dealer } mengagih kad dan berehat; kad terbuka ialah { $upcard }, { $first } boleh ambil atau langkau
news-deal-three-scarne = Pusingan { $hand }: { $dealer } mengagih kad dan berehat; { $first } memegang 11 kad dan membuang dahulu
news-deal-board = Pusingan { $hand }, meja { $board }: { $dealer } mengagih kad; kad terbuka ialah { $upcard }, { $first } boleh ambil atau langkau
news-deal-board-scarne = Pusingan { $hand }, meja { $board }: { $dealer } mengagih kad; { $first } memegang 11 kad dan membuang dahulu
news-pass = { $name } melangkau { $card }
news-take = { $name } mengambil { $card }
news-draw = { $name } mencabut dari stok
news-draw-card = { $name } mencabut { $card } dari stok
news-discard = { $name } membuang { $card }
news-knock = { $name } mengetuk dengan deadwood { $deadwood }
news-knock-face-down = { $name } mengetuk dengan deadwood { $deadwood } dan menelangkupkan { $card }
news-gin = { $name } membuat gin
news-gin-face-down = { $name } membuat gin dan menelangkupkan { $card }
news-big-gin = { $name } mengisytiharkan gin besar
news-dead = Pusingan batal: tinggal dua kad dalam stok dan tiada siapa mendapat mata
news-resigned = { $name } menyerah kalah
news-timed-out = { $name } kehabisan masa
news-autoplay = { $name } kehabisan masa: komputer mengambil alih giliran ini
# Di meja pasukan setiap langkah menyebut mejanya: "Meja 2: Dan membuang Q♥" (dua meja, dua pek kad).
news-on-board = Meja { $board }: { $line }

# Ulang tayang selepas permainan: agihan dengan semua kad terbuka.
news-replay-deal = Pusingan { $hand }: { $dealer } mengagih kad
news-replay-deal-three = Pusingan { $hand }: { $dealer } mengagih kad dan berehat
news-replay-deal-board = Pusingan { $hand }, meja { $board }: { $dealer } mengagih kad
news-replay-holds = { $name } memegang { $cards }
news-replay-upcard = Kad terbuka ialah { $upcard }

# Keputusan satu pusingan, cth. "Ketuk 4 lawan 19: Aminah +15".
showdown-gin = Gin lawan { $deadwood }: { $name } +{ $points }
showdown-big-gin = Gin besar lawan { $deadwood }: { $name } +{ $points }
showdown-knock = Ketuk { $knocker_deadwood } lawan { $deadwood }: { $name } +{ $points }
showdown-undercut = Undercut! Ketuk { $knocker_deadwood } lawan { $deadwood }: { $name } +{ $points }
showdown-doubled = { $result } (digandakan)
showdown-dead = Pusingan batal: tiada siapa mendapat mata
showdown-dead-score = Pusingan batal: tiada mata. { $score }
showdown-face-down = { $result }, { $name } menelangkupkan { $card }
showdown-line = { $result }. { $score }
# Meja bertiga: keputusan pusingan menamakan dua pemainnya: "Ann lwn Bob: ...".
showdown-players = { $players }: { $result }
# Keputusan pusingan berpasukan, meja demi meja: "Meja 1, Ann lwn Bob: ...".
# Tiada kurungan di sekeliling nama, keputusan atau kad tertutup: nama komputer sudah berkurungan.
showdown-board = Meja { $board }, { $players }: { $result }
showdown-boards-between = {"; "}
# Jumlah mata seorang pemain dalam baris skor: "Aminah 37".
score-of = { $name } { $score }
score-between = {", "}

# Giliran siapa, pada gambar meja.
turn-offer = { $name }: ambil kad terbuka atau langkau
turn-draw = Giliran { $name } mencabut
turn-discard = Giliran { $name } membuang

# Had ketukan pusingan ini apabila bukan 10 seperti biasa, dan pusingan berganda.
limit-straight = Straight gin: hanya gin menamatkan pusingan
limit-oklahoma-first-discard = Oklahoma: buangan pertama menentukan had ketukan
limit-oklahoma-ace = Oklahoma: kad terbuka A, gin sahaja
limit-oklahoma = Had ketukan { $limit } (Oklahoma)
limit-gin-only = Gin sahaja
limit-other = Had ketukan { $limit }
limit-doubled = Mata ×{ $multiplier } (kad terbuka sped)
limit-and-doubled = { $note }, mata ×{ $multiplier } (kad terbuka sped)

# News as whole sentences, for a reply: "You took 7♥. You discarded 3♣."
news-sentence = { $line }.
news-sentence-between = {" "}

# Kerusi komputer mengikut tahapnya: "Komputer (Mudah)".
computer-name = Komputer ({ $level ->
    [easy] Mudah
    [normal] Biasa
    [expert] Pakar
    [simple] Ringkas
    [random] Rawak
   *[other] { $level }
})
