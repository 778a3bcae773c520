"""Our levels against OpenSpiel's ``simple_gin_rummy_bot``, the same deals in both engines.

Each hand is dealt by our engine (``Match``); OpenSpiel's chance nodes are fed
the same cards (its deal gives 10 cards to its player 0, 10 to its player 1,
then the upcard; each stock draw is another chance node), so both engines
hold the same position throughout. Our side's actions go to both engines; the
OpenSpiel bot's actions are mirrored into ours. Each engine scores the hand by
its own rules, and both figures are reported.

OpenSpiel rule differences that show up here:
- a knock that ties the defender's deadwood is not an undercut there (0 points);
- lay-offs are what its lay-off phase allows (ours always finds the best);
- at the wall (2 stock cards) a player may still pick up the upcard to knock;
  our hand is dead as soon as a discard leaves 2 cards in the stock;
- it lets a player discard the upcard just taken (ours never does); such a
  hand cannot be mirrored and is counted as diverged;
- its melds are runs of 3 to 5 cards and sets, so a longer run of ours is
  laid in pieces there (which can change the defender's lay-offs).

Usage: ``python bench/openspiel_duel.py --level expert --hands 2000 --seed 1``
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from typing import Any

import pyspiel

from ginbot.ai import make_player
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Discard,
    Draw,
    Knock,
    Match,
    Pass,
    Rules,
    Source,
    hand_seed,
)

GR = pyspiel.gin_rummy
UTILS = GR.GinRummyUtils(13, 4, 10)
PASS_ACTION = GR.PASS_ACTION
DRAW_UPCARD_ACTION = GR.DRAW_UPCARD_ACTION
DRAW_STOCK_ACTION = GR.DRAW_STOCK_ACTION
KNOCK_ACTION = GR.KNOCK_ACTION
MELD_BASE = GR.MELD_ACTION_BASE
# Our suits are S H D C; OpenSpiel's are s c d h.
TO_OS_SUIT = (0, 3, 2, 1)
FROM_OS_SUIT = (0, 3, 2, 1)


def to_os(card: int) -> int:
    return TO_OS_SUIT[card // 13] * 13 + card % 13


def from_os(card: int) -> int:
    return FROM_OS_SUIT[card // 13] * 13 + card % 13


class Diverged(Exception):
    """The two engines' rules part ways in this hand."""


def meld_actions(meld: tuple[int, ...]) -> list[int]:
    """OpenSpiel's meld actions for one of our melds; it knows runs of 3 to 5
    cards only, so a longer run is laid in pieces."""
    cards = sorted(to_os(c) for c in meld)
    pieces = []
    while len(cards) > 5:
        pieces.append(cards[:3])
        cards = cards[3:]
    pieces.append(cards)
    return [MELD_BASE + UTILS.meld_to_int(piece) for piece in pieces]


def play_hand(level: str, number: int, seed: int) -> dict[str, Any]:
    """One hand; our level sits as dealer in odd-numbered hands."""
    game = pyspiel.load_game("gin_rummy")
    match = Match(Rules(), hand_seed(seed, number))
    hand = match.hand
    dealer = hand.dealer
    ours = dealer if number % 2 else 1 - dealer
    os_seat_of = {1 - dealer: 0, dealer: 1}  # OpenSpiel's player 0 moves first
    os_ours = os_seat_of[ours]
    player = make_player(level, number)
    bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - os_ours)
    state = game.new_initial_state()
    for card in (*hand.hand(1 - dealer), *hand.hand(dealer), hand.pile[0]):
        state.apply_action(to_os(card))
    times: list[float] = []
    outcome = "played"
    try:
        while not state.is_terminal():
            if hand.is_over:
                _finish(state, match, ours, os_ours, bot)
                break
            os_player = state.current_player()
            if os_player == os_ours:
                view = match.match_view(ours)
                start = time.perf_counter()
                action = player.choose(view)
                times.append((time.perf_counter() - start) * 1000)
                _ours_to_os(state, match, ours, action)
            else:
                _bot_to_ours(state, match, 1 - ours, bot)
    except Diverged:
        outcome = "diverged"
    result = match.hand.result
    ours_points = 0
    if result is not None and result.winner is not None:
        ours_points = result.points if result.winner == ours else -result.points
    os_points = state.returns()[os_ours] if state.is_terminal() else 0.0
    return {
        "outcome": outcome if result is not None or outcome == "diverged" else "unfinished",
        "ours_points": ours_points if outcome == "played" else 0,
        "os_points": os_points if outcome == "played" else 0.0,
        "wall_knock": outcome == "played" and result is not None and result.dead
        and os_points != 0,
        "times": times,
    }


def _ours_to_os(state: Any, match: Match, seat: int, action: Any) -> None:
    match.apply(action, seat)
    match_hand = match.hand
    if isinstance(action, Pass):
        state.apply_action(PASS_ACTION)
    elif isinstance(action, Draw):
        if action.source is Source.DISCARD:
            state.apply_action(DRAW_UPCARD_ACTION)
        else:
            state.apply_action(DRAW_STOCK_ACTION)
            drawn = match_hand.drawn if not match_hand.is_over else None
            if drawn is None:
                raise Diverged("stock draw not seen")
            state.apply_action(to_os(drawn))
    elif isinstance(action, Discard):
        state.apply_action(to_os(action.card))
    elif isinstance(action, Knock):
        state.apply_action(KNOCK_ACTION)
        state.apply_action(to_os(action.card))
        showdown = match_hand.result.showdown
        for meld in showdown.knocker_melds:
            for code in meld_actions(meld):
                if code not in state.legal_actions():
                    raise Diverged("meld not allowed")
                state.apply_action(code)
        state.apply_action(PASS_ACTION)
    else:
        raise Diverged(f"no OpenSpiel action for {action}")


def _bot_to_ours(state: Any, match: Match, seat: int, bot: Any) -> None:
    code = bot.step(state)
    phase = state.current_phase()
    state.apply_action(code)
    if code == PASS_ACTION:
        match.apply(Pass(), seat)
    elif code == DRAW_UPCARD_ACTION:
        match.apply(DRAW_DISCARD, seat)
    elif code == DRAW_STOCK_ACTION:
        top = match.hand.stock[-1]
        match.apply(DRAW_STOCK, seat)
        state.apply_action(to_os(top))
    elif code == KNOCK_ACTION:
        discard = bot.step(state)
        state.apply_action(discard)
        try:
            match.apply(Knock(from_os(discard)), seat)
        except ValueError as error:
            raise Diverged(str(error)) from None
        while not state.is_terminal() and state.current_phase() == GR.Phase.KNOCK:
            state.apply_action(bot.step(state))
    elif code < 52 and phase == GR.Phase.DISCARD:
        try:
            match.apply(Discard(from_os(code)), seat)
        except ValueError as error:
            raise Diverged(str(error)) from None
    else:
        raise Diverged(f"unexpected OpenSpiel action {code}")


def _finish(state: Any, match: Match, ours: int, os_ours: int, bot: Any) -> None:
    """Our engine has ended the hand; play OpenSpiel's closing phases."""
    result = match.hand.result
    while not state.is_terminal():
        os_player = state.current_player()
        phase = state.current_phase()
        if os_player != os_ours:
            state.apply_action(bot.step(state))
            continue
        legal = state.legal_actions()
        if phase == GR.Phase.WALL:
            state.apply_action(PASS_ACTION)  # our hand is dead here
        elif phase == GR.Phase.LAYOFF and not state.finished_layoffs():
            showdown = result.showdown if result is not None else None
            laid = [to_os(lo.card) for lo in showdown.layoffs] if showdown else []
            for card in laid:
                if card in state.legal_actions():
                    state.apply_action(card)
            state.apply_action(PASS_ACTION)
        elif phase == GR.Phase.LAYOFF:
            hand_cards = {from_os(c) for c in state.hands()[os_ours]}
            for meld in UTILS.best_meld_group([to_os(c) for c in hand_cards]) or []:
                code = MELD_BASE + UTILS.meld_to_int(sorted(meld))
                if code in state.legal_actions():
                    state.apply_action(code)
            state.apply_action(PASS_ACTION)
        else:
            state.apply_action(PASS_ACTION if PASS_ACTION in legal else legal[0])


def _run(job: tuple[str, int, list[int]]) -> list[dict[str, Any]]:
    level, seed, numbers = job
    return [play_hand(level, n, seed) for n in numbers]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    numbers = list(range(args.hands))
    size = 20
    jobs = [(args.level, args.seed, numbers[i : i + size]) for i in range(0, len(numbers), size)]
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    if args.jobs <= 1:
        for job in jobs:
            rows.extend(_run(job))
            sys.stderr.write(f"\r{len(rows)}/{args.hands}")
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for part in pool.imap_unordered(_run, jobs):
                rows.extend(part)
                sys.stderr.write(f"\r{len(rows)}/{args.hands}")
    sys.stderr.write("\n")
    played = [r for r in rows if r["outcome"] == "played"]
    n = max(1, len(played))
    ours = [r["ours_points"] for r in played]
    theirs = [r["os_points"] for r in played]
    times = sorted(t for r in rows for t in r["times"])

    def mean_se(values: list[float]) -> tuple[float, float]:
        m = sum(values) / max(1, len(values))
        var = sum((v - m) ** 2 for v in values) / max(1, len(values) - 1)
        return m, math.sqrt(var / max(1, len(values)))

    m_ours, se_ours = mean_se(ours)
    m_os, se_os = mean_se(theirs)
    summary = {
        "level": args.level,
        "hands": len(rows),
        "mirrored": len(played),
        "diverged": sum(1 for r in rows if r["outcome"] == "diverged"),
        "wall_knocks": sum(1 for r in played if r["wall_knock"]),
        "points_per_hand_our_rules": m_ours,
        "se_our_rules": se_ours,
        "points_per_hand_openspiel_rules": m_os,
        "se_openspiel_rules": se_os,
        "hands_won_openspiel": sum(1 for v in theirs if v > 0) / n,
        "hands_lost_openspiel": sum(1 for v in theirs if v < 0) / n,
        "decision_ms_p95": times[int(0.95 * (len(times) - 1))] if times else 0.0,
        "seconds": time.perf_counter() - started,
    }
    print(
        f"{args.level} vs OpenSpiel simple_gin_rummy_bot, {len(rows)} hands "
        f"({len(played)} mirrored, {summary['diverged']} diverged, "
        f"{summary['wall_knocks']} wall knocks), seed {args.seed}\n"
        f"  points per hand, our rules:       {m_ours:+.2f} ± {1.96 * se_ours:.2f}\n"
        f"  points per hand, OpenSpiel rules: {m_os:+.2f} ± {1.96 * se_os:.2f}\n"
        f"  hands won/lost (OpenSpiel score): {100 * summary['hands_won_openspiel']:.1f}% / "
        f"{100 * summary['hands_lost_openspiel']:.1f}%"
    )
    if args.json:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
