"""Two people in a server: challenges, whole matches by commands and by buttons."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from ginbot.engine import Rules, replay
from ginbot.engine.house import HOUSE_FIELDS
from ginbot.service import GuildSettings
from ginbot.text import Locale, players, say
from tests.discord_support import (
    FAST,
    GinTable,
    assert_no_leaks,
    control,
    gin_table,
    hand_messages,
    leaks,
    match_over_in,
    match_threads,
    play_by_buttons,
    play_by_commands,
    secrets_by_hand,
)
from tests.fakecord import Channel, Message

EN = Locale.EN
ANN_VS_BOB = players(EN, ("Ann", "Bob"))


def challenge_number(message: Message) -> int:
    """The challenge a challenge message offers, from its Accept button (gin:c<id>:accept)."""
    return int(control(message, "accept").split(":")[1][1:])


async def challenge(t: GinTable, rules: str = "", **options: object) -> Message:
    """Ann challenges Bob; ``rules`` is how the message words the rules in force."""
    house = {"rules": options.pop("house")} if "house" in options else {}
    r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob, **options, **house)
    message = await r.wait_response()
    assert not message.ephemeral
    offer = await t.bot.service.challenge_info(challenge_number(message))
    rules = rules or say(EN, "rule-summary", preset=options.get("preset", "classic"),
                         target=options.get("target", 100))
    assert message.content.splitlines()[:2] == [
        say(EN, "challenge-text", opponent=t.bob.mention, challenger="Ann", rules=rules,
            expires=int(offer.expires_at)),
        say(EN, "challenge-rules-heading")]
    assert message.labels() == [say(EN, "button-accept"), say(EN, "button-decline")]
    return message


async def accepted(t: GinTable, message: Message) -> Channel:
    number = challenge_number(message)
    r = await t.bob.click(message, control(message, "accept"))
    await r.wait_ack()
    await t.fd.wait_for(lambda: message.components == (), what="the challenge accepted")
    threads = await t.fd.wait_for(lambda: match_threads(t.fd), what="the match thread")
    match = await t.bot.service.match_info((await t.bot.service.challenge_info(number)).match_id)
    assert message.content == say(EN, "challenge-accepted", opponent="Bob", challenger="Ann",
                                  players=players(EN, (match.name(0), match.name(1))))
    return threads[0]


def summary_in(t: GinTable, thread: Channel) -> Message:
    """The match's summary in the thread: the message with the summary picture."""
    return [m for m in t.fd.thread_messages(thread)
            if m.attachments and m.attachments[0].filename == "summary.png"][-1]


@pytest.mark.slow
async def test_a_whole_match_between_two_people_by_slash_commands(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        message = await challenge(t, say(EN, "rule-summary", preset="knock5", target=30),
                                  preset="knock5", target=30)
        thread = await accepted(t, message)
        assert thread.name == say(EN, "match-thread-name", players=ANN_VS_BOB)

        def over() -> bool:
            return match_over_in(t.fd, thread)

        ann_replies, bob_replies = await asyncio.gather(
            play_by_commands(t.fd, t.ann, thread, over),
            play_by_commands(t.fd, t.bob, t.bob.dm, over),  # bob plays from his DMs
        )
        assert ann_replies and bob_replies
        you = say(EN, "news-you")
        assert any(r.startswith(you) for r in ann_replies)
        assert any(r.startswith(you) for r in bob_replies)
        final = summary_in(t, thread)
        info = await t.bot.service.match_info(1)
        winner, loser = info.winner, 1 - info.winner
        assert info.scores is not None
        assert final.content.splitlines()[0] == say(
            EN, "summary-wins", name=info.name(winner), won=info.scores[winner],
            lost=info.scores[loser])
        assert info.scores[winner] >= 30 and info.rules.knock_limit == 5
        await assert_no_leaks(t, 1)
        r = await t.carol.slash(t.chan, "gin ladder")
        ladder = (await r.wait_response()).content.splitlines()
        standings = await t.bot.service.ladder(t.guild.id)
        assert [e.name for e in standings] == [info.name(winner), info.name(loser)]
        assert ladder == [say(Locale.EN, "ladder-title"), *(
            f"{n}. **{e.name}** · " + say(Locale.EN, "ladder-rating", rating=f"{e.rating:.1f}",
                                          wins=e.wins, losses=e.losses)
            for n, e in enumerate(standings, 1))]


async def test_a_whole_match_between_two_people_by_buttons(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        thread = await accepted(t, await challenge(t, target=30))

        def over() -> bool:
            return match_over_in(t.fd, thread)

        moves = await asyncio.gather(
            play_by_buttons(t.fd, t.ann, over), play_by_buttons(t.fd, t.bob, over)
        )
        assert all(m > 3 for m in moves)
        final = summary_in(t, thread).content.splitlines()[0]
        for user in (t.ann, t.bob):
            note = say(EN, "summary-dm", result=final, thread=f"<#{thread.id}>")
            await t.fd.wait_for(lambda u=user, n=note: any(m.content == n for m in t.fd.dms(u)),
                                what="the DM")
            # Every hand screen lost its controls by the end.
            screens = hand_messages(t.fd, user)
            assert all(not any(not c.get("disabled") and c["custom_id"].endswith(
                (":stock", ":take", ":pass", ":discard", ":knock")) for row in m.components
                for c in row["components"]) for m in screens)
        await assert_no_leaks(t, 1)
        # The scan is not blind: a stock card named during hand 1 is caught.
        record = await t.bot.service.record(1)
        stock_card = sorted(secrets_by_hand(record)[0][2], key=str)[0]
        await t.bot.get_partial_messageable(thread.id).send(f"Hand 1: psst, {stock_card}")
        await t.fd.wait_for(lambda: leaks(t.fd, record, (t.ann, t.bob)), what="the leak")


async def test_a_declined_challenge(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        message = await challenge(t)
        r = await t.carol.click(message, control(message, "decline"))
        refusal = await r.wait_followup()
        assert refusal.ephemeral and refusal.content == say(
            EN, "refusal-challenge-for-someone-else", names="Bob")
        r = await t.bob.click(message, control(message, "decline"))
        await r.wait_ack()
        declined = say(EN, "challenge-declined", challenger=t.ann.mention, opponent="Bob")
        await t.fd.wait_for(lambda: message.content == declined, what="the decline")
        assert message.components == ()
        assert match_threads(t.fd) == []


async def test_an_expired_challenge(tmp_path: Path) -> None:
    quick_expiry = GuildSettings(turn_timeout=0, next_hand_delay=0.0, challenge_expiry=1)
    async with gin_table(tmp_path, guild_settings=quick_expiry) as t:
        message = await challenge(t)
        expired = say(EN, "challenge-expired", challenger="Ann", opponent="Bob")
        await t.fd.wait_for(lambda: message.content == expired, timeout=10,
                            what="the challenge to expire")
        assert message.components == ()
        again = await challenge(t)  # free to try again
        assert again.id != message.id
    assert FAST.challenge_expiry == 300


async def test_the_challenger_may_withdraw(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        message = await challenge(t)
        r = await t.ann.click(message, control(message, "decline"))
        await r.wait_ack()
        withdrew = say(EN, "challenge-withdrawn", challenger="Ann")
        await t.fd.wait_for(lambda: message.content == withdrew, what="the withdrawal")
        assert message.components == ()


@pytest.mark.slow
async def test_a_whole_match_under_house_rules(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        hints = await t.ann.autocomplete(t.chan, "gin challenge", "rules", "knock_limit=3 un")
        assert [c["value"] for c in hints] == ["knock_limit=3 undercut_bonus=",
                                               "knock_limit=3 unit_scoring"]
        message = await challenge(
            t, say(EN, "rule-summary-house", preset="scarne", house="knock_limit=3 unit_scoring",
                   target=40), preset="scarne", house="knock_limit=3 unit_scoring target=40")
        # The opponent reads every rule in force before accepting.
        assert say(Locale.EN, "rule-summary-house", preset="scarne",
                   house="knock_limit=3 unit_scoring", target=40) in message.content
        assert f"• {say(Locale.EN, 'rule-knock-limit', limit=3)}\n" in message.content
        assert f"• {say(Locale.EN, 'rule-margin-units')}" in message.content
        thread = await accepted(t, message)

        def over() -> bool:
            return match_over_in(t.fd, thread)

        await asyncio.gather(play_by_commands(t.fd, t.ann, thread, over),
                             play_by_commands(t.fd, t.bob, t.bob.dm, over))
        info = await t.bot.service.match_info(1)
        assert info.rules == Rules.preset("scarne").with_changes(
            knock_limit=3, unit_scoring=True, target=40)
        assert info.winner is not None and info.scores is not None
        record = await t.bot.service.record(1)
        results = replay(record).results
        assert all(r.showdown is None or r.showdown.knocker_deadwood <= 3 for r in results)
        assert info.margin == (info.scores[info.winner] - info.scores[1 - info.winner]) // 10
        final = summary_in(t, thread)
        assert final.content.splitlines()[0] == say(
            EN, "summary-wins-margin", name=info.name(info.winner), margin=info.margin,
            won=info.scores[info.winner], lost=info.scores[1 - info.winner])
        await assert_no_leaks(t, 1)


async def test_bad_house_rules_are_refused_naming_what_is_allowed(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        for rules, said in (
            ("knock_limit=12", say(EN, "refusal-house-rules", reason=say(
                EN, "rules-knock-limit", field="knock_limit", value="12"))),
            ("gin_bonus", say(EN, "refusal-house-needs-number", name="gin_bonus", example=25)),
            ("dealer=winner", say(EN, "refusal-house-bad-value", name="dealer", value="winner",
                                  allowed="alternate, loser")),
            ("blitz", say(EN, "refusal-house-unknown", name="blitz",
                          allowed=", ".join(HOUSE_FIELDS))),
        ):
            r = await t.ann.slash(t.chan, "gin challenge", opponent=t.bob, rules=rules)
            refusal = await r.wait_response()
            assert refusal.ephemeral and said in refusal.content, refusal.content
            r = await t.ann.slash(t.chan, "gin bot", rules=rules)
            refusal = await r.wait_response()
            assert refusal.ephemeral and said in refusal.content, refusal.content
        assert match_threads(t.fd) == []
