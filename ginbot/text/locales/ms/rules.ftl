# Peraturan dalam kata-kata: satu baris bagi setiap peraturan yang berkuat kuasa,
# ringkasan peraturan sesuatu permainan, kata-kata di sekitarnya dalam /gin rules,
# dan ginbot rules. Nama pratetap (classic, knock5, ...) dan nama tetapan ditaip
# dalam arahan: apabila pembaca perlu menaipnya, nama itu ditunjukkan sebagai kod
# di sebelah namanya dalam bahasa pembaca.

## Peraturan yang berkuat kuasa, satu ayat sebaris

rule-target = Permainan hingga { $target } mata.
rule-straight-gin = Straight gin: tiada ketukan, hanya gin menamatkan pusingan.
rule-oklahoma = Oklahoma: nilai kad terbuka pertama ialah had ketukan (As: gin sahaja).
rule-oklahoma-spades-double = Oklahoma: nilai kad terbuka pertama ialah had ketukan (As: gin sahaja). Kad terbuka sped menggandakan mata pusingan itu.
rule-gin-only = Had ketukan 0: hanya gin menamatkan pusingan.
rule-knock-limit = Ketuk dengan jumlah deadwood { $limit } atau kurang.
rule-bonuses = Bonus gin { $gin }, bonus undercut { $undercut }.
rule-big-gin = Bonus gin besar (kesemua 11 kad dalam meld) { $bonus }.
rule-scarne-deal = Agihan Scarne: bukan pengagih mendapat 11 kad dan membuang dahulu; tiada kad terbuka.
rule-dealer-loser = Yang kalah dalam sesuatu pusingan mengagih kad untuk pusingan seterusnya.
rule-dealer-alternate = Pengagih bertukar setiap pusingan.
# $shutout ialah nilai kalah kosong: none (tiada), double (ganda) atau plus100 (tambah 100).
rule-box-scoring =
    { $shutout ->
        [double] Pemarkahan kotak: bonus permainan { $game }, bonus kotak { $box } bagi setiap pusingan yang dimenangi, kalah kosong menggandakan mata.
        [plus100] Pemarkahan kotak: bonus permainan { $game }, bonus kotak { $box } bagi setiap pusingan yang dimenangi, kalah kosong +100.
       *[none] Pemarkahan kotak: bonus permainan { $game }, bonus kotak { $box } bagi setiap pusingan yang dimenangi.
    }
rule-margin = Pemenang menang dengan beza mata: beza antara jumlah mata kedua-dua pihak, termasuk bonus.
rule-margin-units = Pemenang menang dengan beza mata: beza antara jumlah mata kedua-dua pihak, termasuk bonus, dengan digit terakhirnya dibuang (182 dikira 18).
rule-hollywood = Hollywood: tiga game dikira serentak.
rule-three-players = Tiga pemain: pengagih berehat; yang kalah dalam sesuatu pusingan mengagih seterusnya.
rule-teams = Dua pasukan dua orang: rakan pasukan bermain tangan masing-masing pada masa yang sama.

## Peraturan sesuatu permainan secara ringkas: pratetap, peraturan tambahan, sasaran

rule-summary = peraturan { $preset }, hingga { $target }
rule-summary-house = peraturan { $preset } + { $house }, hingga { $target }
# Meja bertiga atau berempat dinamakan ikut mejanya, bukan sebagai satu set peraturan: "bertiga, hingga 30".
rule-summary-table = { $players ->
        [3] bertiga
       *[other] berpasukan
    }, hingga { $target }
rule-summary-table-house = { $players ->
        [3] bertiga
       *[other] berpasukan
    } + { $house }, hingga { $target }

## /gin rules: peraturan siapa, dan di mana membaca lebih lanjut

in-force-preset = Peraturan **{ $preset }**:
in-force-default = Peraturan **{ $preset }** (lalai):
# $match menamakan permainan itu, $summary ialah rule-summary.
in-force-match = Peraturan permainan anda ({ $match }, { $summary }):
in-force-presets = Pratetap: { $presets }.
in-force-rulebook = Buku peraturan: `/gin rules section:` (kesemuanya, atau satu bahagian).
rulebook-title = **Buku peraturan**
rulebook-title-part = **Buku peraturan** ({ $part } daripada { $parts })

## ginbot rules, dalam terminal

presets-playable = Pratetap untuk dimainkan (ginbot play --preset NAMA; /gin bot dan /gin challenge dalam Discord):
presets-tables-heading = Meja tiga dan empat pemain, dengan mana-mana pratetap di atas kecuali Hollywood (ginbot rules --section more):
# $challenge ialah /gin challenge yang mengisi meja itu, $play ialah arahan ginbot play.
presets-table-how = Mainkannya dalam Discord dengan { $challenge } (letakkan ginbot di satu tempat duduk dan komputer akan mengambilnya), atau dalam terminal dengan { $play }.
presets-rulebook = Seluruh buku peraturan: ginbot rules --full. Satu bahagian: ginbot rules --section NAMA ({ $sections }).

# Nama pratetap, untuk dibaca (yang ditaip tetap nama Inggerisnya).
preset-name = { $preset ->
    [classic] klasik
    [scarne] Scarne
    [oklahoma] Oklahoma
    [straight] straight gin
    [quick] pantas
    [knock5] ketuk 5
    [bonuses] bonus
    [hollywood] Hollywood
    [three] bertiga
    [teams] berpasukan
   *[other] { $preset }
}
# Pratetap yang perlu ditaip oleh pembaca: namanya dalam bahasa pembaca, kemudian nama yang ditaip.
preset-typed = { $name } (`{ $preset }`)
# Sama, apabila nama dalam bahasa pembaca itulah nama yang ditaip.
preset-code = `{ $preset }`
# Dalam ginbot rules, peraturan pratetap menyusul baris ini; $preset ialah preset-typed atau preset-code.
preset-heading = { $preset }:
