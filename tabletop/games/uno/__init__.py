"""uno: its rules hooks are registered on import (the faces and AI load on demand)."""

from tabletop.games.uno import rules  # noqa: F401
