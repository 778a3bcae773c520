# Refusals: why an action or a request cannot be done. Each is a whole sentence,
# shown to the one who asked.

## The rules of the turn

refusal-not-your-turn = It is not your turn.
refusal-sits-out = Player { $player } sits this hand out.
refusal-not-an-action = { $action } is not an action.
refusal-pass-on-first-upcard = You can only pass on the first upcard.
refusal-drawn-already = You have drawn already: discard or knock.
refusal-stock-after-passes = Both players passed the first upcard: draw from the stock.
refusal-upcard-offer = Take the first upcard or pass; the stock comes after.
refusal-draw-first = Draw a card first.
refusal-card-not-held = You do not hold { $card }.
refusal-card-just-taken = You just took { $card } from the discard pile: discard another card.
refusal-knock-over-limit =
    { $limit ->
        [0] Only gin ends this hand, and discarding { $card } leaves { $deadwood } deadwood.
       *[other] Discarding { $card } leaves { $deadwood } deadwood; the knock limit is { $limit }.
    }
refusal-knock-opening-discard = The opening discard of a Scarne deal cannot be a knock.
refusal-no-big-gin = Big gin is not played under these rules.
refusal-big-gin-draw-first = Big gin needs a draw first.
refusal-big-gin-all-melded = Big gin needs all 11 cards in melds.
refusal-hand-over = This hand is over.
refusal-hand-over-dealing = This hand is over: the next one is being dealt.
refusal-hand-not-over =
    { $hands ->
        [1] The hand in play is not over.
        [2] Both hands of the round must end first.
       *[other] All { $hands } hands of the round must end first.
    }
refusal-match-over = This match is over.
refusal-match-finished = Match #{ $match } is over: { $result }.

## How a finished match ended, inside a sentence

result-abandoned = it was abandoned
result-resigned = { $loser } resigned: { $winner } wins
result-forfeit = { $loser } ran out of time: { $winner } wins
result-margin = { $winner } wins by { $margin } ({ $won }-{ $lost })
result-score = { $winner } wins { $won }-{ $lost }
result-team-resigned = { $loser } resigned: { $winner } win
result-team-forfeit = { $loser } ran out of time: { $winner } win
result-team-score = { $winner } win { $won }-{ $lost }
result-three = { $winner } wins ({ $scores })
# Between the names of a match's players: "Ann vs Bob".
players-between = {" "}vs{" "}
# Between the items of a list: "easy, normal, expert".
list-between = {", "}

## Matches and challenges

refusal-no-such-match = There is no match #{ $match }.
refusal-not-in-match = You are not playing in match #{ $match } ({ $players }).
refusal-not-in-finished-match = You did not play in match #{ $match } ({ $players }).
refusal-already-in-match = { $name } is already playing match #{ $match } here: finish or resign it first.
refusal-no-such-hand = Match #{ $match } had hands 1 to { $hands }.
refusal-no-such-season = { $last ->
    [0] This server has no ended season yet.
   *[other] Season { $season } has not ended here: the ended seasons are 1 to { $last }.
}
refusal-match-not-over = Match #{ $match } is still being played: replays come after.
refusal-no-such-challenge = There is no challenge #{ $challenge }.
refusal-own-accept = You cannot accept your own challenge.
refusal-own-decline = To withdraw your own challenge, cancel it.
refusal-challenge-for-someone-else = This challenge is for { $names }.
refusal-challenger-cancels = Only { $name } can cancel this challenge.
refusal-challenge-closed =
    { $status ->
        [accepted] This challenge was accepted already.
        [declined] This challenge was declined already.
        [cancelled] This challenge was cancelled already.
        [expired] This challenge has expired.
       *[other] This challenge is no longer open.
    }
refusal-challenge-yourself = You cannot challenge yourself.
refusal-challenge-open = A challenge between you and { $name } is open here already (#{ $challenge }): answer it, cancel it, or wait for it to expire.
refusal-already-accepted = You have accepted already: the match starts once everyone asked has.
refusal-same-person-twice = You named the same person for two seats: each seat needs someone else.
refusal-no-person = Nobody but the computer would play: to play the computer, use `/gin bot`.
refusal-partner-alone = A partner plays with you against two: name opponent2 as well, or leave partner out.
refusal-table-size = A match for { $players } players cannot be played at this table yet.
refusal-no-such-level = There is no computer level “{ $level }”; the levels are { $levels }.

## Settings and the service

refusal-unknown-guild-setting = There is no server setting { $unknown }; the settings are { $known }.
refusal-unknown-player-setting = There is no player setting { $unknown }; the settings are { $known }.
refusal-service-stopped = The match service is not running.
refusal-service-restarting = The bot is restarting: try again in a moment.
refusal-stale-table = The table of match #{ $match } changed while you chose: look at it again and choose once more.

## House rules, as typed with a challenge

refusal-house-unknown = House rules: there is no house rule “{ $name }”; house rules are { $allowed }.
refusal-house-needs-choice = House rules: { $name } needs a value: { $name }={ $allowed }.
refusal-house-needs-number = House rules: { $name } needs a whole number, e.g. { $name }={ $example }.
refusal-house-bad-value = House rules: { $name } cannot be “{ $value }”: it takes { $allowed }.
refusal-house-bad-number = House rules: { $name } cannot be “{ $value }”: it takes a whole number.
refusal-house-twice = House rules: { $name } is set twice.
refusal-house-knock-straight-gin = House rules: straight gin has no knocking (only gin ends a hand), so a knock limit of { $limit } contradicts it: leave out straight_gin or the knock limit.
refusal-house-rules = House rules: { $reason }

## Rules that cannot be played together, or values they cannot take

rules-not-a-choice = { $field } must be one of { $allowed }, not “{ $value }”.
rules-not-yes-no = { $field } must be on or off, not “{ $value }”.
rules-not-a-number = { $field } must be a whole number, not “{ $value }”.
rules-knock-limit = { $field } must be 0..10 (0 means only gin ends a hand), not { $value }.
rules-target = { $field } must be a positive number of points, not { $value }.
rules-negative = { $field } cannot be negative, not { $value }.
rules-needs = { $field } needs { $other } on.
rules-players = { $field } must be 2, 3 or 4 (two teams of two), not { $value }.
rules-hollywood-players = Hollywood scoring is for two players, not { $value }.
rules-exclusive = { $field } and { $other } cannot both be on.
rules-no-preset = There is no preset “{ $value }”; the presets are { $allowed }.
rules-unknown-fields = Rules have no { $value }.

## Table and player settings that cannot take a value

setting-not-a-choice = { $field } must be one of { $allowed }, not “{ $value }”.
setting-turn-timeout = { $field } must be 0 (no timer) or 10 seconds to 7 days, not { $value }.
setting-next-hand-delay = { $field } must be 0 to 300 seconds, not { $value }.
setting-challenge-expiry = { $field } must be 1 second to 7 days, not { $value }.
setting-season-days = { $field } must be 0 (no seasons) or 1 to 366 days, not { $value }.

## A card typed that reads as none

refusal-card-unreadable = “{ $text }” is not a card: write a rank (A, 2-10, J, Q, K) and a suit (S, H, D, C or ♠ ♥ ♦ ♣), e.g. 7h, 10♥ or K♠.

# A team, by its partners' names; a name the table has twice, with its seat.
side-team = { $first } & { $second }
seat-numbered = { $name } { $seat }

## Tournaments
refusal-no-such-tournament = There is no tournament #{ $tournament } here.
refusal-tournament-managers-only = Only server managers can create tournaments in this server.
refusal-tournament-already-entered = You are already entered in { $tournament }.
refusal-tournament-not-entered = That player is not entered in { $tournament }.
refusal-tournament-started = { $tournament } has started: entries and the start are only during sign-up.
refusal-tournament-not-running = { $tournament } is not being played: results can be recorded only while it runs.
refusal-tournament-over = { $tournament } is over already.
refusal-tournament-not-creator = Only { $name }, who created { $tournament }, or a server manager can do that.
refusal-tournament-not-creator-unnamed = Only the creator of { $tournament } or a server manager can do that.
refusal-tournament-not-manager = Only a server manager can do that to { $tournament }.
refusal-tournament-too-few = { $tournament } has { $count } { $count ->
    [one] player
   *[other] players
  }: it needs at least 2 to start.
refusal-tournament-full = { $tournament } is full: it takes at most { $count } players.
refusal-tournament-rounds = { $count } rounds is not possible: a tournament plays between 1 and 63 rounds.
refusal-tournament-round-hours = A round lasts between 1 and 168 hours, not { $count }.
refusal-tournament-no-game = { $name } has no game being played in this round of { $tournament }.
refusal-tournament-busy = { $name } is playing another match in this server: their tournament match starts when it ends.
refusal-hints-people = Hints are only for matches against the computer: match #{ $match } is between people.
