"""tweak: its rules hooks are registered on import (the table, faces and AI load on demand)."""

from tabletop.games.tweak import rules  # noqa: F401
