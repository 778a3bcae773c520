"""What a change announces, as the outbox keeps it: plain JSON, one row a change.

A row holds the change's notices in order, each for the channel (``table``, with the
public news), one person (``hand`` with their own news, ``your_turn``, ``reminder``),
or everyone (``started``, ``showdown``, ``over``); a tournament's stream holds its news
(``TournamentNews``: entries, a round paired, a result, the deadline near, the end); a
server's season stream the end of each season (``season_ended``).
The news is kept as each reader may know it when the change is made; the views are
drawn when the row is delivered, from the match as it stands then.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ginbot.engine import CARDS, Card, Event, EventKind
from ginbot.model import Cut, Dealt, News, Played, Resigned, TimedOut

NoticeKind = Literal["started", "table", "hand", "your_turn", "showdown", "over", "reminder",
                     "expired", "declined",
                     # a tournament's (``TournamentNews``)
                     "opened", "entries", "round", "result", "deadline_soon", "finished",
                     "cancelled", "act",
                     # a match a tournament waited for ended (its game's round and board)
                     "ended",
                     # a server's season ended (its number)
                     "season_ended"]


@dataclass(frozen=True)
class Notice:
    kind: NoticeKind
    news: tuple[News, ...] = ()
    user_id: int | None = None  # hand, your_turn, reminder: who it is for; declined: by whom
    hand_number: int | None = None  # showdown
    seconds_left: float | None = None  # reminder
    round: int | None = None  # a tournament's round and board
    board: int | None = None
    season: int | None = None  # season_ended: the season's number


@dataclass
class Notices:
    """The notices of one change, in the order they are told."""

    items: list[Notice] = field(default_factory=list)

    def add(self, kind: NoticeKind, news: Sequence[News] = (), **facts: Any) -> None:
        self.items.append(Notice(kind, tuple(news), **facts))

    def __bool__(self) -> bool:
        return bool(self.items)

    def to_json(self) -> str:
        return json.dumps([_notice(n) for n in self.items], separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Notices:
        return cls([_read_notice(item) for item in json.loads(text)])


def _card(card: Card | None) -> int | None:
    return None if card is None else int(card)


def _read_card(value: int | None) -> Card | None:
    return None if value is None else CARDS[value]


def _notice(notice: Notice) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": notice.kind}
    if notice.news:
        data["news"] = [news_json(n) for n in notice.news]
    for name in ("user_id", "hand_number", "seconds_left", "round", "board", "season"):
        if (value := getattr(notice, name)) is not None:
            data[name] = value
    return data


def _read_notice(data: dict[str, Any]) -> Notice:
    return Notice(data["kind"], tuple(read_news(n) for n in data.get("news", ())),
                  data.get("user_id"), data.get("hand_number"), data.get("seconds_left"),
                  data.get("round"), data.get("board"), data.get("season"))


def news_json(news: News) -> dict[str, Any]:
    match news:
        case Cut(cuts=cuts, dealer=dealer, seats=seats):
            return {"t": "cut", "cuts": [[int(c) for c in r] for r in cuts], "dealer": dealer,
                    "seats": [list(r) for r in seats]}
        case Dealt(hand_number=hand, dealer=dealer, first=first, upcard=upcard, board=board):
            return {"t": "dealt", "hand": hand, "dealer": dealer, "first": first,
                    "upcard": _card(upcard), "board": board}
        case Played(event=event, deadwood=deadwood):
            return {"t": "played", "kind": event.kind.value, "player": event.player,
                    "card": _card(event.card), "private": event.private,
                    "face_down": event.face_down, "deadwood": deadwood}
        case Resigned(seat=seat):
            return {"t": "resigned", "seat": seat}
        case TimedOut(seat=seat, autoplay=autoplay):
            return {"t": "timed_out", "seat": seat, "autoplay": autoplay}
    raise TypeError(f"no JSON for {news!r}")


def read_news(data: dict[str, Any]) -> News:
    match data["t"]:
        case "cut":
            return Cut(tuple(tuple(CARDS[c] for c in r) for r in data["cuts"]), data["dealer"],
                       tuple(tuple(r) for r in data["seats"]))
        case "dealt":
            return Dealt(data["hand"], data["dealer"], data["first"],
                         _read_card(data["upcard"]), data["board"])
        case "played":
            event = Event(EventKind(data["kind"]), data["player"], _read_card(data["card"]),
                          data["private"], data["face_down"])
            return Played(event, data["deadwood"])
        case "resigned":
            return Resigned(data["seat"])
        case "timed_out":
            return TimedOut(data["seat"], data["autoplay"])
    raise ValueError(f"no news of kind {data['t']!r}")
