"""Write one benchmark's section of bench/RESULTS.md, leaving the others alone."""

from __future__ import annotations

import os
import platform
from pathlib import Path

RESULTS = Path(__file__).with_name("RESULTS.md")
HEADER = "# Benchmark results\n\nEach section is written by the script named in it.\n"


def machine() -> str:
    return f"{platform.python_implementation()} {platform.python_version()}, " \
           f"{platform.machine()}, {os.cpu_count()} cores"


def write_section(name: str, markdown: str) -> None:
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    block = f"{start}\n{markdown.rstrip()}\n{end}\n"
    text = RESULTS.read_text() if RESULTS.exists() else HEADER
    if start in text and end in text:
        before, rest = text.split(start, 1)
        after = rest.split(end, 1)[1].lstrip("\n")
        text = f"{before}{block}\n{after}" if after else f"{before}{block}"
    else:
        text = text.rstrip() + "\n\n" + block
    RESULTS.write_text(text)
