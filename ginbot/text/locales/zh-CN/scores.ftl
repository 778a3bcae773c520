# Box scoring at a match's end (RULES.md section 9): how each side's total adds up,
# in the summary picture and in the terminal alike.
bonus-side = { $name }：{ $parts } = { $total }
bonus-hands = 各局得分 { $points }
bonus-box = 每局奖分 { $count } × { $bonus }
bonus-game = 胜场奖分 { $bonus }
bonus-shutout-plus = 零封奖分 { $bonus }
bonus-shutout-double = （{ $parts }）× 2，零封加倍
bonus-plus = {" + "}
bonus-tens = { $name } 赢 { $won } - { $lost } = { $raw } 分，按整十计：{ $margin }
