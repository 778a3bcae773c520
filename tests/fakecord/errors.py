"""Errors: the ones Discord returns to the bot, and the ones the emulator raises in tests.

`DiscordError` becomes an HTTP response with Discord's JSON error body. The
`FakecordError` family is raised into the test itself: a test asked for
something a real user could not do (an invalid option, a button that is not
on the message), or a wait ran out of time.
"""

from __future__ import annotations

from typing import Any


class DiscordError(Exception):
    """An error response exactly as Discord sends it: status, code, message, errors."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.headers = headers or {}

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def unauthorized() -> DiscordError:
    return DiscordError(401, 0, "401: Unauthorized")


def not_found() -> DiscordError:
    return DiscordError(404, 0, "404: Not Found")


def unknown_channel() -> DiscordError:
    return DiscordError(404, 10003, "Unknown Channel")


def unknown_message() -> DiscordError:
    return DiscordError(404, 10008, "Unknown Message")


def unknown_user() -> DiscordError:
    return DiscordError(404, 10013, "Unknown User")


def unknown_guild() -> DiscordError:
    return DiscordError(404, 10004, "Unknown Guild")


def unknown_member() -> DiscordError:
    return DiscordError(404, 10007, "Unknown Member")


def unknown_command() -> DiscordError:
    return DiscordError(404, 10063, "Unknown application command")


def unknown_application() -> DiscordError:
    return DiscordError(404, 10002, "Unknown Application")


def unknown_webhook() -> DiscordError:
    return DiscordError(404, 10015, "Unknown Webhook")


def unknown_interaction() -> DiscordError:
    return DiscordError(404, 10062, "Unknown interaction")


def already_acknowledged() -> DiscordError:
    return DiscordError(400, 40060, "Interaction has already been acknowledged.")


def invalid_webhook_token() -> DiscordError:
    return DiscordError(401, 50027, "Invalid Webhook Token")


def old_message_edits() -> DiscordError:
    return DiscordError(
        400, 30046,
        "Maximum number of edits to messages older than 1 hour reached. Try again later",
    )


def cannot_dm() -> DiscordError:
    return DiscordError(403, 50007, "Cannot send messages to this user")


def missing_access() -> DiscordError:
    return DiscordError(403, 50001, "Missing Access")


def missing_permissions() -> DiscordError:
    return DiscordError(403, 50013, "Missing Permissions")


def not_author() -> DiscordError:
    return DiscordError(403, 50005, "Cannot edit a message authored by another user")


def empty_message() -> DiscordError:
    return DiscordError(400, 50006, "Cannot send an empty message")


def thread_locked() -> DiscordError:
    return DiscordError(400, 50083, "Thread is archived")


def too_large() -> DiscordError:
    return DiscordError(413, 40005, "Request entity too large")


def bad_request(message: str = "400: Bad Request") -> DiscordError:
    return DiscordError(400, 0, message)


class FormErrors:
    """Collects "Invalid Form Body" (50035) errors keyed by the path of the bad field."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str, str]] = []

    def add(self, path: str, code: str, message: str) -> None:
        self.items.append((path, code, message))

    def __bool__(self) -> bool:
        return bool(self.items)

    def nested(self) -> dict[str, Any]:
        """Discord's nested shape: {"content": {"_errors": [{"code", "message"}]}}."""
        root: dict[str, Any] = {}
        for path, code, message in self.items:
            node = root
            for part in path.split("."):
                node = node.setdefault(part, {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        return root

    def raise_if_any(self) -> None:
        if self.items:
            raise DiscordError(400, 50035, "Invalid Form Body", self.nested())


class FakecordError(AssertionError):
    """The test asked for something Discord itself would never let a user do."""


class FakecordTimeout(FakecordError, TimeoutError):
    """A wait ran out of time; the message says what was awaited and what happened last."""
