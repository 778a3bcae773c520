"""Configuration from the environment or a ``.env`` file (see ``.env.example``)."""

from __future__ import annotations

import os
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

    @classmethod
    def load(cls, env_file: str | Path | None = None) -> Settings:
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
        return cls.from_mapping(os.environ)

    @classmethod
    def from_mapping(cls, env: dict[str, str] | os._Environ[str]) -> Settings:
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
        return cls(
            token=get("DISCORD_TOKEN"),
            database=get("GINBOT_DATABASE") or DEFAULT_DATABASE,
            guild=int(guild) if guild else None,
            log_level=level,
            endpoints=endpoints,
        )
