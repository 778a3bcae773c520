# Siapa membaca bahasa apa: balasan /gin prefs language dan /gin settings
# language, dan penolakan semakan Discord sendiri. $language ialah nama bahasa
# itu dalam bahasanya sendiri.

language-player-set = ginbot kini membalas anda dalam { $language }.
language-player-cleared = ginbot kini membalas anda dalam bahasa aplikasi Discord anda.
language-server-set = Bahasa pelayan ini kini { $language }, bagi pemain yang belum memilih bahasa.
language-server-cleared = Bahasa pelayan ini kini mengikut tetapannya di Discord.

check-manage-server = Hanya ahli yang boleh mengurus pelayan ini boleh menukar tetapannya.
check-server-only = Arahan ini hanya berfungsi dalam saluran pelayan, bukan dalam mesej terus.
check-not-here = Anda tidak boleh menggunakan arahan ini di sini.
