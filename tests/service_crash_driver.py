"""Plays matches through the real service on a real SQLite file, printing each
moment of its play; told ``--kill-at KIND N``, it kills itself with SIGKILL at the
N-th moment of that kind. ``test_service_crash`` starts it again and again until
every match is over.

    python -m tests.service_crash_driver DATABASE MATCHES [--kill-at KIND N]

Match ``i`` is played in guild ``1000 + i``: even ones between two people (both
played greedily by this script), odd ones a person against the random computer.
Each line is one moment, and its first word is the moment's kind:

- start-up: ``STARTED`` (the store is open, unfinished matches resume),
  ``CHALLENGED <index>``, ``CREATED <index> <match>``;
- ack: ``ACK <match> <seq> <seat> <action>`` after ``act`` returned;
- showdown: ``SHOWDOWN <match> <score> <score>`` as a hand ends (its next deal is under way);
- deal: ``DEALT <match> <hand>`` when a new hand was dealt;
- end: ``OVER <match>`` when a match ended.

Then ``KILL <kind> <n>`` right before the kill, or ``DONE``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
from collections.abc import Sequence

from ginbot.engine import Rules
from ginbot.model import MatchInfo, News
from ginbot.service import (
    BoardResult,
    ChallengeOpen,
    GuildSettings,
    MatchService,
    MatchSummary,
    Notifier,
    TableSnapshot,
    User,
)
from tests.service_support import greedy

RULES = (
    Rules(target=50),
    Rules.preset("scarne").with_changes(target=50),
    Rules.preset("oklahoma").with_changes(target=50),
    Rules(target=50, big_gin=True, dealer="loser"),
    Rules.preset("hollywood").with_changes(target=25),
    Rules.preset("straight").with_changes(target=40),
)

KINDS = {"STARTED": "start-up", "CHALLENGED": "start-up", "CREATED": "start-up",
         "ACK": "ack", "SHOWDOWN": "showdown", "DEALT": "deal", "OVER": "end"}


class Moments:
    """Prints each moment; dies by SIGKILL at the chosen one."""

    def __init__(self, kill_at: tuple[str, int] | None) -> None:
        self.kill_at = kill_at
        self.seen = dict.fromkeys(KINDS.values(), 0)

    def say(self, line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
        kind = KINDS.get(line.split()[0])
        if kind is None:
            return
        self.seen[kind] += 1
        if self.kill_at == (kind, self.seen[kind]):
            sys.stdout.write(f"KILL {kind} {self.seen[kind]}\n")
            sys.stdout.flush()
            os.kill(os.getpid(), signal.SIGKILL)


class Announcer(Notifier):
    """The service's notices that mark a moment: a hand ends, a deal, a match ends."""

    def __init__(self, moments: Moments) -> None:
        self.moments = moments

    async def table_changed(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        if not table.view.hand.history and not table.view.over:  # only a deal leaves none
            self.moments.say(f"DEALT {match.id} {table.view.hand_number}")

    async def showdown(
        self, match: MatchInfo, hand_number: int, boards: Sequence[BoardResult],
        scores: tuple[int, ...],
    ) -> None:
        self.moments.say(f"SHOWDOWN {match.id} {scores[0]} {scores[1]}")

    async def match_over(self, match: MatchInfo, summary: MatchSummary) -> None:
        self.moments.say(f"OVER {match.id}")


async def guilds_with_matches(service: MatchService) -> set[int]:
    async with service.db.reading() as conn:
        return {int(row[0]) for row in await conn.rows("SELECT DISTINCT guild_id FROM matches")}


async def create(service: MatchService, moments: Moments, index: int) -> None:
    guild = 1000 + index
    rules = RULES[index % len(RULES)]
    one = User(10 * index + 1, f"P{index}a")
    if index % 2 == 0:
        two = User(10 * index + 2, f"P{index}b")
        try:
            challenge_id = (await service.challenge(guild, 1, one, two, rules)).id
        except ChallengeOpen as open_one:  # the run before was killed before the accept
            challenge_id = open_one.challenge_id
        moments.say(f"CHALLENGED {index}")
        info = (await service.accept(challenge_id, two)).match
    else:
        info = await service.start_vs_computer(guild, 1, one, "random", rules)
    moments.say(f"CREATED {index} {info.id}")


async def play(service: MatchService, moments: Moments, match_id: int) -> None:
    while True:
        table = await service.public_view(match_id)
        if table.match.finished:
            return
        seat = table.to_move[0] if table.to_move else None
        if seat is None or table.match.seats[seat].is_computer:
            await asyncio.sleep(0.001)  # the computer moves, or the next hand is dealt
            continue
        user = table.match.seats[seat].user_id
        assert user is not None
        own = await service.player_view(match_id, user)
        result = await service.act(match_id, user, greedy(own))
        moments.say(f"ACK {match_id} {result.seq} {seat} {result.action}")


async def main(database: str, matches: int, kill_at: tuple[str, int] | None) -> None:
    moments = Moments(kill_at)
    service = MatchService(
        database, Announcer(moments), computer_pause=0,
        guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=0),
    )
    await service.start()
    try:
        moments.say("STARTED")
        made = await guilds_with_matches(service)
        for index in range(matches):
            if 1000 + index not in made:
                await create(service, moments, index)
        playing = await service.active_matches()
        await asyncio.gather(*(play(service, moments, m.id) for m in playing))
        await service.settle()
    finally:
        await service.close()
    moments.say("DONE")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("database")
    parser.add_argument("matches", type=int)
    parser.add_argument("--kill-at", nargs=2, metavar=("KIND", "N"))
    args = parser.parse_args()
    kill_at = (args.kill_at[0], int(args.kill_at[1])) if args.kill_at else None
    asyncio.run(main(args.database, args.matches, kill_at))
