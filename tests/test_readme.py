"""Every example in the READMEs (English, 简体中文, 繁體中文, Bahasa Melayu) and the rule
books works as written: each ``ginbot ...`` command line parses with the real command
line parser, each house rule with the engine's parser, each slash command names
options that command has (with values it takes), and the preset tables name exactly
the presets there are. The English command table lists every command with every option.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from pathlib import Path

import pytest
from discord import app_commands

from cogs.info import InfoCog
from cogs.lobby import LobbyCog
from cogs.play import PlayCog
from cogs.settings import SettingsCog
from cogs.tournaments import TournamentCog
from cogs.tree import GinCommands
from ginbot.cli import COMMANDS, build_parser
from ginbot.engine import PRESETS, TABLE_PRESETS, Rules, parse_house_rules
from ginbot.engine.house import HOUSE_FIELDS
from ginbot.text import read_card

ROOT = Path(__file__).resolve().parent.parent
READMES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("README.*.md"))]
RULE_BOOKS = sorted((ROOT / "docs").glob("RULES*.md"))
DOCUMENTS = READMES + RULE_BOOKS
NAMES = [str(path.relative_to(ROOT)) for path in DOCUMENTS]

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
SPAN = re.compile(r"`([^`\n]+)`")
HOUSE_WORD = re.compile(r"(?:no_)?([a-z0-9_]+)(?:=\S+)?")


def commands_of_bot() -> dict[str, app_commands.Command]:  # type: ignore[type-arg]
    """Every slash command as typed ("/gin replay", "/pass", "/gin tournament show"), from
    the cogs themselves."""
    found = {}
    for cog in (LobbyCog, InfoCog, SettingsCog, PlayCog, TournamentCog):
        group = "gin " if issubclass(cog, GinCommands) else ""
        for command in cog.__cog_app_commands__:
            if isinstance(command, app_commands.Group):
                for sub in command.commands:
                    assert isinstance(sub, app_commands.Command)
                    found[f"/{group}{command.name} {sub.name}"] = sub
            else:
                found[f"/{group}{command.name}"] = command
    return found


SLASH = commands_of_bot()


def examples(path: Path) -> Iterator[str]:
    """The code of a document: each line of its code blocks, each inline code span
    (a table's escaped ``\\|`` read as ``|``)."""
    text = path.read_text(encoding="utf-8")
    for block in FENCE.findall(text):
        yield from (line for line in block.splitlines() if line.strip())
    for span in SPAN.findall(FENCE.sub("", text)):
        yield span.replace("\\|", "|")


def words(example: str) -> list[str]:
    try:
        return shlex.split(example, comments=True)
    except ValueError:  # an unbalanced quote in prose: read it word by word
        return example.split()


PLACEHOLDERS = {"PATH": "some/file.sqlite3", "FILE": "backup.sqlite3", "DIR": "pictures",
                "N": "7", "SECONDS": "1", "HOUSE_RULES": "big_gin"}
NAME_AFTER = {"--section": "knock", "--preset": "classic"}
# An option named in prose (`ginbot play --rules`) is given a value of its kind.
MENTIONED = {"--rules": "big_gin", "--preset": "classic", "--section": "knock",
             "--database": "x.sqlite3", "--env-file": "x.env", "--images": "pictures",
             "--pause": "1", "--seed": "7", "--lang": "en", "--format": "three",
             "--level": "easy"}


def ginbot_command_lines(example: str) -> Iterator[list[str]]:
    """Each ``ginbot COMMAND ...`` in an example (``ginbot``, ``.../bin/ginbot`` or
    ``python -m ginbot``; a pipe, ``&&`` or ``;`` ends it), one for each choice of an
    ``a|b`` alternative, with its placeholders (NAME, PATH, N, ...) filled in."""
    tokens = words(example)
    for start, token in enumerate(tokens):
        if token != "ginbot" and not token.endswith("/bin/ginbot"):
            continue
        args = []
        for word in tokens[start + 1:]:
            if word in ("|", "&&", ";", "||"):
                break
            args.append(word)
        if not args or not re.fullmatch(r"[a-z]+", args[0]) or args[0] == "ginbot":
            continue  # a user's, a service's or a container's name (exec ginbot ginbot ...)
        yield from alternatives(args)


def alternatives(args: list[str]) -> Iterator[list[str]]:
    """``--lang zh-CN|zh-TW|ms|en``: the line once for each choice (not for ``...``)."""
    for index, word in enumerate(args):
        if "|" in word:
            for choice in word.split("|"):
                if choice != "...":
                    yield from alternatives([*args[:index], choice, *args[index + 1:]])
            return
    filled = []
    for index, word in enumerate(args):
        if word == "NAME":
            word = NAME_AFTER.get(args[index - 1], "x")
        filled.append(PLACEHOLDERS.get(word, word))
    if filled[-1] in MENTIONED:
        filled.append(MENTIONED[filled[-1]])
    yield filled


@pytest.mark.parametrize("path", DOCUMENTS, ids=NAMES)
def test_every_ginbot_command_line_parses_with_the_real_parser(path: Path) -> None:
    parser = build_parser()
    checked = 0
    for example in examples(path):
        for args in ginbot_command_lines(example):
            assert args[0] in COMMANDS, f"{path.name}: `{example}`: no command {args[0]!r}"
            try:
                parsed = parser.parse_args(args)
            except SystemExit:
                pytest.fail(f"{path.name}: `{example}` does not parse: ginbot {' '.join(args)}")
            if getattr(parsed, "rules", None):
                parse_house_rules(parsed.rules, Rules.preset(parsed.preset or "classic"))
            checked += 1
    assert checked >= (10 if path in READMES else 4), path.name


def test_the_command_line_check_finds_a_wrong_command() -> None:
    found = list(ginbot_command_lines("ginbot play --format four"))
    assert found == [["play", "--format", "four"]]
    with pytest.raises(SystemExit):
        build_parser().parse_args(found[0])
    assert list(ginbot_command_lines("pip install -e . && python -m ginbot run")) == [["run"]]
    assert list(ginbot_command_lines("ginbot rules three|teams")) == [
        ["rules", "three"], ["rules", "teams"]]
    assert list(ginbot_command_lines("journalctl -u ginbot -f")) == []
    assert list(ginbot_command_lines("docker compose exec ginbot ginbot backup x.sqlite3")) == [
        ["backup", "x.sqlite3"]]


def house_rule_examples(path: Path) -> Iterator[str]:
    """Code that is house rules as typed: words that each set a setting, with ``=`` or
    more than one word (a lone ``target`` is an option's name, not a rule)."""
    for example in examples(path):
        text = example.split("rules:", 1)[1] if example.startswith(("rules:", "/gin")) and (
            "rules:" in example) else example
        found = text.split()
        if not found or not all(HOUSE_WORD.fullmatch(word) for word in found):
            continue
        if not all(HOUSE_WORD.fullmatch(word).group(1) in HOUSE_FIELDS  # type: ignore[union-attr]
                   for word in found):
            continue
        if len(found) > 1 or "=" in text or text.startswith("no_"):
            yield text


@pytest.mark.parametrize("path", DOCUMENTS, ids=NAMES)
def test_every_house_rule_example_is_accepted_by_the_rules(path: Path) -> None:
    found = list(house_rule_examples(path))
    for text in found:
        parse_house_rules(text, Rules())  # a refused one raises, naming why
    assert found, f"{path.name} gives no house rule example"
    assert "knock_limit=7 big_gin unit_scoring target=150" not in found


def test_the_house_rule_check_finds_a_refused_example(tmp_path: Path) -> None:
    bad = tmp_path / "README.md"
    bad.write_text("Try `knock_limit=7 big_gin unit_scoring target=150`, `target`, "
                   "`/gin bot rules:knock_limit=5 no_big_gin`.\n")
    found = list(house_rule_examples(bad))
    assert found == ["knock_limit=7 big_gin unit_scoring target=150",
                     "knock_limit=5 no_big_gin"]
    with pytest.raises(ValueError, match="unit_scoring"):
        parse_house_rules(found[0], Rules())


def slash_examples(path: Path) -> Iterator[tuple[str, str]]:
    """(command, the rest) of each slash command in the code of a document."""
    for example in examples(path):
        match = re.match(r"(/gin tournament [a-z]+|/gin [a-z]+|/[a-z]+)\b(.*)$", example)
        if match and match.group(1) in SLASH:
            yield match.group(1), match.group(2)
        elif match and match.group(1).startswith("/gin "):
            pytest.fail(f"{path.name}: `{example}`: no command {match.group(1)}")


CHOICES = {"level": {"easy", "normal", "expert"}, "preset": set(TABLE_PRESETS),
           "source": {"stock", "discard"}, "sort": {"melds", "suit", "rank"},
           "idle": {"forfeit", "autoplay"}, "tournaments": {"everyone", "managers"},
           "format": {"swiss", "knockout", "round_robin"}}


@pytest.mark.parametrize("path", DOCUMENTS, ids=NAMES)
def test_every_slash_command_example_names_its_options_and_takes_its_values(
    path: Path,
) -> None:
    for name, rest in slash_examples(path):
        options = {parameter.name for parameter in SLASH[name].parameters}
        named = set(re.findall(r"([a-z_0-9]+):", rest)) | set(re.findall(r"\[([a-z_0-9]+)", rest))
        assert named <= options, f"{path.name}: {name} has no option {named - options}"
        for option, value in re.findall(r"([a-z_0-9]+):([^\s\[\]]+)", rest):
            if option == "rules":
                parse_house_rules(rest.split("rules:", 1)[1].strip(), Rules())
            elif option == "card":
                read_card(rest.split("card:", 1)[1].strip())
            elif option in CHOICES:
                assert set(value.split("|")) <= CHOICES[option], (path.name, name, value)


@pytest.mark.parametrize("path", READMES, ids=NAMES[:len(READMES)])
def test_every_command_and_option_is_in_every_readme(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for name, command in SLASH.items():
        assert f"`{name}" in text, f"{path.name} lacks {name}"
        for parameter in command.parameters:
            assert re.search(rf"[`\[ ]{parameter.name}[:`\]]", text), (
                f"{path.name} lacks {name}'s option {parameter.name}")


def test_the_english_command_table_has_a_row_for_every_command_with_every_option() -> None:
    rows = [line for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("| `/")]
    for name, command in SLASH.items():
        row = next((row for row in rows if re.match(rf"\| `{re.escape(name)}[ `]", row)), None)
        assert row is not None, f"no row for {name}"
        usage = row.split("|")[1] if "\\|" not in row else row.split(" | ")[0]
        for parameter in command.parameters:
            assert re.search(rf"[\[ ]{parameter.name}[:\]]", usage), (name, parameter.name)


PRESET_HEADINGS = ("preset", "预设", "預設集", "pratetap")


def preset_table(path: Path) -> list[str]:
    """The names in the first column of the document's table of presets."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines)
                 if line.startswith("| ") and line.split("|")[1].strip() in PRESET_HEADINGS)
    names = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        names += SPAN.findall(line.split("|")[1])
    return names


@pytest.mark.parametrize("path", READMES, ids=NAMES[:len(READMES)])
def test_the_preset_table_names_exactly_the_presets_there_are(path: Path) -> None:
    names = preset_table(path)
    assert sorted(names) == sorted(PRESETS), path.name
    assert len(names) == len(set(names))


@pytest.mark.parametrize("path", READMES, ids=NAMES[:len(READMES)])
def test_no_readme_says_the_tables_of_three_and_four_cannot_be_played(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for words_of_not_yet in ("not yet playable", "暂时还不能", "暫時還不能", "Belum boleh"):
        assert words_of_not_yet not in text
    for command in ("ginbot play --format three", "ginbot play --format teams",
                    "opponent2:@", "partner:@"):
        assert command in text, (path.name, command)
