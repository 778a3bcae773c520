# The terminal game (ginbot play): the table, your hand, the moves, showdowns, the result.
# Cards are written 7♥, melds in brackets. What the player types (s, t, p, d 7h, k 7h,
# sort suit, colours four, pile, h, q, resign, y/N) stays as it is in every language.

## The match
terminal-header = Match #{ $match }: { $players }. { $rules }
terminal-header-resumed = Match #{ $match } (resumed): { $players }. { $rules }
terminal-help-hint = Type h for help.
# The player's name when the system gives none.
terminal-player = Player
terminal-resumed-options = (--level, --format, --preset, --rules and --seed are for new matches: a resumed match keeps its own)
# On --resume, the last moves before the save, in one line (the screen may still show them).
terminal-recap = Last moves: { $moves }
terminal-recap-between = {" · "}

## The table
# A side's score at a table of three or four, where a seat's number may end a name.
terminal-score-of = { $name }: { $score }
terminal-table-title = ── Hand { $hand } · { $scores } · game to { $target } ──
# A team table plays rounds: two boards at once.
terminal-round-title = ── Round { $hand } · { $scores } · game to { $target } ──
terminal-table-upcard = Upcard { $upcard } · stock { $stock } · { $dealer } dealt
terminal-table-upcard-below = Upcard { $upcard } (below it { $below }) · stock { $stock } · { $dealer } dealt
terminal-table-upcard-more = Upcard { $upcard } (below it { $below } and { $more } more: type pile) · stock { $stock } · { $dealer } dealt
terminal-table-no-upcard = No upcard · stock { $stock } · { $dealer } dealt
# Hollywood scores three games at once: "game 1 25-0".
terminal-hollywood-game = game { $game } { $first }-{ $second }
terminal-hollywood = Hollywood: { $games }.
# A note on the hand's knock limit, as a sentence.
terminal-note = { $note }.

terminal-pile-empty = The discard pile is empty.
terminal-pile = Discard pile, top first ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): { $cards }

## Tables of three and of two teams
# A name that is at the table more than once (the computer's) gets its seat number.
# Between the two players of a team: "Ann & Computer (easy) 2".
# A board's upcard, the cards below it and the stock, for the lines below.
terminal-pile-no-upcard = no upcard · stock { $stock }
terminal-pile-upcard = upcard { $upcard } · stock { $stock }
terminal-pile-upcard-below = upcard { $upcard } (below it { $below }) · stock { $stock }
terminal-pile-upcard-more = upcard { $upcard } (below it { $below } and { $more } more: type pile) · stock { $stock }
# Three-handed: the one board, and the dealer, who sits the hand out.
terminal-three-board = { $players } play: { $pile }
terminal-sits-out = { $name } dealt and sits this hand out.
# A team round: two boards at once.
terminal-board = Board { $board } ({ $players }): { $pile } · { $dealer } dealt
terminal-board-over = Board { $board } ({ $players }): this board's hand is over

## Your hand
terminal-hand = Your hand: { $cards }
terminal-hand-by-suit = Your hand by suit: { $cards }
terminal-hand-by-rank = Your hand by rank: { $cards }
terminal-deadwood = Deadwood { $deadwood }.
terminal-deadwood-after = Deadwood { $deadwood } after discarding { $card }.
terminal-drew = You drew { $card }.
terminal-took = You took { $card }: it may not be discarded this turn.
terminal-no-melds = No melds · deadwood { $deadwood }
terminal-melds = Melds: { $melds } · deadwood { $deadwood }
terminal-melds-no-deadwood = Melds: { $melds } · no deadwood
terminal-big-gin-offer = Big gin: all 11 cards meld (b).
terminal-gin-offer = Gin by discarding { $cards } (k <card>)!
terminal-knock-offer = Knock by discarding { $options } (k <card>).
terminal-knock-option = { $card } (deadwood { $deadwood })
terminal-or = {" or "}

## Your move: the letter first, as it is typed
terminal-prompt = Your move [{ $moves }]:
terminal-move-stock = s stock
terminal-move-take = t take { $upcard }
terminal-move-pass = p pass
terminal-move-discard = d <card>
terminal-move-knock = k <card>
terminal-move-big-gin = b big gin
terminal-moves-between = {", "}
terminal-continue = Press Enter for the next hand:

## Whose turn
terminal-match-over = The match is over.
terminal-dealing = The next hand is being dealt.
terminal-your-turn-offer = Your turn: take the upcard or pass.
terminal-your-turn-draw = Your turn: draw.
terminal-your-turn-discard = Your turn: discard.
terminal-to-play = { $name } to play.
terminal-you-sit-out = You dealt and sit this hand out: { $players } play it, and you follow the table.

## The showdown; a card marked * was laid off
terminal-showdown = ── Showdown ──
terminal-showdown-hand = ── Showdown, hand { $hand } ──
terminal-showdown-held = { $name }: { $cards }
terminal-showdown-knocked = { $name } knocked: { $cards } (deadwood { $deadwood })
terminal-showdown-gin = { $name } went gin: { $cards } (deadwood { $deadwood })
terminal-showdown-big-gin = { $name } declared big gin: { $cards } (deadwood { $deadwood })
terminal-showdown-defender = { $name }: { $cards } (deadwood { $deadwood })
terminal-showdown-laid-off = { $name }: { $cards } { $laid } (deadwood { $deadwood }; * laid off)
# A team round: both boards, then what the round scores (RULES.md section 10).
terminal-round-showdown = ── Showdown, round { $hand } ──
terminal-board-showdown = Board { $board }: { $players }
terminal-board-result = { $result }.
terminal-round-scored = The round: { $name } { $points ->
        [one] score { $points } point
       *[other] score { $points } points
    }. { $score }
terminal-round-no-score = The round: nobody scores. { $score }
terminal-laid-off = { $name } laid off { $layoffs }.
terminal-layoff = { $card } onto [{ $meld }]
terminal-layoff-then = {", then "}
# How the hand's points add up: "Points for the undercut: 2 + 25 bonus = 27."
terminal-points = Points for { $outcome ->
        [undercut] the undercut
        [gin] gin
        [big_gin] big gin
       *[knock] the knock
    }: { $sum } = { $points }.
# The same, when a rule not told here changed the points.
terminal-points-only = Points for { $outcome ->
        [undercut] the undercut
        [gin] gin
        [big_gin] big gin
       *[knock] the knock
    }: { $points }.
terminal-bonus = { $sum } + { $bonus } bonus
# Points doubled (Oklahoma's spade upcard): "9 ×2", "(2 + 25 bonus) ×2".
terminal-times = { $sum } ×{ $times }
terminal-times-sum = ({ $sum }) ×{ $times }

## The result
terminal-result = ══ Match over: { $ending } ══
terminal-hands = Hands: { $hands }
terminal-rounds = Rounds: { $rounds }
terminal-hands-between = {"; "}
terminal-hand-dead = { $hand }. dead
terminal-hand-won = { $hand }. { $name } +{ $points } ({ $outcome ->
        [undercut] undercut
        [gin] gin
        [big_gin] big gin
       *[knock] knock
    })
# A table of three or four: the side that scored each hand (a team table: each round).
terminal-hand-scored = { $hand }. { $name } +{ $points }
terminal-hand-no-score = { $hand }. nobody scores
terminal-table-won = { $name } won the match: { $score }
terminal-table-resigned = { $name } won the match by resignation: { $score }
terminal-earned = { $name } earned { $points ->
        [one] { $points } ranking point
       *[other] { $points } ranking points
    } on the terminal's own ladder (a Discord server keeps its own).
terminal-ladder = Ranking points on the terminal's ladder (kept in { $path }): { $name } { $points }.

## Starting, resuming, resigning, leaving
terminal-nothing-to-resume = There is no unfinished match to resume: start one with ginbot play.
terminal-busy = Match #{ $match } ({ $scores }) is not finished: continue it with ginbot play --resume (type resign there to give it up).
terminal-resign-question = Resign match #{ $match } ({ $players })? The other side wins the match. [y/N]:
terminal-not-resigned = Not resigned: play on.
terminal-four-colours = Suits in four colours: diamonds blue, clubs green (remembered).
terminal-two-colours = Suits in red and black (remembered).
terminal-no-colour = This output shows no colour (it is not a terminal, or NO_COLOR is set); --images pictures use the colours.
terminal-cannot-use = Cannot use { $path }: { $why }
terminal-folder-database = Made the folder { $folder } for the database.
terminal-folder-pictures = Made the folder { $folder } for the pictures.
terminal-not-a-folder = Cannot write pictures to { $path }: it is a file, not a folder.
terminal-in-use = { $path } is in use by another ginbot play
terminal-discord-matches = { $path } holds Discord matches in play: ginbot play keeps its own database (see --database)
terminal-saved = Saved. Continue with: { $command }
terminal-pictures-written = { $count ->
        [one] { $count } picture
       *[other] { $count } pictures
    } written to { $folder }

## A typed line that is no command
terminal-unknown-command = Unknown command '{ $line }': type h for help
terminal-which-discard = Say which one card to discard, e.g. { $command } 7h
terminal-which-knock = Say which one card to knock with, e.g. { $command } 7h
terminal-nothing-after = { $command } takes nothing after it: type h for help
terminal-sort-how = Sort by melds, suit or rank, e.g. sort suit
terminal-colours-how = Colours two or four, e.g. colours four

## Help: the commands stay as typed; the description column lines up
terminal-help =
    Commands (short and long forms):
      s, stock        draw the top card of the stock
      t, take         take the upcard (the top of the discard pile)
      p, pass         pass on the first upcard of a hand
      d 7h            discard a card (7h, 7♥, 10s, TS, qd all work)
      k 7h            knock (or go gin) by discarding that card; also: knock 7h, gin 7h
      b, big gin      declare big gin (only when the rules play it)
      sort suit       sort your hand by melds, suit or rank (remembered)
      colours four    diamonds blue, clubs green (colours two: red and black; remembered)
      pile            the whole discard pile, top first
      l, look         show the table and your hand again (an empty line too)
      h, help         this help
      q, quit         save and quit (Ctrl-C and Ctrl-D too); ginbot play --resume continues
      resign          give up the match (asks you to confirm)
      hint            the expert's move and why (against the computer; no ranking points then)
terminal-hint = Hint: { $line }
