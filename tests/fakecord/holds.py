"""Holding the bot's requests, for tests that kill the bot at a planned moment: a held
request waits in the emulator (the bot waits for its answer) until the test lets it go,
to be carried out as Discord would, or dropped as a network that lost it would; or
(``answered``) it is carried out at once and its answer held, as when Discord made the
message and the bot died before hearing of it."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field


@dataclass
class Hold:
    """The next ``count`` requests of ``method`` on a path starting with ``path`` (below
    the API's base, e.g. ``/channels/123/messages``)."""

    method: str
    path: str
    count: int = 1
    answered: bool = False
    held: list[str] = field(default_factory=list)  # the paths held so far
    reached: asyncio.Event = field(default_factory=asyncio.Event)
    _let_go: asyncio.Event = field(default_factory=asyncio.Event)
    _carry_out: bool = True

    def takes(self, method: str, path: str) -> bool:
        return (method == self.method and path.startswith(self.path)
                and len(self.held) < self.count)

    async def wait(self, path: str) -> bool:
        """Hold one request; whether to carry it out."""
        self.held.append(path)
        if len(self.held) == self.count:
            self.reached.set()
        await self._let_go.wait()
        return self._carry_out

    def release(self) -> None:
        """Let the held requests (and any to come) go on: carried out."""
        self._let_go.set()

    def drop(self) -> None:
        """Let them go without carrying them out (Discord never saw them)."""
        self._carry_out = False
        self._let_go.set()
