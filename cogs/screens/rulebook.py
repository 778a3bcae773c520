"""The rule book (``/gin rules section:...``): a section an embed, packed into as few
messages as Discord's limits allow."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from ginbot.rulebook import Section
from ginbot.text import Locale, say

MESSAGE_EMBEDS, MESSAGE_EMBED_TEXT = 10, 6000  # Discord's limits for one message
FELT = discord.Colour.from_rgb(22, 94, 56)


def rulebook_messages(locale: Locale, sections: Sequence[Section], heading: str = "") -> list[
        tuple[str, list[discord.Embed]]]:
    """(content, embeds) of each message showing ``sections`` (of the rule book in
    ``locale``): an embed a section (each fits one: tests/test_rulebook.py), packed in
    order into as few messages as Discord's limits allow; ``heading`` opens the first
    message."""
    pages: list[list[discord.Embed]] = [[]]
    size = 0
    for section in sections:
        embed = discord.Embed(title=section.heading, description=section.joined(), colour=FELT)
        if pages[-1] and (size + len(embed) > MESSAGE_EMBED_TEXT
                          or len(pages[-1]) == MESSAGE_EMBEDS):
            pages.append([])
            size = 0
        pages[-1].append(embed)
        size += len(embed)
    contents = [say(locale, "rulebook-title-part", part=n, parts=len(pages)) if len(pages) > 1
                else say(locale, "rulebook-title") for n in range(1, len(pages) + 1)]
    if heading:
        contents[0] = f"{heading}\n{contents[0]}"
    return list(zip(contents, pages, strict=True))
