"""Slash commands: ``/gin ...`` to start and look around, and the gameplay
commands ``/pass /draw /discard /knock /hand /resign``.

Thin: each command works out who and which match, then calls the service.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from ginbot import rulebook
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    TABLE_PRESETS,
    Card,
    Discard,
    Knock,
    Pass,
    Rules,
    house_rule_hints,
    parse_house_rules,
)
from ginbot.service import USER_ERRORS, HandSort
from ginbot.text import Locale, language_name, say

from . import ui
from .components import COMPONENTS
from .notifier import DiscordNotifier
from .play import (
    REFUSALS,
    Refusal,
    act,
    answer,
    as_user,
    find_match,
    match_in_question,
    reader,
    refused,
    remember_challenge,
    remember_reader,
    send_hand,
    server_language,
    service_of,
    sorry,
    user_of,
)

if TYPE_CHECKING:
    from ginbot.bot import GinBot

log = logging.getLogger("ginbot.discord")

PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in TABLE_PRESETS]
ALL_SECTIONS = "all"
SECTION_CHOICES = [app_commands.Choice(name="All of it", value=ALL_SECTIONS)] + [
    app_commands.Choice(name=section.heading, value=section.key) for section in rulebook.SECTIONS
]
Level = Literal["easy", "normal", "expert"]
DISCORD_LANGUAGE = "discord"  # /gin prefs: read the language of one's Discord app again
SERVER_DEFAULT = "server"  # /gin settings: the server's language follows Discord again
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(locale), value=locale.value)
                    for locale in Locale]
PLAYER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name="Discord's language", value=DISCORD_LANGUAGE)]
SERVER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name="Server default", value=SERVER_DEFAULT)]
RULES_OPTION = "House rules on top of the preset, e.g. knock_limit=7 big_gin unit_scoring"


def rules_for(preset: str | None, target: int | None, house: str | None = None) -> Rules:
    """The preset, its target changed, then the house rules on top; a rule that cannot
    be raises its refusal (``HouseRuleError``, ``RulesError``), worded for the caller."""
    rules = Rules.preset(preset or "classic")
    if target is not None:
        rules = rules.with_changes(target=target)
    return parse_house_rules(house, rules) if house else rules


async def house_rules_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The house rule being typed, completed: a rule name, or its value after ``=``."""
    return [app_commands.Choice(name=hint, value=hint)
            for hint in house_rule_hints(current) if len(hint) <= 100]


class GinCog(commands.Cog):
    gin = app_commands.Group(name="gin", description="Gin Rummy: challenges, the computer, rules")

    def __init__(self, bot: GinBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.service.notifier = DiscordNotifier(self.bot)
        self.bot.add_dynamic_items(*COMPONENTS)
        self.bot.tree.on_error = self.on_app_command_error

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*COMPONENTS)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        await remember_reader(interaction)
        return True

    # -- starting matches -----------------------------------------------------------

    @gin.command(name="challenge", description="Challenge someone here to a match")
    @app_commands.describe(
        opponent="Who you want to play",
        preset="The rules (default: classic)",
        target="Points to win the match (default: the preset's, 100 for classic)",
        rules=RULES_OPTION,
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.Member,
        preset: str | None = None, target: app_commands.Range[int, 1, 10000] | None = None,
        rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        if self.bot.user is not None and opponent.id == self.bot.user.id:
            raise Refusal("To play me, use `/gin bot`.")
        if opponent.bot:
            raise Refusal(f"{opponent.display_name} is a bot and can't play.")
        if opponent.id == interaction.user.id:
            raise Refusal("You can't challenge yourself. Try `/gin bot` to play the computer.")
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal("Challenge from a text channel: each match gets its own thread.")
        in_force = rules_for(preset, target, rules)
        service = service_of(interaction)
        challenge = await service.challenge(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            as_user(opponent), in_force,
        )
        server = server_language(self.bot, challenge.guild_id, interaction.guild_locale)
        await interaction.response.send_message(**ui.challenge_message(server, challenge))
        await remember_challenge(interaction, challenge, await interaction.original_response())

    @gin.command(name="bot", description="Play a match against the computer")
    @app_commands.describe(
        level="How strong the computer plays (default: normal)",
        preset="The rules (default: classic)",
        rules=RULES_OPTION,
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def bot_match(
        self, interaction: discord.Interaction, level: Level = "normal",
        preset: str | None = None, rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal("Start a match from a text channel: each match gets its own thread.")
        in_force = rules_for(preset, None, rules)
        await interaction.response.defer(thinking=True)
        match = await service_of(interaction).start_vs_computer(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            level, in_force,
        )
        server = server_language(self.bot, match.guild_id, interaction.guild_locale)
        await interaction.followup.send(
            f"**{match.describe()}** ({ui.rules_line(server, in_force)}): the table opens in a "
            "thread; your hand comes by DM."
        )

    # -- information ------------------------------------------------------------------

    @gin.command(name="rules", description="The rules in force, briefly, or the rule book")
    @app_commands.describe(
        preset="Show a preset's rules instead of your match's",
        section="Read the rule book: all of it, or one section",
    )
    @app_commands.choices(preset=PRESET_CHOICES, section=SECTION_CHOICES)
    async def rules(
        self, interaction: discord.Interaction, preset: str | None = None,
        section: str | None = None,
    ) -> None:
        brief = ""
        if preset is not None or section is None:
            brief = self.rules_in_force(interaction, preset, await reader(interaction))
        if section is None:
            await answer(interaction, brief)
            return
        chosen = rulebook.SECTIONS if section == ALL_SECTIONS else (rulebook.section(section),)
        for content, embeds in ui.rulebook_messages(chosen, heading=brief):
            await answer(interaction, content, embeds=embeds)

    @staticmethod
    def rules_in_force(interaction: discord.Interaction, preset: str | None,
                       locale: Locale) -> str:
        """The preset's rules, or the caller's match's, or the defaults, one line each."""
        if preset is not None:
            rules, where = Rules.preset(preset), f"**{preset}**"
        else:
            try:
                match = find_match(interaction)
                rules = match.rules
                where = f"your match ({match.describe()}, {ui.rules_line(locale, rules)})"
            except Refusal:
                rules, where = Rules(), "**classic** (the default)"
        lines = [f"Rules of {where}:", *ui.rules_in_force(locale, rules)]
        lines.append("Presets: " + ", ".join(TABLE_PRESETS) + ".")
        lines.append("The rule book: `/gin rules section:` (all of it, or one section).")
        return "\n".join(lines)

    @gin.command(name="help", description="How to play with ginbot")
    async def help(self, interaction: discord.Interaction) -> None:
        await answer(interaction, ui.HELP)

    @gin.command(name="ladder", description="This server's standings")
    @app_commands.guild_only()
    async def ladder(self, interaction: discord.Interaction) -> None:
        entries = await service_of(interaction).ladder(interaction.guild_id or 0, limit=15)
        if not entries:
            await answer(interaction, "No results yet. Be the first: `/gin challenge`.")
            return
        lines = ["**Ladder** (rating from matches between people; points for beating the "
                 "computer)"]
        lines += [f"{n}. {ui.ladder_line(e)}" for n, e in enumerate(entries, 1)]
        await answer(interaction, "\n".join(lines)[:2000])

    @gin.command(name="replay", description="A finished match, hand by hand, every card shown")
    @app_commands.describe(match="The match number (shown at the end of the match)",
                           hand="Which hand (default: the first)")
    @app_commands.guild_only()
    async def replay(
        self, interaction: discord.Interaction, match: app_commands.Range[int, 1],
        hand: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        service = service_of(interaction)
        info = await service.match_info(match)
        if info.guild_id != interaction.guild_id:
            raise Refusal(f"There is no match #{match} in this server.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        shown = await service.replay_hand(match, hand)
        content, file = await ui.replay_message(shown, await reader(interaction))
        await answer(interaction, content, **({"file": file} if file else {}))

    @gin.command(name="prefs", description="How your hand looks, the language you read")
    @app_commands.describe(
        sort="Order of your cards: by melds, suit or rank",
        four_colour="Diamonds blue and clubs green (easier to tell apart)",
        language="The language ginbot answers you in",
    )
    @app_commands.choices(language=PLAYER_LANGUAGES)
    async def prefs(
        self, interaction: discord.Interaction,
        sort: Literal["melds", "suit", "rank"] | None = None, four_colour: bool | None = None,
        language: str | None = None,
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
        colours = "four colours" if settings.four_colour else "two colours"
        lines = []
        if language is not None:
            locale = await reader(interaction)
            lines.append(say(locale, "language-player-cleared") if settings.language is None
                         else say(locale, "language-player-set",
                                  language=language_name(settings.language)))
        if set(changes) != {"language"}:
            lines.append(f"Your hand: sorted by {settings.sort.value}, {colours}.")
        await answer(interaction, "\n".join(lines))

    @gin.command(name="settings", description="This server's table settings (Manage Server)")
    @app_commands.describe(
        turn_minutes="Minutes a player has for a turn (0: no timer)",
        idle="What happens when the timer runs out",
        next_hand_seconds="Seconds the showdown stays before the next deal",
        challenge_minutes="Minutes a challenge waits for an answer",
        language="The language of this server, for players who have not chosen one",
    )
    @app_commands.choices(language=SERVER_LANGUAGES)
    @app_commands.guild_only()
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(
        self, interaction: discord.Interaction,
        turn_minutes: app_commands.Range[int, 0, 10080] | None = None,
        idle: Literal["forfeit", "autoplay"] | None = None,
        next_hand_seconds: app_commands.Range[int, 0, 300] | None = None,
        challenge_minutes: app_commands.Range[int, 1, 10080] | None = None,
        language: str | None = None,
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
        service = service_of(interaction)
        guild_id = interaction.guild_id or 0
        if changes:
            settings = await service.update_guild_settings(guild_id, **changes)
        else:
            settings = service.guild_settings(guild_id)
        timer = (f"{settings.turn_timeout // 60} minutes a turn, then the idle player "
                 + ("forfeits" if settings.idle_action.value == "forfeit"
                    else "has the computer play for them")
                 if settings.turn_timeout else "no turn timer")
        table = (f"Table settings: {timer}; next deal after {settings.next_hand_delay:g} s; "
                 f"challenges wait {settings.challenge_expiry // 60} minutes.")
        if language is None:
            await answer(interaction, table)
            return
        locale = await reader(interaction)
        said = (say(locale, "language-server-cleared") if settings.language is None
                else say(locale, "language-server-set", language=language_name(settings.language)))
        await answer(interaction, said if set(changes) == {"language"} else f"{said}\n{table}")

    # -- gameplay -------------------------------------------------------------------

    @app_commands.command(name="pass", description="Pass on the first upcard")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.play(interaction, Pass())

    @app_commands.command(name="draw", description="Draw a card")
    @app_commands.describe(source="The top of the stock, or the upcard from the discard pile")
    async def draw(
        self, interaction: discord.Interaction, source: Literal["stock", "discard"]
    ) -> None:
        await self.play(interaction, DRAW_STOCK if source == "stock" else DRAW_DISCARD)

    @app_commands.command(name="discard", description="Discard a card from your hand")
    @app_commands.describe(card="The card to discard, e.g. 7h or 10♥")
    async def discard(self, interaction: discord.Interaction, card: str) -> None:
        await self.play(interaction, Discard(parse_card(card)))

    @app_commands.command(name="knock", description="Discard a card and knock (gin if no deadwood)")
    @app_commands.describe(card="The card you discard as you knock")
    async def knock(self, interaction: discord.Interaction, card: str) -> None:
        await self.play(interaction, Knock(parse_card(card)))

    @discard.autocomplete("card")
    async def discard_cards(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        return await self.own_cards(interaction, typed, knock=False)

    @knock.autocomplete("card")
    async def knock_cards(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        return await self.own_cards(interaction, typed, knock=True)

    @app_commands.command(name="hand", description="See your hand (only you see it)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await send_hand(interaction, find_match(interaction))

    @app_commands.command(name="resign", description="Give up your match")
    async def resign(self, interaction: discord.Interaction) -> None:
        match = find_match(interaction)
        view = ui.resign_controls(await reader(interaction), match.id)
        await answer(
            interaction, f"Resign {match.describe()}? The other side wins the match.", view=view
        )

    async def play(self, interaction: discord.Interaction, action: Any) -> None:
        match = find_match(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await act(interaction, match.id, action)
        if result is not None:
            await answer(interaction, ui.acted(await reader(interaction), result))

    async def own_cards(
        self, interaction: discord.Interaction, typed: str, knock: bool
    ) -> list[app_commands.Choice[str]]:
        try:
            match = find_match(interaction)
            table = await service_of(interaction).player_view(match.id, interaction.user.id)
        except (Refusal, *USER_ERRORS):
            return []
        typed = typed.strip().lower().replace("10", "t")
        if knock:
            options = [
                (card, "gin" if dead == 0 else f"knock with {dead}")
                for card, dead in ui.knock_options(table)
            ]
        else:
            options = ui.discard_hints(await reader(interaction), table)
        choices = []
        for card, hint in options:
            if typed and not (card.code.lower().startswith(typed) or str(card).lower()
                              .startswith(typed)):
                continue
            name = f"{card} · {hint}" if hint else str(card)
            choices.append(app_commands.Choice(name=name, value=str(card)))
        return choices[:25]

    # -- errors --------------------------------------------------------------------------

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, REFUSALS):
            text = await refused(interaction, original)
        elif isinstance(error, app_commands.MissingPermissions):
            text = say(await reader(interaction), "check-manage-server")
        elif isinstance(error, app_commands.NoPrivateMessage):
            text = say(await reader(interaction), "check-server-only")
        elif isinstance(error, app_commands.CheckFailure):
            text = say(await reader(interaction), "check-not-here")
        else:
            command = interaction.command.qualified_name if interaction.command else "?"
            log.error("/%s failed for user %s in channel %s (match %s)", command,
                      interaction.user.id, interaction.channel_id,
                      match_in_question(interaction), exc_info=original)
            text = await sorry(interaction)
        try:
            await answer(interaction, text)
        except discord.HTTPException:
            log.warning("could not tell %s: %s", interaction.user.id, text)


def parse_card(text: str) -> Card:
    try:
        return Card.parse(text)
    except ValueError as error:
        raise Refusal(str(error)) from None


async def setup(bot: GinBot) -> None:
    await bot.add_cog(GinCog(bot))
