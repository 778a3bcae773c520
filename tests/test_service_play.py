"""Playing through the service: matches, challenges, the one-match rule, errors that
write nothing, ladders and ranking points."""

from __future__ import annotations

import asyncio

import pytest
from openskill.models import PlackettLuce

from ginbot.ai import PLAYERS, RandomPlayer
from ginbot.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    CardJustTaken,
    CardNotHeld,
    Discard,
    HandIsOver,
    Knock,
    KnockNotAllowed,
    MatchIsOver,
    NotYourTurn,
    Pass,
    PhaseRule,
    Rules,
    WrongPhase,
    replay,
)
from ginbot.model import Cut, Dealt, SettingError, SettingProblem
from ginbot.service import (
    COMPUTER_POINTS,
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeProblem,
    ChallengeRole,
    ChallengeStatus,
    EndReason,
    InvalidChallenge,
    InvalidSetting,
    ManualClock,
    MatchFinished,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchLevel,
    NoSuchMatch,
    NotInMatch,
    NotYourChallenge,
    SettingScope,
    User,
)
from ginbot.store import DatabaseError
from ginbot.text import Locale, refusal, say
from tests.db_support import query
from tests.refused import refused
from tests.service_support import (
    Recorder,
    counter,
    greedy,
    play_until,
    quick_service,
    row_counts,
    running,
)

ANN, BOB, CAT = User(1, "Ann"), User(2, "Bob"), User(3, "Cat")
GUILD, CHANNEL = 10, 100


async def test_a_match_against_the_computer_plays_to_the_end_and_replays(database):
    path = database
    rec = Recorder()
    async with running(quick_service(path, rec, seeds=counter(11))) as service:
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random", Rules(target=50))
        assert (await service.active_match(GUILD, ANN.id)) == info
        final = await play_until(service, info.id, lambda t: False)
        await service.settle()
        done = await service.match_info(info.id)
        record = await service.record(info.id)
        assert (await service.active_match(GUILD, ANN.id)) is None
    assert final.view.over and done.finished and done.end_reason is EndReason.TARGET
    assert done.scores is not None and done.winner is not None
    assert done.scores[done.winner] >= 50 > done.scores[1 - done.winner]
    match = replay(record)
    assert (match.winner, match.scores) == (done.winner, done.scores)
    rows = query(path, "SELECT outcome, winner, points, score0, score1 FROM hand_results "
                       "ORDER BY hand_index")
    running_scores = []
    totals = [0, 0]
    for result in match.results:
        if result.winner is not None:
            totals[result.winner] += result.points
        running_scores.append((result.outcome, result.winner, result.points, *totals))
    assert rows == running_scores
    assert len(rec.of("match_started")) == 1
    assert len(rec.of("showdown")) == len(match.results)
    [over] = rec.of("match_over")
    assert over["summary"].winner == done.winner and over["match"].finished


async def test_a_challenge_accepted_starts_a_match_between_people(database):
    rec = Recorder()
    async with running(quick_service(database, rec, seeds=counter(3))) as service:
        with refused(InvalidChallenge(ChallengeProblem.YOURSELF)):
            await service.challenge(GUILD, CHANNEL, ANN, ANN)
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules.preset("quick"))
        assert challenge.status is ChallengeStatus.OPEN
        with refused(NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, "Bob", ("Bob",))):
            await service.accept(challenge.id, CAT)
        with refused(NotYourChallenge(ChallengeRole.OWN_ACCEPT)):
            await service.accept(challenge.id, ANN)
        with pytest.raises(NoSuchChallenge):
            await service.accept(challenge.id + 50, BOB)
        info = (await service.accept(challenge.id, User(2, "Bobby"), thread_id=555)).match
        with refused(ChallengeClosed(ChallengeStatus.ACCEPTED)):
            await service.accept(challenge.id, BOB)
        stored = await service.challenge_info(challenge.id)
        await service.settle()
        [started] = rec.of("match_started")
        [turn] = rec.of("your_turn")
    assert stored.status is ChallengeStatus.ACCEPTED and stored.match_id == info.id
    assert info.seats[0].name == "Ann" and info.seats[1].name == "Bobby"  # names kept current
    assert info.where == 555 and info.rules == Rules.preset("quick")
    cut, dealt = started["news"]
    assert isinstance(cut, Cut) and cut.dealer == dealt.dealer
    assert dealt == Dealt(1, dealt.dealer, 1 - dealt.dealer, turn["table"].view.hand.upcard)
    assert turn["table"].your_turn and turn["table"].legal
    assert turn["user_id"] == info.seats[turn["table"].seat].user_id


async def test_declined_and_cancelled_challenges_close(database):
    rec = Recorder()
    async with running(quick_service(database, rec)) as service:
        first = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        with pytest.raises(NotYourChallenge):
            await service.decline(first.id, CAT.id)
        declined = await service.decline(first.id, BOB.id)
        with refused(ChallengeClosed(ChallengeStatus.DECLINED)):
            await service.accept(first.id, BOB)
        second = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        with refused(NotYourChallenge(ChallengeRole.CHALLENGER_CANCELS, "Ann")):
            await service.cancel_challenge(second.id, BOB.id)
        cancelled = await service.cancel_challenge(second.id, ANN.id)
        await service.settle()
        [heard] = rec.of("challenge_declined")
    assert declined.status is ChallengeStatus.DECLINED and heard["challenge"] == declined
    assert cancelled.status is ChallengeStatus.CANCELLED


async def test_one_active_match_per_person_per_guild(database):
    async with running(quick_service(database)) as service:
        with refused(NoSuchLevel("grandmaster", tuple(PLAYERS))):
            await service.start_vs_computer(GUILD, CHANNEL, ANN, "grandmaster")
        results = await asyncio.gather(
            *(service.start_vs_computer(GUILD, CHANNEL, ANN, "random") for _ in range(5)),
            return_exceptions=True)
        started = [r for r in results if not isinstance(r, BaseException)]
        busy = [r for r in results if isinstance(r, AlreadyInMatch)]
        assert len(started) == 1 and len(busy) == 4
        info = started[0]
        assert all(repr(r) == repr(AlreadyInMatch("Ann", info.id)) for r in busy)
        with pytest.raises(AlreadyInMatch):
            await service.challenge(GUILD, CHANNEL, BOB, ANN)
        elsewhere = await service.start_vs_computer(GUILD + 1, CHANNEL, ANN, "random")
        mine = await service.active_matches_for_user(ANN.id)
        assert {m.id for m in mine} == {info.id, elsewhere.id}
        challenge = await service.challenge(GUILD, CHANNEL, BOB, CAT)
        await service.start_vs_computer(GUILD, CHANNEL, BOB, "random")  # Bob got busy
        with pytest.raises(AlreadyInMatch) as busy:
            await service.accept(challenge.id, CAT)
        assert busy.value.name == "Bob"
        assert busy.value.match_id == (await service.active_match(GUILD, BOB.id)).id
        await service.resign(info.id, ANN.id)
        again = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        assert (await service.active_match(GUILD, ANN.id)) == again


async def test_every_illegal_action_is_refused_clearly_and_writes_nothing(database):
    path = database
    clock = ManualClock()
    service = quick_service(path, clock=clock, seeds=counter(5), next_hand_delay=5)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB, Rules(straight_gin=True))
        info = (await service.accept(challenge.id, BOB)).match
        table = await service.public_view(info.id)
        (mover_seat,) = table.to_move
        mover, other = info.seats[mover_seat].user_id, info.seats[1 - mover_seat].user_id
        assert mover is not None and other is not None
        mine = (await service.player_view(info.id, mover)).view.hand
        theirs = (await service.player_view(info.id, other)).view.hand

        async def refuses(expected: Exception, user: int, action, match_id: int = info.id):
            before = row_counts(path)
            with refused(expected):
                await service.act(match_id, user, action)
            assert row_counts(path) == before

        await refuses(NotInMatch(info.id, info.seats), CAT.id, Pass())
        await refuses(NoSuchMatch(999), ANN.id, Pass(), 999)
        await refuses(NotYourTurn(), other, Pass())
        await refuses(WrongPhase(PhaseRule.DRAW_FIRST), mover, Discard(mine.hand[0]))
        await refuses(WrongPhase(PhaseRule.UPCARD_OFFER), mover, DRAW_STOCK)
        upcard = mine.upcard
        await service.act(info.id, mover, DRAW_DISCARD)
        await refuses(CardJustTaken(upcard), mover, Discard(upcard))
        await refuses(CardNotHeld(theirs.hand[0]), mover, Discard(theirs.hand[0]))
        now = (await service.player_view(info.id, mover)).view.hand
        assert not any(isinstance(a, Knock) for a in now.legal)
        card = next(c for c in now.hand if c != upcard)
        with pytest.raises(KnockNotAllowed) as knock:
            await service.act(info.id, mover, Knock(card))
        assert (knock.value.card, knock.value.limit) == (card, 0) and knock.value.deadwood > 0
        await refuses(WrongPhase(PhaseRule.PASS_ON_FIRST_UPCARD), mover, Pass())
        await service.resign(info.id, mover)
        over = await service.match_info(info.id)
        for user in (other, mover):
            await refuses(MatchFinished(over), user, DRAW_STOCK)
        loser, winner = over.name(mover_seat), over.name(1 - mover_seat)
        assert refusal(Locale.EN, MatchFinished(over)) == say(
            Locale.EN, "refusal-match-finished", match=info.id,
            result=say(Locale.EN, "result-resigned", loser=loser, winner=winner))
        with pytest.raises(MatchIsOver):
            await service.resign(info.id, other)


async def test_nothing_is_played_between_hands(database):
    path = database
    clock = ManualClock()
    service = quick_service(path, clock=clock, seeds=counter(8), next_hand_delay=5)
    async with running(service):
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        table = await play_until(service, info.id, lambda t: t.awaiting_deal)
        assert table.next_deal_at == clock.now() + 5 and table.deadline is None
        before = row_counts(path)
        for user in (ANN.id, BOB.id):
            with refused(HandIsOver(dealing=True)):
                await service.act(info.id, user, DRAW_STOCK)
        assert row_counts(path) == before
        await clock.advance(4.9)
        await service.settle()
        assert (await service.public_view(info.id)).awaiting_deal
        await clock.advance(0.1)
        await service.settle()
        dealt = await service.public_view(info.id)
    assert not dealt.awaiting_deal and dealt.view.hand_number == 2
    assert row_counts(path)["match_hands"] == before["match_hands"] + 1


async def test_a_finished_match_keeps_its_views_and_record(database):
    async with running(quick_service(database, seeds=counter(2))) as service:
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        with pytest.raises(MatchNotOver):
            await service.record(info.id)
        summary = await service.resign(info.id, ANN.id)
        public = await service.public_view(info.id)
        own = await service.player_view(info.id, ANN.id)
        with pytest.raises(NotInMatch):
            await service.player_view(info.id, BOB.id)
        record = await service.record(info.id)
        recent = await service.recent_matches(GUILD, ANN.id)
    assert summary.reason is EndReason.RESIGN and summary.winner == 1 and summary.points == ()
    assert summary.match.end_reason is EndReason.RESIGN and summary.match.winner == 1
    assert public.match.finished and public.view.hand.hand == ()
    assert len(own.view.hand.hand) in (10, 11)
    assert tuple(replay(record).hand_seeds) == record.hand_seeds
    assert [m.id for m in recent] == [info.id]


async def test_the_ladder_rates_people_with_openskill(database):
    async with running(quick_service(database)) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        summary = await service.resign(info.id, BOB.id)
        board = await service.ladder(GUILD)
        elsewhere = await service.ladder(GUILD + 1)
    model = PlackettLuce()
    [[won], [lost]] = model.rate([[model.rating()], [model.rating()]], ranks=[0, 1])
    ann, bob = board
    assert (ann.rank, ann.user_id, ann.games, ann.wins, ann.losses) == (1, ANN.id, 1, 1, 0)
    assert (bob.rank, bob.user_id, bob.games, bob.wins, bob.losses) == (2, BOB.id, 1, 0, 1)
    assert ann.mu == pytest.approx(won.mu) and ann.sigma == pytest.approx(won.sigma)
    assert bob.mu == pytest.approx(lost.mu) and bob.rating == pytest.approx(lost.ordinal())
    assert [c.user_id for c in summary.rating_changes] == [ANN.id, BOB.id]
    assert summary.rating_changes[0].after > summary.rating_changes[0].before
    assert elsewhere == []


async def test_beating_the_computer_earns_ranking_points(database, monkeypatch):
    # Points go by the level's name; a random player under each name keeps this short.
    for level in COMPUTER_POINTS:
        monkeypatch.setitem(PLAYERS, level, RandomPlayer)
    earned = 0
    async with running(quick_service(database, seeds=counter(40))) as service:
        for level, points in COMPUTER_POINTS.items():
            info = await service.start_vs_computer(GUILD, CHANNEL, ANN, level, Rules(target=25))
            await play_until(service, info.id, lambda t: False)
            await service.settle()
            done = await service.match_info(info.id)
            earned += points if done.winner == 0 else 0
        lost = await service.start_vs_computer(GUILD, CHANNEL, ANN, "expert")
        await service.resign(lost.id, ANN.id)  # losing earns nothing
        board = await service.ladder(GUILD, order="points")
    assert earned > 0  # the greedy player beats a random one
    [ann] = board
    assert (ann.user_id, ann.points, ann.rating, ann.games) == (ANN.id, earned, None, 0)


async def test_settings_are_checked_and_kept(database):
    path = database
    async with running(quick_service(path)) as service:
        with refused(InvalidSetting(SettingScope.GUILD, rejected=SettingError(
                SettingProblem.NOT_A_CHOICE, "idle_action", "panic", ("forfeit", "autoplay")))):
            await service.update_guild_settings(GUILD, idle_action="panic")
        with pytest.raises(InvalidSetting) as bad:
            await service.update_guild_settings(GUILD, colour="red")
        assert bad.value.scope is SettingScope.GUILD and bad.value.unknown == ("colour",)
        assert "turn_timeout" in bad.value.known and bad.value.rejected is None
        with refused(InvalidSetting(SettingScope.GUILD, rejected=SettingError(
                SettingProblem.TURN_TIMEOUT, "turn_timeout", 3))):
            await service.update_guild_settings(GUILD, turn_timeout=3)
        await service.update_guild_settings(GUILD, turn_timeout=120, idle_action="autoplay")
        with refused(InvalidSetting(SettingScope.PLAYER, rejected=SettingError(
                SettingProblem.NOT_A_CHOICE, "sort", "colour", ("melds", "suit", "rank")))):
            await service.update_player_settings(ANN, sort="colour")
        await service.update_player_settings(ANN, dm_closed=True, four_colour=True)
    async with running(quick_service(path)) as service:
        guild = service.guild_settings(GUILD)
        other = service.guild_settings(GUILD + 1)
        player = await service.player_settings(ANN.id)
    assert (guild.turn_timeout, guild.idle_action) == (120, "autoplay")
    assert other == service.guild_defaults
    assert player.dm_closed and player.four_colour and player.sort == "melds"


async def test_a_language_is_kept_for_a_player_and_a_server_and_none_clears_it(database):
    path = database
    languages = tuple(locale.value for locale in Locale)
    async with running(quick_service(path)) as service:
        for scope, update in ((SettingScope.PLAYER, service.update_player_settings),
                              (SettingScope.GUILD, service.update_guild_settings)):
            unknown = InvalidSetting(scope, rejected=SettingError(
                SettingProblem.NOT_A_CHOICE, "language", "fr", languages))
            with refused(unknown):
                await update(ANN if scope is SettingScope.PLAYER else GUILD, language="fr")
            assert refusal(Locale.ZH_CN, unknown) == say(
                Locale.ZH_CN, "setting-not-a-choice", field="language", value="fr",
                allowed=say(Locale.ZH_CN, "list-between").join(languages))
        await service.update_player_settings(ANN, language="zh-CN", sort="suit")
        await service.update_player_settings(BOB, language=Locale.MS)
        await service.update_guild_settings(GUILD, language=Locale.ZH_TW)
        await service.update_guild_settings(GUILD + 1, language="ms")
        await service.update_player_settings(BOB, language=None)
        await service.update_guild_settings(GUILD + 1, language=None)
    async with running(quick_service(path)) as service:
        ann = await service.player_settings(ANN.id)
        bob = await service.player_settings(BOB.id)
        assert (ann.language, ann.sort, bob.language) == (Locale.ZH_CN, "suit", None)
        assert service.guild_settings(GUILD).language is Locale.ZH_TW
        assert service.guild_settings(GUILD + 1) == service.guild_defaults


class Broken(Recorder):
    """A front end whose every notification fails."""

    async def table_changed(self, match, table, news) -> None:
        raise RuntimeError("Discord is down")

    async def your_turn(self, match, user_id, table) -> None:
        raise RuntimeError("DMs closed")


async def test_a_failing_notifier_never_undoes_an_action(database, caplog):
    path = database
    async with running(quick_service(path, Broken(), seeds=counter(60))) as service:
        info = await service.start_vs_computer(GUILD, CHANNEL, ANN, "random")
        for _ in range(6):
            await service.settle()
            own = await service.player_view(info.id, ANN.id)
            await service.act(info.id, ANN.id, greedy(own))
        await service.settle()
        live = service._live[info.id].match.record()
    assert "a notifier failed" in caplog.text
    assert row_counts(path)["match_actions"] == sum(len(h) for h in live.hands) >= 6


REFUSE_ACTIONS = {
    "sqlite": ["CREATE TRIGGER refuse_actions BEFORE INSERT ON match_actions "
               "BEGIN SELECT RAISE(ABORT, 'no room on the disk'); END"],
    "postgresql": ["CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS "
                   "$$ BEGIN RAISE EXCEPTION 'no room on the disk'; END; $$",
                   "CREATE TRIGGER refuse_actions BEFORE INSERT ON match_actions "
                   "FOR EACH ROW EXECUTE FUNCTION refuse()"],
}


async def test_a_failed_write_leaves_the_match_as_stored(database):
    path = database
    async with running(quick_service(path, seeds=counter(61))) as service:
        challenge = await service.challenge(GUILD, CHANNEL, ANN, BOB)
        info = (await service.accept(challenge.id, BOB)).match
        table = await service.public_view(info.id)
        user = info.seats[table.to_move[0]].user_id
        move = greedy(await service.player_view(info.id, user))
        before = row_counts(path)
        for statement in REFUSE_ACTIONS[service.db.dialect]:  # the database refuses the write
            query(path, statement)
        with pytest.raises(DatabaseError, match="no room"):
            await service.act(info.id, user, move)
        assert row_counts(path) == before
        assert (await service.public_view(info.id)).view == table.view  # rebuilt from the store
        query(path, "DROP TRIGGER refuse_actions" + (
            " ON match_actions" if service.db.dialect == "postgresql" else ""))
        result = await service.act(info.id, user, move)
    assert result.seq == 0 and row_counts(path)["match_actions"] == 1
