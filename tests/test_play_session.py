"""A terminal session on a real service and store, with time under the test's control:
moves go through the service, out-of-turn moves are refused, each move is told once in
the player's own words, resigning asks first, a showdown waits for Enter, the pile and
the colours commands, and where ranking points go."""

from __future__ import annotations

import asyncio
import re

import pytest

from ginbot.ai import make_player
from ginbot.engine import Discard, Phase, Rules, Shutout, match_view_of
from ginbot.model import HandSort
from ginbot.service import TableSnapshot
from ginbot.service.hints import advise
from ginbot.terminal.inputs import Signal
from ginbot.terminal.session import Ending
from ginbot.text import Locale, hint_line, players, say, score_line
from tests.play_support import bonus_totals, prompt_pattern, shown
from tests.session_support import ANN, CONTINUE, Table, plain_move

EN = Locale.EN
NAMES = ("Ann", "Computer (random)")
YOU = say(EN, "news-you")


pytestmark = pytest.mark.usefixtures("as_through_a_pipe")


def deal_told(hand: int) -> str:
    return "|".join(shown(EN, m, hand=str(hand)) for m in ("news-deal", "news-deal-scarne"))


def expert_move(table: TableSnapshot) -> str:
    """The expert's move, in words the terminal reads (``draw stock``, ``knock TH``)."""
    return str(make_player("expert", 5).choose(match_view_of(table.view)))


async def test_moves_go_through_the_service_and_out_of_turn_is_refused(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        assert await table.session.begin(level="random", rules=Rules(), resume=False) is None
        await table.computer_plays()
        while (await table.view()).your_turn:
            await table.type(plain_move(await table.view()))
        not_yours = f"! {say(EN, 'refusal-not-your-turn')}\n"
        assert await table.type("s") == not_yours
        assert await table.type("d 7h") == not_yours
        screen = await table.computer_plays()
        assert "· Computer (random) " in screen
        assert re.search(prompt_pattern(EN) + "$", screen)

        for _ in range(3):
            view = await table.view()
            screen = await table.type(plain_move(view))
            if view.view.hand.phase is Phase.DRAW:
                assert re.search("· " + shown(EN, "news-draw-card", name=YOU), screen)
                assert screen.endswith(say(EN, "terminal-prompt",
                                          moves=say(EN, "terminal-move-discard")) + " ")
            await table.computer_plays()
        text = table.out.getvalue()
        for told in ("news-draw", "news-draw-card", "news-discard"):
            assert not re.search(shown(EN, told, name="Ann"), text)  # own words only
        assert len(re.findall(shown(EN, "terminal-header", match="1",
                                    players=re.escape(players(EN, NAMES))), text)) == 1
        cut = "|".join(shown(EN, m, first="Ann") for m in ("news-cut", "news-cut-tie"))
        assert len(re.findall(cut, text)) == 1  # the cut and the deal are told once
        assert len(re.findall(deal_told(1), text)) == 1
    finally:
        await table.service.close()


async def test_help_look_and_sort_keep_the_turn(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        prompt = table.out.getvalue().rsplit("\n", 1)[1]
        assert re.fullmatch(prompt_pattern(EN), prompt)
        screen = await table.type("h")
        assert screen == say(EN, "terminal-help") + "\n" + prompt
        screen = await table.type("sort rank")
        assert re.search(shown(EN, "terminal-hand-by-rank"), screen) and screen.endswith(prompt)
        assert (await table.service.player_settings(ANN.id)).sort is HandSort.RANK
        screen = await table.type("l")
        assert say(EN, "terminal-table-title", hand=1, scores=score_line(EN, NAMES, (0, 0)),
                   target=100) in screen
        assert screen.endswith(prompt)
        assert await table.session.handle("q") is False
    finally:
        await table.service.close()


async def test_a_hint_shows_the_experts_move_and_keeps_the_turn(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        prompt = table.out.getvalue().rsplit("\n", 1)[1]
        own = await table.service.player_view(1, ANN.id)
        expected = advise(match_view_of(own.view), 1, own.seat, own.version)
        screen = await table.type("hint")
        assert screen == say(EN, "terminal-hint", line=hint_line(EN, expected)) + "\n" + prompt
        assert (await table.service.match_info(1)).hinted
        assert await table.session.handle("q") is False
    finally:
        await table.service.close()


async def test_resigning_asks_first_then_ends_the_match(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        prompt = table.out.getvalue().rsplit("\n", 1)[1]
        question = say(EN, "terminal-resign-question", match=1,
                       players=players(EN, NAMES)) + " "
        not_resigned = say(EN, "terminal-not-resigned") + "\n"
        assert await table.type("resign") == question
        assert await table.type("n") == not_resigned + prompt
        assert await table.type("resign") == question
        assert await table.type("") == not_resigned + prompt
        assert (await table.service.active_match(0, ANN.id)) is not None
        before = (await table.view()).view
        for line in ("p", "s", "maybe"):  # only its answer: a move there is not made
            assert await table.type("resign") == question
            assert await table.type(line) == not_resigned + prompt
        assert (await table.view()).view == before
        assert (await table.service.active_match(0, ANN.id)) is not None
        assert await table.type("resign") == question
        screen = await table.type("Y")
        assert say(EN, "terminal-result", ending=say(
            EN, "result-resigned", loser="Ann", winner="Computer (random)")) in screen
        assert (await table.service.active_match(0, ANN.id)) is None
        table.inbox.put_nowait("s")  # the match's end comes first: nothing after it is read
        assert await table.session.play() is Ending.OVER
        assert table.inbox.get_nowait() == "s"
    finally:
        await table.service.close()


async def test_a_showdown_waits_for_enter(tmp_path):
    table = Table(tmp_path, pause=True)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.until_showdown()
        assert table.out.getvalue().endswith(CONTINUE)
        assert say(EN, "terminal-showdown-hand", hand=1) in table.out.getvalue()
        mark = len(table.out.getvalue())
        await table.clock.advance(5)  # the next hand is dealt meanwhile, and not shown
        await table.service.settle(deliveries=False)  # the showdown holds what follows
        assert (await table.service.public_view(1)).view.hand_number == 2
        assert table.out.getvalue()[mark:] == ""
        playing = asyncio.ensure_future(table.session.play())
        table.inbox.put_nowait("")
        await table.service.settle()
        await table.computer_plays()
        screen = table.out.getvalue()[mark:]
        assert re.search(deal_told(2), screen)
        assert re.search(shown(EN, "terminal-table-title", hand="2"), screen)
        assert not re.search(shown(EN, "terminal-unknown-command"), screen)
        assert not re.search(shown(EN, "terminal-table-title", hand="1"), screen)  # no look
        table.inbox.put_nowait("q")
        assert await playing is Ending.SAVED
        assert table.pause is not None and table.pause.stopped  # nobody is left to press it
    finally:
        await table.service.close()


async def test_at_the_end_of_input_a_showdown_does_not_wait(tmp_path):
    table = Table(tmp_path, pause=True)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.until_showdown()
        table.inbox.put_nowait(Signal.EOF)
        assert await table.session.play() is Ending.SAVED
        await table.clock.advance(1)
        await table.service.settle()  # nothing waits any more
        assert re.search(deal_told(2), table.out.getvalue().rsplit(CONTINUE, 1)[1])
    finally:
        await table.service.close()


async def test_the_pile_and_the_colours(tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        prompt = table.out.getvalue().rsplit("\n", 1)[1]
        pile = (await table.view()).view.hand.pile
        screen = await table.type("pile")
        assert screen == say(EN, "terminal-pile", count=len(pile),
                             cards=" ".join(map(str, reversed(pile)))) + "\n" + prompt
        screen = await table.type("colours four")
        assert screen.startswith(say(EN, "terminal-four-colours") + "\n"
                                 + say(EN, "terminal-no-colour") + "\n")
        assert (await table.service.player_settings(ANN.id)).four_colour
        assert table.screen.four_colour and screen.endswith(prompt)
        assert (await table.type("colours two")).startswith(say(EN, "terminal-two-colours"))
        assert not (await table.service.player_settings(ANN.id)).four_colour
    finally:
        await table.service.close()


async def test_ranking_points_are_told_where_they_are_kept(tmp_path):
    table = Table(tmp_path, seed=1)  # a deal the expert wins for Ann, in two hands
    await table.service.start()
    try:
        await table.session.begin(level="easy", rules=Rules(target=30), resume=False)
        while not (view := await table.view()).view.over:
            if view.your_turn:
                await table.type(expert_move(view))
            else:
                await table.clock.advance(1)
                await table.service.settle()
        text = table.out.getvalue()
        won = shown(EN, "terminal-result", ending=shown(EN, "result-score", winner="Ann"))
        assert re.search(won, text), text[-2000:]
        assert say(EN, "terminal-earned", name="Ann", points=10) in text
        assert await table.session.play() is Ending.OVER
        assert table.out.getvalue().endswith(say(
            EN, "terminal-ladder", path=str(tmp_path / "terminal.sqlite3"), name="Ann",
            points=10) + "\n")
    finally:
        await table.service.close()


async def test_a_move_typed_at_a_showdown_is_read_against_the_next_deal(tmp_path):
    table = Table(tmp_path, pause=True)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.until_showdown()
        mark = len(table.out.getvalue())
        playing = asyncio.ensure_future(table.session.play())
        table.inbox.put_nowait("s")  # typed at "Press Enter": the next hand is not dealt yet
        await table.service.settle()
        assert table.out.getvalue()[mark:] == ""  # nothing is read against the old deal
        await table.clock.advance(1)  # the deal
        await table.service.settle()
        screen = table.out.getvalue()[mark:]
        dealt = re.search(deal_told(2), screen)
        refused = re.search("(?m)^! .*$", screen)
        assert dealt and refused and dealt.start() < refused.start(), screen
        assert len(re.findall("(?m)^! ", screen)) == 1
        before = screen[:refused.start()]
        assert len(re.findall(prompt_pattern(EN), before)) <= 1  # the deal's, once
        assert not re.search(f"(?:{prompt_pattern(EN)}){{2}}", screen)
        table.inbox.put_nowait("q")
        assert await playing is Ending.SAVED
    finally:
        await table.service.close()


async def test_the_end_of_input_after_the_last_line_is_the_end_not_a_save(tmp_path):
    for number, leaving in enumerate((Signal.EOF, Signal.INTERRUPT, "q")):
        (tmp_path / str(number)).mkdir()
        table = Table(tmp_path / str(number))
        await table.service.start()
        try:
            await table.session.begin(level="random", rules=Rules(), resume=False)
            await table.computer_plays()
            await table.type("resign")
            await table.type("y")  # the match's last line
            assert table.inbox.get_nowait() is Signal.OVER
            table.inbox.put_nowait(leaving)  # read first: the match's end came after it
            assert await table.session.play() is Ending.OVER
        finally:
            await table.service.close()


async def test_big_gin_typed_when_the_rules_have_none_says_so_at_any_point_of_the_turn(
        tmp_path):
    table = Table(tmp_path)
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=Rules(), resume=False)
        await table.computer_plays()
        no_big_gin = "! " + say(EN, "refusal-no-big-gin") + "\n"
        phases = set()
        for _ in range(3):  # the upcard offer or a draw, then a discard
            prompt = table.out.getvalue().rsplit("\n", 1)[1]
            assert await table.type("b") == no_big_gin + prompt
            assert await table.type("big gin") == no_big_gin + prompt
            view = await table.view()
            phases.add(view.view.hand.phase)
            await table.type(plain_move(view))
            if not (await table.view()).your_turn:
                await table.computer_plays()
        assert Phase.DISCARD in phases and phases & {Phase.OFFER, Phase.DRAW}
    finally:
        await table.service.close()


async def test_box_scoring_at_a_table_of_three_tells_how_each_total_adds_up(tmp_path):
    table = Table(tmp_path)
    rules = Rules(players=3, bonuses=True, shutout=Shutout.DOUBLE, target=30)
    names = ("Ann", "Computer (random) 1", "Computer (random) 2")
    await table.service.start()
    try:
        await table.session.begin(level="random", rules=rules, resume=False)
        while not (view := await table.view()).view.over:
            if view.your_turn:
                hand = view.hand
                assert hand is not None
                if hand.phase is Phase.OFFER:
                    await table.type("p")
                elif hand.phase is Phase.DRAW:
                    await table.type("s")
                else:
                    card = next(a.card for a in hand.legal if isinstance(a, Discard))
                    await table.type(f"d {card}")
            else:
                await table.clock.advance(1)
                await table.service.settle()
        text = table.out.getvalue()
        over = re.search(shown(EN, "terminal-table-won", name="(?P<name>.*?)",
                               score="(?P<score>.*)") + " ══", text)
        assert over is not None, text[-2000:]
        score = re.escape(say(EN, "score-between")).join(
            shown(EN, "terminal-score-of", name=re.escape(name), score=r"(\d+)")
            for name in names)
        final = [int(s) for s in re.fullmatch(score, over["score"]).groups()]
        assert bonus_totals(text, names) == final
        hands = re.search(shown(EN, "terminal-hands", hands="(.*)"), text)
        assert hands is not None
        for number, item in enumerate(hands[1].split(say(EN, "terminal-hands-between")), 1):
            assert re.fullmatch(shown(EN, "terminal-hand-scored", hand=str(number)) + "|"
                                + shown(EN, "terminal-hand-no-score", hand=str(number)), item)
    finally:
        await table.service.close()
