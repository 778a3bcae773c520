"""The Discord front end of the service's notifications.

The channel follows the table in a thread per match: one table message edited
in place, each showdown posted, the summary at the end. Each person gets
their hand by DM: edited while their own turn goes on, sent anew when a turn
starts (so Discord pings them). At a team table each partner's DM shows their own
board only; sitting out a hand of three, a note says so (no cards, no controls)
and the table is followed in the thread. Edits are coalesced: when Discord is
slow, only the latest state is drawn.

A user whose DMs are closed causes at most one failed DM attempt per match:
the failure is stored, the thread is told to use ``/hand``, and DMs are tried
again only when a new match starts. A hand shown privately in the thread (``/hand``)
is redrawn like a DM through the token of the latest interaction on it; once that
token is spent (15 minutes), the thread offers a fresh one with a button.

What a restart, or another process, needs is in the store: where the table and each
hand DM are and the match version each draws, each person's DM channel, closed DMs (a
player setting), the hand screens' click tokens. Each notice is told idempotently, as the
delivery may tell it again after a crash: an edit (or a once-only message such as a
showdown) notes the version it draws, and one of a version drawn already is skipped, so
an older table never overwrites a newer one; each new message carries a nonce made from
the notice and its purpose, which Discord enforces (``enforce_nonce``): a repeat returns
the message sent the first time.

Discord's faults: a 429 or a 5xx is retried by discord.py itself (and coalescing
means the wait delays only the latest picture); a message Discord no longer lets
us edit (older than an hour) is sent anew, the table with a word in the thread
the first time; what still fails is logged once per match and kind, without a
traceback, and the next change draws the table and the hand afresh.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import hashlib
import logging
import secrets
from collections import deque
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

import discord

from ginbot.model import Played, SeasonEnd, Tournament, TournamentNews
from ginbot.service import (
    BoardResult,
    Challenge,
    MatchInfo,
    MatchService,
    MatchSummary,
    Notifier,
    PlayerSettings,
    TableSnapshot,
    User,
)
from ginbot.service.delivery import notice_key, notice_version, telling
from ginbot.service.memory import HandScreen, HandToken, Post
from ginbot.text import Locale, News, reader_locale, recent_news, say

from .hand_tokens import HandTokens
from .interactions import gin_client, server_language
from .lobby import rematch_controls
from .pace import background
from .play import hand_screen, table_controls
from .screens.challenge import challenge_declined, challenge_expired, challenge_post_key
from .screens.common import attached, redrawn, thread_name
from .screens.hand import hand_message
from .screens.notices import (
    dms_closed,
    private_hand_spent,
    reminder_dm,
    reminder_in_thread,
    your_turn_in_thread,
)
from .screens.replies import season_announcement
from .screens.showdown import showdown_headline, showdown_message
from .screens.summary import summary_dm, summary_message
from .screens.table import LAST_ACTIONS, match_intro, table_message
from .tournaments import TournamentNotices

log = logging.getLogger("ginbot.discord")

DM_CLOSED = 50007
EDITS_OF_OLD_MESSAGES = 30046  # Discord refuses edits of a message older than an hour
INVALID_TOKEN = 50027  # an interaction's token is spent (older than 15 minutes)
# A turn that comes back within this many seconds of the last hand update redraws
# the same DM (a quick game against the computer stays one message); after a longer
# wait a new DM is sent, so Discord notifies the player.
FRESH_SECONDS = 20.0
NONCE_LENGTH = 25  # Discord's longest nonce


Job = Callable[[bool], Coroutine[Any, Any, None]]  # called with "ping": a turn started meanwhile


def nonce(purpose: str) -> str:
    """The nonce of a message sent for the notice being delivered, for ``purpose`` (what
    the message is, and for whom): the same when the notice is told again, so Discord
    returns the message sent the first time instead of posting a second one (discord.py
    sends every nonce with ``enforce_nonce``). Outside a delivery a random one, as
    discord.py makes by itself."""
    key = notice_key()
    if key is None:
        return str(secrets.randbits(64))
    text = f"{key}:{purpose}"
    if len(text) <= NONCE_LENGTH:
        return text
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


@dataclass
class _Latest:
    """Coalesced work for one key: only the newest request runs, in the context of the
    notice that asked for it (its nonces are that notice's)."""

    job: Job | None = None
    ping: bool = False
    task: asyncio.Task[None] | None = None
    context: contextvars.Context | None = None


class Edit(Enum):
    """How an edit of a posted message went."""

    DONE = "done"
    GONE = "gone"  # deleted meanwhile
    FROZEN = "frozen"  # too old for Discord to edit


@dataclass
class _MatchMemory:
    news: deque[News] = field(default_factory=lambda: deque(maxlen=LAST_ACTIONS))
    hand_number: int = 0  # the hand the news is about
    version: int | None = None  # the match version the news was told up to
    dm_failed: set[int] = field(default_factory=set)
    told_dm_closed: set[int] = field(default_factory=set)
    hand_drawn_at: dict[int, float] = field(default_factory=dict)  # per user, loop time
    told_table_moved: bool = False
    failures: set[tuple[str, int, int]] = field(default_factory=set)  # logged: what, status, code


class DiscordNotifier(Notifier):
    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self._latest: dict[tuple[Any, ...], _Latest] = {}
        self._memory: dict[int, _MatchMemory] = {}
        self._threads: dict[int, int] = {}
        self._thread_locks: dict[int, asyncio.Lock] = {}
        self._dm_channels: dict[int, int] = {}  # person -> their DM channel (the store's)
        self._abandoned = False  # the bot is stopping: no update may start
        self.tournaments = TournamentNotices(self, nonce)

    @property
    def service(self) -> MatchService:
        return gin_client(self.bot).service

    @property
    def hand_tokens(self) -> HandTokens:
        return gin_client(self.bot).hand_tokens

    def memory(self, match_id: int) -> _MatchMemory:
        return self._memory.setdefault(match_id, _MatchMemory())

    def _remember(self, match_id: int, table: TableSnapshot, news: Sequence[News]) -> list[News]:
        """The table's last news, this hand's only (a new deal starts it afresh): kept
        from the notices told here one version after another; when a version was told
        elsewhere (another process, or this one before a restart), the moves are read
        again from the hand's public history, which the store holds."""
        memory = self.memory(match_id)
        version = notice_version()
        follows = version is None or (memory.version is not None
                                      and version == memory.version + 1)
        if not follows:
            moves = [Played(replace(event, player=board.players[event.player]))
                     for board in table.view.boards for event in board.hand.history]
            told_now = sum(1 for item in news if isinstance(item, Played))
            memory.news.clear()
            memory.news.extend(moves[:len(moves) - told_now])
            memory.hand_number = table.view.hand_number
        elif table.view.hand_number != memory.hand_number:
            memory.news.clear()
            memory.hand_number = table.view.hand_number
        memory.news.extend(news)
        if version is not None:
            memory.version = version
        return list(memory.news)

    # -- service notifications ------------------------------------------------------

    async def match_started(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        snapshot = self._remember(match.id, table, news)
        version = notice_version()
        if await self._told(match.id, "table", version):
            return  # told before a restart: the table is posted
        where = await self.where(match)
        locale = self.server(match)
        content, file = await table_message(match, table, snapshot, locale)
        view = table_controls(locale, match)
        channel = self.bot.get_partial_messageable(where)
        async with self._reporting(match.id, "post the match's intro"):
            await channel.send(match_intro(locale, match, news), nonce=nonce("intro"))
        async with self._reporting(match.id, "post the table"):
            message = await channel.send(content, file=file, view=view, nonce=nonce("table"))
            await self.tournaments.game_started(match, where)  # a tournament's game: where
            await self._drew(match.id, "table", version, where, message.id)
        # A new match: DMs are tried again for people whose DMs were closed.
        for user_id in match.user_ids:
            settings = await self.service.player_settings(user_id)
            if settings.dm_closed:
                await self._set_dm_closed(match, user_id, False)

    async def table_changed(
        self, match: MatchInfo, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        snapshot = self._remember(match.id, table, news)
        version = notice_version()

        async def draw(ping: bool) -> None:
            post = await self.service.post(match.id, "table")
            if post is not None and post.draws(version):
                return  # this version, or a later one, is drawn already
            locale = self.server(match)
            content, file = await table_message(match, table, snapshot, locale)
            view = table_controls(locale, match)
            with background():  # the hands first: people need them to play
                await self._edit_or_post(
                    match, "table", await self.where(match), content, file, view, version,
                    post)

        self._coalesce(("table", match.id), draw)

    async def hand_changed(
        self, match: MatchInfo, user_id: int, table: TableSnapshot, news: Sequence[News]
    ) -> None:
        await self._update_hand(match, user_id, table, news, ping=False)

    async def your_turn(self, match: MatchInfo, user_id: int, table: TableSnapshot) -> None:
        await self._update_hand(match, user_id, table, (), ping=True)

    async def showdown(
        self, match: MatchInfo, hand_number: int, boards: Sequence[BoardResult],
        scores: tuple[int, ...],
    ) -> None:
        key, version = f"showdown:{hand_number}", notice_version()
        if await self._told(match.id, key, version):
            return
        locale = self.server(match)
        content, file = await showdown_message(
            match, boards, scores, showdown_headline(locale, match, boards, scores), locale,
            hand_number)
        where = await self.where(match)
        async with self._reporting(match.id, "post a showdown"):
            message = await self.bot.get_partial_messageable(where).send(
                content, file=file, nonce=nonce("showdown"))
            await self._drew(match.id, key, version, where, message.id)

    async def match_over(self, match: MatchInfo, summary: MatchSummary) -> None:
        await self.flush()
        await self.hand_tokens.forget_match(self.service, match.id)
        version = notice_version()
        if await self._told(match.id, "summary", version):
            return  # told in full before a restart
        table = await self.service.public_view(match.id)
        locale = self.server(match)
        content, file = await summary_message(match, summary, table, locale)
        view = rematch_controls(locale, match.id)
        where = await self.where(match)
        posted = None
        async with self._reporting(match.id, "post the summary"):
            posted = await self.bot.get_partial_messageable(where).send(
                content, file=file, view=view, nonce=nonce("summary"))
        for user_id in match.user_ids:
            await self._last_screen(match, user_id)
            if await self._may_dm(match, user_id):
                async with self._reporting(match.id, "send the summary by DM"):
                    await self._dm(match, user_id, "summary", content=summary_dm(
                        await self.reader(match, user_id), match, summary, where))
        if posted is not None:  # all of it told: a repeat of the notice tells nothing
            await self._drew(match.id, "summary", version, where, posted.id)

    async def reminder(self, match: MatchInfo, user_id: int, seconds_left: float) -> None:
        key, version = f"reminder:{user_id}", notice_version()
        if await self._told(match.id, key, version):
            return
        where = await self.where(match)
        async with self._reporting(match.id, "remind a player"):
            if await self._may_dm(match, user_id):
                text = reminder_dm(await self.reader(match, user_id), where, seconds_left)
                sent = await self._dm(match, user_id, "reminder", content=text)
                if sent is not None:
                    await self._drew(match.id, key, version, sent.channel.id, sent.id)
                    return
            sent = await self.bot.get_partial_messageable(where).send(
                reminder_in_thread(self.server(match), user_id, seconds_left),
                nonce=nonce(f"reminder:{user_id}"))
            await self._drew(match.id, key, version, where, sent.id)

    async def challenge_expired(self, challenge: Challenge) -> None:
        await self._close_challenge(
            challenge, challenge_expired(self.server_of(challenge.guild_id), challenge))

    async def challenge_declined(self, challenge: Challenge, by: int) -> None:
        await self._close_challenge(
            challenge, challenge_declined(self.server_of(challenge.guild_id), challenge, by))

    async def tournament_news(self, tournament: Tournament, news: TournamentNews,
                              round_number: int | None, board: int | None) -> None:
        await self.tournaments.tell(tournament, news, round_number, board)

    async def season_ended(self, end: SeasonEnd) -> None:
        """The top three of the season, in the channel of the server's latest match, in
        the server's language (told again after a crash, the nonce keeps it one post)."""
        if end.channel_id is None:
            return  # no match was ever played in the server: nobody to tell
        text = season_announcement(self.server_of(end.guild_id), end)
        channel = self.bot.get_partial_messageable(end.channel_id)
        try:
            await channel.send(text, nonce=nonce(f"season{end.number}"),
                               allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.warning("the end of season %d of guild %d could not be announced: %s",
                        end.number, end.guild_id, error)

    # -- who reads which language ------------------------------------------------------

    def server_of(self, guild_id: int) -> Locale:
        return server_language(self.bot, guild_id)

    def server(self, match: MatchInfo) -> Locale:
        """The language of the match's thread, table and pictures: its server's."""
        return self.server_of(match.guild_id)

    async def reader(self, match: MatchInfo, user_id: int) -> Locale:
        """The language of what the bot sends a player unasked: their choice, else their
        Discord app's as last seen, else the match's server's."""
        return self.reader_with(match, await self.service.player_settings(user_id))

    def reader_with(self, match: MatchInfo, settings: PlayerSettings) -> Locale:
        return reader_locale(settings.language, settings.client_locale, self.server(match))

    # -- where the table lives ---------------------------------------------------------

    async def where(self, match: MatchInfo) -> int:
        """The match's thread, created on first use (the channel if that is not allowed)."""
        known = self._threads.get(match.id) or match.thread_id
        if known is not None:
            return known
        lock = self._thread_locks.setdefault(match.id, asyncio.Lock())
        async with lock:
            if match.id in self._threads:
                return self._threads[match.id]
            where = match.channel_id
            channel = self.bot.get_channel(match.channel_id)
            try:
                if channel is None:
                    channel = await self.bot.fetch_channel(match.channel_id)
                if isinstance(channel, discord.TextChannel):
                    thread = await channel.create_thread(
                        name=thread_name(self.server(match), match),
                        type=discord.ChannelType.public_thread,
                        auto_archive_duration=1440,
                    )
                    where = thread.id
                    await self.service.set_thread(match.id, thread.id)
            except discord.HTTPException as error:
                log.warning("match %d: no thread (%s); playing in the channel", match.id, error)
            self._threads[match.id] = where
            return where

    # -- hands by DM ---------------------------------------------------------------

    async def _update_hand(
        self, match: MatchInfo, user_id: int, table: TableSnapshot, news: Sequence[News], ping: bool
    ) -> None:
        key, version = f"hand:{user_id}", notice_version()

        async def draw(ping_now: bool) -> None:
            await self.hand_tokens.written()
            screen = await self.service.hand_screen(match.id, user_id, key)
            post, settings = screen.post, screen.settings
            if post is not None and post.draws(version):
                return  # drawn already (the hand shown by /hand is redrawn before the DM)
            await self._redraw_private_hand(match, user_id, table, news, ping_now, screen)
            if not await self._may_dm(match, user_id, settings):
                if ping_now:
                    await self._call_in_thread(match, user_id)
                return
            content, file, view = await hand_screen(
                match, table, settings, news, self.reader_with(match, settings),
                await self.where(match))
            drawn = self.memory(match.id).hand_drawn_at
            now = asyncio.get_running_loop().time()
            fresh = now - drawn.get(user_id, float("-inf")) < FRESH_SECONDS
            # Sitting out: a note of its own (Discord tells them); the last hand's screen
            # stays as it was.
            anew = table.sitting_out or (ping_now and not fresh)
            if post is not None and not anew:
                if await self._edit_screen(match, user_id, post, screen.dm_token, content,
                                           file, view):
                    drawn[user_id] = now
                    await self._drew(match.id, key, version)
                    return
            elif post is not None:
                await self._strip_hand_controls(match.id, user_id)
            sent = await self._dm(match, user_id, "hand", content=content,
                                  **attached(file, view))
            if sent is not None:
                drawn[user_id] = now
                await self._drew(match.id, key, version, sent.channel.id, sent.id)
            elif ping_now:
                await self._call_in_thread(match, user_id)

        self._coalesce(("hand", match.id, user_id), draw, ping)

    async def _call_in_thread(self, match: MatchInfo, user_id: int, words: str = "",
                              purpose: str = "turn") -> None:
        """Their turn (or ``words``), for someone we cannot DM: a mention in the thread
        with the button that shows their hand, no cards."""
        where, locale = await self.where(match), self.server(match)
        await self.bot.get_partial_messageable(where).send(
            words or your_turn_in_thread(locale, user_id),
            view=table_controls(locale, match), nonce=nonce(f"{purpose}:{user_id}"))

    async def _redraw_private_hand(
        self, match: MatchInfo, user_id: int, table: TableSnapshot, news: Sequence[News],
        ping: bool, screen: HandScreen,
    ) -> None:
        """Redraw the hand shown by ``/hand`` in the thread, if its token still lives;
        once it is spent, the thread offers a fresh one (a turn's mention does that too)."""
        screens, settings = self.hand_tokens, screen.settings
        token = screens.newest(screen.ephemeral_token, match.id, user_id, ephemeral=True)
        if token is None:
            return
        if screens.alive(token):
            content, file, view = await hand_screen(
                match, table, settings, news, self.reader_with(match, settings))
            try:
                await screens.edit(self.bot, token, **redrawn(content, file, view))
                return
            except discord.NotFound:  # dismissed by its reader
                await screens.drop(self.service, match.id, user_id, True, token)
                return
            except discord.HTTPException as error:
                if error.code != INVALID_TOKEN:
                    raise
                self._report(match.id, "redraw a hand shown by /hand", error,
                             then="the thread offers a fresh one")
        await screens.drop(self.service, match.id, user_id, True, token)
        if not ping and not await self._may_dm(match, user_id, settings):  # a turn's mention
            # says it
            await self._call_in_thread(
                match, user_id, private_hand_spent(self.server(match), user_id), "spent")

    async def _last_screen(self, match: MatchInfo, user_id: int) -> None:
        """The match is over: a person's hand DM (or their note of sitting the hand out)
        shows how the last hand ended and the final score, with no controls. Only the
        last mover's was redrawn by the move; the others still show the hand in play."""
        post = await self.service.post(match.id, f"hand:{user_id}")
        if post is None:
            return
        table = await self.service.player_view(match.id, user_id)
        hand = table.hand
        last_move = recent_news(hand, 1) if hand is not None and hand.result else []
        settings = await self.service.player_settings(user_id)
        content, file = await hand_message(
            match, table, settings, last_move, self.reader_with(match, settings),
            await self.where(match))
        async with self._reporting(match.id, "redraw a hand at the match's end"):
            await self._edit(post, content, file, None)

    async def _strip_hand_controls(self, match_id: int, user_id: int) -> None:
        post = await self.service.post(match_id, f"hand:{user_id}")
        if post is None:
            return
        message = self.bot.get_partial_messageable(post.channel_id).get_partial_message(
            post.message_id)
        with contextlib.suppress(discord.HTTPException):
            await message.edit(view=None)

    async def _may_dm(self, match: MatchInfo, user_id: int,
                      settings: PlayerSettings | None = None) -> bool:
        """Not after a refusal in this match (the stored flag survives restarts);
        ``settings``: theirs as just read."""
        if user_id in self.memory(match.id).dm_failed:
            return False
        if settings is None:
            settings = await self.service.player_settings(user_id)
        return not settings.dm_closed

    async def _dm(self, match: MatchInfo, user_id: int, purpose: str, **message: Any
                  ) -> discord.Message | None:
        """Send a DM (``purpose``: what it is, for its nonce); a refusal is remembered so
        the user is not tried again this match."""
        try:
            return await (await self._dm_channel(user_id)).send(
                nonce=nonce(f"{purpose}:{user_id}"), **message)
        except discord.Forbidden as error:
            if error.code != DM_CLOSED:
                raise
            await self._dm_refused(match, user_id)
            return None

    async def send_dm(self, user_id: int, purpose: str, match: MatchInfo | None = None,
                      **message: Any) -> discord.Message | None:
        """A DM the notice being told sends (``purpose``: what it is, for its nonce). About
        ``match``: as its DMs are (not after a refusal in it, which is remembered); else a
        refusal is only logged."""
        if match is not None:
            if not await self._may_dm(match, user_id):
                return None
            return await self._dm(match, user_id, purpose, **message)
        try:
            return await (await self._dm_channel(user_id)).send(
                nonce=nonce(f"{purpose}:{user_id}"), **message)
        except discord.Forbidden as error:
            if error.code != DM_CLOSED:
                raise
            log.info("user %d: DMs closed; not told %s", user_id, purpose)
            return None

    async def _dm_channel(self, user_id: int) -> discord.abc.Messageable:
        """The DM channel, opened once per person and kept in the store (this process
        keeps a copy): without the members intent discord.py keeps no users, so each DM
        would cost two more requests, and a restarted bot asks Discord again for none."""
        known = self._dm_channels.get(user_id) or await self.service.dm_channel(user_id)
        if known is not None:
            self._dm_channels[user_id] = known
            return self.bot.get_partial_messageable(known, type=discord.ChannelType.private)
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        channel = user.dm_channel or await user.create_dm()
        await self.service.remember_dm_channel(user_id, channel.id)
        self._dm_channels[user_id] = channel.id
        return channel

    async def _dm_refused(self, match: MatchInfo, user_id: int) -> None:
        memory = self.memory(match.id)
        memory.dm_failed.add(user_id)
        await self._set_dm_closed(match, user_id, True)
        if user_id not in memory.told_dm_closed:
            memory.told_dm_closed.add(user_id)
            where = await self.where(match)
            await self.bot.get_partial_messageable(where).send(
                dms_closed(self.server(match), user_id), nonce=nonce(f"dms-closed:{user_id}"))

    async def _set_dm_closed(self, match: MatchInfo, user_id: int, closed: bool) -> None:
        seat = match.seat_of(user_id)
        name = match.name(seat) if seat is not None else str(user_id)
        await self.service.update_player_settings(User(user_id, name), dm_closed=closed)

    # -- messages ------------------------------------------------------------------

    async def _edit_or_post(
        self, match: MatchInfo, key: str, where: int, content: str, file: discord.File,
        view: discord.ui.View, version: int | None, post: Post | None,
    ) -> None:
        """Redraw the post ``key`` (as just read), or post it anew where it cannot be."""
        edit = None if post is None else await self._edit(post, content, file, view)
        if edit is Edit.DONE:
            await self._drew(match.id, key, version)
            return
        channel = self.bot.get_partial_messageable(where)
        memory = self.memory(match.id)
        if edit is Edit.FROZEN and not memory.told_table_moved:
            memory.told_table_moved = True
            await channel.send(say(self.server(match), "table-moved"), nonce=nonce("moved"))
        message = await channel.send(content, file=file, view=view, nonce=nonce(key))
        await self._drew(match.id, key, version, where, message.id)

    async def _told(self, match_id: int, key: str, version: int | None) -> bool:
        """The post ``key`` draws ``version`` already, or a later one: the notice is told
        again (after a crash), or late; nothing is drawn twice or over a newer table."""
        if version is None:
            return False
        post = await self.service.post(match_id, key)
        return post is not None and post.draws(version)

    async def _drew(self, match_id: int, key: str, version: int | None,
                    channel_id: int | None = None, message_id: int | None = None) -> None:
        """The post ``key`` now draws ``version`` (a new message: at ``channel_id`` and
        ``message_id``)."""
        if version is not None:
            await self.service.remember_drawn(match_id, key, version, channel_id, message_id)
        elif channel_id is not None and message_id is not None:
            await self.service.remember_post(match_id, key, channel_id, message_id)

    async def _edit_screen(
        self, match: MatchInfo, user_id: int, post: Post, stored: HandToken | None,
        content: str, file: discord.File | None, view: discord.ui.View | None,
    ) -> bool:
        """Redraw the hand DM ``post``: through the token of the latest click on it while
        that lives (not bound by the global rate limit), else by the DM channel."""
        screens = self.hand_tokens
        token = screens.newest(stored, match.id, user_id, ephemeral=False)
        if token is not None and token.message_id == post.message_id \
                and screens.alive(token):
            try:
                await screens.edit(self.bot, token, **redrawn(content, file, view))
                return True
            except discord.HTTPException as error:  # spent early, or gone: the usual way
                await screens.drop(self.service, match.id, user_id, False, token)
                self._report(match.id, "redraw a hand DM through its click", error,
                             then="it is redrawn by its channel instead")
        elif token is not None:  # spent, or made on an earlier DM
            await screens.drop(self.service, match.id, user_id, False, token)
        return await self._edit(post, content, file, view) is Edit.DONE

    async def _edit(
        self, post: Post, content: str, file: discord.File | None,
        view: discord.ui.View | None,
    ) -> Edit:
        message = self.bot.get_partial_messageable(post.channel_id).get_partial_message(
            post.message_id)
        try:
            await message.edit(**redrawn(content, file, view))
        except discord.NotFound:
            return Edit.GONE
        except discord.HTTPException as error:
            if error.code != EDITS_OF_OLD_MESSAGES:
                raise
            return Edit.FROZEN
        return Edit.DONE

    async def _close_challenge(self, challenge: Challenge, text: str) -> None:
        stored = await self.service.front_end_state(challenge_post_key(challenge.id))
        if stored is None:
            return
        channel_id, message_id = map(int, stored.split(":"))
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        with contextlib.suppress(discord.HTTPException):
            await message.edit(content=text, view=None)

    # -- failures ------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _reporting(self, match_id: int, what: str) -> AsyncIterator[None]:
        """Discord refused or failed what the block sends (discord.py has already retried
        a 429 or a 5xx): logged once per match and kind, the match goes on."""
        try:
            yield
        except discord.HTTPException as error:
            self._report(match_id, what, error)

    def _report(self, match_id: int, what: str, error: discord.HTTPException,
                then: str = "the next change draws it afresh") -> None:
        kind = (what, error.status, error.code)
        memory = self.memory(match_id)
        if kind in memory.failures:
            log.debug("match %d: again could not %s (%s)", match_id, what, error.status)
            return
        memory.failures.add(kind)
        log.warning("match %d: could not %s: Discord answered %s (code %s); %s, and this is "
                    "not logged again for the match",
                    match_id, what, error.status, error.code, then)

    # -- coalescing ----------------------------------------------------------------

    def _coalesce(self, key: tuple[Any, ...], job: Job, ping: bool = False) -> None:
        if self._abandoned:  # work that commits while the store closes: drawn at the start
            log.debug("not updating %s: the bot is stopping", key)
            return
        latest = self._latest.setdefault(key, _Latest())
        latest.job = job
        latest.context = contextvars.copy_context()  # the notice that asks for it
        latest.ping = latest.ping or ping
        if latest.task is None or latest.task.done():
            latest.task = asyncio.create_task(self._run(key, latest))

    async def _run(self, key: tuple[Any, ...], latest: _Latest) -> None:
        while latest.job is not None:
            job, latest.job = latest.job, None
            ping, latest.ping = latest.ping, False
            context, latest.context = latest.context, None
            try:
                async with self._reporting(key[1], f"update the {key[0]}"):
                    await asyncio.get_running_loop().create_task(job(ping), context=context)
            except Exception:
                log.exception("could not update %s", key)

    async def delivered(self, match_id: int | None) -> None:
        """The match's hand DMs (new messages among them, which a repeat must make with
        the same nonce) have been sent; the table's edits, paced by the thread's limit,
        are not waited for: ``catch_up`` redraws a table the last run left behind."""
        while pending := [work.task for key, work in self._latest.items()
                          if key[0] == "hand" and key[1] == match_id
                          and work.task and not work.task.done()]:
            await asyncio.wait(pending)

    async def catch_up(self) -> None:
        """At the start: a match's table whose stored drawing is older than the match is
        drawn again. A delivery does not wait for the table's coalesced edit (paced by
        the thread's limit), so a kill can leave the newest table unsent; the store says
        which. (Hands are not drawn at every change; a delivery waits for theirs.)"""
        for match in await self.service.active_matches():
            try:
                table = await self.service.public_view(match.id)
                drawn = await self.service.post(match.id, "table")
                if drawn is not None and not drawn.draws(table.version):
                    with telling(table.version):
                        await self.table_changed(match, table, ())
            except Exception:
                log.exception("match %d: its table could not be caught up", match.id)

    async def flush(self) -> None:
        """Wait until every coalesced update has been sent."""
        while pending := self._pending():
            await asyncio.wait(pending)

    async def abandon(self) -> None:
        """Stop the updates still under way (the bot is stopping and its time is up):
        they read the store, which closes next. The next start draws every screen
        afresh from the store, as it does for a change made after this."""
        self._abandoned = True
        pending = self._pending()
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.wait(pending)
            log.warning("%d table or hand updates were still under way at the stop; the "
                        "next change after the start draws them afresh", len(pending))

    def _pending(self) -> list[asyncio.Task[None]]:
        return [work.task for work in self._latest.values() if work.task and not work.task.done()]
