## ginbot tournament: kejohanan tempatan menentang pemain komputer (ginbot/terminal/tournament.py)
tournament-terminal-title = Kejohanan tempatan
# Kejohanan semasa bermula: "Kejohanan tempatan: Sistem Swiss, 5 pemain, 3 babak; peraturan klasik, hingga 25."
tournament-terminal-start = { $title }: { $format }, { $players } pemain, { $rounds } babak; { $rules }.
tournament-terminal-field = Pemain, pilihan terbaik dahulu: { $names }.
tournament-terminal-duplicate = Agihan sama (duplicate): setiap permainan dalam satu babak diagih kad yang sama, dan setiap meja kedua duduk bertukar tempat, supaya setiap agihan dimainkan dari kedua-dua belah.
# Benih yang mengagih kad kejohanan, untuk memainkan kejohanan yang sama sekali lagi.
tournament-terminal-seed = Benih { $seed }: --seed { $seed } mengagih kad yang sama sekali lagi.
# Tajuk babak: "Babak 2 daripada 3", atau bagi kalah mati "Separuh akhir".
tournament-terminal-round = ── { $stage } ──
tournament-terminal-pair = Meja { $board }: { $first } menentang { $second }.
tournament-terminal-bye = { $name } mendapat bye.
tournament-terminal-won = Meja { $board }: { $winner } menewaskan { $loser } { $winner_points }–{ $loser_points }.
tournament-terminal-your-game = Permainan anda, di meja { $board }: anda menentang { $opponent }.
tournament-terminal-winner = { $name } menjuarai kejohanan.
tournament-terminal-winners = { $names } berkongsi tempat pertama.
tournament-terminal-left = Anda meninggalkan kejohanan: permainan anda di situ diserahkan kalah, dan kejohanan berakhir di sini (kejohanan tempatan tidak disimpan).
tournament-terminal-stopped = Kejohanan dihentikan (kejohanan tempatan tidak disimpan).

## Argumen yang ditolak oleh ginbot tournament
tournament-terminal-unknown-level = Tiada tahap atau gaya komputer bernama “{ $name }”: tahapnya ialah { $levels }; gayanya, untuk barisan komputer sahaja, ialah { $styles }.
tournament-terminal-style = “{ $name }” ialah gaya untuk mengukur tahap-tahap, bukan tahap untuk dilawan: dengan --me, komputernya mesti tahap ({ $levels }).
tournament-terminal-too-few = Kejohanan memerlukan sekurang-kurangnya 2 pemain, bukan { $count }: namakan lebih banyak komputer dalam --field.
tournament-terminal-too-many = Kejohanan menerima paling banyak { $most } pemain, bukan { $count }.
tournament-terminal-swiss-rounds = Sistem Swiss bagi { $players } pemain dimainkan { $most ->
        [one] 1 babak sahaja
       *[other] 1 hingga { $most } babak
    }, bukan { $rounds }.
tournament-terminal-fixed-rounds = { $format ->
        [knockout] Kalah mati
       *[other] Round robin
    } bagi { $players } pemain dimainkan { $most } babak, bukan { $rounds }: tinggalkan --rounds.
