"""``ginbot tournament``: a local event of computers (a strength league) in each format,
the same cards at every board of a duplicate round, a person playing their games through
the ``ginbot play`` session, and the arguments refused."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ginbot.ai import PLAYERS
from ginbot.cli import main
from ginbot.engine import Match
from ginbot.text import Locale, say
from ginbot.tournament import MAX_ENTRANTS, round_robin
from tests.play_support import WAIT, Game, Turn, environment, shown

EN = Locale.EN
FIELD = "normal,easy,simple,random,easy"  # five computers, two of one level
SHORT = ("--target", "25", "--lang", "en")

pytestmark = pytest.mark.usefixtures("as_through_a_pipe")


def line(message_id: str, **groups: str) -> re.Pattern[str]:
    """A whole line of the output as the English catalogue words ``message_id``."""
    return re.compile(f"^{shown(EN, message_id, **groups)}$", re.MULTILINE)


def tournament(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["tournament", *SHORT, *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def rounds_of(out: str) -> list[str]:
    """The output of each round, from its heading to the next."""
    heading = shown(EN, "tournament-terminal-round", stage=".*")
    return re.split(f"^{heading}$", out, flags=re.MULTILINE)[1:]


def standings_rows(text: str) -> list[tuple[int, str]]:
    """(place, name) of the last standings in ``text``."""
    title = re.escape(say(EN, "tournament-terminal-title"))
    head = shown(EN, "standings-text-head", title=title, subtitle=".*")
    last = re.split(f"^{head}$", text, flags=re.MULTILINE)[-1]
    row = shown(EN, "standings-text-row", place=r"(\d+)", name="(.+?)", details=".*")
    return [(int(m[1]), m[2]) for m in re.finditer(f"^{row}$", last, re.MULTILINE)]


def test_a_swiss_of_five_computers_gives_each_round_one_bye_never_twice(capsys):
    out = tournament(capsys, "--format", "swiss", "--field", FIELD, "--seed", "7")
    rounds = rounds_of(out)
    assert len(rounds) == 3  # enough rounds for one player to stay unbeaten
    byes = [line("tournament-terminal-bye", name="(.+)").findall(r) for r in rounds]
    assert [len(b) for b in byes] == [1, 1, 1]
    assert len({b[0] for b in byes}) == 3  # nobody sits out twice
    for text in rounds:
        assert len(line("tournament-terminal-won", board=r"\d", winner=".+", loser=".+",
                        winner_points=r"\d+", loser_points=r"\d+").findall(text)) == 2
    rows = standings_rows(out)
    names = {name for _, name in rows}
    assert len(rows) == 5 and "Computer (easy) 2" in names and "Computer (easy) 5" in names
    assert rows[0][0] == 1
    first = [name for place, name in rows if place == 1]
    if len(first) == 1:
        assert line("tournament-terminal-winner", name=re.escape(first[0])).search(out)
    else:
        assert line("tournament-terminal-winners", names=".*").search(out)


def test_a_knockout_of_five_gives_the_top_seeds_byes_and_ends_with_one_champion(capsys):
    args = ("--format", "knockout", "--field", FIELD, "--seed", "3")
    out = tournament(capsys, *args)
    rounds = rounds_of(out)
    assert len(rounds) == 3
    won = line("tournament-terminal-won", board=r"\d", winner="(.+)", loser="(.+)",
               winner_points=r"\d+", loser_points=r"\d+")
    byes = line("tournament-terminal-bye", name="(.+)").findall(rounds[0])
    assert sorted(byes) == ["Computer (easy) 2", "Computer (normal)", "Computer (simple)"]
    assert [len(won.findall(r)) for r in rounds] == [1, 2, 1]
    assert won.findall(rounds[0]) in ([("Computer (random)", "Computer (easy) 5")],
                                      [("Computer (easy) 5", "Computer (random)")])
    (champion, runner_up), = won.findall(rounds[2])
    assert line("tournament-terminal-winner", name=re.escape(champion)).search(out)
    assert standings_rows(out)[:2] == [(1, champion), (2, runner_up)]
    assert re.search(f"^1. {re.escape(champion)}: .*{say(EN, 'standings-champion')}.$",
                     out, re.MULTILINE)
    # the same seed plays the same event again
    assert tournament(capsys, *args) == out


def test_a_duplicate_round_robin_deals_every_board_of_a_round_the_same_cards(
        capsys, monkeypatch):
    import ginbot.ai.sim as sim

    dealt: list[tuple[int, tuple[int, ...], dict[int, type]]] = []
    play_seated = sim.play_seated

    def recorded(match, seat_a, players):  # type: ignore[no-untyped-def]
        dealt.append((match.seed, tuple(match.hand.hands), {s: type(p) for s, p in
                                                           players.items()}))
        return play_seated(match, seat_a, players)

    monkeypatch.setattr(sim, "play_seated", recorded)
    levels = ["normal", "easy", "simple", "random"]
    out = tournament(capsys, "--format", "round_robin", "--duplicate", "--seed", "11",
                     "--field", ",".join(levels))
    assert say(EN, "tournament-terminal-duplicate") in out
    assert len(rounds_of(out)) == 3 and len(dealt) == 6
    for number in (1, 2, 3):
        one, two = dealt[2 * number - 2: 2 * number]
        assert one[:2] == two[:2]  # one seed, the same first hand at both boards
        dealer = Match(seed=one[0]).first_dealer
        pairs = round_robin([1, 2, 3, 4], number)
        for board, ((first, _), (_, _, seats)) in enumerate(zip(pairs, (one, two),
                                                              strict=True), 1):
            # board 1's first deals; board 2's first sits the other way round
            seat = dealer if board == 1 else 1 - dealer
            assert seats[seat] is PLAYERS[levels[first - 1]]
    assert len({seed for seed, _, _ in dealt}) == 3  # a new deal each round


@pytest.mark.parametrize(("args", "message"), [
    (("--field", "expert,grandmaster"), "tournament-terminal-unknown-level"),
    (("--field", "easy"), "tournament-terminal-too-few"),
    (("--field", ",".join(["random"] * (MAX_ENTRANTS + 1))), "tournament-terminal-too-many"),
    (("--field", "easy,normal,simple", "--rounds", "3"), "tournament-terminal-swiss-rounds"),
    (("--format", "round_robin", "--field", "easy,normal,simple", "--rounds", "5"),
     "tournament-terminal-fixed-rounds"),
    (("--me", "Ann", "--field", "easy,defensive-gin-hunter"), "tournament-terminal-style"),
])
def test_bad_arguments_are_refused_with_a_clear_message(capsys, args, message):
    assert main(["tournament", *SHORT, *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert re.fullmatch("! " + shown(EN, message) + "\n", err, re.IGNORECASE), err


def test_too_many_rounds_names_how_many_the_field_plays(capsys):
    assert main(["tournament", *SHORT, "--field", "easy,normal,simple", "--rounds", "9"]) == 2
    assert "A Swiss of 3 players plays 1 to 2 rounds, not 9." in capsys.readouterr().err


class Event(Game):
    """``ginbot tournament`` as a process, read and answered as ``ginbot play`` is (the
    driver's ``Game``, started with another command)."""

    def __init__(self, *args: str, cwd: Path) -> None:
        self.locale = EN
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ginbot.cli", "tournament", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=cwd, env=environment(cwd))
        self.text = ""
        self.seen = 0
        self.closed = False
        self._changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()


def test_a_person_plays_their_games_through_the_play_session(tmp_path):
    """A round robin of two computers and Ann: each round one game and a bye; Ann plays
    her two games by typing moves, the computers' game is played at once."""
    event = Event("--format", "round_robin", "--field", "simple,random", "--me", "Ann",
                  "--database", str(tmp_path / "play.sqlite3"), "--pause", "0",
                  "--seed", "5", *SHORT, cwd=tmp_path)
    event.expect(shown(EN, "tournament-terminal-field",
                       names=re.escape("Computer (simple), Computer (random), Ann")))
    yours = shown(EN, "tournament-terminal-your-game", board="1", opponent="(?P<who>.*)")
    theirs = shown(EN, "tournament-terminal-won", board="1", winner=".*", loser=".*",
                   winner_points=r"\d+", loser_points=r"\d+")
    opponents = []
    for _ in range(3):
        event.expect(line("tournament-terminal-round", stage=".*"))
        found = event.expect(f"{yours}|{theirs}")
        if found["who"] is None:
            continue  # Ann's bye: the computers played at once
        opponents.append(found["who"])
        turn = Turn(event)
        while not turn.over:
            event.send(turn.move())
            turn = Turn(event)
        event.expect(theirs)  # Ann's game among the round's results
    assert sorted(opponents) == ["Computer (random)", "Computer (simple)"]
    event.expect(shown(EN, "standings-final"))
    event.expect(f"{shown(EN, 'tournament-terminal-winner', name='.*')}"
                 f"|{shown(EN, 'tournament-terminal-winners', names='.*')}")
    assert event.finish(WAIT) == 0
    assert event.stderr() == ""


def test_leaving_your_game_gives_it_up_and_ends_the_event(tmp_path):
    database = str(tmp_path / "play.sqlite3")
    event = Event("--field", "random", "--me", "Ann", "--database", database, "--pause", "0",
                  "--seed", "5", *SHORT, cwd=tmp_path)
    Turn(event)
    event.send("q")
    event.expect(shown(EN, "tournament-terminal-left"))
    assert event.finish(WAIT) == 0
    assert event.stderr() == ""
    # nothing is left unfinished for ginbot play --resume
    done = subprocess.run([sys.executable, "-m", "ginbot.cli", "play", "--resume",
                           "--database", database, "--lang", "en"],
                          cwd=tmp_path, env=environment(tmp_path), capture_output=True,
                          encoding="utf-8", timeout=WAIT, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
