"""Shared parts for the table pictures' tests (no tests here): a picture read back as
an image, and the boxes and colours its layout says."""

from __future__ import annotations

import io

from PIL import Image

from cards_img import Picture
from cards_img.picture import Box


def png(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    assert image.format == "PNG" and image.size == picture.size
    assert len(picture.png) <= 150 * 1024
    return image.convert("RGB")


def inside(inner: Box, outer: Box) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] \
        and inner[3] <= outer[3]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def at(image: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    """The RGB colour of one pixel."""
    found = image.getpixel((x, y))
    assert isinstance(found, tuple) and len(found) == 3
    return found[0], found[1], found[2]


def near(pixel: tuple[int, int, int], colour: tuple[int, int, int], by: int = 14) -> bool:
    """Within ``by`` of ``colour`` on each channel (the PNG has a 256-colour palette)."""
    return all(abs(a - b) <= by for a, b in zip(pixel, colour, strict=True))


def all_within(picture: Picture) -> None:
    width, height = picture.size
    for key, box in picture.layout.items():
        assert inside(box, (0, 0, width, height)), key
