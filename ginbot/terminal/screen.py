"""The terminal's text: the table, your hand, the moves you may make, showdowns, the result.

Cards are written as ``str(card)`` (``10♥``); melds are in brackets, the
deadwood follows them. The hand is laid out by the same plan as the hand
picture (``ginbot.text.plan_hand``), so both always agree.

Every line is worded in the player's language (``terminal.ftl``, ``Screen.locale``).
The prompt is one stable line, easy for a person and a script to read:
``Your move [s stock, t take 7♥]: `` lists the short forms of the legal moves, each
starting with the letter to type, the same in every language. On a terminal the
lines are wrapped to its width and the suits coloured (``style``); through a pipe
every line is written whole and plain.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TextIO

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    BoardView,
    Card,
    CardUnreadable,
    Discard,
    HandResult,
    HandView,
    Knock,
    Layoff,
    Outcome,
    Pass,
    Phase,
    Rules,
    ShowdownResult,
    TableView,
    best_arrangement,
    format_cards,
    round_score,
)
from ginbot.model import EndReason, HandSort, MatchInfo
from ginbot.service import BoardResult, MatchSummary, TableSnapshot
from ginbot.text import (
    SUIT_ORDER,
    Locale,
    ending,
    hand_over,
    joined,
    limit_note,
    listing,
    match_sides,
    plan_hand,
    players,
    refusal,
    rules_lines,
    say,
    score_line,
    seat_name,
    seat_names,
    showdown_result,
)
from ginbot.text import bonus_lines as text_bonus_lines

from .commands import (
    BadInput,
    ColoursHow,
    NotACard,
    NothingAfter,
    SortHow,
    UnknownCommand,
    WhichCard,
)
from .style import paint, taken_back, wants_colour, width_of, wrap

PILE_SHOWN = 5  # the upcard and the cards below it shown on the table line
LAID_OFF = "*"  # marks a defender's card laid off on the knocker's melds (the catalogue's too)


def table_lines(locale: Locale, table: TableSnapshot) -> list[str]:
    """Hand number, scores, then each board: upcard, stock, the discard pile's top, the
    dealer; who sits out; notes."""
    view = table.view
    target = view.rules.target
    scores = scores_text(locale, table)
    if len(view.boards) > 1:
        lines = [say(locale, "terminal-round-title", hand=view.hand_number, scores=scores,
                     target=target)]
    else:
        lines = [say(locale, "terminal-table-title", hand=view.hand_number, scores=scores,
                     target=target)]
    if len(table.match.seats) == 2:
        hand = view.boards[0].hand
        dealer = seat_name(locale, table.match.seats[hand.dealer])
        lines.append(_pile_line(locale, hand, dealer))
        if len(view.games) > 1:
            games = tuple(say(locale, "terminal-hollywood-game", game=number,
                              first=g.totals[0], second=g.totals[1])
                          for number, g in enumerate(view.games, start=1))
            lines.append(say(locale, "terminal-hollywood", games=listing(locale, games)))
    else:
        lines += _board_lines(locale, table)
    board = table.board or view.boards[0]
    if note := limit_note(locale, view.rules, board.hand):
        lines.append(say(locale, "terminal-note", note=note))
    return lines


def _pile_top(hand: HandView) -> tuple[Card | None, str, int, int]:
    """The upcard, the cards shown below it, how many more lie under those, the stock."""
    below = format_cards(reversed(hand.pile[-PILE_SHOWN:-1]))
    return hand.upcard, below, len(hand.pile) - PILE_SHOWN, hand.stock_size


def _pile_line(locale: Locale, hand: HandView, dealer: str) -> str:
    """A two-player table's line: the upcard, the cards below it, the stock, the dealer."""
    upcard, below, more, stock = _pile_top(hand)
    if upcard is None:
        return say(locale, "terminal-table-no-upcard", stock=stock, dealer=dealer)
    if more > 0:
        return say(locale, "terminal-table-upcard-more", upcard=upcard, below=below,
                   more=more, stock=stock, dealer=dealer)
    if below:
        return say(locale, "terminal-table-upcard-below", upcard=upcard, below=below,
                   stock=stock, dealer=dealer)
    return say(locale, "terminal-table-upcard", upcard=upcard, stock=stock, dealer=dealer)


def _pile_text(locale: Locale, hand: HandView) -> str:
    """One board's upcard, the cards below it and the stock."""
    upcard, below, more, stock = _pile_top(hand)
    if upcard is None:
        return say(locale, "terminal-pile-no-upcard", stock=stock)
    if more > 0:
        return say(locale, "terminal-pile-upcard-more", upcard=upcard, below=below, more=more,
                   stock=stock)
    if below:
        return say(locale, "terminal-pile-upcard-below", upcard=upcard, below=below,
                   stock=stock)
    return say(locale, "terminal-pile-upcard", upcard=upcard, stock=stock)


def _board_lines(locale: Locale, table: TableSnapshot) -> list[str]:
    """The boards of a table of three (and who sits out) or of a team round (both)."""
    names = seat_names(locale, table.match)
    boards = table.view.boards
    if len(boards) == 1:
        board = boards[0]
        out = next(s for s in range(len(names)) if s not in board.players)
        who = board_players(locale, names, board)
        lines = [say(locale, "terminal-three-board", players=who,
                     pile=_pile_text(locale, board.hand))]
        if out != table.seat:  # the one sitting out is told so in their own words
            lines.append(say(locale, "terminal-sits-out", name=names[out]))
        return lines
    lines = []
    for number, board in enumerate(boards, start=1):
        who = board_players(locale, names, board)
        if board.hand.phase is Phase.OVER:
            lines.append(say(locale, "terminal-board-over", board=number, players=who))
        else:
            lines.append(say(locale, "terminal-board", board=number, players=who,
                             pile=_pile_text(locale, board.hand),
                             dealer=names[board.players[board.hand.dealer]]))
    return lines


def board_players(locale: Locale, names: Sequence[str], board: BoardView) -> str:
    """The two players of a board: "Ann vs Computer (easy) 1"."""
    return players(locale, board_names(names, board))


def board_names(names: Sequence[str], board: BoardView | BoardResult) -> tuple[str, str]:
    """The names of a board's two players, in the order of its hand's seats."""
    first, second = board.players
    return names[first], names[second]


def pile_lines(locale: Locale, view: HandView) -> list[str]:
    """The whole discard pile, top first: every discard is public."""
    if not view.pile:
        return [say(locale, "terminal-pile-empty")]
    return [say(locale, "terminal-pile", count=len(view.pile),
                cards=format_cards(reversed(view.pile)))]


def scores_text(locale: Locale, table: TableSnapshot) -> str:
    """The match score by side."""
    return side_scores(locale, table.match, table.view.scores)


def side_scores(locale: Locale, info: MatchInfo, scores: Sequence[int]) -> str:
    """The score by side: "Ann 37, Bob 12"; at a table of three or four, where a seat's
    number may end a name, each name apart from its score: "Computer (easy) 1: 12"."""
    sides = match_sides(locale, info)
    if len(info.seats) == 2:
        return score_line(locale, sides, scores)
    return joined(locale, "score-between", (
        say(locale, "terminal-score-of", name=name, score=score)
        for name, score in zip(sides, scores, strict=True)))


def melds_text(melds: Iterable[Sequence[Card]], deadwood: Iterable[Card]) -> str:
    """``[3♠ 3♦ 3♣] [7♥ 8♥ 9♥] A♣ 4♦``: melds in brackets, then the deadwood by rank."""
    shown = " ".join(f"[{format_cards(meld)}]" for meld in melds)
    dead = sorted(deadwood, key=lambda c: (c.rank, SUIT_ORDER.index(c.suit)))
    return f"{shown} {format_cards(dead)}".strip()


def hand_lines(locale: Locale, view: HandView, sort: HandSort = HandSort.MELDS) -> list[str]:
    """Your hand (your own ``HandView``) with melds, deadwood and what the turn offers."""
    plan = plan_hand(view, sort.value)
    groups = "  ".join(format_cards(cards) for _, cards in plan.groups)  # cards: no words
    match sort:
        case HandSort.MELDS:
            lines = [say(locale, "terminal-hand", cards=melds_text(plan.melds, plan.deadwood))]
        case HandSort.SUIT:
            lines = [say(locale, "terminal-hand-by-suit", cards=groups)]
        case HandSort.RANK:
            lines = [say(locale, "terminal-hand-by-rank", cards=groups)]
    if sort is not HandSort.MELDS:
        lines.append(melds_line(locale, plan.melds, plan.deadwood))
    if plan.discard is not None:
        lines.append(say(locale, "terminal-deadwood-after", deadwood=plan.after_discard,
                         card=plan.discard))
    else:
        lines.append(say(locale, "terminal-deadwood", deadwood=plan.deadwood_points))
    if plan.drawn is not None:
        lines.append(say(locale, "terminal-drew", card=plan.drawn))
    if plan.taken is not None:
        lines.append(say(locale, "terminal-took", card=plan.taken))
    if knock := knock_line(locale, view):
        lines.append(knock)
    return lines


def melds_line(locale: Locale, melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]
               ) -> str:
    """The melds and the deadwood of a hand shown sorted by suit or rank; no empty field."""
    if not melds:
        return say(locale, "terminal-no-melds", deadwood=format_cards(deadwood))
    if not deadwood:
        return say(locale, "terminal-melds-no-deadwood", melds=melds_text(melds, ()))
    return say(locale, "terminal-melds", melds=melds_text(melds, ()),
               deadwood=format_cards(deadwood))


def knock_line(locale: Locale, view: HandView) -> str | None:
    """The knocks on offer and the deadwood each leaves (only gin when gin is there)."""
    if BigGin() in view.legal:
        return say(locale, "terminal-big-gin-offer")
    knocks = view.knock_options()
    if not knocks:
        return None
    gins = [k.card for k in knocks if k.gin]
    if gins:
        return say(locale, "terminal-gin-offer", cards=joined(locale, "terminal-or",
                                                              map(str, gins)))
    options = joined(locale, "terminal-or", (
        say(locale, "terminal-knock-option", card=k.card, deadwood=k.deadwood)
        for k in knocks))
    return say(locale, "terminal-knock-offer", options=options)


def move_choices(locale: Locale, view: HandView) -> list[str]:
    """The legal moves in short form, e.g. ``s stock``, ``t take 7♥``, ``d <card>``."""
    legal = view.legal
    choices = []
    if DRAW_STOCK in legal:
        choices.append(say(locale, "terminal-move-stock"))
    if DRAW_DISCARD in legal:
        choices.append(say(locale, "terminal-move-take", upcard=view.upcard))
    if Pass() in legal:
        choices.append(say(locale, "terminal-move-pass"))
    if any(isinstance(a, Discard) for a in legal):
        choices.append(say(locale, "terminal-move-discard"))
    if any(isinstance(a, Knock) for a in legal):
        choices.append(say(locale, "terminal-move-knock"))
    if BigGin() in legal:
        choices.append(say(locale, "terminal-move-big-gin"))
    return choices


def prompt(locale: Locale, view: HandView) -> str:
    moves = joined(locale, "terminal-moves-between", move_choices(locale, view))
    return say(locale, "terminal-prompt", moves=moves) + " "


def status(locale: Locale, table: TableSnapshot) -> str:
    """Whose turn it is, or what comes next, when it is not yours."""
    if table.view.over:
        return say(locale, "terminal-match-over")
    if table.awaiting_deal:
        return say(locale, "terminal-dealing")
    names = seat_names(locale, table.match)
    if table.sitting_out:
        return say(locale, "terminal-you-sit-out",
                   players=board_players(locale, names, table.view.boards[0]))
    hand = table.hand
    if not table.your_turn or hand is None:
        movers = tuple(names[seat] for seat in table.to_move)
        return say(locale, "terminal-to-play", name=listing(locale, movers))
    if hand.phase is Phase.OFFER:
        return say(locale, "terminal-your-turn-offer")
    if hand.phase is Phase.DRAW:
        return say(locale, "terminal-your-turn-draw")
    return say(locale, "terminal-your-turn-discard")


def showdown_lines(
    locale: Locale, result: HandResult, names: Sequence[str], words: str,
    hand_number: int | None, rules: Rules,
) -> list[str]:
    """Both hands face up with their melds, each lay-off, the points, the service's words."""
    if hand_number:
        title = say(locale, "terminal-showdown-hand", hand=hand_number)
    else:
        title = say(locale, "terminal-showdown")
    show = result.showdown
    if show is None or result.knocker is None:
        lines = [title]
        for seat, cards in enumerate(result.hands):
            arrangement = best_arrangement(cards)
            lines.append(say(locale, "terminal-showdown-held", name=names[seat],
                             cards=melds_text(arrangement.melds, arrangement.deadwood)))
        return [*lines, words]
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    held = melds_text(show.knocker_melds, show.knocker_deadwood_cards)
    dead = show.knocker_deadwood
    if show.outcome is Outcome.GIN:
        shown = say(locale, "terminal-showdown-gin", name=knocker, cards=held, deadwood=dead)
    elif show.outcome is Outcome.BIG_GIN:
        shown = say(locale, "terminal-showdown-big-gin", name=knocker, cards=held, deadwood=dead)
    else:
        shown = say(locale, "terminal-showdown-knocked", name=knocker, cards=held, deadwood=dead)
    lines = [title, shown]
    held = melds_text(show.defender_melds, show.defender_deadwood_cards)
    if show.layoffs:
        laid = " ".join(f"{lo.card}{LAID_OFF}" for lo in show.layoffs)
        lines.append(say(locale, "terminal-showdown-laid-off", name=defender, cards=held,
                         laid=laid, deadwood=show.defender_deadwood))
        lines.append(say(locale, "terminal-laid-off", name=defender,
                         layoffs=layoffs_text(locale, show.layoffs)))
    else:
        lines.append(say(locale, "terminal-showdown-defender", name=defender, cards=held,
                         deadwood=show.defender_deadwood))
    return [*lines, points_line(locale, show, rules), words]


def round_lines(
    locale: Locale, info: MatchInfo, hand_number: int, boards: Sequence[BoardResult],
    scores: Sequence[int],
) -> list[str]:
    """The showdown of a deal at any table: for two players the hand as ever; at a
    table of three its one board; a team round both boards, then what the round scores
    by team (RULES.md section 10) and the match score by side."""
    names = seat_names(locale, info)
    rules = info.rules
    if len(info.seats) == 2:
        result = boards[0].result
        words = hand_over(locale, result, names, scores)
        return showdown_lines(locale, result, names, words, hand_number, rules)
    score = side_scores(locale, info, scores)
    if len(boards) == 1:
        board = boards[0]
        held = board_names(names, board)
        words = say(locale, "showdown-line",
                    result=_board_result(locale, board, held), score=score)
        return showdown_lines(locale, board.result, held, words, hand_number, rules)
    lines = [say(locale, "terminal-round-showdown", hand=hand_number)]
    won: tuple[list[int], list[int]] = ([], [])
    for number, board in enumerate(boards, start=1):
        held = board_names(names, board)
        lines.append(say(locale, "terminal-board-showdown", board=number,
                         players=players(locale, held)))
        words = say(locale, "terminal-board-result", result=_board_result(locale, board, held))
        lines += showdown_lines(locale, board.result, held, words, None, rules)[1:]
        winner = board.result.winner
        if winner is not None and board.result.showdown is not None:
            won[info.side_of(board.players[winner])].append(board.result.points)
    if any(won):
        team, points = round_score(*won)
        sides = match_sides(locale, info)
        lines.append(say(locale, "terminal-round-scored", name=sides[team], points=points,
                         score=score))
    else:
        lines.append(say(locale, "terminal-round-no-score", score=score))
    return lines


def _board_result(locale: Locale, board: BoardResult, held: Sequence[str]) -> str:
    """A board's result in a clause (and the knock card, when it went face down)."""
    result = board.result
    if result.showdown is None or result.knocker is None:
        return say(locale, "showdown-dead")
    line = showdown_result(locale, result, held)
    if result.knock_card is not None:
        line = say(locale, "showdown-face-down", result=line, name=held[result.knocker],
                   card=result.knock_card)
    return line


def layoffs_text(locale: Locale, layoffs: Sequence[Layoff]) -> str:
    """``9♥ onto [6♥ 7♥ 8♥], then 10♥ onto [6♥ 7♥ 8♥ 9♥]``: each meld as it grew."""
    grown: dict[tuple[Card, ...], tuple[Card, ...]] = {}
    told = []
    for layoff in layoffs:
        meld = grown.get(layoff.meld, tuple(layoff.meld))
        told.append(say(locale, "terminal-layoff", card=layoff.card, meld=format_cards(meld)))
        bigger = (*meld, layoff.card)
        run = len({card.suit for card in bigger}) == 1
        grown[layoff.meld] = tuple(sorted(bigger)) if run else bigger
    return joined(locale, "terminal-layoff-then", told)


def points_line(locale: Locale, show: ShowdownResult, rules: Rules) -> str:
    """How the hand's points add up, the bonus on its own: ``undercut: 2 + 25 bonus = 27``."""
    kd, dd = show.knocker_deadwood, show.defender_deadwood
    if show.outcome is Outcome.KNOCK:
        base, sum_, bonus = dd - kd, f"{dd} - {kd}", 0
    elif show.outcome is Outcome.UNDERCUT:
        base, bonus = kd - dd, rules.undercut_bonus
        sum_ = str(base)
    else:
        big = show.outcome is Outcome.BIG_GIN
        base, sum_ = dd, str(dd)
        bonus = rules.big_gin_bonus if big else rules.gin_bonus
    if bonus:
        sum_ = say(locale, "terminal-bonus", sum=sum_, bonus=bonus)
    if show.multiplier > 1 and " " in sum_:
        sum_ = say(locale, "terminal-times-sum", sum=sum_, times=show.multiplier)
    elif show.multiplier > 1:
        sum_ = say(locale, "terminal-times", sum=sum_, times=show.multiplier)
    if (base + bonus) * show.multiplier != show.points:  # scored by a rule not told here
        return say(locale, "terminal-points-only", outcome=show.outcome, points=show.points)
    return say(locale, "terminal-points", outcome=show.outcome, sum=sum_, points=show.points)


def result_lines(locale: Locale, summary: MatchSummary, table: TableSnapshot | None) -> list[str]:
    """The match result by side; each hand's winner and points, at every table; with box
    scoring how each total adds up; and the ranking points earned."""
    info = summary.match
    lines = [say(locale, "terminal-result", ending=_ending(locale, summary))]
    names = seat_names(locale, info)
    if table is not None:
        hands = _hand_results(locale, info, table.view)
        if hands and len(info.seats) == 4:
            lines.append(say(locale, "terminal-rounds",
                             rounds=joined(locale, "terminal-hands-between", hands)))
        elif hands:
            lines.append(say(locale, "terminal-hands",
                             hands=joined(locale, "terminal-hands-between", hands)))
        if summary.reason is EndReason.TARGET:
            lines += bonus_lines(locale, info, table.view, summary)
    for user_id, points in summary.points:
        seat = info.seat_of(user_id)
        who = names[seat] if seat is not None else str(user_id)
        lines.append(say(locale, "terminal-earned", name=who, points=points))
    if info.hinted:
        lines.append(say(locale, "summary-hints"))
    return lines


def _hand_results(locale: Locale, info: MatchInfo, view: TableView) -> list[str]:
    """Each hand (a team table: each round) in a few words: "1. Ann +25 (gin)"; at a table
    of three or four, the side that scored and its points, "2. Computer (easy) 1 +12"."""
    if len(info.seats) == 2:
        names = seat_names(locale, info)
        hands = []
        for number, scored in enumerate(view.hands, start=1):
            result = scored.boards[0].result
            if result.winner is None or result.showdown is None:
                hands.append(say(locale, "terminal-hand-dead", hand=number))
            else:
                hands.append(say(locale, "terminal-hand-won", hand=number,
                                 name=names[result.winner], points=result.points,
                                 outcome=result.showdown.outcome))
        return hands
    sides = match_sides(locale, info)
    hands = []
    for number, scored in enumerate(view.hands, start=1):
        if scored.side is None:
            hands.append(say(locale, "terminal-hand-no-score", hand=number))
        else:
            hands.append(say(locale, "terminal-hand-scored", hand=number,
                             name=sides[scored.side], points=scored.points))
    return hands


def bonus_lines(locale: Locale, info: MatchInfo, view: TableView,
                summary: MatchSummary) -> list[str]:
    """Box scoring (RULES.md section 9): how each side's total adds up, the points of the
    hands won, the box bonus for each, the winner's game bonus and shutout; then, with
    unit scoring, the margin counted in tens. Nothing when the totals are the hands'
    points, or add up by a rule not told here (Hollywood's three games)."""
    rules = info.rules
    if not rules.bonuses or len(view.games) > 1:
        return []
    points = view.hands[-1].scores if view.hands else (0,) * len(view.sides)
    return text_bonus_lines(locale, rules, match_sides(locale, info), points, view.hands_won,
                            summary.scores, summary.winner)


def _ending(locale: Locale, summary: MatchSummary) -> str:
    """How the match ended, as a clause: the winning side, the score by side."""
    info = summary.match
    if len(info.seats) == 2:
        return ending(locale, info)
    sides = match_sides(locale, info)
    score = side_scores(locale, info, summary.scores)
    if summary.reason in (EndReason.RESIGN, EndReason.FORFEIT):
        return say(locale, "terminal-table-resigned", name=sides[summary.winner], score=score)
    return say(locale, "terminal-table-won", name=sides[summary.winner], score=score)


def match_players(locale: Locale, info: MatchInfo) -> str:
    """The players of a match by side: "Ann vs Computer (easy)", "Ann & Computer (easy) 2
    vs Computer (easy) 1 & Computer (easy) 3"."""
    return players(locale, match_sides(locale, info))


def input_problem(locale: Locale, problem: BadInput) -> str:
    """What is wrong with a typed line, in the player's words."""
    match problem:
        case UnknownCommand(line=line):
            return say(locale, "terminal-unknown-command", line=line)
        case WhichCard(command=command, knock=True):
            return say(locale, "terminal-which-knock", command=command)
        case WhichCard(command=command):
            return say(locale, "terminal-which-discard", command=command)
        case NotACard(text=text):
            return refusal(locale, CardUnreadable(text))
        case NothingAfter(command=command):
            return say(locale, "terminal-nothing-after", command=command)
        case SortHow():
            return say(locale, "terminal-sort-how")
        case ColoursHow():
            return say(locale, "terminal-colours-how")
    raise TypeError(f"no words for {problem!r}")


class Screen:
    """Writes to the terminal; remembers how the player likes the hand sorted and coloured.

    Colour is for a terminal only (``style.wants_colour``); ``four_colour`` is the
    player's setting, read by the session.
    """

    def __init__(
        self, out: TextIO, locale: Locale, sort: HandSort = HandSort.MELDS
    ) -> None:
        self.out = out
        self.locale = locale
        self.sort = sort
        self.colour = wants_colour(out)
        self.four_colour = False
        self._shown: tuple[object, ...] | None = None  # the moment last shown by ``table``
        self._question: str | None = None  # asked and not answered yet
        self._above: tuple[str, ...] = ()  # the lines asked again above it
        self._rows: list[str] = []  # the rows it takes at the bottom of the screen

    def say(self, *lines: str) -> None:
        """Lines below everything shown; a question still open is asked again below them,
        with the lines it keeps above it (at a team table the other board plays on while
        you think: your hand and the prompt stay at the bottom)."""
        question, above, rows = self._question, self._above, self._rows
        self._question = None
        width = width_of(self.out)
        if question is not None:
            self.out.write(taken_back(self.out, rows, width))
        for text in lines:
            for line in text.split("\n"):
                for part in wrap(line, width):
                    self.out.write(self._ink(part) + "\n")
        self.out.flush()
        if question is not None:
            self._put(question, above, above)

    def ask(self, question: str, above: Sequence[str] = ()) -> None:
        """A question on the last line, the answer typed after it (a prompt); ``above``:
        the lines to show again above it when other lines come while it waits. The
        question still open is not asked twice."""
        if question != self._question or tuple(above) != self._above:
            self._put(question, above, ())

    def _put(self, question: str, above: Sequence[str], shown: Sequence[str]) -> None:
        """Write the ``shown`` lines and the question; remember the rows they take."""
        width = width_of(self.out)
        rows = [part for line in shown for part in wrap(line, width)]
        *lines, last = wrap(question.rstrip(" "), width)
        space = question[len(question.rstrip(" ")):]
        self.out.write("".join(self._ink(row) + "\n" for row in [*rows, *lines])
                       + self._ink(last + space))
        self.out.flush()
        self._question, self._above, self._rows = question, tuple(above), [*rows, *lines, last]

    def answered(self) -> None:
        """The player typed a line (or left): the question asked last is no longer open."""
        self._question = None

    def log(self, words: Iterable[str]) -> None:
        """What happened, in the text layer's words (``news_lines``)."""
        self.say(*(f"· {line}" for line in words))

    def problem(self, message: str) -> None:
        self.say(f"! {message[:1].upper()}{message[1:]}")

    def header(self, info: MatchInfo, *, resumed: bool = False) -> None:
        rules = joined(self.locale, "news-sentence-between", rules_lines(self.locale, info.rules))
        who = match_players(self.locale, info)
        if resumed:
            line = say(self.locale, "terminal-header-resumed", match=info.id, players=who,
                       rules=rules)
        else:
            line = say(self.locale, "terminal-header", match=info.id, players=who, rules=rules)
        self.say("", line, say(self.locale, "terminal-help-hint"))

    def table(self, table: TableSnapshot, *, again: bool = False) -> None:
        """The table, your hand, whose turn; and the prompt when it is your turn.

        The same moment is shown once (a new deal is announced twice: your new
        hand, then your turn), unless asked ``again``.
        """
        boards = tuple((len(b.hand.history), b.hand.phase) for b in table.view.boards)
        moment = (table.match.id, table.view.hand_number, boards)
        if moment == self._shown and not again:
            return
        self._shown = moment
        lines = ["", *table_lines(self.locale, table)]
        hand = table.hand
        if table.seat is not None and hand is not None and hand.hand:
            lines += hand_lines(self.locale, hand, self.sort)
        lines.append(status(self.locale, table))
        self.say(*lines)
        if table.your_turn:
            self.prompt(table)

    def prompt(self, table: TableSnapshot) -> None:
        """Your move, your hand kept above it."""
        hand = table.hand
        assert hand is not None, "a seat sitting out has no move"
        self.ask(prompt(self.locale, hand), hand_lines(self.locale, hand, self.sort))

    def _ink(self, text: str) -> str:
        return paint(text, self.four_colour) if self.colour else text
