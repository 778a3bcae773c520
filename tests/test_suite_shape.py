"""The suite keeps its shape: a module named ``test_*`` holds tests and a support module
none (pytest would never run them there); no module imports a test module (what two
share lives in a support module or, for fixtures, in conftest.py); and a fixture has
one home (a fixture two modules define alike belongs in conftest.py)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
MODULES = sorted(TESTS.rglob("*.py"))


def module_name(path: Path) -> str:
    """The dotted name of a file under tests/ (``tests.fakecord.gateway``)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_test_module(name: str) -> bool:
    return name.rsplit(".", 1)[-1].startswith("test_")


def imported(path: Path, tree: ast.Module) -> Iterator[str]:
    """Every module ``tree`` imports, relative imports resolved, ``from X import Y``
    giving both X and X.Y (Y may be a module)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            yield source
            yield from (f"{source}.{alias.name}" for alias in node.names)


def is_test(node: ast.stmt) -> bool:
    """A test pytest collects: a ``test_*`` function, or a ``Test*`` class with one."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return node.name.startswith("test_")
    return isinstance(node, ast.ClassDef) and node.name.startswith("Test") and any(
        is_test(item) for item in node.body)


def is_fixture(node: ast.stmt) -> bool:
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if (isinstance(target, ast.Attribute) and target.attr == "fixture") or (
                isinstance(target, ast.Name) and target.id == "fixture"):
            return True
    return False


TREES = {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in MODULES}


def where(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_the_suite_has_its_modules() -> None:
    names = {module_name(path) for path in MODULES}
    assert {"tests.conftest", "tests.test_suite_shape"} <= names
    assert sum(is_test_module(name) for name in names) > 50


def test_no_module_imports_a_test_module() -> None:
    found = [f"{where(path)} imports {name}" for path, tree in TREES.items()
             for name in imported(path, tree) if name.startswith("tests.")
             and is_test_module(name)]
    assert found == []


def test_a_test_module_holds_tests_and_a_support_module_none() -> None:
    empty = [where(path) for path, tree in TREES.items()
             if is_test_module(module_name(path)) and not any(map(is_test, tree.body))]
    stray = [where(path) for path, tree in TREES.items()
             if not is_test_module(module_name(path)) and any(map(is_test, tree.body))]
    assert (empty, stray) == ([], [])


def test_each_fixture_has_one_home() -> None:
    homes: dict[str, list[str]] = {}
    for path, tree in TREES.items():
        for node in tree.body:
            if is_fixture(node):
                assert isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                homes.setdefault(node.name, []).append(where(path))
    assert {name: places for name, places in homes.items() if len(places) > 1} == {}


def test_a_fixture_in_conftest_is_not_imported() -> None:
    """Fixtures reach a test through conftest.py, never by an import (an imported
    fixture is one pytest finds twice, and ruff calls unused)."""
    conftest = TREES[TESTS / "conftest.py"]
    shared = {node.name for node in conftest.body if is_fixture(node)}
    found = [f"{where(path)} imports {name}" for path, tree in TREES.items()
             for name in imported(path, tree)
             if name.startswith("tests.") and name.rpartition(".")[2] in shared]
    assert found == []
