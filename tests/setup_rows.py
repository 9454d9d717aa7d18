"""The set-up screen's rows, as a player reaches them: the helpers of the games' own set-up tests
(tests/games/<id>/test_setup_rows.py: rows that depend on other choices)."""

from tabletop.rules.loader import load_game
from tests.test_ui_driver import click, step

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _setup(app, gid: str):
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.screens.title import TitleScene
    app.scenes.push(TitleScene(app))
    scene = app.scenes.push(SetupScene(app, load_game(gid)))
    step(app)
    return scene


def _row(scene, start: str):
    return next(w for w in scene.widgets if getattr(w, "label", "").startswith(start))


def _set(app, scene, start: str, value) -> None:
    """Click the option's row until it shows `value` (as a player would)."""
    for _ in range(20):
        if _row(scene, start).value == value:
            return
        click(app, _row(scene, start).rect.center)
    raise AssertionError(f"{start} never reached {value!r}")


def pygame_focus_order(scene):
    from tabletop.ui.core.widgets import focusables
    return focusables(scene)
