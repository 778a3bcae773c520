"""The terminal's text: the table, your hand, the moves you may make, showdowns, the result.

Cards are written as ``str(card)`` (``10♥``); melds are in brackets, the
deadwood follows them. The hand is laid out by the same plan as the hand
picture (``cards_img.hand.plan_hand``), so both always agree.

The prompt is one stable line, easy for a person and a script to read:
``Your move [s stock, t take 7♥]: `` lists the short forms of the legal moves.
On a terminal the lines are wrapped to its width and the suits coloured
(``style``); through a pipe every line is written whole and plain.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TextIO

from cards_img.hand import SUIT_ORDER, plan_hand
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    Discard,
    HandResult,
    HandView,
    Knock,
    Outcome,
    Pass,
    Rules,
    best_arrangement,
    format_cards,
    mask_of,
)
from ginbot.engine.melds import discard_deadwoods
from ginbot.engine.showdown import Layoff, ShowdownResult
from ginbot.service import MatchSummary, TableView
from ginbot.store import HandSort, MatchInfo
from ginbot.text import Locale, ending, limit_note, rules_lines

from .style import paint, wants_colour, width_of, wrap

PROMPT = "Your move"
CONTINUE = "Press Enter for the next hand: "
PILE_SHOWN = 5  # the upcard and the cards below it shown on the table line
LAID_OFF = "*"  # marks a defender's card laid off on the knocker's melds


def table_lines(table: TableView) -> list[str]:
    """Hand number, scores, upcard, stock, the discard pile's top, the dealer, notes."""
    view, names = table.view, table.match.seats
    hand = view.hand
    lines = [f"── Hand {view.hand_number} · {scores_text(table)} · game to {view.target} ──"]
    pile = format_cards(reversed(hand.pile[-PILE_SHOWN:-1]))
    upcard = f"Upcard {hand.upcard}" if hand.upcard is not None else "No upcard"
    more = len(hand.pile) - PILE_SHOWN
    below = f" (below it {pile}{f' and {more} more: type pile' if more > 0 else ''})" \
        if pile else ""
    lines.append(f"{upcard}{below} · stock {hand.stock_size} · "
                 f"{names[hand.dealer].name} dealt")
    if len(view.games) > 1:
        games = ", ".join(f"game {i} {a}-{b}" for i, (a, b) in enumerate(view.games, start=1))
        lines.append(f"Hollywood: {games}.")
    if note := limit_note(Locale.EN, view):
        lines.append(note + ".")
    return lines


def pile_lines(view: HandView) -> list[str]:
    """The whole discard pile, top first: every discard is public."""
    if not view.pile:
        return ["The discard pile is empty."]
    count = f"{len(view.pile)} card{'s' if len(view.pile) > 1 else ''}"
    return [f"Discard pile, top first ({count}): {format_cards(reversed(view.pile))}"]


def scores_text(table: TableView) -> str:
    names, scores = table.match.seats, table.view.scores
    return f"{names[0].name} {scores[0]}, {names[1].name} {scores[1]}"


def melds_text(melds: Iterable[Sequence[Card]], deadwood: Iterable[Card]) -> str:
    """``[3♠ 3♦ 3♣] [7♥ 8♥ 9♥] A♣ 4♦``: melds in brackets, then the deadwood by rank."""
    shown = " ".join(f"[{format_cards(meld)}]" for meld in melds)
    dead = sorted(deadwood, key=lambda c: (c.rank, SUIT_ORDER.index(c.suit)))
    return f"{shown} {format_cards(dead)}".strip()


def hand_lines(view: HandView, sort: HandSort = HandSort.MELDS) -> list[str]:
    """Your hand (your own ``HandView``) with melds, deadwood and what the turn offers."""
    plan = plan_hand(view, sort.value)
    if sort is HandSort.MELDS:
        lines = [f"Your hand: {melds_text(plan.melds, plan.deadwood)}"]
    else:
        groups = "  ".join(format_cards(cards) for _, cards in plan.groups)
        lines = [f"Your hand by {sort.value}: {groups}", melds_line(plan.melds, plan.deadwood)]
    lines.append(plan.label + ".")
    if plan.drawn is not None:
        lines.append(f"You drew {plan.drawn}.")
    if plan.taken is not None:
        lines.append(f"You took {plan.taken}: it may not be discarded this turn.")
    if knock := knock_line(view):
        lines.append(knock)
    return lines


def melds_line(melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]) -> str:
    """The melds and the deadwood of a hand shown sorted by suit or rank; no empty field."""
    if not melds:
        return f"No melds · deadwood {format_cards(deadwood)}"
    if not deadwood:
        return f"Melds: {melds_text(melds, ())} · no deadwood"
    return f"Melds: {melds_text(melds, ())} · deadwood {format_cards(deadwood)}"


def knock_line(view: HandView) -> str | None:
    """The knocks on offer and the deadwood each leaves (only gin when gin is there)."""
    if BigGin() in view.legal:
        return "Big gin: all 11 cards meld (b)."
    knocks = [a.card for a in view.legal if isinstance(a, Knock)]
    if not knocks:
        return None
    left = discard_deadwoods(mask_of(view.hand))
    knocks.sort(key=lambda c: (left[c], -c.value, -int(c)))
    gins = [c for c in knocks if left[c] == 0]
    if gins:
        return f"Gin by discarding {' or '.join(map(str, gins))} (k <card>)!"
    options = " or ".join(f"{c} (deadwood {left[c]})" for c in knocks)
    return f"Knock by discarding {options} (k <card>)."


def move_choices(view: HandView) -> list[str]:
    """The legal moves in short form, e.g. ``s stock``, ``t take 7♥``, ``d <card>``."""
    legal = view.legal
    choices = []
    if DRAW_STOCK in legal:
        choices.append("s stock")
    if DRAW_DISCARD in legal:
        choices.append(f"t take {view.upcard}")
    if Pass() in legal:
        choices.append("p pass")
    if any(isinstance(a, Discard) for a in legal):
        choices.append("d <card>")
    if any(isinstance(a, Knock) for a in legal):
        choices.append("k <card>")
    if BigGin() in legal:
        choices.append("b big gin")
    return choices


def prompt(view: HandView) -> str:
    return f"{PROMPT} [{', '.join(move_choices(view))}]: "


def status(table: TableView) -> str:
    """Whose turn it is, or what comes next, when it is not yours."""
    if table.view.over:
        return "The match is over."
    if table.awaiting_deal:
        return "The next hand is being dealt."
    if table.your_turn:
        return plan_hand(table.view.hand).status + "."
    return f"{table.match.name(table.view.hand.to_move)} to play."


def showdown_lines(
    result: HandResult, names: Sequence[str], words: str, hand_number: int | None,
    rules: Rules,
) -> list[str]:
    """Both hands face up with their melds, each lay-off, the points, the service's words."""
    title = f"── Showdown{f', hand {hand_number}' if hand_number else ''} ──"
    show = result.showdown
    if show is None or result.knocker is None:
        lines = [title]
        for seat, cards in enumerate(result.hands):
            arrangement = best_arrangement(cards)
            lines.append(f"{names[seat]}: {melds_text(arrangement.melds, arrangement.deadwood)}")
        return [*lines, words]
    knocker, defender = result.knocker, 1 - result.knocker
    verb = {Outcome.GIN: "went gin", Outcome.BIG_GIN: "declared big gin"}.get(
        show.outcome, "knocked")
    laid = f" {' '.join(f'{lo.card}{LAID_OFF}' for lo in show.layoffs)}" if show.layoffs else ""
    note = f"; {LAID_OFF} laid off" if show.layoffs else ""
    lines = [
        title,
        f"{names[knocker]} {verb}: "
        f"{melds_text(show.knocker_melds, show.knocker_deadwood_cards)} "
        f"(deadwood {show.knocker_deadwood})",
        f"{names[defender]}: "
        f"{melds_text(show.defender_melds, show.defender_deadwood_cards)}{laid} "
        f"(deadwood {show.defender_deadwood}{note})",
    ]
    if show.layoffs:
        lines.append(f"{names[defender]} laid off {layoffs_text(show.layoffs)}.")
    return [*lines, points_line(show, rules), words]


def layoffs_text(layoffs: Sequence[Layoff]) -> str:
    """``9♥ onto [6♥ 7♥ 8♥], then 10♥ onto [6♥ 7♥ 8♥ 9♥]``: each meld as it grew."""
    grown: dict[tuple[Card, ...], tuple[Card, ...]] = {}
    told = []
    for layoff in layoffs:
        meld = grown.get(layoff.meld, tuple(layoff.meld))
        told.append(f"{layoff.card} onto [{format_cards(meld)}]")
        bigger = (*meld, layoff.card)
        run = len({card.suit for card in bigger}) == 1
        grown[layoff.meld] = tuple(sorted(bigger)) if run else bigger
    return ", then ".join(told)


def points_line(show: ShowdownResult, rules: Rules) -> str:
    """How the hand's points add up, the bonus on its own: ``undercut: 2 + 25 bonus = 27``."""
    kd, dd = show.knocker_deadwood, show.defender_deadwood
    if show.outcome is Outcome.KNOCK:
        kind, base, sum_, bonus = "the knock", dd - kd, f"{dd} - {kd}", 0
    elif show.outcome is Outcome.UNDERCUT:
        kind, base, bonus = "the undercut", kd - dd, rules.undercut_bonus
        sum_ = str(base)
    else:
        big = show.outcome is Outcome.BIG_GIN
        kind, base, sum_ = "big gin" if big else "gin", dd, str(dd)
        bonus = rules.big_gin_bonus if big else rules.gin_bonus
    if bonus:
        sum_ += f" + {bonus} bonus"
    if show.multiplier > 1:
        sum_ = f"({sum_}) x{show.multiplier}" if " " in sum_ else f"{sum_} x{show.multiplier}"
    if (base + bonus) * show.multiplier != show.points:  # scored by a rule not told here
        return f"Points for {kind}: {show.points}."
    return f"Points for {kind}: {sum_} = {show.points}."


def result_lines(summary: MatchSummary, table: TableView | None) -> list[str]:
    """The match result, and each hand's winner and points."""
    lines = [f"══ Match over: {ending(Locale.EN, summary.match)} ══"]
    if table is not None and table.view.results:
        names = table.match.seats
        hands = []
        for number, result in enumerate(table.view.results, start=1):
            if result.winner is None:
                hands.append(f"{number}. dead")
            else:
                hands.append(f"{number}. {names[result.winner].name} +{result.points} "
                             f"({result.outcome.replace('_', ' ')})")
        lines.append("Hands: " + "; ".join(hands))
    if summary.points:
        lines.append(f"{summary.match.name(summary.winner)} earned {summary.points} ranking "
                     "points on the terminal's own ladder (a Discord server keeps its own).")
    return lines


class Screen:
    """Writes to the terminal; remembers how the player likes the hand sorted and coloured.

    Colour is for a terminal only (``style.wants_colour``); ``four_colour`` is the
    player's setting, read by the session.
    """

    def __init__(self, out: TextIO, sort: HandSort = HandSort.MELDS) -> None:
        self.out = out
        self.sort = sort
        self.colour = wants_colour(out)
        self.four_colour = False
        self._shown: tuple[object, ...] | None = None  # the moment last shown by ``table``

    def say(self, *lines: str) -> None:
        width = width_of(self.out)
        for text in lines:
            for line in text.split("\n"):
                for part in wrap(line, width):
                    self.out.write(self._ink(part) + "\n")
        self.out.flush()

    def ask(self, question: str) -> None:
        """A question on the last line, the answer typed after it (a prompt)."""
        *lines, last = wrap(question.rstrip(" "), width_of(self.out))
        space = question[len(question.rstrip(" ")):]
        self.out.write("".join(self._ink(line) + "\n" for line in lines) + self._ink(last + space))
        self.out.flush()

    def log(self, words: Iterable[str]) -> None:
        """What happened, in the service's words."""
        self.say(*(f"· {line}" for line in words))

    def problem(self, message: str) -> None:
        self.say(f"! {message[:1].upper()}{message[1:]}")

    def header(self, info: MatchInfo, *, resumed: bool = False) -> None:
        rules = " ".join(rules_lines(Locale.EN, info.rules))
        again = " (resumed)" if resumed else ""
        self.say("", f"Match #{info.id}{again}: {info.describe()}. {rules}", "Type h for help.")

    def table(self, table: TableView, *, again: bool = False) -> None:
        """The table, your hand, whose turn; and the prompt when it is your turn.

        The same moment is shown once (a new deal is announced twice: your new
        hand, then your turn), unless asked ``again``.
        """
        hand = table.view.hand
        moment = (table.match.id, table.view.hand_number, len(hand.history), hand.phase)
        if moment == self._shown and not again:
            return
        self._shown = moment
        lines = ["", *table_lines(table)]
        if table.seat is not None and table.view.hand.hand:
            lines += hand_lines(table.view.hand, self.sort)
        lines.append(status(table))
        self.say(*lines)
        if table.your_turn:
            self.prompt(table)

    def prompt(self, table: TableView) -> None:
        self.ask(prompt(table.view.hand))

    def _ink(self, text: str) -> str:
        return paint(text, self.four_colour) if self.colour else text
