"""Rate limits (per route bucket, global, the ban for too many failing requests) and the
faults a test switches on with a seed: Discord's own pace, 5xx answers, shared 429s.

Each bucket is a fixed window per (method, route, major parameter: channel,
guild or interaction token); a route without a major parameter (opening a DM
channel, syncing commands) counts only towards the global limit, and requests
on an interaction's token are not bound by the global limit, as Discord
documents for interaction endpoints. Every answer carries the `X-RateLimit-*` headers, so
discord.py paces itself like it does against Discord; a client that ignores
them gets 429 with `retry_after`, `Retry-After` and `Via` (discord.py treats a
429 without `Via` as a Cloudflare ban). Too many 401/403/429 answers in the
window gets exactly that ban: 429 text without `Via` for every request.

`Faults` is off unless a test passes one: a seeded share of the bot's writes
answered 500 or 502 (nothing applied, as when Discord fails a create) and a
share answered 429 with scope "shared" (Discord's limits on a shared resource,
which no header predicts and which do not count towards the ban).
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class RateLimits:
    """Thresholds; the defaults never limit normal play but do stop a runaway loop."""

    route_limit: int = 5
    route_window: float = 1.0
    global_limit: int = 50
    invalid_limit: int = 10_000
    invalid_window: float = 600.0

    @classmethod
    def like_discord(cls, speed: float = 1.0) -> RateLimits:
        """Discord's pace: 5 creates or edits per 5 s per channel (a thread is a channel),
        50 requests a second in all; `speed` > 1 shortens the windows for a quick test."""
        return cls(route_limit=5, route_window=5.0 / speed, global_limit=50)


@dataclass(frozen=True)
class Faults:
    """Trouble for one test, drawn from `seed` so a failing run can be repeated."""

    seed: int
    server_errors: float = 0.0  # share of the bot's writes answered 500 or 502
    shared_limits: float = 0.0  # share answered 429 with scope "shared"
    shared_retry: float = 0.05  # the retry_after of those

    def __post_init__(self) -> None:
        for name in ("server_errors", "shared_limits"):
            share = getattr(self, name)
            if not 0.0 <= share < 1.0:
                raise ValueError(f"Faults.{name} must be a share in [0, 1), not {share}")


WRITES = ("POST", "PATCH", "PUT", "DELETE")
FAULTY = ("/channels/", "/webhooks/")  # messages, threads, followups: not login or sync


class FaultDice:
    """Rolls the seeded dice for each request the bot makes."""

    def __init__(self, faults: Faults | None) -> None:
        self.faults = faults
        self._random = random.Random(faults.seed if faults else 0)

    def roll(self, method: str, route: str) -> int | None:
        """The status a fault answers this request with (500, 502 or 429), or None."""
        faults = self.faults
        if faults is None or method not in WRITES or not route.startswith(FAULTY):
            return None
        dice = self._random.random()
        if dice < faults.server_errors:
            return self._random.choice((500, 502))
        if dice < faults.server_errors + faults.shared_limits:
            return 429
        return None


@dataclass(frozen=True)
class Verdict:
    """What the limiter decided about one request."""

    headers: dict[str, str]
    retry_after: float = 0.0
    is_global: bool = False
    banned: bool = False

    @property
    def limited(self) -> bool:
        return self.retry_after > 0 or self.banned


class RateLimiter:
    def __init__(self, limits: RateLimits) -> None:
        self.limits = limits
        self._windows: dict[str, tuple[float, int]] = {}
        self._global: tuple[float, int] = (0.0, 0)
        self._invalid: list[float] = []

    def check(self, route: str, major: str, interaction: bool = False) -> Verdict:
        """Count one request to `route` (e.g. "POST /channels/{channel_id}/messages");
        `interaction`: it is made with an interaction's token."""
        now = time.monotonic()
        if self.banned(now):
            return Verdict({}, banned=True)
        if not interaction:
            start, count = self._global
            if now - start >= 1.0:
                start, count = now, 0
            self._global = (start, count + 1)
            if count + 1 > self.limits.global_limit:
                retry = round(start + 1.0 - now, 3)
                headers = {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}
                return Verdict(self._with_retry(headers, retry), retry_after=retry,
                               is_global=True)
        if not major:
            return Verdict({})

        bucket = hashlib.sha1(route.encode()).hexdigest()[:16]
        key = f"{bucket}:{major}"
        start, count = self._windows.get(key, (now, 0))
        if now - start >= self.limits.route_window:
            start, count = now, 0
        count += 1
        self._windows[key] = (start, count)
        reset_after = max(0.001, start + self.limits.route_window - now)
        headers = {
            "X-RateLimit-Bucket": bucket,
            "X-RateLimit-Limit": str(self.limits.route_limit),
            "X-RateLimit-Remaining": str(max(0, self.limits.route_limit - count)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        }
        if count > self.limits.route_limit:
            headers["X-RateLimit-Scope"] = "user"
            retry = round(reset_after, 3)
            return Verdict(self._with_retry(headers, retry), retry_after=retry)
        return Verdict(headers)

    def note_invalid(self) -> None:
        """Count a 401, 403 or 429 answer towards the ban."""
        self._invalid.append(time.monotonic())

    def banned(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        cutoff = now - self.limits.invalid_window
        self._invalid = [t for t in self._invalid if t > cutoff]
        return len(self._invalid) >= self.limits.invalid_limit

    @staticmethod
    def _with_retry(headers: dict[str, str], retry: float) -> dict[str, str]:
        return headers | {"Retry-After": str(max(1, math.ceil(retry))), "Via": "1.1 google"}
