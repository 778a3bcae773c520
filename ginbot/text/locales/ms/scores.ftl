# Box scoring at a match's end (RULES.md section 9): how each side's total adds up,
# in the summary picture and in the terminal alike.
bonus-side = { $name }: { $parts } = { $total }
bonus-hands = { $points } mata pusingan
bonus-box = bonus kotak { $count } × { $bonus }
bonus-game = bonus permainan { $bonus }
bonus-shutout-plus = bonus kalah kosong { $bonus }
bonus-shutout-double = ({ $parts }) × 2 kerana kalah kosong
bonus-plus = {" + "}
bonus-tens = { $name } menang dengan { $won } - { $lost } = { $raw } mata, dikira dalam puluhan: { $margin }
