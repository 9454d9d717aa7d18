"""big_two: its rules hooks are registered on import (the table, faces and AI load on demand)."""

from tabletop.games.big_two import rules  # noqa: F401
