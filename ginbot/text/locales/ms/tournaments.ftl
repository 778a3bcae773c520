# Kejohanan pelayan di Discord (cogs/tournaments.py, cogs/screens/tournament.py): mesej
# kejohanan dalam saluran, pengumuman setiap babak, podium, mesej terus kepada pemain dan
# jawapan arahan serta butangnya.
# $name ialah nama kejohanan; $format formatnya ("Sistem Swiss"); $stage peringkatnya
# ("Babak 2 daripada 3", "Separuh akhir"); $deadline cap masa Discord, ditulis
# <t:{ $deadline }:R> (Discord menunjukkannya sebagai "dalam 3 jam" dalam bahasa pembaca);
# $thread dan $creator ialah sebutan Discord (<#1>, <@2>), dikekalkan seperti asal.

## Mesej kejohanan: pendaftaran, kemudian kedudukan
tournament-head = 🏆 **{ $name }** · { $format } · #{ $id }
# $rules: "peraturan klasik, hingga 25"; $hours: berapa jam setiap babak.
tournament-details = { $rules } · { $hours } jam satu babak
tournament-duplicate = Agihan sama: setiap permainan dalam satu babak diagih kad yang sama, dan setiap meja kedua duduk bertukar tempat.
tournament-signup-how = Dicipta oleh { $creator }. Tekan **{ button-tournament-join }** untuk mendaftar; { $creator } atau pengurus pelayan memulakannya. Setiap permainan dimainkan dalam bebenangnya sendiri, dan saya menghantar mesej terus kepada setiap pemain tentang tempat bermain.
tournament-players = Pemain ({ $count }): { $names }
tournament-no-players = Belum ada pemain yang mendaftar.
button-tournament-join = Sertai
button-tournament-leave = Tarik diri
button-tournament-start = Mula
tournament-add-computer = Tambah pemain komputer…
tournament-round-line = { $stage } · tamat <t:{ $deadline }:R>
tournament-finished-line = Kedudukan akhir.
tournament-cancelled-line = Dibatalkan: permainan yang sedang berjalan diteruskan sebagai permainan persahabatan.
# Permainan babak ini, satu baris setiap satu.
tournament-game-playing = Meja { $board }: { $first } menentang { $second }, sedang bermain
tournament-game-waiting = Meja { $board }: { $first } menentang { $second }, menunggu permainan lain seorang pemain tamat
tournament-game-won = Meja { $board }: { $winner } menewaskan { $loser } { $winner_points }–{ $loser_points }
tournament-game-forfeit = Meja { $board }: { $winner } menang kerana { $loser } tarik diri
tournament-game-nobody = Meja { $board }: { $first } dan { $second } kedua-duanya kalah kerana tarik diri
tournament-game-bye = Meja { $board }: { $name } mendapat bye
tournament-acts-heading = Keputusan pengurus:
tournament-act-removed = { $by } mengeluarkan { $name }: baki permainannya dikira kalah
tournament-act-recorded = { $by } memberikan kemenangan permainan babak ini kepada { $name }
tournament-act-cancelled = { $by } membatalkan kejohanan
# Keputusan dengan sebabnya: "Host mengeluarkan Bob: ... (“keluar dari pelayan”)".
tournament-act-reason = { $act } (“{ $reason }”)

## Dalam saluran
tournament-round-paired = 🏆 **{ $name }**: { $stage } sudah dipasangkan.
tournament-round-ends = Babak ini tamat <t:{ $deadline }:R>: saya sudah menghantar bebenang permainan setiap pemain melalui mesej terus. Permainan yang masih berjalan ketika itu diberikan kepada pemain yang mendahului mata.
tournament-pair = Meja { $board }: { $first } menentang { $second }
tournament-podium = 🏆 **{ $name }** sudah tamat. Podiumnya:
# $place ialah 1, 2 atau 3; $names mereka yang berkongsi tempat itu.
tournament-podium-place = { $place ->
        [1] 🥇
        [2] 🥈
       *[other] 🥉
    } { $names }

## Mesej terus kepada pemain
tournament-game-dm = 🏆 **{ $name }**, { $stage }: permainan anda menentang { $opponent } sudah bermula. Mainkannya di { $thread } (tangan anda dihantar melalui mesej terus seperti biasa). Babak ini tamat <t:{ $deadline }:R>.
tournament-deadline-dm = ⏰ **{ $name }**, { $stage }: babak ini tamat <t:{ $deadline }:R> dan permainan anda menentang { $opponent } belum selesai. Teruskan di { $thread }: ketika tamat masa, ia diberikan kepada pemain yang mendahului mata, dan pemain yang tidak pernah bergerak kalah.
tournament-deadline-dm-waiting = ⏰ **{ $name }**, { $stage }: babak ini tamat <t:{ $deadline }:R> dan permainan anda menentang { $opponent } belum bermula, kerana salah seorang daripada anda masih bermain permainan lain dalam pelayan ini. Ketika tamat masa, ia dikira kalah bagi pemain yang melambatkannya.

## Jawapan kepada arahan dan butang (hanya pengguna itu yang melihatnya)
tournament-default-name = Kejohanan { $name }
tournament-from-a-channel = Cipta kejohanan dari saluran teks: setiap permainannya mendapat bebenang sendiri.
tournament-joined = Anda sudah mendaftar dalam **{ $name }**. Apabila satu babak bermula, saya menghantar mesej terus tentang tempat bermain.
tournament-left = Anda sudah menarik diri daripada **{ $name }**.
tournament-computer-added = { $computer } sudah didaftarkan dalam **{ $name }**.
tournament-started = **{ $name }** sudah bermula: babak 1 sudah dipasangkan.
tournament-cancelled = **{ $name }** dibatalkan.
tournament-removed = { $player } sudah dikeluarkan daripada **{ $name }**.
tournament-recorded = { $player } memenangi permainan babak ini dalam **{ $name }**.
tournament-list-title = Kejohanan dalam pelayan ini (`/gin tournament show` untuk kedudukan sesebuah kejohanan):
tournament-list-line = #{ $id } **{ $name }** · { $format } · { $stage } · { $players } pemain
tournament-list-empty = Belum ada kejohanan dalam pelayan ini: mulakan satu dengan `/gin tournament create`.
# Sebuah kejohanan dalam autolengkap pilihan kejohanan sesuatu arahan.
tournament-choice = { $name } · #{ $id } · { $stage }

## /gin settings
settings-tournaments-everyone = Kejohanan: sesiapa sahaja boleh menciptanya.
settings-tournaments-managers = Kejohanan: hanya pengurus pelayan boleh menciptanya.
tournament-rounds-asked = { $rounds } babak (kurang jika pemain tidak cukup).
