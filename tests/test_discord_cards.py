"""Cards typed in the player's language, end to end through the emulator: /discard and
/knock read 红桃7 and 7 hati, a card that reads as none is refused in the reader's
language, and the autocomplete names cards and deadwood in it."""

from __future__ import annotations

from pathlib import Path

from ginbot.engine import RANK_NAMES, Card, CardUnreadable, Knock, KnockNotAllowed, deadwood
from ginbot.text import Locale, card_name, refusal, say
from tests.discord_support import GinTable, accepted_challenge, gin_table, refused
from tests.fakecord import Channel, User

ZH_CN, MS = Locale.ZH_CN, Locale.MS
CHINESE_SUITS = ("黑桃", "红桃", "方块", "梅花")
MALAY_SUITS = ("sped", "hati", "wajik", "kelawar")


def typed_as(locale: Locale, card: Card) -> str:
    """The card as a player of ``locale`` types it: 红桃7, 7 hati."""
    rank = RANK_NAMES[card.rank]
    if locale is ZH_CN:
        return CHINESE_SUITS[card.suit] + rank
    return f"{rank} {MALAY_SUITS[card.suit]}"


async def hand_of(t: GinTable, user: User) -> tuple[Card, ...]:
    return tuple((await t.bot.service.player_view(1, user.id)).view.hand.hand)


async def upcard(t: GinTable) -> Card | None:
    return (await t.bot.service.public_view(1)).view.hand.upcard


async def discard_in_words(t: GinTable, thread: Channel, user: User, locale: Locale,
                           taken: Card | None = None) -> Card:
    """The user, who has drawn, discards a card typed in ``locale``'s words; the move
    is applied: the card leaves their hand and is the upcard now."""
    held = await hand_of(t, user)
    card = next(c for c in held if c != taken)
    r = await user.slash(thread, "discard", card=typed_as(locale, card))
    reply = await r.wait_followup()
    assert reply.ephemeral
    assert card not in await hand_of(t, user)
    assert len(await hand_of(t, user)) == len(held) - 1
    assert await upcard(t) == card
    return card


async def test_players_discard_cards_typed_in_chinese_and_in_malay(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.bob.locale = "zh-CN"
        r = await t.ann.slash(t.chan, "gin prefs", language="ms")
        assert (await r.wait_response()).content == say(
            MS, "language-player-set", language="Bahasa Melayu")
        reads = {t.ann: MS, t.bob: ZH_CN}
        thread, first = await accepted_challenge(t)
        second = t.bob if first is t.ann else t.ann

        # A card that reads as none is refused in the reader's words, and nothing moves.
        for user, typed in ((first, "红桃11"), (first, "7 hatix"), (second, "绿桃7")):
            before = await upcard(t)
            assert await refused(user, thread, "discard", card=typed) == refusal(
                reads[user], CardUnreadable(typed))
            assert await upcard(t) == before

        taken = await upcard(t)
        r = await first.slash(thread, "draw", source="discard")
        await r.wait_followup()
        await discard_in_words(t, thread, first, reads[first], taken)

        r = await second.slash(thread, "draw", source="stock")
        await r.wait_followup()
        held = await hand_of(t, second)
        # /knock reads the reader's words too: a knock over the limit is refused for
        # the card typed, in the reader's language.
        legal = (await t.bot.service.player_view(1, second.id)).legal
        knockable = {a.card for a in legal if isinstance(a, Knock)}
        card = next(c for c in held if c not in knockable)
        rest = [c for c in held if c != card]
        assert await refused(second, thread, "knock", card=typed_as(reads[second], card)) == (
            refusal(reads[second], KnockNotAllowed(card, deadwood=deadwood(rest), limit=10)))
        assert await hand_of(t, second) == held
        await discard_in_words(t, thread, second, reads[second])


async def test_the_autocomplete_names_cards_and_deadwood_in_chinese(tmp_path: Path) -> None:
    async with gin_table(tmp_path) as t:
        t.ann.locale = t.bob.locale = "zh-CN"
        thread, first = await accepted_challenge(t)

        # Before the draw: the cards of the hand, named, without what a discard leaves.
        held = await hand_of(t, first)
        choices = await first.autocomplete(thread, "discard", "card", "")
        assert [c["name"] for c in choices] == [card_name(ZH_CN, c) for c in held]

        taken = await upcard(t)
        r = await first.slash(thread, "draw", source="discard")
        await r.wait_followup()
        held = await hand_of(t, first)
        choices = await first.autocomplete(thread, "discard", "card", "")
        expected = {}
        for card in held:
            rest = [c for c in held if c != card]
            expected[str(card)] = say(ZH_CN, "card-choice-discard",
                                      card=card_name(ZH_CN, card), deadwood=deadwood(rest))
        offered = {c["value"]: c["name"] for c in choices}
        assert offered.items() <= expected.items()
        # Every card but the upcard just taken; the values are cards as Card.parse reads.
        assert {Card.parse(value) for value in offered} == set(held) - {taken}

        # Typing a suit in Chinese (红桃, 黑桃...) narrows to that suit's cards.
        suit = Card.parse(choices[0]["value"]).suit
        narrowed = await first.autocomplete(thread, "discard", "card", CHINESE_SUITS[suit])
        assert {c["value"] for c in narrowed} == {
            v for v in offered if Card.parse(v).suit == suit}
        assert 0 < len(narrowed) < len(offered)

        # The knock choices are in Chinese too (none when no knock is legal).
        legal = (await t.bot.service.player_view(1, first.id)).legal
        knocks = {a.card for a in legal if isinstance(a, Knock)}
        knock_choices = await first.autocomplete(thread, "knock", "card", "")
        assert {Card.parse(c["value"]) for c in knock_choices} == knocks
        for choice in knock_choices:
            card = Card.parse(choice["value"])
            left = deadwood([c for c in held if c != card])
            assert choice["name"] == (
                say(ZH_CN, "card-choice-gin", card=card_name(ZH_CN, card)) if left == 0
                else say(ZH_CN, "card-choice-knock", card=card_name(ZH_CN, card),
                         deadwood=left))
