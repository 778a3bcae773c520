"""AI research: the benchmarks that measure and explain the computer players.

Run each from the repository root as a module, e.g. ``python -m bench.ai.league``.
"""
