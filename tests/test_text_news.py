"""The news of a table in words: every kind in every language, as its reader may know it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards_img import scenes
from ginbot.engine import Card, Event
from ginbot.model import Cut, Dealt, Played, Resigned, Seat, TimedOut
from ginbot.service import NotInMatch
from ginbot.text import (
    Locale,
    hand_over,
    listing,
    news_line,
    news_sentences,
    players,
    refusal,
    revealed_deal,
    round_over,
    say,
    score_line,
    seat_name,
    showdown_result,
)

EN, ZH = Locale.EN, Locale.ZH_CN
NAMES = ("Ann", "小明")
SEVEN = Card.parse("7H")


def every_kind() -> list:
    knock = Event("knock", 0, SEVEN, face_down=True)
    return [
        Cut(((Card.parse("KS"), Card.parse("2D")),), 1),
        Cut(((Card.parse("KS"), Card.parse("KD")), (Card.parse("3S"), Card.parse("9D"))), 0),
        Dealt(1, 0, 1, SEVEN), Dealt(2, 1, 0, None), Dealt(3, 1, 0, SEVEN, board=1),
        Dealt(3, 0, 1, None, board=0),
        *(Played(Event(kind, 0, SEVEN)) for kind in ("pass", "take", "draw", "discard")),
        Played(Event("draw", 1)), Played(knock, 4), Played(Event("knock", 0), 4),
        Played(Event("gin", 0, SEVEN, face_down=True)), Played(Event("gin", 1)),
        Played(Event("big_gin", 0)), Played(Event("dead", 0)),
        Resigned(1), TimedOut(0, autoplay=True), TimedOut(0, autoplay=False),
    ]


@pytest.mark.parametrize("locale", list(Locale))
def test_every_kind_of_news_has_words_in_every_language(locale):
    for news in every_kind():
        for reader in (None, 0, 1):
            line = news_line(locale, news, NAMES, reader)
            assert line and "{" not in line


def test_the_reader_reads_their_own_moves_as_you_and_others_by_name():
    drew = Played(Event("draw", 0, SEVEN))
    you = say(EN, "news-you")
    assert news_line(EN, drew, NAMES, 0) == say(EN, "news-draw-card", name=you, card=SEVEN)
    assert news_line(EN, Played(Event("draw", 1)), NAMES, 0) == say(
        EN, "news-draw", name="小明")


def test_a_card_is_named_only_when_the_news_carries_it():
    knock = Event("knock", 0, SEVEN, face_down=True)
    result = scenes.knock_with_layoffs().result
    deadwood = result.showdown.knocker_deadwood
    public = Played.seen(knock, None, result)
    own = Played.seen(knock, 0, result)
    assert public == Played(Event("knock", 0), deadwood) and own == Played(knock, deadwood)
    assert str(SEVEN) not in news_line(EN, public, NAMES, None)
    assert str(SEVEN) in news_line(EN, own, NAMES, 0)
    draw = Event("draw", 0, SEVEN, private=True)
    assert Played.seen(draw, 1).event == Event("draw", 0)


def test_a_reply_is_the_news_in_whole_sentences():
    news = [Played(Event("take", 0, SEVEN)), Played(Event("discard", 0, Card.parse("3C")))]
    lines = [news_line(EN, n, NAMES, 0) for n in news]
    assert news_sentences(EN, news, NAMES, 0) == " ".join(
        say(EN, "news-sentence", line=line) for line in lines)
    assert news_sentences(Locale.ZH_CN, news, NAMES, 0).count("。") == 2


def test_a_showdown_reads_like_its_result():
    result = scenes.undercut_with_layoffs().result
    show = result.showdown
    line = showdown_result(EN, result, NAMES)
    assert line == say(EN, "showdown-undercut", deadwood=show.defender_deadwood,
                       knocker_deadwood=show.knocker_deadwood, name=NAMES[result.winner],
                       points=show.points)
    doubled = replace(result, showdown=replace(show, multiplier=2))
    assert showdown_result(EN, doubled, NAMES) == say(EN, "showdown-doubled", result=line)
    score = score_line(EN, NAMES, (27, 0))
    shown = say(EN, "showdown-face-down", result=line, name=NAMES[result.knocker],
                card=result.knock_card)
    assert hand_over(EN, result, NAMES, (27, 0)) == say(EN, "showdown-line", result=shown,
                                                       score=score)
    dead = scenes.dead_hand().result
    assert hand_over(EN, dead, NAMES, (3, 4)) == say(
        EN, "showdown-dead-score", score=score_line(EN, NAMES, (3, 4)))


def test_a_computer_seat_is_named_in_the_readers_language_even_in_a_refusal():
    seats = (Seat(1, None, "小明"), Seat.computer("expert"))
    for locale in Locale:
        computer = say(locale, "computer-name", level="expert")
        assert seat_name(locale, seats[1]) == computer and seat_name(locale, seats[0]) == "小明"
        assert computer in refusal(locale, NotInMatch(7, seats))
    assert seat_name(ZH, seats[1]) != seats[1].name  # not the stored English name


THREE = ("Ann", "Bob", "Cat")
FOUR = ("Ann", "Bob", "Cat", "Dan")


@pytest.mark.parametrize("locale", list(Locale))
def test_a_deal_says_who_sits_out_at_three_and_which_board_at_a_team_round(locale):
    three = news_line(locale, Dealt(2, 2, 0, SEVEN), THREE, None)
    assert three == say(locale, "news-deal-three", hand=2, dealer="Cat", first="Ann",
                        upcard=SEVEN)
    assert news_line(locale, Dealt(2, 2, 0, None), THREE, None) == say(
        locale, "news-deal-three-scarne", hand=2, dealer="Cat", first="Ann")
    board = news_line(locale, Dealt(1, 2, 3, SEVEN, board=1), FOUR, None)
    assert board == say(locale, "news-deal-board", hand=1, board=2, dealer="Cat", first="Dan",
                        upcard=SEVEN)
    assert news_line(locale, Dealt(1, 0, 1, SEVEN), NAMES, None) == say(
        locale, "news-deal", hand=1, dealer=NAMES[0], first=NAMES[1], upcard=SEVEN)
    assert len({three, board, news_line(locale, Dealt(2, 2, 0, SEVEN), FOUR, None)}) == 3


def test_the_end_of_a_deal_names_each_boards_players_and_the_totals_by_side():
    result = scenes.undercut_with_layoffs().result
    dead = scenes.dead_hand().result
    line = say(EN, "showdown-face-down", result=showdown_result(EN, result, ("Bob", "Cat")),
               name=("Bob", "Cat")[result.knocker], card=result.knock_card)
    score = score_line(EN, THREE, (0, 27, 3))
    assert round_over(EN, [((1, 2), result)], THREE, THREE, (0, 27, 3)) == say(
        EN, "showdown-line", result=say(EN, "showdown-players",
                                        players=players(EN, ("Bob", "Cat")), result=line),
        score=score)
    teams = ("Ann & Cat", "Bob & Dan")
    both = round_over(EN, [((0, 3), dead), ((2, 1), result)], FOUR, teams, (10, 20))
    second = say(EN, "showdown-face-down", result=showdown_result(EN, result, ("Cat", "Bob")),
                 name=("Cat", "Bob")[result.knocker], card=result.knock_card)
    boards = [say(EN, "showdown-board", board=1, players=players(EN, ("Ann", "Dan")),
                  result=say(EN, "showdown-dead")),
              say(EN, "showdown-board", board=2, players=players(EN, ("Cat", "Bob")),
                  result=second)]
    assert both == say(EN, "showdown-line",
                       result=say(EN, "showdown-boards-between").join(boards),
                       score=score_line(EN, teams, (10, 20)))
    assert round_over(EN, [((0, 1), dead)], NAMES, NAMES, (1, 2)) == hand_over(
        EN, dead, NAMES, (1, 2))


def test_a_replayed_deal_names_the_board_or_the_one_sitting_out():
    held = ((SEVEN,), (Card.parse("3C"),))
    assert revealed_deal(EN, 4, "Cat", held, None, ("Ann", "Bob"), sits_out=True)[0] == say(
        EN, "news-replay-deal-three", hand=4, dealer="Cat")
    assert revealed_deal(EN, 4, "Cat", held, SEVEN, ("Cat", "Bob"), board=1)[0] == say(
        EN, "news-replay-deal-board", hand=4, board=2, dealer="Cat")
    assert revealed_deal(EN, 4, "Ann", held, SEVEN, ("Ann", "Bob"))[0] == say(
        EN, "news-replay-deal", hand=4, dealer="Ann")


def test_a_cut_at_three_names_every_card_then_the_tied_ones_cut_again():
    three = ("Ann", "Bob", "Cat")
    cut = Cut(((Card.parse("3S"), Card.parse("3D"), Card.parse("9C")),
               (Card.parse("KS"), Card.parse("2D"))), 2, ((0, 1, 2), (0, 1)))
    first = tuple(say(EN, "news-cut-one", name=name, card=Card.parse(card))
                  for name, card in zip(three, ("3S", "3D", "9C"), strict=True))
    again = (say(EN, "news-cut-one", name="Ann", card=Card.parse("KS")),
             say(EN, "news-cut-one", name="Bob", card=Card.parse("2D")))
    assert news_line(EN, cut, three, None) == say(
        EN, "news-cut-table-tie", cuts=listing(EN, first), recut=listing(EN, again),
        dealer="Cat")
    for locale in Locale:  # everyone's card, in every language
        assert all(card in news_line(locale, cut, three, None) for card in ("3♠", "3♦", "9♣"))
    once = Cut(((Card.parse("3S"), Card.parse("8D"), Card.parse("9C")),), 0, ((0, 1, 2),))
    assert "Cat" in news_line(EN, once, three, None)
    assert "9♣" in news_line(ZH, once, three, None)


def bracket_depth(text: str) -> int:
    """How deep round brackets nest in ``text``, half-width and full-width alike."""
    depth = deepest = 0
    for char in text:
        if char in "(（":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")）":
            depth -= 1
    return deepest


@pytest.mark.parametrize("locale", list(Locale))
def test_a_doubled_knock_with_its_card_face_down_nests_no_brackets_round_a_computer(locale):
    result = scenes.undercut_with_layoffs().result
    doubled = replace(result, showdown=replace(result.showdown, multiplier=2))
    computer = say(locale, "computer-name", level="expert")
    assert bracket_depth(computer) == 1
    two = (computer, "小明")
    line = hand_over(locale, doubled, two, (0, 110))
    assert bracket_depth(line) == 1, line
    assert showdown_result(locale, doubled, two) in line  # "(doubled)", then the knock card
    assert str(result.knock_card) in line and line.count(computer) == 2  # the card, the score
    three = (computer, "Bob", "Cat")
    assert bracket_depth(round_over(locale, [((0, 1), doubled)], three, three, (0, 110, 3))) == 1
    four = (computer, "Bob", "Cat", "Dan")
    teams = (say(locale, "side-team", first=computer, second="Cat"),
             say(locale, "side-team", first="Bob", second="Dan"))
    both = round_over(locale, [((0, 1), doubled), ((2, 3), doubled)], four, teams, (0, 220))
    assert bracket_depth(both) == 1, both


def test_malay_news_of_the_reader_begins_with_anda_and_never_has_it_mid_sentence():
    you = say(Locale.MS, "news-you")
    for news in every_kind():
        line = news_line(Locale.MS, news, NAMES, 0)
        assert you not in line[1:], line
