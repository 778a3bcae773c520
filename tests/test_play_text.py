"""What the terminal reads from the player and what it writes: commands, hands, prompts,
showdowns."""

from __future__ import annotations

import re

import pytest

from cards_img import scenes
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    Discard,
    HandState,
    Knock,
    Pass,
    Phase,
    Rules,
    best_arrangement,
    deadwood,
    parse_cards,
)
from ginbot.service import TableView
from ginbot.service.words import showdown_words
from ginbot.store import HandSort, MatchInfo, MatchStatus, Seat, User
from ginbot.terminal.commands import BadInput, Help, Look, Quit, Resign, Sort, parse_command
from ginbot.terminal.screen import (
    hand_lines,
    knock_line,
    melds_text,
    prompt,
    showdown_lines,
    table_lines,
)

NAMES = ("Ann", "Bob")
MATCH_INFO = MatchInfo(1, 0, 0, None, (Seat.person(User(1, "Ann")), Seat.person(User(2, "Bob"))),
                       Rules.preset("hollywood"), MatchStatus.ACTIVE, 0.0)


@pytest.mark.parametrize(("line", "command"), [
    ("s", DRAW_STOCK), ("stock", DRAW_STOCK), ("draw stock", DRAW_STOCK), ("  S ", DRAW_STOCK),
    ("t", DRAW_DISCARD), ("take", DRAW_DISCARD), ("draw discard", DRAW_DISCARD),
    ("p", Pass()), ("pass", Pass()),
    ("d 7h", Discard(Card.parse("7h"))), ("discard 10♥", Discard(Card.parse("TH"))),
    ("D QD", Discard(Card.parse("qd"))),
    ("k 7h", Knock(Card.parse("7h"))), ("knock as", Knock(Card.parse("as"))),
    ("gin 9c", Knock(Card.parse("9c"))),
    ("b", BigGin()), ("big gin", BigGin()),
    ("sort suit", Sort(HandSort.SUIT)), ("sort r", Sort(HandSort.RANK)),
    ("sort melds", Sort(HandSort.MELDS)),
    ("h", Help()), ("?", Help()), ("l", Look()), ("", Look()), ("q", Quit()),
    ("quit", Quit()), ("resign", Resign()),
])
def test_commands_are_read_in_short_and_long_forms(line, command):
    assert parse_command(line) == command


@pytest.mark.parametrize(("line", "message"), [
    ("xyzzy", "unknown command 'xyzzy': type h for help"),
    ("d", "say which one card to discard, e.g. d 7h"),
    ("k 7h 8h", "say which one card to knock, e.g. k 7h"),
    ("d 1x", "'1x' is not a card"),
    ("s 7h", "s takes nothing after it"),
    ("sort", "sort by melds, suit or rank"),
    ("sort colour", "sort by melds, suit or rank"),
])
def test_bad_input_says_what_is_wrong(line, message):
    with pytest.raises(BadInput, match=re.escape(message)):
        parse_command(line)


def own(state: HandState):
    return state.view(state.to_move)


def test_the_hand_shows_melds_deadwood_and_the_best_discard():
    state = scenes.can_knock()
    view = own(state)
    lines = hand_lines(view)
    arrangement = best_arrangement(view.hand)
    for meld in arrangement.melds:
        assert " ".join(map(str, meld)) in lines[0]
    assert re.fullmatch(r"Deadwood \d+ after discarding \S+\.", lines[1])
    assert lines[2] == f"You drew {view.drawn}."
    by_suit = hand_lines(view, HandSort.SUIT)
    assert by_suit[0].startswith("Your hand by suit: ")
    assert by_suit[1].startswith("Melds: [")
    assert sorted(by_suit[0].split(": ")[1].split()) == sorted(map(str, view.hand))


def test_knocks_are_offered_with_the_deadwood_each_leaves():
    view = own(scenes.can_knock())
    line = knock_line(view)
    assert line is not None and line.startswith("Knock by discarding ")
    knocks = {a.card for a in view.legal if isinstance(a, Knock)}
    for card, left in re.findall(r"(\S+) \(deadwood (\d+)\)", line):
        card = Card.parse(card)
        assert card in knocks
        assert deadwood([c for c in view.hand if c != card]) == int(left) <= 10
    assert prompt(view) == "Your move [d <card>, k <card>]: "


def test_gin_is_offered_as_gin():
    view = own(scenes.gin_available())
    line = knock_line(view)
    assert line is not None
    card = Card.parse(re.match(r"Gin by discarding (\S+)", line)[1])
    assert deadwood([c for c in view.hand if c != card]) == 0


def test_the_prompt_lists_exactly_the_legal_moves():
    offer = HandState(Rules(), 0, 5)
    assert offer.phase is Phase.OFFER
    assert prompt(own(offer)) == f"Your move [t take {offer.upcard}, p pass]: "
    draw = own(scenes.about_to_draw())
    assert prompt(draw) == f"Your move [s stock, t take {draw.upcard}]: "
    taken = own(scenes.taken_from_pile())
    assert prompt(taken) == "Your move [d <card>]: "
    assert f"You took {taken.taken}: it may not be discarded this turn." in hand_lines(taken)
    big = scenes.find_hand(lambda s: BigGin() in s.legal_actions(), rules=Rules(big_gin=True),
                           knock=False)
    assert prompt(own(big)).endswith(", b big gin]: ")
    assert knock_line(own(big)) == "Big gin: all 11 cards meld (b)."


def test_a_showdown_shows_both_hands_the_layoffs_and_the_score():
    state = scenes.knock_with_layoffs()
    result = state.result
    assert result is not None and result.showdown is not None and result.knocker is not None
    show = result.showdown
    words = showdown_words(result, NAMES, (show.points, 0))
    lines = showdown_lines(result, NAMES, words, 4)
    knocker, defender = NAMES[result.knocker], NAMES[1 - result.knocker]
    assert lines[0] == "── Showdown, hand 4 ──"
    assert lines[1] == (f"{knocker} knocked: "
                        f"{melds_text(show.knocker_melds, show.knocker_deadwood_cards)} "
                        f"(deadwood {show.knocker_deadwood})")
    assert lines[2].startswith(f"{defender}: ") and lines[2].endswith(
        f"(deadwood {show.defender_deadwood})")
    assert lines[3].startswith(f"{defender} laid off ")
    for layoff in show.layoffs:
        assert str(layoff.card) in lines[3] and str(layoff.card) not in lines[2]
    assert lines[-1] == words


def test_gin_and_dead_hands_read_as_such():
    gin = scenes.gin_showdown().result
    assert gin is not None and gin.knocker is not None
    lines = showdown_lines(gin, NAMES, "w", None)
    assert lines[0] == "── Showdown ──"
    assert lines[1].startswith(f"{NAMES[gin.knocker]} went gin: ")
    dead = scenes.dead_hand().result
    assert dead is not None and dead.dead
    lines = showdown_lines(dead, NAMES, showdown_words(dead, NAMES, (3, 4)), 2)
    assert lines[1].startswith("Ann: ") and lines[2].startswith("Bob: ")
    assert lines[-1] == "Dead hand: no score. Ann 3, Bob 4"


def test_melds_come_first_in_brackets_and_deadwood_by_rank():
    cards = parse_cards("KD 3S 3D 3C AC 4D")
    assert melds_text([cards[1:4]], [cards[0], cards[4], cards[5]]) == "[3♠ 3♦ 3♣] A♣ 4♦ K♦"


def test_the_table_shows_each_hollywood_game():
    match = scenes.mid_match(Rules.preset("hollywood"), hands=2)
    table = TableView(MATCH_INFO, 0, match.view(0))
    lines = table_lines(table)
    a, b = match.scores
    assert lines[0] == f"── Hand {match.hand_number} · Ann {a}, Bob {b} · game to 100 ──"
    games = ", ".join(f"game {i} {x}-{y}" for i, (x, y) in enumerate(match.view(0).games, 1))
    assert lines[-1] == f"Hollywood: {games}."
    assert lines[1].startswith(f"Upcard {match.hand.upcard}")
