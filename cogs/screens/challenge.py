"""A challenge in the channel: who challenges whom by which rules, who has answered, and
how it ended (accepted, withdrawn, declined, expired). Its Accept and Decline are
``cogs.lobby``'s."""

from __future__ import annotations

from collections.abc import Sequence

from ginbot.model import table_sides
from ginbot.service import Challenge, MatchInfo, Seat
from ginbot.text import Locale, listing, players, say, seat_name, side_names

from .common import matchup, rules_in_force, rules_line


def challenge_post_key(challenge_id: int) -> str:
    """Where the challenge message is remembered (the notifier closes it later)."""
    return f"challenge:{challenge_id}"


def challenge_players(locale: Locale, seats: Sequence[Seat]) -> str:
    """Who would play, side against side: "Ann vs Bob vs Cat", "Ann & Dan vs Bob & Cat"."""
    names = [seat_name(locale, seat) for seat in seats]
    return players(locale, side_names(locale, table_sides(len(seats)), names))


def challenge_answers(locale: Locale, challenge: Challenge) -> str:
    """Who of those asked has accepted and who is still to answer: "✅ Bob · ⏳ Cat"."""
    marks = [say(locale, "challenge-answer-yes", name=user.name) if user.id in challenge.accepted
             else say(locale, "challenge-answer-waiting", name=user.name)
             for user in challenge.invited]
    return say(locale, "challenge-answers", answers=" · ".join(marks))


def challenge_text(locale: Locale, challenge: Challenge) -> str:
    """Who challenges whom by which rules; at a table of three or four also the sides and
    who has accepted so far."""
    rules = rules_line(locale, challenge.rules)
    expires = int(challenge.expires_at)
    challenger = challenge.challenger.name
    seats = len(challenge.seats)
    if seats == 2:
        head = [say(locale, "challenge-text", opponent=f"<@{challenge.opponent.id}>",
                    challenger=challenger, rules=rules, expires=expires)]
    else:
        invited = listing(locale, tuple(f"<@{user.id}>" for user in challenge.invited))
        table = challenge_players(locale, challenge.seats)
        if seats == 3:
            text = say(locale, "challenge-three-text", invited=invited, challenger=challenger,
                       players=table, rules=rules, expires=expires)
        else:
            text = say(locale, "challenge-teams-text", invited=invited, challenger=challenger,
                       players=table, rules=rules, expires=expires)
        head = [text, challenge_answers(locale, challenge)]
    return "\n".join([
        *head, say(locale, "challenge-rules-heading"), *rules_in_force(locale, challenge.rules),
    ])[:2000]


def challenge_accepted(locale: Locale, challenge: Challenge, match: MatchInfo) -> str:
    if len(match.seats) == 2:
        return say(locale, "challenge-accepted", opponent=challenge.opponent.name,
                   challenger=challenge.challenger.name, players=matchup(locale, match))
    return say(locale, "challenge-table-accepted", challenger=challenge.challenger.name,
               players=challenge_players(locale, match.seats))


def challenge_withdrawn(locale: Locale, challenge: Challenge) -> str:
    return say(locale, "challenge-withdrawn", challenger=challenge.challenger.name)


def challenge_declined(locale: Locale, challenge: Challenge, by: int) -> str:
    """The challenge is off for everyone: the challenger is told who said no."""
    challenger = f"<@{challenge.challenger.id}>"
    if len(challenge.seats) == 2:
        return say(locale, "challenge-declined", challenger=challenger,
                   opponent=challenge.opponent.name)
    seat = challenge.seat_of(by)
    declined = challenge.seats[seat].name if seat is not None else str(by)
    return say(locale, "challenge-table-declined", challenger=challenger, by=declined,
               players=challenge_players(locale, challenge.seats))


def challenge_expired(locale: Locale, challenge: Challenge) -> str:
    if len(challenge.seats) == 2:
        return say(locale, "challenge-expired", challenger=challenge.challenger.name,
                   opponent=challenge.opponent.name)
    waiting = listing(locale, tuple(user.name for user in challenge.waiting_for))
    return say(locale, "challenge-table-expired", challenger=challenge.challenger.name,
               players=challenge_players(locale, challenge.seats), waiting=waiting)
