"""``ginbot play`` driven through stdin for a whole match: bad input on the way, a save
with q, with Ctrl-C and with the end of input, three resumes, the result, the pictures;
and on a terminal (a pty): colour and lines wrapped to its width; resign, pile."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from ginbot.engine import CardUnreadable, Rules, parse_house_rules
from ginbot.service import MatchService, User
from ginbot.text import Locale, players, refusal, rules_lines, say
from tests.play_support import (
    ANSI,
    SEED,
    WAIT,
    Game,
    Turn,
    bonus_totals,
    environment,
    on_a_terminal,
    prompt_pattern,
    shown,
)

EN = Locale.EN
EASY = ("Ann", "Computer (easy)")
EXPERT = ("Ann", "Computer (expert)")


def start(tmp_path: Path, *args: str) -> Game:
    return Game("--database", str(tmp_path / "play.sqlite3"), "--images",
                str(tmp_path / "pictures"), "--pause", "0", *args, cwd=tmp_path)


def ended(game: Game, code: int) -> None:
    """The process ended with ``code``, and nothing went to stderr (no traceback, no log)."""
    assert game.finish() == code
    assert game.stderr() == ""


def play(game: Game, moves: int) -> Turn:
    """Make up to ``moves`` moves; returns the next turn (or the end of the match)."""
    turn = Turn(game)
    while moves and not turn.over:
        game.send(turn.move())
        turn = Turn(game)
        moves -= 1
    return turn


def refused(game: Game, turn: Turn, line: str, message: str, *numbers: int) -> Turn:
    """``line`` is refused with ``message``, and the same prompt comes back. Each of
    ``numbers`` (a stand-in put into the message) may be any number on the screen."""
    game.send(line)
    pattern = re.escape(message)
    for number in numbers:
        pattern = pattern.replace(str(number), r"\d+")
    game.expect("! " + pattern)
    again = Turn(game, before=turn.screen)
    assert again.choices == turn.choices
    return again


def header(match: int, names: tuple[str, str], rules: Rules, *, resumed: bool = False) -> str:
    """The match's first line: its number, the players and (the first of) its rules."""
    return shown(EN, "terminal-header-resumed" if resumed else "terminal-header",
                 match=str(match), players=re.escape(players(EN, names)),
                 rules=re.escape(rules_lines(EN, rules)[0]) + ".*")


def saved() -> str:
    return shown(EN, "terminal-saved", command="ginbot play --resume")


@pytest.mark.slow
def test_a_whole_match_with_bad_input_saves_and_resumes(tmp_path):
    game = start(tmp_path, "--level", "easy", "--preset", "quick", "--seed", SEED)
    game.expect(header(1, EASY, Rules.preset("quick")))
    turn = Turn(game)
    turn = refused(game, turn, "xyzzy", say(EN, "terminal-unknown-command", line="xyzzy"))
    turn = refused(game, turn, "d 1x", refusal(EN, CardUnreadable("1x")))
    turn = refused(game, turn, "sort colour", say(EN, "terminal-sort-how"))
    while "t" not in turn.choices:
        game.send(turn.move())
        turn = Turn(game)
    game.send("t")
    turn = Turn(game)
    taken = turn.taken()
    assert taken is not None and "d" in turn.choices
    turn = refused(game, turn, f"d {taken}", say(EN, "refusal-card-just-taken", card=taken))
    turn = refused(game, turn, "s", say(EN, "refusal-drawn-already"))
    missing = turn.card_not_held()
    turn = refused(game, turn, f"d {missing}", say(EN, "refusal-card-not-held", card=missing))
    assert "k" not in turn.choices
    card = turn.suggested_discard()
    over = say(EN, "refusal-knock-over-limit", card=card, deadwood=9901, limit=9902)
    turn = refused(game, turn, f"k {card}", over, 9901, 9902)
    game.send("sort rank")
    game.expect(shown(EN, "terminal-hand-by-rank"))
    turn = Turn(game)
    game.send(turn.move())
    turn = play(game, 8)
    assert not turn.over
    other = start(tmp_path, "--resume")
    other.expect("! " + shown(EN, "terminal-in-use", path=r".*play\.sqlite3"))
    ended(other, 2)
    game.send(turn.move())
    turn = Turn(game)
    game.send("q")
    game.expect(shown(EN, "terminal-saved", command="ginbot play --resume --database "))
    ended(game, 0)
    first_pictures = sorted((tmp_path / "pictures").glob("*.png"))

    busy = start(tmp_path, "--level", "easy")
    busy.expect(shown(EN, "terminal-busy", match="1", scores=r"Ann \d+.*Computer \(easy\) \d+"))
    ended(busy, 1)

    game = start(tmp_path, "--resume")
    game.expect(header(1, EASY, Rules.preset("quick"), resumed=True))
    game.expect(shown(EN, "terminal-hand-by-rank"))  # the sort is remembered
    turn = play(game, 6)
    assert not turn.over
    game.interrupt()
    game.expect(saved())
    ended(game, 130)

    game = start(tmp_path, "--resume")
    turn = play(game, 6)
    assert not turn.over
    game.close_input()
    game.expect(saved())
    ended(game, 0)

    game = start(tmp_path, "--resume")
    turn = play(game, 200)
    result = re.fullmatch(shown(EN, "result-score", winner=r"(?:Ann|Computer \(easy\))",
                                won=r"(?P<won>\d+)", lost=r"(?P<lost>\d+)"), turn.over or "")
    assert result is not None, turn.over
    assert int(result["won"]) >= 50 > int(result["lost"])
    game.expect(shown(EN, "terminal-hands", hands=r"1\. "))
    ended(game, 0)
    assert re.search(shown(EN, "terminal-showdown-hand", hand=r"\d+"), game.text)

    again = start(tmp_path, "--resume")
    again.expect(re.escape(say(EN, "terminal-nothing-to-resume")))
    ended(again, 1)

    pictures = sorted((tmp_path / "pictures").glob("*.png"))
    numbers = [int(p.name.split("-")[0]) for p in pictures]
    assert numbers == list(range(1, len(pictures) + 1))  # resumes add, never overwrite
    assert set(first_pictures) < set(pictures)
    kinds = {p.stem.split("-", 1)[1] for p in pictures}
    assert kinds == {"hand", "table", "showdown", "summary"}
    assert pictures[-1].stem.endswith("summary")
    for path in (pictures[0], pictures[1], pictures[-1],
                 next(p for p in pictures if "showdown" in p.name)):
        with Image.open(path) as image:
            image.verify()
            assert image.format == "PNG" and image.size[0] > 200


def test_the_same_seed_deals_the_same_match(tmp_path):
    screens = []
    for name, seed in (("a", "11"), ("b", "11"), ("c", "12")):
        folder = tmp_path / name
        folder.mkdir()
        game = start(folder, "--level", "easy", "--seed", seed)
        play(game, 3)
        game.close_input()
        ended(game, 0)
        made = say(EN, "terminal-folder-pictures", folder=str(folder / "pictures")) + "\n"
        assert game.text.startswith(made)  # --images says it made the folder
        screens.append(re.split(saved(), game.text.removeprefix(made))[0])
    assert screens[0] == screens[1] != screens[2]
    assert re.search(shown(EN, "terminal-hand"), screens[0])


async def test_a_database_with_discord_matches_in_play_is_left_alone(tmp_path):
    path = tmp_path / "bot.sqlite3"
    async with MatchService(path, computer_pause=60, seeds=lambda: 1) as service:
        info = await service.start_vs_computer(5, 50, User(9, "Bob"), "easy")
        before = (await service.public_view(info.id)).view
    assert before.hand.to_move == 1  # the computer's turn: a careless start would play it
    game = Game("--database", str(path), "--pause", "0", cwd=tmp_path)
    game.expect("! " + shown(EN, "terminal-discord-matches", path=r".*bot\.sqlite3"))
    ended(game, 2)
    async with MatchService(path, computer_pause=60) as service:
        assert [m.guild_id for m in (await service.active_matches())] == [5]
        assert (await service.active_match(0, 1)) is None
        assert (await service.public_view(info.id)).view == before


def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("shopping: eggs, milk\n" * 20)
    game = Game("--database", str(path), cwd=tmp_path)
    game.expect(r"! Cannot open .*notes\.txt as a ginbot database: file is not a database")
    ended(game, 2)


def test_folders_are_made_and_said_and_one_in_the_way_is_refused(tmp_path):
    database, pictures = tmp_path / "new" / "play.sqlite3", tmp_path / "shots" / "match"
    game = Game("--database", str(database), "--images", str(pictures), "--pause", "0",
                cwd=tmp_path)
    game.expect(re.escape(say(EN, "terminal-folder-pictures", folder=str(pictures))) + "\n"
                + re.escape(say(EN, "terminal-folder-database", folder=str(database.parent))))
    Turn(game)
    game.close_input()
    ended(game, 0)
    again = Game("--database", str(database), "--images", str(pictures), "--resume",
                 cwd=tmp_path)  # there already: nothing is said
    Turn(again)
    again.close_input()
    ended(again, 0)
    assert not re.search(shown(EN, "terminal-folder-pictures") + "|"
                         + shown(EN, "terminal-folder-database"), again.text)

    a_file = tmp_path / "notes.txt"
    a_file.write_text("eggs\n")
    for images, message in (
            (a_file, say(EN, "terminal-not-a-folder", path=str(a_file))),
            (a_file / "pictures", say(EN, "terminal-cannot-use", path=str(a_file / "pictures"),
                                      why="Not a directory"))):
        elsewhere = tmp_path / "other" / "play.sqlite3"
        bad = Game("--database", str(elsewhere), "--images", str(images), cwd=tmp_path)
        assert bad.finish() == 2 and bad.stderr() == ""  # one line, no traceback
        assert bad.text == f"! {message}\n"
        assert not elsewhere.parent.exists()  # refused before anything was made


def test_a_pause_or_a_seed_that_is_no_number_names_its_option(tmp_path):
    for option, value in (("--pause", "abc"), ("--seed", "x"), ("--pause", "nan")):
        done = subprocess.run(
            [sys.executable, "-m", "ginbot.cli", "play", option, value], capture_output=True,
            text=True, cwd=tmp_path, env=environment(tmp_path), timeout=WAIT,
            stdin=subprocess.DEVNULL)
        assert done.returncode == 2 and done.stdout == ""
        error = done.stderr.strip().splitlines()[-1]
        assert f"argument {option}: " in error and repr(value) in error, error
        assert "invalid _" not in error


def test_on_a_terminal_suits_are_coloured_and_lines_fit_its_width(tmp_path):
    text = on_a_terminal(tmp_path, 60)
    assert re.search(r"\x1b\[31m(10|[A2-9JQK])[♥♦]\x1b\[0m", text)
    assert not re.search(r"\x1b\[3\dm(10|[A2-9JQK])[♠♣]", text)  # black suits: the ink's own
    plain = ANSI.sub("", text)
    lines = plain.splitlines()
    assert all(len(line) <= 60 or len(line.split()) == 1 for line in lines)  # or one long path
    first = shown(EN, "terminal-header", match="1", players=re.escape(players(EN, EASY)))
    banner = next(i for i, line in enumerate(lines) if re.match(first, line))
    assert lines[banner + 1].startswith("  ")  # the banner goes on on the next line
    assert re.search(saved(), plain)
    assert all(line.strip() not in ".,;:·" for line in lines if line.strip())


def test_no_color_keeps_a_terminal_plain(tmp_path):
    text = on_a_terminal(tmp_path, 200, NO_COLOR="1")
    assert "\x1b[" not in text and re.search(shown(EN, "terminal-hand"), text)


def test_colour_can_be_forced_through_a_pipe(tmp_path):
    games = {}
    for name, env in (("plain", {}), ("forced", {"FORCE_COLOR": "1"})):
        game = games[name] = Game("--database", str(tmp_path / f"{name}.sqlite3"), "--pause",
                                  "0", "--seed", SEED, cwd=tmp_path, env=env)
        Turn(game)
        game.send("colours four")
        game.expect(re.escape(say(EN, "terminal-four-colours")))
        Turn(game)
        game.send("q")
        ended(game, 0)
    plain, forced = games["plain"].text, games["forced"].text
    no_colour = say(EN, "terminal-no-colour")
    assert "\x1b[" not in plain and no_colour in plain
    assert "\x1b[31m" in forced and no_colour not in forced
    after = forced[forced.index(say(EN, "terminal-four-colours")):]
    assert re.search(r"\x1b\[3[24]m(10|[A2-9JQK])[♦♣]", after)  # diamonds blue, clubs green
    first = re.search(prompt_pattern(EN), plain).start()
    assert ANSI.sub("", forced)[:first] == plain[:first]  # the same words, only coloured


def test_resign_asks_first(tmp_path):
    game = Game("--database", str(tmp_path / "play.sqlite3"), "--seed", SEED, cwd=tmp_path)
    Turn(game)  # no --pause: showdowns would wait for Enter; the end of input never does
    game.send("resign")
    game.expect(re.escape(say(EN, "terminal-resign-question", match=1,
                              players=players(EN, EXPERT)) + " "))
    game.send("n")
    game.expect(re.escape(say(EN, "terminal-not-resigned")))
    Turn(game)
    game.send("resign")
    game.send("y")
    game.expect(re.escape(say(EN, "terminal-result", ending=say(
        EN, "result-resigned", loser="Ann", winner="Computer (expert)"))))
    game.close_input()  # at once: the end of input may come before the match's end
    ended(game, 0)
    assert not re.search(saved(), game.text)  # over, not saved
    again = start(tmp_path, "--seed", SEED)  # resigned: a new match may start
    again.expect(header(2, EXPERT, Rules()))
    again.close_input()
    ended(again, 0)


def test_pile_shows_the_whole_discard_pile(tmp_path):
    game = start(tmp_path, "--level", "easy", "--seed", SEED)
    turn = play(game, 20)
    game.send("pile")
    found = game.expect(shown(EN, "terminal-pile", count=r"\d+", cards=r"(?P<cards>.*)") + "\n")
    cards = found["cards"].split()
    assert found[0] == say(EN, "terminal-pile", count=len(cards), cards=found["cards"]) + "\n"
    assert len(cards) > 5
    table = re.split(shown(EN, "terminal-table-title"), turn.screen)[-1]
    assert re.search(shown(EN, "terminal-table-upcard-more",
                           upcard=re.escape(found["cards"].split()[0])), table)
    game.send("h")
    pile_help = next(line for line in say(EN, "terminal-help").splitlines()
                     if line.split()[0] == "pile")
    game.expect(re.escape(pile_help))
    game.close_input()
    ended(game, 0)


@pytest.mark.slow
def test_house_rules_are_played_and_bad_ones_refused(tmp_path):
    game = start(tmp_path, "--level", "easy", "--preset", "scarne", "--seed", SEED,
                 "--rules", "knock_limit=3 unit_scoring target=30")
    rules = parse_house_rules("knock_limit=3 unit_scoring target=30", Rules.preset("scarne"))
    game.expect(shown(EN, "terminal-header", match="1", players=re.escape(players(EN, EASY)),
                      rules=re.escape(" ".join(rules_lines(EN, rules)[:2]))))
    turn = play(game, 1000)
    result = re.fullmatch(shown(EN, "result-margin", winner="(?P<winner>.*?)",
                                margin=r"(?P<margin>\d+)", won=r"(?P<won>\d+)",
                                lost=r"(?P<lost>\d+)"), turn.over or "")
    assert result is not None, turn.over
    ended(game, 0)
    # the Scarne totals told: the hands' points, the box and game bonuses, then the
    # margin counted in tens
    totals = bonus_totals(game.text, EASY)
    assert sorted(totals) == sorted((int(result["won"]), int(result["lost"])))
    winner = EASY.index(result["winner"])
    bonuses = re.search(shown(EN, "bonus-side", name=re.escape(result["winner"])),
                        game.text)
    assert bonuses and say(EN, "bonus-game", bonus=100) in bonuses[0]
    raw = totals[winner] - totals[1 - winner]
    assert say(EN, "bonus-tens", name=result["winner"], won=totals[winner],
               lost=totals[1 - winner], raw=raw, margin=raw // 10) in game.text
    assert int(result["margin"]) == raw // 10 and "units dropped" not in game.text
    bad = start(tmp_path, "--rules", "knock_limit=eleven")
    bad.expect("! " + re.escape(
        say(EN, "refusal-house-bad-number", name="knock_limit", value="eleven")))
    assert bad.finish() == 2
    contradiction = start(tmp_path, "--preset", "straight", "--rules", "knock_limit=5")
    contradiction.expect("! " + re.escape(
        say(EN, "refusal-house-knock-straight-gin", limit="5")))
    assert contradiction.finish() == 2
