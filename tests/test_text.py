"""The text layer: four complete catalogues, strict messages, who reads which language,
and words for every refusal the engine and the service can make."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import discord
import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from ginbot.cli import build_parser
from ginbot.cli import main as cli_main
from ginbot.engine import (
    CARDS,
    CardJustTaken,
    CardNotHeld,
    CardUnreadable,
    HandIsOver,
    HandNotOver,
    HouseRuleError,
    HouseRuleProblem,
    IllegalAction,
    KnockNotAllowed,
    KnockRule,
    MatchIsOver,
    NotAnAction,
    NotYourTurn,
    PhaseRule,
    Rules,
    RulesError,
    RulesProblem,
    SeatSitsOut,
    WrongPhase,
)
from ginbot.model import (
    HintRefused,
    MatchStatus,
    NoSuchTournament,
    Seat,
    SettingError,
    SettingProblem,
    TournamentProblem,
    TournamentRefused,
)
from ginbot.service import (
    AlreadyInMatch,
    ChallengeClosed,
    ChallengeOpen,
    ChallengeProblem,
    ChallengeRole,
    ChallengeStatus,
    EndReason,
    InvalidChallenge,
    InvalidSetting,
    MatchFinished,
    MatchInfo,
    MatchNotOver,
    NoSuchChallenge,
    NoSuchHand,
    NoSuchLevel,
    NoSuchMatch,
    NoSuchSeason,
    NotInMatch,
    NotYourChallenge,
    ServiceClosed,
    ServiceError,
    SettingScope,
    StaleTable,
)
from ginbot.text import (
    Locale,
    TextError,
    messages,
    placeholders,
    players,
    reader_locale,
    refusal,
    refusal_message,
    say,
    server_locale,
)
from ginbot.text.catalogue import CJK, catalogue_sources, read_messages

ROOT = Path(__file__).resolve().parents[1]
EN = Locale.EN
OTHERS = [locale for locale in Locale if locale is not EN]
MESSAGE_ID = re.compile(r"[a-z]+(-[a-z][a-z0-9]*)+")

PLAYING = MatchInfo(7, 1, 2, None, (Seat(1, None, "小明"), Seat(2, None, "Siti")), Rules(),
                    MatchStatus.ACTIVE, 0.0)
ENDED = replace(PLAYING, status=MatchStatus.FINISHED, finished_at=9.0)
WON = replace(ENDED, winner=0, scores=(104, 37), end_reason=EndReason.TARGET)

# One of every refusal, with every reason it can give.
REFUSALS: list[Exception] = [
    NotAnAction("shuffle"),
    CardUnreadable("红桃11"),
    NotYourTurn(),
    SeatSitsOut(2),
    *(WrongPhase(rule) for rule in PhaseRule),
    CardNotHeld(CARDS[9]),
    CardNotHeld(77),
    CardJustTaken(CARDS[23]),
    KnockNotAllowed(CARDS[12], deadwood=13, limit=10),
    KnockNotAllowed(CARDS[12], deadwood=1, limit=0),
    *(KnockNotAllowed(rule=rule) for rule in KnockRule if rule is not KnockRule.OVER_LIMIT),
    HandIsOver(),
    HandIsOver(dealing=True),
    HandNotOver(),
    HandNotOver(hands=2),
    MatchIsOver(),
    MatchFinished(ENDED),
    MatchFinished(WON),
    MatchFinished(replace(WON, margin=18)),
    MatchFinished(replace(WON, end_reason=EndReason.RESIGN)),
    MatchFinished(replace(WON, winner=1, end_reason=EndReason.FORFEIT)),
    NoSuchMatch(12345),
    NotInMatch(7, (Seat(1, None, "小明"), Seat.computer("expert"))),
    NotInMatch(7, (Seat(1, None, "小明"), Seat(2, None, "Siti")), finished=True),
    AlreadyInMatch("Siti", 7),
    NoSuchHand(7, 4),
    NoSuchSeason(3, 2),
    NoSuchSeason(1, 0),
    MatchNotOver(7),
    NoSuchChallenge(3),
    *(NotYourChallenge(role) for role in (ChallengeRole.OWN_ACCEPT, ChallengeRole.OWN_DECLINE)),
    NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, "Siti", ("Siti",)),
    NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, "Siti", ("Siti", "小明")),
    NotYourChallenge(ChallengeRole.ALREADY_ACCEPTED),
    NotYourChallenge(ChallengeRole.CHALLENGER_CANCELS, "小明"),
    *(ChallengeClosed(status) for status in ChallengeStatus if status is not ChallengeStatus.OPEN),
    ChallengeClosed(),
    *(InvalidChallenge(problem) for problem in ChallengeProblem
      if problem is not ChallengeProblem.TABLE_SIZE),
    InvalidChallenge(ChallengeProblem.TABLE_SIZE, 3),
    NoSuchLevel("grandmaster", ("easy", "normal", "expert")),
    InvalidSetting(SettingScope.GUILD, ("colour",), ("idle_action", "turn_timeout")),
    InvalidSetting(SettingScope.PLAYER, ("colour",), ("sort", "four_colour")),
    InvalidSetting(SettingScope.PLAYER, rejected=SettingError(
        SettingProblem.NOT_A_CHOICE, "sort", "x", ("melds", "suit", "rank"))),
    SettingError(SettingProblem.TURN_TIMEOUT, "turn_timeout", 3),
    SettingError(SettingProblem.NEXT_HAND_DELAY, "next_hand_delay", 301.0),
    SettingError(SettingProblem.CHALLENGE_EXPIRY, "challenge_expiry", 0),
    SettingError(SettingProblem.SEASON_DAYS, "season_days", 400),
    ServiceClosed(),
    ServiceClosed(restarting=False),
    StaleTable(7),
    HintRefused(7),
    NoSuchTournament(12),
    *(TournamentRefused(problem, "Friday Gin", "小明" if problem in (
        TournamentProblem.NOT_CREATOR, TournamentProblem.NO_GAME, TournamentProblem.BUSY
    ) else None, 3 if problem in (
        TournamentProblem.TOO_FEW, TournamentProblem.FULL, TournamentProblem.ROUNDS,
        TournamentProblem.ROUND_HOURS) else None) for problem in TournamentProblem),
    TournamentRefused(TournamentProblem.NOT_CREATOR, "Friday Gin"),
    ChallengeOpen("Siti", 3),
    HouseRuleError(HouseRuleProblem.UNKNOWN, "blitz", allowed=("knock_limit", "big_gin")),
    HouseRuleError(HouseRuleProblem.NEEDS_CHOICE, "dealer", allowed=("alternate", "loser")),
    HouseRuleError(HouseRuleProblem.NEEDS_NUMBER, "gin_bonus", example=25),
    HouseRuleError(HouseRuleProblem.BAD_VALUE, "dealer", "winner", ("alternate", "loser")),
    HouseRuleError(HouseRuleProblem.BAD_VALUE, "knock_limit", "eleven"),
    HouseRuleError(HouseRuleProblem.TWICE, "target", "150"),
    HouseRuleError(HouseRuleProblem.KNOCK_IN_STRAIGHT_GIN, "knock_limit", "5"),
    HouseRuleError(HouseRuleProblem.RULES, "knock_limit",
                   rules_error=RulesError(RulesProblem.KNOCK_LIMIT, "knock_limit", 12)),
    RulesError(RulesProblem.NOT_A_CHOICE, "dealer", "winner", ("alternate", "loser")),
    RulesError(RulesProblem.NOT_YES_NO, "big_gin", 1),
    RulesError(RulesProblem.NOT_A_NUMBER, "target", "100"),
    RulesError(RulesProblem.KNOCK_LIMIT, "knock_limit", 11),
    RulesError(RulesProblem.TARGET, "target", 0),
    RulesError(RulesProblem.NEGATIVE, "gin_bonus", -1),
    RulesError(RulesProblem.NEEDS, "unit_scoring", other="bonuses"),
    RulesError(RulesProblem.PLAYERS, "players", 5),
    RulesError(RulesProblem.HOLLYWOOD_PLAYERS, "hollywood", 3),
    RulesError(RulesProblem.EXCLUSIVE, "straight_gin", other="oklahoma"),
    RulesError(RulesProblem.NO_PRESET, "preset", "texas", ("classic", "scarne")),
    RulesError(RulesProblem.UNKNOWN_FIELDS, value=("colour", "size")),
]


def subclasses(kind: type) -> set[type]:
    found = set(kind.__subclasses__())
    return found.union(*(subclasses(k) for k in found))


# -- the catalogues ---------------------------------------------------------------------


@pytest.mark.parametrize("locale", OTHERS)
def test_every_catalogue_has_the_files_and_messages_of_english_and_no_others(locale):
    assert catalogue_sources(locale).keys() == catalogue_sources(EN).keys()
    english, there = messages(EN).keys(), messages(locale).keys()
    assert not english - there, f"{locale} lacks {sorted(english - there)}"
    assert not there - english, f"{locale} has messages English lacks: {sorted(there - english)}"


@pytest.mark.parametrize("locale", OTHERS)
def test_every_message_has_the_placeholders_of_english(locale):
    english = messages(EN)
    for message_id, message in messages(locale).items():
        assert placeholders(message) == placeholders(english[message_id]), message_id


@pytest.mark.parametrize("locale", list(Locale))
def test_every_message_has_text_of_its_own(locale):
    assert messages(locale)
    for message_id, message in messages(locale).items():
        assert message.value is not None, message_id


def test_a_broken_catalogue_is_refused_and_a_wrong_placeholder_found():
    with pytest.raises(TextError, match=r"zz/bad\.ftl does not parse"):
        read_messages("zz", {"bad.ftl": "refusal-draw-first = {\n"})
    with pytest.raises(TextError, match="refusal-draw-first is there twice"):
        read_messages("zz", {"a.ftl": "refusal-draw-first = a\n",
                             "b.ftl": "refusal-draw-first = b\n"})
    wrong = read_messages("zz", {"a.ftl": "refusal-card-not-held = 你没有 { $cards }。\n"})
    assert placeholders(wrong["refusal-card-not-held"]) == {"cards"}
    assert placeholders(messages(EN)["refusal-card-not-held"]) == {"card"}


# -- say --------------------------------------------------------------------------------


def test_say_fills_the_placeholders_without_isolation_marks_or_grouping():
    text = say(EN, "refusal-no-such-match", match=12345)
    assert text == "There is no match #12345."
    assert not any(mark in text for mark in "\u2066\u2067\u2068\u2069")
    assert say(EN, "refusal-card-not-held", card=CARDS[9]) == "You do not hold 10♠."


def test_say_refuses_a_missing_message_or_a_missing_or_unexpected_argument():
    with pytest.raises(TextError, match="no message 'no-such-thing'"):
        say(EN, "no-such-thing")
    with pytest.raises(TextError, match="takes"):
        say(EN, "refusal-card-not-held")
    with pytest.raises(TextError, match="takes"):
        say(EN, "refusal-card-not-held", card="7♥", deadwood=3)
    with pytest.raises(TextError, match="yes/no"):
        say(EN, "refusal-card-not-held", card=True)


ID_ARGUMENT = {"say": 1, "phrase": 0}
"""Where the message id is in a call: ``say(locale, "id", ...)``, ``phrase("id")`` (a slash
command's text, cogs/translator.py)."""


def literal_ids(path: Path) -> list[tuple[int, str]]:
    """The message ids a file names: the id of each ``say`` and ``phrase`` call, and in
    the text layer itself every string that has the shape of an id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    in_text_layer = path.is_relative_to(ROOT / "ginbot" / "text")
    for node in ast.walk(tree):
        function = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
        if function in ID_ARGUMENT:
            position = ID_ARGUMENT[function]
            assert len(node.args) > position, f"{path}:{node.lineno}: the message id is missing"
            message_id = node.args[position]
            if isinstance(message_id, ast.Constant) and isinstance(message_id.value, str):
                found.append((node.lineno, message_id.value))
            else:
                assert in_text_layer, f"{path}:{node.lineno}: name the message id as written"
        elif (in_text_layer and isinstance(node, ast.Constant) and isinstance(node.value, str)
              and MESSAGE_ID.fullmatch(node.value)):
            found.append((node.lineno, node.value))
    return found


def test_every_message_id_in_the_code_is_in_the_english_catalogue():
    english = messages(EN)
    named = 0
    for folder in ("ginbot", "cogs", "cards_img", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__).resolve():
                continue  # this file names a missing message on purpose
            for line, message_id in literal_ids(path):
                named += 1
                assert message_id in english, f"{path.relative_to(ROOT)}:{line}: {message_id}"
    assert named > 20


# -- who reads which language -----------------------------------------------------------


@pytest.mark.parametrize(("discord_locale", "locale"), [
    ("zh-CN", Locale.ZH_CN), ("zh-TW", Locale.ZH_TW), (discord.Locale.chinese, Locale.ZH_CN),
    (discord.Locale.taiwan_chinese, Locale.ZH_TW), ("en-US", None), ("en-GB", None),
    (discord.Locale.american_english, None), ("fr", None), ("ms", None), ("", None), (None, None),
])
def test_discord_locales_map_to_the_languages_ginbot_speaks(discord_locale, locale):
    assert Locale.from_discord(discord_locale) is locale


def test_a_reader_reads_their_preference_else_their_client_else_the_server():
    assert reader_locale(Locale.MS, "zh-TW", Locale.ZH_CN) is Locale.MS
    assert reader_locale(None, "zh-TW", Locale.MS) is Locale.ZH_TW
    assert reader_locale(None, "en-US", Locale.MS) is Locale.MS
    assert reader_locale(None, None, Locale.ZH_CN) is Locale.ZH_CN


def test_a_server_reads_its_setting_else_its_preferred_locale_else_english():
    assert server_locale(Locale.MS, "zh-CN") is Locale.MS
    assert server_locale(None, "zh-CN") is Locale.ZH_CN
    assert server_locale(None, discord.Locale.taiwan_chinese) is Locale.ZH_TW
    assert server_locale(None, "de") is Locale.EN
    assert server_locale(None, None) is Locale.EN


def test_a_language_is_read_as_people_type_it():
    assert Locale.parse(" zh_cn ") is Locale.ZH_CN
    assert Locale.parse("ZH-TW") is Locale.ZH_TW
    assert Locale.parse("ms") is Locale.MS
    with pytest.raises(ValueError, match="'fr' is not a language ginbot speaks: en, zh-CN"):
        Locale.parse("fr")


# -- refusals ---------------------------------------------------------------------------


def test_the_examples_cover_every_kind_of_refusal():
    kinds = {type(error) for error in REFUSALS}
    missing = (subclasses(IllegalAction) | subclasses(ServiceError)) - kinds
    assert not missing, sorted(k.__name__ for k in missing)
    ids = {refusal_message(EN, error)[0] for error in REFUSALS}
    assert ids >= {i for i in messages(EN) if i.startswith(("refusal-", "rules-", "setting-"))}


@pytest.mark.parametrize("locale", list(Locale))
def test_every_refusal_has_words_in_every_language(locale):
    for error in REFUSALS:
        text = refusal(locale, error)
        assert text.strip() and "{" not in text and "$" not in text, (error, text)
        if locale is not EN:
            assert text != refusal(EN, error), (locale, error)


def test_a_refusal_is_worded_from_its_fields():
    assert refusal(EN, KnockNotAllowed(CARDS[12], deadwood=13, limit=10)) == say(
        EN, "refusal-knock-over-limit", card="K♠", deadwood=13, limit=10)
    assert refusal(Locale.ZH_CN, CardJustTaken(CARDS[23])) == say(
        Locale.ZH_CN, "refusal-card-just-taken", card="J♥")
    assert "小明" in refusal(Locale.MS, MatchFinished(WON))
    assert "104" in refusal(Locale.ZH_TW, MatchFinished(WON))


def test_a_challenge_for_others_names_everyone_it_waits_for():
    for locale in Locale:
        both = refusal(locale, NotYourChallenge(
            ChallengeRole.FOR_SOMEONE_ELSE, "Siti", ("Siti", "小明")))
        assert "Siti" in both and "小明" in both, both
    assert refusal(EN, NotYourChallenge(ChallengeRole.FOR_SOMEONE_ELSE, "Siti", ("Siti",))) == (
        "This challenge is for Siti.")


def test_a_refusal_keeps_a_plain_repr_and_something_else_has_no_words():
    error = KnockNotAllowed(CARDS[12], deadwood=13, limit=10)
    assert str(error) == repr(error)
    assert repr(error).startswith("KnockNotAllowed(card=Card('K♠'), deadwood=13, limit=10")
    with pytest.raises(TypeError, match="no words"):
        refusal(EN, ValueError("not a refusal"))


# -- the words of each language ---------------------------------------------------------

ZH_CN, ZH_TW, MS = Locale.ZH_CN, Locale.ZH_TW, Locale.MS
CHINESE = (ZH_CN, ZH_TW)
BETWEEN_CJK = re.compile(f"[{CJK}] +[{CJK}]")
SHOWN_ELSEWHERE = {"rules.ftl", "terminal.ftl"}
"""The rule book's and the terminal's catalogues, whose words are checked with theirs."""


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_TextElement(self, node: fluent_ast.TextElement) -> None:
        self.texts.append(node.value)


def catalogue_texts(locale: Locale, *, every_file: bool = True
                    ) -> Iterator[tuple[str, str, list[str]]]:
    """(file, message id, the message's own words, placeables left out) of a language."""
    for name, source in catalogue_sources(locale).items():
        if not every_file and name in SHOWN_ELSEWHERE:
            continue
        for message_id, message in read_messages(locale.value, {name: source}).items():
            visitor = _Texts()
            visitor.visit(message)
            yield name, message_id, visitor.texts


@pytest.mark.parametrize("locale", CHINESE)
def test_no_chinese_catalogue_writes_a_space_between_two_chinese_characters(locale):
    for name, message_id, texts in catalogue_texts(locale):
        for text in texts:
            assert not BETWEEN_CJK.search(text), (name, message_id, text)


@pytest.mark.parametrize("locale", CHINESE)
def test_a_chinese_name_in_any_message_is_not_spaced_from_the_chinese_around_it(locale):
    for message_id, message in messages(locale).items():
        said = say(locale, message_id, **dict.fromkeys(placeholders(message), "小明"))
        assert not BETWEEN_CJK.search(said), (message_id, said)


def test_a_placeable_keeps_its_space_beside_a_latin_name_or_a_number_and_its_own_spaces():
    def took(name: str) -> str:
        return say(ZH_CN, "news-take", name=name, card=CARDS[9])
    latin = took("Ann")
    assert latin.startswith("Ann ") and latin.endswith(" 10♠")
    for chinese in (say(ZH_CN, "news-you"), say(ZH_CN, "computer-name", level="expert")):
        assert took(chinese) == latin.replace("Ann ", chinese, 1)
    assert took("臺灣 張偉") == latin.replace("Ann ", "臺灣 張偉", 1)
    between = say(ZH_CN, "players-between")
    assert players(ZH_CN, ("小明", "小红")) == f"小明{between.strip()}小红"
    assert players(ZH_CN, ("Ann", "Bob")) == f"Ann{between}Bob"
    assert players(EN, ("小明", "小红")) == "小明" + say(EN, "players-between") + "小红"
    bold = say(ZH_CN, "summary-wins", name="小明", won=3, lost=1)
    assert "**小明" in bold and not BETWEEN_CJK.search(bold.replace("*", ""))


REPLACED: list[tuple[Locale, str, str]] = [
    (ZH_CN, "主题帖", "a thread is 子区, as Discord's zh-CN app calls it"),
    (ZH_CN, "讨论串", "讨论串 is the Traditional word: 子区"),
    (ZH_TW, "子区", "a thread in Traditional Chinese is 討論串"),
    (ZH_CN, "点排名积分", "获得 3 排名积分: points are counted, not 点"),
    (ZH_TW, "點排名積分", "獲得 3 排名積分"),
    (ZH_CN, "下一盘", "下一盘 is for board games and reads as the next match: 打一盘"),
    (ZH_TW, "下一盤", "打一盤"),
    (ZH_TW, "宣布", "宣告大 Gin"),
    (ZH_CN, "斯卡尼", "Scarne stays Scarne"),
    (ZH_TW, "斯卡尼", "Scarne stays Scarne"),
    (MS, "thread", "bebenang"),
    (MS, "DM", "mesej terus"),
    (MS, "lay-off", "melepaskan (kad dilepaskan)"),
    (MS, "ranking", "mata kedudukan"),
    (MS, "main semula", "play again to a Malaysian reader: a replay is ulang tayang"),
    (MS, "peraturan rumah", "house rules are peraturan tambahan"),
    (MS, "kad ketukan", "the knock card lies face down: kad tertutup"),
    (MS, "gin lurus", "one name for straight gin: straight gin, as the rules say"),
    (MS, "mendapat gin", "one verb for gin: membuat gin"),
    (MS, "buat gin", "membuat gin"),
]
"""Words a careful reader of each language found wrong, and what the catalogues say instead."""


@pytest.mark.parametrize(("locale", "word", "instead"), REPLACED)
def test_a_word_the_readers_replaced_is_in_no_catalogue(locale, word, instead):
    alone = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
    for name, message_id, texts in catalogue_texts(locale, every_file=False):
        words = re.sub(r"`[^`]*`", "", "".join(texts))  # a command typed stays as typed
        assert not alone.search(words), (name, message_id, instead)


def test_malay_writes_anda_in_lower_case_within_a_sentence():
    for name, message_id, texts in catalogue_texts(MS):
        for text in texts:
            assert not re.search(r"[\w,;:)]\s+Anda\b", text), (name, message_id, text)


def test_traditional_chinese_calls_a_preset_預設集_and_keeps_預設_for_a_default():
    for name, message_id, texts in catalogue_texts(ZH_TW):
        for text in texts:
            for found in re.finditer("預設(?!集)", text):
                before, after = text[:found.start()], text[found.end():]
                assert after[:1] in ("：", "）") or before.endswith("伺服器"), (
                    name, message_id, text)


@pytest.mark.parametrize("locale", list(Locale))
def test_a_doubled_hand_is_marked_with_a_times_sign(locale):
    for note in (say(locale, "limit-doubled", multiplier=2),
                 say(locale, "limit-and-doubled", note="…", multiplier=2)):
        assert "×2" in note and "x2" not in note, note


MATCH_WORD = {EN: "match", ZH_CN: "盘", ZH_TW: "盤", MS: "permainan"}
"""How each language names a match, which a Hollywood game is one third of."""


@pytest.mark.parametrize("locale", list(Locale))
def test_a_hollywood_game_is_never_worded_as_the_match(locale):
    games = [say(locale, "pic-table-game-score", game=2, score=45),
             say(locale, "pic-summary-game", game=2, leader_score=64, other_score=31),
             say(locale, "pic-table-text-game", game=2, first=64, second=31),
             say(locale, "pic-summary-text-game-totals", game=2, first="Ann", second="Bob",
                 totals="64-31"),
             say(locale, "pic-summary-column-games-won")]
    for said in games:
        assert MATCH_WORD[locale] not in said.casefold(), said
    first_words = {said.split("2")[0].strip().casefold() for said in games[1:3]}
    assert len(first_words) == 1, first_words  # one word for a game


# -- --lang: a language as typed, read as its nearest -----------------------------------


@pytest.mark.parametrize(("argv", "locale"), [
    (["play", "--lang", "zh"], ZH_CN),
    (["play", "--lang", "zh-SG"], ZH_CN),
    (["play", "--lang", "zh-Hans-HK"], ZH_CN),
    (["play", "--lang", "zh-Hant"], ZH_TW),
    (["play", "--lang", "zh-HK"], ZH_TW),
    (["play", "--lang", "zh_tw"], ZH_TW),
    (["rules", "--lang", "ms-MY"], MS),
    (["rules", "--lang", "ms"], MS),
    (["rules", "--lang", "en-GB"], EN),
])
def test_lang_reads_a_variety_of_a_language_as_its_nearest(argv, locale):
    assert build_parser().parse_args(argv).lang is locale


def test_ginbot_rules_in_a_variety_of_malay_reads_malay(capsys):
    assert cli_main(["rules", "--lang", "ms-MY"]) == 0
    variety = capsys.readouterr().out
    assert cli_main(["rules", "--lang", "ms"]) == 0
    assert variety == capsys.readouterr().out
    assert cli_main(["rules", "--lang", "en"]) == 0
    assert variety != capsys.readouterr().out


def test_lang_refuses_a_language_ginbot_does_not_speak_and_names_the_four(capsys):
    with pytest.raises(SystemExit) as refused:
        build_parser().parse_args(["rules", "--lang", "fr"])
    assert refused.value.code == 2
    assert "'fr' is not a language ginbot speaks: en, zh-CN, zh-TW, ms" in capsys.readouterr().err
