"""The rule book players read: the one text behind ``ginbot rules --full``, ``/gin rules
section:`` and docs/RULES.md.

It lives in the package because the docs folder is not installed. docs/RULES.md
is this text written out (``python -m ginbot.rulebook > docs/RULES.md``), and a
test keeps the two equal. The text is Markdown with hard-wrapped lines; Discord
breaks a line wherever the text does, so ``joined`` puts each paragraph and
bullet back on one line for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Section:
    key: str  # what ``ginbot rules --section`` and ``/gin rules section:`` take
    title: str
    text: str  # Markdown: paragraphs and "- " bullets, hard-wrapped

    @property
    def number(self) -> int:
        return SECTIONS.index(self) + 1

    @property
    def heading(self) -> str:
        return f"{self.number}. {self.title}"

    def markdown(self) -> str:
        return f"## {self.heading}\n\n{self.text}\n"

    def joined(self) -> str:
        """The text with every paragraph and bullet on one line."""
        return joined(self.text)


TITLE = "The rules of ginbot"

INTRODUCTION = """\
This is how Gin Rummy is played at the ginbot table, in Discord and in the
terminal. The defaults are the classic online rules: knock with 10 or less,
gin and undercut bonuses of 25, the deal alternates, and the match is to 100.
The other rule sets players know (Scarne, Oklahoma, straight gin, big gin,
box scoring, Hollywood) are settings, and a **preset** is a named set of
them (section 10). Section 11 lists every setting.

You never count or arrange cards yourself: the bot finds your best melds,
counts your deadwood, offers only the moves the rules allow, and works out
the lay-offs and the score at the end of each hand.

`ginbot rules --full` prints this page, `ginbot rules --section NAME` one
section of it, and `/gin rules section:` shows it in Discord."""

SECTIONS: tuple[Section, ...] = (
    Section("cards", "The cards", """\
- One ordinary deck of 52 cards, without jokers. No suit ranks above another.
- The ranks, from low to high: A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K. The ace
  is always low: A-2-3 is a run, Q-K-A is not, and a run never turns the
  corner from K back to A.
- What a card counts as deadwood: an ace 1, the 2 to the 10 their number, and
  J, Q and K 10 each."""),

    Section("melds", "Melds and deadwood", """\
- A **set** is three or four cards of the same rank, such as 7♠ 7♥ 7♦.
- A **run** is three or more cards of one suit in a row, such as 4♣ 5♣ 6♣ 7♣.
- A card can be in only one meld at a time.
- Every card that is not in a meld is **deadwood**, and your deadwood count is
  what those cards add up to.
- Your **arrangement** is the choice of melds. The bot always takes the one
  that leaves the least deadwood and shows your hand that way; you never
  have to sort it out yourself.
- Example: 7♥ 7♠ 7♦ 7♣ 8♣ 9♣. Melding the four sevens leaves 8♣ and 9♣, 17
  deadwood. Melding 7♥ 7♠ 7♦ as a set and 7♣ 8♣ 9♣ as a run leaves nothing,
  so that is the arrangement the bot uses."""),

    Section("deal", "The deal and the first upcard", """\
- The dealer of the first hand is chosen at random (the bot shows a cut of
  the cards). After that the deal alternates, one hand each. With the setting
  `dealer = loser`, whoever lost a hand deals the next one instead.
- Each player is dealt 10 cards. The next card is turned face up to start the
  discard pile; the card on top of that pile is the **upcard**. The other 31
  cards stay face down as the **stock**.
- The **first upcard** is offered to the non-dealer first, who may take it or
  pass. If they pass, the dealer may take it or pass. Whoever takes it then
  discards, and the other player has the next turn. If both pass, the
  non-dealer starts by drawing the top card of the stock.
- Once you have passed the first upcard, you cannot change your mind.
- **Scarne deal** (`deal = scarne`): the non-dealer gets 11 cards and the
  dealer 10, and no card is turned up, so there is no upcard to offer. The
  non-dealer starts by discarding a card, which becomes the first upcard, and
  then the dealer plays an ordinary turn."""),

    Section("turn", "A turn", """\
- Draw exactly one card, either the top of the stock or the upcard. Then
  discard exactly one card face up onto the discard pile. You always end
  your turn holding 10 cards.
- If you took the upcard, you cannot throw that same card away in the same
  turn. A card drawn from the stock may be discarded straight away.
- Only the upcard can be taken. The cards underneath it are out of play for
  the rest of the hand, and nobody may look through the pile. Every discard
  is public, though, and the bot may show the discards made so far."""),

    Section("knock", "Knocking and gin", """\
- After you draw, you may **knock** instead of making an ordinary discard:
  you discard a card and the hand ends, as long as the 10 cards you keep have
  no more deadwood than the **knock limit** (10 unless the rules say
  otherwise). You never have to knock. The bot only offers you knocks the
  rules allow.
- Knocking with no deadwood at all is **gin**. If you can go gin, you score
  gin: there is no knocking "for less".
- **Knock limit** (`knock_limit`): any number from 0 to 10. With 0, only gin
  ends a hand.
- **Straight gin** (`straight_gin`): there is no knocking at all; only gin
  ends a hand.
- **Big gin** (`big_gin`): if all 11 cards you hold after drawing form melds,
  you may lay them all down without discarding. Big gin has its own, bigger
  bonus (31 unless set otherwise).
- **Oklahoma** (`oklahoma`): the value of each hand's first upcard is the knock
  limit for that hand (J, Q and K count 10). If the first upcard is an ace,
  only gin can end the hand. With `oklahoma_spades_double` as well, a spade as
  the first upcard doubles the points of that hand. With the Scarne deal, the
  first upcard is the non-dealer's opening discard."""),

    Section("showdown", "The showdown and laying off", """\
- When a hand ends, both hands are turned face up, each with its melds.
- After a knock that is not gin, the **defender** (the player who did not
  knock) may **lay off** cards onto the knocker's melds: a fourth card onto a
  set of three, or a card that extends a run at either end. One lay-off can
  open the way for the next: once 9♠ has gone onto 6♠ 7♠ 8♠, 10♠ may follow
  it. A card that is laid off no longer counts as deadwood.
- Lay-offs go onto the knocker's melds only. The knocker never lays off, and
  nothing can be laid off onto gin.
- The bot plays the defender's cards as well as they can be played: it picks
  the defender's own melds and lay-offs together, to leave the defender as
  little deadwood as possible. (A card can be worth more laid off than kept
  in one of the defender's melds, or the other way round.)
- The knocker's hand is always shown and scored in an arrangement with the
  least deadwood, as in section 2. A knocker cannot hold a meld back to stop
  lay-offs, and is never counted more deadwood than their least. When more
  than one arrangement gives that least deadwood (say a card fits a set or a
  run), the bot takes the one that turns out best for the knocker once the
  defender has made their best lay-offs.
- Example: the knocker has 2♠ 3♠ 4♠ 9♥ 9♦ 9♣ J♣ Q♣ K♣ A♦, deadwood 1 (the
  A♦). The defender has A♠ 5♠ 6♠ 4♥ 5♥ 6♥ 7♥ 8♦ 8♣ 8♥. The knocker's
  2♠ 3♠ 4♠ counts as a run, so the defender lays A♠, 5♠ and 6♠ off onto it,
  keeps the run 4♥ 5♥ 6♥ 7♥ and the three eights, and has 0 left: an
  undercut, and the defender scores 1 + 25 = 26.
- The knocker's discard goes face down. It is not an upcard, and the table
  does not see it until the hand is over (replays show it)."""),

    Section("scoring", "Scoring a hand", """\
Only one player scores in each hand.

- **Knock**: when the knocker has less deadwood than the defender (after the
  lay-offs), the knocker scores the difference.
- **Undercut**: when the defender's deadwood is the same as the knocker's or
  less, the defender scores the difference plus the undercut bonus
  (`undercut_bonus`, 25). A tie goes to the defender.
- **Gin**: the knocker scores all of the defender's deadwood plus the gin
  bonus (`gin_bonus`, 25). The defender lays nothing off, and gin can never be
  undercut.
- **Big gin** (when it is on): the defender's whole deadwood plus the big gin
  bonus (`big_gin_bonus`, 31).
- Under Oklahoma with spades double, a hand whose first upcard is a spade
  scores twice these points.

**Worked examples**, with the default bonuses:

- A knock with 4 against 19: the knocker scores 15.
- A knock with 3 against 12: the knocker scores 9.
- Gin against 23: 23 + 25 = 48. Gin against 21: 46.
- A knock with 8, and the defender has 5 left after laying off: an undercut,
  and the defender scores 3 + 25 = 28.
- A knock with 10 against 10: a tie, so the defender scores 0 + 25 = 25.
- A knock with 10 against 6: the defender scores 4 + 25 = 29.
- A whole hand: the knocker holds 6♥ 7♥ 8♥, 9♣ 9♠ 9♦, 2♠ 3♠ 4♠ and K♦,
  draws 5♦ and knocks by discarding K♦, keeping 5 deadwood (the 5♦). The
  defender holds 2♥ 3♥ 4♥, all four queens, 9♥, 7♠ and A♣. The defender lays
  9♥ off onto 6♥ 7♥ 8♥ and is left with 7♠ and A♣, which make 8. The knocker
  scores 8 - 5 = 3."""),

    Section("dead", "A dead hand", """\
- The stock is never drawn to the last card. When a player draws from the
  stock and leaves exactly 2 cards in it, and then discards without knocking,
  the hand is **dead**: nobody scores, and the same dealer deals again.
- That player may still knock or go gin after that draw, if their cards
  allow it."""),

    Section("match", "Winning the match", """\
- The points of each hand go onto the winner's running total. The first
  player to reach the **target** (`target`, 100; any positive number) wins
  the match, and that total is their final score. Since only one player
  scores in a hand, a match never ends in a draw.
- By default there are no bonuses at the end.
- **Box scoring** (`bonuses`; also called line scoring), the traditional
  way: when the match ends, the winner adds the game bonus (`game_bonus`,
  100), and each player adds a box bonus (`box_bonus`, 25; Scarne uses 20) for
  every hand they won. A **shutout**, where the loser scored nothing, can be
  worth more: with `shutout = double` the winner's total is doubled, with
  `shutout = plus100` the winner adds another 100.
- Under box scoring the result of the match is the **margin**: the
  difference between the two totals, bonuses included.
- **Unit scoring** (`unit_scoring`), Scarne's simplification: the margin
  without its last digit, so a margin of 182 counts as 18.
- Example: Ann reaches 104 points having won 6 hands; Bob has 62 from 4
  hands. With box scoring, Ann has 104 + 100 + 6 × 25 = 354 and Bob
  62 + 4 × 25 = 162, so Ann wins by a margin of 192 (19 with unit scoring).
  Had Bob scored nothing, a shutout would double Ann's total, or add 100 to
  it.
- **Hollywood** (`hollywood`): three games are scored at the same time. The
  first hand you win scores in game 1; your second in games 1 and 2; your
  third and every later one in all three. Each game ends by itself when a
  player reaches the target in it, and takes no more points after that. The
  match is over when all three games are, and whoever won two of them wins
  it."""),

    Section("presets", "The presets", """\
A preset is a named set of rules. Anything a preset does not mention is
the default.

- `classic`: the defaults.
- `quick`: the match is to 50.
- `knock5`: the knock limit is 5.
- `straight`: straight gin, no knocking.
- `oklahoma`: Oklahoma, with a spade first upcard doubling the hand.
- `scarne`: Scarne's rules: the Scarne deal (11 cards to the non-dealer, who
  discards first), gin bonus 20, undercut bonus 10, the loser deals, and box
  scoring with a box bonus of 20, a game bonus of 100 and a shutout worth
  100 more. The result is the margin.
- `bonuses`: box scoring (game bonus 100, box bonus 25), and a shutout
  doubles.
- `hollywood`: three games scored at once.
- `three`: three players (section 12). Not yet playable at the table.
- `teams`: two teams of two (section 12). Not yet playable at the table.

**Choosing the rules:** in Discord, `/gin challenge` and `/gin bot` take a
preset, and `/gin challenge` a target as well; in the terminal,
`ginbot play --preset NAME`. On top of the preset, any setting of section 11
can be changed as a house rule: the `rules` option of `/gin challenge` and
`/gin bot`, or `ginbot play --rules`, takes words such as
`knock_limit=7 big_gin unit_scoring target=150`. A setting alone turns it on,
`no_` in front turns it off (`no_big_gin`), and the others take `=value`. The
challenge shows every rule in force, so the other player accepts knowing
them."""),

    Section("settings", "Every setting", """\
The settings of `ginbot.engine.Rules`, with their defaults:

- `knock_limit` (10): the most deadwood you may knock with, 0 to 10; 0 means
  only gin ends a hand.
- `gin_bonus` (25), `undercut_bonus` (25): the bonuses for gin and for an
  undercut.
- `big_gin` (off), `big_gin_bonus` (31): whether big gin is allowed, and its
  bonus.
- `target` (100): the points that win the match; any positive number.
- `dealer` (`alternate`): who deals after the first hand: `alternate`, or
  `loser` (the loser of the last hand).
- `deal` (`standard`): `standard`, or `scarne` (11 cards to the non-dealer and
  no upcard offer).
- `straight_gin` (off): no knocking, only gin. Not together with Oklahoma.
- `oklahoma` (off): the first upcard sets the knock limit.
- `oklahoma_spades_double` (off): a spade first upcard doubles the hand; needs
  `oklahoma`.
- `bonuses` (off): box scoring at the end of the match.
- `box_bonus` (25), `game_bonus` (100): the bonus for each hand won and for
  winning, under box scoring.
- `shutout` (`none`): `none`, `double` or `plus100`; needs `bonuses`.
- `unit_scoring` (off): under box scoring, the margin without its last digit.
- `hollywood` (off): three games at once; two players only.
- `players` (2): 2; 3 (the dealer sits out); or 4 (two teams of two). Only
  two players can play at the table so far; it is not a house rule, since
  who sits at the table decides it.

No bonus can be negative. A setting that makes no sense is refused with a
message that says why, such as a shutout bonus without box scoring."""),

    Section("more", "Three players, and two teams", """\
These two ways of playing are part of the rules and of the engine, but the
table (Discord and the terminal) does not offer them yet.

- **Three players**: the dealer of each hand sits it out, and the other two
  play it. The loser of the hand deals the next one, and the winner plays on
  in it.
- **Two teams of two**: in every hand, each player plays a separate game of
  one against one with a player of the other team, both games at the same
  time. When both players of a team win, that team scores both results.
  When each team wins one, the team with the bigger result scores the
  difference."""),

    Section("table", "What the table shows", """\
- You see your own hand sorted into melds, with the deadwood set apart and
  its count kept up to date. You can sort it by suit or by rank instead
  (the Sort button, or `/gin prefs`).
- The knock control appears only when a knock is legal, and says Gin when
  you would have no deadwood.
- After a hand, both hands stay on show face up, with their melds, the
  lay-offs and the points of the hand, and then the next hand is dealt.
- Every match can be replayed afterwards, hand by hand, with all the cards
  face up (`/gin replay`)."""),
)

KEYS = tuple(section.key for section in SECTIONS)


def section(key: str) -> Section:
    """The section called ``key``; the error names the sections there are."""
    for found in SECTIONS:
        if found.key == key.lower():
            return found
    raise ValueError(f"the rule book has no section {key!r}; its sections are {', '.join(KEYS)}")


def page() -> str:
    """The whole rule book, as ``ginbot rules --full`` prints it."""
    parts = [f"# {TITLE}\n", f"{INTRODUCTION}\n", *(s.markdown() for s in SECTIONS)]
    return "\n".join(parts)


GENERATED = (
    "<!-- Written by `python -m ginbot.rulebook > docs/RULES.md` from ginbot/rulebook.py: "
    "edit the rules there. -->\n"
)


def document() -> str:
    """docs/RULES.md: the page, with a note saying where it comes from."""
    return GENERATED + "\n" + page()


# A line break inside a paragraph or a bullet: not next to a blank line, and not
# before a bullet ("- ") or a bold lead-in ("**") at the start of a line.
_WRAP = re.compile(r"(?<!\n)\n(?!\n|- |\*\*)[ \t]*")


def joined(text: str) -> str:
    """Markdown with each paragraph and bullet on one line."""
    return _WRAP.sub(" ", text)


if __name__ == "__main__":
    print(document(), end="")
