"""Per-game hooks. Importing this package registers every game's hooks by name."""

import importlib

GAMES = ("uno_flex", "big_two", "tweak", "towai")

for _g in GAMES:
    try:
        importlib.import_module(f"tabletop.games.{_g}")
    except ModuleNotFoundError as e:  # a game whose module is not written yet
        if e.name != f"tabletop.games.{_g}":
            raise
