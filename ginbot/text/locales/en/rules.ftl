# The rules in words: a line for each rule in force, the short summary of a
# match's rules, the words around them in `/gin rules`, and `ginbot rules`.
# Preset names (classic, knock5, ...) and setting names are typed in commands: where a
# reader must type one it is shown as typed, in code, beside its name in their language.

## The rules in force, one sentence a line

rule-target = Match to { $target } points.
rule-straight-gin = Straight gin: no knocking, only gin ends a hand.
rule-oklahoma = Oklahoma: the first upcard's value is the knock limit (an ace: gin only).
rule-oklahoma-spades-double = Oklahoma: the first upcard's value is the knock limit (an ace: gin only). A spade upcard doubles the hand.
rule-gin-only = Knock limit 0: only gin ends a hand.
rule-knock-limit = Knock with { $limit } or less deadwood.
rule-bonuses = Gin bonus { $gin }, undercut bonus { $undercut }.
rule-big-gin = Big gin (all 11 cards melded) bonus { $bonus }.
rule-scarne-deal = Scarne deal: non-dealer gets 11 cards and discards first; no upcard.
rule-dealer-loser = The loser of a hand deals the next.
rule-dealer-alternate = The deal alternates.
# $shutout is what a shutout is worth: none, double or plus100.
rule-box-scoring =
    { $shutout ->
        [double] Box scoring: game bonus { $game }, box bonus { $box } for each hand won, shutout doubles.
        [plus100] Box scoring: game bonus { $game }, box bonus { $box } for each hand won, shutout +100.
       *[none] Box scoring: game bonus { $game }, box bonus { $box } for each hand won.
    }
rule-margin = The winner wins by the margin: the difference of the totals with bonuses.
rule-margin-units = The winner wins by the margin: the difference of the totals with bonuses, its units digit dropped (182 counts 18).
rule-hollywood = Hollywood: three games scored at once.
rule-three-players = Three players: the dealer sits out; the loser of a hand deals next.
rule-teams = Two teams of two: partners play their hands at the same time.

## A match's rules in a few words: the preset, the house rules on top, the target

rule-summary = { $preset } rules, to { $target }
rule-summary-house = { $preset } + { $house } rules, to { $target }
# A table of three or four is named by its table, not as a set of rules: "three-handed, to 30".
rule-summary-table = { $players ->
        [3] three-handed
       *[other] teams
    }, to { $target }
rule-summary-table-house = { $players ->
        [3] three-handed
       *[other] teams
    } + { $house }, to { $target }

## /gin rules: whose rules these are, and where to read more

in-force-preset = Rules of **{ $preset }**:
in-force-default = Rules of **{ $preset }** (the default):
# $match names the match, $summary is a rule-summary.
in-force-match = Rules of your match ({ $match }, { $summary }):
in-force-presets = Presets: { $presets }.
in-force-rulebook = The rule book: `/gin rules section:` (all of it, or one section).
rulebook-title = **The rule book**
rulebook-title-part = **The rule book** ({ $part } of { $parts })

## ginbot rules, in the terminal

presets-playable = Presets to play (ginbot play --preset NAME; /gin bot and /gin challenge in Discord):
presets-tables-heading = Tables of three and four, with any preset above but hollywood (ginbot rules --section more):
# $challenge is the /gin challenge that seats the table, $play the ginbot play command.
presets-table-how = Play it in Discord with { $challenge } (name ginbot in a seat for the computer to take it), or in the terminal with { $play }.
presets-rulebook = The whole rule book: ginbot rules --full. One section: ginbot rules --section NAME ({ $sections }).

# A preset by name, as people read it (what they type stays the English name).
preset-name = { $preset }
# A preset where the reader types it: their name for it, then the name they type.
preset-typed = { $name } (`{ $preset }`)
# The same, when their name for it is the name they type.
preset-code = `{ $preset }`
# A preset's rules follow this line in ginbot rules; $preset is a preset-typed or preset-code.
preset-heading = { $preset }:
