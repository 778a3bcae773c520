"""Computer players built on the engine; each sees only its own view."""

from .base import Player

__all__ = ["Player"]
