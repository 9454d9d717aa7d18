"""`python -m tabletop`: the same as the `tabletop` command."""

import sys

from tabletop.tools.cli import main

sys.exit(main())
