## Musim papan pendahulu pelayan (isu 40): tetapan, papan pendahulu musim yang tamat
## (cards_img/ladder.py) dan pengumuman akhir musim (cogs/notifier.py).
## $month: bulan musim itu tamat, seperti yang ditulis oleh ladder-month.
settings-seasons-off = Musim: tiada.
settings-seasons-carry = Musim: { $days } hari; setiap musim baharu membawa penarafan ke hadapan.
settings-seasons-reset = Musim: { $days } hari; setiap musim baharu memulakan semula penarafan.
ladder-pic-title-season = Papan pendahulu musim { $season }
ladder-pic-subtitle-season = Akhir musim, { $month } · ikut penarafan sesama pemain
ladder-title-season = **Papan pendahulu musim { $season }** (seperti pada akhir musim, { $month }; penarafan daripada permainan sesama pemain; mata kedudukan kerana mengalahkan komputer)
season-ended-carry = **Musim { $season } sudah tamat!** Papan pendahulunya disimpan: `/gin ladder season:{ $season }`. Musim { $next } bermula sekarang; semua orang mengekalkan penarafan mereka.
season-ended-reset = **Musim { $season } sudah tamat!** Papan pendahulunya disimpan: `/gin ladder season:{ $season }`. Musim { $next } bermula sekarang dengan semua penarafan dimulakan semula.
season-podium = Tiga teratas:
season-nobody = Tiada sesiapa dalam papan pendahulu musim ini.
