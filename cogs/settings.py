"""Settings: ``/gin prefs`` (a player's hand and language) and ``/gin settings`` (a
server's timers, challenge expiry, language and who may create tournaments; for those who
manage the server)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ginbot.service import HandSort
from ginbot.text import language_name, say

from .choices import (
    DISCORD_LANGUAGE,
    IDLE_CHOICES,
    PLAYER_LANGUAGES,
    SEASON_RATINGS,
    SERVER_DEFAULT,
    SERVER_LANGUAGES,
    SORT_CHOICES,
    TOURNAMENTS_BY,
)
from .interactions import answer, reader, service_of, user_of
from .screens.replies import hand_prefs, season_setting, table_settings, tournament_setting
from .translator import phrase
from .tree import GinCommands


class SettingsCog(GinCommands):
    """A player's and a server's settings."""

    @app_commands.command(name="prefs", description=phrase("command-gin-prefs"))
    @app_commands.describe(
        sort=phrase("option-prefs-sort"),
        four_colour=phrase("option-prefs-four-colour"),
        language=phrase("option-prefs-language"),
    )
    @app_commands.choices(sort=SORT_CHOICES, language=PLAYER_LANGUAGES)
    async def prefs(
        self, interaction: discord.Interaction, sort: str | None = None,
        four_colour: bool | None = None, language: str | None = None,
    ) -> None:
        changes: dict[str, Any] = {}
        if sort is not None:
            changes["sort"] = HandSort(sort)
        if four_colour is not None:
            changes["four_colour"] = four_colour
        if language is not None:
            changes["language"] = None if language == DISCORD_LANGUAGE else language
        service = service_of(interaction)
        if changes:
            settings = await service.update_player_settings(user_of(interaction), **changes)
        else:
            settings = await service.player_settings(interaction.user.id)
        locale = await reader(interaction)
        lines = []
        if language is not None:
            lines.append(say(locale, "language-player-cleared") if settings.language is None
                         else say(locale, "language-player-set",
                                  language=language_name(settings.language)))
        if set(changes) != {"language"}:
            lines.append(hand_prefs(locale, settings))
        await answer(interaction, "\n".join(lines))

    @app_commands.command(name="settings", description=phrase("command-gin-settings"))
    @app_commands.describe(
        turn_minutes=phrase("option-settings-turn-minutes"),
        idle=phrase("option-settings-idle"),
        next_hand_seconds=phrase("option-settings-next-hand-seconds"),
        challenge_minutes=phrase("option-settings-challenge-minutes"),
        language=phrase("option-settings-language"),
        tournaments=phrase("option-settings-tournaments"),
        season_days=phrase("option-settings-season-days"),
        season_ratings=phrase("option-settings-season-ratings"),
    )
    @app_commands.choices(idle=IDLE_CHOICES, language=SERVER_LANGUAGES,
                          tournaments=TOURNAMENTS_BY, season_ratings=SEASON_RATINGS)
    @app_commands.guild_only()
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(
        self, interaction: discord.Interaction,
        turn_minutes: app_commands.Range[int, 0, 10080] | None = None,
        idle: str | None = None,
        next_hand_seconds: app_commands.Range[int, 0, 300] | None = None,
        challenge_minutes: app_commands.Range[int, 1, 10080] | None = None,
        language: str | None = None,
        tournaments: str | None = None,
        season_days: app_commands.Range[int, 0, 366] | None = None,
        season_ratings: str | None = None,
    ) -> None:
        changes: dict[str, Any] = {}
        if turn_minutes is not None:
            changes["turn_timeout"] = turn_minutes * 60
        if idle is not None:
            changes["idle_action"] = idle
        if next_hand_seconds is not None:
            changes["next_hand_delay"] = float(next_hand_seconds)
        if challenge_minutes is not None:
            changes["challenge_expiry"] = challenge_minutes * 60
        if language is not None:
            changes["language"] = None if language == SERVER_DEFAULT else language
        if tournaments is not None:
            changes["tournaments_by_managers"] = tournaments == "managers"
        if season_days is not None:
            changes["season_days"] = season_days
        if season_ratings is not None:
            changes["season_ratings"] = season_ratings
        service = service_of(interaction)
        guild_id = interaction.guild_id or 0
        if changes:
            settings = await service.update_guild_settings(guild_id, **changes)
        else:
            settings = service.guild_settings(guild_id)
        locale = await reader(interaction)
        table = table_settings(locale, settings)
        if tournaments is not None or settings.tournaments_by_managers:
            table += "\n" + tournament_setting(locale, settings)
        if season_days is not None or season_ratings is not None or settings.season_days:
            table += "\n" + season_setting(locale, settings)
        if language is None:
            await answer(interaction, table)
            return
        said = (say(locale, "language-server-cleared") if settings.language is None
                else say(locale, "language-server-set", language=language_name(settings.language)))
        await answer(interaction, said if set(changes) == {"language"} else f"{said}\n{table}")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
