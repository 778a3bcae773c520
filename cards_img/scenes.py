"""Real game situations for the gallery, the benchmark and the tests.

Every situation is reached by playing the engine: a plain greedy player
(take the upcard when it lowers the deadwood, discard to the least deadwood,
knock as soon as the rules allow) plays hands and matches from fixed seeds,
and each finder returns the first position that shows what it is asked for.
Nothing here invents data the engine would not produce.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Discard,
    HandResult,
    HandState,
    Knock,
    Match,
    Pass,
    Phase,
    Rules,
    Table,
    TeamMatch,
    ThreeHandedMatch,
    best_arrangement,
    deadwood,
)

AnyTable = TypeVar("AnyTable", bound=Table)


def greedy_action(state: HandState, *, knock: bool = True) -> Action:
    """The greedy player's action for the player to move (``knock`` False: never knock
    short of gin, to let hands run on)."""
    view = state.view(state.to_move)
    legal, hand = view.legal, list(view.hand)
    if view.phase in (Phase.OFFER, Phase.DRAW):
        upcard = view.upcard
        if DRAW_DISCARD in legal and upcard is not None:
            taken = [*hand, upcard]
            best = min(deadwood([c for c in taken if c != out]) for out in hand)
            if best < deadwood(hand):
                return DRAW_DISCARD
        return DRAW_STOCK if DRAW_STOCK in legal else Pass()
    if BigGin() in legal:
        return BigGin()
    knocks = view.knock_options()
    if knocks and (knock or knocks[0].gin):
        return Knock(knocks[0].card)
    discards = view.discard_options()
    best = min(discards, key=lambda o: (o.deadwood, -o.card.value, -int(o.card)))
    return Discard(best.card)


def find_hand(
    wanted: Callable[[HandState], bool], *, rules: Rules | None = None,
    seeds: Iterable[int] = range(2000), knock: bool = True,
) -> HandState:
    """The first position (over hands dealt from ``seeds``) where ``wanted`` holds."""
    rules = rules or Rules()
    for seed in seeds:
        state = HandState(rules, seed % 2, seed)
        while True:
            if wanted(state):
                return state
            if state.phase is Phase.OVER:
                break
            state.apply(greedy_action(state, knock=knock))
    raise LookupError("no hand from these seeds shows the situation asked for")


def find_result(
    wanted: Callable[[HandResult], bool], *, rules: Rules | None = None,
    seeds: Iterable[int] = range(4000), knock: bool = True,
) -> HandState:
    """The first finished hand whose result satisfies ``wanted``."""
    return find_hand(lambda s: s.result is not None and wanted(s.result), rules=rules,
                     seeds=seeds, knock=knock)


def play_match(rules: Rules | None = None, seed: int = 0, *,
               stop: Callable[[Match], bool] | None = None) -> Match:
    """A whole match played by two greedy players (or until ``stop`` holds)."""
    match = Match(rules or Rules(), seed)
    while not match.over:
        if stop is not None and stop(match):
            break
        if match.awaiting_deal:
            match.next_hand()
            continue
        match.apply(greedy_action(match.hand))
    return match


# -- the situations the gallery shows ---------------------------------------------


def can_knock() -> HandState:
    """A player after the draw who may knock, with some deadwood."""
    def wanted(s: HandState) -> bool:
        knocks = s.view(s.to_move).knock_options()
        if not knocks or s.phase is not Phase.DISCARD:
            return False
        return s.drawn is not None and s.taken is None and not knocks[0].gin
    return find_hand(wanted)


def gin_available() -> HandState:
    """A player after the draw who can go gin."""
    def wanted(s: HandState) -> bool:
        if s.phase is not Phase.DISCARD:
            return False
        return any(k.gin for k in s.view(s.to_move).knock_options())
    return find_hand(wanted, knock=False)


def taken_from_pile() -> HandState:
    """A player who just took the discard pile's top card (11 cards, no knock yet)."""
    def wanted(s: HandState) -> bool:
        return (s.phase is Phase.DISCARD and s.taken is not None and len(s.history) > 6
                and not any(isinstance(a, Knock) for a in s.legal_actions()))
    return find_hand(wanted)


def waiting_hand() -> HandState:
    """Ten cards with two melds, waiting for the opponent: the usual picture between turns."""
    return find_hand(lambda s: s.phase is Phase.DRAW and len(s.history) >= 8
                     and len(best_arrangement(s.hand(1 - s.to_move)).melds) >= 2)


def _layoffs(result: HandResult) -> int:
    return len(result.showdown.layoffs) if result.showdown is not None else 0


def about_to_draw() -> HandState:
    """Ten cards with two melds, the player to move choosing between stock and upcard."""
    return find_hand(lambda s: s.phase is Phase.DRAW and len(s.history) >= 8
                     and len(best_arrangement(s.hand(s.to_move)).melds) >= 2)


def undercut_with_layoffs() -> HandState:
    """A knock undercut by a defender who laid off cards."""
    return find_result(lambda r: r.outcome == "undercut" and _layoffs(r) > 0)


def knock_with_layoffs() -> HandState:
    """A won knock where the defender laid off at least two cards."""
    return find_result(lambda r: r.outcome == "knock" and _layoffs(r) >= 2)


def gin_showdown() -> HandState:
    """Gin against a defender caught with plenty of deadwood."""
    return find_result(lambda r: r.outcome == "gin" and r.showdown is not None
                       and r.showdown.defender_deadwood >= 15, knock=False)


def big_gin_showdown() -> HandState:
    return find_result(lambda r: r.outcome == "big_gin", rules=Rules(big_gin=True), knock=False)


def dead_hand() -> HandState:
    """A hand that ran down to the last two cards of the stock (common in straight gin,
    where only gin ends a hand)."""
    return find_result(lambda r: r.dead, rules=Rules.preset("straight"))


def long_hand(seed: int = 0) -> Match:
    """A match in a hand that has run on: the discard pile holds more cards than are shown."""
    return play_match(Rules(), seed, stop=lambda m: m.hand.phase is Phase.DRAW
                      and len(m.hand.history) >= 18)


def mid_match(rules: Rules | None = None, seed: int = 3, hands: int = 3) -> Match:
    """A match a few hands in, mid-hand, with the player to move about to discard."""
    def stop(m: Match) -> bool:
        return (m.hand_number > hands and m.hand.phase is Phase.DRAW
                and len(m.hand.history) >= 9)
    return play_match(rules, seed, stop=stop)


# -- tables of three and four -------------------------------------------------------


def play_table(table: AnyTable, *, stop: Callable[[AnyTable], bool] | None = None) -> AnyTable:
    """A three-handed or team match played by greedy players (or until ``stop`` holds);
    at a team table the boards take turns, one move each."""
    while not table.over:
        if stop is not None and stop(table):
            break
        if table.awaiting_deal:
            table.next_hand()
            continue
        seat = table.to_move[0]
        board = next(b for b in table.boards if seat in b.players)
        table.apply(greedy_action(board.hand), seat)
        for later in table.to_move[1:]:  # the other board moves in step
            if stop is not None and stop(table):
                break
            board = next(b for b in table.boards if later in b.players)
            table.apply(greedy_action(board.hand), later)
    return table


def three_mid_match(seed: int = 1, hands: int = 3) -> ThreeHandedMatch:
    """Three players a few hands in, mid-hand."""
    def stop(t: ThreeHandedMatch) -> bool:
        hand = t.boards[0].hand
        return t.hand_number > hands and hand.phase is Phase.DRAW and len(hand.history) >= 9
    return play_table(ThreeHandedMatch(Rules(players=3), seed), stop=stop)


def teams_one_board_over(seed: int = 2, rounds: int = 2) -> TeamMatch:
    """A team round some rounds in where one board has ended and the other plays on."""
    def stop(t: TeamMatch) -> bool:
        over = [b.hand.is_over for b in t.boards]
        return t.hand_number > rounds and any(over) and not all(over) \
            and len(t.boards[over.index(False)].hand.history) >= 6
    return play_table(TeamMatch(Rules(players=4), seed), stop=stop)


def teams_round_over(wanted: Callable[[TeamMatch], bool], seeds: Iterable[int] = range(40)
                     ) -> TeamMatch:
    """The first finished team round (over matches from ``seeds``) where ``wanted`` holds."""
    def stop(t: TeamMatch) -> bool:
        return bool(t.rounds) and all(b.hand.is_over for b in t.boards) and wanted(t)

    for seed in seeds:
        table = play_table(TeamMatch(Rules(players=4), seed), stop=stop)
        if not table.over:
            return table
    raise LookupError("no team round from these seeds shows the situation asked for")


def three_hand_over(wanted: Callable[[HandResult], bool], seeds: Iterable[int] = range(40)
                    ) -> ThreeHandedMatch:
    """The first finished three-handed hand whose result satisfies ``wanted``."""
    for seed in seeds:
        def stop(t: ThreeHandedMatch) -> bool:
            result = t.boards[0].hand.result
            return result is not None and t.hand_number > 1 and wanted(result)
        table = play_table(ThreeHandedMatch(Rules(players=3), seed), stop=stop)
        if not table.over:
            return table
    raise LookupError("no three-handed hand from these seeds shows the situation asked for")


def three_match(seed: int = 1) -> ThreeHandedMatch:
    """A whole three-handed match."""
    return play_table(ThreeHandedMatch(Rules(players=3), seed))


def teams_match(seed: int = 1) -> TeamMatch:
    """A whole team match."""
    return play_table(TeamMatch(Rules(players=4), seed))
