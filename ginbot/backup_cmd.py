"""``ginbot backup FILE``: copy the bot's database to a new file, safely while it runs.

The database is the one ``ginbot run`` opens (``GINBOT_DATABASE`` from the environment
or ``.env``, else ``ginbot.sqlite3``), or ``--database PATH``. The copy is SQLite's
online backup (``ginbot.store.backup``): a consistent snapshot even mid-match, taken
without stopping the bot. A PostgreSQL database is refused (exit status 2), naming
the ``pg_dump`` command that backs it up, its password hidden.
"""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE",
                        help="the backup to write: a new file (an existing one is refused)")
    parser.add_argument("--database", default=None, metavar="PATH",
                        help="the SQLite database to copy (default: the bot's, as ginbot "
                             "run finds it: GINBOT_DATABASE, else ginbot.sqlite3); a "
                             "PostgreSQL database is backed up with pg_dump")
    parser.add_argument("--env-file", default=None, metavar="PATH",
                        help="settings file to read GINBOT_DATABASE from (default: .env, "
                             "when there is one)")


def run(args: argparse.Namespace) -> int:
    from ginbot.config import ConfigError, Settings
    from ginbot.store.backup import BackupRefused, backup

    source = args.database
    if source is None:
        try:
            source = Settings.load(args.env_file).database
        except ConfigError as error:
            print(f"ginbot: {error}", file=sys.stderr)
            return 2
    try:
        done = backup(source, args.file)
    except BackupRefused as error:
        print(f"ginbot: {error}", file=sys.stderr)
        return 2
    print(f"ginbot: backed up {source} to {done.path} "
          f"(schema version {done.schema_version}, {done.size:,} bytes)")
    return 0
