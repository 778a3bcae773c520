# The slash commands as Discord lists them: each command's description, each
# option's description, each choice's name. Discord allows at most 100 characters
# in each. The command and option names (gin, challenge, level...) are not
# translated, so a typed command works in every language.

command-gin = Gin Rummy: challenges, the computer, rules
command-gin-challenge = Challenge someone here to a match
option-challenge-opponent = Who you want to play
option-challenge-opponent2 = A second opponent: three-handed gin, or team gin with a partner
option-challenge-partner = Your partner in team gin, two against two (needs opponent2)
option-challenge-level = Computer strength when you seat ginbot as opponent2 or partner (default: normal)
option-preset = The rules (default: classic)
# The presets as choices: the reader's name for each, then the name they type where the two differ.
choice-preset-classic = classic
choice-preset-scarne = scarne
choice-preset-oklahoma = oklahoma
choice-preset-straight = straight
choice-preset-quick = quick
choice-preset-knock5 = knock5
choice-preset-bonuses = bonuses
choice-preset-hollywood = hollywood
option-challenge-target = Points to win the match (default: the preset's, 100 for classic)
option-house-rules = House rules on top of the preset, e.g. knock_limit=7 big_gin target=150

command-gin-bot = Play a match against the computer
option-bot-level = How strong the computer plays (default: normal)
choice-level-easy = Easy
choice-level-normal = Normal
choice-level-expert = Expert
choice-period-month = This month
choice-period-all = All time

command-gin-rules = The rules in force, briefly, or the rule book
option-rules-preset = Show a preset's rules instead of your match's
option-rules-section = Read the rule book: all of it, or one section
choice-section-all = All of it

command-gin-help = How to play with ginbot
command-gin-ladder = This server's standings
option-ladder-period = Which ladder: this month's matches or all time (default)
command-gin-profile = A player's numbers on this server: matches, hands, rating
option-profile-user = Whose profile (default: yours)
option-ladder-season = An ended season's ladder, as it stood at the season's end (its number)
command-gin-replay = A finished match, hand by hand, every card shown
option-replay-match = The match number (shown at the end of the match)
option-replay-hand = Which hand (default: the first)

command-gin-prefs = How your hand looks, the language you read
option-prefs-sort = Order of your cards: by melds, suit or rank
choice-sort-melds = By melds
choice-sort-suit = By suit
choice-sort-rank = By rank
option-prefs-four-colour = Diamonds blue and clubs green (easier to tell apart)
option-prefs-language = The language ginbot answers you in
choice-language-discord = Discord's language

command-gin-settings = This server's table settings (Manage Server)
option-settings-turn-minutes = Minutes a player has for a turn (0: no timer)
option-settings-idle = What happens when the timer runs out
choice-idle-forfeit = The idle player forfeits the match
choice-idle-autoplay = The computer plays for the idle player
option-settings-next-hand-seconds = Seconds the showdown stays before the next deal
option-settings-challenge-minutes = Minutes a challenge waits for an answer
option-settings-language = The language of this server, for players who have not chosen one
choice-language-server = Server default
option-settings-tournaments = Who may create tournaments in this server
choice-tournaments-everyone = Everyone
choice-tournaments-managers = Server managers only
option-settings-season-days = Days a ladder season lasts (0: no seasons)
option-settings-season-ratings = What a new season does with the ratings
choice-season-carry = Carry them on
choice-season-reset = Reset them

command-gin-tournament = Server tournaments: Swiss, knockout or round robin
command-gin-tournament-create = Open a tournament here for players to join
option-tournament-format = Swiss (pairs equal scores), knockout, or round robin (all meet all)
choice-format-swiss = Swiss
choice-format-knockout = Knockout
choice-format-round-robin = Round robin
option-tournament-name = The tournament's name
option-tournament-rounds = Swiss only: how many rounds (default: enough to leave one player unbeaten)
option-tournament-target = Points to win each game of the tournament (default: the preset's)
option-tournament-duplicate = Duplicate deals: every game of a round is dealt the same cards
option-tournament-round-hours = Hours a round lasts before unfinished games are decided (default: 24)
command-gin-tournament-list = This server's tournaments
command-gin-tournament-show = A tournament's standings, a past one too
option-tournament-tournament = The tournament (type part of its name)
command-gin-tournament-start = Start a tournament (its creator or a server manager)
command-gin-tournament-cancel = Cancel a tournament (a server manager, or its creator before it starts)
option-tournament-reason = Why (shown on the tournament's message)
command-gin-tournament-remove = Take a player out of a tournament (server managers)
option-tournament-player = The player to take out
command-gin-tournament-record = Decide a game of the current round by hand (server managers)
option-tournament-winner = Who wins the game

command-pass = Pass on the first upcard
command-draw = Draw a card
option-draw-source = The top of the stock, or the upcard from the discard pile
choice-source-stock = The stock
choice-source-discard = The upcard
command-discard = Discard a card from your hand
option-discard-card = The card to discard, e.g. 7h or 10♥
command-knock = Discard a card and knock (gin if no deadwood)
option-knock-card = The card you discard as you knock
command-hand = See your hand (only you see it)
command-hint = The expert's suggested move, against the computer (no ranking points then)
command-resign = Give up your match
