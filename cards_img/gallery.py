"""Write one picture of each kind, in several situations, for review.

    python -m cards_img.gallery OUTDIR [--locale en|zh-CN|zh-TW|ms|all]

The pictures are worded in the language asked for (English by default; "all"
writes one folder per language). Every situation comes from playing the engine
(see ``cards_img.scenes``). Next to each PNG goes a ``.txt`` with the picture's
text equivalent.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ginbot import model
from ginbot.engine import (
    HandState,
    HandView,
    Knock,
    Match,
    Phase,
    Rules,
    Table,
    TeamMatch,
    best_arrangement,
)
from ginbot.text import Locale, news_lines, recent_news
from ginbot.tournament import (
    Pair,
    knockout,
    round_robin,
    round_robin_rounds,
    standings,
    swiss,
)

from . import scenes
from .hand import render_hand
from .ladder import render_ladder
from .picture import Picture
from .showdown import render_round_showdown, render_showdown
from .standings import render_bracket, render_standings
from .summary import render_summary
from .table import render_table

NAMES = ("Annabelle", "Bob")
CHINESE = ("小明", "陳美玲")  # simplified and traditional
MIXED = ("Nurul Aïn Zulkiflé", "Анна Петрова 🎲")  # Malay with accents; Cyrillic and an emoji
THREE = ("Annabelle", "Bob", "Cat")
FOUR = ("Annabelle", "Bob", "Cat", "Dan")  # teams: Annabelle & Cat against Bob & Dan
CHINESE_FOUR = ("小明", "陳美玲", "李华", "王小虎")


def _own(state: HandState) -> HandView:
    return state.view(state.to_move)


def _taken_in_meld() -> HandState:
    """Eleven cards after taking the upcard into a meld: the taken card is marked."""
    def wanted(s: HandState) -> bool:
        if s.phase is not Phase.DISCARD or s.taken is None or len(s.history) < 6:
            return False
        hand = s.hand(s.to_move)
        melds = best_arrangement(hand).melds
        return (len(melds) >= 2 and any(s.taken in m for m in melds)
                and not any(isinstance(a, Knock) for a in s.legal_actions()))
    return scenes.find_hand(wanted)


def _long_match() -> Match:
    """The longest of a few greedy matches: a chart with many hands."""
    matches = [scenes.play_match(Rules(), seed) for seed in range(40)]
    return max(matches, key=lambda m: (len(m.results), -m.seed))


def _showdown(locale: Locale, state: HandState, four_color: bool = False,
              names: tuple[str, str] = NAMES) -> Picture:
    assert state.result is not None
    winner = state.result.winner
    scores = [37, 52]
    if winner is not None:
        scores[winner] += state.result.points
    return render_showdown(state.result, names, tuple(scores), hand_number=6,
                           four_color=four_color, locale=locale)


def _table(locale: Locale, match: Match, names: tuple[str, str] = NAMES) -> Picture:
    view = match.view(None)
    return render_table(view, names, news_lines(locale, recent_news(view.hand, 6), names, None),
                        locale=locale)


def _board_winners(table: TeamMatch) -> list[int | None]:
    """The team that won each board of the round just played (None: a dead hand)."""
    teams = []
    for board in table.boards:
        result = board.hand.result
        assert result is not None
        teams.append(None if result.winner is None else board.players[result.winner] % 2)
    return teams


def _split_round(table: TeamMatch) -> bool:
    """A round where each team won a board, with lay-offs on one of them."""
    layoffs = any(b.hand.result is not None and b.hand.result.showdown is not None
                  and b.hand.result.showdown.layoffs for b in table.boards)
    return sorted(map(str, _board_winners(table))) == ["0", "1"] and layoffs


def _both_to_one_team(table: TeamMatch) -> bool:
    winners = _board_winners(table)
    return winners[0] is not None and winners[0] == winners[1]


def pictures(locale: Locale = Locale.EN) -> Iterator[tuple[str, Callable[[], Picture]]]:
    """(file name, how to make it) for every gallery picture, worded in ``locale``."""
    def hand(state: HandState, **options: Any) -> Picture:
        return render_hand(_own(state), locale=locale, **options)

    def showdown(state: HandState, four_color: bool = False,
                 names: tuple[str, str] = NAMES) -> Picture:
        return _showdown(locale, state, four_color, names)

    def table(match: Match, names: tuple[str, str] = NAMES) -> Picture:
        return _table(locale, match, names)

    def summary(match: Match, names: tuple[str, str] = NAMES) -> Picture:
        return render_summary(match.view(None), names, locale=locale)

    def group_table(table: Table, names: tuple[str, ...]) -> Picture:
        return render_table(table.view(None), names, locale=locale)

    def group_showdown(table: Table, names: tuple[str, ...]) -> Picture:
        boards = []
        for board in table.boards:
            assert board.hand.result is not None
            boards.append((board.players, board.hand.result))
        return render_round_showdown(boards, names, table.scores, table.sides, locale=locale,
                                     hand_number=table.hand_number)

    hollywood = Rules.preset("hollywood")
    yield "hand_gin.png", lambda: hand(scenes.gin_available())
    yield "hand_taken_11_cards.png", lambda: hand(_taken_in_meld())
    yield "hand_can_knock.png", lambda: hand(scenes.can_knock())
    waiting = scenes.waiting_hand
    yield "hand_waiting.png", lambda: render_hand(waiting().view(1 - waiting().to_move),
                                                  locale=locale)
    yield "hand_to_draw.png", lambda: hand(scenes.about_to_draw())
    yield "hand_by_suit.png", lambda: hand(scenes.can_knock(), sort="suit")
    yield "hand_by_rank.png", lambda: hand(_taken_in_meld(), sort="rank")
    yield "hand_four_color.png", lambda: hand(scenes.can_knock(), sort="suit", four_color=True)
    yield "showdown_undercut_layoffs.png", lambda: showdown(scenes.undercut_with_layoffs())
    yield "showdown_knock_layoffs.png", lambda: showdown(scenes.knock_with_layoffs())
    yield "showdown_gin.png", lambda: showdown(scenes.gin_showdown())
    yield "showdown_big_gin.png", lambda: showdown(scenes.big_gin_showdown())
    yield "showdown_dead_hand.png", lambda: showdown(scenes.dead_hand())
    yield "showdown_four_color.png", lambda: showdown(scenes.knock_with_layoffs(), True)
    yield "table_mid_hand.png", lambda: table(scenes.mid_match())
    yield "table_oklahoma.png", lambda: table(scenes.mid_match(Rules.preset("oklahoma"), 2))
    yield "table_hollywood.png", lambda: table(scenes.mid_match(hollywood, 2, hands=8))
    yield "table_match_over.png", lambda: table(scenes.play_match(Rules(), 3))
    yield "table_long_pile.png", lambda: table(scenes.long_hand())
    yield "summary_long_match.png", lambda: summary(_long_match())
    yield "summary_scarne_margin.png", lambda: summary(scenes.play_match(
        Rules.preset("scarne").with_changes(unit_scoring=True), 3))
    yield "summary_hollywood.png", lambda: summary(scenes.play_match(hollywood, 2))
    yield "names_table_chinese.png", lambda: table(scenes.mid_match(), CHINESE)
    yield "names_showdown_chinese.png", lambda: showdown(scenes.knock_with_layoffs(),
                                                         names=CHINESE)
    yield "names_showdown_mixed.png", lambda: showdown(scenes.undercut_with_layoffs(),
                                                       names=MIXED)
    yield "names_table_mixed.png", lambda: table(scenes.mid_match(hollywood, 2, hands=8), MIXED)
    yield "names_summary_mixed.png", lambda: summary(_long_match(), ("Ana 小明 🎲", MIXED[1]))
    yield "names_summary_chinese.png", lambda: summary(scenes.play_match(hollywood, 2), CHINESE)
    yield "three_table.png", lambda: group_table(scenes.three_mid_match(), THREE)
    yield "teams_table_one_board_over.png", lambda: group_table(scenes.teams_one_board_over(),
                                                                FOUR)
    yield "three_showdown.png", lambda: group_showdown(scenes.three_hand_over(
        lambda r: r.outcome == "knock" and bool(r.showdown and r.showdown.layoffs)), THREE)
    yield "teams_round_showdown_split.png", lambda: group_showdown(
        scenes.teams_round_over(_split_round), FOUR)
    yield "teams_round_showdown_both.png", lambda: group_showdown(
        scenes.teams_round_over(_both_to_one_team), FOUR)
    yield "names_teams_showdown_chinese.png", lambda: group_showdown(
        scenes.teams_round_over(_split_round), CHINESE_FOUR)
    yield "three_summary.png", lambda: render_summary(scenes.three_match().view(None), THREE,
                                                      locale=locale)
    yield "three_summary_so_far.png", lambda: render_summary(
        scenes.three_mid_match().view(None), THREE, locale=locale)
    yield "teams_summary.png", lambda: render_summary(scenes.teams_match().view(None), FOUR,
                                                      locale=locale)
    yield "names_teams_summary_chinese.png", lambda: render_summary(
        scenes.teams_match().view(None), CHINESE_FOUR, locale=locale)
    yield "names_teams_table_chinese.png", lambda: group_table(scenes.teams_one_board_over(),
                                                               CHINESE_FOUR)
    yield from tournament_pictures(locale)
    yield from ladder_pictures(locale)


# -- tournaments: made by hand, as the service would store them ---------------------------

FIELD = (
    "Annabelle", "Bob", "Priya", "Dan", "Eleanor", "Farid", "Grace", "Hiroshi", "Ines", "Jonas",
    "Kavya", "Liam", "Mei Ling", "Noor", "Oscar", "Paulina", "Quentin", "Rosa", "Sanjay",
    "Tomasz", "Ursula", "Viktor", "Wen", "Ximena", "Yusuf", "Zara", "Aiden", "Beatriz",
    "Chidi", "Dagny", "Emeka", "Fatimah", "Gustav", "Hana", "Ibrahim", "Jae-won", "Kofi",
    "Lucía", "Mateus", "Nadia", "Olu", "Pita", "Rahul", "Siti", "Tariq", "Uma", "Valentina",
    "Wiremu", "Yara", "Zoltan", "Amira", "Bjørn", "Camille", "Diego", "Esther", "Femi",
    "Gabriel", "Heidi", "Isla", "Juan", "Kiri", "Leilani", "Marek", "Nia",
)
WORLD = ("小明", "陳美玲", "Анна Петрова 🎲", "Maximilian Alexander von Habsburg-Lothringen",
         "Nurul Aïn Zulkiflé", "🃏🔥", "李华", "Bob")
"""Names in other scripts: Chinese, Cyrillic with an emoji, a very long name, only emoji."""


def entrants(count: int, names: Sequence[str] = FIELD, *, computers: Sequence[int] = (),
             removed: Sequence[int] = ()) -> list[model.Entrant]:
    """``count`` entrants, best rated first (numbers from 1); ``computers`` and ``removed``
    are entrant numbers."""
    field_ = []
    for number in range(1, count + 1):
        seat = (model.Seat.computer(("expert", "normal", "easy")[number % 3])
                if number in computers else model.Seat(1000 + number, None, names[number - 1]))
        field_.append(model.Entrant(number, seat, 1600.0 - 9 * number, number in removed))
    return field_


def _game(rng: random.Random, number: int, board: int, first: int, second: int | None,
          decided: bool = True, forfeit: int | None = None) -> model.Game:
    """A game as stored: the better seed (lower number) wins two times in three."""
    if second is None:
        return model.Game(number, board, first, None, first, (0, 0), model.GameEnd.BYE)
    if not decided:
        return model.Game(number, board, first, second)
    if forfeit is not None:
        winner = second if forfeit == first else first
        return model.Game(number, board, first, second, winner, (0, 0), model.GameEnd.FORFEIT)
    favourite, other = sorted((first, second))
    winner = favourite if rng.random() < 0.67 else other
    won, lost = 100 + rng.randrange(0, 45), rng.randrange(5, 96)
    score = (won, lost) if winner == first else (lost, won)
    return model.Game(number, board, first, second, winner, score, model.GameEnd.PLAYED)


def _round(rng: random.Random, number: int, pairs: Sequence[Pair], gone: set[int],
           undecided: int = 0) -> list[model.Game]:
    """Round ``number`` of ``pairs`` as the service stores it, board 1 first: the last
    ``undecided`` games (byes aside) still playing, whoever is ``gone`` (removed)
    forfeiting, the others decided at random."""
    boards = [board for board, (_, second) in enumerate(pairs, 1) if second is not None]
    still = set(boards[len(boards) - undecided:]) if undecided > 0 else set()
    games = []
    for board, (first, second) in enumerate(pairs, 1):
        lost = first if first in gone else second if second in gone else None
        games.append(_game(rng, number, board, first, second, board not in still, lost))
    return games


def _removed(field_: Sequence[model.Entrant]) -> set[int]:
    return {e.number for e in field_ if e.removed}


def swiss_games(field_: Sequence[model.Entrant], rounds: int, *, seed: int = 1,
                undecided: int = 0) -> list[model.Game]:
    """``rounds`` rounds as ``ginbot.tournament.swiss`` pairs them; ``undecided`` boards
    of the last are still playing. A removed entrant forfeits round 1, then sits out."""
    rng = random.Random(seed)
    games: list[model.Game] = []
    for number in range(1, rounds + 1):
        playing = [e.number for e in field_ if number == 1 or not e.removed]
        games += _round(rng, number, swiss(playing, games), _removed(field_),
                        undecided if number == rounds else 0)
    return games


def round_robin_games(field_: Sequence[model.Entrant], *, seed: int = 2) -> list[model.Game]:
    """Every round of a round robin as ``ginbot.tournament.round_robin`` pairs it (the
    Berger tables), all decided. A removed entrant forfeits."""
    rng = random.Random(seed)
    numbers = [e.number for e in field_]
    games: list[model.Game] = []
    for number in range(1, round_robin_rounds(len(numbers)) + 1):
        games += _round(rng, number, round_robin(numbers, number), _removed(field_))
    return games


def knockout_games(field_: Sequence[model.Entrant], rounds: int, *, seed: int = 3,
                   undecided: int = 0) -> list[list[model.Game]]:
    """The first ``rounds`` rounds of a knockout as ``ginbot.tournament.knockout`` pairs
    them, ``field_`` best seed first (byes to the top seeds); ``undecided`` games of the
    last are still playing. A removed entrant forfeits."""
    rng = random.Random(seed)
    seeds = [e.number for e in field_]
    played: list[list[model.Game]] = []
    for number in range(1, rounds + 1):
        pairs = knockout(seeds, [g for games in played for g in games])
        played.append(_round(rng, number, pairs, _removed(field_),
                             undecided if number == rounds else 0))
    return played


def tournament_pictures(locale: Locale) -> Iterator[tuple[str, Callable[[], Picture]]]:
    """The standings and brackets of hand-made tournaments, worded in ``locale``."""
    by_swiss, by_knockout = model.TournamentFormat.SWISS, model.TournamentFormat.KNOCKOUT
    running, finished = model.TournamentStatus.RUNNING, model.TournamentStatus.FINISHED

    def table(title: str, format: model.TournamentFormat, field_: Sequence[model.Entrant],
              games: Sequence[model.Game], round_number: int, rounds: int,
              status: model.TournamentStatus, words: Locale = locale) -> Picture:
        return render_standings(title, format, standings(format, field_, games),
                                round_number=round_number, rounds=rounds, status=status,
                                locale=words)

    def bracket(title: str, field_: Sequence[model.Entrant],
                rounds: Sequence[Sequence[model.Game]], total: int) -> Picture:
        return render_bracket(title, field_, rounds, total_rounds=total, locale=locale)

    eight = entrants(8, computers=(6,))
    yield "standings_swiss_8_round_3.png", lambda: table(
        "Friday Night Gin", by_swiss, eight, swiss_games(eight, 3, undecided=2), 3, 3, running)
    four = entrants(4)
    yield "standings_round_robin_4_final.png", lambda: table(
        "Club Championship", model.TournamentFormat.ROUND_ROBIN, four, round_robin_games(four),
        3, 3, finished)
    many = entrants(64, computers=(9, 33, 50), removed=(41, 58))
    yield "standings_swiss_64.png", lambda: table(
        "Spring Open 2026", by_swiss, many, swiss_games(many, 4, seed=7, undecided=5), 4, 6,
        running)
    five = entrants(5)
    yield "bracket_knockout_5_byes.png", lambda: bracket(
        "Five Card Cup", five, knockout_games(five, 2, undecided=1), 3)
    sixteen = entrants(16, computers=(11,), removed=(13,))
    yield "bracket_knockout_16_final.png", lambda: bracket(
        "Winter Knockout", sixteen, knockout_games(sixteen, 4, seed=5), 4)
    yield "standings_knockout_16_final.png", lambda: table(
        "Winter Knockout", by_knockout, sixteen,
        [g for r in knockout_games(sixteen, 4, seed=5) for g in r], 4, 4, finished)
    sixty_four = entrants(64, computers=(20,))
    yield "bracket_knockout_64.png", lambda: bracket(
        "Grand Gin Knockout", sixty_four, knockout_games(sixty_four, 3, seed=4, undecided=3), 6)
    yield "bracket_knockout_8_draw.png", lambda: bracket("Lunch Break Cup", eight, [], 3)
    world = entrants(8, WORLD, removed=(7,))
    yield "names_standings_world.png", lambda: table(
        "金拉米 Masters 🏆", by_swiss, world, swiss_games(world, 3, seed=9), 3, 3, finished)
    yield "names_bracket_world.png", lambda: bracket(
        "金拉米 Masters 🏆", world, knockout_games(world, 2, seed=9, undecided=1), 3)
    chinese = entrants(12, (*WORLD[:2], "王小虎", "张伟", "刘洋", "陈静", "杨帆", "赵磊",
                            "黄丽", "周杰", "吴敏", "徐鹏"), computers=(5,))
    yield "names_standings_zh-CN.png", lambda: table(
        "周五金拉米锦标赛", by_swiss, chinese, swiss_games(chinese, 2, seed=11, undecided=2), 2, 4,
        running, Locale.ZH_CN)


# -- the server's ladder: made by hand, as the service would place it ----------------------


def ladder_entries(count: int, names: Sequence[str] = FIELD, *, seed: int = 1,
                   first: int = 1, points: bool = True) -> list[model.LadderEntry]:
    """``count`` ladder lines from place ``first``, ratings falling, numbers at random
    (``seed``): every fifth line moved up, every seventh down, one in nine new; with
    ``points``, some ranking points off the computer."""
    rng = random.Random(seed)
    entries = []
    rating = 42.0 - 0.3 * first
    for offset in range(count):
        rank = first + offset
        rating -= rng.uniform(0.1, 1.4)
        games = rng.randrange(4, 120)
        wins = min(games, round(games * max(0.1, 0.75 - rank * 0.012) + rng.randrange(-3, 4)))
        wins = max(0, wins)
        moved: int | None = 0
        if rank % 9 == 4:
            moved = None
        elif rank % 5 == 2:
            moved = rng.randrange(1, 12)
        elif rank % 7 == 3:
            moved = -rng.randrange(1, 6)
        earned = rng.choice((0, 0, 10, 40, 130, 1200)) if points else 0
        entries.append(model.LadderEntry(
            rank, 2000 + rank, names[(rank - 1) % len(names)], round(rating, 2), rating + 8,
            2.7, games, wins, games - wins, earned, moved))
    return entries


def ladder_of(period: model.LadderPeriod, entries: Sequence[model.LadderEntry],
              caller: model.LadderEntry | None = None, total: int | None = None,
              ) -> model.Ladder:
    """A ladder as the service hands it (December 2026 for a month's)."""
    return model.Ladder(period, tuple(entries), caller,
                        total or len(entries) + (caller is not None), 2026, 12, 0.0)


def ladder_pictures(locale: Locale) -> Iterator[tuple[str, Callable[[], Picture]]]:
    """A server's ladder, all time and this month, worded in ``locale``."""
    month, all_time = model.LadderPeriod.MONTH, model.LadderPeriod.ALL
    top = ladder_entries(25)
    [you] = ladder_entries(1, ("Quentin",), first=143, seed=5)
    yield "ladder_all_top_25_you_below.png", lambda: render_ladder(
        ladder_of(all_time, top, you, 180), locale=locale, you=you.user_id)
    played = sorted(ladder_entries(8, seed=3, points=False),
                    key=lambda e: (-min(e.wins, 9), e.games % 13 + 1))
    eight = [replace(e, rank=n, games=e.games % 13 + 1, wins=min(e.wins, 9, e.games % 13 + 1),
                     losses=e.games % 13 + 1 - min(e.wins, 9, e.games % 13 + 1))
             for n, e in enumerate(played, 1)]
    yield "ladder_month_8_you_in_top.png", lambda: render_ladder(
        ladder_of(month, eight), locale=locale, you=eight[4].user_id)
    world = ladder_entries(8, WORLD, seed=9)
    [far] = ladder_entries(1, ("Анна Петрова 🎲",), first=12, seed=2)
    yield "names_ladder_world.png", lambda: render_ladder(
        ladder_of(all_time, world, far), locale=locale, you=far.user_id)


def write_gallery(out: Path, locale: Locale = Locale.EN) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in pictures(locale):
        picture = make()
        path = out / name
        path.write_bytes(picture.png)
        path.with_suffix(".txt").write_text(picture.text + "\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cards_img.gallery", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--locale", default=Locale.EN.value,
                        choices=[*(locale.value for locale in Locale), "all"],
                        help="the language of the pictures (default en); all: one folder each")
    args = parser.parse_args(argv)
    if args.locale == "all":
        folders = [(args.outdir / locale.value, locale) for locale in Locale]
    else:
        folders = [(args.outdir, Locale(args.locale))]
    for folder, locale in folders:
        for path in write_gallery(folder, locale):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
