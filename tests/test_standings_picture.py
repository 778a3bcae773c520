"""The tournament pictures: the standings table and the knockout bracket."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from cards_img import render_bracket, render_standings
from cards_img.gallery import entrants, knockout_games, swiss_games
from cards_img.glyphs import text_width
from cards_img.standings import DIM, MEDALS, SPLIT, TRAY, WON, points, signed
from ginbot.model import (
    Entrant,
    Game,
    GameEnd,
    Seat,
    StandingRow,
    TournamentFormat,
    TournamentStatus,
)
from ginbot.text import Locale, say
from ginbot.tournament import standings
from tests.picture_support import all_within, at, inside, near, overlaps, png

EN = Locale.EN
SWISS, KNOCKOUT, ROUND_ROBIN = (TournamentFormat.SWISS, TournamentFormat.KNOCKOUT,
                                TournamentFormat.ROUND_ROBIN)
RUNNING, FINISHED = TournamentStatus.RUNNING, TournamentStatus.FINISHED
LONG = "Maximilian Alexander von Habsburg-Lothringen"
CHINESE = "陳美玲"


def row(place: int, entrant: Entrant, wins: int, losses: int, *, byes: int = 0,
        score: float | None = None, buchholz: float | None = None, out_in: int | None = None,
        points_for: int = 300, points_against: int = 250) -> StandingRow:
    return StandingRow(place, entrant, wins + losses, wins, losses, byes,
                       float(wins + byes) if score is None else score, points_for,
                       points_against, buchholz, out_in)


def person(number: int, name: str, *, removed: bool = False) -> Entrant:
    return Entrant(number, Seat(100 + number, None, name), None, removed)


# -- the standings --------------------------------------------------------------------


@pytest.mark.parametrize("format", list(TournamentFormat))
def test_the_standings_of_each_format_open_as_a_png_with_their_columns(
        format: TournamentFormat) -> None:
    field = entrants(8, computers=(6,))
    games = ([g for r in knockout_games(field, 2) for g in r] if format is KNOCKOUT
             else swiss_games(field, 2))
    picture = render_standings("Friday Night Gin", format, standings(format, field, games),
                               round_number=3, rounds=3, status=RUNNING, locale=EN)
    image = png(picture)
    assert 560 <= image.width <= 900 and image.height < 600
    all_within(picture)
    columns = {key.split(":")[2] for key in picture.layout if key.startswith("column:0:")}
    assert {"place", "player", "score", "played", "record", "difference"} <= columns
    assert ("buchholz" in columns) == (format is SWISS)
    assert ("status" in columns) == (format is KNOCKOUT)
    assert picture.text.splitlines()[0] == say(
        EN, "standings-text-head", title="Friday Night Gin", subtitle=say(
            EN, "standings-subtitle", format={
                SWISS: say(EN, "standings-format-swiss"),
                KNOCKOUT: say(EN, "standings-format-knockout"),
                ROUND_ROBIN: say(EN, "standings-format-round-robin")}[format],
            stage=say(EN, "standings-round", round=3, rounds=3)))
    assert len(picture.text.splitlines()) == 9
    assert not any(key.startswith("medal:") for key in picture.layout)


def test_sixty_four_players_stand_in_two_panels_every_name_in_its_column() -> None:
    field = entrants(64, computers=(9, 33), removed=(41,))
    rows = standings(SWISS, field, swiss_games(field, 4, seed=7, undecided=5))
    picture = render_standings("Spring Open", SWISS, rows, round_number=4, rounds=6,
                               status=RUNNING, locale=EN)
    image = png(picture)
    assert len(rows) > SPLIT
    assert image.width <= 1400 and image.height <= 1100  # about as wide as it is tall
    left, right = picture.layout["panel:0"], picture.layout["panel:1"]
    assert left[2] < right[0] and left[1] == right[1]
    for index in range(64):
        panel = 0 if index < 32 else 1
        assert inside(picture.layout[f"row:{index}"], picture.layout[f"panel:{panel}"])
        assert inside(picture.layout[f"name:{index}"], picture.layout[f"player:{panel}"])
    assert picture.layout["row:31"][3] <= picture.layout["panel:0"][3]
    all_within(picture)


def test_a_long_name_is_shortened_and_a_chinese_name_drawn_whole_inside_the_player_column() -> None:
    field = [person(1, LONG), person(2, CHINESE), person(3, "Bob")]
    rows = [row(1, field[0], 2, 0), row(2, field[1], 1, 1), row(3, field[2], 0, 2)]
    picture = render_standings("Cup", ROUND_ROBIN, rows, round_number=2, rounds=3,
                               status=RUNNING, locale=EN)
    image = png(picture)
    column = picture.layout["player:0"]
    long_box, chinese_box = picture.layout["name:0"], picture.layout["name:1"]
    assert inside(long_box, column) and inside(chinese_box, column)
    assert long_box[2] - long_box[0] < text_width(LONG, 17)  # shortened, with an ellipsis
    assert chinese_box[2] - chinese_box[0] == text_width(CHINESE, 17)
    left, top, right, bottom = chinese_box
    ink = [at(image, x, y) for x in range(left, right) for y in range(top, bottom)]
    assert any(min(p) > 200 for p in ink)  # the characters are drawn, in light ink
    assert LONG in picture.text and CHINESE in picture.text


def test_the_top_three_get_medals_once_the_tournament_is_finished() -> None:
    field = entrants(4)
    rows = [row(i + 1, e, 3 - i, i) for i, e in enumerate(field)]
    finished = render_standings("Cup", ROUND_ROBIN, rows, round_number=3, rounds=3,
                                status=FINISHED, locale=EN)
    image = png(finished)
    for place in range(3):
        left, top, _, bottom = finished.layout[f"medal:{place}"]
        pixel = at(image, left + 3, (top + bottom) // 2)
        assert near(pixel, MEDALS[place]), (place, pixel)
    assert "medal:3" not in finished.layout
    assert say(EN, "standings-final") in finished.text.splitlines()[0]
    running = render_standings("Cup", ROUND_ROBIN, rows, round_number=3, rounds=3,
                               status=RUNNING, locale=EN)
    assert not any(key.startswith("medal:") for key in running.layout)


def test_scores_show_a_half_only_when_there_is_one_and_differences_their_sign() -> None:
    assert (points(3.0), points(2.5), points(0.0)) == ("3", "2.5", "0")
    assert (signed(45), signed(-12), signed(0)) == ("+45", "–12", "0")
    field = [person(1, "Ann"), person(2, "Bob")]
    rows = [row(1, field[0], 2, 1, score=2.5, buchholz=4.5, points_for=320, points_against=200),
            row(2, field[1], 1, 2, score=1.0, buchholz=3.0, points_for=200, points_against=320)]
    picture = render_standings("Cup", SWISS, rows, round_number=3, rounds=3, status=RUNNING,
                               locale=EN)
    lines = picture.text.splitlines()
    assert "2.5 points" in lines[1] and "Buchholz 4.5" in lines[1] and "+120" in lines[1]
    assert "1 point;" in lines[2] and "Buchholz 3;" in lines[2] and "–120" in lines[2]
    assert picture.layout["cell:0:score"][2] - picture.layout["cell:0:score"][0] == \
        text_width("2.5", 17)


def test_a_removed_player_is_greyed_and_struck_out_and_a_computer_named_by_its_level() -> None:
    field = [person(1, "Ann"), Entrant(2, Seat.computer("expert")), person(3, "Bob", removed=True)]
    rows = [row(1, field[0], 2, 0), row(2, field[1], 1, 1), row(3, field[2], 0, 2)]
    picture = render_standings("Cup", SWISS, rows, round_number=3, rounds=3, status=RUNNING,
                               locale=EN)
    image = png(picture)
    left, top, right, bottom = picture.layout["name:2"]
    pixels = [at(image, x, y) for x in range(left, right) for y in range(top, bottom)]
    assert any(near(p, DIM, 20) for p in pixels) and not any(min(p) > 200 for p in pixels)
    middle = (top + bottom) // 2
    struck = [at(image, x, y) for x in range(left - 1, right + 1)
              for y in range(middle - 3, middle + 2)]
    assert sum(near(p, DIM, 20) for p in struck) > (right - left)  # a line across the name
    lines = picture.text.splitlines()
    assert lines[3].endswith(say(EN, "standings-removed") + ".")
    assert lines[2].startswith("2. " + say(EN, "computer-name", level="expert"))


def test_two_computers_of_one_level_are_told_apart_by_their_entry_number() -> None:
    field = [Entrant(4, Seat.computer("easy")), Entrant(7, Seat.computer("easy"))]
    rows = [row(1, field[0], 1, 0), row(2, field[1], 0, 1)]
    picture = render_standings("Cup", ROUND_ROBIN, rows, round_number=1, rounds=1,
                               status=FINISHED, locale=EN)
    easy = say(EN, "computer-name", level="easy")
    assert f"1. {easy} 4:" in picture.text and f"2. {easy} 7:" in picture.text


def test_a_knockout_says_who_is_still_in_who_went_out_when_and_who_won() -> None:
    field = entrants(4)
    rows = [row(1, field[0], 2, 0), row(2, field[1], 1, 0), row(3, field[2], 0, 1, out_in=1),
            row(4, field[3], 0, 1, out_in=1)]
    running = render_standings("Cup", KNOCKOUT, rows, round_number=2, rounds=2, status=RUNNING,
                               locale=EN)
    lines = running.text.splitlines()
    assert say(EN, "standings-still-in") in lines[1] and say(EN, "standings-still-in") in lines[2]
    out = say(EN, "standings-out-in", stage=say(EN, "bracket-semi-finals"))
    assert out in lines[3] and out in lines[4]
    done = [row(1, field[0], 2, 0), row(2, field[1], 1, 1, out_in=2), *rows[2:]]
    finished = render_standings("Cup", KNOCKOUT, done, round_number=2, rounds=2,
                                status=FINISHED, locale=EN)
    lines = finished.text.splitlines()
    assert say(EN, "standings-champion") in lines[1]
    assert say(EN, "standings-out-in", stage=say(EN, "bracket-final")) in lines[2]


def test_nobody_entered_yet_still_draws_a_table() -> None:
    picture = render_standings("Cup", SWISS, [], round_number=0, rounds=0,
                               status=TournamentStatus.SIGNUP, locale=EN)
    png(picture)
    assert say(EN, "standings-nobody") in picture.text
    assert say(EN, "standings-signup") in picture.text.splitlines()[0]


# -- the bracket ----------------------------------------------------------------------


def rounds_of(count: int) -> int:
    return (count - 1).bit_length()


@pytest.mark.parametrize("count", [2, 3, 5, 8, 16, 33, 64])
def test_a_bracket_has_a_column_a_round_and_a_box_a_game(count: int) -> None:
    field = entrants(count)
    total = rounds_of(count)
    played = knockout_games(field, total)
    picture = render_bracket("Cup", field, played, total_rounds=total, locale=EN)
    image = png(picture)
    assert image.width <= 1300
    all_within(picture)
    for number in range(1, total + 1):
        count = 1 << (total - number)
        boxes = [picture.layout[f"game:{number}:{j}"] for j in range(1, count + 1)]
        assert f"game:{number}:{len(boxes) + 1}" not in picture.layout
        assert all(a[3] < b[1] for a, b in pairwise(boxes))  # apart
        if number > 1:
            assert boxes[0][0] > picture.layout["game:1:1"][2]  # to the right of round 1
    assert not overlaps(picture.layout["champion"], picture.layout[f"game:{total}:1"])
    champion = played[-1][0].winner
    assert champion is not None
    assert picture.text.splitlines()[-1] == say(EN, "bracket-text-champion", name=say(
        EN, "bracket-text-seeded", seed=champion, name=field[champion - 1].name))


def test_the_winner_of_a_game_is_lit_and_gets_the_gold_score() -> None:
    field = [person(1, "Ann"), person(2, "Bob")]
    game = Game(1, 1, 1, 2, 2, (64, 112), GameEnd.PLAYED)
    picture = render_bracket("Cup", field, [[game]], total_rounds=1, locale=EN)
    image = png(picture)
    lit = picture.layout["winner:1:1"]
    box = picture.layout["game:1:1"]
    assert lit[1] > box[1]  # Bob, the second seed, on the lower line
    assert near(at(image, (lit[0] + lit[2]) // 2, lit[1] + 3), WON)
    assert near(at(image, (box[0] + box[2]) // 2, box[1] + 3), TRAY)
    score = picture.layout["score:1:1:1"]
    assert score[2] - score[0] == text_width("112", 17)
    assert "Bob" in picture.text.splitlines()[-1]
    assert say(EN, "bracket-text-won", winner="(2) Bob", loser="(1) Ann", winner_points=112,
               loser_points=64) in picture.text


def test_a_knockout_of_five_mid_way_shows_its_byes_and_the_boxes_not_yet_paired() -> None:
    field = entrants(5)
    played = knockout_games(field, 2, undecided=1)
    picture = render_bracket("Cup", field, played, total_rounds=3, locale=EN)
    png(picture)
    byes = [key for key in picture.layout if key.startswith("bye:1:")]
    assert len(byes) == 3  # seeds 1, 2 and 3 meet nobody in round 1
    assert "winner:1:1" not in picture.layout  # a bye is not a game won
    assert "name:3:1:0" in picture.layout and "name:3:1:1" not in picture.layout
    lines = picture.text.splitlines()
    assert say(EN, "bracket-text-bye", name="(1) Annabelle") in lines[1]
    assert say(EN, "bracket-text-to-play", first="(2) Bob", second="(3) Priya") in lines[2]
    assert lines[3] == say(EN, "bracket-text-round", stage=say(EN, "bracket-final"),
                           games=say(EN, "bracket-text-waiting"))
    assert "champion:name" not in picture.layout


def test_a_forfeit_is_written_in_place_of_the_loser_score_and_the_removed_struck() -> None:
    field = [person(1, "Ann"), person(2, "Bob", removed=True)]
    game = Game(1, 1, 1, 2, 1, (0, 0), GameEnd.FORFEIT)
    picture = render_bracket("Cup", field, [[game]], total_rounds=1, locale=EN)
    forfeit = picture.layout["score:1:1:1"]
    assert forfeit[2] - forfeit[0] == text_width(say(EN, "bracket-forfeit"), round(17 * 0.85))
    assert "score:1:1:0" not in picture.layout
    assert say(EN, "bracket-text-forfeit", winner="(1) Ann", loser="(2) Bob") in picture.text


def test_games_go_where_the_draw_puts_them_whatever_their_board_numbers() -> None:
    field = entrants(8)
    played = knockout_games(field, 1)[0]
    shuffled = [Game(1, board, g.first, g.second, g.winner, g.points, g.end)
                for board, g in enumerate(random.Random(3).sample(played, len(played)), 1)]
    ordered = render_bracket("Cup", field, [played], total_rounds=3, locale=EN)
    mixed = render_bracket("Cup", field, [shuffled], total_rounds=3, locale=EN)
    assert ordered.layout == mixed.layout
    assert ordered.png == mixed.png


def test_the_draw_is_shown_before_round_one_is_paired() -> None:
    field = entrants(6)
    picture = render_bracket("Cup", field, [], total_rounds=3, locale=EN)
    png(picture)
    top, bottom = picture.layout["seed:1:2:0"], picture.layout["seed:1:2:1"]  # 4 and 5
    assert top[1] < bottom[1]
    assert "bye:1:1:1" in picture.layout and "bye:1:3:1" in picture.layout  # seeds 1 and 2
    assert "name:2:1:0" in picture.layout  # seed 1 goes through to round 2
    assert say(EN, "bracket-text-waiting") in picture.text


def test_a_bracket_too_small_for_its_entrants_is_refused() -> None:
    with pytest.raises(ValueError, match="do not fit"):
        render_bracket("Cup", entrants(5), [], total_rounds=2, locale=EN)


def test_a_bracket_of_the_wrong_length_or_with_games_off_the_draw_is_refused() -> None:
    with pytest.raises(ValueError, match="has 3 rounds, not 4"):
        render_bracket("Cup", entrants(8), [], total_rounds=4, locale=EN)
    off = Game(1, 1, 1, 2, 1, (100, 20), GameEnd.PLAYED)  # seeds 1 and 2 meet only in a final
    with pytest.raises(ValueError, match="not the bracket's"):
        render_bracket("Cup", entrants(8), [[off]], total_rounds=3, locale=EN)


def test_when_nobody_wins_a_game_the_next_box_shows_a_bye_and_the_other_player_goes_on() -> None:
    field = entrants(8, removed=(4, 5))
    first = [Game(1, 1, 1, 8, 1, (110, 40), GameEnd.PLAYED),
             Game(1, 2, 4, 5, None, (0, 0), GameEnd.FORFEIT),
             Game(1, 3, 2, 7, 2, (104, 90), GameEnd.PLAYED),
             Game(1, 4, 3, 6, 6, (50, 120), GameEnd.PLAYED)]
    second = [Game(2, 1, 1, None, 1, (0, 0), GameEnd.BYE), Game(2, 2, 2, 6)]
    before = render_bracket("Cup", field, [first], total_rounds=3, locale=EN)
    after = render_bracket("Cup", field, [first, second], total_rounds=3, locale=EN)
    for picture in (before, after):
        png(picture)
        assert "name:2:1:0" in picture.layout and "bye:2:1:1" in picture.layout
        assert "name:3:1:0" in picture.layout  # seed 1 waits in the final
        assert "name:3:1:1" not in picture.layout and "bye:3:1:1" not in picture.layout
        assert say(EN, "bracket-text-nobody", first="(4) Dan", second="(5) Eleanor") \
            in picture.text
    assert say(EN, "bracket-text-bye", name="(1) Annabelle") in after.text
    assert before.layout["name:3:1:0"] == after.layout["name:3:1:0"]


# -- every language -------------------------------------------------------------------


@pytest.mark.parametrize("locale", list(Locale))
def test_both_pictures_render_in_every_language_and_fit(locale: Locale) -> None:
    field = entrants(16, computers=(11,), removed=(13,))
    played = knockout_games(field, 4, seed=5)
    table = render_standings("冬季淘汰赛 Winter", KNOCKOUT,
                             standings(KNOCKOUT, field, [g for r in played for g in r]),
                             round_number=4, rounds=4, status=FINISHED, locale=locale)
    png(table)
    all_within(table)
    assert table.text.startswith(say(locale, "standings-text-head", title="冬季淘汰赛 Winter",
                                     subtitle=say(locale, "standings-subtitle",
                                                  format=say(locale, "standings-format-knockout"),
                                                  stage=say(locale, "standings-final"))))
    titles = [box for key, box in table.layout.items() if key.startswith("column:0:")]
    assert not any(overlaps(a, b) for i, a in enumerate(titles) for b in titles[i + 1:])
    status = [box for key, box in table.layout.items() if key.endswith(":status")]
    assert all(box[2] <= table.layout["panel:0"][2] for box in status)
    bracket = render_bracket("冬季淘汰赛", field, played, total_rounds=4, locale=locale)
    png(bracket)
    all_within(bracket)
    assert say(locale, "bracket-final") in bracket.text
    assert say(locale, "computer-name", level="easy") in bracket.text
