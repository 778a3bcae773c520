"""Made ``schema5_matches.sql`` and ``.json`` with the schema-5 store (commit cbed87b):
six matches written by that code's own queries, dumped as SQL, and what that code
loaded from them, for the seats migration test. It runs only against that code
(``python tests/data/make_schema5.py tests/data/schema5_matches``); kept to show
how the data was made, not run by the tests."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import sys

from ginbot.engine import Match, Rules
from ginbot.store import (  # the schema-5 store exported these
    ActionSource,
    Database,
    EndReason,
    Seat,
    StoredAction,
    User,
    matches,
    players,
    posts,
)

ANN, BOB, CY = User(1, "Ann"), User(2, "Bob"), User(3, "Cy")


async def play(db: Database, mid: int, match: Match, rng: random.Random, hands: int,
               now: float) -> None:
    """Play ``hands`` whole hands (and five moves of the next), knocking when it can."""
    seq = 0
    for hand in range(hands + 1):
        moves = 0
        while not match.awaiting_deal and not match.over:
            if hand == hands and moves >= 5:
                return
            seat = match.hand.to_move
            legal = match.legal_actions()
            ending = [a for a in legal if str(a).split()[0] in ("gin", "knock", "big")]
            action = ending[0] if ending else rng.choice(legal)
            match.apply(action)
            moves += 1
            source = ActionSource.COMPUTER if seat == 1 else ActionSource.PLAYER
            async with db.transaction() as conn:
                await matches.append_action(conn, mid, StoredAction(
                    seq, hand, seat, str(action), source, now + seq))
            seq += 1
        result = match.view(None).results[-1]
        async with db.transaction() as conn:
            await matches.insert_hand_result(conn, mid, hand, result, match.scores, now + seq)
        if match.over:
            return
        match.next_hand()
        async with db.transaction() as conn:
            await matches.insert_hand(conn, mid, hand + 1, match.hand_seeds[hand + 1], now + seq)


async def main(out: str) -> None:
    db = await Database.open(out + ".sqlite3")
    rng = random.Random(22)
    async with db.transaction() as conn:
        for user in (ANN, BOB, CY):
            await players.save_user(conn, user, 1.0)
    specs = [  # seats, thread, hands played, how it ends
        ((Seat.person(ANN), Seat.person(BOB)), 900, 2, None),
        ((Seat.person(ANN), Seat.computer("expert")), None, 1, EndReason.RESIGN),
        ((Seat.computer("random"), Seat.person(CY)), 901, 0, None),
        ((Seat.person(BOB), Seat.person(CY)), None, 1, EndReason.FORFEIT),
        ((Seat.person(CY), Seat.person(ANN)), 902, 99, EndReason.TARGET),
        ((Seat.person(BOB), Seat.computer("novice")), None, 0, EndReason.TARGET),
    ]
    for n, (seats, thread, hands, end) in enumerate(specs):
        rules = Rules.preset("quick") if n >= 4 else Rules()
        match = Match(rules, seed=1000 + n)
        now = 100.0 * (n + 1)
        async with db.transaction() as conn:
            mid = await matches.insert_match(
                conn, guild_id=5, channel_id=6 + n % 2, thread_id=thread, seats=seats,
                rules=rules, seed=1000 + n, first_hand_seed=match.hand_seeds[0], now=now)
            if thread:
                await posts.save_post(conn, mid, "table", thread, 7000 + n, now)
        await play(db, mid, match, rng, hands, now)
        if end is not None:
            winner = match.view(None).winner if match.over else n % 2
            async with db.transaction() as conn:
                await matches.finish_match(
                    conn, mid, winner=winner or 0, scores=match.scores, reason=end,
                    now=now + 90, margin=match.margin if match.over else None)
    expected = {}
    async with db.reading() as conn:
        for row in await conn.execute_fetchall("SELECT id FROM matches ORDER BY id"):
            info = await matches.load_info(conn, row[0])
            stored = await matches.load_match(conn, row[0])
            assert info is not None and stored is not None
            record = stored.record()
            expected[str(row[0])] = {
                "seats": [[s.user_id, s.level, s.name] for s in info.seats],
                "guild_id": info.guild_id, "channel_id": info.channel_id,
                "thread_id": info.thread_id, "rules": info.rules.to_dict(),
                "status": info.status.value, "created_at": info.created_at,
                "finished_at": info.finished_at, "winner": info.winner,
                "scores": info.scores, "margin": info.margin,
                "end_reason": info.end_reason and info.end_reason.value,
                "seed": record.seed, "hand_seeds": [str(h) for h in record.hand_seeds],
                "hands": record.hands}
        recent = {str(u.id): [i.id for i in await matches.recent(conn, 5, u.id, 10)]
                  for u in (ANN, BOB, CY)}
        counts = {t: (await conn.execute_fetchall(f"SELECT COUNT(*) FROM {t}"))[0][0]
                  for t in ("players", "matches", "match_hands", "match_actions",
                            "hand_results", "posts")}
    await db.close()
    with sqlite3.connect(out + ".sqlite3") as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 5
        dump = "\n".join(conn.iterdump())
    with open(out + ".sql", "w") as f:
        f.write(dump + "\nPRAGMA user_version = 5;\n")
    with open(out + ".json", "w") as f:
        json.dump({"matches": expected, "recent": recent, "counts": counts}, f, indent=1)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
