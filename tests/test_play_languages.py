"""``ginbot play`` in each of its languages: ``--lang``, else the environment's locale
(LC_ALL, LC_MESSAGES, LANG); a whole match in Simplified Chinese where every line on the
screen is worded by the zh-CN catalogue; Malay from ``LANG``; a bad ``--lang`` refused."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ginbot.engine import Card, CardJustTaken, CardUnreadable, PhaseRule, WrongPhase
from ginbot.terminal.style import columns
from ginbot.text import Locale, environment_locale, players, refusal, say, score_line
from ginbot.text.language import LOCALE_VARIABLES
from tests.play_support import (
    ANSI,
    WAIT,
    Game,
    Turn,
    environment,
    foreign_lines,
    on_a_terminal,
    shown,
)

ZH = Locale.ZH_CN
def easy(locale: Locale) -> tuple[str, str]:
    """The players of a match against the easy computer, as ``locale`` names them."""
    return "Ann", say(locale, "computer-name", level="easy")


def start(tmp_path: Path, *args: str, locale: Locale, env: dict[str, str] | None = None
          ) -> Game:
    return Game("--database", str(tmp_path / "play.sqlite3"), "--pause", "0", *args,
                cwd=tmp_path, env=env, locale=locale)


def refused(game: Game, turn: Turn, line: str, message: str) -> Turn:
    """``line`` is refused with ``message``, and the same prompt comes back."""
    game.send(line)
    game.expect("! " + re.escape(message))
    again = Turn(game, before=turn.screen)
    assert again.choices == turn.choices
    return again


def test_a_whole_match_in_simplified_chinese_reads_only_chinese(tmp_path):
    game = start(tmp_path, "--lang", "zh-CN", "--level", "easy", "--preset", "quick",
                 "--seed", "7", locale=ZH)
    game.expect(shown(ZH, "terminal-header", match="1", players=re.escape(players(ZH, easy(ZH)))))
    game.expect(re.escape(say(ZH, "terminal-help-hint")))
    turn = Turn(game)
    assert set(turn.choices) == {"t", "p"}
    assert turn.choices["p"] == say(ZH, "terminal-move-pass")
    turn = refused(game, turn, "xyzzy", say(ZH, "terminal-unknown-command", line="xyzzy"))
    turn = refused(game, turn, "d 1x", refusal(ZH, CardUnreadable("1x")))
    game.send("h")
    game.expect(re.escape(say(ZH, "terminal-help")))
    turn = Turn(game, before=turn.screen)
    game.send("pile")
    game.expect(re.escape(say(ZH, "terminal-pile", count=1, cards=turn.choices["t"].split()[-1])))
    turn = Turn(game, before=turn.screen)
    while "t" not in turn.choices:
        game.send(turn.move())
        turn = Turn(game)
    game.send("t")
    turn = Turn(game)
    taken = turn.taken()
    assert taken is not None
    turn = refused(game, turn, f"d {taken}",
                   refusal(ZH, CardJustTaken(Card.parse(taken))))
    turn = refused(game, turn, "s", refusal(ZH, WrongPhase(PhaseRule.DRAWN_ALREADY)))
    game.send("sort rank")
    game.expect(shown(ZH, "terminal-hand-by-rank"))
    turn = Turn(game)
    game.send("pile")
    game.expect(re.escape(say(ZH, "terminal-pile-empty")))  # the one card in it was taken
    turn = Turn(game, before=turn.screen)
    game.send("resign")
    game.expect(re.escape(say(ZH, "terminal-resign-question", match=1,
                              players=players(ZH, easy(ZH))) + " "))
    game.send("n")
    game.expect(re.escape(say(ZH, "terminal-not-resigned")))
    turn = Turn(game, before=turn.screen)
    while not turn.over:
        game.send(turn.move())
        turn = Turn(game)
    game.expect(shown(ZH, "terminal-hands"))
    assert game.finish() == 0 and game.stderr() == ""
    text = game.text
    assert re.search(shown(ZH, "terminal-showdown-hand", hand=r"\d+"), text)
    assert foreign_lines(text, ZH) == []
    assert "Your move" not in text and "Deadwood" not in text


def test_on_a_terminal_chinese_lines_fit_its_width_in_columns(tmp_path):
    plain = ANSI.sub("", on_a_terminal(tmp_path, 40, locale=Locale.ZH_TW))
    lines = plain.splitlines()
    assert all(columns(line) <= 40 or len(line.split()) == 1 for line in lines)
    assert sum(columns(line) > 36 for line in lines) > 3  # filled, not cut short
    title = say(Locale.ZH_TW, "terminal-table-title", hand=1, target=100,
                scores=score_line(Locale.ZH_TW, easy(Locale.ZH_TW), (0, 0)))
    assert columns(title) > 40
    assert "".join(title.split()) in "".join(plain.split())  # wrapped, nothing lost


def test_the_language_comes_from_the_locale_and_lang_overrides_it(tmp_path):
    cases = [
        ({"LANG": "ms_MY.UTF-8"}, (), Locale.MS),
        ({"LANG": "zh_CN.UTF-8", "LC_ALL": "ms_MY.UTF-8"}, (), Locale.MS),
        ({"LANG": "ms_MY.UTF-8"}, ("--lang", "zh-TW"), Locale.ZH_TW),
        ({"LANG": "zh_HK.UTF-8"}, ("--lang", "EN"), Locale.EN),
    ]
    for number, (env, args, locale) in enumerate(cases):
        folder = tmp_path / str(number)
        folder.mkdir()
        game = start(folder, *args, "--seed", "7", "--level", "easy", locale=locale, env=env)
        game.expect(shown(locale, "terminal-header", match="1",
                          players=re.escape(players(locale, easy(locale)))))
        turn = Turn(game)
        assert set(turn.choices) == {"t", "p"}
        game.send("q")
        game.expect(shown(locale, "terminal-saved", command="ginbot play --resume"))
        assert game.finish() == 0 and game.stderr() == ""
        assert foreign_lines(game.text, locale) == [], (env, args)


def test_an_unknown_language_is_refused_with_the_four_choices(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "ginbot.cli", "play", "--lang", "xx",
         "--database", str(tmp_path / "play.sqlite3")],
        capture_output=True, text=True, cwd=tmp_path, env=environment(tmp_path), timeout=WAIT,
        stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stdout == ""
    error = done.stderr.strip().splitlines()[-1]
    assert "--lang" in error and "'xx'" in error
    assert re.findall(r"en|zh-CN|zh-TW|ms", error.split(":")[-1]) == [
        locale.value for locale in Locale]
    assert not (tmp_path / "play.sqlite3").exists()


@pytest.mark.parametrize(("environ", "locale"), [
    ({"LANG": "zh_CN.UTF-8"}, Locale.ZH_CN),
    ({"LANG": "zh_CN"}, Locale.ZH_CN),
    ({"LANG": "zh_SG.UTF-8"}, Locale.ZH_CN),
    ({"LANG": "zh_TW.UTF-8"}, Locale.ZH_TW),
    ({"LANG": "zh_HK.Big5"}, Locale.ZH_TW),
    ({"LANG": "zh_MO"}, Locale.ZH_TW),
    ({"LANG": "ms_MY.UTF-8"}, Locale.MS),
    ({"LANG": "ms"}, Locale.MS),
    ({"LANG": "en_GB.UTF-8"}, Locale.EN),
    ({"LANG": "fr_FR.UTF-8"}, Locale.EN),
    ({"LANG": "C"}, Locale.EN),
    ({"LANG": "C.UTF-8"}, Locale.EN),
    ({}, Locale.EN),
    ({"LANG": ""}, Locale.EN),
    ({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "ms_MY.UTF-8"}, Locale.MS),
    ({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "ms_MY", "LC_ALL": "zh_TW.UTF-8"}, Locale.ZH_TW),
    ({"LANG": "ms_MY", "LC_ALL": ""}, Locale.MS),  # set but empty: the next one speaks
    ({"LANG": "en_US.UTF-8", "LC_ALL": "zh_CN.UTF-8"}, Locale.ZH_CN),
])
def test_the_environment_locale_maps_to_a_language(environ, locale):
    assert set(environ) <= set(LOCALE_VARIABLES)
    assert environment_locale(environ) is locale


@pytest.mark.parametrize(("locale", "word"), [(ZH, "不要"), (Locale.ZH_TW, "不要"),
                                              (Locale.MS, "langkau")])
def test_the_word_the_prompt_shows_is_typed_as_the_move(tmp_path, locale, word):
    game = start(tmp_path, "--lang", locale.value, "--seed", "7", "--level", "easy",
                 locale=locale)
    turn = Turn(game)
    assert turn.choices["p"].split()[1:] == word.split()  # [t 拿取 10♠，p 不要]
    game.send(word)
    game.expect("· " + shown(locale, "news-pass", name=re.escape(say(locale, "news-you"))))
    game.send("q")
    assert game.finish() == 0 and game.stderr() == ""
    assert not re.search(shown(locale, "terminal-unknown-command"), game.text)
