"""Where the shipped data lives, in a source checkout or an installed wheel."""

from __future__ import annotations

import os
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent


def _shipped(folder: str, packaged: str) -> Path:
    here = _ROOT / folder
    if here.is_dir():
        return here
    from importlib.resources import files
    return Path(str(files("tabletop").joinpath(packaged)))


def config_dir() -> Path:
    """The folder of the shipped game configs (game_configs/ or tabletop/_configs)."""
    return _shipped("game_configs", "_configs")


def asset_path(*parts: str) -> Path:
    """A shipped asset, e.g. asset_path("fonts", "DejaVuSans.ttf")."""
    return _shipped("assets", "_assets").joinpath(*parts)


def user_data_dir() -> Path:
    """The player's data folder (platformdirs), or $TABLETOP_HOME/data when that is set."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "data"
    import platformdirs
    return Path(platformdirs.user_data_dir("tabletop"))
