"""Server tournaments on Discord (issue 39), end to end through the emulator: a Swiss of
people and computer players from ``/gin tournament create`` to the podium, with a player
who never shows up and forfeits at each deadline (the service's clock); a knockout of
five computers with byes and its bracket; a round robin of four with duplicate deals,
every match of a round dealt the same cards; the tournament's message edited after each
result; managers' decisions shown on it; and the wrong clicks and commands refused in
the reader's words, only to them."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest

from cards_img.standings import entrant_names
from cogs import lobby, play
from cogs.tournaments import CONTROLS
from ginbot.model import (
    GameEnd,
    NoSuchTournament,
    Tournament,
    TournamentNews,
    TournamentProblem,
    TournamentRefused,
    TournamentStatus,
)
from ginbot.service import ManualClock, delivery
from ginbot.text import Locale, listing, refusal, say
from ginbot.tournament import standings
from tests.db_support import Location
from tests.discord_support import (
    FAST,
    GIN_COMMANDS,
    PLAYABLE,
    GinTable,
    control,
    enabled,
    flat,
    gin_table,
    hand_messages,
    make_bot,
    play_turn_by_buttons,
    screen_state,
    transcript,
)
from tests.fakecord import FakeDiscord, Message, Perm, User

EN = Locale.EN
HOUR = 3600.0
T = TypeVar("T")
PICTURES = os.environ.get("GINBOT_TOURNAMENT_PICTURES")
"""A folder to keep the standings and bracket pictures the bot sent, to look at."""


# -- driving the tournament's message ------------------------------------------------------


async def until(check: Callable[[], Awaitable[T]], what: str, timeout: float = 30) -> T:
    """Poll an async condition of the bot's state until it holds (then its value)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        found = await check()
        if found:
            return found
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


def tournament_number(message: Message) -> int:
    """The tournament a sign-up message is for, from its Join button (gin:t<id>:join)."""
    return int(control(message, "join").split(":")[1][1:])


async def created(t: GinTable, user: User, **options: Any) -> tuple[Message, int]:
    """``user`` creates a tournament: its message, posted for all in the channel."""
    r = await user.slash(t.chan, "gin tournament create", **options)
    message = await r.wait_response()
    assert not message.ephemeral, message.content
    return message, tournament_number(message)


async def click(user: User, message: Message, action: str) -> Message:
    """``user`` clicks ``action`` on the message: what they alone read back."""
    r = await user.click(message, control(message, action))
    reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply


async def add_computer(user: User, message: Message, level: str) -> Message:
    r = await user.select(message, control(message, "computer"), [level])
    reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply


async def command(user: User, where: Any, name: str, **options: Any) -> str:
    """A /gin tournament command's answer, which only the caller sees."""
    r = await user.slash(where, f"gin tournament {name}", **options)
    await r.wait_ack()
    reply = r.messages[-1] if r.messages else None
    if reply is None or reply.loading:
        reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply.content


def posted(t: GinTable, text: str) -> list[Message]:
    """The bot's messages in the channel (not the tournament's own) that start so."""
    return [m for m in t.fd.channel_messages(t.chan) if m.content.startswith(text)]


async def tournament(t: GinTable, number: int) -> Tournament:
    return await t.bot.service.tournament(number)


async def round_on(t: GinTable, number: int, round_number: int) -> Tournament:
    """Round ``round_number`` is paired and each of its games under way (or decided)."""
    async def ready() -> Tournament | None:
        now = await tournament(t, number)
        games = now.games_of(round_number)
        if now.round == round_number and games and all(
                g.decided or g.match_id is not None for g in games):
            return now
        return None
    return await until(ready, f"round {round_number}")


def keep_pictures(message: Message, label: str) -> None:
    """With GINBOT_TOURNAMENT_PICTURES set, the message's pictures are kept there."""
    if not PICTURES:
        return
    folder = Path(PICTURES)
    folder.mkdir(parents=True, exist_ok=True)
    for attachment in message.attachments:
        (folder / f"{label}_{attachment.filename}").write_bytes(attachment.data)


# -- playing a person's game from their DMs ---------------------------------------------------


def screen_of(t: GinTable, user: User, match_id: int) -> Message | None:
    """The user's latest hand screen, if it is this match's."""
    screens = hand_messages(t.fd, user)
    if not screens:
        return None
    ids = [c.get("custom_id", "") for c in flat(screens[-1].components)]
    return screens[-1] if any(i.startswith(f"gin:{match_id}:") for i in ids) else None


async def play_game(t: GinTable, user: User, match_id: int, absent: frozenset[int]) -> int:
    """``user`` plays their match by the buttons of their DM hand screen until it ends,
    or until it waits for someone ``absent``; returns the moves made."""
    service = t.bot.service
    moves = 0
    while True:
        info = await service.match_info(match_id)
        if info.finished:
            return moves
        view = await service.public_view(match_id)
        movers = {info.seats[seat].user_id for seat in view.to_move}
        if movers & absent:
            return moves
        screen = screen_of(t, user, match_id)
        if user.id in movers and screen is not None and enabled(screen).keys() & PLAYABLE:
            before = screen_state(t.fd, user)
            await play_turn_by_buttons(t.fd, user)
            moves += 1
            await t.fd.wait_for(lambda b=before: screen_state(t.fd, user) != b,
                                what=f"{user.name}'s hand to change")
        else:
            await asyncio.sleep(0.01)


async def play_round(t: GinTable, number: int, round_number: int, people: dict[int, User],
                     absent: frozenset[int] = frozenset()) -> Tournament:
    """Every person of the round, except ``absent`` ones, plays their game from their DMs;
    the computers play theirs. Returns the tournament once only games waiting for
    someone absent are left (or the round is over)."""
    now = await round_on(t, number, round_number)
    games = []
    for game in now.games_of(round_number):
        if game.decided or game.match_id is None:
            continue
        for entry in game.entrants:
            user_id = now.entrant(entry).seat.user_id
            if user_id is not None and user_id not in absent:
                games.append(play_game(t, people[user_id], game.match_id, absent))
    await asyncio.gather(*games)

    async def settled() -> Tournament | None:
        now = await tournament(t, number)
        left = [g for g in now.games_of(round_number) if not g.decided]
        if now.round != round_number or all(
                {now.entrant(e).seat.user_id for e in g.entrants} & absent for g in left):
            return now
        return None
    return await until(settled, f"the games of round {round_number} without the absent")


def game_dm_text(t: Tournament, game_round: int, user_id: int, thread: int) -> str:
    """The DM a person gets when their game of ``game_round`` starts."""
    names = entrant_names(EN, t.entrants)
    mine = t.entrant_of(user_id)
    assert mine is not None
    game = next(g for g in t.games_of(game_round) if mine.number in g.entrants)
    assert game.second is not None
    other = game.second if mine.number == game.first else game.first
    return say(EN, "tournament-game-dm", name=t.name,
               stage=say(EN, "standings-round", round=game_round, rounds=t.rounds),
               opponent=names[other], thread=f"<#{thread}>", deadline=int(t.round_ends_at or 0))


def podium_text(t: Tournament) -> str:
    names = entrant_names(EN, t.entrants)
    rows = [r for r in standings(t.format, t.entrants, t.games, duplicate=t.duplicate)
            if r.place <= 3 and not r.entrant.removed]
    lines = [say(EN, "tournament-podium", name=t.name)]
    for place in sorted({r.place for r in rows}):
        lines.append(say(EN, "tournament-podium-place", place=place, names=listing(
            EN, tuple(names[r.entrant.number] for r in rows if r.place == place))))
    return "\n".join(lines)


# -- the tests ----------------------------------------------------------------------------


async def test_each_control_builds_its_custom_id_and_parses_it_back() -> None:
    for kind in CONTROLS:
        made = kind(42)
        assert made.custom_id == f"gin:t42:{kind.action}"
        found = kind.__discord_ui_compiled_template__.fullmatch(made.custom_id)
        assert found is not None
        parsed = await kind.from_custom_id(cast(Any, None), made.item, found)
        assert type(parsed) is kind and parsed.key == f"tournament 42 {kind.action}"
        others = [*CONTROLS, *lobby.CONTROLS, *play.CONTROLS]
        assert [other for other in others
                if other.__discord_ui_compiled_template__.fullmatch(made.custom_id)] == [kind]


@pytest.mark.slow
async def test_a_swiss_of_people_and_computers_to_the_podium_with_a_no_show(
        tmp_path: Path, database: Location) -> None:
    clock = ManualClock()
    async with gin_table(tmp_path, clock=clock, database=database) as t:
        dan, eve, fay = t.fd.add_user("dan"), t.fd.add_user("eve"), t.fd.add_user("fay")
        people = {u.id: u for u in (t.ann, t.bob, t.carol, dan, eve, fay)}
        message, number = await created(t, t.ann, format="swiss", name="Friday Gin", rounds=3,
                                        target=25, round_hours=2)
        assert message.content.splitlines()[0] == say(
            EN, "tournament-head", name="Friday Gin", format="Swiss", id=number)
        assert message.labels() == [say(EN, "button-tournament-join"),
                                    say(EN, "button-tournament-leave"),
                                    say(EN, "button-tournament-start"),
                                    say(EN, "tournament-add-computer")]
        for user in (t.bob, t.carol, dan, eve, fay):
            reply = await click(user, message, "join")
            assert reply.content == say(EN, "tournament-joined", name="Friday Gin")
        for _ in range(2):
            reply = await add_computer(t.ann, message, "easy")
        computer = say(EN, "computer-name", level="easy")
        assert reply.content == say(EN, "tournament-computer-added", computer=computer,
                                    name="Friday Gin")
        everyone = ("Ann", "Bob", "Carol", "Dan", "Eve", "Fay", f"{computer} 7",
                    f"{computer} 8")
        entered = say(EN, "tournament-players", count=8, names=listing(EN, everyone))
        await t.fd.wait_for(lambda: entered in message.content, what="eight on the list")

        await click(t.ann, message, "start")
        first = await round_on(t, number, 1)
        assert first.status is TournamentStatus.RUNNING and first.rounds == 3
        await t.fd.wait_for(lambda: message.components == () and message.attachments,
                            what="the standings on the message")
        assert message.attachments[0].filename == "standings.png"
        paired = say(EN, "tournament-round-paired", name="Friday Gin",
                     stage=say(EN, "standings-round", round=1, rounds=3))
        announced = await t.fd.wait_for(lambda: posted(t, paired), what="round 1 announced")
        assert len(announced[0].content.splitlines()) == 1 + 4 + 1  # the games, the end

        for round_number in (1, 2, 3):
            now = await round_on(t, number, round_number)
            # Each person hears by DM where their game is, against whom, until when.
            for user_id, user in people.items():
                game = next(g for g in now.games_of(round_number)
                            if now.entrant_of(user_id).number in g.entrants)
                assert game.match_id is not None
                thread = await until(
                    lambda g=game: _thread_of(t, g.match_id), "the game's thread")
                expected = game_dm_text(now, round_number, user_id, thread)
                await t.fd.wait_for(lambda u=user, e=expected: any(
                    m.content == e for m in t.fd.dms(u)), what=f"{user.name}'s game DM")
            versions = len(message.versions)
            now = await play_round(t, number, round_number, people, frozenset({dan.id}))
            left = [g for g in now.games_of(round_number) if not g.decided]
            assert len(left) == 1 and now.entrant_of(dan.id).number in left[0].entrants
            await t.fd.wait_for(lambda v=versions: len(message.versions) > v,
                                what="the standings edited after the results")
            # A quarter of the round's time before its end, its players are told.
            await clock.advance(1.5 * HOUR)
            soon = await t.fd.wait_for(lambda r=round_number: len(warnings(t, dan)) == r
                                       and warnings(t, dan), what="Dan's warning")
            assert f"<#{await _thread_of(t, left[0].match_id)}>" in soon[-1].content
            await clock.advance(0.5 * HOUR)
            decided = await until(lambda r=round_number: _decided(t, number, r),
                                  f"round {round_number} decided")
            game = next(g for g in decided.games_of(round_number)
                        if decided.entrant_of(dan.id).number in g.entrants)
            assert game.end is GameEnd.FORFEIT and game.winner != decided.entrant_of(
                dan.id).number
            keep_pictures(message, f"swiss_round_{round_number}")

        final = await until(lambda: _finished(t, number), "the tournament over")
        assert len(final.games) == 12 and all(g.decided for g in final.games)
        podium = await t.fd.wait_for(lambda: posted(t, say(EN, "tournament-podium",
                                                          name="Friday Gin")),
                                     what="the podium")
        assert podium[0].content == podium_text(final)
        await t.fd.wait_for(lambda: say(EN, "tournament-finished-line")
                            in message.content.splitlines(), what="the final standings")
        rows = standings(final.format, final.entrants, final.games)
        assert rows[-1].entrant.seat.user_id == dan.id and rows[-1].score == 0
        assert message.attachment("standings.png").image_size()[0] > 400
        keep_pictures(message, "swiss_final")
        # Afterwards: listed, and shown to whoever asks
        listed = await command(t.carol, t.chan, "list")
        assert f"#{number} **Friday Gin**" in listed
        choices = await t.carol.autocomplete(t.chan, "gin tournament show", "tournament",
                                             "fri")
        assert [c["value"] for c in choices] == [number]
        r = await t.carol.slash(t.chan, "gin tournament show", tournament=number)
        shown = await r.wait_followup()
        assert shown.ephemeral and shown.content == message.content
        assert not t.fd.errors_returned()
        if PICTURES:  # and what each reader read, to look at
            transcript(Path(PICTURES) / "swiss_transcript.txt", t.fd, {
                "#games": t.fd.channel_messages(t.chan),
                **{f"{user.name}'s DMs": [m for m in t.fd.dms(user)
                                          if not hand_messages(t.fd, user).count(m)]
                   for user in people.values()}})
            with (Path(PICTURES) / "swiss_transcript.txt").open("a", encoding="utf-8") as out:
                for at, version in enumerate(message.versions):
                    out.write(f"===== the tournament's message, version {at} =====\n"
                              f"{version.content}\n")


def warnings(t: GinTable, user: User) -> list[Message]:
    """The deadline warnings the user got by DM."""
    return [m for m in t.fd.dms(user) if m.content.startswith("⏰")]


async def _thread_of(t: GinTable, match_id: int | None) -> int | None:
    assert match_id is not None
    return (await t.bot.service.match_info(match_id)).thread_id


async def _decided(t: GinTable, number: int, round_number: int) -> Tournament | None:
    now = await tournament(t, number)
    return now if all(g.decided for g in now.games_of(round_number)) else None


async def _finished(t: GinTable, number: int) -> Tournament | None:
    now = await tournament(t, number)
    return now if now.status is TournamentStatus.FINISHED else None


async def computers_only(t: GinTable, levels: list[str], **options: Any) -> tuple[Message, int]:
    """Ann creates a tournament, enters computers of ``levels``, leaves and starts it."""
    message, number = await created(t, t.ann, **options)
    for level in levels:
        await add_computer(t.ann, message, level)
    reply = await click(t.ann, message, "leave")
    assert reply.content == say(EN, "tournament-left", name=options["name"])
    await t.fd.wait_for(lambda: "Ann" not in message.content.splitlines()[-1],
                        what="Ann off the list")
    await click(t.ann, message, "start")  # its creator starts it without playing
    return message, number


async def test_a_knockout_of_five_computers_with_byes(tmp_path: Path, database: Location
                                                      ) -> None:
    async with gin_table(tmp_path, database=database) as t:
        message, number = await computers_only(
            t, ["easy"] * 5, format="knockout", name="Five Card Cup", target=25)
        final = await until(lambda: _finished(t, number), "the knockout over", timeout=50)
        assert final.rounds == 3
        first = final.games_of(1)
        assert [g.second is None for g in first].count(True) == 3, "three byes"
        assert all(g.end is GameEnd.BYE for g in first if g.second is None)
        assert len(final.games_of(2)) == 2 and len(final.games_of(3)) == 1
        podium = await t.fd.wait_for(lambda: posted(t, say(EN, "tournament-podium",
                                                          name="Five Card Cup")),
                                     what="the podium")
        assert podium[0].content == podium_text(final)
        await t.fd.wait_for(lambda: say(EN, "tournament-finished-line")
                            in message.content.splitlines(), what="the final standings")
        assert [a.filename for a in message.attachments] == ["bracket.png", "standings.png"]
        assert say(EN, "bracket-champion") in message.content or say(
            EN, "standings-champion") in message.content
        for stage in (say(EN, "bracket-semi-finals"), say(EN, "bracket-final")):
            announced = say(EN, "tournament-round-paired", name="Five Card Cup", stage=stage)
            assert posted(t, announced), stage
        assert len(message.versions) > 4  # edited after the results, not posted anew
        keep_pictures(message, "knockout_final")
        # The outbox tells a notice again after a crash: nothing is posted twice.
        token = delivery._NOTICE.set("999999.0")
        try:
            for _ in range(2):
                await t.bot.notifier.tournament_news(final, TournamentNews.FINISHED, None, None)
        finally:
            delivery._NOTICE.reset(token)
        assert len(posted(t, podium[0].content)) == 2  # the first podium, and one repeat
        assert [a.filename for a in message.attachments] == ["bracket.png", "standings.png"]
        assert not t.fd.errors_returned()


async def test_a_round_robin_of_four_with_duplicate_deals(tmp_path: Path, database: Location
                                                          ) -> None:
    async with gin_table(tmp_path, database=database) as t:
        message, number = await computers_only(
            t, ["easy", "easy", "normal", "normal"], format="round_robin", name="Club Cup",
            target=25, duplicate=True)
        assert say(EN, "tournament-duplicate") in message.versions[0].content
        final = await until(lambda: _finished(t, number), "the round robin over",
                            timeout=50)
        assert final.rounds == 3 and len(final.games) == 6
        met = {frozenset(g.entrants) for g in final.games}
        assert len(met) == 6, "everyone met everyone once"
        service = t.bot.service
        seeds = []
        for round_number in (1, 2, 3):
            games = final.games_of(round_number)
            records = [await service.record(g.match_id or 0) for g in games]
            deals = min(len(r.hand_seeds) for r in records)
            assert records[0].hand_seeds[:deals] == records[1].hand_seeds[:deals], \
                f"round {round_number}: the same deals at both boards"
            dealt = [await service.replay_hand(g.match_id or 0, 1) for g in games]
            hands = [frozenset(frozenset(held) for held in d.boards[0].held) for d in dealt]
            assert hands[0] == hands[1], "the same cards in the first hand"
            # Seats mirrored: each deal's first dealer is the other board's second player.
            assert games[0].first_seat != games[1].first_seat
            seeds.append(records[0].hand_seeds[0])
        assert len(set(seeds)) == 3, "each round has deals of its own"
        await t.fd.wait_for(lambda: say(EN, "tournament-finished-line")
                            in message.content.splitlines(), what="the final standings")
        keep_pictures(message, "round_robin_final")
        assert not t.fd.errors_returned()


async def test_wrong_clicks_and_commands_are_refused_only_to_their_caller(
        tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        dan = t.fd.add_user("dan", locale="zh-CN")
        message, number = await created(t, t.ann, format="swiss", name="Cup", target=25)
        name = "Cup"

        def words(problem: TournamentProblem, locale: Locale = EN, who: str | None = None
                  ) -> str:
            return refusal(locale, TournamentRefused(problem, name, who))

        await click(t.bob, message, "join")
        assert (await click(t.bob, message, "join")).content == words(
            TournamentProblem.ALREADY_ENTERED)
        assert (await click(dan, message, "leave")).content == words(
            TournamentProblem.NOT_ENTERED, Locale.ZH_CN)
        assert (await click(t.bob, message, "start")).content == words(
            TournamentProblem.NOT_CREATOR, who="Ann")
        assert (await add_computer(t.bob, message, "expert")).content == words(
            TournamentProblem.NOT_CREATOR, who="Ann")
        assert await command(t.bob, t.chan, "cancel", tournament=number) == words(
            TournamentProblem.NOT_MANAGER)
        assert await command(t.carol, t.chan, "show", tournament=number + 7) == refusal(
            EN, NoSuchTournament(number + 7))
        await click(t.carol, message, "join")
        await click(dan, message, "join")
        await click(t.ann, message, "start")
        await round_on(t, number, 1)
        late = t.fd.add_user("erin")
        assert (await click(late, message, "join")).content == words(TournamentProblem.STARTED)
        assert await command(t.ann, t.chan, "cancel", tournament=number) == words(
            TournamentProblem.NOT_MANAGER)  # its creator, once it runs
        entry = {u.id: (await tournament(t, number)).entrant_of(u.id)
                 for u in (t.ann, t.bob, t.carol, dan)}
        numbers = {user_id: e.number for user_id, e in entry.items() if e is not None}
        assert await command(t.bob, t.chan, "record", tournament=number,
                             winner=numbers[t.bob.id], reason="I won") == words(
            TournamentProblem.NOT_MANAGER)
        assert (await tournament(t, number)).status is TournamentStatus.RUNNING

        # A manager's decisions, each on the message with its reason.
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        now = await tournament(t, number)
        bob_game = next(g for g in now.games_of(1) if now.entrant_of(t.bob.id).number
                        in g.entrants)
        # The players to pick from: everyone still in, by name
        picks = await t.carol.autocomplete(t.chan, "gin tournament record", "winner", "",
                                           tournament=number)
        assert [(c["name"], c["value"]) for c in picks] == [
            (name_, numbers[u.id]) for name_, u in (("Ann", t.ann), ("Bob", t.bob),
                                                    ("Carol", t.carol), ("Dan", dan))]
        assert [c["name"] for c in await t.carol.autocomplete(
            t.chan, "gin tournament remove", "player", "d", tournament=number)] == ["Dan"]
        assert await command(t.carol, t.chan, "record", tournament=number,
                             winner=numbers[t.bob.id], reason="Ann's connection") == say(
            EN, "tournament-recorded", player="Bob", name=name)
        assert await command(t.carol, t.chan, "remove", tournament=number, player=99
                             ) == words(TournamentProblem.NOT_ENTERED)
        assert await command(t.carol, t.chan, "remove", tournament=number,
                             player=numbers[dan.id],
                             reason="left") == say(EN, "tournament-removed", player="Dan",
                                                   name=name)
        recorded = "• " + say(EN, "tournament-act-reason", act=say(
            EN, "tournament-act-recorded", by="Carol", name="Bob"), reason="Ann's connection")
        removed = "• " + say(EN, "tournament-act-reason", act=say(
            EN, "tournament-act-removed", by="Carol", name="Dan"), reason="left")
        await t.fd.wait_for(lambda: recorded in message.content and removed in message.content,
                            what="the decisions on the message")
        now = await tournament(t, number)
        assert next(g for g in now.games if g.round == 1 and g.board == bob_game.board
                    ).winner == now.entrant_of(t.bob.id).number
        assert await command(t.carol, t.chan, "cancel", tournament=number,
                             reason="storm") == say(EN, "tournament-cancelled", name=name)
        await t.fd.wait_for(lambda: say(EN, "tournament-cancelled-line") in message.content,
                            what="the message cancelled")
        assert (await tournament(t, number)).status is TournamentStatus.CANCELLED
        assert await command(t.carol, t.chan, "cancel", tournament=number) == words(
            TournamentProblem.OVER)


async def test_only_managers_create_tournaments_where_the_server_says_so(
        tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.guild.add_role("Hosts", t.carol, permissions=Perm.MANAGE_GUILD)
        r = await t.carol.slash(t.chan, "gin settings", tournaments="managers")
        reply = await r.wait_response()
        assert reply.content.splitlines()[-1] == say(EN, "settings-tournaments-managers")
        r = await t.ann.slash(t.chan, "gin tournament create", format="knockout")
        refused = await r.wait_response()
        assert refused.ephemeral and refused.content == refusal(
            EN, TournamentRefused(TournamentProblem.MANAGERS_ONLY, "Ann's tournament"))
        message, _ = await created(t, t.carol, format="knockout")
        assert say(EN, "tournament-players", count=1, names="Carol") in message.content
        assert "Carol's tournament" in message.content.splitlines()[0]


async def test_the_sign_up_buttons_work_after_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "ginbot.sqlite3"
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob, carol = fd.add_user("ann"), fd.add_user("bob"), fd.add_user("carol")
        first = make_bot(fd, guild, database, FAST)
        async with fd.running(first, *GIN_COMMANDS):
            r = await ann.slash(chan, "gin tournament create", format="round_robin",
                                name="Night Cup", target=25)
            message = await r.wait_response()
            number = tournament_number(message)
            await click(bob, message, "join")
            await first.service.settle()
        second = make_bot(fd, guild, database, FAST)
        async with fd.running(second, *GIN_COMMANDS):
            reply = await click(carol, message, "join")  # the message of the first run
            assert reply.content == say(EN, "tournament-joined", name="Night Cup")
            await fd.wait_for(lambda: say(EN, "tournament-players", count=3, names=listing(
                EN, ("Ann", "Bob", "Carol"))) in message.content, what="Carol on the list")
            await click(ann, message, "start")
            await fd.wait_for(lambda: message.components == () and message.attachments,
                              what="the standings on the message")
            assert (await second.service.tournament(number)).status is TournamentStatus.RUNNING


async def test_the_bot_restarted_mid_round_plays_the_round_on(tmp_path: Path,
                                                             database: Location) -> None:
    """Ann, Bob and Carol in a round robin: the bot stops while round 1's game is under
    way; the next run keeps its match and deadline, and the round ends and the next one
    is paired by itself once the game is played from the DMs of the first run."""
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Card Club")
        chan = guild.add_text_channel("games")
        ann, bob, carol = fd.add_user("ann"), fd.add_user("bob"), fd.add_user("carol")
        people = {u.id: u for u in (ann, bob, carol)}
        first = make_bot(fd, guild, database, FAST)
        async with fd.running(first, *GIN_COMMANDS):
            table = GinTable(fd, guild, chan, ann, bob, carol, first, database)
            message, number = await created(table, ann, format="round_robin",
                                            name="Night Cup", target=25)
            for user in (bob, carol):
                await click(user, message, "join")
            await click(ann, message, "start")
            before = await round_on(table, number, 1)
            await first.service.settle()
        second = make_bot(fd, guild, database, FAST)
        async with fd.running(second, *GIN_COMMANDS):
            table = GinTable(fd, guild, chan, ann, bob, carol, second, database)
            again = await tournament(table, number)
            assert again.round == 1 and again.round_ends_at == before.round_ends_at
            assert again.games == before.games
            await play_round(table, number, 1, people)
            after = await round_on(table, number, 2)
            assert all(g.decided for g in after.games_of(1))
            announced = say(EN, "tournament-round-paired", name="Night Cup",
                            stage=say(EN, "standings-round", round=2, rounds=3))
            await fd.wait_for(lambda: posted(table, announced), what="round 2 announced")
            assert len(posted(table, announced)) == 1
            await second.service.settle()
            assert not fd.errors_returned()
