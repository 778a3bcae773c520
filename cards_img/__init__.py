"""Card pictures drawn with Pillow: hands, the table, showdowns and match summaries.

Only ``ginbot.engine`` is imported; every function is deterministic (same
input, same bytes) and safe to call from worker threads.
"""

from .hand import render_hand
from .picture import Picture
from .showdown import render_showdown
from .summary import render_summary
from .table import render_table

__all__ = ["Picture", "render_hand", "render_showdown", "render_summary", "render_table"]
