"""The rule book: one text behind docs/RULES.md, `ginbot rules --full` and
`/gin rules section:`, covering every setting and preset."""

from dataclasses import fields
from pathlib import Path

import pytest

from ginbot import rulebook
from ginbot.engine import PRESETS, TABLE_PRESETS, Deal, Dealer, Rules, Shutout

ROOT = Path(__file__).resolve().parent.parent


def test_docs_rules_md_is_the_rule_book():
    written = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert written == rulebook.document(), (
        "docs/RULES.md differs from ginbot/rulebook.py: edit the rules there, then run "
        "`python -m ginbot.rulebook > docs/RULES.md`")


def test_the_page_has_every_section_in_order_under_its_number():
    page = rulebook.page()
    headings = [line[3:] for line in page.splitlines() if line.startswith("## ")]
    assert headings == [f"{n}. {s.title}" for n, s in enumerate(rulebook.SECTIONS, 1)]
    assert len(set(rulebook.KEYS)) == len(rulebook.KEYS)
    assert page.startswith(f"# {rulebook.TITLE}\n")


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


def test_every_preset_is_explained_and_those_the_table_cannot_play_say_so():
    lines = rulebook.section("presets").joined().splitlines()
    for name in PRESETS:
        line = next(line for line in lines if line.startswith(f"- `{name}`:"))
        assert ("Not yet playable at the table" in line) == (name not in TABLE_PRESETS), line
    assert "not offer them yet" in rulebook.section("more").text


def test_each_section_fits_one_discord_embed():
    for section in rulebook.SECTIONS:
        assert len(section.heading) <= 256
        assert len(section.joined()) <= 4096 and len(section.markdown()) <= 6000


def test_joined_unwraps_lines_and_keeps_paragraphs_and_bullets():
    text = "A paragraph\nwrapped.\n\n- A bullet\n  wrapped\n- Next\n\n**Bold** lead-in\nmore"
    assert rulebook.joined(text) == (
        "A paragraph wrapped.\n\n- A bullet wrapped\n- Next\n\n**Bold** lead-in more")


def test_no_section_keeps_a_hard_wrap_for_discord():
    for section in rulebook.SECTIONS:
        lines = section.joined().splitlines()
        for before, line in zip(["", *lines], lines, strict=False):
            assert not line or line.startswith("- ") or not before, (section.key, line)


def test_an_unknown_section_is_refused_with_the_sections_there_are():
    with pytest.raises(ValueError, match="no section 'nope'; its sections are cards, melds"):
        rulebook.section("nope")
    assert rulebook.section("KNOCK").key == "knock"
