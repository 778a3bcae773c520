"""Settings: each guild's (timers, idle action, language) and each player's (cards, DMs,
language), and the language of a player's Discord client as last seen."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import fields, replace
from typing import Any

from ginbot.model import GuildSettings, PlayerSettings, SettingError, User
from ginbot.store import Conn, guilds, players

from .context import Context
from .errors import InvalidSetting, SettingScope


class Settings:
    """Guild and player settings, read from the store. A change reads its guild's
    settings in its own transaction (``of``), and a settings change reads and writes in
    one; only a front end's wording reads a copy kept in memory (``guild_settings``: the
    server's language for a message), refreshed whenever this process changes them or
    reads them in a change, so another process's change shows from that guild's next
    move on."""

    def __init__(self, context: Context, defaults: GuildSettings) -> None:
        self.context = context
        self.defaults = defaults
        self._guilds: dict[int, GuildSettings] = {}
        self._client_locales: dict[int, str] = {}  # user -> as stored, once seen
        # what else a guild's change makes, in its transaction (its seasons)
        self.changed: Callable[[Conn, int, GuildSettings, GuildSettings],
                               Awaitable[None]] | None = None

    async def load(self, conn: Conn) -> None:
        """Read every guild's settings (at start-up, inside the caller's reading)."""
        self._guilds = await guilds.load_all(conn)

    def guild_settings(self, guild_id: int) -> GuildSettings:
        return self._guilds.get(guild_id, self.defaults)

    async def of(self, conn: Conn, guild_id: int) -> GuildSettings:
        """The guild's settings as stored, in the caller's transaction."""
        settings = await guilds.load(conn, guild_id) or self.defaults
        self._guilds[guild_id] = settings
        return settings

    async def update_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some of turn_timeout, idle_action, next_hand_delay, challenge_expiry,
        language (a ``Locale`` or its code; None: the guild's preferred locale on Discord),
        tournaments_by_managers, season_days (0: no seasons; else a season begins, or the
        one under way goes on, and ends that many days after it began) and season_ratings
        (``carry`` or ``reset`` at each new season).

        Matches in play use the new values from their next turn on.
        """
        known = {f.name for f in fields(GuildSettings)}
        unknown = set(changes) - known
        if unknown:
            raise InvalidSetting(SettingScope.GUILD, tuple(sorted(unknown)), tuple(sorted(known)))
        async with self.context.db.transaction() as conn:  # read and write as one: none lost
            await guilds.save(conn, guild_id, self.defaults, keep=True)  # a row to lock
            stored = await guilds.load(conn, guild_id, for_update=True) or self.defaults
            try:
                settings = replace(stored, **changes)
            except SettingError as error:
                raise InvalidSetting(SettingScope.GUILD, rejected=error) from None
            await guilds.save(conn, guild_id, settings)
            if self.changed is not None:
                await self.changed(conn, guild_id, stored, settings)
        self._guilds[guild_id] = settings
        return settings

    async def player_settings(self, user_id: int) -> PlayerSettings:
        async with self.context.db.reading() as conn:
            return await players.load_settings(conn, user_id)

    async def update_player_settings(self, user: User, **changes: Any) -> PlayerSettings:
        """Change some of dm_closed, sort (melds|suit|rank), four_colour, language
        (a ``Locale`` or its code; None: the language of the player's Discord client),
        client_locale (that client's Discord locale as last seen)."""
        known = {f.name for f in fields(PlayerSettings)}
        unknown = set(changes) - known
        if unknown:
            raise InvalidSetting(SettingScope.PLAYER, tuple(sorted(unknown)), tuple(sorted(known)))
        async with self.context.db.transaction() as conn:  # read and write as one: none lost
            try:
                settings = replace(await players.load_settings(conn, user.id), **changes)
            except SettingError as error:
                raise InvalidSetting(SettingScope.PLAYER, rejected=error) from None
            await players.save_settings(conn, user, settings, self.context.clock.now())
        return settings

    async def saw_client_locale(self, user: User, client_locale: str) -> None:
        """Keep the language of ``user``'s app as the front end last saw it (a Discord
        locale), for what is sent to them unasked; written only when it changed."""
        if self._client_locales.get(user.id) == client_locale:
            return
        async with self.context.db.bookkeeping() as conn:
            await players.save_client_locale(conn, user, client_locale,
                                             self.context.clock.now())
        self._client_locales[user.id] = client_locale
