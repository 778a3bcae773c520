import pytest

from ginbot.engine import CARDS, Card, deck, parse_cards, shuffled_deck


def test_parse_accepts_every_form_in_the_contract():
    cards = parse_cards("7H 10s TH qd A♠ 9♥")
    assert [str(c) for c in cards] == ["7♥", "10♠", "10♥", "Q♦", "A♠", "9♥"]
    assert cards[1] == Card.of(9, 0)
    assert cards[2] == parse_cards("10h")[0]


def test_str_round_trips_through_parse():
    for card in CARDS:
        assert Card.parse(str(card)) == card
        assert Card.parse(card.code) == card


@pytest.mark.parametrize("bad", ["1H", "11S", "7X", "", "HH", "10", "♥7"])
def test_parse_rejects_non_cards_with_a_clear_message(bad):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(bad)


def test_values_follow_the_rule_book():
    assert [c.value for c in parse_cards("AS 2S 9S 10S JS QS KS")] == [1, 2, 9, 10, 10, 10, 10]


def test_deck_and_seeded_shuffles():
    assert sorted(deck()) == list(CARDS)
    assert shuffled_deck(7) == shuffled_deck(7)
    assert shuffled_deck(7) != shuffled_deck(8)
    assert sorted(shuffled_deck(7)) == list(CARDS)
