"""Cards as players type them in any of the four languages, and named back in the reader's."""

from __future__ import annotations

import pytest

from ginbot.engine import CARDS, Card, CardUnreadable
from ginbot.text import (
    Locale,
    card_matches,
    card_name,
    discard_choice,
    knock_choice,
    read_card,
    refusal,
    say,
)

EN, ZH_CN, ZH_TW, MS = Locale.EN, Locale.ZH_CN, Locale.ZH_TW, Locale.MS


@pytest.mark.parametrize(("typed", "card"), [
    # What Card.parse reads already.
    ("7h", "7H"), ("7H", "7H"), ("10♥", "TH"), ("TH", "TH"), ("q♦", "QD"), ("A♠", "AS"),
    ("10s", "TS"), ("  kc ", "KC"), ("9♡", "9H"), ("as", "AS"),
    # Chinese, simplified and traditional, suit before or after the rank, with or without
    # a space.
    ("红桃7", "7H"), ("紅心10", "TH"), ("紅桃10", "TH"), ("红心Q", "QH"), ("黑桃K", "KS"),
    ("黑桃k", "KS"), ("黑桃 K", "KS"), ("方块A", "AD"), ("方塊J", "JD"), ("方片3", "3D"),
    ("梅花2", "2C"), ("草花9", "9C"), ("7红桃", "7H"), ("10 紅心", "TH"), ("K黑桃", "KS"),
    ("红桃十", "TH"), ("梅花七", "7C"), ("黑桃两", "2S"),
    # Full-width letters and digits, as Chinese input methods type them.
    ("红桃７", "7H"), ("ＫＳ", "KS"), ("黑桃１０", "TS"),
    # Malay, before or after the rank, any case.
    ("7 hati", "7H"), ("K sped", "KS"), ("hati 7", "7H"), ("10 wajik", "TD"),
    ("Q berlian", "QD"), ("a kelawar", "AC"), ("HATI 7", "7H"), ("7hati", "7H"),
    ("As sped", "AS"), ("kelawar 10", "TC"),
    # English words.
    ("queen of spades", "QS"), ("Ten of Hearts", "TH"), ("ace of clubs", "AC"),
    ("7 of diamonds", "7D"), ("king hearts", "KH"), ("seven of spades", "7S"),
])
def test_a_card_reads_the_same_in_every_language(typed: str, card: str) -> None:
    assert read_card(typed) == Card.parse(card)


def test_every_card_reads_back_from_its_name_in_every_language() -> None:
    for locale in Locale:
        for card in CARDS:
            assert read_card(card_name(locale, card)) == card, (locale, card)
            assert read_card(card.code) == card
            assert read_card(str(card)) == card


@pytest.mark.parametrize("typed", [
    "", "   ", "zz", "1x", "11h", "1h", "0s", "红桃", "红桃11", "绿桃7", "7", "K", "hati",
    "7 hatix", "7h 8h", "7hh", "红桃7红桃", "queen of", "of spades 7", "7 of", "sped hati",
    "🂷", "7 heartss",
])
def test_what_names_no_card_is_refused_with_what_was_typed(typed: str) -> None:
    with pytest.raises(CardUnreadable) as caught:
        read_card(typed)
    assert caught.value.text == typed.strip()


def test_a_long_typing_is_quoted_short() -> None:
    with pytest.raises(CardUnreadable) as caught:
        read_card("x" * 500)
    assert caught.value.text == "x" * 39 + "…"


def test_a_card_that_reads_as_none_is_refused_in_the_readers_words() -> None:
    error = CardUnreadable("红桃11")
    assert refusal(ZH_CN, error) == say(ZH_CN, "refusal-card-unreadable", text="红桃11")
    assert len({refusal(locale, error) for locale in Locale}) == 4
    # Each language shows its own way to type a card.
    assert "红桃7" in refusal(ZH_CN, error)
    assert "紅心7" in refusal(ZH_TW, error)
    assert "7 hati" in refusal(MS, error)


def test_a_card_is_named_in_the_readers_words() -> None:
    seven = Card.parse("7h")
    assert card_name(EN, seven) == str(seven)
    names = {locale: card_name(locale, seven) for locale in Locale}
    assert len(set(names.values())) == 4
    assert all("7" in name for name in names.values())
    for locale in Locale:
        assert card_name(locale, Card.parse("qs")) != card_name(locale, Card.parse("qh"))
        assert "Q" in card_name(locale, Card.parse("qs"))  # court cards stay letters
        assert "10" in card_name(locale, Card.parse("td"))


@pytest.mark.parametrize("locale", list(Locale))
def test_the_autocomplete_choices_say_what_playing_a_card_leaves(locale: Locale) -> None:
    king = Card.parse("ks")
    name = card_name(locale, king)
    assert discard_choice(locale, king, None) == name
    assert discard_choice(locale, king, 13) == say(
        locale, "card-choice-discard", card=name, deadwood=13)
    assert knock_choice(locale, king, 0) == say(locale, "card-choice-gin", card=name)
    assert knock_choice(locale, king, 7) == say(
        locale, "card-choice-knock", card=name, deadwood=7)
    assert "13" in discard_choice(locale, king, 13) and "7" in knock_choice(locale, king, 7)


@pytest.mark.parametrize(("typed", "fits"), [
    ("", "7H 7S KC TD"), ("7", "7H 7S"), ("7h", "7H"), ("7 H", "7H"), ("红", "7H"),
    ("红桃", "7H"), ("紅心", "7H"), ("黑桃", "7S"), ("hati", "7H"), ("7 ha", "7H"),
    ("k", "KC"), ("kel", "KC"), ("梅花k", "KC"), ("1", "TD"), ("10", "TD"), ("t", "TD"),
    ("方", "TD"), ("wajik 1", "TD"), ("♥", "7H"), ("x", ""), ("红桃8", ""),
])
def test_autocomplete_fits_what_is_typed_so_far_in_any_language(typed: str, fits: str) -> None:
    hand = [Card.parse(code) for code in ("7H", "7S", "KC", "TD")]
    assert [card.code for card in hand if card_matches(card, typed)] == fits.split()
