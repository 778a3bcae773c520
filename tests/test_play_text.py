"""What the terminal reads from the player and what it writes: commands, hands, prompts,
showdowns."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest

from cards_img import scenes
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    CardUnreadable,
    Discard,
    HandState,
    Knock,
    Match,
    Pass,
    Phase,
    Rules,
    best_arrangement,
    deadwood,
    parse_cards,
)
from ginbot.engine.showdown import Layoff
from ginbot.service import TableView
from ginbot.store import HandSort, MatchInfo, MatchStatus, Seat, User
from ginbot.terminal.commands import (
    HELP,
    BadInput,
    Colours,
    Help,
    Look,
    Pile,
    Quit,
    Resign,
    Sort,
    parse_command,
)
from ginbot.terminal.screen import (
    Screen,
    hand_lines,
    knock_line,
    layoffs_text,
    melds_line,
    melds_text,
    pile_lines,
    points_line,
    prompt,
    showdown_lines,
    table_lines,
)
from ginbot.terminal.style import paint, wants_colour, wrap
from ginbot.text import Locale, hand_over, refusal

from .test_play_support import TERMINAL_VARIABLES

NAMES = ("Ann", "Bob")


@pytest.fixture(autouse=True)
def as_through_a_pipe(monkeypatch: pytest.MonkeyPatch) -> None:
    """No terminal width (pytest-xdist sets COLUMNS) and no colour switches."""
    for name in TERMINAL_VARIABLES:
        monkeypatch.delenv(name, raising=False)
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
    ("d 红桃7", Discard(Card.parse("7h"))), ("k 7 hati", Knock(Card.parse("7h"))),
    ("discard K sped", Discard(Card.parse("ks"))), ("d 紅心 10", Discard(Card.parse("th"))),
    ("b", BigGin()), ("big gin", BigGin()),
    ("sort suit", Sort(HandSort.SUIT)), ("sort r", Sort(HandSort.RANK)),
    ("sort melds", Sort(HandSort.MELDS)),
    ("h", Help()), ("?", Help()), ("l", Look()), ("", Look()), ("q", Quit()),
    ("quit", Quit()), ("resign", Resign()), ("pile", Pile()), ("draw pile", DRAW_DISCARD),
    ("colours four", Colours(True)), ("colors 2", Colours(False)), ("colours two", Colours(False)),
])
def test_commands_are_read_in_short_and_long_forms(line, command):
    assert parse_command(line) == command


@pytest.mark.parametrize(("line", "message"), [
    ("xyzzy", "unknown command 'xyzzy': type h for help"),
    ("d", "say which one card to discard, e.g. d 7h"),
    ("k 7h 8h", "say which one card to knock, e.g. k 7h"),
    ("d 1x", refusal(Locale.EN, CardUnreadable("1x"))),
    ("k 7 hatix", refusal(Locale.EN, CardUnreadable("7 hatix"))),
    ("d 7h 8h", "say which one card to discard, e.g. d 7h"),
    ("s 7h", "s takes nothing after it"),
    ("sort", "sort by melds, suit or rank"),
    ("sort colour", "sort by melds, suit or rank"),
    ("colours", "colours two or four, e.g. colours four"),
    ("colours pink", "colours two or four"),
    ("pile 3", "pile takes nothing after it"),
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
    words = hand_over(Locale.EN, result, NAMES, (show.points, 0))
    lines = showdown_lines(result, NAMES, words, 4, Rules())
    knocker, defender = NAMES[result.knocker], NAMES[1 - result.knocker]
    assert lines[0] == "── Showdown, hand 4 ──"
    assert lines[1] == (f"{knocker} knocked: "
                        f"{melds_text(show.knocker_melds, show.knocker_deadwood_cards)} "
                        f"(deadwood {show.knocker_deadwood})")
    marked = " ".join(f"{lo.card}*" for lo in show.layoffs)
    assert lines[2] == (f"{defender}: "
                        f"{melds_text(show.defender_melds, show.defender_deadwood_cards)} "
                        f"{marked} (deadwood {show.defender_deadwood}; * laid off)")
    held = lines[2].split(": ", 1)[1].split(" (")[0].replace("[", "").replace("]", "")
    defender_hand = result.hands[1 - result.knocker]
    assert sorted(held.replace("*", "").split()) == sorted(map(str, defender_hand))
    assert lines[3] == f"{defender} laid off {layoffs_text(show.layoffs)}."
    for layoff in show.layoffs:
        assert f"{layoff.card} onto [{' '.join(map(str, layoff.meld))}" in lines[3]
    assert lines[4] == (f"Points for the knock: {show.defender_deadwood} - "
                        f"{show.knocker_deadwood} = {show.points}.")
    assert lines[-1] == words


def test_each_layoff_is_told_against_the_meld_as_it_grew():
    run, kings = parse_cards("6H 7H 8H"), parse_cards("KS KH KD")
    nine, ten, five, four, club = parse_cards("9H TH 5H 4H KC")
    layoffs = [Layoff(nine, tuple(run)), Layoff(ten, tuple(run)), Layoff(club, tuple(kings))]
    assert layoffs_text(layoffs) == ("9♥ onto [6♥ 7♥ 8♥], then 10♥ onto [6♥ 7♥ 8♥ 9♥], "
                                     "then K♣ onto [K♠ K♥ K♦]")
    below = [Layoff(five, tuple(run)), Layoff(four, tuple(run))]
    assert layoffs_text(below) == "5♥ onto [6♥ 7♥ 8♥], then 4♥ onto [5♥ 6♥ 7♥ 8♥]"


@pytest.mark.parametrize(("scene", "line"), [
    ("knock_with_layoffs", "Points for the knock: 10 - 3 = 7."),
    ("undercut_with_layoffs", "Points for the undercut: 2 + 25 bonus = 27."),
    ("gin_showdown", "Points for gin: 18 + 25 bonus = 43."),
    ("big_gin_showdown", "Points for big gin: 3 + 31 bonus = 34."),
])
def test_the_points_add_up_with_the_bonus_on_its_own(scene, line):
    result = getattr(scenes, scene)().result
    assert result is not None and result.showdown is not None
    assert points_line(result.showdown, Rules(big_gin=True)) == line
    total = int(line.rstrip(".").rsplit("= ", 1)[1])
    assert total == result.showdown.points == result.points


def test_a_doubled_hand_shows_its_doubling():
    show = scenes.undercut_with_layoffs().result.showdown
    doubled = replace(show, multiplier=2, points=show.points * 2)
    assert points_line(doubled, Rules()) == "Points for the undercut: (2 + 25 bonus) x2 = 54."
    knock = scenes.knock_with_layoffs().result.showdown
    assert points_line(replace(knock, multiplier=2, points=14), Rules()) == (
        "Points for the knock: (10 - 3) x2 = 14.")


def test_gin_and_dead_hands_read_as_such():
    gin = scenes.gin_showdown().result
    assert gin is not None and gin.knocker is not None
    lines = showdown_lines(gin, NAMES, "w", None, Rules())
    assert lines[0] == "── Showdown ──"
    assert lines[1].startswith(f"{NAMES[gin.knocker]} went gin: ")
    assert lines[2].endswith(f"(deadwood {gin.showdown.defender_deadwood})")  # nothing laid off
    dead = scenes.dead_hand().result
    assert dead is not None and dead.dead
    words = hand_over(Locale.EN, dead, NAMES, (3, 4))
    lines = showdown_lines(dead, NAMES, words, 2, Rules())
    assert lines[1].startswith("Ann: ") and lines[2].startswith("Bob: ")
    assert lines[-1] == words


def test_a_hand_sorted_by_rank_shows_no_empty_field():
    assert melds_line([], parse_cards("AH 3S 7D")) == "No melds · deadwood A♥ 3♠ 7♦"
    melds = [parse_cards("3S 3D 3C")]
    assert melds_line(melds, parse_cards("AH")) == "Melds: [3♠ 3♦ 3♣] · deadwood A♥"
    assert melds_line(melds, []) == "Melds: [3♠ 3♦ 3♣] · no deadwood"
    state = scenes.find_hand(lambda s: s.phase is Phase.DRAW
                             and not best_arrangement(s.hand(s.to_move)).melds)
    lines = hand_lines(own(state), HandSort.RANK)
    assert lines[1].startswith("No melds · deadwood ")
    assert "Melds:" not in " ".join(lines)


def test_the_whole_discard_pile_is_shown_top_first():
    match = scenes.play_match(seed=3, stop=lambda m: len(m.hand.pile) >= 9)
    view = match.view(0).hand
    assert len(view.pile) == 9
    (line,) = pile_lines(view)
    assert line == (f"Discard pile, top first ({len(view.pile)} cards): "
                    + " ".join(map(str, reversed(view.pile))))
    table = table_lines(TableView(MATCH_INFO, 0, match.view(0)))
    below = " ".join(map(str, reversed(view.pile[-5:-1])))
    assert f"(below it {below} and {len(view.pile) - 5} more: type pile)" in table[1]
    fresh = HandState(Rules(), 0, 5)
    assert pile_lines(fresh.view(0)) == [f"Discard pile, top first (1 card): {fresh.upcard}"]


def test_an_oklahoma_spade_upcard_shows_the_limit_and_the_doubling():
    rules = Rules.preset("oklahoma")
    king = Card.parse("KS")
    match = next(m for m in (Match(rules, seed) for seed in range(2000))
                 if m.hand.upcard == king)
    info = replace(MATCH_INFO, rules=rules)
    lines = table_lines(TableView(info, 0, match.view(0)))
    assert lines[-1] == "Knock limit 10 (Oklahoma), points x2 (spade upcard)."


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


LONG_LINES = [
    "Match #1: Ann vs Computer (easy). Match to 50 points. Knock with 10 or less deadwood. "
    "Gin bonus 25, undercut bonus 25. The loser of a hand deals the next.",
    "── Hand 12 · Annabelle 100, Computer (expert) 95 · game to 150 ──",
    "Melds: [3♠ 3♦ 3♣] [7♥ 8♥ 9♥ 10♥] · deadwood A♣ 4♦ K♦",
    "Knock by discarding 9♣ (deadwood 3) or 10♦ (deadwood 4) or J♦ (deadwood 4) or K♠ "
    "(deadwood 5) (k <card>).",
    "Hands: 1. Ann +21 (knock); 2. Computer (expert) +30 (gin); 3. dead; 4. Ann +45 "
    "(undercut); 5. Ann +12 (knock)",
    "Discard pile, top first (14 cards): " + " ".join(str(c) for c in parse_cards(
        "KH QD JC TD TH 9S 8C 7D 6H 5S 4C 3D 2H AS")),
]


@pytest.mark.parametrize("line", LONG_LINES)
@pytest.mark.parametrize("width", [20, 27, 33, 41, 60])
def test_long_lines_wrap_between_cards_and_words(line, width):
    parts = wrap(line, width)
    assert len(parts) > 1 or len(line) <= width
    assert " ".join(" ".join(parts).split()) == " ".join(line.split())  # nothing lost
    for part in parts:
        assert len(part) <= width
        assert part.count("[") == part.count("]")  # a meld stays on one line
        assert not re.fullmatch(r"[^\w]+", part.strip()), part  # no lone mark on a line
        assert not re.search(r"(?:^|\s)[·=]$", part), part  # no mark left at a line's end
    assert all(part.startswith("  ") for part in parts[1:])
    assert wrap(line, None) == [line] and wrap(line, len(line)) == [line]


def test_the_screen_wraps_to_the_terminal_width(monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    out = io.StringIO()
    Screen(out).say(*LONG_LINES, HELP)
    lines = out.getvalue().splitlines()
    assert max(map(len, lines)) <= 40
    assert any(line.startswith(" " * 18) for line in lines)
    monkeypatch.delenv("COLUMNS")
    out = io.StringIO()
    Screen(out).say(*LONG_LINES)
    assert out.getvalue().splitlines() == LONG_LINES  # through a pipe: whole lines


def test_suits_are_coloured_only_when_wanted(monkeypatch):
    red, blue, green, reset = "\x1b[31m", "\x1b[34m", "\x1b[32m", "\x1b[0m"
    text = "You drew 7♥ · [10♦ J♦ Q♦] K♠ 3♣"
    assert paint(text) == f"You drew {red}7♥{reset} · [{red}10♦{reset} {red}J♦{reset} " \
                          f"{red}Q♦{reset}] K♠ 3♣"
    four = paint(text, four_colour=True)
    assert f"{red}7♥{reset}" in four and f"{blue}10♦{reset}" in four
    assert f"{green}3♣{reset}" in four and " K♠ " in four
    for name in ("NO_COLOR", "FORCE_COLOR"):
        monkeypatch.delenv(name, raising=False)
    out = io.StringIO()
    assert not wants_colour(out)
    Screen(out).say(text)
    assert out.getvalue() == text + "\n"
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert wants_colour(out)
    screen = Screen(out)
    screen.four_colour = True
    screen.say(text)
    assert out.getvalue().endswith(four + "\n")
    monkeypatch.setenv("NO_COLOR", "1")
    assert not wants_colour(out)
