"""Server tournaments: ``/gin tournament create|list|show|start|cancel|remove|record``, the
sign-up message's Join, Leave and Start buttons and its menu of computer players, and
what the service's tournament news shows on Discord (``TournamentNotices``, which the
notifier hands each piece of news).

The tournament's message in its channel is the one place it is shown: the sign-up list
while it takes entries, then the standings picture (a knockout's bracket too), the
round's games and the managers' decisions, edited in place after every change. Each
round is announced in the channel, the podium at the end; each player hears by DM where
their game is played and, near the deadline, that it is not over. Every game is an
ordinary match in its own thread (the notifier's ``match_started``).

The news comes from the service's durable outbox and may come again after a crash: the
message is redrawn from the tournament as it stands (an edit is idempotent), and every
new message carries a nonce made from the notice, so a repeat returns the first one.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cards_img.standings import entrant_names
from ginbot.model import (
    NoSuchTournament,
    Tournament,
    TournamentFormat,
    TournamentNews,
    TournamentProblem,
    TournamentRefused,
    TournamentStatus,
)
from ginbot.service import MatchInfo
from ginbot.text import Locale, reader_locale, say

from .choices import LEVEL_CHOICES, PRESET_CHOICES
from .controls import TournamentButton, TournamentMenu
from .interactions import Refusal, answer, reader, server_language, service_of, user_of
from .lobby import RULES_OPTION, house_rules_autocomplete, rules_for
from .screens.tournament import (
    deadline_dm,
    files,
    game_dm,
    podium,
    round_announcement,
    tournament_choice,
    tournament_list,
    tournament_screen,
)
from .translator import phrase
from .tree import GinCommands

if TYPE_CHECKING:
    from .notifier import DiscordNotifier

log = logging.getLogger("ginbot.discord")

FORMAT_CHOICES = [
    app_commands.Choice(name=phrase("choice-format-swiss"), value=TournamentFormat.SWISS.value),
    app_commands.Choice(name=phrase("choice-format-knockout"),
                        value=TournamentFormat.KNOCKOUT.value),
    app_commands.Choice(name=phrase("choice-format-round-robin"),
                        value=TournamentFormat.ROUND_ROBIN.value),
]
LEVELS = tuple(str(choice.value) for choice in LEVEL_CHOICES)
EDITS_OF_OLD_MESSAGES = 30046  # Discord refuses edits of a message older than an hour
NO_MENTIONS = discord.AllowedMentions.none()  # names in a tournament's messages never ping


def is_manager(interaction: discord.Interaction) -> bool:
    """The caller manages the server (the service lets a manager do more)."""
    return interaction.guild_id is not None and interaction.permissions.manage_guild


def server_only(interaction: discord.Interaction) -> int:
    """The server the command is used in; in DMs the tree says it works in servers."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    return interaction.guild_id


async def of_this_server(interaction: discord.Interaction, tournament_id: int) -> Tournament:
    """The tournament a command names, if it is this server's (another server's is not
    this one's to see or change)."""
    guild_id = server_only(interaction)
    t = await service_of(interaction).tournament(tournament_id)
    if t.guild_id != guild_id:
        raise NoSuchTournament(tournament_id)
    return t


async def tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    """This server's tournaments whose name has what is typed (or whose number it is),
    newest first."""
    if interaction.guild_id is None:
        return []
    service = service_of(interaction)
    found = await service.tournaments(interaction.guild_id, search=current.strip(), limit=25)
    typed = current.strip().lstrip("#")
    if typed.isdigit() and all(t.id != int(typed) for t in found):
        try:
            t = await service.tournament(int(typed))
            if t.guild_id == interaction.guild_id:
                found = [t, *found][:25]
        except NoSuchTournament:
            pass
    locale = await reader(interaction)
    return [app_commands.Choice(name=tournament_choice(locale, t), value=t.id) for t in found]


async def entrant_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    """The players of the tournament the command names (people and computers alike, those
    still in it), by the name the standings give them."""
    chosen = getattr(interaction.namespace, "tournament", None)
    if interaction.guild_id is None or not isinstance(chosen, int):
        return []
    try:
        t = await service_of(interaction).tournament(chosen)
    except NoSuchTournament:
        return []
    if t.guild_id != interaction.guild_id:
        return []
    names = entrant_names(await reader(interaction), t.entrants)
    typed = current.strip().casefold()
    return [app_commands.Choice(name=names[e.number], value=e.number) for e in t.entrants
            if not e.removed and typed in names[e.number].casefold()][:25]


# -- the tournament's message ---------------------------------------------------------------


def signup_controls(locale: Locale, t: Tournament) -> discord.ui.View:
    """Join, Leave and Start, and the menu that enters a computer player."""
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(t.id, say(locale, "button-tournament-join"),
                             style=discord.ButtonStyle.success, row=0))
    view.add_item(LeaveButton(t.id, say(locale, "button-tournament-leave"), row=0))
    view.add_item(StartButton(t.id, say(locale, "button-tournament-start"),
                              style=discord.ButtonStyle.primary, row=0))
    view.add_item(ComputerMenu(t.id, [
        discord.SelectOption(label=say(locale, "computer-name", level=level), value=level)
        for level in LEVELS], placeholder=say(locale, "tournament-add-computer"), row=1))
    return view


async def tournament_message(locale: Locale, t: Tournament) -> dict[str, Any]:
    """The tournament's message as the arguments of a send (``file``s) or an edit
    (``attachments``: none while it takes entries, so an edit drops nothing it had)."""
    content, drawn = await tournament_screen(locale, t)
    view = signup_controls(locale, t) if t.status is TournamentStatus.SIGNUP else None
    return {"content": content, "files": files(drawn), "view": view,
            "allowed_mentions": NO_MENTIONS}


# -- the controls ------------------------------------------------------------------------


class JoinButton(TournamentButton, action="join"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Entered; the message's list is redrawn by the news."""
        await interaction.response.defer()
        t = await service_of(interaction).join_tournament(self.tournament_id,
                                                          user_of(interaction))
        await answer(interaction, say(await reader(interaction), "tournament-joined",
                                      name=t.name))


class LeaveButton(TournamentButton, action="leave"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        t = await service_of(interaction).leave_tournament(self.tournament_id,
                                                           interaction.user.id)
        await answer(interaction, say(await reader(interaction), "tournament-left", name=t.name))


class StartButton(TournamentButton, action="start"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Its creator or a manager starts it: round 1 is paired and announced."""
        await interaction.response.defer()
        t = await service_of(interaction).start_tournament(
            self.tournament_id, user_of(interaction), manager=is_manager(interaction))
        await answer(interaction, say(await reader(interaction), "tournament-started",
                                      name=t.name))


class ComputerMenu(TournamentMenu, action="computer"):
    async def clicked(self, interaction: discord.Interaction) -> None:
        """Its creator or a manager enters a computer player of the level picked."""
        await interaction.response.defer()
        level = self.picked or "normal"
        t = await service_of(interaction).add_computer_to_tournament(
            self.tournament_id, user_of(interaction), level, manager=is_manager(interaction))
        locale = await reader(interaction)
        await answer(interaction, say(locale, "tournament-computer-added", name=t.name,
                                      computer=say(locale, "computer-name", level=level)))


CONTROLS = (JoinButton, LeaveButton, StartButton, ComputerMenu)


# -- the commands ------------------------------------------------------------------------


class TournamentCog(GinCommands):
    """``/gin tournament ...`` and the sign-up message's controls."""

    tournament = app_commands.Group(name="tournament",
                                    description=phrase("command-gin-tournament"))

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(*CONTROLS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*CONTROLS)
        await super().cog_unload()

    @tournament.command(name="create", description=phrase("command-gin-tournament-create"))
    @app_commands.describe(
        format=phrase("option-tournament-format"),
        name=phrase("option-tournament-name"),
        rounds=phrase("option-tournament-rounds"),
        preset=phrase("option-preset"),
        target=phrase("option-tournament-target"),
        rules=RULES_OPTION,
        duplicate=phrase("option-tournament-duplicate"),
        round_hours=phrase("option-tournament-round-hours"),
    )
    @app_commands.choices(format=FORMAT_CHOICES, preset=PRESET_CHOICES)
    @app_commands.autocomplete(rules=house_rules_autocomplete)
    async def create(
        self, interaction: discord.Interaction, format: str,
        name: app_commands.Range[str, 1, 80] | None = None,
        rounds: app_commands.Range[int, 1, 63] | None = None,
        preset: str | None = None,
        target: app_commands.Range[int, 1, 10000] | None = None,
        rules: app_commands.Range[str, 1, 300] | None = None,
        duplicate: bool = False,
        round_hours: app_commands.Range[float, 1, 168] = 24.0,
    ) -> None:
        """The sign-up message, posted in the channel as the command's answer."""
        guild_id = server_only(interaction)
        if isinstance(interaction.channel, discord.Thread):
            raise Refusal(say(await reader(interaction), "tournament-from-a-channel"))
        in_force = rules_for(preset, target, rules)
        server = server_language(self.bot, guild_id, interaction.guild_locale)
        title = name or say(server, "tournament-default-name",
                            name=interaction.user.display_name)
        t = await service_of(interaction).create_tournament(
            guild_id, interaction.channel_id or 0, user_of(interaction),
            TournamentFormat(format), title[:80], rounds=rounds, rules=in_force,
            duplicate=duplicate, round_hours=float(round_hours),
            manager=is_manager(interaction))
        await interaction.response.send_message(**await tournament_message(server, t))
        message = await interaction.original_response()
        await service_of(interaction).set_tournament_message(t.id, message.id)

    @tournament.command(name="list", description=phrase("command-gin-tournament-list"))
    async def list_tournaments(self, interaction: discord.Interaction) -> None:
        found = await service_of(interaction).tournaments(server_only(interaction), limit=15)
        await answer(interaction, tournament_list(await reader(interaction), found))

    @tournament.command(name="show", description=phrase("command-gin-tournament-show"))
    @app_commands.describe(tournament=phrase("option-tournament-tournament"))
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def show(self, interaction: discord.Interaction,
                   tournament: app_commands.Range[int, 1]) -> None:
        """Its message as it stands (its standings, a past one's too), for the caller."""
        t = await of_this_server(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        content, drawn = await tournament_screen(await reader(interaction), t)
        await answer(interaction, content, files=files(drawn), allowed_mentions=NO_MENTIONS)

    @tournament.command(name="start", description=phrase("command-gin-tournament-start"))
    @app_commands.describe(tournament=phrase("option-tournament-tournament"))
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def start(self, interaction: discord.Interaction,
                    tournament: app_commands.Range[int, 1]) -> None:
        t = await of_this_server(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        t = await service_of(interaction).start_tournament(
            t.id, user_of(interaction), manager=is_manager(interaction))
        await answer(interaction, say(await reader(interaction), "tournament-started",
                                      name=t.name))

    @tournament.command(name="cancel", description=phrase("command-gin-tournament-cancel"))
    @app_commands.describe(tournament=phrase("option-tournament-tournament"),
                           reason=phrase("option-tournament-reason"))
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def cancel(self, interaction: discord.Interaction,
                     tournament: app_commands.Range[int, 1],
                     reason: app_commands.Range[str, 1, 200] | None = None) -> None:
        t = await of_this_server(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        t = await service_of(interaction).cancel_tournament(
            t.id, user_of(interaction), manager=is_manager(interaction), reason=reason or "")
        await answer(interaction, say(await reader(interaction), "tournament-cancelled",
                                      name=t.name))

    @tournament.command(name="remove", description=phrase("command-gin-tournament-remove"))
    @app_commands.describe(tournament=phrase("option-tournament-tournament"),
                           player=phrase("option-tournament-player"),
                           reason=phrase("option-tournament-reason"))
    @app_commands.autocomplete(tournament=tournament_autocomplete,
                               player=entrant_autocomplete)
    async def remove(self, interaction: discord.Interaction,
                     tournament: app_commands.Range[int, 1], player: app_commands.Range[int, 1],
                     reason: app_commands.Range[str, 1, 200] | None = None) -> None:
        """A player out (a person or a computer, picked from the tournament's list): their
        game in play and every later one is lost."""
        t = await of_this_server(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        name = entrant_name(await reader(interaction), t, player)
        t = await service_of(interaction).remove_from_tournament(
            t.id, user_of(interaction), player, manager=is_manager(interaction),
            reason=reason or "")
        await answer(interaction, say(await reader(interaction), "tournament-removed",
                                      name=t.name, player=name))

    @tournament.command(name="record", description=phrase("command-gin-tournament-record"))
    @app_commands.describe(tournament=phrase("option-tournament-tournament"),
                           winner=phrase("option-tournament-winner"),
                           reason=phrase("option-tournament-reason"))
    @app_commands.autocomplete(tournament=tournament_autocomplete,
                               winner=entrant_autocomplete)
    async def record(self, interaction: discord.Interaction,
                     tournament: app_commands.Range[int, 1], winner: app_commands.Range[int, 1],
                     reason: app_commands.Range[str, 1, 200]) -> None:
        """A manager decides a game of the round: ``winner`` (picked from the tournament's
        list) wins it."""
        t = await of_this_server(interaction, tournament)
        await interaction.response.defer(ephemeral=True, thinking=True)
        name = entrant_name(await reader(interaction), t, winner)
        t = await service_of(interaction).record_tournament_result(
            t.id, user_of(interaction), winner, manager=is_manager(interaction), reason=reason)
        await answer(interaction, say(await reader(interaction), "tournament-recorded",
                                      name=t.name, player=name))


def entrant_name(locale: Locale, t: Tournament, number: int) -> str:
    """The name of the entrant a command picked (refused when there is none)."""
    names = entrant_names(locale, t.entrants)
    if number not in names:
        raise TournamentRefused(TournamentProblem.NOT_ENTERED, t.name)
    return names[number]


# -- the service's news on Discord ---------------------------------------------------------


class TournamentNotices:
    """What a tournament's news shows on Discord (the notifier hands each piece over)."""

    def __init__(self, notifier: DiscordNotifier, nonce: Callable[[str], str]) -> None:
        self.notifier = notifier
        self.nonce = nonce  # the nonce of a new message for the notice being told

    async def tell(self, t: Tournament, news: TournamentNews, round_number: int | None,
                   board: int | None) -> None:
        """``t`` as it stands now (the news may be told late, or again); ``board``, a
        result's game, is on the redrawn message with the rest."""
        if news is TournamentNews.OPENED:
            return  # the command posts the sign-up message as its answer
        if news is TournamentNews.DEADLINE_SOON:
            await self._reporting(t, "warn of the deadline", self.warn(t, round_number))
            return
        major = news in (TournamentNews.ROUND, TournamentNews.FINISHED,
                         TournamentNews.CANCELLED)
        await self._reporting(t, "redraw the tournament's message", self.redraw(t, major))
        if news is TournamentNews.ROUND and round_number is not None:
            await self._reporting(t, "announce a round", self.announce(t, round_number))
        if news is TournamentNews.FINISHED:
            await self._reporting(t, "post the podium", self.post(t, podium(
                self.notifier.server_of(t.guild_id), t), "podium"))

    async def redraw(self, t: Tournament, post_if_missing: bool) -> None:
        """Edit the tournament's message to ``t``; where it cannot be (deleted, or too old
        for Discord to edit), post it anew and remember that one. With no message known
        yet, only news that matters posts one (the command is posting the sign-up)."""
        locale = self.notifier.server_of(t.guild_id)
        shown = await tournament_message(locale, t)
        channel = self.notifier.bot.get_partial_messageable(t.channel_id)
        if t.message_id is not None:
            attachments = shown.pop("files")
            try:
                await channel.get_partial_message(t.message_id).edit(
                    attachments=attachments, **shown)
                return
            except discord.NotFound:
                pass
            except discord.HTTPException as error:
                if error.code != EDITS_OF_OLD_MESSAGES:
                    raise
            shown = await tournament_message(locale, t)  # fresh files: those were read
        elif not post_if_missing:
            return
        sent = await channel.send(nonce=self.nonce(f"t{t.id}"), **shown)
        await self.notifier.service.set_tournament_message(t.id, sent.id)

    async def announce(self, t: Tournament, round_number: int) -> None:
        """A round is paired: its games in the channel."""
        await self.post(t, round_announcement(self.notifier.server_of(t.guild_id), t,
                                              round_number), f"round{round_number}")

    async def post(self, t: Tournament, text: str, purpose: str) -> None:
        channel = self.notifier.bot.get_partial_messageable(t.channel_id)
        await channel.send(text, nonce=self.nonce(purpose), allowed_mentions=NO_MENTIONS)

    async def warn(self, t: Tournament, round_number: int | None) -> None:
        """The round's deadline is near: each person whose game is not over hears it."""
        if t.status is not TournamentStatus.RUNNING or round_number != t.round:
            return  # told late: that round is over
        service = self.notifier.service
        server = self.notifier.server_of(t.guild_id)
        for game in t.games_of(round_number):
            if game.decided or game.second is None:
                continue
            match = None if game.match_id is None else await service.match_info(game.match_id)
            for number in game.entrants:
                user_id = t.entrant(number).seat.user_id
                if user_id is None:
                    continue
                settings = await service.player_settings(user_id)
                locale = reader_locale(settings.language, settings.client_locale, server)
                where = None if match is None else match.where
                text = deadline_dm(locale, t, game, user_id, where)
                await self.notifier.send_dm(user_id, f"soon{round_number}", match, content=text)

    async def game_started(self, match: MatchInfo, where: int) -> None:
        """A tournament game's match has started (its table is up in ``where``): each
        person at it hears by DM where to play, against whom, until when."""
        try:
            t = await self.notifier.service.tournament_of_match(match.id)
            game = None if t is None else next(
                (g for g in t.games if g.match_id == match.id), None)
            if t is None or game is None:
                return
            for user_id in match.user_ids:
                locale = await self.notifier.reader(match, user_id)
                await self.notifier.send_dm(user_id, "game", match,
                                            content=game_dm(locale, t, game, user_id, where))
        except discord.HTTPException as error:
            log.warning("match %d: could not tell its players of their tournament game: %s",
                        match.id, error)

    async def _reporting(self, t: Tournament, what: str, work: Awaitable[None]) -> None:
        """Discord refused or failed: logged, and the next news draws it afresh."""
        try:
            await work
        except discord.HTTPException as error:
            log.warning("tournament %d: could not %s: Discord answered %s (code %s)",
                        t.id, what, error.status, error.code)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(TournamentCog(bot))
