"""Hypothesis strategies for hands."""

from __future__ import annotations

from hypothesis import strategies as st

from ginbot.engine import CARDS, Card


def random_hand(size: int) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(CARDS), min_size=size, max_size=size, unique=True)


@st.composite
def dense_hand(draw: st.DrawFn, size: int, ranks: int = 5) -> list[Card]:
    """All cards from a few ranks: sets and runs cross everywhere."""
    chosen = draw(st.lists(st.integers(0, 12), min_size=ranks, max_size=ranks, unique=True))
    pool = [CARDS[s * 13 + r] for r in chosen for s in range(4)]
    return draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))


@st.composite
def run_dense_hand(draw: st.DrawFn, size: int) -> list[Card]:
    """All cards from a window of consecutive ranks: long runs and sets."""
    low = draw(st.integers(0, 6))
    pool = [CARDS[s * 13 + r] for r in range(low, low + 7) for s in range(4)]
    return draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))


def any_hand(size: int) -> st.SearchStrategy[list[Card]]:
    return st.one_of(random_hand(size), dense_hand(size), run_dense_hand(size))
