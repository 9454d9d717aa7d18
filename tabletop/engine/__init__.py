"""The pure rules engine: no pygame here. States are plain data; actions change them; events tell."""

from tabletop.engine.actions import SYSTEM, Action
from tabletop.engine.errors import ConfigError, IllegalAction
from tabletop.engine.game import Game
from tabletop.engine.state import State

__all__ = ["Action", "SYSTEM", "ConfigError", "IllegalAction", "Game", "State"]
