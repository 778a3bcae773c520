"""Computer levels: legal play under every preset, no peeking, reproducible."""

from __future__ import annotations

import dataclasses

import pytest

from ginbot.ai import PLAYERS, make_player
from ginbot.ai.expert import ExpertPlayer, Reading
from ginbot.ai.knowledge import Knowledge, read
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    TABLE_PRESETS,
    Discard,
    Knock,
    Match,
    MatchView,
    Pass,
    Phase,
    Rules,
    mask_of,
    parse_cards,
    parse_house_rules,
)
from tests.ai_support import (
    HOUSE_RULES,
    assert_blind_to_hidden_cards,
    hearts_collected,
    play_hands,
    position,
    seeded_record,
    view_of,
)

LEVELS = sorted(PLAYERS)
# Hands played per level and preset: the thinking levels are slower.
HANDS = {"random": 300, "simple": 300, "easy": 300, "normal": 200, "expert": 40}


@pytest.mark.parametrize("preset", sorted(TABLE_PRESETS))
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.slow
def test_every_level_plays_only_legal_actions(level: str, preset: str) -> None:
    rules = Rules.preset(preset)
    hands = HANDS[level]
    # Half against the baseline, half against itself; random opponents make long hands.
    assert play_hands(rules, (level, "simple"), hands // 2, seed=1) == hands // 2
    assert play_hands(rules, ("random", level), hands - hands // 2, seed=2) > 0


@pytest.mark.parametrize("house", HOUSE_RULES)
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.slow
def test_every_level_plays_only_legal_actions_under_every_option(level: str, house: str) -> None:
    rules = parse_house_rules(house)
    hands = max(4, HANDS[level] // 10)
    assert play_hands(rules, (level, "random"), hands, seed=3) == hands


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.slow
def test_decisions_do_not_depend_on_hidden_cards(level: str) -> None:
    assert_blind_to_hidden_cards(lambda seed: make_player(level, seed), 500,
                                 4 if level == "expert" else 10, at_least=20)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.slow
def test_seeded_matches_repeat_exactly(level: str) -> None:
    def record(seed: int) -> str:
        return seeded_record("quick", lambda s: make_player(level, s),
                             lambda s: make_player("simple", s), seed)

    assert record(5) == record(5)


def test_a_player_asked_again_gives_the_same_answer() -> None:
    """The service rebuilds matches after a restart and asks again."""
    match = Match(Rules(), 3)
    for _ in range(12):
        seat = match.hand.to_move
        view = match.match_view(seat)
        for level in LEVELS:
            first = make_player(level, 4).choose(view)
            assert make_player(level, 4).choose(view) == first
        match.apply(make_player("simple", 1).choose(view), seat)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="levels are"):
        make_player("grandmaster")


# -- positions ---------------------------------------------------------------


def test_simple_takes_the_upcard_only_when_it_melds() -> None:
    melds = position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "7D")
    assert make_player("simple").choose(view_of(melds)) == DRAW_DISCARD
    loose = position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    assert make_player("simple").choose(view_of(loose)) == DRAW_STOCK


def test_simple_discards_to_the_least_deadwood_and_knocks_at_once() -> None:
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    match.apply(DRAW_DISCARD, 0)
    # Keeping AD and shedding KD leaves 1 deadwood: knock at once.
    assert make_player("simple").choose(view_of(match)) == Knock(parse_cards("KD")[0])


def test_simple_passes_a_first_upcard_that_does_not_meld() -> None:
    match = position("7H 7S 2C 4D 9S JC KD QH 5C 3H", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "AD")
    match.hand.phase = Phase.OFFER
    assert make_player("simple").choose(view_of(match)) == Pass()


@pytest.mark.parametrize("level", ["simple", "easy", "normal", "expert"])
def test_every_thinking_level_takes_gin(level: str) -> None:
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "5C")
    match.apply(DRAW_DISCARD, 0)
    assert make_player(level).choose(view_of(match)) == Knock(parse_cards("KD")[0])


def test_easy_knocks_as_soon_as_it_may() -> None:
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "AS 2S 3S 4S 5S 6S 8S TS JS QS", "4D")
    match.apply(DRAW_DISCARD, 0)
    assert make_player("easy").choose(view_of(match)) == Knock(parse_cards("KD")[0])


def test_normal_does_not_feed_a_meld_the_opponent_is_collecting() -> None:
    """The opponent took JH and QH: normal keeps KH although it is the highest
    loose card; simple, which ignores the opponent, throws it."""
    view = view_of(hearts_collected())
    kh = parse_cards("KH")[0]
    assert make_player("simple").choose(view) == Discard(kh)
    assert make_player("normal").choose(view) != Discard(kh)
    assert make_player("expert").choose(view) != Discard(kh)


def test_expert_charges_a_feeding_discard_more_when_the_opponent_is_close() -> None:
    """The danger of a discard weighs more when the opponent may knock next."""
    match = position("2C 3C 4C 5D 5S 5H 7D 8D KH 9S", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
    match.apply(DRAW_DISCARD, 0)
    view = view_of(match)
    expert = make_player("expert")
    assert isinstance(expert, ExpertPlayer)
    know = read(view)
    odds = [0.0] * 52
    odds[parse_cards("QH")[0]] = odds[parse_cards("JH")[0]] = 0.9  # KH would meld
    reading = expert.read(view, know=know)._replace(odds=odds)
    calm, close = (
        {p.card: p for p in expert.discard_prices(know, reading._replace(threat=threat),
                                                  taken=view.hand.taken)}
        for threat in (0.0, 0.5)
    )
    king, nine = parse_cards("KH")[0], parse_cards("9S")[0]
    assert calm[king].danger > 0.8 and calm[nine].danger == 0.0
    # The coming draws count for less when the opponent may knock first.
    assert close[nine].saving < calm[nine].saving
    assert close[nine].value + close[nine].saving == pytest.approx(
        calm[nine].value + calm[nine].saving)
    extra = ExpertPlayer.style.danger_threat * 0.5 * calm[king].danger
    assert extra > 2.0
    assert close[king].value + close[king].saving == pytest.approx(
        calm[king].value + calm[king].saving + extra)


class _SecondThoughts(ExpertPlayer):
    """An expert whose first ``calm`` readings of a position show the opponent
    far from a knock and whose every later reading shows them holding gin."""

    def __init__(self, seed: int, calm: int) -> None:
        super().__init__(seed)
        self.calm = calm
        self.readings = 0

    def read(self, view: MatchView, purpose: str = "", know: Knowledge | None = None
             ) -> Reading:
        reading = super().read(view, purpose, know)
        self.readings += 1
        far = "KS QC JC 9C 7C 5D 3D TD 8H 6H"
        gin = "AS 2S 3S 4S 5S 6S TH JH QH KH"
        cards = far if self.readings <= self.calm else gin
        return reading._replace(hands=[mask_of(parse_cards(cards))] * len(reading.hands))


@pytest.mark.parametrize(
    ("confirm", "calm", "readings", "knocks"),
    [(0, 1, 1, True), (1, 1, 2, False), (1, 2, 2, True), (2, 2, 3, False), (2, 3, 3, True)],
)
def test_expert_knocks_only_when_fresh_readings_agree(
    confirm: int, calm: int, readings: int, knocks: bool
) -> None:
    """Taking AD leaves 1 deadwood with KD out: a knock on a calm reading, an
    undercut on a later one (playing on is never credited here). Every one of
    the ``confirm`` fresh readings must choose the knock."""
    match = position("7H 7S 7D 2C 3C 4C 9S 9D 9H KD", "JH QH AS 2S 3S 4S 6S 8S TS JS", "AD")
    match.apply(DRAW_DISCARD, 0)
    expert = _SecondThoughts(1, calm)
    expert.style = dataclasses.replace(ExpertPlayer.style, confirm_knocks=confirm, hold_bias=-1e6)
    chosen = expert.choose(view_of(match))
    assert expert.readings == readings
    assert (chosen == Knock(parse_cards("KD")[0])) is knocks
    if not knocks:
        assert not isinstance(chosen, Knock)
