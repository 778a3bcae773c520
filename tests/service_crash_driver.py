"""Plays matches through the real service on a real SQLite file, printing each
acknowledged action; ``test_service_crash`` kills it with SIGKILL at random moments
and starts it again until every match is over.

    python -m tests.service_crash_driver DATABASE MATCHES

Match ``i`` is played in guild ``1000 + i``: even ones between two people (both
played greedily by this script), odd ones a person against the random computer.
Lines: ``STARTED``, ``ACK <match> <seq> <seat> <action>`` after ``act`` returned,
``DONE``.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys

from ginbot.engine import Rules
from ginbot.service import GuildSettings, MatchService, User

from .test_service_support import greedy

RULES = (
    Rules(target=50),
    Rules.preset("scarne").with_changes(target=50),
    Rules.preset("oklahoma").with_changes(target=50),
    Rules(target=50, big_gin=True, dealer="loser"),
    Rules.preset("hollywood").with_changes(target=25),
    Rules.preset("straight").with_changes(target=40),
)


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def guilds_with_matches(database: str) -> set[int]:
    with sqlite3.connect(database) as conn:
        try:
            return {g for (g,) in conn.execute("SELECT DISTINCT guild_id FROM matches")}
        except sqlite3.OperationalError:  # the first run was killed before the schema
            return set()


async def create(service: MatchService, index: int) -> None:
    guild = 1000 + index
    rules = RULES[index % len(RULES)]
    one = User(10 * index + 1, f"P{index}a")
    if index % 2 == 0:
        two = User(10 * index + 2, f"P{index}b")
        challenge = await service.challenge(guild, 1, one, two, rules)
        await service.accept(challenge.id, two)
    else:
        await service.start_vs_computer(guild, 1, one, "random", rules)


async def play(service: MatchService, match_id: int) -> None:
    while True:
        table = await service.public_view(match_id)
        if table.match.finished:
            return
        seat = table.to_move
        if seat is None or table.match.seats[seat].is_computer:
            await asyncio.sleep(0.001)  # the computer moves, or the next hand is dealt
            continue
        user = table.match.seats[seat].user_id
        assert user is not None
        own = await service.player_view(match_id, user)
        result = await service.act(match_id, user, greedy(own))
        say(f"ACK {match_id} {result.seq} {seat} {result.action}")


async def main(database: str, matches: int) -> None:
    service = MatchService(
        database, computer_pause=0,
        guild_defaults=GuildSettings(turn_timeout=0, next_hand_delay=0),
    )
    await service.start()
    say("STARTED")
    try:
        made = guilds_with_matches(database)
        for index in range(matches):
            if 1000 + index not in made:
                await create(service, index)
        await asyncio.gather(*(play(service, m.id) for m in service.active_matches()))
        await service.settle()
    finally:
        await service.close()
    say("DONE")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("database")
    parser.add_argument("matches", type=int)
    args = parser.parse_args()
    asyncio.run(main(args.database, args.matches))
