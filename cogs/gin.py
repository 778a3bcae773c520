"""Slash commands: ``/gin ...`` to start and look around, and the gameplay
commands ``/pass /draw /discard /knock /hand /resign``.

Thin: each command works out who and which match, then calls the service.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

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
from ginbot.service import (
    USER_ERRORS,
    ChallengeProblem,
    HandSort,
    IdleAction,
    InvalidChallenge,
    NoSuchMatch,
    Seat,
    User,
)
from ginbot.text import (
    Locale,
    card_matches,
    discard_choice,
    knock_choice,
    language_name,
    players,
    preset_name,
    read_card,
    say,
    seat_names,
)
from ginbot.text.rules import preset_listing

from . import replies, ui
from .components import COMPONENTS
from .notifier import DiscordNotifier
from .play import (
    REFUSALS,
    Refusal,
    act,
    answer,
    as_user,
    find_match,
    first_delivery,
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
from .translator import phrase, rulebook_heading

if TYPE_CHECKING:
    from ginbot.bot import GinBot

log = logging.getLogger("ginbot.discord")

PRESET_CHOICES = [
    app_commands.Choice(name=phrase("choice-preset-classic"), value="classic"),
    app_commands.Choice(name=phrase("choice-preset-scarne"), value="scarne"),
    app_commands.Choice(name=phrase("choice-preset-oklahoma"), value="oklahoma"),
    app_commands.Choice(name=phrase("choice-preset-straight"), value="straight"),
    app_commands.Choice(name=phrase("choice-preset-quick"), value="quick"),
    app_commands.Choice(name=phrase("choice-preset-knock5"), value="knock5"),
    app_commands.Choice(name=phrase("choice-preset-bonuses"), value="bonuses"),
    app_commands.Choice(name=phrase("choice-preset-hollywood"), value="hollywood"),
]
"""The presets of a table of two (``TABLE_PRESETS``, in its order), each named in the
reader's words with the name they type (经典（classic）)."""
ALL_SECTIONS = "all"
SECTION_CHOICES = [app_commands.Choice(name=phrase("choice-section-all"), value=ALL_SECTIONS)] + [
    app_commands.Choice(name=rulebook_heading(section), value=section.key)
    for section in rulebook.book().sections
]
LEVEL_CHOICES = [
    app_commands.Choice(name=phrase("choice-level-easy"), value="easy"),
    app_commands.Choice(name=phrase("choice-level-normal"), value="normal"),
    app_commands.Choice(name=phrase("choice-level-expert"), value="expert"),
]
SORT_CHOICES = [
    app_commands.Choice(name=phrase("choice-sort-melds"), value=HandSort.MELDS.value),
    app_commands.Choice(name=phrase("choice-sort-suit"), value=HandSort.SUIT.value),
    app_commands.Choice(name=phrase("choice-sort-rank"), value=HandSort.RANK.value),
]
IDLE_CHOICES = [
    app_commands.Choice(name=phrase("choice-idle-forfeit"), value=IdleAction.FORFEIT.value),
    app_commands.Choice(name=phrase("choice-idle-autoplay"), value=IdleAction.AUTOPLAY.value),
]
SOURCE_CHOICES = [
    app_commands.Choice(name=phrase("choice-source-stock"), value="stock"),
    app_commands.Choice(name=phrase("choice-source-discard"), value="discard"),
]
DISCORD_LANGUAGE = "discord"  # /gin prefs: read the language of one's Discord app again
SERVER_DEFAULT = "server"  # /gin settings: the server's language follows Discord again
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(locale), value=locale.value)
                    for locale in Locale]
PLAYER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name=phrase("choice-language-discord"),
                                        value=DISCORD_LANGUAGE)]
SERVER_LANGUAGES = [*LANGUAGE_CHOICES,
                    app_commands.Choice(name=phrase("choice-language-server"),
                                        value=SERVER_DEFAULT)]
RULES_OPTION = phrase("option-house-rules")


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
    gin = app_commands.Group(name="gin", description=phrase("command-gin"))

    def __init__(self, bot: GinBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.service.notifier = DiscordNotifier(self.bot)
        self.bot.add_dynamic_items(*COMPONENTS)
        self.bot.tree.on_error = self.on_app_command_error
        self.bot.tree.interaction_check = first_delivery  # commands and autocomplete

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*COMPONENTS)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        await remember_reader(interaction)
        return True

    # -- starting matches -----------------------------------------------------------

    @gin.command(name="challenge", description=phrase("command-gin-challenge"))
    @app_commands.describe(
        opponent=phrase("option-challenge-opponent"),
        opponent2=phrase("option-challenge-opponent2"),
        partner=phrase("option-challenge-partner"),
        level=phrase("option-challenge-level"),
        preset=phrase("option-preset"),
        target=phrase("option-challenge-target"),
        rules=RULES_OPTION,
    )
    @app_commands.choices(level=LEVEL_CHOICES, preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def challenge(
        self, interaction: discord.Interaction, opponent: discord.Member,
        opponent2: discord.Member | None = None, partner: discord.Member | None = None,
        level: str | None = None, preset: str | None = None,
        target: app_commands.Range[int, 1, 10000] | None = None,
        rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        """One opponent; with ``opponent2`` three-handed gin; with ``partner`` too, team gin
        (the challenger and partner against the two opponents: seat 2 is the partner).
        ``level`` is the computer's, for a seat given to me: with no such seat it is
        refused rather than ignored."""
        locale = await reader(interaction)
        if partner is not None and opponent2 is None:
            raise InvalidChallenge(ChallengeProblem.PARTNER_ALONE)
        named = [opponent] if opponent2 is None else [opponent, opponent2]
        if partner is not None:
            named.insert(1, partner)
        invited = [self.seat_for(interaction, locale, member, level or "normal",
                                 at_table=len(named) > 1) for member in named]
        if level is not None and not any(isinstance(seat, Seat) for seat in invited):
            raise Refusal(say(locale, "challenge-level-without-computer"))
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal(say(locale, "challenge-from-a-channel"))
        in_force = rules_for(preset, target, rules)
        service = service_of(interaction)
        challenge = await service.challenge(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            invited, in_force,
        )
        server = server_language(self.bot, challenge.guild_id, interaction.guild_locale)
        await interaction.response.send_message(**ui.challenge_message(server, challenge))
        await remember_challenge(interaction, challenge, await interaction.original_response())

    def seat_for(
        self, interaction: discord.Interaction, locale: Locale, member: discord.Member,
        level: str, *, at_table: bool,
    ) -> User | Seat:
        """Who a challenge names for a seat: a person, or, when it names me at a table of
        three or four, the computer at ``level`` (a match of two with me is ``/gin bot``)."""
        if self.bot.user is not None and member.id == self.bot.user.id:
            if not at_table:
                raise Refusal(say(locale, "challenge-the-bot"))
            return Seat.computer(level)
        if member.bot:
            raise Refusal(say(locale, "challenge-a-bot", name=member.display_name))
        if member.id == interaction.user.id:
            raise Refusal(say(locale, "challenge-yourself"))
        return as_user(member)

    @gin.command(name="bot", description=phrase("command-gin-bot"))
    @app_commands.describe(
        level=phrase("option-bot-level"),
        preset=phrase("option-preset"),
        rules=RULES_OPTION,
    )
    @app_commands.choices(level=LEVEL_CHOICES, preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    @app_commands.guild_only()
    async def bot_match(
        self, interaction: discord.Interaction, level: str = "normal",
        preset: str | None = None, rules: app_commands.Range[str, 1, 300] | None = None,
    ) -> None:
        locale = await reader(interaction)
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal(say(locale, "bot-from-a-channel"))
        in_force = rules_for(preset, None, rules)
        await interaction.response.defer(thinking=True)
        match = await service_of(interaction).start_vs_computer(
            interaction.guild_id or 0, interaction.channel_id or 0, user_of(interaction),
            level, in_force,
        )
        await interaction.followup.send(say(
            locale, "bot-match-opens", players=ui.matchup(locale, match),
            rules=ui.rules_line(locale, in_force)))

    # -- information ------------------------------------------------------------------

    @gin.command(name="rules", description=phrase("command-gin-rules"))
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
            brief = self.rules_in_force(interaction, preset, locale)
        if section is None:
            await answer(interaction, brief)
            return
        book = rulebook.book(locale)
        chosen = book.sections if section == ALL_SECTIONS else (book.section(section),)
        for content, embeds in ui.rulebook_messages(locale, chosen, heading=brief):
            await answer(interaction, content, embeds=embeds)

    @staticmethod
    def rules_in_force(
        interaction: discord.Interaction, preset: str | None, locale: Locale
    ) -> str:
        """The preset's rules, or the caller's match's, or the defaults, one line each."""
        if preset is not None:
            rules = Rules.preset(preset)
            heading = say(locale, "in-force-preset", preset=preset_name(locale, preset))
        else:
            try:
                match = find_match(interaction)
                rules = match.rules
                names = seat_names(locale, match)
                heading = say(locale, "in-force-match", match=players(locale, names),
                              summary=ui.rules_line(locale, rules))
            except Refusal:
                rules = Rules()
                heading = say(locale, "in-force-default", preset=preset_name(locale, rules.name))
        lines = [heading, *ui.rules_in_force(locale, rules)]
        lines.append(say(locale, "in-force-presets",
                         presets=preset_listing(locale, TABLE_PRESETS)))
        lines.append(say(locale, "in-force-rulebook"))
        return "\n".join(lines)

    @gin.command(name="help", description=phrase("command-gin-help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await answer(interaction, replies.help_page(await reader(interaction)))

    @gin.command(name="ladder", description=phrase("command-gin-ladder"))
    @app_commands.guild_only()
    async def ladder(self, interaction: discord.Interaction) -> None:
        entries = await service_of(interaction).ladder(interaction.guild_id or 0, limit=15)
        await answer(interaction, replies.ladder(await reader(interaction), entries))

    @gin.command(name="replay", description=phrase("command-gin-replay"))
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
        content, file = await ui.replay_message(shown, await reader(interaction))
        await answer(interaction, content, **({"file": file} if file else {}))

    @gin.command(name="prefs", description=phrase("command-gin-prefs"))
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
            lines.append(replies.hand_prefs(locale, settings))
        await answer(interaction, "\n".join(lines))

    @gin.command(name="settings", description=phrase("command-gin-settings"))
    @app_commands.describe(
        turn_minutes=phrase("option-settings-turn-minutes"),
        idle=phrase("option-settings-idle"),
        next_hand_seconds=phrase("option-settings-next-hand-seconds"),
        challenge_minutes=phrase("option-settings-challenge-minutes"),
        language=phrase("option-settings-language"),
    )
    @app_commands.choices(idle=IDLE_CHOICES, language=SERVER_LANGUAGES)
    @app_commands.guild_only()
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(
        self, interaction: discord.Interaction,
        turn_minutes: app_commands.Range[int, 0, 10080] | None = None,
        idle: str | None = None,
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
        locale = await reader(interaction)
        table = replies.table_settings(locale, settings)
        if language is None:
            await answer(interaction, table)
            return
        said = (say(locale, "language-server-cleared") if settings.language is None
                else say(locale, "language-server-set", language=language_name(settings.language)))
        await answer(interaction, said if set(changes) == {"language"} else f"{said}\n{table}")

    # -- gameplay -------------------------------------------------------------------

    @app_commands.command(name="pass", description=phrase("command-pass"))
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.play(interaction, Pass())

    @app_commands.command(name="draw", description=phrase("command-draw"))
    @app_commands.describe(source=phrase("option-draw-source"))
    @app_commands.choices(source=SOURCE_CHOICES)
    async def draw(self, interaction: discord.Interaction, source: str) -> None:
        await self.play(interaction, DRAW_STOCK if source == "stock" else DRAW_DISCARD)

    @app_commands.command(name="discard", description=phrase("command-discard"))
    @app_commands.describe(card=phrase("option-discard-card"))
    async def discard(self, interaction: discord.Interaction, card: str) -> None:
        await self.play(interaction, Discard(parse_card(card)))

    @app_commands.command(name="knock", description=phrase("command-knock"))
    @app_commands.describe(card=phrase("option-knock-card"))
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

    @app_commands.command(name="hand", description=phrase("command-hand"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await send_hand(interaction, find_match(interaction))

    @app_commands.command(name="resign", description=phrase("command-resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        match = find_match(interaction)
        locale = await reader(interaction)
        view = ui.resign_controls(locale, match.id)
        names = seat_names(locale, match)
        await answer(interaction, say(locale, "resign-confirm", players=players(locale, names)),
                     view=view)

    async def play(self, interaction: discord.Interaction, action: Any) -> None:
        match = find_match(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await act(interaction, match.id, action)
        if result is not None:
            await answer(interaction, ui.acted(await reader(interaction, result.match), result))

    async def own_cards(
        self, interaction: discord.Interaction, typed: str, knock: bool
    ) -> list[app_commands.Choice[str]]:
        """The caller's cards that fit what is typed (in any language's spelling), named
        in the caller's language with what playing each leaves; the value is the card."""
        try:
            match = find_match(interaction)
            table = await service_of(interaction).player_view(match.id, interaction.user.id)
        except (Refusal, *USER_ERRORS):
            return []
        locale = await reader(interaction)
        if knock:
            options = [(card, knock_choice(locale, card, dead))
                       for card, dead in ui.knock_options(table)]
        else:
            options = [(card, discard_choice(locale, card, dead))
                       for card, dead in ui.discard_options(table)]
        return [app_commands.Choice(name=name, value=str(card))
                for card, name in options if card_matches(card, typed)][:25]

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
    """The card typed, in any language; a card that reads as none is refused with
    ``CardUnreadable``, worded for the caller like every refusal."""
    return read_card(text)


async def setup(bot: GinBot) -> None:
    await bot.add_cog(GinCog(bot))
