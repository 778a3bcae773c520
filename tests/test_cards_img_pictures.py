"""The table, showdown and summary pictures, threads, and the gallery."""

import io
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest
from PIL import Image

from cards_img import Picture, render_hand, render_showdown, render_summary, render_table, scenes
from cards_img.gallery import write_gallery
from cards_img.glyphs import text_width
from cards_img.showdown import DEFAULT_HEIGHT as SHOWDOWN_HEIGHT
from cards_img.table import DEFAULT_HEIGHT as TABLE_HEIGHT
from ginbot.engine import Card, HandResult, Match, Phase, Rules, Shutout, format_cards
from ginbot.text import (
    Locale,
    limit_note,
    news_lines,
    recent_news,
    say,
    score_line,
    showdown_result,
    whose_turn,
)

NAMES = ("Ann", "Bob")
EN = Locale.EN


def sentence(line: str) -> str:
    return say(EN, "news-sentence", line=line)


def png(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    assert image.format == "PNG" and image.size == picture.size
    assert len(picture.png) <= 150 * 1024
    return image


def inside(inner, outer) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] \
        and inner[3] <= outer[3]


@pytest.fixture(scope="module")
def match() -> Match:
    return scenes.mid_match()


@pytest.fixture(scope="module")
def undercut():
    return scenes.undercut_with_layoffs().result


@pytest.fixture(scope="module")
def knock():
    return scenes.knock_with_layoffs().result


@pytest.fixture(scope="module")
def long_match() -> Match:
    return scenes.play_match(Rules(), 3)


# -- table ------------------------------------------------------------------------


def test_table_shows_names_scores_counts_pile_and_stock(match):
    view = match.view(None)
    picture = render_table(view, NAMES, locale=EN)
    png(picture)
    for seat in (0, 1):
        assert f"name:{seat}" in picture.layout and f"score:{seat}" in picture.layout
        assert f"{NAMES[seat]} {view.scores[seat]}" in picture.text
    upcard = view.hand.pile[-1]
    assert picture.layout["upcard"] == picture.layout[f"pile:{upcard.code}"]
    shown = [k for k in picture.layout if k.startswith("pile:")]
    assert len(shown) == min(5, len(view.hand.pile))
    top = " ".join(map(str, reversed(view.hand.pile[-5:])))
    assert say(EN, "pic-table-text-upcard", card=upcard, cards=top) in picture.text
    assert picture.text.startswith(say(EN, "pic-table-text-head", hand=view.hand_number,
                                       score=score_line(EN, NAMES, view.scores),
                                       target=view.rules.target))
    assert say(EN, "pic-table-text-cards", stock=view.hand.stock_size, first=NAMES[0],
               first_count=10, second=NAMES[1], second_count=10,
               dealer=NAMES[view.hand.dealer]) in picture.text


def test_card_backs_follow_each_players_card_count(match):
    state = match.hand
    assert state.phase is Phase.DRAW
    before = render_table(match.view(None), NAMES, locale=EN)
    copy = state.copy()
    mover = copy.to_move
    copy.apply(copy.legal_actions()[0])  # draw
    view = match.view(None)
    board = replace(view.boards[0], hand=copy.view(None))
    drawn = render_table(replace(view, boards=(board,)), NAMES, locale=EN)
    width = lambda p, s: p.layout[f"backs:{s}"][2] - p.layout[f"backs:{s}"][0]  # noqa: E731
    assert width(drawn, mover) > width(before, mover)
    assert width(drawn, 1 - mover) == width(before, 1 - mover)
    assert sentence(say(EN, "turn-discard", name=NAMES[mover])) in drawn.text


def test_whose_turn_and_the_last_actions(match):
    view = match.view(None)
    actions = ["Ann discarded 7♥", "Bob drew from the stock"]  # as the caller words them
    picture = render_table(view, NAMES, actions, locale=EN)
    assert say(EN, "pic-table-text-last", actions="; ".join(actions)) in picture.text
    assert {"action:0", "action:1"} <= set(picture.layout)
    assert sentence(whose_turn(EN, view.hand, NAMES)) in picture.text
    assert sentence(say(EN, "turn-draw", name=NAMES[view.hand.to_move])) in picture.text
    default = render_table(view, NAMES, locale=EN)
    described = news_lines(EN, recent_news(view.hand, 8), NAMES, None)
    assert described and say(EN, "pic-table-text-last",
                             actions="; ".join(described)) in default.text


def test_table_is_public_only(match):
    with pytest.raises(ValueError, match="public"):
        render_table(match.view(0), NAMES, locale=EN)


def test_knock_limit_shown_only_when_it_is_not_ten(match):
    assert "limit" not in render_table(match.view(None), NAMES, locale=EN).layout
    oklahoma = scenes.mid_match(Rules.preset("oklahoma"), 1)
    view = oklahoma.view(None)
    assert view.hand.knock_limit != 10
    picture = render_table(view, NAMES, locale=EN)
    assert "limit" in picture.layout
    assert say(EN, "limit-oklahoma", limit=view.hand.knock_limit) in picture.text


def test_a_spade_king_upcard_shows_the_knock_limit_and_the_doubling():
    """In Oklahoma the limit is named even at 10, beside the doubled points."""
    rules = Rules.preset("oklahoma")
    king = Card.parse("KS")
    match = next(m for m in (Match(rules, seed) for seed in range(2000))
                 if m.hand.upcard == king)
    view = match.view(None)
    assert (view.hand.knock_limit, view.hand.multiplier) == (10, 2)
    picture = render_table(view, NAMES, locale=EN)
    png(picture)
    en = Locale.EN
    note = say(en, "limit-and-doubled", note=say(en, "limit-oklahoma", limit=10), multiplier=2)
    assert limit_note(en, view.rules, view.hand) == note and note in picture.text
    assert inside(picture.layout["limit"], (0, 0, *picture.size))


def test_hollywood_table_shows_the_three_games():
    hollywood = scenes.mid_match(Rules.preset("hollywood"), 2, hands=3)
    view = hollywood.view(None)
    picture = render_table(view, NAMES, locale=EN)
    assert {"games:0", "games:1"} <= set(picture.layout)
    games = "; ".join(say(EN, "pic-table-text-game", game=i + 1, first=g[0], second=g[1])
                      for i, g in enumerate(x.totals for x in view.games))
    assert say(EN, "pic-table-text-hollywood", games=games) in picture.text
    assert "games:0" not in render_table(scenes.mid_match().view(None), NAMES, locale=EN).layout


# -- showdown -----------------------------------------------------------------------


def test_showdown_lays_off_cards_on_the_knockers_melds(undercut):
    sd = undercut.showdown
    picture = render_showdown(undercut, NAMES, (10, 60), hand_number=4, locale=EN)
    png(picture)
    assert sd.layoffs
    knocker_row = [v for k, v in picture.layout.items() if k.startswith("row0:group:")]
    defender_top = min(v[1] for k, v in picture.layout.items() if k.startswith("row1:group:"))
    meld_top = knocker_row[0][1]
    for layoff in sd.layoffs:
        code = layoff.card.code
        box = picture.layout[f"card:{code}"]
        assert f"layoff:{code}" in picture.layout
        assert box[1] < meld_top and box[3] < defender_top  # raised, in the knocker's row
        for other in layoff.meld:  # ... inside the meld it joins
            group = next(g for g in knocker_row if inside(picture.layout[f"card:{other.code}"], g))
            assert group[0] <= box[0] and box[2] <= group[2]
    assert picture.layout["legend:layoffs"]
    assert sentence(showdown_result(EN, undercut, NAMES)) in picture.text
    knocks = say(EN, "pic-showdown-knocks", name=NAMES[undercut.knocker])
    assert picture.text.startswith(sentence(say(EN, "pic-showdown-title", hand=4,
                                                headline=knocks)))
    assert say(EN, "pic-showdown-text-score", score=score_line(EN, NAMES, (10, 60))) \
        in picture.text


def test_showdown_marks_both_deadwoods(knock):
    sd = knock.showdown
    picture = render_showdown(knock, NAMES, (0, 0), locale=EN)
    dead = {k.split(":")[1] for k in picture.layout if k.startswith("dead:")}
    expected = {c.code for c in sd.knocker_deadwood_cards + sd.defender_deadwood_cards}
    assert dead == expected
    laid = {lo.card.code for lo in sd.layoffs}
    all_cards = {k.split(":")[1] for k in picture.layout if k.startswith("card:")}
    assert all_cards == {c.code for hand in knock.hands for c in hand} | {knock.knock_card.code}
    assert not laid & dead
    # The knock card, put face down at the knock, is shown apart on its own tray.
    tray = picture.layout["row0:knock"]
    card = picture.layout[f"card:{knock.knock_card.code}"]
    assert tray[0] <= card[0] and card[2] <= tray[2]
    assert knock.knock_card.code not in dead
    knocker, defender = NAMES[knock.knocker], NAMES[1 - knock.knocker]
    assert say(EN, "pic-showdown-text-face-down", name=knocker, card=knock.knock_card) \
        in picture.text
    dead = sorted(sd.defender_deadwood_cards, key=lambda c: (c.rank, c.suit))
    assert say(EN, "pic-showdown-text-row-after-layoffs", name=defender,
               melds=", ".join(format_cards(m) for m in sd.defender_melds) or "none",
               cards=format_cards(dead), deadwood=sd.defender_deadwood) in picture.text


def test_gin_showdown_has_no_layoffs_and_says_gin():
    result = scenes.gin_showdown().result
    picture = render_showdown(result, NAMES, (50, 0), four_color=True, locale=EN)
    assert not [k for k in picture.layout if k.startswith("layoff:")]
    assert "legend:layoffs" not in picture.layout
    assert sentence(showdown_result(EN, result, NAMES)) in picture.text
    assert picture.text.startswith(sentence(say(EN, "pic-showdown-goes-gin",
                                                name=NAMES[result.knocker])))


def test_dead_hand_shows_both_hands_and_nobody_scores():
    result = scenes.dead_hand().result
    assert result.dead
    picture = render_showdown(result, NAMES, (12, 30), hand_number=7, locale=EN)
    png(picture)
    assert sentence(say(EN, "showdown-dead")) in picture.text
    assert picture.text.startswith(sentence(say(EN, "pic-showdown-title", hand=7,
                                                headline=say(EN, "pic-showdown-dead"))))
    cards = {k.split(":")[1] for k in picture.layout if k.startswith("card:")}
    assert cards == {c.code for hand in result.hands for c in hand}


def test_showdown_is_deterministic(undercut):
    assert render_showdown(undercut, NAMES, (1, 2), locale=EN).png == render_showdown(
        undercut, NAMES, (1, 2), locale=EN).png


# -- summary ------------------------------------------------------------------------


def test_summary_chart_and_counts(long_match):
    view = long_match.view(None)
    picture = render_summary(view, NAMES, locale=EN)
    png(picture)
    assert "chart" in picture.layout
    winner = NAMES[view.winner]
    assert picture.text.startswith(sentence(say(
        EN, "pic-summary-over", name=winner, winner_score=view.scores[view.winner],
        loser_score=view.scores[1 - view.winner])))
    won = [sum(1 for r in long_match.results if r.winner == s) for s in (0, 1)]
    gins = [sum(1 for r in long_match.results if r.winner == s and r.outcome in ("gin", "big_gin"))
            for s in (0, 1)]
    undercuts = [sum(1 for r in long_match.results if r.winner == s and r.outcome == "undercut")
                 for s in (0, 1)]
    for seat in (0, 1):
        assert say(EN, "pic-summary-text-player", name=NAMES[seat], score=view.scores[seat],
                   hands=won[seat], gins=gins[seat], undercuts=undercuts[seat]) in picture.text
    totals = hollywood_totals(long_match.results, view.rules)
    assert [list(g.running) for g in view.games] == totals
    assert totals[0][-1] == view.scores
    assert len(totals[0]) == len(view.hands) + 1


def hollywood_totals(results: list[HandResult], rules: Rules) -> list[list[tuple[int, int]]]:
    """Each game's score after each hand from 0-0, as RULES.md section 9 has it: a player's
    n-th win scores in games 1 to n, and a game scores no more once someone reaches the
    target (one game without Hollywood)."""
    games = 3 if rules.hollywood else 1
    totals = [[(0, 0)] for _ in range(games)]
    wins = [0, 0]
    for result in results:
        if result.winner is not None:
            wins[result.winner] += 1
        for g in range(games):
            score = list(totals[g][-1])
            closed = max(score) >= rules.target
            if result.winner is not None and not closed and g < wins[result.winner]:
                score[result.winner] += result.points
            totals[g].append((score[0], score[1]))
    return totals


def test_the_engines_hollywood_games_follow_the_rule_book_and_the_summary_shows_them():
    match = scenes.play_match(Rules.preset("hollywood"), 2)
    view = match.view(None)
    totals = hollywood_totals(match.results, view.rules)
    assert [list(g.running) for g in view.games] == totals
    assert [series[-1] for series in totals] == [g.totals for g in view.games]
    picture = render_summary(view, NAMES, locale=EN)
    assert {"chart:1", "chart:2", "chart:3"} <= set(picture.layout)
    path = ", ".join(f"{a}-{b}" for a, b in totals[2][1:])
    assert say(EN, "pic-summary-text-game-totals", game=3, first=NAMES[0], second=NAMES[1],
               totals=path) in picture.text


def test_summary_of_a_match_just_begun():
    view = Match(Rules(), 5).view(None)
    picture = render_summary(view, NAMES, locale=EN)
    png(picture)
    assert picture.text.startswith(sentence(say(EN, "pic-summary-so-far",
                                                score=score_line(EN, NAMES, (0, 0)))))
    assert say(EN, "pic-summary-text-totals", first=NAMES[0], second=NAMES[1],
               totals=say(EN, "pic-summary-text-no-hands")) in picture.text


@pytest.mark.parametrize("locale", list(Locale))
def test_the_target_label_stays_inside_its_chart_when_the_target_tops_the_axis(locale):
    """A match in play (no score past the target yet): the target's line is the top of
    the axis, and its words go under it, inside the plot, in every language; a target
    below the top keeps its words above the line, inside the plot too."""
    in_play = [scenes.mid_match().view(None), Match(Rules(), 5).view(None),
               scenes.mid_match(Rules.preset("hollywood"), 2, hands=3).view(None),
               scenes.three_mid_match().view(None)]
    over = [scenes.play_match(Rules.preset("hollywood"), 2).view(None)]
    for view in [*in_play, *over]:
        names = ("Ann", "Bob", "Cat")[:len(view.scores)]
        picture = render_summary(view, names, locale=locale)
        labels = [key for key in picture.layout if key.endswith(":target")]
        assert labels
        for key in labels:
            plot = picture.layout[key.removesuffix(":target") + ":plot"]
            assert inside(picture.layout[key], plot), (key, view.scores)


# -- threads and the gallery ------------------------------------------------------


def test_rendering_from_many_threads_gives_the_same_bytes(match, undercut):
    # An unusual size, so the card caches for it are filled by the threads themselves.
    knockable = scenes.can_knock()
    jobs = [
        lambda: render_hand(knockable.view(knockable.to_move), card_height=97, locale=EN),
        lambda: render_hand(knockable.view(knockable.to_move), sort="rank", four_color=True,
                            card_height=97, locale=EN),
        lambda: render_table(match.view(None), NAMES, card_height=93, locale=EN),
        lambda: render_showdown(undercut, NAMES, (3, 4), card_height=91, locale=EN),
    ]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda i: jobs[i % len(jobs)]().png, range(32)))
    for i, data in enumerate(results):
        assert data == jobs[i % len(jobs)]().png


def test_gallery_writes_every_picture(tmp_path):
    written = write_gallery(tmp_path)
    assert len(written) >= 15
    for path in written:
        with Image.open(path) as image:
            assert image.format == "PNG"
        assert path.with_suffix(".txt").read_text(encoding="utf-8").strip()


def test_long_names_are_shortened_in_the_picture_and_kept_in_the_text(match, undercut):
    names = ("Bartholomew the Magnificent III", "Wolfeschlegelsteinhausenberger")
    pictures = [
        render_table(match.view(None), names, locale=EN),
        render_showdown(undercut, names, (5, 6), hand_number=3, locale=EN),
        render_summary(scenes.play_match(Rules.preset("hollywood"), 2).view(None), names,
                       locale=EN),
    ]
    for picture in pictures:
        width, height = picture.size
        for name, box in picture.layout.items():
            assert 0 <= box[0] <= box[2] <= width and 0 <= box[1] <= box[3] <= height, name
        assert names[0] in picture.text and names[1] in picture.text
    table = pictures[0]
    for seat in (0, 1):
        plate = table.layout[f"name:{seat}"]
        assert table.layout[f"score:{seat}"][2] <= plate[2]
    assert pictures[1].size[0] < 1100


def test_a_fresh_table_offers_the_first_upcard_with_no_actions_yet():
    view = Match(Rules(), 8).view(None)
    picture = render_table(view, NAMES, locale=EN)
    assert not [k for k in picture.layout if k.startswith("action:")]
    last = say(EN, "pic-table-text-last", actions="\0").split("\0")[0]  # "Last: "
    assert last not in picture.text
    assert sentence(say(EN, "turn-offer", name=NAMES[view.hand.to_move])) in picture.text
    assert view.hand.stock_size == 31
    assert say(EN, "pic-table-text-cards", stock=31, first=NAMES[0], first_count=10,
               second=NAMES[1], second_count=10, dealer=NAMES[view.hand.dealer]) in picture.text


def test_names_of_twenty_characters_are_drawn_whole(match, undercut):
    """A computer's name ("Computer (normal)") or a long display name fits every picture:
    the drawn name is exactly as wide as the whole name at the picture's name size."""
    names = ("Computer (normal)", "Annabelle Montgomery")
    table = render_table(match.view(None), names, locale=EN)
    head = round(TABLE_HEIGHT * 0.23)  # the table's names and title
    for seat in (0, 1):
        drawn = table.layout[f"name_text:{seat}"]
        assert drawn[2] - drawn[0] == text_width(names[seat], head), names[seat]
        assert inside(drawn, table.layout[f"name:{seat}"])
    assert render_table(match.view(None), NAMES, locale=EN).size[0] < table.size[0]  # plates widen

    showdown = render_showdown(undercut, names, (5, 6), hand_number=3, locale=EN)
    head = round(SHOWDOWN_HEIGHT * 0.21)
    for seat in (0, 1):
        drawn = showdown.layout[f"name:{seat}"]
        assert drawn[2] - drawn[0] == text_width(names[seat], head), names[seat]

    view = scenes.play_match(Rules.preset("hollywood"), 2).view(None)
    summary = render_summary(view, names, locale=EN)
    small = 16  # the summary's small text at the default scale
    for game, score in enumerate((g.totals for g in view.games), 1):
        leader = names[0 if score[0] >= score[1] else 1]
        drawn = summary.layout[f"chart:{game}:leader"]
        drawn_text = say(EN, "pic-summary-game-won", name=leader)
        assert drawn[2] - drawn[0] == text_width(drawn_text, small)
        assert inside(drawn, summary.layout[f"chart:{game}"])


def test_a_box_scoring_summary_adds_up_each_total_and_the_margin_in_tens():
    """Scarne: each final score from the points of the hands won, the box bonus for each
    hand won and the winner's game bonus; the margin counted in whole tens, in those
    words (not "units dropped"). The lines are drawn under the table, inside the picture."""
    rules = Rules.preset("scarne").with_changes(unit_scoring=True)
    match = scenes.play_match(rules, 3)
    view = match.view(None)
    assert view.over and view.margin is not None
    winner, loser = view.winner, 1 - view.winner
    won, lost = view.scores[winner], view.scores[loser]
    assert view.margin == (won - lost) // 10
    picture = render_summary(view, NAMES, locale=EN)
    assert picture.text.startswith(sentence(say(
        EN, "pic-summary-over-margin-tens", name=NAMES[winner], margin=view.margin,
        winner_score=won, loser_score=lost)))
    plus = say(EN, "bonus-plus")
    lines = []
    for seat in (0, 1):
        points = sum(r.points for r in match.results if r.winner == seat)
        hands = sum(1 for r in match.results if r.winner == seat)
        parts = [say(EN, "bonus-hands", points=points),
                 say(EN, "bonus-box", count=hands, bonus=rules.box_bonus)]
        if seat == winner:
            parts.append(say(EN, "bonus-game", bonus=rules.game_bonus))
        assert points + hands * rules.box_bonus + (seat == winner) * rules.game_bonus \
            == view.scores[seat]
        lines.append(say(EN, "bonus-side", name=NAMES[seat], parts=plus.join(parts),
                         total=view.scores[seat]))
    lines.append(say(EN, "bonus-tens", name=NAMES[winner], won=won, lost=lost,
                     raw=won - lost, margin=view.margin))
    for line in lines:
        assert sentence(line) in picture.text.splitlines()
    table = picture.layout[f"cell:{loser}:0"]
    drawn = [picture.layout[f"bonus:{n}"] for n in range(len(lines))]
    whole = (0, 0, *picture.size)
    assert all(inside(box, whole) and box[1] > table[3] for box in drawn)
    assert [box[1] for box in drawn] == sorted({box[1] for box in drawn})  # one under another


@pytest.mark.parametrize("shutout", [Shutout.PLUS100, Shutout.DOUBLE])
def test_a_shutout_shows_in_the_winners_total(shutout):
    """To 10, the first hand won ends the match with the loser on nothing: the shutout
    adds 100, or doubles the winner's total with its bonuses."""
    rules = Rules.preset("scarne").with_changes(target=10, shutout=shutout)
    match = scenes.play_match(rules, 3)
    view = match.view(None)
    winner = view.winner
    assert view.over and view.scores[1 - winner] == 0
    (result,) = match.results
    parts = say(EN, "bonus-plus").join([
        say(EN, "bonus-hands", points=result.points),
        say(EN, "bonus-box", count=1, bonus=rules.box_bonus),
        say(EN, "bonus-game", bonus=rules.game_bonus)])
    before = result.points + rules.box_bonus + rules.game_bonus
    if shutout is Shutout.PLUS100:
        parts += say(EN, "bonus-plus") + say(
            EN, "bonus-shutout-plus", bonus=100)
        total = before + 100
    else:
        parts = say(EN, "bonus-shutout-double", parts=parts)
        total = before * 2
    assert view.scores[winner] == total
    picture = render_summary(view, NAMES, locale=EN)
    assert sentence(say(EN, "bonus-side", name=NAMES[winner], parts=parts,
                        total=total)) in picture.text.splitlines()


@pytest.mark.parametrize("locale", list(Locale))
def test_the_bonus_lines_fit_the_picture_in_every_language(locale):
    view = scenes.play_match(Rules.preset("scarne").with_changes(
        unit_scoring=True, target=10, shutout=Shutout.DOUBLE), 3).view(None)
    picture = render_summary(view, ("Annabelle-Marie", "陳美玲"), locale=locale)
    drawn = [box for key, box in picture.layout.items() if key.startswith("bonus:")]
    assert len(drawn) == 3 and all(inside(box, (0, 0, *picture.size)) for box in drawn)


def test_a_summary_without_box_scoring_has_no_bonus_lines(long_match):
    picture = render_summary(long_match.view(None), NAMES, locale=EN)
    assert not [key for key in picture.layout if key.startswith("bonus:")]
    assert say(EN, "pic-summary-text-bonuses") not in picture.text
