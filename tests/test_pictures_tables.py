"""The pictures of tables of three and of two teams: the table, the showdown, the summary."""

import io
from itertools import pairwise

import pytest
from PIL import Image

from cards_img import (
    Picture,
    render_round_showdown,
    render_showdown,
    render_summary,
    render_table,
    scenes,
)
from ginbot.engine import HandResult, Rules, TeamMatch, ThreeHandedMatch, replay, round_score
from ginbot.text import Locale, say, score_line, showdown_result, whose_turn

THREE = ("Ann", "Bob", "Cat")
FOUR = ("Ann", "Bob", "Cat", "Dan")  # Ann & Cat against Bob & Dan
EN = Locale.EN


def png(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    assert image.format == "PNG" and image.size == picture.size
    assert len(picture.png) <= 200 * 1024
    return image


def inside(inner, outer) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] \
        and inner[3] <= outer[3]


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def team(locale: Locale, first: str, second: str) -> str:
    return say(locale, "side-team", first=first, second=second)


def board_results(table) -> list[tuple[tuple[int, int], HandResult]]:
    boards = []
    for board in table.boards:
        assert board.hand.result is not None
        boards.append((board.players, board.hand.result))
    return boards


def round_picture(table, names=FOUR, locale=EN) -> Picture:
    return render_round_showdown(board_results(table), names, table.scores, table.sides,
                                 locale=locale, hand_number=table.hand_number)


@pytest.fixture(scope="module")
def three() -> ThreeHandedMatch:
    return scenes.three_mid_match()


@pytest.fixture(scope="module")
def teams() -> TeamMatch:
    return scenes.teams_one_board_over()


@pytest.fixture(scope="module")
def split() -> TeamMatch:
    return scenes.teams_round_over(lambda t: len({
        b.players[b.hand.result.winner] % 2 for b in t.boards
        if b.hand.result is not None and b.hand.result.winner is not None}) == 2)


@pytest.fixture(scope="module")
def three_showdown() -> ThreeHandedMatch:
    return scenes.three_hand_over(lambda r: r.showdown is not None
                                  and bool(r.showdown.layoffs))


# -- the engine's running totals ----------------------------------------------------------


@pytest.mark.parametrize("make", [scenes.three_match, scenes.teams_match])
def test_running_totals_follow_every_hand_or_round_and_survive_a_replay(make):
    table = make()
    view = table.view(None)
    played = len(table.results) if isinstance(table, ThreeHandedMatch) else len(table.rounds)
    assert len(view.running) == played > 2
    assert view.running[-1] == tuple(table.points)
    assert all(len(row) == len(view.sides) for row in view.running)
    for before, after in pairwise(((0,) * len(view.sides), *view.running)):
        gained = [b - a for a, b in zip(before, after, strict=True)]
        assert min(gained) == 0 and sum(1 for g in gained if g) <= 1  # one side scores
    assert replay(table.record()).view(None).running == view.running


def test_a_team_rounds_running_total_adds_what_the_round_scores(split):
    before = split.view(None).running
    assert before[-1] == tuple(split.points)
    won: list[list[int]] = [[], []]
    for board in split.boards:
        result = board.hand.result
        won[board.players[result.winner] % 2].append(result.points)
    side, points = round_score(won[0], won[1])
    previous = before[-2] if len(before) > 1 else (0, 0)
    assert before[-1][side] - previous[side] == points
    assert before[-1][1 - side] == previous[1 - side]


# -- the table ------------------------------------------------------------------------------


def test_three_handed_table_shows_the_board_and_who_sits_out(three):
    view = three.view(None)
    (board,) = view.boards
    out = three.sitting_out
    assert out not in board.players
    picture = render_table(view, THREE, locale=EN)
    png(picture)
    layout = picture.layout
    for seat in range(3):
        assert f"name:{seat}" in layout and f"score:{seat}" in layout
    for seat in board.players:
        assert f"backs:{seat}" in layout and f"caption:{seat}" not in layout
        assert f"count:{seat}" in layout
    assert f"backs:{out}" not in layout and f"caption:{out}" in layout
    assert inside(layout[f"caption:{out}"], layout[f"name:{out}"])
    assert inside(layout["dealer"], layout[f"name:{out}"])  # the one sitting out deals
    assert not overlap(layout[f"name:{out}"], layout["log"])
    for key in ("stock", "pile", "upcard", "log", "turn:text"):
        assert key in layout
    text = picture.text
    assert text.splitlines()[0] == say(EN, "pic-table-text-head", hand=view.hand_number,
                                       score=score_line(EN, THREE, view.scores), target=100)
    assert say(EN, "pic-table-text-sits-out", name=THREE[out]) in text
    on_board = [THREE[p] for p in board.players]
    assert say(EN, "news-sentence", line=whose_turn(EN, board.hand, on_board)) in text


def test_team_table_shows_both_boards_and_the_team_scores(teams):
    view = teams.view(None)
    over = [b.hand.result is not None for b in view.boards]
    assert sorted(over) == [False, True]
    picture = render_table(view, FOUR, locale=EN)
    image = png(picture)
    layout = picture.layout
    assert image.height > render_table(scenes.three_mid_match().view(None), THREE,
                                       locale=EN).size[1]
    for seat in range(4):
        assert f"backs:{seat}" in layout and f"name:{seat}" in layout
    for number in (1, 2):
        for key in ("stock", "stock:count", "pile", "frame", "board"):
            assert f"board{number}:{key}" in layout
    frames = [layout["board1:frame"], layout["board2:frame"]]
    assert not overlap(*frames)
    for number, board in enumerate(view.boards, start=1):
        for seat in board.players:
            assert inside(layout[f"backs:{seat}"], layout[f"board{number}:frame"])
        if board.hand.result is not None:
            assert f"board{number}:result" in layout
        else:
            assert f"board{number}:result" not in layout
            assert f"board{number}:turn:text" in layout
    for side in (0, 1):
        assert layout[f"team:{side}"][3] <= frames[0][1]  # the scores head the picture
    text = picture.text
    scores = score_line(EN, (team(EN, "Ann", "Cat"), team(EN, "Bob", "Dan")), view.scores)
    assert scores == f"Ann & Cat {view.scores[0]}, Bob & Dan {view.scores[1]}"
    assert text.splitlines()[0] == say(EN, "pic-table-text-round-head",
                                       round=view.hand_number, score=scores, target=100)
    done = over.index(True)
    board = view.boards[done]
    names = [FOUR[p] for p in board.players]
    assert say(EN, "pic-table-text-board-over", board=done + 1,
               result=showdown_result(EN, board.hand.result, names)) in text
    for number, board in enumerate(view.boards, start=1):
        first, second = (FOUR[p] for p in board.players)
        assert say(EN, "pic-table-text-board", board=number, first=first, second=second) in text
    assert view.to_move and all(seat in view.boards[over.index(False)].players
                                for seat in view.to_move)


def test_both_boards_in_play_each_say_whose_turn():
    table = scenes.play_table(TeamMatch(Rules(players=4), 5),
                              stop=lambda t: len(t.to_move) == 2 and t.hand_number == 2)
    view = table.view(None)
    assert len(view.to_move) == 2
    picture = render_table(view, FOUR, locale=EN)
    for number, board in enumerate(view.boards, start=1):
        assert f"board{number}:turn:text" in picture.layout
        names = [FOUR[p] for p in board.players]
        assert say(EN, "news-sentence", line=whose_turn(EN, board.hand, names)) in picture.text


@pytest.mark.parametrize("make", ["three", "teams"])
def test_no_hidden_card_appears_in_a_public_table_picture(make, request):
    table = request.getfixturevalue(make)
    names = THREE if make == "three" else FOUR
    view = table.view(None)
    picture = render_table(view, names, locale=EN)
    hidden = set()
    for board, public in zip(table.boards, view.boards, strict=True):
        if board.hand.is_over:
            continue  # a finished board's hands were shown at its showdown
        seen = {e.card for e in public.hand.history if e.card is not None}
        for own in (0, 1):
            hidden |= set(board.hand.hand(own)) - seen
    assert len(hidden) >= 15  # partners' hands included
    words = picture.text
    assert not [card for card in hidden if str(card) in words.split()
                or f"{card}." in words or f"{card};" in words or f"{card})" in words]
    drawn_faces = [key for key in picture.layout if ":" in key and key.split(":")[-1]
                   in {c.code for c in hidden}]
    assert drawn_faces == []
    pile_cards = {c.code for public in view.boards for c in public.hand.pile}
    faces = [key.rsplit(":", 1)[1] for key in picture.layout if "pile:" in key
             and not key.endswith(("pile:below",))]
    assert set(faces) <= pile_cards  # every face drawn is in a discard pile
    for seat in range(len(names)):
        assert not any(key.startswith("card:") for key in picture.layout)
        assert f"hand:{seat}" not in picture.layout


def test_a_private_view_or_the_wrong_names_are_refused(three, teams):
    with pytest.raises(ValueError, match="public"):
        render_table(teams.view(0), FOUR, locale=EN)
    with pytest.raises(ValueError, match="3 names for a table of 4"):
        render_table(teams.view(None), THREE, locale=EN)
    with pytest.raises(ValueError, match="4 names for a table of 3"):
        render_table(three.view(None), FOUR, locale=EN)


def test_a_match_won_at_a_team_table_names_the_winning_team():
    table = scenes.teams_match()
    view = table.view(None)
    picture = render_table(view, FOUR, locale=EN)
    winners = team(EN, *(FOUR[s] for s in table.sides[view.winner]))
    assert say(EN, "pic-table-text-match-over-group", name=winners) in picture.text
    assert picture.layout["title"][2] > picture.layout["title"][0]


# -- the showdown ---------------------------------------------------------------------------


def test_three_handed_showdown_names_the_two_players_and_scores_all_three(three_showdown):
    (board,) = three_showdown.boards
    picture = render_round_showdown(board_results(three_showdown), THREE,
                                    three_showdown.scores, three_showdown.sides, locale=EN,
                                    hand_number=three_showdown.hand_number)
    png(picture)
    out = three_showdown.sitting_out
    for seat in board.players:
        assert f"name:{seat}" in picture.layout
    assert f"name:{out}" not in picture.layout
    result = board.hand.result
    for card in (*result.hands[0], *result.hands[1]):
        assert f"card:{card.code}" in picture.layout
    assert any(key.startswith("layoff:") for key in picture.layout)
    text = picture.text
    assert say(EN, "pic-showdown-text-score",
               score=score_line(EN, THREE, three_showdown.scores)) in text
    assert say(EN, "pic-table-text-sits-out", name=THREE[out]) in text


def test_team_round_showdown_has_both_boards_and_the_rounds_score(split):
    picture = round_picture(split)
    png(picture)
    layout = picture.layout
    assert not overlap(layout["board1:frame"], layout["board2:frame"])
    assert layout["board1:frame"][3] <= layout["board2:frame"][1]
    for number, (players, result) in enumerate(board_results(split), start=1):
        for seat in players:
            assert inside(layout[f"board{number}:name:{seat}"], layout[f"board{number}:frame"])
        for card in (*result.hands[0], *result.hands[1]):
            assert inside(layout[f"board{number}:card:{card.code}"],
                          layout[f"board{number}:frame"])
        assert f"board{number}:badge" in layout and f"board{number}:result" in layout
    assert layout["result"][1] >= layout["board2:frame"][3]
    won = {}
    for players, result in board_results(split):
        won[players[result.winner] % 2] = result.points
    side = 0 if won[0] > won[1] else 1
    teams = (team(EN, "Ann", "Cat"), team(EN, "Bob", "Dan"))
    line = say(EN, "pic-round-split", name=teams[side], points=abs(won[0] - won[1]))
    text = picture.text.splitlines()
    assert say(EN, "news-sentence", line=line) in text
    assert text[-1] == say(EN, "pic-showdown-text-score",
                           score=score_line(EN, teams, split.scores))
    assert text[0] == say(EN, "news-sentence",
                          line=say(EN, "pic-showdown-round-title", round=split.hand_number))
    for number, (players, _) in enumerate(board_results(split), start=1):
        assert say(EN, "pic-showdown-text-board", board=number, first=FOUR[players[0]],
                   second=FOUR[players[1]]) in text


def test_a_team_round_scores_as_the_rules_say():
    knock = scenes.knock_with_layoffs().result
    gin = scenes.gin_showdown().result
    dead = scenes.dead_hand().result
    teams = (team(EN, "Ann", "Cat"), team(EN, "Bob", "Dan"))

    def line(first: HandResult, second: HandResult) -> str:
        boards = [((0, 1), first), ((2, 3), second)]
        return render_round_showdown(boards, FOUR, (0, 0), TeamMatch.TEAMS,
                                     locale=EN).text.splitlines()[-2]

    def sentence(line: str) -> str:
        return say(EN, "news-sentence", line=line)

    side = knock.winner  # board (0, 1): the winner's seat is its team
    both = say(EN, "pic-round-both", name=teams[side], points=2 * knock.points)
    assert line(knock, knock) == sentence(both)
    one = say(EN, "pic-round-one", name=teams[side], points=knock.points)
    assert line(knock, dead) == sentence(one)
    assert line(dead, dead) == sentence(say(EN, "pic-round-dead"))
    # Board (2, 3) with the players' seats swapped: the winner's team changes.
    swapped = [((0, 1), knock), ((3, 2), knock)]
    even = render_round_showdown(swapped, FOUR, (0, 0), TeamMatch.TEAMS, locale=EN)
    assert even.text.splitlines()[-2] == sentence(say(EN, "pic-round-even"))
    split = [((0, 1), gin), ((3, 2), knock)]
    text = render_round_showdown(split, FOUR, (0, 0), TeamMatch.TEAMS, locale=EN).text
    bigger = gin.winner if gin.points > knock.points else 1 - knock.winner
    difference = say(EN, "pic-round-split", name=teams[bigger],
                     points=abs(gin.points - knock.points))
    assert text.splitlines()[-2] == sentence(difference)


def test_the_two_player_showdown_is_the_one_board_showdown():
    result = scenes.undercut_with_layoffs().result
    two = render_showdown(result, ("Ann", "Bob"), (30, 12), locale=EN, hand_number=3)
    one = render_round_showdown([((0, 1), result)], ("Ann", "Bob"), (30, 12), ((0,), (1,)),
                                locale=EN, hand_number=3)
    assert two == one


def test_a_showdown_refuses_boards_it_cannot_draw(split):
    boards = board_results(split)
    with pytest.raises(ValueError, match="not 3"):
        render_round_showdown([*boards, boards[0]], FOUR, (0, 0), TeamMatch.TEAMS, locale=EN)
    with pytest.raises(ValueError, match="3 scores for 2 sides"):
        render_round_showdown(boards, FOUR, (0, 0, 0), TeamMatch.TEAMS, locale=EN)
    with pytest.raises(ValueError, match="seat 5"):
        render_round_showdown([((0, 5), boards[0][1])], FOUR, (0, 0), TeamMatch.TEAMS,
                              locale=EN)


# -- the summary ----------------------------------------------------------------------------


def test_three_sides_summary_charts_every_side():
    table = scenes.three_match()
    view = table.view(None)
    picture = render_summary(view, THREE, locale=EN)
    png(picture)
    layout = picture.layout
    assert "chart" in layout and "legend:knock" in layout and "legend:gin" not in layout
    for side in range(3):
        assert inside(layout[f"row:{side}"], (0, layout["chart"][3], *picture.size))
        assert f"cell:{side}:1" in layout and f"cell:{side}:2" not in layout
    text = picture.text.splitlines()
    assert text[0] == say(EN, "news-sentence", line=say(
        EN, "pic-summary-over-group", name=THREE[view.winner],
        score=score_line(EN, THREE, view.scores)))
    totals = ", ".join("-".join(map(str, row)) for row in view.running)
    assert text[1] == say(EN, "pic-summary-text-side-totals", sides="Ann; Bob; Cat",
                          totals=totals)
    wins = [sum(1 for s, r in table.results if r.winner is not None
                and s.players[r.winner] == seat) for seat in range(3)]
    for seat in range(3):
        assert say(EN, "pic-summary-text-side", name=THREE[seat], score=view.scores[seat],
                   hands=wins[seat]) in text


def test_team_summary_counts_rounds_by_team():
    table = scenes.teams_match()
    view = table.view(None)
    picture = render_summary(view, FOUR, locale=EN)
    png(picture)
    assert "row:1" in picture.layout and "row:2" not in picture.layout
    assert "legend:knock" in picture.layout
    teams = (team(EN, "Ann", "Cat"), team(EN, "Bob", "Dan"))
    for side in (0, 1):
        assert say(EN, "pic-summary-text-team", name=teams[side], score=view.scores[side],
                   rounds=table.rounds_won[side]) in picture.text
    assert say(EN, "pic-summary-rounds", count=len(table.rounds)) == \
        f"{len(table.rounds)} rounds"


@pytest.mark.parametrize("table, names", [(ThreeHandedMatch, THREE), (TeamMatch, FOUR)])
def test_box_scoring_at_a_table_of_three_or_four_adds_up_each_sides_total(table, names):
    """Each side's final score from the points it scored, a box bonus for each hand (a
    team: each round) it won, and the winner's game bonus, under the table."""
    rules = Rules(players=len(names)).with_changes(bonuses=True)
    view = scenes.play_table(table(rules, 1)).view(None)
    assert view.over
    picture = render_summary(view, names, locale=EN)
    series = [tuple(0 for _ in view.sides), *view.running]
    sides = [say(EN, "side-team", first=names[a], second=names[b]) for a, b in view.sides] \
        if table is TeamMatch else list(names)
    for side, name in enumerate(sides):
        won = sum(1 for before, after in pairwise(series) if after[side] > before[side])
        parts = [say(EN, "bonus-hands", points=view.running[-1][side])]
        if won:
            parts.append(say(EN, "bonus-box", count=won, bonus=rules.box_bonus))
        if side == view.winner:
            parts.append(say(EN, "bonus-game", bonus=rules.game_bonus))
        line = say(EN, "bonus-side", name=name,
                   parts=say(EN, "bonus-plus").join(parts), total=view.scores[side])
        assert say(EN, "news-sentence", line=line) in picture.text.splitlines()
        assert inside(picture.layout[f"bonus:{side}"], (0, 0, *picture.size))


def test_a_summary_before_any_hand_ends():
    view = ThreeHandedMatch(Rules(players=3), 4).view(None)
    picture = render_summary(view, THREE, locale=EN)
    assert say(EN, "pic-summary-text-side-totals", sides="Ann; Bob; Cat",
               totals=say(EN, "pic-summary-text-no-hands")) in picture.text


# -- every language, and the same bytes every time ---------------------------------------------


def every_picture(three, teams, split, three_showdown, locale):
    return {
        "three table": render_table(three.view(None), THREE, locale=locale),
        "team table": render_table(teams.view(None), FOUR, locale=locale),
        "three showdown": render_round_showdown(
            board_results(three_showdown), THREE, three_showdown.scores, three_showdown.sides,
            locale=locale, hand_number=three_showdown.hand_number),
        "team showdown": round_picture(split, locale=locale),
        "three summary": render_summary(three.view(None), THREE, locale=locale),
        "team summary": render_summary(teams.view(None), FOUR, locale=locale),
    }


@pytest.mark.parametrize("locale", list(Locale))
def test_every_new_picture_is_worded_in_each_language(locale, three, teams, split,
                                                      three_showdown):
    pictures = every_picture(three, teams, split, three_showdown, locale)
    for kind, picture in pictures.items():
        png(picture)
        assert picture.text, kind
        names = THREE if kind.startswith("three") else FOUR
        assert all(name in picture.text for name in names), kind
    sides = (say(locale, "side-team", first="Ann", second="Cat"),
             say(locale, "side-team", first="Bob", second="Dan"))
    view = teams.view(None)
    assert say(locale, "pic-table-text-round-head", round=view.hand_number,
               score=score_line(locale, sides, view.scores), target=100) \
        in pictures["team table"].text
    out = three.sitting_out
    assert say(locale, "pic-table-text-sits-out", name=THREE[out]) in pictures["three table"].text
    assert say(locale, "pic-showdown-round-title", round=split.hand_number) \
        in pictures["team showdown"].text
    if locale is not EN:  # really translated
        english = every_picture(three, teams, split, three_showdown, EN)
        for kind, picture in pictures.items():
            assert picture.text != english[kind].text, kind


def test_the_new_pictures_are_deterministic(three, teams, split, three_showdown):
    first = every_picture(three, teams, split, three_showdown, EN)
    again = every_picture(scenes.three_mid_match(), scenes.teams_one_board_over(), split,
                          three_showdown, EN)
    for kind, picture in first.items():
        assert picture.png == again[kind].png, kind
        assert picture.layout == again[kind].layout, kind
