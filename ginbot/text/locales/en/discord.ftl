# What the bot posts about a match on Discord: the thread, the table, the hand screens,
# the challenge, reminders and the summary; and the refusals of its buttons.
# $players is the players by name ("Ann vs Bob"); $score the match totals ("Ann 37, Bob 12");
# $thread, $channel and $player are Discord mentions (<#1>, <@2>), kept as they are.

match-thread-name = Gin · { $players }
match-intro = **{ $players }** · { $rules }

# -- a player's hand (by DM, or only to them in the thread) --
hand-header = **{ $match }** · hand { $hand } · { $score }
hand-can-gin = **You can go gin!**
button-draw-stock = Draw stock
button-take = Take
button-take-upcard = Take { $card }
button-pass = Pass
button-knock = Knock
button-gin = Gin
button-sort = Sort
discard-placeholder = Discard a card…
discard-placeholder-draw-first = Discard (after you draw)
discard-leaves = leaves { $deadwood } deadwood
knock-placeholder = Knock: choose the card to discard
knock-big-gin = Big gin: show all 11 cards
knock-option-gin = Discard { $card } · gin
knock-option = Discard { $card } · knock with { $deadwood }
knock-which = Knock: which card do you discard?

# -- the table, in the match thread --
table-header = **{ $match }** ({ $rules })
table-turn-ends = Turn ends <t:{ $deadline }:R>.
button-show-hand = Show my hand
table-moved = Discord no longer lets me update the table above, so it goes on in the message below.

# -- the end of a match --
summary-wins = 🏆 **{ $name } wins the match { $won }-{ $lost }**
summary-wins-margin = 🏆 **{ $name } wins the match by { $margin }** ({ $won }-{ $lost })
summary-rating = { $name }: rating { $before } → { $after }
summary-points = { $name } earns { $points ->
    [one] { $points } ranking point
   *[other] { $points } ranking points
}.
summary-replay = Replay it hand by hand: `/gin replay match:{ $match }`
summary-dm = { $result } · { $thread }
button-rematch = Rematch
button-resign = Resign

# -- a finished match, hand by hand --
replay-head = **Replay of match #{ $match }, { $players }** · hand { $hand } of { $hands }
replay-next = (next: `/gin replay match:{ $match } hand:{ $next }`)
replay-score = Score after this hand: { $score }
replay-result = **Result: { $result }**

# -- challenges --
challenge-text = { $opponent }, **{ $challenger }** challenges you to Gin Rummy ({ $rules }). Answer <t:{ $expires }:R>.
challenge-rules-heading = The rules in force:
challenge-accepted = ✅ { $opponent } accepted { $challenger }'s challenge: **{ $players }** is on, in its thread.
challenge-withdrawn = { $challenger } withdrew the challenge.
challenge-declined = { $challenger }, { $opponent } declined your challenge.
challenge-expired = ⌛ { $challenger }'s challenge to { $opponent } expired.
# Tables of three and four: everyone asked answers on the one message.
challenge-three-text = { $invited }: **{ $challenger }** challenges you to three-handed Gin Rummy, **{ $players }** ({ $rules }). Answer <t:{ $expires }:R>.
challenge-teams-text = { $invited }: **{ $challenger }** challenges you to team Gin Rummy, **{ $players }** ({ $rules }). Answer <t:{ $expires }:R>.
challenge-answers = Answers: { $answers }
challenge-answer-yes = ✅ { $name }
challenge-answer-waiting = ⏳ { $name }
challenge-table-accepted = ✅ Everyone accepted { $challenger }'s challenge: **{ $players }** is on, in its thread.
challenge-table-declined = { $challenger }, { $by } declined your challenge: **{ $players }** is off for everyone.
challenge-table-expired = ⌛ { $challenger }'s challenge (**{ $players }**) expired: { $waiting } did not answer.
button-accept = Accept
button-decline = Decline
rematch-on = Rematch on: { $players }, in a new thread.
rematch-sent = Rematch challenge sent to { $name } in { $channel }.

# -- turns, timers, closed DMs --
reminder-dm = ⏰ Your turn in { $thread }: { $left } left.
reminder-thread = ⏰ { $player }, your turn: { $left } left.
your-turn-thread = { $player }, your turn. Use `/hand` here or the **{ button-show-hand }** button to see your cards.
private-hand-spent = { $player }, the hand I showed you here can no longer be updated (Discord allows that for 15 minutes): press **{ button-show-hand }** for a fresh one.
dms-closed = { $player }, I can't send you direct messages (your DMs are closed), so your hand stays here, private to you: use `/hand` or the **{ button-show-hand }** button.
duration-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
duration-seconds = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}

# -- where the caller's match is, and what a button refuses --
where-no-match = You have no match in progress. Start one in a server with `/gin challenge` or `/gin bot`.
where-several-servers = You have matches in several servers: play in the match's thread ({ $threads }).
where-elsewhere = Your match ({ $players }) is in { $thread }: play there or in your DMs with me.
where-not-playing = You're not playing in this match ({ $players }).
where-no-match-here = You have no match in progress here. Start one with `/gin challenge` or `/gin bot`.
control-knock-not-now = You can't knock now: knocking comes after your draw, with deadwood within the knock limit.
control-hand-players-only = Only the players see their hands; you can follow the table here.
control-rematch-players-only = Only the players of this match can ask for a rematch.
control-pick-a-card = Pick a card from the menu.
sorry = Something went wrong on my side; the match is safe. Please try again.
