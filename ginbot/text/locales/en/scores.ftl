# Box scoring at a match's end (RULES.md section 9): how each side's total adds up,
# in the summary picture and in the terminal alike.
bonus-side = { $name }: { $parts } = { $total }
bonus-hands = { $points } in hands
bonus-box = box bonus { $count } × { $bonus }
bonus-game = game bonus { $bonus }
bonus-shutout-plus = shutout bonus { $bonus }
bonus-shutout-double = ({ $parts }) × 2 for the shutout
bonus-plus = {" + "}
bonus-tens = { $name } wins by { $won } - { $lost } = { $raw } points, counted in whole tens: { $margin }
