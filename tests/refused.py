"""Refusals are values: a test names the refusal it expects, fields and all."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest


@contextmanager
def refused(expected: Exception) -> Iterator[None]:
    """The block must raise exactly ``expected``: its type and every field (by ``repr``)."""
    with pytest.raises(type(expected)) as caught:
        yield
    assert type(caught.value) is type(expected)
    assert repr(caught.value) == repr(expected)
