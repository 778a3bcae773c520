"""The lobby of tables of three and four, end to end through the emulator: one
challenge message names everyone and their side, shows who has accepted as each
Accept comes in, and starts the match once all have; the bot named in a seat is
the computer; a decline or the expiry cancels it for all; the wrong clicks and
the wrong options are refused in the reader's words."""

from __future__ import annotations

from pathlib import Path

from ginbot.engine import Rules
from ginbot.service import ChallengeProblem, ChallengeStatus, InvalidChallenge, ManualClock
from ginbot.service import User as ServiceUser
from ginbot.text import Locale, listing, players, refusal, rules_summary, say
from tests.discord_support import FAST, GinTable, control, gin_table, match_threads
from tests.fakecord import Message, User

EN, ZH_CN = Locale.EN, Locale.ZH_CN


def challenge_number(message: Message) -> int:
    """The challenge a challenge message offers, from its Accept button (gin:c<id>:accept)."""
    return int(control(message, "accept").split(":")[1][1:])


def team(first: str, second: str) -> str:
    return say(EN, "side-team", first=first, second=second)


def answers(*marks: tuple[str, bool]) -> str:
    """The line of answers: each person asked, ✅ once they accepted, else ⏳."""
    return say(EN, "challenge-answers", answers=" · ".join(
        say(EN, "challenge-answer-yes", name=name) if yes
        else say(EN, "challenge-answer-waiting", name=name) for name, yes in marks))


async def offered(t: GinTable, **options: object) -> Message:
    """Ann's challenge with ``options``, as posted in the channel for all to see."""
    r = await t.ann.slash(t.chan, "gin challenge", **options)
    message = await r.wait_response()
    assert not message.ephemeral, message.content
    assert message.labels() == [say(EN, "button-accept"), say(EN, "button-decline")]
    return message


async def click(user: User, message: Message, action: str) -> None:
    await (await user.click(message, control(message, action))).wait_ack()


async def refused(user: User, message: Message, action: str) -> str:
    """What ``user`` alone reads on clicking ``action``: one ephemeral sentence."""
    r = await user.click(message, control(message, action))
    reply = await r.wait_followup()
    assert reply.ephemeral, reply.content
    return reply.content


async def test_three_people_accept_one_by_one_and_the_match_starts(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        message = await offered(t, opponent=t.bob, opponent2=t.carol)
        offer = await t.bot.service.challenge_info(challenge_number(message))
        three = Rules.preset("three")
        assert offer.rules == three
        assert message.content.splitlines()[:3] == [
            say(EN, "challenge-three-text", invited=f"{t.bob.mention}, {t.carol.mention}",
                challenger="Ann", players=players(EN, ("Ann", "Bob", "Carol")),
                rules=rules_summary(EN, three), expires=int(offer.expires_at)),
            answers(("Bob", False), ("Carol", False)),
            say(EN, "challenge-rules-heading")]
        assert f"• {say(EN, 'rule-three-players')}" in message.content

        await click(t.carol, message, "accept")
        await t.fd.wait_for(lambda: answers(("Bob", False), ("Carol", True)) in message.content,
                            what="Carol's yes on the message")
        assert message.labels() == [say(EN, "button-accept"), say(EN, "button-decline")]
        assert match_threads(t.fd) == []  # nothing starts before everyone said yes

        await click(t.bob, message, "accept")
        on = say(EN, "challenge-table-accepted", challenger="Ann",
                 players=players(EN, ("Ann", "Bob", "Carol")))
        await t.fd.wait_for(lambda: message.content == on, what="the match on")
        assert message.components == ()
        threads = await t.fd.wait_for(lambda: match_threads(t.fd), what="the match thread")
        assert threads[0].name == say(EN, "match-thread-name",
                                      players=players(EN, ("Ann", "Bob", "Carol")))
        info = await t.bot.service.match_info(
            (await t.bot.service.challenge_info(offer.id)).match_id)
        assert [seat.user_id for seat in info.seats] == [t.ann.id, t.bob.id, t.carol.id]
        assert info.rules == three and not info.finished


async def test_a_team_challenge_with_the_bot_as_partner(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        message = await offered(t, opponent=t.bob, opponent2=t.carol, partner=t.fd.bot,
                                level="expert", target=50)
        offer = await t.bot.service.challenge_info(challenge_number(message))
        computer = say(EN, "computer-name", level="expert")
        sides = players(EN, (team("Ann", computer), team("Bob", "Carol")))
        assert offer.rules == Rules.preset("teams").with_changes(target=50)
        assert message.content.splitlines()[:2] == [
            say(EN, "challenge-teams-text", invited=f"{t.bob.mention}, {t.carol.mention}",
                challenger="Ann", players=sides, rules=rules_summary(EN, offer.rules),
                expires=int(offer.expires_at)),
            answers(("Bob", False), ("Carol", False))]  # the computer needs no answer

        await click(t.bob, message, "accept")
        await t.fd.wait_for(lambda: answers(("Bob", True), ("Carol", False)) in message.content,
                            what="Bob's yes on the message")
        await click(t.carol, message, "accept")
        on = say(EN, "challenge-table-accepted", challenger="Ann", players=sides)
        await t.fd.wait_for(lambda: message.content == on, what="the team match on")
        await t.fd.wait_for(lambda: match_threads(t.fd), what="the match thread")
        info = await t.bot.service.match_info(
            (await t.bot.service.challenge_info(offer.id)).match_id)
        # Seat 2 is the partner: Ann and the computer against Bob and Carol.
        assert [(seat.user_id, seat.level) for seat in info.seats] == [
            (t.ann.id, None), (t.bob.id, None), (None, "expert"), (t.carol.id, None)]
        assert info.sides == ((0, 2), (1, 3))


async def test_bad_seats_are_refused_and_nothing_is_posted(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.carol.locale = "zh-CN"

        async def reply(user: User, **options: object) -> str:
            r = await user.slash(t.chan, "gin challenge", **options)
            answer = await r.wait_response()
            assert answer.ephemeral, answer.content
            return answer.content

        alone = await reply(t.ann, opponent=t.bob, partner=t.carol)
        assert alone == say(EN, "refusal-partner-alone")
        assert await reply(t.carol, opponent=t.bob, partner=t.ann) == say(
            ZH_CN, "refusal-partner-alone")
        assert alone == refusal(EN, InvalidChallenge(ChallengeProblem.PARTNER_ALONE))
        assert await reply(t.ann, opponent=t.bob, opponent2=t.bob) == say(
            EN, "refusal-same-person-twice")
        assert await reply(t.ann, opponent=t.fd.bot, opponent2=t.fd.bot) == say(
            EN, "refusal-no-person")
        assert await reply(t.ann, opponent=t.bob, opponent2=t.ann) == say(
            EN, "challenge-yourself")
        other = t.fd.add_user("dealer")
        other.bot = True  # another app in the server: no seat for it
        assert await reply(t.ann, opponent=t.bob, opponent2=other) == say(
            EN, "challenge-a-bot", name="dealer")
        # A table of two with the bot is still a match against the computer: /gin bot.
        assert await reply(t.ann, opponent=t.fd.bot) == say(EN, "challenge-the-bot")
        assert await reply(t.ann, opponent=t.fd.bot, level="expert") == say(
            EN, "challenge-the-bot")
        # A level with no computer seat would be ignored: it is refused instead.
        assert await reply(t.ann, opponent=t.bob, level="expert") == say(
            EN, "challenge-level-without-computer")
        assert await reply(t.carol, opponent=t.bob, opponent2=t.ann, level="easy") == say(
            ZH_CN, "challenge-level-without-computer")
        assert [m for m in t.fd.channel_messages(t.chan) if not m.ephemeral] == []
        assert match_threads(t.fd) == []


async def test_a_stranger_the_challenger_and_a_second_yes_are_refused(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        dan = t.fd.add_user("dan", locale="zh-CN")
        message = await offered(t, opponent=t.bob, opponent2=t.carol)
        assert await refused(dan, message, "accept") == say(
            ZH_CN, "refusal-challenge-for-someone-else", names=listing(ZH_CN, ("Bob", "Carol")))
        assert await refused(dan, message, "decline") == say(
            ZH_CN, "refusal-challenge-for-someone-else", names=listing(ZH_CN, ("Bob", "Carol")))
        assert await refused(t.ann, message, "accept") == say(EN, "refusal-own-accept")
        await click(t.bob, message, "accept")
        await t.fd.wait_for(lambda: answers(("Bob", True), ("Carol", False)) in message.content,
                            what="Bob's yes on the message")
        edits = len(message.versions)
        assert await refused(t.bob, message, "accept") == say(EN, "refusal-already-accepted")
        assert await refused(dan, message, "accept") == say(
            ZH_CN, "refusal-challenge-for-someone-else", names="Carol")
        assert len(message.versions) == edits  # a refused click changes nothing
        offer = await t.bot.service.challenge_info(challenge_number(message))
        assert offer.accepted == {t.ann.id, t.bob.id} and offer.match_id is None
        assert match_threads(t.fd) == []


async def test_one_decline_cancels_the_table_for_everyone(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        dan = t.fd.add_user("dan")
        message = await offered(t, opponent=t.bob, opponent2=t.carol, partner=dan)
        number = challenge_number(message)
        sides = players(EN, (team("Ann", "Dan"), team("Bob", "Carol")))
        await click(t.bob, message, "accept")
        await t.fd.wait_for(lambda: answers(("Bob", True), ("Dan", False), ("Carol", False))
                            in message.content, what="Bob's yes on the message")
        await click(t.carol, message, "decline")
        off = say(EN, "challenge-table-declined", challenger=t.ann.mention, by="Carol",
                  players=sides)
        await t.fd.wait_for(lambda: message.content == off, what="the decline")
        assert message.components == ()
        offer = await t.bot.service.challenge_info(number)
        assert offer.status is ChallengeStatus.DECLINED and offer.match_id is None
        assert match_threads(t.fd) == []
        # Everyone is free again: a new table may ask the same people.
        again = await offered(t, opponent=dan, opponent2=t.bob)
        assert again.id != message.id


async def test_an_unanswered_table_expires_naming_who_did_not_answer(tmp_path: Path) -> None:
    clock = ManualClock()
    async with gin_table(tmp_path, clock=clock) as t:
        message = await offered(t, opponent=t.bob, opponent2=t.carol)
        await click(t.bob, message, "accept")
        await t.fd.wait_for(lambda: answers(("Bob", True), ("Carol", False)) in message.content,
                            what="Bob's yes on the message")
        await clock.advance(FAST.challenge_expiry + 1)
        expired = say(EN, "challenge-table-expired", challenger="Ann",
                      players=players(EN, ("Ann", "Bob", "Carol")), waiting="Carol")
        await t.fd.wait_for(lambda: message.content == expired, what="the expiry")
        assert message.components == ()
        assert match_threads(t.fd) == []


async def started(t: GinTable, message: Message, *people: User) -> int:
    """Everyone asked accepts in turn: the match, once its thread is there."""
    number = challenge_number(message)
    for user in people:
        await click(user, message, "accept")
    await t.fd.wait_for(lambda: message.components == (), what="the match on")
    await t.fd.wait_for(lambda: match_threads(t.fd), what="the match thread")
    match_id = (await t.bot.service.challenge_info(number)).match_id
    assert match_id is not None
    return match_id


async def rematch(t: GinTable, match_id: int, user: User) -> Message:
    """Bob resigns the match once its table is up; ``user`` clicks Rematch on its
    summary: what they read."""
    await t.fd.wait_for(lambda: any(
        m.attachments and m.attachments[0].filename == "table.png" for m in t.fd.messages),
        what="the table in the thread")
    await t.bot.service.resign(match_id, t.bob.id)
    summary = await t.fd.wait_for(lambda: next((
        m for m in t.fd.messages if not m.ephemeral
        and any(c.get("custom_id") == f"gin:{match_id}:rematch"
                for row in m.components for c in row["components"])), None),
        what="the summary's Rematch")
    r = await user.click(summary, f"gin:{match_id}:rematch")
    return await r.wait_followup()


async def test_rematch_of_a_table_asks_the_same_seats_again(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        dan = t.fd.add_user("dan")
        first = await started(t, await offered(t, opponent=t.bob, opponent2=t.carol,
                                               partner=dan), t.bob, t.carol, dan)
        # Carol (seat 3) asks: the table turns round to her, the teams stay.
        sent = await rematch(t, first, t.carol)
        assert sent.ephemeral and sent.content == say(
            EN, "rematch-sent", name="Ann, Bob, Dan", channel=f"<#{t.chan.id}>")
        again = [m for m in t.fd.channel_messages(t.chan) if m.components][-1]
        offer = await t.bot.service.challenge_info(challenge_number(again))
        assert [seat.user_id for seat in offer.seats] == [t.carol.id, t.ann.id, t.bob.id, dan.id]
        sides = players(EN, (team("Carol", "Bob"), team("Ann", "Dan")))
        assert offer.rules == (await t.bot.service.match_info(first)).rules
        assert again.content.splitlines()[:2] == [
            say(EN, "challenge-teams-text", invited=f"{t.ann.mention}, {t.bob.mention}, "
                f"{dan.mention}", challenger="Carol", players=sides,
                rules=rules_summary(EN, offer.rules), expires=int(offer.expires_at)),
            answers(("Ann", False), ("Bob", False), ("Dan", False))]


async def test_rematch_with_the_computer_at_the_table(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        # Ann, the computer and Bob: Bob's rematch asks Ann, the computer sits between.
        first = await started(t, await offered(t, opponent=t.fd.bot, opponent2=t.bob,
                                               level="easy"), t.bob)
        sent = await rematch(t, first, t.bob)
        assert sent.content == say(EN, "rematch-sent", name="Ann", channel=f"<#{t.chan.id}>")
        again = [m for m in t.fd.channel_messages(t.chan) if m.components][-1]
        offer = await t.bot.service.challenge_info(challenge_number(again))
        assert [(seat.user_id, seat.level) for seat in offer.seats] == [
            (t.bob.id, None), (t.ann.id, None), (None, "easy")]
        await click(t.ann, again, "accept")  # the only person asked: the match is on
        await t.fd.wait_for(lambda: again.components == (), what="the rematch on")


async def test_rematch_of_a_table_of_computers_starts_at_once(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        # Nobody but the computer to ask again: the rematch starts at once.
        first = await t.bot.service.start_vs_computer(
            t.guild.id, t.chan.id, ServiceUser(t.bob.id, "Bob"), "expert",
            Rules.preset("three"))
        sent = await rematch(t, first.id, t.bob)
        computer = say(EN, "computer-name", level="expert")
        assert sent.content == say(EN, "rematch-on", players=players(EN, (
            "Bob", *(say(EN, "seat-numbered", name=computer, seat=s) for s in (1, 2)))))
        mine = (await t.bot.service.active_matches_for_user(t.bob.id))
        assert len(mine) == 1 and mine[0].id != first.id and mine[0].rules.players == 3


async def test_two_yeses_at_once_leave_the_message_saying_the_match_is_on(
    tmp_path: Path,
) -> None:
    async with gin_table(tmp_path) as t:
        message = await offered(t, opponent=t.bob, opponent2=t.carol)
        clicks = [await user.click(message, control(message, "accept"))
                  for user in (t.bob, t.carol)]  # both sent before either is answered
        for r in clicks:
            await r.wait_ack()
        # Each yes edits the message once: the one who accepted first, then the match on.
        await t.fd.wait_for(lambda: len(message.versions) == 3, what="both edits")
        on = say(EN, "challenge-table-accepted", challenger="Ann",
                 players=players(EN, ("Ann", "Bob", "Carol")))
        assert message.content == on and message.components == ()
