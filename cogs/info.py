"""Looking around: ``/gin rules`` (the rules in force, the rule book), ``/gin help``,
``/gin ladder``, ``/gin profile`` and ``/gin replay``."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cards_img import render_ladder, render_profile
from cards_img.ladder import ladder_text
from cards_img.profile import profile_text
from ginbot import offload, rulebook
from ginbot.engine import TABLE_PRESETS, Rules
from ginbot.service import LadderPeriod, NoSuchMatch
from ginbot.text import Locale, players, preset_name, say, seat_names
from ginbot.text.rules import preset_listing

from .choices import ALL_SECTIONS, PERIOD_CHOICES, PRESET_CHOICES, SECTION_CHOICES
from .interactions import Refusal, answer, find_match, reader, service_of
from .screens import replies
from .screens.common import file_of, rules_in_force, rules_line
from .screens.replay import replay_message
from .screens.rulebook import rulebook_messages
from .translator import phrase
from .tree import GinCommands


async def in_force(interaction: discord.Interaction, preset: str | None, locale: Locale,
                   ) -> str:
    """The preset's rules, or the caller's match's, or the defaults, one line each."""
    if preset is not None:
        rules = Rules.preset(preset)
        heading = say(locale, "in-force-preset", preset=preset_name(locale, preset))
    else:
        try:
            match = await find_match(interaction)
            rules = match.rules
            names = seat_names(locale, match)
            heading = say(locale, "in-force-match", match=players(locale, names),
                          summary=rules_line(locale, rules))
        except Refusal:
            rules = Rules()
            heading = say(locale, "in-force-default", preset=preset_name(locale, rules.name))
    lines = [heading, *rules_in_force(locale, rules)]
    lines.append(say(locale, "in-force-presets", presets=preset_listing(locale, TABLE_PRESETS)))
    lines.append(say(locale, "in-force-rulebook"))
    return "\n".join(lines)


LADDER_TOP = 20  # lines of the ladder shown (and the caller's own, further down)


class InfoCog(GinCommands):
    """The commands that show and change nothing of a match."""

    @app_commands.command(name="rules", description=phrase("command-gin-rules"))
    @app_commands.describe(
        preset=phrase("option-rules-preset"),
        section=phrase("option-rules-section"),
    )
    @app_commands.choices(preset=PRESET_CHOICES, section=SECTION_CHOICES)
    async def rules(
        self, interaction: discord.Interaction, preset: str | None = None,
        section: str | None = None,
    ) -> None:
        locale = await reader(interaction)
        brief = ""
        if preset is not None or section is None:
            brief = await in_force(interaction, preset, locale)
        if section is None:
            await answer(interaction, brief)
            return
        book = rulebook.book(locale)
        chosen = book.sections if section == ALL_SECTIONS else (book.section(section),)
        for content, embeds in rulebook_messages(locale, chosen, heading=brief):
            await answer(interaction, content, embeds=embeds)

    @app_commands.command(name="help", description=phrase("command-gin-help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await answer(interaction, replies.help_page(await reader(interaction)))

    @app_commands.command(name="ladder", description=phrase("command-gin-ladder"))
    @app_commands.describe(period=phrase("option-ladder-period"),
                           season=phrase("option-ladder-season"))
    @app_commands.choices(period=PERIOD_CHOICES)
    @app_commands.guild_only()
    async def ladder(self, interaction: discord.Interaction,
                     period: str = LadderPeriod.ALL.value,
                     season: app_commands.Range[int, 1, 100_000] | None = None) -> None:
        """The server's ladder as a picture, with its text; the caller's line too. With
        ``season``: an ended season's, as archived at its end."""
        you = interaction.user.id
        service = service_of(interaction)
        guild = interaction.guild_id or 0
        if season is not None:
            board = await service.season_board(guild, season, user_id=you, limit=LADDER_TOP)
        else:
            board = await service.ladder_board(guild, LadderPeriod(period), user_id=you,
                                               limit=LADDER_TOP)
        locale = await reader(interaction)
        if not board.entries:
            await answer(interaction, ladder_text(locale, board))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await offload.run(render_ladder, board, locale=locale, you=you)
        await answer(interaction, picture.text, file=file_of(picture, "ladder.png"))

    @app_commands.command(name="profile", description=phrase("command-gin-profile"))
    @app_commands.describe(user=phrase("option-profile-user"))
    @app_commands.guild_only()
    async def profile(self, interaction: discord.Interaction,
                      user: discord.Member | None = None) -> None:
        """A person's numbers on this server as a picture, with its text; the caller's
        record against them when it is someone else."""
        whom = user or interaction.user
        shown = await service_of(interaction).profile(
            interaction.guild_id or 0, whom.id, reader_id=interaction.user.id,
            name=whom.display_name)
        locale = await reader(interaction)
        if shown.matches.played == 0 and shown.rating is None and not shown.ranking_points:
            await answer(interaction, profile_text(locale, shown))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await offload.run(render_profile, shown, locale=locale)
        await answer(interaction, picture.text, file=file_of(picture, "profile.png"))

    @app_commands.command(name="replay", description=phrase("command-gin-replay"))
    @app_commands.describe(match=phrase("option-replay-match"), hand=phrase("option-replay-hand"))
    @app_commands.guild_only()
    async def replay(
        self, interaction: discord.Interaction, match: app_commands.Range[int, 1],
        hand: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        service = service_of(interaction)
        info = await service.match_info(match)
        if info.guild_id != interaction.guild_id:
            raise NoSuchMatch(match)  # another server's matches are not this one's to show
        await interaction.response.defer(ephemeral=True, thinking=True)
        shown = await service.replay_hand(match, hand)
        content, file = await replay_message(shown, await reader(interaction))
        await answer(interaction, content, **({"file": file} if file else {}))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(InfoCog(bot))
