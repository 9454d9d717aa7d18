"""The shipped game configs as raw YAML, and a build of an edited copy that must fail at load."""

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import build_game, config_dir


def raw(file: str) -> dict:
    """A fresh parse of game_configs/`file`."""
    return yaml.safe_load((config_dir() / file).read_text(encoding="utf-8"))


def bad(file: str, edit) -> ConfigError:
    """The ConfigError of `file` after `edit(cfg)` changed a fresh copy; fails the test if it loads."""
    cfg = raw(file)
    edit(cfg)
    with pytest.raises(ConfigError) as e:
        build_game(cfg, file)
    return e.value
