"""The ``ginbot`` command: its help, ``run`` without a token, and ``rules``."""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from cogs.lobby import LobbyCog
from ginbot import rulebook
from ginbot.cli import COMMANDS, READER_GONE, build_parser, main
from ginbot.engine import PRESETS, TABLE_PRESETS, Rules
from ginbot.play_cmd import FORMATS
from ginbot.rules_cmd import TABLE_COMMANDS
from ginbot.text import Locale, rules_lines, say
from ginbot.text.language import LOCALE_VARIABLES
from ginbot.text.refusals import listing
from ginbot.text.rules import preset_label

EN = Locale.EN


@pytest.fixture(autouse=True)
def english_terminal(monkeypatch):
    """``ginbot rules`` reads the environment's locale: these tests start from none."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def run_ginbot(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ginbot", *args], capture_output=True, encoding="utf-8",
        timeout=60, env=env, cwd=Path(__file__).resolve().parent.parent,
    )


def test_help_lists_exactly_the_commands_that_exist(capsys):
    assert main([]) == 2
    shown = capsys.readouterr().out
    for name in COMMANDS:  # a long name has its help on the next line
        assert re.search(rf"^    {name}\s", shown, re.MULTILINE), name
    assert set(COMMANDS) == {"run", "play", "rules", "sim", "backup", "tournament"}


def empty_env_file(tmp_path: Path) -> str:
    """A settings file with nothing in it: the repository's own .env is not read."""
    path = tmp_path / "empty.env"
    path.write_text("")
    return str(path)


def test_run_without_a_token_explains_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    done = run_ginbot("run", "--env-file", empty_env_file(tmp_path), env=env)
    assert done.returncode == 2
    assert "ginbot needs a Discord bot token" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_run_refuses_half_an_endpoint_switch(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    env |= {"DISCORD_TOKEN": "x", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10"}
    done = run_ginbot("run", "--env-file", empty_env_file(tmp_path), env=env)
    assert done.returncode == 2
    assert "set both DISCORD_API_BASE and DISCORD_GATEWAY_URL" in done.stderr
    assert "Traceback" not in done.stderr


def heading(locale: Locale, name: str) -> str:
    return say(locale, "preset-heading", preset=preset_label(locale, name))


def test_rules_lists_the_presets_ginbot_play_accepts_then_the_tables_and_how_to_seat_them(
    capsys,
):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    two, tables = out.split(f"\n{say(EN, 'presets-tables-heading')}\n")
    assert two.startswith(say(EN, "presets-playable") + "\n")
    listed = re.findall(r"^`(\w+)`:$", two, re.MULTILINE)
    assert listed == list(TABLE_PRESETS)
    seated = re.findall(r"^`(\w+)`:$", tables, re.MULTILINE)
    assert seated == [name for name in PRESETS if name not in TABLE_PRESETS] == ["three", "teams"]
    assert f"  {say(EN, 'rule-three-players')}\n" in tables
    assert f"  {say(EN, 'rule-teams')}\n" in tables
    assert "Not yet" not in out
    assert tables.endswith(
        "\n\n" + say(EN, "presets-rulebook", sections=listing(EN, rulebook.KEYS)) + "\n")
    parser = build_parser()
    for name in listed:
        assert parser.parse_args(["play", "--preset", name]).preset == name


@pytest.mark.parametrize(("table", "seats"), [("three", ["opponent", "opponent2"]),
                                              ("teams", ["opponent", "opponent2", "partner"])])
def test_a_table_of_three_or_four_says_how_to_seat_it_in_discord_and_the_terminal(
    capsys, table, seats,
):
    assert main(["rules", table]) == 0
    how = capsys.readouterr().out.splitlines()[-1]
    challenge, play = TABLE_COMMANDS[table]
    assert how == "  " + say(EN, "presets-table-how", challenge=f"`{challenge}`",
                             play=f"`{play}`")
    # The terminal's command is what ginbot play takes, and seats that table.
    args = build_parser().parse_args(shlex.split(play)[1:])
    assert FORMATS[args.format] == Rules.preset(table).players
    # The challenge names the options /gin challenge has, a seat each.
    words = shlex.split(challenge)
    assert words[:2] == ["/gin", "challenge"]
    assert [word.split(":")[0] for word in words[2:]] == seats
    options = {parameter.name for parameter in LobbyCog.challenge.parameters}
    assert set(seats) <= options
    assert len(seats) + 1 == Rules.preset(table).players
    assert main(["rules", "quick"]) == 0  # a preset of two players: its rules, no more
    assert len(capsys.readouterr().out.splitlines()) == 1 + len(rules_lines(EN, Rules(target=50)))


def test_a_preset_is_its_rules_one_line_each(capsys):
    assert main(["rules", "scarne"]) == 0
    lines = rules_lines(EN, Rules.preset("scarne"))
    assert capsys.readouterr().out == "`scarne`:\n" + "".join(f"  {line}\n" for line in lines)
    assert main(["rules", "classic", "--lang", "zh-CN"]) == 0
    assert capsys.readouterr().out.startswith("经典（`classic`）：\n")
    assert main(["rules", "knock5", "--lang", "ms"]) == 0
    assert capsys.readouterr().out.startswith("ketuk 5 (`knock5`):\n")


def test_rules_prints_the_rule_book_whole_or_one_section(capsys):
    assert main(["rules", "--full"]) == 0
    assert capsys.readouterr().out == rulebook.page()
    assert main(["rules", "--section", "scoring"]) == 0
    assert capsys.readouterr().out == rulebook.section("scoring").markdown()
    assert main(["rules", "scarne", "--section", "match"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("`scarne`:\n")
    assert f"  {say(EN, 'rule-box-scoring', game=100, box=20, shutout='plus100')}\n" in out
    assert out.endswith("\n\n" + rulebook.section("match").markdown())


def test_rules_in_chinese(capsys):
    zh = Locale.ZH_CN
    assert main(["rules", "--lang", "zh-CN"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(say(zh, "presets-playable") + f"\n{heading(zh, 'classic')}\n")
    assert "".join(f"  {line}\n" for line in rules_lines(zh, Rules())) in out
    assert f"\n{say(zh, 'presets-tables-heading')}\n" in out
    assert not any(line in out for line in rules_lines(EN, Rules()))
    assert main(["rules", "--lang", "zh_tw", "--full"]) == 0
    assert capsys.readouterr().out == rulebook.page(Locale.ZH_TW)
    assert main(["rules", "knock5", "--lang", "ms", "--section", "knock"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(heading(Locale.MS, "knock5") + "\n" + "".join(
        f"  {line}\n" for line in rules_lines(Locale.MS, Rules.preset("knock5"))))
    assert out.endswith("\n\n" + rulebook.section("knock", Locale.MS).markdown())


def test_rules_read_the_language_of_the_environment_unless_told(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert main(["rules", "--section", "dead"]) == 0
    assert capsys.readouterr().out == rulebook.section("dead", Locale.ZH_TW).markdown()
    monkeypatch.setenv("LC_ALL", "ms_MY.UTF-8")
    assert main(["rules", "--section", "dead"]) == 0
    assert capsys.readouterr().out == rulebook.section("dead", Locale.MS).markdown()
    assert main(["rules", "--section", "dead", "--lang", "en"]) == 0
    assert capsys.readouterr().out == rulebook.section("dead").markdown()


def test_rules_in_chinese_from_a_real_terminal_session():
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
    done = run_ginbot("rules", "--section", "turn", env=env | {
        "LANG": "zh_CN.UTF-8", "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    assert done.stdout == rulebook.section("turn", Locale.ZH_CN).markdown()


def test_rules_refuse_a_language_ginbot_does_not_speak(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["rules", "--lang", "fr"])
    assert stopped.value.code == 2
    assert "argument --lang: 'fr' is not a language ginbot speaks" in capsys.readouterr().err


def test_rules_refuses_an_unknown_section_or_two_at_once(capsys):
    for args in (["--section", "nope"], ["--full", "--section", "knock"]):
        with pytest.raises(SystemExit) as stopped:
            main(["rules", *args])
        assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'nope' (choose from 'cards', 'melds'" in err
    assert "not allowed with argument --full" in err


@pytest.mark.parametrize("args", [
    ["rules"], ["rules", "--full"], ["rules", "three", "--lang", "zh-CN"]])
def test_a_reader_gone_before_the_output_ends_the_command_quietly(args):
    """``ginbot rules | head -3``: once the reader has closed the pipe, every write fails
    (EPIPE). The read end is closed before the command starts, so that it does fail, not
    just when the output outgrows the pipe's buffer."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "ginbot", *args], stdout=write, stderr=subprocess.PIPE,
            encoding="utf-8", timeout=60, cwd=Path(__file__).resolve().parent.parent)
    finally:
        os.close(write)
    assert done.stderr == ""
    assert done.returncode == READER_GONE == 128 + 13  # SIGPIPE, as a shell tells it


def test_ginbot_rules_into_head_prints_its_first_lines_and_no_error():
    command = f"{shlex.quote(sys.executable)} -m ginbot rules --full --lang en | head -3"
    done = subprocess.run(["sh", "-c", command], capture_output=True, encoding="utf-8",
                          timeout=60, cwd=Path(__file__).resolve().parent.parent)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines() == rulebook.page().splitlines()[:3]


def test_the_rule_book_prints_on_a_terminal_without_suit_symbols():
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    done = run_ginbot("rules", "--section", "melds", "--lang", "en", env=env)
    assert done.returncode == 0, done.stderr
    assert "♠" in rulebook.section("melds").text
    assert done.stdout == rulebook.section("melds").markdown().encode("ascii", "replace").decode()


def test_every_setting_read_from_the_environment_is_documented():
    root = Path(__file__).resolve().parent.parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in (root / "ginbot").rglob("*.py"))
    read = set(re.findall(r'"((?:GINBOT|DISCORD)_[A-Z_]+)"', source))
    assert {"GINBOT_DATABASE", "GINBOT_PLAY_DATABASE", "DISCORD_TOKEN"} <= read
    example = (root / ".env.example").read_text(encoding="utf-8")
    readme = (root / "README.md").read_text(encoding="utf-8")
    for name in sorted(read):
        assert re.search(rf"^{name}=", example, re.MULTILINE), f"{name} not in .env.example"
        assert f"`{name}`" in readme, f"{name} not in the README's Configuration"
