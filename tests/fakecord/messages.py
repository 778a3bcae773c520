"""Turning what the bot sends (JSON or multipart) into message versions, under Discord's limits.

Checked: content up to 2000 characters, at most 10 embeds within the embed
limits (6000 characters in all), at most 10 files each within the size limit,
the component rules of `components.py`, and no empty message.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from . import errors
from .components import check_message_components
from .errors import FormErrors
from .model import COMPONENTS_V2, EPHEMERAL, LOADING, Attachment, MessageVersion

MAX_CONTENT, MAX_EMBEDS, MAX_FILES, MAX_EMBED_TOTAL = 2000, 10, 10, 6000
SETTABLE_FLAGS = 4 | EPHEMERAL | 4096 | COMPONENTS_V2


@dataclass(frozen=True)
class Upload:
    """A file part of a multipart request."""

    filename: str
    data: bytes
    content_type: str


async def read_body(request: web.Request) -> tuple[dict[str, Any], dict[int, Upload]]:
    """The JSON payload and the uploaded files (`files[n]` parts) of a request."""
    if request.content_type.startswith("multipart/"):
        payload: dict[str, Any] = {}
        uploads: dict[int, Upload] = {}
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            name = part.name or ""
            data = await part.read()  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(data)
            elif name.startswith("files[") and name.endswith("]"):
                uploads[int(name[6:-1])] = Upload(
                    part.filename or name,  # type: ignore[union-attr]
                    bytes(data),
                    part.headers.get("Content-Type", "application/octet-stream"),
                )
        return payload, uploads
    if not request.can_read_body:
        return {}, {}
    raw = await request.read()
    return (json.loads(raw) if raw else {}), {}


def check_embeds(embeds: list[dict[str, Any]], errors_: FormErrors, path: str = "embeds") -> None:
    if len(embeds) > MAX_EMBEDS:
        errors_.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        limits = {"title": 256, "description": 4096}
        for key, limit in limits.items():
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                errors_.add(
                    f"{path}.{i}.{key}", "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer."
                )
        fields = embed.get("fields", [])
        if len(fields) > 25:
            errors_.add(f"{path}.{i}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer.")
        for j, fld in enumerate(fields):
            for key, limit in (("name", 256), ("value", 1024)):
                text = fld.get(key) or ""
                total += len(text)
                if not 1 <= len(text) <= limit:
                    errors_.add(
                        f"{path}.{i}.fields.{j}.{key}",
                        "BASE_TYPE_BAD_LENGTH",
                        f"Must be between 1 and {limit} in length.",
                    )
        for key, sub, limit in (("footer", "text", 2048), ("author", "name", 256)):
            text = (embed.get(key) or {}).get(sub) or ""
            total += len(text)
            if len(text) > limit:
                errors_.add(f"{path}.{i}.{key}.{sub}", "BASE_TYPE_MAX_LENGTH", f"Max {limit}.")
    if total > MAX_EMBED_TOTAL:
        errors_.add(path, "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


def build_version(
    payload: dict[str, Any],
    uploads: dict[int, Upload],
    *,
    previous: MessageVersion | None,
    store: Callable[[Upload, str | None], Attachment],
    size_limit: int,
    path: str = "",
    ephemeral_ok: bool = False,
) -> MessageVersion:
    """The message version a create (previous=None) or an edit produces.

    Only a new interaction response or followup (`ephemeral_ok`) may set the
    ephemeral flag. Raises `DiscordError` for anything Discord would refuse.
    """
    problems = FormErrors()
    at = f"{path}." if path else ""
    if len(uploads) > MAX_FILES:
        problems.add(f"{at}files", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer.")
    if any(len(u.data) > size_limit for u in uploads.values()):
        raise errors.too_large()

    flags = (previous.flags & ~LOADING) if previous else 0
    settable = SETTABLE_FLAGS if ephemeral_ok and previous is None else SETTABLE_FLAGS & ~EPHEMERAL
    flags |= int(payload.get("flags") or 0) & settable
    v2 = bool(flags & COMPONENTS_V2)

    content = payload.get("content", previous.content if previous else "") or ""
    if not isinstance(content, str):
        content = str(content)
    if len(content) > MAX_CONTENT:
        problems.add(
            f"{at}content", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_CONTENT} or fewer in length."
        )
    embeds = payload.get("embeds", list(previous.embeds) if previous else []) or []
    check_embeds(embeds, problems, f"{at}embeds")
    components = payload.get("components", list(previous.components) if previous else []) or []
    check_message_components(components, v2, problems, f"{at}components")
    if v2 and (content or embeds):
        problems.add(
            f"{at}content",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used with components v2",
        )
    attachments = _attachments(payload, uploads, previous, store, problems, at)
    problems.raise_if_any()
    if not (content or embeds or components or attachments):
        raise errors.empty_message()
    return MessageVersion(
        content=content,
        embeds=tuple(embeds),
        components=tuple(components),
        attachments=tuple(attachments),
        flags=flags,
        at=time.time(),
    )


def loading_version(ephemeral: bool) -> MessageVersion:
    """The "Bot is thinking..." placeholder of a deferred response."""
    flags = LOADING | (EPHEMERAL if ephemeral else 0)
    return MessageVersion("", (), (), (), flags, time.time())


def _attachments(
    payload: dict[str, Any],
    uploads: dict[int, Upload],
    previous: MessageVersion | None,
    store: Callable[[Upload, str | None], Attachment],
    problems: FormErrors,
    at: str,
) -> list[Attachment]:
    kept = list(previous.attachments) if previous else []
    if "attachments" not in payload:
        return kept + [store(uploads[i], None) for i in sorted(uploads)]
    by_id = {a.id: a for a in kept}
    result: list[Attachment] = []
    used: set[int] = set()
    for i, item in enumerate(payload["attachments"] or []):
        ident = int(item.get("id", -1))
        if ident in uploads:
            upload = uploads[ident]
            if item.get("filename"):
                upload = Upload(item["filename"], upload.data, upload.content_type)
            result.append(store(upload, item.get("description")))
            used.add(ident)
        elif ident in by_id:
            result.append(by_id[ident])
        else:
            problems.add(
                f"{at}attachments.{i}.id", "ATTACHMENT_NOT_FOUND", f"Unknown attachment {ident}"
            )
    result += [store(uploads[i], None) for i in sorted(uploads) if i not in used]
    return result
