# What happened at a table, as the table, a player or a replay reads it.
# $name is a player's name, or news-you when the reader made the move.

news-you = You
news-cut = { $first } cut { $first_card } and { $second } cut { $second_card }: { $dealer } deals first
news-cut-tie = { $first } cut { $first_card } and { $second } cut { $second_card } after a tie: { $dealer } deals first
news-cut-one = { $name } cut { $card }
news-cut-table = { $cuts }: { $dealer } deals first and sits the hand out
news-cut-table-tie = { $cuts }; after a tie, { $recut }: { $dealer } deals first and sits the hand out
news-deal = Hand { $hand }: { $dealer } deals; the upcard is { $upcard }, { $first } may take it or pass
news-deal-scarne = Hand { $hand }: { $dealer } deals; { $first } has 11 cards and discards first
# Tables of three: the dealer sits the hand out. Team rounds: a deal on each board ($board: 1 or 2).
news-deal-three = Hand { $hand }: { $dealer } deals and sits out; the upcard is { $upcard }, { $first } may take it or pass
news-deal-three-scarne = Hand { $hand }: { $dealer } deals and sits out; { $first } has 11 cards and discards first
news-deal-board = Hand { $hand }, board { $board }: { $dealer } deals; the upcard is { $upcard }, { $first } may take it or pass
news-deal-board-scarne = Hand { $hand }, board { $board }: { $dealer } deals; { $first } has 11 cards and discards first
news-pass = { $name } passed on { $card }
news-take = { $name } took { $card }
news-draw = { $name } drew from the stock
news-draw-card = { $name } drew { $card } from the stock
news-discard = { $name } discarded { $card }
news-knock = { $name } knocked with { $deadwood }
news-knock-face-down = { $name } knocked with { $deadwood }, putting { $card } face down
news-gin = { $name } went gin
news-gin-face-down = { $name } went gin, putting { $card } face down
news-big-gin = { $name } declared big gin
news-dead = The hand is dead: two cards are left in the stock and nobody scores
news-resigned = { $name } resigned
news-timed-out = { $name } ran out of time
news-autoplay = { $name } ran out of time: the computer plays this turn
# At a team table a move names its board: "Board 2: Dan discarded Q♥" (two decks, two Q♥).
news-on-board = Board { $board }: { $line }

# A replay after the match: the deal face up.
news-replay-deal = Hand { $hand }: { $dealer } deals
news-replay-deal-three = Hand { $hand }: { $dealer } deals and sits out
news-replay-deal-board = Hand { $hand }, board { $board }: { $dealer } deals
news-replay-holds = { $name } holds { $cards }
news-replay-upcard = The upcard is { $upcard }

# The result of a hand, e.g. "Knock 4 vs 19: Ann +15".
showdown-gin = Gin vs { $deadwood }: { $name } +{ $points }
showdown-big-gin = Big gin vs { $deadwood }: { $name } +{ $points }
showdown-knock = Knock { $knocker_deadwood } vs { $deadwood }: { $name } +{ $points }
showdown-undercut = Undercut! Knock { $knocker_deadwood } vs { $deadwood }: { $name } +{ $points }
showdown-doubled = { $result } (doubled)
showdown-dead = Dead hand: nobody scores
showdown-dead-score = Dead hand: no score. { $score }
showdown-face-down = { $result }, { $name } put { $card } face down
showdown-line = { $result }. { $score }
# At a table of three, the hand's result names its two players: "Ann vs Bob: Gin vs 22: Bob +47".
showdown-players = { $players }: { $result }
# A team round's result, board by board: "Board 1, Ann vs Bob: Knock 4 vs 19: Ann +15".
# No brackets round a name, a result or the knock card: a computer's name has its own.
showdown-board = Board { $board }, { $players }: { $result }
showdown-boards-between = {"; "}
# One player's match total in a score line: "Ann 37".
score-of = { $name } { $score }
score-between = {", "}

# Whose turn it is, on the table picture.
turn-offer = { $name }: take the upcard or pass
turn-draw = { $name } to draw
turn-discard = { $name } to discard

# The hand's knock limit when it is not the usual 10, and a doubled hand.
limit-straight = Straight gin: only gin ends the hand
limit-oklahoma-first-discard = Oklahoma: the first discard sets the knock limit
limit-oklahoma-ace = Oklahoma: ace upcard, gin only
limit-oklahoma = Knock limit { $limit } (Oklahoma)
limit-gin-only = Gin only
limit-other = Knock limit { $limit }
limit-doubled = Points ×{ $multiplier } (spade upcard)
limit-and-doubled = { $note }, points ×{ $multiplier } (spade upcard)

# News as whole sentences, for a reply: "You took 7♥. You discarded 3♣."
news-sentence = { $line }.
news-sentence-between = {" "}

# A computer seat by its level: "Computer (easy)".
computer-name = Computer ({ $level })
