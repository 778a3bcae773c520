## ginbot tournament: a local event against computer players (ginbot/terminal/tournament.py)
tournament-terminal-title = Local tournament
# The event as it starts: "Local tournament: Swiss, 5 players, 3 rounds; classic rules, to 25."
tournament-terminal-start = { $title }: { $format }, { $players } players, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }; { $rules }.
tournament-terminal-field = Players, best seed first: { $names }.
tournament-terminal-duplicate = Duplicate: every game of a round is dealt the same cards, and every other board sits the other way round, so each deal is played from both sides.
# The seed the event's cards are dealt from, to play the same event again.
tournament-terminal-seed = Seed { $seed }: --seed { $seed } deals the same cards again.
# A round's heading: "Round 2 of 3", or a knockout's "Semi-finals".
tournament-terminal-round = ── { $stage } ──
tournament-terminal-pair = Board { $board }: { $first } against { $second }.
tournament-terminal-bye = { $name } has a bye.
tournament-terminal-won = Board { $board }: { $winner } beat { $loser } { $winner_points }–{ $loser_points }.
tournament-terminal-your-game = Your game, at board { $board }: you against { $opponent }.
tournament-terminal-winner = { $name } wins the tournament.
tournament-terminal-winners = { $names } share first place.
tournament-terminal-left = You left the tournament: your game there is given up, and the tournament ends here (a local tournament is not kept).
tournament-terminal-stopped = The tournament was stopped (a local tournament is not kept).

## ginbot tournament's refusals of its arguments
tournament-terminal-unknown-level = No computer level or style is called “{ $name }”: the levels are { $levels }; the styles, for a field of computers alone, are { $styles }.
tournament-terminal-style = “{ $name }” is a style the levels are measured against, not a level to play: with --me the computers are levels ({ $levels }).
tournament-terminal-too-few = A tournament needs at least 2 players, not { $count }: name more computers in --field.
tournament-terminal-too-many = A tournament takes at most { $most } players, not { $count }.
tournament-terminal-swiss-rounds = A Swiss of { $players } players plays { $most ->
        [one] only 1 round
       *[other] 1 to { $most } rounds
    }, not { $rounds }.
tournament-terminal-fixed-rounds = { $format ->
        [knockout] A knockout
       *[other] A round robin
    } of { $players } players plays { $most ->
        [one] 1 round
       *[other] { $most } rounds
    }, not { $rounds }: leave --rounds out.
