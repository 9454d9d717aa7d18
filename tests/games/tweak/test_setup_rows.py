"""TWEAK's set-up rows: the one-value "Red cards" row (split from the shared set-up tests)."""

import pygame

from tests.setup_rows import _row, _setup
from tests.test_ui_driver import click, home, key, make_app  # noqa: F401


def test_tweaks_red_cards_row_is_fixed_and_the_keyboard_skips_it(home):
    """"Red cards: in" was a button with one value (a click did nothing): a row reading "always in" that
    Tab and the arrows pass over."""
    from tabletop.ui.core.widgets import Fixed, focusables
    app = make_app(size=(960, 540))
    scene = _setup(app, "tweak")
    red = _row(scene, "Red cards")
    assert isinstance(red, Fixed) and red.label == "Red cards: always in" and red.tip
    assert red not in focusables(scene)
    seen = []
    for _ in range(len(scene.widgets) + 2):
        key(app, pygame.K_TAB)
        seen.append(next(w for w in scene.widgets if w.focused))
    assert red not in seen and _row(scene, "Orange cards") in seen
    click(app, red.rect.center)
    assert not any(w.focused for w in scene.widgets) and scene.options["colour_red"] == "in"
    app.close()
