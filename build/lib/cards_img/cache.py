"""Images drawn once and kept: built under a lock, so worker threads share them safely."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from PIL import Image

_images: dict[Hashable, Image.Image] = {}
_lock = threading.Lock()


def cached(key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
    """The image under ``key``, drawn by ``build`` the first time it is asked for."""
    found = _images.get(key)
    if found is not None:
        return found
    with _lock:
        found = _images.get(key)
        if found is None:
            found = _images[key] = build()
    return found
