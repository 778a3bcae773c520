# Server tournaments on Discord (cogs/tournaments.py, cogs/screens/tournament.py): the
# tournament's message in the channel, the round announcements, the podium, the DMs to its
# players and the replies of its commands and buttons.
# $name is the tournament's name; $format its format ("Swiss"); $stage where it is
# ("Round 2 of 3", "Semi-finals"); $deadline a Discord timestamp, written <t:{ $deadline }:R>
# (Discord shows it as "in 3 hours" in the reader's language); $thread and $creator are
# Discord mentions (<#1>, <@2>), kept as they are.

## The tournament's message: sign-up, then the standings
tournament-head = 🏆 **{ $name }** · { $format } · #{ $id }
# $rules: "classic rules, to 25"; $hours: the hours each round lasts.
tournament-details = { $rules } · { $hours } h a round
tournament-duplicate = Duplicate deals: every game of a round is dealt the same cards, and every other board sits the other way round.
tournament-signup-how = Created by { $creator }. Press **{ button-tournament-join }** to enter; { $creator } or a server manager starts it. Each game is a match in its own thread, and I DM each player where to play.
tournament-players = Players ({ $count }): { $names }
tournament-no-players = Nobody has entered yet.
button-tournament-join = Join
button-tournament-leave = Leave
button-tournament-start = Start
tournament-add-computer = Add a computer player…
tournament-round-line = { $stage } · ends <t:{ $deadline }:R>
tournament-finished-line = Final standings.
tournament-cancelled-line = Cancelled: matches in play go on as friendly matches.
# The games of the round, a line each.
tournament-game-playing = Board { $board }: { $first } against { $second }, playing
tournament-game-waiting = Board { $board }: { $first } against { $second }, waiting for a player's other match to end
tournament-game-won = Board { $board }: { $winner } beat { $loser } { $winner_points }–{ $loser_points }
tournament-game-forfeit = Board { $board }: { $winner } beat { $loser } by forfeit
tournament-game-nobody = Board { $board }: { $first } and { $second } both lost by forfeit
tournament-game-bye = Board { $board }: { $name } has a bye
tournament-acts-heading = Managers' decisions:
tournament-act-removed = { $by } removed { $name }: their remaining games are lost
tournament-act-recorded = { $by } gave { $name } the win of their game
tournament-act-cancelled = { $by } cancelled the tournament
# A decision with its reason: "Host removed Bob: ... (“left the server”)".
tournament-act-reason = { $act } (“{ $reason }”)

## In the channel
tournament-round-paired = 🏆 **{ $name }**: { $stage } is paired.
tournament-round-ends = The round ends <t:{ $deadline }:R>: I have sent each player the thread of their game. A game still running then goes to the player ahead on points.
tournament-pair = Board { $board }: { $first } against { $second }
tournament-podium = 🏆 **{ $name }** is over. The podium:
# $place is 1, 2 or 3; $names who share that place.
tournament-podium-place = { $place ->
        [1] 🥇
        [2] 🥈
       *[other] 🥉
    } { $names }

## By DM to a player
tournament-game-dm = 🏆 **{ $name }**, { $stage }: your game against { $opponent } has started. Play it in { $thread } (your hand comes by DM as usual). The round ends <t:{ $deadline }:R>.
tournament-deadline-dm = ⏰ **{ $name }**, { $stage }: the round ends <t:{ $deadline }:R> and your game against { $opponent } is not finished. Play on in { $thread }: at the deadline it goes to the player ahead on points, and a player who never moved loses it.
tournament-deadline-dm-waiting = ⏰ **{ $name }**, { $stage }: the round ends <t:{ $deadline }:R> and your game against { $opponent } has not started, because one of you is still playing another match in the server. At the deadline it goes against whoever held it up.

## Replies to the commands and buttons (only the caller sees them)
tournament-default-name = { $name }'s tournament
tournament-from-a-channel = Create a tournament from a text channel: each of its games gets its own thread.
tournament-joined = You are entered in **{ $name }**. When a round starts I DM you where to play.
tournament-left = You have left **{ $name }**.
tournament-computer-added = { $computer } is entered in **{ $name }**.
tournament-started = **{ $name }** has started: round 1 is paired.
tournament-cancelled = **{ $name }** is cancelled.
tournament-removed = { $player } is out of **{ $name }**.
tournament-recorded = { $player } wins their game of this round in **{ $name }**.
tournament-list-title = Tournaments in this server (`/gin tournament show` for one's standings):
tournament-list-line = #{ $id } **{ $name }** · { $format } · { $stage } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
tournament-list-empty = No tournaments in this server yet: start one with `/gin tournament create`.
# A tournament in the autocomplete of a command's tournament option.
tournament-choice = { $name } · #{ $id } · { $stage }

## /gin settings
settings-tournaments-everyone = Tournaments: anyone may create them.
settings-tournaments-managers = Tournaments: only server managers may create them.
tournament-rounds-asked = { $rounds ->
    [one] One round
   *[other] { $rounds } rounds
  } (fewer if the field is too small for so many).
