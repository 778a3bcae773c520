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

from cards_img import render_table
from ginbot.engine import Rules, RulesError, RulesProblem, parse_house_rules
from ginbot.engine.group import TeamMatch
from ginbot.model import Played
from ginbot.terminal.style import ERASE_LINE, UP_ERASE
from ginbot.text import Locale, news_lines, players, refusal, rules_lines, say
from tests.play_support import ANSI, Game, Turn, foreign_lines, on_a_terminal, prompt_pattern, shown
from tests.session_support import Table

EN = Locale.EN
COMPUTER = r"Computer \(easy\) [123]"  # the computers, told apart by their seats
THREE = ("Ann", "Computer (easy) 1", "Computer (easy) 2")
TEAMS = ("Ann & Computer (easy) 2", "Computer (easy) 1 & Computer (easy) 3")

pytestmark = pytest.mark.usefixtures("as_through_a_pipe")


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
    you = "· " + on_board(game.locale) + re.escape(say(game.locale, "news-you"))
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


def on_board(locale: Locale, board: str = r"\d") -> str:
    """The board a move at a team table names first ("Board 2: "), if there is one."""
    return f"(?:{shown(locale, 'news-on-board', board=board, line='')})?"


def scores(names: tuple[str, ...], score: str = r"\d+") -> str:
    """A score line by side: each side's name apart from its number ("Ann: 12")."""
    return re.escape(say(EN, "score-between")).join(
        shown(EN, "terminal-score-of", name=re.escape(name), score=score) for name in names)


def final_scores(line: str, names: tuple[str, ...]) -> list[int]:
    found = re.fullmatch(scores(names, r"(\d+)"), line)
    assert found is not None, line
    return [int(score) for score in found.groups()]


def scored_hands(hands: str, names: tuple[str, ...]) -> list[int]:
    """Each side's points from each hand's (or round's) score, which names the side that
    scored, or nobody; every hand is there, in order."""
    points = [0] * len(names)
    for number, item in enumerate(hands.split(say(EN, "terminal-hands-between")), start=1):
        if item == say(EN, "terminal-hand-no-score", hand=number):
            continue
        side = next(s for s, name in enumerate(names) if re.fullmatch(
            shown(EN, "terminal-hand-scored", hand=str(number), name=re.escape(name),
                  points=r"\d+"), item))
        points[side] += int(item.rsplit("+", 1)[1])
    return points


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


@pytest.mark.slow
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
    assert hands is not None
    assert scored_hands(hands[1], THREE) == final_scores(score, THREE)
    assert not re.search(r"\(easy\) [12] \d", text)  # a name never runs into its score
    no_hidden_cards(text)

    kinds = pictures_of(tmp_path)
    assert set(kinds) == {"hand", "table", "showdown", "summary"}
    assert len(kinds["showdown"]) == len(re.findall(shown(EN, "terminal-showdown-hand"), text))
    for path in (kinds["table"][-1], kinds["showdown"][-1], kinds["summary"][0]):
        with Image.open(path) as image:
            image.verify()
            assert image.format == "PNG" and image.size[0] > 400


@pytest.mark.slow
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
    recap = game.expect(shown(EN, "terminal-recap", moves="(.*)") + "\n")  # the last moves
    moves = recap[1].split(say(EN, "terminal-recap-between"))          # in one line
    assert moves and all(re.match(shown(EN, "news-on-board", board="1"), m) for m in moves)
    assert game.text.count(recap[1]) == 1  # not repeated as moves played again
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
    # only the player's own hand is shown, and while the other board plays on, the hand
    # and the prompt come back below its news; every move names its board
    assert re.search(shown(EN, "terminal-hand"), text)
    news = shown(EN, "news-on-board", board="2", line=f"{COMPUTER} .*")
    asked = shown(EN, "terminal-prompt") + " "
    kept = list(re.finditer(f"{asked}\n· {news}\n(?P<hand>(?:.*\n)*?){asked}", text))
    assert kept and all(re.match(shown(EN, "terminal-hand"), k["hand"]) for k in kept)
    deal = "|".join(shown(EN, m) for m in ("news-deal-board", "news-deal-board-scarne"))
    for line in re.findall("(?m)^· (.*)$", text):
        assert re.fullmatch(deal, line) or re.match(shown(EN, "news-on-board"), line), line
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
    assert found is not None
    assert scored_hands(found[1], TEAMS) == final_scores(score, TEAMS)

    kinds = pictures_of(tmp_path)
    assert len(kinds["table"]) > before and len(kinds["summary"]) == 1
    assert len(kinds["showdown"]) == len(rounds)
    with Image.open(kinds["showdown"][0]) as both:  # one picture, the boards one above
        both.verify()                                 # the other
        assert both.format == "PNG" and both.size[1] > both.size[0] * 0.6


@pytest.mark.parametrize(("table", "locale"), [
    ("three", Locale.MS), ("teams", Locale.ZH_TW), ("teams", Locale.ZH_CN)])
@pytest.mark.slow
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


def test_on_a_terminal_the_hand_and_the_prompt_stay_below_the_other_boards_news(tmp_path):
    news = "· " + shown(EN, "news-on-board", board="2", line=f"{COMPUTER} .*") + "\n"
    asked = shown(EN, "terminal-prompt") + " "
    kept = f"(?P<hand>{shown(EN, 'terminal-hand')}\n(?:.*\n)*?){asked}"
    twice = (re.escape(ERASE_LINE) + news + kept + re.escape(ERASE_LINE)
             + f"(?P<up>(?:{re.escape(UP_ERASE)})+)" + news + kept.replace("?P<hand>", ""))
    text = ANSI.sub("", on_a_terminal(tmp_path, 200, EN, "--format", "teams", until=twice))
    after = re.split(prompt_pattern(EN), text, maxsplit=1)[-1]  # from the first prompt on
    first = re.match(re.escape(ERASE_LINE) + news + kept, after)  # the prompt alone erased
    assert first is not None, after[:2000]
    found = re.search(twice, text)  # then the hand and the prompt, every row of them
    assert found is not None
    assert found["up"].count(UP_ERASE) == found["hand"].count("\n")
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


@pytest.mark.slow  # a whole hand of two random computers, followed move by move
async def test_a_hand_sat_out_is_followed_and_moves_in_it_refused(tmp_path):
    table = Table(tmp_path, seed=1)  # seed 1: the player deals the first hand
    await table.service.start()
    try:
        assert await table.session.begin(level="random", rules=Rules.preset("three"),
                                         resume=False) is None
        dealt = table.out.getvalue()
        computers = ("Computer (random) 1", "Computer (random) 2")
        # seed 1 ties the cut: everyone's first cut is named, the player's too, then the
        # tied ones' cut again
        cut = re.search("(?m)^· " + shown(EN, "news-cut-table-tie", cuts="(?P<cuts>.*?)",
                                          recut="(?P<recut>.*?)", dealer="Ann") + "$", dealt)
        assert cut is not None, dealt
        first = cut["cuts"]
        for name in ("Ann", *computers):
            assert re.search(shown(EN, "news-cut-one", name=re.escape(name)), first), first
        assert len(re.findall(shown(EN, "news-cut-one"), cut["recut"])) >= 2
        header = dealt.split("\n")[1]  # the rules line says once who deals next
        assert say(EN, "rule-three-players") in header
        assert say(EN, "rule-dealer-alternate") not in header
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


def test_the_team_table_picture_names_the_board_of_each_last_action():
    """Two boards deal from two decks: "Bob discarded Q♥" and "Dan discarded Q♥" may both
    be true, so each line of the last actions names its board, whether the front end gives
    them (the terminal, Discord) or the picture finds them in the hands."""
    names = ("Ann", "Bob", "Cat", "Dan")
    match = TeamMatch(Rules(players=4), 3)
    played = []
    while len(played) < 12:
        seat = match.to_move[len(played) % len(match.to_move)]
        events = match.apply(match.legal(seat)[0], seat)
        played += [Played.seen(event, None) for event in events]
    view = match.view(None)
    boards = [board.players for board in view.boards]
    given = news_lines(EN, played, names, None, boards)
    assert {line.split(":")[0] for line in given} == {"Board 1", "Board 2"}
    for last in ((), given):
        picture = render_table(view, names, last, locale=EN)
        told = re.fullmatch(shown(EN, "pic-table-text-last", actions="(.*)"),
                            picture.text.rsplit("\n", 1)[-1])
        assert told is not None, picture.text
        actions = told[1].split("; ")
        assert actions and all(re.match(shown(EN, "news-on-board", board="[12]"), action)
                               for action in actions), told
