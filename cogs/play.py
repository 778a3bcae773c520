"""Playing a hand: ``/draw /pass /discard /knock /hand /hint /resign``, and the controls of
the hand screen (draw, take, pass, discard, knock, sort, hint), of the table (show my hand)
and of the resignation (confirm).

Thin: each command or control works out who and which match, then calls the service;
a refusal is raised and the tree words it.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    Action,
    BigGin,
    Card,
    Discard,
    Knock,
    Pass,
    Phase,
    SeatSitsOut,
)
from ginbot.service import (
    ActResult,
    HandSort,
    MatchInfo,
    PlayerSettings,
    TableSnapshot,
)
from ginbot.text import (
    Locale,
    News,
    card_matches,
    discard_choice,
    hint_line,
    knock_choice,
    players,
    read_card,
    say,
    seat_names,
)

from .choices import SOURCE_CHOICES
from .controls import MatchButton, MatchMenu
from .interactions import (
    REFUSALS,
    Refusal,
    answer,
    find_match,
    hand_tokens_of,
    reader,
    service_of,
    user_of,
)
from .screens.common import attached, redrawn
from .screens.hand import (
    discard_hints,
    discard_options,
    hand_message,
    is_gin_available,
    knock_options,
    sitting_out,
)
from .screens.notices import acted, ended
from .translator import phrase

SORT_CYCLE = {HandSort.MELDS: HandSort.SUIT, HandSort.SUIT: HandSort.RANK,
              HandSort.RANK: HandSort.MELDS}


# -- acting and showing the hand -----------------------------------------------------


async def act(interaction: discord.Interaction, match_id: int, action: Action) -> ActResult:
    """Play ``action`` for the caller. Sitting out a hand of three, the refusal says who
    plays it and where to follow it."""
    service = service_of(interaction)
    try:
        return await service.act(match_id, interaction.user.id, action)
    except SeatSitsOut as error:
        table = await service.player_view(match_id, interaction.user.id)
        if not table.sitting_out:
            raise
        locale = await reader(interaction, table.match)
        raise Refusal(sitting_out(locale, table.match, table)) from error


async def hand_screen(
    info: MatchInfo, table: TableSnapshot, settings: PlayerSettings, news: Sequence[News],
    locale: Locale, where: int | None = None,
) -> tuple[str, discord.File | None, discord.ui.View | None]:
    """The hand screen with its controls (none while sitting out)."""
    content, file = await hand_message(info, table, settings, news, locale, where)
    view = None if table.hand is None else hand_controls(locale, info.id, table)
    return content, file, view


async def send_hand(
    interaction: discord.Interaction, match: MatchInfo, note: str | None = None
) -> None:
    """The caller's hand, privately (the ``/hand`` flow, also for closed DMs)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    service = service_of(interaction)
    table = await service.player_view(match.id, interaction.user.id)
    settings = await service.player_settings(interaction.user.id)
    content, file, view = await hand_screen(match, table, settings, (), await reader(interaction))
    if note:
        content = f"{note}\n{content}"[:2000]
    await answer(interaction, content, **attached(file, view))
    hand_tokens_of(interaction).follow(match.id, interaction.user.id, interaction, True)


async def refresh_hand(interaction: discord.Interaction, match_id: int) -> None:
    """Redraw the hand message the control sits on (a DM or an ephemeral /hand)."""
    service = service_of(interaction)
    table = await service.player_view(match_id, interaction.user.id)
    settings = await service.player_settings(interaction.user.id)
    content, file, view = await hand_screen(
        table.match, table, settings, (), await reader(interaction, table.match))
    await interaction.edit_original_response(**redrawn(content, file, view))


def follow_screen(interaction: discord.Interaction, match_id: int) -> None:
    """A control used on a hand screen: its fresh token redraws that screen (the
    notifier does, once the move is told), so a private hand lives on past its first
    token's 15 minutes and a DM's redraw is not held up by the global rate limit."""
    message = interaction.message
    if message is not None:
        hand_tokens_of(interaction).follow(
            match_id, interaction.user.id, interaction, message.flags.ephemeral)


async def move_from_screen(interaction: discord.Interaction, match_id: int, action: Action,
                           ) -> None:
    """A move by a control of the hand screen; the notifier redraws the screen."""
    await interaction.response.defer()
    follow_screen(interaction, match_id)
    await act(interaction, match_id, action)


async def send_hint(interaction: discord.Interaction, match_id: int) -> None:
    """The expert's suggested move, privately to the caller whose turn it is (the service
    refuses between people and out of turn); thought in a worker, so deferred first."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    hint = await service_of(interaction).hint(match_id, interaction.user.id)
    locale = await reader(interaction)
    await answer(interaction, say(locale, "hint-reply", line=hint_line(locale, hint)) + "\n"
                 + say(locale, "hint-marked"))


def hints_offered(info: MatchInfo) -> bool:
    """A match against the computer alone: one person, every other seat a computer."""
    return len(info.user_ids) == 1 and info.against_computer


# -- the controls ----------------------------------------------------------------------


class StockButton(MatchButton, action="stock"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await move_from_screen(interaction, self.match_id, DRAW_STOCK)


class TakeButton(MatchButton, action="take"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await move_from_screen(interaction, self.match_id, DRAW_DISCARD)


class PassButton(MatchButton, action="pass"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await move_from_screen(interaction, self.match_id, Pass())


class DiscardMenu(MatchMenu, action="discard"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        card = Card.parse(await self.choice(interaction))
        follow_screen(interaction, self.match_id)
        await act(interaction, self.match_id, Discard(card))

    async def choice(self, interaction: discord.Interaction) -> str:
        if self.picked is None:
            raise Refusal(say(await reader(interaction), "control-pick-a-card"))
        return self.picked


class KnockButton(MatchButton, action="knock"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Knock at once when there is one way to; else offer the ways in a menu."""
        table = await service_of(interaction).player_view(self.match_id, interaction.user.id)
        options = knock_options(table)
        if BigGin() not in table.legal and len(options) == 1:
            await move_from_screen(interaction, self.match_id, Knock(options[0][0]))
            return
        locale = await reader(interaction)
        if not options and BigGin() not in table.legal:
            raise Refusal(say(locale, "control-knock-not-now"))
        await answer(interaction, say(locale, "knock-which"),
                     view=knock_picker(locale, self.match_id, table))


class KnockMenu(MatchMenu, action="knockwith"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        if self.picked is None:
            raise Refusal(say(await reader(interaction), "control-pick-a-card"))
        action = BigGin() if self.picked == "BIG" else Knock(Card.parse(self.picked))
        result = await act(interaction, self.match_id, action)
        await interaction.edit_original_response(
            content=acted(await reader(interaction, result.match), result), view=None)


class SortButton(MatchButton, action="sort"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """The hand's next order (melds, suit, rank), kept for the caller's hands."""
        service = service_of(interaction)
        await interaction.response.defer()
        settings = await service.player_settings(interaction.user.id)
        await service.update_player_settings(user_of(interaction),
                                             sort=SORT_CYCLE[settings.sort])
        follow_screen(interaction, self.match_id)
        await refresh_hand(interaction, self.match_id)


class HintButton(MatchButton, action="hint"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await send_hint(interaction, self.match_id)


class ShowHandButton(MatchButton, action="hand"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        match = await service_of(interaction).match_info(self.match_id)
        if match.seat_of(interaction.user.id) is None:
            raise Refusal(say(await reader(interaction), "control-hand-players-only"))
        await send_hand(interaction, match)


class ResignButton(MatchButton, action="resign"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        summary = await service_of(interaction).resign(self.match_id, interaction.user.id)
        text = ended(await reader(interaction, summary.match), summary.match)
        await interaction.edit_original_response(content=text, view=None)


CONTROLS = (StockButton, TakeButton, PassButton, DiscardMenu, KnockButton, KnockMenu,
            SortButton, HintButton, ShowHandButton, ResignButton)


def hand_controls(locale: Locale, match_id: int, table: TableSnapshot) -> discord.ui.View:
    """The hand screen's controls, each enabled only when its action is legal now."""
    view = discord.ui.View(timeout=None)
    legal = table.legal
    hand = table.hand
    assert hand is not None, "no controls for a seat sitting out"
    view.add_item(StockButton(match_id, say(locale, "button-draw-stock"),
                              style=discord.ButtonStyle.primary, row=0,
                              disabled=DRAW_STOCK not in legal))
    take = (say(locale, "button-take") if hand.upcard is None
            else say(locale, "button-take-upcard", card=hand.upcard))
    view.add_item(TakeButton(match_id, take, style=discord.ButtonStyle.primary, row=0,
                             disabled=DRAW_DISCARD not in legal))
    if hand.phase is Phase.OFFER:
        view.add_item(PassButton(match_id, say(locale, "button-pass"), row=0,
                                 disabled=Pass() not in legal))
    hints = discard_hints(locale, table)
    discards = any(hint for _, hint in hints)
    options = [
        discord.SelectOption(label=str(card), value=card.code, description=hint or None)
        for card, hint in hints
    ][:25]
    if options:
        view.add_item(DiscardMenu(
            match_id, options, row=1, disabled=not discards,
            placeholder=say(locale, "discard-placeholder") if discards
            else say(locale, "discard-placeholder-draw-first")))
    knocks = knock_options(table)
    gin = is_gin_available(table)
    view.add_item(KnockButton(
        match_id, say(locale, "button-gin") if gin else say(locale, "button-knock"),
        style=discord.ButtonStyle.success if knocks or gin else discord.ButtonStyle.secondary,
        row=2, disabled=not (knocks or gin)))
    view.add_item(SortButton(match_id, say(locale, "button-sort"), row=2))
    if hints_offered(table.match):
        view.add_item(HintButton(match_id, say(locale, "button-hint"), row=2,
                                 disabled=not legal))
    return view


def knock_picker(locale: Locale, match_id: int, table: TableSnapshot) -> discord.ui.View:
    """Choose the card to discard with a knock (shown when there is a choice)."""
    options = []
    if BigGin() in table.legal:
        options.append(discord.SelectOption(label=say(locale, "knock-big-gin"), value="BIG"))
    for card, dead in knock_options(table):
        label = (say(locale, "knock-option-gin", card=card) if dead == 0
                 else say(locale, "knock-option", card=card, deadwood=dead))
        options.append(discord.SelectOption(label=label, value=card.code))
    view = discord.ui.View(timeout=None)
    view.add_item(KnockMenu(match_id, options[:25], placeholder=say(locale, "knock-placeholder")))
    return view


def resign_controls(locale: Locale, match_id: int) -> discord.ui.View:
    """The button that confirms a resignation."""
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(match_id, say(locale, "button-resign"),
                               style=discord.ButtonStyle.danger))
    return view


def table_controls(locale: Locale, info: MatchInfo) -> discord.ui.View:
    """The table's control: show my hand, while the match goes on."""
    view = discord.ui.View(timeout=None)
    if not info.finished:
        view.add_item(ShowHandButton(info.id, say(locale, "button-show-hand")))
    return view


# -- the commands ----------------------------------------------------------------------


class PlayCog(commands.Cog):
    """The gameplay commands, each at the top of the tree, and the controls of play."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*CONTROLS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*CONTROLS)

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
        await self.play(interaction, Discard(read_card(card)))

    @app_commands.command(name="knock", description=phrase("command-knock"))
    @app_commands.describe(card=phrase("option-knock-card"))
    async def knock(self, interaction: discord.Interaction, card: str) -> None:
        await self.play(interaction, Knock(read_card(card)))

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
        await send_hand(interaction, await find_match(interaction))

    @app_commands.command(name="hint", description=phrase("command-hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        await send_hint(interaction, (await find_match(interaction)).id)

    @app_commands.command(name="resign", description=phrase("command-resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        match = await find_match(interaction)
        locale = await reader(interaction)
        names = seat_names(locale, match)
        await answer(interaction, say(locale, "resign-confirm", players=players(locale, names)),
                     view=resign_controls(locale, match.id))

    async def play(self, interaction: discord.Interaction, action: Action) -> None:
        """A move by command; a card that reads as none was refused already
        (``CardUnreadable``, worded for the caller like every refusal)."""
        match = await find_match(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await act(interaction, match.id, action)
        await answer(interaction, acted(await reader(interaction, result.match), result))

    async def own_cards(
        self, interaction: discord.Interaction, typed: str, knock: bool
    ) -> list[app_commands.Choice[str]]:
        """The caller's cards that fit what is typed (in any language's spelling), named
        in the caller's language with what playing each leaves; the value is the card."""
        try:
            match = await find_match(interaction)
            table = await service_of(interaction).player_view(match.id, interaction.user.id)
        except REFUSALS:
            return []
        locale = await reader(interaction)
        if knock:
            options = [(card, knock_choice(locale, card, dead))
                       for card, dead in knock_options(table)]
        else:
            options = [(card, discard_choice(locale, card, dead))
                       for card, dead in discard_options(table)]
        return [app_commands.Choice(name=name, value=str(card))
                for card, name in options if card_matches(card, typed)][:25]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(bot))
