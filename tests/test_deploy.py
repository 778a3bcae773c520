"""Running ginbot for a server: the systemd unit (``deploy/ginbot.service``), the
Dockerfile, ``compose.yaml`` and the container's supervisor (``deploy/ginbot-supervise``).

The unit is checked by ``systemd-analyze verify`` (with its ginbot pointed at this
checkout's, so that the check can find it) and read for the keys that make it right:
an absolute database path and restarts by ``ginbot run``'s exit status. This machine has
the Docker client but no engine, so the Dockerfile is read rather than built. The
supervisor, a shell script, is run for real with a stand-in ``ginbot`` on its PATH.
"""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path, PurePosixPath

import pytest

from ginbot.cli import build_parser
from ginbot.run_cmd import UNREACHABLE

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "deploy" / "ginbot.service"
SUPERVISOR = ROOT / "deploy" / "ginbot-supervise"
DOCKERFILE = ROOT / "Dockerfile"
COMPOSE = ROOT / "compose.yaml"
INSTALLED = "/opt/ginbot/.venv/bin/ginbot"  # where the unit expects ginbot
STOP_FOR_A_PERSON = {1, 2}  # the token refused; a setting or the database unusable


def unit() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read_string(UNIT.read_text(encoding="utf-8"))
    return parser


def environment(service: configparser.SectionProxy) -> dict[str, str]:
    return dict(word.split("=", 1) for word in shlex.split(service["Environment"]))


# -- systemd -----------------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_the_unit_passes_systemd_analyze_verify(tmp_path: Path) -> None:
    ginbot = Path(sys.executable).with_name("ginbot")
    assert ginbot.is_file(), "the ginbot command of this checkout's environment"
    text = UNIT.read_text(encoding="utf-8")
    assert text.count(INSTALLED) == 1
    checked = tmp_path / "ginbot.service"
    checked.write_text(text.replace(INSTALLED, str(ginbot)), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(checked)], capture_output=True,
                          text=True, timeout=60)
    # An unknown key or a bad value is only a warning: nothing may be said at all.
    assert (done.returncode, done.stderr, done.stdout) == (0, "", "")


def test_systemd_analyze_does_find_a_broken_unit(tmp_path: Path) -> None:
    """The check above can fail: a misspelt key is reported (on stderr, status 0)."""
    if shutil.which("systemd-analyze") is None:
        pytest.skip("no systemd-analyze here")
    broken = tmp_path / "ginbot.service"
    broken.write_text(UNIT.read_text(encoding="utf-8").replace(INSTALLED, sys.executable)
                      .replace("RestartSec=", "RestartSecs="), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(broken)], capture_output=True,
                          text=True, timeout=60)
    assert "Unknown key 'RestartSecs'" in done.stderr


def test_the_unit_restarts_on_status_3_and_a_crash_and_stops_on_1_and_2() -> None:
    service = unit()["Service"]
    assert service["Restart"] == "on-failure"  # a non-zero status, or killed by a signal
    prevented = {int(status) for status in service["RestartPreventExitStatus"].split()}
    assert prevented == STOP_FOR_A_PERSON
    assert UNREACHABLE == 3 and UNREACHABLE not in prevented
    assert 0 < int(service["RestartSec"]) <= 120
    assert "RestartForceExitStatus" not in service


def test_the_unit_runs_ginbot_run_on_an_absolute_database_in_its_state_folder() -> None:
    parsed = unit()
    service = parsed["Service"]
    command = shlex.split(service["ExecStart"])
    assert command[0] == INSTALLED
    args = build_parser().parse_args(command[1:])
    assert args.command == "run" and PurePosixPath(args.env_file).is_absolute()
    database = PurePosixPath(environment(service)["GINBOT_DATABASE"])
    assert database.is_absolute()
    state = PurePosixPath("/var/lib") / service["StateDirectory"]
    assert database.parent == state == PurePosixPath(service["WorkingDirectory"])
    assert service["User"] != "root" and service["Type"] == "simple"
    assert parsed["Install"]["WantedBy"] == "multi-user.target"
    assert "network-online.target" in parsed["Unit"]["After"]


# -- Docker ------------------------------------------------------------------------------


def instructions() -> list[tuple[str, str]]:
    """The Dockerfile's instructions, continuation lines joined, comments left out."""
    joined, found = "", []
    for line in DOCKERFILE.read_text(encoding="utf-8").splitlines():
        if not joined and (not line.strip() or line.lstrip().startswith("#")):
            continue
        joined += line.rstrip("\\").strip() + " "
        if not line.endswith("\\"):
            keyword, _, rest = joined.strip().partition(" ")
            found.append((keyword.upper(), rest.strip()))
            joined = ""
    return found


def test_the_image_is_python_311_slim_with_the_package_installed() -> None:
    steps = instructions()
    assert steps[0] == ("FROM", "python:3.11-slim")
    assert [keyword for keyword, _ in steps].count("FROM") == 1
    runs = " && ".join(rest for keyword, rest in steps if keyword == "RUN")
    assert "pip install ." in runs
    for keyword, rest in steps:
        if keyword == "COPY":
            *sources, _ = rest.split()
            for source in sources:
                assert (ROOT / source).exists(), f"COPY {source}: no such file"


def test_the_image_runs_the_supervisor_on_an_absolute_database_on_a_volume_as_its_user() -> None:
    steps = instructions()
    env = dict(word.split("=", 1) for keyword, rest in steps if keyword == "ENV"
               for word in shlex.split(rest))
    database = PurePosixPath(env["GINBOT_DATABASE"])
    assert database.is_absolute()
    volumes = [rest for keyword, rest in steps if keyword == "VOLUME"]
    assert volumes == [str(database.parent)]
    assert ("WORKDIR", str(database.parent)) in steps  # a relative path would land there too
    users = [rest for keyword, rest in steps if keyword == "USER"]
    assert users == ["ginbot"]
    runs = " ".join(rest for keyword, rest in steps if keyword == "RUN")
    assert f"chown ginbot:ginbot {database.parent}" in runs
    entrypoint = [rest for keyword, rest in steps if keyword == "ENTRYPOINT"]
    assert entrypoint == ['["/usr/local/bin/ginbot-supervise"]']
    assert ("COPY", "deploy/ginbot-supervise /usr/local/bin/ginbot-supervise") in steps
    assert os.access(SUPERVISOR, os.X_OK)
    assert "ginbot run" in SUPERVISOR.read_text(encoding="utf-8")


def test_compose_keeps_the_database_on_its_volume_and_leaves_restarts_to_the_supervisor() -> None:
    lines = [line.split("#")[0].rstrip() for line in COMPOSE.read_text(encoding="utf-8")
             .splitlines()]
    database = next(line.split(":", 1)[1].strip() for line in lines
                    if line.strip().startswith("GINBOT_DATABASE:"))
    mount = next(line.strip()[2:] for line in lines if line.strip().startswith("- ginbot-data:"))
    assert mount == f"ginbot-data:{PurePosixPath(database).parent}"
    assert PurePosixPath(database).is_absolute()
    assert "    init: true" in lines and '    restart: "no"' in lines
    assert "    env_file: .env" in lines and "    build: ." in lines
    assert "  ginbot-data:" in lines


# -- the container's supervisor ------------------------------------------------------------


STAND_IN = """#!/bin/sh
# A stand-in for ginbot: logs its arguments, then ends with the next status of $STATUSES
# ("kill": killed by SIGKILL; "serve": runs until SIGTERM, then exits 0).
echo "$*" >> "$RUNS"
n=$(wc -l < "$RUNS")
next=$(sed -n "${n}p" "$STATUSES")
case "$next" in
    kill) kill -KILL $$ ;;
    serve)
        trap 'echo TERM >> "$RUNS"; kill "$pid"; exit 0' TERM
        sleep 600 & pid=$!
        echo serving >> "$RUNS"
        wait "$pid" ;;
    *) exit "$next" ;;
esac
"""


def supervised(tmp_path: Path, statuses: list[str], *args: str, pause: str = "0"
               ) -> subprocess.Popen[str]:
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir(exist_ok=True)
    stand_in = bin_folder / "ginbot"
    stand_in.write_text(STAND_IN)
    stand_in.chmod(0o755)
    (tmp_path / "statuses").write_text("".join(f"{status}\n" for status in statuses))
    env = {"PATH": f"{bin_folder}:{os.environ['PATH']}", "RUNS": str(tmp_path / "runs"),
           "STATUSES": str(tmp_path / "statuses"), "GINBOT_RESTART_PAUSE": pause}
    return subprocess.Popen([str(SUPERVISOR), *args], env=env, stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True)


def runs(tmp_path: Path) -> list[str]:
    path = tmp_path / "runs"
    return path.read_text().splitlines() if path.exists() else []


def ended(process: subprocess.Popen[str]) -> tuple[int, list[str]]:
    _, err = process.communicate(timeout=60)
    return process.returncode, err.splitlines()


@pytest.mark.parametrize("status", [0, 1, 2])
def test_the_supervisor_ends_with_ginbot_runs_status_0_1_or_2(tmp_path: Path,
                                                              status: int) -> None:
    assert ended(supervised(tmp_path, [str(status), "0"])) == (status, [])
    assert runs(tmp_path) == ["run"]


def test_the_supervisor_starts_ginbot_again_after_status_3_and_a_crash(tmp_path: Path) -> None:
    process = supervised(tmp_path, ["3", "kill", "3", "0"], "--env-file", "/run/ginbot.env")
    status, said = ended(process)
    assert status == 0
    assert runs(tmp_path) == ["run --env-file /run/ginbot.env"] * 4
    # (The shell itself may say "Killed" of the run killed by a signal.)
    assert [line for line in said if line.startswith("ginbot-supervise:")] == [
        f"ginbot-supervise: ginbot run ended with status {code}; starting it again in 0 s"
        for code in (3, 128 + signal.SIGKILL, 3)]


def wait_for(condition: object, what: str) -> None:
    """Until ``condition()`` holds: the processes run at their own pace."""
    deadline = time.monotonic() + 60
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"no {what}"
        time.sleep(0.02)


def test_sigterm_goes_to_the_bot_which_stops_and_the_container_ends_with_0(
    tmp_path: Path,
) -> None:
    process = supervised(tmp_path, ["serve"])
    wait_for(lambda: runs(tmp_path) == ["run", "serving"], "bot serving")
    process.send_signal(signal.SIGTERM)
    assert ended(process) == (0, [])
    assert runs(tmp_path) == ["run", "serving", "TERM"]


def test_a_stop_during_the_pause_ends_it_at_once_without_a_new_start(tmp_path: Path) -> None:
    process = supervised(tmp_path, ["3", "0"], pause="600")
    assert process.stderr is not None
    assert "status 3; starting it again in 600 s" in process.stderr.readline()
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=60) == 0
    assert runs(tmp_path) == ["run"]


# -- several processes ---------------------------------------------------------------------

TEMPLATE = ROOT / "deploy" / "ginbot@.service"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
@pytest.mark.parametrize("misspelt", [False, True])
def test_the_template_unit_of_one_process_of_several_passes_verify(
        tmp_path: Path, misspelt: bool) -> None:
    """``ginbot@P.service``, an instance a process; the check fails on a misspelt key."""
    ginbot = Path(sys.executable).with_name("ginbot")
    text = TEMPLATE.read_text(encoding="utf-8")
    assert text.count(INSTALLED) == 1
    text = text.replace(INSTALLED, str(ginbot))
    if misspelt:
        text = text.replace("RestartSec=", "RestartSecs=")
    (tmp_path / "ginbot@.service").write_text(text, encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(tmp_path / "ginbot@1.service")],
                          capture_output=True, text=True, timeout=60)
    if misspelt:
        assert "Unknown key 'RestartSecs'" in done.stderr
    else:
        assert (done.returncode, done.stderr, done.stdout) == (0, "", "")


def test_the_template_runs_process_p_of_m_with_the_restarts_of_the_single_unit() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(TEMPLATE.read_text(encoding="utf-8"))
    service = parser["Service"]
    words = shlex.split(service["ExecStart"])
    assert words[:2] == [INSTALLED, "run"]
    assert words[words.index("--process") + 1] == "%i/${GINBOT_PROCESSES}"
    assert service["EnvironmentFile"] == "/etc/ginbot/processes.env"
    single = unit()["Service"]
    for key in ("Restart", "RestartPreventExitStatus", "RestartSec", "TimeoutStopSec"):
        assert service[key] == single[key], key
    build_parser().parse_args(["run", "--env-file", "x.env", "--process", "1/3",
                               "--shards", "4"])


def test_the_compose_file_of_three_processes_runs_each_number_once_on_postgresql() -> None:
    import yaml

    compose = yaml.safe_load((ROOT / "deploy" / "compose.processes.yaml").read_text())
    bots = {name: service for name, service in compose["services"].items()
            if name.startswith("ginbot-")}
    assert sorted(s["environment"]["GINBOT_PROCESS"] for s in bots.values()) == [
        "0/3", "1/3", "2/3"]
    for service in bots.values():
        environment = service["environment"]
        assert environment["GINBOT_DATABASE"].startswith("postgresql://")
        assert int(environment["GINBOT_SHARDS"]) >= 3
        assert service["restart"] == "no" and service["init"] is True
