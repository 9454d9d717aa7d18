"""BIG TWO's set-up screen: what its value labels read for the choices now (split from tests/test_ui_menus.py)."""

from tabletop.rules.loader import load_game
from tests.test_ui_driver import home, make_app  # noqa: F401


def test_an_options_value_labels_show_on_the_set_up_screen(home):
    """BIG TWO's "Match end score: 0" meant "100, or 200 with expert rules or teams": it reads "auto" and
    what auto means for the choices now ("auto (−100)"); an expert stage of 0 reads "none"."""
    from tabletop.ui.screens.setup import SetupScene
    app = make_app()
    scene = SetupScene(app, load_game("big_two"))
    scene.layout(app.size)
    labels = {getattr(w, "label", "") for w in scene.widgets}
    assert {"Match end score: auto (−100)", "Expert stage: none"} <= labels, labels
    app.close()
