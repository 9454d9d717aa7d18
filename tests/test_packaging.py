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
    from tabletop.games import folders
    from tabletop.resources import asset_path, config_dir
    assert folders()
    for gid in folders():   # every game folder's config ships beside it
        assert (config_dir() / f"{gid}.yaml").is_file(), gid
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()
