"""The window size: a size the player drags the window to is the next launch's, a one-off --size is not."""

import json

import pytest

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


@pytest.mark.filterwarnings("ignore::DeprecationWarning")   # Window.from_display_module: resizing like a drag
def test_a_real_drag_is_saved_and_kept_within_the_minimum(home):
    """A real drag resizes the window, and pygame's screen with it, before the app reads the event: the
    event's size then equals the screen's, and the drag was taken for the system repeating it (never
    saved, and a 700x450 window stayed under the 960x540 minimum)."""
    import pygame

    from tabletop.app import MIN_SIZE, App
    from tabletop.ui.screens.title import TitleScene
    settings.save(settings.defaults())
    app = App()
    app.scenes.push(TitleScene(app))

    def drag(w, h):
        pygame.Window.from_display_module().size = (w, h)   # what the window manager does
        app.step(1 / 60, events=pygame.event.get() + [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h)])
    drag(1500, 850)
    assert app.settings["size"] == [1500, 850] and app.size == (1500, 850)
    drag(700, 450)
    assert app.settings["size"] == list(MIN_SIZE) and app.size == MIN_SIZE
    app.close()
    assert json.loads(settings.path().read_text())["size"] == list(MIN_SIZE)


def test_a_drag_keeps_the_window_it_resizes(home, monkeypatch):
    """On a real display the window is already the dragged size when the event arrives; making it again
    (set_mode) gave a new X11 window at every step: a window manager's drag stopped after its first step
    and a maximized window came back un-maximized, partly off the screen (real-window play-test). The
    window system also keeps it at the minimum, so a drag below it needs no new window either."""
    import warnings

    import pygame

    from tabletop.app import MIN_SIZE, App
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.title import TitleScene
    settings.save(settings.defaults())
    app = App()
    app.scenes.push(TitleScene(app))
    made = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: made.append(a) or real(*a, **k))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()

    def drag(w, h):
        window.size = (w, h)   # what the window manager does
        app.step(1 / 60, events=pygame.event.get() + [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h)])
    drag(1920, 1080)
    assert app.size == (1920, 1080) and app.settings["size"] == [1920, 1080] and gfx.scale() == 1.5
    drag(700, 450)
    assert window.size == MIN_SIZE and app.size == MIN_SIZE and app.settings["size"] == list(MIN_SIZE)
    assert made == []
    app.close()


def test_a_size_saved_on_a_bigger_screen_opens_within_this_one(home, monkeypatch):
    """A window size saved on a 1920x1080 screen opened at that size on a 1366x768 one, its lower part
    (Quit, the hand) out of reach; it opens as big as this screen holds with a title bar, and the saved
    size stays for the bigger screen. (The dummy driver has no screen: it is treated as one here.)"""
    import pygame

    from tabletop.app import App
    from tabletop.ui.core import gfx
    s = settings.defaults()
    s["size"] = [1920, 1080]
    settings.save(s)
    pygame.display.init()
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = App()
    assert app.size == (1366, 768 - gfx.TITLE_ROOM)
    assert app.settings["size"] == [1920, 1080]
    app.close()
    assert json.loads(settings.path().read_text())["size"] == [1920, 1080]
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    app = App()
    assert app.size == (1920, 1080)
    app.close()
