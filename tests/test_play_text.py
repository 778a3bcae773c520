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
    Layoff,
    Match,
    Pass,
    Phase,
    Rules,
    best_arrangement,
    deadwood,
    parse_cards,
)
from ginbot.model import HandSort, MatchInfo, MatchStatus, Seat, User
from ginbot.service import TableSnapshot
from ginbot.terminal.commands import (
    BadInput,
    Colours,
    ColoursHow,
    Help,
    Look,
    NotACard,
    NothingAfter,
    Pile,
    Quit,
    Resign,
    Sort,
    SortHow,
    UnknownCommand,
    WhichCard,
    parse_command,
)
from ginbot.terminal.screen import (
    Screen,
    hand_lines,
    input_problem,
    knock_line,
    layoffs_text,
    melds_line,
    melds_text,
    move_choices,
    pile_lines,
    points_line,
    prompt,
    showdown_lines,
    status,
    table_lines,
)
from ginbot.terminal.style import columns, paint, wants_colour, wrap
from ginbot.text import Locale, hand_over, listing, plan_hand, refusal, rules_lines, say, score_line
from tests.play_support import foreign_lines, shown

EN = Locale.EN
NAMES = ("Ann", "Bob")
HELP = say(EN, "terminal-help")

pytestmark = pytest.mark.usefixtures("as_through_a_pipe")


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


@pytest.mark.parametrize(("line", "problem", "words"), [
    ("xyzzy", UnknownCommand("xyzzy"),
     lambda locale: say(locale, "terminal-unknown-command", line="xyzzy")),
    ("d", WhichCard("d", knock=False),
     lambda locale: say(locale, "terminal-which-discard", command="d")),
    ("k 7h 8h", WhichCard("k", knock=True),
     lambda locale: say(locale, "terminal-which-knock", command="k")),
    ("gin", WhichCard("gin", knock=True),
     lambda locale: say(locale, "terminal-which-knock", command="gin")),
    ("d 1x", NotACard("1x"), lambda locale: refusal(locale, CardUnreadable("1x"))),
    ("k 7 hatix", NotACard("7 hatix"), lambda locale: refusal(locale, CardUnreadable("7 hatix"))),
    ("d 7h 8h", WhichCard("d", knock=False),
     lambda locale: say(locale, "terminal-which-discard", command="d")),
    ("s 7h", NothingAfter("s"), lambda locale: say(locale, "terminal-nothing-after", command="s")),
    ("sort", SortHow(), lambda locale: say(locale, "terminal-sort-how")),
    ("sort colour", SortHow(), lambda locale: say(locale, "terminal-sort-how")),
    ("colours", ColoursHow(), lambda locale: say(locale, "terminal-colours-how")),
    ("colours pink", ColoursHow(), lambda locale: say(locale, "terminal-colours-how")),
    ("pile 3", NothingAfter("pile"),
     lambda locale: say(locale, "terminal-nothing-after", command="pile")),
])
def test_bad_input_says_what_is_wrong(line, problem, words):
    with pytest.raises(BadInput) as raised:
        parse_command(line)
    assert type(raised.value) is type(problem) and vars(raised.value) == vars(problem)
    for locale in Locale:
        assert input_problem(locale, raised.value) == words(locale)


def own(state: HandState):
    return state.view(state.to_move)


def test_the_hand_shows_melds_deadwood_and_the_best_discard():
    state = scenes.can_knock()
    view = own(state)
    lines = hand_lines(EN, view)
    arrangement = best_arrangement(view.hand)
    assert lines[0] == say(EN, "terminal-hand",
                           cards=melds_text(arrangement.melds, arrangement.deadwood))
    left = {c: deadwood([d for d in view.hand if d != c]) for c in view.hand}
    best = min(left.values())
    found = re.fullmatch(shown(EN, "terminal-deadwood-after", deadwood=str(best),
                               card="(\\S+)"), lines[1])
    assert found and left[Card.parse(found[1])] == best
    assert lines[2] == say(EN, "terminal-drew", card=view.drawn)
    by_suit = hand_lines(EN, view, HandSort.SUIT)
    held = re.fullmatch(shown(EN, "terminal-hand-by-suit", cards="(.*)"), by_suit[0])
    assert held and sorted(held[1].split()) == sorted(map(str, view.hand))
    plan = plan_hand(view)
    assert by_suit[1] == melds_line(EN, plan.melds, plan.deadwood)


def test_knocks_are_offered_with_the_deadwood_each_leaves():
    view = own(scenes.can_knock())
    line = knock_line(EN, view)
    knocks = {a.card for a in view.legal if isinstance(a, Knock)}
    options = re.fullmatch(shown(EN, "terminal-knock-offer", options="(.*)"), line or "")
    assert options is not None, line
    told = options[1].split(say(EN, "terminal-or"))
    assert len(told) == len(knocks)
    for option in told:
        found = re.fullmatch(shown(EN, "terminal-knock-option", card="(\\S+)", deadwood="(\\d+)"),
                             option)
        assert found is not None, option
        card = Card.parse(found[1])
        assert card in knocks
        assert deadwood([c for c in view.hand if c != card]) == int(found[2]) <= 10
    moves = say(EN, "terminal-moves-between").join(
        [say(EN, "terminal-move-discard"), say(EN, "terminal-move-knock")])
    assert prompt(EN, view) == say(EN, "terminal-prompt", moves=moves) + " "


def test_gin_is_offered_as_gin():
    view = own(scenes.gin_available())
    found = re.fullmatch(shown(EN, "terminal-gin-offer", cards="(.*)"), knock_line(EN, view) or "")
    assert found is not None
    for card in found[1].split(say(EN, "terminal-or")):
        assert deadwood([c for c in view.hand if c != Card.parse(card)]) == 0


def test_the_prompt_lists_exactly_the_legal_moves():
    def letters(view) -> list[str]:
        found = re.fullmatch(shown(EN, "terminal-prompt", moves="(.*)") + " ", prompt(EN, view))
        assert found is not None
        return [move.split()[0] for move in found[1].split(say(EN, "terminal-moves-between"))]

    offer = HandState(Rules(), 0, 5)
    assert offer.phase is Phase.OFFER
    assert letters(own(offer)) == ["t", "p"]
    assert say(EN, "terminal-move-take", upcard=offer.upcard) in prompt(EN, own(offer))
    draw = own(scenes.about_to_draw())
    assert letters(draw) == ["s", "t"]
    taken = own(scenes.taken_from_pile())
    assert letters(taken) == ["d"]
    assert say(EN, "terminal-took", card=taken.taken) in hand_lines(EN, taken)
    big = scenes.find_hand(lambda s: BigGin() in s.legal_actions(), rules=Rules(big_gin=True),
                           knock=False)
    assert letters(own(big))[-1] == "b"
    assert knock_line(EN, own(big)) == say(EN, "terminal-big-gin-offer")


@pytest.mark.parametrize("locale", list(Locale))
def test_the_words_the_prompt_shows_for_a_move_are_typed_as_that_move(locale):
    """``[t 拿取 10♠，p 不要]``: 拿取 takes, 不要 passes; every language's words are read
    in every language (a player may play in one and type in another)."""
    offer = own(HandState(Rules(), 0, 5))
    big = own(scenes.find_hand(lambda s: BigGin() in s.legal_actions(),
                               rules=Rules(big_gin=True), knock=False))
    draw = own(scenes.about_to_draw())
    shown = [choice for view in (offer, draw, big) for choice in move_choices(locale, view)]
    worded = set()
    for choice in shown:
        letter, *words = choice.split()
        if words and words[-1] in (str(offer.upcard), str(draw.upcard)):
            words.pop()  # "t 拿取 10♠": the upcard is no word of the move
        if not words or words[0].startswith("<"):
            continue  # "d <card>": a card follows the letter
        worded.add(letter)
        assert parse_command(" ".join(words)) == parse_command(letter), choice
        assert parse_command(" ".join(words).upper()) == parse_command(letter), choice
    assert worded == {"s", "t", "p", "b"}  # stock, take, pass, big gin
    assert (parse_command("不要"), parse_command("拿取"), parse_command("langkau")) == (
        Pass(), DRAW_DISCARD, Pass())  # the issue's own examples, whatever the language


def test_a_showdown_shows_both_hands_the_layoffs_and_the_score():
    state = scenes.knock_with_layoffs()
    result = state.result
    assert result is not None and result.showdown is not None and result.knocker is not None
    show = result.showdown
    words = hand_over(EN, result, NAMES, (show.points, 0))
    lines = showdown_lines(EN, result, NAMES, words, 4, Rules())
    knocker, defender = NAMES[result.knocker], NAMES[1 - result.knocker]
    assert lines[0] == say(EN, "terminal-showdown-hand", hand=4)
    assert lines[1] == say(EN, "terminal-showdown-knocked", name=knocker,
                           cards=melds_text(show.knocker_melds, show.knocker_deadwood_cards),
                           deadwood=show.knocker_deadwood)
    marked = " ".join(f"{lo.card}*" for lo in show.layoffs)
    held = melds_text(show.defender_melds, show.defender_deadwood_cards)
    assert lines[2] == say(EN, "terminal-showdown-laid-off", name=defender, cards=held,
                           laid=marked, deadwood=show.defender_deadwood)
    defender_hand = result.hands[1 - result.knocker]
    shown_cards = f"{held} {marked}".replace("[", "").replace("]", "").replace("*", "")
    assert sorted(shown_cards.split()) == sorted(map(str, defender_hand))
    assert lines[3] == say(EN, "terminal-laid-off", name=defender,
                           layoffs=layoffs_text(EN, show.layoffs))
    for layoff in show.layoffs:
        assert f"{layoff.card} onto [{' '.join(map(str, layoff.meld))}" in lines[3]
    assert lines[4] == say(EN, "terminal-points", outcome="knock", points=show.points,
                           sum=f"{show.defender_deadwood} - {show.knocker_deadwood}")
    assert lines[-1] == words


def test_each_layoff_is_told_against_the_meld_as_it_grew():
    run, kings = parse_cards("6H 7H 8H"), parse_cards("KS KH KD")
    nine, ten, five, four, club = parse_cards("9H TH 5H 4H KC")
    layoffs = [Layoff(nine, tuple(run)), Layoff(ten, tuple(run)), Layoff(club, tuple(kings))]

    def told(*onto: tuple[str, str]) -> str:
        return say(EN, "terminal-layoff-then").join(
            say(EN, "terminal-layoff", card=card, meld=meld) for card, meld in onto)

    assert layoffs_text(EN, layoffs) == told(("9♥", "6♥ 7♥ 8♥"), ("10♥", "6♥ 7♥ 8♥ 9♥"),
                                             ("K♣", "K♠ K♥ K♦"))
    below = [Layoff(five, tuple(run)), Layoff(four, tuple(run))]
    assert layoffs_text(EN, below) == told(("5♥", "6♥ 7♥ 8♥"), ("4♥", "5♥ 6♥ 7♥ 8♥"))


def bonus(base: int, points: int) -> str:
    return say(EN, "terminal-bonus", sum=str(base), bonus=points)


@pytest.mark.parametrize(("scene", "outcome", "sum_", "total"), [
    ("knock_with_layoffs", "knock", "10 - 3", 7),
    ("undercut_with_layoffs", "undercut", bonus(2, 25), 27),
    ("gin_showdown", "gin", bonus(18, 25), 43),
    ("big_gin_showdown", "big_gin", bonus(3, 31), 34),
])
def test_the_points_add_up_with_the_bonus_on_its_own(scene, outcome, sum_, total):
    result = getattr(scenes, scene)().result
    assert result is not None and result.showdown is not None
    assert result.showdown.outcome == outcome
    assert points_line(EN, result.showdown, Rules(big_gin=True)) == say(
        EN, "terminal-points", outcome=outcome, sum=sum_, points=total)
    assert total == result.showdown.points == result.points


@pytest.mark.parametrize("locale", list(Locale))
def test_each_kind_of_hand_is_named_in_its_points_line(locale):
    lines = {outcome: say(locale, "terminal-points", outcome=outcome, sum="1", points=1)
             for outcome in ("knock", "undercut", "gin", "big_gin")}
    assert len(set(lines.values())) == 4  # the selector knows each outcome


def test_a_doubled_hand_shows_its_doubling():
    show = scenes.undercut_with_layoffs().result.showdown
    doubled = replace(show, multiplier=2, points=show.points * 2)
    assert points_line(EN, doubled, Rules()) == say(
        EN, "terminal-points", outcome="undercut", sum=f"({bonus(2, 25)}) ×2", points=54)
    knock = scenes.knock_with_layoffs().result.showdown
    assert points_line(EN, replace(knock, multiplier=2, points=14), Rules()) == say(
        EN, "terminal-points", outcome="knock", sum="(10 - 3) ×2", points=14)
    gin = scenes.gin_showdown().result.showdown
    assert points_line(Locale.ZH_TW, replace(gin, multiplier=2, points=gin.points * 2),
                       Rules()).count("×2") == 1  # the times sign, worded by the catalogue
    odd = replace(knock, points=99)  # scored by a rule the line does not tell
    assert points_line(EN, odd, Rules()) == say(EN, "terminal-points-only", outcome="knock",
                                                points=99)


def test_gin_and_dead_hands_read_as_such():
    gin = scenes.gin_showdown().result
    assert gin is not None and gin.knocker is not None
    show = gin.showdown
    lines = showdown_lines(EN, gin, NAMES, "w", None, Rules())
    assert lines[0] == say(EN, "terminal-showdown")
    assert lines[1] == say(EN, "terminal-showdown-gin", name=NAMES[gin.knocker],
                           cards=melds_text(show.knocker_melds, show.knocker_deadwood_cards),
                           deadwood=0)
    assert lines[2] == say(EN, "terminal-showdown-defender", name=NAMES[1 - gin.knocker],
                           cards=melds_text(show.defender_melds, show.defender_deadwood_cards),
                           deadwood=show.defender_deadwood)  # nothing laid off
    dead = scenes.dead_hand().result
    assert dead is not None and dead.dead
    words = hand_over(EN, dead, NAMES, (3, 4))
    lines = showdown_lines(EN, dead, NAMES, words, 2, Rules())
    for seat, line in zip((0, 1), lines[1:3], strict=True):
        arrangement = best_arrangement(dead.hands[seat])
        assert line == say(EN, "terminal-showdown-held", name=NAMES[seat],
                           cards=melds_text(arrangement.melds, arrangement.deadwood))
    assert lines[-1] == words


def test_a_hand_sorted_by_rank_shows_no_empty_field():
    assert melds_line(EN, [], parse_cards("AH 3S 7D")) == say(EN, "terminal-no-melds",
                                                              deadwood="A♥ 3♠ 7♦")
    melds = [parse_cards("3S 3D 3C")]
    assert melds_line(EN, melds, parse_cards("AH")) == say(EN, "terminal-melds",
                                                           melds="[3♠ 3♦ 3♣]", deadwood="A♥")
    assert melds_line(EN, melds, []) == say(EN, "terminal-melds-no-deadwood", melds="[3♠ 3♦ 3♣]")
    state = scenes.find_hand(lambda s: s.phase is Phase.DRAW
                             and not best_arrangement(s.hand(s.to_move)).melds)
    lines = hand_lines(EN, own(state), HandSort.RANK)
    assert re.fullmatch(shown(EN, "terminal-no-melds"), lines[1])


def test_the_whole_discard_pile_is_shown_top_first():
    match = scenes.play_match(seed=3, stop=lambda m: len(m.hand.pile) >= 9)
    view = match.view(0).hand
    assert len(view.pile) == 9
    (line,) = pile_lines(EN, view)
    assert line == say(EN, "terminal-pile", count=9, cards=" ".join(map(str, reversed(view.pile))))
    table = table_lines(EN, TableSnapshot(MATCH_INFO, 0, match.view(0)))
    below = " ".join(map(str, reversed(view.pile[-5:-1])))
    assert table[1] == say(EN, "terminal-table-upcard-more", upcard=view.upcard, below=below,
                           more=4, stock=view.stock_size, dealer=NAMES[view.dealer])
    fresh = HandState(Rules(), 0, 5)
    assert pile_lines(EN, fresh.view(0)) == [say(EN, "terminal-pile", count=1,
                                                 cards=str(fresh.upcard))]
    assert say(EN, "terminal-pile", count=1, cards="x") != say(EN, "terminal-pile", count=2,
                                                              cards="x")  # one card, two cards
    empty = replace(fresh.view(0), pile=())
    assert pile_lines(EN, empty) == [say(EN, "terminal-pile-empty")]


def test_an_oklahoma_spade_upcard_shows_the_limit_and_the_doubling():
    rules = Rules.preset("oklahoma")
    king = Card.parse("KS")
    match = next(m for m in (Match(rules, seed) for seed in range(2000))
                 if m.hand.upcard == king)
    info = replace(MATCH_INFO, rules=rules)
    lines = table_lines(EN, TableSnapshot(info, 0, match.view(0)))
    note = say(EN, "limit-and-doubled", note=say(EN, "limit-oklahoma", limit=10), multiplier=2)
    assert lines[-1] == say(EN, "terminal-note", note=note)


def test_melds_come_first_in_brackets_and_deadwood_by_rank():
    cards = parse_cards("KD 3S 3D 3C AC 4D")
    assert melds_text([cards[1:4]], [cards[0], cards[4], cards[5]]) == "[3♠ 3♦ 3♣] A♣ 4♦ K♦"


def test_the_table_shows_each_hollywood_game():
    match = scenes.mid_match(Rules.preset("hollywood"), hands=2)
    table = TableSnapshot(MATCH_INFO, 0, match.view(0))
    lines = table_lines(EN, table)
    assert lines[0] == say(EN, "terminal-table-title", hand=match.hand_number,
                           scores=score_line(EN, NAMES, match.scores), target=100)
    games = tuple(say(EN, "terminal-hollywood-game", game=i, first=x, second=y)
                  for i, (x, y) in enumerate((g.totals for g in match.view(0).games), 1))
    assert len(games) == 3
    assert lines[-1] == say(EN, "terminal-hollywood", games=listing(EN, games))
    assert re.fullmatch(shown(EN, "terminal-table-upcard-below",
                              upcard=re.escape(str(match.hand.upcard))), lines[1])


def _long_lines() -> list[str]:
    """Long lines as the terminal words them (English), to wrap."""
    option = [say(EN, "terminal-knock-option", card=card, deadwood=left)
              for card, left in zip(parse_cards("9C TD JD KS"), (3, 4, 4, 5), strict=True)]
    won = [say(EN, "terminal-hand-won", hand=number, name=name, points=points, outcome=outcome)
           for number, name, points, outcome in ((1, "Ann", 21, "knock"),
                                                 (2, "Computer (expert)", 30, "gin"),
                                                 (4, "Ann", 45, "undercut"),
                                                 (5, "Ann", 12, "knock"))]
    won.insert(2, say(EN, "terminal-hand-dead", hand=3))
    return [
        say(EN, "terminal-header", match=1, players="Ann vs Computer (easy)",
            rules=" ".join(rules_lines(EN, Rules.preset("quick")))),
        say(EN, "terminal-table-title", hand=12, target=150,
            scores=score_line(EN, ("Annabelle", "Computer (expert)"), (100, 95))),
        say(EN, "terminal-melds", melds="[3♠ 3♦ 3♣] [7♥ 8♥ 9♥ 10♥]", deadwood="A♣ 4♦ K♦"),
        say(EN, "terminal-knock-offer", options=say(EN, "terminal-or").join(option)),
        say(EN, "terminal-hands", hands=say(EN, "terminal-hands-between").join(won)),
        say(EN, "terminal-pile", count=14, cards=" ".join(str(c) for c in parse_cards(
            "KH QD JC TD TH 9S 8C 7D 6H 5S 4C 3D 2H AS"))),
    ]


LONG_LINES = _long_lines()


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


def _chinese_lines(locale: Locale) -> list[str]:
    return [
        say(locale, "terminal-earned", name="Ann", points=10),
        say(locale, "terminal-no-colour"),
        say(locale, "terminal-table-upcard-more", upcard="7♥", below="8♠ 9♠ 10♦ J♣", more=4,
            stock=20, dealer="Computer (easy)"),
        say(locale, "terminal-knock-offer", options=say(locale, "terminal-or").join(
            say(locale, "terminal-knock-option", card=card, deadwood=left)
            for card, left in (("9♣", 3), ("10♦", 4), ("K♠", 5)))),
        *say(locale, "terminal-help").splitlines(),
    ]


@pytest.mark.parametrize("locale", [Locale.ZH_CN, Locale.ZH_TW])
@pytest.mark.parametrize("width", [20, 27, 33, 41])
def test_chinese_wraps_by_columns_between_characters(locale, width):
    for line in _chinese_lines(locale):
        parts = wrap(line, width)
        assert len(parts) > 1 or columns(line) <= width
        assert "".join(line.split()) == "".join("".join(parts).split())  # nothing lost
        for part in parts:
            assert columns(part) <= width or len(part.split()) == 1, part
            assert part.strip()[0] not in "，。、；：！？）", part  # no closing mark first
            assert part.strip()[-1] not in "（“", part
        assert all(part.startswith("  ") for part in parts[1:])
    assert columns("你好 A♥") == 7


def test_the_screen_wraps_to_the_terminal_width(monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    out = io.StringIO()
    Screen(out, EN).say(*LONG_LINES, HELP)
    lines = out.getvalue().splitlines()
    assert max(map(len, lines)) <= 40
    assert any(line.startswith(" " * 18) for line in lines)
    monkeypatch.delenv("COLUMNS")
    out = io.StringIO()
    Screen(out, EN).say(*LONG_LINES)
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
    Screen(out, EN).say(text)
    assert out.getvalue() == text + "\n"
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert wants_colour(out)
    screen = Screen(out, EN)
    screen.four_colour = True
    screen.say(text)
    assert out.getvalue().endswith(four + "\n")
    monkeypatch.setenv("NO_COLOR", "1")
    assert not wants_colour(out)


@pytest.mark.parametrize("locale", [Locale.ZH_CN, Locale.ZH_TW, Locale.MS])
def test_every_screen_reads_in_the_players_language(locale):
    """Each kind of line the terminal writes, worded in ``locale``: none reads as English,
    each is a message of that catalogue."""
    lines = []
    for scene in (scenes.can_knock, scenes.gin_available, scenes.taken_from_pile,
                  scenes.about_to_draw):
        view = own(scene())
        for sort in HandSort:
            lines += hand_lines(locale, view, sort)
        lines.append(prompt(locale, view))
    big = scenes.find_hand(lambda s: BigGin() in s.legal_actions(), rules=Rules(big_gin=True),
                           knock=False)
    lines += [knock_line(locale, own(big)) or "", prompt(locale, own(big))]
    for scene in (scenes.knock_with_layoffs, scenes.undercut_with_layoffs, scenes.gin_showdown,
                  scenes.big_gin_showdown, scenes.dead_hand):
        result = scene().result
        assert result is not None
        words = hand_over(locale, result, NAMES, (result.points, 0))
        lines += showdown_lines(locale, result, NAMES, words, 3, Rules(big_gin=True))
    match = scenes.mid_match(Rules.preset("hollywood"), hands=2)
    table = TableSnapshot(MATCH_INFO, 0, match.view(0))
    lines += table_lines(locale, table) + pile_lines(locale, match.view(0).hand)
    lines += pile_lines(locale, replace(match.view(0).hand, pile=()))
    lines.append(status(locale, table))
    oklahoma = next(m for m in (Match(Rules.preset("oklahoma"), seed) for seed in range(2000))
                    if m.hand.upcard == Card.parse("KS"))
    lines += table_lines(locale, TableSnapshot(replace(MATCH_INFO, rules=oklahoma.rules), 0,
                                           oklahoma.view(0)))
    for line in ("xyzzy", "d", "k", "d 1x", "s 7h", "sort", "colours"):
        with pytest.raises(BadInput) as raised:
            parse_command(line)
        lines.append(input_problem(locale, raised.value))
    lines.append(say(locale, "terminal-help"))
    text = "\n".join(lines)
    assert foreign_lines(text, locale) == []
    other = Locale.ZH_CN if locale is Locale.MS else Locale.MS
    assert len(foreign_lines(text, other)) > len(lines) / 3  # the check can tell
