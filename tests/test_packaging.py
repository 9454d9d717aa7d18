"""The wheel ships the whole tabletop package (every game folder and its data) and the two data folders."""

import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_the_wheel_takes_the_whole_package_and_maps_the_data_folders():
    """No list of packages to keep up to date: a new game's folder ships by being under tabletop/."""
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert cfg["build-system"]["build-backend"] == "hatchling.build"
    wheel = cfg["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["tabletop"]
    assert wheel["force-include"] == {"game_configs": "tabletop/_configs", "assets": "tabletop/_assets"}
    assert "setuptools" not in cfg.get("tool", {}), "a package list there would have to name every game"


def test_shipped_data_is_found():
    from tabletop.games import folders
    from tabletop.resources import asset_path, config_dir
    assert folders()
    for gid in folders():   # every game folder's config ships beside it
        assert (config_dir() / f"{gid}.yaml").is_file(), gid
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()


def test_console_scripts_name_a_function_that_exists():
    """`tabletop` (the installed command) named tabletop.cli:main, which the restructure moved to
    tabletop.tools.cli: the command died with ModuleNotFoundError before doing anything."""
    import importlib
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    for name, target in scripts.items():
        module, _, attr = target.partition(":")
        assert callable(getattr(importlib.import_module(module), attr)), f"{name} = {target}"
