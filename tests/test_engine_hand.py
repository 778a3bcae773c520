import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ginbot.engine import (
    CARDS,
    DRAW_DISCARD,
    DRAW_STOCK,
    BigGin,
    Card,
    CardJustTaken,
    CardNotHeld,
    Discard,
    Event,
    HandIsOver,
    HandState,
    Knock,
    KnockNotAllowed,
    KnockRule,
    NotYourTurn,
    Outcome,
    Pass,
    Phase,
    PhaseRule,
    Rules,
    WrongPhase,
    parse_action,
    parse_cards,
)
from tests.refused import refused


def card(text: str) -> Card:
    return Card.parse(text)


def snapshot(state: HandState) -> tuple:
    return (
        tuple(state.hands), tuple(state.pile), tuple(state.stock), state.phase, state.to_move,
        state.taken, state.drawn, tuple(state.history), state.passes, state.stock_only,
        state.result, state.knock_limit, state.multiplier,
    )


KNOCKER = parse_cards("6H 7H 8H 9C 9S 9D 2S 3S 4S KD")
DEFENDER = parse_cards("2H 3H 4H QS QH QD QC 9H 7S AC")
GIN_HAND = parse_cards("2S 3S 4S 9H 9D 9C KC QC JC")
LOSER = parse_cards("2H 3H 4H QS QH QD 8C 7S AC 6D")


def rule_book_hand(rules: Rules | None = None, upcard: str = "JC") -> HandState:
    """Seat 0 (non-dealer) holds the rule book's knocker hand; 5D tops the stock."""
    return HandState.stacked(
        rules or Rules(), dealer=1, hands=(KNOCKER, DEFENDER), upcard=card(upcard),
        stock=parse_cards("5D 8C 10D"),
    )


def all_cards(state: HandState) -> list[Card]:
    """Every card somewhere: the hands, the discard pile, the stock, the face-down knock card."""
    knock_card = state.result.knock_card if state.result else None
    down = [knock_card] if knock_card is not None else []  # A♠ is card 0, so test for None
    return state.hand(0) + state.hand(1) + state.pile + state.stock + down


# -- the deal -------------------------------------------------------------------------


def test_standard_deal():
    state = HandState(Rules(), dealer=0, seed=42)
    assert len(state.hand(0)) == len(state.hand(1)) == 10
    assert len(state.pile) == 1 and len(state.stock) == 31
    assert state.phase is Phase.OFFER and state.to_move == 1
    assert sorted(all_cards(state)) == list(CARDS)


def test_a_seed_reproduces_the_deal():
    a, b = HandState(Rules(), 0, 7), HandState(Rules(), 0, 7)
    assert snapshot(a) == snapshot(b)
    assert snapshot(a) != snapshot(HandState(Rules(), 0, 8))


def test_scarne_deal_gives_the_non_dealer_eleven_and_no_upcard():
    state = HandState(Rules.preset("scarne"), dealer=1, seed=3)
    assert len(state.hand(0)) == 11 and len(state.hand(1)) == 10
    assert state.pile == [] and len(state.stock) == 31
    assert state.phase is Phase.DISCARD and state.to_move == 0
    assert all(isinstance(a, Discard) for a in state.legal_actions())
    first = state.hand(0)[0]
    with refused(KnockNotAllowed(rule=KnockRule.OPENING_DISCARD)):
        state.apply(Knock(first))
    state.apply(Discard(first))
    assert state.upcard == first and state.to_move == 1 and state.phase is Phase.DRAW
    assert state.legal_actions() == [DRAW_STOCK, DRAW_DISCARD]


# -- the first upcard offer -------------------------------------------------------


def test_non_dealer_takes_the_upcard_then_the_dealer_plays():
    state = rule_book_hand()
    assert state.legal_actions() == [DRAW_DISCARD, Pass()]
    state.apply(DRAW_DISCARD, player=0)
    assert state.phase is Phase.DISCARD and card("JC") in state.hand(0)
    with refused(CardJustTaken(card("JC"))):
        state.apply(Discard(card("JC")))
    state.apply(Discard(card("KD")))
    assert state.to_move == 1 and state.phase is Phase.DRAW


def test_non_dealer_passes_then_the_dealer_may_take():
    state = rule_book_hand()
    state.apply(Pass(), player=0)
    assert state.to_move == 1 and state.phase is Phase.OFFER
    state.apply(DRAW_DISCARD, player=1)
    state.apply(Discard(card("7S")))
    assert state.to_move == 0 and state.phase is Phase.DRAW
    assert state.legal_actions() == [DRAW_STOCK, DRAW_DISCARD]


def test_both_pass_and_the_non_dealer_must_draw_from_the_stock():
    state = rule_book_hand()
    state.apply(Pass())
    state.apply(Pass())
    assert state.to_move == 0 and state.phase is Phase.DRAW
    assert state.legal_actions() == [DRAW_STOCK]
    before = snapshot(state)
    with refused(WrongPhase(PhaseRule.STOCK_AFTER_PASSES)):
        state.apply(DRAW_DISCARD)
    assert snapshot(state) == before
    with refused(WrongPhase(PhaseRule.PASS_ON_FIRST_UPCARD)):
        state.apply(Pass())
    state.apply(DRAW_STOCK)
    assert state.drawn == card("5D")


def test_the_stock_is_not_drawn_during_the_offer():
    state = rule_book_hand()
    with refused(WrongPhase(PhaseRule.UPCARD_OFFER)):
        state.apply(DRAW_STOCK)


# -- turns, discards, knocks ------------------------------------------------------------


def test_a_card_drawn_from_the_stock_may_be_discarded_at_once():
    state = rule_book_hand()
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    state.apply(Discard(card("5D")))
    assert state.upcard == card("5D")


def test_the_rule_book_knock_through_the_state_machine():
    state = rule_book_hand()
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    assert Knock(card("KD")) in state.legal_actions()
    events = state.apply(Knock(card("KD")))
    assert events[-1].kind == "knock"
    result = state.result
    assert state.is_over and result is not None
    assert (result.knocker, result.winner, result.points) == (0, 0, 3)
    assert str(result.showdown.layoffs[0].card) == "9♥"
    assert state.legal_actions() == []
    with pytest.raises(HandIsOver):
        state.apply(DRAW_STOCK)


def test_the_knock_card_goes_face_down():
    state = rule_book_hand()
    state.apply(Pass())
    state.apply(Pass())
    upcard = state.upcard
    state.apply(DRAW_STOCK)
    state.apply(Knock(card("KD")))
    assert state.upcard == upcard and card("KD") not in state.pile
    assert state.result.knock_card == card("KD")
    for seat in (1, None):  # the defender and the table see the knock, not the card
        view = state.view(seat)
        assert view.upcard == upcard and card("KD") not in view.pile
        assert view.history[-1] == Event("knock", 0)
    assert state.view(0).history[-1].card == card("KD")  # the knocker keeps it
    assert card("KD") not in [e.card for e in state.view(1).history]


def test_gin_is_scored_as_gin():
    hands = ([*GIN_HAND, card("5D")], LOSER)
    state = HandState.stacked(Rules(), 1, hands, upcard=card("10C"))
    state.apply(DRAW_DISCARD)
    state.apply(Knock(card("5D")))
    assert state.result.showdown.outcome is Outcome.GIN
    assert state.history[-1].kind == "gin"


@pytest.mark.parametrize(
    ("action", "error"),
    [
        (Discard(card("AS")), CardNotHeld(card("AS"))),
        (Knock(card("AS")), CardNotHeld(card("AS"))),
        (Knock(card("2S")), KnockNotAllowed(card("2S"), deadwood=22, limit=10)),
        (DRAW_STOCK, WrongPhase(PhaseRule.DRAWN_ALREADY)),
        (Pass(), WrongPhase(PhaseRule.PASS_ON_FIRST_UPCARD)),
        (BigGin(), KnockNotAllowed(rule=KnockRule.NO_BIG_GIN)),
    ],
)
def test_illegal_actions_change_nothing(action, error):
    state = rule_book_hand()
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    before = snapshot(state)
    with refused(error):
        state.apply(action)
    assert snapshot(state) == before


def test_wrong_player_and_discarding_before_drawing():
    state = rule_book_hand()
    before = snapshot(state)
    with pytest.raises(NotYourTurn):
        state.apply(Pass(), player=1)
    with refused(WrongPhase(PhaseRule.DRAW_FIRST)):
        state.apply(Discard(card("KD")))
    assert snapshot(state) == before


def test_knock_limit_five():
    state = rule_book_hand(Rules(knock_limit=5))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    assert Knock(card("KD")) in state.legal_actions()  # leaves 5
    state = rule_book_hand(Rules(knock_limit=4))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    assert not any(isinstance(a, Knock) for a in state.legal_actions())
    with refused(KnockNotAllowed(card("KD"), deadwood=5, limit=4)):
        state.apply(Knock(card("KD")))


def test_straight_gin_allows_only_gin():
    state = rule_book_hand(Rules(straight_gin=True))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    with refused(KnockNotAllowed(card("KD"), deadwood=5, limit=0)):
        state.apply(Knock(card("KD")))
    hands = ([*GIN_HAND, card("5D")], LOSER)
    state = HandState.stacked(Rules(straight_gin=True), 1, hands, upcard=card("10C"))
    state.apply(DRAW_DISCARD)
    assert [a for a in state.legal_actions() if isinstance(a, Knock)] == [Knock(card("5D"))]


@pytest.mark.parametrize(
    ("upcard", "limit", "multiplier"),
    [("7C", 7, 1), ("KC", 10, 1), ("AH", 0, 1), ("5S", 5, 2), ("AS", 0, 2), ("10C", 10, 1)],
)
def test_oklahoma_upcard_sets_the_limit_and_spades_double(upcard, limit, multiplier):
    state = rule_book_hand(Rules.preset("oklahoma"), upcard=upcard)
    assert state.knock_limit_now() == limit and state.multiplier == multiplier


def test_oklahoma_knock_is_checked_against_the_upcard_and_doubled_in_spades():
    state = rule_book_hand(Rules.preset("oklahoma"), upcard="4C")
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    with refused(KnockNotAllowed(card("KD"), deadwood=5, limit=4)):
        state.apply(Knock(card("KD")))
    state = rule_book_hand(Rules.preset("oklahoma"), upcard="6S")
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    state.apply(Knock(card("KD")))
    assert state.result.points == 6 and state.result.showdown.multiplier == 2


def test_oklahoma_with_scarne_takes_the_limit_from_the_opening_discard():
    rules = Rules(oklahoma=True, deal="scarne")
    state = HandState(rules, dealer=1, seed=5)
    assert state.knock_limit is None
    opening = state.hand(0)[0]
    state.apply(Discard(opening))
    expected = 0 if opening.rank == 0 else opening.value
    assert state.knock_limit_now() == expected


def test_big_gin_when_all_eleven_meld():
    hands = ([*GIN_HAND, card("5S")], LOSER)
    state = HandState.stacked(Rules(big_gin=True), 1, hands, upcard=card("10C"))
    state.apply(DRAW_DISCARD)
    assert BigGin() in state.legal_actions()
    state.apply(BigGin())
    assert state.result.showdown.outcome is Outcome.BIG_GIN
    assert state.result.points == state.result.showdown.defender_deadwood + 31


def test_big_gin_refused_when_a_card_is_loose():
    state = rule_book_hand(Rules(big_gin=True))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(DRAW_STOCK)
    with refused(KnockNotAllowed(rule=KnockRule.BIG_GIN_ALL_MELDED)):
        state.apply(BigGin())


# -- the dead hand ---------------------------------------------------------------------


def play_to_the_wall(state: HandState) -> None:
    """Draw from the stock and throw the card back until two stock cards remain."""
    state.apply(Pass())
    state.apply(Pass())
    while len(state.stock) > 2:
        state.apply(DRAW_STOCK)
        state.apply(Discard(state.drawn))


def test_dead_hand_when_a_plain_discard_leaves_two_in_the_stock():
    state = HandState(Rules(straight_gin=True), dealer=0, seed=11)
    play_to_the_wall(state)
    assert state.is_over and state.result.dead and state.result.winner is None
    assert state.result.points == 0 and len(state.stock) == 2
    assert state.history[-1].kind == "dead"


def test_a_knock_is_still_allowed_on_the_last_draw():
    # 5D is the 29th stock card: seat 0 draws it leaving 2, and may still knock.
    dealt = {*KNOCKER, *DEFENDER, card("JC"), card("5D")}
    others = [c for c in CARDS if c not in dealt]
    stock = [*others[:28], card("5D"), *others[28:]]
    state = HandState.stacked(Rules(), 1, (KNOCKER, DEFENDER), upcard=card("JC"), stock=stock)
    state.apply(Pass())
    state.apply(Pass())
    while len(state.stock) > 3:
        state.apply(DRAW_STOCK)
        state.apply(Discard(state.drawn))
    state.apply(DRAW_STOCK)
    assert len(state.stock) == 2 and state.drawn == card("5D") and state.to_move == 0
    state.apply(Knock(card("KD")))
    assert not state.result.dead and state.result.points == 3


# -- views and invariants ---------------------------------------------------------------


def hidden_from(state: HandState, player: int) -> set[Card]:
    """The cards ``player`` must not see: the opponent's unknown cards and the stock."""
    view_public = {e.card for e in state.history if e.kind == "take" and e.player != player}
    opponent = set(state.hand(1 - player)) - view_public
    return opponent | set(state.stock)


def cards_in_view(view) -> set[Card]:
    seen = set(view.hand) | set(view.pile)
    seen |= {c for c in (view.drawn, view.taken, view.upcard) if c is not None}
    seen |= {e.card for e in view.history if e.card is not None}
    seen |= {a.card for a in view.legal if hasattr(a, "card")}
    return seen


def random_playout(rules: Rules, seed: int, knock_bias: float = 0.3):
    """Yield every state of one randomly played hand."""
    rng = random.Random(seed)
    state = HandState(rules, rng.randrange(2), seed)
    yield state
    while not state.is_over:
        actions = state.legal_actions()
        knocks = [a for a in actions if isinstance(a, (Knock, BigGin))]
        action = rng.choice(knocks) if knocks and rng.random() < knock_bias else rng.choice(actions)
        state.apply(action)
        yield state


PRESET_NAMES = ["classic", "scarne", "oklahoma", "straight", "knock5", "hollywood"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2**32))
@example(preset="classic", seed=75766890)  # knocks with A♠ face down
def test_invariants_over_random_hands(preset, seed):
    rules = Rules.preset(preset).with_changes(big_gin=True)
    for state in random_playout(rules, seed):
        assert sorted(all_cards(state)) == list(CARDS)  # 52 cards always accounted for
        sizes = sorted(h.bit_count() for h in state.hands)
        if state.phase is Phase.DISCARD:
            assert state.hands[state.to_move].bit_count() == 11
            assert sizes == [10, 11]
        else:
            assert sizes == [10, 10]
        for player in (0, 1):
            view = state.view(player)
            assert not cards_in_view(view) & hidden_from(state, player)
            assert view.stock_size == len(state.stock)
        public = state.view(None)
        assert public.hand == () and public.legal == ()
        assert not cards_in_view(public) & (set(state.hand(0)) | set(state.hand(1))) - {
            e.card for e in state.history if e.kind == "take"
        }
    result = state.result
    if result.dead:
        assert result.winner is None and result.points == 0
    else:
        assert result.winner in (0, 1) and result.points > 0  # exactly one scorer


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_every_legal_action_applies_and_others_are_refused(seed):
    rng = random.Random(seed)
    for state in random_playout(Rules(), seed):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal:
            state.copy().apply(action)
        candidates = [
            Pass(), DRAW_STOCK, DRAW_DISCARD,
            Discard(CARDS[rng.randrange(52)]), Knock(CARDS[rng.randrange(52)]),
        ]
        for action in candidates:
            if action in legal:
                continue
            before = snapshot(state)
            with pytest.raises(ValueError):
                state.copy().apply(action)
                state.apply(action)
            assert snapshot(state) == before


def test_action_text_round_trips():
    for text in ["pass", "draw stock", "draw discard", "discard TH", "knock 7H", "big gin"]:
        assert str(parse_action(text)) == text
    with pytest.raises(ValueError, match="not an action"):
        parse_action("shuffle")
