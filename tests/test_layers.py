"""The layers of DESIGN.md as a running program sees them.

``lint-imports`` (the contracts in pyproject.toml) checks the arrows between modules;
these tests check what it cannot see: what importing a layer loads at run time, and
which engine names (not modules) the front ends read.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

import ginbot.engine.masks

ROOT = Path(__file__).resolve().parents[1]

# What the words and the pictures must never load: the store and its drivers, the AI,
# the service and its ratings, Discord.
HEAVY = ("aiosqlite", "openskill", "ginbot.ai", "ginbot.service", "ginbot.store", "discord")

LOADED = """
import json, sys
import cards_img, ginbot.text
print(json.dumps(sorted(sys.modules)))
"""

FRONT_ENDS = ("cogs", "ginbot/terminal", "cards_img")


def test_words_and_pictures_load_no_service_store_ai_or_discord():
    """A fresh interpreter that imports ``cards_img`` and ``ginbot.text`` (as the terminal
    and a process pool's picture workers do) loads none of the heavy layers."""
    done = subprocess.run([sys.executable, "-c", LOADED], cwd=ROOT, capture_output=True,
                          encoding="utf-8", timeout=60, check=True)
    loaded = json.loads(done.stdout)
    leaked = [m for m in loaded if any(m == p or m.startswith(p + ".") for p in HEAVY)]
    assert leaked == []


def engine_names(path: Path) -> set[str]:
    """The names a module imports from ``ginbot.engine`` or any module of it."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ginbot.engine"):
            names.update(alias.name for alias in node.names)
    return names


def test_front_ends_read_no_bitmasks():
    """DESIGN.md: a front end never reads the engine's bitmasks. The package
    ``ginbot.engine`` re-exports them for the computer players, so the contracts on
    modules cannot see them; the names can."""
    bitmasks = set(ginbot.engine.masks.__all__)
    readers = {}
    for folder in FRONT_ENDS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if read := engine_names(path) & bitmasks:
                readers[path.relative_to(ROOT).as_posix()] = frozenset(read)
    assert readers == {}
