"""The hand picture: marks, badges, sorting, colours, and the picture basics."""

import io
from itertools import pairwise

import pytest
from PIL import Image

from cards_img import Picture, render_hand, scenes
from cards_img.glyphs import SUIT_OF_SYMBOL, _drawable, suit_mask
from cards_img.style import CardSize
from ginbot.engine import (
    BigGin,
    Discard,
    HandState,
    Knock,
    Phase,
    Rules,
    best_arrangement,
    discard_deadwoods,
    mask_of,
)
from ginbot.text import SUIT_ORDER, Locale, plan_hand, say

EN = Locale.EN


def own(state: HandState):
    return state.view(state.to_move)


@pytest.fixture(scope="module")
def knockable():
    return scenes.can_knock()


@pytest.fixture(scope="module")
def gin_state():
    return scenes.gin_available()


@pytest.fixture(scope="module")
def taken_state():
    return scenes.taken_from_pile()


@pytest.fixture(scope="module")
def waiting():
    return scenes.waiting_hand()


def png(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    return image


def cards_in(picture: Picture) -> dict[str, tuple[int, int, int, int]]:
    return {k.split(":", 1)[1]: box for k, box in picture.layout.items() if k.startswith("card:")}


def badges(picture: Picture) -> set[str]:
    return {k for k in picture.layout if k.startswith("badge:")}


def test_a_hand_picture_is_a_small_valid_png_of_the_stated_size(knockable):
    picture = render_hand(own(knockable), locale=EN)
    image = png(picture)
    assert image.format == "PNG"
    assert image.size == picture.size
    assert len(picture.png) <= 150 * 1024


def test_every_card_is_drawn_once_at_a_readable_size_and_within_eleven_cards_width(knockable):
    view = own(knockable)
    picture = render_hand(view, locale=EN)
    boxes = cards_in(picture)
    assert sorted(boxes) == sorted(c.code for c in view.hand)
    for left, top, right, bottom in boxes.values():
        assert bottom - top >= 90
        assert 0 <= left < right <= picture.size[0] and 0 <= top < bottom <= picture.size[1]
    assert picture.size[0] <= 11 * CardSize(120).width


def test_same_view_gives_the_same_bytes(knockable):
    view = own(knockable)
    assert render_hand(view, locale=EN).png == render_hand(view, locale=EN).png
    assert render_hand(view, sort="suit", locale=EN).png != render_hand(view, locale=EN).png


def test_can_knock_badge_exactly_when_a_knock_with_deadwood_is_legal(knockable, waiting):
    view = own(knockable)
    assert any(isinstance(a, Knock) for a in view.legal)
    picture = render_hand(view, locale=EN)
    assert badges(picture) == {"badge:knock"}
    assert say(EN, "pic-hand-text-knock") in picture.text
    # The same player between turns has no legal actions, so no badge.
    quiet = render_hand(waiting.view(1 - waiting.to_move), locale=EN)
    assert badges(quiet) == set()
    assert say(EN, "pic-hand-text-knock") not in quiet.text
    assert say(EN, "pic-hand-text-gin") not in quiet.text


def test_gin_badge_when_a_knock_leaves_no_deadwood(gin_state):
    view = own(gin_state)
    left = discard_deadwoods(mask_of(view.hand))
    assert any(isinstance(a, Knock) and left[a.card] == 0 for a in view.legal)
    picture = render_hand(view, locale=EN)
    assert badges(picture) == {"badge:gin"}
    assert say(EN, "pic-hand-text-gin") in picture.text


def test_gin_badge_for_big_gin():
    state = scenes.find_hand(lambda s: any(isinstance(a, BigGin) for a in s.legal_actions()),
                             rules=Rules(big_gin=True), knock=False)
    assert badges(render_hand(own(state), locale=EN)) == {"badge:gin"}


def test_the_badge_sits_on_its_colour(knockable):
    picture = render_hand(own(knockable), locale=EN)
    left, top, _, bottom = picture.layout["badge:knock"]
    image = png(picture).convert("RGB")
    r, g, b = image.getpixel((left + 4, (top + bottom) // 2))
    assert g > 180 and r < 160 and b < 170  # the green "Can knock" pill


def test_the_card_drawn_from_the_stock_is_lifted_and_marked_new(knockable):
    view = own(knockable)
    assert view.drawn is not None and view.taken is None
    picture = render_hand(view, locale=EN)
    boxes = cards_in(picture)
    drawn = boxes[view.drawn.code]
    assert all(drawn[1] < box[1] for code, box in boxes.items() if code != view.drawn.code)
    assert "mark:drawn" in picture.layout and "mark:taken" not in picture.layout
    tag = picture.layout["mark:drawn"]
    assert tag[3] <= drawn[1] and tag[0] < (drawn[0] + drawn[2]) / 2 < tag[2]
    assert say(EN, "pic-hand-text-drew", card=view.drawn) in picture.text


def test_the_card_taken_from_the_pile_is_marked_only_for_its_taker(taken_state):
    view = own(taken_state)
    picture = render_hand(view, locale=EN)
    assert "mark:taken" in picture.layout and "mark:drawn" not in picture.layout
    assert say(EN, "pic-hand-text-taken", card=view.taken) in picture.text
    # The opponent's view carries the same taken card, but it is not their hand or turn.
    other = render_hand(taken_state.view(1 - taken_state.to_move), locale=EN)
    assert "mark:taken" not in other.layout and "mark:drawn" not in other.layout


def test_after_discarding_the_taken_card_is_no_longer_marked(taken_state):
    state = taken_state.copy()
    player = state.to_move
    discard = next(a for a in state.legal_actions() if isinstance(a, Discard))
    state.apply(discard)
    picture = render_hand(state.view(player), locale=EN)
    assert not {k for k in picture.layout if k.startswith("mark:")}


def test_eleven_cards_show_the_best_deadwood_after_a_legal_discard(taken_state):
    view = own(taken_state)
    plan = plan_hand(view)
    left = discard_deadwoods(mask_of(view.hand))
    legal = {c: d for c, d in left.items() if c != view.taken}
    assert plan.discard != view.taken
    assert plan.after_discard == min(legal.values()) == legal[plan.discard]
    picture = render_hand(view, locale=EN)
    label = say(EN, "pic-hand-deadwood-after-discard", deadwood=plan.after_discard,
                card=plan.discard)
    assert plan.label(EN) == label and label in picture.text


def test_ten_cards_show_the_plain_deadwood(waiting):
    view = waiting.view(1 - waiting.to_move)
    assert len(view.hand) == 10
    picture = render_hand(view, locale=EN)
    points = best_arrangement(view.hand).deadwood_points
    assert say(EN, "news-sentence", line=say(EN, "pic-deadwood", deadwood=points)) in picture.text
    assert plan_hand(view).discard is None


@pytest.mark.parametrize("sort", ["melds", "suit", "rank"])
def test_deadwood_cards_are_marked_in_every_sort(knockable, sort):
    view = own(knockable)
    picture = render_hand(view, sort=sort, locale=EN)
    dead = {c.code for c in best_arrangement(view.hand).deadwood}
    marked = {k.split(":")[1] for k in picture.layout if k.startswith("dead:")}
    assert marked == dead and dead
    assert ("deadwood" in picture.layout) == (sort == "melds")


def order(picture: Picture) -> list[str]:
    return [code for code, _ in sorted(cards_in(picture).items(), key=lambda kv: kv[1][0])]


def test_melds_sort_puts_each_meld_together_and_deadwood_last_on_its_tray(knockable):
    view = own(knockable)
    picture = render_hand(view, sort="melds", locale=EN)
    arrangement = best_arrangement(view.hand)
    shown = order(picture)
    expected = [c.code for m in arrangement.melds for c in m]
    assert shown[: len(expected)] == expected
    assert set(shown[len(expected):]) == {c.code for c in arrangement.deadwood}
    tray = picture.layout["deadwood"]
    for card in arrangement.deadwood:
        box = cards_in(picture)[card.code]
        assert tray[0] <= box[0] and box[2] <= tray[2]
    groups = [k for k in picture.layout if k.startswith("group:")]
    assert len(groups) == len(arrangement.melds) + 1


def test_suit_and_rank_sorts(knockable):
    view = own(knockable)
    by_suit = order(render_hand(view, sort="suit", locale=EN))
    cards = {c.code: c for c in view.hand}
    keys = [(SUIT_ORDER.index(cards[c].suit), cards[c].rank) for c in by_suit]
    assert keys == sorted(keys)
    by_rank = order(render_hand(view, sort="rank", locale=EN))
    assert [cards[c].rank for c in by_rank] == sorted(c.rank for c in view.hand)


def test_bad_requests_are_refused(knockable):
    with pytest.raises(ValueError, match="sort"):
        render_hand(own(knockable), sort="colour", locale=EN)
    with pytest.raises(ValueError, match="own view"):
        render_hand(knockable.view(None), locale=EN)


def index_pixels(picture: Picture, code: str) -> list[tuple[int, int, int]]:
    left, top, right, bottom = cards_in(picture)[code]
    image = png(picture).convert("RGB")
    w, h = right - left, bottom - top
    return [image.getpixel((x, y)) for x in range(left + 5, left + w // 4)
            for y in range(top + 5, top + h // 4)]


def index_colour(picture: Picture, code: str) -> tuple[int, int, int]:
    """The most saturated pixel of a card's corner index."""
    return max(index_pixels(picture, code), key=lambda p: max(p) - min(p))


def test_four_colour_scheme_paints_diamonds_blue_and_clubs_green():
    state = scenes.find_hand(lambda s: s.phase is Phase.DRAW
                             and {c.suit for c in s.hand(s.to_move)} >= {2, 3})
    view = own(state)
    diamond = next(c for c in view.hand if c.suit == 2).code
    club = next(c for c in view.hand if c.suit == 3).code
    two = render_hand(view, locale=EN)
    four = render_hand(view, four_color=True, locale=EN)
    r, g, b = index_colour(two, diamond)
    assert r > 150 and b < 100
    r, g, b = index_colour(four, diamond)
    assert b > 150 and r < 100
    r, g, b = index_colour(four, club)
    assert g > 100 and r < 80 and b < 100
    pixels = index_pixels(two, club)
    assert max(min(pixels, key=sum)) < 80  # black ink
    assert all(max(p) - min(p) < 60 for p in pixels)  # and no colour


def test_text_names_every_card_and_our_wording_needs_no_missing_glyph(knockable, taken_state):
    for view in (own(knockable), own(taken_state)):
        picture = render_hand(view, locale=EN)
        for card in view.hand:
            assert str(card) in picture.text
        for ch in set(picture.text) - set(SUIT_OF_SYMBOL) - {"\n"}:
            assert _drawable(ch) == ("base", ch), ch


def test_the_upcard_is_shown_while_the_player_is_to_draw(waiting):
    state = scenes.about_to_draw()
    view = own(state)
    picture = render_hand(view, locale=EN)
    assert "upcard" in picture.layout
    assert say(EN, "pic-hand-text-upcard", card=view.upcard) in picture.text
    cards = cards_in(picture)
    assert all(box[2] < picture.layout["upcard"][0] for box in cards.values())
    assert "upcard" not in render_hand(view, show_upcard=False, locale=EN).layout
    assert "upcard" not in render_hand(waiting.view(1 - waiting.to_move), locale=EN).layout


def _row_widths(mask: Image.Image) -> list[float]:
    """How much ink each row of a suit's mask holds, top to bottom, in pixels."""
    width, height = mask.size
    ink = mask.load()
    return [sum(ink[x, y] for x in range(width)) / 255 for y in range(height)]


def _waist(widths: list[float]) -> float:
    """How much the shape narrows on its way down to its wide part (the first row of
    four fifths of the widest; the rows there differ by their anti-aliasing)."""
    wide = next(row for row, width in enumerate(widths) if width >= 0.8 * max(widths))
    return max((above - below for above, below in pairwise(widths[:wide + 1])), default=0.0)


@pytest.mark.parametrize("height", [9, 10, 11, 12, 14])
def test_a_small_club_shows_its_top_lobe_apart_where_a_spade_widens_to_a_point(height):
    """At the size of a showdown card's pips (10 px) and index (11 px) a club is three
    lobes: under its round top lobe the shape narrows before the side lobes widen it,
    where a spade widens steadily from its point. (The plump club it replaced widened
    steadily too, and read as a spade.)"""
    assert _waist(_row_widths(suit_mask(SUIT_OF_SYMBOL["♣"], height))) >= 0.15
    assert _waist(_row_widths(suit_mask(SUIT_OF_SYMBOL["♠"], height))) <= 0
