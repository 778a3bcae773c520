"""``python -m ginbot``: the same as the ``ginbot`` command."""

import sys

from ginbot.cli import main

sys.exit(main())
