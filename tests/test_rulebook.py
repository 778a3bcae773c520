"""The rule book: one text a language behind docs/RULES*.md, `ginbot rules --full` and
`/gin rules section:`, covering every setting and preset; the translations keep the
sections, the keys and the Markdown of the English one."""

import re
import tomllib
from collections import Counter
from dataclasses import fields
from fnmatch import fnmatch
from pathlib import Path

import pytest

from cogs.lobby import LobbyCog
from ginbot import rulebook
from ginbot.cli import build_parser
from ginbot.engine import PRESETS, TABLE_PRESETS, Deal, Dealer, Rules, Shutout
from ginbot.play_cmd import FORMATS
from ginbot.text import Locale

ROOT = Path(__file__).resolve().parent.parent
EN = Locale.EN
OTHERS = [locale for locale in Locale if locale is not EN]
CHINESE = [Locale.ZH_CN, Locale.ZH_TW]

CODE = re.compile(r"`[^`\n]+`")
CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
NUMBER = re.compile(r"\d+")


@pytest.mark.parametrize("locale", list(Locale))
def test_the_docs_are_the_rule_book(locale):
    name = rulebook.document_name(locale)
    written = (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert written == rulebook.document(locale), (
        f"docs/{name} differs from ginbot/text/locales/{locale.value}/rulebook.md: edit the "
        f"rules there, then run `python -m ginbot.rulebook {locale.value} > docs/{name}`")
    assert rulebook.document_name(EN) == "RULES.md"


@pytest.mark.parametrize("locale", list(Locale))
def test_the_page_has_every_section_in_order_under_its_number(locale):
    book = rulebook.book(locale)
    page = rulebook.page(locale)
    headings = [line[3:] for line in page.splitlines() if line.startswith("## ")]
    assert headings == [f"{n}. {s.title}" for n, s in enumerate(book.sections, 1)]
    assert [s.number for s in book.sections] == list(range(1, len(book.sections) + 1))
    assert page.startswith(f"# {book.title}\n\n{book.introduction}\n\n## 1. ")


def test_the_keys_are_unique_and_english_is_the_default():
    assert len(set(rulebook.KEYS)) == len(rulebook.KEYS)
    assert rulebook.book() == rulebook.book(EN)
    assert rulebook.section("knock") is rulebook.book(EN).section("knock")


@pytest.mark.parametrize("locale", OTHERS)
def test_every_language_has_the_sections_of_english_in_its_order(locale):
    assert rulebook.book(locale).keys == rulebook.KEYS
    titles = [s.title for s in rulebook.book(locale).sections]
    assert not set(titles) & {s.title for s in rulebook.book(EN).sections}, titles
    assert rulebook.book(locale).title != rulebook.book(EN).title


def shape(text: str) -> dict[str, object]:
    """What a translation keeps of a text: its paragraphs and bullets, its bold words,
    every command, setting and value in code, every card and every number."""
    blocks = [block for block in re.split(r"\n\n+", text.strip())]
    return {
        "blocks": [sum(1 for line in block.splitlines() if line.startswith("- "))
                   for block in blocks],
        "bold": text.count("**"),
        "code": Counter(CODE.findall(text)),
        "cards": Counter(CARD.findall(text)),
        "numbers": Counter(NUMBER.findall(CARD.sub("", CODE.sub("", text)))),
    }


@pytest.mark.parametrize("locale", OTHERS)
def test_a_translation_keeps_the_markdown_the_codes_the_cards_and_the_numbers(locale):
    english, there = rulebook.book(EN), rulebook.book(locale)
    assert shape(there.introduction) == shape(english.introduction)
    for theirs, ours in zip(there.sections, english.sections, strict=True):
        assert shape(theirs.text) == shape(ours.text), theirs.key


@pytest.mark.parametrize("locale", CHINESE)
def test_chinese_is_not_hard_wrapped_so_discord_puts_no_spaces_between_characters(locale):
    book = rulebook.book(locale)
    assert rulebook.joined(book.introduction) == book.introduction
    for section in book.sections:
        assert section.joined() == section.text, section.key


def test_the_numbers_in_the_shape_are_the_rules_numbers():
    assert shape("- Gin against 23: 23 + 25 = 48, `knock_limit=7`, 10♥ and A♠.")["numbers"] == (
        Counter({"23": 2, "25": 1, "48": 1}))
    assert shape("A\nb.\n\n- one\n- two\n\nEnd")["blocks"] == [0, 2, 0]


def test_every_setting_and_each_of_its_values_is_explained():
    settings = rulebook.section("settings").text
    for field in fields(Rules):
        assert f"`{field.name}`" in settings, field.name
    assert "`unit_scoring`" in settings  # RULES.md section 9
    for kind in (Dealer, Deal, Shutout):
        for value in kind:
            assert f"`{value.value}`" in settings, value
    for default in (f"`knock_limit` ({Rules().knock_limit})", f"`target` ({Rules().target})",
                    f"`big_gin_bonus` ({Rules().big_gin_bonus})"):
        assert default in settings


@pytest.mark.parametrize("locale", list(Locale))
def test_every_preset_has_its_bullet_in_every_language(locale):
    lines = rulebook.section("presets", locale).joined().splitlines()
    for name in PRESETS:
        assert sum(line.startswith(f"- `{name}`") for line in lines) == 1, (locale, name)


@pytest.mark.parametrize("locale", list(Locale))
def test_the_tables_of_three_and_four_say_how_to_seat_them_and_nothing_says_not_yet(locale):
    """Each table's preset names the /gin challenge options that seat it and the format
    of ``ginbot play``; the section on them gives both commands whole."""
    lines = rulebook.section("presets", locale).joined().splitlines()
    seats = {"three": ["`opponent2`"], "teams": ["`opponent2`", "`partner`"]}
    for name in PRESETS:
        line = next(line for line in lines if line.startswith(f"- `{name}`"))
        if name in TABLE_PRESETS:
            assert "--format" not in line, line
            continue
        assert "`/gin challenge`" in line and f"`ginbot play --format {name}`" in line, line
        assert all(seat in line for seat in seats[name]), line
    more = rulebook.section("more", locale).text
    for command in ("`/gin challenge opponent:@b opponent2:@c`", "`partner:@d`",
                    "`ginbot play --format three`", "`ginbot play --format teams`"):
        assert command in more, (locale, command)


def test_nothing_in_any_rule_book_says_the_tables_cannot_be_played_yet():
    for locale, words in ((EN, "yet"), (Locale.ZH_CN, "暂时"), (Locale.ZH_TW, "暫時"),
                          (Locale.MS, "Belum")):
        assert words not in rulebook.page(locale), locale


def test_the_commands_the_rule_book_gives_are_what_the_cli_and_discord_take():
    parser = build_parser()
    for play in ("ginbot play --format three", "ginbot play --format teams"):
        args = parser.parse_args(play.split()[1:])
        assert FORMATS[args.format] == Rules.preset(args.format).players
    options = {parameter.name for parameter in LobbyCog.challenge.parameters}
    assert {"opponent", "opponent2", "partner", "level"} <= options


@pytest.mark.parametrize("locale", list(Locale))
def test_each_section_fits_one_discord_embed(locale):
    for section in rulebook.book(locale).sections:
        assert len(section.heading) <= 256
        assert len(section.joined()) <= 4096 and len(section.markdown()) <= 6000


def test_joined_unwraps_lines_and_keeps_paragraphs_and_bullets():
    text = "A paragraph\nwrapped.\n\n- A bullet\n  wrapped\n- Next\n\n**Bold** lead-in\nmore"
    assert rulebook.joined(text) == (
        "A paragraph wrapped.\n\n- A bullet wrapped\n- Next\n\n**Bold** lead-in more")


@pytest.mark.parametrize("locale", list(Locale))
def test_no_section_keeps_a_hard_wrap_for_discord(locale):
    for section in rulebook.book(locale).sections:
        lines = section.joined().splitlines()
        for before, line in zip(["", *lines], lines, strict=False):
            assert not line or line.startswith("- ") or not before, (section.key, line)


def test_an_unknown_section_is_refused_with_the_sections_there_are():
    with pytest.raises(ValueError, match="no section 'nope'; its sections are cards, melds"):
        rulebook.section("nope")
    with pytest.raises(ValueError, match="no section 'nope'; its sections are cards, melds"):
        rulebook.section("nope", Locale.MS)
    assert rulebook.section("KNOCK").key == "knock"
    assert rulebook.section("KNOCK", Locale.ZH_CN).key == "knock"


def test_a_book_without_its_title_or_headings_is_refused():
    good = "# Title\n\nIntro.\n\n## cards: The cards\n\n- One deck.\n"
    book = rulebook.read_book(Locale.MS, good)
    assert (book.title, book.introduction, book.keys) == ("Title", "Intro.", ("cards",))
    assert book.section("cards").text == "- One deck."
    with pytest.raises(ValueError, match=r"ms/rulebook\.md does not start with its title"):
        rulebook.read_book(Locale.MS, good[2:])
    with pytest.raises(ValueError, match=r"ms/rulebook\.md has no sections"):
        rulebook.read_book(Locale.MS, "# Title\n\nIntro.\n")
    with pytest.raises(ValueError, match="'## The cards' is not a heading of the shape"):
        rulebook.read_book(Locale.MS, good + "\n## The cards\n\nMore.\n")


def test_the_package_ships_every_catalogue_and_rule_book():
    with (ROOT / "pyproject.toml").open("rb") as file:
        shipped = tomllib.load(file)["tool"]["setuptools"]["package-data"]["ginbot.text"]
    folder = ROOT / "ginbot" / "text"
    written = [p.relative_to(folder).as_posix() for p in (folder / "locales").rglob("*.*")]
    assert {rulebook.BOOK_FILE, "rules.ftl"} <= {Path(name).name for name in written}
    for name in written:
        assert any(fnmatch(name, pattern) for pattern in shipped), name
