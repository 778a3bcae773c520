"""The ``ginbot`` command: its help, and ``run`` without a token."""

import os
import subprocess
import sys
from pathlib import Path

from ginbot.cli import COMMANDS, main


def run_ginbot(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ginbot", *args], capture_output=True, text=True, timeout=60,
        env=env, cwd=Path(__file__).resolve().parent.parent,
    )


def test_help_lists_exactly_the_commands_that_exist(capsys):
    assert main([]) == 2
    shown = capsys.readouterr().out
    for name in COMMANDS:
        assert f"    {name} " in shown
    assert set(COMMANDS) == {"run", "play", "rules", "sim"}


def empty_env_file(tmp_path: Path) -> str:
    """A settings file with nothing in it: the repository's own .env is not read."""
    path = tmp_path / "empty.env"
    path.write_text("")
    return str(path)


def test_run_without_a_token_explains_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    done = run_ginbot("run", "--env-file", empty_env_file(tmp_path), env=env)
    assert done.returncode == 2
    assert "ginbot needs a Discord bot token" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_run_refuses_half_an_endpoint_switch(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "GINBOT_"))}
    env |= {"DISCORD_TOKEN": "x", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10"}
    done = run_ginbot("run", "--env-file", empty_env_file(tmp_path), env=env)
    assert done.returncode == 2
    assert "set both DISCORD_API_BASE and DISCORD_GATEWAY_URL" in done.stderr
    assert "Traceback" not in done.stderr


def test_rules_prints_every_preset(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "scarne:" in out and "Three players" in out and "Two teams of two" in out
