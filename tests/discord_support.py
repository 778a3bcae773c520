"""Running the real ginbot against fakecord, and playing as users do.

``gin_table()`` starts the emulator with a guild, a channel, two users (ann,
bob) and a stranger (carol), and the real bot in this process on a fresh
SQLite file. The ``Player`` helpers play from a user's DMs with the buttons,
or with slash commands, reading only what that user can see.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginbot.bot import GinBot
from ginbot.config import Settings
from ginbot.engine import Board, Card, MatchRecord, new_table, parse_action
from ginbot.service import Clock, GuildSettings, MatchService
from ginbot.text import Locale, card_name, say
from tests.db_support import Location
from tests.fakecord import Channel, FakeDiscord, Guild, Message, User
from tests.service_support import counter

GIN_COMMANDS = ("gin", "pass", "draw", "discard", "knock", "hand", "hint", "resign")
FAST = GuildSettings(turn_timeout=0, next_hand_delay=0.0, challenge_expiry=300)


@dataclass
class GinTable:
    fd: FakeDiscord
    guild: Guild
    chan: Channel
    ann: User
    bob: User
    carol: User
    bot: GinBot
    database: Location

    def settings(self) -> Settings:
        return bot_settings(self.fd, self.guild, self.database)


def bot_settings(fd: FakeDiscord, guild: Guild, database: Location) -> Settings:
    """Commands synced globally, as in production: the gameplay commands work in DMs too."""
    return Settings(
        token=fd.token, database=str(database), guild=None, log_level="INFO",
        endpoints=fd.endpoints,
    )


def make_bot(
    fd: FakeDiscord, guild: Guild, database: Location, guild_settings: GuildSettings = FAST,
    clock: Clock | None = None,
) -> GinBot:
    settings = bot_settings(fd, guild, database)
    service = MatchService(database, computer_pause=0.0, guild_defaults=guild_settings,
                           clock=clock, seeds=counter())
    return GinBot(settings, service=service, guild_ready_timeout=0.05)


@contextlib.asynccontextmanager
async def gin_table(
    tmp_path: Path, guild_settings: GuildSettings = FAST, clock: Clock | None = None,
    guild_locale: str = "en-US", database: Location | None = None, **fakecord: Any,
) -> AsyncIterator[GinTable]:
    """``guild_locale`` is the server's language on Discord, known before the bot joins;
    ``database``: a PostgreSQL URL or SQLite file (default: a new file in ``tmp_path``)."""
    async with FakeDiscord(**fakecord) as fd:
        guild = fd.add_guild("Card Club")
        guild.preferred_locale = guild_locale
        chan = guild.add_text_channel("games")
        ann, bob = fd.add_user("ann"), fd.add_user("bob")
        carol = fd.add_user("carol")
        database = database or tmp_path / "ginbot.sqlite3"
        bot = make_bot(fd, guild, database, guild_settings, clock)
        async with fd.running(bot, *GIN_COMMANDS):
            yield GinTable(fd, guild, chan, ann, bob, carol, bot, database)
            await bot.service.settle()
            await bot.service.notifier.flush()


async def accepted_challenge(t: GinTable, **options: Any) -> tuple[Channel, User]:
    """Ann challenges Bob, Bob accepts: the match thread, and who plays first."""
    await challenge_accepted(t.ann, t.bob, t.chan, **options)
    return await first_offer(t.fd, t.ann, t.bob)


async def first_offer(fd: FakeDiscord, ann: User, bob: User, timeout: float | None = None
                      ) -> tuple[Channel, User]:
    """Once Ann and Bob's match has started: its thread, and who is offered the upcard
    first."""
    thread = (await fd.wait_for(lambda: match_threads(fd), what="the thread"))[0]
    first = await fd.wait_for(
        lambda: next((u for u in (ann, bob) if "pass" in controls_now(fd, u)), None),
        timeout, what="the first upcard offer")
    return thread, first


async def refused(user: User, where: Channel, command: str, **options: object) -> str:
    """Run a command that must be refused; returns the ephemeral sentence."""
    r = await user.slash(where, command, **options)
    await r.wait_ack()
    reply = r.messages[-1] if r.messages else None
    if reply is None or reply.loading:
        reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply.content


# -- reading what a user sees -------------------------------------------------------


def hand_messages(fd: FakeDiscord, user: User) -> list[Message]:
    """The user's hand screens, by DM, oldest first."""
    return [m for m in fd.dms(user) if any(
        c.get("custom_id", "").endswith(":stock") for c in flat(m.components))]


def flat(components: Any) -> list[dict[str, Any]]:
    out = []
    for row in components or ():
        out.extend(row.get("components", [row]))
    return out


def enabled(message: Message) -> dict[str, dict[str, Any]]:
    """Enabled controls by action (the last part of the custom_id)."""
    return {c["custom_id"].rsplit(":", 1)[1]: c for c in flat(message.components)
            if not c.get("disabled") and "custom_id" in c}


def control(message: Message, action: str) -> str:
    """The custom_id of the message's control for ``action`` (in any language)."""
    found = [c["custom_id"] for c in flat(message.components)
             if c.get("custom_id", "").rsplit(":", 1)[-1] == action]
    assert found, f"no {action} control on {message.labels()}"
    return found[0]


def controls_now(fd: FakeDiscord, user: User) -> dict[str, dict[str, Any]]:
    """The enabled controls of the user's latest hand screen (none before the first)."""
    screens = hand_messages(fd, user)
    return enabled(screens[-1]) if screens else {}


def screen_state(fd: FakeDiscord, user: User) -> tuple[int, int]:
    """(latest hand screen, times it was drawn): changes whenever the screen does."""
    screens = hand_messages(fd, user)
    return (screens[-1].id, len(screens[-1].versions)) if screens else (0, 0)


def match_threads(fd: FakeDiscord, locale: Locale = Locale.EN) -> list[Channel]:
    prefix = say(locale, "match-thread-name", players="")
    return [t for t in fd.threads if t.name.startswith(prefix)]


def best_discard_option(select: dict[str, Any]) -> str:
    """The discard option leaving the least deadwood (as the menu describes it, in any
    language: the deadwood is the description's one number)."""
    def left(option: dict[str, Any]) -> int:
        found = re.search(r"\d+", option.get("description") or "")
        return int(found[0]) if found else 99

    return min(select["options"], key=left)["value"]


# -- playing as a user -------------------------------------------------------------

PLAYABLE = {"stock", "take", "pass", "discard", "knock"}


async def play_turn_by_buttons(fd: FakeDiscord, user: User) -> str:
    """One move from the user's latest DM hand screen: knock when offered, else
    discard the card leaving the least deadwood, else pass the upcard or draw."""
    screen = hand_messages(fd, user)[-1]
    controls = enabled(screen)
    if "knock" in controls:
        r = await user.click(screen, controls["knock"]["custom_id"])
        if await r.wait_ack() == 4:  # several ways to knock: a menu, first is best
            picker = r.original
            menu = flat(picker.components)[0]
            await user.select(picker, menu["custom_id"], [menu["options"][0]["value"]])
        return "knock"
    return await move_on(fd, user)


async def move_on(fd: FakeDiscord, user: User) -> str:
    """The user's next move on their latest DM hand screen, never a knock: discard the
    card leaving the least deadwood, else pass the upcard or draw."""
    screen = hand_messages(fd, user)[-1]
    controls = enabled(screen)
    if "discard" in controls:
        r = await user.select(screen, controls["discard"]["custom_id"],
                              [best_discard_option(controls["discard"])])
        await r.wait_ack()
        return "discard"
    action = "pass" if "pass" in controls else "stock"
    r = await user.click(screen, controls[action]["custom_id"])
    await r.wait_ack()
    return action


async def challenge_accepted(ann: User, bob: User, where: Channel, **options: Any) -> None:
    """Ann challenges Bob in ``where`` and Bob accepts."""
    offer = await (await ann.slash(where, "gin challenge", opponent=bob, **options)
                   ).wait_response()
    await (await bob.click(offer, control(offer, "accept"))).wait_ack()


async def play_turns(
    fd: FakeDiscord, user: User, move: Callable[[], Awaitable[Any]], done: Callable[[], bool],
    timeout: float = 30,
) -> list[Any]:
    """Make ``move()`` whenever it is the user's turn (their DM screen says so) until
    ``done()``; returns what each move returned."""
    made = []

    def my_turn() -> bool:
        return bool(controls_now(fd, user).keys() & PLAYABLE)

    while True:
        await fd.wait_for(lambda: done() or my_turn(), timeout, f"{user.name}'s turn")
        if done():
            return made
        before = screen_state(fd, user)
        made.append(await move())
        await fd.wait_for(lambda b=before: screen_state(fd, user) != b or done(), timeout,
                          f"{user.name}'s hand to change")


async def play_by_buttons(fd: FakeDiscord, user: User, done: Callable[[], bool]) -> int:
    """Play the user's turns from their DMs until ``done()``; returns the moves made."""
    return len(await play_turns(fd, user, lambda: play_turn_by_buttons(fd, user), done))


def match_over_in(fd: FakeDiscord, thread: Channel) -> bool:
    """The summary is in the thread: the message that offers a rematch."""
    return any(c.get("custom_id", "").endswith(":rematch")
               for m in fd.thread_messages(thread) for c in flat(m.components))


def choice_deadwood(choice: dict[str, Any]) -> int:
    """The deadwood an autocomplete choice says its card leaves, in any language: the
    number after the card's name, whatever the words around it."""
    card = Card.parse(choice["value"])
    hint = choice["name"]
    for locale in Locale:
        hint = hint.removeprefix(card_name(locale, card))
    return int(re.search(r"\d+", hint)[0])


async def play_turn_by_commands(fd: FakeDiscord, user: User, where: Channel) -> str:
    """One move with slash commands in ``where``, reading the phase from the DM screen
    and the choices from autocomplete: knock when offered, else the discard that
    leaves the least deadwood."""
    controls = enabled(hand_messages(fd, user)[-1])
    if "pass" in controls:
        r = await user.slash(where, "pass")
    elif "stock" in controls:
        r = await user.slash(where, "draw", source="stock")
    else:
        knocks = await user.autocomplete(where, "knock", "card", "")
        if knocks:
            r = await user.slash(where, "knock", card=knocks[0]["value"])
        else:
            options = await user.autocomplete(where, "discard", "card", "")
            best = min(options, key=choice_deadwood)
            r = await user.slash(where, "discard", card=best["value"])
    reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply.content


async def play_by_commands(
    fd: FakeDiscord, user: User, where: Channel, done: Callable[[], bool]
) -> list[str]:
    """Play the user's turns with slash commands until ``done()``; returns the replies."""
    return await play_turns(fd, user, lambda: play_turn_by_commands(fd, user, where), done)


# -- the leak scan ---------------------------------------------------------------------

CARD_TEXT = re.compile(r"(10|[AJQK2-9])([♠♥♦♣])")


def _cut_line() -> re.Pattern[str]:
    """The line of the cut, in every language: its cards come from a deck of their own."""
    forms = set()
    blank = dict.fromkeys(("first", "second", "dealer", "first_card", "second_card"), "\0")
    table = dict.fromkeys(("cuts", "dealer"), "\0")
    for locale in Locale:
        for line in (say(locale, "news-cut", **blank), say(locale, "news-cut-tie", **blank),
                     say(locale, "news-cut-table", **table),
                     say(locale, "news-cut-table-tie", recut="\0", **table)):
            forms.add(".*".join(re.escape(part.strip(" ")) for part in line.split("\0")))
    return re.compile("|".join(sorted(forms)))


CUT_LINE = _cut_line()


def _hand_number() -> re.Pattern[str]:
    """How a message names the hand it is about, in every language: the words around
    the number in each catalogue's hand header ("hand 3", "第 3 局", "pusingan 3")."""
    forms = set()
    for locale in Locale:
        header = say(locale, "hand-header", match="", hand=424242, score="")
        part = next(p for p in header.split("·") if "424242" in p).strip()
        forms.add(re.escape(part).replace("424242", r"(\d+)"))
    return re.compile("|".join(f"(?:{form})" for form in sorted(forms)), re.IGNORECASE)


HAND_NUMBER = _hand_number()


def secrets_by_hand(record: MatchRecord) -> list[tuple[set[Card], ...]]:
    """For each hand (a team round), the cards that stayed hidden until the showdown
    from each seat, then from the channel (last): on a board, the cards of a hand
    never taken from the pile (the opponent's; both for one not playing there) and
    the stock left at the end. Each board of a team round has a deck of its own, so
    a card is a secret only when it is one on every board."""
    table = new_table(record.rules, record.seed)
    seats = record.seats or tuple((None,) * len(actions) for actions in record.hands)
    readers: list[int | None] = [*range(table.seats), None]
    secrets = []
    for index, (actions, movers) in enumerate(zip(record.hands, seats, strict=True)):
        if index:
            table.next_hand()
        for text, seat in zip(actions, movers, strict=True):
            table.apply(parse_action(text), seat)
        hidden = [_hidden_on(board, reader) for board in table.boards for reader in readers]
        per_board = [hidden[b * len(readers):(b + 1) * len(readers)]
                     for b in range(len(table.boards))]
        secrets.append(tuple(set.intersection(*(board[r] for board in per_board))
                             for r in range(len(readers))))
    return secrets


def _hidden_on(board: Board, reader: int | None) -> set[Card]:
    """What ``reader`` (a table seat, None: the channel) cannot know of a board's hand."""
    hand = board.hand
    held = [set(hand.hand(0)), set(hand.hand(1))]
    if hand.result is not None:
        held = [set(hand.result.hands[0]), set(hand.result.hands[1])]
    taken = [{e.card for e in hand.history if e.kind == "take" and e.player == seat}
             for seat in (0, 1)]
    unseen = [held[seat] - taken[seat] for seat in (0, 1)]
    stock = set(hand.stock)
    if reader in board.players:
        return unseen[1 - board.players.index(reader)] | stock
    return unseen[0] | unseen[1] | stock


def cards_named(text: str) -> set[Card]:
    return {Card.parse(rank + suit) for rank, suit in CARD_TEXT.findall(text)}


def leaks(fd: FakeDiscord, record: MatchRecord, seats: tuple[User | None, ...],
          channels: Collection[Channel] | None = None) -> list[str]:
    """Every message version visible to a player (``seats``: the person at each seat,
    None for the computer) or to the server, written while a hand was in play (it
    names the hand), that names a card the reader could not know. With ``channels``
    (the match's thread and its channel, when other matches play in the same servers)
    only the server messages there are the match's; DMs are the players' own."""

    def ours(message: Message) -> bool:
        return message.channel.guild is None or channels is None or message.channel in channels

    secrets = secrets_by_hand(record)
    found = []
    public = [m for m in fd.messages
              if not m.ephemeral and m.channel.guild is not None and ours(m)]
    readers: list[tuple[str, list[Message], int]] = [("the channel", public, len(seats))]
    for seat, user in enumerate(seats):
        if user is not None:
            readers.append((user.name, [m for m in fd.messages_visible_to(user) if ours(m)],
                            seat))
    for reader, messages, who in readers:
        for message in messages:
            if message.attachments and message.attachments[0].filename in (
                    "showdown.png", "summary.png"):
                continue  # after the hand: both hands are shown face up
            for version in message.versions:
                found_number = HAND_NUMBER.search(version.content)
                if found_number is None:
                    continue
                number = int(next(g for g in found_number.groups() if g))
                if number > len(secrets):
                    continue
                hidden = secrets[number - 1][who]
                shown = cards_named(CUT_LINE.sub("", version.content)) & hidden
                if shown:
                    found.append(f"{reader} saw {sorted(map(str, shown))} in "
                                 f"{version.content[:120]!r}")
    return found


async def assert_no_leaks(t: GinTable, match_id: int) -> None:
    await assert_no_leaks_at(t.fd, t.bot, match_id, (t.ann, t.bob, t.carol))


async def assert_no_leaks_at(fd: FakeDiscord, bot: GinBot, match_id: int,
                             people: tuple[User, ...]) -> None:
    """No message shown to anyone at the table (``people`` by user) or to the server
    names a card its reader could not know."""
    info = await bot.service.match_info(match_id)
    users = {u.id: u for u in people}
    seats = tuple(users.get(seat.user_id or 0) for seat in info.seats)
    record = await bot.service.record(match_id)
    assert record.hands, "the match has no hands to scan"
    found = leaks(fd, record, seats)
    assert not found, "\n".join(found[:10])


def transcript(path: Path, fd: FakeDiscord, readers: dict[str, list[Message]]) -> None:
    """What each reader read, message by message (final texts) and the buttons, for
    the closing notes and for looking at by hand."""
    with path.open("w", encoding="utf-8") as out:
        for who, messages in readers.items():
            out.write(f"===== {who} =====\n")
            for message in messages:
                if message.content:
                    out.write(f"[{message.channel.name or 'DM'}] {message.content}\n")
                labels = [c.get("label") for c in flat(message.components) if c.get("label")]
                if labels:
                    out.write(f"    buttons: {' | '.join(labels)}\n")


# -- the bot as a process ---------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def bot_env(fd: FakeDiscord, database: Location) -> dict[str, str]:
    env = {**os.environ, **fd.bot_env(), "GINBOT_DATABASE": str(database),
           "GINBOT_LOG_LEVEL": "WARNING"}
    env.pop("GINBOT_GUILD", None)
    return env


@contextlib.asynccontextmanager
async def bot_process(
    fd: FakeDiscord, database: Location, log: Path | None = None, folder: Path | None = None,
    arguments: tuple[str, ...] = (), ready: bool = True,
) -> AsyncIterator[asyncio.subprocess.Process]:
    """``ginbot run`` as users run it, against the emulator, on a SQLite file or a
    PostgreSQL URL (its settings file then in ``folder``), with ``arguments`` (such as
    ``--process 1/3``); its log (warnings and errors) in ``log``, else on the test's
    stderr. With ``ready`` the block starts once the bot is connected and its commands
    synced; without, at once (several processes are waited for together)."""
    # Not the repository's own .env:
    settings = (folder if folder is not None else Path(database).parent) / "empty.env"
    settings.write_text("")
    since = fd.gateway.identifies
    with log.open("a") if log is not None else contextlib.nullcontext() as stderr:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "ginbot", "run", "--env-file", str(settings), *arguments,
            cwd=ROOT, env=bot_env(fd, database), stderr=stderr)
    try:
        if ready:
            await fd.wait_ready(*GIN_COMMANDS, since=since, timeout=60)
        yield process
    finally:
        if process.returncode is None:
            process.kill()
        await process.wait()
