"""uno_flex: its rules hooks are registered on import (the table, faces and AI load on demand)."""

from tabletop.games.uno_flex import rules  # noqa: F401
from tabletop.games.uno_flex import sampling  # noqa: F401
