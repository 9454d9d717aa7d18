"""The wheel ships every Python package and the data folders (configs, assets)."""

import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_every_package_is_listed():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "tabletop").rglob("__init__.py")}
    assert found - listed == set(), "add these packages to pyproject.toml [tool.setuptools] packages"
    assert listed - found - {"tabletop._configs", "tabletop._assets"} == set()
    assert {"tabletop._configs", "tabletop._assets"} <= listed


def test_shipped_data_is_found():
    from tabletop.resources import asset_path, config_dir
    assert (config_dir() / "uno_flex.yaml").is_file()
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()


def test_console_scripts_name_a_function_that_exists():
    """`tabletop` (the installed command) named tabletop.cli:main, which the restructure moved to
    tabletop.tools.cli: the command died with ModuleNotFoundError before doing anything."""
    import importlib
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    for name, target in scripts.items():
        module, _, attr = target.partition(":")
        assert callable(getattr(importlib.import_module(module), attr)), f"{name} = {target}"
