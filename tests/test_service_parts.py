"""The service in parts: each part's module imports on its own, and ``MatchService``
keeps the public face it had as one class, so every front end works unchanged."""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections.abc import Callable

import pytest

from ginbot.engine import Rules
from ginbot.service import GuildSettings, ManualClock, MatchService, Notifier, User
from ginbot.service.lobby import Lobby
from ginbot.service.memory import FrontEndMemory
from ginbot.service.queries import Queries
from ginbot.service.results import Results
from ginbot.service.settings import Settings
from ginbot.service.tables import Tables
from ginbot.service.tournaments import Tournaments
from tests.service_support import Recorder, quick_service, running

ANN, BOB = User(1, "Ann"), User(2, "Bob")
GUILD, CHANNEL = 10, 100

SETTINGS = ("database_path", "synchronous", "notifier", "clock", "computer_pause",
            "autoplay_level", "guild_defaults")  # what a service was made with, readable
PARTS = ("context", "lobby", "tables", "scheduler", "results", "queries", "settings", "memory",
         "tournaments", "seasons")
# The front's name of each of the tournaments part's methods
TOURNAMENTS = {
    "create_tournament": "create", "join_tournament": "join", "leave_tournament": "leave",
    "add_computer_to_tournament": "add_computer", "start_tournament": "start",
    "cancel_tournament": "cancel", "remove_from_tournament": "remove",
    "record_tournament_result": "record", "tournament": "load", "tournaments": "of_guild",
    "tournament_of_match": "of_match", "set_tournament_message": "set_message",
}

# MatchService's public methods and their parameters (after self) as the one-class service
# had them; a keyword-only parameter follows "*".
PUBLIC = {
    "accept": "challenge_id, user, *, thread_id=None",
    "act": "match_id, user_id, action, version=None",
    "active_match": "guild_id, user_id",
    "active_matches": "",
    "active_matches_for_user": "user_id",
    "cancel_challenge": "challenge_id, user_id",
    "challenge": "guild_id, channel_id, challenger, invited, rules=None",
    "challenge_info": "challenge_id",
    "close": "timeout=5.0",
    "db": "",
    "decline": "challenge_id, user_id",
    "front_end_state": "key",
    "guild_settings": "guild_id",
    "hint": "match_id, user_id",
    "identify_turn": "bucket, spacing, answered",
    "ladder": "guild_id, *, order='rating', limit=None",
    "ladder_board": "guild_id, period=<LadderPeriod.ALL: 'all'>, *, user_id=None, limit=20",
    "profile": "guild_id, user_id, reader_id=None, name=None",
    "match_info": "match_id",
    "matches_in_channel": "channel_id",
    "player_settings": "user_id",
    "player_view": "match_id, user_id",
    "post": "match_id, key",
    "public_view": "match_id",
    "recent_matches": "guild_id, user_id=None, limit=10",
    "rematch": "match_id, user",
    "record": "match_id",
    "remember_post": "match_id, key, channel_id, message_id",
    "dm_channel": "user_id",
    "forget_hand_token": "match_id, user_id, ephemeral, token=None",
    "forget_hand_tokens": "match_id",
    "hand_token": "match_id, user_id, ephemeral",
    "hand_screen": "match_id, user_id, key",
    "remember_dm_channel": "user_id, channel_id",
    "remember_drawn": "match_id, key, version, channel_id=None, message_id=None",
    "remember_hand_token": "match_id, user_id, ephemeral, token, *, prune_before=None",
    "replay_hand": "match_id, hand_number",
    "resign": "match_id, user_id",
    "saw_client_locale": "user, client_locale",
    "set_front_end_state": "key, value",
    "set_thread": "match_id, thread_id",
    "settle": "*, deliveries=True",
    "start": "",
    "subscribe": "listener, name=None",
    "start_vs_computer": "guild_id, channel_id, user, level, rules=None, *, thread_id=None",
    "update_guild_settings": "guild_id, **changes",
    "update_player_settings": "user, **changes",
    "create_tournament": "guild_id, channel_id, creator, format, name, *, rounds=None, "
                         "rules=None, duplicate=False, round_hours=24.0, manager=False",
    "join_tournament": "tournament_id, user",
    "leave_tournament": "tournament_id, user_id",
    "add_computer_to_tournament": "tournament_id, by, level, *, manager=False",
    "start_tournament": "tournament_id, by, *, manager=False",
    "cancel_tournament": "tournament_id, by, *, manager=False, reason=''",
    "remove_from_tournament": "tournament_id, by, number, *, manager=False, reason=''",
    "record_tournament_result": "tournament_id, by, winner, *, manager=False, reason=''",
    "tournament": "tournament_id",
    "tournaments": "guild_id, *, search='', limit=25",
    "tournament_of_match": "match_id",
    "set_tournament_message": "tournament_id, message_id",
    "season_board": "guild_id, number, *, user_id=None, limit=20",
    "ended_seasons": "guild_id",
}


@pytest.mark.parametrize("part", PARTS)
def test_each_part_imports_on_its_own(part: str) -> None:
    done = subprocess.run([sys.executable, "-c", f"import ginbot.service.{part}"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_the_service_keeps_every_public_method_and_its_parameters() -> None:
    public = {name: member for name, member in vars(MatchService).items()
              if not name.startswith("_") and name not in SETTINGS}
    assert sorted(public) == sorted(PUBLIC)
    for name, member in public.items():
        function = member.fget if isinstance(member, property) else member
        assert parameters(function) == PUBLIC[name], name


def test_the_service_still_shows_what_it_was_made_with(database) -> None:
    clock = ManualClock()
    service = MatchService(database, clock=clock, computer_pause=2.5,
                           autoplay_level="random", synchronous="FULL")
    made = {name: getattr(service, name) for name in SETTINGS}
    assert made == {"database_path": database, "synchronous": "FULL",
                    "notifier": service.notifier, "clock": clock, "computer_pause": 2.5,
                    "autoplay_level": "random", "guild_defaults": GuildSettings()}
    assert type(service.notifier) is Notifier
    service.computer_pause = 0
    assert service.computer_pause == 0


def parameters(function: Callable[..., object]) -> str:
    shown: list[str] = []
    for parameter in list(inspect.signature(function).parameters.values())[1:]:
        if parameter.kind is parameter.KEYWORD_ONLY and "*" not in shown:
            shown.append("*")
        text = ("**" if parameter.kind is parameter.VAR_KEYWORD else "") + parameter.name
        if parameter.default is not parameter.empty:
            text += "=" + repr(parameter.default)
        shown.append(text)
    return ", ".join(shown)


def test_the_front_says_what_its_parts_say() -> None:
    """A delegating method carries its part's docstring, word for word."""
    parts = (Lobby, Tables, Queries, Results, Settings, FrontEndMemory, Tournaments)
    compared = 0
    for name in PUBLIC:
        for part in parts:
            own = TOURNAMENTS.get(name, "") if part is Tournaments else name
            if own in vars(part):
                assert inspect.getdoc(getattr(MatchService, name)) == inspect.getdoc(
                    getattr(part, own)), name
                compared += 1
    assert compared == len(PUBLIC) - 5  # start, close, settle, subscribe and db are the front's


async def test_a_notifier_set_after_construction_hears_the_match(database) -> None:
    """The Discord cog hands the service its notifier once the service exists."""
    service, rec = quick_service(database, None, ManualClock()), Recorder()
    service.notifier = rec
    async with running(service):
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        await service.settle()
    assert [args["match"].id for args in rec.of("match_started")] == [info.id]


async def test_no_timer_outlives_a_resigned_match(database) -> None:
    clock = ManualClock()
    service = quick_service(database, Recorder(), clock, turn_timeout=60)

    async def armed() -> list[str]:
        async with service.db.reading() as conn:
            return [row.kind for row in await conn.rows("SELECT kind FROM due ORDER BY id")]

    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(target=50))
        assert await armed() == ["expire"]  # the challenge's expiry
        info = (await service.accept(challenge.id, BOB)).match
        assert await armed() == ["remind", "turn"]  # the mover's, not the expiry
        await service.resign(info.id, ANN.id)
        await service.settle()
        assert await armed() == []
        assert (await service.active_matches()) == []


class Failing(Notifier):
    async def table_changed(self, match, table, news) -> None:
        raise RuntimeError("a listener that breaks")


async def test_every_subscriber_hears_what_the_parts_announce(database) -> None:
    """Tournaments and statistics subscribe: they hear every announcement, in order, after
    the front end's notifier; one that fails stops nobody else."""
    front, stats = Recorder(), Recorder()
    service = quick_service(database, front, ManualClock())
    service.subscribe(Failing())
    service.subscribe(stats)
    async with running(service):
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        await service.settle()
        await service.resign(info.id, ANN.id)
        await service.settle()
    assert stats.calls and [name for name, _ in stats.calls] == [n for n, _ in front.calls]
    assert stats.calls[-1][0] == "match_over"
