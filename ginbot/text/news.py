"""What happened at a table in words, for one reader in their language.

The service hands out news (``ginbot.model``) already cut to what its reader may
know; this module only words it. ``reader`` is the seat reading (their own moves
read "You ..."), None for the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ginbot.engine import Card, HandResult, HandView, Outcome, Phase, Rules, format_cards
from ginbot.model import Cut, Dealt, Locale, News, Played, Resigned, TimedOut

from .catalogue import joined, say
from .refusals import listing, score_line
from .refusals import players as players_of

_MOVES = {"pass": "news-pass", "take": "news-take", "discard": "news-discard",
          "big_gin": "news-big-gin"}


def news_line(locale: Locale, news: News, names: Sequence[str], reader: int | None) -> str:
    """One piece of news as ``reader`` reads it."""
    match news:
        case Cut(cuts=cuts, dealer=dealer, seats=seats) if seats and len(seats[0]) > 2:
            each = [listing(locale, tuple(
                say(locale, "news-cut-one", name=names[seat], card=card)
                for seat, card in zip(round_seats, round_cuts, strict=True)))
                for round_seats, round_cuts in zip(seats, cuts, strict=True)]
            if len(cuts) > 1:  # everyone's first cut, then the tied ones' last
                return say(locale, "news-cut-table-tie", cuts=each[0], recut=each[-1],
                           dealer=names[dealer])
            return say(locale, "news-cut-table", cuts=each[0], dealer=names[dealer])
        case Cut(cuts=cuts, dealer=dealer):
            (first, second) = cuts[-1]
            return say(locale, "news-cut-tie" if len(cuts) > 1 else "news-cut",
                       first=names[0], second=names[1], dealer=names[dealer],
                       first_card=first, second_card=second)
        case Dealt():
            return _dealt(locale, news, names)
        case Played():
            return _played(locale, news, _name(locale, names, news.event.player, reader))
        case Resigned(seat=seat):
            return say(locale, "news-resigned", name=_name(locale, names, seat, reader))
        case TimedOut(seat=seat, autoplay=autoplay):
            return say(locale, "news-autoplay" if autoplay else "news-timed-out",
                       name=_name(locale, names, seat, reader))
    raise TypeError(f"no words for {news!r}")


def news_lines(locale: Locale, news: Sequence[News], names: Sequence[str],
               reader: int | None, boards: Sequence[Sequence[int]] = ()) -> list[str]:
    """The news line by line; at a team table (``boards``: the table seats of each board)
    each move names its board, for the two boards deal from two decks."""
    return [_on_board(locale, item, news_line(locale, item, names, reader), boards)
            for item in news]


def _on_board(locale: Locale, news: News, line: str, boards: Sequence[Sequence[int]]) -> str:
    seat = news.event.player if isinstance(news, Played) else (
        news.seat if isinstance(news, TimedOut) else None)
    if len(boards) < 2 or seat is None:
        return line
    board = next(number for number, seats in enumerate(boards, start=1) if seat in seats)
    return say(locale, "news-on-board", board=board, line=line)


def news_sentences(locale: Locale, news: Sequence[News], names: Sequence[str],
                   reader: int | None) -> str:
    """The news as whole sentences, for a reply."""
    lines = news_lines(locale, news, names, reader)
    return joined(locale, "news-sentence-between",
                  (say(locale, "news-sentence", line=line) for line in lines))


def _dealt(locale: Locale, dealt: Dealt, names: Sequence[str]) -> str:
    """A deal: at a table of three the dealer sits the hand out; a team round deals
    each of its two boards."""
    args: dict[str, object] = {"hand": dealt.hand_number, "dealer": names[dealt.dealer],
                               "first": names[dealt.first]}
    if dealt.board is not None:
        args["board"] = dealt.board + 1
        with_upcard, scarne = "news-deal-board", "news-deal-board-scarne"
    elif len(names) == 3:
        with_upcard, scarne = "news-deal-three", "news-deal-three-scarne"
    else:
        with_upcard, scarne = "news-deal", "news-deal-scarne"
    if dealt.upcard is None:
        return say(locale, scarne, **args)
    return say(locale, with_upcard, upcard=dealt.upcard, **args)


def _name(locale: Locale, names: Sequence[str], seat: int, reader: int | None) -> str:
    return say(locale, "news-you") if seat == reader else names[seat]


def _played(locale: Locale, played: Played, name: str) -> str:
    event = played.event
    card = event.card
    if event.kind in _MOVES:
        args: dict[str, object] = {"name": name}
        if event.kind != "big_gin":
            args["card"] = card
        return say(locale, _MOVES[event.kind], **args)
    if event.kind == "draw":
        if card is None:
            return say(locale, "news-draw", name=name)
        return say(locale, "news-draw-card", name=name, card=card)
    if event.kind == "knock":
        if card is None:
            return say(locale, "news-knock", name=name, deadwood=played.deadwood)
        return say(locale, "news-knock-face-down", name=name, deadwood=played.deadwood,
                   card=card)
    if event.kind == "gin":
        if card is None:
            return say(locale, "news-gin", name=name)
        return say(locale, "news-gin-face-down", name=name, card=card)
    if event.kind == "dead":
        return say(locale, "news-dead")
    raise TypeError(f"no words for the move {event!r}")


def recent_news(view: HandView, count: int, players: Sequence[int] = (0, 1)) -> list[Played]:
    """The last ``count`` moves of the hand as ``view``'s reader knows them, each player
    named by ``players`` (a board's table seats; the hand's own seats by default)."""
    reader = None if view.player is None else players[view.player]
    return [Played.seen(replace(event, player=players[event.player]), reader, view.result)
            for event in view.history[-count:]]


def revealed_deal(locale: Locale, hand_number: int, dealer: str,
                  held: Sequence[Sequence[Card]], upcard: Card | None, names: Sequence[str],
                  *, board: int | None = None, sits_out: bool = False) -> list[str]:
    """A board's deal with every card face up, for replays after the match: ``dealer``
    and ``names`` (the board's two players, in the order of ``held``) as the reader
    names them; ``board`` (0 or 1) names a team round's board, ``sits_out`` says the
    dealer sits the hand out (a table of three)."""
    if board is not None:
        head = say(locale, "news-replay-deal-board", hand=hand_number, board=board + 1,
                   dealer=dealer)
    elif sits_out:
        head = say(locale, "news-replay-deal-three", hand=hand_number, dealer=dealer)
    else:
        head = say(locale, "news-replay-deal", hand=hand_number, dealer=dealer)
    lines = [head]
    lines += [say(locale, "news-replay-holds", name=name, cards=format_cards(cards))
              for name, cards in zip(names, held, strict=True)]
    if upcard is not None:
        lines.append(say(locale, "news-replay-upcard", upcard=upcard))
    return lines


def showdown_result(locale: Locale, result: HandResult, names: Sequence[str]) -> str:
    """The hand's result: "Knock 4 vs 19: Ann +15", "Dead hand: nobody scores"."""
    show = result.showdown
    if show is None or result.winner is None:
        return say(locale, "showdown-dead")
    args: dict[str, object] = {"deadwood": show.defender_deadwood,
                               "name": names[result.winner], "points": show.points}
    if show.outcome in (Outcome.KNOCK, Outcome.UNDERCUT):
        args["knocker_deadwood"] = show.knocker_deadwood
    line = say(locale, _SHOWDOWN[show.outcome], **args)
    if show.multiplier > 1:
        line = say(locale, "showdown-doubled", result=line)
    return line


_SHOWDOWN = {Outcome.GIN: "showdown-gin", Outcome.BIG_GIN: "showdown-big-gin",
             Outcome.KNOCK: "showdown-knock", Outcome.UNDERCUT: "showdown-undercut"}


def hand_over(locale: Locale, result: HandResult, names: Sequence[str],
              scores: Sequence[int]) -> str:
    """The line after a hand: its result (and the knock card shown), then the totals."""
    return round_over(locale, [((0, 1), result)], names, names, scores)


def round_over(locale: Locale, boards: Sequence[tuple[Sequence[int], HandResult]],
               names: Sequence[str], sides: Sequence[str], scores: Sequence[int]) -> str:
    """The line after a deal at any table: each board's result (``boards``: its table
    seats and result), named by its players when more than two sit at the table, then
    the totals by side (``sides`` named as the reader reads them: "Ann & Cat")."""
    score = score_line(locale, sides, scores)
    if len(names) == 2:
        (_, result), = boards
        line = _board_over(locale, result, names)
        if line is None:
            return say(locale, "showdown-dead-score", score=score)
        return say(locale, "showdown-line", result=line, score=score)
    each = []
    for number, (seats, result) in enumerate(boards, start=1):
        on_board = [names[seat] for seat in seats]
        line = _board_over(locale, result, on_board) or say(locale, "showdown-dead")
        playing = players_of(locale, tuple(on_board))
        each.append(say(locale, "showdown-players", players=playing, result=line)
                    if len(boards) == 1 else
                    say(locale, "showdown-board", board=number, players=playing, result=line))
    return say(locale, "showdown-line", result=joined(locale, "showdown-boards-between", each),
               score=score)


def _board_over(locale: Locale, result: HandResult, names: Sequence[str]) -> str | None:
    """A board's result (and the knock card shown); None for a dead hand."""
    if result.showdown is None or result.knocker is None:
        return None
    line = showdown_result(locale, result, names)
    if result.knock_card is not None:
        line = say(locale, "showdown-face-down", result=line, name=names[result.knocker],
                   card=result.knock_card)
    return line


def whose_turn(locale: Locale, view: HandView, names: Sequence[str]) -> str:
    """"Ann to draw" and so on; empty once the hand is over."""
    if view.phase is Phase.OVER:
        return ""
    message = {Phase.OFFER: "turn-offer", Phase.DRAW: "turn-draw",
               Phase.DISCARD: "turn-discard"}[view.phase]
    return say(locale, message, name=names[view.to_move])


def limit_note(locale: Locale, rules: Rules, hand: HandView) -> str:
    """The hand's knock limit when it is not the usual 10, and a doubled hand (one board of
    any table: ``hand`` is that board's).

    In Oklahoma every hand's limit comes from its first upcard, so it is always
    named, 10 included: a K♠ upcard reads "Knock limit 10 (Oklahoma), points x2".
    """
    limit = hand.knock_limit
    note = ""
    if rules.straight_gin:
        note = say(locale, "limit-straight")
    elif rules.oklahoma:
        if limit is None:  # before a Scarne deal's opening discard
            note = say(locale, "limit-oklahoma-first-discard")
        elif limit == 0:
            note = say(locale, "limit-oklahoma-ace")
        else:
            note = say(locale, "limit-oklahoma", limit=limit)
    elif limit == 0:
        note = say(locale, "limit-gin-only")
    elif limit is not None and limit != 10:
        note = say(locale, "limit-other", limit=limit)
    multiplier = hand.multiplier
    if multiplier > 1:
        if note:
            return say(locale, "limit-and-doubled", note=note, multiplier=multiplier)
        return say(locale, "limit-doubled", multiplier=multiplier)
    return note

