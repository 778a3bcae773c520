"""``ginbot play --format three`` and ``--format teams`` driven through stdin: whole
matches against the computer at a table of three and of two teams (house rules on
top), a team match saved and resumed mid-round, whole matches in the other languages,
the prompt on a terminal while the other board plays, and a ``--format`` that is no
table refused; and a session sitting a hand out (time under the test's control).

At a team table the other board plays on while the player thinks, so its news may
come between a prompt and the player's answer (the prompt is asked again below it):
after each move the driver waits for the player's own news ("You drew ...") before
it reads the next prompt.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from ginbot.engine import Rules, RulesError, RulesProblem, parse_house_rules
from ginbot.terminal.style import ERASE_LINE
from ginbot.text import Locale, players, refusal, rules_lines, say

from .test_play import ANSI, on_a_terminal
from .test_play_session import Table, as_through_a_pipe  # noqa: F401 - a fixture
from .test_play_support import Game, Turn, foreign_lines, prompt_pattern, shown

EN = Locale.EN
COMPUTER = r"Computer \(easy\) [123]"  # the computers, told apart by their seats
THREE = ("Ann", "Computer (easy) 1", "Computer (easy) 2")
TEAMS = ("Ann & Computer (easy) 2", "Computer (easy) 1 & Computer (easy) 3")


def start(tmp_path: Path, *args: str, locale: Locale = EN) -> Game:
    return Game("--database", str(tmp_path / "play.sqlite3"), "--images",
                str(tmp_path / "pictures"), "--pause", "0", "--lang", locale.value, *args,
                cwd=tmp_path, locale=locale)


def ended(game: Game, code: int) -> None:
    """The process ended with ``code``, and nothing went to stderr (no traceback, no log)."""
    assert game.finish() == code
    assert game.stderr() == ""


def play(game: Game, moves: int) -> Turn:
    """Make up to ``moves`` moves, each seen done (the player's own news) before the next
    prompt is read; returns the next turn (or the end of the match)."""
    you = "· " + re.escape(say(game.locale, "news-you"))
    turn = Turn(game)
    while moves and not turn.over:
        game.send(turn.move())
        if not turn.waiting:
            game.expect(you)
        turn = Turn(game)
        moves -= 1
    return turn


def header(names: tuple[str, ...], rules: Rules, *, resumed: bool = False) -> str:
    who, told = players(EN, names), " ".join(rules_lines(EN, rules))
    if resumed:
        return re.escape(say(EN, "terminal-header-resumed", match=1, players=who, rules=told))
    return re.escape(say(EN, "terminal-header", match=1, players=who, rules=told))


def scores(names: tuple[str, ...]) -> str:
    """A score line by side: each side's name and a number."""
    return re.escape(say(EN, "score-between")).join(
        re.escape(name) + r" \d+" for name in names)


def final_scores(line: str, names: tuple[str, ...]) -> list[int]:
    found = re.fullmatch(scores(names).replace(r" \d+", r" (\d+)"), line)
    assert found is not None, line
    return [int(score) for score in found.groups()]


def no_hidden_cards(text: str) -> None:
    """No computer's stock draw is ever named, nor its cards before a showdown shows them
    (a showdown runs from its title to the line with the score)."""
    assert not re.search(shown(EN, "news-draw-card", name=COMPUTER), text)
    title = re.compile(shown(EN, "terminal-showdown-hand") + "|"
                       + shown(EN, "terminal-round-showdown"))
    held = re.compile(f"{COMPUTER}" + r"\b.*\[")
    showdown = False
    for line in text.splitlines():
        if title.fullmatch(line):
            showdown = True
        elif not line or line.startswith(("· ", "──", "══")):
            showdown = False
        assert showdown or not held.match(line), line


def pictures_of(tmp_path: Path) -> dict[str, list[Path]]:
    kinds: dict[str, list[Path]] = {}
    for path in sorted((tmp_path / "pictures").glob("*.png")):
        kinds.setdefault(path.stem.split("-", 1)[1], []).append(path)
    return kinds


def test_a_whole_three_handed_match(tmp_path):
    rules = parse_house_rules("gin_bonus=30", Rules.preset("quick").with_changes(players=3))
    game = start(tmp_path, "--format", "three", "--level", "easy", "--preset", "quick",
                 "--rules", "gin_bonus=30", "--seed", "3")
    game.expect(header(THREE, rules))
    turn = play(game, 1000)
    assert turn.over is not None
    ended(game, 0)
    text = game.text

    # every table shows the three scores, the two who play and the one who sits out
    titles = re.findall(shown(EN, "terminal-table-title", scores=f"({scores(THREE)})",
                              target="50"), text)
    assert titles
    boards = re.findall(shown(EN, "terminal-three-board", players="(.*?)"), text)
    dealers = re.findall(shown(EN, "terminal-sits-out", name="(.*?)"), text)
    assert boards and dealers
    for pair in boards:
        assert pair.count(say(EN, "players-between")) == 1 and pair in (
            players(EN, (a, b)) for a in THREE for b in THREE if a != b)
    assert set(dealers) <= set(THREE[1:])  # the player is told in their own words

    # a hand the player sits out: they are told so, and the computers play it through
    out = shown(EN, "terminal-you-sit-out",
                players=f"{COMPUTER}{re.escape(say(EN, 'players-between'))}{COMPUTER}")
    sitting = re.search(out + "\n(?P<rest>(?:.*\n)*?)" + shown(EN, "terminal-showdown-hand"),
                        text)
    assert sitting is not None, "the player never sat a hand out"
    followed = sitting["rest"]
    assert len(re.findall(f"(?m)^· {COMPUTER} ", followed)) >= 4
    assert not re.search(shown(EN, "terminal-prompt"), followed)

    # showdowns name the board's two players, then the score of all three
    assert re.search(re.escape(say(EN, "showdown-line", result="QQ", score="SS"))
                     .replace("QQ", ".*").replace("SS", scores(THREE)), text)

    # the result by side: the winner reached the target, every hand's score after it
    winner, score = re.fullmatch(shown(EN, "terminal-table-won", name="(.*?)", score="(.*)"),
                                 turn.over).groups()
    final = final_scores(score, THREE)
    won = final.pop(THREE.index(winner))
    assert won >= 50 > max(final)
    hands = re.search(shown(EN, "terminal-hands", hands="(.*)"), text)
    assert hands is not None and hands[1].endswith(score)
    no_hidden_cards(text)

    kinds = pictures_of(tmp_path)
    assert set(kinds) == {"hand", "table", "showdown", "summary"}
    assert len(kinds["showdown"]) == len(re.findall(shown(EN, "terminal-showdown-hand"), text))
    for path in (kinds["table"][-1], kinds["showdown"][-1], kinds["summary"][0]):
        with Image.open(path) as image:
            image.verify()
            assert image.format == "PNG" and image.size[0] > 400


def test_a_team_match_saved_and_resumed_mid_round(tmp_path):
    rules = parse_house_rules("target=60", Rules().with_changes(players=4))
    game = start(tmp_path, "--format", "teams", "--level", "easy", "--rules", "target=60",
                 "--seed", "3")
    game.expect(header(TEAMS, rules))
    turn = play(game, 12)
    assert not turn.over
    game.send("q")
    game.expect(shown(EN, "terminal-saved", command="ginbot play --resume --database .*"))
    ended(game, 0)
    first = game.text
    before = len(pictures_of(tmp_path)["table"])

    game = start(tmp_path, "--resume", "--format", "three")
    game.expect(re.escape(say(EN, "terminal-resumed-options")))  # the match keeps its table
    game.expect(header(TEAMS, rules, resumed=True))
    game.expect("(?m)^· " + re.escape(say(EN, "news-you")))  # the last moves are recalled
    turn = play(game, 1000)
    assert turn.over is not None
    ended(game, 0)
    text = first + game.text

    # the round's title has both teams' scores; both boards are on the table
    assert re.search(shown(EN, "terminal-round-title", scores=scores(TEAMS), target="60"), text)
    for number, pair in ((1, ("Ann", "Computer (easy) 1")),
                         (2, ("Computer (easy) 2", "Computer (easy) 3"))):
        board = re.escape(players(EN, pair))
        assert re.search(shown(EN, "terminal-board", board=str(number), players=board), text)
        assert re.search(shown(EN, "terminal-board-over", board=str(number), players=board),
                         text) or number == 1
        assert re.search(shown(EN, "terminal-board-showdown", board=str(number),
                               players=board), text)
    # only the player's own hand is shown, and while the other board plays on the
    # prompt comes back below its news
    assert re.search(shown(EN, "terminal-hand"), text)
    assert re.search(f"(?m)^· {COMPUTER} .*\n" + shown(EN, "terminal-prompt"), text)
    no_hidden_cards(text)

    # each round's showdown: both boards, then what the round scores by team
    rounds = re.findall(shown(EN, "terminal-round-showdown", hand=r"\d+"), text)
    scored = re.findall("(?:" + shown(EN, "terminal-round-scored", score=scores(TEAMS)) + "|"
                        + shown(EN, "terminal-round-no-score", score=scores(TEAMS)) + ")", text)
    assert rounds and len(scored) == len(rounds)

    winner, score = re.fullmatch(shown(EN, "terminal-table-won", name="(.*?)", score="(.*)"),
                                 turn.over).groups()
    final = final_scores(score, TEAMS)
    assert winner in TEAMS and final[TEAMS.index(winner)] >= 60 > final[1 - TEAMS.index(winner)]
    found = re.search(shown(EN, "terminal-rounds", rounds="(.*)"), text)
    assert found is not None and found[1].endswith(score)

    kinds = pictures_of(tmp_path)
    assert len(kinds["table"]) > before and len(kinds["summary"]) == 1
    assert len(kinds["showdown"]) == len(rounds)
    with Image.open(kinds["showdown"][0]) as both:  # one picture, the boards one above
        both.verify()                                 # the other
        assert both.format == "PNG" and both.size[1] > both.size[0] * 0.6


@pytest.mark.parametrize(("table", "locale"), [
    ("three", Locale.MS), ("teams", Locale.ZH_TW), ("teams", Locale.ZH_CN)])
def test_a_whole_match_at_a_table_reads_only_the_players_language(tmp_path, table, locale):
    game = start(tmp_path, "--format", table, "--level", "easy", "--preset", "quick",
                 "--seed", "5", locale=locale)
    turn = play(game, 1000)
    assert turn.over is not None
    ended(game, 0)
    text = game.text
    if table == "teams":
        assert re.search(shown(locale, "terminal-round-showdown", hand=r"\d+"), text)
        assert re.search(shown(locale, "terminal-board", board="2"), text)
    else:
        assert re.search(shown(locale, "terminal-three-board"), text)
    assert foreign_lines(text, locale) == []


def test_on_a_terminal_the_prompt_stays_below_the_other_boards_news(tmp_path):
    erased_news = re.escape(ERASE_LINE) + f"· {COMPUTER} .*\n" + prompt_pattern(EN)
    text = ANSI.sub("", on_a_terminal(tmp_path, 200, EN, "--format", "teams",
                                      until=erased_news))
    asked = re.split(prompt_pattern(EN), text, maxsplit=1)[-1]  # from the first prompt on
    assert re.match(re.escape(ERASE_LINE) + f"· {COMPUTER} .*\n" + prompt_pattern(EN), asked)
    assert not re.search(prompt_pattern(EN) + "·", text)  # no news ever glued to a prompt


def test_a_format_that_is_no_table_is_refused(tmp_path):
    game = start(tmp_path, "--format", "five")
    assert game.finish() == 2
    error = game.stderr()
    assert "argument --format: invalid choice: 'five'" in error
    assert all(f"'{name}'" in error for name in ("two", "three", "teams")), error
    assert not (tmp_path / "play.sqlite3").exists()

    game = start(tmp_path, "--format", "three", "--preset", "hollywood")
    game.expect("! " + re.escape(refusal(EN, RulesError(
        RulesProblem.HOLLYWOOD_PLAYERS, "hollywood", value=3))))
    ended(game, 2)


async def test_a_hand_sat_out_is_followed_and_moves_in_it_refused(tmp_path):
    table = Table(tmp_path, seed=1)  # seed 1: the player deals the first hand
    await table.service.start()
    try:
        assert await table.session.begin(level="random", rules=Rules.preset("three"),
                                         resume=False) is None
        dealt = table.out.getvalue()
        computers = ("Computer (random) 1", "Computer (random) 2")
        sitting = say(EN, "terminal-you-sit-out", players=players(EN, computers))
        assert sitting in dealt and not re.search(prompt_pattern(EN), dealt)
        assert await table.type("s") == f"! {sitting}\n"
        upcard = (await table.view()).view.boards[0].hand.upcard
        assert await table.type("pile") == say(EN, "terminal-pile", count=1,
                                               cards=str(upcard)) + "\n"
        looked = await table.type("l")
        assert re.search(shown(EN, "terminal-three-board", players=re.escape(
            players(EN, computers))), looked) and looked.rstrip().endswith(sitting)

        followed = await table.computer_plays()  # to the player's first turn, in hand 2
        before, after = re.split(shown(EN, "terminal-showdown-hand", hand="1"), followed)
        assert len(re.findall(r"(?m)^· Computer \(random\) [12] ", before)) >= 4
        assert not re.search(prompt_pattern(EN), before)
        assert re.search(prompt_pattern(EN) + "$", after)
    finally:
        await table.service.close()
