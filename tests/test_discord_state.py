"""The Discord side's state lives in the store, not in the cogs' memory: a restarted bot
DMs a person through the DM channel it stored (asking Discord to open none), redraws an
ephemeral /hand screen through the click token it stored, and a notice told again (the
delivery repeats a row after a crash) draws nothing twice: an edit notes the version it
draws, a new message carries a nonce Discord enforces."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

from ginbot.bot import GinBot
from ginbot.service import PlayerSettings, User
from ginbot.service.memory import HandScreen, HandToken, Post
from ginbot.text import Locale, say
from tests.db_support import Location
from tests.discord_support import (
    GIN_COMMANDS,
    challenge_accepted,
    control,
    controls_now,
    first_offer,
    hand_messages,
    make_bot,
    match_threads,
)
from tests.fakecord import Channel, FakeDiscord, Guild
from tests.fakecord import User as Person
from tests.service_support import quick_service, running

ANN = User(1, "Ann")
OPEN_DM = "/users/@me/channels"
DM_CLOSED = 50007


# -- the store's side, on SQLite and PostgreSQL -------------------------------------------


async def test_dm_channels_click_tokens_and_drawn_versions_outlive_the_service(
    database: Location,
) -> None:
    early, late = HandToken(7, "early", 100.0, 11), HandToken(7, "late", 200.0, 12)
    async with running(quick_service(database)) as service:
        match = await service.start_vs_computer(10, 100, ANN, "random")
        assert await service.dm_channel(ANN.id) is None
        await service.remember_dm_channel(ANN.id, 555)
        await service.remember_hand_token(match.id, ANN.id, True, late)
        await service.remember_hand_token(match.id, ANN.id, True, early)  # written late
        await service.forget_hand_token(match.id, ANN.id, True, "early")  # not the kept one
        await service.remember_hand_token(match.id, ANN.id, False, HandToken(7, "dm", 150.0))
        assert await service.post(match.id, "table") is None
        await service.remember_drawn(match.id, "table", 3, 100, 1000)
        await service.remember_drawn(match.id, "table", 2)  # an older draw: never lowered
        assert await service.post(match.id, "table") == Post(100, 1000, 3)
        await service.remember_drawn(match.id, f"hand:{ANN.id}", 2, 300, 3000)
        await service.update_player_settings(ANN, sort="rank")
        await service.remember_drawn(match.id, "table", 5)
    async with running(quick_service(database)) as service:
        assert await service.dm_channel(ANN.id) == 555
        assert await service.hand_token(match.id, ANN.id, True) == late
        assert await service.hand_token(match.id, ANN.id, False) == HandToken(7, "dm", 150.0)
        assert await service.post(match.id, "table") == Post(100, 1000, 5)
        await service.remember_drawn(match.id, "table", 4, 100, 1001)  # a new message
        assert await service.post(match.id, "table") == Post(100, 1001, 4)
        # What drawing Ann's hand screens needs, in one read; nothing yet for Bob.
        screen = await service.hand_screen(match.id, ANN.id, f"hand:{ANN.id}")
        assert screen == HandScreen(Post(300, 3000, 2), PlayerSettings(sort="rank"),
                                    HandToken(7, "dm", 150.0), late)
        assert await service.hand_screen(match.id, 2, "hand:2") == HandScreen(
            None, PlayerSettings(), None, None)
        # Keeping a token prunes the spent ones, never the one it keeps.
        await service.remember_hand_token(match.id, 2, True, HandToken(7, "old", 120.0),
                                          prune_before=180.0)
        assert await service.hand_token(match.id, ANN.id, False) is None
        assert await service.hand_token(match.id, 2, True) == HandToken(7, "old", 120.0)
        assert await service.hand_token(match.id, ANN.id, True) == late
        await service.forget_hand_token(match.id, ANN.id, True)
        assert await service.hand_token(match.id, ANN.id, True) is None
        await service.forget_hand_tokens(match.id)  # the match is over
        assert await service.hand_token(match.id, 2, True) is None


# -- the bot's side, through the emulator -------------------------------------------------


@dataclass
class Club:
    fd: FakeDiscord
    guild: Guild
    chan: Channel
    ann: Person
    bob: Person
    database: Path

    @contextlib.asynccontextmanager
    async def bot(self) -> AsyncIterator[GinBot]:
        """The real bot on the club's database, stopped as ``ginbot run`` stops."""
        bot = make_bot(self.fd, self.guild, self.database)
        async with self.fd.running(bot, *GIN_COMMANDS):
            yield bot
            await bot.service.settle()
            await bot.notifier.flush()


@contextlib.asynccontextmanager
async def club(tmp_path: Path) -> AsyncIterator[Club]:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        yield Club(fd, guild, chan, fd.add_user("ann"), fd.add_user("bob"),
                   tmp_path / "ginbot.sqlite3")


async def started(c: Club) -> tuple[Channel, Person, Person]:
    """Ann challenges Bob, Bob accepts: the thread, who is offered the upcard first, and
    the other (the dealer)."""
    await challenge_accepted(c.ann, c.bob, c.chan)
    thread, first = await first_offer(c.fd, c.ann, c.bob)
    return thread, first, c.bob if first is c.ann else c.ann


async def pass_upcard(c: Club, user: Person) -> None:
    screen = hand_messages(c.fd, user)[-1]
    await (await user.click(screen, control(screen, "pass"))).wait_ack()


def drawn(fd: FakeDiscord) -> dict[int, int]:
    """Every message there is, with how many times it was drawn."""
    return {m.id: len(m.versions) for m in fd.messages}


def tell_again(database: Path, *, table_post_lost: bool = False) -> None:
    """As after a crash mid-delivery: the front end's delivery starts again from the first
    row (``table_post_lost``: and the table was posted, but its id never stored)."""
    with contextlib.closing(sqlite3.connect(database)) as db, db:
        assert db.execute("SELECT COUNT(*) FROM outbox").fetchone()[0] >= 3
        db.execute("UPDATE outbox_progress SET last_id = 0 WHERE subscriber = 'front'")
        if table_post_lost:
            db.execute("DELETE FROM posts WHERE key = 'table'")


async def test_a_restarted_bot_dms_through_the_stored_channel_and_redraws_a_private_hand(
    tmp_path: Path,
) -> None:
    async with club(tmp_path) as c:
        async with c.bot():
            thread, first, dealer = await started(c)
            shown = await dealer.slash(thread, "hand")  # a private hand, before the restart
            screen = await shown.wait_response()
            assert screen.ephemeral
        assert len(c.fd.requests_to("POST", OPEN_DM)) == 2  # ann's and bob's DM channels
        since, versions, dms = len(c.fd.requests), len(screen.versions), len(c.fd.dms(dealer))

        async with c.bot():
            await pass_upcard(c, first)  # now the dealer is offered the upcard
            await c.fd.wait_for(lambda: len(screen.versions) > versions,
                                what="the /hand screen redrawn through its stored token")
            await c.fd.wait_for(lambda: "pass" in controls_now(c.fd, dealer),
                                what="the dealer's offer by DM")
        asked = c.fd.requests[since:]
        assert not [q for q in asked if q.route in (OPEN_DM, "/users/{user_id}")]
        through_token = f"/webhooks/{c.fd.application_id}/{shown.token}/messages/@original"
        assert [q for q in asked if q.method == "PATCH" and q.path == through_token]
        assert len(c.fd.dms(dealer)) > dms  # a new DM for the turn, by the stored channel
        dm_channel = c.fd.dm_channel(dealer).id
        assert [q for q in asked if q.path == f"/channels/{dm_channel}/messages"]


async def test_notices_told_again_draw_nothing_twice(tmp_path: Path) -> None:
    async with club(tmp_path) as c:
        async with c.bot():
            _, first, dealer = await started(c)
            await pass_upcard(c, first)
            await c.fd.wait_for(lambda: "pass" in controls_now(c.fd, dealer),
                                what="the dealer's offer")
            await pass_upcard(c, dealer)
            await c.fd.wait_for(lambda: "stock" in controls_now(c.fd, first),
                                what="the first player's draw")
        before = drawn(c.fd)
        tell_again(c.database)
        async with c.bot():
            pass  # every row is told again as the bot starts, and settled as it stops
        assert drawn(c.fd) == before  # no message, no edit of a version already drawn

        # The table was posted but its id lost in the crash: told again, the same
        # nonces give back the same messages.
        tell_again(c.database, table_post_lost=True)
        since = len(c.fd.requests)
        async with c.bot() as bot:
            await bot.service.settle()
            await bot.notifier.flush()
            table = await bot.service.post(1, "table")
        sent = [q for q in c.fd.requests[since:]
                if q.method == "POST" and q.route == "/channels/{channel_id}/messages"]
        assert len(sent) == 2 and all(q.status == 200 for q in sent)  # the intro, the table
        assert drawn(c.fd).keys() == before.keys()
        assert table is not None and table.message_id in before
        # And the match goes on from there: the next move redraws that table.
        message = next(m for m in c.fd.messages if m.id == table.message_id)
        versions = len(message.versions)
        async with c.bot():
            screen = hand_messages(c.fd, first)[-1]
            await (await first.click(screen, control(screen, "stock"))).wait_ack()
            await c.fd.wait_for(lambda: "discard" in controls_now(c.fd, first),
                                what="the drawn card")
            await c.fd.wait_for(lambda: len(message.versions) > versions,
                                what="the table redrawn")


async def test_closed_dms_stay_closed_across_a_restart(tmp_path: Path) -> None:
    """A refused DM is a player setting in the store: the restarted bot tries no DM again
    in the match, and calls the player in the thread instead."""
    async with club(tmp_path) as c:
        c.fd.close_dms(c.bob)
        call = say(Locale.EN, "your-turn-thread", player=c.bob.mention)

        def calls(thread: Channel) -> int:
            return sum(m.content == call for m in c.fd.thread_messages(thread))

        async with c.bot():
            r = await c.ann.slash(c.chan, "gin challenge", opponent=c.bob)
            offer = await r.wait_response()
            await (await c.bob.click(offer, control(offer, "accept"))).wait_ack()
            thread = (await c.fd.wait_for(lambda: match_threads(c.fd), what="the thread"))[0]
            await c.fd.wait_for(lambda: calls(thread) == 1, what="bob called in the thread")
        assert len(c.fd.errors_returned(DM_CLOSED)) == 1
        async with c.bot() as bot:
            assert (await bot.service.player_settings(c.bob.id)).dm_closed
            await (await c.bob.slash(thread, "pass")).wait_followup()
            await c.fd.wait_for(lambda: "pass" in controls_now(c.fd, c.ann), what="ann's offer")
            await pass_upcard(c, c.ann)
            await c.fd.wait_for(lambda: calls(thread) == 2, what="bob called again")
        assert len(c.fd.errors_returned(DM_CLOSED)) == 1
