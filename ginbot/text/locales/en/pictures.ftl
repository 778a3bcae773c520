# Every word drawn in the card pictures (cards_img), and their text equivalents (the
# alt text, also posted as the message text; a line made a sentence uses news-sentence).
# $name is a player's name; $cards and $meld are cards as written ("7♥ 8♥ 9♥");
# $score is a score line ("Ann 37, Bob 12").

## Shared by several pictures
pic-hand-number = Hand { $hand }
pic-upcard = Upcard
pic-deadwood = Deadwood { $deadwood }
pic-none = none
pic-list-between = {"; "}
# Between melds in a text: "3♠ 3♦ 3♣, 7♥ 8♥ 9♥".
pic-meld-between = {", "}
# Two partners, a team: "Ann & Cat".
# The caption of the tray set apart under a row of cards.
pic-tray-deadwood = deadwood
pic-tray-knock-card = knock card

## The hand picture (private, in a DM)
pic-hand-deadwood-after-discard = Deadwood { $deadwood } after discarding { $card }
pic-hand-badge-gin = Gin!
pic-hand-badge-knock = Can knock
pic-hand-status-over = Hand over
pic-hand-status-waiting = Opponent's turn
pic-hand-status-offer = Your turn: take the upcard or pass
pic-hand-status-draw = Your turn: draw
pic-hand-status-discard = Your turn: discard
# Tags on a card lifted out of the hand: just drawn from the stock, just taken from the pile.
pic-hand-tag-new = NEW
pic-hand-tag-taken = TAKEN
pic-hand-text-melds-first = Your hand (melds first): { $cards }
pic-hand-text-by-suit = Your hand (by suit): { $cards }
pic-hand-text-by-rank = Your hand (by rank): { $cards }
pic-hand-text-melds = Melds: { $melds }. Deadwood: { $deadwood }.
pic-hand-text-gin = You can go gin!
pic-hand-text-knock = You can knock.
pic-hand-text-drew = Just drew { $card }.
pic-hand-text-taken = Took { $card } from the discard pile: it may not be discarded now.
pic-hand-text-upcard = Upcard: { $card }.

## The table picture (the match thread)
pic-table-match-over = Hand { $hand } · Match over: { $name } wins
pic-table-game-to = Game to { $target }
# The dealer's chip beside their name: one letter or character.
pic-table-dealer-chip = D
pic-table-points = pts
# One Hollywood game's score on a player's plate: "G1 45".
pic-table-game-score = G{ $game } { $score }
pic-table-wins = { $name } wins
pic-table-stock = Stock { $count }
pic-table-pile-below = +{ $count } below
pic-table-no-upcard = No upcard
pic-table-last-actions = LAST ACTIONS
pic-table-nothing-yet = Nothing yet
pic-table-text-head = Hand { $hand }. { $score } (game to { $target }).
pic-table-text-game = game { $game }: { $first }-{ $second }
pic-table-text-hollywood = Hollywood games: { $games }.
pic-table-text-upcard = Upcard { $card } (discard pile from the top: { $cards }).
pic-table-text-no-upcard = No upcard.
pic-table-text-cards = Stock { $stock } { $stock ->
        [one] card
       *[other] cards
    }. { $first } holds { $first_count } { $first_count ->
        [one] card
       *[other] cards
    }, { $second } { $second_count }. Dealer: { $dealer }.
pic-table-text-last = Last: { $actions }.
pic-table-text-match-over = Match over: { $name } wins.
# Tables of three and four. $name may be a team ("Ann & Cat").
pic-table-round = Round { $round }
pic-table-team-match-over = Round { $round } · Match over, won by { $name }
# Under the name of the player of a three-handed table who sits the hand out.
pic-table-sits-out = Sits out · deals
pic-table-board = BOARD { $board }
pic-table-board-over = Hand over
pic-table-text-round-head = Round { $round }. { $score } (game to { $target }).
pic-table-text-sits-out = { $name } sits this hand out (the dealer).
pic-table-text-board = Board { $board }: { $first } against { $second }.
pic-table-text-board-cards = Stock { $stock } { $stock ->
        [one] card
       *[other] cards
    }. { $first } holds { $first_count } { $first_count ->
        [one] card
       *[other] cards
    }, { $second } { $second_count }.
pic-table-text-board-over = Board { $board } is over: { $result }.
pic-table-text-match-over-group = Match over, won by { $name }.

## The showdown picture
pic-showdown-badge-knock = KNOCK
pic-showdown-badge-gin = GIN
pic-showdown-badge-undercut = UNDERCUT
pic-showdown-badge-big-gin = BIG GIN
pic-showdown-badge-dead = DEAD HAND
pic-showdown-knocks = { $name } knocks
pic-showdown-goes-gin = { $name } goes gin
pic-showdown-big-gin = { $name } declares big gin
pic-showdown-dead = Dead hand
# The title with the hand's number: "Hand 5 · Ann knocks".
pic-showdown-title = Hand { $hand } · { $headline }
pic-showdown-laid-off = { $name } laid off { $cards }
pic-showdown-deadwood-after-layoffs = Deadwood { $deadwood } after lay-offs
pic-showdown-text-row = { $name }: melds { $melds }; deadwood { $cards } ({ $deadwood } { $deadwood ->
        [one] point
       *[other] points
    }).
pic-showdown-text-row-after-layoffs = { $name }: melds { $melds }; deadwood { $cards } ({ $deadwood } { $deadwood ->
        [one] point
       *[other] points
    } after lay-offs).
pic-showdown-text-face-down = { $name } put { $card } face down.
# One card laid off: "7♥ on 4♥ 5♥ 6♥".
pic-showdown-text-layoff = { $card } on { $meld }
pic-showdown-text-layoffs = { $name } laid off { $layoffs }.
pic-showdown-text-score = Score: { $score }.
# A team round: both boards in one picture, then what the round scores (RULES section 10).
pic-showdown-round-title = Round { $round }
pic-showdown-board = Board { $board } · { $headline }
pic-showdown-text-board = Board { $board }: { $first } against { $second }.
pic-round-both = Both boards won by { $name }: +{ $points }
pic-round-split = One board each: { $name } +{ $points }, the difference
pic-round-one = { $name } +{ $points }; the other board is a dead hand
pic-round-even = One board each, equal results: nobody scores
pic-round-dead = Two dead hands: nobody scores

## The match summary picture
pic-summary-over = Match over: { $name } wins { $winner_score } to { $loser_score }
pic-summary-over-margin = Match over: { $name } wins by { $margin } ({ $winner_score } to { $loser_score })
pic-summary-so-far = Match so far: { $score }
pic-summary-over-group = Match over, won by { $name }: { $score }
pic-summary-rounds = { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
pic-summary-legend-round-won = round won
pic-summary-column-rounds-won = Rounds won
pic-summary-hands = { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }
# A Hollywood game's chart: "Game 2: 64 to 31", and who won it or leads it.
pic-summary-game = Game { $game }: { $leader_score } to { $other_score }
pic-summary-game-won = { $name } won
pic-summary-game-leads = { $name } leads
pic-summary-target = target { $target }
# The chart's legend: what each marker means.
pic-summary-legend-hand-won = hand won
pic-summary-legend-gin = gin
pic-summary-legend-undercut = undercut
pic-summary-column-score = Score
pic-summary-column-games-won = Games won
pic-summary-column-hands-won = Hands won
pic-summary-column-gins = Gins
pic-summary-column-undercuts = Undercuts
pic-summary-winner = { $name }  (winner)
pic-summary-text-totals = Running totals ({ $first }-{ $second }): { $totals }.
pic-summary-text-game-totals = Game { $game } running totals ({ $first }-{ $second }): { $totals }.
pic-summary-text-no-hands = no hands yet
pic-summary-text-player = { $name }: score { $score }, hands won { $hands }, gins { $gins }, undercuts { $undercuts }.
pic-summary-text-player-games = { $name }: score { $score }, games won { $games }, hands won { $hands }, gins { $gins }, undercuts { $undercuts }.
pic-summary-text-side-totals = Running totals ({ $sides }): { $totals }.
pic-summary-text-side = { $name }: score { $score }, hands won { $hands }.
pic-summary-text-team = { $name }: score { $score }, rounds won { $rounds }.
pic-summary-text-dead = Dead hands: { $count }.
pic-summary-text-bonuses = Final scores include the end-of-game bonuses.
pic-summary-text-margin = { $name } wins by { $margin }: the difference of the totals.

# Unit scoring (RULES.md section 9): the margin counted in whole tens.
pic-summary-over-margin-tens = Match over: { $name } wins by { $margin } ({ $winner_score } to { $loser_score }, counted in tens)

## Tournament standings (cards_img/standings.py). $title is the tournament's name.
standings-format-swiss = Swiss
standings-format-knockout = Knockout
standings-format-round-robin = Round robin
standings-round = Round { $round } of { $rounds }
standings-final = Final standings
standings-cancelled = Cancelled
standings-signup = Taking entries
# The header of the standings: the format and where the tournament is ("Swiss · Round 3 of 6").
standings-subtitle = { $format } · { $stage }
standings-column-place = #
standings-column-player = Player
# Match points: 1 for a win or a bye.
standings-column-score = Score
standings-column-played = Played
# Wins and losses, as "3–1".
standings-column-record = W–L
standings-column-byes = Byes
standings-column-buchholz = Buchholz
# The points difference: points scored minus points conceded, over all games.
standings-column-difference = +/–
standings-column-status = Status
# A knockout player's status: not yet beaten, beaten in a round ("Out: Semi-finals"), the winner.
standings-still-in = Still in
standings-out-in = Out: { $stage }
standings-champion = Champion
standings-removed = Removed
standings-nobody = Nobody has entered yet
standings-text-head = { $title }: { $subtitle }.
standings-text-row = { $place }. { $name }: { $details }.
standings-text-score = { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
standings-text-record = played { $played }, won { $wins }, lost { $losses }
standings-text-byes = { $byes ->
        [one] { $byes } bye
       *[other] { $byes } byes
    }
standings-text-buchholz = Buchholz { $buchholz }
standings-text-difference = points difference { $difference }

## The knockout bracket (cards_img/standings.py)
bracket-round = Round { $round }
bracket-quarter-finals = Quarter-finals
bracket-semi-finals = Semi-finals
bracket-final = Final
bracket-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# In a game's box, in place of an opponent.
bracket-bye = bye
# In a game's box, in place of the score of a player who forfeited.
bracket-forfeit = forfeit
bracket-champion = Champion
bracket-text-head = { $title }: { $subtitle }.
bracket-text-round = { $stage }: { $games }.
# A player with their seed: "(1) Ann".
bracket-text-seeded = ({ $seed }) { $name }
bracket-text-won = { $winner } beat { $loser } { $winner_points }–{ $loser_points }
bracket-text-forfeit = { $winner } beat { $loser } by forfeit
bracket-text-nobody = { $first } and { $second }: nobody goes through
bracket-text-to-play = { $first } against { $second }, to be played
bracket-text-bye = { $name } has a bye
bracket-text-waiting = not paired yet
bracket-text-champion = Champion: { $name }.

## The server's ladder (cards_img/ladder.py). $month: the month as ladder-month names it.
ladder-pic-title = Ladder
ladder-pic-title-month = Ladder of { $month }
ladder-pic-subtitle-all = By rating in matches between people · movement over the last { $days } days
ladder-pic-subtitle-month = By wins in this month's matches between people · movement since last month
ladder-column-rating = Rating
ladder-column-matches = Matches
ladder-column-win-rate = Win rate
ladder-column-points = Ranking points
# Places gained or lost since the last period (an arrow and a number).
ladder-column-moved = Move
# Someone who was not on the ladder of the last period.
ladder-new = new

## A person's profile (cards_img/profile.py) and its text answer.
profile-pic-subtitle = { $matches ->
    [one] Profile · 1 finished match on this server
   *[other] Profile · { $matches } finished matches on this server
}
profile-section-matches = Matches
profile-section-hands = Hands
profile-section-rating = Rating
profile-all = All matches
profile-table-two = Two players
profile-table-three = Three players
profile-table-teams = Teams of two
profile-against = Against { $name }
profile-won-of = { $won } won of { $played }
profile-win-rate = Win rate
profile-hands = Hands played
profile-points-per-hand = Points per hand
profile-gin-rate = Gin
profile-undercut-given = Undercuts given
profile-undercut-taken = Undercuts taken
profile-knock-deadwood = Deadwood when knocking
profile-turns-to-knock = Turns to knock
profile-best = Best match
profile-best-value = #{ $match }, by { $margin } against { $opponents }
profile-streak = Current streak
profile-streak-won = { $count ->
    [one] 1 win
   *[other] { $count } wins in a row
}
profile-streak-lost = { $count ->
    [one] 1 loss
   *[other] { $count } losses in a row
}
profile-rating = Rating
profile-rating-value = { $rating } after { $games } rated matches
profile-rating-none = not rated yet
profile-ranking-points = Ranking points
profile-versus = You against { $name }
profile-versus-value = { $won } won, { $lost } lost
profile-history = Rating after each of the last { $count } rated matches
profile-no-history = The chart starts after the first rated match.
# One line of the text answer: a label and its value.
profile-line = **{ $label }**: { $value }
profile-title = **Profile of { $name }**
profile-empty = **{ $name }** has no finished match on this server yet.
