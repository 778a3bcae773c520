"""Message components: finding a button or menu, and Discord's layout limits.

Limits checked (classic layout): at most 5 action rows, at most 5 buttons in a
row, a select menu alone in its row, 1..25 select options, `custom_id` 1..100
characters and unique in the message, labels up to 80, placeholders up to 150.
With the components-v2 flag: at most 40 components in all, same item rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .errors import FakecordError, FormErrors

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SELECTS = (3, 5, 6, 7, 8)
LINK, PREMIUM = 5, 6
LABEL = 18
V2_LAYOUT = (9, 10, 11, 12, 13, 14, 17)
MAX_ROWS, MAX_ROW_WIDTH, MAX_OPTIONS, MAX_CUSTOM_ID, MAX_V2_COMPONENTS = 5, 5, 25, 100, 40


def walk_components(components: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first, including rows, sections and accessories."""
    for comp in components:
        yield comp
        yield from walk_components(comp.get("components", ()))
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


def find_component(components: Iterable[dict[str, Any]], key: str) -> dict[str, Any] | None:
    """A button or menu by exact custom_id, else by label or placeholder."""
    items = [c for c in walk_components(components) if c.get("type") in (BUTTON, *SELECTS)]
    for comp in items:
        if comp.get("custom_id") == key:
            return comp
    named = [c for c in items if key in (c.get("label"), c.get("placeholder"))]
    if len(named) > 1:
        ids = [c.get("custom_id") for c in named]
        raise FakecordError(f"{key!r} names {len(named)} components {ids}; use a custom_id")
    return named[0] if named else None


def check_message_components(
    components: list[dict[str, Any]], v2: bool, errors: FormErrors, path: str = "components"
) -> None:
    """Record every layout or item rule the components break."""
    if not isinstance(components, list):
        errors.add(path, "LIST_TYPE_CONVERT", "Must be a list.")
        return
    if v2:
        total = sum(1 for _ in walk_components(components))
        if total > MAX_V2_COMPONENTS:
            errors.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be {MAX_V2_COMPONENTS} or fewer.")
    else:
        if len(components) > MAX_ROWS:
            errors.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {MAX_ROWS} in length.")
        for i, comp in enumerate(components):
            if comp.get("type") != ACTION_ROW:
                errors.add(f"{path}.{i}.type", "UNION_TYPE_CHOICES", "Value must be an action row.")
    seen: set[str] = set()
    for i, comp in enumerate(components):
        _check_component(comp, f"{path}.{i}", v2, errors, seen)


def _check_component(
    comp: dict[str, Any], path: str, v2: bool, errors: FormErrors, seen: set[str]
) -> None:
    kind = comp.get("type")
    if kind == ACTION_ROW:
        _check_row(comp.get("components", []), path, errors, seen)
    elif kind == BUTTON:
        _check_button(comp, path, errors, seen)
    elif kind in SELECTS:
        _check_select(comp, path, errors, seen)
    elif v2 and kind in V2_LAYOUT:
        for j, child in enumerate(comp.get("components", [])):
            _check_component(child, f"{path}.components.{j}", v2, errors, seen)
        if isinstance(comp.get("accessory"), dict):
            _check_component(comp["accessory"], f"{path}.accessory", v2, errors, seen)
    else:
        errors.add(f"{path}.type", "UNION_TYPE_CHOICES", f"Value {kind!r} is not allowed here.")


def _check_row(items: list[dict[str, Any]], path: str, errors: FormErrors, seen: set[str]) -> None:
    if not 1 <= len(items) <= MAX_ROW_WIDTH:
        errors.add(
            f"{path}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."
        )
    kinds = [c.get("type") for c in items]
    if any(k in SELECTS for k in kinds) and len(items) > 1:
        errors.add(
            f"{path}.components",
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "The specified component exceeds the maximum width",
        )
    for j, item in enumerate(items):
        item_path = f"{path}.components.{j}"
        if item.get("type") == BUTTON:
            _check_button(item, item_path, errors, seen)
        elif item.get("type") in SELECTS:
            _check_select(item, item_path, errors, seen)
        else:
            errors.add(
                f"{item_path}.type", "UNION_TYPE_CHOICES", "Value must be a button or select."
            )


def _check_custom_id(comp: dict[str, Any], path: str, errors: FormErrors, seen: set[str]) -> None:
    custom_id = comp.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id:
        errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        return
    if len(custom_id) > MAX_CUSTOM_ID:
        errors.add(
            f"{path}.custom_id",
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_CUSTOM_ID} or fewer in length.",
        )
    if custom_id in seen:
        errors.add(
            f"{path}.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
            "Component custom id cannot be duplicated",
        )
    seen.add(custom_id)


def _check_button(comp: dict[str, Any], path: str, errors: FormErrors, seen: set[str]) -> None:
    style = comp.get("style")
    if style not in (1, 2, 3, 4, LINK, PREMIUM):
        errors.add(
            f"{path}.style", "BASE_TYPE_CHOICES", f"Value must be one of (1..6), not {style!r}."
        )
    if style == LINK:
        if not comp.get("url"):
            errors.add(f"{path}.url", "BASE_TYPE_REQUIRED", "This field is required")
        if "custom_id" in comp:
            errors.add(
                f"{path}.custom_id",
                "BUTTON_COMPONENT_CUSTOM_ID_FORBIDDEN",
                "A link button has no id.",
            )
    elif style != PREMIUM:
        _check_custom_id(comp, path, errors, seen)
    label = comp.get("label")
    if label is not None and len(label) > 80:
        errors.add(f"{path}.label", "BASE_TYPE_MAX_LENGTH", "Must be 80 or fewer in length.")
    if style != PREMIUM and not label and not comp.get("emoji"):
        errors.add(f"{path}.label", "BASE_TYPE_REQUIRED", "A button needs a label or an emoji.")


def _check_select(comp: dict[str, Any], path: str, errors: FormErrors, seen: set[str]) -> None:
    _check_custom_id(comp, path, errors, seen)
    placeholder = comp.get("placeholder")
    if placeholder is not None and len(placeholder) > 150:
        errors.add(f"{path}.placeholder", "BASE_TYPE_MAX_LENGTH", "Must be 150 or fewer in length.")
    low, high = comp.get("min_values", 1), comp.get("max_values", 1)
    if not 0 <= low <= MAX_OPTIONS:
        errors.add(f"{path}.min_values", "NUMBER_TYPE_MAX", "Must be between 0 and 25.")
    if not 1 <= high <= MAX_OPTIONS or high < low:
        errors.add(f"{path}.max_values", "NUMBER_TYPE_MAX", "Must be between 1 and 25.")
    if comp.get("type") != STRING_SELECT:
        return
    options = comp.get("options", [])
    if not 1 <= len(options) <= MAX_OPTIONS:
        errors.add(f"{path}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
    if high > len(options) >= 1:
        errors.add(
            f"{path}.max_values", "SELECT_COMPONENT_TOO_MANY_VALUES", "More values than options."
        )
    values: set[str] = set()
    for k, opt in enumerate(options):
        for key in ("label", "value", "description"):
            text = opt.get(key)
            if text is not None and not 1 <= len(text) <= 100:
                errors.add(
                    f"{path}.options.{k}.{key}",
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 100 in length.",
                )
        if opt.get("value") in values:
            errors.add(
                f"{path}.options.{k}.value",
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Select option values must be unique",
            )
        values.add(opt.get("value", ""))


def check_modal(data: dict[str, Any], errors: FormErrors, path: str = "data") -> None:
    """A modal: title up to 45, custom_id, 1..5 rows of one text input or select."""
    title = data.get("title")
    if not isinstance(title, str) or not 1 <= len(title) <= 45:
        errors.add(f"{path}.title", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length.")
    seen: set[str] = set()
    holder = {"custom_id": data.get("custom_id")}
    _check_custom_id(holder, path, errors, seen)
    rows = data.get("components", [])
    if not 1 <= len(rows) <= MAX_ROWS:
        errors.add(
            f"{path}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."
        )
    for i, row in enumerate(rows):
        inner = (
            row.get("components", []) if row.get("type") == ACTION_ROW else [row.get("component")]
        )
        if row.get("type") not in (ACTION_ROW, LABEL, 10) or len(inner) != 1:
            errors.add(f"{path}.components.{i}", "UNION_TYPE_CHOICES", "One input per row.")
            continue
        if row.get("type") == 10:
            continue
        field = inner[0] or {}
        field_path = f"{path}.components.{i}.component"
        if field.get("type") == TEXT_INPUT:
            _check_custom_id(field, field_path, errors, seen)
            for key, limit in (("value", 4000), ("placeholder", 100)):
                if len(field.get(key) or "") > limit:
                    errors.add(
                        f"{field_path}.{key}", "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer."
                    )
        elif field.get("type") in SELECTS:
            _check_select(field, field_path, errors, seen)
        else:
            errors.add(f"{field_path}.type", "UNION_TYPE_CHOICES", "Not a modal input.")


def modal_fields(components: Iterable[dict[str, Any]]) -> list[tuple[dict[str, Any], str]]:
    """(input, its label) for each text input or select of a modal."""
    fields: list[tuple[dict[str, Any], str]] = []
    for row in components:
        if row.get("type") == LABEL and isinstance(row.get("component"), dict):
            fields.append((row["component"], row.get("label", "")))
        elif row.get("type") == ACTION_ROW:
            for comp in row.get("components", []):
                fields.append((comp, comp.get("label", "")))
    return fields
