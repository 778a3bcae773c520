"""A small real discord.py bot that exercises every feature of the emulator.

It is what `tests/test_fakecord*.py` drive, and a worked example of running a
bot against fakecord: `AutoShardedBot`, default (non-privileged) intents, a low
`guild_ready_timeout`, the guard trace, commands synced to the test guild in
`setup_hook`, persistent `DynamicItem` components registered there too.
Everything the bot learns from failed requests lands in `bot.seen_errors`.
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Literal

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image

from ginbot.endpoints import Endpoints, guard_trace, use_endpoints

from .model import Channel, Guild, User
from .server import FakeDiscord

CARDS = ["A♠", "7♥", "7♦", "7♣", "10♥", "J♠", "Q♦", "K♣"]


def png(width: int, height: int, colour: str) -> bytes:
    image = Image.new("RGB", (width, height), colour)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


class Counter(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:(?P<n>\d+):(?P<action>[a-z]+)"
):
    """A persistent button: `demo:<n>:bump` counts up, `demo:<n>:peek` answers privately,
    `demo:<n>:fold` defers the update, then clears the table through the interaction."""

    def __init__(self, n: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"{action.title()} {n}",
                style=discord.ButtonStyle.primary,
                custom_id=f"demo:{n}:{action}",
            )
        )
        self.n = n
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> Counter:
        return cls(int(match["n"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.action == "bump":
            await interaction.response.edit_message(
                content=f"count {self.n + 1}", view=table_view(self.n + 1)
            )
        elif self.action == "fold":
            await interaction.response.defer()
            await interaction.edit_original_response(content=f"folded at {self.n}", view=None)
        else:
            await interaction.response.send_message(f"you peeked at {self.n}", ephemeral=True)


class CardMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"demo:pick:(?P<n>\d+)"):
    """A persistent select menu of cards; the choice is answered ephemerally."""

    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"demo:pick:{n}",
                placeholder="Pick a card",
                options=[discord.SelectOption(label=c, value=c) for c in CARDS],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> CardMenu:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = ", ".join(self.item.values)
        await interaction.response.send_message(f"picked {picked}", ephemeral=True)


class NameModal(discord.ui.Modal, title="Name your table"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"table named {self.name.value}")


def table_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Counter(n, "bump"))
    view.add_item(Counter(n, "peek"))
    view.add_item(Counter(n, "fold"))
    view.add_item(CardMenu(n))
    return view


class DemoBot(commands.AutoShardedBot):
    def __init__(self, guild_id: int, trace: aiohttp.TraceConfig | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            http_trace=trace,
        )
        self.guild_id = guild_id
        self.seen_errors: list[tuple[str, int]] = []
        self.tree_errors: list[app_commands.AppCommandError] = []
        self.tree.error(self.on_tree_error)
        self.tree.add_command(demo, guild=discord.Object(guild_id))
        self.tree.add_command(admin, guild=discord.Object(guild_id))
        self.tree.add_command(ping)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter, CardMenu)
        await self.tree.sync(guild=discord.Object(self.guild_id))
        await self.tree.sync()

    async def on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        self.tree_errors.append(error)

    def saw(self, where: str, exc: discord.HTTPException) -> None:
        self.seen_errors.append((where, exc.code))


demo = app_commands.Group(name="demo", description="Try every emulator feature")


@app_commands.command(description="Check the bot is there, in a server or in DMs")
@app_commands.allowed_contexts(guilds=True, dms=True)
async def ping(interaction: discord.Interaction) -> None:
    where = "DM" if interaction.guild is None else interaction.guild.name
    await interaction.response.send_message(f"pong from {where}", view=table_view(5))


@app_commands.command(description="Only for server managers")
@app_commands.default_permissions(manage_guild=True)
async def admin(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("admin things", ephemeral=True)


@demo.command(description="Challenge someone to a table")
@app_commands.describe(opponent="Who to play", rounds="How many rounds", speed="Game speed")
async def play(
    interaction: discord.Interaction,
    opponent: discord.Member,
    rounds: app_commands.Range[int, 1, 5] = 3,
    speed: Literal["slow", "fast"] = "fast",
) -> None:
    embed = discord.Embed(title="New table", description=f"{rounds} rounds, {speed}")
    embed.add_field(name="Opponent", value=opponent.mention)
    await interaction.response.send_message(
        f"{interaction.user.name} challenges {opponent.name}: {rounds} rounds, {speed}",
        embed=embed,
        view=table_view(0),
    )


@demo.command(description="Name a card")
async def card(interaction: discord.Interaction, card: str) -> None:
    await interaction.response.send_message(f"you named {card}", ephemeral=True)


@card.autocomplete("card")
async def card_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c, value=c) for c in CARDS if c.startswith(current)][:25]


@demo.command(description="Get your hand by DM")
async def hand(interaction: discord.Interaction) -> None:
    bot: DemoBot = interaction.client  # type: ignore[assignment]
    try:
        await interaction.user.send("your hand: 7♥ 7♦ 7♣")
    except discord.Forbidden as exc:
        bot.saw("dm", exc)
        await interaction.response.send_message(
            "I cannot DM you; here it is: 7♥ 7♦ 7♣", ephemeral=True
        )
        return
    await interaction.response.send_message("sent you a DM", ephemeral=True)


@demo.command(description="Open a private thread with you")
async def thread(interaction: discord.Interaction, name: str) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    created = await interaction.channel.create_thread(
        name=name, type=discord.ChannelType.private_thread
    )
    await created.add_user(interaction.user)
    await created.send(f"welcome {interaction.user.mention}")
    await interaction.response.send_message(f"opened {created.mention}", ephemeral=True)


@demo.command(description="A picture after some thinking")
async def picture(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    data = await asyncio.to_thread(png, 40, 20, "green")
    await interaction.followup.send("here", file=discord.File(io.BytesIO(data), "table.png"))
    extra = await interaction.followup.send("extra", ephemeral=True, wait=True)
    await extra.edit(content="extra, edited")
    await extra.delete()
    original = await interaction.original_response()
    again = await asyncio.to_thread(png, 30, 30, "red")
    await interaction.edit_original_response(
        content=f"redrawn {original.attachments[0].filename}",
        attachments=[discord.File(io.BytesIO(again), "table2.png")],
    )


@demo.command(description="Draw a board in the channel, redraw it, start a thread on it")
async def board(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.send_message("drawing", ephemeral=True)
    first = discord.File(io.BytesIO(png(10, 10, "blue")), "board.png")
    message = await interaction.channel.send("board v1", file=first)
    second = discord.File(io.BytesIO(png(20, 10, "white")), "board.png")
    await message.edit(content="board v2", attachments=[second])
    await message.add_reaction("✅")
    talk = await message.create_thread(name="board talk")
    await talk.send("chat here")
    note = await interaction.channel.send("temporary")
    await note.delete()


@demo.command(description="Say something and take it back")
async def vanish(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("poof")
    await interaction.delete_original_response()


@demo.command(description="A secret only you see")
async def secret(interaction: discord.Interaction) -> None:
    card = discord.File(io.BytesIO(png(8, 12, "white")), "card.png")
    await interaction.response.send_message("only for you", ephemeral=True, file=card)


@demo.command(description="The languages Discord says you and the server read")
async def languages(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(
        f"you: {interaction.locale}, server: {interaction.guild_locale}", ephemeral=True)


@demo.command(description="Ask for a table name")
async def name(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


@demo.command(description="Answer too late")
async def late(interaction: discord.Interaction, seconds: float) -> None:
    bot: DemoBot = interaction.client  # type: ignore[assignment]
    await asyncio.sleep(seconds)
    try:
        await interaction.response.send_message("sorry, late")
    except discord.NotFound as exc:
        bot.saw("late", exc)


@demo.command(description="Answer twice")
async def twice(interaction: discord.Interaction) -> None:
    bot: DemoBot = interaction.client  # type: ignore[assignment]
    await interaction.response.send_message("first")
    interaction.response._response_type = (
        None  # defeat discord.py's own guard, as a second process would
    )
    try:
        await interaction.response.send_message("second")
    except discord.HTTPException as exc:
        bot.saw("twice", exc)


@demo.command(description="A button whose custom_id is too long")
async def longid(interaction: discord.Interaction) -> None:
    bot: DemoBot = interaction.client  # type: ignore[assignment]
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="x", custom_id="demo:1:" + "x" * 100))
    try:
        await interaction.response.send_message("bad button", view=view)
    except discord.HTTPException as exc:
        bot.saw("longid", exc)
        await interaction.response.send_message("could not send that", ephemeral=True)


@demo.command(description="Post many messages in a row")
async def flood(interaction: discord.Interaction, count: app_commands.Range[int, 1, 50]) -> None:
    await interaction.response.defer(ephemeral=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    for i in range(count):
        await interaction.channel.send(f"flood {i}")
    await interaction.followup.send(f"posted {count}", ephemeral=True)


@dataclass
class Table:
    """A running emulator with the demo bot in guild "Test": #general, ann and bob."""

    fd: FakeDiscord
    guild: Guild
    chan: Channel
    ann: User
    bob: User
    bot: DemoBot


@asynccontextmanager
async def demo_table(**options: Any) -> AsyncIterator[Table]:
    """Emulator (with `options`) + guild + two users + the demo bot, ready to play."""
    async with FakeDiscord(**options) as fd:
        guild = fd.add_guild("Test")
        chan = guild.add_text_channel("general")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        bot = DemoBot(guild.id, fd.point_discord_py())
        async with fd.running(bot, "demo", "admin", "ping"):
            yield Table(fd, guild, chan, ann, bob, bot)


def main() -> None:
    """Run as a process: `python -m tests.fakecord.demo_bot` with `fd.bot_env()` and DEMO_GUILD."""
    endpoints = Endpoints.from_env(os.environ)
    if endpoints is None:
        raise SystemExit("refusing to run the demo bot against the real Discord")
    use_endpoints(endpoints)
    bot = DemoBot(int(os.environ["DEMO_GUILD"]), guard_trace(endpoints))
    bot.run(os.environ["DISCORD_TOKEN"], log_handler=None)


if __name__ == "__main__":
    main()
