"""Configuration from the environment or a ``.env`` file (see ``.env.example``)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ginbot.endpoints import EndpointError, Endpoints

DEFAULT_DATABASE = "ginbot.sqlite3"
DEFAULT_ENV_FILE = ".env"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting is missing or wrong; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: str
    guild: int | None
    log_level: str
    endpoints: Endpoints | None  # None: the real Discord
    shards: int | None = None  # Discord's shard count; None: Discord's recommendation
    process: tuple[int, int] = (0, 1)  # this process P of M: it runs the shards s % M == P

    @property
    def shard_ids(self) -> list[int] | None:
        """The shards this process runs (None: all, as many as Discord recommends)."""
        if self.shards is None:
            return None
        index, count = self.process
        return [shard for shard in range(self.shards) if shard % count == index]

    @property
    def holds_shard_zero(self) -> bool:
        """Every event without a server (DM clicks among them) reaches shard 0 only."""
        return self.process[0] == 0

    @classmethod
    def load(cls, env_file: str | Path | None = None, **overrides: str) -> Settings:
        """Read the settings; values already in the environment win over the file's.

        ``env_file`` must exist when named (a typo must not go unnoticed); without
        it, ``.env`` is read when there is one.
        """
        path = Path(DEFAULT_ENV_FILE if env_file is None else env_file)
        if env_file is not None and not path.is_file():
            why = "is a folder" if path.is_dir() else "does not exist"
            raise ConfigError(f"the settings file {path} {why}")
        if path.is_file():
            from dotenv import load_dotenv

            load_dotenv(path, override=False)
        return cls.from_mapping({**os.environ, **overrides})

    @classmethod
    def from_mapping(cls, env: Mapping[str, str]) -> Settings:
        def get(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        guild = get("GINBOT_GUILD")
        if guild is not None and not guild.isdigit():
            raise ConfigError(f"GINBOT_GUILD must be a guild id (digits), not {guild!r}")
        level = (get("GINBOT_LOG_LEVEL") or "INFO").upper()
        if level not in LOG_LEVELS:
            raise ConfigError(f"GINBOT_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}")
        try:
            endpoints = Endpoints.from_env(env)
        except EndpointError as error:
            raise ConfigError(str(error)) from None
        shards, process = sharding(get("GINBOT_SHARDS"), get("GINBOT_PROCESS"))
        return cls(
            token=get("DISCORD_TOKEN"),
            database=get("GINBOT_DATABASE") or DEFAULT_DATABASE,
            guild=int(guild) if guild else None,
            log_level=level,
            endpoints=endpoints,
            shards=shards,
            process=process,
        )


def sharding(shards: str | None, process: str | None) -> tuple[int | None, tuple[int, int]]:
    """GINBOT_SHARDS (a count) and GINBOT_PROCESS ("P/M": this is process P of M)."""
    count = None
    if shards is not None:
        if not shards.isdigit() or int(shards) < 1:
            raise ConfigError(f"GINBOT_SHARDS (--shards) must be a number of shards, 1 or "
                              f"more, not {shards!r}")
        count = int(shards)
    if process is None:
        return count, (0, 1)
    index, slash, of = process.partition("/")
    if not (slash and index.isdigit() and of.isdigit() and int(index) < int(of)):
        raise ConfigError(f"GINBOT_PROCESS (--process) must be P/M, this process's number "
                          f"from 0 and the number of processes, like 0/3; not {process!r}")
    index_, of_ = int(index), int(of)
    if of_ > 1 and count is None:
        raise ConfigError(f"GINBOT_PROCESS={process} needs GINBOT_SHARDS (--shards): every "
                          "process must be given the same shard count")
    if count is not None and index_ >= count:
        raise ConfigError(f"process {process} would run none of the {count} shards: run at "
                          f"most as many processes as shards")
    return count, (index_, of_)
