"""towai: its rules hooks are registered on import (the table, faces and AI load on demand)."""

from tabletop.games.towai import rules  # noqa: F401
