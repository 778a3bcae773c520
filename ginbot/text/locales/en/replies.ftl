# The replies of the /gin commands and /resign, read by the one who asked.

# /gin challenge and /gin bot
challenge-the-bot = To play me, use `/gin bot`.
challenge-a-bot = { $name } is a bot and can't play.
challenge-level-without-computer = `level` is the computer's strength when you seat ginbot as `opponent2` or `partner`; this table has no computer seat.
challenge-yourself = You can't challenge yourself. Try `/gin bot` to play the computer.
challenge-from-a-channel = Challenge from a text channel: each match gets its own thread.
bot-from-a-channel = Start a match from a text channel: each match gets its own thread.
# $players: "Ann vs ginbot (expert)"; $rules: "classic rules, to 100".
bot-match-opens = **{ $players }** ({ $rules }): the table opens in a thread; your hand comes by DM.

# /gin help: the whole page, a paragraph a message.
help-about = **Gin Rummy**: get your 10 cards into melds (sets of 3-4 of a rank, runs of 3+ in a suit) and knock when your deadwood is 10 or less.
help-start = **Start:** `/gin challenge opponent:@friend`, or `/gin bot level:expert` to play the computer.
help-play = **Play** in the match thread or in your DMs with me: your hand comes by DM with buttons (draw from the stock, take the upcard, pass, discard, knock or gin). Commands work too: `/draw`, `/discard`, `/knock`, `/pass`, `/hand`, `/resign`.
help-more = **More:** `/gin rules` (the rules in force; `section:` for the rule book), `/gin ladder` (this server's standings), `/gin replay` (a finished match, hand by hand), `/gin prefs` (card colours, hand order, your language), `/gin tournament create` (a tournament for the server: Swiss, knockout or round robin).
help-closed-dms = If your DMs are closed, use `/hand` in the thread: it shows your cards only to you.

# /gin ladder
ladder-empty = No results yet. Be the first: `/gin challenge`.
ladder-title = **Ladder** (rating from matches between people; ranking points for beating the computer)
# $rating: "27.4"; $wins and $losses: matches between people.
ladder-rating = rating { $rating } ({ $wins }-{ $losses })
ladder-points = { $points ->
    [one] { $points } ranking point
   *[other] { $points } ranking points
}
ladder-title-month = **Ladder of { $month }** (wins in this month's matches between people; ranking points for beating the computer)
# A calendar month; $year is written as it is ("2026").
ladder-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
# A line's places gained or lost since the last period.
ladder-moved-up = up { $places }
ladder-moved-down = down { $places }

# /gin prefs
prefs-hand = Your hand: { $sort ->
    [suit] sorted by suit
    [rank] sorted by rank
   *[melds] sorted by melds
}, { $colours ->
    [four] four colours
   *[two] two colours
}.

# /gin settings: $timer is one of the settings-timer messages.
settings-table = Table settings: { $timer }; next deal after { $delay } s; challenges wait { $expiry ->
    [one] { $expiry } minute
   *[other] { $expiry } minutes
}.
settings-timer-forfeit = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} a turn, then the idle player forfeits
settings-timer-autoplay = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} a turn, then the idle player has the computer play for them
settings-no-timer = no turn timer

# /resign
resign-confirm = Resign { $players }? The other side wins the match.

# A table of three: the dealer sits the hand out (a DM with no buttons, and the answer
# to a move tried meanwhile). $players: "Ann vs Bob".
sitting-out = You deal hand { $hand } and sit it out: { $players } play it. Follow the table in { $thread }.

# A match's end at a table of three: "Ann wins the match (Ann 31, Bob 12, Cat 4)".
summary-wins-table = 🏆 **{ $name } wins the match** ({ $score })

# A team's win (two names: "Ann & Cat win the match 104-37").
summary-team-wins = 🏆 **{ $name } win the match { $won }-{ $lost }**
summary-team-wins-margin = 🏆 **{ $name } win the match by { $margin }** ({ $won }-{ $lost })
