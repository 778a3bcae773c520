"""Seasons: a server's ladder archived every ``season_days`` days and a new season begun,
its ratings carried or reset (``season_ratings``).

A season's end is a due row of kind ``season`` for its guild (token: the season's
number), armed when a manager sets a length and again at each end. The dispatcher
applies it once, in one transaction, whichever process claims it: the season closed
with the ladder as it stands then (the all-time ladder), the ratings reset if so set,
the next season opened and its end armed, and the end told through the outbox
(stream ``season:<guild>``), with the top three and the channel of the server's latest
match.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from ginbot.model import GuildSettings, LadderPeriod, SeasonRatings
from ginbot.store import Conn, due, outbox, seasons
from ginbot.store.due import Due

from .context import Context
from .notices import Notices
from .queries import whole_ladder

DAY = 86400.0
TOP = 3  # the places announced at a season's end

SettingsOf = Callable[[Conn, int], Awaitable[GuildSettings]]


def season_stream(guild_id: int) -> str:
    return f"season:{guild_id}"


class Seasons:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def settings_changed(self, conn: Conn, guild_id: int, before: GuildSettings,
                               after: GuildSettings) -> None:
        """Inside a settings change's transaction: a season begins when seasons are
        switched on (the one left open when they were switched off begins again from
        now), its end moves with a new length, and switching them off takes the end away
        (the season under way stays open, its ladder not archived)."""
        if before.season_days == after.season_days:
            return
        await due.cancel_season(conn, guild_id)
        if not after.season_days:
            return
        now = self.context.clock.now()
        under_way = await seasons.current(conn, guild_id, for_update=True)
        if under_way is None:
            number, started = await seasons.start(conn, guild_id, now), now
        elif not before.season_days:
            number, started = under_way[0], now
            await seasons.restart(conn, guild_id, number, now)
        else:
            number, started = under_way
        await due.arm(conn, [Due("season", max(now, started + after.season_days * DAY),
                                 token=number, guild_id=guild_id)])
        self.context.wake()

    async def end(self, row: Due, settings_of: SettingsOf) -> None:
        """A season's end fell due: archive, carry or reset, begin the next, tell."""
        assert row.guild_id is not None
        guild_id = row.guild_id
        context = self.context
        async with context.db.transaction() as conn:
            if not await due.take(conn, row.id or 0, context.owner):
                return
            under_way = await seasons.current(conn, guild_id, for_update=True)
            settings = await settings_of(conn, guild_id)
            if under_way is None or under_way[0] != row.token or not settings.season_days:
                return  # moved on meanwhile
            number = under_way[0]
            now = context.clock.now()
            entries, *_ = await whole_ladder(conn, guild_id, LadderPeriod.ALL, now)
            channel = await seasons.last_channel(conn, guild_id)
            await seasons.end(conn, guild_id, number, now, settings.season_ratings, channel,
                              entries)
            if settings.season_ratings is SeasonRatings.RESET:
                await seasons.reset_ratings(conn, guild_id)
            following = await seasons.start(conn, guild_id, now)
            await due.arm(conn, [Due("season", now + settings.season_days * DAY,
                                     token=following, guild_id=guild_id)])
            notices = Notices()
            notices.add("season_ended", season=number)
            await outbox.append(conn, season_stream(guild_id), 0, "change", notices.to_json(),
                                now)
        context.wake()
