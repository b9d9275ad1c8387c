"""``python -m bot.cli``: the ``canasta`` command without its installed script."""

import sys

from . import main

sys.exit(main())
