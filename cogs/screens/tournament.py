"""A server tournament on Discord, in one reader's words: its message in the channel (the
sign-up list; once it runs, the standings picture, a knockout's bracket, the round's games
and the managers' decisions), the round's announcement, the podium, the DMs to its players
and the lines of ``/gin tournament list``. The sign-up controls are ``cogs.tournaments``'."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cards_img import Picture, render_bracket, render_standings
from cards_img.standings import entrant_names, format_name, stage_name
from ginbot import offload
from ginbot.model import (
    ActKind,
    Game,
    GameEnd,
    Tournament,
    TournamentAct,
    TournamentFormat,
    TournamentStatus,
)
from ginbot.text import Locale, listing, rules_summary, say
from ginbot.tournament import seeded, standings

from .common import file_of

MESSAGE_LIMIT = 2000  # Discord's limit for one message
MEDALS = 3  # the places the podium names


def stage(locale: Locale, t: Tournament, round_number: int) -> str:
    """A round as players call it: "Round 2 of 3", a knockout's "Semi-finals"."""
    if t.format is TournamentFormat.KNOCKOUT:
        return stage_name(locale, round_number, t.rounds)
    return say(locale, "standings-round", round=round_number, rounds=t.rounds)


def where_it_is(locale: Locale, t: Tournament) -> str:
    """Taking entries, the round being played, finished or cancelled."""
    if t.status is TournamentStatus.SIGNUP:
        return say(locale, "standings-signup")
    if t.status is TournamentStatus.FINISHED:
        return say(locale, "standings-final")
    if t.status is TournamentStatus.CANCELLED:
        return say(locale, "standings-cancelled")
    return stage(locale, t, t.round)


def heading(locale: Locale, t: Tournament) -> str:
    return say(locale, "tournament-head", name=t.name, format=format_name(locale, t.format),
               id=t.id)


def details(locale: Locale, t: Tournament) -> list[str]:
    """The rules, the time a round has, and duplicate deals when they are."""
    lines = [say(locale, "tournament-details", rules=rules_summary(locale, t.rules),
                 hours=f"{t.round_hours:g}")]
    if t.status is TournamentStatus.SIGNUP and t.asked_rounds is not None:
        lines.append(say(locale, "tournament-rounds-asked", rounds=t.asked_rounds))
    if t.duplicate:
        lines.append(say(locale, "tournament-duplicate"))
    return lines


def signup_text(locale: Locale, t: Tournament) -> str:
    """The sign-up message: what the tournament is, how to enter, who has."""
    names = entrant_names(locale, t.entrants)
    entered = tuple(names[e.number] for e in t.entrants)
    lines = [heading(locale, t), *details(locale, t),
             say(locale, "tournament-signup-how", creator=f"<@{t.creator_id}>"),
             say(locale, "tournament-players", count=len(entered), names=listing(locale, entered))
             if entered else say(locale, "tournament-no-players")]
    return fit(lines)


def game_line(locale: Locale, game: Game, names: dict[int, str]) -> str:
    """One game of a round: who meets whom, and how it went."""
    board = game.board
    if game.second is None:
        return say(locale, "tournament-game-bye", board=board, name=names[game.first])
    first, second = names[game.first], names[game.second]
    if not game.decided and game.match_id is None:
        return say(locale, "tournament-game-waiting", board=board, first=first, second=second)
    if not game.decided:
        return say(locale, "tournament-game-playing", board=board, first=first, second=second)
    if game.winner is None:
        return say(locale, "tournament-game-nobody", board=board, first=first, second=second)
    loser = game.second if game.winner == game.first else game.first
    if game.end is GameEnd.FORFEIT:
        return say(locale, "tournament-game-forfeit", board=board, winner=names[game.winner],
                   loser=names[loser])
    won, lost = game.points if game.winner == game.first else tuple(reversed(game.points))
    return say(locale, "tournament-game-won", board=board, winner=names[game.winner],
               loser=names[loser], winner_points=won, loser_points=lost)


def act_line(locale: Locale, act: TournamentAct) -> str:
    """A manager's decision, with its reason when they gave one."""
    if act.kind is ActKind.REMOVED:
        said = say(locale, "tournament-act-removed", by=act.by, name=act.name or "?")
    elif act.kind is ActKind.RECORDED:
        said = say(locale, "tournament-act-recorded", by=act.by, name=act.name or "?")
    else:
        said = say(locale, "tournament-act-cancelled", by=act.by)
    if act.reason:
        said = say(locale, "tournament-act-reason", act=said, reason=act.reason)
    return f"• {said}"


def standings_text(locale: Locale, t: Tournament, pictures: Sequence[Picture]) -> str:
    """The message of a tournament under way or over: its rules, where it is, the games of
    the round, the managers' decisions, then the pictures' text (as much of it as fits)."""
    names = entrant_names(locale, t.entrants)
    lines = [heading(locale, t), details(locale, t)[0]]
    if t.status is TournamentStatus.RUNNING and t.round_ends_at is not None:
        lines.append(say(locale, "tournament-round-line", stage=stage(locale, t, t.round),
                         deadline=int(t.round_ends_at)))
    elif t.status is TournamentStatus.FINISHED:
        lines.append(say(locale, "tournament-finished-line"))
    elif t.status is TournamentStatus.CANCELLED:
        lines.append(say(locale, "tournament-cancelled-line"))
    if t.status is TournamentStatus.RUNNING:
        lines += [game_line(locale, game, names) for game in t.games_of(t.round)]
    if t.acts:
        lines += [say(locale, "tournament-acts-heading"),
                  *(act_line(locale, act) for act in t.acts)]
    lines.append("")
    for picture in pictures:
        lines += picture.text.splitlines()
    return fit(lines)


def fit(lines: Sequence[str]) -> str:
    """As many whole lines as one message holds (the first always, cut if need be)."""
    kept: list[str] = []
    size = 0
    for line in lines:
        if kept and size + 1 + len(line) > MESSAGE_LIMIT:
            break
        kept.append(line)
        size += len(line) + (1 if len(kept) > 1 else 0)
    return "\n".join(kept)[:MESSAGE_LIMIT]


async def pictures(locale: Locale, t: Tournament) -> list[tuple[Picture, str]]:
    """The standings picture (a knockout's bracket first), with their file names; none
    while it takes entries."""
    if t.status is TournamentStatus.SIGNUP or (t.status is TournamentStatus.CANCELLED
                                               and not t.games):
        return []
    drawn: list[tuple[Picture, str]] = []
    if t.format is TournamentFormat.KNOCKOUT and t.rounds:
        field = [t.entrant(number) for number in seeded(t.entrants)]
        rounds = [t.games_of(number) for number in range(1, t.round + 1)]
        drawn.append((await offload.run(render_bracket, t.name, field, rounds,
                                        total_rounds=t.rounds, locale=locale), "bracket.png"))
    rows = standings(t.format, t.entrants, t.games, duplicate=t.duplicate)
    drawn.append((await offload.run(render_standings, t.name, t.format, rows,
                                    round_number=t.round, rounds=t.rounds, status=t.status,
                                    locale=locale), "standings.png"))
    return drawn


async def tournament_screen(locale: Locale, t: Tournament) -> tuple[str, list[tuple[Picture, str]]]:
    """The tournament's message without its controls: its text and its pictures."""
    drawn = await pictures(locale, t)
    if t.status is TournamentStatus.SIGNUP:
        return signup_text(locale, t), drawn
    return standings_text(locale, t, [picture for picture, _ in drawn]), drawn


def files(drawn: Sequence[tuple[Picture, str]]) -> list[discord.File]:
    """Fresh attachments of the pictures (a file is read once by each request)."""
    return [file_of(picture, name) for picture, name in drawn]


def round_announcement(locale: Locale, t: Tournament, round_number: int) -> str:
    """A round paired: its games, and when it ends (while it is the round being played)."""
    names = entrant_names(locale, t.entrants)
    lines = [say(locale, "tournament-round-paired", name=t.name,
                 stage=stage(locale, t, round_number))]
    for game in t.games_of(round_number):
        if game.second is None or game.decided:
            lines.append(game_line(locale, game, names))
        else:
            lines.append(say(locale, "tournament-pair", board=game.board,
                             first=names[game.first], second=names[game.second]))
    if t.round == round_number and t.round_ends_at is not None \
            and t.status is TournamentStatus.RUNNING:
        lines.append(say(locale, "tournament-round-ends", deadline=int(t.round_ends_at)))
    return fit(lines)


def podium(locale: Locale, t: Tournament) -> str:
    """The tournament is over: who stands on the podium (shared places shared)."""
    names = entrant_names(locale, t.entrants)
    rows = [row for row in standings(t.format, t.entrants, t.games, duplicate=t.duplicate)
            if not row.entrant.removed and row.place <= MEDALS]
    lines = [say(locale, "tournament-podium", name=t.name)]
    for place in sorted({row.place for row in rows}):
        at = tuple(names[row.entrant.number] for row in rows if row.place == place)
        lines.append(say(locale, "tournament-podium-place", place=place,
                         names=listing(locale, at)))
    return fit(lines)


def opponent_of(locale: Locale, t: Tournament, game: Game, user_id: int) -> str:
    """The name of the other player of ``game`` for the person ``user_id``."""
    names = entrant_names(locale, t.entrants)
    mine = t.entrant_of(user_id)
    other = game.second if mine is not None and mine.number == game.first else game.first
    return names[other] if other is not None else "?"


def game_dm(locale: Locale, t: Tournament, game: Game, user_id: int, thread: int) -> str:
    """A player's game has started: where to play it, against whom, until when."""
    return say(locale, "tournament-game-dm", name=t.name, stage=stage(locale, t, game.round),
               opponent=opponent_of(locale, t, game, user_id), thread=f"<#{thread}>",
               deadline=int(t.round_ends_at or t.created_at))


def deadline_dm(locale: Locale, t: Tournament, game: Game, user_id: int,
                thread: int | None) -> str:
    """The round's deadline is near and the player's game is not over."""
    common = {"name": t.name, "stage": stage(locale, t, game.round),
              "opponent": opponent_of(locale, t, game, user_id),
              "deadline": int(t.round_ends_at or t.created_at)}
    if thread is None:
        return say(locale, "tournament-deadline-dm-waiting", **common)
    return say(locale, "tournament-deadline-dm", thread=f"<#{thread}>", **common)


def tournament_list(locale: Locale, found: Sequence[Tournament]) -> str:
    """``/gin tournament list``: the server's tournaments, newest first."""
    if not found:
        return say(locale, "tournament-list-empty")
    return fit([say(locale, "tournament-list-title"), *(
        say(locale, "tournament-list-line", id=t.id, name=t.name,
            format=format_name(locale, t.format), stage=where_it_is(locale, t),
            players=len(t.entrants)) for t in found)])


def tournament_choice(locale: Locale, t: Tournament) -> str:
    """A tournament in an autocomplete list (at most 100 characters)."""
    return say(locale, "tournament-choice", name=t.name, id=t.id,
               stage=where_it_is(locale, t))[:100]
