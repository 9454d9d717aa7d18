"""The window size: a size the player drags the window to is the next launch's, a one-off --size is not."""

import json

from tabletop.persist import settings
from tests.test_ui_driver import home  # noqa: F401


def test_a_dragged_window_size_is_remembered_and_a_one_off_size_is_not(home):
    import pygame

    from tabletop.app import App
    settings.save(settings.defaults())
    app = App()
    app.step(1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=850)])
    app.close()
    assert json.loads(settings.path().read_text())["size"] == [1500, 850]
    app = App()
    assert app.size == (1500, 850)
    app.close()
    # a one-off --size opens the window at that size but is not the player's setting, even when another
    # setting is saved meanwhile; an event repeating the window's own size is not a drag
    app = App(size=(1000, 600))
    assert app.size == (1000, 600)
    app.step(1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600)])
    app.settings["sound"] = False
    app.save_settings()
    app.close()
    on_disk = json.loads(settings.path().read_text())
    assert on_disk["size"] == [1500, 850] and on_disk["sound"] is False
    app = App()
    assert app.size == (1500, 850)
    app.close()
