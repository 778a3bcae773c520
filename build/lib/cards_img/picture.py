"""The result of every render function, and PNG encoding."""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from PIL import Image

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom exclusive)


@dataclass(frozen=True)
class Picture:
    """A rendered picture.

    ``png`` is the file to send; ``text`` carries the same information in
    words (for screen readers and the message text, cards as ``str(card)``);
    ``size`` is (width, height) in px; ``layout`` names the regions drawn
    (cards, badges, labels), so tests and callers can find them.
    """

    png: bytes
    text: str
    size: tuple[int, int]
    layout: dict[str, Box] = field(default_factory=dict)


def encode(image: Image.Image) -> bytes:
    """PNG bytes, small and quick to make.

    The pictures are flat colours, cards and text, so a 256-colour palette
    (fast octree, no dithering) keeps them looking the same at a fifth of
    the size, and makes the encoder's work lighter too. The same image always
    gives the same bytes.
    """
    palette = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, format="PNG", compress_level=3)
    return out.getvalue()
